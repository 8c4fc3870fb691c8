import { type LogDialect } from '../models/dialect.js';
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
 * grouping section one side lacks) goes to git's own merge, except in a log whose new entries enter above old
 * text (`log.pinned`, `log.order: any`, `log.stamp`), where a line merge could interleave them: there the whole
 * file is one conflict, as it always is in a log with reference sections between its entries (`log.reference`).
 * - `log.pinned`, `log.order: any`: each of theirs' new entries goes right after the old entry it follows in
 *   theirs (the top when none), before ours' new entries there: above the closing entry, at the end it was added;
 * - `log.stamp`: the stamp is cut from each side and the entries merged; the stamp is the side's that changed it,
 *   the one with the later date when both did, or a conflict.
 */
export declare function mergeDialectLog(input: MergeInput, dialect: LogDialect): MergeOutcome;
