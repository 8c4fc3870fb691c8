import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { resolveActor } from '../../identity.js';
import { writeForward, writeRequest, writeResponse } from '../../requests/write.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';

async function setup(command: string, args: string[], io: CommandIo, options: Parameters<typeof parseCommandArgs>[2]) {
  const { values, positionals } = parseCommandArgs(command, args, { ...options, actor: { type: 'string' } });
  if (values.format !== undefined)
    throw new CliError(`handover ${command} prints one line, so it takes no --format.`, 2);
  const root = findRoot(workDir(io, values.cwd as string | undefined));
  const config = await loadConfig(root);
  const { actor } = await resolveActor({ root, config, flag: values.actor as string | undefined, env: io.env });
  return {
    values: values as Record<string, string | string[] | boolean | undefined>,
    positionals,
    root,
    config,
    actor,
  };
}

const need = (v: unknown, flag: string, command: string): string => {
  if (typeof v !== 'string')
    throw new CliError(`handover ${command} needs --${flag}; run handover help ${command}.`, 2);
  return v;
};

/** `handover request ruling|evidence|capability --to P --subject S [--claim C]... [--reversibility R]`. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const s = await setup('request', args, io, {
    to: { type: 'string' },
    subject: { type: 'string' },
    claim: { type: 'string', multiple: true },
    reversibility: { type: 'string' },
    'denied-before': { type: 'string' },
  });
  if (s.positionals.length !== 1)
    throw new CliError('handover request takes one type: ruling, evidence or capability.', 2);
  const r = await writeRequest({
    root: s.root,
    config: s.config,
    actor: s.actor,
    type: s.positionals[0],
    to: need(s.values.to, 'to', 'request'),
    subject: need(s.values.subject, 'subject', 'request'),
    claims: (s.values.claim as string[] | undefined) ?? [],
    reversibility: s.values.reversibility as string | undefined,
    deniedBefore: s.values['denied-before'] as string | undefined,
  });
  io.stdout.write(`Wrote ${r.ref}, a ${s.positionals[0]} to ${s.values.to}, to ${r.file} (${r.timestamp}).\n`);
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
  return 0;
}
