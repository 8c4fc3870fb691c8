// The handover log read incrementally when entries were appended at the end (old bytes a prefix of the new).
import { sourceFromBytes, type SourceFile } from '../markdown/source.js';
import { atxHeadingText, scanLevel2, type Chunk } from '../markdown/split.js';
import { CANONICAL, type LogDialect } from '../dialect.js';
import {
  parseEntryHeading,
  parseHandover,
  readTitle,
  writerOf,
  type HandoverDoc,
  type HandoverPrior,
} from './handover.js';
import { parseInserted } from './handover-prepend.js';

const LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
const NL = 0x0a;
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/**
 * The fast path for a grown log. When the old bytes are a prefix of the new and what was added is whole new
 * entries (blank lines, then a level-2 heading), the old version is not parsed at all: append-only holds by
 * construction, and only the tail is parsed, numbered from the line it starts on, with the old log's last entry
 * as `prior` so sequence and time order continue across the seam. Returns null whenever that does not hold
 * (the caller then compares full parses): text added to the last entry, a fence or comment left open, bytes
 * that are not valid UTF-8, a last heading that is not an entry heading. A log that grows at the top (newest
 * first) takes `parseInserted`, the same idea for entries inserted where the newest one goes.
 */
export function parseAppended(
  path: string,
  base: Uint8Array,
  head: Uint8Array,
  dialect: LogDialect = CANONICAL.log,
): { base: HandoverDoc; head: HandoverDoc } | null {
  // A bare CR in the old text ends a line as Markdown (and the full read) counts lines: only the full read numbers
  // the new entries as it does.
  if (hasBareCr(base)) return null;
  // A stamp (`log.stamp`) ends the file and changes: the old bytes are no prefix, nor the rest an unchanged tail.
  if (dialect.stamp) return null;
  if (dialect.order === 'newest-first') return parseInserted({ path, base, head, dialect });
  // Only a log whose entries are numbered level-2 headings, oldest first, grows by bytes appended at its end.
  if (dialect.heading !== 'seq' || dialect.level !== 2 || dialect.order !== 'oldest-first' || dialect.fields.length)
    return null;
  // With a trailer the new entries go above it, so the old bytes are no prefix; what is added after it is not entries.
  if (dialect.trailer) return null;
  // With a pinned closing entry (`log.pinned`) the new entries go above it, and the numbering leaves it out.
  if (dialect.pinned) return null;
  if (base.length === 0 || head.length < base.length || base[base.length - 1] !== NL) return null;
  if (
    Buffer.compare(
      Buffer.from(head.buffer, head.byteOffset, base.length),
      Buffer.from(base.buffer, base.byteOffset, base.length),
    ) !== 0
  )
    return null;
  const tail = head.subarray(base.length);
  // A conflict block opened in the old text could be closed by the tail: only a full read sees it whole.
  if (Buffer.from(base.buffer, base.byteOffset, base.length).includes('<<<<<<<')) return null;
  // A tail that is not clean text (bad UTF-8, NUL, a bare CR) takes the full path, whose positions are exact.
  const tailSource = sourceFromBytes(path, tail);
  if (tailSource.encoding.length) return null;
  const tailText = tailSource.text;
  const firstLine = tailText
    .slice(/^(?:[ \t]*\r?\n)*/.exec(tailText)![0].length)
    .split('\n')[0]
    .replace(/\r$/, '');
  if (firstLine.trim() !== '' && !LEVEL2.test(firstLine)) return null;
  const shape = lastEntryOf(base);
  if (!shape) return null;
  const { lines: lineOffset } = shape;
  const prior: HandoverPrior = shape.prior;
  const source: SourceFile = { ...tailSource, lineOffset };
  const grown = parseHandover(source);
  const empty: Chunk = { start: { line: lineOffset + 1, column: 1, offset: 0 }, text: '', heading: null };
  const writer = shape.writer ?? dialect.writer;
  const common = { source, title: null, writer, problems: [], unclosedFence: null, prior };
  return {
    base: { kind: 'handover', ...common, dialect: CANONICAL.log, frame: [], preamble: empty, entries: [] },
    head: { ...grown, title: null, writer, prior },
  };
}

/** Whether bytes hold a CR that is not followed by an LF. */
function hasBareCr(b: Uint8Array): boolean {
  for (let i = b.indexOf(0x0d); i !== -1; i = b.indexOf(0x0d, i + 1)) if (b[i + 1] !== NL) return true;
  return false;
}

/** Newlines in a buffer, counted natively. */
function countLines(buf: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(NL); i !== -1; i = buf.indexOf(NL, i + 1)) n++;
  return n;
}

