import { type Config } from '../config/schema.js';
import { type FileResult } from '../engine/lint.js';
/**
 * `check --range BASE..HEAD`: every commit of the range that touches a protocol file, against its first parent,
 * as the actor its trailer and author email name. Configuration comes from BASE, JSON/YAML only, so a pull
 * request can neither loosen its own check nor run code through the config.
 */
export declare function checkRange(root: string, range: string, fallbackActor?: string): Promise<{
    results: FileResult[];
    commits: number;
}>;
/**
 * Checks the commits reachable from `head` and from none of `exclude` (`'all'`: from no existing ref, a new
 * branch on a server) under `config`, as `check --range` does. The adapter for `check --pre-receive`.
 */
export declare function checkCommits(root: string, opts: {
    config: Config;
    head: string;
    exclude: string[] | 'all';
    fallbackActor?: string;
}): Promise<{
    results: FileResult[];
    commits: number;
}>;
/** The config as committed at `sha`: JSON or YAML only (never code), or the defaults when there is none. */
export declare function configAt(root: string, sha: string, name: string): Promise<Config>;
