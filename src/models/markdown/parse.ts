// The remark parser: chunks to mdast with whole-file positions, size and nesting limits, a heading's plain text.
import type { Root, Nodes } from 'mdast';
import type { Chunk } from './split.js';
import type { Point, Span } from './source.js';

import { frontmatterParser, markdownParser } from './remark.js';
import { tooManyMarkers } from './limits.js';

export { markdownParser };
export { MAX_INLINE_MARKERS, tooManyMarkers } from './limits.js';

const MARKUP = /[*_`\\[\]<&!~]/;
let inline: { parse(text: string): unknown } | null = null;

/**
 * The plain text of a heading's content: emphasis, code spans, links and escapes removed, as an id is
 * read (`**alice**` and `` `alice` `` are both `alice`). Text without markup characters is returned as it is.
 */
export function plainText(text: string): string {
  if (!MARKUP.test(text) || tooManyMarkers(text)) return text; // past the markers' cap: as written, unparsed
  inline ??= markdownParser();
  const tree = inline.parse(`# ${text}`) as { children: { type: string; children?: unknown[] }[] };
  const h = tree.children[0];
  return h && h.type === 'heading' ? nodeText(h).trim() : text;
}

function nodeText(node: unknown): string {
  const n = node as { type: string; value?: string; children?: unknown[] };
  if (n.type === 'html') return '';
  if (typeof n.value === 'string') return n.value;
  return (n.children ?? []).map(nodeText).join('');
}

/**
 * Chunks above this size are not handed to remark: it holds about 600 bytes per character of a
 * list (a 4 MB section took 2.5 GB and 13 s, 1 MB 0.7 GB and 3 s). Real sections are kilobytes.
 */
export const MAX_CHUNK_CHARS = 1024 * 1024;

/**
 * Lists and block quotes nested deeper than this are not handed to remark: micromark's cost grows
 * with the square (one line of `- - - …`) or the cube (an indented list) of the depth, so a
 * 1,000-level list takes minutes. Real protocol files nest a few levels.
 */
export const MAX_NESTING = 64;

/**
 * The first line whose leading block-quote and list markers (plus indentation, two columns a
 * level, on lines that carry a marker) nest deeper than MAX_NESTING, or null. An upper bound of
 * the real depth, found in one pass without parsing.
 */
export function tooDeep(text: string): { line: number; depth: number; offset: number } | null {
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const { markers, cols, end } = lineMarkers(text, i);
    const depth = markers ? markers + (cols >> 1) : 0;
    if (depth > MAX_NESTING) return { line, depth, offset: i };
    const nl = text.indexOf('\n', end);
    if (nl === -1) break;
    i = nl + 1;
    line++;
  }
  return null;
}

/** The block-quote and list markers leading the line at `i`, the columns of white space among them, and their end. */
function lineMarkers(text: string, i: number): { markers: number; cols: number; end: number } {
  let markers = 0;
  let cols = 0;
  let j = i;
  for (;;) {
    const c = text.charCodeAt(j);
    if (c === 0x20 || c === 0x09) {
      cols += c === 0x20 ? 1 : 4;
      j++;
    } else if (c === 0x3e) {
      markers++; // >
      j++;
    } else {
      const k = listMarkerEnd(text, j);
      if (k === j) return { markers, cols, end: j };
      markers++;
      j = k;
    }
  }
}

/** Where a list item's marker at `j` (`-`, `*`, `+`, `1.` or `1)`, then white space or the end) ends, or `j`. */
function listMarkerEnd(text: string, j: number): number {
  const n = text.length;
  const c = text.charCodeAt(j);
  let k = j;
  if (c === 0x2d || c === 0x2a || c === 0x2b)
    k = j + 1; // - * +
  else {
    while (k < n && k - j < 9 && text.charCodeAt(k) >= 0x30 && text.charCodeAt(k) <= 0x39) k++;
    const d = text.charCodeAt(k);
    k = k > j && (d === 0x2e || d === 0x29) ? k + 1 : j; // 1. or 1)
  }
  const after = text.charCodeAt(k);
  return k > j && (k >= n || after === 0x20 || after === 0x09 || after === 0x0a || after === 0x0d) ? k : j;
}

/** Parses one chunk to mdast with positions shifted to the whole file; throws only on parser failure. */
export function parseChunk(chunk: Chunk, options: { frontmatter?: boolean } = {}): Root {
  const tree = (options.frontmatter ? frontmatterParser() : markdownParser()).parse(chunk.text) as Root;
  if (chunk.start.offset !== 0 || chunk.start.line !== 1) shift(tree, chunk.start);
  return tree;
}

function shift(node: Nodes, start: Point): void {
  const stack: Nodes[] = [node];
  const dl = start.line - 1;
  const doff = start.offset;
  while (stack.length) {
    const n = stack.pop()!;
    if (n.position) {
      n.position.start.line += dl;
      n.position.end.line += dl;
      if (n.position.start.offset !== undefined) n.position.start.offset += doff;
      if (n.position.end.offset !== undefined) n.position.end.offset += doff;
    }
    if ('children' in n) for (const c of n.children) stack.push(c as Nodes);
  }
}

/** The Span of an mdast node (every parsed node has a position). */
export function spanOf(node: Nodes): Span {
  const p = node.position!;
  return {
    start: { line: p.start.line, column: p.start.column, offset: p.start.offset ?? 0 },
    end: { line: p.end.line, column: p.end.column, offset: p.end.offset ?? 0 },
  };
}

/** The span of one line of a chunk given its 0-based index within the chunk and its text. */
export function lineSpan(chunk: Chunk, index: number): Span {
  let offset = chunk.start.offset;
  let from = 0;
  for (let i = 0; i < index; i++) {
    const nl = chunk.text.indexOf('\n', from);
    if (nl === -1) break;
    from = nl + 1;
  }
  offset += from;
  let end = chunk.text.indexOf('\n', from);
  if (end === -1) end = chunk.text.length;
  if (end > from && chunk.text[end - 1] === '\r') end--;
  const line = chunk.start.line + index;
  return {
    start: { line, column: 1, offset },
    end: { line, column: end - from + 1, offset: chunk.start.offset + end },
  };
}
