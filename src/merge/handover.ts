import {
  correctsOf,
  encodingWhat,
  parseHandover,
  sourceFromBytes,
  type HandoverDoc,
  type HandoverEntry,
} from '../models/index.js';
import { conflictBlock, detectEol, renderPieces, splitGap, type RenderPiece } from '../models/diff/keyed-sections.js';
import { splitAtLevel2, normaliseText } from '../models/markdown/split.js';
import type { MergeInput, MergeOutcome } from './types.js';

/**
 * Merges HANDOVER.md. Old entries (and the preamble) must be unchanged on both sides, else that
 * entry is a conflict. New entries: one side only, taken; both sides, theirs (the incoming side,
 * already published) stay as they are and ours are renumbered after them, text and timestamps
 * unchanged. Ours' entries that correct one another cannot be renumbered without editing their
 * text, so that case is a conflict around the new entries.
 */
export function mergeHandover(input: MergeInput): MergeOutcome {
  return appendsOnly(input) ?? mergeEntries(input);
}

/**
 * The common case, without parsing the shared history: both sides are the base plus appended entries.
 * Only the appended tails are parsed. Null when that is not the case (the full merge decides).
 */
function appendsOnly(input: MergeInput): MergeOutcome | null {
  const { base, ours, theirs, path } = input;
  if (base === '' || !base.endsWith('\n') || !ours.startsWith(base) || !theirs.startsWith(base)) return null;
  // A tail heading counts only if the base leaves no code fence or HTML comment open.
  if (base.lastIndexOf('<!--') > base.lastIndexOf('-->') || splitAtLevel2(base).unclosedFence) return null;
  const [O, T] = [ours, theirs].map((x) => parseHandover(sourceFromBytes(path, x.slice(base.length))));
  if ([O, T].some((d) => d.preamble.text.trim() !== '' || unmergeable(d))) return null;
  let common = 0;
  const same = (a: HandoverEntry, b: HandoverEntry) => normaliseText(a.chunk.text) === normaliseText(b.chunk.text);
  while (common < O.entries.length && common < T.entries.length && same(O.entries[common], T.entries[common])) common++;
  const restO = O.entries.slice(common);
  const restT = T.entries.slice(common);
  const done = (text: string, notes: string[] = []): MergeOutcome => ({ kind: 'merged', text, conflicts: [], notes });
  if (restO.length === 0) return done(theirs);
  if (restT.length === 0) return done(ours);
  const r = renumberAfter(restO, restT, O, path);
  if ('conflict' in r) return null;
  const eol = detectEol(ours);
  const finalGap = splitGap(ours).gap;
  return done(renderPieces([{ ...splitGap(theirs), lastInSource: true }, ...r.pieces], eol, finalGap), [r.note]);
}

/**
 * Ours' new entries renumbered to follow theirs' (`restT`), text and timestamps unchanged; or a
 * conflict when one of ours' new entries corrects another (renumbering would need to edit it).
 */
