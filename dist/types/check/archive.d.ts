import type { Config } from '../config/schema.js';
import type { VersionPair } from '../engine/pair.js';
import { type MatchingWhere } from '../git/repo.js';
import { type Target } from './targets.js';
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
export declare function worktreeArchive(root: string, o: {
    target: Pick<Target, 'kind'>;
    config: Config;
    base: Uint8Array | string | null;
    head: Uint8Array | string | null;
    /** The commit the log's change is judged against (default HEAD): the archive's old version is read there. */
    rev?: string;
    /** Which state of the change the log's `head` is: the working tree's (default) or the index's. */
    from?: 'tree' | 'index';
}): Promise<VersionPair['archive']>;
/**
 * The files a check watches (`targetsOf`), with the log's archive files a pattern names (`log.archive: LOG-*.md`)
 * that the change touches (see `pathsMatching`): one file per period, each append-only. In the working tree, a
 * listing git cannot give (no commit yet) finds none.
 */
export declare function watchedTargets(root: string, config: Config, where: MatchingWhere): Promise<Target[]>;
