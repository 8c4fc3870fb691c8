import { createHash } from 'node:crypto';
import type { Root, Nodes } from 'mdast';
import type { SourceFile, Span } from './source.js';
import { splitAtLevel2, atxHeadingText, trimmedEnd, type Chunk } from './split.js';
import { spanOf } from './markdown.js';
import { chunkSpan, findTitle, headingSpan, tryParse, unclosedCommentProblem, type DocBase, type ParseProblem, type Title } from './common.js';
import { parseRfc3339 } from './time.js';
import { normaliseText } from './diff.js';

/** A `Corrects: #N` line inside an entry. */
export interface CorrectsLine {
  targets: number[];
  span: Span;
}

/** One HANDOVER.md entry: a level-2 heading and everything up to the next one. */
export interface HandoverEntry {
  /** 0-based position among the entries. */
  index: number;
  chunk: Chunk;
  heading: Span;
  /** The heading's text without the `##` markers. */
  headingText: string;
  seq: number | null;
  timestamp: string | null;
  /** `timestamp` in ms since the epoch, when valid. */
  time: number | null;
  title: string | null;
  /** Why the heading is not a valid entry heading, or null. */
  headingProblem: string | null;
  span: Span;
}

export interface HandoverDoc extends DocBase {
  kind: 'handover';
  /** The writer named by `# Handover: <agent>`, or null when the title is missing or malformed. */
  writer: string | null;
  entries: HandoverEntry[];
  unclosedFence: Span | null;
  /**
   * Set when the document holds only entries appended after an unchanged, unread part of the log
   * (see `parseAppended`): what that part ended with. `entries` then continue after `prior.lastSeq`.
   */
  prior?: HandoverPrior;
  /** The word of the title that names the writer: `Handover` (default) or `Requests` for REQUESTS.md. */
  logTitle?: 'Handover' | 'Requests';
}

/** The last entry of the unread part of a log, which appended entries continue. */
export interface HandoverPrior {
  lastSeq: number | null;
  lastTime: number | null;
  lastTimestamp: string | null;
  /** The line the unread part's last entry starts on. */
  lastLine: number;
}

const SEP = '[·—–\\-|]';
// No `(.*?)[ \\t]*$` at the end: it is quadratic in a run of spaces; the text is trimmed first instead.
const HEADING = new RegExp(`^(\\d+)[ \\t]+${SEP}[ \\t]+(\\S+)(?:[ \\t]+${SEP}(?:[ \\t]+(.*))?)?$`);
const WRITER = /^Handover\s*:\s*(\S(?:.*\S)?)\s*$/i;

/** Parses HANDOVER.md. Entries are found by splitting, not by a whole-file parse, so cost is linear. */
export function parseHandover(source: SourceFile): HandoverDoc {
  const split = splitAtLevel2(source.text, source.lineOffset ?? 0);
  const problems: ParseProblem[] = [];
  const { title, writer } = readTitle(split.preamble, problems);
  const entries = split.sections.map((chunk, index) => readEntry(chunk, index));
  if (split.unclosedComment) problems.push(unclosedCommentProblem(split.unclosedComment, 'entry'));
  return {
    kind: 'handover',
    source,
    title,
    writer,
    preamble: split.preamble,
    entries,
    problems,
    unclosedFence: split.unclosedFence ? { start: split.unclosedFence, end: split.unclosedFence } : null,
  };
}

/** The title of a log's preamble and the writer it names. */
export function readTitle(preamble: Chunk, problems: ParseProblem[] = []): { title: Title | null; writer: string | null } {
  if (!/\S/.test(preamble.text)) return { title: null, writer: null };
  const title = findTitle(tryParse(preamble, problems, 'The preamble'), preamble);
  return { title, writer: writerOf(title) };
}

/** The writer a `# Handover: <agent>` title names, or null. */
export function writerOf(title: Title | null): string | null {
  const m = title ? WRITER.exec(title.text) : null;
  return m ? m[1] : null;
}

/** Reads an entry heading: `<seq> <sep> <timestamp>[ <sep> <title>]`. */
export function parseEntryHeading(text: string): Pick<HandoverEntry, 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem'> {
  const end = trimmedEnd(text);
  const m = HEADING.exec(end === text.length ? text : text.slice(0, end));
  if (!m) {
    return {
      // a number only when it stands alone: "## 2026-11-29 notes" is a date, not entry 2026
      seq: /^\d+(?=[ \t]|$)/.test(text) ? Number(/^\d+/.exec(text)![0]) : null,
      timestamp: null,
      time: null,
      title: null,
      headingProblem: `"## ${text}" is not an entry heading; write "## <seq> · <timestamp>[ · <title>]", e.g. "## 3 · 2026-11-29T10:00:00Z"`,
    };
  }
  const seq = Number(m[1]);
  const time = parseRfc3339(m[2]);
  let headingProblem: string | null = null;
  if (seq < 1) headingProblem = `entry sequence numbers start at 1, not ${m[1]}`;
  else if (time === null) headingProblem = `"${m[2]}" is not an RFC 3339 timestamp with a zone; write it like 2026-11-29T10:00:00Z`;
  return { seq, timestamp: m[2], time, title: m[3] ? m[3] : null, headingProblem };
}

