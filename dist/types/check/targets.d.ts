import { type Config } from '../config/schema.js';
import type { CheckKind } from '../engine/check.js';
import { type FileResult, type Message } from '../engine/lint.js';
import type { NotAFileChange } from '../git/repo.js';
/** A file `check` watches: a protocol file or one of the config's `appendOnly` files. */
export interface Target {
    path: string;
    kind: CheckKind;
}
/** The protocol files and append-only files a config names, each once, as `/`-separated repo paths. */
export declare function targetsOf(config: Config): Target[];
/** The log's archive file (config `log.archive`), or null when it names none. */
export declare function archiveOf(config: Config): string | null;
/**
 * The archive's versions a log change is judged with, from the versions a check already read: absent when the log
 * names no archive or the change is not the log's (its archive did not change with it, so nothing was archived).
 */
export declare function archiveVersions(target: Target, config: Config, read: (path: string) => {
    base: Uint8Array | string | null;
    head: Uint8Array | string | null;
} | null): {
    path: string;
    base: Uint8Array | string | null;
    head: Uint8Array | string | null;
} | undefined;
/** A blob under a protocol name that git does not store as a regular file (a symlink, a submodule). */
export declare function notAFile(path: string, mode: string): Message;
/** Gathers messages per file into results, in the order of the targets, leaving out files with none. */
export declare function resultsOf(targets: Target[], messages: Map<string, Message[]>): FileResult[];
/**
 * Findings for changes that leave a target, or a folder on its way, a symlink or a submodule in git (see
 * notAFileChanges); `foldersOnly` leaves out links at the target itself, for callers that see those already.
 */
export declare function notAFileFindings(changes: NotAFileChange[], targets: Target[], foldersOnly?: boolean): {
    path: string;
    sha: string | null;
    m: Message;
}[];
