import { type CommandIo } from '../io.js';
/** `handover lint [FILE...]`: static rules over the protocol files. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
/** Repo-relative, `/`-separated path for display (absolute when outside the repo). */
export declare function displayPath(abs: string, root: string): string;
