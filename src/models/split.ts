import type { Point } from './source.js';

/** One level-2 section of a document (or the preamble before the first one), as raw text. */
export interface Chunk {
  /** Where the chunk starts; always at the start of a line. */
  start: Point;
  /** The chunk's text, from its heading line (if any) up to the next level-2 heading. */
  text: string;
  /** The raw heading line without its line ending, or null for the preamble. */
  heading: string | null;
}

export interface Split {
  preamble: Chunk;
  sections: Chunk[];
  /** A code fence that is never closed: everything after it is code, so no heading below it counts. */
  unclosedFence: Point | null;
}

const LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * Splits Markdown at level-2 ATX headings outside code fences and HTML comments, without parsing it.
 * Linear in the text, so a 100,000-entry log is split in one pass and each entry parsed on its own.
 */
export function splitAtLevel2(text: string): Split {
  const sections: Chunk[] = [];
  let fence: { char: string; size: number; at: Point } | null = null;
  let inComment = false;
  let chunkStart: Point = { line: 1, column: 1, offset: 0 };
  let chunkHeading: string | null = null;
  let preamble: Chunk | null = null;
  let line = 1;
  let offset = 0;
  const n = text.length;
  const close = (end: number): void => {
    const chunk: Chunk = { start: chunkStart, text: text.slice(chunkStart.offset, end), heading: chunkHeading };
    if (preamble === null) preamble = chunk;
    else sections.push(chunk);
  };
  for (;;) {
    let eol = text.indexOf('\n', offset);
    if (eol === -1) eol = n;
    const c = text.charCodeAt(offset);
    // Only lines starting with space, `, ~, # or < (or a line inside a comment) can change state.
    if (c === 0x20 || c === 0x60 || c === 0x7e || c === 0x23 || c === 0x3c || inComment || fence) {
      let raw = text.slice(offset, eol);
      if (raw.endsWith('\r')) raw = raw.slice(0, -1);
      if (fence) {
        const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(raw);
        if (m && m[1][0] === fence.char && m[1].length >= fence.size) fence = null;
      } else if (inComment) {
        if (raw.includes('-->')) inComment = false;
      } else {
        const f = FENCE_OPEN.exec(raw);
        if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
          fence = { char: f[1][0], size: f[1].length, at: { line, column: 1, offset } };
        } else if (LEVEL2.test(raw)) {
          close(offset);
          chunkStart = { line, column: 1, offset };
          chunkHeading = raw;
        } else if (/^ {0,3}<!--/.test(raw) && !raw.slice(raw.indexOf('<!--') + 4).includes('-->')) {
          inComment = true;
        }
      }
    }
    if (eol >= n) break;
    offset = eol + 1;
    line++;
  }
  close(n);
  return { preamble: preamble!, sections, unclosedFence: fence ? (fence as { at: Point }).at : null };
}

/** The text of an ATX heading line: markers, optional closing sequence and outer spaces removed. */
export function atxHeadingText(raw: string): string {
  const s = raw.replace(/^ {0,3}#{1,6}(?=[ \t]|$)/, '');
  // Scans instead of /[ \t]+#+[ \t]*$/ and /[ \t]+$/: those are quadratic in a long run of spaces.
  let end = trimmedEnd(s, s.length);
  let h = end;
  while (h > 0 && s.charCodeAt(h - 1) === 0x23) h--;
  if (h < end && (h === 0 || isBlank(s.charCodeAt(h - 1)))) end = trimmedEnd(s, h);
  let start = 0;
  while (start < end && isBlank(s.charCodeAt(start))) start++;
  return s.slice(start, end);
}

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09;

/** The index after the last character before `end` that is not a space or tab. */
export function trimmedEnd(s: string, end: number = s.length): number {
  while (end > 0 && isBlank(s.charCodeAt(end - 1))) end--;
  return end;
}
