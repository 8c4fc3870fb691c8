// A document kept as one Markdown table (a SYNC.md board, a registry): its header, its rows and their cells.
import type { Root } from 'mdast';
import { pointAt, type Span } from '../markdown/source.js';
import { plainText, spanOf } from '../markdown/parse.js';
import type { Chunk } from '../markdown/split.js';
import { tryParse, type ParseProblem } from './base.js';

/**
 * A GFM table read off the CommonMark reading of the whole file: CommonMark sees a table as a paragraph, so a
 * table is a top-level paragraph with a header row and a delimiter row (`| --- | :-: |`). Cells split at every
 * unescaped `|`, as GFM splits them (inside code spans too). What is not a body row (the title, the header, the
 * delimiter row, prose before and after) is the document's preamble: the owner's.
 */

export interface TableCell {
  /** The cell's plain text (markup removed), trimmed. */
  text: string;
  span: Span;
}

export interface TableRow {
  /** The row's raw line and its line ending: what a version comparison looks at. */
  chunk: Chunk;
  span: Span;
  cells: TableCell[];
}

export interface Table {
  /** The header's plain texts. */
  header: string[];
  rows: TableRow[];
  /** The file without its body rows. */
  preamble: Chunk;
  /** The header line's span (for findings about the table as a whole). */
  headerSpan: Span;
  /** Where the body rows start and end in the text (offsets). */
  body: { start: number; end: number };
}

/** Splits a row line into cells at unescaped pipes, a leading and a trailing pipe dropped; offsets in the line. */
export function rowCells(line: string): { raw: string; start: number; end: number }[] {
  const cells: { raw: string; start: number; end: number }[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = line.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    cells.push({ raw: raw.trim(), start: from + lead, end: from + lead + raw.trim().length });
  };
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '|') {
      push(i);
      from = i + 1;
    }
  }
  push(line.length);
  if (cells.length > 1 && cells[0].raw === '' && /^\s*\|/.test(line)) cells.shift();
  if (cells.length > 1 && cells[cells.length - 1].raw === '' && /\|\s*$/.test(line)) cells.pop();
  return cells;
}

const DELIMITER = /^:?-+:?$/;

/** Whether two lines are a table's header and delimiter rows (the same number of cells, each delimiter `---`). */
function opensTable(header: string, delimiter: string): boolean {
  if (!header.includes('|') || !delimiter.includes('-')) return false;
  const d = rowCells(delimiter);
  return d.every((c) => DELIMITER.test(c.raw)) && rowCells(header).length === d.length;
}

/**
 * The first top-level table whose header `accept` takes, or null (with a problem when the file cannot be
 * parsed). `problems` receives what the parse found.
 */
export function findTable(text: string, accept: (header: string[]) => boolean, problems: ParseProblem[]): Table | null {
  return findTables(text, accept, problems, 1)[0] ?? null;
}

/** Every top-level table whose header `accept` takes (at most `max`), in the order of the file. */
export function findTables(
  text: string,
  accept: (header: string[]) => boolean,
  problems: ParseProblem[],
  max = Number.POSITIVE_INFINITY,
): Table[] {
  const whole: Chunk = { start: { line: 1, column: 1, offset: 0 }, text, heading: null };
  const tree: Root | null = tryParse(whole, problems, 'The file');
  const out: Table[] = [];
  if (!tree) return out;
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const at = spanOf(node);
    const lines = text.slice(at.start.offset, at.end.offset).split('\n');
    let offset = at.start.offset;
    for (let i = 0; i + 1 < lines.length; i++) {
      const header = lines[i].replace(/\r$/, '');
      if (opensTable(header, lines[i + 1].replace(/\r$/, ''))) {
        const names = rowCells(header).map((c) => plainText(c.raw));
        if (accept(names)) {
          out.push(tableAt(text, { names, lines: lines.slice(i), offset }));
          if (out.length >= max) return out;
          break;
        }
      }
      offset += lines[i].length + 1;
    }
  }
  return out;
}

/** The table whose header line starts at `offset` (its lines: header, delimiter, then the body rows). */
function tableAt(text: string, t: { names: string[]; lines: string[]; offset: number }): Table {
  const headerStart = pointAt(text, t.offset);
  const headerSpan = {
    start: headerStart,
    end: { ...headerStart, column: headerStart.column + t.lines[0].length, offset: t.offset + t.lines[0].length },
  };
  let offset = t.offset + t.lines[0].length + 1 + t.lines[1].length + 1;
  const first = offset;
  const rows: TableRow[] = [];
  for (const [k, raw] of t.lines.slice(2).entries()) {
    const line = raw.replace(/\r$/, '');
    // the paragraph ends at its last character; the row's own line ending belongs to it
    const ending = text.startsWith('\r\n', offset + line.length)
      ? '\r\n'
      : text[offset + line.length] === '\n'
        ? '\n'
        : '';
    // each body row starts a line: counted from the header, not from the file's start (linear in the rows)
    const start = { line: headerStart.line + 2 + k, column: 1, offset };
    const span = { start, end: { ...start, column: start.column + line.length, offset: offset + line.length } };
    const cells = rowCells(line).map((c) => ({
      text: plainText(c.raw),
      span: {
        start: { ...start, column: start.column + c.start, offset: offset + c.start },
        end: { ...start, column: start.column + c.end, offset: offset + c.end },
      },
    }));
    rows.push({ chunk: { start, text: line + ending, heading: line, level: 2 }, span, cells });
    offset += line.length + ending.length;
  }
  const preamble: Chunk = {
    start: { line: 1, column: 1, offset: 0 },
    text: text.slice(0, first) + text.slice(offset),
    heading: null,
  };
  return { header: t.names, rows, preamble, headerSpan, body: { start: first, end: offset } };
}
