import { type CommandIo } from '../io.js';
/** `handover doctor`: is the guard live here, for git and every agent in use? Exit 0 when all are, 1 otherwise. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
