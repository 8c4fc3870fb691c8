import { CliError } from '../../errors.js';
import { findRoot } from '../../config/load.js';
import { isWorkTree } from '../../git/worktree.js';
import { cliPathOf, initRepo, parseUpstream, ROLES, type Role } from '../../init/index.js';
import { NAME, unlistedAgentWarning } from '../../config/schema.js';
import { DIALECTS, type DialectName } from '../../models/dialect.js';
import { describeState } from '../../init/state.js';
import { AGENT_NAMES, type AgentName } from '../../init/settings.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';
import { loadConfig } from '../../config/load.js';
import { configGet } from '../../git/plain.js';
import { readIfExists } from '../../fsutil.js';
import { detectKind } from '../../models/index.js';
import {
  configText,
  describeInference,
  inferFile,
  withLogConventions,
  type Inference,
  type InferredConfig,
} from '../../init/infer.js';
import { discoverRepo, type Discovered } from '../../init/discover.js';
import { withBoardConventions } from '../../init/board.js';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** `handover init`: scaffolds a repo's part of the protocol and installs the clone-local guards. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'init',
    args,
    {
      role: { type: 'string', multiple: true },
      agent: { type: 'string' },
      upstream: { type: 'string', multiple: true },
      force: { type: 'boolean' },
      charter: { type: 'string', multiple: true },
      github: { type: 'boolean' },
      dialect: { type: 'string' },
      detect: { type: 'boolean' },
      agents: { type: 'string', multiple: true },
    },
    true,
  );
  const format = pickFormat(values.format, ['text', 'json'] as const, 'text');
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  if (values.detect) return detect({ io, cwd, root, files: positionals, agent: values.agent, format });
  if (positionals.length)
    throw new CliError(
      `Unexpected argument "${positionals[0]}": handover init takes no files (to report on files, use handover ` +
        `init --detect FILE...); run handover help init for usage.`,
      2,
    );
  if (!(await isWorkTree(root)))
    throw new CliError(
      `${cwd} is not inside a git work tree; run git init (or clone the repo) first, then handover init.`,
      2,
    );
  const roles = listOf(values.role);
  for (const r of roles)
    if (!(ROLES as readonly string[]).includes(r))
      throw new CliError(
        `--role "${r}" is not a role; use upstream, downstream or commons (repeat --role or separate with commas).`,
        2,
      );
  if (values.dialect !== undefined && !(DIALECTS as string[]).includes(values.dialect))
    throw new CliError(`--dialect "${values.dialect}" is not a dialect; use ${DIALECTS.join(' or ')}.`, 2);
  const agents = listOf(values.agents).map((a) => a.toLowerCase());
  for (const a of agents)
    if (!(AGENT_NAMES as readonly string[]).includes(a))
      throw new CliError(
        `--agents "${a}" is not an agent handover can wire; use ${AGENT_NAMES.join(', ')} (comma-separated).`,
        2,
      );
  const agent = values.agent?.trim();
  if (agent !== undefined && !NAME.test(agent))
    throw new CliError(
      `--agent "${agent}" is not a valid agent name: use letters, digits, ".", "_" or "-", starting with a letter or ` +
        `digit.`,
      2,
    );
  const result = await initRepo({
    root,
    roles: [...new Set(roles)] as Role[],
    agent,
    upstreams: upstreamsOf(values.upstream),
    force: Boolean(values.force),
    charters: listOf(values.charter),
    github: Boolean(values.github),
    dialect: values.dialect as DialectName | undefined,
    agents: [...new Set(agents)] as AgentName[],
    cliPath: cliPathOf(process.argv[1]),
    version: io.version,
    env: io.env,
  });
  await printOutcome(io, { root, report: result, format });
  return 0;
}

