import { encodingWhat, parseHandover, sourceFromBytes, type HandoverDoc, type HandoverEntry } from '../models/index.js';
import { isCanonicalLog, pinnedEntry, type LogDialect } from '../models/dialect.js';
import { mergeHandover } from './handover.js';
import { conflictBlock, detectEol, renderPieces, splitGap, type RenderPiece } from '../models/diff/keyed-sections.js';
import { headingOf, normaliseText, type Chunk } from '../models/markdown/split.js';
import { plainText } from '../models/markdown/parse.js';
import type { MergeInput, MergeOutcome } from './types.js';

/**
 * Merges a log whose entries are not numbered (SPEC §7: headed by an id, a timestamp or a date; newest first
 * or oldest first; level 3 under grouping sections). Entries are matched by their id across the three
 * versions, never by position:
 * - an old entry changed on one side only (a `status` change, a move from Queue to Processed) takes that
 *   side's version; changed the same way on both, once; changed differently or removed, a conflict confined
 *   to that entry;
 * - new entries of both sides are all kept: theirs (already published) first, then ours, each side's in its
 *   own order; each goes into its lane's section in the dialect's order (newest first: at the top).
 * The preamble and the sections that are not entries must be the same on all three sides; anything else the
 * merge cannot place by structure (a heading that is not an entry, an entry with no id, an id twice, a
 * grouping section one side lacks) goes to git's own merge, except in a log whose new entries enter above old
 * text (`log.pinned`, `log.order: any`, `log.stamp`), where a line merge could interleave them: there the whole
 * file is one conflict, as it always is in a log with reference sections between its entries (`log.reference`).
 * - `log.pinned`, `log.order: any`: each of theirs' new entries goes right after the old entry it follows in
 *   theirs (the top when none), before ours' new entries there: above the closing entry, at the end it was added;
 * - `log.stamp`: the stamp is cut from each side and the entries merged; the stamp is the side's that changed it,
 *   the one with the later date when both did, or a conflict.
 */
export function mergeDialectLog(input: MergeInput, dialect: LogDialect): MergeOutcome {
  // reference sections (`log.reference`) sit between entries, where no entry-by-entry merge places them
  if (dialect.reference.length) return wholeConflict(input, 'the log keeps reference sections between its entries');
  const out = dialect.stamp ? mergeStamped(input, dialect) : mergeEntries(input, dialect);
  if (out.kind === 'merged' || !(dialect.pinned || dialect.order === 'any' || dialect.stamp)) return out;
  return wholeConflict(input, out.reason);
}

/** Both sides' whole texts as one conflict, for a log git's line merge could interleave. */
function wholeConflict(input: MergeInput, reason: string): MergeOutcome {
  const eol = detectEol(input.ours);
  const trim = (t: string) => t.replace(/(\r?\n)+$/, '');
  return {
    kind: 'merged',
    text: conflictBlock(trim(input.ours), trim(input.theirs), eol) + eol,
    conflicts: [
      `${input.path}: cannot be merged entry by entry (${reason}); new entries of this log enter above old text, so ` +
        `git's line merge could interleave them: keep both sides' entries in the log's order between the markers`,
    ],
    notes: [],
  };
}

/** A log's stamp (`log.stamp`) with the thematic break and blank lines right above it: the text from there on. */
function stampTail(text: string, dialect: LogDialect, path: string): number | null {
  const doc = parseHandover(sourceFromBytes(path, text), dialect);
  if (!doc.stamp) return null;
  let at = doc.stamp.start.offset;
  const before = text.slice(0, at);
  const m = /(?:^|\n)[ \t]{0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})\r?\n(?:[ \t]*\r?\n)*$/.exec(before);
  if (m) at = m.index + (m[0].startsWith('\n') ? 1 : 0);
  return at;
}

/** The stamp both sides' stamps merge to: the one side's change, the later dated one, or null (a conflict). */
function mergedStamp(base: string, ours: string, theirs: string): string | null {
  if (ours === theirs || theirs === base) return ours;
  if (ours === base) return theirs;
  const when = (t: string) => /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?/.exec(t)?.[0] ?? null;
  const [o, t] = [when(ours), when(theirs)];
  if (o === null || t === null || o === t) return null;
  return o > t ? ours : theirs;
}

