import { type CommandIo } from '../io.js';
/** `handover init`: scaffolds a repo's part of the protocol and installs the clone-local guards. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
