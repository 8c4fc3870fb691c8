import type { Config } from '../config/schema.js';
import { protocolPathProblem, readProtocolFile } from '../fsutil.js';
import { checkVersions, checkVersionsOld } from '../engine/check.js';
import { OldStream } from '../engine/old-stream.js';
import { lineOriginsAt, type LineOrigin } from '../git/blame.js';
import type { MigrateClaim } from '../migrate/types.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import {
  blobsAt,
  changedFiles,
  type ChangedFile,
  gitBlobId,
  hasCommits,
  notAFileChanges,
  requireRepo,
  stagedBlobs,
  type BlobRef,
} from '../git/repo.js';
import { BlobStream } from '../git/blob-stream.js';
import { resolveActor } from '../identity.js';
import { watchedTargets } from './archive.js';
import { archiveVersions, notAFile, notAFileFindings, resultsOf, type targetsOf } from './targets.js';
import { localClashes } from './case-clash.js';
import { configOwnerPaths, localConfigOwner } from './config-owner.js';
import { isSyncDir } from '../models/index.js';
import { checkDirChange, dirResults, sameParts, syncDirAt, syncDirOnDisk, syncDirStaged } from './sync-dir.js';
import { gatherFacts } from '../requests/facts.js';
import type { ForestFacts } from '../models/index.js';

/** Where each local mode's change is: the index against HEAD, the working tree against HEAD. */
const LOCAL = { staged: { staged: true }, worktree: { worktree: 'HEAD' } } as const;

type Version = { bytes: Buffer } | { blob: BlobRef } | { problem: Message } | null;

/**
 * `check --staged` (the index against HEAD) and `check` with no mode (the working tree against HEAD).
 * Files that did not change are skipped; with no commit yet there is no base, so only the static rules run.
 * A staged file whose working-tree copy has the staged blob's id is read from disk, and a HEAD version that is
 * a prefix of the new one is recognised by its blob id alone, so a grown 40 MB log costs no blob read at all.
 */
export async function checkLocal(
  root: string,
  config: Config,
  mode: 'staged' | 'worktree',
  who: { flag?: string; env: NodeJS.ProcessEnv },
): Promise<FileResult[]> {
  // the log's archive files a pattern names (`log.archive: LOG-*.md`): those this change touches are watched
  const all = await watchedTargets(root, config, LOCAL[mode]);
  const dirs = all.filter((t) => t.kind === 'sync' && isSyncDir(t.path));
  const targets = all.filter((t) => !dirs.includes(t));
  const paths = targets.map((t) => t.path);
  // One round of git processes, side by side with reading the working-tree files (which, when identical to
  // the index, spare reading the staged blob through a pipe). Listing HEAD fails only with no commit yet.
  // The file's sha1 blob id is computed while git runs (the main thread would only wait); sha256 repos recompute.
  // In --staged the working tree is only a shortcut, so a file that cannot be read there is simply not used.
  const disk = readWorktree(root, paths, mode);
  // protocol/config-owner's file list, in the same round (no HEAD yet: nothing to compare).
  const watched = changedFiles(root, 'HEAD', mode === 'staged' ? null : 'worktree', configOwnerPaths(config)).catch(
    () => [],
  );
  const settled = await Promise.allSettled([
    requireRepo(root),
    blobsAt(root, 'HEAD', paths).catch(() => null),
    mode === 'staged' ? stagedBlobs(root, paths) : null,
    ...disk.values(),
  ] as const);
  for (const r of settled) if (r.status === 'rejected') throw r.reason; // "not a repository" first, when it is that
  const [, listed, staged] = settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    undefined,
    Map<string, BlobRef> | null,
    Map<string, BlobRef> | null,
  ];
  const born = listed !== null || (await hasCommits(root));
  // HEAD exists yet cannot be listed: let that error speak
  if (listed === null && born) await blobsAt(root, 'HEAD', paths);
  const base = listed ?? new Map<string, BlobRef>();
  const head = await headVersions(paths, { staged, base, disk });
  // Blobs are copied straight from one `git cat-file --batch` into buffers of their size (no chunks joined after).
  const blobs = new BlobStream(root);
  try {
    return await judgeLocal({
      root,
      config,
      mode,
      who,
      watched,
      dirs,
      targets,
      paths,
      staged,
      born,
      base,
      head,
      blobs,
    });
  } finally {
    blobs.close();
  }
}

