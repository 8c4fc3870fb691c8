// What every typed document shares: DocBase, parse problems, titles, field lists and chunk spans.
import type { Root, ListItem, Nodes } from 'mdast';
import { toString as mdText } from 'mdast-util-to-string';
import { pointAt, type Point, type Span, type SourceFile } from '../markdown/source.js';
import { parseChunk, spanOf, tooDeep, tooManyMarkers, MAX_CHUNK_CHARS, MAX_NESTING } from '../markdown/parse.js';
import { atxHeadingText, type Chunk } from '../markdown/split.js';

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
export function tryParse(
  chunk: Chunk,
  problems: ParseProblem[],
  what: string,
  options?: { frontmatter?: boolean },
): Root | null {
  if (chunk.text.length > MAX_CHUNK_CHARS) {
    problems.push({
      message:
        `${what} is ${(chunk.text.length / 1048576).toFixed(1)} MB, more than the ${MAX_CHUNK_CHARS / 1048576} ` +
        `MB one section may hold; split it`,
      at: { start: chunk.start, end: chunk.start },
    });
    return null;
  }
  const deep = tooDeep(chunk.text);
  if (deep) {
    const at = { line: chunk.start.line + deep.line - 1, column: 1, offset: chunk.start.offset + deep.offset };
    problems.push({
      message:
        `${what} nests lists or block quotes about ${deep.depth} levels deep, more than the ${MAX_NESTING} ` +
        `allowed; flatten it`,
      at: { start: at, end: at },
    });
    return null;
  }
  const costly = tooManyMarkers(chunk.text);
  if (costly) {
    problems.push({
      message:
        `${what} holds ${costly.count} ${costly.words}, more than the ${costly.max} handover reads in one section ` +
        `(parsing time grows with the square of their number); shorten or reword it`,
      at: { start: chunk.start, end: chunk.start },
    });
    return null;
  }
  try {
    return parseChunk(chunk, options);
  } catch (error) {
    problems.push({
      message: `${what} could not be parsed as Markdown (${(error as Error).message}); simplify it`,
      at: { start: chunk.start, end: chunk.start },
    });
    return null;
  }
}

/** The first level-1 heading of a parsed preamble. */
export function findTitle(tree: Root | null, chunk: Chunk): Title | null {
  if (!tree) return rawTitle(chunk);
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) {
      const span = spanOf(node);
      const raw = chunk.text.slice(span.start.offset - chunk.start.offset, span.end.offset - chunk.start.offset);
      const text = raw.startsWith('#') || /^ {1,3}#/.test(raw) ? atxHeadingText(raw) : mdText(node);
      return { text, span };
    }
  }
  return null;
}

