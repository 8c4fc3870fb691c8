import { type HookManager } from './types.js';
export declare const JSON_CONFIGS: string[];
/**
 * simple-git-hooks: its `pre-commit` command (package.json's "simple-git-hooks" or its JSON config)
 * gets the check first; `npx simple-git-hooks` then writes the git hook from it.
 */
export declare const simpleGitHooks: HookManager;
