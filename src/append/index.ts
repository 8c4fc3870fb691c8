import { isUtf8 } from 'node:buffer';
import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { lockPathFor, readProtocolFile, withLock, writeProtocolFile } from '../fsutil.js';
import {
  atxHeadingText,
  headingOf,
  scanLevel2,
  splitAtLevel2,
  trimTrailingSpace,
  type Chunk,
} from '../models/markdown/split.js';
import { plainText } from '../models/markdown/parse.js';
import {
  correctsRef,
  parseEntryHeading,
  readEntry,
  writerOf,
  type HandoverDoc,
  type HandoverEntry,
} from '../models/docs/handover.js';
import { requestsWriterOf } from '../models/docs/requests.js';
import { conflictBlocks, encodingWhat, pointAt, sourceFromBytes } from '../models/markdown/source.js';
import { findTitle, tryParse } from '../models/docs/base.js';
import { nowRfc3339 } from '../models/docs/time.js';
import { dialectOf } from '../config/schema.js';
import { byDay, isCanonicalLog, pinnedEntry, type LogDialect } from '../models/dialect.js';
import { parseHandover } from '../models/docs/handover.js';
import { findNewestSlot, parseInserted } from '../models/docs/handover-prepend.js';
import { renderEntry } from '../models/write/render.js';

export interface AppendOptions {
  root: string;
  config: Config;
  actor: string;
  text: string;
  title?: string;
  /**
   * The earlier entries this one corrects: entry numbers (`3`), or in a log whose entries are not numbered their
   * ids (`2026-11-29`); written the way the log's `Corrects:` lines name entries, so lint accepts it.
   */
  corrects?: (number | string)[];
  /** The time to stamp; defaults to now. */
  now?: Date;
  /** Field values for a dialect whose entries carry fields (`for`, `artifact-path`). */
  fields?: Record<string, string>;
  /**
   * Which log: HANDOVER.md (default) or REQUESTS.md, the same log under `# Requests: <project>` (created when absent).
   */
  log?: 'handover' | 'requests';
  /** Runs on the log as it would be written, before anything is; throws (a CliError) to refuse the entry. */
  verify?: (next: Buffer, seq: number) => void;
}

/**
 * Checks the text of a new entry on its own: it must not start another entry (a level-2 heading) or
 * swallow the entries after it (a code fence or HTML comment left open).
 */
function checkText(text: string): void {
  if (!text.trim())
    throw new CliError('The entry text is empty; give the text as an argument, with --file F, or on stdin with -.', 2);
  if (text.includes('\0'))
    throw new CliError('The entry text contains a NUL byte; a protocol file must be plain UTF-8 text.', 2);
  if (conflictBlocks(text).length)
    throw new CliError('The entry text contains a merge conflict (<<<<<<<, =======, >>>>>>>); resolve it first.', 2);
  const probe = splitAtLevel2(`${text}\n\n## 1 · 2026-01-01T00:00:00Z\n`);
  if (probe.sections.length !== 1 || probe.preamble.text.length !== text.length + 2) {
    const heading = probe.sections.length > 1 ? probe.sections[0] : null;
    if (heading && heading.start.offset < text.length) {
      throw new CliError(
        `The entry text has a level-2 heading at line ${heading.start.line} ("${heading.heading!.trim()}"), which ` +
          `would start another entry; use ### or lower inside an entry.`,
        2,
      );
    }
    const open = probe.unclosedFence
      ? 'a code fence'
      : probe.unclosedHtml
        ? `an HTML block ("${probe.unclosedHtml.opener}")`
        : 'an HTML comment';
    throw new CliError(
      `The entry text leaves ${open} open, which would swallow every later entry; close ` +
        `it${probe.unclosedFence ? '' : ', or quote the markup in a code fence'}.`,
      2,
    );
  }
}

function checkTitle(title: string): string {
  const t = title.trim();
  if (!t || /[\r\n]/.test(t)) throw new CliError('--title must be one non-empty line.', 2);
  const parsed = parseEntryHeading(atxHeadingText(`## 1 · 2026-01-01T00:00:00Z · ${t}`));
  if (parsed.title !== t)
    throw new CliError(
      `--title "${t}" would not survive in a heading as written (a trailing "#" is read as a closing sequence); ` +
        `reword it.`,
      2,
    );
  return t;
}

