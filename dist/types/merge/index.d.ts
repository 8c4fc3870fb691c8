import type { DocKind } from '../models/index.js';
import type { MergeInput, MergeOutcome } from './types.js';
export type { MergeInput, MergeOutcome } from './types.js';
/**
 * Merges three versions of a protocol file by its structure. When one side left the file as it was,
 * the other side's text is taken byte for byte; text already holding conflict markers goes to git.
 * `appendOnlySections`: SYNC.md headings under `sync.shared` marked append-only.
 */
export declare function mergeProtocolFile(kind: DocKind, input: MergeInput, options?: {
    appendOnlySections?: string[];
}): MergeOutcome;
