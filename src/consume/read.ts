import type { UpstreamConfig } from '../config/schema.js';
import { CliError } from '../errors.js';
import { readUpstream, type UpstreamBlob } from '../git/upstream.js';
import {
  correctsOf,
  entryDigest,
  entryDigestIn,
  entryDigestText,
  parseHandover,
  readEntry,
  type HandoverEntry,
} from '../models/docs/handover.js';
import { cleanText } from '../models/docs/handover-prepend.js';
import { CANONICAL, byDay, pinnedEntry, type LogDialect } from '../models/dialect.js';
import { encodingWhat, sourceFromBytes } from '../models/markdown/source.js';
import { splitAtLevel2, type Chunk } from '../models/markdown/split.js';

/** The offset a consumer holds for one upstream (seq 0: nothing consumed yet). */
export interface Offset {
  seq: number;
  /** The entry id, in a log whose entries are not numbered; null otherwise (or nothing consumed). */
  id?: string | null;
  digest: string | null;
  /** Byte position in the upstream file (BOM included) where entry `seq`'s heading starts, when known. */
  byteOffset: number | null;
  /** In a log of no one order (`log.order: any`): the top of the block of entries consumed (marker `topId`, `topDigest`). */
  top?: { id: string; digest: string } | null;
  /** In a log with a pinned closing entry (`log.pinned`): the digest of the pinned entry consumed (marker `pinned`). */
  pinned?: string | null;
}

/** One upstream entry as consume hands it on. */
export interface NewEntry {
  /** The entry's seq; in a log whose entries are not numbered, its position, oldest first, from 1. */
  seq: number;
  /** What identifies the entry: its seq as text, or its id. */
  id: string;
  /** The heading consume prints, or null for the canonical `## <seq> · <timestamp>[ · <title>]`. */
  heading?: string | null;
  timestamp: string;
  title: string | null;
  readonly corrects: number[];
  /** The entry's body after the heading line: LF line endings, leading blank lines and trailing whitespace removed. */
  readonly text: string;
  readonly digest: string;
  /** Byte position of the entry's heading in the upstream file. */
  byteOffset: number;
  /**
   * In a log whose new entries do not all come after the old ones (`log.pinned`, `log.order: any`): the marker values
   * consuming up to and including this entry leaves (`id`, `digest` and `topId`, `topDigest` or `pinned`).
   */
  marks?: Record<string, string>;
}

/** What is in an upstream beyond an offset. */
export interface UpstreamRead {
  name: string;
  where: string;
  /** The entries after the offset, oldest first. */
  after: NewEntry[];
  /** With `replayFrom`: the entries after `replayFrom` up to and including the offset's entry. */
  replay: NewEntry[];
  /** Whether the fast path (byte offset; in a newest-first log, the read from the top) was used. */
  fast: boolean;
}

/** One upstream as consume reads it: its name, its config and the offset this repo holds for it. */
export interface UpstreamAt {
  name: string;
  up: UpstreamConfig;
  offset: Offset;
}

/** An upstream being read in a dialect, at the place (`where`) its log was read from. */
interface Reading extends UpstreamAt {
  where: string;
  dialect: LogDialect;
}

/** The advice when the entry an offset names is gone or changed: ask, or rebase the offset on the record. */
function rebaseAdvice(name: string): string {
  return (
    'nothing was moved. Ask its writer what happened; to accept the log as it is now, run handover consume ' +
    `--rebase-offset ${name} (it moves the offset on the record).`
  );
}

