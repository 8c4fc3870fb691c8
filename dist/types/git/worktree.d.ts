/** Narrow git calls for init and the agent hooks. Every path goes after `--` or as `rev:path`. */
/** The commit HEAD points at, or null in a repo with no commits yet. */
export declare function headCommit(root: string): Promise<string | null>;
/** A file's bytes at a commit (`rev` is a sha or HEAD, never user text), or null when absent. */
export declare function readAtCommit(root: string, rev: string, path: string): Promise<Buffer | null>;
/** Paths that differ between `since` (a commit, or HEAD) and the working tree, untracked files included. */
export declare function changedSince(root: string, since: string | null): Promise<string[]>;
/** Where git keeps a per-repo path such as `hooks` (honours core.hooksPath and worktrees), absolute. */
export declare function gitPath(root: string, name: string): Promise<string>;
/** Sets a clone-local git config value. */
export declare function setLocalConfig(root: string, key: string, value: string): Promise<void>;
/** True when `root` is inside a git work tree. */
export declare function isWorkTree(root: string): Promise<boolean>;
