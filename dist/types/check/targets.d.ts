import { type Config } from '../config/schema.js';
import type { CheckKind, VersionPair } from '../engine/check.js';
import { type FileResult, type Message } from '../engine/lint.js';
import type { NotAFileChange } from '../git/repo.js';
/** A file `check` watches: a protocol file or one of the config's `appendOnly` files. */
export interface Target {
    path: string;
    kind: CheckKind;
}
/**
 * The protocol files and append-only files a config names, each once, as `/`-separated repo paths. A log's archive
 * named by a pattern (`log.archive: LOG-*.md`) is one target per file: `archives` are the paths a check found that
 * may match it (the files its change touches); those that do are watched.
 */
export declare function targetsOf(config: Config, archives?: readonly string[]): Target[];
/** The paths protocol/config-owner watches in a repo with this config (its protocol files' .gitattributes too). */
export declare function configOwnerPaths(config: Config): string[];
/** The log's archive files and patterns (config `log.archive`: a path, a pattern with one `*`, a list), maybe none. */
export declare function archivesOf(config: Config): string[];
/** The patterns among the log's archives (`LOG-*.md`: one archive file per period), to find their files by. */
export declare function archivePatternsOf(config: Config): string[];
/** Whether a `/`-separated repo path is one of the log's archive files (config `log.archive`). */
export declare function isArchiveOf(config: Config, path: string): boolean;
/**
 * The archive files' versions a log change is judged with, from the versions a check already read (`targets`: what it
 * watched, archive files included): absent when the change is not the log's or no archive file changed with it
 * (`read` gives null for one that did not: nothing was archived there).
 */
export declare function archiveVersions(target: Target, o: {
    targets: readonly Target[];
    config: Config;
}, read: (path: string) => {
    base: Uint8Array | string | null;
    head: Uint8Array | string | null;
} | null): NonNullable<VersionPair['archive']> | undefined;
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
