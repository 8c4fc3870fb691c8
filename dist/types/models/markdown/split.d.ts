import type { Point } from './source.js';
/** One level-2 section of a document (or the preamble before the first one), as raw text. */
export interface Chunk {
    /** Where the chunk starts; always at the start of a line. */
    start: Point;
    /** The chunk's text, from its heading line (if any) up to the next level-2 heading. */
    text: string;
    /**
     * The raw heading without its line ending, or null for the preamble: the ATX line (`## x`), or for a
     * setext heading the paragraph's lines (joined by LF) without the underline.
     */
    heading: string | null;
    /** Set for a setext heading: how many lines it takes, underline included. */
    setextLines?: number;
    /** The heading's level (2 unless the chunk was split at another level). */
    level?: number;
}
export interface Split {
    preamble: Chunk;
    sections: Chunk[];
    /** A code fence that is never closed: everything after it is code, so no heading below it counts. */
    unclosedFence: Point | null;
    /** An HTML comment (`<!--` starting a line) that is never closed: everything after it is hidden. */
    unclosedComment: Point | null;
    /** An HTML block that runs to its closing tag (`<pre>`, `<script>`, `<?`, `<!X`, `<![CDATA[`) which never comes. */
    unclosedHtml: {
        at: Point;
        opener: string;
    } | null;
}
/** A top-level heading found by `scanBlocks`: where its chunk starts and what it says. */
export interface Boundary {
    offset: number;
    line: number;
    level: number;
    /** As `Chunk.heading`. */
    raw: string;
    setextLines?: number;
}
/**
 * The top-level headings of a Markdown text up to `maxLevel` (ATX or setext), found outside code
 * fences, HTML blocks and comments and outside list items and block quotes, the way a whole-document
 * CommonMark parse sees them, without parsing: one linear pass over the lines. Only headings of
 * `minLevel` or more are returned. `lineOffset` numbers lines as if the text followed that many lines.
 */
export declare function scanBlocks(text: string, lineOffset?: number, minLevel?: number, maxLevel?: number): {
    boundaries: Boundary[];
    unclosedFence: Point | null;
    unclosedComment: Point | null;
    unclosedHtml: Split['unclosedHtml'];
};
/**
 * Where YAML front matter at the start of a text ends (the offset after its closing `---` or `...` line), or 0 when
 * the text does not open with it: a `---` line, YAML (its first line a key or a comment), a closing line ending in
 * a line break.
 */
export declare function frontMatterEnd(text: string): number;
/** Splits a text into chunks at the given boundaries. */
export declare function chunksAt(text: string, boundaries: Boundary[], lineOffset?: number): {
    preamble: Chunk;
    sections: Chunk[];
};
/** The chunk a boundary opens, up to `end`. */
export declare function chunkAt(text: string, b: Boundary, end: number): Chunk;
/**
 * Splits Markdown at its top-level level-2 headings (ATX or setext) outside code fences, HTML blocks
 * and comments, without parsing it. Linear in the text, so a 100,000-entry log is split in one pass
 * and each entry parsed on its own. `lineOffset` numbers lines as if the text followed that many lines
 * (an appended tail of a larger file).
 */
export declare function splitAtLevel2(text: string, lineOffset?: number): Split;
/**
 * A heading's text as written: ATX markers and closing sequence removed, or a setext heading's lines joined by a
 * space.
 */
export declare function headingOf(chunk: Pick<Chunk, 'heading' | 'setextLines'>): string;
/** The text of an ATX heading line: markers, optional closing sequence and outer spaces removed. */
export declare function atxHeadingText(raw: string): string;
/** The index after the last character before `end` (and not before `from`) that is not a space or tab. */
export declare function trimmedEnd(s: string, end?: number, from?: number): number;
/**
 * `s` without trailing whitespace (spaces, tabs, line breaks), by a backward scan: `/\s+$/` is quadratic on long
 * runs.
 */
export declare function trimTrailingSpace(s: string): string;
/** Where the level-2 headings that bound a document's entries are, found without building chunks. */
export interface HeadingScan {
    /** Offset of the first level-2 heading line (the end of the preamble), or null when there is none. */
    first: number | null;
    /** Offset of the last level-2 heading line, or null. */
    last: number | null;
    /** Where a code fence left open at the end of the text starts, or null. */
    unclosedFence: number | null;
    /** Whether the text ends inside an HTML comment. */
    inComment: boolean;
}
export declare function needsFullScan(text: string): boolean;
/**
 * The same state machine as `splitAtLevel2`, reduced to what an append needs: the first and the last
 * level-2 heading and the state at the end. Native searches jump to the lines that can open a fence
 * or a comment (heading lines never change the state) and back from the end to the last heading, so
 * a 100,000-entry log is scanned in milliseconds.
 */
export declare function scanLevel2(text: string): HeadingScan;
/** Chunk text as compared between versions: LF line endings, no trailing whitespace. */
export declare function normaliseText(text: string): string;
/**
 * An entry's text as compared between versions: `normaliseText`, without the thematic breaks that close it. Logs
 * separate entries with `---`, and the break goes with the entry above it: an append below adds one to the entry
 * that was last, a rotation that moves the oldest entries out takes one off the entry that is now last. A break
 * after a blank line is never content a reader sees as text (without the blank line `---` underlines a heading,
 * and is kept).
 */
export declare function entryText(text: string): string;
