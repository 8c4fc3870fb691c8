import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { CliError } from '../errors.js';
/** Options every command takes. */
export const COMMON_OPTIONS = {
    cwd: { type: 'string' },
    format: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
/** parseArgs with usage errors turned into exit-2 CliErrors naming the command. */
export function parseCommandArgs(command, args, options, allowPositionals = true) {
    try {
        return parseArgs({ args, options: { ...COMMON_OPTIONS, ...options }, allowPositionals, strict: true });
    }
    catch (error) {
        throw new CliError(`${error.message.replace(/\. To specify a positional.*$/s, '')}; run handover help ${command} for usage.`, 2);
    }
}
/** The folder a command runs in: --cwd resolved against the real cwd. */
export function workDir(io, cwd) {
    return cwd ? resolve(io.cwd, cwd) : io.cwd;
}
/** Colour only on a terminal, never with NO_COLOR (FORCE_COLOR forces it on). */
export function useColor(io) {
    if (io.env.NO_COLOR)
        return false;
    if (io.env.FORCE_COLOR && io.env.FORCE_COLOR !== '0')
        return true;
    return Boolean(io.stdout.isTTY);
}
/** Validates --format against a list of names. */
export function pickFormat(value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (!allowed.includes(value))
        throw new CliError(`--format must be one of ${allowed.join(', ')}, not "${value}".`, 2);
    return value;
}
