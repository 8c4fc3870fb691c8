import type { Payload } from './payload.js';
/** The tools whose effect on a file the guard can compute. */
export declare const EDIT_TOOLS: Set<string>;
/**
 * The file's text after the tool runs, from its current text (null: absent) and the tool input;
 * null when the tool would fail on its own (text not found, bad input), so the guard lets it through.
 */
export declare function textAfter(tool: string, input: Payload, current: string | null): string | null;
