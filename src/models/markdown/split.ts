// Splitting a Markdown text at its level-2 headings into chunks (block-aware), heading text and text normalising.
import { CliError } from '../../errors.js';
import { tooManyMarkers } from './limits.js';
import { markdownParser } from './remark.js';
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
  unclosedHtml: { at: Point; opener: string } | null;
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

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** A fence opened on a list item's marker line (`- ```` or `1. ~~~`); group 1 is the item's content indent. */
const LIST_FENCE_OPEN = /^( {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+)(`{3,}|~{3,})(.*)$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
const LIST_MARKER = /^( {0,3})([-+*]|(\d{1,9})[.)])([ \t]+|$)/;
/** HTML blocks of CommonMark kinds 1–5: they end at a closing marker, however many blank lines later. */
const HTML_CLOSED_BY: [RegExp, RegExp, string][] = [
  [/^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i, 'closing tag'],
  [/^ {0,3}<!--/, /-->/, '-->'],
  [/^ {0,3}<\?/, /\?>/, '?>'],
  [/^ {0,3}<![A-Za-z]/, />/, '>'],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/, ']]>'],
];
const HTML_BLOCK_NAMES =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|' +
  'dt|fieldset|figcaption|figure|footer|form|frame|frameset|h1|h2|h3|h4|h5|h6|head|header|hr|html|iframe|legend|' +
  'li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|' +
  'tfoot|th|thead|title|tr|track|ul';
/** Kind 6: a block-level tag; ends at a blank line. */
const HTML_6 = new RegExp(`^ {0,3}</?(?:${HTML_BLOCK_NAMES})(?=[\\s/>]|$)`, 'i');
/** Kind 7: a whole open or closing tag alone on its line (cannot interrupt a paragraph); ends at a blank line. */
const HTML_7_ATTRIBUTE = String.raw`\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>${'`'}]+|'[^']*'|"[^"]*"))?`;
const HTML_7 = new RegExp(
  String.raw`^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:${HTML_7_ATTRIBUTE})*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$`,
);

const LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
/** Characters that start a line of plain paragraph text and nothing else (letters and most punctuation). */
const PLAIN = new Uint8Array(128);
for (let c = 0x41; c <= 0x5a; c++) PLAIN[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) PLAIN[c] = 1;
for (const ch of '"\'(),./:;?@[\\]^{|}$%&') PLAIN[ch.charCodeAt(0)] = 1;

/** Columns of leading white space (a tab to the next multiple of 4), and where the content starts. */
function indentOf(raw: string): { cols: number; at: number } {
  let cols = 0;
  let i = 0;
  for (; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x20) cols++;
    else if (c === 0x09) cols += 4 - (cols % 4);
    else break;
  }
  return { cols, at: i };
}

/** Where a list item's content starts, in columns from the line start, for a marker match. */
function contentColumn(m: RegExpExecArray): number {
  const base = m[1].length + m[2].length;
  const spaces = m[4].replace(/\t/g, '    ').length;
  return spaces === 0 || spaces > 4 ? base + 1 : base + spaces;
}

/** The opener of an HTML block starting at this line, given whether a paragraph is open. */
function htmlOpen(raw: string, inParagraph: boolean): { close: RegExp | null; opener: string; from: number } | null {
  if (raw.charCodeAt(indentOf(raw).at) !== 0x3c) return null; // <
  for (const [open, close, what] of HTML_CLOSED_BY) {
    const m = open.exec(raw);
    if (m) return { close, opener: what === '-->' ? '<!--' : m[0].trim(), from: m[0].length };
  }
  if (HTML_6.test(raw) || (!inParagraph && HTML_7.test(raw))) return { close: null, opener: 'html', from: 0 };
  return null;
}

/**
 * The top-level headings of a Markdown text up to `maxLevel` (ATX or setext), found outside code
 * fences, HTML blocks and comments and outside list items and block quotes, the way a whole-document
 * CommonMark parse sees them, without parsing: one linear pass over the lines. Only headings of
 * `minLevel` or more are returned. `lineOffset` numbers lines as if the text followed that many lines.
 */
