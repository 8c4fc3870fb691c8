import { plainGit } from './plain.js';
import { checkPath } from './refs.js';

/** The commit that last wrote one line of a file, and when (its author time: when the change was written). */
export interface LineOrigin {
  commit: string;
  /** Author time, seconds since the epoch. */
  time: number;
}

const ZERO = /^0+$/;

/**
 * For each line of the working-tree file `relPath` (index 0 is line 1), the commit that last wrote it, as
 * `git blame --porcelain` sees it; null for a line not committed yet. Null when git cannot blame the file at all
 * (not a repository, no commit, the file untracked). The path goes after `--`, literal; nothing from the file's
 * content reaches git's arguments.
 */
export async function lineOrigins(root: string, relPath: string): Promise<(LineOrigin | null)[] | null> {
  let out: string;
  try {
    out = (await plainGit(root, ['--literal-pathspecs', 'blame', '--porcelain', '--', checkPath(relPath)])).toString(
      'utf8',
    );
  } catch {
    return null;
  }
  return parsePorcelain(out);
}

/**
 * `lineOrigins` of the file `relPath` as the commit `sha` has it (the version a check judges a change against: the
 * commit's parent in `check --range`, `HEAD` in `check --staged`), or null when git cannot blame it there. `sha` must
 * be a full object id or `HEAD`: it comes from the walk of the range, never from the tree, and is checked as such;
 * the path goes after `--`, literal.
 */
export async function lineOriginsAt(root: string, sha: string, relPath: string): Promise<(LineOrigin | null)[] | null> {
  if (sha !== 'HEAD' && !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha)) return null;
  let out: string;
  try {
    out = (
      await plainGit(root, ['--literal-pathspecs', 'blame', '--porcelain', sha, '--', checkPath(relPath)])
    ).toString('utf8');
  } catch {
    return null;
  }
  return parsePorcelain(out);
}

/** Reads `git blame --porcelain` output into one origin per final line. */
export function parsePorcelain(out: string): (LineOrigin | null)[] {
  const times = new Map<string, number>();
  const lines: (LineOrigin | null)[] = [];
  let sha: string | null = null;
  let final = 0;
  for (const line of out.split('\n')) {
    if (line.startsWith('\t')) {
      if (sha !== null) lines[final - 1] = ZERO.test(sha) ? null : { commit: sha, time: times.get(sha) ?? 0 };
      sha = null;
      continue;
    }
    const header = /^([0-9a-f]{40,64}) \d+ (\d+)/.exec(line);
    if (header && sha === null) {
      sha = header[1];
      final = Number(header[2]);
      continue;
    }
    if (sha !== null && line.startsWith('author-time ')) times.set(sha, Number(line.slice(12)));
  }
  return lines;
}
