import { type CommandIo } from '../io.js';
/** `handover inbox [--format text|json]`: requests addressed here and not yet answered, oldest first. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
