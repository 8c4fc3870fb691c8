import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { loadConfig } from '../config/load.js';
import { NAME, upstreamSourceProblem } from '../config/schema.js';
import { CliError } from '../errors.js';
import { lockPathFor, protocolPathProblem, readIfExists, withLock, writeProtocolFile } from '../fsutil.js';
import { configGet } from '../git/plain.js';
import { setLocalConfig } from '../git/worktree.js';
import { registerMergeDriver } from '../merge/register.js';
import type { DocKind } from '../models/index.js';
import type { DialectName } from '../models/dialect.js';
import { ensureCharters } from './charter.js';
import { defaultBranchOf } from '../git/upstream.js';
import { ensureGithubGuards } from './github.js';
import { ensureConfig } from './config.js';
import { installHooks } from './hook-managers/index.js';
import { RELEASE_REF, repoSlug } from '../package.js';
import { installLauncher } from './launcher.js';
import { installHookScript } from './hook-script.js';
import { ensureMcpServers } from './mcp.js';
import { AGENT_HOSTS, agentInUse, ensureHostSettings, type AgentName } from './settings.js';
import { shellQuote, template } from './templates.js';
import { ensureOwnedFile, readText, type Outcome } from './outcome.js';
import { fileStates, type FileState } from './state.js';
import { refuseLinksOut } from './paths.js';
import { withLogConventions, type Inference } from './infer.js';
import { discoverRepo, type Discovered } from './discover.js';
import { withBoardConventions } from './board.js';

export const ROLES = ['upstream', 'downstream', 'commons'] as const;
export type Role = (typeof ROLES)[number];

/** The protocol files each role keeps. */
const ROLE_FILES: Record<Role, DocKind[]> = {
  upstream: ['handover'],
  downstream: ['marker'],
  commons: ['sync', 'registry'],
};
const TEMPLATE_OF: Record<DocKind, string> = {
  handover: 'HANDOVER.md',
  sync: 'SYNC.md',
  registry: 'PROJECT_REGISTRY.md',
  marker: '.last-processed.md',
  requests: 'REQUESTS.md',
};
const WORKFLOW = '.github/workflows/handover.yml';
const WORKFLOW_ALT = '.github/workflows/handover-check.yml';
const WORKFLOW_MARK = 'written by `handover init`';

export interface InitOptions {
  root: string;
  roles: Role[];
  agent?: string;
  upstreams: Record<string, string>;
  force: boolean;
  /**
   * Charter files to write the protocol block into (`--charter`); empty: every one present, AGENTS.md and CLAUDE.md
   * made when absent.
   */
  charters?: string[];
  /** The running CLI (absolute), recorded in the git hook as a fallback. */
  cliPath: string;
  version: string;
  env: NodeJS.ProcessEnv;
  /** `--github`: also write the host's guards (a ruleset to import, CODEOWNERS). */
  github?: boolean;
  /** `--dialect`: the formats of the files init writes (SPEC §7); default: the config's `dialect`. */
  dialect?: DialectName;
  /** `--agents`: the agent hosts to wire; default: Claude Code, and every other agent the repo already uses. */
  agents?: AgentName[];
}

export interface InitReport {
  agent: string;
  cloneAgent: string;
  roles: Role[];
  outcomes: Outcome[];
  /** Each protocol file of the roles: clean, or its problems and the command that fixes them. */
  files: FileState[];
  /** What init found in the repo and how it reads each file (what it reads is written into the new config). */
  inferred?: (Inference | Discovered)[];
  /** The log's writers as its text and history show them, in words. */
  writers?: string;
}

/**
 * Brings a repo into the forest: protocol files for its roles, config, charter block, CI workflow,
 * Claude Code hooks, then the clone-local parts (pre-commit hook, merge driver, handover.agent).
 * Never clobbers: existing files are kept or extended; a second run changes nothing.
 */
export async function initRepo(o: InitOptions): Promise<InitReport> {
  // Two inits at once would each read the config, then write theirs (losing the other's `owner:`), and race
  // on git's own config lock: one waits for the other instead.
  return withLock(lockPathFor(o.root, 'init'), () => initUnlocked(o), { what: 'handover init', waitMs: 60_000 });
}

