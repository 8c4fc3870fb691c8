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
// Needles as bytes, made once (a string needle is converted at every call), and each starting with a rare byte: a
// search for one that starts with a line feed stops at every line.
const HASHES = Buffer.from('##');
const TICKS = Buffer.from('```');
const TILDES = Buffer.from('~~~');
const DIRECTIVE = Buffer.from('handover-');
const COMMENT_OPEN = Buffer.from('<!--');
const COMMENT_CLOSE = Buffer.from('-->');

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
 * Null, and the caller takes the whole-file path, wherever locality is not proven by byte searches and a walk of the
 * lines: the preamble or front matter touched, a byte-order mark, CR, NUL or text that is not UTF-8, an inline
 * suppression, a line that opens with `<` (HTML, a comment that does not close on its line, a conflict marker) or `[`
 * (a possible link reference definition, which only a whole-file parse reads), a fence that is indented or in a list
 * or quote, entries before the change not numbered 1, 2, 3 … (read from their headings' bytes), a file
 * `protocol/kind` might judge as a whole (bounded from the headings outside the change), entries that change number
 * or order when a later, unchanged part follows (its findings would change), or a change that leaves no entry where
 * it was. The clocks before the change are not read: the time-order rule (a warning; the path is not taken when it is
 * set to error) compares the first entries of the change with the entry before them, as the append path does.
 */
export function localCheck(pair: LocalPair): LocalVerdict | null {
  const { base: B, head: H, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || !plainBytes(H) || startsOddly(B) || startsOddly(H)) return null;
  const w = windowOf(B, H);
  if (!w) return null;
  const { x, y, yb, fences } = w;
  return judgeAround(pair, {
    dialect,
    pre: H,
    preFences: fences,
    x,
    bWin: B.subarray(x, yb),
    hWin: H.subarray(x),
    y,
    post: H,
    postFrom: y,
    postFences: fences,
  });
}

/** What `localCheck` answers: the change's findings and the old entries' own static ones. */
export type LocalVerdict = { messages: Message[]; baseStatic: Message[] };

/** An edit of the old version's bytes: the `removed` bytes at `at` replaced by `inserted` (src/hooks/edit.ts). */
export interface LocalSplice {
  at: number;
  removed: number;
  inserted: Buffer;
}

/**
 * How far past the change (in the new version) the next entry heading is looked for by `localCheckSplice`: the new
 * version is copied from the window's start to there, never whole. A change whose next heading is further (an entry
 * of more than 64 KB, a fence that swallows the rest) gets null, and the caller builds the new version.
 */
const SPLICE_REACH = 1 << 16;

/**
 * `localCheck` of the new version an edit of `base` makes (`splice`), without building it: the text before the change
 * is the old version's, the text after it the old version's shifted, so both are read in `base`, and only the window
 * around the change is copied. The same answer as `localCheck` on the two whole versions wherever it answers
 * (test/check/local-verdict.test.ts); null where `localCheck` is null, and also where this reading cannot tell as
 * cheaply (see `SPLICE_REACH`; a comment left open before or in the window; a change in the first three bytes).
 */
export function localCheckSplice(
  pair: Omit<LocalPair, 'head'> & {
    splice: LocalSplice;
    /** The caller has found `base` valid UTF-8 without CR (as `editSplice` does): not searched again. */
    utf8WithoutCr?: boolean;
  },
): LocalVerdict | null {
  const { base: B, splice: sp, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || startsOddly(B) || sp.at < 3) return null;
  const nB = B.length;
  const nH = nB - sp.removed + sp.inserted.length;
  const shift = nH - nB;
  const p = splicePrefix(B, sp);
  const s = spliceSuffix(B, sp, Math.min(nB, nH) - p);
  const bEnd = nB - s;
  const hEnd = nH - s;
  // windowOf's reading, the new version's bytes before the change being the old one's
  const fences = new FenceWalk(B, 0);
  const x = headingBefore(B, p - 3, fences);
  if (x === null) return null;
  const hi = Math.min(nH, hEnd + SPLICE_REACH);
  const hWin = spliceSlice(B, sp, [x, hi]);
  // no fence is open at x (a heading outside code): the new version's walk from there is a fresh one
  const hFences = new FenceWalk(hWin, 0);
  const bFences = new FenceWalk(B, x);
  let y = nH;
  for (let at = nextHeading(hWin, Math.max(hEnd, x + 1) - x); at !== -1; at = nextHeading(hWin, at + 1)) {
    if (hFences.inFence(at) || bFences.inFence(at + x - shift)) continue;
    y = at + x;
    break;
  }
  // a heading read whole within the copy, or the copy reaching the end
  if (hi < nH && y + 3 > hi) return null;
  const yb = y - shift;
  if (yb < bEnd || y < hEnd || !plainLog(B, x, yb)) return null;
  // plainBytes of the new version, a part at a time (each cut at a line start; no comment reaching past its part)
  const known = pair.utf8WithoutCr === true;
  if (!plainBytes(B.subarray(0, x), { closed: true, known }) || !plainBytes(hWin.subarray(0, y - x), { closed: true }))
    return null;
  if (!plainBytes(B.subarray(yb), { known })) return null;
  // no fence is open at yb either: the text after the window is walked afresh from there
  return judgeAround(pair, {
    dialect,
    pre: B,
    preFences: fences,
    x,
    bWin: B.subarray(x, yb),
    hWin,
    y,
    post: B,
    postFrom: yb,
    postFences: new FenceWalk(B, yb),
  });
}

/**
 * The old version of a change, held as the new version and what differs (`check --staged` reads HEAD's blob as it
 * streams in, src/engine/old-stream.ts): the two share their first `p` bytes and, from `bEnd` in the old version
 * (`bEnd + shift` in the new), their last ones, `windowOf`'s reading of the same two versions.
 */
export interface OldAround {
  length: number;
  p: number;
  bEnd: number;
  /** The old version's bytes `[from, to)`, copied. */
  bytes(from: number, to: number): Buffer;
}

/**
 * `localCheck` of an old version held as `OldAround` against the new one whole: the same answer as `localCheck` of
 * the two whole versions wherever it answers (test/check/staged-local.test.ts), the old version copied only from the
 * window's start to the first heading after the change (at most `SPLICE_REACH` past it; further, null).
 */
export function localCheckOld(
  pair: Pick<LocalPair, 'path' | 'head' | 'actor' | 'config' | 'baseName'> & { old: OldAround },
): LocalVerdict | null {
  const { head: H, old, config } = pair;
  const dialect = dialectOf(config).log;
  // the first three bytes are the new version's (p >= 3), so startsOddly of the old one is the new one's
  if (!plainDialect(dialect, config) || old.p < 3 || !plainBytes(H) || startsOddly(H)) return null;
  const nB = old.length;
  const nH = H.length;
  const shift = nH - nB;
  const { p, bEnd } = old;
  const hEnd = bEnd + shift;
  const fences = new FenceWalk(H, 0);
  const x = headingBefore(H, p - 3, fences);
  if (x === null) return null;
  const reach = Math.min(nB, bEnd + SPLICE_REACH);
  const bWin = old.bytes(x, reach);
  // no fence is open at x (a heading outside code): the old version's walk from there is a fresh one
  const bFences = new FenceWalk(bWin, 0);
  let y = nH;
  for (let at = nextHeading(H, Math.max(hEnd, x + 1)); at !== -1; at = nextHeading(H, at + 1)) {
    if (reach < nB && at - shift + 3 > reach) return null;
    if (fences.inFence(at) || bFences.inFence(at - shift - x)) continue;
    y = at;
    break;
  }
  if (y === nH && reach < nB) return null;
  const yb = y - shift;
  if (yb < bEnd || y < hEnd || !plainLog(bWin, 0, yb - x)) return null;
  return judgeAround(pair, {
    dialect,
    pre: H,
    preFences: fences,
    x,
    bWin: bWin.subarray(0, yb - x),
    hWin: H.subarray(x),
    y,
    post: H,
    postFrom: y,
    postFences: fences,
  });
}

/** The first byte in which the new version a splice makes differs from the old one (or the shorter one's length). */
function splicePrefix(B: Buffer, sp: LocalSplice): number {
  const ins = sp.inserted;
  const k = commonPrefix(B.subarray(sp.at), ins);
  if (k < ins.length) return sp.at + k;
  // every inserted byte is the old one: the new version goes on with the old bytes after the removed ones
  return sp.at + k + commonPrefix(B.subarray(sp.at + k), B.subarray(sp.at + sp.removed));
}

/** How many bytes the new version a splice makes shares with the old one at their end, at most `max`. */
function spliceSuffix(B: Buffer, sp: LocalSplice, max: number): number {
  const ins = sp.inserted;
  const end = sp.at + sp.removed;
  // the old bytes after the removed ones end both versions
  const t = B.length - end;
  if (t >= max) return max;
  // before them, the inserted bytes against the old bytes before the same point
  const k = commonSuffix(B.subarray(0, end), ins, Math.min(max - t, ins.length, end));
  if (k < ins.length || t + k >= max) return t + k;
  // then the old bytes before the change, which the new version keeps, against the old bytes before the inserted ones
  return t + k + commonSuffix(B.subarray(0, end - k), B.subarray(0, sp.at), Math.min(max - t - k, end - k, sp.at));
}

/** The bytes `[from, to)` of the new version a splice makes of `B`, copied. */
function spliceSlice(B: Buffer, sp: LocalSplice, [from, to]: [number, number]): Buffer {
  const ins = sp.inserted;
  const end = sp.at + ins.length; // where the inserted bytes end in the new version
  const back = sp.removed - ins.length; // the new version's byte k at or after `end` is the old version's k + back
  const parts: Buffer[] = [];
  if (from < sp.at) parts.push(B.subarray(from, Math.min(to, sp.at)));
  if (to > sp.at && from < end) parts.push(ins.subarray(Math.max(0, from - sp.at), Math.min(ins.length, to - sp.at)));
  if (to > end) parts.push(B.subarray(Math.max(from, end) + back, to + back));
  return Buffer.concat(parts);
}

/** The window of a change and the text around it, however the new version is held. */
interface Around {
  dialect: LogDialect;
  /** The text before the window, `pre[0, x)` (both versions have it), and its fence walk from the start. */
  pre: Buffer;
  preFences: FenceWalk;
  x: number;
  /** The old version's window, `[x, yb)` of it. */
  bWin: Buffer;
  /** The new version from x: the window is `hWin[0, y - x)`. */
  hWin: Buffer;
  y: number;
  /** The text after the window (both versions have it): `post[postFrom, post.length)`, and a fence walk of it. */
  post: Buffer;
  postFrom: number;
  postFences: FenceWalk;
}

/** `localCheck` from its window on: the text outside it read by its bytes, the windows parsed and judged. */
function judgeAround(pair: Pick<LocalPair, 'path' | 'actor' | 'config' | 'baseName'>, a: Around): LocalVerdict | null {
  const { path, actor, config } = pair;
  const { dialect, x, y, hWin } = a;
  // the text outside the window, each part walked once, line by line (the window's own lines by plainLog)
  const before = partFacts(a.pre, [0, x], a.preFences);
  const after = partFacts(a.post, [a.postFrom, a.post.length], a.postFences);
  if (!before || !after || !plainLog(hWin, 0, y - x)) return null;
  const context = priorOf(a.pre, x, { fences: a.preFences, writer: dialect.writer, linesToX: before.lines });
  if (!context || !before.inOrder || before.last !== (context.prior.lastSeq ?? 0)) return null;
  const lineOffset = before.lines;
  const read = (part: Buffer): HandoverDoc => {
    const source = { ...sourceFromBytes(path, part), lineOffset };
    const doc = parseHandover(source, dialect);
    return { ...doc, title: context.title, writer: context.writer, prior: context.prior };
  };
  const bDoc = read(a.bWin);
  const hDoc = read(hWin.subarray(0, y - x));
  // protocol/kind judges the whole file's share of entries that fit: proven silent in both versions, from the
  // headings outside (those that surely fit, and at most every heading and dash line there) and the windows' own
  const outside = {
    fit: before.fit + after.fit,
    total: before.total + after.total + before.dashes + after.dashes,
  };
  if (!windowsRead({ bDoc, hDoc, outside, suffix: a.postFrom < a.post.length })) return null;
  const headLint = lintDoc(hDoc, config);
  const baseLint = lintDoc(bDoc, config);
  // the windows' own share (a few entries) is no verdict on the file
  if ([...headLint, ...baseLint].some((m) => m.ruleId === 'protocol/kind')) return null;
  const headStatic = placeUnits(headLint, hDoc, config);
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
 * Where the two versions differ, widened to whole entries: from `x`, a level-2 heading whose `## ` is in the
 * unchanged text before the change (outside code), to `y` in the new version (`yb` in the old), one the unchanged
 * text after it holds in both versions, outside code (or the end). Null when the change starts before any heading.
 */
function windowOf(B: Buffer, H: Buffer): { x: number; y: number; yb: number; fences: FenceWalk } | null {
  const p = commonPrefix(B, H);
  const s = commonSuffix(B, H, Math.min(B.length, H.length) - p);
  const bEnd = B.length - s;
  const hEnd = H.length - s;
  const fences = new FenceWalk(H, 0);
  const x = headingBefore(H, p - 3, fences);
  if (x === null) return null;
  const bFences = new FenceWalk(B, x);
  const shift = H.length - B.length;
  let y = H.length;
  for (let at = nextHeading(H, Math.max(hEnd, x + 1)); at !== -1; at = nextHeading(H, at + 1)) {
    if (fences.inFence(at) || bFences.inFence(at - shift)) continue;
    y = at;
    break;
  }
  const yb = y - shift;
  if (yb < bEnd || y < hEnd || !plainLog(B, x, yb)) return null;
  return { x, y, yb, fences };
}

/**
 * Whether the windows read as the whole file reads them: entries where the change was, all of them (no preamble
 * text), no number the text before already has (the sequence rule would name where), `protocol/kind` surely silent,
 * and when an unchanged part follows, the same numbers (it is then read the same way in both).
 */
function windowsRead(o: {
  bDoc: HandoverDoc;
  hDoc: HandoverDoc;
  outside: { fit: number; total: number };
  suffix: boolean;
}): boolean {
  const { bDoc, hDoc, outside } = o;
  if (!hDoc.entries.length || bDoc.preamble.text !== '' || hDoc.preamble.text !== '') return false;
  const fits = (d: HandoverDoc) => d.entries.filter((e) => !e.headingProblem).length;
  if (!surelyALog(outside.fit + fits(hDoc), outside.total + hDoc.entries.length)) return false;
  if (!surelyALog(outside.fit + fits(bDoc), outside.total + bDoc.entries.length)) return false;
  const last = hDoc.prior?.lastSeq ?? 0;
  if ([...bDoc.entries, ...hDoc.entries].some((e) => e.seq !== null && e.seq >= 1 && e.seq <= last)) return false;
  return !o.suffix || sameIds(bDoc, hDoc);
}

/**
 * A log of numbered level-2 entries, oldest first, without fields or groups; and the time-order rule a warning (the
 * clocks before the change are not read, so an entry dated before one further back is named after its neighbour).
 */
function plainDialect(dialect: LogDialect, config: Config): boolean {
  if (dialect.heading !== 'seq' || dialect.level !== 2 || dialect.order !== 'oldest-first') return false;
  // a pinned closing entry (`log.pinned`) is the file's last entry: no window of the file can tell it
  if (dialect.pinned) return false;
  // reference sections (`log.reference`) are judged by where they sit among all entries: the whole file tells it
  if (dialect.reference.length) return false;
  if (dialect.fields.length || dialect.authorField || dialect.groups?.length || Object.keys(dialect.mutable).length)
    return false;
  const timeOrder = STATIC_RULES.find((r) => r.id === 'handover/time-order');
  return !timeOrder || ruleSetting(timeOrder, config).severity !== 'error';
}

/**
 * The entries of two windows carry the same numbers, in the same order: the sequence and correction rules then read
 * the unchanged entries after them alike. (The time-order rule may name another entry before a later one, a warning
 * only, never reported here: the path is taken only while that rule warns.)
 */
function sameIds(a: HandoverDoc, b: HandoverDoc): boolean {
  if (a.entries.length !== b.entries.length) return false;
  return a.entries.every((e, i) => e.seq === b.entries[i].seq && e.id === b.entries[i].id);
}

/** A byte-order mark or front matter: the start of the file is read in a way of its own. */
function startsOddly(buf: Buffer): boolean {
  return (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) || buf.subarray(0, 3).toString('latin1') === '---';
}

/**
 * Valid UTF-8 without CR, NUL or a suppression comment: what `plainLog` asks of every byte, by native searches.
 * `closed`: and no comment left open at the end (one part of a text read a part at a time); `known`: the part is a
 * piece, cut at line starts, of a text already found valid UTF-8 without CR.
 */
function plainBytes(part: Buffer, o: { closed?: boolean; known?: boolean } = {}): boolean {
  if ((!o.known && (!isUtf8(part) || part.includes(0x0d))) || part.includes(0)) return false;
  // A suppression is an HTML comment whose text starts with the keyword (`<!--`, blanks or the `>` and indentation of
  // its container, `handover-disable` or `handover-enable`): looked for inside each `<!--` … `-->` only (a search
  // for `handover-` itself stops at every `h` of the prose, the slowest of these searches by far).
  for (let i = part.indexOf(COMMENT_OPEN); i !== -1; i = part.indexOf(COMMENT_OPEN, i + 4)) {
    const close = part.indexOf(COMMENT_CLOSE, i + 4);
    if (close === -1 && o.closed) return false;
    const inside = part.subarray(i + 4, close === -1 ? part.length : close);
    for (let k = inside.indexOf(DIRECTIVE); k !== -1; k = inside.indexOf(DIRECTIVE, k + 1)) {
      const word = inside.toString('latin1', k + DIRECTIVE.length, k + DIRECTIVE.length + 7);
      if (word === 'disable' || word.startsWith('enable')) return false;
    }
    if (close === -1) break;
    i = close - 1; // the next search starts just past the `-->`
  }
  return true;
}

/**
 * Whether `buf[from, to)` (whole lines) holds nothing whose reading reaches past its own line, told by native
 * searches: `plainBytes`, and no line opening with `<` (but a comment closed on its own line) or with `[`.
 */
function plainLog(buf: Buffer, from: number, to: number): boolean {
  const part = buf.subarray(from, to);
  return plainBytes(part) && plainLines(part);
}

/** No line of `part` (whole lines) opening with `<` (but a comment closed on its own line) or with `[`. */
function plainLines(part: Buffer): boolean {
  for (let i = part.indexOf(0x5b); i !== -1; i = part.indexOf(0x5b, i + 1)) if (atLineStart(part, i)) return false;
  for (let i = part.indexOf(0x3c); i !== -1; i = part.indexOf(0x3c, i + 1)) {
    if (!atLineStart(part, i)) continue;
    if (!closedComment(part, i)) return false;
    const eol = part.indexOf(NL, i);
    i = eol === -1 ? part.length : eol;
  }
  return true;
}

/** Whether the line from the `<` at `i` is a comment that closes on it (`<!--` … `-->`). */
function closedComment(buf: Buffer, i: number): boolean {
  const eol = buf.indexOf(NL, i);
  const line = buf.toString('utf8', i, eol === -1 ? buf.length : eol);
  return line.startsWith('<!--') && line.slice(4).includes('-->');
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
  for (let i = buf.indexOf(HASHES, Math.max(0, from)); i !== -1; i = buf.indexOf(HASHES, i + 1)) {
    if ((i === 0 || buf[i - 1] === NL) && isHeadingLine(buf, i)) return i;
    while (buf[i + 2] === HASH) i++; // `###…`: one run
  }
  return -1;
}

/** The start of the last column-1 `##` line outside code that starts at or before `limit`, or null. */
function headingBefore(buf: Buffer, limit: number, fences: FenceWalk): number | null {
  if (limit < 0) return null;
  for (let i = buf.lastIndexOf(HASHES, limit); i !== -1; i = i === 0 ? -1 : buf.lastIndexOf(HASHES, i - 1)) {
    if ((i === 0 || buf[i - 1] === NL) && isHeadingLine(buf, i) && !fences.inFence(i)) return i;
  }
  return null;
}

/**
 * What the text before the window `[0, x)` leaves the entries after it: the title and writer of the preamble and
 * the last entry (null when it is not a readable entry heading).
 */
function priorOf(
  buf: Buffer,
  x: number,
  o: { fences: FenceWalk; writer: string | null; linesToX: number },
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
    return { title, writer: writerOrDefault, prior: { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 } };
  }
  const lineOffset = o.linesToX - countLines(buf, from, x);
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
 * What the text `buf[from, to)` outside the window tells (`from` a line start): the line walk for a large part; for a
 * small one, native searches for its headings, dash lines, `[` and `<` (what a process that runs once does fastest).
 */
function partFacts(buf: Buffer, range: [number, number], fences: FenceWalk): LineFacts | null {
  return range[1] - range[0] >= WORD_WALK_FROM ? scanLines(buf, range, fences) : searchFacts(buf, range, fences);
}

/** `partFacts` by native searches: the same facts as `scanLines` (test/check/local-verdict.test.ts holds them so). */
function searchFacts(buf: Buffer, range: [number, number], fences: FenceWalk): LineFacts | null {
  const [from, to] = range;
  const out = countHeadings(buf, range, fences);
  if (!out || !plainLines(buf.subarray(from, to))) return null;
  out.lines = countLines(buf, from, to);
  out.dashes = dashLines(buf, from, to);
  return out;
}

/**
 * The two ways of `partFacts`, for the test that holds them to the same answer (`byLines`: the line walk, else the
 * searches), each with its own walk of the fences from the start.
 */
export function partFactsFor(buf: Buffer, range: [number, number], byLines: boolean): LineFacts | null {
  const fences = new FenceWalk(buf, 0);
  return byLines ? scanLines(buf, range, fences) : searchFacts(buf, range, fences);
}

/** Whether each line start in `at` (ascending) is inside a code fence, by the walk `localCheck` uses (for tests). */
export function inFenceFor(buf: Buffer, at: number[]): boolean[] {
  const fences = new FenceWalk(buf, 0);
  return at.map((pos) => fences.inFence(pos));
}

/**
 * What one walk over the lines of a part of a log outside the window tells: its line feeds; its column-1 level-2
 * headings outside code, how many, how many surely read as entries, whether their numbers run 1, 2, 3 …; its lines
 * that may underline a setext heading; and that no line opens with `[` or an unclosed `<` (`plainLog`'s line test).
 */
interface LineFacts {
  lines: number;
  total: number;
  fit: number;
  /** Whether their leading numbers run 1, 2, 3 … (asked of the part before the window only). */
  inOrder: boolean;
  last: number;
  /** Lines of dashes (after at most three spaces, then spaces or tabs): each may make an entry the walk did not count. */
  dashes: number;
}

const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;

/**
 * The lines starting in `buf[from, to)` (`from` a line start), walked by JavaScript over 32-bit words (a native
 * search per line or per heading costs more than the line), each read at its start only: the column-1 `##`
 * headings outside code (each heading's leading number the way `parseEntryHeading` takes it: for the sequence rule,
 * numbered 1, 2, 3 … with none missing or twice, it enters the window expecting the next, having seen nothing out of
 * order; and whether it surely reads as an entry heading, `<seq> · <timestamp>` in the form tools write, a title
 * after it or not: a lower bound of the entries that fit, for `protocol/kind`), the dash lines, the lines `plainLog`
 * refuses. Null when a heading indented by one to three blanks (one this walk does not count), a line opening with
 * `[` or with a `<` that is not a comment closed on its line is there.
 */
function scanLines(buf: Buffer, range: [number, number], fences: FenceWalk): LineFacts | null {
  const [from, to] = range;
  const out: LineFacts = { lines: 0, total: 0, fit: 0, inOrder: true, last: 0, dashes: 0 };
  if (from < to && OPENS[buf[from]] === 1 && !lineStart(buf, from, out, fences)) return null;
  const walk = { buf, to, out, fences };
  // the bytes before the first whole word and after the last are read one by one; the words between, four bytes at a
  // time (no call per line feed, and a line read only when it opens with a byte `lineStart` reads)
  const first = Math.min(to, from + ((4 - ((buf.byteOffset + from) & 3)) & 3));
  const words = (to - first) >>> 2;
  const last = first + words * 4;
  let lines = feedsByByte(walk, from, first);
  if (lines < 0) return null;
  if (!LITTLE_ENDIAN) {
    const n = feedsByByte(walk, first, last);
    if (n < 0) return null;
    lines += n;
  } else if (words > 0) {
    const view = new Uint32Array(buf.buffer, buf.byteOffset + first, words);
    for (let w = 0; w < words; w++) {
      const v = view[w] ^ 0x0a0a0a0a;
      // the high bit of each byte of `zero` is set exactly where the byte was a line feed; the lowest such bit names
      // the first in memory order (int32 arithmetic throughout: `| 0` keeps 2^31 from becoming a double)
      let zero = ~(((v & 0x7f7f7f7f) + 0x7f7f7f7f) | v | 0x7f7f7f7f);
      while (zero !== 0) {
        const k = first + w * 4 + ((31 - Math.clz32(zero & ((~zero + 1) | 0))) >> 3);
        zero &= (zero - 1) | 0;
        lines++;
        if (k + 1 < to && OPENS[buf[k + 1]] === 1 && !lineStart(buf, k + 1, out, fences)) return null;
      }
    }
  }
  const tail = feedsByByte(walk, last, to);
  if (tail < 0) return null;
  out.lines = lines + tail;
  return out;
}

/**
 * The line feeds of `buf[a, b)`, read byte by byte, each line after one read as `scanLines` reads it: how many, or -1
 * when a line makes the walk give up.
 */
function feedsByByte(
  walk: { buf: Buffer; to: number; out: LineFacts; fences: FenceWalk },
  a: number,
  b: number,
): number {
  const { buf, to, out, fences } = walk;
  let n = 0;
  for (let k = a; k < b; k++) {
    if (buf[k] !== NL) continue;
    n++;
    if (k + 1 < to && OPENS[buf[k + 1]] === 1 && !lineStart(buf, k + 1, out, fences)) return -1;
  }
  return n;
}

/** The bytes a line may open with that `lineStart` reads (blanks, `#`, `-`, `[`, `<`); other lines say nothing. */
const OPENS = new Uint8Array(256);
for (const c of [HASH, SPACE, TAB, 0x0b, 0x0c, DASH, 0x5b, 0x3c]) OPENS[c] = 1;

/** Whether this machine keeps the low byte of a word first (then a word's bit order is its bytes' memory order). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** One line's start, for `scanLines`: false when the walk must give up. */
function lineStart(buf: Buffer, ls: number, out: LineFacts, fences: FenceWalk): boolean {
  // `##` after blanks (what `String.prototype.trim` removes, within valid UTF-8): indented by one to three, or text
  let k = ls;
  for (let c = buf[k]; k - ls < 4 && (c === SPACE || c === TAB || c === 0x0b || c === 0x0c); c = buf[++k]);
  if (k - ls <= 3 && isHeadingLine(buf, k)) {
    if (k !== ls) return false;
    if (!fences.inFence(ls)) heading(buf, ls, out);
    return true;
  }
  // `[`, `<` and dash lines after at most three spaces
  let j = ls;
  while (j - ls < 3 && buf[j] === SPACE) j++;
  const c = buf[j];
  if (c === 0x5b) return false;
  if (c === 0x3c) return closedComment(buf, j);
  if (c === DASH) {
    while (buf[j] === DASH) j++;
    while (buf[j] === SPACE || buf[j] === TAB) j++;
    if (buf[j] === NL || j === buf.length) out.dashes++;
  }
  return true;
}

/** A column-1 level-2 heading outside code at `at`, counted into `out`. */
function heading(buf: Buffer, at: number, out: LineFacts): void {
  out.total++;
  // the number the heading's text starts with (after the `##` and its blanks), where it ends, and whether it stands
  // alone (a space, a tab or the line's end after it), as `parseEntryHeading` takes a heading's seq; no object made
  // (a walk of 100,000 headings would leave 100,000 for the collector)
  let end = at + 2;
  while (buf[end] === 0x20 || buf[end] === 0x09) end++;
  const start = end;
  let n = 0;
  while (buf[end] >= 0x30 && buf[end] <= 0x39 && end - start < 15) n = n * 10 + (buf[end++] - 0x30);
  const next = buf[end];
  const alone = end > start && (next === 0x20 || next === 0x09 || next === NL || next === undefined);
  if (n >= 1 && surelyFits(buf, end)) out.fit++;
  if (buf[end] >= 0x30 && buf[end] <= 0x39) out.inOrder = false; // a number too long to read here
  if (!alone || n < 1) return;
  if (n !== out.last + 1) out.inOrder = false;
  out.last = n;
}

/**
 * From how many bytes a part is walked line by line: below it, native searches (a process judging a small log runs
 * the walk once, in the interpreter, slower than `indexOf` finds its few headings; a large walk is compiled while it
 * runs, and then beats a native call per heading).
 */
const WORD_WALK_FROM = 1 << 20;

/**
 * The next line feed, found by reading the buffer four bytes at a time (a word with no line feed is passed in a few
 * operations; `indexOf` would cross into native code once a line).
 */
export class NewlineSearch {
  private readonly words: Uint32Array;
  /** The index in the buffer of the first word's first byte. */
  private readonly base: number;
  constructor(private readonly buf: Buffer) {
    this.base = (4 - (buf.byteOffset & 3)) & 3;
    const n = buf.length > this.base ? (buf.length - this.base) >>> 2 : 0;
    this.words = new Uint32Array(buf.buffer, buf.byteOffset + this.base, n);
  }

  /** The first line feed in `[from, to)`, or -1. */
  next(from: number, to: number): number {
    const { buf, base, words } = this;
    let i = from;
    while (i < to && (i < base || ((i - base) & 3) !== 0)) {
      if (buf[i] === NL) return i;
      i++;
    }
    if (i >= to) return -1;
    let w = (i - base) >>> 2;
    const last = Math.min(words.length, (to - base) >> 2);
    for (; w < last; w++) {
      const v = words[w] ^ 0x0a0a0a0a;
      // a byte of v is zero exactly where the byte was a line feed
      if (((v - 0x01010101) & ~v & 0x80808080) !== 0) break;
    }
    for (i = Math.max(i, base + w * 4); i < to; i++) if (buf[i] === NL) return i;
    return -1;
  }
}

/**
 * The column-1 `##` headings of `buf[from, to)` outside code, read by their bytes, no parse: each heading's leading
 * number the way `parseEntryHeading` takes it (for the sequence rule: numbered 1, 2, 3 … with none missing or twice,
 * it enters the window expecting the next, having seen nothing out of order), and whether it surely reads as an
 * entry heading (`<seq> · <timestamp>` in the form tools write, a title after it or not): a lower bound of the
 * entries that fit, for `protocol/kind`. Null when a heading indented by one to three spaces (one this walk would not
 * find) is there.
 */
function countHeadings(buf: Buffer, range: [number, number], fences: FenceWalk): LineFacts | null {
  const [from, to] = range;
  const out: LineFacts = { lines: 0, total: 0, fit: 0, inOrder: true, last: 0, dashes: 0 };
  for (let at = buf.indexOf(HASHES, from); at !== -1 && at < to; at = buf.indexOf(HASHES, at + 1)) {
    const kind = hashesAt(buf, at);
    if (kind === 'indented') return null;
    if (kind === 'text') {
      while (buf[at + 2] === HASH) at++; // `###…`: one run
      continue;
    }
    if (fences.inFence(at)) continue;
    heading(buf, at, out);
  }
  return out;
}

/** What `##` at `at` is: a column-1 level-2 heading, one indented by one to three spaces, or text. */
function hashesAt(buf: Buffer, at: number): 'heading' | 'indented' | 'text' {
  const ls = lineStartOf(buf, at);
  if (!isHeadingLine(buf, at)) return 'text';
  if (ls === at) return 'heading';
  return at - ls <= 3 && buf.toString('latin1', ls, at).trim() === '' ? 'indented' : 'text';
}

/** Whether a heading whose number ends at `i` goes on ` · <timestamp>` and then ends or goes on ` · `. */
function surelyFits(buf: Buffer, i: number): boolean {
  if (!dotAt(buf, i) || !canonicalTimeAt(buf, i + 4)) return false;
  const c = buf[i + 24];
  return c === NL || c === undefined || dotAt(buf, i + 24);
}

/** ` · ` (a middle dot between spaces) at `i`. */
function dotAt(buf: Buffer, i: number): boolean {
  return buf[i] === 0x20 && buf[i + 1] === 0xc2 && buf[i + 2] === 0xb7 && buf[i + 3] === 0x20;
}

/** `YYYY-MM-DDTHH:MM:SSZ` at `t`, a real date and time (what `parseRfc3339` reads without its regex), by bytes. */
function canonicalTimeAt(buf: Buffer, t: number): boolean {
  if (buf[t + 4] !== 0x2d || buf[t + 7] !== 0x2d || buf[t + 10] !== 0x54) return false;
  if (buf[t + 13] !== 0x3a || buf[t + 16] !== 0x3a || buf[t + 19] !== 0x5a) return false;
  const y = digits(buf, t, 4);
  const mo = digits(buf, t + 5, 2);
  const d = digits(buf, t + 8, 2);
  const h = digits(buf, t + 11, 2);
  const mi = digits(buf, t + 14, 2);
  const se = digits(buf, t + 17, 2);
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || se < 0 || se > 59) return false;
  // (asked of every heading, not only past the 28th: a call the optimiser first sees on the 29th of a month, thousands
  // of headings into a walk, would throw the compiled walk away and compile it again)
  return d <= daysIn(y, mo);
}

/** The number written by the `len` digits at `at`, or -1 when one of them is not a digit. */
function digits(buf: Buffer, at: number, len: number): number {
  let n = 0;
  for (let k = at; k < at + len; k++) {
    const c = buf[k] - 0x30;
    if (!(c >= 0 && c <= 9)) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** The days of a month of the proleptic Gregorian calendar (what `Date.UTC(y, mo, 0)` gives, without a Date). */
function daysIn(y: number, mo: number): number {
  // every operation done for every month (none first met thousands of headings in, see canonicalTimeAt)
  const leap = ((y % 4 === 0 ? 1 : 0) & (y % 100 !== 0 ? 1 : 0)) | (y % 400 === 0 ? 1 : 0);
  const short = mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
  return mo === 2 ? 28 + leap : short;
}

/**
 * Lines of `buf[from, to)` (`from` a line start) that may underline a setext heading (only dashes, after at most three
 * spaces, then spaces or tabs): each may make an entry the walk did not count. Found from their starts: a line feed,
 * up to three spaces and a dash (a search for a line's end would stop at every space of the prose).
 */
function dashLines(buf: Buffer, from: number, to: number): number {
  let n = from < to && isDashLine(buf, from) ? 1 : 0;
  for (const start of DASH_STARTS) {
    for (let i = buf.indexOf(start, from); i !== -1 && i + 1 < to; i = buf.indexOf(start, i + start.length)) {
      if (isDashLine(buf, i + 1)) n++;
    }
  }
  return n;
}

/** Whether the line at `ls` is only dashes after at most three spaces, then spaces or tabs (`/^ {0,3}-+[ \t]*$/`). */
function isDashLine(buf: Buffer, ls: number): boolean {
  let j = ls;
  while (j - ls < 3 && buf[j] === SPACE) j++;
  if (buf[j] !== DASH) return false;
  while (buf[j] === DASH) j++;
  while (buf[j] === SPACE || buf[j] === TAB) j++;
  return j === buf.length || buf[j] === NL;
}

const DASH_STARTS = ['\n-', '\n -', '\n  -', '\n   -'].map((t) => Buffer.from(t));

/** Whether `protocol/kind` surely says nothing of a log with at least `fit` entries that fit, of at most `total`. */
function surelyALog(fit: number, total: number): boolean {
  return fit >= 2 && (total < 5 || 2 * fit >= total);
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
  /** The closed fences' spans, flat: start, end, start, end … (no object per fence). */
  private regions: number[] = [];
  private at: number;
  private open: { char: number; size: number; start: number } | null = null;
  private nextTick: number;
  private nextTilde: number;
  unsure = false;
  constructor(
    private readonly buf: Buffer,
    from: number,
  ) {
    this.at = from;
    this.nextTick = -2; // not searched yet
    this.nextTilde = -2;
  }

  /** Whether the line starting at `pos` is inside a fence (true too when the walk cannot tell). */
  inFence(pos: number): boolean {
    this.walkTo(pos);
    if (this.unsure) return true;
    if (this.open && this.open.start < pos) return true;
    // past the last fence the walk closed (a heading asked for in order, the usual case): no search
    const r = this.regions;
    const n = r.length >> 1;
    if (n === 0 || pos >= r[2 * n - 1]) return false;
    let lo = 0;
    let hi = n - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const a = r[2 * mid];
      const b = r[2 * mid + 1];
      if (pos < a) hi = mid - 1;
      else if (pos >= b) lo = mid + 1;
      else return true;
    }
    return false;
  }

  private walkTo(pos: number): void {
    const { buf } = this;
    while (!this.unsure && this.at < pos) {
      const i = this.nextRun();
      if (i === -1 || i >= pos) {
        this.at = pos; // nothing opens or closes before pos: the next walk searches on from here
        return;
      }
      const ls = lineStartOf(buf, i);
      const eol = lineEndOf(buf, i);
      const end = eol === buf.length ? eol : eol + 1;
      this.at = end;
      if (ls === i) {
        if (this.open) this.closeLine(ls, end);
        else this.openLine(ls, end);
        continue;
      }
      this.midLine(ls, i, end);
    }
  }

  /** Where the next run of three backticks or tildes is; each searched again only once the walk has passed it. */
  private nextRun(): number {
    // (a text without tildes would else be searched to its end at every step)
    if (this.nextTick !== -1 && this.nextTick < this.at) this.nextTick = this.buf.indexOf(TICKS, this.at);
    if (this.nextTilde !== -1 && this.nextTilde < this.at) this.nextTilde = this.buf.indexOf(TILDES, this.at);
    const a = this.nextTick;
    const b = this.nextTilde;
    return a === -1 ? b : b === -1 ? a : Math.min(a, b);
  }

  /** A run inside a line: inline code, unless only spaces, list markers or `>` come before it on the line. */
  private midLine(ls: number, i: number, end: number): void {
    const before = this.buf.toString('latin1', ls, i);
    if (this.open) {
      if (/^ {1,3}$/.test(before)) this.closeLine(ls, end); // an indented closing fence; code lines else
    } else if (/^[\s>*+\-\d.)]*$/.test(before)) this.unsure = true;
  }

  /** A line opening a fence (`FENCE_OPEN`, read by its bytes): a run of three or more backticks or tildes at `ls`. */
  private openLine(ls: number, end: number): void {
    const { buf } = this;
    const eol = end > ls && buf[end - 1] === NL ? end - 1 : end;
    const char = buf[ls];
    let k = ls;
    while (k < eol && buf[k] === char) k++;
    // a backtick fence's info string holds no backtick
    if (k - ls < 3 || !restMatchesDot(buf, [k, eol], char === 0x60 ? 0x60 : -1)) return;
    this.open = { char, size: k - ls, start: ls };
  }

  /** A line closing the open fence (`FENCE_CLOSE`, read by its bytes): as long a run of its character, then blanks. */
  private closeLine(ls: number, end: number): void {
    const { buf } = this;
    const open = this.open!;
    const eol = end > ls && buf[end - 1] === NL ? end - 1 : end;
    let k = ls;
    while (k < eol && k - ls < 3 && buf[k] === SPACE) k++;
    const start = k;
    const char = buf[k];
    if (char !== 0x60 && char !== 0x7e) return;
    while (k < eol && buf[k] === char) k++;
    const size = k - start;
    while (k < eol && (buf[k] === SPACE || buf[k] === TAB)) k++;
    if (k === eol && size >= 3 && char === open.char && size >= open.size) {
      this.regions.push(open.start, end);
      this.open = null;
    }
  }
}

/**
 * Whether `.*$` matches the decoded text of `buf[from, to)` (no line feed in it): no CR, U+2028 or U+2029, the line
 * terminators `.` does not cross; nor the byte `not` (-1: none).
 */
function restMatchesDot(buf: Buffer, [from, to]: [number, number], not: number): boolean {
  for (let k = from; k < to; k++) {
    const c = buf[k];
    if (c === 0x0d || c === not) return false;
    if (c === 0xe2 && buf[k + 1] === 0x80 && (buf[k + 2] === 0xa8 || buf[k + 2] === 0xa9) && k + 2 < to) return false;
  }
  return true;
}

/** The line feed ending the line that holds `i` (or the buffer's end): a short walk first, then a native search. */
function lineEndOf(buf: Buffer, i: number): number {
  for (let k = i, stop = Math.min(buf.length, i + 256); k < stop; k++) if (buf[k] === NL) return k;
  if (i + 256 >= buf.length) return buf.length;
  const eol = buf.indexOf(NL, i + 256);
  return eol === -1 ? buf.length : eol;
}

function lineStartOf(buf: Buffer, i: number): number {
  for (let k = i - 1, stop = Math.max(0, i - 16); k >= stop; k--) if (buf[k] === NL) return k + 1;
  return i <= 16 ? 0 : buf.lastIndexOf(NL, i - 17) + 1;
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
