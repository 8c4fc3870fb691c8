import { type HookAnswer, type Payload } from './payload.js';
/** Claude Code keeps no more than this of a hook's output. */
export declare const SESSION_START_MAX_CHARS = 10000;
/**
 * SessionStart: prints the upstream entries not yet consumed, then the requests waiting for this project
 * (its inbox, stale first), within 10,000 characters in all, for the agent's context (plain stdout at exit 0
 * is what Claude Code adds to it). Only a real start
 * (`source: startup`, Copilot CLI's `new`) moves the offset, after the text is written; resume, clear, compact and fork show
 * the last batch again and move nothing.
 */
export declare function sessionStart(payload: Payload, fallbackCwd: string, write: (text: string) => Promise<void>, env?: NodeJS.ProcessEnv): Promise<HookAnswer>;
