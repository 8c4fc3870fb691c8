// The verdict on a change of a handover log from the change alone: the entries around the bytes it touches.
import { isUtf8 } from 'node:buffer';
import { dialectOf, type Config } from '../config/schema.js';
import {
  parseHandover,
  readTitle,
  sourceFromBytes,
  splitAtLevel2,
  type HandoverDoc,
  type HandoverPrior,
  type LogDialect,
} from '../models/index.js';
import { STATIC_RULES } from '../rules/index.js';
import { checkChange, lintDoc, ruleSetting, sortMessages, type Message } from './lint.js';
import { blameOnlyTheChange, placeUnits } from './units.js';

const NL = 0x0a;
const HASH = 0x23;
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** What `localCheck` takes: the two versions as bytes, both present and different. */
export interface LocalPair {
  path: string;
  base: Buffer;
  head: Buffer;
  actor: string | null;
  config: Config;
  baseName?: string;
}

/**
 * The check of a change of a handover log (numbered level-2 entries, oldest first) computed from the change: the
 * first and last byte the two versions differ in, widened to the entries around them (from a level-2 heading the
 * unchanged text before the change proves is one, to one the unchanged text after it proves is one), parsed with
 * the entry before them as `prior`, like an append (see `parseAppended`). The static rules run on those entries of
 * both versions (a finding the old entries had is blamed as the full path blames it) and the historical rules on the
 * pair; what lies outside is the same bytes in the same block state in both versions, so it adds nothing the change
 * did. `messages` is then the full check's, less the findings of entries the change did not touch; `baseStatic` the
 * old entries' own static findings (the guard's "what was wrong already").
 *
 * Null, and the caller takes the whole-file path, wherever locality is not proven by native byte searches: the
 * preamble or front matter touched, a byte-order mark, CR, NUL or text that is not UTF-8, an inline suppression, a
 * line that opens with `<` (HTML, a comment that does not close on its line, a conflict marker) or `[` (a possible
 * link reference definition, which only a whole-file parse reads), a fence that is indented or in a list or quote,
 * a new entry whose heading does not read as one (the file's share decides `protocol/kind`), entries that change
 * number or order when a later, unchanged part follows (its findings would change), or a change that leaves no
 * entry where it was. Like the append path it takes the log before the change as the sequence and time order left
 * it (the entry before the change continues them), so a log already out of order before the change is not read
 * for that.
 */
export function localCheck(pair: LocalPair): { messages: Message[]; baseStatic: Message[] } | null {
  const { path, base: B, head: H, actor, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || !plainLog(H, 0, H.length) || startsOddly(B) || startsOddly(H)) return null;
  const p = commonPrefix(B, H);
  const s = commonSuffix(B, H, Math.min(B.length, H.length) - p);
  const bEnd = B.length - s;
  const hEnd = H.length - s;
  const hFences = new FenceWalk(H, 0);
  // The window opens at a level-2 heading whose `## ` is in the unchanged text before the change.
  const x = headingBefore(H, p - 3, hFences);
  if (x === null) return null;
  const bFences = new FenceWalk(B, x);
  // ...and closes at one the unchanged text after it holds, in both versions, outside code.
  const shift = H.length - B.length;
  let y = H.length;
  for (let at = nextHeading(H, Math.max(hEnd, x + 1)); at !== -1; at = nextHeading(H, at + 1)) {
    if (hFences.inFence(at) || bFences.inFence(at - shift)) continue;
    y = at;
    break;
  }
  const yb = y - shift;
  if (yb < bEnd || y < hEnd || !plainLog(B, x, yb)) return null;
  const context = priorOf(H, x, { fences: hFences, writer: dialect.writer });
  if (!context || !numberedInOrder(H, x, hFences, context.prior.lastSeq)) return null;
  const lineOffset = countLines(H, 0, x);
  const read = (buf: Buffer, end: number): HandoverDoc => {
    const source = { ...sourceFromBytes(path, buf.subarray(x, end)), lineOffset };
    const doc = parseHandover(source, dialect);
    return { ...doc, title: context.title, writer: context.writer, prior: context.prior };
  };
  const bDoc = read(B, yb);
  const hDoc = read(H, y);
  if (!hDoc.entries.length || hDoc.entries.some((e) => e.headingProblem)) return null;
  if (bDoc.preamble.text !== '' || hDoc.preamble.text !== '') return null;
  // a number the text before already has: the sequence rule names where, which only the whole file says
  const last = context.prior.lastSeq ?? 0;
  if ([...bDoc.entries, ...hDoc.entries].some((e) => e.seq !== null && e.seq >= 1 && e.seq <= last)) return null;
  // An unchanged part follows: it is read the same way in both only if the entries before it keep their numbers.
  if (y < H.length && !sameIds(bDoc, hDoc)) return null;
  const headStatic = placeUnits(lintDoc(hDoc, config), hDoc, config);
  const baseLint = lintDoc(bDoc, config);
  const baseStatic = placeUnits(
    baseLint.map((m) => ({ ...m })),
    bDoc,
    config,
  );
  const statics = blameOnlyTheChange(baseStatic, headStatic, pair.baseName ?? 'HEAD');
  if (actor === null) return { messages: sortMessages(statics), baseStatic: baseLint };
  const change = placeUnits(checkChange('handover', bDoc, hDoc, actor, config), hDoc, config);
  return { messages: sortMessages([...statics, ...change]), baseStatic: baseLint };
}

