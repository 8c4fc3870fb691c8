// The typed handover log (HandoverDoc): entries, headings in each dialect, fields, corrections, digests.
import { createRequire } from 'node:module';
import type { Root, Nodes } from 'mdast';
import type { Point, SourceFile, Span } from '../markdown/source.js';
import {
  atxHeadingText,
  splitAtLevel2,
  scanBlocks,
  chunksAt,
  headingOf,
  trimmedEnd,
  entryText,
  normaliseText,
  type Chunk,
} from '../markdown/split.js';
import { CANONICAL, byDay, sectionMatch, type LogDialect } from '../dialect.js';
import { fieldKey, type FieldItem } from './base.js';
import { MAX_CHUNK_CHARS, plainText, spanOf, tooDeep, tooManyMarkers } from '../markdown/parse.js';
import {
  chunkSpan,
  findTitle,
  headingSpan,
  tryParse,
  openBlockProblems,
  type DocBase,
  type ParseProblem,
  type Title,
} from './base.js';
import { parseRfc3339 } from './time.js';

/** A `Corrects: #N` line inside an entry. */
export interface CorrectsLine {
  targets: number[];
  /** What the line names, as entry ids: `#3` → `3`; in a log headed by timestamps, dates or ids, those as written. */
  refs: string[];
  span: Span;
}

/** A problem of one entry's fields (a `warn` one is at most a warning, as the reference validator has it). */
export interface EntryProblem {
  message: string;
  at: Span;
  warn?: boolean;
}

/**
 * One HANDOVER.md entry: a heading at the dialect's entry level and everything up to the next heading at that level or
 * above.
 */
