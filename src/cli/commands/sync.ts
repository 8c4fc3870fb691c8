import { basename } from 'node:path';
import pc from 'picocolors';
import { CliError } from '../../errors.js';
import { findRoot, loadConfig } from '../../config/load.js';
import { dialectOf, unlistedAgentWarning } from '../../config/schema.js';
import { resolveActor } from '../../identity.js';
import { lockPathFor, withLock } from '../../fsutil.js';
import {
  isSyncDir,
  syncFileOf,
  parseSync,
  renderSyncSection,
  sourceFromBytes,
  syncFieldLine,
  type SyncDialect,
  type SyncSection,
} from '../../models/index.js';
import { appendSection, FieldEditError, setSectionFields } from '../../models/write/field-edit.js';
import { setTableRow } from '../../models/write/table-row.js';
import { agentsOverview, type AgentState } from '../../overview/agents.js';
import { parseCommandArgs, pickFormat, useColor, workDir, type CommandIo } from '../io.js';
import { fieldValue, readForWrite, writeProtocolFile } from '../values.js';
import { shown } from '../../display.js';

/** `handover sync set|show`. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'set') return set(rest, io);
  if (sub === 'show') return show(rest, io);
  throw new CliError(
    `handover sync needs "set" or "show"${sub ? `, not "${sub}"` : ''}; run handover help sync for usage.`,
    2,
  );
}

/** The flag that sets each field a dialect may have. */
const FLAGS = ['focus', 'blocked', 'next', 'shift', 'question'] as const;

async function set(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('sync', args, {
    focus: { type: 'string' },
    blocked: { type: 'string' },
    next: { type: 'string' },
    shift: { type: 'string' },
    question: { type: 'string' },
    actor: { type: 'string' },
    push: { type: 'boolean' },
  });
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const dialect = dialectOf(config).sync;
  const fields = dialect.fields;
  const flagList = fields.map((f) => `--${f.name}`).join(', ');
  if (positionals.length)
    throw new CliError(`handover sync set takes no arguments ("${positionals[0]}"); use ${flagList}.`, 2);
  for (const flag of FLAGS) {
    if (values[flag] !== undefined && !fields.some((f) => f.name === flag))
      throw new CliError(
        `--${flag} is not a field of this repo's SYNC.md (dialect ${dialect.name}); use ${flagList}.`,
        2,
      );
  }
  const given: Record<string, string | null> = Object.fromEntries(
    fields.map((f) => [
      f.name,
      values[f.name as (typeof FLAGS)[number]] === undefined
        ? null
        : fieldValue(f.name, values[f.name as (typeof FLAGS)[number]]!),
    ]),
  );
  if (fields.every((f) => given[f.name] === null))
    throw new CliError(`handover sync set needs at least one of ${flagList}.`, 2);
  const dir = isSyncDir(config.files.sync) ? config.files.sync : null;
  let file = config.files.sync;
  for (const f of fields) {
    if (given[f.name] === '' && !f.mayBeEmpty)
      throw new CliError(
        `${file}: "${f.label}" may not be empty (rule sync/fields); nothing was written. Say what it is.`,
        1,
      );
    if (given[f.name] === '') given[f.name] = '—';
  }
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  if (actor in config.sync.shared || dialect.top.some((t) => t.match.test(actor)))
    throw new CliError(
      `"${actor}" is a shared section of ${file} (sync.shared), not an agent's; pick the agent with --actor.`,
      2,
    );
  if (dir) file = syncFileOf(dir, actor); // the directory layout: each agent writes only its own file
  const outcome = await withLock(
    lockPathFor(root, file),
    () => writeSection({ root, file, actor, given, dialect, repo: basename(root), own: dir !== null }),
    { what: file },
  );
  io.stdout.write(
    outcome === 'unchanged'
      ? `${file}: section "${actor}" already says that; nothing written.\n`
      : `${file}: ${outcome} section "${actor}".\n`,
  );
  const unlisted = unlistedAgentWarning(config, actor);
  if (unlisted) io.stderr.write(`handover: warning: ${unlisted}\n`);
  if (values.push) {
    const { publishWritten } = await import('../../git/publish.js');
    io.stdout.write(await publishWritten({ root, path: file, subject: `sync: ${actor} updates its section`, actor }));
  }
  return 0;
}

const NEW_FILE = (eol: string) => `# Sync${eol}${eol}Each agent writes only its own section.${eol}`;

