// A log's rotation: its oldest entries moved, unchanged, to an archive file its dialect names (`log.archive`): one
// file, or one of the files a pattern with one `*` names (one archive file per period: `LOG-2026-01.md`, …).
import { type Chunk, entryText, normaliseText } from '../markdown/split.js';
import type { HandoverDoc, HandoverEntry } from '../docs/handover.js';

export { archivePatterns, isArchivePath, isArchivePattern } from './archive-path.js';

/** One archive file in one change: its path and its two versions, read in the log's dialect (null: absent). */
export interface ArchiveChange {
  path: string;
  base: HandoverDoc | null;
  head: HandoverDoc | null;
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
  const texts = (d: HandoverDoc | null) => (d?.entries ?? []).map((e) => entryText(e.chunk.text));
  return gained(texts(head), texts(base));
}

/** The texts `now` has that `was` did not, as counts (a text twice in `now` and once in `was` counts once). */
function gained(now: string[], was: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of now) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const t of was) {
    const n = counts.get(t) ?? 0;
    if (n > 0) counts.set(t, n - 1);
  }
  return counts;
}

/**
 * Whether a level-3 log's preamble-and-frame change is only the group headings (`## 2026-01` above `###` entries) its
 * rotation emptied: each group heading the new version lacks held entries, all of them rotated (`rotated`), and has
 * no text but its heading line unless the archive that received them gained that section too, unchanged (the archive
 * may take the group heading with its entries, or not). The preamble and every other group heading stay as they were.
 * A group heading dropped while it still holds an entry, or with text that did not move, is a change.
 */
export function onlyEmptiedGroupsLeft(
  base: HandoverDoc,
  head: HandoverDoc,
  o: { rotated: ReadonlySet<HandoverEntry>; archive: ArchiveChange | null },
): boolean {
  if (base.dialect.level !== 3 || base.prior || head.prior) return false;
  const moved = archivedSections(o.archive);
  const groups = base.frame.filter((c) => (c.level ?? 2) === 2);
  const kept = base.frame.filter((c) => {
    if ((c.level ?? 2) !== 2) return true;
    const next = groups[groups.indexOf(c) + 1]?.start.offset ?? Number.POSITIVE_INFINITY;
    const within = (x: { start: { offset: number } }) => x.start.offset > c.start.offset && x.start.offset < next;
    const entries = base.entries.filter((e) => within(e.chunk));
    const emptied =
      entries.length > 0 && entries.every((e) => o.rotated.has(e)) && !base.frame.some((x) => x !== c && within(x));
    if (!emptied) return true;
    const text = normaliseText(c.text);
    const eol = c.text.indexOf('\n');
    const body = eol === -1 ? '' : normaliseText(c.text.slice(eol + 1));
    if (body === '') return false;
    const left = moved.get(text) ?? 0;
    if (left > 0) moved.set(text, left - 1);
    return left === 0;
  });
  const frame = (preamble: Chunk, chunks: Chunk[]) =>
    normaliseText([preamble, ...chunks].map((c) => c.text).join('\n'));
  return frame(base.preamble, kept) === frame(head.preamble, head.frame);
}

/** The sections an archive's new version has that its old one did not, as counts by normalised text. */
function archivedSections(archive: ArchiveChange | null): Map<string, number> {
  const texts = (d: HandoverDoc | null | undefined) => (d?.frame ?? []).map((c) => normaliseText(c.text));
  return gained(texts(archive?.head), texts(archive?.base));
}

/**
 * Whether an archive's preamble-and-frame change is only group headings (`## 2026-01`, a level-3 log's) it gained with
 * rotated entries: its preamble as it was, and its old sections all still there, in their order.
 */
export function onlyGroupsAdded(base: HandoverDoc, head: HandoverDoc): boolean {
  if (base.dialect.level !== 3 || normaliseText(base.preamble.text) !== normaliseText(head.preamble.text)) return false;
  let i = 0;
  for (const c of head.frame) {
    if (i < base.frame.length && normaliseText(c.text) === normaliseText(base.frame[i].text)) i++;
    else if ((c.level ?? 2) !== 2) return false;
  }
  return i === base.frame.length;
}
