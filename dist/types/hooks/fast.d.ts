import { type Payload } from './payload.js';
/**
 * The guard's cheap first step, loaded before anything else: which file an edit tool writes, and
 * whether it can be a protocol file at all. Uses only node:fs and the raw config text, so an edit of
 * an ordinary file is let through without loading the config validator, YAML, the rules or remark.
 * The build bundles this module on its own as dist/cli/hook-fast.js (one file, no shared chunks), which the CLI
 * loads first for `handover hook <pre-tool hook>`: the answer for an ordinary file costs one module load.
 */
/** What quickHook reads: the command's streams, or (run as the CLI) the descriptor of the process's stdin. */
export interface QuickIo {
    stdin: NodeJS.ReadableStream;
    cwd: string;
    env: NodeJS.ProcessEnv;
    /** Read this descriptor directly instead of `stdin`, which then is touched only for what the descriptor refused. */
    stdinFd?: number;
}
/**
 * `handover hook <name>` for a guard hook (PreToolUse, BeforeTool), as far as it can be answered without the
 * command: 0 when every file the edit writes surely is not a protocol file (the full command's answer there, which
 * prints nothing); otherwise the stdin it read, for the full command to read again. Any other arguments, input
 * that is not a JSON object or a payload the host translation refuses go to the full command untouched.
 */
export declare function quickHook(args: string[], io: QuickIo): Promise<0 | NodeJS.ReadableStream>;
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
 * named nowhere in the data config of any repository that holds it (a configured name appears in its text). A code config
 * (handover.config.*) or a config that mentions the file's name takes the full path.
 */
export declare function surelyNotProtocol(abs: string): boolean;