async function initUnlocked(o: InitOptions): Promise<InitReport> {
  const existing = await loadConfig(o.root);
  const cloneBefore = await configGet(o.root, 'handover.agent');
  // a repo with no config: the coordination files it keeps, wherever they are, say what the config reads
  const found = existing.filepath === null ? await discoverShapes(o, existing.files, o.agent ?? cloneBefore) : null;
  const agent = existing.agent ?? o.agent ?? cloneBefore ?? found?.namedWriter;
  if (!agent)
    throw new CliError('No agent name: pass --agent NAME (the agent that owns this repo, e.g. --agent lab).', 2);
  const cloneAgent = o.agent ?? cloneBefore ?? agent;
  const files = { ...existing.files, ...(found?.config.files ?? {}) } as Record<DocKind, string>;
  const ignore = [...existing.ignore, ...(found?.config.ignore ?? [])];
  const roles = o.roles.length ? o.roles : found ? rolesOf(found.kinds) : inferRoles(o.root, existing.files);
  refuseUnclear(o, { roles, existing, leftAlone: found?.found.some((f) => f.refusal !== null) ?? false });
  const { dialect: inferredDialect, ...inferredKeys } = found?.config ?? {};
  const dialect = existing.filepath !== null ? existing.dialect : (o.dialect ?? inferredDialect ?? 'handover');
  await refuseLinksOut(o.root, { github: o.github, charters: o.charters, configPath: existing.filepath });
  const outcomes: Outcome[] = protocolFiles(o.root, { roles, files, ignore, agent, dialect });
  const owner = roles.includes('commons') ? agent : null;
  // An upstream's branch is read, not assumed: `git init` may have named it master, and consume reads `ref`.
  const refs = await upstreamBranches(o.root, o.upstreams);
  outcomes.push(
    ensureConfig(o.root, existing, { agent, owner, upstreams: o.upstreams, refs, dialect, inferred: inferredKeys }),
  );
  // Decided before any file is written: a charter made here must not count as an agent in use.
  const agents = agentsToWire(o.root, o.agents);
  const commons = owner !== null || Boolean(existing.owner);
  const names = o.charters ?? [];
  outcomes.push(...ensureCharters({ root: o.root, agent, force: o.force, names, agents, dialect, commons }));
  outcomes.push(ensureWorkflow(o.root, template(WORKFLOW, { action: actionRef() }), o.force));
  for (const host of agents) outcomes.push(ensureHostSettings(o.root, host));
  outcomes.push(...ensureMcpServers(o.root, agents));
  if (o.github) outcomes.push(...ensureGithubGuards(o.root, await loadConfig(o.root), o.force));
  outcomes.push(...(await cloneLocalParts(o)));
  if (cloneBefore !== cloneAgent) {
    await setLocalConfig(o.root, 'handover.agent', cloneAgent);
    outcomes.push({ what: 'git config handover.agent', action: 'set', note: cloneAgent });
  } else outcomes.push({ what: 'git config handover.agent', action: 'kept', note: cloneAgent });
  const kinds = ROLES.filter((r) => roles.includes(r)).flatMap((r) => ROLE_FILES[r]);
  return {
    agent,
    cloneAgent,
    roles,
    outcomes,
    ...(found?.found.length ? { inferred: found.found } : {}),
    ...(found?.writers ? { writers: found.writers.line } : {}),
    files: fileStates(
      o.root,
      kinds,
      existing.filepath !== null ? { ...existing, agent: existing.agent ?? agent } : await loadConfig(o.root),
    ),
  };
}

/** The roles the files a repo keeps say: a log makes it an upstream, offsets a downstream, a board or registry a commons. */
function rolesOf(kinds: DocKind[]): Role[] {
  return ROLES.filter((r) => ROLE_FILES[r].some((k) => kinds.includes(k)));
}