// One linear pass whose dozen pieces of block state change together, line by line: split into helpers, they would
// all travel as one mutable record. The differential test against remark (test/attacks/commonmark-splitter.test.ts)
// keeps it honest.
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one state machine, kept whole on purpose
export function scanBlocks(
  text: string,
  lineOffset = 0,
  minLevel = 2,
  maxLevel = 2,
): {
  boundaries: Boundary[];
  unclosedFence: Point | null;
  unclosedComment: Point | null;
  unclosedHtml: Split['unclosedHtml'];
} {
  const boundaries: Boundary[] = [];
  // indent > 0: the fence (or HTML block) sits in a list item, and ends with it at the first less-indented non-blank
  // line
  let fence = null as { char: string; size: number; at: Point; indent: number } | null;
  // quote: an HTML block opened on a quote's lazy line, which goes on over the quote's `>` lines only
  let html = null as { close: RegExp | null; at: Point; opener: string; indent: number; quote?: boolean } | null;
  /**
   * 0: no paragraph open; 1: a top-level paragraph (a setext underline makes it a heading); 2: one inside a list item
   * or quote.
   */
  let para = 0;
  let paraStart = 0;
  let paraLine = 0;
  /** Whether the open top-level paragraph's first line may start a link reference definition. */
  let paraDef = false;
  /** Where the first line that only a full parse can read is, or null. */
  let unsure = null as Point | null;
  /** The content column of the list item lines belong to, or -1 outside lists. */
  let listIndent = -1;
  let code = false;
  let container = false;
  let emptyItem = false;
  /** The content columns of the open list items, outermost first. */
  const lists: number[] = [];
  let line = 1 + lineOffset;
  let offset = 0;
  const n = text.length;
  const point = (): Point => ({ line, column: 1, offset });
  const boundary = (b: { level: number; at: number; atLine: number; raw: string; setextLines?: number }) => {
    const { level, at, atLine, raw, setextLines } = b;
    if (level >= minLevel && level <= maxLevel)
      boundaries.push(
        setextLines ? { offset: at, line: atLine, level, raw, setextLines } : { offset: at, line: atLine, level, raw },
      );
  };
  /** Opens a fence or HTML block at the start of `raw` (relative to `indent`); true when one opened. */
  const openBlock = (raw: string, indent: number, inParagraph: boolean): boolean => {
    const f = FENCE_OPEN.exec(raw);
    if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
      fence = { char: f[1][0], size: f[1].length, at: point(), indent };
      return true;
    }
    const h = htmlOpen(raw, inParagraph);
    if (h) {
      if (h.close?.test(raw.slice(h.from))) return true; // closed on its own line
      html = { close: h.close, at: point(), opener: h.opener, indent };
      return true;
    }
    return false;
  };
  // YAML front matter opening a file is metadata, as git hosts render it: never a thematic break and a setext heading
  for (const end = lineOffset === 0 ? frontMatterEnd(text) : 0; offset < end; line++)
    offset = text.indexOf('\n', offset) + 1;
  for (;;) {
    let eol = text.indexOf('\n', offset);
    if (eol === -1) eol = n;
    if (!fence && !html && listIndent < 0 && offset < eol && PLAIN[text.charCodeAt(offset)] === 1) {
      code = false;
      // A line starting with a letter: paragraph text, whatever follows (most lines of a log).
      if (para === 0) {
        para = 1;
        paraStart = offset;
        paraLine = line;
        paraDef = mayDefine(text, offset, eol);
      }
      if (eol >= n) break;
      offset = eol + 1;
      line++;
      continue;
    }
    let raw = text.slice(offset, eol);
    if (raw.endsWith('\r')) raw = raw.slice(0, -1);
    const { cols, at } = indentOf(raw);
    const blank = at === raw.length;
    // A top-level paragraph that may open with link reference definitions: what follows them is read as a new
    // block (`===` as text, `---` as a rule, `<span>` as an HTML block, an indented line as code), which only
    // the definitions' full grammar can tell. Such a line sends the whole text to the CommonMark parser.
    if (para === 1 && paraDef && !blank && !fence && !html && listIndent < 0) unsure ??= point();
    // An empty list item cannot follow indented code directly (micromark reads it as paragraph text).
    const wasCode: boolean = code;
    code = false;
    const wasContainer = container;
    container = false;
    if ((fence || html) && (fence ?? html)!.indent > 0 && !blank && cols < (fence ?? html)!.indent) {
      fence = null;
      html = null;
    }
    // a line without `>` ends the quote, and the HTML block in it
    if (html?.quote && !QUOTE.test(raw)) html = null;
    else if (html?.quote) container = true;
    if (fence) {
      const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(fence.indent ? raw.slice(Math.min(fence.indent, at)) : raw);
      if (m && m[1][0] === fence.char && m[1].length >= fence.size) fence = null;
    } else if (html) {
      if (html.close ? html.close.test(raw) : blank || (html.quote && !unquoted(raw).trim())) html = null;
    } else if (blank) {
      para = 0;
      code = wasCode; // blank lines do not end indented code for what may follow it
      if (emptyItem) {
        // an item that starts empty ends at a blank line
        lists.pop();
        listIndent = lists.length ? lists[lists.length - 1] : -1;
      }
      emptyItem = false;
    } else {
      emptyItem = false;
      const marker = cols < 4 ? LIST_MARKER.exec(raw) : null;
      if (listIndent >= 0 && cols < listIndent) {
        // Less indented than the item's content: a lazy continuation of its paragraph, or the item ends.
        const lazy =
          !marker &&
          para === 2 &&
          !ATX.test(raw) &&
          !opensFence(raw) &&
          !THEMATIC.test(raw) &&
          !QUOTE.test(raw) &&
          !htmlOpen(raw, true);
        if (lazy && HTML_7.test(raw)) {
          // micromark: a whole tag on a lazy line opens an HTML block in the item, which ends the paragraph and
          // runs to a blank line or the first line indented less than the item's content (which ends the item)
          para = 0;
          html = { close: null, at: point(), opener: 'html', indent: listIndent };
        }
        if (lazy) {
          if (eol >= n) break;
          offset = eol + 1;
          line++;
          continue;
        }
        while (lists.length && lists[lists.length - 1] > cols) lists.pop();
        listIndent = lists.length ? lists[lists.length - 1] : -1;
        if (listIndent < 0) para = 0; // the list ended, and the paragraph in it
        if (marker && listIndent >= 0 && cols < listIndent + 0) listIndent = -1;
      }
      const inItem = listIndent >= 0 && cols >= listIndent;
      if (inItem || QUOTE.test(raw) || marker) container = true;
      if (inItem) {
        // Inside a list item: nothing here is a top-level heading; fences and HTML end with the item.
        const rel = raw.slice(Math.min(at, indexAtColumn(raw, listIndent)));
        const nested = LIST_MARKER.exec(rel);
        if (openBlock(rel, listIndent, para !== 0)) para = 0;
        else if (nested) {
          listIndent += contentColumn(nested);
          lists.push(listIndent);
          emptyItem = rel.slice(nested[0].length).trim() === '';
          para = contentPara(rel.slice(nested[0].length));
          if (openListFence(raw)) para = 0;
        } else if (para === 2 && SETEXT.test(rel)) para = 0;
        else if (cols - listIndent < 4) para = contentPara(rel);
      } else if (cols >= 4) {
        if (para === 0) code = !wasContainer; // (after a quote or list, micromark lets any item follow)
      } else if (FENCE_OPEN.test(raw) && openBlock(raw, 0, para !== 0)) {
        para = 0;
      } else if (htmlOpen(raw, true) && openBlock(raw, 0, true)) {
        para = 0; // kinds 1–6 interrupt anything
      } else if (para === 2 && HTML_7.test(raw)) {
        // a whole tag on a quote's lazy line (micromark): an HTML block in the quote, running over its `>` lines to
        // a blank one; the first line without `>` ends both
        para = 0;
        container = true;
        html = { close: null, at: point(), opener: 'html', indent: 0, quote: true };
      } else if (para === 0 && HTML_7.test(raw) && openBlock(raw, 0, false)) {
        para = 0;
      } else if (ATX.test(raw)) {
        const level = ATX.exec(raw)![1].length;
        boundary({ level, at: offset, atLine: line, raw });
        para = 0;
      } else if (para === 1 && SETEXT.test(raw)) {
        const level = raw.trim()[0] === '=' ? 1 : 2;
        const head = text
          .slice(paraStart, offset)
          .replace(/\r?\n$/, '')
          .replace(/\r\n/g, '\n');
        boundary({ level, at: paraStart, atLine: paraLine, raw: head, setextLines: line - paraLine + 1 });
        para = 0;
      } else if (THEMATIC.test(raw)) {
        para = 0;
      } else if (QUOTE.test(raw)) {
        para = contentPara(unquoted(raw));
      } else if (
        marker &&
        !(
          (para === 1 || wasCode) &&
          (raw.slice(marker[0].length).trim() === '' || (marker[3] !== undefined && marker[3] !== '1'))
        )
      ) {
        // (An empty item, or an ordered one not numbered 1, cannot interrupt a paragraph or indented code.)
        listIndent = contentColumn(marker);
        lists.length = 0;
        lists.push(listIndent);
        emptyItem = raw.slice(marker[0].length).trim() === '';
        para = contentPara(raw.slice(marker[0].length));
        if (openListFence(raw)) para = 0;
      } else if (para === 0) {
        para = 1;
        paraStart = offset;
        paraLine = line;
        paraDef = mayDefine(text, offset, eol);
      }
      if (para === 1 && raw.includes('\r')) para = 0; // a bare CR ends a line for Markdown, not for the models
    }
    if (eol >= n) break;
    offset = eol + 1;
    line++;
  }
  function openListFence(raw: string): boolean {
    const l = raw.includes('``') || raw.includes('~~') ? LIST_FENCE_OPEN.exec(raw) : null;
    if (l && !(l[2][0] === '`' && l[3].includes('`'))) {
      fence = { char: l[2][0], size: l[2].length, at: point(), indent: l[1].length };
      return true;
    }
    return false;
  }
  const f = fence as { at: Point } | null;
  const h = html as { at: Point; opener: string; close: RegExp | null } | null;
  return {
    boundaries: unsure ? parsedBoundaries(text, { lineOffset, minLevel, maxLevel, at: unsure }) : boundaries,
    unclosedFence: f ? f.at : null,
    unclosedComment: h && h.opener === '<!--' ? h.at : null,
    unclosedHtml: h?.close && h.opener !== '<!--' ? { at: h.at, opener: h.opener } : null,
  };
}

