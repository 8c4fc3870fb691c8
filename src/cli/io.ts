import { parseArgs, type ParseArgsConfig } from 'node:util';
import { resolve } from 'node:path';
import { CliError } from '../errors.js';

/** What a command may touch of the process: streams, the starting folder and the environment. */
export interface CommandIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  cwd: string;
  env: NodeJS.ProcessEnv;
  version: string;
}

/** Options every command takes. */
export const COMMON_OPTIONS = {
  cwd: { type: 'string' },
  format: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

/** parseArgs with usage errors turned into exit-2 CliErrors naming the command. */
export function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(
  command: string,
  args: string[],
  options: O,
  allowPositionals = true,
): ParsedCommandArgs<O> {
  try {
    return parseArgs({ args, options: { ...COMMON_OPTIONS, ...options }, allowPositionals, strict: true });
  } catch (error) {
    throw new CliError(
      `${(error as Error).message.replace(/\. To specify a positional.*$/s, '')}; run handover help ${command} for ` +
        `usage.`,
      2,
    );
  }
}

/** What parseCommandArgs returns (named, so the declarations tsc writes for dist/types can say it). */
export type ParsedCommandArgs<O extends NonNullable<ParseArgsConfig['options']>> = ReturnType<
  typeof parseArgs<{ args: string[]; options: typeof COMMON_OPTIONS & O; allowPositionals: boolean; strict: true }>
>;

/** The folder a command runs in: --cwd resolved against the real cwd. */
export function workDir(io: CommandIo, cwd: string | undefined): string {
  return cwd ? resolve(io.cwd, cwd) : io.cwd;
}

/** Colour only on a terminal, never with NO_COLOR (FORCE_COLOR forces it on). */
export function useColor(io: CommandIo): boolean {
  if (io.env.NO_COLOR) return false;
  if (io.env.FORCE_COLOR && io.env.FORCE_COLOR !== '0') return true;
  return Boolean(io.stdout.isTTY);
}

/** Validates --format against a list of names. */
export function pickFormat<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new CliError(`--format must be one of ${allowed.join(', ')}, not "${value}".`, 2);
  return value as T;
}

/** `--max-warnings N` (ESLint's semantics): an integer of at least -1; -1 or absent means no limit. */
export function maxWarnings(raw: string | undefined): number {
  if (raw === undefined) return -1;
  if (!/^-?\d+$/.test(raw.trim()) || Number(raw) < -1)
    throw new CliError(`--max-warnings must be a whole number (-1 for no limit), not "${raw}".`, 2);
  return Number(raw);
}

/**
 * The exit code of `lint` and `check`: 1 when a result has an error, or when the warnings outnumber
 * `--max-warnings` (then one line on stderr says so); 0 otherwise. Suppressed findings are not counted.
 */
export function lintExitCode(
  results: readonly { errorCount: number; warningCount: number }[],
  max: number,
  io: CommandIo,
): 0 | 1 {
  if (results.some((r) => r.errorCount > 0)) return 1;
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (max < 0 || warnings <= max) return 0;
  io.stderr.write(
    `handover: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${max} allows; fix them, ` +
      `or record the ones already there with handover baseline.\n`,
  );
  return 1;
}

/** ESLint accepts `--max-warnings -1`; parseArgs would read `-1` as an option, so the pair is joined first. */
export function joinNegativeValue(args: string[], flag: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === flag && /^-\d+$/.test(args[i + 1] ?? '')) out.push(`${flag}=${args[++i]}`);
    else out.push(args[i]);
  }
  return out;
}