/** No role to play, or a --dialect the existing config contradicts: usage errors before anything is written. */
function refuseUnclear(
  o: InitOptions,
  x: { roles: Role[]; existing: Awaited<ReturnType<typeof loadConfig>>; leftAlone: boolean },
): void {
  const { existing } = x;
  // files found and left alone: init goes on (its config leaves them alone), with no role until one is read
  if (x.roles.length === 0 && !x.leftAlone) {
    throw new CliError(
      `${o.root} has no protocol files yet, so its role is unknown: pass --role upstream, downstream or commons ` +
        `(several allowed).`,
      2,
    );
  }
  if (o.dialect && existing.filepath !== null && existing.dialect !== o.dialect) {
    throw new CliError(
      `${existing.filepath} says dialect ` +
        `${existing.dialect}${existing.dialect === 'handover' ? ' (the default)' : ''}, not ${o.dialect}: set ` +
        `"dialect: ${o.dialect}" there (and convert existing files with handover migrate --to ${o.dialect}), or ` +
        `drop --dialect.`,
      2,
    );
  }
}

/** The protocol files of the roles, from the templates, where absent. */
function protocolFiles(
  root: string,
  o: { roles: Role[]; files: Record<DocKind, string>; ignore: string[]; agent: string; dialect: string },
): Outcome[] {
  const out: Outcome[] = [];
  const { files, agent } = o;
  for (const kind of ROLES.filter((r) => o.roles.includes(r)).flatMap((r) => ROLE_FILES[r])) {
    if (o.ignore.includes(files[kind])) {
      out.push({
        what: files[kind],
        action: 'kept',
        note: `left alone (ignore); to keep your ${kind} file beside it, set files.${kind} to a new file`,
      });
      continue;
    }
    const text = template(TEMPLATE_OF[kind], { agent, date: new Date().toISOString().slice(0, 10) }, o.dialect);
    // a sync directory (files.sync: sync/): the agent's own file, holding only its section
    if (kind === 'sync' && files.sync.endsWith('/'))
      out.push(ensureProtocolFile(root, `${files.sync}${agent}.md`, text.slice(text.lastIndexOf('\n## ') + 1)));
    else out.push(ensureProtocolFile(root, files[kind], text));
  }
  return out;
}

/** The clone-local parts: the launcher, the hook script, the git hooks and the merge driver. */
async function cloneLocalParts(o: InitOptions): Promise<Outcome[]> {
  const out: Outcome[] = [];
  out.push(await installLauncher(o.root, o.cliPath));
  out.push(await installHookScript(o.root, o.cliPath));
  out.push(...(await installHooks(o.root, o.cliPath)));
  const hadAttributes = existsSync(join(o.root, '.gitattributes'));
  const merge = await registerMergeDriver(o.root, { command: `${commandFor(o.cliPath, o.env)} merge-driver` });
  if (merge.changed.length === 0) out.push({ what: 'merge driver (git config, .gitattributes)', action: 'kept' });
  for (const what of merge.changed) {
    if (what === 'git config merge.handover.name') continue;
    out.push({ what, action: what !== '.gitattributes' ? 'set' : hadAttributes ? 'extended' : 'created' });
  }
  for (const note of merge.skipped ?? []) out.push({ what: '.gitattributes', action: 'skipped', note });
  return out;
}

/** Each upstream's branch as its source says (null ones left out: the config keeps the default). */
async function upstreamBranches(root: string, upstreams: Record<string, string>): Promise<Record<string, string>> {
  const refs: Record<string, string> = {};
  for (const [n, source] of Object.entries(upstreams)) {
    const branch = await defaultBranchOf(root, n, source);
    if (branch) refs[n] = branch;
  }
  return refs;
}

/**
 * A repo that keeps coordination files already and has no config: the config reads them as they are, where they are.
 * A file no shape reads gets no guessed knobs and no guard: init says so and its config leaves it alone.
 */
