/** The archive paths or patterns `log.archive` names (a path, a pattern with one `*`, or a list of them). */
export declare function archivePatterns(archive: string | readonly string[] | null | undefined): string[];
/** Whether a pattern names one archive file per period (it has a `*`) rather than one file. */
export declare const isArchivePattern: (pattern: string) => boolean;
/**
 * Whether a `/`-separated repo path is an archive file `log.archive` names: `*` stands for one or more characters but
 * `/`. A pattern matches without regard to case, as a macOS or Windows checkout reads a name: a file such a checkout
 * treats as `LOG-2026-01.md` (`log-2026-01.md`) is always judged as an archive file, and one the matcher takes for an
 * archive file is one on every platform. A named file is matched as written (git's paths are case-sensitive).
 */
export declare function isArchivePath(archive: string | readonly string[] | null | undefined, path: string): boolean;
