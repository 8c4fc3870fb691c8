import type { Config } from '../config/schema.js';
import { configAt } from './config-at.js';
import { CliError } from '../errors.js';
import { applyOverride, checkVersions, commonToAllParents } from '../engine/check.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import { findingKey, unitText } from '../engine/units.js';
import { parseRange, printable } from '../git/refs.js';
import {
  blobIds,
  blobsAt,
  commitsTouching,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  mergeBaseOf,
  notAFileChanges,
  readBlobs,
  requireRepo,
  resolveCommit,
  shasTouching,
  type RangeCommit,
} from '../git/repo.js';
import { allowedSigners, commitActor, dispatcherLacks, wantsSignatures, type CommitIdentity } from '../identity.js';
import { parseDoc, sourceFromBytes } from '../models/index.js';
import { HISTORICAL_RULES } from '../rules/index.js';
import { configOwnerPaths, configOwnerFindings } from './config-owner.js';
import { notAFileFindings, resultsOf, targetsOf, type Target } from './targets.js';
import { identityMessage } from './identity.js';
import { checkSyncDir } from '../engine/sync-dir.js';
import { isSyncDir, type SyncPart } from '../models/index.js';
import { sameParts, syncDirAt } from './sync-dir.js';

/** Stands for a migration commit among a file's actors: the net change of that file then gets the static rules only. */
const MIGRATED = '\u0000migrated';
import { rangeFacts } from '../requests/facts.js';
import type { ForestFacts } from '../models/index.js';

/** Commits whose blobs are read together; bounds memory on long ranges of a large log. */
const BATCH = 200;

export interface RangeOptions {
  /** The actor of commits that neither name nor map one (`--actor NAME`). */
  fallbackActor?: string;
  /** The rev the configuration is read from (JSON/YAML only); default `base`. */
  configRev?: string;
}

export interface RangeResult {
  results: FileResult[];
  /** How many commits of the range touch a watched file. */
  commits: number;
}

/** `check --range BASE..HEAD` as the CLI spells it. */
export async function checkRangeSpec(root: string, range: string, fallbackActor?: string): Promise<RangeResult> {
  const { base, head } = parseRange(range);
  return checkRange(root, base, head, { fallbackActor });
}

/**
 * Checks a range BASE..HEAD (SPEC §4): every commit that touches a protocol file (or the handover config and hook
 * lines, `protocol/config-owner`) on its own, as the actor its trailer, email or signature names, **and** the net
 * change from BASE to HEAD, so merge commits that drop, rewrite or reorder what BASE had fail even when each commit
 * looks clean. Each finding is reported once, placed on its line in HEAD where it still exists, naming every
 * commit that introduced it; a static finding BASE already had is a warning ("already in BASE"). Configuration
 * comes from BASE (or `configRev`), JSON/YAML only, so a pull request can neither loosen its own check nor run code.
 * For `check --range` and the server-side `check --pre-receive`.
 */
export async function checkRange(
  root: string,
  base: string,
  head: string,
  opts: RangeOptions = {},
): Promise<RangeResult> {
  await requireRepo(root);
  if (!(await hasCommits(root)))
    throw new CliError(
      'The repository has no commits yet, so there is no range to check; commit first, or run handover check --staged.',
      2,
    );
  const baseSha = await resolveCommit(root, base, 'range base');
  const headSha = await resolveCommit(root, head, 'range head');
  const fork = await mergeBase(root, baseSha, headSha);
  if (!fork) {
    if (await isShallow(root))
      throw new CliError(
        `${printable(base)} and ${printable(head)} have no common commit in this shallow clone; fetch the full history with \`git fetch --unshallow\` (in GitHub Actions: actions/checkout with fetch-depth: 0).`,
        2,
      );
    throw new CliError(
      `${printable(base)} and ${printable(head)} share no history; check the range (BASE should be the branch the changes go into).`,
      2,
    );
  }
  const configRev = opts.configRev ?? base;
  const config = await configAt(
    root,
    opts.configRev ? await resolveCommit(root, configRev, 'config rev') : baseSha,
    configRev,
  );
  // The net change. BASE is an ancestor of HEAD when the branch merged it (or HEAD is the host's test merge); a
  // branch that is merely behind is judged from where it forked, since merging it keeps what BASE added since.
  const from = (await isAncestor(root, baseSha, headSha)) ? baseSha : fork;
  return checkCommits(root, {
    config,
    head: headSha,
    exclude: [baseSha],
    netFrom: from,
    fallbackActor: opts.fallbackActor,
  });
}