async function discoverShapes(o: InitOptions, files: Record<DocKind, string>, agent: string | null) {
  const d = await discoverRepo({ root: o.root, files, writer: agent });
  if (d.refusal) throw new CliError(`${o.root}: ${d.refusal}`, 1);
  if (o.dialect && d.config.dialect && o.dialect !== d.config.dialect)
    throw new CliError(
      `The existing files are in the ${d.config.dialect} dialect, not ${o.dialect}: drop --dialect, or ` +
        `convert them first with handover migrate --to ${o.dialect}.`,
      2,
    );
  // the log conventions its history shows (amendments of the newest entry, trailing guideline sections)
  await withLogConventions(o.root, d.found, (p) => readIfExists(join(o.root, p), p), d.config);
  // and the board's (a field its sections carry in part)
  await withBoardConventions(o.root, d.found, (p) => readIfExists(join(o.root, p), p), d.config);
  return d;
}

/** The agents to wire: those asked for, else Claude Code and every other agent the repo already uses (SPEC §9). */
export function agentsToWire(root: string, asked: AgentName[] | undefined): AgentName[] {
  if (asked?.length) return asked;
  return (Object.keys(AGENT_HOSTS) as AgentName[]).filter((h) => h === 'claude' || agentInUse(root, h));
}

/** A protocol file holds data: created from the template when absent, never rewritten (not even by --force). */
function ensureProtocolFile(root: string, relPath: string, text: string): Outcome {
  const problem = protocolPathProblem(root, relPath);
  if (problem) return { what: relPath, action: 'skipped', note: problem };
  if (existsSync(join(root, relPath))) return { what: relPath, action: 'kept' };
  writeProtocolFile(root, relPath, text);
  return { what: relPath, action: 'created' };
}

/** The roles a repo already plays, from the protocol files it holds. */
export function inferRoles(root: string, files: Record<DocKind, string>): Role[] {
  return ROLES.filter((r) => ROLE_FILES[r].some((k) => existsSync(join(root, files[k]))));
}

/** Our workflow; when a foreign `handover.yml` is in the way, ours goes beside it. */
function ensureWorkflow(root: string, text: string, force: boolean): Outcome {
  const existing = readText(join(root, WORKFLOW));
  if (existing === null || existing.includes(WORKFLOW_MARK)) return ensureOwnedFile(root, WORKFLOW, text, { force });
  const alt = ensureOwnedFile(root, WORKFLOW_ALT, text, { force, ownMark: WORKFLOW_MARK });
  return {
    ...alt,
    note: [`${WORKFLOW} exists and is not handover's, so the check lives here`, alt.note].filter(Boolean).join('; '),
  };
}

/** The handover Action at the ref this package is released from (`owner/name@<ref>`, from package.json). */
export function actionRef(): string {
  return `${repoSlug() ?? 'handover-dev/handover'}@${RELEASE_REF}`;
}

/** How git should start handover for the merge driver: `handover` when on PATH, else node and this CLI's path. */
function commandFor(cliPath: string, env: NodeJS.ProcessEnv): string {
  const onPath = (env.PATH ?? '').split(delimiter).some((d) => d && existsSync(join(d, 'handover')));
  return onPath ? 'handover' : `node ${shellQuote(cliPath)}`;
}

/** The running CLI's real path. */
export function cliPathOf(argv1: string | undefined): string {
  try {
    return argv1 ? realpathSync(argv1) : '';
  } catch {
    return argv1 ?? '';
  }
}

/** Checks a role, agent or upstream given on the command line. */
export function parseUpstream(spec: string): [string, string] {
  const eq = spec.indexOf('=');
  const name = eq > 0 ? spec.slice(0, eq).trim() : '';
  const source = eq > 0 ? spec.slice(eq + 1).trim() : '';
  if (!name || !source)
    throw new CliError(
      `--upstream "${spec}" must be NAME=SOURCE (e.g. --upstream lab=../lab or lab=https://example.org/lab.git).`,
      2,
    );
  if (!NAME.test(name))
    throw new CliError(
      `--upstream "${spec}": the name "${name}" must use letters, digits, ".", "_" or "-", starting with a letter or ` +
        `digit.`,
      2,
    );
  const problem = upstreamSourceProblem(source);
  if (problem)
    throw new CliError(
      `--upstream "${spec}": the source must be a path or a git URL; "${source}" is refused, ${problem}.`,
      2,
    );
  return [name, source];
}
