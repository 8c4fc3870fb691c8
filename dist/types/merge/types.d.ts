/** What merging one protocol file produced. */
export type MergeOutcome = 
/** A merged text; `conflicts` lists what is left for a person (empty when clean). */
{
    kind: 'merged';
    text: string;
    conflicts: string[];
    notes: string[];
}
/** The file could not be merged by structure: hand it to git's own three-way merge. */
 | {
    kind: 'fallback';
    reason: string;
};
/** The three versions git hands a merge driver, decoded (BOM removed). */
export interface MergeInput {
    base: string;
    ours: string;
    theirs: string;
    /** Whether ours started with a BOM (the result keeps ours' choice). */
    bom: boolean;
    /** The path shown in messages. */
    path: string;
}
