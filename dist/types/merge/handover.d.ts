import type { MergeInput, MergeOutcome } from './types.js';
/**
 * Merges HANDOVER.md. Old entries (and the preamble) must be unchanged on both sides, else that
 * entry is a conflict. New entries: one side only, taken; both sides, theirs (the incoming side,
 * already published) stay as they are and ours are renumbered after them, text and timestamps
 * unchanged. Ours' entries that correct one another cannot be renumbered without editing their
 * text, so that case is a conflict around the new entries.
 */
export declare function mergeHandover(input: MergeInput): MergeOutcome;
