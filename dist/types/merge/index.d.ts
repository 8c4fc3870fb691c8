import { type Config } from '../config/schema.js';
import { type DocKind } from '../models/index.js';
import { type Dialect } from '../models/dialect.js';
import type { MergeInput, MergeOutcome } from './types.js';
export type { MergeInput, MergeOutcome } from './types.js';
/**
 * Merges three versions of a protocol file by its structure. When one side left the file as it was,
 * the other side's text is taken byte for byte; text already holding conflict markers goes to git.
 * `appendOnlySections`: SYNC.md headings under `sync.shared` marked append-only.
 */
export declare function mergeProtocolFile(kind: DocKind, input: MergeInput, options?: {
    appendOnlySections?: string[];
    dialect?: Dialect;
}): MergeOutcome;
/**
 * The merge driver's work on three versions' bytes under a config (git's `%O %A %B`): the outcome, and whether
 * ours started with a BOM (a merged text is written with ours' choice). A version that is not UTF-8 text falls back.
 */
export declare function mergeBytes(kind: DocKind, versions: {
    base: Buffer;
    ours: Buffer;
    theirs: Buffer;
    path: string;
}, config: Config): {
    outcome: MergeOutcome;
    bom: boolean;
};
/** The bytes the merge driver writes for a clean merge of three versions, or null (a conflict, or git's merge). */
export declare function cleanMergeBytes(kind: DocKind, versions: {
    base: Buffer;
    ours: Buffer;
    theirs: Buffer;
    path: string;
}, config: Config): Buffer | null;
