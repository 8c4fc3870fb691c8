import { type CommandIo } from '../io.js';
/** `handover append [TEXT | --file F | -] [--corrects N] [--title T]`: the writer adds the next entry. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
/** The text of an entry: one argument, `--file F`, or `-` (stdin); exactly one of them. */
export declare function entryText(positionals: string[], file: string | undefined, cwd: string, io: CommandIo): Promise<string>;