/**
 * The range machinery with the commit list and config given: the commits reachable from `head` and from none of
 * `exclude` (`'all'`: from no existing ref, a new branch on a server), each on its own, plus the net change from
 * `netFrom` to `head` when given, grouped as `checkRange` reports them. The adapter for `check --pre-receive`.
 */
export async function checkCommits(
  root: string,
  opts: { config: Config; head: string; exclude: string[] | 'all'; netFrom?: string | null; fallbackActor?: string },
): Promise<RangeResult> {
  const { config, head: headSha, exclude } = opts;
  const targets = targetsOf(config);
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : undefined;
  const [commits, configCommits] = await Promise.all([
    commitsTouching(root, exclude, headSha, [...targets.map((t) => t.path), ...configOwnerPaths(config)], signatures),
    shasTouching(root, exclude, headSha, configOwnerPaths(config)),
  ]);
  // Request rules read the registry and approvals as of the range's base (a new branch on a server: where it forked).
  const factsBase = (Array.isArray(exclude) ? exclude[0] : undefined) ?? opts.netFrom ?? undefined;
  const facts = factsBase ? await factsForRange(root, config, factsBase, headSha, commits) : () => undefined;
  const found: Found[] = [];
  const actors = new Map<string, Set<string>>(); // path → actors of the commits that touched it
  const migrated = new Map<string, Config>(); // path → the config (dialect) its last accepted migration reads it in
  for (let i = 0; i < commits.length; i += BATCH) {
    await checkBatch(
      root,
      commits.slice(i, i + BATCH),
      targets,
      config,
      opts.fallbackActor,
      found,
      actors,
      configCommits,
      facts,
      migrated,
    );
  }
  const tags = new Map(commits.map((c) => [c.sha, `${c.short} ${c.subject}`]));
  for (const f of notAFileFindings(
    await notAFileChanges(
      root,
      { base: exclude, head: headSha },
      targets.map((t) => t.path),
    ),
    targets,
  )) {
    const tag = tags.get(f.sha!) ?? f.sha!.slice(0, 12);
    found.push({ path: f.path, m: { ...f.m, unit: 'file', owner: null, commit: tag }, tag, merge: false });
  }
  const fileTargets = targets.filter((t) => !(t.kind === 'sync' && isSyncDir(t.path)));
  const net = opts.netFrom
    ? await netFindings(root, opts.netFrom, headSha, fileTargets, config, actors, facts(headSha), migrated)
    : new Map<string, Message[]>();
  if (opts.netFrom) {
    for (const t of targets.filter((x) => !fileTargets.includes(x))) {
      for (const [path, ms] of await netDirFindings(root, opts.netFrom, headSha, t.path, config, actors))
        net.set(path, [...(net.get(path) ?? []), ...ms]);
    }
  }
  const grouped = group(found, net, targets);
  // files of a sync directory (files.sync: sync/) and the config-owner files: reported under their own paths
  const others = [...grouped]
    .filter(([p]) => !targets.some((t) => t.path === p))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([p, ms]) => toResult(p, dirOf(p, targets) ? 'sync' : null, ms));
  return { results: [...resultsOf(targets, grouped), ...others], commits: commits.length };
}

/** A finding of one commit: where, what, and whether that commit introduced it. */
interface Found {
  path: string;
  m: Message;
  tag: string;
  merge: boolean;
}

/** The request rules' facts per commit, gathered only when a commit of the range touches REQUESTS.md. */
async function factsForRange(
  root: string,
  config: Config,
  baseSha: string,
  headSha: string,
  commits: RangeCommit[],
): Promise<(sha: string) => ForestFacts | undefined> {
  const touching = await commitsTouching(root, baseSha, headSha, [config.files.requests]);
  if (touching.length === 0) return () => undefined;
  const reg = (await blobsAt(root, baseSha, [config.files.registry])).get(config.files.registry);
  const bytes = reg ? ((await readBlobs(root, [reg.oid])).get(reg.oid) ?? null) : null;
  return rangeFacts(root, config, baseSha, headSha, [...commits.map((c) => c.sha), headSha], bytes);
}