/** `checkLocal` once the versions are listed: the blobs read, each changed file judged. */
async function judgeLocal(o: {
  root: string;
  config: Config;
  mode: 'staged' | 'worktree';
  who: { flag?: string; env: NodeJS.ProcessEnv };
  watched: Promise<ChangedFile[]>;
  dirs: ReturnType<typeof targetsOf>;
  targets: ReturnType<typeof targetsOf>;
  paths: string[];
  staged: Map<string, BlobRef> | null;
  born: boolean;
  base: Map<string, BlobRef>;
  head: Map<string, Version>;
  blobs: BlobStream;
}): Promise<FileResult[]> {
  const { root, config, mode, who, watched, dirs, targets, paths, staged, born, base, head, blobs } = o;
  const headBlobs = await readAll(
    blobs,
    [...head.values()].flatMap((v) => (v && 'blob' in v ? [v.blob.oid] : [])),
  );
  const headBytes = (p: string): Buffer | null => {
    const v = head.get(p);
    return !v || 'problem' in v ? null : 'bytes' in v ? v.bytes : (headBlobs.get(v.blob.oid) ?? null);
  };
  const logs = new Set(targets.filter((t) => t.kind === 'handover').map((t) => t.path));
  const baseBytes = await baseVersions(blobs, { base, head, headBytes, logs });

  // Only a real change needs an actor; with no commit yet there is no base and only static rules run.
  let actor: string | null | undefined;
  const actorOf = async (): Promise<string | null> => {
    if (actor === undefined)
      actor = born ? (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor : null;
    return actor;
  };
  const messages = await checkFiles(targets, { root, config, head, base, baseBytes, headBytes, actorOf });
  // A folder on a protocol file's path staged as a symlink leaves the file out of the index: say so.
  if (staged && targets.some((t) => t.path.includes('/') && !staged.has(t.path))) {
    for (const f of notAFileFindings(await notAFileChanges(root, { staged: true }, paths), targets, true))
      messages.set(f.path, [...(messages.get(f.path) ?? []), f.m]);
  }
  // protocol/config-owner: the config, .gitattributes and hook lines this change touches; and a name the change adds
  // that differs only in case from the log's or an archive file's (one file on a macOS or Windows checkout)
  const others = byPath(
    born
      ? [
          ...(await localConfigOwner({ root, mode, changed: await watched, actor: actorOf, config })),
          ...placed(await localClashes(root, mode, config), { targets, messages }),
        ]
      : [],
  );
  const results = resultsOf(targets, messages);
  for (const d of dirs) {
    // A sync directory (files.sync: sync/): its files' assembled view, old against new.
    const before = born ? await syncDirAt(root, 'HEAD', d.path) : null;
    const after = mode === 'staged' ? await syncDirStaged(root, d.path) : syncDirOnDisk(root, d.path);
    if (before ? sameParts(before, after) : after.length === 0) continue;
    const change = { dir: d.path, base: before, head: after, actor: await actorOf(), config };
    results.push(...dirResults(d.path, checkDirChange(change)));
  }
  return [...results, ...[...others].map(([p, ms]) => toResult(p, null, ms))];
}

const regular = (mode: string) => mode === '100644' || mode === '100755';

/** Findings on a watched file added to its messages; the others returned, to be reported under their own paths. */
function placed(
  found: { path: string; m: Message }[],
  o: { targets: { path: string }[]; messages: Map<string, Message[]> },
): { path: string; m: Message }[] {
  const rest: { path: string; m: Message }[] = [];
  for (const f of found)
    if (o.targets.some((t) => t.path === f.path)) o.messages.set(f.path, [...(o.messages.get(f.path) ?? []), f.m]);
    else rest.push(f);
  return rest;
}

/** Findings grouped by the file they are about, in the order first seen. */
function byPath(found: { path: string; m: Message }[]): Map<string, Message[]> {
  const out = new Map<string, Message[]>();
  for (const { path, m } of found) (out.get(path) ?? out.set(path, []).get(path)!).push(m);
  return out;
}

/** Each changed protocol file, old against new (a path problem stands for its findings). */
async function checkFiles(
  targets: ReturnType<typeof targetsOf>,
  o: {
    root: string;
    config: Config;
    head: Map<string, Version>;
    base: Map<string, BlobRef>;
    baseBytes: Map<string, Buffer | OldStream>;
    headBytes: (p: string) => Buffer | null;
    actorOf: () => Promise<string | null>;
  },
): Promise<Map<string, Message[]>> {
  const { root, config, head, base, baseBytes, headBytes, actorOf } = o;
  let facts: ForestFacts | undefined;
  const messages = new Map<string, Message[]>();
  for (const t of targets) {
    if (!head.has(t.path)) continue;
    const v = head.get(t.path)!;
    if (v && 'problem' in v) {
      messages.set(t.path, [v.problem]);
      continue;
    }
    const before = baseBytes.get(t.path) ?? null;
    const after = headBytes(t.path);
    if (before === null && after === null && !base.has(t.path)) continue;
    if (before && after && sameBytes(before, after)) continue;
    const actor = await actorOf();
    // The request rules see the registry, the peers' logs and the approvals on record.
    if (t.kind === 'requests') facts ??= (await gatherFacts(root, config, { fetch: false })).facts;
    let claim: MigrateClaim = { trailers: null };
    const run = (origins: (LineOrigin | null)[] | null) => {
      claim = { trailers: null, origins };
      const pair = {
        kind: t.kind,
        path: t.path,
        head: after,
        actor,
        config,
        migrate: claim,
        facts: t.kind === 'requests' ? facts : undefined,
        // the pre-commit hook judges a log's change from the entries it touches (see localCheck)
        local: true,
        // the log's archive in the same change (a changed one is a target, so it has both versions here)
        archive: archiveVersions(t, { targets, config }, (p) =>
          head.has(p) ? { base: wholeOf(baseBytes.get(p) ?? null), head: headBytes(p) } : null,
        ),
      };
      // a log's HEAD version read as it streamed in: held as the new version and what differs
      return before instanceof OldStream
        ? checkVersionsOld({ ...pair, old: before })
        : checkVersions({ ...pair, base: before });
    };
    let found = run(null);
    // a migration of a log that states no time is dated by git: HEAD's blame of the file dates it, as it did migrate
    if (claim.needsHistory && before !== null) {
      const origins = await lineOriginsAt(root, 'HEAD', t.path);
      if (origins) found = run(origins);
    }
    messages.set(t.path, found);
  }
  return messages;
}

/** The blobs `oids` that exist, read through one `git cat-file --batch`. */
async function readAll(blobs: BlobStream, oids: string[]): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const oid of new Set(oids)) {
    const b = await blobs.read(oid);
    if (b) out.set(oid, b);
  }
  return out;
}

