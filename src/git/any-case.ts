// Files whose paths a case-insensitive checkout (macOS, Windows) reads as the log's or its archive files' names.
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError } from '../errors.js';
import { isArchivePath } from '../models/diff/archive-path.js';
import { gitClient } from './client.js';
import { checkPath, checkRef, printable } from './refs.js';
import { EMPTY_TREE } from './repo.js';

/** Paths named as written (the log, a named archive file) and patterns with one `*` in the file name (`LOG-*.md`). */
export interface AnyCaseNames {
  paths: string[];
  patterns: string[];
}

/** The pathspecs that name `names` in any case (a folder's case too: `Archive/log-2026.md`). */
function specsOf(names: AnyCaseNames): string[] {
  return [
    ...names.paths.map((p) => `:(literal,icase)${checkPath(p)}`),
    ...names.patterns.map((p) => `:(glob,icase)${checkPath(p).replace(/[?[\]\\]/g, '\\$&')}`),
  ];
}

/** Whether `path` is one of `names` in any case (a pattern's `*` as isArchivePath reads it). */
export function namedAnyCase(names: AnyCaseNames, path: string): boolean {
  const folded = path.toLowerCase();
  return names.paths.some((p) => p.toLowerCase() === folded) || isArchivePath(names.patterns, path);
}

async function git(root: string, args: string[]): Promise<string> {
  try {
    return await gitClient(root).raw(['--no-literal-pathspecs', ...args]);
  } catch (e) {
    const stderr = (e as Error).message.split('\n')[0] ?? '';
    throw new CliError(
      `git could not list the log's files in any case: ${printable(stderr)}; check the repository with git status.`,
      2,
    );
  }
}

/**
 * Every file of one version that `names` name in any case: a commit's tree, the index, or the working tree (the
 * tracked files still on disk and the untracked ones git does not ignore).
 */
export async function filesAnyCase(
  root: string,
  where: { rev: string } | { index: true } | { worktree: true },
  names: AnyCaseNames,
): Promise<string[]> {
  const specs = specsOf(names);
  if (specs.length === 0) return [];
  const out =
    'rev' in where
      ? await git(root, [
          'diff-tree',
          '-r',
          '-z',
          '--name-only',
          '--no-renames',
          EMPTY_TREE,
          checkRef(where.rev),
          '--',
          ...specs,
        ])
      : await git(root, [
          'ls-files',
          '-z',
          '--full-name',
          '--cached',
          ...('worktree' in where ? ['--others', '--exclude-standard'] : []),
          '--',
          ...specs,
        ]);
  const found = [...new Set(out.split('\0').filter((p) => p !== '' && namedAnyCase(names, p)))].sort();
  if (!('worktree' in where)) return found;
  const there = await Promise.all(
    found.map((p) =>
      lstat(join(root, p)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.filter((_, i) => there[i]);
}

/** A commit that adds a file `names` name in any case. */
export interface AddingCommit {
  sha: string;
  parents: string[];
  /** `<short> <subject>`, as a range names the commits of a finding. */
  tag: string;
}

/**
 * The commits reachable from `head` and not from `base` (a commit, several, or 'all': those no ref has) that add a
 * file `names` name in any case (a merge: against any parent).
 */
export async function commitsAdding(
  root: string,
  range: { base: string | string[] | 'all'; head: string },
  names: AnyCaseNames,
): Promise<AddingCommit[]> {
  const specs = specsOf(names);
  if (specs.length === 0) return [];
  const bases = range.base === 'all' ? null : typeof range.base === 'string' ? [range.base] : range.base;
  const not = bases === null ? ['--not', '--all'] : bases.map((b) => `^${checkRef(b)}`);
  const out = await git(root, [
    'log',
    '-m',
    '--full-history',
    '--no-renames',
    '--diff-filter=A',
    '--format=%x1e%H%x1f%P%x1f%h %s',
    checkRef(range.head),
    ...not,
    '--',
    ...specs,
  ]);
  const seen = new Map<string, AddingCommit>();
  for (const rec of out.split('\x1e')) {
    const [sha, parents, tag] = rec.trim().split('\x1f');
    if (!sha || seen.has(sha)) continue;
    seen.set(sha, { sha, parents: (parents ?? '').split(' ').filter(Boolean), tag: tag ?? sha.slice(0, 12) });
  }
  return [...seen.values()];
}
