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
export declare function judgeRotation(removed: HandoverEntry[], archives: readonly ArchiveChange[]): Rotation;
/**
 * Whether a level-3 log's preamble-and-frame change is only the group headings (`## 2026-01` above `###` entries) its
 * rotation emptied: each group heading the new version lacks held entries, all of them rotated (`rotated`), and has
 * no text but its heading line unless the archive that received them gained that section too, unchanged (the archive
 * may take the group heading with its entries, or not). The preamble and every other group heading stay as they were.
 * A group heading dropped while it still holds an entry, or with text that did not move, is a change.
 */
export declare function onlyEmptiedGroupsLeft(base: HandoverDoc, head: HandoverDoc, o: {
    rotated: ReadonlySet<HandoverEntry>;
    archive: ArchiveChange | null;
}): boolean;
/**
 * Whether an archive's preamble-and-frame change is only group headings (`## 2026-01`, a level-3 log's) it gained with
 * rotated entries: its preamble as it was, and its old sections all still there, in their order.
 */
export declare function onlyGroupsAdded(base: HandoverDoc, head: HandoverDoc): boolean;
