// A log's rotation: its oldest entries moved, unchanged, to an archive file its dialect names (`log.archive`): one
// file, or one of the files a pattern with one `*` names (one archive file per period: `LOG-2026-01.md`, …).
import { entryText } from '../markdown/split.js';
import type { HandoverDoc, HandoverEntry } from '../docs/handover.js';

/** One archive file in one change: its path and its two versions, read in the log's dialect (null: absent). */
export interface ArchiveChange {
  path: string;
  base: HandoverDoc | null;
  head: HandoverDoc | null;
}

/** The archive paths or patterns `log.archive` names (a path, a pattern with one `*`, or a list of them). */
export function archivePatterns(archive: string | readonly string[] | null | undefined): string[] {
  if (!archive) return [];
  return typeof archive === 'string' ? [archive] : [...archive];
}

/** Whether a pattern names one archive file per period (it has a `*`) rather than one file. */
export const isArchivePattern = (pattern: string): boolean => pattern.includes('*');

/** Whether a `/`-separated repo path is an archive file `log.archive` names: `*` stands for one or more characters but `/`. */
export function isArchivePath(archive: string | readonly string[] | null | undefined, path: string): boolean {
  return archivePatterns(archive).some((p) => {
    const star = p.indexOf('*');
    if (star === -1) return p === path;
    const [head, tail] = [p.slice(0, star), p.slice(star + 1)];
    if (path.length <= head.length + tail.length || !path.startsWith(head) || !path.endsWith(tail)) return false;
    return !path.slice(head.length, path.length - tail.length).includes('/');
  });
}

/**
 * Why a removed entry is not a rotation: `not-oldest` (not among the oldest entries), `not-archived` (no archive file
 * changed), `not-held` (an archive changed but does not hold the entry as it was), `split` (another archive file than
 * the one that received the change's other rotated entries holds it: one rotation fills one archive file).
 */
export type RotationProblem = 'not-oldest' | 'not-archived' | 'not-held' | 'split';

/** A change's removed entries judged as a rotation: each one's problem (null: rotated), and the archive judged. */
export interface Rotation {
  problems: Map<HandoverEntry, RotationProblem | null>;
  /** The archive file the removed entries were judged against (the changed one holding most of them), or null. */
  archive: string | null;
}

/**
 * Judges the entries a change removed from a log as a rotation: each is one only when it is among the oldest (the
 * removed entries that start the log, oldest first, with none kept between them) and ONE archive file's new version
 * holds it unchanged (its text, heading included, as append-only compares entries: a closing `---` is a separator) as
 * an entry the old version did not have: of the archive files that changed, the one holding most of the removed
 * entries (the first by path on a tie) answers for all of them; an entry only another one holds is `split`. Each
 * archived entry answers for one removed entry.
 */
export function judgeRotation(removed: HandoverEntry[], archives: readonly ArchiveChange[]): Rotation {
  const problems = new Map<HandoverEntry, RotationProblem | null>();
  const indexes = new Set(removed.map((e) => e.index));
  let oldest = 0; // entries 0 … oldest-1 were all removed
  while (indexes.has(oldest)) oldest++;
  const sorted = [...removed].sort((a, b) => a.index - b.index);
  const changed = [...archives]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .flatMap((a) => {
      const held = archivedTexts(a);
      return held ? [{ path: a.path, held }] : [];
    });
  const holds = (held: Map<string, number>, e: HandoverEntry) => {
    const text = entryText(e.chunk.text);
    const left = held.get(text) ?? 0;
    if (left > 0) held.set(text, left - 1);
    return left > 0;
  };
  // the archive holding most of the removed entries (counted on copies)
  let best: (typeof changed)[number] | null = null;
  let most = -1;
  for (const c of changed) {
    const copy = new Map(c.held);
    const n = sorted.filter((e) => holds(copy, e)).length;
    if (n > most) [best, most] = [c, n];
  }
  for (const e of sorted) {
    if (best === null) problems.set(e, 'not-archived');
    else if (holds(best.held, e)) problems.set(e, e.index < oldest ? null : 'not-oldest');
    else problems.set(e, changed.some((c) => c !== best && holds(new Map(c.held), e)) ? 'split' : 'not-held');
  }
  return { problems, archive: best?.path ?? null };
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
    const t = entryText(e.chunk.text);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  for (const e of base?.entries ?? []) {
    const t = entryText(e.chunk.text);
    const n = counts.get(t) ?? 0;
    if (n > 0) counts.set(t, n - 1);
  }
  return counts;
}
