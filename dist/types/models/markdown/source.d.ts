/** A protocol file's text as the models see it: decoded, BOM removed, line endings kept. */
export interface SourceFile {
    /** Path as shown to the user (repo-relative where possible). */
    path: string;
    /**
     * Decoded text without the BOM; CRLF kept, so offsets map back to the original. A file with encoding problems is
     * read as Markdown reads it (SPEC §4, "judged on what can be read"): a bare CR is a line ending (here an LF, the
     * same length), a NUL and invalid UTF-8 are U+FFFD; `encoding` says where each was.
     */
    text: string;
    bom: boolean;
    /** Problems that make the text untrustworthy: invalid UTF-8, NUL bytes, bare CR line endings. */
    encoding: EncodingProblem[];
    /**
     * Set when `text` is only the tail of a file whose first `lineOffset` lines were not read (they were
     * unchanged): lines are then numbered from `lineOffset + 1`. Offsets stay relative to `text`.
     */
    lineOffset?: number;
}
export interface EncodingProblem {
    /** `bare-cr`: a CR not followed by LF. Markdown ends a line there, the models (which count LF) do not. */
    kind: 'invalid-utf8' | 'nul' | 'bare-cr';
    line: number;
    column: number;
    /**
     * What identifies this problem across versions of the file: the text of the line it is on (for a bare CR, the two
     * lines it joins), never its line number. When a file holds more than `ENCODING_SHOWN` problems of a kind, the
     * last one stands for the rest: `more` counts them, and the count is its identity.
     */
    context: string;
    more?: number;
}
/** How many problems of each kind are located one by one; past that, one more problem counts the rest. */
export declare const ENCODING_SHOWN = 100;
/** 1-based line and column in the original text; offset is 0-based into `SourceFile.text`. */
export interface Point {
    line: number;
    column: number;
    offset: number;
}
export interface Span {
    start: Point;
    end: Point;
}
/**
 * What an encoding problem is, as a noun phrase for messages: "a NUL byte", "invalid UTF-8", "a bare CR line ending".
 */
export declare function encodingWhat(p: EncodingProblem): string;
/**
 * Decodes bytes (or a string) into a SourceFile, recording invalid UTF-8, NUL bytes and bare CRs instead of throwing.
 * The text is what Markdown reads (a bare CR ends a line, a NUL or an invalid byte is U+FFFD), so every rule runs on
 * a file with encoding problems too; positions are in that text.
 */
export declare function sourceFromBytes(path: string, input: Uint8Array | string): SourceFile;
/** Index of the first byte (from `from`) that is not part of a valid UTF-8 sequence, or -1. */
export declare function firstInvalidUtf8(b: Uint8Array, from?: number): number;
/** The Point of a 0-based offset in `text` (slow path: counts lines from the start). */
export declare function pointAt(text: string, offset: number): Point;
/** A zero-width span at a point. */
export declare function spanAt(p: Point): Span;
/**
 * A git conflict left in a text: the 0-based lines of its `<<<<<<<` and `>>>>>>>` markers, and the closing line's
 * length.
 */
export interface ConflictBlock {
    from: number;
    to: number;
    toLength: number;
}
/** Every whole `<<<<<<<` … `=======` … `>>>>>>>` block in a text: what lint reports and the writers refuse. */
export declare function conflictBlocks(text: string): ConflictBlock[];