/**
 * A log of numbered level-2 entries, oldest first, without fields or groups; and the time-order rule a warning (the
 * clocks before the change are not read, so an entry dated before one further back is named after its neighbour).
 */
function plainDialect(dialect: LogDialect, config: Config): boolean {
  if (dialect.heading !== 'seq' || dialect.level !== 2 || dialect.order !== 'oldest-first') return false;
  if (dialect.fields.length || dialect.authorField || dialect.groups?.length || Object.keys(dialect.mutable).length)
    return false;
  const timeOrder = STATIC_RULES.find((r) => r.id === 'handover/time-order');
  return !timeOrder || ruleSetting(timeOrder, config).severity !== 'error';
}

/** The entries of two windows carry the same numbers and times, in the same order. */
function sameIds(a: HandoverDoc, b: HandoverDoc): boolean {
  if (a.entries.length !== b.entries.length) return false;
  return a.entries.every((e, i) => e.seq === b.entries[i].seq && e.timestamp === b.entries[i].timestamp);
}

/** A byte-order mark or front matter: the start of the file is read in a way of its own. */
function startsOddly(buf: Buffer): boolean {
  return (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) || buf.subarray(0, 3).toString('latin1') === '---';
}

/**
 * Whether `buf[from, to)` (whole lines) holds nothing whose reading reaches past its own line, told by native
 * searches: valid UTF-8, no CR or NUL, no suppression comment, no line opening with `<` (but a comment closed on its
 * own line) or with `[`.
 */
function plainLog(buf: Buffer, from: number, to: number): boolean {
  const part = buf.subarray(from, to);
  if (!isUtf8(part) || part.includes(0x0d) || part.includes(0)) return false;
  if (part.includes('handover-disable') || part.includes('handover-enable')) return false;
  for (let i = part.indexOf(0x5b); i !== -1; i = part.indexOf(0x5b, i + 1)) if (atLineStart(part, i)) return false;
  for (let i = part.indexOf(0x3c); i !== -1; i = part.indexOf(0x3c, i + 1)) {
    if (!atLineStart(part, i)) continue;
    const eol = part.indexOf(NL, i);
    const line = part.toString('utf8', i, eol === -1 ? part.length : eol);
    if (!line.startsWith('<!--') || !line.slice(4).includes('-->')) return false;
    i = eol === -1 ? part.length : eol;
  }
  return true;
}

/** Whether the byte at `i` opens its line after at most three spaces. */
function atLineStart(buf: Buffer, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (buf[k] === NL) return true;
    if (buf[k] !== 0x20) return false;
  }
  return i < 4;
}

/** Whether a column-1 `##` line (not `###`) starts at `at`. */
function isHeadingLine(buf: Buffer, at: number): boolean {
  if (buf[at] !== HASH || buf[at + 1] !== HASH) return false;
  const c = buf[at + 2];
  return c === undefined || c === 0x20 || c === 0x09 || c === NL;
}

/** The start of the first column-1 `##` line at or after `from`, or -1. */
function nextHeading(buf: Buffer, from: number): number {
  if (from <= 0 && isHeadingLine(buf, 0)) return 0;
  for (let i = buf.indexOf('\n##', Math.max(0, from - 1)); i !== -1; i = buf.indexOf('\n##', i + 1))
    if (isHeadingLine(buf, i + 1)) return i + 1;
  return -1;
}

