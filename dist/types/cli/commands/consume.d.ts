import { type CommandIo } from '../io.js';
/**
 * `handover consume [UPSTREAM...]`: prints the entries newer than this repo's offsets, then moves
 * them. The whole run holds the marker's lock, so a second consumer waits (and then sees the new
 * offsets) or fails with exit 2; the offsets move only after the output has been written.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