/** When the preamble could not be parsed: its first `# ` line, if no code fence opens before it. */
function rawTitle(chunk: Chunk): Title | null {
  const m = /^ {0,3}#(?:[ \t][^\n]*)?$/m.exec(chunk.text);
  if (!m) return null;
  const fence = /^ {0,3}(?:`{3,}|~{3,})/m.exec(chunk.text);
  if (fence && fence.index < m.index) return null;
  const raw = m[0].replace(/\r$/, '');
  const start = pointAt(chunk.text, m.index);
  const at = (p: Point, column: number) => ({
    line: chunk.start.line + p.line - 1,
    column,
    offset: chunk.start.offset + p.offset,
  });
  return {
    text: atxHeadingText(raw),
    span: { start: at(start, 1), end: at({ ...start, offset: m.index + raw.length }, raw.length + 1) },
  };
}

const FIELD = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]*:[ \t]*([\s\S]*)$/;
const FIELD_DATE_AFTER = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*:[ \t]*\((\d{4}-\d{2}-\d{2})\)[ \t]*([\s\S]*)$/;

/** Normalises a field label: `**Current-focus**` and `current focus` both become `current focus`. */
export function fieldKey(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/**
 * Splits the top-level list items of a section into fields and other items. Paragraph lines that start
 * with a bold label (`**Current focus:** a`, `**Current focus**: a`) are fields too; a paragraph line
 * without one continues the field above it.
 */
export function listItems(
  tree: Root | null,
  text?: { source: string; base?: number },
): { fields: FieldItem[]; plain: PlainItem[] } {
  const fields: FieldItem[] = [];
  const plain: PlainItem[] = [];
  if (!tree) return { fields, plain };
  for (const node of tree.children) {
    if (node.type === 'paragraph' && text && node.children[0]?.type === 'strong') {
      boldLines(node, text.source, text.base ?? 0, fields);
      continue;
    }
    if (node.type !== 'list') continue;
    for (const item of node.children as ListItem[]) {
      const first = item.children[0] as Nodes | undefined;
      const text = first && first.type === 'paragraph' ? mdText(first).trim() : '';
      const span = spanOf(item);
      const m = FIELD_DATE_AFTER.exec(text) ?? FIELD.exec(text);
      if (m) {
        fields.push({ label: m[1].trim(), key: fieldKey(m[1]), date: m[2] ?? null, value: m[3].trim(), span });
      } else {
        plain.push({ text, span });
      }
    }
  }
  return { fields, plain };
}

/** The fields of a paragraph whose lines start with bold labels, each line with its own span. */
function boldLines(node: Nodes, source: string, base: number, fields: FieldItem[]): void {
  const span = spanOf(node);
  const raw = source.slice(span.start.offset - base, span.end.offset - base);
  let offset = span.start.offset;
  raw.split('\n').forEach((full, i) => {
    const line = full.endsWith('\r') ? full.slice(0, -1) : full;
    const lineNo = span.start.line + i;
    const column = i === 0 ? span.start.column : 1 + (line.length - line.trimStart().length);
    const start = { line: lineNo, column, offset: offset + (i === 0 ? 0 : line.length - line.trimStart().length) };
    const at = {
      start,
      end: { line: lineNo, column: column + line.trim().length, offset: start.offset + line.trim().length },
    };
    const bold = /^(\*\*|__)(.+?)\1/.exec(line.trim());
    const text = bold ? (bold[2] + line.trim().slice(bold[0].length)).trim() : '';
    const m = bold ? (FIELD_DATE_AFTER.exec(text) ?? FIELD.exec(text)) : null;
    if (m)
      fields.push({
        label: m[1].trim(),
        key: fieldKey(m[1]),
        date: m[2] ?? null,
        value: m[3].trim(),
        span: at,
        inParagraph: true,
      });
    else if (fields.length && i > 0) {
      const last = fields[fields.length - 1];
      last.value = `${last.value} ${line.trim()}`.trim();
      last.span = { start: last.span.start, end: at.end };
    }
    offset += full.length + 1;
  });
}

/** Span from a chunk's start to the end of its last non-blank line. */
export function chunkSpan(chunk: Chunk): Span {
  // A backward scan, not /\s+$/: that regex is quadratic in every run of spaces inside the text.
  const { text } = chunk;
  let end = text.length;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
  // Line breaks counted in place (no copy of the trimmed text): a log's chunks are most of its bytes.
  let lines = 0;
  let last = -1;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    lines++;
    last = i;
  }
  return {
    start: chunk.start,
    end: { line: chunk.start.line + lines, column: end - last, offset: chunk.start.offset + end },
  };
}

/** Whether a UTF-16 unit is white space to `/\s/` (ASCII answered without the regex). */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return /\s/.test(String.fromCharCode(c));
}

/** The span of a chunk's heading (its first line; for a setext heading, through the underline). */
export function headingSpan(chunk: Chunk): Span {
  if (chunk.setextLines) {
    const lines = chunk.text.split('\n', chunk.setextLines);
    const last = (lines[lines.length - 1] ?? '').replace(/\r$/, '');
    const offset = chunk.start.offset + lines.slice(0, -1).reduce((n, l) => n + l.length + 1, 0) + last.length;
    return { start: chunk.start, end: { line: chunk.start.line + lines.length - 1, column: last.length + 1, offset } };
  }
  const len = (chunk.heading ?? '').length;
  return { start: chunk.start, end: { line: chunk.start.line, column: len + 1, offset: chunk.start.offset + len } };
}

/** The problem of a comment that is never closed and hides every heading after it. */
export function unclosedCommentProblem(at: Point, what: 'entry' | 'section'): ParseProblem {
  return {
    message: `This HTML comment is never closed, so every ${what} after it is hidden; close it with "-->"`,
    at: { start: at, end: at },
  };
}

/**
 * The problem of an HTML block (`<pre>`, `<script>`, `<?php` …) whose closing marker never comes, which hides every
 * heading after it.
 */
export function unclosedHtmlProblem(at: Point, opener: string, what: 'entry' | 'section'): ParseProblem {
  return {
    message:
      `This HTML block ("${opener}") is never closed, so every ${what} after it is part of it; close it, ` +
      `or put it in a code fence`,
    at: { start: at, end: at },
  };
}

/** The problems of a split whose comment or HTML block is never closed. */
export function openBlockProblems(
  split: { unclosedComment: Point | null; unclosedHtml: { at: Point; opener: string } | null },
  what: 'entry' | 'section',
): ParseProblem[] {
  const out: ParseProblem[] = [];
  if (split.unclosedComment) out.push(unclosedCommentProblem(split.unclosedComment, what));
  if (split.unclosedHtml) out.push(unclosedHtmlProblem(split.unclosedHtml.at, split.unclosedHtml.opener, what));
  return out;
}

/** The problem of a code fence that is never closed and turns every heading after it into code. */
export function unclosedFenceProblem(at: Point, what: 'entry' | 'section'): ParseProblem {
  return {
    message:
      `This code fence is never closed, so every heading after it is code, ` +
      `not ${what === 'entry' ? 'an entry' : 'a section'}; close the fence`,
    at: { start: at, end: at },
  };
}

/** Base shape every parsed protocol document shares. */
export interface DocBase {
  source: SourceFile;
  title: Title | null;
  preamble: Chunk;
  problems: ParseProblem[];
}