/** A log with a stamp (`log.stamp`): the entries merged without it, then the merged stamp after them. */
function mergeStamped(input: MergeInput, dialect: LogDialect): MergeOutcome {
  const sides = [input.base, input.ours, input.theirs];
  const cuts = sides.map((t) => stampTail(t, dialect, input.path));
  const plain = { ...dialect, stamp: false };
  if (cuts.every((c) => c === null)) return isCanonicalLog(plain) ? mergeHandover(input) : mergeEntries(input, plain);
  if (cuts.some((c) => c === null)) return { kind: 'fallback', reason: 'one side has a stamp and another none' };
  const [base, ours, theirs] = sides.map((t, i) => t.slice(0, cuts[i]!));
  const [sb, so, st] = sides.map((t, i) => t.slice(cuts[i]!));
  const taken = (text: string): MergeOutcome => ({ kind: 'merged', text, conflicts: [], notes: [] });
  const body =
    ours === theirs || theirs === base
      ? taken(ours)
      : ours === base
        ? taken(theirs)
        : // a numbered log (SPEC §2 but for its stamp) renumbers ours' new entries after theirs
          isCanonicalLog(plain)
          ? mergeHandover({ ...input, base, ours, theirs })
          : mergeEntries({ ...input, base, ours, theirs }, plain);
  if (body.kind === 'fallback') return body;
  const stamp = mergedStamp(sb, so, st);
  const eol = detectEol(input.ours);
  if (stamp !== null) return { ...body, text: body.text + stamp };
  const trim = (t: string) => t.replace(/(\r?\n)+$/, '');
  return {
    ...body,
    text: body.text + conflictBlock(trim(so), trim(st), eol) + eol,
    conflicts: [
      ...body.conflicts,
      `${input.path}: both sides rewrote the log's stamp and their dates do not say which is later: keep one`,
    ],
  };
}

/** The log's entries merged by id (see mergeDialectLog). */
function mergeEntries(input: MergeInput, dialect: LogDialect): MergeOutcome {
  const docs: HandoverDoc[] = [];
  for (const [side, text] of [
    ['base', input.base],
    ['ours', input.ours],
    ['theirs', input.theirs],
  ] as const) {
    const doc = parseHandover(sourceFromBytes(input.path, text), dialect);
    const why = unmergeable(doc, dialect);
    if (why) return { kind: 'fallback', reason: `${side}: ${why}` };
    docs.push(doc);
  }
  const [B, O, T] = docs;
  const frames = docs.map((d) => [d.preamble, ...d.frame].map((c) => normaliseText(c.text)).join('\u0000'));
  if (frames[1] !== frames[0] || frames[2] !== frames[0])
    return { kind: 'fallback', reason: 'the preamble or a section that is not an entry changed' };
  const byId = (d: HandoverDoc) => new Map(d.entries.map((e) => [e.id!, e]));
  const m: LogMerge = {
    path: input.path,
    dialect,
    O,
    T,
    base: byId(B),
    ours: byId(O),
    theirs: byId(T),
    eol: detectEol(input.ours),
    conflicts: [],
  };
  const { chronology, afterOld } = oldAndOurs(
    m,
    B.entries.map((e) => e.id!),
  );
  const theirsNew = theirsNewSlots(m, chronology);
  // a closing entry kept last, or new entries at either end: theirs' go where theirs put them
  const anchored = pinnedEntry(dialect, B.entries) !== null || dialect.order === 'any';
  if (!anchored) chronology.splice(afterOld, 0, ...theirsNew);
  const merged = anchored ? placedByAnchor(chronology, theirsNew) : chronology;
  const pieces = inOursFrame(m, merged);
  if (typeof pieces === 'string') return { kind: 'fallback', reason: pieces };
  const last = pieces.filter((p) => p.body !== '' || p.gap !== '').at(-1);
  const finalGap = splitGap(input.ours).gap;
  const text = renderPieces(pieces, m.eol, last?.lastInSource ? last.gap : finalGap);
  const oursNew = O.entries.filter((e) => !m.base.has(e.id!));
  const notes =
    oursNew.length && theirsNew.length
      ? [`${input.path}: both sides added entries; kept all of them, theirs before ours`]
      : [];
  return { kind: 'merged', text, conflicts: m.conflicts, notes };
}

