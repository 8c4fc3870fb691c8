import { type Outcome } from './outcome.js';
/**
 * Merges the Claude Code hooks into `.claude/settings.json`: each event gets handover's entry unless
 * one already runs that `handover hook` command. Everything else in the file is kept; a file that is
 * not a JSON object is reported and left alone.
 */
export declare function ensureClaudeSettings(root: string): Outcome;
