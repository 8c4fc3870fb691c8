// The commit walk of a range: each commit that touches a watched file judged on its own, as its actor, in batches.
import type { Config } from '../../config/schema.js';
import { checkVersions } from '../../engine/check.js';
import type { Message } from '../../engine/lint.js';
import type { MigrateClaim } from '../../migrate/types.js';
import { BlobStream } from '../../git/blob-stream.js';
import { lineOriginsAt, type LineOrigin } from '../../git/blame.js';
import { blobIds, type RangeCommit } from '../../git/repo.js';
import { type Attestation, commitActor, type CommitIdentity } from '../../identity.js';
import type { ForestFacts } from '../../models/index.js';
import { configOwnerFindings } from '../config-owner.js';
import { noAgentError, withIdentity } from '../identity.js';
import { archiveVersions, type Target } from '../targets.js';
import type { RangeActors } from './actors.js';
import type { Found } from './group.js';
import { mergeFindings } from './merge.js';
import { dirFindings, dirVersions, type DirVersion } from './sync-dir.js';

/** What the walk reads (the repo, the files, the config) and what it fills (the findings, the actors). */
export interface RangeWalk {
  root: string;
  targets: Target[];
  config: Config;
  /** The actor of commits that neither name nor map one (`--actor NAME`). */
  fallbackActor?: string;
  /** Who the host says is acting (the pull request's author, the pusher), or null. */
  attested: Attestation | null;
  /** The commits that touch the config-owner paths. */
  configCommits: Set<string>;
  /** The request rules' facts at a commit. */
  factsAt: (sha: string) => ForestFacts | undefined;
  /** Filled: every commit's findings. */
  found: Found[];
  /** Filled: who changed each file, and which files a migration rewrote. */
  actors: RangeActors;
  /** Reads the file versions the walk needs, one at a time (started by the first batch, closed by the caller). */
  blobs: BlobStream | null;
  /** The latest version read of each watched file, by path: the next commit's parent, as a rule. */
  held: Map<string, { oid: string; bytes: Buffer }>;
}

/** One watched file at one commit: its blob there and at each parent, and whether the commit changed it. */
interface FileVersion {
  target: Target;
  after: string | null;
  before: (string | null)[];
  touched: boolean;
}

/** What one commit changed, read ahead with its batch. */
interface CommitChange {
  commit: RangeCommit;
  files: FileVersion[];
  dirs: DirVersion[];
  bytes: (oid: string | null) => Buffer | null;
}

/**
 * Judges a batch of the range's commits, one after the other, adding to `walk.found` and `walk.actors`. The
 * versions are read as each commit is judged, and a commit's parent version is mostly the one the commit before
 * it made, which the walk still holds: a range over a large log reads each version once and holds two or three.
 */
export async function walkBatch(walk: RangeWalk, commits: RangeCommit[]): Promise<void> {
  const { root, targets } = walk;
  const specs = commits.flatMap((c) =>
    targets.flatMap((t) => [c.sha, ...c.parents].map((rev) => ({ rev, path: t.path }))),
  );
  const ids = await blobIds(root, specs);
  let k = 0;
  const versions: FileVersion[][] = commits.map((c) =>
    targets.map((t) => {
      const [after, ...before] = [c.sha, ...c.parents].map(() => ids[k++]?.oid ?? null);
      // A merge is judged whenever its result differs from one parent: taking one side's old version is a change too.
      const touched = before.length === 0 ? after !== null : before.some((b) => b !== after);
      return { target: t, after, before, touched };
    }),
  );
  const dirs = await dirVersions(root, commits, targets);
  // git's delta base cache: a few of the largest version, which the next commit's version is mostly a delta of
  const largest = Math.max(0, ...ids.map((x) => x?.size ?? 0));
  walk.blobs ??= new BlobStream(root, Math.min(96 << 20, Math.max(8 << 20, 4 * largest)));
  for (const ci of commits.keys()) {
    const files = versions[ci].filter((v) => v.touched);
    const bytes = await readVersions(walk, files);
    await judgeCommit(walk, { commit: commits[ci], files, dirs: dirs[ci].filter((d) => d.touched), bytes });
  }
}

/**
 * The versions one commit's judgement reads (each touched file after the commit and at each parent): the one the
 * walk holds for that file when it is the same blob, else read. The commit's own versions are held after it.
 */
async function readVersions(walk: RangeWalk, files: FileVersion[]): Promise<(oid: string | null) => Buffer | null> {
  const got = new Map<string, Buffer | null>();
  for (const v of files) {
    const held = walk.held.get(v.target.path);
    for (const oid of [v.after, ...v.before]) {
      if (oid === null || got.has(oid)) continue;
      got.set(oid, held?.oid === oid ? held.bytes : await walk.blobs!.read(oid));
    }
  }
  for (const v of files) {
    const bytes = v.after === null ? null : (got.get(v.after) ?? null);
    if (bytes) walk.held.set(v.target.path, { oid: v.after!, bytes });
    else walk.held.delete(v.target.path);
  }
  return (oid) => (oid === null ? null : (got.get(oid) ?? null));
}

