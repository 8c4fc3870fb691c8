import type { Config } from '../config/schema.js';
import { type CodexHook } from './codex.js';
import { type AgentName } from '../init/settings.js';
/**
 * `handover doctor`: is the guard live for this repository and every agent in use? For each agent it reads the
 * host's trust rules (Gemini CLI's and Qwen Code's trusted folders, Codex's trusted projects and hook sets), then
 * runs each hook command the way that agent would (/bin/sh, the project variable set, a probe payload on stdin):
 * a rewrite of the log must be refused, the other hooks must run. Each guard is `live`, `not loaded` (with why)
 * or `fails open` ("would let edits through", with why), with the one command that fixes it.
 */
export type GuardStatus = 'live' | 'not loaded' | 'fails open' | 'refuses all';
export interface GuardReport {
    /** `git` (the pre-commit hook) or an agent name. */
    agent: string;
    label: string;
    status: GuardStatus;
    why?: string;
    fix?: string;
    /** For a live agent guard: the edit tools doctor saw it refuse (each model family's own, where they differ). */
    verified?: string[];
}
export interface DoctorReport {
    root: string;
    guards: GuardReport[];
    notes: string[];
}
export interface DoctorOptions {
    root: string;
    config: Config;
    env: NodeJS.ProcessEnv;
    /** Only the edit guard of each agent (what init runs at its end); default: every hook. */
    quick?: boolean;
}
/** Runs the checks. */
export declare function doctor(o: DoctorOptions): Promise<DoctorReport>;
/** Why the host would not load this repo's project hooks, and the fix; null when it would. */
export declare function trustProblem(host: AgentName, root: string, env: NodeJS.ProcessEnv, seen?: {
    codex?: CodexHook[] | string | null;
    hooks?: Record<string, unknown>;
}): {
    why: string;
    fix: string;
} | null;
/** The text report: one line per guard, the fix under each that is not live, then the notes. */
export declare function formatDoctor(r: DoctorReport): string;
