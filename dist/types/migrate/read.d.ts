import type { Heading, Root } from 'mdast';
/**
 * A legacy file read over its whole-document mdast (remark), so setext headings, fences and HTML blocks
 * are what CommonMark says they are. Texts are slices of the original: every byte of the input is in
 * one of `before`, `title`, `preamble`, a group's `prose` or an item's heading and body.
 */
/**
 * Files above this size are refused: a migration parses the whole file at once (setext headings and HTML
 * blocks need the whole document), and remark holds about 600 bytes per character of a list — the same
 * bound the models put on one section.
 */
export declare const MAX_MIGRATE_CHARS: number;
/** One heading of the input as written. */
export interface HeadingText {
    /** 1-based line. */
    line: number;
    depth: number;
    /** The heading's content as written (inline markup kept), without `#` markers or a setext underline. */
    content: string;
    /** Its plain text (inline markup removed): what identifies it. */
    plain: string;
}
/** A level-2 (or grouped level-3) section of the input with everything up to the next one. */
export interface Section {
    /** 0-based position in document order. */
    index: number;
    heading: HeadingText;
    /** Raw text after the heading's line up to the next section, trailing whitespace removed. */
    body: string;
    /** The group (`## Queue`) it was found in, or null. */
    group: string | null;
}
/** A level-2 heading that holds level-3 entries (`## Queue`, `## Processed (archive)`): dissolved by a migration. */
export interface Group {
    heading: HeadingText | null;
    /** Text between the group's heading and its first entry, trimmed. */
    prose: string;
    /** Indexes of its sections. */
    items: number[];
}
export interface ReadDoc {
    text: string;
    bom: boolean;
    eol: '\n' | '\r\n';
    /** Text before the title, trimmed (a comment, say). */
    before: string;
    title: HeadingText | null;
    /** The title's line as written, when it is an ATX heading (kept byte for byte when it already fits). */
    titleLine: string | null;
    /** Text between the title and the first section, trimmed. */
    preamble: string;
    sections: Section[];
    groups: Group[];
}
/** Parses the whole text once; a file too big or too deep for remark is refused with a sentence. */
export declare function parseWhole(text: string, what: string): Root;
/**
 * The headings of levels 1 to 3 of a text as a root of heading nodes, positioned in the text: found by the linear
 * splitter (which agrees with a whole-document CommonMark parse, front matter set aside), each heading's own lines
 * parsed alone. What a log's migration needs, at a cost that grows with the text, not with remark's tree of it, so
 * a log of any size migrates (a 3 MB log in a few times what lint takes).
 */
export declare function headingTree(text: string): Root;
/** A heading's content as written and as plain text. */
export declare function headingText(text: string, h: Heading): HeadingText;
/** Where the line after a node's last line starts. */
export declare function afterLine(text: string, offset: number): number;
/** Blank lines removed at the start and whitespace at the end. */
export declare function trimBlock(s: string): string;
/**
 * Reads a log: title, preamble, and its sections — level-2 ones, or the level-3 ones of a group. A level-2
 * section is a group when it holds level-3 headings and either has a group's name (Queue, Processed,
 * Archive, …) or every level-3 heading in it carries a date while it carries none itself.
 */
export declare function readLog(raw: string, _what: string, datedHeading: (h: HeadingText) => boolean): ReadDoc;
