import type { Root } from 'mdast';
import { type Point, type Span, type SourceFile } from '../markdown/source.js';
import { type Chunk } from '../markdown/split.js';
/** A problem found while reading a file into its model; the file's structural rule reports it. */
export interface ParseProblem {
    message: string;
    at: Span;
}
/** The document title: the first level-1 heading of the preamble. */
export interface Title {
    text: string;
    span: Span;
}
/** A `Label: value` list item (the label may be bold, and may carry a `(YYYY-MM-DD)` date). */
export interface FieldItem {
    /** Label as written, without emphasis. */
    label: string;
    /** Normalised label: lower case, `-`/`_`/spaces folded to one space. */
    key: string;
    value: string;
    date: string | null;
    span: Span;
    /** Read off a bold-labelled paragraph line rather than a list item. */
    inParagraph?: true;
}
/** A top-level list item of a section that is not a `Label: value` field. */
export interface PlainItem {
    text: string;
    span: Span;
}
/** Parses a chunk, turning a parser failure or an oversize chunk into a ParseProblem. */
export declare function tryParse(chunk: Chunk, problems: ParseProblem[], what: string, options?: {
    frontmatter?: boolean;
}): Root | null;
/** The first level-1 heading of a parsed preamble. */
export declare function findTitle(tree: Root | null, chunk: Chunk): Title | null;
/** Normalises a field label: `**Current-focus**` and `current focus` both become `current focus`. */
export declare function fieldKey(label: string): string;
/**
 * Splits the top-level list items of a section into fields and other items. Paragraph lines that start
 * with a bold label (`**Current focus:** a`, `**Current focus**: a`) are fields too; a paragraph line
 * without one continues the field above it.
 */
export declare function listItems(tree: Root | null, text?: {
    source: string;
    base?: number;
}): {
    fields: FieldItem[];
    plain: PlainItem[];
};
/** Span from a chunk's start to the end of its last non-blank line. */
export declare function chunkSpan(chunk: Chunk): Span;
/** The span of a chunk's heading (its first line; for a setext heading, through the underline). */
export declare function headingSpan(chunk: Chunk): Span;
/** The problem of a comment that is never closed and hides every heading after it. */
export declare function unclosedCommentProblem(at: Point, what: 'entry' | 'section'): ParseProblem;
/**
 * The problem of an HTML block (`<pre>`, `<script>`, `<?php` …) whose closing marker never comes, which hides every
 * heading after it.
 */
export declare function unclosedHtmlProblem(at: Point, opener: string, what: 'entry' | 'section'): ParseProblem;
/** The problems of a split whose comment or HTML block is never closed. */
export declare function openBlockProblems(split: {
    unclosedComment: Point | null;
    unclosedHtml: {
        at: Point;
        opener: string;
    } | null;
}, what: 'entry' | 'section'): ParseProblem[];
/** The problem of a code fence that is never closed and turns every heading after it into code. */
export declare function unclosedFenceProblem(at: Point, what: 'entry' | 'section'): ParseProblem;
/** Base shape every parsed protocol document shares. */
export interface DocBase {
    source: SourceFile;
    title: Title | null;
    preamble: Chunk;
    problems: ParseProblem[];
}
