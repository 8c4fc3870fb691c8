/** The commit that last wrote one line of a file, and when (its author time: when the change was written). */
export interface LineOrigin {
    commit: string;
    /** Author time, seconds since the epoch. */
    time: number;
}
/**
 * For each line of the working-tree file `relPath` (index 0 is line 1), the commit that last wrote it, as
 * `git blame --porcelain` sees it; null for a line not committed yet. Null when git cannot blame the file at all
 * (not a repository, no commit, the file untracked). The path goes after `--`, literal; nothing from the file's
 * content reaches git's arguments.
 */
export declare function lineOrigins(root: string, relPath: string): Promise<(LineOrigin | null)[] | null>;
/**
 * `lineOrigins` of the file `relPath` as the commit `sha` has it (the version a check judges a change against: the
 * commit's parent in `check --range`, `HEAD` in `check --staged`), or null when git cannot blame it there. `sha` must
 * be a full object id or `HEAD`: it comes from the walk of the range, never from the tree, and is checked as such;
 * the path goes after `--`, literal.
 */
export declare function lineOriginsAt(root: string, sha: string, relPath: string): Promise<(LineOrigin | null)[] | null>;
/** Reads `git blame --porcelain` output into one origin per final line. */
export declare function parsePorcelain(out: string): (LineOrigin | null)[];