interface Located {
  c: Chunk;
  /** Byte position of the chunk in the upstream file. */
  b: number;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Reads an upstream and returns what lies beyond `offset`, after checking the entry at the offset is
 * still there with the same digest (exit 1 when not). Fast path: re-split only from the stored byte
 * offset; when the entry is not found there, a full split-by-entry pass over the file (never a
 * whole-file Markdown parse).
 */
export async function readBeyond(
  root: string,
  { name, up, offset }: UpstreamAt,
  opts: {
    fetch?: boolean;
    replayFrom?: number;
    dialect?: LogDialect | ((blob: UpstreamBlob) => Promise<LogDialect>);
    consumer?: string | null;
  } = {},
): Promise<UpstreamRead> {
  const blob = await readUpstream(root, name, up, { fetch: opts.fetch });
  const { bytes } = blob;
  // The upstream's dialect may be learnt from the commit its log is read from (its own config).
  const dialect = typeof opts.dialect === 'function' ? await opts.dialect(blob) : opts.dialect;
  if (dialect && dialect !== CANONICAL.log)
    return readIn(bytes, { name, up, offset, where: blob.where, dialect }, opts.consumer ?? null);
  if (offset.seq > 0 && offset.byteOffset !== null && opts.replayFrom === undefined) {
    const fast = tryFast(bytes, offset);
    if (fast)
      return {
        name,
        where: blob.where,
        after: toEntries(fast.slice(1), blob.where, name, offset.seq),
        replay: [],
        fast: true,
      };
  }
  const source = sourceFromBytes(up.file, bytes);
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(
      `Upstream ${blob.where}: the log has ${encodingWhat(e)} at line ${e.line}, column ${e.column}; the upstream ` +
        `must fix its file.`,
      1,
    );
  }
  const split = splitAtLevel2(source.text);
  const chunks = locate(split.sections, (source.bom ? BOM.length : 0) + Buffer.byteLength(split.preamble.text, 'utf8'));
  let cut = 0;
  if (offset.seq > 0) cut = findOffset(chunks, offset, blob.where, name) + 1;
  let replay: NewEntry[] = [];
  if (opts.replayFrom !== undefined) {
    const from = opts.replayFrom;
    replay = toEntries(
      chunks.slice(0, cut).filter((x) => (readEntry(x.c, 0).seq ?? 0) > from),
      blob.where,
      name,
      from,
    );
  }
  return {
    name,
    where: blob.where,
    after: toEntries(chunks.slice(cut), blob.where, name, offset.seq),
    replay,
    fast: false,
  };
}

/** Contiguous chunks with their byte positions, the first one at `base`. */
function locate(chunks: Chunk[], base: number): Located[] {
  let b = base;
  return chunks.map((c) => {
    const x = { c, b };
    b += Buffer.byteLength(c.text, 'utf8');
    return x;
  });
}

/** Index of the entry the offset names, or exit 1 saying whether it is gone or changed. */
function findOffset(chunks: Located[], offset: Offset, where: string, name: string): number {
  let sameSeq = -1;
  for (let i = 0; i < chunks.length; i++) {
    if (readEntry(chunks[i].c, i).seq !== offset.seq) continue;
    sameSeq = i;
    if (offset.digest === null || entryDigest(chunks[i].c.text) === offset.digest) return i;
  }
  const fix = rebaseAdvice(name);
  if (sameSeq === -1) {
    const last = chunks.length ? readEntry(chunks[chunks.length - 1].c, 0).seq : null;
    const now = last === null ? 'has no entries' : `ends at entry ${last}`;
    throw new CliError(
      `Upstream ${where}: entry ${offset.seq}, where this repo's offset stands, is gone (the log now ${now}): ` +
        `the upstream lost or rewrote its history; ${fix}`,
      1,
    );
  }
  throw new CliError(
    `Upstream ${where}: entry ${offset.seq} changed since it was consumed (its digest no longer matches the marker): ` +
      `the upstream rewrote its history; ${fix}`,
    1,
  );
}

/** The chunks from the stored byte offset on, when the entry there is the one the marker names. */
function tryFast(bytes: Buffer, offset: Offset): Located[] | null {
  const at = offset.byteOffset!;
  if (!Number.isInteger(at) || at < 0 || at >= bytes.length) return null;
  if (at > 0 && bytes[at - 1] !== 0x0a) return null;
  const tail = bytes.subarray(at);
  if (tail.includes(0)) return null;
  const text = tail.toString('utf8');
  if (text.includes('\ufffd')) return null;
  const split = splitAtLevel2(text);
  if (split.preamble.text !== '' || split.sections.length === 0) return null;
  const first = split.sections[0];
  if (readEntry(first, 0).seq !== offset.seq || entryDigest(first.text) !== offset.digest) return null;
  return locate(split.sections, at);
}

