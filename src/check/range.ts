import { configFromText, CODE_PLACES, DATA_PLACES } from '../config/load.js';
import { defaultConfig, type Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { applyOverride, checkVersions, commonToAllParents } from '../engine/check.js';
import type { FileResult, Message } from '../engine/lint.js';
import { parseRange, printable } from '../git/refs.js';
import { blobIds, blobsAt, commitsTouching, notAFileChanges, hasCommits, isShallow, mergeBase, readBlobs, requireRepo, resolveCommit, type RangeCommit } from '../git/repo.js';
import { commitActor } from '../identity.js';
import { notAFileFindings, resultsOf, targetsOf, type Target } from './targets.js';
import { rangeFacts } from '../requests/facts.js';
import type { ForestFacts } from '../models/index.js';

/** Commits whose blobs are read together; bounds memory on long ranges of a large log. */
const BATCH = 200;

/**
 * `check --range BASE..HEAD`: every commit of the range that touches a protocol file, against its first parent,
 * as the actor its trailer and author email name. Configuration comes from BASE, JSON/YAML only, so a pull
 * request can neither loosen its own check nor run code through the config.
 */
export async function checkRange(root: string, range: string, fallbackActor?: string): Promise<{ results: FileResult[]; commits: number }> {
  const { base, head } = parseRange(range);
  await requireRepo(root);
  if (!(await hasCommits(root))) throw new CliError('The repository has no commits yet, so there is no range to check; commit first, or run handover check --staged.', 2);
  const baseSha = await resolveCommit(root, base, 'range base');
  const headSha = await resolveCommit(root, head, 'range head');
  if (!(await mergeBase(root, baseSha, headSha))) {
    if (await isShallow(root)) throw new CliError(`${printable(base)} and ${printable(head)} have no common commit in this shallow clone; fetch the full history with \`git fetch --unshallow\` (in GitHub Actions: actions/checkout with fetch-depth: 0).`, 2);
    throw new CliError(`${printable(base)} and ${printable(head)} share no history; check the range (BASE should be the branch the changes go into).`, 2);
  }
  const config = await configAt(root, baseSha, base);
  const targets = targetsOf(config);
  const commits = await commitsTouching(root, baseSha, headSha, targets.map((t) => t.path));
  const messages = new Map<string, Message[]>();
  const seen = new Set<string>();
  const facts = await factsForRange(root, config, baseSha, headSha, commits);
  for (let i = 0; i < commits.length; i += BATCH) {
    await checkBatch(root, commits.slice(i, i + BATCH), targets, config, fallbackActor, facts, (path, m) => {
      // A problem left standing is reported once, at the commit that introduced it.
      const key = [path, m.ruleId, m.message, m.line, m.column, m.override ?? ''].join('\u0000');
      if (seen.has(key)) return;
      seen.add(key);
      messages.set(path, [...(messages.get(path) ?? []), m]);
    });
  }
  // A protocol file or a folder on its way made a symlink: judged from the modes git records, never followed.
  const tags = new Map(commits.map((c) => [c.sha, `${c.short} ${c.subject}`]));
  for (const f of notAFileFindings(await notAFileChanges(root, { base: baseSha, head: headSha }, targets.map((t) => t.path)), targets)) {
    const key = [f.path, null, f.m.message].join('\u0000');
    if (!seen.has(key)) { seen.add(key); messages.set(f.path, [...(messages.get(f.path) ?? []), { ...f.m, commit: tags.get(f.sha!) ?? f.sha!.slice(0, 12) }]); }
  }
  return { results: resultsOf(targets, messages), commits: commits.length };
}

/** The request rules' facts per commit, gathered only when a commit of the range touches REQUESTS.md. */
async function factsForRange(root: string, config: Config, baseSha: string, headSha: string, commits: RangeCommit[]): Promise<(sha: string) => ForestFacts | undefined> {
  const touching = await commitsTouching(root, baseSha, headSha, [config.files.requests]);
  if (touching.length === 0) return () => undefined;
  const reg = (await blobsAt(root, baseSha, [config.files.registry])).get(config.files.registry);
  const bytes = reg ? (await readBlobs(root, [reg.oid])).get(reg.oid) ?? null : null;
  return rangeFacts(root, config, baseSha, headSha, commits.map((c) => c.sha), bytes);
}

async function checkBatch(root: string, commits: RangeCommit[], targets: Target[], config: Config, fallback: string | undefined, factsAt: (sha: string) => ForestFacts | undefined, emit: (path: string, m: Message) => void): Promise<void> {
  const specs = commits.flatMap((c) => targets.flatMap((t) => [c.sha, ...c.parents].map((rev) => ({ rev, path: t.path }))));
  const ids = await blobIds(root, specs);
  let k = 0;
  const sizes = new Map(ids.flatMap((x) => (x ? [[x.oid, x.size] as const] : [])));
  const versions = commits.map((c) => targets.map((t) => {
    const [after, ...before] = [c.sha, ...c.parents].map(() => ids[k++]?.oid ?? null);
    const touched = before.length === 0 ? after !== null : before.every((b) => b !== after);
    return { target: t, after, before, touched };
  }));
  const blobs = await readBlobs(root, versions.flat().filter((v) => v.touched).flatMap((v) => [v.after, ...v.before]).filter((x): x is string => x !== null), sizes);
  const bytes = (oid: string | null) => (oid === null ? null : blobs.get(oid) ?? null);
  commits.forEach((c, ci) => {
    const touched = versions[ci].filter((v) => v.touched);
    if (touched.length === 0) return;
    const tag = `${c.short} ${c.subject}`;
    const who = commitActor(c, config, fallback);
    if (who.actor === null && who.problem === null) {
      throw new CliError(
        `Commit ${tag} changes ${touched.map((v) => v.target.path).join(', ')} but names no agent: add a "Handover-Agent: NAME" trailer to it ` +
          `(git commit --amend --trailer "Handover-Agent: NAME"), map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
        2,
      );
    }
    const out: { path: string; m: Message }[] = [];
    for (const v of touched) {
      const run = (base: string | null) => checkVersions({ kind: v.target.kind, path: v.target.path, base: bytes(base), head: bytes(v.after), actor: who.actor, config, migrate: { trailers: c.migrates }, facts: v.target.kind === 'requests' ? factsAt(c.sha) : undefined });
      const found = v.before.length > 1 ? commonToAllParents(v.before.map(run)) : run(v.before[0] ?? null);
      out.push(...found.map((m) => ({ path: v.target.path, m })));
    }
    const first = touched[0].target.path;
    const own = (message: string): { path: string; m: Message } => ({ path: first, m: { ruleId: null, severity: 'error', message, line: 1, column: 1 } });
    if (who.problem) out.push(own(who.problem));
    const reason = c.overrides.join('; ');
    let final = out;
    if (reason && who.actor !== null && !who.problem && config.dispatchers.includes(who.actor)) {
      final = out.map(({ path, m }) => ({ path, m: applyOverride([m], reason)[0] }));
    } else if (reason) {
      const dispatchers = config.dispatchers.length ? config.dispatchers.join(', ') : 'none are configured';
      out.push(own(`The commit carries "Handover-Override: ${reason}", but its actor ${who.actor ?? '(unknown)'} is not a dispatcher (${dispatchers}); only a dispatcher may override — remove the trailer`));
    }
    for (const { path, m } of final) emit(path, { ...m, commit: tag });
  });
}

/** The config as committed at `sha`: JSON or YAML only (never code), or the defaults when there is none. */
async function configAt(root: string, sha: string, name: string): Promise<Config> {
  const found = await blobsAt(root, sha, [...DATA_PLACES, ...CODE_PLACES]);
  const blobs = await readBlobs(root, [...found.values()].map((b) => b.oid));
  for (const place of DATA_PLACES) {
    const blob = found.get(place);
    if (!blob) continue;
    const text = (blobs.get(blob.oid) ?? Buffer.alloc(0)).toString('utf8');
    if (place === 'package.json') {
      try {
        if (!(JSON.parse(text) as Record<string, unknown>)?.handover) continue;
      } catch {
        continue;
      }
    }
    return configFromText(place, text);
  }
  const code = CODE_PLACES.find((p) => found.has(p));
  if (code) {
    throw new CliError(`The config at ${printable(name)} is ${code}, but check --range reads only JSON or YAML config from the base (a pull request must not run code); move it to .handoverrc.json or .handoverrc.yaml.`, 2);
  }
  return defaultConfig();
}
