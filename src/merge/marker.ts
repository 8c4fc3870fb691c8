import { isDeepStrictEqual } from 'node:util';
import {
  encodingWhat,
  offsetProblem,
  parseMarker,
  renderMarker,
  sourceFromBytes,
  type MarkerDoc,
} from '../models/index.js';
import { detectEol } from '../models/diff/keyed-sections.js';
import type { MergeInput, MergeOutcome } from './types.js';

/**
 * Merges `.last-processed.md`: per upstream the larger offset (by seq; ours on a tie). An upstream
 * one side dropped stays dropped only when the other side left it as it was in the base.
 */
export function mergeMarker(input: MergeInput): MergeOutcome {
  const docs: MarkerDoc[] = [];
  for (const [side, text] of [
    ['base', input.base],
    ['ours', input.ours],
    ['theirs', input.theirs],
  ] as const) {
    const doc = parseMarker(sourceFromBytes(input.path, text));
    const why = unmergeable(doc, text);
    if (why) return { kind: 'fallback', reason: `${side}: ${why}` };
    docs.push(doc);
  }
  const notes: string[] = [];
  const result = mergeOffsets(docs, { path: input.path, notes });
  const oursValues = Object.fromEntries(docs[1].offsets.map((o) => [o.upstream, o.value]));
  const text = isDeepStrictEqual(result, oursValues) ? input.ours : renderMarker(result, detectEol(input.ours));
  return { kind: 'merged', text, conflicts: [], notes };
}

/** Why one side's marker cannot be merged by structure (git's merge takes it), or null. */
function unmergeable(doc: MarkerDoc, text: string): string | null {
  if (doc.source.encoding.length) return `not clean text (${encodingWhat(doc.source.encoding[0])})`;
  if (doc.problems.length) return doc.problems[0].message;
  if (!doc.hasFrontmatter && text.trim() !== '') return 'no YAML front matter';
  return doc.offsets.map(offsetProblem).find((p) => p !== null) ?? null;
}

/** The merged offsets of base, ours and theirs, by upstream; a note for each offset taken from theirs. */
function mergeOffsets(
  docs: MarkerDoc[],
  out: { path: string; notes: string[] },
): Record<string, Record<string, unknown>> {
  const [B, O, T] = docs.map((d) => new Map(d.offsets.map((o) => [o.upstream, o])));
  const result: Record<string, Record<string, unknown>> = {};
  for (const name of new Set([...O.keys(), ...T.keys()])) {
    const o = O.get(name);
    const t = T.get(name);
    const b = B.get(name);
    if (o && t) {
      result[name] = t.seq! > o.seq! ? t.value : o.value;
      if (t.seq! > o.seq!)
        out.notes.push(`${out.path}: ${name}: took theirs' offset (entry ${t.seq}) over ours (entry ${o.seq})`);
    } else {
      const kept = (o ?? t)!;
      // the other side dropped it and this side never moved it
      if (b && isDeepStrictEqual(b.value, kept.value)) continue;
      result[name] = kept.value;
    }
  }
  return result;
}