/**
 * Appends the next entry to the repo's HANDOVER.md under its lock: next seq after the last entry,
 * the current UTC time, the canonical heading, `Corrects:` when asked, the text intact. The file's
 * BOM and line endings are kept; only the last entry is looked at for the seq (the log is split,
 * never parsed whole), so cost stays flat as the log grows.
 */
export async function appendEntry(
  opts: AppendOptions,
): Promise<{ seq: number; timestamp: string; file: string; id?: string }> {
  const kind = opts.log ?? 'handover';
  const file = opts.config.files[kind];
  checkText(opts.text);
  // REQUESTS.md is always the canonical log; the dialect describes HANDOVER.md only.
  const dialect = dialectOf(opts.config).log;
  if (kind === 'handover' && !isCanonicalLog(dialect)) return appendIn(opts, dialect, file);
  const entryTitle = opts.title === undefined ? null : checkTitle(opts.title);
  return withLock(lockPathFor(opts.root, file), () => appendLocked(opts, { kind, file, title: entryTitle }), {
    what: file,
  });
}

/** The canonical append (SPEC §2), under the log's lock. */
function appendLocked(
  opts: AppendOptions,
  { kind, file, title }: { kind: 'handover' | 'requests'; file: string; title: string | null },
): { seq: number; timestamp: string; file: string } {
  const bytes = canonicalBytes(opts, kind, file);
  // Only the preamble (for the writer) and the last entry (for the seq) are decoded and read. The log is
  // scanned in a one-byte-per-character view: headings, fences, comments and line endings are ASCII and
  // sit where they are in the bytes, and no byte of a multi-byte character can look like one of them.
  const base = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const t = bytes.toString('latin1', base);
  const utf8 = (from: number, to = t.length): string => bytes.toString('utf8', base + from, base + to);
  const scan = scanLevel2(t);
  checkTitledWriter(opts, { kind, file, preamble: utf8(0, scan.first ?? t.length) });
  if (scan.unclosedFence !== null)
    throw new CliError(
      `${file}:${pointAt(t, scan.unclosedFence).line}: a code fence is never closed, so a new entry would be ` +
        `swallowed by it; close the fence first.`,
      1,
    );
  const last =
    scan.last === null
      ? null
      : lastEntry(file, { t, from: scan.last, text: utf8(scan.last), sections: () => utf8(scan.first ?? 0) });
  const seq = last ? last.seq! + 1 : 1;
  const corrected = opts.corrects?.length ? checkCorrected(opts.corrects, file, utf8(0)) : [];
  const eol = /\r\n/.test(t.slice(0, 65536)) ? '\r\n' : '\n';
  const timestamp = nowRfc3339(opts.now);
  const corrects = corrected.length ? `Corrects: ${corrected.map((n) => `#${n}`).join(', ')}\n\n` : '';
  const entry = `## ${seq} · ${timestamp}${title ? ` · ${title}` : ''}\n\n${corrects}${entryBody(opts.text)}\n`;
  // Separate from what is there by one blank line, adding line endings only (never touching text).
  const lead = t === '' ? '' : t.endsWith('\n\n') || t.endsWith('\r\n\r\n') ? '' : t.endsWith('\n') ? '\n' : '\n\n';
  const added = (lead + entry).replace(/\n/g, eol);
  // The tail from the last entry on, re-split: the new entry must come out as the last one, whole.
  const tail = splitAtLevel2((last ? last.chunk.text : '') + added);
  const got = tail.sections[tail.sections.length - 1];
  if (!got || parseEntryHeading(atxHeadingText(got.heading ?? '')).seq !== seq) {
    throw new CliError(
      `${file}: the end of the log leaves an HTML comment or block open, so a new entry would be swallowed; ` +
        `close it first.`,
      1,
    );
  }
  const next = Buffer.concat([bytes, Buffer.from(added, 'utf8')]);
  opts.verify?.(next, seq);
  writeProtocolFile(opts.root, file, next);
  return { seq, timestamp, file };
}

