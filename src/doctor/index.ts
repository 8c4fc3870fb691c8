import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { oneLine } from '../display.js';
import { gitPath, writeHeadIndex } from '../git/worktree.js';
import { folderTrust, isWithin, readJson } from '../hooks/folder-trust.js';
import { shellQuote } from '../init/templates.js';
import { codexHooksList, codexOnPath, type CodexHook } from './codex.js';
import { extensionInstallCommand, installedExtension, type ExtensionHost } from './extensions.js';
import {
  AGENT_HOSTS,
  AGENT_NAMES,
  agentInUse,
  hostHookCommand,
  isOurs,
  OPENCODE_PLUGIN_MARK,
  type AgentName,
} from '../init/settings.js';

/**
 * `handover doctor`: is the guard live for this repository and every agent in use? For each agent it reads the
 * host's trust rules (Gemini CLI's and Qwen Code's trusted folders, Codex's trusted projects and hook sets), then
 * runs each hook command the way that agent would (/bin/sh, the project variable set, a probe payload on stdin):
 * a rewrite of the log must be refused, the other hooks must run. Each guard is `live`, `not loaded` (with why)
 * or `fails open` ("would let edits through", with why), with the one command that fixes it.
 */
export type GuardStatus = 'live' | 'not loaded' | 'fails open' | 'refuses all';

export interface GuardReport {
  /** `git` (the pre-commit hook) or an agent name. */
  agent: string;
  label: string;
  status: GuardStatus;
  why?: string;
  fix?: string;
  /** For a live agent guard: the edit tools doctor saw it refuse (each model family's own, where they differ). */
  verified?: string[];
}

export interface DoctorReport {
  root: string;
  guards: GuardReport[];
  notes: string[];
}

export interface DoctorOptions {
  root: string;
  config: Config;
  env: NodeJS.ProcessEnv;
  /** Only the edit guard of each agent (what init runs at its end); default: every hook. */
  quick?: boolean;
}

const PROBE_WRITER = 'handover-doctor-probe';

/** Runs the checks. */
export async function doctor(o: DoctorOptions): Promise<DoctorReport> {
  const guards: GuardReport[] = [await gitGuard(o)];
  const notes: string[] = [];
  for (const host of AGENT_NAMES) {
    const file = join(o.root, AGENT_HOSTS[host].file);
    if (!existsSync(file) && !agentInUse(o.root, host)) continue;
    const codex = host === 'codex' ? await askCodex(o, notes) : null;
    guards.push(agentGuard({ ...o, codex }, host));
  }
  if (guards.some((g) => g.agent === 'claude'))
    notes.push(
      `Claude Code reads ${AGENT_HOSTS.claude.file} only in the folder a session starts in: a session started in a ` +
        `subfolder of ${o.root} is not guarded by these project hooks. Install the handover plugin, which guards ` +
        `every session wherever it starts: claude plugin marketplace add handover-dev/handover && claude plugin ` +
        `install handover@handover`,
    );
  for (const host of ['gemini', 'qwen'] as const)
    if (guards.some((g) => g.agent === host)) notes.push(subfolderNote(host, o));
  return { root: o.root, guards, notes };
}

/**
 * Gemini CLI and Qwen Code read project hooks only in the folder a session starts in: whether the user-level handover
 * extension covers a session started in a subfolder, or the command that installs it.
 */
function subfolderNote(host: ExtensionHost, o: DoctorOptions): string {
  const { label, file } = AGENT_HOSTS[host];
  const ext = installedExtension(host, o.root, o.env);
  if (ext)
    return (
      `${label} reads ${file} only in the folder a session starts in; a session started in a subfolder of ` +
      `${o.root} is guarded by the handover extension installed in ${ext}.`
    );
  return (
    `${label} reads ${file} only in the folder a session starts in: a session started in a subfolder of ${o.root} ` +
    `loads no project hooks and is not guarded. Install the handover extension, which guards every session ` +
    `wherever it starts: ${extensionInstallCommand(host)}`
  );
}

