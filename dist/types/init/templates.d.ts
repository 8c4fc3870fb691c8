/** The package's `templates/` folder: exactly what `handover init` writes. */
export declare const TEMPLATE_DIR: string;
/** Placeholders are `{{name}}` with a plain lower-case name, so `${{ github.sha }}` in a workflow is left alone. */
export declare function render(text: string, vars: Record<string, string>): string;
/**
 * A template's text, rendered. A dialect other than the canonical one (SPEC §7) has its own versions of the
 * files whose shape it changes in `templates/<dialect>/`; every other file is shared.
 */
export declare function template(name: string, vars?: Record<string, string>, dialect?: string): string;
export declare const BLOCK_BEGIN = "<!-- handover:begin";
export declare const BLOCK_END = "<!-- handover:end -->";
/**
 * The charter template's words for whose charter it is. A commons' charter is one committed file every agent's
 * clone shares, so it names the owner and sends each agent to its own section, never one agent for all clones.
 */
export declare function charterVars(agent: string, commons?: boolean): Record<string, string>;
/** The protocol block of the charter template (from its begin marker to its end marker). */
export declare function charterBlock(o: {
    agent: string;
    dialect?: string;
    commons?: boolean;
}): string;
/** Quotes a string for POSIX sh: single quotes, each `'` written as `'\''`. */
export declare function shellQuote(s: string): string;
