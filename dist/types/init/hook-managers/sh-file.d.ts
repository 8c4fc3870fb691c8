import { type Outcome } from '../outcome.js';
import { type ShBlock } from './block.js';
/**
 * Adds the block to a tracked sh hook file (`.husky/pre-commit`, a team's `core.hooksPath` hook):
 * created when absent, extended when present, kept when it already has the current block. The
 * user's own lines stay, and run after ours.
 */
export declare function ensureShHook(root: string, relPath: string, manager: string, spec?: ShBlock): Outcome;
