// The handover log read incrementally when entries were inserted at the top, and where the next one goes.
import { isUtf8 } from 'node:buffer';
import { sourceFromBytes, type SourceFile } from '../markdown/source.js';
import { scanBlocks, chunksAt, headingOf, type Chunk } from '../markdown/split.js';
import { plainText } from '../markdown/parse.js';
import type { LogDialect } from '../dialect.js';
import {
  FIELD_LINE,
  ID_HEADING,
  parseHandover,
  readEntry,
  readTitle,
  type HandoverDoc,
  type HandoverEntry,
  type HandoverPrior,
} from './handover.js';
import { fieldKey, type Title } from './base.js';

const NL = 0x0a;
const CR = 0x0d;
const BOM = [0xef, 0xbb, 0xbf];
/** How much of a log is decoded and scanned first; grown fourfold until the newest entry is seen whole. */
const WINDOW = 1 << 16;

/** Where a log that grows at the top (newest first) takes its next entry, read from as little of it as tells. */
export interface NewestSlot {
  /** Byte offset in the file (BOM included) where a new newest entry goes: a line start. */
  at: number;
  /** Newlines before `at`. */
  lines: number;
  /** The lane a new entry there is in ('' without grouping sections). */
  lane: string;
  /** The entry that is newest now (the first in the file), read on its own; null when the log has none. */
  newest: HandoverEntry | null;
  /**
   * The log's one writer: the title's, or where entries name their author, the author every entry names
   * (found by a byte search over the whole file, which may only over-count). Null when that cannot be told
   * without reading the whole log (no title, several authors): callers take the full path.
   */
  writer: string | null;
  /** The title, read from the preamble. */
  title: Title | null;
}

/**
 * Whether bytes are clean text (valid UTF-8, no NUL, no bare CR) with no merge conflict marker: the fast paths
 * read only part of a log, so anything the full path would report anywhere sends them to the full path.
 */
export function cleanText(b: Buffer): boolean {
  if (!isUtf8(b) || b.includes(0)) return false;
  for (let i = b.indexOf(CR); i !== -1; i = b.indexOf(CR, i + 1)) if (b[i + 1] !== NL) return false;
  return !b.includes('<<<<<<<');
}

/** Newlines in a buffer range, counted natively. */
function countLines(b: Buffer, from = 0, to = b.length): number {
  let n = 0;
  for (let i = b.indexOf(NL, from); i !== -1 && i < to; i = b.indexOf(NL, i + 1)) n++;
  return n;
}

/**
 * Finds where the next entry of a newest-first log goes, the way `appendIn` puts it and a full parse reads it:
 * right before the first entry of the file, which must sit in the first grouping section (the Queue), or at the
 * end of that section when it has none. Only the start of the file is decoded and scanned (a window grown
 * until the newest entry is whole). Null whenever the answer is not certain: unclean bytes, no such section,
 * a non-entry heading where the slot would be, a slot that is not a line starting with `#`.
 */
export function findNewestSlot(bytes: Uint8Array, dialect: LogDialect): NewestSlot | null {
  if (dialect.order !== 'newest-first') return null;
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!cleanText(b)) return null;
  const bom = b[0] === BOM[0] && b[1] === BOM[1] && b[2] === BOM[2] ? 3 : 0;
  for (let size = WINDOW; ; size *= 4) {
    let end = Math.min(b.length, bom + size);
    if (end < b.length) {
      const nl = b.lastIndexOf(NL, end - 1);
      if (nl < bom) continue;
      end = nl + 1;
    }
    const whole = end === b.length;
    const text = b.toString('utf8', bom, end);
    const found = slotIn(text, whole, dialect);
    if (found === 'more') {
      if (whole) return null;
      continue;
    }
    if (!found) return null;
    return slotFrom({ b, bom, text, found, dialect });
  }
}

/** The slot a scan found in the decoded window `text` (starting at byte `bom` of `b`), with its newest entry read. */
function slotFrom(input: {
  b: Buffer;
  bom: number;
  text: string;
  found: SlotScan;
  dialect: LogDialect;
}): NewestSlot | null {
  const { b, bom, text, found, dialect } = input;
  const at = bom + Buffer.byteLength(text.slice(0, found.at), 'utf8');
  if (at > bom && b[at - 1] !== NL) return null;
  const lines = countLines(b, 0, at);
  let newest: HandoverEntry | null = null;
  if (found.newest) {
    const start = found.newest.start;
    const chunk: Chunk = {
      start: { line: lines + 1 + countNl(text, found.at, start), column: 1, offset: start },
      text: text.slice(start, found.newest.end),
      heading: found.newest.heading,
    };
    newest = readEntry(chunk, 0, dialect, found.newest.lane);
    if (newest.headingProblem || newest.id === null) return null;
  }
  const titled = readTitle({
    start: { line: 1, column: 1, offset: 0 },
    text: text.slice(0, found.preambleEnd),
    heading: null,
  });
  const writer = !dialect.authorField
    ? (titled.writer ?? dialect.writer)
    : newest?.author && soleAuthor(b, dialect.authorField, newest.author)
      ? newest.author
      : null;
  return { at, lines, lane: found.lane, newest, writer, title: titled.title };
}

