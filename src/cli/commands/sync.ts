import pc from 'picocolors';
import { CliError } from '../../errors.js';
import { findRoot, loadConfig } from '../../config/load.js';
import { resolveActor } from '../../identity.js';
import { lockPathFor, withLock } from '../../fsutil.js';
import { parseSync, sourceFromBytes, SYNC_FIELD_LABELS, syncField, type SyncFieldName } from '../../models/index.js';
import { appendSection, FieldEditError, setSectionFields } from '../../models/field-edit.js';
import { agentsOverview, type AgentState } from '../../overview/agents.js';
import { parseCommandArgs, pickFormat, useColor, workDir, type CommandIo } from '../io.js';
import { fieldValue, readForWrite, writeProtocolFile } from '../values.js';
import { shown } from '../../display.js';

/** `handover sync set|show`. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'set') return set(rest, io);
  if (sub === 'show') return show(rest, io);
  throw new CliError(`handover sync needs "set" or "show"${sub ? `, not "${sub}"` : ''}; run handover help sync for usage.`, 2);
}

const FIELDS: SyncFieldName[] = ['focus', 'blocked', 'next'];

async function set(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('sync', args, {
    focus: { type: 'string' },
    blocked: { type: 'string' },
    next: { type: 'string' },
    actor: { type: 'string' },
  });
  if (positionals.length) throw new CliError(`handover sync set takes no arguments ("${positionals[0]}"); use --focus, --blocked and --next.`, 2);
  const given: Record<SyncFieldName, string | null> = {
    focus: values.focus === undefined ? null : fieldValue('focus', values.focus),
    blocked: values.blocked === undefined ? null : fieldValue('blocked', values.blocked),
    next: values.next === undefined ? null : fieldValue('next', values.next),
  };
  if (FIELDS.every((f) => given[f] === null)) throw new CliError('handover sync set needs at least one of --focus, --blocked, --next.', 2);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const file = config.files.sync;
  for (const f of ['focus', 'next'] as const) {
    if (given[f] === '') throw new CliError(`${file}: "${SYNC_FIELD_LABELS[f]}" may not be empty (rule sync/fields); nothing was written. Say what it is.`, 1);
  }
  if (given.blocked === '') given.blocked = '—';
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  if (actor in config.sync.shared) throw new CliError(`"${actor}" is a shared section of ${file} (sync.shared), not an agent's; pick the agent with --actor.`, 2);
  const outcome = await withLock(lockPathFor(root, file), () => writeSection(root, file, actor, given), { what: file });
  io.stdout.write(outcome === 'unchanged' ? `${file}: section "${actor}" already says that; nothing written.\n` : `${file}: ${outcome} section "${actor}".\n`);
  return 0;
}

const NEW_FILE = (eol: string) => `# Sync${eol}${eol}Each agent writes only its own section.${eol}`;

function writeSection(root: string, file: string, actor: string, given: Record<SyncFieldName, string | null>): 'created' | 'updated' | 'unchanged' {
  const { existed, source, text, eol } = readForWrite(root, file, 'handover sync set', NEW_FILE);
  const doc = parseSync(sourceFromBytes(file, text));
  const mine = doc.sections.filter((s) => s.id.toLowerCase() === actor.toLowerCase());
  if (mine.length > 1) throw new CliError(`${file} has ${mine.length} sections headed "${actor}" (lines ${mine.map((s) => s.heading.start.line).join(', ')}); merge them into one, then run again.`, 1);
  let next: string;
  if (mine.length === 0) {
    const missing = (['focus', 'next'] as const).filter((f) => given[f] === null);
    if (missing.length) {
      throw new CliError(`${file} has no section "${actor}" yet; a new section needs ${missing.map((f) => `--${f}`).join(' and ')} (Current focus and Next action may not be empty). Nothing was written.`, 1);
    }
    const lines = FIELDS.map((f) => `- **${SYNC_FIELD_LABELS[f]}:** ${given[f] ?? '—'}`);
    next = appendSection(text, `## ${actor}${eol}${eol}${lines.join(eol)}${eol}`, eol);
  } else {
    try {
      next = setSectionFields(text, mine[0], FIELDS.map((f) => ({ key: SYNC_FIELD_LABELS[f].toLowerCase(), label: SYNC_FIELD_LABELS[f], value: given[f] })), eol, new Date().toISOString().slice(0, 10));
    } catch (error) {
      if (error instanceof FieldEditError) throw new CliError(`${file}: section "${actor}": ${error.message}; fix the section by hand (handover lint shows where), then run again. Nothing was written.`, 1);
      throw error;
    }
  }
  verify(next, file, actor, doc.sections.length + (mine.length ? 0 : 1));
  if (existed && next === source.text) return 'unchanged';
  writeProtocolFile(root, file, next, source.bom);
  return !existed || mine.length === 0 ? 'created' : 'updated';
}

/** Reads the new text back: the section must hold each field once, Current focus and Next action non-empty. */
function verify(text: string, file: string, actor: string, sectionCount: number): void {
  const doc = parseSync(sourceFromBytes(file, text));
  const s = doc.sections.find((x) => x.id.toLowerCase() === actor.toLowerCase());
  if (!s || doc.sections.length !== sectionCount) throw new CliError(`${file}: the new text would not read back as section "${actor}"; nothing was written. Report this with the file.`, 2);
  const problems: string[] = [];
  for (const f of FIELDS) {
    const n = s.fields.filter((x) => x.name === f).length;
    const label = SYNC_FIELD_LABELS[f];
    if (n === 0) problems.push(`it has no ${label} (pass --${f})`);
    else if (f !== 'blocked' && syncField(s, f)!.value === '') problems.push(`${label} would be empty (pass --${f})`);
  }
  if (problems.length) throw new CliError(`${file}: section "${actor}": ${problems.join('; ')}. Nothing was written.`, 1);
}