/** Newlines in `text` from `from` to `to`. */
function countTextLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The preamble, the last level-2 heading of a log and how many line breaks it has (null: only the full path can read
 * it). The lines are counted once, on the text each path already holds.
 */
type Shape = { preamble: Chunk; last: { heading: string; line: number } | null; lines: number } | null;

/**
 * The writer and last entry heading of a log, reading as little as it can: with no code fence or HTML comment
 * anywhere (a native byte search), headings are plain lines, so the last one is found by walking back from the
 * end and the preamble by walking forward; otherwise the scan jumps from fence to fence to know what is code.
 */
function lastEntryOf(base: Uint8Array): { writer: string | null; prior: HandoverPrior; lines: number } | null {
  const buf = Buffer.from(base.buffer, base.byteOffset, base.length);
  const fenced = buf.includes('```') || buf.includes('~~~') || buf.includes('<!--');
  const shape = fenced ? fencedShape(buf) : plainShape(buf);
  if (!shape) return null;
  const { preamble, last, lines } = shape;
  const writer = writerOfPreamble(preamble);
  if (!last) return { writer, prior: { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 }, lines };
  const h = parseEntryHeading(atxHeadingText(last.heading));
  if (h.headingProblem || h.seq === null) return null;
  const prior = { lastSeq: h.seq, lastTime: h.time, lastTimestamp: h.timestamp, lastLine: last.line };
  return { writer, prior, lines };
}

/** A log with code fences or comments: the first and last heading and the state at the end, from `scanLevel2`. */
function fencedShape(buf: Buffer): Shape {
  const text = decoder.decode(buf).replace(/^\uFEFF/, '');
  const scan = scanLevel2(text);
  if (scan.unclosedFence !== null || scan.inComment) return null;
  const preamble = {
    start: { line: 1, column: 1, offset: 0 },
    text: text.slice(0, scan.first ?? text.length),
    heading: null,
  };
  // a string search on the decoded text: Buffer.indexOf's cost per call made the count 5 ms of a 400 KB log
  if (scan.last === null) return { preamble, last: null, lines: countTextLines(text, 0, text.length) };
  const eol = text.indexOf('\n', scan.last);
  const heading = text.slice(scan.last, eol === -1 ? text.length : eol).replace(/\r$/, '');
  if (!LEVEL2.test(heading)) return null; // a setext heading: the full path reads it
  const line = 1 + countTextLines(text, 0, scan.last);
  return { preamble, last: { heading, line }, lines: line - 1 + countTextLines(text, scan.last, text.length) };
}

/**
 * A log without code fences or comments: every level-2 line is a heading. Its line breaks are counted once (it
 * ends with one), and the last heading's line from the end.
 */
function plainShape(buf: Buffer): Shape {
  const lines = countLines(buf);
  let last: { heading: string; line: number } | null = null;
  let end = buf.length - 1;
  while (end > 0) {
    const start = buf.lastIndexOf(NL, end - 1) + 1;
    const line = decoder.decode(buf.subarray(start, end)).replace(/\r$/, '');
    if (LEVEL2.test(line)) {
      last = { heading: line, line: lines - countLines(buf.subarray(start)) + 1 };
      break;
    }
    end = start - 1;
  }
  let at = 0;
  let preambleEnd = buf.length;
  while (at < buf.length) {
    const nl = buf.indexOf(NL, at);
    const stop = nl === -1 ? buf.length : nl;
    if (LEVEL2.test(decoder.decode(buf.subarray(at, Math.min(stop, at + 8))))) {
      preambleEnd = at;
      break;
    }
    at = stop + 1;
  }
  const preamble = {
    start: { line: 1, column: 1, offset: 0 },
    text: decoder.decode(buf.subarray(0, preambleEnd)).replace(/^\uFEFF/, ''),
    heading: null,
  };
  return { preamble, last, lines };
}

/**
 * The writer named by a preamble whose first line that is not blank is a `# ` heading at column 1: that line is
 * the first block, so its text is the title the parser would find, read without loading remark's parser
 * (milliseconds on the guard's path); any other preamble is parsed.
 */
function writerOfPreamble(preamble: Chunk): string | null {
  const m = /^(?:[ \t]*\n)*(#[ \t][^\n]*)/.exec(preamble.text);
  if (!m || m[1].includes('\r')) return readTitle(preamble).writer;
  const at = { line: 1, column: 1, offset: 0 };
  return writerOf({ text: atxHeadingText(m[1]), span: { start: at, end: at } });
}
