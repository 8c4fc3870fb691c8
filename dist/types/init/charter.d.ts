import { type Outcome } from './outcome.js';
/** The repo's charter: CLAUDE.md, or AGENTS.md when only that exists. */
export declare function charterPath(root: string): string;
/**
 * The charter files agents read: Claude Code reads CLAUDE.md; Codex, Cursor and others AGENTS.md; Gemini CLI GEMINI.md.
 */
export declare const CHARTERS: string[];
/**
 * Adds the protocol block to each charter: the files named with `--charter`, else every charter file
 * present, with CLAUDE.md and AGENTS.md written when absent (so Claude Code and the agents that read
 * AGENTS.md all get the rules).
 */
export declare function ensureCharters(root: string, agent: string, force: boolean, names: string[], dialect?: string): Outcome[];
/**
 * Adds the protocol block to the charter: a new CLAUDE.md from the template, or the block appended
 * to an existing charter (its text above the block is never touched). `force` refreshes a block
 * that differs from the template.
 */
export declare function ensureCharter(root: string, agent: string, force: boolean, path?: string, dialect?: string): Outcome;
