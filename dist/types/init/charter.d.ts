import { type Outcome } from './outcome.js';
/** The repo's charter: CLAUDE.md, or AGENTS.md when only that exists. */
export declare function charterPath(root: string): string;
/**
 * Adds the protocol block to the charter: a new CLAUDE.md from the template, or the block appended
 * to an existing charter (its text above the block is never touched). `force` refreshes a block
 * that differs from the template.
 */
export declare function ensureCharter(root: string, agent: string, force: boolean): Outcome;