/** The three versions of the log a merge reads, their entries by id, and the conflicts found so far. */
interface LogMerge {
  path: string;
  dialect: LogDialect;
  O: HandoverDoc;
  T: HandoverDoc;
  base: Map<string, HandoverEntry>;
  ours: Map<string, HandoverEntry>;
  theirs: Map<string, HandoverEntry>;
  eol: string;
  conflicts: string[];
}

/**
 * What each place in the merged log holds: an entry of one side, or a conflict block. `id`: the old entry it
 * stands for; `after`: for theirs' new entry, the old entry it follows in theirs (null: the top).
 */
type Slot = { lane: string; piece: RenderPiece; id?: string; after?: string | null };

/** Theirs' new entries each right after the old entry they follow in theirs, before ours' new ones there. */
function placedByAnchor(chronology: Slot[], theirsNew: Slot[]): Slot[] {
  const group = (after: string | null) => theirsNew.filter((s) => (s.after ?? null) === after);
  const out = [...group(null)];
  for (const s of chronology) {
    out.push(s);
    if (s.id !== undefined) out.push(...group(s.id));
  }
  return out;
}

function sameEntry(a: HandoverEntry | undefined, b: HandoverEntry): boolean {
  return a !== undefined && a.lane === b.lane && normaliseText(a.chunk.text) === normaliseText(b.chunk.text);
}

function pieceOf(doc: HandoverDoc, e: HandoverEntry): RenderPiece {
  return {
    ...splitGap(e.chunk.text),
    lastInSource: e.chunk.start.offset + e.chunk.text.length >= doc.source.text.length,
  };
}

function bodyOf(e: HandoverEntry | undefined): string | null {
  return e ? splitGap(e.chunk.text).body : null;
}

/** The merged place of an old entry: the side that changed it, or a conflict when both did (or one removed it). */
function slotOf(m: LogMerge, id: string, base: HandoverEntry): Slot {
  const ours = m.ours.get(id);
  const theirs = m.theirs.get(id);
  if (sameEntry(ours, base) && theirs) return { id, lane: theirs.lane, piece: pieceOf(m.T, theirs) };
  if (sameEntry(theirs, base) && ours) return { id, lane: ours.lane, piece: pieceOf(m.O, ours) };
  if (ours && theirs && sameEntry(ours, theirs)) return { id, lane: ours.lane, piece: pieceOf(m.O, ours) };
  const how =
    !ours || !theirs
      ? `removed ${!ours && !theirs ? 'on both sides' : !ours ? 'on our side' : 'on their side'}`
      : 'changed differently on both sides';
  m.conflicts.push(
    `${m.path}: entry "${id}" was ${how}; an entry may only take the changes its dialect allows, once: ` +
      `keep one version between the conflict markers`,
  );
  return {
    id,
    lane: (ours ?? theirs ?? base).lane,
    piece: { body: conflictBlock(bodyOf(ours), bodyOf(theirs), m.eol), gap: m.eol, lastInSource: true },
  };
}

/**
 * Oldest first: ours' entries in ours' order (an old one ours removed comes in where the base had it).
 * `afterOld`: where theirs' new entries go, right after the last old entry, before ours' new ones that follow it.
 */
