// Checking a range of commits (check --range, --pre-receive): the commits one by one, the net change, one report.
import type { Config } from '../config/schema.js';
import { configAt } from './config-at.js';
import { CliError } from '../errors.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import { parseRange, printable } from '../git/refs.js';
import {
  commitsTouching,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  notAFileChanges,
  requireRepo,
  resolveCommit,
  shasTouching,
  type RangeCommit,
} from '../git/repo.js';
import { allowedSigners, type Attestation, wantsSignatures } from '../identity.js';
import { isSyncDir } from '../models/index.js';
import { rangeClashes } from './case-clash.js';
import { configOwnerPaths } from './config-owner.js';
import { watchedTargets } from './archive.js';
import { notAFileFindings, resultsOf, type Target } from './targets.js';
import { RangeActors } from './range/actors.js';
import { factsForRange } from './range/facts.js';
import { group, type Found } from './range/group.js';
import { netFindings } from './range/net.js';
import { dirOf, netDirFindings } from './range/sync-dir.js';
import { type RangeWalk, walkBatch } from './range/walk.js';

/** Commits whose blob ids are listed together (one `cat-file --batch-check`); bounds memory on long ranges. */
const BATCH = 200;

export interface RangeOptions {
  /** The actor of commits that neither name nor map one (`--actor NAME`). */
  fallbackActor?: string;
  /** The rev the configuration is read from (JSON/YAML only); default `base`. */
  configRev?: string;
  /** Who the host says is acting (the pull request's author, SPEC §3), or null. */
  attested?: Attestation | null;
}

export interface RangeResult {
  results: FileResult[];
  /** How many commits of the range touch a watched file. */
  commits: number;
}