/** The pre-commit hook: present and able to start handover. */
async function gitGuard(o: DoctorOptions): Promise<GuardReport> {
  const label = 'git pre-commit hook';
  const hooksDir = await gitPath(o.root, 'hooks').catch(() => null);
  const hook = hooksDir ? join(hooksDir, 'pre-commit') : null;
  if (!hook || !existsSync(hook))
    return { agent: 'git', label, status: 'not loaded', why: 'no pre-commit hook in this clone', fix: 'handover init' };
  const text = readFileSync(hook, 'utf8');
  if (!text.includes('handover'))
    return {
      agent: 'git',
      label,
      status: 'not loaded',
      why: `${hook} does not run handover (a hook manager's hook?)`,
      fix: 'handover init',
    };
  // (not in init's quick run: running the hook runs the hooks chained before handover's too)
  const refused = o.quick ? null : await refusesEmptyCommit(o, hook);
  if (refused)
    return {
      agent: 'git',
      label,
      status: 'refuses all',
      why: `it refuses a commit that changes nothing (${refused}), so it refuses every commit`,
      fix: 'handover init',
    };
  return { agent: 'git', label, status: 'live' };
}

/**
 * Runs the pre-commit hook as git would for a commit that changes nothing (an index of HEAD's tree): a hook that
 * refuses that refuses every commit. Why it refused (its exit and its sentence), or null when it lets it through.
 */
async function refusesEmptyCommit(o: DoctorOptions, hook: string): Promise<string | null> {
  let dir: string;
  try {
    dir = mkdtempSync(join(tmpdir(), 'handover-doctor-'));
  } catch {
    // a temp folder this user cannot write (another user's TMPDIR): the clone's own .git/handover instead
    const own = await gitPath(o.root, 'handover');
    mkdirSync(own, { recursive: true });
    dir = mkdtempSync(join(own, 'doctor-'));
  }
  try {
    const index = join(dir, 'index');
    try {
      await writeHeadIndex(o.root, index);
    } catch {
      return null; // no commit yet: nothing to compare with
    }
    const r = spawnSync(hook, [], {
      cwd: o.root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...o.env, GIT_INDEX_FILE: index, HANDOVER_DOCTOR_PROBE: '1' },
    });
    if (r.status === 0) return null;
    const said = sentenceOf(r.stderr, r.stdout);
    return `exit ${r.status ?? r.signal}${said ? `: ${said}` : ''}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type AgentOptions = DoctorOptions & { codex: CodexHook[] | string | null };

/** Asks Codex itself which hooks it would run here and whether their trust holds (null when codex is not on PATH). */
async function askCodex(o: DoctorOptions, notes: string[]): Promise<CodexHook[] | string | null> {
  const bin = codexOnPath(o.env);
  if (!bin) {
    notes.push(
      "codex is not on PATH: doctor read Codex's trust from config.toml and could not check that the trusted " +
        'hashes still match .codex/hooks.json (Codex ignores a hook changed since it was trusted).',
    );
    return null;
  }
  let cwd = o.root;
  try {
    cwd = realpathSync(o.root);
  } catch {}
  const listed = await codexHooksList(bin, cwd, o.env);
  if (typeof listed === 'string')
    notes.push(`Codex's own hook check did not answer (${listed}); doctor read config.toml.`);
  return listed;
}

function agentGuard(o: AgentOptions, host: AgentName): GuardReport {
  const h = AGENT_HOSTS[host];
  const label = `${h.label} (${h.file})`;
  const settings = host === 'opencode' ? opencodePlugin(o.root) : readJson(join(o.root, h.file));
  const hooks = (settings?.hooks ?? {}) as Record<string, unknown>;
  const missing = h.hooks.filter((x) => entryOf(hooks[x.event], x.hook) === undefined);
  if (missing.length)
    return {
      agent: host,
      label,
      status: 'not loaded',
      why: `${h.file} does not run handover for ${missing.map((x) => x.event).join(', ')}`,
      fix: `handover init --agents ${host}`,
    };
  const untrusted = untrustedGuard(o, { host, label, hooks });
  if (untrusted) return untrusted;
  // The edit guard first (it is what init checks, and what matters most), then the others.
  const verified: string[] = [];
  for (const x of [h.hooks[1], h.hooks[0], ...h.hooks.slice(2)]) {
    if (o.quick && x !== h.hooks[1]) continue;
    const entry = entryOf(hooks[x.event], x.hook);
    const command = entry?.command ?? hostHookCommand(host, x.hook);
    // (every event has a command here: missing ones were reported above)
    const foreign = notInitsCommand({ host, hook: x.hook, event: x.event, command });
    if (foreign) return { agent: host, label, ...foreign };
    const probes =
      x === h.hooks[1] ? guardProbes(o, host) : [{ label: '', tool: '', payload: probePayload(o, host, x.hook) }];
    for (const p of probes) {
      if (p.tool && entry?.matcher !== undefined && !matches(entry.matcher, p.tool, host))
        return {
          agent: host,
          label,
          status: 'fails open',
          why:
            `its ${x.event} hook does not run for ${p.tool} (matcher "${entry.matcher}"), so ${p.label} goes ` +
            `through unchecked`,
          fix: `handover init --agents ${host}`,
        };
      const problem = runProbe(o, { host, hook: x.hook, event: x.event, command, payload: p.payload, label: p.label });
      if (problem) return { agent: host, label, ...problem };
      if (p.label) verified.push(p.label);
    }
  }
  return { agent: host, label, status: 'live', verified };
}