/** What `sync set` writes: the actor's section of `file`, with the field values given (null: keep). */
interface SectionWrite {
  root: string;
  file: string;
  actor: string;
  given: Record<string, string | null>;
  dialect: SyncDialect;
  /** The repository's name, for a new section's heading where the dialect names it. */
  repo: string;
  /** The file is the actor's own (a sync directory): it holds no other section, and starts empty. */
  own?: boolean;
}

function writeSection({
  root,
  file,
  actor,
  given,
  dialect,
  repo,
  own = false,
}: SectionWrite): 'created' | 'updated' | 'unchanged' {
  const { existed, source, text, eol } = readForWrite(root, file, 'handover sync set', own ? () => '' : NEW_FILE);
  if (dialect.layout === 'table')
    return writeRow({ root, file, actor, given, dialect }, { existed, source, text, eol });
  if (dialect.layout === 'tables' || dialect.layout === 'list')
    throw new CliError(
      `${file} is kept as ${dialect.layout === 'tables' ? 'a table per status group' : 'agents listed under status groups'} ` +
        `(sync.layout: ${dialect.layout}), which sync set does not write; edit your own ` +
        `${dialect.layout === 'tables' ? 'row' : 'line'} by hand (moving it to another group is yours to do). Nothing was written.`,
      1,
    );
  const doc = parseSync(sourceFromBytes(file, text), dialect);
  const mine = doc.sections.filter((s) => !s.shared && s.id.toLowerCase() === actor.toLowerCase());
  const others = doc.sections.filter((s) => !mine.includes(s));
  if (own && others.length)
    throw new CliError(
      `${file} holds the section "${others[0].id}", but the file is ${actor}'s own; a file of the sync directory ` +
        `holds only its agent's section — fix it by hand, then run again. Nothing was written.`,
      1,
    );
  if (mine.length > 1)
    throw new CliError(
      `${file} has ${mine.length} sections headed "${actor}" (lines ` +
        `${mine.map((s) => s.heading.start.line).join(', ')}); merge them into one, then run again.`,
      1,
    );
  const today = new Date().toISOString().slice(0, 10);
  let next: string;
  if (mine.length === 0) {
    const missing = dialect.fields.filter((f) => !f.mayBeEmpty && given[f.name] === null);
    if (missing.length) {
      const flags = missing.map((f) => `--${f.name}`).join(' and ');
      throw new CliError(
        `${file} has no section "${actor}" yet; a new section needs ${flags} ` +
          `(${missing.map((f) => f.label).join(', ')} may not be empty). Nothing was written.`,
        1,
      );
    }
    const values = Object.fromEntries(dialect.fields.map((f) => [f.name, given[f.name] ?? '—']));
    next = appendSection(text, renderSyncSection(dialect, { agent: actor, repo, values, eol, today }), eol);
  } else {
    try {
      next = setSectionFields(
        text,
        mine[0],
        dialect.fields.map((f) => ({
          key: fieldKeyOf(mine[0], f.name) ?? f.label.toLowerCase().replace(/[\s_-]+/g, ' '),
          label: f.label,
          value: given[f.name],
          line: given[f.name] === null ? undefined : syncFieldLine(dialect, f, given[f.name]!, today),
        })),
        { eol, today },
      );
    } catch (error) {
      if (error instanceof FieldEditError)
        throw new CliError(
          `${file}: section "${actor}": ${error.message}; fix the section by hand (handover lint shows where), then ` +
            `run again. Nothing was written.`,
          1,
        );
      throw error;
    }
  }
  verify(next, { file, actor, sectionCount: doc.sections.length + (mine.length ? 0 : 1), dialect });
  if (existed && next === source.text) return 'unchanged';
  writeProtocolFile(root, file, next, source.bom);
  return !existed || mine.length === 0 ? 'created' : 'updated';
}

/** `sync set` on a table board: the actor's row, written in place or added (the file read by writeSection). */
function writeRow(
  { root, file, actor, given, dialect }: Omit<SectionWrite, 'repo' | 'own'>,
  read: { existed: boolean; source: { text: string; bom: boolean }; text: string; eol: string },
): 'created' | 'updated' | 'unchanged' {
  const before = parseSync(sourceFromBytes(file, read.text), dialect);
  const set = setTableRow(read.text, dialect, { actor, given, eol: read.eol });
  if (!set)
    throw new CliError(
      `${file} holds no table whose header names the board's fields (sync.layout: table); add the header row ` +
        `("| Agent | ${dialect.fields.map((f) => f.label).join(' | ')} |" and its "| --- |" line), then run again. ` +
        'Nothing was written.',
      1,
    );
  if (set.created) {
    const missing = dialect.fields.filter((f) => !f.mayBeEmpty && given[f.name] === null);
    if (missing.length)
      throw new CliError(
        `${file} has no row "${actor}" yet; a new row needs ${missing.map((f) => `--${f.name}`).join(' and ')} ` +
          `(${missing.map((f) => f.label).join(', ')} may not be empty). Nothing was written.`,
        1,
      );
  }
  verify(set.next, { file, actor, sectionCount: before.sections.length + (set.created ? 1 : 0), dialect });
  if (read.existed && set.next === read.source.text) return 'unchanged';
  writeProtocolFile(root, file, set.next, read.source.bom);
  return set.created ? 'created' : 'updated';
}