async function show(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('sync', args, {});
  if (positionals.length) throw new CliError(`handover sync show takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ['stylish', 'json'] as const, 'stylish');
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const overview = agentsOverview(root, config);
  if (format === 'json') {
    io.stdout.write(JSON.stringify(overview, null, 2) + '\n');
    return 0;
  }
  if (!overview.exists) {
    io.stdout.write(`No ${overview.file} here; run handover init --role commons, or handover sync set to start one.\n`);
    return 0;
  }
  io.stdout.write(renderAgents(overview.agents, overview.staleDays, useColor(io)));
  return 0;
}

/** Human-readable agent list: a header line per agent with its state, then its three fields. */
export function renderAgents(agents: AgentState[], staleDays: number, color: boolean): string {
  const c = color ? pc : { red: (s: string) => s, yellow: (s: string) => s, dim: (s: string) => s, bold: (s: string) => s };
  if (agents.length === 0) return 'No agent sections yet.\n';
  return agents
    .map((a) => {
      const tags = [a.blocked ? c.red('blocked') : null, a.stale ? c.yellow(`stale (unchanged for more than ${staleDays} days)`) : null].filter(Boolean);
      const when = a.uncommitted ? 'changed, not committed' : a.lastChanged ? `last changed ${a.lastChanged}` : 'no history';
      return [
        `${c.bold(shown(a.id))}${tags.length ? '  ' + tags.join(', ') : ''}  ${c.dim(when)}`,
        `  Current focus: ${a.focus !== null && a.focus !== undefined ? shown(a.focus) : c.dim('(missing)')}`,
        `  Blocked on:    ${a.blockedOn !== null && a.blockedOn !== undefined ? shown(a.blockedOn) : c.dim('(missing)')}`,
        `  Next action:   ${a.next !== null && a.next !== undefined ? shown(a.next) : c.dim('(missing)')}`,
      ].join('\n');
    })
    .join('\n\n') + '\n';
}
