import { type SourceFile } from '../markdown/source.js';
/**
 * The directory layout of SYNC (`files.sync: sync/`): each agent owns `sync/<agent>.md`, holding its one
 * section in the SYNC.md format. Commands read the assembled view, one SYNC.md text made of every file's
 * section, so the models and rules see the SyncDoc they always see; `locate` maps a line of that view back
 * to its file. Nothing here touches the disk or git: callers hand in the files' bytes.
 */
/** One file of a sync directory: its repo-relative path and bytes. */
export interface SyncPart {
    path: string;
    bytes: Uint8Array | string;
    /** Set when the entry is not a regular file (`symbolic link`, `submodule`): reported, never read. */
    notAFile?: string;
}
/** Something wrong with one file's place in the layout, before any rule runs. */
export interface LayoutProblem {
    path: string;
    /**
     * `sections`: not exactly one section; `owner`: the section is not the file's agent's; `preamble`: text before it.
     */
    kind: 'sections' | 'owner' | 'preamble' | 'name';
    message: string;
    line: number;
}
export interface AssembledSync {
    /** The assembled SYNC.md text, as a source named after the directory. */
    source: SourceFile;
    /** The file and line (1-based) a line of the assembled text comes from; null for the generated title. */
    locate(line: number): {
        path: string;
        line: number;
    } | null;
    /**
     * Files with encoding problems (invalid UTF-8, NUL, bare CR): in the view as Markdown reads them (no rule skips
     * them), their encoding problems reported on their own.
     */
    unreadable: SourceFile[];
    layout: LayoutProblem[];
    /** The agent each included file belongs to (its name without `.md`), by path. */
    owners: Map<string, string>;
}
/** Whether a `files.sync` value names a directory (it ends in `/`). */
export declare function isSyncDir(path: string): boolean;
/** The file an agent writes in a sync directory: `<dir><agent>.md`. */
export declare function syncFileOf(dir: string, agent: string): string;
/** Whether a repo path is one agent's file of the directory (directly inside it, ending in `.md`). */
export declare function isSyncDirFile(dir: string, path: string): boolean;
/** Assembles the files of a sync directory (in path order) into one SYNC.md view. */
export declare function assembleSync(dir: string, parts: SyncPart[]): AssembledSync;
/**
 * Splits a one-file SYNC.md into the directory layout: one `<dir><agent>.md` per section, each holding that
 * section as written (line endings kept). Returns the files and the preamble, which has no place in the
 * directory (keep it in a README). For `handover migrate`.
 */
export declare function splitSyncToDir(text: string, dir: string): {
    files: Map<string, string>;
    preamble: string;
};
/**
 * Joins a sync directory's files back into one SYNC.md (`preamble` first, default `# Sync`), sections in path order.
 */
export declare function joinSyncDir(dir: string, parts: SyncPart[], preamble?: string): string;
