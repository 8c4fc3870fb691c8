import { type CommandIo } from '../io.js';
/** `handover append [TEXT | --file F | -] [--corrects N] [--title T]`: the writer adds the next entry. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