export interface HandoverEntry {
  /** 0-based position among the entries, oldest first (newest-first logs are read backwards). */
  index: number;
  /**
   * What identifies the entry across versions: its seq, timestamp, date (with `#n` for the n-th of a day) or entry id;
   * null when the heading says none.
   */
  id: string | null;
  /** The lane of the grouping section it sits in (`queue`, `processed`), '' without grouping sections. */
  lane: string;
  /** The entry's `- **name**: value` fields (dialects with fields only). */
  fields: FieldItem[];
  /** The value of the author field (`from`), or null. */
  author: string | null;
  /** Who the entry is for (`for`: `any` or a consumer), or null when the dialect does not say. */
  audience: string | null;
  /** Problems of the entry's fields. */
  problems: EntryProblem[];
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
  /** The dialect the log was read in. */
  dialect: LogDialect;
  /**
   * Sections that are not entries (prose after the preamble, a grouping section's heading and intro; with `log.trailer`
   * the sections and the marker after the last entry, the marker first, its heading null): they stay as they are,
   * like the preamble.
   */
  frame: Chunk[];
  /**
   * With `log.stamp`: the emphasis-only paragraphs ending the file after the last entry's own text (`*Last updated:
   * …*`), or null. No part of any entry nor of the frame: free to change.
   */
  stamp?: Chunk | null;
  /**
   * With `log.reference`: the reference sections kept between entries (`## Environment Reference`), in file order,
   * each with the number of entries above it. No part of any entry nor of the frame: each stays where it is.
   */
  references?: ReferenceBlock[];
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

/** A reference section of a log (`log.reference`) and where it sits: after its first `after` entries. */
export interface ReferenceBlock {
  chunk: Chunk;
  after: number;
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

/**
 * Parses HANDOVER.md in a dialect. Entries are found by splitting, not by a whole-file parse, so cost is linear.
 * `opts.lane`: the text is a run of entries cut out of a grouping section of that lane (see `parseInserted`), so
 * level-3 entries before any level-2 heading are that lane's, and the groups the dialect requires are not looked for.
 */
export function parseHandover(
  source: SourceFile,
  dialect: LogDialect = CANONICAL.log,
  opts: { lane?: string } = {},
): HandoverDoc {
  const problems: ParseProblem[] = [];
  const { preamble, chunks, lanes, frame, open } = splitLog(source, dialect, opts.lane, problems);
  // only where the last entry is the newest, which the next entry closes: never one that stays last for good
  const stamps = dialect.stamp && dialect.order === 'oldest-first' && !dialect.pinned;
  const stamp = stamps ? cutStamp(source, chunks, open) : null;
  const references = takeReferences(chunks, dialect);
  const { title, writer: titled } = readTitle(preamble, problems);
  const last = chunks.length - 1;
  const at = dialect.order === 'newest-first' ? (i: number) => last - i : (i: number) => i;
  const entries = numberDays(
    chunks.map((_, index) => readEntry(chunks[at(index)], index, dialect, lanes ? lanes[at(index)] : '')),
    dialect,
  );
  problems.push(...openBlockProblems(open, 'entry'));
  return {
    kind: 'handover',
    source,
    dialect,
    title,
    writer: dialect.authorField ? (authorOf(entries) ?? writerFromProse(title)) : (titled ?? dialect.writer),
    preamble,
    frame,
    ...(stamp ? { stamp } : {}),
    ...(references ? { references } : {}),
    entries,
    problems,
    unclosedFence: open.unclosedFence ? { start: open.unclosedFence, end: open.unclosedFence } : null,
  };
}

/** A log cut into its preamble, its entry chunks (and their lanes) and the frame around them. */
interface SplitLog {
  preamble: Chunk;
  chunks: Chunk[];
  /** The lane of each chunk, or null when every one is '' (no grouping sections). */
  lanes: string[] | null;
  frame: Chunk[];
  open: {
    unclosedFence: Point | null;
    unclosedComment: Point | null;
    unclosedHtml: { at: Point; opener: string } | null;
  };
}

/**
 * Cuts a log into chunks at the dialect's entry level; a missing required grouping section is added to `problems`
 * (not looked for when `lane` is given: the text is a run of entries of that lane).
 */
function splitLog(
  source: SourceFile,
  dialect: LogDialect,
  lane: string | undefined,
  problems: ParseProblem[],
): SplitLog {
  const lineOffset = source.lineOffset ?? 0;
  if (dialect.level === 2) {
    const split = splitAtLevel2(source.text, lineOffset);
    const trailer = dialect.trailer ? trailerStart(split.sections, dialect) : split.sections.length;
    const chunks = split.sections.slice(0, trailer);
    const frame = split.sections.slice(trailer);
    // a marker closing the last entry (`<!-- Conor appends his entry below -->`) is trailer too, above any sections
    const marker = dialect.trailer && !split.unclosedFence && !split.unclosedComment ? markerTail(chunks.at(-1)) : null;
    if (marker) chunks[chunks.length - 1] = marker.entry;
    return {
      preamble: split.preamble,
      chunks,
      lanes: null,
      frame: marker ? [marker.marker, ...frame] : frame,
      open: split,
    };
  }
  const scan = scanBlocks(source.text, lineOffset, 2, 3);
  const parts = chunksAt(source.text, scan.boundaries, lineOffset);
  // Without grouping sections in the dialect, every level-2 section is a group of the one lane, and so is the text
  // before the first one: a level-3 log with no level-2 heading at all reads its entries (issue 31).
  const read = laneChunks(parts.sections, dialect, lane ?? (dialect.groups ? null : ''));
  const { chunks, lanes, frame, seen } = dialect.section && lane === undefined ? placeholderOnly(read, dialect) : read;
  for (const g of lane === undefined ? (dialect.groups ?? []) : []) {
    if (g.required && !seen.has(g.lane))
      problems.push({
        message: `The log has no "## ${g.heading}" section; add it, with the entries under it`,
        at: { start: parts.preamble.start, end: parts.preamble.start },
      });
  }
  return { preamble: parts.preamble, chunks, lanes, frame, open: scan };
}

/** A `###` heading that names the protocol's example or template of an entry ("### Example Entry Format"). */
const TEMPLATE_HEADING = /\b(?:example|template|sample)s?\b/i;

/**
 * A log section (`log.section`) none of whose `###` sections reads as an entry holds no entries yet: a template or a
 * placeholder ("### [Template - remove when the first handoff is added]"), which is the file's text, not the log's.
 * So is the protocol's example entry left in place once real entries sit beside it (a `###` that reads as no entry
 * and names an example or template): no entry a writer added, and no entry with a broken heading.
 */
function placeholderOnly(read: ReturnType<typeof laneChunks>, dialect: LogDialect): ReturnType<typeof laneChunks> {
  const { chunks, lanes } = read;
  const entries = chunks.map((c, i) => readEntry(c, i, dialect).headingProblem === null);
  const keep = entries.some(Boolean)
    ? chunks.map((c, i) => entries[i] || !TEMPLATE_HEADING.test(plainText(headingOf(c))))
    : chunks.map(() => false);
  if (keep.every(Boolean)) return read;
  const frame = [...read.frame, ...chunks.filter((_, i) => !keep[i])].sort((a, b) => a.start.offset - b.start.offset);
  return { ...read, chunks: chunks.filter((_, i) => keep[i]), lanes: lanes.filter((_, i) => keep[i]), frame };
}

/**
 * Where a log's trailer starts (`log.trailer`): the index of the first of the sections after the last one that reads
 * as an entry; the sections' count when there is none (or no entry at all, so a log of guidelines only has none).
 */
function trailerStart(sections: Chunk[], dialect: LogDialect): number {
  let i = sections.length;
  const reference = referenceTest(dialect);
  while (i > 0 && readEntry(sections[i - 1], i - 1, dialect).headingProblem !== null && !reference?.(sections[i - 1]))
    i--;
  return i === 0 ? sections.length : i;
}

/** Whether a level-2 section is one of the log's reference sections (`log.reference`); null when it has none. */
function referenceTest(dialect: LogDialect): ((c: Chunk) => boolean) | null {
  if (dialect.level !== 2 || !dialect.reference?.length) return null;
  const tests = dialect.reference.map(sectionMatch);
  return (c) => {
    const text = plainText(headingOf(c)).trim();
    return tests.some((t) => t.test(text));
  };
}

/**
 * Takes a level-2 log's reference sections (`log.reference`) out of its chunks (changed in place, so what is left are
 * the entries), each with the number of entries above it; null when the dialect names none. A stamp is cut first, so
 * one ending the file after a reference section is no part of it.
 */
function takeReferences(chunks: Chunk[], dialect: LogDialect): ReferenceBlock[] | null {
  const reference = referenceTest(dialect);
  if (!reference) return null;
  const out: ReferenceBlock[] = [];
  let kept = 0;
  for (const c of chunks) {
    if (reference(c)) out.push({ chunk: c, after: kept });
    else chunks[kept++] = c;
  }
  chunks.length = kept;
  return out;
}

/** A thematic break line (`---`, `***`, `___`, spaced or not). */
const BREAK_LINE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/**
 * The marker block closing a log's last entry (`log.trailer`): the HTML comments at its end (`<!-- Conor appends his
 * entry below -->`), each on lines of its own, with the blank lines and thematic breaks among and after them. Breaks
 * above the first comment stay with the entry (they close it, as `entryText` reads them). The chunk cut in two, or
 * null when it does not end with such a comment.
 */
function markerTail(chunk: Chunk | undefined): { entry: Chunk; marker: Chunk } | null {
  if (!chunk) return null;
  const lines = chunk.text.split('\n');
  let first = -1; // the line the first comment of the block starts on
  let i = lines.length - 1;
  while (i > 0) {
    const line = lines[i].trim();
    if (line === '' || BREAK_LINE.test(lines[i].trimEnd())) i--;
    else if (line.endsWith('-->')) {
      let j = i;
      while (j > 0 && !/^ {0,3}<!--/.test(lines[j])) j--;
      const comment = lines
        .slice(j, i + 1)
        .join('\n')
        .trimEnd();
      // one comment, opened at its first line's start and closed at its last line's end
      if (j === 0 || comment.indexOf('-->') !== comment.length - 3) break;
      first = j;
      i = j - 1;
    } else break;
  }
  if (first < 1) return null;
  const [entry, marker] = cutAtLine(chunk, lines, first);
  return { entry, marker };
}

/** A chunk cut before its line `first` (of `lines`, its text split at line feeds): its head, and the rest as text. */
function cutAtLine(chunk: Chunk, lines: string[], first: number): [Chunk, Chunk] {
  const cut = lines.slice(0, first).join('\n').length + 1;
  const start = { line: chunk.start.line + first, column: 1, offset: chunk.start.offset + cut };
  return [
    { ...chunk, text: chunk.text.slice(0, cut) },
    { start, text: chunk.text.slice(cut), heading: null },
  ];
}

/**
 * A line wholly in emphasis, unindented (not a list item's text): `*text*` or `_text_`; not `* x`, not bold.
 */
const STAMP_LINE = /^(?:\*[^*\s](?:[^*]*[^*\s])?\*|_[^_\s](?:[^_]*[^_\s])?_)[ \t]*$/;

/**
 * The log's stamp (`log.stamp`): the paragraphs at the very end of the file, after the last entry's own text, each
 * wholly of emphasis lines (`*Last updated: 2026-02-14 — Session 9*`). They are cut off the last entry (whose chunk
 * is changed in place) only when that entry ends the file and keeps other text than its heading and breaks. Null when
 * there is none.
 */
function cutStamp(source: SourceFile, chunks: Chunk[], open: SplitLog['open']): Chunk | null {
  const chunk = chunks.at(-1);
  if (!chunk || open.unclosedFence || open.unclosedComment || open.unclosedHtml) return null;
  if (chunk.start.offset + chunk.text.length !== source.text.length) return null;
  const lines = chunk.text.split('\n');
  let first = -1; // the first line of the stamp
  let i = lines.length - 1;
  while (i > 0 && lines[i].trim() === '') i--;
  while (i > 0 && STAMP_LINE.test(lines[i])) {
    let j = i;
    while (j > 0 && STAMP_LINE.test(lines[j - 1])) j--;
    // a whole paragraph: a blank line above it (not the heading, not more text of the paragraph)
    if (j === 0 || lines[j - 1].trim() !== '') break;
    first = j;
    i = j - 1;
    while (i > 0 && lines[i].trim() === '') i--;
  }
  // the entry keeps text of its own: a body wholly in emphasis is the entry's, not a stamp
  const own = lines.slice(chunk.setextLines ?? 1, first).some((l) => l.trim() !== '' && !BREAK_LINE.test(l.trimEnd()));
  if (first < 1 || !own) return null;
  const [entry, stamp] = cutAtLine(chunk, lines, first);
  chunks[chunks.length - 1] = entry;
  return stamp;
}

/**
 * Sorts the sections of a level-3 log into entries (each in the lane of the grouping section above it) and frame;
 * `seen`: the lanes whose grouping section is there.
 */
function laneChunks(
  sections: Chunk[],
  dialect: LogDialect,
  startLane: string | null,
): { chunks: Chunk[]; lanes: string[]; frame: Chunk[]; seen: Set<string> } {
  const chunks: Chunk[] = [];
  const lanes: string[] = [];
  const frame: Chunk[] = [];
  const seen = new Set<string>();
  let lane = startLane;
  for (const chunk of sections) {
    if ((chunk.level ?? 2) === 2) {
      const text = plainText(headingOf(chunk));
      const group = dialect.groups ? dialect.groups.find((g) => g.match.test(text)) : { lane: '', heading: text };
      lane = group ? group.lane : null;
      if (group && dialect.groups) seen.add(group.lane);
      frame.push(chunk);
      continue;
    }
    const entryLike = lane !== null && (dialect.strictHeadings || ID_HEADING.test(headingOf(chunk)));
    const prev = chunks[chunks.length - 1];
    if (entryLike) {
      chunks.push(chunk);
      lanes.push(lane!);
    } else if (lane !== null && prev && prev.start.offset + prev.text.length === chunk.start.offset) {
      // a heading at the entry level that is not an entry heading: text of the entry above
      chunks[chunks.length - 1] = { ...prev, text: prev.text + chunk.text };
    } else frame.push(chunk);
  }
  return { chunks, lanes, frame, seen };
}

/** In a log headed by dates, the n-th entry of a day (n > 1) gets the id `<date>#<n>`. */
function numberDays(entries: HandoverEntry[], dialect: LogDialect): HandoverEntry[] {
  if (!byDay(dialect.heading)) return entries;
  const days = new Map<string, number>();
  for (const e of entries) {
    if (e.id === null) continue;
    const n = (days.get(e.id) ?? 0) + 1;
    days.set(e.id, n);
    if (n > 1) e.id = `${e.id}#${n}`;
  }
  return entries;
}

/** `### [id]: title`: an entry heading of an id-headed log. */
export const ID_HEADING = /^\[?([A-Za-z0-9_.-]+)\]?:/;

/** The writer an id-headed log's entries name (the most frequent author), or null. */
function authorOf(entries: HandoverEntry[]): string | null {
  const count = new Map<string, number>();
  for (const e of entries) if (e.author) count.set(e.author, (count.get(e.author) ?? 0) + 1);
  let best: string | null = null;
  for (const [a, n] of count) if (best === null || n > count.get(best)!) best = a;
  return best;
}

/** A writer named in a title's prose: `HANDOVER Queue — Producer Agent` → `Producer`. */
function writerFromProse(title: Title | null): string | null {
  const m = title ? /[—–-]\s*(\S(?:.*\S)?)\s*$/.exec(title.text) : null;
  return m ? m[1].replace(/\s+agent$/i, '').trim() || null : null;
}

/** The title of a log's preamble and the writer it names. */
export function readTitle(
  preamble: Chunk,
  problems: ParseProblem[] = [],
): { title: Title | null; writer: string | null } {
  if (!/\S/.test(preamble.text)) return { title: null, writer: null };
  const title = atxTitle(preamble) ?? findTitle(tryParse(preamble, problems, 'The preamble'), preamble);
  return { title, writer: writerOf(title) };
}

/**
 * The title of a preamble whose first line that is not blank is a plain `# ` heading at column 1 (no trailing white
 * space, no closing `#`, no CR): that line is the preamble's first block and so its title, read without remark (the
 * guard on a blocked edit parses nothing else with it). Null when any of that does not hold, or when the parse would
 * report a problem (size, nesting, markers), so the caller parses as before.
 */
function atxTitle(preamble: Chunk): Title | null {
  const m = /^(?:[ \t]*\n)*(#[ \t][^\n]*)/.exec(preamble.text);
  if (!m || /[\r#\s]$/.test(m[1]) || m[1].length > 4096) return null;
  const { text } = preamble;
  if (text.length > MAX_CHUNK_CHARS || tooDeep(text) || tooManyMarkers(text)) return null;
  const offset = m[0].length - m[1].length;
  let line = preamble.start.line;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  const at = preamble.start.offset + offset;
  return {
    text: atxHeadingText(m[1]),
    span: {
      start: { line, column: 1, offset: at },
      end: { line, column: m[1].length + 1, offset: at + m[1].length },
    },
  };
}

/** The writer a `# Handover: <agent>` title names, or null. */
export function writerOf(title: Title | null): string | null {
  const m = title ? WRITER.exec(title.text) : null;
  return m ? m[1] : null;
}

/** Reads an entry heading: `<seq> <sep> <timestamp>[ <sep> <title>]`. */
export function parseEntryHeading(
  text: string,
): Pick<HandoverEntry, 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem'> {
  const end = trimmedEnd(text);
  const m = HEADING.exec(end === text.length ? text : text.slice(0, end));
  if (!m) {
    return {
      // a number only when it stands alone: "## 2026-11-29 notes" is a date, not entry 2026
      seq: /^\d+(?=[ \t]|$)/.test(text) ? Number(/^\d+/.exec(text)![0]) : null,
      timestamp: null,
      time: null,
      title: null,
      headingProblem:
        `"## ${text}" is not an entry heading; write "## <seq> · <timestamp>[ · <title>]", e.g. "## 3 · ` +
        `2026-11-29T10:00:00Z"`,
    };
  }
  const seq = Number(m[1]);
  const time = parseRfc3339(m[2]);
  let headingProblem: string | null = null;
  if (seq < 1) headingProblem = `entry sequence numbers start at 1, not ${m[1]}`;
  else if (time === null)
    headingProblem = `"${m[2]}" is not an RFC 3339 timestamp with a zone; write it like 2026-11-29T10:00:00Z`;
  return { seq, timestamp: m[2], time, title: m[3] ? m[3] : null, headingProblem };
}

const STAMP_HEADING = new RegExp(`^(\\S+)(?:[ \\t]+${SEP}(?:[ \\t]+(.*))?)?$`);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a heading of a log in any dialect into what identifies the entry. */
export function parseHeadingIn(
  text: string,
  dialect: LogDialect,
): Pick<HandoverEntry, 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem'> & { id: string | null } {
  const marks = '#'.repeat(dialect.level);
  if (dialect.heading === 'seq') {
    const h = parseEntryHeading(text);
    const problem =
      h.headingProblem && dialect.level !== 2
        ? h.headingProblem
            .replace(/"## /, `"${marks} `)
            .replace('"## <seq>', `"${marks} <seq>`)
            .replace('e.g. "## ', `e.g. "${marks} `)
        : h.headingProblem;
    return { ...h, headingProblem: problem, id: h.seq === null ? null : String(h.seq) };
  }
  if (dialect.heading === 'id') {
    const m = /^\[?([A-Za-z0-9_.-]+)\]?:[ \t]*(.*)$/.exec(plainText(text));
    if (!m)
      return {
        seq: null,
        timestamp: null,
        time: null,
        title: null,
        id: null,
        headingProblem:
          `"${marks} ${text}" is not an entry heading; write "${marks} <entry-id>: <title>", e.g. ` +
          `"${marks} 2026-03-04-batch-12: Batch 12 ingested"`,
      };
    return { seq: null, timestamp: null, time: null, title: m[2].trim() || null, id: m[1], headingProblem: null };
  }
  if (byDay(dialect.heading)) return parseDayHeading(text, dialect);
  const end = trimmedEnd(text);
  const m = STAMP_HEADING.exec(end === text.length ? text : text.slice(0, end));
  const want =
    dialect.heading === 'date'
      ? 'a date, e.g. 2026-11-29'
      : 'an RFC 3339 timestamp with a zone, e.g. 2026-11-29T10:00:00Z';
  const shape = `"${marks} <${dialect.heading}>[ · <title>]"`;
  const bad = {
    seq: null,
    timestamp: null,
    time: null,
    title: null,
    id: null,
    headingProblem: `"${marks} ${text}" is not an entry heading; write ${shape} with ${want}`,
  };
  if (!m) return bad;
  let time: number | null = null;
  if (dialect.heading === 'date') {
    const d = DAY.exec(m[1]);
    time = d ? parseRfc3339(`${m[1]}T00:00:00Z`) : null;
  } else time = parseRfc3339(m[1]);
  if (time === null) return bad;
  return { seq: null, timestamp: m[1], time, title: m[2] ? m[2] : null, id: m[1], headingProblem: null };
}

// A date first, maybe in brackets, maybe a time after it, then a separator, a colon or only a space before the title.
// Each part is anchored by what precedes it, so no two unbounded runs meet (linear on any input).
const DATE_FIRST = new RegExp(
  String.raw`^\[?(\d{4}-\d{2}-\d{2})\]?` + // the date, maybe in brackets
    String.raw`(?:[ T]+(\d{1,2}:\d{2}(?::\d{2})?)(?:[ \t]*(?:UTC|Z))?)?` + // a time, maybe with its zone
    String.raw`(?:[ \t]*[·—–|:-][ \t]*|[ \t]+|$)(.*)$`, // a separator or a space, then the title
);
// A date anywhere in a title (`Session Update (2026-03-16, evening)`): the first one.
const DATE_INSIDE = /(\d{4})-(\d{2})-(\d{2})/;

/** Reads a heading of a log identified by its day: a date first (`date`), or a title carrying it (`date-last`). */
function parseDayHeading(
  text: string,
  dialect: LogDialect,
): Pick<HandoverEntry, 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem'> & { id: string | null } {
  const marks = '#'.repeat(dialect.level);
  const plain = plainText(text.slice(0, trimmedEnd(text)));
  const bad = (want: string) => ({
    seq: null,
    timestamp: null,
    time: null,
    title: null,
    id: null,
    headingProblem: `"${marks} ${text}" is not an entry heading; write ${want}`,
  });
  if (dialect.heading === 'date') {
    const m = DATE_FIRST.exec(plain);
    const time = m ? parseRfc3339(`${m[1]}T00:00:00Z`) : null;
    if (!m || time === null) return bad(`"${marks} <date>[ · <title>]" with a date, e.g. 2026-11-29`);
    const hm = m[2] ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(m[2]) : null;
    const at = hm ? time + ((Number(hm[1]) * 60 + Number(hm[2])) * 60 + Number(hm[3] ?? 0)) * 1000 : time;
    const id = m[2] ? `${m[1]} ${m[2]}` : m[1];
    return { seq: null, timestamp: m[1], time: at, title: m[3].trim() || null, id, headingProblem: null };
  }
  const d = DATE_INSIDE.exec(plain);
  const time = d ? parseRfc3339(`${d[0]}T00:00:00Z`) : null;
  if (!d || time === null) return bad(`"${marks} <title> (<date>)" with a date in it, e.g. "Session (2026-11-29)"`);
  const title = plain.slice(0, d.index).replace(/[\s([—–|:,·-]+$/, '') || null;
  return { seq: null, timestamp: d[0], time, title, id: d[0], headingProblem: null };
}

// An entry without fields or problems (every entry of a dialect without fields, most of any log) shares these two
// frozen arrays instead of two of its own: 6 MB in a log of 100,000 entries. Frozen, so a push throws.
const NO_FIELDS = Object.freeze([]) as unknown as FieldItem[];
const NO_PROBLEMS = Object.freeze([]) as unknown as EntryProblem[];

/** What an entry's heading says, as `LogEntry` takes it. */
type HeadingRead = Pick<
  HandoverEntry,
  'headingText' | 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem' | 'id'
>;

/**
 * A HandoverEntry whose two spans (`heading`, `span`) are worked out from its chunk when first read, then kept: a
 * lint that reports nothing reads none of them, and a log of 100,000 entries saves the 18 MB of their two
 * points and two spans. Every other property is an own property written in one order, so the entries share one
 * compact shape.
 */
class LogEntry implements HandoverEntry {
  index: number;
  chunk: Chunk;
  headingText: string;
  seq: number | null;
  timestamp: string | null;
  time: number | null;
  title: string | null;
  headingProblem: string | null;
  id: string | null;
  lane: string;
  fields: FieldItem[] = NO_FIELDS;
  author: string | null = null;
  audience: string | null = null;
  problems: EntryProblem[] = NO_PROBLEMS;
  #heading: Span | undefined;
  #span: Span | undefined;

  constructor(chunk: Chunk, index: number, lane: string, head: HeadingRead) {
    this.index = index;
    this.chunk = chunk;
    this.headingText = head.headingText;
    this.seq = head.seq;
    this.timestamp = head.timestamp;
    this.time = head.time;
    this.title = head.title;
    this.headingProblem = head.headingProblem;
    this.id = head.id;
    this.lane = lane;
  }

  get heading(): Span {
    this.#heading ??= headingSpan(this.chunk);
    return this.#heading;
  }

  get span(): Span {
    this.#span ??= chunkSpan(this.chunk);
    return this.#span;
  }
}

/** Reads one chunk of a log as an entry (in the canonical dialect unless told). */
export function readEntry(chunk: Chunk, index: number, dialect: LogDialect = CANONICAL.log, lane = ''): HandoverEntry {
  const headingText = headingOf(chunk);
  const canonical = dialect === CANONICAL.log;
  const head: ReturnType<typeof parseEntryHeading> & { id?: string | null } = canonical
    ? parseEntryHeading(headingText)
    : parseHeadingIn(headingText, dialect);
  const entry = new LogEntry(chunk, index, lane, {
    headingText,
    seq: head.seq,
    timestamp: head.timestamp,
    time: head.time,
    title: head.title,
    headingProblem: head.headingProblem,
    id: canonical ? (head.seq === null ? null : String(head.seq)) : (head.id ?? null),
  });
  if (dialect.fields.length) readFields(entry, dialect);
  return entry;
}

/**
 * The fields of an entry of a dialect with fields: required ones missing, malformed or unknown ones are its problems.
 */
function readFields(entry: HandoverEntry, dialect: LogDialect): void {
  entry.fields = scanFields(entry.chunk);
  entry.problems = [];
  const name = entryName(entry);
  const known = new Map(dialect.fields.map((f) => [f.name, f]));
  const seen = new Set<string>();
  for (const f of entry.fields) {
    const key = f.key.replace(/ /g, '-');
    const spec = known.get(key);
    if (spec && dialect.exactLabels && f.label !== spec.name) {
      seen.add(key);
      entry.problems.push({
        message: `${cap(name)} spells the field "${spec.name}" as "${f.label}"; write "- **${spec.name}**: …"`,
        at: f.span,
      });
      continue;
    }
    if (!spec) {
      entry.problems.push({
        message: `${cap(name)} has an unknown field "${f.label}" (allowed as an extension)`,
        at: f.span,
        warn: true,
      });
      continue;
    }
    seen.add(key);
    if (spec.pattern && !spec.pattern.test(f.value))
      entry.problems.push({ message: `${cap(name)}: ${key} "${f.value}" is not ${spec.shape ?? 'valid'}`, at: f.span });
    if (key === dialect.authorField) entry.author = f.value || null;
    if (key === dialect.audienceField) entry.audience = f.value || null;
    if (key === 'date' && entry.time === null && DAY.test(f.value)) {
      entry.timestamp = f.value;
      entry.time = parseRfc3339(`${f.value}T00:00:00Z`);
    }
  }
  for (const spec of dialect.fields) {
    if (spec.required && !seen.has(spec.name))
      entry.problems.push({
        message: `${cap(name)} is missing the required field "${spec.name}"; add "- **${spec.name}**: …"`,
        at: entry.heading,
      });
  }
}

/** A `- **name**: value` line (the label bold, the colon inside or after it, an optional `(YYYY-MM-DD)`). */
export const FIELD_LINE =
  /^(\s*[-*+][ \t]+)\*\*([A-Za-z][A-Za-z0-9 _-]*?)(:?)\*\*[ \t]*(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]*(:?)[ \t]*(.*)$/;

/**
 * An entry's `- **name**: value` lines (the label bold, the colon inside or after it), found line by line
 * outside code fences: linear, no Markdown parse, so a long log's fields cost what its bytes cost.
 */
function scanFields(chunk: Chunk): FieldItem[] {
  const out: FieldItem[] = [];
  let fence: string | null = null;
  let offset = 0;
  chunk.text.split('\n').forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
    } else if (f) fence = f[1];
    else {
      const m = FIELD_LINE.exec(line);
      if (m && (m[3] || m[5])) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        out.push({
          label: m[2].trim(),
          key: fieldKey(m[2]),
          date: m[4] ?? null,
          value: m[6].trim(),
          span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } },
        });
      }
    }
    offset += raw.length + 1;
  });
  return out;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** How messages name an entry: `entry 3`, `entry "2026-03-04-batch"`, or by its heading when it has no id. */