/** The verdict where the host would not load this repo's project hooks (its trust rules), else null. */
function untrustedGuard(
  o: AgentOptions,
  x: { host: AgentName; label: string; hooks: Record<string, unknown> },
): GuardReport | null {
  const { host, label } = x;
  const trust = trustProblem(host, o.root, o.env, { codex: o.codex, hooks: x.hooks });
  if (!trust) return null;
  const ext = host === 'gemini' || host === 'qwen' ? installedExtension(host, o.root, o.env) : null;
  if (ext && (host === 'gemini' || host === 'qwen')) return extensionGuard(o, { host, label, ext });
  return { agent: host, label, status: 'not loaded', why: trust.why, fix: trust.fix };
}

/**
 * Gemini CLI and Qwen Code in a folder they do not trust load no project hooks, but run the handover extension's
 * (installed user-wide), which judges an edit wherever the project hooks do not run: its edit guard, probed the way the
 * host runs it, is the verdict.
 */
function extensionGuard(o: AgentOptions, x: { host: ExtensionHost; label: string; ext: string }): GuardReport {
  const { host, label, ext } = x;
  const h = AGENT_HOSTS[host];
  const { file } = folderTrust(host, o.root, o.env);
  const command = `/bin/sh ${shellQuote(join(ext, 'hooks', 'run'))} ${h.hooks[1].hook}`;
  const verified: string[] = [];
  for (const p of guardProbes(o, host)) {
    const problem = runProbe(o, { host, hook: h.hooks[1].hook, event: h.hooks[1].event, command, ...p });
    if (problem)
      return { agent: host, label, ...problem, why: `${problem.why} (the handover extension installed in ${ext})` };
    verified.push(p.label);
  }
  return {
    agent: host,
    label,
    status: 'live',
    why:
      `${h.label} loads project hooks only in a trusted folder, and ${o.root} is not trusted in ${file}; the ` +
      `handover extension installed in ${ext} guards a session there instead (refuses a rewrite by ` +
      `${verified.join(', by ')})`,
    verified,
  };
}

/**
 * A matcher as the host reads it (`*` or none: all): a regular expression that must match the whole tool name, or for
 * Gemini CLI 0.61.0 one found anywhere in it (its hook planner's `new RegExp(matcher).test(toolName)`).
 */
function matches(matcher: string, tool: string, host: AgentName): boolean {
  if (matcher === '' || matcher === '*') return true;
  try {
    return new RegExp(host === 'gemini' ? matcher : `^(?:${matcher})$`).test(tool);
  } catch {
    return matcher === tool;
  }
}

/**
 * handover's opencode plugin, read as the hooks it runs: each through the clone's hook script, as the command for
 * that hook would (so doctor runs it the same way). Null when the file is missing or not handover's plugin.
 */
function opencodePlugin(root: string): { hooks: Record<string, unknown> } | null {
  let text: string;
  try {
    text = readFileSync(join(root, AGENT_HOSTS.opencode.file), 'utf8');
  } catch {
    return null;
  }
  if (!text.startsWith(OPENCODE_PLUGIN_MARK)) return null;
  const hooks: Record<string, unknown> = {};
  for (const x of AGENT_HOSTS.opencode.hooks)
    if (text.includes(`'${x.hook}'`)) hooks[x.event] = [{ bash: hostHookCommand('opencode', x.hook) }];
  return { hooks };
}

/**
 * The entry of a settings file's event that runs `hook` (the file is anyone's JSON: every level checked): its command
 * and its group's matcher, in a matcher group's `hooks` (Claude Code's format), or an entry's `bash` (Copilot CLI's).
 */