/** The start of the last column-1 `##` line outside code that starts at or before `limit`, or null. */
function headingBefore(buf: Buffer, limit: number, fences: FenceWalk): number | null {
  if (limit < 0) return null;
  for (let i = buf.lastIndexOf('\n##', limit - 1); i !== -1; i = i === 0 ? -1 : buf.lastIndexOf('\n##', i - 1)) {
    if (isHeadingLine(buf, i + 1) && !fences.inFence(i + 1)) return i + 1;
  }
  return isHeadingLine(buf, 0) ? 0 : null;
}

/**
 * What the text before the window `[0, x)` leaves the entries after it: the title and writer of the preamble and
 * the last entry (null when it is not a readable entry heading).
 */
function priorOf(
  buf: Buffer,
  x: number,
  o: { fences: FenceWalk; writer: string | null },
): { title: HandoverDoc['title']; writer: string | null; prior: HandoverPrior } | null {
  const { fences } = o;
  const w = headingBefore(buf, x - 1, fences);
  const first = w === null ? x : nextHeadingOutside(buf, fences);
  const preambleSplit = splitAtLevel2(buf.toString('utf8', 0, first));
  const { title, writer } = readTitle(preambleSplit.preamble);
  // the entry before the window: the last section of the text from the heading before it (or from the start)
  const from = w ?? 0;
  const split = splitAtLevel2(buf.toString('utf8', from, x));
  const lastChunk = split.sections[split.sections.length - 1];
  const writerOrDefault = writer ?? o.writer;
  if (!lastChunk) {
    return {
      title,
      writer: writerOrDefault,
      prior: { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 },
    };
  }
  const lineOffset = countLines(buf, 0, from);
  const doc = parseHandover({ ...sourceFromBytes('', buf.subarray(from, x)), lineOffset });
  const last = doc.entries[doc.entries.length - 1];
  if (!last || last.headingProblem || last.seq === null) return null;
  return {
    title,
    writer: writerOrDefault,
    prior: { lastSeq: last.seq, lastTime: last.time, lastTimestamp: last.timestamp, lastLine: last.heading.start.line },
  };
}

/**
 * Whether the entries before `x` are numbered 1, 2, 3 … up to `last` with none missing or twice (headings read by
 * their leading number alone, the way `parseEntryHeading` takes it, with no parse): then the sequence rule enters the
 * window expecting `last + 1` and having seen nothing out of order, as the entry before it as `prior` says. A heading
 * indented by one to three spaces (one the walk would not find) sends the log to the full path.
 */
function numberedInOrder(buf: Buffer, x: number, fences: FenceWalk, last: number | null): boolean {
  const before = buf.subarray(0, x);
  if (before.includes('\n ##') || before.includes('\n  ##') || before.includes('\n   ##')) return false;
  let expected = 1;
  for (let at = nextHeading(buf, 0); at !== -1 && at < x; at = nextHeading(buf, at + 1)) {
    if (fences.inFence(at)) continue;
    let i = at + 2;
    while (buf[i] === 0x20 || buf[i] === 0x09) i++;
    let n = 0;
    const from = i;
    while (buf[i] >= 0x30 && buf[i] <= 0x39 && i - from < 15) n = n * 10 + (buf[i++] - 0x30);
    const after = buf[i];
    if (i === from || !(after === 0x20 || after === 0x09 || after === NL || after === undefined)) continue;
    if (n < 1) continue;
    if (n !== expected) return false;
    expected++;
  }
  return expected - 1 === (last ?? 0);
}

/** The first column-1 `##` line outside code. */
function nextHeadingOutside(buf: Buffer, fences: FenceWalk): number {
  for (let at = nextHeading(buf, 0); at !== -1; at = nextHeading(buf, at + 1)) if (!fences.inFence(at)) return at;
  return buf.length;
}

/**
 * The code fences of a text opened at column 1, found by native searches for backticks and tildes from `from` (a
 * point outside any block), walked as far as asked. A fence line that is indented, in a list item or in a quote is
 * not followed: `unsure` is set, and the caller gives up.
 */
