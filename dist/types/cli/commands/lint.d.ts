import { type Config } from '../../config/schema.js';
import { type FileResult } from '../../engine/lint.js';
import { type CommandIo } from '../io.js';
/** `handover lint [FILE...]`: static rules over the protocol files. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
/** The working tree's baseline file, or null (never read through a symlink). */
export declare function readBaselineFile(root: string): string | null;
/**
 * Lints the protocol files found (or named) from `cwd`, each finding placed in its entry or section; null when
 * there is none to lint. For `lint` and `baseline`.
 */
export declare function lintRepo(cwd: string, positionals: string[]): Promise<{
    root: string;
    config: Config;
    results: FileResult[];
} | null>;
/** Repo-relative, `/`-separated path for display (absolute when outside the repo). */
export declare function displayPath(abs: string, root: string): string;