function entryOf(
  groups: unknown,
  hook: string,
): { command: string; matcher?: string; at: [number, number] } | undefined {
  if (!Array.isArray(groups)) return undefined;
  const runs = (c: unknown): string | undefined => {
    const o = (c ?? {}) as { command?: unknown; bash?: unknown };
    const command = typeof o.command === 'string' ? o.command : o.bash;
    return typeof command === 'string' && command.includes(hook) ? command : undefined;
  };
  for (const [g, group] of groups.entries()) {
    const list = (group as { hooks?: unknown } | null)?.hooks;
    const m = (group as { matcher?: unknown } | null)?.matcher;
    const matcher = typeof m === 'string' ? m : undefined;
    if (!Array.isArray(list)) {
      const command = runs(group);
      if (command) return { command, at: [g, 0] };
      continue;
    }
    for (const [i, c] of list.entries()) {
      const command = runs(c);
      if (command) return { command, matcher, at: [g, i] };
    }
  }
  return undefined;
}

/** Why the host would not load this repo's project hooks, and the fix; null when it would. */
export function trustProblem(
  host: AgentName,
  root: string,
  env: NodeJS.ProcessEnv,
  seen: { codex?: CodexHook[] | string | null; hooks?: Record<string, unknown> } = {},
): { why: string; fix: string } | null {
  const home = env.HOME || homedir();
  if (host === 'gemini' || host === 'qwen') return folderTrustProblem(host, root, { env, home });
  if (host === 'codex')
    return codexTrustProblem(root, { env, home, listed: seen.codex ?? null, hooks: seen.hooks ?? {} });
  if (host === 'copilot') return copilotTrustProblem(root, { env, home });
  return null;
}

/**
 * Copilot CLI loads a repository's hooks only in a folder the user trusted (`trustedFolders` in its config.json,
 * a JSON file with `//` comment lines), or in a run with --trust-folder or COPILOT_ALLOW_ALL=true.
 */
function copilotTrustProblem(
  root: string,
  o: { env: NodeJS.ProcessEnv; home: string },
): { why: string; fix: string } | null {
  const path = join(o.env.COPILOT_HOME || join(o.home, '.copilot'), 'config.json');
  const folders = readJson(path, { comments: true })?.trustedFolders;
  if (Array.isArray(folders) && folders.some((f) => typeof f === 'string' && isWithin(f, root))) return null;
  return {
    why:
      `Copilot CLI loads .github/hooks only in a trusted folder, and ${root} is not in trustedFolders in ${path}: ` +
      `a session there (unless started with --trust-folder or COPILOT_ALLOW_ALL=true) runs without the guard`,
    fix: `copilot in ${root}, then trust the folder (or add "${root}" to "trustedFolders" in ${path})`,
  };
}

/** Gemini CLI and Qwen Code: trusted folders (src/hooks/folder-trust.ts). */
function folderTrustProblem(
  host: 'gemini' | 'qwen',
  root: string,
  o: { env: NodeJS.ProcessEnv; home: string },
): { why: string; fix: string } | null {
  const { trusted, file } = folderTrust(host, root, { ...o.env, HOME: o.home });
  if (trusted) return null;
  const name = host === 'gemini' ? 'Gemini CLI' : 'Qwen Code';
  // Gemini CLI runs there headless with --skip-trust; Qwen Code asks before each edit, or edits with the tools the
  // user allowed (--allowed-tools, permissions.allow)
  const session =
    host === 'gemini'
      ? 'a session there (or one started with --skip-trust)'
      : 'a session there (it asks before each edit, or edits with the tools the user allowed)';
  const trust = host === 'gemini' ? 'choose "Trust folder"' : 'run /trust';
  return {
    why:
      `${name} loads project hooks only in a trusted folder, and ${root} is not trusted in ${file}: ${session} ` +
      `runs without the guard, says nothing, and would let edits through`,
    fix: `${host} in ${root}, then ${trust} (or add "${root}": "TRUST_FOLDER" to ${file})`,
  };
}

/** Codex's names for the events in hooks/list and in its trust keys. */
const CODEX_EVENTS: Record<string, { listed: string; key: string }> = {
  PreToolUse: { listed: 'preToolUse', key: 'pre_tool_use' },
};

/**
 * Codex: a trusted project, and handover's PreToolUse hook trusted with a hash that still matches. Codex's own check
 * (`hooks/list`, when codex is on PATH) decides; without it, config.toml must hold a trusted hash under the key of
 * that very hook (another hook's trust, such as SessionStart's alone, does not make the guard run).
 */
