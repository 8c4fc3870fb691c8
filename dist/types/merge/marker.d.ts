import type { MergeInput, MergeOutcome } from './types.js';
/**
 * Merges `.last-processed.md`: per upstream the larger offset (by seq; ours on a tie). An upstream
 * one side dropped stays dropped only when the other side left it as it was in the base.
 */
export declare function mergeMarker(input: MergeInput): MergeOutcome;
