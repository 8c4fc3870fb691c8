import { existsSync, readFileSync } from 'node:fs';
import { CliError } from '../errors.js';

/** A repo file's bytes, or null when it does not exist; unreadable is an exit-2 error naming the file. */
export function readIfExists(abs: string, file: string): Buffer | null {
  if (!existsSync(abs)) return null;
  try {
    return readFileSync(abs);
  } catch (error) {
    throw new CliError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); check its permissions.`, 2);
  }
}
