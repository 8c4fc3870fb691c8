/** The command every hook manager runs. */
export declare const CHECK_ARGS = "check --staged";
export declare const BEGIN = "# handover:begin (added by handover init: checks the staged protocol files; keep it)";
export declare const END = "# handover:end";
/** The sh lines that run the check through the clone's launcher: no machine path, nothing from the tree. */
export declare function runner(): string;
/**
 * A marked block of sh lines for a tracked hook file: the check (`pre-commit`) or the trailer
 * (`prepare-commit-msg`).
 */
export interface ShBlock {
    /** The git hook it belongs in. */
    hook: 'pre-commit' | 'prepare-commit-msg';
    begin: string;
    end: string;
    body: () => string;
}
export declare const CHECK_BLOCK: ShBlock;
export declare const TRAILER_BLOCK: ShBlock;
/** The marked block for a tracked sh hook file. */
export declare function block(spec?: ShBlock): string;
/**
 * A sh hook's text with our block in it: first after the shebang (so a user's `exec` or `exit` at
 * the end cannot skip it; the user's lines run after it when the check passes), an older block
 * replaced in place. Returns the text unchanged when the block is already there.
 */
export declare function withBlock(text: string | null, spec?: ShBlock): string;
/** True when a manager's config text already runs handover's check. */
export declare function runsCheck(text: string): boolean;
