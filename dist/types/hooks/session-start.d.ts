import { type HookAnswer, type Payload } from './payload.js';
/** Claude Code keeps no more than this of a hook's output. */
export declare const SESSION_START_MAX_CHARS = 10000;
/**
 * SessionStart: prints the upstream entries not yet consumed (within 10,000 characters) for the
 * agent's context. Only a real start (`source: startup`) moves the offset, after the text is
 * written; resume, clear and compact show the last batch again and move nothing.
 */
export declare function sessionStart(payload: Payload, fallbackCwd: string, write: (text: string) => Promise<void>): Promise<HookAnswer>;
