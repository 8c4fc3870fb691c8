import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { readInbox, renderInbox } from '../../requests/inbox.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';

/** `handover inbox [--format text|json]`: requests addressed here and not yet answered, oldest first. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('inbox', args, {});
  if (positionals.length) throw new CliError(`handover inbox takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ['text', 'json'] as const, 'text');
  const root = findRoot(workDir(io, values.cwd));
  const inbox = await readInbox(root, await loadConfig(root));
  io.stdout.write(format === 'json' ? `${JSON.stringify(inbox, null, 2)}\n` : renderInbox(inbox));
  return 0;
}
