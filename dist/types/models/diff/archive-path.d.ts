/** The archive paths or patterns `log.archive` names (a path, a pattern with one `*`, or a list of them). */
export declare function archivePatterns(archive: string | readonly string[] | null | undefined): string[];
/** Whether a pattern names one archive file per period (it has a `*`) rather than one file. */
export declare const isArchivePattern: (pattern: string) => boolean;
/** Whether a `/`-separated repo path is an archive file `log.archive` names: `*` stands for one or more characters but `/`. */
export declare function isArchivePath(archive: string | readonly string[] | null | undefined, path: string): boolean;
