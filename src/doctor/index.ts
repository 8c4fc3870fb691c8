import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import type { Config } from '../config/schema.js';
import { gitPath } from '../git/worktree.js';
import {
  AGENT_HOSTS,
  AGENT_NAMES,
  agentInUse,
  hostHookCommand,
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
export type GuardStatus = 'live' | 'not loaded' | 'fails open';

export interface GuardReport {
  /** `git` (the pre-commit hook) or an agent name. */
  agent: string;
  label: string;
  status: GuardStatus;
  why?: string;
  fix?: string;
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
  for (const host of AGENT_NAMES) {
    const file = join(o.root, AGENT_HOSTS[host].file);
    if (!existsSync(file) && !agentInUse(o.root, host)) continue;
    guards.push(agentGuard(o, host));
  }
  const notes: string[] = [];
  if (guards.some((g) => g.agent === 'claude'))
    notes.push(
      `Claude Code reads ${AGENT_HOSTS.claude.file} only in the folder a session starts in: a session started in a ` +
        `subfolder of ${o.root} is not guarded by these project hooks. Install the handover plugin, which guards ` +
        `every session wherever it starts: claude plugin marketplace add handover-dev/handover && claude plugin ` +
        `install handover@handover`,
    );
  return { root: o.root, guards, notes };
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
  return { agent: 'git', label, status: 'live' };
}

function agentGuard(o: DoctorOptions, host: AgentName): GuardReport {
  const h = AGENT_HOSTS[host];
  const label = `${h.label} (${h.file})`;
  const settings = host === 'opencode' ? opencodePlugin(o.root) : readJson(join(o.root, h.file));
  const hooks = (settings?.hooks ?? {}) as Record<string, unknown>;
  const missing = h.hooks.filter((x) => commandOf(hooks[x.event], x.hook) === undefined);
  if (missing.length)
    return {
      agent: host,
      label,
      status: 'not loaded',
      why: `${h.file} does not run handover for ${missing.map((x) => x.event).join(', ')}`,
      fix: `handover init --agents ${host}`,
    };
  const trust = trustProblem(host, o.root, o.env);
  if (trust) return { agent: host, label, status: 'not loaded', why: trust.why, fix: trust.fix };
  // The edit guard first (it is what init checks, and what matters most), then the others.
  for (const x of [h.hooks[1], h.hooks[0], ...h.hooks.slice(2)]) {
    if (o.quick && x !== h.hooks[1]) continue;
    const command = commandOf(hooks[x.event], x.hook) ?? hostHookCommand(host, x.hook);
    // (every event has a command here: missing ones were reported above)
    const problem = runProbe(o, { host, hook: x.hook, event: x.event, command });
    if (problem) return { agent: host, label, ...problem };
  }
  return { agent: host, label, status: 'live' };
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
 * The command of a settings file's event that runs `hook` (the file is anyone's JSON: every level checked): in a
 * matcher group's `hooks` (Claude Code's format), or an entry's `bash` (Copilot CLI's).
 */
function commandOf(groups: unknown, hook: string): string | undefined {
  if (!Array.isArray(groups)) return undefined;
  const runs = (c: unknown): string | undefined => {
    const o = (c ?? {}) as { command?: unknown; bash?: unknown };
    const command = typeof o.command === 'string' ? o.command : o.bash;
    return typeof command === 'string' && command.includes(hook) ? command : undefined;
  };
  for (const g of groups) {
    const list = (g as { hooks?: unknown } | null)?.hooks;
    const found = Array.isArray(list) ? list.map(runs).find(Boolean) : runs(g);
    if (found) return found;
  }
  return undefined;
}