function codexTrustProblem(
  root: string,
  o: { env: NodeJS.ProcessEnv; home: string; listed: CodexHook[] | string | null; hooks: Record<string, unknown> },
): { why: string; fix: string } | null {
  const path = join(o.env.CODEX_HOME || join(o.home, '.codex'), 'config.toml');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (!tomlProjects(text).some((p) => p.trusted && isWithin(p.path, root)))
    return {
      why:
        `Codex loads .codex/hooks.json only in a trusted project, and ${root} is not trusted in ${path}, so it ` +
        `would let edits through`,
      fix: `codex in ${root}, trust the folder, then review and trust handover's hooks at /hooks`,
    };
  const fix =
    `codex in ${root}, then open /hooks and trust handover's hooks (automation: codex exec ` +
    `--dangerously-bypass-hook-trust)`;
  const hook = AGENT_HOSTS.codex.hooks[1];
  if (Array.isArray(o.listed)) {
    const mine = o.listed.find((h) => h.eventName === CODEX_EVENTS[hook.event].listed && h.command.includes(hook.hook));
    if (!mine)
      return { why: `Codex's own hook list (hooks/list) has no ${hook.event} hook of handover's for ${root}`, fix };
    if (mine.trustStatus === 'trusted' || mine.trustStatus === 'managed') return null;
    const state =
      mine.trustStatus === 'modified'
        ? 'was trusted, but its trusted hash no longer matches .codex/hooks.json (it changed since)'
        : `is ${mine.trustStatus}`;
    return {
      why: `Codex's own check (hooks/list) says handover's ${hook.event} hook ${state}: codex skips it silently and would let edits through`,
      fix,
    };
  }
  const at = entryOf(o.hooks[hook.event], hook.hook)?.at ?? [0, 0];
  const file = join(root, '.codex', 'hooks.json');
  let real = file;
  try {
    real = realpathSync(file);
  } catch {}
  const keys = [file, real].map((f) => `${f}:${CODEX_EVENTS[hook.event].key}:${at[0]}:${at[1]}`);
  if (!trustedKeys(text).some((k) => keys.includes(k)))
    return {
      why:
        `Codex runs a project hook only after you trust it, and ${path} has no trusted hash for handover's ` +
        `${hook.event} hook (${keys[0]}): codex exec skips it silently and would let edits through`,
      fix,
    };
  return null;
}

/** `[projects."<path>"]` tables of Codex's config.toml and whether each says `trust_level = "trusted"`. */
function tomlProjects(text: string): { path: string; trusted: boolean }[] {
  const out: { path: string; trusted: boolean }[] = [];
  let current: { path: string; trusted: boolean } | null = null;
  for (const line of text.split('\n')) {
    const table = /^\s*\[(.+)\]\s*$/.exec(line);
    if (table) {
      const m = /^projects\.(?:"((?:[^"\\]|\\.)*)"|'([^']*)')$/.exec(table[1].trim());
      current = m ? { path: m[1] !== undefined ? JSON.parse(`"${m[1]}"`) : m[2], trusted: false } : null;
      if (current) out.push(current);
      continue;
    }
    if (current && /^\s*trust_level\s*=\s*["']trusted["']/.test(line)) current.trusted = true;
  }
  return out;
}

/** The keys of the hooks a user trusted, kept by Codex as `[hooks.state."<key>"] trusted_hash = …` in config.toml. */
function trustedKeys(text: string): string[] {
  const out: string[] = [];
  let key: string | null = null;
  for (const line of text.split('\n')) {
    const table = /^\s*\[(.+)\]\s*$/.exec(line);
    if (table) {
      const m = /^hooks\.state\.(?:"((?:[^"\\]|\\.)*)"|'([^']*)')$/.exec(table[1].trim());
      key = m ? (m[1] !== undefined ? (JSON.parse(`"${m[1]}"`) as string) : m[2]) : null;
      continue;
    }
    if (key !== null && /^\s*trusted_hash\s*=/.test(line)) out.push(key);
  }
  return out;
}

/**
 * The file the guard is probed on: the log, or SYNC.md when the config leaves the log alone (`ignore`: a snapshot
 * at HANDOVER.md), where the probe adds another agent's section.
 */