/** The bytes of a canonical log, clean text (a project's first request starts its REQUESTS.md). */
function canonicalBytes(opts: AppendOptions, kind: 'handover' | 'requests', file: string): Buffer {
  const found = readProtocolFile(opts.root, file);
  if (found === null && kind === 'handover')
    throw new CliError(`${file} does not exist in ${opts.root}; run handover init --role upstream to create it.`, 2);
  // A project's first request starts its REQUESTS.md.
  const bytes =
    found ??
    Buffer.from(
      `# Requests: ${opts.actor}\n\nAppend-only. Written only by ${opts.actor}: the requests it sends and the ` +
        `answers it gives.\n`,
    );
  if (!isUtf8(bytes) || bytes.includes(0)) {
    const e = sourceFromBytes(file, bytes).encoding[0];
    throw new CliError(`${file}:${e.line}:${e.column}: ${encodingWhat(e)}; fix the file before appending to it.`, 1);
  }
  return bytes;
}

/** Refuses (exit 1) a canonical log whose title names no writer, or another writer than the actor. */
function checkTitledWriter(
  opts: AppendOptions,
  { kind, file, preamble }: { kind: 'handover' | 'requests'; file: string; preamble: string },
): void {
  const chunk = { start: { line: 1, column: 1, offset: 0 }, text: preamble, heading: null };
  const title = findTitle(tryParse(chunk, [], 'The preamble'), chunk);
  const writer = kind === 'requests' ? requestsWriterOf(title) : writerOf(title);
  if (!writer)
    throw new CliError(
      `${file} has no "# ${kind === 'requests' ? 'Requests' : 'Handover'}: <agent>" title naming its writer; add ` +
        `one before appending.`,
      1,
    );
  if (writer !== opts.actor) throw wrongActor(file, writer, opts.actor);
}

/** Exit 1: the actor is not the log's writer. */
function wrongActor(file: string, writer: string, actor: string): CliError {
  return new CliError(
    `${file} is written only by ${writer}, and the actor is ${actor}; only ${writer} may append. (Wrong ` +
      `actor? Pass --actor or set HANDOVER_AGENT.)`,
    1,
  );
}

/**
 * The last entry of a canonical log (its chunk `text` starts at `from` in the one-byte view `t`); exit 1 when its
 * heading is not valid, as the next seq is then unknown.
 */
