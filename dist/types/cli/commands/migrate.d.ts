import { type CommandIo } from '../io.js';
/** `handover migrate [FILE...] [--to DIALECT] [--write]`: protocol files in a dialect's canonical form. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