function probedLog(config: DoctorOptions['config']): string {
  const { files, ignore } = config;
  return ignore.includes(files.handover) && !files.sync.endsWith('/') && !ignore.includes(files.sync)
    ? files.sync
    : files.handover;
}

/** A payload the host would send for this hook: for the guard, a Write that gives the log to another writer. */
/** The file the probes rewrite (the log, else SYNC.md when the config leaves the log alone) and the text they write. */
function probeWrite(o: DoctorOptions): { rel: string; text: string } {
  const rel = probedLog(o.config);
  const text =
    rel === o.config.files.handover
      ? `# Handover: ${PROBE_WRITER}\n\n## 1 · 2026-01-01T00:00:00Z\n\nProbe.\n`
      : `# Sync\n\n## ${PROBE_WRITER}\n\n- **Current focus:** Probe.\n- **Blocked on:** —\n- **Next action:** —\n`;
  return { rel, text };
}

function probePayload(o: DoctorOptions, host: AgentName, hook: string): Record<string, unknown> {
  const { rel, text } = probeWrite(o);
  const log = join(o.root, rel);
  const base = { cwd: o.root, hook_event_name: 'probe' };
  if (hook.endsWith('-session-start')) return { ...base, source: 'resume' };
  if (hook.endsWith('-stop') || hook.endsWith('-after-agent')) return { ...base, stop_hook_active: true };
  const post = hook.endsWith('-post-tool-use') || hook.endsWith('-after-tool');
  if (host === 'opencode')
    return post
      ? { ...base, tool_name: 'bash', tool_input: { command: 'true' } }
      : { ...base, tool_name: 'write', tool_input: { filePath: log, content: text } };
  if (host === 'copilot')
    return post
      ? { cwd: o.root, toolName: 'bash', toolArgs: { command: 'true' } }
      : { cwd: o.root, toolName: 'create', toolArgs: { path: log, file_text: text } };
  if (post) {
    const tool = host === 'claude' || host === 'codex' ? 'Bash' : 'run_shell_command';
    return { ...base, tool_name: tool, tool_input: { command: 'true' } };
  }
  if (host === 'codex')
    return {
      ...base,
      tool_name: 'apply_patch',
      tool_input: {
        command: `*** Begin Patch\n*** Add File: ${rel}\n${text.replace(/^/gm, '+').replace(/\+$/, '')}*** End Patch\n`,
      },
    };
  return {
    ...base,
    tool_name: host === 'claude' ? 'Write' : 'write_file',
    tool_input: { file_path: log, content: text },
  };
}

/**
 * Doctor runs only the command handover init writes, byte for byte: a settings file is the repository's, so a cloned
 * one can hold any command that merely mentions the hook's name, and running it would run the repository's code.
 * Anything else is reported, not run: an older init's entry (init refreshes it), or a command init did not write.
 */
function notInitsCommand(x: {
  host: AgentName;
  hook: string;
  event: string;
  command: string;
}): { status: GuardStatus; why: string; fix: string } | null {
  if (x.command === hostHookCommand(x.host, x.hook)) return null;
  const file = AGENT_HOSTS[x.host].file;
  if (isOurs(x.command, x.hook))
    return {
      status: 'not loaded',
      why: `its ${x.event} hook in ${file} was written by an older handover init; doctor runs only the current one`,
      fix: `handover init --agents ${x.host}`,
    };
  const shown = x.command.length > 80 ? `${x.command.slice(0, 80)}…` : x.command;
  return {
    status: 'not loaded',
    why:
      `its ${x.event} hook in ${file} runs a command handover init did not write (${oneLine(shown)}); doctor does ` +
      `not run it, and cannot say whether it guards`,
    fix: `remove that entry from ${file}, then handover init --agents ${x.host}`,
  };
}

/** One way an agent's model edits a file, as the guard's probe: the tool's name, what to call it, its payload. */
interface Probe {
  label: string;
  tool: string;
  payload: Record<string, unknown>;
}

/**
 * The guard's probes for an agent: one per tool set a model family gets (Copilot CLI and opencode offer a GPT-5
 * class model apply_patch instead of their edit and write tools; Codex applies a patch given to its shell tool), each
 * a rewrite of the log by another writer, in the host's own payload.
 */
