// Bytes to text: decoding, BOM, encoding problems, points and spans, conflict-marker blocks.
import { isUtf8 } from 'node:buffer';
/** A protocol file's text as the models see it: decoded, BOM removed, line endings kept. */
export interface SourceFile {
  /** Path as shown to the user (repo-relative where possible). */
  path: string;
  /** Decoded text without the BOM; CRLF kept, so offsets map back to the original. */
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
}

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
 */
export function sourceFromBytes(path: string, input: Uint8Array | string): SourceFile {
  const encoding: EncodingProblem[] = [];
  let text: string;
  if (typeof input === 'string') {
    text = input;
  } else {
    // Buffer's native check first: the byte-by-byte scan runs only to locate a known problem.
    const bad = isUtf8(input) ? -1 : firstInvalidUtf8(input);
    if (bad !== -1) {
      const { line, column } = byteLineColumn(input, bad);
      encoding.push({ kind: 'invalid-utf8', line, column });
    }
    text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(input);
  }
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    const p = pointAt(text, nul);
    encoding.push({ kind: 'nul', line: p.line, column: p.column });
  }
  for (let cr = text.indexOf('\r'); cr !== -1; cr = text.indexOf('\r', cr + 1)) {
    if (text.charCodeAt(cr + 1) === 0x0a) continue;
    const p = pointAt(text, cr);
    encoding.push({ kind: 'bare-cr', line: p.line, column: p.column });
    break;
  }
  return { path, text, bom, encoding };
}

/** Index of the first byte that is not part of a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(b: Uint8Array): number {
  const n = b.length;
  let i = 0;
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

function byteLineColumn(b: Uint8Array, at: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++)
    if (b[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  const column = new TextDecoder().decode(b.subarray(lineStart, at)).length + 1;
  return { line, column };
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