/** The normalised key a section already uses for a field (its label may be an alias), or null. */
function fieldKeyOf(section: SyncSection, name: string): string | null {
  return section.fields.find((f) => f.name === name)?.key ?? null;
}

/** Reads the new text back: the section must hold each field once, none empty that may not be. */
function verify(
  text: string,
  { file, actor, sectionCount, dialect }: { file: string; actor: string; sectionCount: number; dialect: SyncDialect },
): void {
  const doc = parseSync(sourceFromBytes(file, text), dialect);
  const s = doc.sections.find((x) => !x.shared && x.id.toLowerCase() === actor.toLowerCase());
  if (!s || doc.sections.length !== sectionCount)
    throw new CliError(
      `${file}: the new text would not read back as section "${actor}"; nothing was written. Report this with the ` +
        `file.`,
      2,
    );
  const problems: string[] = [];
  for (const f of dialect.fields) {
    const n = s.fields.filter((x) => x.name === f.name).length;
    if (n === 0) problems.push(`it has no ${f.label} (pass --${f.name})`);
    else if (!f.mayBeEmpty && s.fields.find((x) => x.name === f.name)!.value === '')
      problems.push(`${f.label} would be empty (pass --${f.name})`);
  }
  if (problems.length)
    throw new CliError(`${file}: section "${actor}": ${problems.join('; ')}. Nothing was written.`, 1);
}

async function show(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('sync', args, {});
  if (positionals.length) throw new CliError(`handover sync show takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ['stylish', 'json'] as const, 'stylish');
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const overview = await agentsOverview(root, config);
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify(overview, null, 2)}\n`);
    return 0;
  }
  if (!overview.exists) {
    io.stdout.write(`No ${overview.file} here; run handover init --role commons, or handover sync set to start one.\n`);
    return 0;
  }
  io.stdout.write(renderAgents(overview.agents, overview.staleDays, useColor(io), overview.staleBy));
  return 0;
}

/**
 * Human-readable agent list: a header line per agent with its state, then each of the dialect's fields under
 * the label the dialect writes, with its date when it carries one (cmap dates every field).
 */
export function renderAgents(
  agents: AgentState[],
  staleDays: number,
  color: boolean,
  staleBy: 'history' | 'dates' = 'history',
): string {
  const c = color
    ? pc
    : { red: (s: string) => s, yellow: (s: string) => s, dim: (s: string) => s, bold: (s: string) => s };
  if (agents.length === 0) return 'No agent sections yet.\n';
  const staleText =
    staleBy === 'dates'
      ? `stale (every field dated more than ${staleDays} days ago)`
      : `stale (unchanged for more than ${staleDays} days)`;
  return `${agents
    .map((a) => {
      const tags = [a.blocked ? c.red('blocked') : null, a.stale ? c.yellow(staleText) : null].filter(Boolean);
      const when = a.uncommitted
        ? 'changed, not committed'
        : a.lastChanged
          ? `last changed ${a.lastChanged}`
          : 'no history';
      // on a board whose groups are statuses, the group the entry sits under is its status
      const fields =
        a.status === undefined
          ? a.fields
          : [{ name: 'status', label: 'Status', value: a.status ?? '—', date: null }, ...a.fields];
      const heads = fields.map(
        (f) => `${f.label}${f.date ? ` (${f.date})` : staleBy === 'dates' && f.value !== null ? ' (undated)' : ''}:`,
      );
      const width = Math.max(0, ...heads.map((h) => h.length)) + 1;
      return [
        `${c.bold(shown(a.id))}${tags.length ? `  ${tags.join(', ')}` : ''}  ${c.dim(when)}`,
        ...fields.map(
          (f, i) => `  ${shown(heads[i]).padEnd(width)}${f.value !== null ? shown(f.value) : c.dim('(missing)')}`,
        ),
      ].join('\n');
    })
    .join('\n\n')}\n`;
}