function oldAndOurs(m: LogMerge, oldIds: string[]): { chronology: Slot[]; afterOld: number } {
  const chronology: Slot[] = [];
  const placed = new Set<string>();
  const placeOld = (upTo: number) => {
    for (const id of oldIds.slice(0, upTo))
      if (!placed.has(id)) {
        placed.add(id);
        chronology.push(slotOf(m, id, m.base.get(id)!));
      }
  };
  let afterOld = 0;
  for (const e of m.O.entries) {
    if (!m.base.has(e.id!)) {
      chronology.push({ lane: e.lane, piece: pieceOf(m.O, e) });
      continue;
    }
    if (placed.has(e.id!)) continue;
    placeOld(oldIds.indexOf(e.id!));
    placed.add(e.id!);
    chronology.push(slotOf(m, e.id!, m.base.get(e.id!)!));
    afterOld = chronology.length;
  }
  const before = chronology.length;
  placeOld(oldIds.length);
  if (chronology.length > before) afterOld = chronology.length;
  return { chronology, afterOld };
}

/**
 * Theirs' new entries, in theirs' order; an id both sides added with different text becomes a conflict in the
 * place of ours' entry in `chronology`.
 */
function theirsNewSlots(m: LogMerge, chronology: Slot[]): Slot[] {
  const theirsNew: Slot[] = [];
  let after: string | null = null;
  for (const e of m.T.entries) {
    if (m.base.has(e.id!)) {
      after = e.id!;
      continue;
    }
    const mine = m.ours.get(e.id!);
    if (!mine) {
      theirsNew.push({ lane: e.lane, piece: pieceOf(m.T, e), after });
      continue;
    }
    if (sameEntry(mine, e)) continue;
    m.conflicts.push(
      `${m.path}: both sides added an entry "${e.id}", with different text; give one of them another id`,
    );
    const at = chronology.findIndex((x) => x.piece.body === splitGap(mine.chunk.text).body);
    chronology[at] = {
      lane: e.lane,
      piece: { body: conflictBlock(bodyOf(mine), bodyOf(e), m.eol), gap: m.eol, lastInSource: true },
    };
  }
  return theirsNew;
}

/**
 * The merged entries rendered into ours' frame: the preamble, then each section that is not an entry, a grouping
 * section followed by its lane's entries in the dialect's order. A string: why a lane has no section to go in.
 */
function inOursFrame(m: LogMerge, chronology: Slot[]): RenderPiece[] | string {
  const { O, dialect } = m;
  const lanes = new Map<string, Slot[]>();
  for (const s of chronology) lanes.set(s.lane, [...(lanes.get(s.lane) ?? []), s]);
  const pieces: RenderPiece[] = [
    { ...splitGap(O.preamble.text), lastInSource: O.frame.length === 0 && O.entries.length === 0 },
  ];
  const frameLane = (f: Chunk) => dialect.groups?.find((g) => g.match.test(plainText(headingOf(f))))?.lane ?? null;
  const done = new Set<string>();
  const emit = (lane: string) => {
    if (done.has(lane)) return;
    done.add(lane);
    const list = lanes.get(lane) ?? [];
    pieces.push(...(dialect.order === 'newest-first' ? list.slice().reverse() : list).map((s) => s.piece));
  };
  if (dialect.level === 2) emit('');
  for (const f of O.frame) {
    pieces.push({ ...splitGap(f.text), lastInSource: f.start.offset + f.text.length >= O.source.text.length });
    const lane = frameLane(f);
    if (lane !== null) emit(lane);
  }
  const homeless = [...lanes.keys()].filter((l) => !done.has(l));
  if (homeless.length)
    return `entries of the ${homeless.map((l) => `"${l}"`).join(', ')} lane have no section to go in`;
  return pieces;
}

function unmergeable(doc: HandoverDoc, dialect: LogDialect): string | null {
  if (doc.source.encoding.length) return `not clean text (${encodingWhat(doc.source.encoding[0])})`;
  if (doc.unclosedFence) return `a code fence opened at line ${doc.unclosedFence.start.line} is never closed`;
  if (dialect.level === 3 && !dialect.groups)
    return 'its entries sit under sections of their own (level 3 without grouping sections)';
  const bad = doc.entries.find((e) => e.headingProblem || e.id === null);
  if (bad) return `line ${bad.heading.start.line}: ${bad.headingProblem ?? 'the entry has no id'}`;
  const ids = new Set<string>();
  for (const e of doc.entries) {
    if (ids.has(e.id!)) return `the id "${e.id}" is used twice`;
    ids.add(e.id!);
  }
  return null;
}