class FenceWalk {
  private regions: [number, number][] = [];
  private at: number;
  private open: { char: number; size: number; start: number } | null = null;
  unsure = false;
  constructor(
    private readonly buf: Buffer,
    from: number,
  ) {
    this.at = from;
  }

  /** Whether the line starting at `pos` is inside a fence (true too when the walk cannot tell). */
  inFence(pos: number): boolean {
    this.walkTo(pos);
    if (this.unsure) return true;
    if (this.open && this.open.start < pos) return true;
    let lo = 0;
    let hi = this.regions.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const [a, b] = this.regions[mid];
      if (pos < a) hi = mid - 1;
      else if (pos >= b) lo = mid + 1;
      else return true;
    }
    return false;
  }

  private walkTo(pos: number): void {
    const { buf } = this;
    while (!this.unsure && this.at < pos) {
      const a = buf.indexOf('```', this.at);
      const b = buf.indexOf('~~~', this.at);
      const i = a === -1 ? b : b === -1 ? a : Math.min(a, b);
      if (i === -1 || i >= pos) {
        this.at = pos; // nothing opens or closes before pos: the next walk searches on from here
        return;
      }
      const ls = lineStartOf(buf, i);
      const eol = buf.indexOf(NL, i);
      const end = eol === -1 ? buf.length : eol + 1;
      this.at = end;
      if (ls === i) {
        if (this.open) this.closeLine(ls, end);
        else this.openLine(ls, end);
        continue;
      }
      // mid-line: inline code, unless only spaces, list markers or `>` come before it on the line
      const before = buf.toString('latin1', ls, i);
      if (this.open) {
        if (/^ {1,3}$/.test(before)) this.closeLine(ls, end); // an indented closing fence; code lines else
      } else if (/^[\s>*+\-\d.)]*$/.test(before)) this.unsure = true;
    }
  }

  private openLine(ls: number, end: number): void {
    const line = this.buf.toString('utf8', ls, end).replace(/\n$/, '');
    const m = FENCE_OPEN.exec(line);
    if (m && !(m[1][0] === '`' && m[2].includes('`')))
      this.open = { char: m[1].charCodeAt(0), size: m[1].length, start: ls };
  }

  private closeLine(ls: number, end: number): void {
    const open = this.open!;
    const line = this.buf.toString('utf8', ls, end).replace(/\n$/, '');
    const m = FENCE_CLOSE.exec(line);
    if (m && m[1].charCodeAt(0) === open.char && m[1].length >= open.size) {
      this.regions.push([open.start, end]);
      this.open = null;
    }
  }
}

function lineStartOf(buf: Buffer, i: number): number {
  return i === 0 ? 0 : buf.lastIndexOf(NL, i - 1) + 1;
}

/** How many bytes two buffers share at their start, compared natively a block at a time. */
function commonPrefix(a: Buffer, b: Buffer): number {
  const n = Math.min(a.length, b.length);
  const step = 1 << 16;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + step);
    if (a.compare(b, i, end, i, end) !== 0) break;
    i = end;
  }
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/** How many bytes two buffers share at their end, at most `max`. */
function commonSuffix(a: Buffer, b: Buffer, max: number): number {
  const step = 1 << 16;
  let k = 0;
  while (k < max) {
    const len = Math.min(step, max - k);
    if (a.compare(b, b.length - k - len, b.length - k, a.length - k - len, a.length - k) !== 0) break;
    k += len;
  }
  while (k < max && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  return k;
}

/** Line feeds in `buf[from, to)`, four bytes at a time. */
export function countLines(buf: Buffer, from: number, to: number): number {
  let n = 0;
  let i = from;
  while (i < to && (buf.byteOffset + i) % 4 !== 0) if (buf[i++] === NL) n++;
  const words = Math.floor((to - i) / 4);
  if (words > 0) {
    const view = new Uint32Array(buf.buffer, buf.byteOffset + i, words);
    for (let w = 0; w < words; w++) {
      const v = view[w] ^ 0x0a0a0a0a;
      // a byte of v is zero exactly where the byte was a line feed
      const zero = ~(((v & 0x7f7f7f7f) + 0x7f7f7f7f) | v | 0x7f7f7f7f);
      if (zero !== 0) n += popcount(zero);
    }
    i += words * 4;
  }
  for (; i < to; i++) if (buf[i] === NL) n++;
  return n;
}

function popcount(x: number): number {
  let v = x >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
