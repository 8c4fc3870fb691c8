/** Narrow git calls for init and the agent hooks. Every path goes after `--` or as `rev:path`. */
/** The commit HEAD points at, or null in a repo with no commits yet. */
export declare function headCommit(root: string): Promise<string | null>;
/** Paths that differ between `since` (a commit, or HEAD) and the working tree, untracked files included. */
export declare function changedSince(root: string, since: string | null): Promise<string[]>;
/** Where git keeps a per-repo path such as `hooks` (honours core.hooksPath and worktrees), absolute. */
export declare function gitPath(root: string, name: string): Promise<string>;
/** Sets a clone-local git config value. */
export declare function setLocalConfig(root: string, key: string, value: string): Promise<void>;
/** True when `root` is inside a git work tree. */
export declare function isWorkTree(root: string): Promise<boolean>;
/** `git diff HEAD -- path` of one working-tree file (paths after `--`), for telling an agent what to restore. */
export declare function diffFromHead(root: string, path: string): Promise<string>;
/**
 * True when HEAD moved from `since` to where it is only by commits made here (`git commit`, amend), as HEAD's
 * reflog tells; false after a pull, merge, rebase, reset or checkout (others' work may have come in), or when
 * `since` is not in the reflog.
 */
export declare function movedOnlyByCommits(root: string, since: string): Promise<boolean>;
/** A file's staged bytes (the index), or null when it is not in the index. */
export declare function readStaged(root: string, path: string): Promise<Buffer | null>;
/**
 * `git diff <rev> -- path` of one working-tree file (`rev` a commit id or HEAD), for telling an agent what to restore.
 */
export declare function diffFrom(root: string, rev: string, path: string): Promise<string>;
/** Writes an index of HEAD's tree (nothing staged) to `path`, for running a pre-commit hook on a commit that changes nothing. */
export declare function writeHeadIndex(root: string, path: string): Promise<void>;
