import type { NewEntry } from './read.js';
import { trimTrailingSpace } from '../models/markdown/split.js';

/** The entries one upstream contributes to a consume, after the --max-chars budget. */
export interface Batch {
  upstream: string;
  /** The offset before: entries printed have a seq above it. */
  from: number;
  /** The offset after: the last entry printed (== from when none). */
  to: number;
  /** The entries printed whole: these are consumed. */
  entries: NewEntry[];
  /** Seq of an entry printed only in part (longer than --max-chars on its own), or null. */
  cut: number | null;
  /** That entry: shown in part, never counted as consumed (the offset stays before it). */
  cutEntry: NewEntry | null;
  /** Entries waiting beyond what was printed. */
  more: number;
}

/** Markdown for one entry: canonical heading (corrections marked), then its body as written. */
export function entryBlock(e: NewEntry): string {
  const corrects = e.corrects.length ? ` (corrects ${e.corrects.map((n) => `#${n}`).join(', ')})` : '';
  const heading = `${e.heading ?? `## ${e.seq} · ${e.timestamp}${e.title ? ` · ${e.title}` : ''}`}${corrects}`;
  return e.text ? `${heading}\n\n${e.text}\n` : `${heading}\n`;
}

function header(upstream: string, replay: boolean): string {
  return `# Handover from ${upstream}${replay ? ' (shown again: consumed before)' : ''}\n`;
}

function moreNote(batches: { upstream: string; more: number }[]): string {
  const left = batches.filter((b) => b.more > 0);
  if (!left.length) return '';
  const waiting = left.map((b) => `${b.upstream}: ${b.more}`).join(', ');
  return `_More entries are waiting (${waiting}); run handover consume again to read them._\n`;
}

function cutNote(e: NewEntry, upstream: string, max: number): string {
  return (
    `\n\n_[Entry ${e.seq} is cut here: alone it is longer than the ${max} characters allowed, so it is not ` +
    `consumed; handover consume ${upstream} without --max-chars reads it whole.]_\n`
  );
}

/**
 * Chooses what to print within `maxChars` (whole entries, at least one, the first cut when it alone is
 * too long) over the upstreams in order. Headers and the closing note count toward the limit.
 */
export function selectWithin(
  pending: { upstream: string; from: number; entries: NewEntry[] }[],
  maxChars: number | undefined,
  replay = false,
): Batch[] {
  const max = maxChars ?? Infinity;
  // Room for the closing "more entries are waiting" note, kept only while entries remain after the one weighed.
  const reserveFull =
    maxChars === undefined
      ? 0
      : moreNote(pending.map((p) => ({ upstream: p.upstream, more: p.entries.length }))).length + 1;
  let left = pending.reduce((n, p) => n + p.entries.length, 0);
  const state = { used: 0, taken: 0, stopped: false };
  const batches: Batch[] = [];
  for (const p of pending) {
    const batch: Batch = {
      upstream: p.upstream,
      from: p.from,
      to: p.from,
      entries: [],
      cut: null,
      cutEntry: null,
      more: 0,
    };
    batches.push(batch);
    for (const e of p.entries) {
      left--;
      const cost =
        (batch.entries.length ? 0 : header(p.upstream, replay).length + (batches.length > 1 && state.taken ? 1 : 0)) +
        1 +
        entryBlock(e).length;
      take(batch, e, { fits: state.used + cost + (left > 0 ? reserveFull : 0) <= max, cost, state });
    }
  }
  return batches;
}

/**
 * Puts one entry in its batch: whole when it fits; the very first, when it does not, shown in part and left
 * waiting (never counted as consumed when not printed whole); any later one left waiting.
 */
function take(
  batch: Batch,
  e: NewEntry,
  o: { fits: boolean; cost: number; state: { used: number; taken: number; stopped: boolean } },
): void {
  const { state } = o;
  if (state.stopped) {
    batch.more++;
    return;
  }
  if (!o.fits) {
    if (state.taken === 0) {
      batch.cut = e.seq;
      batch.cutEntry = e;
      state.taken++;
    }
    batch.more++;
    state.stopped = true;
    return;
  }
  state.used += o.cost;
  batch.entries.push(e);
  batch.to = e.seq;
  state.taken++;
}

