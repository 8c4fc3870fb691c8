import { CliError } from '../../errors.js';
import type { CommandIo } from '../io.js';

/** Not built yet. */
export async function run(_args: string[], _io: CommandIo): Promise<number> {
  throw new CliError('handover hook is not implemented yet.', 2);
}
