// Bytes to text: decoding, BOM, encoding problems, points and spans, conflict-marker blocks.
import { isUtf8 } from 'node:buffer';
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
export const ENCODING_SHOWN = 100;

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
export function encodingWhat(p: EncodingProblem): string {
  return p.kind === 'nul' ? 'a NUL byte' : p.kind === 'bare-cr' ? 'a bare CR line ending' : 'invalid UTF-8';
}

/**
 * Decodes bytes (or a string) into a SourceFile, recording invalid UTF-8, NUL bytes and bare CRs instead of throwing.
 * The text is what Markdown reads (a bare CR ends a line, a NUL or an invalid byte is U+FFFD), so every rule runs on
 * a file with encoding problems too; positions are in that text.
 */
export function sourceFromBytes(path: string, input: Uint8Array | string): SourceFile {
  let text: string;
  let invalid: number[] = [];
  let invalidCount = 0;
  if (typeof input === 'string') {
    text = input;
  } else {
    text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(input);
    // Buffer's native check first: the byte-by-byte scan runs only to locate a known problem.
    if (!isUtf8(input)) ({ offsets: invalid, count: invalidCount } = invalidUtf8Offsets(input));
  }
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) {
    text = text.slice(1);
    invalid = invalid.map((o) => o - 1);
  }
  const nul = offsetsOf(text, (t, from) => t.indexOf('\u0000', from));
  const cr = offsetsOf(text, nextBareCr);
  if (invalid.length === 0 && nul.count === 0 && cr.count === 0) return { path, text, bom, encoding: [] };
  const original = text;
  text = readable(text);
  const found: { kind: EncodingProblem['kind']; offset: number; more?: number }[] = [];
  const add = (kind: EncodingProblem['kind'], { offsets, count }: { offsets: number[]; count: number }) =>
    offsets.forEach((offset, i) => {
      const rest = count - ENCODING_SHOWN + 1;
      found.push(i === ENCODING_SHOWN - 1 && rest > 1 ? { kind, offset, more: rest } : { kind, offset });
    });
  add('invalid-utf8', { offsets: invalid, count: invalidCount });
  add('nul', nul);
  add('bare-cr', cr);
  found.sort((x, y) => x.offset - y.offset);
  // One walk over the lines for every problem, in offset order.
  const encoding: EncodingProblem[] = [];
  let line = 1;
  let lineStart = 0;
  for (const f of found) {
    for (let nl = text.indexOf('\n', lineStart); nl !== -1 && nl < f.offset; nl = text.indexOf('\n', lineStart)) {
      line++;
      lineStart = nl + 1;
    }
    const problem: EncodingProblem = {
      kind: f.kind,
      line,
      column: f.offset - lineStart + 1,
      context: f.more ? `${f.more} more` : contextAt(original, f.offset),
    };
    if (f.more) problem.more = f.more;
    encoding.push(problem);
  }
  return { path, text, bom, encoding };
}

/** The text as Markdown reads it: a bare CR is a line ending (an LF), a NUL is U+FFFD; the length stays the same. */
function readable(text: string): string {
  return text.replace(/\r(?!\n)/g, '\n').replace(/\u0000/g, '\uFFFD');
}

function nextBareCr(text: string, from: number): number {
  for (let i = text.indexOf('\r', from); i !== -1; i = text.indexOf('\r', i + 1))
    if (text.charCodeAt(i + 1) !== 0x0a) return i;
  return -1;
}

/** Every offset `next` finds, the first `ENCODING_SHOWN` of them located, and how many there are. */
function offsetsOf(text: string, next: (t: string, from: number) => number): { offsets: number[]; count: number } {
  const offsets: number[] = [];
  let count = 0;
  for (let i = next(text, 0); i !== -1; i = next(text, i + 1)) {
    if (count < ENCODING_SHOWN) offsets.push(i);
    count++;
  }
  return { offsets, count };
}

/** The line a problem is on, in the original text (so a bare CR's two lines are one), as its identity. */
function contextAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
}

/**
 * The offsets in the decoded text of the first `ENCODING_SHOWN` invalid UTF-8 sequences (each a U+FFFD there), and
 * how many there are. A run of stray continuation bytes after a bad lead byte counts once.
 */
function invalidUtf8Offsets(b: Uint8Array): { offsets: number[]; count: number } {
  const offsets: number[] = [];
  let count = 0;
  const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
  let decodedTo = 0;
  let textOffset = 0;
  for (let i = firstInvalidUtf8(b); i !== -1; i = firstInvalidUtf8(b, i)) {
    if (count < ENCODING_SHOWN) {
      textOffset += decoder.decode(b.subarray(decodedTo, i)).length;
      decodedTo = i;
      offsets.push(textOffset);
    }
    count++;
    i++;
    while (i < b.length && (b[i] & 0xc0) === 0x80) i++;
    if (i >= b.length) break;
  }
  return { offsets, count };
}

/** Index of the first byte (from `from`) that is not part of a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(b: Uint8Array, from = 0): number {
  const n = b.length;
  let i = from;
  while (i < n) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (c >= 0xc2 && c <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    let cp = c & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined || (d & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (d & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** The Point of a 0-based offset in `text` (slow path: counts lines from the start). */
export function pointAt(text: string, offset: number): Point {
  let line = 1;
  let lineStart = 0;
  let i = text.indexOf('\n');
  while (i !== -1 && i < offset) {
    line++;
    lineStart = i + 1;
    i = text.indexOf('\n', i + 1);
  }
  return { line, column: offset - lineStart + 1, offset };
}

/** A zero-width span at a point. */
export function spanAt(p: Point): Span {
  return { start: p, end: p };
}

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
export function conflictBlocks(text: string): ConflictBlock[] {
  const out: ConflictBlock[] = [];
  if (!text.includes('<<<<<<<')) return out;
  const lines = text.split('\n');
  let open: number | null = null;
  let middle = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.startsWith('<<<<<<<')) {
      open = i;
      middle = false;
    } else if (open !== null && /^=======\r?$/.test(l)) middle = true;
    else if (open !== null && middle && l.startsWith('>>>>>>>')) {
      out.push({ from: open, to: i, toLength: l.replace(/\r$/, '').length });
      open = null;
      middle = false;
    }
  }
  return out;
}
