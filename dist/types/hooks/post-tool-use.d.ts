import { type HookAnswer, type Payload } from './payload.js';
/** Shell tools: what they write cannot be known before they run, so their effect is checked after. */
export declare const SHELL_TOOLS: Set<string>;
/**
 * PostToolUse on shell commands: compares every protocol file of the session's project (and of the
 * repo the command ran in) with HEAD as the guard would, and when the command broke a rule tells the
 * agent (exit 2, which Claude Code shows to the model) exactly what to put back. A file state already
 * checked in this session is not checked again, so an untouched repo costs one hash per file.
 */
export declare function postToolUse(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv): Promise<HookAnswer>;
