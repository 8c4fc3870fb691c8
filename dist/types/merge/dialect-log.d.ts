import type { LogDialect } from '../models/dialect.js';
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
 * grouping section one side lacks) goes to git's own merge.
 */
export declare function mergeDialectLog(input: MergeInput, dialect: LogDialect): MergeOutcome;
