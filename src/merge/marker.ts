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
    if (doc.source.encoding.length)
      return { kind: 'fallback', reason: `${side}: not clean text (${encodingWhat(doc.source.encoding[0])})` };
    if (doc.problems.length) return { kind: 'fallback', reason: `${side}: ${doc.problems[0].message}` };
    if (!doc.hasFrontmatter && text.trim() !== '') return { kind: 'fallback', reason: `${side}: no YAML front matter` };
    const bad = doc.offsets.map(offsetProblem).find((p) => p !== null);
    if (bad) return { kind: 'fallback', reason: `${side}: ${bad}` };
    docs.push(doc);
  }
  const [B, O, T] = docs.map((d) => new Map(d.offsets.map((o) => [o.upstream, o])));
  const result: Record<string, Record<string, unknown>> = {};
  const notes: string[] = [];
  for (const name of new Set([...O.keys(), ...T.keys()])) {
    const o = O.get(name);
    const t = T.get(name);
    const b = B.get(name);
    if (o && t) {
      result[name] = t.seq! > o.seq! ? t.value : o.value;
      if (t.seq! > o.seq!)
        notes.push(`${input.path}: ${name}: took theirs' offset (entry ${t.seq}) over ours (entry ${o.seq})`);
    } else {
      const kept = (o ?? t)!;
      // the other side dropped it and this side never moved it
      if (b && isDeepStrictEqual(b.value, kept.value)) continue;
      result[name] = kept.value;
    }
  }
  const oursValues = Object.fromEntries(docs[1].offsets.map((o) => [o.upstream, o.value]));
  const text = isDeepStrictEqual(result, oursValues) ? input.ours : renderMarker(result, detectEol(input.ours));
  return { kind: 'merged', text, conflicts: [], notes };
}