/** Why the host would not load this repo's project hooks, and the fix; null when it would. */
export function trustProblem(
  host: AgentName,
  root: string,
  env: NodeJS.ProcessEnv,
): { why: string; fix: string } | null {
  const home = env.HOME || homedir();
  if (host === 'gemini' || host === 'qwen') return folderTrustProblem(host, root, { env, home });
  if (host === 'codex') return codexTrustProblem(root, { env, home });
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

/** Gemini CLI and Qwen Code: trusted folders. */
function folderTrustProblem(
  host: 'gemini' | 'qwen',
  root: string,
  o: { env: NodeJS.ProcessEnv; home: string },
): { why: string; fix: string } | null {
  const dir = join(o.home, host === 'gemini' ? '.gemini' : '.qwen');
  const security = (readJson(join(dir, 'settings.json'))?.security ?? {}) as { folderTrust?: { enabled?: boolean } };
  // Gemini CLI checks folder trust unless the user turned it off; Qwen Code only when the user turned it on.
  const enabled = host === 'gemini' ? security.folderTrust?.enabled !== false : security.folderTrust?.enabled === true;
  if (!enabled) return null;
  const path =
    (host === 'gemini' ? o.env.GEMINI_CLI_TRUSTED_FOLDERS_PATH : o.env.QWEN_CODE_TRUSTED_FOLDERS_PATH) ||
    join(dir, 'trustedFolders.json');
  if (folderTrusted(readJson(path) ?? {}, root)) return null;
  const name = host === 'gemini' ? 'Gemini CLI' : 'Qwen Code';
  return {
    why:
      `${name} loads project hooks only in a trusted folder, and ${root} is not trusted in ${path}: a session ` +
      `there (or one started with --skip-trust) runs without the guard, says nothing, and would let edits through`,
    fix: `${host} in ${root}, then choose "Trust folder" (or add "${root}": "TRUST_FOLDER" to ${path})`,
  };
}

/** Codex: a trusted project, and a trusted hook set. */
function codexTrustProblem(
  root: string,
  o: { env: NodeJS.ProcessEnv; home: string },
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
  if (!hookSetTrusted(text, root))
    return {
      why:
        `Codex runs project hooks only after you trust them, and ${path} has no trusted hook from ` +
        `${join(root, '.codex', 'hooks.json')}: codex exec skips them silently and would let edits through`,
      fix:
        `codex in ${root}, then open /hooks and trust handover's hooks (automation: codex exec ` +
        `--dangerously-bypass-hook-trust)`,
    };
  return null;
}

/**
 * Gemini CLI's trustedFolders.json: a folder is trusted by a TRUST_FOLDER entry for it or a folder above it, or a
 * TRUST_PARENT entry for a child of a folder above it.
 */
function folderTrusted(rules: Record<string, unknown>, root: string): boolean {
  let verdict: boolean | null = null;
  let best = -1;
  for (const [path, rule] of Object.entries(rules)) {
    const folder = rule === 'TRUST_PARENT' ? dirname(path) : path;
    if (!isWithin(folder, root) || folder.length < best) continue;
    best = folder.length;
    verdict = rule === 'TRUST_FOLDER' || rule === 'TRUST_PARENT';
  }
  return verdict === true;
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

/** Codex keeps the hooks a user trusted as `[hooks.state."<hook>"] trusted_hash = …` in config.toml. */
function hookSetTrusted(text: string, root: string): boolean {
  const file = join(root, '.codex', 'hooks.json');
  let inHook = false;
  for (const line of text.split('\n')) {
    const table = /^\s*\[(.+)\]\s*$/.exec(line);
    if (table) {
      inHook = table[1].startsWith('hooks.state.') && (table[1].includes(file) || table[1].includes(root));
      continue;
    }
    if (inHook && /^\s*trusted_hash\s*=/.test(line)) return true;
  }
  return false;
}

const isWithin = (folder: string, path: string): boolean => {
  const r = relative(resolve(folder), resolve(path));
  return r === '' || (!r.startsWith(`..${sep}`) && r !== '..' && !isAbsolute(r));
};

function readJson(path: string, o: { comments?: boolean } = {}): Record<string, unknown> | null {
  try {
    let text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
    if (o.comments) text = text.replace(/^\s*\/\/.*$/gm, '');
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A payload the host would send for this hook: for the guard, a Write that gives the log to another writer. */
function probePayload(o: DoctorOptions, host: AgentName, hook: string): Record<string, unknown> {
  const log = join(o.root, o.config.files.handover);
  const text = `# Handover: ${PROBE_WRITER}\n\n## 1 · 2026-01-01T00:00:00Z\n\nProbe.\n`;
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
        command:
          `*** Begin Patch\n*** Add File: ` +
          `${o.config.files.handover}\n${text.replace(/^/gm, '+').replace(/\+$/, '')}*** End Patch\n`,
      },
    };
  return {
    ...base,
    tool_name: host === 'claude' ? 'Write' : 'write_file',
    tool_input: { file_path: log, content: text },
  };
}

/** Runs one hook command as the host would; the problem it shows, or null when it behaves. */
function runProbe(
  o: DoctorOptions,
  x: { host: AgentName; hook: string; event: string; command: string },
): { status: GuardStatus; why: string; fix: string } | null {
  const v = AGENT_HOSTS[x.host].projectVar;
  const env: Record<string, string> = {
    PATH: o.env.PATH ?? '/usr/bin:/bin',
    HOME: o.env.HOME ?? homedir(),
    ...(v ? { [v]: o.root } : {}),
  };
  const r = spawnSync('/bin/sh', ['-c', x.command], {
    cwd: o.root,
    input: JSON.stringify(probePayload(o, x.host, x.hook)),
    encoding: 'utf8',
    timeout: 60_000,
    env,
  });
  const said = firstLine(r.stderr) || firstLine(systemMessage(r.stdout)) || r.error?.message || '';
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
        why: `its ${x.event} hook let a rewrite of ${o.config.files.handover} by another writer through`,
        fix,
      };
    if (/breaks the protocol|is refused: handover cannot tell/.test(r.stderr + r.stdout)) return null;
    const unreadable = unreadableLog(o);
    if (unreadable) return { status: 'not loaded', ...unreadable };
    return { status: 'not loaded', why: `its ${x.event} hook cannot run handover: ${said || 'no message'}`, fix };
  }
  if (/cannot run here|stopped \(exit|not set up in this clone|cannot check this/.test(said))
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
 * only JSON shows (Qwen Code's additionalContext, Copilot CLI's permissionDecisionReason and additionalContext).
 */
function systemMessage(stdout: string): string {
  try {
    const v = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Record<string, unknown> & {
      hookSpecificOutput?: { additionalContext?: unknown; permissionDecisionReason?: unknown };
    };
    const said = [
      v.systemMessage,
      v.permissionDecisionReason,
      v.additionalContext,
      v.hookSpecificOutput?.additionalContext,
      v.hookSpecificOutput?.permissionDecisionReason,
    ];
    return (said.find((x) => typeof x === 'string') as string | undefined) ?? '';
  } catch {
    return '';
  }
}

const firstLine = (s: string): string => s.trim().split('\n')[0] ?? '';

/** The text report: one line per guard, the fix under each that is not live, then the notes. */
export function formatDoctor(r: DoctorReport): string {
  const shown: Record<GuardStatus, string> = {
    live: 'live',
    'not loaded': 'not loaded',
    'fails open': 'would let edits through',
  };
  const width = Math.max(...r.guards.map((g) => shown[g.status].length));
  const lines = [`handover doctor: ${r.root}`];
  for (const g of r.guards) {
    lines.push(`  ${shown[g.status].padEnd(width)}  ${g.label}${g.why ? `: ${g.why}` : ''}`);
    if (g.fix) lines.push(`  ${' '.repeat(width)}  fix: ${g.fix}`);
  }
  for (const n of r.notes) lines.push(`note: ${n}`);
  return `${lines.join('\n')}\n`;
}
