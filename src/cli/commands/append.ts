import { isUtf8 } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { appendEntry } from '../../append/index.js';
import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { resolveActor } from '../../identity.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';

/** `handover append [TEXT | --file F | -] [--corrects N] [--title T]`: the writer adds the next entry. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('append', args, {
    file: { type: 'string' },
    corrects: { type: 'string', multiple: true },
    title: { type: 'string' },
    for: { type: 'string' },
    artifact: { type: 'string' },
    actor: { type: 'string' },
    push: { type: 'boolean' },
  });
  if (values.format !== undefined) throw new CliError('handover append prints no results, so it takes no --format.', 2);
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const text = await entryText(positionals, values.file, cwd, io);
  const corrects = (values.corrects ?? [])
    .flatMap((v) => v.split(','))
    .map((v): number | string => {
      const s = v.trim().replace(/^#(?=\d+$)/, '');
      if (/^\d+$/.test(s) && Number(s) >= 1) return Number(s);
      // a log whose entries are not numbered names them by id (a date, a timestamp, a slug), as its Corrects: lines do
      if (/^[A-Za-z0-9_.:+-]+$/.test(s) && !/^\d+$/.test(s)) return s;
      throw new CliError(
        `--corrects takes an earlier entry's number (--corrects 3) or, in a log not numbered, its id ` +
          `(--corrects 2026-11-29), not "${v}".`,
        2,
      );
    });
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  const fields: Record<string, string> = {};
  for (const [flag, field] of [
    ['for', 'for'],
    ['artifact', 'artifact-path'],
  ] as const) {
    const v = values[flag];
    if (v === undefined) continue;
    if (!v.trim() || /[\r\n]/.test(v)) throw new CliError(`--${flag} must be one non-empty line.`, 2);
    fields[field] = v.trim();
  }
  const r = await appendEntry({
    root,
    config,
    actor,
    text,
    title: values.title,
    corrects: [...new Set(corrects)],
    fields,
  });
  io.stdout.write(
    r.id && r.id !== String(r.seq)
      ? `Appended entry "${r.id}" (${r.timestamp}) to ${r.file}.\n`
      : `Appended entry ${r.seq} (${r.timestamp}) to ${r.file}.\n`,
  );
  if (values.push) {
    const { publishWritten } = await import('../../git/publish.js');
    io.stdout.write(
      await publishWritten({
        root,
        path: r.file,
        subject: `handover: ${actor} appends entry ${r.id && r.id !== String(r.seq) ? `"${r.id}"` : r.seq}`,
        actor,
      }),
    );
  }
  return 0;
}

/** The text of an entry: one argument, `--file F`, or `-` (stdin); exactly one of them. */
export async function entryText(
  positionals: string[],
  file: string | undefined,
  cwd: string,
  io: CommandIo,
): Promise<string> {
  const sources = positionals.length + (file !== undefined ? 1 : 0);
  if (sources === 0) throw new CliError('Give the entry text: as an argument, with --file F, or on stdin with -.', 2);
  if (sources > 1)
    throw new CliError('Give the entry text once: one argument (quote it), --file F, or - for stdin.', 2);
  if (file !== undefined) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(resolve(cwd, file));
    } catch (error) {
      throw new CliError(
        `--file ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); ` +
          `check the path.`,
        2,
      );
    }
    return utf8(bytes, `--file ${file}`);
  }
  if (positionals[0] === '-') {
    const chunks: Buffer[] = [];
    for await (const c of io.stdin) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
    return utf8(Buffer.concat(chunks), 'stdin');
  }
  return positionals[0];
}

function utf8(bytes: Buffer, where: string): string {
  if (!isUtf8(bytes))
    throw new CliError(`The entry text from ${where} is not valid UTF-8; convert it to UTF-8 first.`, 2);
  return bytes.toString('utf8');
}
