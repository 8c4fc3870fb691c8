import { lstatSync, type Stats } from 'node:fs';
import { join, relative, resolve, isAbsolute, sep } from 'node:path';
import { CliError } from '../../errors.js';
import { lockPathFor, protocolPathProblem, readProtocolFile, withLock, writeProtocolFile } from '../../fsutil.js';
import { findRoot, loadConfig } from '../../config/load.js';
import type { Config } from '../../config/schema.js';
import { detectKind, encodingWhat, sourceFromBytes, type DocKind } from '../../models/index.js';
import {
  defaultSource,
  migrate,
  migrateTrailer,
  MigrateError,
  repoDialect,
  type Migration,
} from '../../migrate/index.js';
import type { OrderChoice } from '../../migrate/types.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';
import { lineOrigins, type LineOrigin } from '../../git/blame.js';
import { dropLogHeadingKnobs, readAgain } from '../../init/config.js';

const ORDERS: OrderChoice[] = ['keep', 'reverse', 'date'];
const MIGRATABLE: DocKind[] = ['handover', 'sync', 'registry'];

interface Target {
  abs: string;
  rel: string;
  kind: DocKind;
  bytes: Buffer;
}

/** `handover migrate [FILE...] [--to DIALECT] [--write]`: protocol files in a dialect's canonical form. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('migrate', args, {
    to: { type: 'string' },
    from: { type: 'string' },
    write: { type: 'boolean' },
    writer: { type: 'string' },
    'preamble-until': { type: 'string' },
    preamble: { type: 'string', multiple: true },
    order: { type: 'string' },
  });
  const format = pickFormat(values.format, ['text', 'json'] as const, 'text');
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const order = values.order === undefined ? undefined : pickOrder(values.order);
  const until = values['preamble-until'] === undefined ? undefined : count(values['preamble-until']);
  // The options of a handover log, with no file named, name the log: SYNC.md is not migrated beside it.
  const logOnly = Boolean(values.writer || until !== undefined || values.preamble || order);
  const targets = positionals.length
    ? positionals.map((p) => named(root, cwd, p, config))
    : defaults(root, config).filter((t) => !logOnly || t.kind === 'handover');
  if (targets.length === 0) {
    io.stderr.write(
      `handover: no HANDOVER.md or SYNC.md to migrate in ${root} (looked for ` +
        `${MIGRATABLE.map((k) => config.files[k]).join(', ')}); name the files.\n`,
    );
    return 0;
  }
  const to = values.to ?? repoDialect(config);
  const from = values.from ?? defaultSource(config, to);
  // Every file is converted before anything is written: a refusal leaves every file as it was.
  const options = { from, to, writer: values.writer, until, preamble: values.preamble, order, config };
  const done: Migrated[] = [];
  for (const t of targets) done.push(await convert(root, t, options));
  if (values.write) await writeMigrated(root, done);
  const changed = done.filter((d) => d.m.changed);
  const trailers = [...new Set(changed.map((d) => migrateTrailer(d.m.from, d.m.to)))];
  // after --write the config follows the files (in every format of the report)
  const configChanges = values.write ? configNotes(config, { changed, to }) : [];
  if (format === 'json') {
    const files = done.map(({ t, m }) => ({
      path: t.rel,
      kind: m.kind,
      from: m.from,
      to: m.to,
      changed: m.changed,
      written: Boolean(values.write && m.changed),
      summary: m.summary,
      notes: m.notes,
      hints: m.hints,
      ...(values.write ? {} : { text: m.text }),
    }));
    io.stdout.write(`${JSON.stringify({ files, trailers, config: configChanges }, null, 2)}\n`);
    return 0;
  }
  const report = done.flatMap(fileReport);
  if (values.write) {
    if (changed.length) report.push(...commitAdvice(changed, { from, to, trailers }));
    report.push(...configChanges);
    io.stdout.write(`${report.join('\n')}\n`);
    return 0;
  }
  io.stderr.write(`${report.join('\n')}\n`);
  if (done.length === 1) io.stdout.write(done[0].m.text);
  else for (const { t, m } of done) io.stdout.write(`==> ${t.rel} <==\n${m.text}\n`);
  return 0;
}

/**
 * After --write, the config follows the files: files it left alone (ignore) are read now, and a log converted into
 * the handover form loses the heading knobs that read its old shape. One line per change, for the report.
 */