function toEntries(list: Located[], where: string, name: string, after: number): NewEntry[] {
  const out: NewEntry[] = [];
  let prevSeq = after;
  for (const { c, b } of list) {
    const e = readEntry(c, 0);
    if (e.seq === null || e.timestamp === null || e.headingProblem) {
      const after = prevSeq === 0 ? 'at the start of the log' : `after entry ${prevSeq}`;
      throw new CliError(
        `Upstream ${where}: the heading "${(c.heading ?? '').trim()}" ${after} is not a valid entry heading ` +
          `(${e.headingProblem ?? 'no sequence number'}); the upstream must fix its log before ${name} can be ` +
          `consumed further.`,
        1,
      );
    }
    if (e.seq <= prevSeq) {
      throw new CliError(
        `Upstream ${where}: entry ${e.seq} comes after entry ${prevSeq}; sequence numbers must grow. The upstream ` +
          `must fix its log before ${name} can be consumed further.`,
        1,
      );
    }
    prevSeq = e.seq;
    // Text, corrections and digest are worked out on first use: a first consume of a long log under
    // --max-chars validates every heading but reads only the entries it prints.
    let body: string | undefined;
    let corrects: number[] | undefined;
    out.push({
      seq: e.seq,
      id: String(e.seq),
      timestamp: e.timestamp,
      title: e.title,
      get corrects() {
        corrects ??= [...new Set(correctsOf(e).flatMap((x) => x.targets))];
        return corrects;
      },
      get text() {
        if (body === undefined) {
          const norm = entryDigestText(c.text);
          const nl = norm.indexOf('\n');
          body = nl === -1 ? '' : norm.slice(nl + 1).replace(/^(?:[ \t]*\n)+/, '');
        }
        return body;
      },
      get digest() {
        return entryDigest(c.text);
      },
      byteOffset: b,
    });
  }
  return out;
}

/**
 * A log in another dialect (entries identified by timestamp, date or id; newest first; level 3): read whole
 * (split, never parsed whole but for the fields of its entries), oldest first, the offset found by id and digest,
 * only the entries for `consumer` (or `any`) handed on when the dialect says who an entry is for.
 */
function readIn(bytes: Buffer, r: Reading, consumer: string | null): UpstreamRead {
  const { where, name, dialect } = r;
  const out: NewEntry[] = [];
  const top = readTop(bytes, r.up.file, r.offset, dialect);
  const after: { e: HandoverEntry; marks?: Record<string, string> }[] = top
    ? top.map((e) => ({ e }))
    : readAll(bytes, r);
  for (const [i, { e, marks }] of after.entries()) {
    if (e.id === null || e.headingProblem) {
      throw new CliError(
        `Upstream ${where}: the heading "${e.headingText}" is not a valid entry heading ` +
          `(${e.headingProblem ?? 'it names no entry'}); ` +
          `the upstream must fix its log before ${name} can be consumed further.`,
        1,
      );
    }
    const forWhom = e.audience?.trim().toLowerCase() ?? null;
    if (
      dialect.audienceField &&
      consumer &&
      forWhom !== null &&
      forWhom !== 'any' &&
      forWhom !== consumer.toLowerCase()
    )
      continue;
    const norm = entryDigestText(e.chunk.text);
    const lines = e.chunk.setextLines ?? 1;
    const body = norm
      .split('\n')
      .slice(lines)
      .join('\n')
      .replace(/^(?:[ \t]*\n)+/, '');
    out.push({
      seq: i + 1, // its position after the offset's entry
      id: e.id,
      heading: idHeading(e),
      timestamp: e.timestamp ?? '',
      title: e.title,
      corrects: [...new Set(correctsOf(e, dialect).flatMap((x) => x.targets))],
      text: body,
      digest: entryDigestIn(e, dialect),
      byteOffset: -1,
      ...(marks ? { marks } : {}),
    });
  }
  return { name, where, after: out, replay: [], fast: top !== null };
}

