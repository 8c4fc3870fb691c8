import { type Config } from './schema.js';
/** Every place cosmiconfig looks, in order; the first three kinds are data, the last runs code. */
export declare const DATA_PLACES: string[];
export declare const CODE_PLACES: string[];
/** The repository root above `cwd` (the folder holding `.git`), or `cwd` itself outside a repository. */
export declare function findRoot(cwd: string): string;
/**
 * Loads and validates the config at the repository root. With `trusted: false` (a pull request's
 * own files) only JSON and YAML are read: a JS config would run the pull request's code.
 */
export declare function loadConfig(root: string, options?: {
    trusted: boolean;
}): Promise<Config>;
/** Validates config text read from git (JSON or YAML only; never code), as found under `name`. */
export declare function configFromText(name: string, text: string): Config;