function configNotes(config: Config, o: { changed: Migrated[]; to: string }): string[] {
  const report: string[] = [];
  const { changed, to } = o;
  // a file the config left alone is read once it is converted
  const back = readAgain(
    config,
    changed.map((d) => d.t.rel),
  );
  if (back)
    report.push(
      back.edited
        ? `${back.paths.join(', ')} ${back.paths.length === 1 ? 'is' : 'are'} read now: dropped from ignore in ` +
            `${back.what}; commit ${back.what} with ${back.paths.length === 1 ? 'it' : 'them'}.`
        : `Remove ${back.paths.join(', ')} from ignore in ${back.what} (not edited: not YAML or JSON), so it is read.`,
    );
  // the log is in the handover form now: the knobs that read its old headings would misread it
  const knobs = changed.some((d) => d.m.kind === 'handover') && to === 'handover' ? dropLogHeadingKnobs(config) : null;
  // a log that was one section of a bigger file: the migration made every section of the file an entry
  const whole = knobs?.keys.includes('log.section') ? ' and is the whole file (every section an entry)' : '';
  if (knobs?.edited)
    report.push(
      `Dropped ${knobs.keys.join(', ')} from ${knobs.what}: the log now has the handover form's headings${whole}; ` +
        `commit ${knobs.what} with it.`,
    );
  else if (knobs)
    report.push(
      `Remove ${knobs.keys.join(', ')} from ${knobs.what} (not edited: not YAML or JSON): the log now has the ` +
        `handover form's headings${whole}.`,
    );
  return report;
}

interface Migrated {
  t: Target;
  m: Migration;
}

/** What `migrate` converts with: the dialects and the log's options from the command line. */
interface ConvertOptions {
  from: string;
  to: string;
  writer: string | undefined;
  until: number | undefined;
  preamble: string[] | undefined;
  order: OrderChoice | undefined;
  config: Config;
}

/**
 * Converts one file in memory; a refusal is an exit-2 error naming the file. A log none of whose sections states a
 * time is dated by git: each section by the commit that last wrote it (asked only then: a blame costs).
 */
async function convert(root: string, t: Target, o: ConvertOptions): Promise<Migrated> {
  try {
    try {
      return convertWith(t, o, null);
    } catch (error) {
      if (!(error instanceof MigrateError) || !error.needsHistory) throw error;
      const origins = await lineOrigins(root, t.rel);
      if (!origins) throw new MigrateError(`${error.message} (${t.rel} is not committed in git)`);
      return convertWith(t, o, origins);
    }
  } catch (error) {
    if (error instanceof MigrateError) throw new CliError(`${t.rel}: ${error.message}.`.replace(/\.\.$/, '.'), 2);
    throw error;
  }
}

/** One conversion, dated by `origins` (the commits that wrote each line) when given; throws MigrateError. */
function convertWith(
  t: Target,
  { from, to, writer, until, preamble, order, config }: ConvertOptions,
  origins: (LineOrigin | null)[] | null,
): Migrated {
  const source = sourceFromBytes(t.rel, t.bytes);
  if (source.encoding.length) {
    const p = source.encoding[0];
    throw new CliError(
      `${t.rel} has ${encodingWhat(p)} at line ${p.line}, column ${p.column}; fix the encoding first (a migration ` +
        `keeps every byte of text).`,
      1,
    );
  }
  const opts = { from, to, what: t.rel, writer, preambleUntil: until, preamble, order, origins };
  // --writer names the log's writer, or a registry's migrator (its entries become [RELAYED by <writer>])
  if (t.kind !== 'handover' && ((writer && t.kind !== 'registry') || until !== undefined || preamble || order)) {
    throw new MigrateError(
      `--writer, --preamble, --preamble-until and --order apply to a handover log (--writer also to a ` +
        `registry), not to ${t.rel}; migrate it on its own`,
    );
  }
  return { t, m: migrate(t.bytes.toString('utf8'), t.kind, opts, config) };
}

/** Writes each changed file under its lock, unless it changed on disk since it was read. */
async function writeMigrated(root: string, done: Migrated[]): Promise<void> {
  for (const { t, m } of done) {
    if (!m.changed) continue;
    await withLock(
      lockPathFor(root, t.rel),
      () => {
        const now = readProtocolFile(root, t.rel);
        if (!now?.equals(t.bytes))
          throw new CliError(
            `${t.rel} changed while it was being migrated; nothing more was written — run handover migrate --write ` +
              `again.`,
            2,
          );
        writeProtocolFile(root, t.rel, m.text);
      },
      { what: t.rel },
    );
  }
}

