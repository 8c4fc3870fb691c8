// The log's archive (`log.archive`) as an edit of the log in the working tree sees it: HEAD's version and the file's.
import type { Config } from '../config/schema.js';
import { grew } from '../engine/check.js';
import type { VersionPair } from '../engine/pair.js';
import { protocolPathProblem, readProtocolFile } from '../fsutil.js';
import { readAtCommit } from '../git/plain.js';
import { readStaged } from '../git/worktree.js';
import { type MatchingWhere, pathsMatching } from '../git/repo.js';
import { isArchivePattern } from '../models/index.js';
import { archivePatternsOf, archivesOf, type Target, targetsOf } from './targets.js';

/**
 * The archive files' versions for judging a working-tree change of the log against HEAD (the agent-edit guard, the
 * post-tool-use check, the language server): HEAD's and the working tree's, for the archive file `log.archive` names
 * and, for a pattern (`LOG-*.md`), each file it names that the working tree changed or added. The archive the guard
 * sees is the one in the working tree, so an agent that rotates writes the archive first and then removes the entries
 * from the log; the other way round, the log's edit is refused until the archive holds them. `from: 'index'` (the log
 * as staged, or committed since `rev`): the archive files as the index holds them, those it changes against `rev`, as
 * check --staged reads them, so a period file only the working tree holds archives nothing. Absent when the log names
 * no archive, when the change only grew the log (nothing was removed); an archive file that is not a plain file inside
 * the repository (a symlink on its way: nothing is read through it) is left out, so nothing was archived there.
 */
export async function worktreeArchive(
  root: string,
  o: {
    target: Pick<Target, 'kind'>;
    config: Config;
    base: Uint8Array | string | null;
    head: Uint8Array | string | null;
    /** The commit the log's change is judged against (default HEAD): the archive's old version is read there. */
    rev?: string;
    /** Which state of the change the log's `head` is: the working tree's (default) or the index's. */
    from?: 'tree' | 'index';
  },
): Promise<VersionPair['archive']> {
  const named = o.target.kind === 'handover' ? archivesOf(o.config) : [];
  if (named.length === 0 || o.base === null || o.head === null || grew(o.base, o.head)) return undefined;
  const rev = o.rev ?? 'HEAD';
  const index = o.from === 'index';
  const patterns = archivePatternsOf(o.config);
  const paths = [
    ...named.filter((p) => !isArchivePattern(p)),
    ...(patterns.length
      ? await pathsMatching(root, index ? { staged: true, against: rev } : { worktree: rev }, patterns).catch(() => [])
      : []),
  ];
  const out: NonNullable<VersionPair['archive']> = [];
  for (const path of new Set(paths)) {
    if (protocolPathProblem(root, path)) continue;
    let head: Buffer | null;
    try {
      head = index ? await readStaged(root, path) : readProtocolFile(root, path);
    } catch {
      continue;
    }
    out.push({ path, base: await readAtCommit(root, rev, path), head });
  }
  return out.length ? out : undefined;
}

/**
 * The files a check watches (`targetsOf`), with the log's archive files a pattern names (`log.archive: LOG-*.md`)
 * that the change touches (see `pathsMatching`): one file per period, each append-only. In the working tree, a
 * listing git cannot give (no commit yet) finds none.
 */
export async function watchedTargets(root: string, config: Config, where: MatchingWhere): Promise<Target[]> {
  const patterns = archivePatternsOf(config);
  if (patterns.length === 0) return targetsOf(config);
  const listed = pathsMatching(root, where, patterns);
  return targetsOf(config, 'range' in where ? await listed : await listed.catch(() => []));
}