function guardProbes(o: DoctorOptions, host: AgentName): Probe[] {
  const hook = AGENT_HOSTS[host].hooks[1].hook;
  const first = probePayload(o, host, hook);
  const { rel, text } = probeWrite(o);
  const patch =
    `*** Begin Patch\n*** Add File: ${rel}\n` + `${text.replace(/^/gm, '+').replace(/\+$/, '')}*** End Patch\n`;
  const base = { cwd: o.root, hook_event_name: 'probe' };
  /** A third-party MCP server's `write_file` tool writing the probe file, under the name `tool` the host gives it. */
  const mcp = (label: string, tool: string, event: string): Probe => ({
    label,
    tool,
    payload: {
      ...base,
      hook_event_name: event,
      tool_name: tool,
      tool_input: { path: join(o.root, rel), content: text },
    },
  });
  if (host === 'codex')
    return [
      { label: 'apply_patch', tool: 'apply_patch', payload: first },
      {
        label: 'apply_patch run through its shell tool',
        tool: 'Bash',
        payload: { ...base, tool_name: 'Bash', tool_input: { command: `apply_patch <<'EOF'\n${patch}EOF\n` } },
      },
      mcp('an MCP tool (deferred behind tool_search)', 'mcp__fs__write_file', 'PreToolUse'),
    ];
  if (host === 'gemini')
    return [
      { label: String(first.tool_name), tool: String(first.tool_name), payload: first },
      // (a name without write_file in it: Gemini CLI searches the name with the matcher, and the one init wrote
      // before MCP tools were guarded, `replace|write_file`, runs for `mcp_fs_write_file` by chance)
      mcp('an MCP tool (mcp_<server>_<tool>)', 'mcp_fs_edit_file', 'BeforeTool'),
    ];
  if (host === 'copilot')
    return [
      { label: 'edit/create', tool: 'create', payload: first },
      {
        label: 'apply_patch (GPT-5 class models)',
        tool: 'apply_patch',
        payload: { cwd: o.root, toolName: 'apply_patch', toolArgs: patch },
      },
    ];
  if (host === 'opencode')
    return [
      { label: 'edit/write', tool: 'write', payload: first },
      {
        label: 'apply_patch (gpt-5 and the other GPT models but gpt-4)',
        tool: 'apply_patch',
        payload: { ...base, tool_name: 'apply_patch', tool_input: { patchText: patch } },
      },
    ];
  const tool = String(first.tool_name);
  // An MCP server's tool, which Claude Code offers behind ToolSearch and Qwen Code behind tool_search (run by its
  // tool_call bridge; the hook gets the MCP tool's own name).
  const deferred = { claude: 'ToolSearch', qwen: 'tool_search, run by tool_call' }[host as 'claude' | 'qwen'];
  if (deferred)
    return [
      { label: tool, tool, payload: first },
      mcp(`an MCP tool (deferred behind ${deferred})`, 'mcp__fs__write_file', 'PreToolUse'),
    ];
  return [{ label: tool, tool, payload: first }];
}

