import { type HookAnswer, type Payload } from './payload.js';
/**
 * Stop: when the session changed the repo but the agent neither added a handover entry nor touched
 * its SYNC.md section, asks it (once per state) to report before stopping. Never when
 * `stop_hook_active` is set; `hooks.stop: remind` only shows a message, `off` does nothing.
 */
export declare function stopHook(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv): Promise<HookAnswer>;
