/**
 * Refuses (exit 2, before anything is written) a run of init that would write through a symbolic link
 * leading out of the repository: a cloned repo can hold `.github`, `.claude` or `.husky` as a link to the
 * user's home, a linked `workflows` folder, or a linked target file; `.git/hooks` can be a link too.
 * Links that stay inside the repository (or its git dir) are its own layout and are followed.
 * A charter keeps its own rule (a charter file linked outside is skipped); only its folders are checked here.
 */
export declare function refuseLinksOut(root: string, o: {
    github?: boolean;
    charters?: string[];
    configPath: string | null;
}): Promise<void>;
