import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { resolveActor } from '../../identity.js';
import { writeForward, writeRequest, writeResponse } from '../../requests/write.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';
import { entryText } from './append.js';

async function setup(command: string, args: string[], io: CommandIo, options: Parameters<typeof parseCommandArgs>[2]) {
  const { values, positionals } = parseCommandArgs(command, args, {
    ...options,
    actor: { type: 'string' },
    push: { type: 'boolean' },
  });
  if (values.format !== undefined)
    throw new CliError(`handover ${command} prints one line, so it takes no --format.`, 2);
  const cwd = workDir(io, values.cwd as string | undefined);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const { actor } = await resolveActor({ root, config, flag: values.actor as string | undefined, env: io.env });
  return {
    values: values as Record<string, string | string[] | boolean | undefined>,
    positionals,
    root,
    config,
    actor,
    cwd,
  };
}

/** `--push`: commit REQUESTS.md as written and push it, through the writers' one publishing path. */
async function pushIfAsked(
  s: { values: Record<string, unknown>; root: string; actor: string },
  r: { file: string; ref: string },
  what: string,
  io: CommandIo,
): Promise<void> {
  if (!s.values.push) return;
  const { publishWritten } = await import('../../git/publish.js');
  io.stdout.write(
    await publishWritten({
      root: s.root,
      path: r.file,
      subject: `requests: ${s.actor} writes ${r.ref}, ${what}`,
      actor: s.actor,
    }),
  );
}

const need = (v: unknown, flag: string, command: string): string => {
  if (typeof v !== 'string')
    throw new CliError(`handover ${command} needs --${flag}; run handover help ${command}.`, 2);
  return v;
};

/**
 * `handover request ruling|evidence|capability --to P --subject S [TEXT | --file F | -] [--claim C]... [--reversibility
 * R]`.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const s = await setup('request', args, io, {
    file: { type: 'string' },
    to: { type: 'string' },
    subject: { type: 'string' },
    claim: { type: 'string', multiple: true },
    reversibility: { type: 'string' },
    'denied-before': { type: 'string' },
  });
  if (s.positionals.length === 0 || s.positionals.length > 2)
    throw new CliError(
      'handover request takes one type (ruling, evidence or capability), then what it asks: TEXT, --file F or - ' +
        '(stdin).',
      2,
    );
  const [type, ...words] = s.positionals;
  const text =
    words.length || s.values.file !== undefined
      ? await entryText(words, s.values.file as string | undefined, s.cwd, io)
      : undefined;
  const r = await writeRequest({
    text,
    root: s.root,
    config: s.config,
    actor: s.actor,
    type,
    to: need(s.values.to, 'to', 'request'),
    subject: need(s.values.subject, 'subject', 'request'),
    claims: (s.values.claim as string[] | undefined) ?? [],
    reversibility: s.values.reversibility as string | undefined,
    deniedBefore: s.values['denied-before'] as string | undefined,
  });
  io.stdout.write(`Wrote ${r.ref}, a ${type} to ${s.values.to}, to ${r.file} (${r.timestamp}).\n`);
  await pushIfAsked(s, r, `a ${type} to ${s.values.to}`, io);
  return 0;
}

/** `handover respond REF [--verdict N=…]... [--backwards T] [--status S] [--relays REF]`. */
export async function respond(args: string[], io: CommandIo): Promise<number> {
  const s = await setup('respond', args, io, {
    verdict: { type: 'string', multiple: true },
    backwards: { type: 'string' },
    status: { type: 'string' },
    relays: { type: 'string' },
  });
  if (s.positionals.length !== 1)
    throw new CliError('handover respond takes one REF (<project>#<seq>), the request it answers.', 2);
  const r = await writeResponse({
    root: s.root,
    config: s.config,
    actor: s.actor,
    ref: s.positionals[0],
    verdicts: (s.values.verdict as string[] | undefined) ?? [],
    backwards: s.values.backwards as string | undefined,
    status: s.values.status as string | undefined,
    relays: s.values.relays as string | undefined,
  });
  io.stdout.write(`Wrote ${r.ref}, the response to ${s.positionals[0]}, to ${r.file} (${r.timestamp}).\n`);
  await pushIfAsked(s, r, `the response to ${s.positionals[0]}`, io);
  return 0;
}

/** `handover forward REF --to SUB`. */
export async function forward(args: string[], io: CommandIo): Promise<number> {
  const s = await setup('forward', args, io, { to: { type: 'string' } });
  if (s.positionals.length !== 1)
    throw new CliError('handover forward takes one REF (<project>#<seq>), the request it passes on.', 2);
  const r = await writeForward({
    root: s.root,
    config: s.config,
    actor: s.actor,
    ref: s.positionals[0],
    to: need(s.values.to, 'to', 'forward'),
  });
  io.stdout.write(`Wrote ${r.ref}, forwarding ${s.positionals[0]} to ${s.values.to}, to ${r.file} (${r.timestamp}).\n`);
  await pushIfAsked(s, r, `forwarding ${s.positionals[0]} to ${s.values.to}`, io);
  return 0;
}
