import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { consumeAnswers, readInbox, renderInbox, softActor } from '../../requests/inbox.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';

/**
 * `handover inbox [--format text|json] [--dry-run]`: requests addressed here and not yet answered, oldest first;
 * this project's own open requests and the new answers to them, which are consumed once shown (the
 * `<peer>/answers` offsets move, on the record) unless `--dry-run`; a dispatcher's queue of escalations.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('inbox', args, {
    'dry-run': { type: 'boolean' },
    actor: { type: 'string' },
  });
  if (positionals.length) throw new CliError(`handover inbox takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ['text', 'json'] as const, 'text');
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const actor = await softActor(root, config, io.env, values.actor);
  const inbox = await readInbox(root, config, { actor });
  const { seen: _seen, ...shown } = inbox;
  io.stdout.write(format === 'json' ? `${JSON.stringify(shown, null, 2)}\n` : renderInbox(inbox));
  if (!values['dry-run']) await consumeAnswers(root, config, inbox);
  return 0;
}