type OnDisk = Version | { bytes: Buffer; id: string };

/** The working-tree files, read side by side with git (in --staged with their blob ids; unreadable ones unused). */
function readWorktree(root: string, paths: string[], mode: 'staged' | 'worktree'): Map<string, Promise<OnDisk>> {
  return new Map(
    paths.map((p): [string, Promise<OnDisk>] => {
      const read = fromWorktree(root, p);
      return [
        p,
        mode === 'worktree'
          ? read
          : read.then(
              (v) => (v && 'bytes' in v ? { ...v, id: gitBlobId(v.bytes, 40) } : null),
              () => null,
            ),
      ];
    }),
  );
}

/**
 * The new version of each path: the working-tree file (no index given), or the staged blob, read from the working
 * tree when that file has the blob's id. A path staged as it is in HEAD is left out (unchanged).
 */
async function headVersions(
  paths: string[],
  o: { staged: Map<string, BlobRef> | null; base: Map<string, BlobRef>; disk: Map<string, Promise<OnDisk>> },
): Promise<Map<string, Version>> {
  const { staged, base, disk } = o;
  const head = new Map<string, Version>();
  for (const p of paths) {
    const blob = staged?.get(p);
    const file = await disk.get(p)!;
    if (!staged) head.set(p, file);
    else if (!blob) head.set(p, null);
    else if (!regular(blob.mode)) head.set(p, { problem: notAFile(p, blob.mode) });
    else if (base.get(p)?.oid === blob.oid && base.get(p)?.mode === blob.mode)
      continue; // unchanged
    else
      head.set(
        p,
        file && 'id' in file && (blob.oid.length === 40 ? file.id : gitBlobId(file.bytes, blob.oid.length)) === blob.oid
          ? { bytes: file.bytes }
          : { blob },
      );
  }
  return head;
}