/** What init did, each protocol file's state and the doctor's verdict on the guards it wired. */
async function printOutcome(
  io: CommandIo,
  o: { root: string; report: Awaited<ReturnType<typeof initRepo>>; format: 'text' | 'json' },
): Promise<void> {
  const { root, report } = o;
  const after = await (await import('../../config/load.js')).loadConfig(root, { trusted: false });
  const unlisted = unlistedAgentWarning(after, report.cloneAgent);
  if (unlisted) io.stderr.write(`handover: warning: ${unlisted}\n`);
  if (o.format === 'json') {
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  const width = Math.max(...report.outcomes.map((x) => x.action.length));
  const lines = report.outcomes.map((x) => `  ${x.action.padEnd(width)}  ${x.what}${x.note ? `  (${x.note})` : ''}`);
  const clone = report.cloneAgent !== report.agent ? `; this clone acts as ${report.cloneAgent}` : '';
  const roles = report.roles.length ? report.roles.join(', ') : 'none yet (no file it found is read)';
  io.stdout.write(`handover init: ${root}\nagent ${report.agent}, roles ${roles}${clone}\n${lines.join('\n')}\n`);
  if (report.inferred?.length)
    io.stdout.write(
      `found in this repository:\n${report.inferred.map((i) => `  ${describeInference(i)}`).join('\n')}\n` +
        (report.writers ? `  the log's writer: ${report.writers}\n` : ''),
    );
  if (report.files.length)
    io.stdout.write(`protocol files:\n${report.files.map((f) => `  ${describeState(f)}`).join('\n')}\n`);
  const changed = report.outcomes.filter(
    (x) =>
      !['kept', 'skipped', 'checked', 'failed'].includes(x.action) &&
      !x.what.startsWith('git config') &&
      !x.what.includes('.git/') &&
      !x.what.startsWith('merge driver'),
  );
  if (changed.length)
    io.stdout.write(
      `Next: review and commit the new files (git add -A && git commit -m "Join the handover protocol").\n`,
    );
  // init ends with the doctor's verdict on the guards it just wired (the edit guard of each agent, run as the agent
  // would).
  const { doctor, formatDoctor } = await import('../../doctor/index.js');
  const { loadConfig } = await import('../../config/load.js');
  const checked = await doctor({ root, config: await loadConfig(root, { trusted: false }), env: io.env, quick: true });
  io.stdout.write(formatDoctor(checked));
  for (const s of report.outcomes.filter((x) => x.action === 'skipped'))
    io.stderr.write(`handover: ${s.what} was skipped: ${s.note}\n`);
  for (const s of report.outcomes.filter((x) => x.action === 'failed'))
    io.stderr.write(`handover: warning: ${s.what}: ${s.note}\n`);
}

/** Two files' inferred keys together (`files` merged). */
function mergeKeys(a: InferredConfig, b: InferredConfig): InferredConfig {
  return { ...a, ...b, ...(a.files || b.files ? { files: { ...a.files, ...b.files } } : {}) };
}

/** A repeatable option's values, each also split at commas, trimmed, empty ones dropped. */
function listOf(values: string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** `--upstream NAME=SOURCE`, repeatable; the same name twice must name the same source. */
function upstreamsOf(specs: string[] | undefined): Record<string, string> {
  const upstreams: Record<string, string> = {};
  for (const spec of specs ?? []) {
    const [name, source] = parseUpstream(spec);
    if (upstreams[name] !== undefined && upstreams[name] !== source)
      throw new CliError(`--upstream ${name} is given twice with different sources; give it once.`, 2);
    upstreams[name] = source;
  }
  return upstreams;
}

/**
 * `handover init --detect [FILE...]`: reports how each coordination file would be read (the config that reads it
 * as it is, and how many of its headings that reading matched), or why it cannot be; writes nothing. Exit 1 when a
 * file matches no shape.
 */
async function detect(o: {
  io: CommandIo;
  cwd: string;
  root: string;
  files: string[];
  agent: string | undefined;
  format: 'text' | 'json';
}): Promise<number> {
  const config = await loadConfig(o.root);
  const writer = o.agent ?? config.agent ?? (await configGet(o.root, 'handover.agent').catch(() => null));
  let found: (Inference | Discovered)[];
  let keys: InferredConfig = {};
  let writers: string | null = null;
  let nothingRead = false;
  if (o.files.length) {
    found = o.files.map((f) => {
      const abs = resolve(o.cwd, f);
      const rel = relative(o.root, abs);
      const shown = rel.startsWith('..') || isAbsolute(rel) ? f : rel.split(sep).join('/');
      const bytes = readIfExists(abs, shown);
      if (bytes === null) throw new CliError(`${shown} does not exist; name a file that does.`, 2);
      const i = inferFile(shown, bytes, detectKind(shown, bytes.toString('utf8'), config.files), writer);
      // a file read where the config would not look for it needs the key that points there
      if (!i.refusal && config.files[i.kind] !== shown) i.config = { ...i.config, files: { [i.kind]: shown } };
      return i;
    });
    for (const i of found.filter((f) => !f.refusal)) keys = mergeKeys(keys, i.config);
  } else {
    const d = await discoverRepo({ root: o.root, files: config.files, writer });
    found = d.found;
    keys = d.config;
    writers = d.writers?.line ?? null;
    nothingRead = d.kinds.length === 0;
    if (!found.length)
      throw new CliError(
        `${o.root} has no file that reads as a log, board, registry or offsets file (looked at ${d.scanned} ` +
          `Markdown files); name the files: handover init --detect FILE...`,
        2,
      );
  }
  await withLogConventions(o.root, found, (p) => readIfExists(resolve(o.root, p), p), keys);
  await withBoardConventions(o.root, found, (p) => readIfExists(resolve(o.root, p), p), keys);
  if (o.format === 'json') o.io.stdout.write(`${JSON.stringify(found, null, 2)}\n`);
  else {
    o.io.stdout.write(`${found.map((f) => describeInference(f)).join('\n')}\n`);
    if (writers) o.io.stdout.write(`the log's writer: ${writers}\n`);
    if (Object.keys(keys).length) o.io.stdout.write(`handover init would write: ${configText(keys)}\n`);
  }
  // a named file no shape reads is an answer of 1; in a repo, files left alone are not, unless nothing is read
  return (o.files.length ? found.some((f) => f.refusal) : nothingRead) ? 1 : 0;
}
