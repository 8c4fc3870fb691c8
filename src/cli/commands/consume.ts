import { CliError } from '../../errors.js';
import { findRoot, loadConfig } from '../../config/load.js';
import { planConsume, rebaseOffset, withMarkerLock } from '../../consume/index.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';
import { shown } from '../../display.js';

/**
 * `handover consume [UPSTREAM...]`: prints the entries newer than this repo's offsets, then moves
 * them. The whole run holds the marker's lock, so a second consumer waits (and then sees the new
 * offsets) or fails with exit 2; the offsets move only after the output has been written.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('consume', args, {
    'dry-run': { type: 'boolean' },
    'max-chars': { type: 'string' },
    'rebase-offset': { type: 'string' },
  });
  const format = pickFormat(values.format, ['markdown', 'json'] as const, 'markdown');
  const maxChars = values['max-chars'] === undefined ? undefined : positiveInt(values['max-chars']);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  if (values['rebase-offset'] !== undefined) {
    if (positionals.length || values['dry-run'] || maxChars !== undefined)
      throw new CliError('--rebase-offset KEY takes nothing else: it moves one offset and prints no entries.', 2);
    const { peerAnswers } = await import('../../requests/inbox.js');
    io.stdout.write(
      await rebaseOffset(root, config, values['rebase-offset'], (peer) => peerAnswers(root, config, peer)),
    );
    return 0;
  }
  const once = async (): Promise<number> => {
    const plan = await planConsume({
      root,
      config,
      upstreams: positionals,
      dryRun: values['dry-run'],
      maxChars,
      format,
      env: io.env,
    });
    await new Promise<void>((resolve, reject) =>
      io.stdout.write(format === 'json' ? plan.output : shown(plan.output), (e) => (e ? reject(e) : resolve())),
    );
    await plan.commit();
    return 0;
  };
  return values['dry-run'] ? once() : withMarkerLock(root, config, once);
}

function positiveInt(s: string): number {
  if (!/^\d+$/.test(s) || Number(s) < 1 || !Number.isSafeInteger(Number(s)))
    throw new CliError(`--max-chars must be a whole number of characters above 0, not "${s}".`, 2);
  return Number(s);
}
