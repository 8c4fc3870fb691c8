import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The files git rewrites when a repository's refs or HEAD move, found by reading the work tree's `.git` (a folder,
 * or a worktree's `gitdir:` file and its `commondir`). Read with the file system only, so a watcher of them runs
 * no git command at all: `forest --serve` and `inbox --wait` watch these and re-read when one changes.
 */
export function refFiles(workTree: string): { path: string; depth: number }[] {
  const dot = join(workTree, '.git');
  let gitDir: string;
  try {
    if (statSync(dot).isDirectory()) gitDir = dot;
    else {
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dot, 'utf8'));
      if (!m) return [];
      gitDir = resolve(workTree, m[1]);
    }
  } catch {
    // a bare repository given as the folder itself, or no repository at all
    if (!existsSync(join(workTree, 'HEAD')) || !existsSync(join(workTree, 'refs'))) return [];
    gitDir = workTree;
  }
  let common = gitDir;
  try {
    common = resolve(gitDir, readFileSync(join(gitDir, 'commondir'), 'utf8').trim());
  } catch {
    // not a linked worktree
  }
  return [
    { path: join(gitDir, 'HEAD'), depth: 0 },
    { path: join(common, 'packed-refs'), depth: 0 },
    { path: join(common, 'refs', 'heads'), depth: 4 },
    // the caches of URL upstreams and peers: <name>.git/refs/handover/fetched
    { path: join(common, 'handover', 'upstreams'), depth: 4 },
  ];
}
