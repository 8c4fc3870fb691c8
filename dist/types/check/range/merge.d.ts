import type { Config } from '../../config/schema.js';
import type { Message } from '../../engine/lint.js';
import { type RangeCommit } from '../../git/repo.js';
import type { Target } from '../targets.js';
/** One file of a merge commit: its versions, and how to compare one parent's version with the merge's. */
export interface MergeFile {
    root: string;
    commit: RangeCommit;
    target: Target;
    /** Blob of each parent's version (null: absent). */
    before: (string | null)[];
    /** Blob of the merge's version (null: absent). */
    after: string | null;
    /** The findings of the change from one parent's version to the merge's. */
    run: (base: string | null, parent: number) => Message[];
    bytes: (oid: string | null) => Buffer | null;
    config: Config;
}
/**
 * What a merge is responsible for in one file. Each parent's comparison is run. A finding every parent's
 * comparison has is the merge's own (a conflict resolved by hand, a new edit). A finding against one parent only
 * usually shows what the other side brought in, which that side's commits answer for — unless that parent's side
 * had changed the entry or section since the merge base: then the merge threw that change away (took the other
 * side's old version, or rewrote it), and a merge answers for whatever its result loses, whichever side it took.
 * A result that is exactly the merge driver's clean merge of the two parents answers for nothing one side brought
 * in: the driver loses no entry and makes an edit of an old one a conflict (SPEC §5), and renumbering ours' new
 * entries after theirs is its work, not a rewrite.
 */
export declare function mergeFindings(file: MergeFile): Promise<Message[]>;
