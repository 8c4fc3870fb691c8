/** What init did to one thing. */
export type Action = 'created' | 'extended' | 'updated' | 'chained' | 'set' | 'kept' | 'skipped';
export interface Outcome {
    /** A repo-relative path, or a description such as `git config handover.agent`. */
    what: string;
    action: Action;
    note?: string;
}
/** Repo-relative display path with `/`. */
export declare function rel(root: string, abs: string): string;
/**
 * Where to write a repo file: its real path when it is a symlink (so a `CLAUDE.md -> AGENTS.md`
 * link stays a link), or null when that real path leaves the repository.
 */
export declare function writeTarget(root: string, abs: string): string | null;
/** Reads a repo file as text, or null when absent; a pipe or a device under its name is an error, never a hang. */
export declare function readText(abs: string): string | null;
/** Writes a file atomically, creating its folder. */
export declare function writeText(abs: string, text: string): void;
/**
 * Writes a template-made file that is wholly handover's: created when absent; when present, kept
 * if identical, rewritten only with `force`. Files that are not ours (no `ownMark`) are never touched.
 */
export declare function ensureOwnedFile(root: string, relPath: string, text: string, opts: {
    force: boolean;
    ownMark?: string;
}): Outcome;
