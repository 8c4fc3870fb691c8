/**
 * Reads for `handover init`'s discovery: which Markdown files the repository tracks, and who committed a file. Both
 * answer with nothing outside a repository or before the first commit (discovery then finds nothing new).
 */
/** The tracked paths (`/`-separated, from the root) whose name ends in `.md` or `.markdown`, at most `limit`. */
export declare function trackedMarkdown(root: string, limit: number): Promise<{
    paths: string[];
    more: boolean;
}>;
/** One author of a file's history: the name and email git recorded, and how many of its commits they made. */
export interface PathAuthor {
    name: string;
    email: string;
    commits: number;
}
/** The authors of the commits reachable from HEAD that touched `relPath`, most commits first (by email). */
export declare function pathAuthors(root: string, relPath: string): Promise<PathAuthor[]>;
/** The text of a file at each commit that touched it, oldest first (at most `limit` commits, the newest ones). */
export declare function pathVersions(root: string, relPath: string, limit: number): Promise<string[]>;
