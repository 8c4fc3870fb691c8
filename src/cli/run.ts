/** Running one loaded command: its errors turned into the exit codes and one-sentence messages of SPEC §5. */
import type { CommandIo } from './io.js';

/** A command module: `run(args, io)` returns the exit code. */
export interface CommandModule {
  run(args: string[], io: CommandIo): Promise<number>;
}

/** Loads and runs a command; a CliError prints its sentence (exit 1 or 2), anything else is an internal error (2). */
export async function runCommand(load: () => Promise<CommandModule>, args: string[], io: CommandIo): Promise<number> {
  try {
    const command = await load();
    return await command.run(args, io);
  } catch (error) {
    const e = error as Error & { exitCode?: number };
    // Loaded only on the way out, so `--version` stays one small file.
    const [{ shown }, { fileSystemError }] = await Promise.all([import('../display.js'), import('../errors.js')]);
    if (e.name === 'CliError' && (e.exitCode === 1 || e.exitCode === 2)) return fail(io, shown(e.message), e.exitCode);
    const fsProblem = fileSystemError(e);
    if (fsProblem) return fail(io, shown(fsProblem), 2);
    if (io.env.HANDOVER_DEBUG) io.stderr.write(`${e.stack}\n`);
    return fail(
      io,
      `internal error: ${shown(e.message)}. This is a bug in handover; rerun with HANDOVER_DEBUG=1 and report the ` +
        `output.`,
      2,
    );
  }
}

/** Prints `handover: <message>` on stderr and returns the code. */
export function fail(io: CommandIo, message: string, code: 1 | 2): 1 | 2 {
  io.stderr.write(`handover: ${message}\n`);
  return code;
}