/** `check --range BASE..HEAD` as the CLI spells it. */
export async function checkRangeSpec(
  root: string,
  range: string,
  opts: { fallbackActor?: string; attested?: Attestation | null } = {},
): Promise<RangeResult> {
  const { base, head } = parseRange(range);
  return checkRange(root, base, head, opts);
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
      'The repository has no commits yet, so there is no range to check; ' +
        'commit first, or run handover check --staged.',
      2,
    );
  const baseSha = await resolveCommit(root, base, 'range base');
  const headSha = await resolveCommit(root, head, 'range head');
  const fork = await mergeBase(root, baseSha, headSha);
  if (!fork) {
    if (await isShallow(root))
      throw new CliError(
        `${printable(base)} and ${printable(head)} have no common commit in this shallow clone; ` +
          'fetch the full history with `git fetch --unshallow` ' +
          '(in GitHub Actions: actions/checkout with fetch-depth: 0).',
        2,
      );
    throw new CliError(
      `${printable(base)} and ${printable(head)} share no history; ` +
        'check the range (BASE should be the branch the changes go into).',
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
  const result = await checkCommits(root, {
    config,
    head: headSha,
    exclude: [baseSha],
    netFrom: from,
    fallbackActor: opts.fallbackActor,
    attested: opts.attested,
  });
  await explainBaseDispatchers(root, { result, config, headSha, configRev });
  return result;
}

/** The findings that turn on who is a dispatcher: an approval or an override that did not count. */
const DISPATCHER_FINDING = /no dispatcher approved it|is not a dispatcher/;

/**
 * A dispatcher added to the config inside the range does not count in it: the config is read from BASE, so a
 * pull request cannot make its own dispatcher. The findings that turn on it say so, rather than only "no
 * dispatcher approved it".
 */
async function explainBaseDispatchers(
  root: string,
  o: { result: RangeResult; config: Config; headSha: string; configRev: string },
): Promise<void> {
  const hits = o.result.results.flatMap((r) => r.messages).filter((m) => DISPATCHER_FINDING.test(m.message));
  if (!hits.length) return;
  let added: string[];
  try {
    const atHead = await configAt(root, o.headSha, 'HEAD');
    added = atHead.dispatchers.filter((d) => !o.config.dispatchers.includes(d));
  } catch {
    return; // HEAD's config cannot be read: the config-owner findings say why
  }
  if (!added.length) return;
  const names = added.join(', ');
  const verb = added.length === 1 ? 'is' : 'are';
  for (const m of hits)
    m.message +=
      ` (the config is read from BASE, ${printable(o.configRev)}, where ${names} ${verb} not a dispatcher yet: a ` +
      `dispatcher added in this range counts once that change is merged)`;
}

/** The commits to check and how: the config, the head, what to exclude, where the net change starts. */
export interface CommitsOptions {
  config: Config;
  head: string;
  /** Commits reachable from these are not checked (`'all'`: those reachable from any existing ref). */
  exclude: string[] | 'all';
  /** Where the net change starts (none: no net change). */
  netFrom?: string | null;
  /** The actor of commits that neither name nor map one (`--actor NAME`). */
  fallbackActor?: string;
  /** Who the host says is acting: the pull request's author, the pusher (SPEC §3). */
  attested?: Attestation | null;
}

/**
 * The range machinery with the commit list and config given: the commits reachable from `head` and from none of
 * `exclude` (`'all'`: from no existing ref, a new branch on a server), each on its own, plus the net change from
 * `netFrom` to `head` when given, grouped as `checkRange` reports them. The adapter for `check --pre-receive`.
 */
export async function checkCommits(root: string, opts: CommitsOptions): Promise<RangeResult> {
  const { config, head: headSha, exclude } = opts;
  // the log's archive files a pattern names (`log.archive: LOG-*.md`): those the range touches are watched
  const targets = await watchedTargets(root, config, { range: { base: exclude, head: headSha }, net: opts.netFrom });
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : undefined;
  const [commits, configCommits] = await Promise.all([
    commitsTouching(root, exclude, headSha, {
      paths: [...targets.map((t) => t.path), ...configOwnerPaths(config)],
      signatures,
    }),
    shasTouching(root, exclude, headSha, configOwnerPaths(config)),
  ]);
  // Request rules read the registry and approvals as of the range's base (a new branch on a server: where it forked).
  const factsBase = (Array.isArray(exclude) ? exclude[0] : undefined) ?? opts.netFrom ?? undefined;
  const factsAt = factsBase
    ? await factsForRange({ root, config, baseSha: factsBase, headSha, commits, attested: opts.attested ?? null })
    : () => undefined;
  // a name that differs only in case from the log's or an archive file's (one file on a macOS or Windows checkout):
  // listed by git while the walk runs (held settled, so a failure is thrown where it is awaited)
  const clashes = rangeClashes(root, { base: exclude, head: headSha }, config).then(
    (found) => ({ found }),
    (error: unknown) => ({ error }),
  );
  const walk: RangeWalk = {
    root,
    targets,
    config,
    fallbackActor: opts.fallbackActor,
    attested: opts.attested ?? null,
    configCommits,
    factsAt,
    found: [],
    actors: new RangeActors(),
    blobs: null,
    held: new Map(),
  };
  try {
    for (let i = 0; i < commits.length; i += BATCH) await walkBatch(walk, commits.slice(i, i + BATCH));
  } finally {
    walk.blobs?.close();
  }
  walk.held.clear();
  walk.found.push(...(await notAFile(root, opts, targets, commits)));
  const clash = await clashes;
  if ('error' in clash) throw clash.error;
  walk.found.push(...clash.found);
  const net = new Map<string, Message[]>();
  if (opts.netFrom) {
    const from = opts.netFrom;
    const fileTargets = targets.filter((t) => !(t.kind === 'sync' && isSyncDir(t.path)));
    const { actors } = walk;
    for (const [path, ms] of await netFindings({
      root,
      from,
      head: headSha,
      targets: fileTargets,
      config,
      actors,
      headFacts: factsAt(headSha),
    }))
      net.set(path, ms);
    for (const t of targets.filter((x) => !fileTargets.includes(x))) {
      for (const [path, ms] of await netDirFindings({ root, from, head: headSha, dir: t.path, config, actors }))
        net.set(path, [...(net.get(path) ?? []), ...ms]);
    }
  }
  const grouped = group(walk.found, net, targets);
  // files of a sync directory (files.sync: sync/) and the config-owner files: reported under their own paths
  const others = [...grouped]
    .filter(([p]) => !targets.some((t) => t.path === p))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([p, ms]) => toResult(p, dirOf(p, targets) ? 'sync' : null, ms));
  return { results: [...resultsOf(targets, grouped), ...others], commits: commits.length };
}

/** The range's watched paths that became something other than a file (a link, a submodule), as commit findings. */
async function notAFile(
  root: string,
  opts: CommitsOptions,
  targets: Target[],
  commits: RangeCommit[],
): Promise<Found[]> {
  const tags = new Map(commits.map((c) => [c.sha, `${c.short} ${c.subject}`]));
  const changes = await notAFileChanges(
    root,
    { base: opts.exclude, head: opts.head },
    targets.map((t) => t.path),
  );
  return notAFileFindings(changes, targets).map((f) => {
    const tag = tags.get(f.sha!) ?? f.sha!.slice(0, 12);
    return { path: f.path, m: { ...f.m, unit: 'file', owner: null, commit: tag }, tag, merge: false };
  });
}

export { configAt };
