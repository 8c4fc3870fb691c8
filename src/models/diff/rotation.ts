// A log's rotation: its oldest entries moved, unchanged, to the archive file its dialect names (`log.archive`).
import { normaliseText } from '../markdown/split.js';
import type { HandoverDoc, HandoverEntry } from '../docs/handover.js';

/** The log's archive in one change: its path and its two versions, read in the log's dialect (null: absent). */
export interface ArchiveChange {
  path: string;
  base: HandoverDoc | null;
  head: HandoverDoc | null;
}

/**
 * Why a removed entry is not a rotation: `not-oldest` (not among the oldest entries), `not-archived` (the archive
 * did not change), `not-held` (the archive changed but does not hold the entry as it was).
 */
export type RotationProblem = 'not-oldest' | 'not-archived' | 'not-held';

/**
 * Judges the entries a change removed from a log as a rotation: each is one only when it is among the oldest (the
 * removed entries that start the log, oldest first, with none kept between them) and the archive's new version holds
 * it unchanged (its text, heading included, after the normalisation append-only compares with) as an entry the old
 * version did not have. Each archived entry answers for one removed entry. Returns each removed entry's problem, or
 * null for a rotated one.
 */
export function judgeRotation(
  removed: HandoverEntry[],
  archive: ArchiveChange,
): Map<HandoverEntry, RotationProblem | null> {
  const out = new Map<HandoverEntry, RotationProblem | null>();
  const held = archivedTexts(archive);
  const indexes = new Set(removed.map((e) => e.index));
  let oldest = 0; // entries 0 … oldest-1 were all removed
  while (indexes.has(oldest)) oldest++;
  for (const e of [...removed].sort((a, b) => a.index - b.index)) {
    if (held === null) {
      out.set(e, 'not-archived');
      continue;
    }
    const text = normaliseText(e.chunk.text);
    const left = held.get(text) ?? 0;
    if (left > 0) held.set(text, left - 1);
    out.set(e, left === 0 ? 'not-held' : e.index < oldest ? null : 'not-oldest');
  }
  return out;
}

/**
 * The entries the archive's new version has that its old one did not, as counts by normalised text; null when the
 * archive did not change (or is absent after the change).
 */
function archivedTexts(archive: ArchiveChange): Map<string, number> | null {
  const { base, head } = archive;
  if (!head || (base && base.source.text === head.source.text)) return null;
  const counts = new Map<string, number>();
  for (const e of head.entries) {
    const t = normaliseText(e.chunk.text);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  for (const e of base?.entries ?? []) {
    const t = normaliseText(e.chunk.text);
    const n = counts.get(t) ?? 0;
    if (n > 0) counts.set(t, n - 1);
  }
  return counts;
}
