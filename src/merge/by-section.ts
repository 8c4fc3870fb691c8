import { keyedSections, mergeKeyed, renderSectionMerge, type SectionKeyFn } from '../models/diff/keyed-sections.js';
import type { MergeInput, MergeOutcome } from './types.js';

/** Merges SYNC.md or PROJECT_REGISTRY.md section by section against the base. */
export function mergeBySection(input: MergeInput, keyOf: SectionKeyFn, appendOnly: string[] = []): MergeOutcome {
  const sides = { base: input.base, ours: input.ours, theirs: input.theirs };
  const docs = {} as Record<keyof typeof sides, ReturnType<typeof keyedSections>>;
  for (const [side, text] of Object.entries(sides) as [keyof typeof sides, string][]) {
    const r = keyedSections(text, keyOf);
    if (!r.ok) return { kind: 'fallback', reason: `${side}: ${r.reason}` };
    docs[side] = r;
  }
  if (!docs.base.ok || !docs.ours.ok || !docs.theirs.ok) return { kind: 'fallback', reason: 'unreachable' };
  const ours = docs.ours.doc;
  const merge = mergeKeyed(docs.base.doc, ours, docs.theirs.doc, { appendOnly: new Set(appendOnly.map(keyOf)) });
  const all = [ours.preamble, ...ours.sections];
  const finalGap = all[all.length - 1].gap;
  const text = renderSectionMerge(merge, ours.eol, finalGap);
  if (merge.conflicts.length === 0) {
    // Read the result back: it must split into exactly the sections merged, else git merges it instead.
    const back = keyedSections(text, keyOf);
    const want = merge.pieces.map((p) => p.key).filter((k) => k !== '');
    if (!back.ok || back.doc.sections.map((s) => s.key).join('\n') !== want.join('\n'))
      return { kind: 'fallback', reason: 'the section merge did not read back as the merged sections' };
  }
  const heading = (k: string) => {
    const p = merge.pieces.find((x) => x.kind === 'conflict' && x.key === k);
    const h = p && p.kind === 'conflict' ? (p.ours ?? p.theirs)?.heading : null;
    return k === '' ? 'the preamble' : `section "${h ?? k}"`;
  };
  return {
    kind: 'merged',
    text,
    conflicts: merge.conflicts.map(
      (k) =>
        `${input.path}: both sides changed ${heading(k)} differently; keep one version between the conflict markers`,
    ),
    notes: [],
  };
}
