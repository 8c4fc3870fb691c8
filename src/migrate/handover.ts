import type { Config } from '../config/schema.js';
import { NAME } from '../config/schema.js';
import { parseEntryHeading, parseHandover, writerOf } from '../models/docs/handover.js';
import { atxHeadingText } from '../models/markdown/split.js';
import { SNAPSHOT_HEADINGS } from '../models/dialect.js';
import { parseRfc3339 } from '../models/docs/time.js';
import { readLog, type HeadingText, type ReadDoc, type Section } from './read.js';
import type { LineOrigin } from '../git/blame.js';
import { MigrateError, type MigrateNote, type MigrateOptions, type Migration, type OrderChoice } from './types.js';

/**
 * HANDOVER.md in any shape this tool knows (canonical entries, `## Queue`/`## Processed (archive)` with
 * `###` entries, headings that carry only a date or a timestamp, prose sections, newest-first logs)
 * rendered in the canonical form of SPEC §2: `## <seq> · <timestamp>[ · <title>]`, oldest first,
 * numbered 1, 2, 3 …, every word of the input kept.
 */

/** What a heading says about time and title. */
interface HeadingInfo {
  timestamp: string | null;
  date: string | null;
  title: string | null;
  canonical: boolean;
}

const DATE_TIME =
  /^\[?(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?[ \t]*([Zz]|[+-]\d{2}:?\d{2}|UTC)?)?\]?/;
