import type { FileResult } from '../engine/lint.js';
/**
 * `check --range BASE..HEAD`: every commit of the range that touches a protocol file, against its first parent,
 * as the actor its trailer and author email name. Configuration comes from BASE, JSON/YAML only, so a pull
 * request can neither loosen its own check nor run code through the config.
 */
export declare function checkRange(root: string, range: string, fallbackActor?: string): Promise<{
    results: FileResult[];
    commits: number;
}>;