/** Whether the line from `start` to `eol` may begin a link reference definition: `[` after at most three spaces. */
function mayDefine(text: string, start: number, eol: number): boolean {
  let i = start;
  while (i < eol && i - start < 3 && text.charCodeAt(i) === 0x20) i++;
  return text.charCodeAt(i) === 0x5b;
}

/** Texts the fallback parses whole; past this (or past the inline markers' cap) the text is refused instead. */
const MAX_FALLBACK_CHARS = 1024 * 1024;

/**
 * The top-level headings a whole-document CommonMark parse (remark, as the models parse) finds: the fallback of
 * `scanBlocks` when a line can only be read with the full grammar. A text too large to parse whole is refused
 * with a sentence that says how to make it splittable again.
 */
function parsedBoundaries(
  text: string,
  o: { lineOffset: number; minLevel: number; maxLevel: number; at: Point },
): Boundary[] {
  if (text.length > MAX_FALLBACK_CHARS || tooManyMarkers(text, 4))
    throw new CliError(
      `The Markdown at line ${o.at.line} follows what may be a link reference definition, which handover can ` +
        `read only by parsing the whole file, and the file is too large for that; put a blank line after the ` +
        `definition.`,
      1,
    );
  type Positioned = { position: { start: PosPoint; end: PosPoint } };
  // front matter opening the file is metadata, as scanBlocks reads it: parsed as the blank lines it stands for
  const front = o.lineOffset === 0 ? frontMatterEnd(text) : 0;
  const source = front ? text.slice(0, front).replace(/[^\r\n]/g, ' ') + text.slice(front) : text;
  const tree = markdownParser().parse(source) as {
    children: (Positioned & { type: string; depth?: number; children?: Positioned[] })[];
  };
  const out: Boundary[] = [];
  for (const node of tree.children) {
    if (node.type !== 'heading' || node.depth! < o.minLevel || node.depth! > o.maxLevel) continue;
    // A setext heading's node starts at the definitions before it (remark's position); the heading itself, and
    // the section it opens, start at its content.
    const start = node.children?.length ? node.children[0].position.start : node.position.start;
    const { end } = node.position;
    const lineStart = text.lastIndexOf('\n', start.offset - 1) + 1;
    const line = start.line + o.lineOffset;
    if (end.line === start.line) {
      // ATX: one line (a setext heading has its underline on a line of its own)
      const eol = text.indexOf('\n', lineStart);
      const raw = text.slice(lineStart, eol === -1 ? text.length : eol).replace(/\r$/, '');
      out.push({ offset: lineStart, line, level: node.depth!, raw });
      continue;
    }
    const underline = text.lastIndexOf('\n', end.offset - 1);
    const raw = text
      .slice(lineStart, underline === -1 ? lineStart : underline)
      .replace(/\r?\n$/, '')
      .replace(/\r\n/g, '\n');
    out.push({ offset: lineStart, line, level: node.depth!, raw, setextLines: end.line - start.line + 1 });
  }
  return out;
}