/** The heading consume prints for an entry of a log in another dialect: `## <id>[ · <timestamp>][ · <title>]`. */
function idHeading(e: HandoverEntry): string {
  const stamp = e.timestamp && e.timestamp !== e.id ? ` · ${e.timestamp}` : '';
  return `## ${e.id}${stamp}${e.title ? ` · ${e.title}` : ''}`;
}

/**
 * The entries after the offset, oldest first, from the whole log (split, never parsed whole); in a log with a pinned
 * closing entry or of no one order, each with the marker values consuming up to it leaves (see `placedAfter`).
 */
function readAll(
  bytes: Buffer,
  { where, name, up, offset, dialect }: Reading,
): { e: HandoverEntry; marks?: Record<string, string> }[] {
  const source = sourceFromBytes(up.file, bytes);
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(
      `Upstream ${where}: the log has ${encodingWhat(e)} at line ${e.line}, column ${e.column}; ` +
        `the upstream must fix its file.`,
      1,
    );
  }
  const doc = parseHandover(source, dialect);
  let cut = 0;
  const fix = rebaseAdvice(name);
  if (offset.id) {
    const same = doc.entries.filter((e) => e.id === offset.id);
    const at = same.find((e) => offset.digest === null || entryDigestIn(e, dialect) === offset.digest);
    if (!same.length)
      throw new CliError(
        `Upstream ${where}: entry "${offset.id}", where this repo's offset stands, is gone: the upstream lost or ` +
          `rewrote its history; ${fix}`,
        1,
      );
    if (!at)
      throw new CliError(
        `Upstream ${where}: entry "${offset.id}" changed since it was consumed (its digest no longer matches the ` +
          `marker): the upstream rewrote its history; ${fix}`,
        1,
      );
    cut = at.index + 1;
  }
  if (pinnedEntry(dialect, doc.entries) || dialect.order === 'any')
    return placedAfter(doc.entries, { offset, cut, dialect, refuse: (why) => refuseOrder(where, name, why) });
  return doc.entries.slice(cut).map((e) => ({ e }));
}

/** The refusal of an offset consume cannot place in a log whose new entries enter elsewhere than its end. */
function refuseOrder(where: string, name: string, why: string): never {
  throw new CliError(
    `Upstream ${where}: ${why}, so entries added there since cannot be told from ones consumed; nothing was moved. ` +
      `Delete the "${name}" key of the marker to consume ${name} from its first entry.`,
    1,
  );
}

/**
 * What is new beyond an offset in a log whose new entries also enter elsewhere than its end, never skipping one:
 * - with a pinned closing entry (`log.pinned`), the offset never stands on it: consuming it leaves the offset on the
 *   entry above it, with its digest kept (`pinned`), so entries inserted above it later come after the offset, and
 *   it is handed on once. An offset on the pinned entry itself (kept before the knob) is refused.
 * - in a log of no one order (`log.order: any`), the consumed entries are one block: the offset is its bottom, and
 *   `topId`/`topDigest` its top. New entries above the top come first, nearest the block first (oldest first in a
 *   log adding on top), then those below the bottom, in file order. An offset with no top is refused.
 */
function placedAfter(
  entries: HandoverEntry[],
  o: { offset: Offset; cut: number; dialect: LogDialect; refuse: (why: string) => never },
): { e: HandoverEntry; marks: Record<string, string> }[] {
  const { offset, cut, dialect } = o;
  const mark = (e: HandoverEntry) => ({ id: e.id ?? '', digest: entryDigestIn(e, dialect) });
  const pin = pinnedEntry(dialect, entries);
  if (pin) {
    if (cut > 0 && entries[cut - 1] === pin)
      o.refuse(`entry "${offset.id}", where this repo's offset stands, is the log's pinned closing entry (log.pinned)`);
    const above = mark(entries[entries.length - 2]);
    const pinned = offset.pinned ?? null;
    return entries.slice(cut).flatMap((e) => {
      const m = mark(e);
      if (pinned !== null && m.digest === pinned) return [];
      const marks = e === pin ? { ...above, pinned: m.digest } : { ...m, ...(pinned ? { pinned } : {}) };
      return [{ e, marks }];
    });
  }
  const top = offset.top ?? null;
  if (cut > 0 && !top)
    o.refuse(`the offset names entry "${offset.id}" but not the top of the entries consumed (log.order: any)`);
  const first = top ? entries.findIndex((e) => e.id === top.id && entryDigestIn(e, dialect) === top.digest) : 0;
  if (first < 0 || (cut > 0 && first >= cut))
    o.refuse(`entry "${top?.id}", the top of the entries this repo consumed, is gone or changed`);
  const bottom = cut > 0 ? mark(entries[cut - 1]) : null;
  const above = entries.slice(0, first).reverse();
  const toTop = (e: HandoverEntry) => {
    const m = mark(e);
    return { topId: m.id, topDigest: m.digest };
  };
  const out = above.map((e) => ({ e, marks: { ...(bottom ?? mark(e)), ...toTop(e) } }));
  const topmost = above.length ? above[above.length - 1] : entries[first];
  return out.concat(entries.slice(cut).map((e) => ({ e, marks: { ...mark(e), ...toTop(topmost) } })));
}

