import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { consumeAnswers, readInbox, renderInbox, softActor } from '../../requests/inbox.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';

/**
 * `handover inbox [--format text|json] [--dry-run] [--wait [--timeout SECONDS]]`: requests addressed here and not
 * yet answered, oldest first; this project's own open requests and the new answers to them, which are consumed once
 * shown (the `<peer>/answers` offsets move, on the record) unless `--dry-run`; a dispatcher's queue of escalations.
 * `--wait` returns as soon as something waits (or at the timeout, saying nothing arrived).
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('inbox', args, {
    'dry-run': { type: 'boolean' },
    actor: { type: 'string' },
    wait: { type: 'boolean' },
    timeout: { type: 'string' },
  });
  if (positionals.length) throw new CliError(`handover inbox takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ['text', 'json'] as const, 'text');
  if (values.timeout !== undefined && !values.wait)
    throw new CliError('--timeout goes with --wait; add --wait to wait for something to arrive.', 2);
  const timeout = values.timeout === undefined ? DEFAULT_TIMEOUT_S : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout < 0)
    throw new CliError(`--timeout ${values.timeout} is not a number of seconds; give 0 or more (0: no limit).`, 2);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const actor = await softActor(root, config, io.env, values.actor);
  if (values.wait) return waitAndShow({ root, config, actor, timeout, format, dryRun: values['dry-run'], io });
  const inbox = await readInbox(root, config, { actor });
  const { seen: _seen, ...shown } = inbox;
  io.stdout.write(format === 'json' ? `${JSON.stringify(shown, null, 2)}\n` : renderInbox(inbox));
  if (!values['dry-run']) await consumeAnswers(root, config, inbox);
  return 0;
}

/** What `--wait` waits at most when no --timeout is given: ten minutes, an agent's shell call. */
export const DEFAULT_TIMEOUT_S = 600;

async function waitAndShow(o: {
  root: string;
  config: Awaited<ReturnType<typeof loadConfig>>;
  actor: string | null;
  timeout: number;
  format: 'text' | 'json';
  dryRun?: boolean;
  io: CommandIo;
}): Promise<number> {
  const { waitForInbox } = await import('../../requests/wait.js');
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once('SIGINT', interrupt);
  let r: Awaited<ReturnType<typeof waitForInbox>>;
  try {
    r = await waitForInbox(o.root, o.config, {
      timeoutMs: o.timeout * 1000,
      actor: o.actor,
      signal: stop.signal,
      // one line on stderr when the wait begins (nothing waits yet), so a caller knows it is listening
      onProgress: (waited) => {
        if (waited === 0)
          o.io.stderr.write(`Waiting ${o.timeout ? `up to ${o.timeout}s ` : ''}for work (Ctrl-C stops)…\n`);
      },
      progressEveryMs: 3_600_000,
    });
  } finally {
    process.off('SIGINT', interrupt);
  }
  const { seen: _seen, ...shown } = r.inbox;
  const upstreams = r.upstreams.filter((u) => u.pending > 0);
  if (o.format === 'json')
    o.io.stdout.write(
      `${JSON.stringify({ arrived: r.arrived, waitedMs: r.waitedMs, ...shown, upstreams }, null, 2)}\n`,
    );
  else if (!r.arrived)
    o.io.stdout.write(
      `Nothing arrived for ${r.inbox.project} in ${Math.round(r.waitedMs / 1000)}s` +
        `${stop.signal.aborted ? ' (interrupted)' : ''}.\n`,
    );
  else {
    const news = upstreams.map((u) => `  ${u.name}: ${u.pending} not consumed (handover consume ${u.name})`);
    o.io.stdout.write(renderInbox(r.inbox) + (news.length ? `New upstream entries\n${news.join('\n')}\n` : ''));
  }
  if (r.arrived && !o.dryRun) await consumeAnswers(o.root, o.config, r.inbox);
  return 0;
}