function countNl(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

interface SlotScan {
  at: number;
  lane: string;
  preambleEnd: number;
  newest: { start: number; end: number; heading: string | null; lane: string } | null;
}

/**
 * The slot in a decoded window of a log (`whole`: the window is the file); 'more' when the window is too short to tell.
 */
function slotIn(text: string, whole: boolean, dialect: LogDialect): SlotScan | null | 'more' {
  const scan = scanBlocks(text, 0, 2, dialect.level);
  // Read whole, the scan knows every block left open: the full path reports those, so it is taken.
  if (whole && (scan.unclosedFence || scan.unclosedComment || scan.unclosedHtml)) return null;
  const { preamble, sections } = chunksAt(text, scan.boundaries);
  const window: Window = { text, whole, preambleEnd: preamble.text.length, sections };
  return dialect.level === 2 ? slotAtLevel2(window) : slotInGroup(window, dialect);
}

/** A decoded window of a log cut into sections, as `slotIn` reads it. */
interface Window {
  text: string;
  /** The window is the whole file. */
  whole: boolean;
  preambleEnd: number;
  sections: Chunk[];
}

/** A slot is where a line starting with `#` (an ATX heading at column 1) begins, or the end of the file. */
function atHeading(text: string, offset: number): boolean {
  return text.charCodeAt(offset) === 0x23;
}

/** The slot of a log whose entries are its level-2 sections: its first section. */
function slotAtLevel2({ text, whole, preambleEnd, sections }: Window): SlotScan | null | 'more' {
  const first = sections[0];
  if (!first) {
    if (!whole) return 'more';
    return { at: text.length, lane: '', preambleEnd, newest: null };
  }
  if (!atHeading(text, first.start.offset)) return null;
  const next = sections[1];
  if (!next && !whole) return 'more';
  return {
    at: first.start.offset,
    lane: '',
    preambleEnd,
    newest: {
      start: first.start.offset,
      end: next ? next.start.offset : text.length,
      heading: first.heading,
      lane: '',
    },
  };
}

/**
 * The slot of a log whose entries are level-3 sections: before the first entry of the first grouping section (the
 * whole log without grouping sections), or at that section's end when it has none.
 */
function slotInGroup(window: Window, dialect: LogDialect): SlotScan | null | 'more' {
  const { text, whole, preambleEnd, sections } = window;
  const walk: GroupWalk = {
    target: dialect.groups ? dialect.groups[0].lane : '',
    lane: null,
    inTarget: false,
    slot: null,
  };
  for (let i = 0; i < sections.length; i++) {
    const c = sections[i];
    if ((c.level ?? 2) === 2) {
      if (!enterSection(walk, c, { text, dialect })) return null;
      continue;
    }
    if (isEntry(c, walk.lane, dialect)) return newestAt(window, i, { walk, dialect });
    // A heading at the entry level that is not an entry: in the target section before its first entry it
    // would make the slot ambiguous; anywhere else before the first entry it is frame.
    if (walk.inTarget && walk.slot === null) return null;
  }
  if (!whole) return 'more';
  if (!walk.inTarget) return null;
  return { at: walk.slot ?? text.length, lane: walk.target, preambleEnd, newest: null };
}

/** Where `slotInGroup` stands in its walk over the sections. */
interface GroupWalk {
  /** The lane new entries go to: the first grouping section's. */
  target: string;
  /** The lane of the section the walk is in; null in a section that is no grouping section. */
  lane: string | null;
  /** The walk has entered the target section. */
  inTarget: boolean;
  /** The slot, once found (the end of a target section with no entry). */
  slot: number | null;
}

/** Takes the walk into the level-2 section `c`; false when the slot would not be a line starting with `#`. */
function enterSection(walk: GroupWalk, c: Chunk, at: { text: string; dialect: LogDialect }): boolean {
  if (walk.inTarget && walk.slot === null) {
    // The target section ended with no entry in it: the slot is its end.
    if (!atHeading(at.text, c.start.offset)) return false;
    walk.slot = c.start.offset;
  }
  walk.lane = laneOf(c, at.dialect);
  if (walk.lane === walk.target && walk.slot === null) walk.inTarget = true;
  return true;
}

/** The slot when the walk meets the first entry of the log (section `i`), which is the newest. */
function newestAt(
  window: Window,
  i: number,
  { walk, dialect }: { walk: GroupWalk; dialect: LogDialect },
): SlotScan | null | 'more' {
  const c = window.sections[i];
  let slot = walk.slot;
  if (slot === null) {
    if (!walk.inTarget || walk.lane !== walk.target || !atHeading(window.text, c.start.offset)) return null;
    slot = c.start.offset;
  }
  const end = newestEnd(window, i, { lane: walk.lane, dialect });
  if (end === null) return 'more';
  return {
    at: slot,
    lane: walk.target,
    preambleEnd: window.preambleEnd,
    newest: { start: c.start.offset, end, heading: c.heading, lane: walk.lane! },
  };
}

/** The lane of a grouping section (a level-2 chunk), '' without grouping sections, null for another section. */
function laneOf(c: Chunk, dialect: LogDialect): string | null {
  if (!dialect.groups) return '';
  const heading = plainText(headingOf(c));
  const group = dialect.groups.find((g) => g.match.test(heading));
  return group ? group.lane : null;
}

/** Whether a chunk below level 2 is an entry of the lane it sits in. */
function isEntry(c: Chunk, lane: string | null, dialect: LogDialect): boolean {
  return (c.level ?? 2) === dialect.level && lane !== null && (dialect.strictHeadings || ID_HEADING.test(headingOf(c)));
}

/**
 * Where the newest entry (section `i`) ends: at the next level-2 heading or entry (a non-entry heading is its text),
 * or the end of the file; null when the window ends first.
 */
function newestEnd(
  { text, whole, sections }: Window,
  i: number,
  at: { lane: string | null; dialect: LogDialect },
): number | null {
  for (let k = i + 1; k < sections.length; k++) {
    const d = sections[k];
    if ((d.level ?? 2) === 2 || isEntry(d, at.lane, at.dialect)) return d.start.offset;
  }
  return whole ? text.length : null;
}

/**
 * Whether every `- **<field>**: value` line anywhere in the file (code and prose included, so it may only
 * over-count) names `who`: then the author a full parse would count most often is `who`.
 */
function soleAuthor(b: Buffer, field: string, who: string): boolean {
  const view = b.toString('latin1');
  const hint = new RegExp(`\\*\\*${field.replace(/[^A-Za-z0-9]/g, '.')}`, 'gi');
  // The line as tools write it, compared as bytes: most lines are this one, and need no decoding.
  const usual = Buffer.from(`- **${field}**: ${who}`, 'utf8');
  let lineEnd = -1;
  for (let m = hint.exec(view); m; m = hint.exec(view)) {
    if (m.index < lineEnd) continue;
    const start = view.lastIndexOf('\n', m.index) + 1;
    lineEnd = view.indexOf('\n', m.index);
    if (lineEnd === -1) lineEnd = view.length;
    const end = b[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
    if (end - start === usual.length && b.compare(usual, 0, usual.length, start, end) === 0) continue;
    let line = b.toString('utf8', start, lineEnd);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    const f = FIELD_LINE.exec(line);
    if (f && (f[3] || f[5]) && fieldKey(f[2]).replace(/ /g, '-') === field && f[6].trim() !== who) return false;
  }
  return true;
}

/** The leading blank lines of a text (each ending in LF). */
function leadingBlank(text: string): number {
  const m = /^(?:[ \t]*\r?\n)*/.exec(text);
  return m ? m[0].length : 0;
}

/**
 * The fast path for a log that grows at the top (newest first, with or without grouping sections). When the new
 * bytes are the old with whole new entries inserted where the newest entry goes (`findNewestSlot`), the old
 * version is not parsed at all: only the inserted entries are, numbered from the line they start on, with the
 * old newest entry as `prior` — as `parseAppended` does for a log that grows at the end. Returns null whenever
 * that does not hold (the caller then compares full parses): any other byte changed, unclean bytes, an open
 * fence, comment or HTML block, inserted text that is not whole entries at the entry level, a new entry whose id
 * or author the rest of the log might contradict, a `Corrects:` line. `known`: the slot of `base`, when the caller
 * has found it already (the writer reading back what it wrote).
 */
export function parseInserted(input: {
  path: string;
  base: Uint8Array;
  head: Uint8Array;
  dialect: LogDialect;
  known?: NewestSlot;
}): { base: HandoverDoc; head: HandoverDoc } | null {
  const { path, base, head, dialect, known } = input;
  if (dialect.order !== 'newest-first' || base.length === 0 || head.length <= base.length) return null;
  const b = Buffer.from(base.buffer, base.byteOffset, base.length);
  const h = Buffer.from(head.buffer, head.byteOffset, head.length);
  const slot = known ?? findNewestSlot(b, dialect);
  if (!slot || slot.writer === null) return null;
  const inserted = insertedEntries(b, h, slot);
  if (!inserted || !wholeEntries(inserted.body, dialect)) return null;
  const lineOffset = slot.lines + countNl(inserted.text, 0, inserted.lead);
  const tailSource: SourceFile = { ...sourceFromBytes(path, inserted.body), lineOffset };
  const grown = parseHandover(tailSource, dialect, dialect.level === 3 ? { lane: slot.lane } : {});
  if (!fitsTheLog(grown, b, slot)) return null;
  const n = slot.newest;
  const prior: HandoverPrior = n
    ? { lastSeq: n.seq, lastTime: n.time, lastTimestamp: n.timestamp, lastLine: n.heading.start.line }
    : { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 };
  const empty: Chunk = { start: { line: lineOffset + 1, column: 1, offset: 0 }, text: '', heading: null };
  // The title is kept for where messages point (it is in the unchanged part; writer-title skips a doc with a prior).
  const common = {
    source: tailSource,
    title: slot.title,
    writer: slot.writer,
    problems: [],
    unclosedFence: null,
    prior,
  };
  return {
    base: { kind: 'handover', ...common, dialect, frame: [], preamble: empty, entries: [] },
    head: { ...grown, title: slot.title, writer: slot.writer, prior },
  };
}

/**
 * The text `h` inserts into `b` at the slot (`lead`: the length of its leading blank lines, `body`: the rest), or
 * null when any other byte changed, the inserted text is not clean, or the new text cannot start a block there.
 */
function insertedEntries(b: Buffer, h: Buffer, slot: NewestSlot): { text: string; lead: number; body: string } | null {
  const size = h.length - b.length;
  const { at } = slot;
  if (b.compare(h, 0, at, 0, at) !== 0 || b.compare(h, at + size, h.length, at, b.length) !== 0) return null;
  const inserted = h.subarray(at, at + size);
  // Inserted text that is not clean, or that holds (part of) a conflict, takes the full path.
  if (!cleanText(inserted) || h.includes('<<<<<<<')) return null;
  const text = inserted.toString('utf8');
  const lead = leadingBlank(text);
  const atEnd = at === b.length;
  // Blank lines before the new entries belong to the chunk above them: only at the end of the file is that no change.
  if (lead && !atEnd) return null;
  const body = text.slice(lead);
  if (body.charCodeAt(0) !== 0x23) return null;
  if (atEnd) {
    // The old text must end its last block: a blank line before the new heading closes any HTML block a
    // scan cannot see open (kinds 6 and 7 end at a blank line).
    if (!lead && !/\n[ \t]*\r?\n$/.test(b.toString('latin1', Math.max(0, b.length - 256)))) return null;
  } else if (!/\n[ \t]*\r?\n$/.test(body)) return null; // the same, before the old newest entry's heading
  return { text, lead, body };
}

/** Whether inserted text is whole sections at the entry level, leaving no fence, comment or HTML block open. */
function wholeEntries(body: string, dialect: LogDialect): boolean {
  const scan = scanBlocks(body, 0, 2, dialect.level);
  if (scan.unclosedFence || scan.unclosedComment || scan.unclosedHtml) return false;
  return (
    scan.boundaries.length > 0 &&
    scan.boundaries[0].offset === 0 &&
    scan.boundaries.every((x) => x.level === dialect.level)
  );
}

/**
 * Whether the inserted entries, parsed on their own, are what a full parse would read: every chunk an entry (the
 * first one must be; later non-entry headings are entry text) in the slot's lane, none the rest of the log
 * (`b`) could contradict.
 */
function fitsTheLog(grown: HandoverDoc, b: Buffer, slot: NewestSlot): boolean {
  if (grown.frame.length || grown.preamble.text !== '' || !grown.entries.length || grown.problems.length) return false;
  return grown.entries.every(
    (e) =>
      e.lane === slot.lane &&
      // An id the old log might hold already (a duplicate, or the n-th entry of a day) is judged against all of it.
      !(e.id !== null && e.seq === null && b.includes(e.id.replace(/#\d+$/, ''))) &&
      // A correction names an entry anywhere in the log; whether it exists is for the whole log to say.
      !/corrects\s*:/i.test(e.chunk.text) &&
      !(grown.dialect.authorField && e.author !== null && e.author !== slot.writer),
  );
}