interface PosPoint {
  line: number;
  column: number;
  offset: number;
}

/** Whether a line opens a code fence (a backtick fence's info string holds no backtick). */
function opensFence(raw: string): boolean {
  const f = FENCE_OPEN.exec(raw);
  return f !== null && !(f[1][0] === '`' && f[2].includes('`'));
}

/** Whether a container's content line opens a paragraph (2) or not (0: blank, a heading, a rule). */
const QUOTE = /^ {0,3}>/;

/** A line without its block quote markers. */
function unquoted(raw: string): string {
  return raw.replace(/^(?: {0,3}> ?)+/, '');
}

function contentPara(content: string): number {
  return !content.trim() || ATX.test(content) || THEMATIC.test(content) ? 0 : 2;
}

/** The string index of a column (tabs to the next multiple of 4) in a line's leading white space. */
function indexAtColumn(raw: string, column: number): number {
  let cols = 0;
  let i = 0;
  for (; i < raw.length && cols < column; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x20) cols++;
    else if (c === 0x09) cols += 4 - (cols % 4);
    else break;
  }
  return i;
}

const FRONT_OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const FRONT_CLOSE = /^(?:---|\.\.\.)[ \t]*\r?\n/gm;

/** The first line of front matter: a YAML key (`title: x`, `"a b": c`) or a comment. */
const YAML_FIRST = /^(?:#|[\w"'][^\n:]*:(?:[ \t]|\r?\n))/;

/**
 * Where YAML front matter at the start of a text ends (the offset after its closing `---` or `...` line), or 0 when
 * the text does not open with it: a `---` line, YAML (its first line a key or a comment), a closing line ending in
 * a line break.
 */
export function frontMatterEnd(text: string): number {
  const open = FRONT_OPEN.exec(text);
  if (!open) return 0;
  FRONT_CLOSE.lastIndex = open[0].length;
  const close = FRONT_CLOSE.exec(text);
  if (!close) return 0;
  if (close.index > open[0].length && !YAML_FIRST.test(text.slice(open[0].length, close.index + 1))) return 0;
  return close.index + close[0].length;
}

/** Splits a text into chunks at the given boundaries. */
export function chunksAt(text: string, boundaries: Boundary[], lineOffset = 0): { preamble: Chunk; sections: Chunk[] } {
  const sections: Chunk[] = [];
  const first = boundaries.length ? boundaries[0].offset : text.length;
  const preamble: Chunk = {
    start: { line: 1 + lineOffset, column: 1, offset: 0 },
    text: text.slice(0, first),
    heading: null,
  };
  boundaries.forEach((b, i) => {
    sections.push(chunkAt(text, b, i + 1 < boundaries.length ? boundaries[i + 1].offset : text.length));
  });
  return { preamble, sections };
}

/** The chunk a boundary opens, up to `end`. */
export function chunkAt(text: string, b: Boundary, end: number): Chunk {
  const chunk: Chunk = {
    start: { line: b.line, column: 1, offset: b.offset },
    text: text.slice(b.offset, end),
    heading: b.raw,
  };
  if (b.setextLines) chunk.setextLines = b.setextLines;
  if (b.level !== 2) chunk.level = b.level;
  return chunk;
}

/**
 * Splits Markdown at its top-level level-2 headings (ATX or setext) outside code fences, HTML blocks
 * and comments, without parsing it. Linear in the text, so a 100,000-entry log is split in one pass
 * and each entry parsed on its own. `lineOffset` numbers lines as if the text followed that many lines
 * (an appended tail of a larger file).
 */
export function splitAtLevel2(text: string, lineOffset = 0): Split {
  const scan = scanBlocks(text, lineOffset, 2, 2);
  return {
    ...chunksAt(text, scan.boundaries, lineOffset),
    unclosedFence: scan.unclosedFence,
    unclosedComment: scan.unclosedComment,
    unclosedHtml: scan.unclosedHtml,
  };
}

/**
 * A heading's text as written: ATX markers and closing sequence removed, or a setext heading's lines joined by a
 * space.
 */
export function headingOf(chunk: Pick<Chunk, 'heading' | 'setextLines'>): string {
  const raw = chunk.heading ?? '';
  if (chunk.setextLines)
    return raw
      .split('\n')
      .map((l) => l.trim())
      .join(' ');
  return atxHeadingText(raw);
}

/** The text of an ATX heading line: markers, optional closing sequence and outer spaces removed. */
export function atxHeadingText(raw: string): string {
  // Indexes into `raw`, no copy of it: the text is a slice of the file (a long log has 100,000 headings).
  const from = openingSequenceEnd(raw);
  // Scans instead of /[ \t]+#+[ \t]*$/ and /[ \t]+$/: those are quadratic in a long run of spaces.
  let end = trimmedEnd(raw, raw.length, from);
  let h = end;
  while (h > from && raw.charCodeAt(h - 1) === 0x23) h--;
  if (h < end && (h === from || isBlank(raw.charCodeAt(h - 1)))) end = trimmedEnd(raw, h, from);
  let start = from;
  while (start < end && isBlank(raw.charCodeAt(start))) start++;
  return raw.slice(start, end);
}

/** Where `/^ {0,3}#{1,6}(?=[ \t]|$)/` ends its match in a line, or 0 when it does not match. */
function openingSequenceEnd(raw: string): number {
  let i = 0;
  while (i < 3 && raw.charCodeAt(i) === 0x20) i++;
  let k = i;
  while (k < raw.length && k - i < 7 && raw.charCodeAt(k) === 0x23) k++;
  if (k === i || k - i > 6) return 0;
  return k === raw.length || isBlank(raw.charCodeAt(k)) ? k : 0;
}

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09;

/** The index after the last character before `end` (and not before `from`) that is not a space or tab. */
export function trimmedEnd(s: string, end: number = s.length, from = 0): number {
  while (end > from && isBlank(s.charCodeAt(end - 1))) end--;
  return end;
}

/**
 * `s` without trailing whitespace (spaces, tabs, line breaks), by a backward scan: `/\s+$/` is quadratic on long
 * runs.
 */
export function trimTrailingSpace(s: string): string {
  let end = s.length;
  for (
    let c = s.charCodeAt(end - 1);
    end > 0 && (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0x0b);
    c = s.charCodeAt(end - 1)
  )
    end--;
  return end === s.length ? s : s.slice(0, end);
}

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

const OPENER = /^ {0,3}(?:`{3,}|~{3,}|<!--)/gm;
const FENCE_LINE = /^ {0,3}(?:`{3,}|~{3,})/gm;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/**
 * What the jumps below cannot judge without the line-by-line state machine: a possible setext underline
 * after a text line (`SETEXT_DASHES` after a line that ends in a character other than white space), an HTML
 * block other than a comment, an indented heading or fence (maybe inside a list item). Three searches, each
 * starting at a line break: one regex of all three tried every alternative at every character (15 ms of the
 * guard's 400 KB log, cold).
 */
// (`^` of a multiline regex: after any line terminator, a bare CR and U+2028/9 included)
const HTML_OR_INDENTED = /[\n\r\u2028\u2029](?: {0,3}<(?:[A-Za-z/?]|![A-Za-z[])| {1,3}(?:##|`{3}|~{3}|<!--))/;
const SETEXT_DASHES = /\n {0,3}-+[ \t]*(?=[\n\r\u2028\u2029]|$)/g;

export function needsFullScan(text: string): boolean {
  if (HTML_OR_INDENTED.test(text) || /^(?: {0,3}<(?:[A-Za-z/?]|![A-Za-z[])| {1,3}(?:##|`{3}|~{3}|<!--))/.test(text))
    return true;
  SETEXT_DASHES.lastIndex = 0;
  for (let m = SETEXT_DASHES.exec(text); m; m = SETEXT_DASHES.exec(text)) {
    // the line before: a character that is not white space, then only spaces, tabs and a CR
    let i = m.index - 1;
    if (i >= 0 && text.charCodeAt(i) === 0x0d) i--;
    while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
    if (i >= 0 && !/\s/.test(text[i])) return true;
  }
  return false;
}
const LIST_FENCE_LINE = /^ {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+(?:`{3}|~{3})/m;

/** The line at `start` without its line ending, and where the next line starts (or -1). */
function lineAt(text: string, start: number): { raw: string; next: number } {
  const eol = text.indexOf('\n', start);
  let raw = eol === -1 ? text.slice(start) : text.slice(start, eol);
  if (raw.endsWith('\r')) raw = raw.slice(0, -1);
  return { raw, next: eol === -1 ? -1 : eol + 1 };
}

/** The next match of a `^`-anchored global regex that starts a real line (after `\n`, not a lone CR). */
function nextLineMatch(re: RegExp, text: string, from: number): number {
  re.lastIndex = from;
  for (;;) {
    const m = re.exec(text);
    if (!m) return -1;
    if (m.index === 0 || text.charCodeAt(m.index - 1) === 0x0a) return m.index;
    re.lastIndex = m.index + 1;
  }
}

/**
 * The same state machine as `splitAtLevel2`, reduced to what an append needs: the first and the last
 * level-2 heading and the state at the end. Native searches jump to the lines that can open a fence
 * or a comment (heading lines never change the state) and back from the end to the last heading, so
 * a 100,000-entry log is scanned in milliseconds.
 */
export function scanLevel2(text: string): HeadingScan {
  // A fence opened on a list item's marker line ends with the item, which the jumps below cannot see:
  // such a text takes the full state machine (rare in logs; still linear).
  if (LIST_FENCE_LINE.test(text) || needsFullScan(text)) {
    const split = splitAtLevel2(text);
    const { sections } = split;
    return {
      first: sections.length ? sections[0].start.offset : null,
      last: sections.length ? sections[sections.length - 1].start.offset : null,
      unclosedFence: split.unclosedFence ? split.unclosedFence.offset : null,
      inComment: split.unclosedComment !== null || split.unclosedHtml !== null,
    };
  }
  const { regions, unclosedFence, inComment } = codeRegions(text);
  const inRegion = (pos: number): [number, number] | null => {
    let lo = 0;
    let hi = regions.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (pos < regions[mid][0]) hi = mid - 1;
      else if (pos >= regions[mid][1]) lo = mid + 1;
      else return regions[mid];
    }
    return null;
  };
  /** The start of the heading line a `##` found at `i` opens, or null when it opens none. */
  const headingAt = (i: number): number | null => {
    const ls = text.lastIndexOf('\n', i - 1) + 1;
    return /^ {0,3}$/.test(text.slice(ls, i)) && LEVEL2.test(lineAt(text, ls).raw) && !inRegion(ls) ? ls : null;
  };
  // The first heading: forward from the start; the last: backward from the end. Regions are jumped over.
  let first: number | null = null;
  for (let from = 0, i = text.indexOf('##'); i !== -1 && first === null; i = text.indexOf('##', from)) {
    first = headingAt(i);
    from = inRegion(i)?.[1] ?? i + 2;
  }
  let last: number | null = null;
  for (let i = first === null ? -1 : text.lastIndexOf('##'); i !== -1 && last === null; ) {
    last = headingAt(i);
    const pos = (inRegion(i)?.[0] ?? i) - 1;
    i = pos < 0 ? -1 : text.lastIndexOf('##', pos);
  }
  return { first, last, unclosedFence, inComment };
}

/**
 * The code fences and HTML comments of a text (that `needsFullScan` let through), in order, as [start, end) offsets,
 * found by native searches for the lines that open and close them; and whether the text ends inside one.
 */
function codeRegions(text: string): { regions: [number, number][]; unclosedFence: number | null; inComment: boolean } {
  const n = text.length;
  const regions: [number, number][] = [];
  let offset = 0;
  while (offset < n) {
    const at = nextLineMatch(OPENER, text, offset);
    if (at === -1) break;
    const { raw, next } = lineAt(text, at);
    const region = regionFrom(text, raw, next);
    if (region === null) {
      offset = next === -1 ? n : next;
    } else if ('open' in region) {
      regions.push([at, n]);
      return { regions, unclosedFence: region.open === 'fence' ? at : null, inComment: region.open === 'comment' };
    } else {
      regions.push([at, region.end]);
      offset = region.end;
    }
  }
  return { regions, unclosedFence: null, inComment: false };
}

/**
 * The fence or comment the line `raw` opens (the next line starts at `next`): where it ends, or that it never does;
 * null when the line opens neither (or a comment that closes on it).
 */
function regionFrom(text: string, raw: string, next: number): { end: number } | { open: 'fence' | 'comment' } | null {
  const f = FENCE_OPEN.exec(raw);
  if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
    const close = fenceClose(text, next, f[1]);
    return close === -1 ? { open: 'fence' } : { end: close };
  }
  if (!/^ {0,3}<!--/.test(raw) || raw.slice(raw.indexOf('<!--') + 4).includes('-->')) return null;
  const end = next === -1 ? -1 : text.indexOf('-->', next);
  if (end === -1) return { open: 'comment' };
  const after = text.indexOf('\n', end);
  return { end: after === -1 ? text.length : after + 1 };
}

/** Where the line after the fence that `opener` (its backticks or tildes) opened and that closes it ends, or -1. */
function fenceClose(text: string, from: number, opener: string): number {
  const n = text.length;
  while (from !== -1 && from < n) {
    const c = nextLineMatch(FENCE_LINE, text, from);
    if (c === -1) return -1;
    const line = lineAt(text, c);
    const m = FENCE_CLOSE.exec(line.raw);
    if (m && m[1][0] === opener[0] && m[1].length >= opener.length) return line.next === -1 ? n : line.next;
    from = line.next;
  }
  return -1;
}

/** Chunk text as compared between versions: LF line endings, no trailing whitespace. */
export function normaliseText(text: string): string {
  return trimTrailingSpace(text.replace(/\r\n?/g, '\n'));
}

/** Thematic breaks (`---`, `***`, `___`, spaced or not) after a blank line at the end of a text: separators. */
const TRAILING_BREAKS = /(?:\n[ \t]*\n {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}))+$/;

/**
 * An entry's text as compared between versions: `normaliseText`, without the thematic breaks that close it. Logs
 * separate entries with `---`, and the break goes with the entry above it: an append below adds one to the entry
 * that was last, a rotation that moves the oldest entries out takes one off the entry that is now last. A break
 * after a blank line is never content a reader sees as text (without the blank line `---` underlines a heading,
 * and is kept).
 */
export function entryText(text: string): string {
  return normaliseText(text).replace(TRAILING_BREAKS, '');
}
