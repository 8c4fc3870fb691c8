import { type CommandIo } from '../io.js';
/** `handover approve REF [--push]`: a dispatcher approves an escalated request, on the record. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
