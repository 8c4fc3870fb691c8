import type { Payload } from './payload.js';
/**
 * The tools that write files. Edit and Write are computed; NotebookEdit (Jupyter cells) and
 * MultiEdit (gone from Claude Code 2.1, still read in case an older version sends it) are handled
 * as Claude Code would run them, or reported as not reproducible. Patch and Delete are apply_patch's, one file at a
 * time; Unknown is a tool handover does not know that names the file (src/hooks/hosts.ts), never reproduced.
 */
export declare const EDIT_TOOLS: Set<string>;
/**
 * What a tool would leave in a file: its text, or why the guard cannot tell (Claude Code itself would refuse or do
 * something else).
 */
export type After = {
    text: string;
} | {
    unknown: string;
} | {
    deleted: true;
};
/**
 * The text in the file that Claude Code's Edit takes `old` to mean: `old` itself; else the same
 * text with the file's curly quotes (‘’“”) read as straight ones (Claude Code 2.1 matches that way,
 * position for position); else `old` with `\uXXXX` escapes decoded. Null when none is in the file.
 */
export declare function actualOldString(file: string, old: string): string | null;
/** Claude Code's new_string once the matched text had curly quotes: straight quotes in it are curled the same way. */
export declare function actualNewString(old: string, actualOld: string, next: string): string;
/**
 * The file's text after the tool runs, from its current text (null: absent) and the tool input, the way
 * Claude Code 2.1 does it: the file is read with CRLF as LF and written back with its own line endings;
 * Write stores the content as sent (a BOM the file had is kept). `{ unknown }` when the guard cannot
 * reproduce the tool's effect (then a protocol file's edit is refused, never waved through).
 */
export declare function textAfter(tool: string, input: Payload, current: string | null): After;
/** An edit of a file's bytes: the `removed` bytes at `at` replaced by `inserted`. */
export interface Splice {
    at: number;
    removed: number;
    inserted: Buffer;
}
/**
 * An Edit located in the file's bytes, without decoding them or copying the file (a 40 MB log costs a native search):
 * what `editBytes` applies. Null where `editBytes` is null.
 */
export declare function editSplice(tool: string, input: Payload, current: Buffer | null): Splice | null;
/** The bytes a splice leaves: a copy of the whole file. */
export declare function applySplice(current: Buffer, s: Splice): Buffer;
/**
 * An Edit applied to the file's bytes, without decoding them (a 40 MB log costs a native search and a copy): the
 * same result as `textAfter` whenever it answers, which is for one exact, unique old_string in valid UTF-8 text
 * without CR. Null for anything else (curly quotes or escapes to match, replace_all, an empty or absent old_string,
 * a lone surrogate, an edit that changes nothing), which `textAfter` then reads as before.
 */
export declare function editBytes(tool: string, input: Payload, current: Buffer | null): Buffer | null;