function renumberAfter(
  restO: HandoverEntry[],
  restT: HandoverEntry[],
  O: HandoverDoc,
  path: string,
): { pieces: RenderPiece[]; note: string } | { conflict: string } {
  const oursSeqs = new Set(restO.map((e) => e.seq));
  const selfCorrecting = restO.find((e) => correctsOf(e).some((c) => c.targets.some((x) => oursSeqs.has(x))));
  if (selfCorrecting) {
    return {
      conflict:
        `${path}: both sides appended entries, and ours' entry ${selfCorrecting.seq} corrects another of ` +
        `ours' new entries, so they cannot be renumbered without editing their text; ` +
        `keep theirs' entries first, then renumber ours by hand`,
    };
  }
  const last = restT[restT.length - 1].seq!;
  const pieces = restO.map((e, i) => {
    const { body, gap } = splitGap(e.chunk.text);
    return {
      body: body.replace(/^( {0,3}##[ \t]+)\d+/, `$1${last + 1 + i}`),
      gap,
      lastInSource: e.index === O.entries.length - 1,
    };
  });
  const note =
    `${path}: both sides appended entries; kept theirs' ${range(restT.map((e) => e.seq!))} as they are ` +
    `and renumbered ours' ${range(restO.map((e) => e.seq!))} to ${range(restO.map((_, i) => last + 1 + i))} ` +
    `(text and timestamps unchanged)`;
  return { pieces, note };
}

/** The full merge: every old entry compared, conflicts confined to the entries concerned. */
function mergeEntries(input: MergeInput): MergeOutcome {
  const docs: HandoverDoc[] = [];
  for (const [side, text] of [
    ['base', input.base],
    ['ours', input.ours],
    ['theirs', input.theirs],
  ] as const) {
    const doc = parseHandover(sourceFromBytes(input.path, text));
    const why = unmergeable(doc);
    if (why) return { kind: 'fallback', reason: `${side}: ${why}` };
    docs.push(doc);
  }
  const [B, O, T] = docs;
  const out: Merged = { path: input.path, eol: detectEol(input.ours), pieces: [], conflicts: [], notes: [] };
  mergePreamble(out, B, O, T);
  mergeOld(out, B, O, T);
  mergeNew(out, B.entries.length, O, T);
  const finalGap = splitGap(O.entries.length ? O.entries[O.entries.length - 1].chunk.text : O.preamble.text).gap;
  return {
    kind: 'merged',
    text: renderPieces(out.pieces, out.eol, finalGap),
    conflicts: out.conflicts,
    notes: out.notes,
  };
}

/** What the full merge has put out so far. */
interface Merged {
  path: string;
  eol: string;
  pieces: RenderPiece[];
  conflicts: string[];
  notes: string[];
}

function pieceOf(doc: HandoverDoc, e: HandoverEntry): RenderPiece {
  return { ...splitGap(e.chunk.text), lastInSource: e.index === doc.entries.length - 1 };
}

function bodyOf(text: string): string {
  return splitGap(text).body;
}

/** Puts out a conflict block between two versions (either may be absent). */
function putConflict(out: Merged, ours: string | null, theirs: string | null): void {
  out.pieces.push({ body: conflictBlock(ours, theirs, out.eol), gap: out.eol, lastInSource: true });
}

/** The preamble: ours when no side edited it, else a conflict (it is append-only). */
function mergePreamble(out: Merged, B: HandoverDoc, O: HandoverDoc, T: HandoverDoc): void {
  const pre = [B, O, T].map((d) => normaliseText(d.preamble.text));
  if (pre[1] === pre[0] && pre[2] === pre[0]) {
    out.pieces.push({ ...splitGap(O.preamble.text), lastInSource: O.entries.length === 0 });
    return;
  }
  out.conflicts.push(
    `${out.path}: the preamble was edited (${sidesChanged(pre[1] !== pre[0], pre[2] !== pre[0])}); it is ` +
      `append-only: keep the original between the conflict markers`,
  );
  putConflict(out, bodyOf(O.preamble.text), bodyOf(T.preamble.text));
}

/** The base's entries: each kept as it is, or a conflict where either side edited or removed it. */
function mergeOld(out: Merged, B: HandoverDoc, O: HandoverDoc, T: HandoverDoc): void {
  for (let i = 0; i < B.entries.length; i++) {
    const b = normaliseText(B.entries[i].chunk.text);
    const o = O.entries[i];
    const t = T.entries[i];
    const oChanged = !o || normaliseText(o.chunk.text) !== b;
    const tChanged = !t || normaliseText(t.chunk.text) !== b;
    if (!oChanged && !tChanged) {
      out.pieces.push(pieceOf(O, o));
      continue;
    }
    out.conflicts.push(
      `${out.path}: entry ${B.entries[i].seq} was edited or removed (${sidesChanged(oChanged, tChanged)}); entries ` +
        `are append-only: restore it and write a correction as a new entry`,
    );
    putConflict(out, o ? bodyOf(o.chunk.text) : null, t ? bodyOf(t.chunk.text) : null);
  }
}

/**
 * The entries after the base's first `n`: those both sides added alike once, then one side's, or theirs and ours
 * renumbered after them (a conflict when ours cannot be renumbered).
 */
function mergeNew(out: Merged, n: number, O: HandoverDoc, T: HandoverDoc): void {
  const newO = O.entries.slice(n);
  const newT = T.entries.slice(n);
  let common = 0;
  while (
    common < newO.length &&
    common < newT.length &&
    normaliseText(newO[common].chunk.text) === normaliseText(newT[common].chunk.text)
  )
    common++;
  for (const e of newO.slice(0, common)) out.pieces.push(pieceOf(O, e));
  const restO = newO.slice(common);
  const restT = newT.slice(common);
  if (restO.length === 0 || restT.length === 0) {
    for (const e of restO) out.pieces.push(pieceOf(O, e));
    for (const e of restT) out.pieces.push(pieceOf(T, e));
    return;
  }
  const r = renumberAfter(restO, restT, O, out.path);
  if ('conflict' in r) {
    out.conflicts.push(r.conflict);
    putConflict(out, bodyOf(restO.map((e) => e.chunk.text).join('')), bodyOf(restT.map((e) => e.chunk.text).join('')));
    return;
  }
  for (const e of restT) out.pieces.push(pieceOf(T, e));
  out.pieces.push(...r.pieces);
  out.notes.push(r.note);
}

function unmergeable(doc: HandoverDoc): string | null {
  if (doc.source.encoding.length) return `not clean text (${encodingWhat(doc.source.encoding[0])})`;
  if (doc.unclosedFence) return `a code fence opened at line ${doc.unclosedFence.start.line} is never closed`;
  const bad = doc.entries.find((e) => e.headingProblem);
  if (bad) return `line ${bad.heading.start.line}: ${bad.headingProblem}`;
  return null;
}

function sidesChanged(ours: boolean, theirs: boolean): string {
  return ours && theirs ? 'on both sides' : ours ? 'on our side' : 'on their side';
}

function range(seqs: number[]): string {
  return seqs.length === 1 ? `#${seqs[0]}` : `#${seqs[0]}–#${seqs[seqs.length - 1]}`;
}
