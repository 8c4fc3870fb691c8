/** A repository's git dir (HEAD) and common dir (refs, packed-refs), absolute. */
export interface GitDirs {
    gitDir: string;
    commonDir: string;
}
/** The git dir and common dir of the repository at `root` (one `git rev-parse`; worktrees answered right). */
export declare function gitDirs(root: string): Promise<GitDirs>;
/**
 * A fingerprint of where HEAD points, from the files git keeps it in: HEAD's text, and the stat of the branch's
 * ref file, packed-refs and a reftable's table list. A commit, checkout, reset or pull changes it (git replaces
 * those files, never edits them in place); no git process runs.
 */
export declare function headStamp(dirs: GitDirs): string;
