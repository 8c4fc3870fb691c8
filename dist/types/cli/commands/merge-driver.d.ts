import { type CommandIo } from '../io.js';
/**
 * `handover merge-driver %O %A %B %P`: git's merge driver for the protocol files. Writes the result
 * to %A atomically; exit 0 clean, 1 conflicts left in %A, 2 nothing written (git then reports a
 * conflict with %A as it gave it).
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