export function entryName(e: Pick<HandoverEntry, 'seq' | 'id' | 'headingText'>): string {
  if (e.seq !== null) return `entry ${e.seq}`;
  if (e.id !== null) return `entry "${e.id}"`;
  return `the entry headed "${e.headingText}"`;
}

/** How a `Corrects:` line names an entry in its log's dialect (`#3`, or the entry's id), or null when it has none. */
export function correctsRef(e: Pick<HandoverEntry, 'seq' | 'id'>): string | null {
  if (e.seq !== null) return `#${e.seq}`;
  return e.id;
}

const fixedCache = new WeakMap<HandoverEntry, string>();

/**
 * The text of an entry that must never change: its whole chunk, normalised, with the values of the
 * dialect's mutable fields (`status`) left out. Two versions of an entry are the same entry unchanged
 * when this text is equal and `changeAllowed` holds.
 */
export function fixedText(e: HandoverEntry, dialect: LogDialect): string {
  let t = fixedCache.get(e);
  if (t !== undefined) return t;
  const mutable = Object.keys(dialect.mutable);
  if (!mutable.length) t = entryText(e.chunk.text);
  else {
    let text = e.chunk.text;
    const spans = e.fields
      .filter((f) => mutable.includes(f.key.replace(/ /g, '-')))
      .map((f) => f.span)
      .sort((a, b) => b.start.offset - a.start.offset);
    for (const s of spans)
      text =
        text.slice(0, s.start.offset - e.chunk.start.offset) +
        '\u0000' +
        text.slice(s.end.offset - e.chunk.start.offset);
    t = entryText(text);
  }
  fixedCache.set(e, t);
  return t;
}

