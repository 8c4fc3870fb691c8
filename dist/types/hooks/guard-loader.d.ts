import type * as Guard from './guard.js';
type GuardModule = typeof Guard;
/** The guard (src/hooks/guard.ts's guardToolUse), compiled from the cache when one fits. */
export declare function guardToolUse(...args: Parameters<GuardModule['guardToolUse']>): ReturnType<GuardModule['guardToolUse']>;
export {};