/** Runs one hook command as the host would; the problem it shows, or null when it behaves. */
function runProbe(
  o: DoctorOptions,
  x: { host: AgentName; hook: string; event: string; command: string; payload: Record<string, unknown>; label: string },
): { status: GuardStatus; why: string; fix: string } | null {
  const v = AGENT_HOSTS[x.host].projectVar;
  const env: Record<string, string> = {
    PATH: o.env.PATH ?? '/usr/bin:/bin',
    HOME: o.env.HOME ?? homedir(),
    ...(v ? { [v]: o.root } : {}),
  };
  const r = spawnSync('/bin/sh', ['-c', x.command], {
    cwd: o.root,
    input: JSON.stringify(x.payload),
    encoding: 'utf8',
    timeout: 60_000,
    env,
  });
  const said = sentenceOf(r.stderr, r.stdout) || r.error?.message || '';
  const fix = 'handover init';
  if (r.status !== 0 && r.status !== 2)
    return {
      status: 'fails open',
      why:
        `its ${x.event} hook exits ${r.status ?? r.signal} (${said || 'no message'}), which ` +
        `${AGENT_HOSTS[x.host].label} does not treat as a block`,
      fix,
    };
  const guard = x.hook.endsWith('-pre-tool-use') || x.hook.endsWith('-before-tool');
  if (guard) {
    const denied = r.status === 2 || /"permissionDecision":"deny"/.test(r.stdout);
    if (!denied)
      return {
        status: 'fails open',
        why:
          `its ${x.event} hook let a rewrite of ${probedLog(o.config)} by another writer through` +
          (x.label ? ` (by ${x.label})` : ''),
        fix,
      };
    // (a tool handover does not know is refused for what it is, whatever it writes)
    if (/breaks the protocol|is refused: handover (cannot tell|does not know what the)/.test(r.stderr + r.stdout))
      return null;
    const unreadable = unreadableLog(o);
    if (unreadable) return { status: 'not loaded', ...unreadable };
    return { status: 'not loaded', why: `its ${x.event} hook cannot run handover: ${said || 'no message'}`, fix };
  }
  if (/cannot run here|stopped \(exit|is not running: |not set up in this clone|cannot check this/.test(said))
    return { status: 'not loaded', why: `its ${x.event} hook cannot run handover: ${said}`, fix };
  return null;
}

/**
 * Why the handover log cannot be read, and what to do, when it cannot: the hook then refuses every edit of it, and
 * the probe cannot tell whether the guard works. Null when the log is a readable file or absent.
 */
function unreadableLog(o: DoctorOptions): { why: string; fix: string } | null {
  const file = o.config.files.handover;
  const path = join(o.root, file);
  try {
    if (statSync(path).isDirectory())
      return {
        why: `${file} is a directory, not a file, so the hook refuses every edit of it`,
        fix: `move the directory ${file} out of the way, then run handover init to write the log`,
      };
    accessSync(path, constants.R_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    return {
      why: `${file} cannot be read (${code ?? (error as Error).message}), so the hook refuses every edit of it`,
      fix: `make ${file} readable again: chmod 644 ${file}`,
    };
  }
}

/**
 * What a hook's JSON says to the user or the model: its systemMessage, else the reason or context a host that reads
 * only JSON shows (Qwen Code's additionalContext, Copilot CLI's permissionDecisionReason and additionalContext, Claude Code's denial
 * reason and post-command additionalContext).
 */
function systemMessage(stdout: string): string {
  try {
    const v = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Record<string, unknown> & {
      hookSpecificOutput?: { additionalContext?: unknown; permissionDecisionReason?: unknown };
    };
    const said = [
      v.systemMessage,
      v.permissionDecisionReason,
      v.hookSpecificOutput?.permissionDecisionReason,
      v.additionalContext,
      v.hookSpecificOutput?.additionalContext,
      v.hookSpecificOutput?.permissionDecisionReason,
    ];
    return (said.find((x) => typeof x === 'string') as string | undefined) ?? '';
  } catch {
    return '';
  }
}

/**
 * The one sentence a hook said: the last line handover wrote (its own words start with "handover"), else the
 * systemMessage or reason of its JSON, else the error line of a crash (`Error: Cannot find module …`), never the
 * first line of a stack trace.
 */
function sentenceOf(stderr: string, stdout: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const own = lines.filter((l) => /^handover\b/.test(l)).at(-1);
  if (own) return own;
  const json = systemMessage(stdout).trim().split('\n')[0];
  if (json) return json;
  const error = lines.find((l) => /^[A-Za-z]*?(?:Error|Exception)\b[^:]*:/.test(l));
  if (error) return error;
  // a stack trace's first line (node:internal/…:1228, a file:line, `throw err;`, `^`) says nothing
  if (lines.length && !/^(node:|at\s|\^|throw\b)|^\S+:\d+$/.test(lines[0])) return lines[0];
  return lines.length ? "it printed no sentence of handover's" : '';
}

/** The text report: one line per guard, the fix under each that is not live, then the notes. */
export function formatDoctor(r: DoctorReport): string {
  const shown: Record<GuardStatus, string> = {
    live: 'live',
    'not loaded': 'not loaded',
    'fails open': 'would let edits through',
    'refuses all': 'refuses every commit',
  };
  const width = Math.max(...r.guards.map((g) => shown[g.status].length));
  const lines = [`handover doctor: ${r.root}`];
  for (const g of r.guards) {
    // named where a model family changes the edit tools (more than one tool set checked)
    const checked = (g.verified?.length ?? 0) > 1 ? `: refuses a rewrite by ${g.verified?.join(', by ')}` : '';
    lines.push(`  ${shown[g.status].padEnd(width)}  ${g.label}${g.why ? `: ${g.why}` : checked}`);
    if (g.fix) lines.push(`  ${' '.repeat(width)}  fix: ${g.fix}`);
  }
  for (const n of r.notes) lines.push(`note: ${n}`);
  return `${lines.join('\n')}\n`;
}
