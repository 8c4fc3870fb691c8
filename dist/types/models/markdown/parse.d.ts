import type { Root, Nodes } from 'mdast';
import type { Chunk } from './split.js';
import type { Span } from './source.js';
import { markdownParser } from './remark.js';
export { markdownParser };
export { MAX_INLINE_MARKERS, tooManyMarkers } from './limits.js';
/**
 * The plain text of a heading's content: emphasis, code spans, links and escapes removed, as an id is
 * read (`**alice**` and `` `alice` `` are both `alice`). Text without markup characters is returned as it is.
 */
export declare function plainText(text: string): string;
/**
 * Chunks above this size are not handed to remark: it holds about 600 bytes per character of a
 * list (a 4 MB section took 2.5 GB and 13 s, 1 MB 0.7 GB and 3 s). Real sections are kilobytes.
 */
export declare const MAX_CHUNK_CHARS: number;
/**
 * Lists and block quotes nested deeper than this are not handed to remark: micromark's cost grows
 * with the square (one line of `- - - …`) or the cube (an indented list) of the depth, so a
 * 1,000-level list takes minutes. Real protocol files nest a few levels.
 */
export declare const MAX_NESTING = 64;
/**
 * The first line whose leading block-quote and list markers (plus indentation, two columns a
 * level, on lines that carry a marker) nest deeper than MAX_NESTING, or null. An upper bound of
 * the real depth, found in one pass without parsing.
 */
export declare function tooDeep(text: string): {
    line: number;
    depth: number;
    offset: number;
} | null;
/** Parses one chunk to mdast with positions shifted to the whole file; throws only on parser failure. */
export declare function parseChunk(chunk: Chunk, options?: {
    frontmatter?: boolean;
}): Root;
/** The Span of an mdast node (every parsed node has a position). */
export declare function spanOf(node: Nodes): Span;
/** The span of one line of a chunk given its 0-based index within the chunk and its text. */
export declare function lineSpan(chunk: Chunk, index: number): Span;
