import { type Payload } from './payload.js';
/**
 * The guard's cheap first step, loaded before anything else: which file an edit tool writes, and
 * whether it can be a protocol file at all. Uses only node:fs and the raw config text, so an edit of
 * an ordinary file is let through without loading the config validator, YAML, the rules or remark.
 */
/**
 * The edited file (null: not an edit tool; `problem`: an edit tool without a path): `abs` with its folders'
 * symlinks and `..` resolved (`link/HANDOVER.md` is the HANDOVER.md it leads to), `real` with the file's own
 * symlink followed too (what the tool would write through).
 */
export declare function editedPath(payload: Payload, env: NodeJS.ProcessEnv, fallbackCwd: string): {
    tool: string;
    abs: string;
    real: string;
} | {
    problem: string;
} | null;
/** The real path of a file that may not exist yet: symlinks in its folders (and in the file itself) followed. */
export declare function realTarget(abs: string): string;
/** Default protocol file names, in any case (a case-insensitive file system is settled later). */
export declare function isProtocolName(abs: string): boolean;
/**
 * True when a path cannot be a protocol file: not a default name (in any case), outside any repo, or
 * named nowhere in the repo's data config (a configured name appears in its text). A code config
 * (handover.config.*) or a config that mentions the file's name takes the full path.
 */
export declare function surelyNotProtocol(abs: string): boolean;
