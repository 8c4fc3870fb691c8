/** A repository's git dir (HEAD) and common dir (refs, packed-refs), absolute. */
export interface GitDirs {
    gitDir: string;
    commonDir: string;
}
/** The git dir and common dir of the repository at `root` (one `git rev-parse`; worktrees answered right). */
export declare function gitDirs(root: string): Promise<GitDirs>;
/**
 * The same, read with the file system only: the work tree's `.git` (a folder, or a worktree's `gitdir:` file and
 * its `commondir`), or the folder itself when it is a bare repository; null when it is none of them.
 */
export declare function gitDirsOf(workTree: string): GitDirs | null;
/** The files and folders git rewrites when a repository's refs or HEAD move, for a watcher (see watch.ts). */
export declare function refFiles(workTree: string): {
    path: string;
    depth: number;
}[];
/**
 * A fingerprint of where HEAD points: HEAD's text, and the stat of the branch's ref file, packed-refs and a
 * reftable's table list. A commit, checkout, reset or pull changes it; no git process runs.
 */
export declare function headStamp(dirs: GitDirs): string;
