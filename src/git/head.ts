/**
 * Where HEAD points, cheaply: the language server asks on every change whether HEAD moved, and must not start a
 * git process per keystroke. Git keeps HEAD and the refs in files; their stat says when they change.
 */
import { readFileSync, statSync } from 'node:fs';
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

function statOf(path: string): string {
  try {
    const s = statSync(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return '-';
  }
}

/**
 * A fingerprint of where HEAD points, from the files git keeps it in: HEAD's text, and the stat of the branch's
 * ref file, packed-refs and a reftable's table list. A commit, checkout, reset or pull changes it (git replaces
 * those files, never edits them in place); no git process runs.
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