/**
 * The config a commit's rules read: a dispatcher that nothing the committer cannot type establishes (a good
 * signature, the host's attested identity) is judged as an ordinary agent, so a typed trailer or email never
 * grants a dispatcher's powers over shared sections and other agents' notes (SPEC §3).
 */
function powersOf(config: Config, who: CommitIdentity): Config {
  if (who.actor === null || who.dispatcher || !config.dispatchers.includes(who.actor)) return config;
  return { ...config, dispatchers: config.dispatchers.filter((d) => d !== who.actor) };
}

/** One commit on its own: its files, its sync directories and its config-owner files, with its identity applied. */
async function judgeCommit(walk: RangeWalk, change: CommitChange): Promise<void> {
  const { root, config, targets } = walk;
  const { commit: c, files, dirs } = change;
  const who = commitActor(c, config, walk.fallbackActor, walk.attested);
  const owner = walk.configCommits.has(c.sha) ? await configOwnerFindings(root, c, who, config) : [];
  if (files.length === 0 && dirs.length === 0 && owner.length === 0) return;
  if (who.actor === null && who.problem === null)
    throw noAgentError(c, [...files.map((v) => v.target.path), ...dirs.map((d) => d.dir), ...owner.map((o) => o.path)]);
  const out: { path: string; m: Message }[] = owner.map((o) => ({ path: o.path, m: o.m }));
  for (const v of files) for (const m of await fileFindings(walk, change, v, who)) out.push({ path: v.target.path, m });
  for (const d of dirs)
    out.push(
      ...dirFindings({ commit: c, version: d, actor: who.actor, config: powersOf(config, who), actors: walk.actors }),
    );
  const at = files[0]?.target.path ?? dirs[0]?.dir ?? owner[0]?.path ?? targets[0].path;
  const tag = `${c.short} ${c.subject}`;
  for (const { path, m } of withIdentity({ commit: c, who, config, found: out, at, attested: walk.attested }))
    walk.found.push({ path, m: { ...m, commit: tag }, tag, merge: c.parents.length > 1 });
}

/** One file's findings in one commit: against its parent, or what a merge answers for against its parents. */
async function fileFindings(
  walk: RangeWalk,
  change: CommitChange,
  v: FileVersion,
  who: CommitIdentity,
): Promise<Message[]> {
  const { commit: c, bytes } = change;
  const { actors } = walk;
  // After a migration accepted earlier in the range, the file is judged in the config the migration leads to.
  const config = powersOf(actors.staticConfig(v.target.path, walk.config), who);
  // A migration rewrites the file on purpose: its net change is judged by its static rules only.
  actors.note(v.target.path, c, who.actor);
  // the log's archive in the same commit, against the same parent (untouched: nothing was archived)
  const archive = (parent: number) =>
    archiveVersions(v.target, { targets: walk.targets, config }, (path) => {
      const a = change.files.find((f) => f.target.path === path);
      return a ? { base: bytes(a.before[parent] ?? null), head: bytes(a.after) } : null;
    });
  // the migration claim of each run: a check that needed the old version's dates from git says so on it
  let claim: MigrateClaim = { trailers: c.migrates };
  const run = (base: string | null, parent = 0, origins: (LineOrigin | null)[] | null = null) => {
    claim = { trailers: c.migrates, onAccept: (to) => actors.migrate(v.target.path, to), origins };
    return checkVersions({
      kind: v.target.kind,
      path: v.target.path,
      base: bytes(base),
      head: bytes(v.after),
      actor: who.actor,
      config,
      migrate: claim,
      baseName: `the parent ${c.parents[0]?.slice(0, 7) ?? ''}`.trim(),
      facts: v.target.kind === 'requests' ? walk.factsAt(c.sha) : undefined,
      archive: archive(parent),
    });
  };
  if (v.before.length > 1)
    return mergeFindings({
      root: walk.root,
      commit: c,
      target: v.target,
      before: v.before,
      after: v.after,
      run,
      bytes,
      config,
    });
  const found = run(v.before[0] ?? null);
  // A log none of whose sections states a time is migrated with the dates git gives (each section the time of the
  // commit that last wrote it): when the commit failed as an edit and its migration needed those dates, the parent's
  // blame is handed to the recognition, so `migrate --write`'s output is recognised as such (asked only then: a
  // blame costs).
  const parent = c.parents[0];
  if (!claim.needsHistory || !parent || !v.before[0]) return found;
  const origins = await lineOriginsAt(walk.root, parent, v.target.path);
  return origins ? run(v.before[0], 0, origins) : found;
}