/** Reads one level-2 chunk of a log as an entry. */
export function readEntry(chunk: Chunk, index: number): HandoverEntry {
  const headingText = atxHeadingText(chunk.heading ?? '');
  return { index, chunk, heading: headingSpan(chunk), headingText, ...parseEntryHeading(headingText), span: chunkSpan(chunk) };
}

// The separator is `\s*(,|and|&)\s*` or `\s*`, never `\s*(…)?\s*`: two optional runs side by side are quadratic.
const CORRECTS_LINE = /^\s*corrects\s*:\s*(#\s*\d+(?:(?:\s*(?:,|and|&)\s*|\s*)#\s*\d+)*)\s*$/i;
const CORRECTS_HINT = /corrects\s*:/i;
const corrected = new WeakMap<HandoverEntry, CorrectsLine[]>();

/**
 * The `Corrects: #N` lines of an entry, each on its own line outside code. Parsed on first use only:
 * most entries have none, and a text search rules them out without running the Markdown parser.
 */
export function correctsOf(entry: HandoverEntry): CorrectsLine[] {
  const known = corrected.get(entry);
  if (known) return known;
  const found: CorrectsLine[] = [];
  if (CORRECTS_HINT.test(entry.chunk.text)) {
    const tree = tryParse(entry.chunk, [], 'entry');
    if (tree) collectCorrects(tree, found);
    else scanCorrects(entry.chunk, found);
  }
  corrected.set(entry, found);
  return found;
}

/**
 * A node's text with inline code blanked out (keeping its line breaks), so `Corrects: #N` written as
 * code is an example, not a correction.
 */
function proseText(node: Nodes): string {
  if (node.type === 'inlineCode') {
    const p = node.position;
    return '\u2063'.repeat(3) + '\n'.repeat(p ? p.end.line - p.start.line : 0);
  }
  if ('children' in node) return (node.children as Nodes[]).map(proseText).join('');
  return 'value' in node ? String(node.value) : '';
}

/** The entry numbers of a matched `Corrects:` list: `#1, #2 and #3` → [1, 2, 3]. */
function targetsOf(list: string): number[] {
  return [...list.matchAll(/#\s*(\d+)/g)].map((x) => Number(x[1]));
}

/** For an entry too large or too deep to parse: `Corrects:` lines found line by line, outside code fences. */
function scanCorrects(chunk: Chunk, found: CorrectsLine[]): void {
  let fence: string | null = null;
  let offset = 0;
  chunk.text.split('\n').forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) { if (f && f[1][0] === fence[0] && f[1].length >= fence.length && /^ {0,3}[`~]+[ \t]*$/.test(line)) fence = null; }
    else if (f) fence = f[1];
    else if (/^ {0,3}\S/.test(line) && CORRECTS_HINT.test(line)) {
      const m = CORRECTS_LINE.exec(line);
      if (m) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        found.push({ targets: targetsOf(m[1]), span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } } });
      }
    }
    offset += raw.length + 1;
  });
}

function collectCorrects(tree: Root, found: CorrectsLine[]): void {
  // Children pushed in reverse and popped keep document order without shift/unshift(...), which
  // are slow, and overflow the stack, on a list of 100,000 items.
  const stack: Nodes[] = tree.children.slice().reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'paragraph') {
      const span = spanOf(node);
      // Split at LF and drop a CR: a CRLF file's text nodes keep the CR, which is not a column.
      proseText(node).split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)).forEach((line, i) => {
        const m = CORRECTS_LINE.exec(line);
        if (!m) return;
        const targets = targetsOf(m[1]);
        const lineNo = span.start.line + i;
        found.push({ targets, span: { start: { line: lineNo, column: i === 0 ? span.start.column : 1, offset: span.start.offset }, end: { line: lineNo, column: (i === 0 ? span.start.column : 1) + line.length, offset: span.start.offset } } });
      });
    } else if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Nodes);
    }
  }
}

/**
 * The text an entry's digest covers: the whole chunk from its heading line up to the next level-2
 * heading (or the end of the file), line endings (CRLF, CR) normalised to LF, trailing whitespace
 * (blank lines, the last line ending, trailing spaces) removed. Appending a new entry after it
 * therefore never changes it.
 */
export function entryDigestText(chunkText: string): string {
  return normaliseText(chunkText);
}

/** `sha256:<hex>` of `entryDigestText(chunkText)` in UTF-8: the marker's `digest`. */
export function entryDigest(chunkText: string): string {
  return `sha256:${createHash('sha256').update(entryDigestText(chunkText), 'utf8').digest('hex')}`;
}
