import type { HookManager } from './types.js';
export declare const CONFIG = ".pre-commit-config.yaml";
/**
 * The pre-commit framework: a `repo: local` hook in `.pre-commit-config.yaml` whose entry runs the
 * clone's launcher (no machine path, nothing from the tree). Its `.git/hooks/pre-commit` is its own
 * and is never touched. (Or, once this repository is published: `repo: <its URL>`, `rev: v<version>`,
 * `id: handover-check`, installed by the framework from .pre-commit-hooks.yaml.)
 */
export declare const preCommitFramework: HookManager;
