import { type Config } from './schema.js';
/** Every place cosmiconfig looks, in order; the first three kinds are data, the last runs code. */
export declare const DATA_PLACES: string[];
export declare const CODE_PLACES: string[];
/** The repository root above `cwd` (the folder holding `.git`), or `cwd` itself outside a repository. */
export declare function findRoot(cwd: string): string;
/**
 * Loads and validates the config at the repository root, from the first of DATA_PLACES then CODE_PLACES
 * that holds one. The data places are read here (never blocking on a pipe, every problem one sentence with
 * the file, line and column); a JS config is loaded through cosmiconfig, which runs it. With `trusted: false`
 * (the agent hooks, the merge driver: whatever runs on its own in a clone that may be untrusted) a JS config
 * is never run: it is reported (exit 2), and the caller decides how loud to be.
 */
export declare function loadConfig(root: string, options?: {
    trusted: boolean;
}): Promise<Config>;
/** Validates config text read from a file or from git (JSON or YAML only; never code), as found under `name`. */
export declare function configFromText(name: string, text: string): Config;
/**
 * Parses config text (JSON or YAML only; never code) into its raw value: package.json's `handover` key, or the file.
 */
export declare function parseConfigText(name: string, text: string): unknown;
