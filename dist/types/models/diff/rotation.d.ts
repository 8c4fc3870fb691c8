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
 * it unchanged (its text, heading included, as append-only compares entries: a closing `---` is a separator) as an entry the old
 * version did not have. Each archived entry answers for one removed entry. Returns each removed entry's problem, or
 * null for a rotated one.
 */
export declare function judgeRotation(removed: HandoverEntry[], archive: ArchiveChange): Map<HandoverEntry, RotationProblem | null>;
