import { type HookAnswer, type Payload } from './payload.js';
/**
 * The PreToolUse guard: computes a protocol file's text after an Edit, Write or MultiEdit and runs
 * the static and historical rules against the committed version with this repo's agent as actor.
 * Blocks (exit 2, reason on stderr) only for errors the edit introduces; anything else passes.
 */
export declare function guardToolUse(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv): Promise<HookAnswer>;
