/**
 * Where a repository's refs and HEAD live, read from git's own files: watchers (`forest --serve`, `inbox --wait`)
 * and the language server ask on every change whether HEAD or a ref moved, and must not start a git process to
 * answer. Git replaces these files when they change (never edits them in place), so their stat says when.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { gitClient } from './client.js';

/** A repository's git dir (HEAD) and common dir (refs, packed-refs), absolute. */
export interface GitDirs {
  gitDir: string;
  commonDir: string;
}

/** The git dir and common dir of the repository at `root` (one `git rev-parse`; worktrees answered right). */
export async function gitDirs(root: string): Promise<GitDirs> {
  const out = (await gitClient(root).raw(['rev-parse', '--git-dir', '--git-common-dir'])).trim().split('\n');
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  return { gitDir: abs(out[0]), commonDir: abs(out[1] ?? out[0]) };
}

/**
 * The same, read with the file system only: the work tree's `.git` (a folder, or a worktree's `gitdir:` file and
 * its `commondir`), or the folder itself when it is a bare repository; null when it is none of them.
 */
export function gitDirsOf(workTree: string): GitDirs | null {
  const dot = join(workTree, '.git');
  let gitDir: string;
  try {
    if (statSync(dot).isDirectory()) gitDir = dot;
    else {
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dot, 'utf8'));
      if (!m) return null;
      gitDir = resolve(workTree, m[1]);
    }
  } catch {
    if (!existsSync(join(workTree, 'HEAD')) || !existsSync(join(workTree, 'refs'))) return null;
    gitDir = workTree;
  }
  let commonDir = gitDir;
  try {
    commonDir = resolve(gitDir, readFileSync(join(gitDir, 'commondir'), 'utf8').trim());
  } catch {
    // not a linked worktree
  }
  return { gitDir, commonDir };
}

/** The files and folders git rewrites when a repository's refs or HEAD move, for a watcher (see watch.ts). */
export function refFiles(workTree: string): { path: string; depth: number }[] {
  const dirs = gitDirsOf(workTree);
  if (!dirs) return [];
  return [
    { path: join(dirs.gitDir, 'HEAD'), depth: 0 },
    { path: join(dirs.commonDir, 'packed-refs'), depth: 0 },
    { path: join(dirs.commonDir, 'refs', 'heads'), depth: 4 },
    // the caches of URL upstreams and peers: <name>.git/refs/handover/fetched
    { path: join(dirs.commonDir, 'handover', 'upstreams'), depth: 4 },
  ];
}

function statOf(path: string): string {
  try {
    const s = statSync(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return '-';
  }
}

/**
 * A fingerprint of where HEAD points: HEAD's text, and the stat of the branch's ref file, packed-refs and a
 * reftable's table list. A commit, checkout, reset or pull changes it; no git process runs.
 */
export function headStamp(dirs: GitDirs): string {
  let head: string;
  try {
    head = readFileSync(join(dirs.gitDir, 'HEAD'), 'utf8').trim();
  } catch {
    return 'no HEAD';
  }
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  const parts = [
    head,
    statOf(join(dirs.commonDir, 'packed-refs')),
    statOf(join(dirs.commonDir, 'reftable', 'tables.list')),
  ];
  if (ref && !ref.split('/').includes('..'))
    parts.push(statOf(join(dirs.commonDir, ref)), statOf(join(dirs.gitDir, ref)));
  return parts.join('|');
}