/** How many characters of the Markdown block of `b`'s cut entry fit beside the headers and notes. */
function cutRoom(batches: Batch[], b: Batch, maxChars: number, replay: boolean): number {
  const e = b.cutEntry!;
  const more = moreNote(batches);
  let room =
    maxChars -
    header(b.upstream, replay).length -
    1 -
    cutNote(e, b.upstream, maxChars).length -
    (more ? more.length + 1 : 0);
  const block = entryBlock(e);
  room = Math.max(0, Math.min(room, block.length));
  if (room > 0 && /[\ud800-\udbff]/.test(block[room - 1])) room--;
  return room;
}

/** Renders batches as Markdown: a heading per upstream with entries, whole entries oldest first. */
export function renderMarkdown(batches: Batch[], maxChars: number | undefined, replay = false): string {
  const parts: string[] = [];
  for (const b of batches) {
    const shown = b.cutEntry ? [...b.entries, b.cutEntry] : b.entries;
    if (!shown.length) continue;
    const blocks = shown.map((e) => {
      const block = entryBlock(e);
      if (b.cutEntry !== e || maxChars === undefined) return block;
      return (
        trimTrailingSpace(block.slice(0, cutRoom(batches, b, maxChars, replay))) + cutNote(e, b.upstream, maxChars)
      );
    });
    parts.push(`${header(b.upstream, replay)}\n${blocks.join('\n')}`);
  }
  const more = moreNote(batches);
  const out = parts.join('\n') + (more && parts.length ? '\n' : '') + more;
  if (maxChars === undefined || out.length <= maxChars) return out;
  // Even the notes do not fit in a limit this small: one short line, within it, and nothing consumed.
  const cut = batches.find((b) => b.cutEntry);
  const what = cut ? `${cut.upstream}: entry ${cut.cut}` : 'The next entry';
  const line = `_[${what} does not fit in ${maxChars} characters; nothing consumed.]_\n`;
  return line.length <= maxChars
    ? line
    : line.slice(0, Math.max(0, maxChars - 1)).replace(/[\ud800-\udbff]$/, '') + (maxChars > 0 ? '\n' : '');
}

/** Renders batches as JSON: one array, one object per upstream, on one line. */
export function renderJson(batches: Batch[], maxChars: number | undefined, replay = false): string {
  const out = batches.map((b) => ({
    upstream: b.upstream,
    from: b.from,
    to: b.to,
    entries: (b.cutEntry && jsonCutRoom(batches, b, maxChars, replay) > 0 ? [...b.entries, b.cutEntry] : b.entries).map(
      (e) => {
        const base = e.heading
          ? { seq: null, id: e.id, timestamp: e.timestamp || null, title: e.title, corrects: e.corrects, text: e.text }
          : { seq: e.seq, timestamp: e.timestamp, title: e.title, corrects: e.corrects, text: e.text };
        if (b.cutEntry !== e || maxChars === undefined) return base;
        return { ...base, text: e.text.slice(0, jsonCutRoom(batches, b, maxChars, replay)), cut: true };
      },
    ),
    more: b.more,
  }));
  return `${JSON.stringify(out)}\n`;
}

/**
 * How many characters of the text of `b`'s cut entry a JSON consume shows: what the Markdown block has room for,
 * less its heading. Zero leaves the entry out (it waits, counted in `more`): an entry is never shown cut to nothing.
 */
function jsonCutRoom(batches: Batch[], b: Batch, maxChars: number | undefined, replay: boolean): number {
  if (!b.cutEntry || maxChars === undefined) return 0;
  const e = b.cutEntry;
  let room = Math.max(0, cutRoom(batches, b, maxChars, replay) - (entryBlock(e).length - e.text.length - 1));
  if (room > 0 && /[\ud800-\udbff]/.test(e.text[room - 1])) room--;
  return room;
}
