/** Running one loaded command: its errors turned into the exit codes and one-sentence messages of SPEC §5. */
import type { CommandIo } from './io.js';
/** A command module: `run(args, io)` returns the exit code. */
export interface CommandModule {
    run(args: string[], io: CommandIo): Promise<number>;
}
/** Loads and runs a command; a CliError prints its sentence (exit 1 or 2), anything else is an internal error (2). */
export declare function runCommand(load: () => Promise<CommandModule>, args: string[], io: CommandIo): Promise<number>;
/** Prints `handover: <message>` on stderr and returns the code. */
export declare function fail(io: CommandIo, message: string, code: 1 | 2): 1 | 2;
