/** A directory with its own charter (CLAUDE.md or AGENTS.md): a project (SPEC §1). */
export interface FoundProject {
    /** Absolute path. */
    dir: string;
    /** Path relative to the forest root, `/`-separated (`.` for the root itself). */
    path: string;
    charter: string;
    /** The nearest enclosing project's path, or null for a tree's head. */
    parent: string | null;
}
export declare const CHARTERS: string[];
/** The charter a directory holds as a plain file (a symlinked charter does not count), or null. */
export declare function charterOf(dir: string): string | null;
/**
 * Walks ROOT for projects, depth first in name order. Symlinked directories are never entered (so the walk
 * stays inside ROOT), and neither are .git and node_modules.
 */
export declare function discoverProjects(root: string): FoundProject[];
