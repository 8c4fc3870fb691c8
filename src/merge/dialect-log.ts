import { encodingWhat, parseHandover, sourceFromBytes, type HandoverDoc, type HandoverEntry } from '../models/index.js';
import type { LogDialect } from '../models/dialect.js';
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
 * grouping section one side lacks) goes to git's own merge.
 */
export function mergeDialectLog(input: MergeInput, dialect: LogDialect): MergeOutcome {
  // New entries that enter above old ones (a pinned closing entry, a log of no one order): git's own merge places them.
  if (dialect.pinned || dialect.order === 'any' || dialect.stamp || dialect.reference.length)
    return {
      kind: 'fallback',
      reason: 'new entries enter above old text (log.pinned, log.stamp, log.reference or log.order: any)',
    };
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
  chronology.splice(afterOld, 0, ...theirsNew);
  const pieces = inOursFrame(m, chronology);
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

/** What each place in the merged log holds: an entry of one side, or a conflict block. */
type Slot = { lane: string; piece: RenderPiece };

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
  if (sameEntry(ours, base) && theirs) return { lane: theirs.lane, piece: pieceOf(m.T, theirs) };
  if (sameEntry(theirs, base) && ours) return { lane: ours.lane, piece: pieceOf(m.O, ours) };
  if (ours && theirs && sameEntry(ours, theirs)) return { lane: ours.lane, piece: pieceOf(m.O, ours) };
  const how =
    !ours || !theirs
      ? `removed ${!ours && !theirs ? 'on both sides' : !ours ? 'on our side' : 'on their side'}`
      : 'changed differently on both sides';
  m.conflicts.push(
    `${m.path}: entry "${id}" was ${how}; an entry may only take the changes its dialect allows, once: ` +
      `keep one version between the conflict markers`,
  );
  return {
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
  for (const e of m.T.entries) {
    if (m.base.has(e.id!)) continue;
    const mine = m.ours.get(e.id!);
    if (!mine) {
      theirsNew.push({ lane: e.lane, piece: pieceOf(m.T, e) });
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
