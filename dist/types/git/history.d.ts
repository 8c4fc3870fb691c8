/** A commit that touched a path, newest first, with its author time and parents. */
export interface PathCommit {
    commit: string;
    /** Author time, ms since the epoch: when the change was written. */
    time: number;
    parents: string[];
}
/** The commits reachable from HEAD that touched `relPath`, newest first; empty outside a repo or before the first commit. */
export declare function commitsTouching(root: string, relPath: string): PathCommit[];
/**
 * The text of `relPath` at each commit (null where the path does not exist there), read through one
 * `git cat-file --batch` process.
 */
export declare function readAtCommits(root: string, commits: string[], relPath: string): Map<string, string | null>;
/** The commit HEAD points at, or null before the first commit or outside a repository. */
export declare function headCommit(root: string): string | null;