/** Whether a HEAD version (whole, or streamed) has the new version's bytes. */
function sameBytes(before: Buffer | OldStream, after: Buffer): boolean {
  return before instanceof OldStream
    ? before.p === before.length && before.length === after.length
    : before.equals(after);
}

const wholeOf = (v: Buffer | OldStream | null): Buffer | null => (v instanceof OldStream ? v.bytes(0, v.length) : v);

/**
 * A log's HEAD version from this size on (1 MB) is streamed against the new one, not held whole (see `OldStream`);
 * tests lower it to run every log through that path.
 */
export const LOCAL_READ = { streamFrom: 1 << 20 };

/**
 * The HEAD version of each changed path, read only when it is not a prefix of the new one (told by hashing that);
 * a large log's (`logs`) read as it streams in, only what differs from the new version kept.
 */
async function baseVersions(
  blobs: BlobStream,
  o: {
    base: Map<string, BlobRef>;
    head: Map<string, Version>;
    headBytes: (p: string) => Buffer | null;
    logs: Set<string>;
  },
): Promise<Map<string, Buffer | OldStream>> {
  const { base, head, headBytes, logs } = o;
  const baseBytes = new Map<string, Buffer | OldStream>();
  for (const [p, b] of base) {
    const h = headBytes(p);
    if (h && b.size !== null && b.size <= h.length && gitBlobId(h.subarray(0, b.size), b.oid.length) === b.oid)
      baseBytes.set(p, h.subarray(0, b.size));
  }
  const toRead = [...base.values()].filter((b) => head.has(b.path) && regular(b.mode) && !baseBytes.has(b.path));
  for (const b of toRead) {
    const h = headBytes(b.path);
    if (!h || !logs.has(b.path) || b.size === null || b.size < LOCAL_READ.streamFrom) continue;
    let old: OldStream | null = null;
    const found = await blobs.stream(b.oid, (size) => {
      const s = new OldStream(h, size);
      old = s;
      return (chunk) => s.take(chunk);
    });
    if (found && old) {
      (old as OldStream).finish();
      baseBytes.set(b.path, old);
    }
  }
  const read = await readAll(
    blobs,
    toRead.filter((b) => !baseBytes.has(b.path)).map((b) => b.oid),
  );
  for (const b of toRead) if (!baseBytes.has(b.path) && read.has(b.oid)) baseBytes.set(b.path, read.get(b.oid)!);
  return baseBytes;
}

/**
 * A working-tree file: its bytes, null when absent, or a problem when it is not a plain file inside the repo (a symlink
 * at it or on its path).
 */
async function fromWorktree(root: string, path: string): Promise<Version> {
  const problem = protocolPathProblem(root, path);
  if (problem) return { problem: { ruleId: null, severity: 'error', message: problem, line: 1, column: 1 } };
  const bytes = readProtocolFile(root, path);
  return bytes === null ? null : { bytes };
}