/** Whether an entry's mutable fields and lane moved only the ways the dialect allows, from base to head. */
export function changeAllowed(base: HandoverEntry, head: HandoverEntry, dialect: LogDialect): boolean {
  if (base.lane !== head.lane && !dialect.moves.some(([from, to]) => from === base.lane && to === head.lane))
    return false;
  for (const [field, lifecycle] of Object.entries(dialect.mutable)) {
    const b = base.fields.find((f) => f.key.replace(/ /g, '-') === field)?.value ?? null;
    const h = head.fields.find((f) => f.key.replace(/ /g, '-') === field)?.value ?? null;
    if (b !== h && !(b !== null && h !== null && (lifecycle[b] ?? []).includes(h))) return false;
  }
  return true;
}

// The separator is `\s*(,|and|&)\s*` or `\s*`, never `\s*(…)?\s*`: two optional runs side by side are quadratic.
const CORRECTS_LINE = /^\s*corrects\s*:\s*(#\s*\d+(?:(?:\s*(?:,|and|&)\s*|\s*)#\s*\d+)*)\s*$/i;
/** In a log whose entries are not numbered: `Corrects: 2026-11-29T10:00:00Z` or `Corrects: batch-12, batch-13`. */
const CORRECTS_IDS = /^\s*corrects\s*:\s*([A-Za-z0-9_.:+#-]+(?:\s*(?:,|\band\b|&)\s*[A-Za-z0-9_.:+#-]+)*)\s*$/i;
const CORRECTS_HINT = /corrects\s*:/i;
const corrected = new WeakMap<HandoverEntry, CorrectsLine[]>();
let byIds = false;

/**
 * The `Corrects: #N` lines of an entry, each on its own line outside code. Parsed on first use only:
 * most entries have none, and a text search rules them out without running the Markdown parser.
 */
export function correctsOf(entry: HandoverEntry, dialect: LogDialect = CANONICAL.log): readonly CorrectsLine[] {
  const known = corrected.get(entry);
  if (known) return known;
  // An entry that never names `corrects:` (most of a log) is answered by the search alone, with nothing kept for it.
  if (!CORRECTS_HINT.test(entry.chunk.text)) return NO_CORRECTS;
  const found: CorrectsLine[] = [];
  byIds = dialect.heading !== 'seq';
  if (!plainCorrects(entry.chunk, found)) {
    found.length = 0;
    const tree = tryParse(entry.chunk, [], 'entry');
    if (tree) collectCorrects(tree, found);
    else scanCorrects(entry.chunk, found);
  }
  byIds = false;
  corrected.set(entry, found);
  return found;
}

const NO_CORRECTS: readonly CorrectsLine[] = Object.freeze([]);

/** Characters that can open code, HTML, an entity, an escape or a link (title) on a line outside a fenced block. */
const PLAIN_UNSAFE = /[`~<\\&[]/;
/** Characters that change a line's text once parsed (emphasis, links, images). */
const LINE_MARKUP = /[*_!\]]/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
/** A fence opened at column 1 (outside any container: a list or quote it follows ends there). */
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/**
 * The `Corrects:` lines of an entry that is plain enough to read without the Markdown parser, which costs
 * milliseconds an entry. Outside fenced blocks opened at column 1: no code span, HTML, entity, escape or link,
 * and every line naming `corrects:` starts with it at column 1, free of markup, without trailing spaces, after
 * no hard break and above no setext underline. Such a line is a line of a paragraph (a lazy continuation at
 * worst), and its text is the line: what the parser would find. False (found untouched or partly filled) when
 * the entry needs the parser.
 */
function plainCorrects(chunk: Chunk, found: CorrectsLine[]): boolean {
  if (chunk.text.includes('\r')) return false;
  const lines = chunk.text.split('\n');
  if (CORRECTS_HINT.test(lines[0] ?? '')) return false;
  let offset = (lines[0]?.length ?? 0) + 1;
  let fence: string | null = null;
  for (let i = 1; i < lines.length; offset += lines[i].length + 1, i++) {
    const line = lines[i];
    if (fence !== null) {
      const c = FENCE_CLOSE.exec(line);
      if (c && c[1][0] === fence[0] && c[1].length >= fence.length) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) {
      if (open[1][0] === '`' && open[2].includes('`')) return false;
      fence = open[1];
      continue;
    }
    if (PLAIN_UNSAFE.test(line)) return false;
    if (!CORRECTS_HINT.test(line)) continue;
    if (!plainHintLine(lines, i)) return false;
    const m = matchCorrects(line);
    if (!m) continue;
    const lineNo = chunk.start.line + i;
    const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
    found.push({
      ...m,
      span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } },
    });
  }
  return true;
}

/**
 * Whether a line of the paragraph that line i continues, from i on to the blank line that ends it, could underline it
 * as a setext heading (`---`, `===`): then line i is a line of a heading, which the parser answers.
 */
function underlined(lines: string[], i: number): boolean {
  for (let k = i + 1; k < lines.length && lines[k].trim() !== ''; k++) if (SETEXT_UNDERLINE.test(lines[k])) return true;
  return false;
}

/** Whether line i, which names `corrects:`, reads the same without the parser (see plainCorrects). */
function plainHintLine(lines: string[], i: number): boolean {
  const line = lines[i];
  return (
    /^corrects\s*:/i.test(line) &&
    !LINE_MARKUP.test(line) &&
    !/[ \t]$/.test(line) &&
    !/ {2}$/.test(lines[i - 1]) &&
    !underlined(lines, i)
  );
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

/** A `Corrects:` line's match and what it names, in the current reading (numbers, or ids). */
function matchCorrects(line: string): { targets: number[]; refs: string[] } | null {
  const m = CORRECTS_LINE.exec(line);
  if (m) {
    const targets = targetsOf(m[1]);
    return { targets, refs: targets.map(String) };
  }
  if (!byIds) return null;
  const k = CORRECTS_IDS.exec(line);
  if (!k) return null;
  const refs = k[1]
    .split(/\s*(?:,|\band\b|&)\s*/)
    .map((r) => r.replace(/^#/, ''))
    .filter(Boolean);
  return { targets: [], refs };
}

/** For an entry too large or too deep to parse: `Corrects:` lines found line by line, outside code fences. */
function scanCorrects(chunk: Chunk, found: CorrectsLine[]): void {
  let fence: string | null = null;
  let offset = 0;
  chunk.text.split('\n').forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && /^ {0,3}[`~]+[ \t]*$/.test(line)) fence = null;
    } else if (f) fence = f[1];
    else if (/^ {0,3}\S/.test(line) && CORRECTS_HINT.test(line)) {
      const m = matchCorrects(line);
      if (m) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        found.push({
          ...m,
          span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } },
        });
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
      proseText(node)
        .split('\n')
        .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
        .forEach((line, i) => {
          const m = matchCorrects(line);
          if (!m) return;
          const lineNo = span.start.line + i;
          found.push({
            ...m,
            span: {
              start: { line: lineNo, column: i === 0 ? span.start.column : 1, offset: span.start.offset },
              end: { line: lineNo, column: (i === 0 ? span.start.column : 1) + line.length, offset: span.start.offset },
            },
          });
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

/**
 * The digest of an entry as its dialect identifies it: of its fixed text (mutable fields left out), or of its chunk.
 */
export function entryDigestIn(e: HandoverEntry, dialect: LogDialect): string {
  if (!Object.keys(dialect.mutable).length) return entryDigest(e.chunk.text);
  return `sha256:${sha256Hex(fixedText(e, dialect))}`;
}

/**
 * The hex SHA-256 of a text in UTF-8. node:crypto is required on the first digest (a marker's), not imported with
 * the models: loading it cost every parse of a log (the agent's guard on each edit) a few milliseconds.
 */
function sha256Hex(text: string): string {
  crypto ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

let crypto: typeof import('node:crypto') | undefined;

/** `sha256:<hex>` of `entryDigestText(chunkText)` in UTF-8: the marker's `digest`. */
export function entryDigest(chunkText: string): string {
  return `sha256:${sha256Hex(entryDigestText(chunkText))}`;
}
