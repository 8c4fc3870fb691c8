import { type CommandIo } from '../io.js';
/**
 * `handover hook <name>`: Claude Code hook entry points, reading the hook's JSON on stdin.
 * Unreadable input never blocks the agent: it exits 0 with a note on stderr.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
