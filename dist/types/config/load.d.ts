import { CliError } from '../errors.js';
import { type Config } from './schema.js';
/** Every place the config is looked for (cosmiconfig's, for the name handover), in order; the last runs code. */
export declare const DATA_PLACES: string[];
export declare const CODE_PLACES: string[];
/** JS files a user may mean as config (cosmiconfig's rc names) that handover never loads; the servers say so. */
export declare const UNREAD_CODE_PLACES: string[];
/** A config that cannot be used: the sentence, the file it is about, and where in it when known (1-based). */
export declare class ConfigError extends CliError {
    readonly file: string;
    readonly at: {
        line: number;
        column: number;
    } | null;
    constructor(message: string, file: string, at?: {
        line: number;
        column: number;
    } | null);
}
/** How a config is read: `trusted: false` never runs a JS config; `reader` names who reads data only. */
export interface LoadOptions {
    trusted: boolean;
    /** For the sentence: who reads only JSON or YAML config here (default: the agent hooks and the merge driver). */
    reader?: string;
}
/**
 * From now on, in this process, every loadConfig reads JSON and YAML config only, as if `trusted: false` with
 * `reader` (the MCP and language servers call this first: whatever they load, for whichever folder, runs no code).
 */
export declare function refuseCodeConfig(reader: string): void;
/** The repository root above `cwd` (the folder holding `.git`), or `cwd` itself outside a repository. */
export declare function findRoot(cwd: string): string;
/**
 * Loads and validates the config at the repository root, from the first of DATA_PLACES then CODE_PLACES
 * that holds one. The data places are read here (never blocking on a pipe, every problem one sentence with
 * the file, line and column); a JS config is loaded with Node's import(), which runs it. With `trusted: false`
 * (the agent hooks, the merge driver: whatever runs on its own in a clone that may be untrusted) a JS config
 * is never run: it is reported (exit 2), and the caller decides how loud to be.
 */
export declare function loadConfig(root: string, asked?: LoadOptions): Promise<Config>;
/** Validates config text read from a file or from git (JSON or YAML only; never code), as found under `name`. */
export declare function configFromText(name: string, text: string): Config;
/**
 * Parses config text (JSON or YAML only; never code) into its raw value: package.json's `handover` key, or the file.
 */
export declare function parseConfigText(name: string, text: string): unknown;