function lastEntry(
  file: string,
  { t, from, text, sections }: { t: string; from: number; text: string; sections: () => string },
): HandoverEntry | null {
  // The line number is counted only for an error message: counting it costs a pass over the log.
  const chunk = {
    start: { line: 0, column: 1, offset: from },
    text,
    heading: text.slice(0, (text.indexOf('\n') + 1 || text.length + 1) - 1).replace(/\r$/, ''),
  };
  const last = readEntry(chunk, 0);
  // Prose sections kept before the first entry, and no entry yet: the new entry is 1 (see preambleOnly).
  if (last.seq === null && preambleOnly(sections())) return null;
  if (last.seq === null || last.headingProblem) {
    const name = chunk.heading.replace(/^#+\s*/, '').replace(/\s+#*\s*$/, '');
    const prose =
      last.seq === null
        ? ` If "${name}" is prose rather than an entry, move it above the first entry and keep it in the ` +
          `preamble with handover migrate --preamble "${name}".`
        : '';
    throw new CliError(
      `${file}:${pointAt(t, from).line}: the last entry's heading is not valid ` +
        `(${last.headingProblem ?? 'no sequence number'}), so the next seq is unknown; fix it first.${prose}`,
      1,
    );
  }
  return last;
}

/**
 * True when every level-2 section of a log (`text`, from its first one on) is prose, not an entry: sections kept
 * before the first entry. Their handover/entry-heading finding (quality, baselined or not) is there already and an
 * appended entry 1 reads whole after them, so they do not block append.
 */
function preambleOnly(text: string): boolean {
  return splitAtLevel2(text).sections.every((c) => readEntry(c, 0).seq === null);
}

/** Exit 2 unless every entry `--corrects` names is in the log (a numbered log: numbers only). */
function checkCorrected(corrects: (number | string)[], file: string, text: string): number[] {
  // Rare, so the whole log is split (still never parsed) to find the corrected entries.
  const seqs = new Set(splitAtLevel2(text).sections.map((c) => readEntry(c, 0).seq));
  return corrects.map((ref) => {
    const n = typeof ref === 'number' ? ref : /^#?\d+$/.test(ref) ? Number(ref.replace('#', '')) : Number.NaN;
    if (Number.isNaN(n))
      throw new CliError(`--corrects ${ref}: ${file} numbers its entries; name the entry by its number, like 3.`, 2);
    if (!seqs.has(n))
      throw new CliError(`--corrects ${n}: ${file} has no entry ${n}; a correction must name an earlier entry.`, 2);
    return n;
  });
}

/**
 * The `Corrects:` references of a new entry in a log of another dialect, as its `Corrects:` lines name entries
 * (`#3` where entries are numbered, else the entry's id): exit 2 for an entry the log does not have.
 */
function correctionRefs(doc: HandoverDoc, corrects: (number | string)[], file: string): string[] {
  return corrects.map((ref) => {
    const given = String(ref).replace(/^#(?=\d+$)/, '');
    const entry = doc.entries.find((e) => e.id === given || (e.seq !== null && String(e.seq) === given));
    const name = entry ? correctsRef(entry) : null;
    if (name) return name;
    const ids = doc.entries
      .slice(-3)
      .map((e) => e.id)
      .filter(Boolean);
    throw new CliError(
      `--corrects ${ref}: ${file} has no entry "${given}"; name an earlier entry by its id` +
        `${ids.length ? ` (the latest: ${ids.join(', ')})` : ''}.`,
      2,
    );
  });
}

/** The text of a new entry as written: BOM, CR line endings, leading blank lines and trailing whitespace removed. */
function entryBody(text: string): string {
  return trimTrailingSpace(
    text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      .replace(/^(?:[ \t]*\n)+/, ''),
  );
}

/**
 * Appends in a dialect other than SPEC §2's (timestamp or date headings, level 3 under grouping sections,
 * newest first, entries with fields): the log is split whole (never parsed whole), the entry rendered in
 * the dialect's form and put where its newest entry goes — the end, or the top of the first grouping section.
 */
async function appendIn(
  opts: AppendOptions,
  dialect: LogDialect,
  file: string,
): Promise<{ seq: number; timestamp: string; file: string; id: string }> {
  return withLock(lockPathFor(opts.root, file), () => appendInLocked(opts, dialect, file), { what: file });
}

/** `appendIn`, under the log's lock. */
function appendInLocked(
  opts: AppendOptions,
  dialect: LogDialect,
  file: string,
): { seq: number; timestamp: string; file: string; id: string } {
  const bytes = readProtocolFile(opts.root, file); // a symlink on its path is refused, never followed
  if (bytes === null)
    throw new CliError(`${file} does not exist in ${opts.root}; run handover init --role upstream to create it.`, 2);
  const quick = appendAtTop(opts, dialect, file, bytes);
  if (quick) return quick;
  const source = sourceFromBytes(file, bytes);
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(`${file}:${e.line}:${e.column}: ${encodingWhat(e)}; fix the file before appending to it.`, 1);
  }
  const doc = parseHandover(source, dialect);
  checkLog(opts, doc, file);
  const timestamp = nowRfc3339(opts.now);
  // A pinned closing entry (`log.pinned`) stays last: the new entry goes right above it, numbered after the one before.
  const pinned = pinnedEntry(dialect, doc.entries);
  const place = doc.entries.length - (pinned ? 1 : 0);
  const seq = (doc.entries[place - 1]?.seq ?? 0) + 1;
  const title = opts.title?.trim() || null;
  const id = newId(doc, { file, timestamp, seq, slug: () => slugOf(title ?? opts.text) });
  const corrects = opts.corrects?.length ? correctionRefs(doc, opts.corrects, file) : undefined;
  const entry = entryFor(opts, dialect, { seq, id, timestamp, title, corrects });
  const text = source.text;
  const eol = /\r\n/.test(text.slice(0, 65536)) ? '\r\n' : '\n';
  const at = pinned ? pinned.chunk.start.offset : newestPlace(doc);
  const before = text.slice(0, at);
  const lead =
    before === ''
      ? ''
      : before.endsWith('\n\n') || before.endsWith('\r\n\r\n')
        ? ''
        : before.endsWith('\n')
          ? '\n'
          : '\n\n';
  const tail = at < text.length ? '\n' : '';
  const next = before + (lead + entry + tail).replace(/\n/g, eol) + text.slice(at);
  const back = parseHandover(sourceFromBytes(file, next), dialect);
  if (back.entries.length !== doc.entries.length + 1 || !sameId(back.entries[place].id, id, dialect)) {
    throw new CliError(
      `${file}: the new entry would not read back as the newest entry; nothing was written. Report this with the ` +
        `file.`,
      2,
    );
  }
  writeProtocolFile(opts.root, file, (source.bom ? '\ufeff' : '') + next);
  return { seq, timestamp, file, id };
}

/** Whether an entry read back has the id given (a date log numbers a day's later entries `<date>#2` …). */
function sameId(read: string | null, id: string, dialect: LogDialect): boolean {
  return read === id || (byDay(dialect.heading) && !!read?.startsWith(`${id}#`));
}

/**
 * Refuses a log in another dialect that names no writer (exit 1), another writer than the actor, a block left
 * open, or an entry heading that does not read.
 */
function checkLog(opts: AppendOptions, doc: HandoverDoc, file: string): void {
  const { dialect } = doc;
  const writer = doc.writer ?? (dialect.authorField && doc.entries.length === 0 ? opts.actor : null);
  if (!writer)
    throw new CliError(
      `${file} does not name its writer; add a title (or a first entry) naming it before appending.`,
      1,
    );
  if (writer !== opts.actor) throw wrongActor(file, writer, opts.actor);
  if (doc.unclosedFence || doc.problems.some((p) => /never closed/.test(p.message)))
    throw new CliError(
      `${file}: the log leaves a code fence, comment or HTML block open, so a new entry would be swallowed; ` +
        `close it first.`,
      1,
    );
  const bad = doc.entries.find((e) => e.headingProblem);
  if (bad) throw new CliError(`${file}:${bad.heading.start.line}: ${bad.headingProblem}; fix it first.`, 1);
  const stub = placeholderOf(doc);
  if (stub)
    throw new CliError(
      `${file}:${stub.start.line}: the "## ${dialect.section}" section holds "${stub.heading}", which is no entry ` +
        '(a template?), so a new entry there would not read; remove it, then append again.',
      1,
    );
}

/**
 * The first `###` of a log section (`log.section`) with no entry yet: a placeholder the first entry replaces (the
 * section's frame, see `parseHandover`), or null.
 */
function placeholderOf(doc: HandoverDoc): Chunk | null {
  const { dialect } = doc;
  if (!dialect.section || doc.entries.length) return null;
  let inSection = false;
  for (const c of doc.frame) {
    if ((c.level ?? 2) === 2) inSection = !!dialect.groups?.[0].match.test(plainText(headingOf(c)).trim());
    else if (inSection) return c;
  }
  return null;
}

/**
 * The id of a new entry in a log in another dialect: its seq, timestamp or date, or for an id-headed log the date and
 * a slug of its title (`-2`, `-3` … when taken); exit 1 when a timestamp is taken already.
 */
function newId(doc: HandoverDoc, e: { file: string; timestamp: string; seq: number; slug: () => string }): string {
  const { heading } = doc.dialect;
  const ids = new Set(doc.entries.map((x) => x.id));
  const day = e.timestamp.slice(0, 10);
  if (heading === 'id') {
    const slug = e.slug();
    let id = `${day}-${slug}`;
    for (let n = 2; ids.has(id); n++) id = `${day}-${slug}-${n}`;
    return id;
  }
  const id = heading === 'seq' ? String(e.seq) : heading === 'timestamp' ? e.timestamp : day;
  if (!byDay(heading) && ids.has(id))
    throw new CliError(`${e.file} already has an entry "${id}"; wait a second and append again.`, 1);
  return id;
}

/**
 * Where a new entry goes in a log in another dialect: the end (oldest first; above the trailer of a log with one), else
 * before the newest entry of the first grouping section, else at the end of that section (or of the file).
 */
function newestPlace(doc: HandoverDoc): number {
  const { dialect } = doc;
  const end = doc.source.text.length;
  const lane = dialect.groups?.[0]?.lane;
  const group = doc.frame.find(
    (c) =>
      (c.level ?? 2) === 2 && (!dialect.groups || dialect.groups[0].match.test(c.heading?.replace(/^#+\s*/, '') ?? '')),
  );
  // A log kept as one section of a bigger file (`log.section`), oldest first: after its last entry, in the section.
  if (dialect.order !== 'newest-first' && dialect.section) {
    const last = doc.entries[doc.entries.length - 1];
    return last
      ? last.chunk.start.offset + last.chunk.text.length
      : group
        ? group.start.offset + group.text.length
        : end;
  }
  // A level-2 log's frame is its trailer (`log.trailer`): the new entry goes above it; so it does above a stamp.
  if (dialect.order !== 'newest-first' && doc.stamp) return doc.stamp.start.offset;
  if (dialect.order !== 'newest-first')
    return dialect.level === 2 && doc.frame.length ? doc.frame[0].start.offset : end;
  const newest = doc.entries
    .slice()
    .reverse()
    .find((e) => lane === undefined || e.lane === lane);
  return newest ? newest.chunk.start.offset : group ? group.start.offset + group.text.length : end;
}

/**
 * A new entry of a dialect other than SPEC §2's, rendered: the text's line endings and leading blank lines normalised.
 */
function entryFor(
  opts: AppendOptions,
  dialect: LogDialect,
  e: { seq: number; id: string; timestamp: string; title: string | null; corrects?: string[] },
): string {
  return renderEntry(dialect, { ...e, text: entryBody(opts.text), author: opts.actor, fields: opts.fields });
}

/**
 * The fast path of `appendIn` for a log that grows at the top: only the start of the log is read (its title or
 * sole author, and the newest entry, through `findNewestSlot`), the entry put where the newest one goes, and
 * the result read back by the check engine's own fast path (`parseInserted`), which must see exactly this one
 * new entry there. Null when that is not certain (an id the log might hold already, several authors, a
 * correction, bytes the full path has to judge): `appendIn` then reads the whole log. Unlike the full path it
 * does not look at entries below the newest one (as the canonical append looks only at the last entry).
 */
export function appendAtTop(
  opts: AppendOptions,
  dialect: LogDialect,
  file: string,
  bytes: Buffer,
): { seq: number; timestamp: string; file: string; id: string } | null {
  if (dialect.order !== 'newest-first' || opts.corrects?.length) return null;
  const slot = findNewestSlot(bytes, dialect);
  if (!slot?.writer || !slot.newest) return null;
  if (slot.writer !== opts.actor) throw wrongActor(file, slot.writer, opts.actor);
  const timestamp = nowRfc3339(opts.now);
  const seq = (slot.newest.seq ?? 0) + 1;
  const title = opts.title?.trim() || null;
  let id =
    dialect.heading === 'seq' ? String(seq) : dialect.heading === 'timestamp' ? timestamp : timestamp.slice(0, 10);
  if (dialect.heading === 'id') id = `${timestamp.slice(0, 10)}-${slugOf(title ?? opts.text)}`;
  // An id that may be taken already (the full path numbers it -2, -3, or refuses it): the whole log decides.
  if (!byDay(dialect.heading) && bytes.includes(dialect.heading === 'seq' ? `# ${id} ` : id)) return null;
  const entry = entryFor(opts, dialect, { seq, id, timestamp, title }); // a correction never takes this path
  const eol = bytes.subarray(0, 65536).includes('\r\n') ? '\r\n' : '\n';
  const { at } = slot;
  const before = bytes.subarray(0, at).toString('latin1', Math.max(0, at - 4));
  const lead = at === 0 ? '' : before.endsWith('\n\n') || before.endsWith('\r\n\r\n') ? '' : '\n';
  const tail = at < bytes.length ? '\n' : '';
  const next = Buffer.concat([
    bytes.subarray(0, at),
    Buffer.from((lead + entry + tail).replace(/\n/g, eol), 'utf8'),
    bytes.subarray(at),
  ]);
  // Read back as the check engine will: exactly one new entry, with this id, where the newest goes.
  const back = parseInserted({ path: file, base: bytes, head: next, dialect, known: slot });
  if (!back) return null;
  if (back.head.entries.length !== 1 || back.head.entries[0].id !== id) {
    throw new CliError(
      `${file}: the new entry would not read back as the newest entry; nothing was written. ` +
        'Report this with the file.',
      2,
    );
  }
  writeProtocolFile(opts.root, file, next);
  return { seq, timestamp, file, id };
}

/** The slug of an entry id: the first five words of its title or text, lower case, joined by `-`. */
function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .split('-')
      .slice(0, 5)
      .join('-') || 'entry'
  );
}