async function checkBatch(
  root: string,
  commits: RangeCommit[],
  targets: Target[],
  config: Config,
  fallback: string | undefined,
  found: Found[],
  actors: Map<string, Set<string>>,
  configCommits: Set<string>,
  factsAt: (sha: string) => ForestFacts | undefined,
  migrated: Map<string, Config>,
): Promise<void> {
  const specs = commits.flatMap((c) =>
    targets.flatMap((t) => [c.sha, ...c.parents].map((rev) => ({ rev, path: t.path }))),
  );
  const ids = await blobIds(root, specs);
  let k = 0;
  const sizes = new Map(ids.flatMap((x) => (x ? [[x.oid, x.size] as const] : [])));
  const versions = commits.map((c) =>
    targets.map((t) => {
      const [after, ...before] = [c.sha, ...c.parents].map(() => ids[k++]?.oid ?? null);
      // A merge is judged whenever its result differs from one parent: taking one side's old version is a change too.
      const touched = before.length === 0 ? after !== null : before.some((b) => b !== after);
      return { target: t, after, before, touched };
    }),
  );
  const dirs = await dirVersions(root, commits, targets);
  const blobs = await readBlobs(
    root,
    versions
      .flat()
      .filter((v) => v.touched)
      .flatMap((v) => [v.after, ...v.before])
      .filter((x): x is string => x !== null),
    sizes,
  );
  const bytes = (oid: string | null) => (oid === null ? null : (blobs.get(oid) ?? null));
  for (const [ci, c] of commits.entries()) {
    const touched = versions[ci].filter((v) => v.touched);
    const dirsTouched = dirs[ci].filter((d) => d.touched);
    const tag = `${c.short} ${c.subject}`;
    const who = commitActor(c, config, fallback);
    const owner = configCommits.has(c.sha) ? await configOwnerFindings(root, c, who, config) : [];
    if (touched.length === 0 && dirsTouched.length === 0 && owner.length === 0) continue;
    if (who.actor === null && who.problem === null) {
      const what = [
        ...touched.map((v) => v.target.path),
        ...dirsTouched.map((d) => d.dir),
        ...owner.map((o) => o.path),
      ];
      throw new CliError(
        `Commit ${tag} changes ${[...new Set(what)].join(', ')} but names no agent: add a "Handover-Agent: NAME" trailer to it ` +
          `(git commit --amend --trailer "Handover-Agent: NAME"), map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
        2,
      );
    }
    const out: { path: string; m: Message }[] = owner.map((o) => ({ path: o.path, m: o.m }));
    for (const v of touched) {
      // A migration (Handover-Migrate) rewrites the file on purpose: the net change of that file is judged by its static rules only.
      const who2 = c.migrates.length ? MIGRATED : who.actor;
      if (who2) (actors.get(v.target.path) ?? actors.set(v.target.path, new Set()).get(v.target.path)!).add(who2);
      const run = (base: string | null) =>
        checkVersions({
          kind: v.target.kind,
          path: v.target.path,
          base: bytes(base),
          head: bytes(v.after),
          actor: who.actor,
          config,
          migrate: { trailers: c.migrates, onAccept: (to) => migrated.set(v.target.path, to) },
          baseName: `the parent ${c.parents[0]?.slice(0, 7) ?? ''}`.trim(),
          facts: v.target.kind === 'requests' ? factsAt(c.sha) : undefined,
        });
      const list =
        v.before.length > 1
          ? await mergeFindings(root, c, v.target, v.before, v.after, run, bytes, config)
          : run(v.before[0] ?? null);
      for (const m of list) out.push({ path: v.target.path, m });
    }
    for (const d of dirsTouched) {
      // A sync directory: its assembled view at the commit against each parent's (a merge: what every parent's comparison finds).
      const who2 = c.migrates.length ? MIGRATED : who.actor;
      if (who2) (actors.get(d.dir) ?? actors.set(d.dir, new Set()).get(d.dir)!).add(who2);
      const run = (base: SyncPart[]) =>
        [...checkSyncDir(d.dir, base, d.after, who.actor, config)].flatMap(([path, ms]) =>
          ms.map((m) => ({ ...m, path })),
        );
      const list =
        d.before.length > 1
          ? (commonToAllParents(d.before.map(run)) as (Message & { path: string })[])
          : run(d.before[0] ?? []);
      for (const { path, ...m } of list) {
        if (who2) (actors.get(path) ?? actors.set(path, new Set()).get(path)!).add(who2);
        out.push({ path, m });
      }
    }
    const first = touched[0]?.target.path ?? dirsTouched[0]?.dir ?? owner[0]?.path ?? targets[0].path;
    const problem = who.problem ? identityMessage(who.problem, c, config) : null;
    if (problem) out.push({ path: first, m: problem });
    const reason = c.overrides.join('; ');
    let final = out;
    if (reason && who.actor !== null && !who.problem && who.dispatcher) {
      final = out.map(({ path, m }) => ({ path, m: applyOverride([m], reason)[0] }));
    } else if (reason) {
      const refusal = identityMessage(overrideRefusal(reason, who, c, config), c, config);
      if (refusal) final.push({ path: first, m: refusal });
    }
    for (const { path, m } of final) found.push({ path, m: { ...m, commit: tag }, tag, merge: c.parents.length > 1 });
  }
}

/** The sync directory (files.sync: sync/) a path is a file of, or null. */
function dirOf(path: string, targets: Target[]): string | null {
  return targets.find((t) => t.kind === 'sync' && isSyncDir(t.path) && path.startsWith(t.path))?.path ?? null;
}

/** Per commit, per sync-directory target (files.sync: sync/): its files at the commit and at each parent. */
async function dirVersions(
  root: string,
  commits: RangeCommit[],
  targets: Target[],
): Promise<{ dir: string; after: SyncPart[]; before: SyncPart[][]; touched: boolean }[][]> {
  const dirs = targets.filter((t) => t.kind === 'sync' && isSyncDir(t.path)).map((t) => t.path);
  if (dirs.length === 0) return commits.map(() => []);
  const out = [];
  for (const c of commits) {
    out.push(
      await Promise.all(
        dirs.map(async (dir) => {
          const [after, ...before] = await Promise.all([c.sha, ...c.parents].map((rev) => syncDirAt(root, rev, dir)));
          const touched = before.length === 0 ? after.length > 0 : before.some((b) => !sameParts(b, after));
          return { dir, after, before, touched };
        }),
      ),
    );
  }
  return out;
}

function overrideRefusal(reason: string, who: CommitIdentity, c: RangeCommit, config: Config): string {
  const dispatchers = config.dispatchers.length ? config.dispatchers.join(', ') : 'none are configured';
  if (who.actor !== null && config.dispatchers.includes(who.actor) && !who.problem) {
    return `The commit carries "Handover-Override: ${reason}" as dispatcher ${who.actor}, but ${dispatcherLacks(c, who.actor, config)}; the override does not count — remove the trailer`;
  }
  return `The commit carries "Handover-Override: ${reason}", but its actor ${who.actor ?? '(unknown)'} is not a dispatcher (${dispatchers}); only a dispatcher may override — remove the trailer`;
}

/**
 * What a merge is responsible for in one file. Each parent's comparison is run. A finding every parent's
 * comparison has is the merge's own (a conflict resolved by hand, a new edit). A finding against one parent only
 * usually shows what the other side brought in, which that side's commits answer for — unless that parent's side
 * had changed the entry or section since the merge base: then the merge threw that change away (took the other
 * side's old version, or rewrote it), and a merge answers for whatever its result loses, whichever side it took.
 */
async function mergeFindings(
  root: string,
  c: RangeCommit,
  target: Target,
  before: (string | null)[],
  after: string | null,
  run: (base: string | null) => Message[],
  bytes: (oid: string | null) => Buffer | null,
  config: Config,
): Promise<Message[]> {
  const perParent = before.map((b) => (b === after ? [] : run(b)));
  const common = commonToAllParents(perParent);
  const keys = new Set(common.map(findingKey));
  if (perParent.every((list) => list.every((m) => keys.has(findingKey(m))))) return common; // nothing one-sided to weigh
  const mb = await mergeBaseOf(root, c.parents);
  const mbBlob = mb ? ((await blobsAt(root, mb, [target.path])).get(target.path) ?? null) : null;
  const mbBytes = mbBlob ? ((await readBlobs(root, [mbBlob.oid])).get(mbBlob.oid) ?? null) : null;
  const doc = (b: Buffer | null) =>
    b === null || target.kind === 'append-only' ? null : parseDoc(target.kind, sourceFromBytes(target.path, b));
  const mbDoc = doc(mbBytes);
  const out = [...common];
  perParent.forEach((list, i) => {
    if (list.length === 0) return;
    const parentBytes = bytes(before[i]);
    const parentDoc = doc(parentBytes);
    for (const m of list) {
      if (keys.has(findingKey(m)) || !m.unit) continue;
      const sideChanged =
        target.kind === 'append-only'
          ? !(mbBytes && parentBytes && mbBytes.equals(parentBytes))
          : unitText(mbDoc, m.unit, config) !== unitText(parentDoc, m.unit, config);
      if (sideChanged) {
        keys.add(findingKey(m));
        out.push(m);
      }
    }
  });
  return out;
}

/**
 * The net change from `from` to HEAD, per file: the static rules on HEAD (a finding BASE already had is a warning,
 * "already in BASE") and the historical rules. No single actor made the net change, so a historical finding counts
 * only when it holds for every actor of the range's commits on that file: no one in the range was allowed to make it.
 */
async function netFindings(
  root: string,
  from: string,
  head: string,
  targets: Target[],
  config: Config,
  actors: Map<string, Set<string>>,
  headFacts: ForestFacts | undefined,
  migrated: Map<string, Config>,
): Promise<Map<string, Message[]>> {
  const out = new Map<string, Message[]>();
  const [a, b] = await Promise.all([
    blobsAt(
      root,
      from,
      targets.map((t) => t.path),
    ),
    blobsAt(
      root,
      head,
      targets.map((t) => t.path),
    ),
  ]);
  const changed = targets.filter((t) => a.get(t.path)?.oid !== b.get(t.path)?.oid);
  if (changed.length === 0) return out;
  const blobs = await readBlobs(
    root,
    changed.flatMap((t) => [a.get(t.path)?.oid, b.get(t.path)?.oid]).filter((x): x is string => !!x),
  );
  for (const t of changed) {
    const before = blobs.get(a.get(t.path)?.oid ?? '') ?? null;
    const after = blobs.get(b.get(t.path)?.oid ?? '') ?? null;
    const who = [...(actors.get(t.path) ?? [])];
    if (who.length === 0 || who.includes(MIGRATED)) {
      // A migrated file is read in the dialect its migration wrote (the commits after it were judged on their own).
      const read = migrated.get(t.path) ?? config;
      out.set(
        t.path,
        checkVersions({
          kind: t.kind,
          path: t.path,
          base: before,
          head: after,
          actor: null,
          config: read,
          baseName: 'BASE',
          facts: t.kind === 'requests' ? headFacts : undefined,
        }),
      );
      continue;
    }
    const runs = who.map((actor) =>
      checkVersions({
        kind: t.kind,
        path: t.path,
        base: before,
        head: after,
        actor,
        config,
        baseName: 'BASE',
        facts: t.kind === 'requests' ? headFacts : undefined,
      }),
    );
    const inAll = runs.slice(1).map((r) => new Set(r.map(findingKey)));
    out.set(
      t.path,
      runs[0].filter((m) => inAll.every((s) => s.has(findingKey(m)))),
    );
  }
  return out;
}

/**
 * The net change of a sync directory from `from` to HEAD, per file, as `netFindings` judges a file: a finding
 * counts only when it holds for every actor of the range's commits on the directory. A merge that takes one
 * side's old file for another agent's (which each parent's comparison alone lets through) is caught here.
 */
async function netDirFindings(
  root: string,
  from: string,
  head: string,
  dir: string,
  config: Config,
  actors: Map<string, Set<string>>,
): Promise<Map<string, Message[]>> {
  const [before, after] = await Promise.all([syncDirAt(root, from, dir), syncDirAt(root, head, dir)]);
  if (sameParts(before, after)) return new Map();
  const who = [...(actors.get(dir) ?? [])];
  const runs = (who.length === 0 || who.includes(MIGRATED) ? [null] : who).map((actor) =>
    checkSyncDir(dir, before, after, actor, config),
  );
  const key = (path: string, m: Message) => `${path}\u0000${findingKey(m)}`;
  const inAll = runs.slice(1).map((r) => new Set([...r].flatMap(([path, ms]) => ms.map((m) => key(path, m)))));
  const out = new Map<string, Message[]>();
  for (const [path, ms] of runs[0]) {
    const kept = ms.filter((m) => inAll.every((s) => s.has(key(path, m))));
    if (kept.length) out.set(path, kept);
  }
  return out;
}

const HISTORICAL = new Set([...HISTORICAL_RULES.map((r) => r.id), 'protocol/identity', 'protocol/config-owner']);

/**
 * One message per finding (rule and entry or section, not line): placed where the net change has it in HEAD,
 * else where its commit had it, and naming every commit that introduced it. A static finding HEAD has counts as
 * HEAD has it (one BASE had is a warning); one fixed later in the range is still its commit's; one a commit's parent
 * already had is not reported again.
 */
function group(found: Found[], net: Map<string, Message[]>, targets: Target[]): Map<string, Message[]> {
  const out = new Map<string, Message[]>();
  const push = (path: string, m: Message) => out.set(path, [...(out.get(path) ?? []), m]);
  const byKey = new Map<string, { path: string; list: Found[] }>();
  for (const f of found) {
    const k = `${f.path}\u0000${findingKey(f.m)}`;
    const entry = byKey.get(k) ?? byKey.set(k, { path: f.path, list: [] }).get(k)!;
    entry.list.push(f);
  }
  const introducedBy = (list: Found[]) => list.filter((f) => f.m.severity === 'error');
  const merges = (path: string) => [...new Set(found.filter((f) => f.path === path && f.merge).map((f) => f.tag))];
  const finish = (m: Message, list: Found[], path: string): Message => {
    const intro = introducedBy(list);
    const tags = [...new Set((intro.length ? intro : list).map((f) => f.tag))];
    const named = tags.length ? tags : merges(path);
    const overrides =
      intro.length > 0 && intro.every((f) => f.m.override)
        ? [...new Set(intro.map((f) => f.m.override!))].join('; ')
        : undefined;
    const { commit: _c, commits: _cs, override: _o, ...rest } = m;
    return {
      ...rest,
      ...(named.length ? { commit: named.join(', '), commits: named } : { commit: 'the net change BASE..HEAD' }),
      ...(overrides ? { override: overrides } : {}),
    };
  };
  const paths = [...new Set([...targets.map((t) => t.path), ...net.keys()])];
  for (const t of paths.map((path) => ({ path }))) {
    const netList = net.get(t.path) ?? [];
    const done = new Set<string>();
    for (const m of netList) {
      const k = `${t.path}\u0000${findingKey(m)}`;
      if (done.has(k)) continue;
      done.add(k);
      const list = byKey.get(k)?.list ?? [];
      if (m.already) {
        push(t.path, m);
        continue;
      } // BASE had it: no commit of the range introduced it
      push(t.path, finish(m, list, t.path));
    }
    for (const [k, { path, list }] of byKey) {
      if (path !== t.path || done.has(k)) continue;
      done.add(k);
      // A static problem HEAD no longer has was still that commit's doing (each commit is judged on its own);
      // one its parent already had is not re-reported.
      const intro = introducedBy(list);
      if (!HISTORICAL.has(list[0].m.ruleId ?? '') && intro.length === 0) continue;
      push(path, finish((intro[0] ?? list[0]).m, list, path));
    }
  }
  for (const { path, list } of byKey.values()) {
    if (!paths.includes(path)) push(path, finish(list[0].m, list, path));
  }
  return out;
}

export { configAt };
