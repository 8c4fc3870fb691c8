import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { resolveActor } from '../../identity.js';
import { approve } from '../../requests/approve.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';

/** `handover approve REF [--push]`: a dispatcher approves an escalated request, on the record. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('approve', args, {
    push: { type: 'boolean' },
    actor: { type: 'string' },
  });
  if (values.format !== undefined) throw new CliError('handover approve prints one line, so it takes no --format.', 2);
  if (positionals.length !== 1)
    throw new CliError('handover approve takes one REF (<project>#<seq>), the escalated request it approves.', 2);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  const r = await approve({ root, config, actor, ref: positionals[0], push: values.push });
  io.stdout.write(`${r.lines.join('\n')}\n`);
  return 0;
}
