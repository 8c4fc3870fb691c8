import type { Config } from '../config/schema.js';
import type { VersionPair } from '../engine/pair.js';
import { type Target } from './targets.js';
/**
 * The archive's versions for judging a working-tree change of the log against HEAD (the agent-edit guard, the
 * post-tool-use check, the language server): HEAD's and the working tree's. The archive the guard sees is the one in
 * the working tree, so an agent that rotates writes the archive first and then removes the entries from the log; the
 * other way round, the log's edit is refused until the archive holds them. Absent when the log names no archive, when
 * the change only grew the log (nothing was removed), and when the working-tree archive is not a plain file inside the
 * repository (a symlink on its way: nothing is read through it, so nothing was archived).
 */
export declare function worktreeArchive(root: string, o: {
    target: Pick<Target, 'kind'>;
    config: Config;
    base: Uint8Array | string | null;
    head: Uint8Array | string | null;
    /** The commit the log's change is judged against (default HEAD): the archive's old version is read there. */
    rev?: string;
}): Promise<VersionPair['archive']>;
