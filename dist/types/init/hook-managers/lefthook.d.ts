import { type HookManager } from './types.js';
export declare const YAML_CONFIGS: string[];
/** lefthook: a `handover` job (or command) under `pre-commit` in its tracked config; `lefthook install` keeps it. */
export declare const lefthook: HookManager;
