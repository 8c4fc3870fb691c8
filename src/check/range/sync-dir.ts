// What sync directories (files.sync: sync/) add to a range check: their versions per commit and their net change.
import type { Config } from '../../config/schema.js';
import { commonToAllParents } from '../../engine/check.js';
import type { Message } from '../../engine/lint.js';
import { checkSyncDir } from '../../engine/sync-dir.js';
import { findingKey } from '../../engine/units.js';
import type { RangeCommit } from '../../git/repo.js';
import { isSyncDir, type SyncPart } from '../../models/index.js';
import { sameParts, syncDirAt } from '../sync-dir.js';
import type { Target } from '../targets.js';
import type { RangeActors } from './actors.js';

/** One sync directory at one commit: its files there and at each parent, and whether the commit changed them. */
export interface DirVersion {
  dir: string;
  after: SyncPart[];
  before: SyncPart[][];
  touched: boolean;
}

/** The sync directory (files.sync: sync/) a path is a file of, or null. */
export function dirOf(path: string, targets: Target[]): string | null {
  return targets.find((t) => t.kind === 'sync' && isSyncDir(t.path) && path.startsWith(t.path))?.path ?? null;
}

/** Per commit, per sync-directory target (files.sync: sync/): its files at the commit and at each parent. */
export async function dirVersions(root: string, commits: RangeCommit[], targets: Target[]): Promise<DirVersion[][]> {
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

/** A commit's change to a sync directory, as the commit's actor made it. */
export interface DirChange {
  commit: RangeCommit;
  version: DirVersion;
  actor: string | null;
  config: Config;
  /** Filled: the actors of the directory and of each of its files. */
  actors: RangeActors;
}

/**
 * A sync directory's findings in one commit: its assembled view at the commit against each parent's (a merge:
 * what every parent's comparison finds), per file.
 */
export function dirFindings(change: DirChange): { path: string; m: Message }[] {
  const { commit: c, version: d, actor, config, actors } = change;
  actors.note(d.dir, c, actor);
  const run = (base: SyncPart[]) =>
    [...checkSyncDir({ dir: d.dir, base, head: d.after, actor, config })].flatMap(([path, ms]) =>
      ms.map((m) => ({ ...m, path })),
    );
  const list =
    d.before.length > 1
      ? (commonToAllParents(d.before.map(run)) as (Message & { path: string })[])
      : run(d.before[0] ?? []);
  return list.map(({ path, ...m }) => {
    actors.note(path, c, actor);
    return { path, m };
  });
}

/** The net change of one sync directory over a range. */
export interface DirNet {
  root: string;
  from: string;
  head: string;
  dir: string;
  config: Config;
  actors: RangeActors;
}

/**
 * The net change of a sync directory from `from` to HEAD, per file, as `netFindings` judges a file: a finding
 * counts only when it holds for every actor of the range's commits on the directory. A merge that takes one
 * side's old file for another agent's (which each parent's comparison alone lets through) is caught here.
 */
export async function netDirFindings(net: DirNet): Promise<Map<string, Message[]>> {
  const { root, from, head, dir, config, actors } = net;
  const [before, after] = await Promise.all([syncDirAt(root, from, dir), syncDirAt(root, head, dir)]);
  if (sameParts(before, after)) return new Map();
  const runs = (actors.netActors(dir) ?? [null]).map((actor) =>
    checkSyncDir({ dir, base: before, head: after, actor, config }),
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