const LEADING_SEQ = /^\d+[ \t]+[·—–\-|][ \t]+(?=\[?\d{4}-)/;
// A hyphen separates only with spaces around it: "2026-03-04-batch" is an id, "2026-03-04 - Title" a date and a title.
const AFTER_DATE = /^(?:[ \t]*[:,][ \t]*|[ \t]*[·—–|][ \t]*|[ \t]+-[ \t]+|[ \t]+|$)/;

/** Reads the date or timestamp a heading starts with, and the title after it. */
export function headingInfo(content: string): HeadingInfo {
  const canonical = parseEntryHeading(content);
  if (canonical.headingProblem === null)
    return { timestamp: canonical.timestamp, date: null, title: canonical.title, canonical: true };
  const s = content.replace(LEADING_SEQ, '');
  const m = DATE_TIME.exec(s);
  if (!m || m[0].startsWith('[') !== m[0].endsWith(']'))
    return { timestamp: null, date: null, title: content || null, canonical: false };
  const rest = s.slice(m[0].length);
  const sep = AFTER_DATE.exec(rest);
  let timestamp: string | null = null;
  if (m[2] !== undefined) {
    const zone =
      m[6] === undefined || /^(?:z|utc)$/i.test(m[6])
        ? 'Z'
        : m[6].includes(':')
          ? m[6]
          : `${m[6].slice(0, 3)}:${m[6].slice(3)}`;
    const t = `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${m[5] ?? ''}${zone}`;
    if (parseRfc3339(t) !== null) timestamp = t;
  }
  const date = parseRfc3339(`${m[1]}T00:00:00Z`) === null ? null : m[1];
  if (date === null) return { timestamp: null, date: null, title: content || null, canonical: false };
  // "2026-03-04-batch-12: Title" is an id that starts with a date: the date is read, the heading kept whole.
  if (!sep) return { timestamp, date, title: content, canonical: false };
  const title = rest.slice(sep[0].length).trim();
  return { timestamp, date, title: title || null, canonical: false };
}

const BODY_DATE =
  /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?date(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*(\d{4}-\d{2}-\d{2})/im;

/** True when a heading carries a date or a timestamp. */
export const datedHeading = (h: HeadingText): boolean => {
  const i = headingInfo(h.content);
  return i.timestamp !== null || i.date !== null;
};

interface Item {
  section: Section;
  info: HeadingInfo;
  /** A time the input states (its heading's timestamp, date, or a `date:` field), as RFC 3339, or null. */
  known: string | null;
  /** The commit the time was taken from, when the input states none (see `timesFromHistory`). */
  source?: TimeSource;
}

const EPOCH = '1970-01-01T00:00:00Z';

/** The order auto-detection picks from the times the input states, in document order. */
export function detectOrder(known: (string | null)[]): OrderChoice {
  const t = known.filter((x): x is string => x !== null).map((x) => parseRfc3339(x)!);
  let up = false;
  let down = false;
  for (let i = 1; i < t.length; i++) {
    if (t[i] > t[i - 1]) up = true;
    if (t[i] < t[i - 1]) down = true;
  }
  return down && !up ? 'reverse' : down && up ? 'date' : 'keep';
}

/**
 * Puts the items in the chosen order; `date` sorts by stated time (an undated item keeps the time of the one before
 * it), stable.
 */
function ordered(items: Item[], order: OrderChoice): Item[] {
  if (order === 'keep') return items;
  if (order === 'reverse') return [...items].reverse();
  let last: number | null = null;
  const firstKnown = items.find((x) => x.known)?.known ?? null;
  const keyed = items.map((it, i) => {
    if (it.known) last = parseRfc3339(it.known);
    return { it, i, key: last ?? (firstKnown ? parseRfc3339(firstKnown)! : 0) };
  });
  return keyed.sort((a, b) => a.key - b.key || a.i - b.i).map((x) => x.it);
}

/** A title that survives in a canonical heading as written, or null when it would not (a trailing `#`). */
function fitsHeading(title: string): boolean {
  return parseEntryHeading(atxHeadingText(`## 1 · 2026-01-01T00:00:00Z · ${title}`)).title === title;
}

/** Resolves the writer: the one the old title names, else the one asked for, else the repo's agent. */
function writerFor(
  doc: ReadDoc,
  options: MigrateOptions,
  config: Config,
  what: string,
): { writer: string; old: string | null } {
  const old = doc.title
    ? writerOf({
        text: doc.title.plain,
        span: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
      })
    : null;
  if (old && options.writer && options.writer !== old)
    throw new MigrateError(
      `${what} is written by ${old} (its title says so); a migration keeps the writer — drop ` +
        `--writer ${options.writer}`,
    );
  const writer = old ?? options.writer ?? config.agent;
  if (!writer)
    throw new MigrateError(
      `${what} names no writer (its title is not "# Handover: <agent>") and the config names no agent; pass --writer ` +
        `NAME`,
    );
  if (!NAME.test(writer))
    throw new MigrateError(
      `"${writer}" is not a valid agent name (letters, digits, ".", "_", "-"); pass --writer NAME`,
    );
  return { writer, old };
}

/** A title that is only the word "handover" (or "HANDOVER.md", "Handover log") says nothing a new title loses. */
const TRIVIAL_TITLE = /^(?:handover(?:\.md)?(?:[ \t]+log)?|handover[ \t]*:?)$/i;

/**
 * The last text read: the check renders one old version with up to four choices, and the whole-document
 * parse is most of the cost (the renderer never changes the read document).
 */
let lastRead: { raw: string; what: string; doc: ReadDoc } | null = null;

function readOnce(raw: string, what: string): ReadDoc {
  if (lastRead && lastRead.raw === raw && lastRead.what === what) return lastRead.doc;
  const doc = readLog(raw, what, datedHeading);
  lastRead = { raw, what, doc };
  return doc;
}

/** Converts HANDOVER.md text (BOM and line endings kept) into the canonical handover form. */
/** The first line of a section's text worth quoting (a list item's text, or a paragraph's first line), or null. */
function firstLine(body: string): string | null {
  for (const raw of body.split('\n')) {
    const line = raw
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
      .replace(/[*_`]/g, '')
      .trim();
    if (line && !/^(?:#|```|~~~|\||<)/.test(line)) return line.length > 120 ? `${line.slice(0, 117)}...` : line;
  }
  return null;
}

/**
 * A snapshot document (one document rewritten every session: "Current state", "Last session", "Next steps") is not a
 * log: converting it would invent an entry per section, with times nobody wrote. Migrate says what it is and what
 * fits it instead: its current state in the agent's SYNC.md section, and a fresh log started after it.
 */
function snapshotAdvice(doc: ReadDoc, what: string): string | null {
  const marked = doc.sections.filter((s) => SNAPSHOT_HEADINGS.some((re) => re.test(s.heading.plain)));
  if (marked.length < 2 || doc.sections.some((s) => headingInfo(s.heading.content).date !== null)) return null;
  const find = (re: RegExp) => doc.sections.find((s) => re.test(s.heading.plain));
  const focus = firstLine(find(/^current|^status|^in progress/i)?.body ?? '');
  const next = firstLine(find(/^next/i)?.body ?? '');
  const blocked = firstLine(find(/^block/i)?.body ?? '');
  const flags = [
    focus ? ` --focus ${JSON.stringify(focus)}` : '',
    blocked ? ` --blocked ${JSON.stringify(blocked)}` : '',
    next ? ` --next ${JSON.stringify(next)}` : '',
  ].join('');
  return (
    `${what} is a snapshot document (${marked.map((s) => `"${s.heading.plain}"`).join(', ')}), rewritten every ` +
    'session rather than appended to; what may fit it better than a log: its current state into your SYNC.md ' +
    `section (handover sync set${flags || ' --focus … --next …'}), the snapshot kept under another name ` +
    `(git mv ${what} STATE.md), and a fresh log started after it (handover init writes one)`
  );
}

/** A refusal to date sections nobody dated: migrate asks git, or refuses. */
function needsHistory(message: string): MigrateError {
  const e = new MigrateError(message);
  e.needsHistory = true;
  return e;
}

/** Where a section's time came from, for the report: the commit that last wrote it. */
interface TimeSource {
  commit: string;
  time: string;
}

/**
 * Each section's time from git: the author time of the commit that last wrote a non-blank line of it (its heading or
 * its text). The last writer, not the first: the entry keeps the text that commit wrote, so its time is when that
 * text was written (a snapshot's "Current state" first written a year ago holds today's state). Refused when a line
 * of a section is not committed: there is no commit to date it by.
 */
function timesFromHistory(items: Item[], o: { origins: (LineOrigin | null)[]; raw: string; what: string }): void {
  const lines = o.raw.replace(/^\uFEFF/, '').split('\n');
  for (const it of items) {
    const first = it.section.heading.line;
    const last = first + (it.section.body ? it.section.body.split('\n').length : 0);
    let best: LineOrigin | null = null;
    for (let n = first; n <= last; n++) {
      if (!lines[n - 1]?.trim()) continue;
      const at = o.origins[n - 1];
      if (!at)
        throw new MigrateError(
          `no section of ${o.what} states a date or a time, and line ${n} ("${it.section.heading.plain}") is not ` +
            'committed, so there is no commit to date it by; commit the file as it is, then migrate again (each ' +
            'section then takes the time of the commit that last wrote it)',
        );
      if (!best || at.time > best.time) best = at;
    }
    if (!best) continue;
    const time = new Date(best.time * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    it.known = time;
    it.source = { commit: best.commit, time };
  }
}

/** The sections `--preamble` and `--preamble-until` keep in the preamble; a heading that names none is refused. */
function movedToPreamble(doc: ReadDoc, options: MigrateOptions, what: string): Section[] {
  const wanted = new Set((options.preamble ?? []).map((p) => p.trim().toLowerCase()));
  const moved = doc.sections.filter(
    (s) =>
      s.index < (options.preambleUntil ?? 0) ||
      wanted.has(s.heading.plain.toLowerCase()) ||
      wanted.has(s.heading.content.toLowerCase()),
  );
  for (const p of options.lenient ? [] : (options.preamble ?? [])) {
    const names = (s: Section) => [s.heading.plain.toLowerCase(), s.heading.content.toLowerCase()];
    if (!doc.sections.some((s) => names(s).includes(p.trim().toLowerCase())))
      throw new MigrateError(
        `--preamble "${p}": ${what} has no section with that heading; name one of: ` +
          (doc.sections.map((s) => `"${s.heading.plain}"`).join(', ') || 'none'),
      );
  }
  if ((options.preambleUntil ?? 0) > doc.sections.length)
    throw new MigrateError(
      `--preamble-until ${options.preambleUntil}: ${what} has only ${doc.sections.length} sections`,
    );
  return moved;
}

/**
 * Each entry's canonical heading and body: numbered in order, its time the one it states, else the one before it
 * (a hint says so); a title a heading cannot hold moves to the body. What changed goes into `notes`.
 */
function entryHeadings(
  entries: Item[],
  o: { eol: string; notes: MigrateNote[]; hints: string[] },
): { heading: string; body: string }[] {
  const { eol, notes, hints } = o;
  const firstKnown = entries.find((x) => x.known)?.known ?? null;
  let previous: string | null = null;
  return entries.map((it, i) => {
    const seq = i + 1;
    let ts = it.known;
    if (!ts) {
      // no section states a time: migrate will not invent one (a snapshot's sections name states, not events)
      if (!previous && !firstKnown)
        throw needsHistory(
          `no section states a date or a time ("${it.section.heading.plain}", line ${it.section.heading.line}, and ` +
            `${entries.length - 1} more), so migrate will not invent one: commit the file, and migrate dates each ` +
            'section by the commit that last wrote it; or, if this is a snapshot rewritten every session, keep it as ' +
            'it is (handover leaves it alone) and start a log beside it',
        );
      ts = previous ?? firstKnown ?? EPOCH;
      const whence = previous ? 'the entry before it' : 'the first dated entry';
      hints.push(
        `entry ${seq} ("${it.section.heading.plain}", line ${it.section.heading.line}) states no time; it took ` +
          `${ts} from ${whence}` +
          (it.info.canonical
            ? ''
            : ` — if it is prose about the file, rerun with --preamble "${it.section.heading.plain}"`),
      );
    }
    previous = ts;
    let title = it.info.title;
    let body = it.section.body;
    if (title !== null && !fitsHeading(title)) {
      // The title would lose a character in a heading: it moves, whole, to the entry's first line.
      body = `${eol}${title}${body ? eol + body.replace(/^(?:[ \t]*\r?\n)+/, eol) : ''}`;
      title = null;
    }
    const heading = `## ${seq} · ${ts}${title ? ` · ${title}` : ''}`;
    const h = it.section.heading;
    const was = `${'#'.repeat(h.depth)} ${h.content}`;
    if (was !== heading) notes.push({ line: h.line, from: was, to: heading });
    return { heading, body };
  });
}

/**
 * What comes before the entries: the title naming the writer, the old title and preamble, a line for each group
 * the entries were dissolved from, and the sections kept in the preamble (at level 3). What changed goes into notes.
 */
function preamblePieces(
  doc: ReadDoc,
  o: { writer: string; old: string | null; entries: Item[]; moved: Section[]; notes: MigrateNote[] },
): string[] {
  const { writer, old, entries, moved, notes } = o;
  const pieces: string[] = [];
  if (doc.before) pieces.push(doc.before);
  const titleLine = `# Handover: ${writer}`;
  pieces.push(old && doc.titleLine && atxHeadingText(doc.titleLine) === doc.title!.content ? doc.titleLine : titleLine);
  if (doc.title && !old && !TRIVIAL_TITLE.test(doc.title.plain)) pieces.push(doc.title.content);
  if (doc.preamble) pieces.push(doc.preamble);
  const seqOf = new Map(entries.map((it, i) => [it.section.index, i + 1]));
  for (const g of doc.groups) {
    if (g.heading) {
      const seqs = g.items
        .map((i) => seqOf.get(i))
        .filter((x): x is number => x !== undefined)
        .sort((a, b) => a - b);
      const list = seqs.length === 0 ? 'no entries' : `${seqs.length === 1 ? 'entry' : 'entries'} ${seqs.join(', ')}`;
      pieces.push(`From the "${g.heading.content}" section (migrated by handover migrate): ${list}.`);
      notes.push({ line: g.heading.line, from: `## ${g.heading.content}`, to: `a line in the preamble (its ${list})` });
    }
    if (g.prose) pieces.push(g.prose);
  }
  for (const s of moved) {
    pieces.push(`### ${s.heading.content}${s.body ? doc.eol + s.body : ''}`);
    notes.push({
      line: s.heading.line,
      from: `${'#'.repeat(s.heading.depth)} ${s.heading.content}`,
      to: `### ${s.heading.content} (in the preamble)`,
    });
  }
  return pieces;
}

/** The one-line summary of a log's migration. */
function summaryOf(o: { doc: ReadDoc; order: OrderChoice; entries: number; moved: number; notes: number }): string {
  const { doc, order, entries: n, moved, notes } = o;
  const orderWord =
    order === 'keep'
      ? 'in their order'
      : order === 'reverse'
        ? 'reversed (the log was newest first)'
        : 'sorted by their dates';
  const groups = doc.groups.filter((g) => g.heading).map((g) => `"## ${g.heading!.content}"`);
  return (
    `${n} ${n === 1 ? 'entry' : 'entries'} numbered${n ? ` 1–${n}` : ''}, ${orderWord}` +
    (groups.length ? `; ${groups.join(' and ')} dissolved into the entries` : '') +
    (moved ? `; ${moved} section${moved === 1 ? '' : 's'} kept in the preamble` : '') +
    `; ${notes} heading${notes === 1 ? '' : 's'} rewritten`
  );
}

export function migrateHandover(raw: string, options: MigrateOptions, config: Config, what = 'HANDOVER.md'): Migration {
  const doc = readOnce(raw, what);
  const snapshot = snapshotAdvice(doc, what);
  if (snapshot && !options.origins)
    throw needsHistory(
      `${snapshot}; its sections state no time, and migrate will not invent one: commit it, and migrate dates each ` +
        'section by the commit that last wrote it',
    );
  const { writer, old } = writerFor(doc, options, config, what);
  const eol = doc.eol;
  const moved = movedToPreamble(doc, options, what);
  const movedSet = new Set(moved.map((s) => s.index));
  const items: Item[] = doc.sections
    .filter((s) => !movedSet.has(s.index))
    .map((section) => {
      const info = headingInfo(section.heading.content);
      const bodyDate = info.timestamp || info.date ? null : (BODY_DATE.exec(section.body)?.[1] ?? null);
      const date = info.date ?? (bodyDate && parseRfc3339(`${bodyDate}T00:00:00Z`) !== null ? bodyDate : null);
      return { section, info, known: info.timestamp ?? (date ? `${date}T00:00:00Z` : null) };
    });
  const fromHistory = items.length > 0 && items.every((x) => x.known === null) && Boolean(options.origins);
  if (fromHistory) timesFromHistory(items, { origins: options.origins!, raw, what });
  // times from git say when each section was last written, not where it stands: the entries go in that order
  const order = options.order ?? (fromHistory ? 'date' : detectOrder(items.map((x) => x.known)));
  const entries = ordered(items, order);

  const notes: MigrateNote[] = [];
  const hints: string[] = [];
  const headings = entryHeadings(entries, { eol, notes, hints });
  if (fromHistory) hints.unshift(...historyHints(entries, snapshot));

  const pieces = preamblePieces(doc, { writer, old, entries, moved, notes });
  for (const { heading, body } of headings) pieces.push(body ? heading + eol + body : heading);
  notes.sort((a, b) => a.line - b.line);
  const text = (doc.bom ? '\uFEFF' : '') + pieces.join(eol + eol) + eol;
  verify(text, entries.length, what);
  const summary = summaryOf({ doc, order, entries: entries.length, moved: moved.length, notes: notes.length });
  return {
    kind: 'handover',
    from: 'legacy',
    to: 'handover',
    text,
    changed: text !== raw,
    summary,
    notes,
    hints,
    options: { order, writer, preamble: moved.map((s) => s.index) },
  };
}

/** Where each entry's time came from when the input stated none: the commit, per entry. */
function historyHints(entries: Item[], snapshot: string | null): string[] {
  const out = entries.map(
    (it, i) =>
      `entry ${i + 1} ("${it.section.heading.plain}", line ${it.section.heading.line}) states no time; it took ` +
      `${it.known} from commit ${it.source?.commit.slice(0, 12) ?? '?'}, the last to write it`,
  );
  return snapshot ? [`${snapshot}.`, ...out] : out;
}

/** The output must read back as exactly the entries rendered; anything else is a bug, never written. */
function verify(text: string, count: number, what: string): void {
  const doc = parseHandover({ path: what, text: text.replace(/^\uFEFF/, ''), bom: false, encoding: [] });
  const bad = doc.entries.find((e) => e.headingProblem !== null || e.seq !== e.index + 1);
  if (doc.entries.length !== count || bad || doc.problems.length || doc.unclosedFence) {
    throw new MigrateError(
      `${what} could not be migrated safely: the result would read back as ${doc.entries.length} entries, not ` +
        `${count}${bad ? ` ("## ${bad.headingText}")` : ''}; please report it with the file`,
    );
  }
}
