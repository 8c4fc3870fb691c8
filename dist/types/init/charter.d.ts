import { type Outcome } from './outcome.js';
import type { AgentName } from './settings.js';
/** The repo's charter: CLAUDE.md, or AGENTS.md when only that exists. */
export declare function charterPath(root: string): string;
/**
 * The charter files agents read: Claude Code reads CLAUDE.md; Codex, Qwen Code, Cursor and others AGENTS.md; Gemini
 * CLI GEMINI.md; Qwen Code also QWEN.md.
 */
export declare const CHARTERS: string[];
export interface CharterOptions {
    root: string;
    agent: string;
    force: boolean;
    /** `--charter`: exactly these files; empty: the default set. */
    names: string[];
    /** The agents init wires: each gets its own charter (CLAUDE.md, GEMINI.md) made when absent. */
    agents: readonly AgentName[];
    dialect?: string;
    /** The repository is a commons: its committed charter speaks to every agent's clone, not only to its owner. */
    commons?: boolean;
}
/**
 * Adds the protocol block to each charter: the files named with `--charter`, else every charter file present,
 * AGENTS.md (read by most agents) and the own charter of each agent init wires, made when absent. A charter of an
 * agent nobody uses here is not made: it would tell `handover doctor` that agent is in use.
 */
export declare function ensureCharters(o: CharterOptions): Outcome[];
/**
 * Adds the protocol block to the charter: a new CLAUDE.md from the template, or the block appended
 * to an existing charter (its text above the block is never touched). `force` refreshes a block
 * that differs from the template.
 */
export declare function ensureCharter(o: {
    root: string;
    agent: string;
    force: boolean;
    path?: string;
    dialect?: string;
    commons?: boolean;
}): Outcome;
