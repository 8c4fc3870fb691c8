import type { Outcome } from '../outcome.js';
/** What an adapter needs to know about the repo. */
export interface HookContext {
    root: string;
    /** `core.hooksPath` as configured (raw), or null. */
    hooksPath: string | null;
    /** package.json parsed, or null when absent or unreadable. */
    pkg: Record<string, unknown> | null;
}
/** One hook manager: whether the repo uses it, and how to add the check to its own tracked config. */
export interface HookManager {
    name: string;
    detect(ctx: HookContext): boolean;
    install(ctx: HookContext): Outcome | Promise<Outcome>;
    /** Adds the identity trailer (`prepare-commit-msg`, SPEC §3) to the same tracked configuration. */
    trailer(ctx: HookContext): Outcome | Promise<Outcome>;
}
/** True when package.json lists `name` as a dependency of any kind. */
export declare function depends(ctx: HookContext, name: string): boolean;