/** What one file's migration did: its summary, then each renamed line and note. */
function fileReport({ t, m }: Migrated): string[] {
  if (!m.changed) return [`${t.rel}: already in ${m.to} form; nothing to change`];
  return [
    `${t.rel}: ${m.summary}`,
    ...m.notes.map((n) => `  line ${n.line}: "${n.from}" -> ${n.to.startsWith('#') ? `"${n.to}"` : n.to}`),
    ...m.hints.map((h) => `  note: ${h}`),
  ];
}

/** After --write: how to commit the migrated files, and what to tell a log's consumers. */
function commitAdvice(
  changed: Migrated[],
  { from, to, trailers }: { from: string; to: string; trailers: string[] },
): string[] {
  const paths = changed.map((d) => d.t.rel);
  const out = [
    `Wrote ${paths.join(', ')}. Commit ${paths.length === 1 ? 'it' : 'them'} on ` +
      `${paths.length === 1 ? 'its' : 'their'} own, unedited, with the trailer that records the migration:`,
    ...trailers.map((tr) => `  ${tr}`),
    `  git commit -m "Migrate ${paths.join(', ')} to the ${to} protocol" ` +
      `${trailers.map((tr) => `--trailer "${tr}"`).join(' ')} -- ${paths.join(' ')}`,
  ];
  if (changed.some((d) => d.m.kind === 'handover'))
    out.push(
      `Consumers of this log keep offsets by entry number (or id) and digest: tell them it was ` +
        `${to === 'cmap' || from === 'cmap' ? 'converted' : 'renumbered'} (their next consume reports the entry ` +
        `at their offset as changed).`,
    );
  return out;
}

function pickOrder(v: string): OrderChoice {
  if (!(ORDERS as string[]).includes(v)) throw new CliError(`--order must be keep, reverse or date, not "${v}".`, 2);
  return v as OrderChoice;
}

function count(v: string): number {
  if (!/^\d{1,6}$/.test(v))
    throw new CliError(`--preamble-until must be a number of sections (0 or more), not "${v}".`, 2);
  return Number(v);
}

/** The repo's HANDOVER.md and SYNC.md, those that exist as plain files. */
function defaults(root: string, config: Config): Target[] {
  return MIGRATABLE.flatMap((kind) => {
    const rel = config.files[kind];
    if (rel.endsWith('/')) return [];
    const abs = join(root, rel);
    const bytes = plainFile(abs, rel, root, false);
    return bytes ? [{ abs, rel: rel.split(sep).join('/'), kind, bytes }] : [];
  });
}

function named(root: string, cwd: string, given: string, config: Config): Target {
  const abs = resolve(cwd, given);
  const r = relative(root, abs);
  if (r.startsWith('..') || isAbsolute(r))
    throw new CliError(`${given} is outside the repository (${root}); migrate files inside it.`, 2);
  const rel = r.split(sep).join('/');
  const bytes = plainFile(abs, given, root, true)!;
  const kind = detectKind(abs, bytes.subarray(0, 4096).toString('utf8'), config.files);
  if (!kind || !MIGRATABLE.includes(kind)) {
    throw new CliError(
      `${given} is ${kind ? `a ${kind} file` : 'not a protocol file'}; migrate converts HANDOVER.md, SYNC.md and ` +
        `PROJECT_REGISTRY.md (by name, the config's "files", or a "# Handover" / "# Sync" / "# Project registry" ` +
        `title).`,
      2,
    );
  }
  return { abs, rel, kind, bytes };
}

/** A plain file inside the repo (no symlink at it or on its path): its bytes, or null when absent and not required. */
function plainFile(abs: string, shown: string, root: string, required: boolean): Buffer | null {
  const rel = relative(root, abs).split(sep).join('/');
  const problem = protocolPathProblem(root, rel);
  if (problem) throw new CliError(`${problem}.`, 2);
  let st: Stats;
  try {
    st = lstatSync(abs);
  } catch {
    if (required) throw new CliError(`${shown}: no such file; check the path.`, 2);
    return null;
  }
  if (!st.isFile()) throw new CliError(`${shown} is not a regular file; name a protocol file.`, 2);
  return readProtocolFile(root, rel);
}
