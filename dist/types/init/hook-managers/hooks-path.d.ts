import type { Outcome } from '../outcome.js';
import type { HookContext } from './types.js';
/**
 * A team's tracked hooks folder (`core.hooksPath` inside the repo, holding tracked files): the check
 * goes into its `pre-commit` as a marked block; the team's hook is never renamed, and nothing
 * machine-specific is written there. An untracked or outside folder is this clone's own: the plain
 * git hook adapter installs there.
 */
export declare function installTrackedHooksPath(ctx: HookContext, dir: string): Outcome;
/** The identity trailer in the same tracked folder's `prepare-commit-msg`. */
export declare function installTrackedTrailer(ctx: HookContext, dir: string): Outcome;
/**
 * The repo-relative hooks folder when `core.hooksPath` names a folder inside the repo holding tracked files; else
 * null.
 */
export declare function trackedHooksDir(ctx: HookContext): Promise<string | null>;
