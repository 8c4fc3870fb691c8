/**
 * Checks a ref given by a user or a file before it reaches git: never an option, always plain ref syntax
 * (a branch, tag, remote branch or sha, optionally with ~N/^N suffixes). Returns the ref unchanged.
 */
export declare function checkRef(ref: string, what?: string): string;
/** Splits `BASE..HEAD` (HEAD defaults to `HEAD`) into two checked refs. */
export declare function parseRange(range: string): {
    base: string;
    head: string;
};
/**
 * Checks a repo-relative path before it reaches git: relative, no "..", no control characters, `/`-separated.
 * Git receives it after `--` with literal pathspecs, so `:(magic)` and globs mean nothing.
 */
export declare function checkPath(path: string): string;
/** A string with control characters made visible, for messages. */
export declare function printable(s: string): string;
