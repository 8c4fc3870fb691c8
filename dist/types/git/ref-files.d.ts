/**
 * The files git rewrites when a repository's refs or HEAD move, found by reading the work tree's `.git` (a folder,
 * or a worktree's `gitdir:` file and its `commondir`). Read with the file system only, so a watcher of them runs
 * no git command at all: `forest --serve` and `inbox --wait` watch these and re-read when one changes.
 */
export declare function refFiles(workTree: string): {
    path: string;
    depth: number;
}[];
