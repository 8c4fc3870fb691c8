import type { Outcome } from '../outcome.js';
import type { HookManager } from './types.js';
/** The hook managers init knows, each an adapter over its own tracked configuration. */
export declare const MANAGERS: HookManager[];
/**
 * Puts `handover check --staged` where this repo's hooks come from: into every hook manager's own
 * tracked config that the repo uses (so the manager's normal operation keeps it), else into a
 * tracked `core.hooksPath` folder, else the plain git hook of this clone (`installPreCommit`); and,
 * the same way, the `prepare-commit-msg` hook that adds the clone's `Handover-Agent:` trailer.
 */
export declare function installHooks(root: string, cliPath: string): Promise<Outcome[]>;
