/** Paths named as written (the log, a named archive file) and patterns with one `*` in the file name (`LOG-*.md`). */
export interface AnyCaseNames {
    paths: string[];
    patterns: string[];
}
/** Whether `path` is one of `names` in any case (a pattern's `*` as isArchivePath reads it). */
export declare function namedAnyCase(names: AnyCaseNames, path: string): boolean;
/**
 * Every file of one version that `names` name in any case: a commit's tree, the index, or the working tree (the
 * tracked files still on disk and the untracked ones git does not ignore).
 */
export declare function filesAnyCase(root: string, where: {
    rev: string;
} | {
    index: true;
} | {
    worktree: true;
}, names: AnyCaseNames): Promise<string[]>;
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
export declare function commitsAdding(root: string, range: {
    base: string | string[] | 'all';
    head: string;
}, names: AnyCaseNames): Promise<AddingCommit[]>;
