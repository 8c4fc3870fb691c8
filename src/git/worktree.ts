import { isAbsolute, resolve } from 'node:path';
import { commitOf, gitClient } from './client.js';

/** Narrow git calls for init and the agent hooks. Every path goes after `--` or as `rev:path`. */

/** The commit HEAD points at, or null in a repo with no commits yet. */
export async function headCommit(root: string): Promise<string | null> {
  return commitOf(root, 'HEAD');
}

/** Paths that differ between `since` (a commit, or HEAD) and the working tree, untracked files included. */
export async function changedSince(root: string, since: string | null): Promise<string[]> {
  const git = gitClient(root);
  const out = new Set<string>();
  if (since) {
    if (!/^[0-9a-f]{7,64}$/.test(since)) throw new Error(`not a commit id: ${since}`);
    const diff = await git.raw(['diff', '--name-only', '-z', '--no-renames', since, '--']);
    for (const p of diff.split('\0')) if (p) out.add(p);
  }
  const status = await git.raw(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  for (const rec of status.split('\0')) if (rec.length > 3) out.add(rec.slice(3));
  return [...out];
}

/** Where git keeps a per-repo path such as `hooks` (honours core.hooksPath and worktrees), absolute. */
export async function gitPath(root: string, name: string): Promise<string> {
  const p = (await gitClient(root).raw(['rev-parse', '--git-path', name])).trim();
  return isAbsolute(p) ? p : resolve(root, p);
}

/** Sets a clone-local git config value. */
export async function setLocalConfig(root: string, key: string, value: string): Promise<void> {
  await gitClient(root).raw(['config', '--local', '--replace-all', key, value]);
}

/** True when `root` is inside a git work tree. */
export async function isWorkTree(root: string): Promise<boolean> {
  try {
    return (await gitClient(root).raw(['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
}

/** `git diff HEAD -- path` of one working-tree file (paths after `--`), for telling an agent what to restore. */
export async function diffFromHead(root: string, path: string): Promise<string> {
  try {
    return await gitClient(root).raw(['diff', '--no-color', '--no-ext-diff', 'HEAD', '--', path.split('\\').join('/')]);
  } catch {
    return '';
  }
}

/**
 * True when HEAD moved from `since` to where it is only by commits made here (`git commit`, amend), as HEAD's
 * reflog tells; false after a pull, merge, rebase, reset or checkout (others' work may have come in), or when
 * `since` is not in the reflog.
 */
export async function movedOnlyByCommits(root: string, since: string): Promise<boolean> {
  if (!/^[0-9a-f]{7,64}$/.test(since)) return false;
  let log: string;
  try {
    log = await gitClient(root).raw(['log', '-g', '-n', '200', '--format=%H%x00%gs', 'HEAD', '--']);
  } catch {
    return false;
  }
  for (const line of log.split('\n')) {
    const [sha, subject = ''] = line.split('\0');
    if (!sha) continue;
    if (sha.startsWith(since)) return true;
    if (!/^commit( \((amend|initial)\))?:/.test(subject)) return false;
  }
  return false;
}

/** A file's staged bytes (the index), or null when it is not in the index. */
export async function readStaged(root: string, path: string): Promise<Buffer | null> {
  try {
    return Buffer.from((await gitClient(root).binaryCatFile(['blob', `:${path.split('\\').join('/')}`])) as Uint8Array);
  } catch {
    return null;
  }
}

/**
 * `git diff <rev> -- path` of one working-tree file (`rev` a commit id or HEAD), for telling an agent what to restore.
 */
export async function diffFrom(root: string, rev: string, path: string): Promise<string> {
  if (!/^(HEAD|[0-9a-f]{7,64})$/.test(rev)) return '';
  try {
    return await gitClient(root).raw(['diff', '--no-color', '--no-ext-diff', rev, '--', path.split('\\').join('/')]);
  } catch {
    return '';
  }
}

/** Writes an index of HEAD's tree (nothing staged) to `path`, for running a pre-commit hook on a commit that changes nothing. */
export async function writeHeadIndex(root: string, path: string): Promise<void> {
  await gitClient(root).raw(['read-tree', `--index-output=${path}`, 'HEAD']);
}
