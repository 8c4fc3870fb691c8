/**
 * Codex's `apply_patch` format, read the way Codex applies it, so the guard can judge a patch before it runs:
 *
 *     *** Begin Patch
 *     *** Add File: path        (+ lines: the whole new file)
 *     *** Delete File: path
 *     *** Update File: path
 *     *** Move to: new-path     (optional, right after Update File)
 *     @@ [a line to find first]
 *      context / -removed / +added lines
 *     *** End of File           (optional)
 *     *** End Patch
 */
export type PatchOp = {
    kind: 'add';
    path: string;
    text: string;
} | {
    kind: 'delete';
    path: string;
} | {
    kind: 'update';
    path: string;
    moveTo?: string;
    hunks: Hunk[];
};
interface Hunk {
    /** The `@@` header's text: a line to find before the hunk's own lines. */
    anchor: string;
    old: string[];
    next: string[];
}
/** The file operations of a patch, or the reason it cannot be read. */
export declare function parsePatch(patch: string): {
    ops: PatchOp[];
} | {
    problem: string;
};
/** The file's text after an Update's hunks, as Codex applies them; `unknown` when a hunk's lines are not in it. */
export declare function applyHunks(current: string, hunks: Hunk[]): {
    text: string;
} | {
    unknown: string;
};
export {};