/**
 * The bounded read of a newest-first log: what is newer than the offset's entry sits above it, so only the top
 * of the file is read (a window grown until that entry is seen whole), and the entry's id and digest checked.
 * Returns what `readAll` would, or null when only the whole log can tell: unclean bytes, the entry not
 * found or changed, its id once more further down.
 */
export function readTop(bytes: Buffer, path: string, offset: Offset, dialect: LogDialect): HandoverEntry[] | null {
  if (dialect.order !== 'newest-first' || !offset.id || offset.digest === null || !cleanText(bytes)) return null;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let size = 1 << 16; ; size *= 4) {
    let end = Math.min(bytes.length, bom + size);
    if (end < bytes.length) end = bytes.lastIndexOf(0x0a, end - 1) + 1;
    if (end <= bom) continue;
    const whole = end === bytes.length;
    const text = bytes.toString('utf8', bom, end);
    const doc = parseHandover({ path, text, bom: bom > 0, encoding: [] }, dialect);
    const found = afterInWindow(doc.entries, { bytes, bom, text, whole, offset, dialect });
    if (found !== 'more') return found;
    if (whole) return null;
  }
}

/** A window of the top of a newest-first log, as `readTop` reads it. */
interface TopWindow {
  bytes: Buffer;
  bom: number;
  /** The window's text (from after the BOM). */
  text: string;
  /** The window is the whole file. */
  whole: boolean;
  offset: Offset;
  dialect: LogDialect;
}

/**
 * The entries newer than the offset's entry, found among a window's `entries`; null when only the whole log can
 * tell; 'more' when the window does not show the entry whole.
 */
function afterInWindow(entries: HandoverEntry[], w: TopWindow): HandoverEntry[] | null | 'more' {
  // Newest first: entries[length - 1] is the top of the file. One whose chunk reaches the end of a window may go on
  // below it.
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    const chunkEnd = e.chunk.start.offset + e.chunk.text.length;
    if (!w.whole && chunkEnd >= w.text.length) return 'more';
    if (e.id !== w.offset.id) continue;
    if (entryDigestIn(e, w.dialect) !== w.offset.digest) return null;
    return sameIdBelow(entries.slice(i), chunkEnd, w) ? null : entries.slice(i + 1);
  }
  return 'more';
}

/**
 * Whether the file below the offset's entry (which ends at `chunkEnd` in the window) may hold its id again: the
 * full read takes the oldest entry of that id and digest. A date-headed log numbers the n-th entry of a day
 * (`2026-11-29#2`) counting from the bottom: no entry from there up (`upward`) may share its day with one further
 * down either.
 */
function sameIdBelow(upward: HandoverEntry[], chunkEnd: number, w: TopWindow): boolean {
  const below = w.bom + Buffer.byteLength(w.text.slice(0, chunkEnd), 'utf8');
  const needles = byDay(w.dialect.heading)
    ? new Set(upward.map((x) => (x.id ?? '').replace(/#\d+$/, '')))
    : [w.dialect.heading === 'seq' ? `# ${w.offset.id} ` : w.offset.id!];
  for (const needle of needles) if (!needle || w.bytes.indexOf(needle, below) !== -1) return true;
  return false;
}
