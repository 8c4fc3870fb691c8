import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { READ_ONLY_TOOLS } from '../hooks/hosts.js';
import { HOOK_SCRIPT, sayKind, sayText } from './hook-script.js';
import { LAUNCHER } from './launcher.js';
import { template } from './templates.js';
import { ensureOwnedFile, readText, writeTarget, writeText, type Outcome } from './outcome.js';

type Hook = { type?: string; command?: string; timeout?: number };
type Group = { matcher?: string; hooks?: Hook[] };
type Settings = { hooks?: Record<string, Group[]> } & Record<string, unknown>;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The agents init can wire, by the name `init --agents` takes. */
export const AGENT_NAMES = ['claude', 'codex', 'gemini', 'qwen', 'copilot', 'opencode'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

interface HostHook {
  event: string;
  hook: string;
  matcher?: string;
}

/** The tools Claude Code runs the guard for: its edit tools and every MCP tool, the whole name matched. */
export const CLAUDE_PRE_MATCHER = '^(Edit|Write|NotebookEdit|mcp__.*)$';

/**
 * The timeout every hook handover writes carries, in seconds (Gemini CLI reads milliseconds: `timeoutMs` below). Far
 * above the guard's worst case (a log's whole-file check, when the change-local one cannot be proven, takes seconds
 * for a 100,000-entry log): a host that times a hook out lets the tool call through, so it must never come to that.
 */
export const HOOK_TIMEOUT_SECONDS = 300;

/**
 * Each agent host with project hooks: where its settings live, which of its events run which `handover hook`,
 * the variable that names the session's project (else the hook's own folder), and the files that show the repo
 * uses that agent. Data, not branches: the payload translation lives in src/hooks/hosts.ts.
 */
export const AGENT_HOSTS: Record<
  AgentName,
  {
    label: string;
    file: string;
    projectVar?: string;
    uses: string[];
    hooks: readonly HostHook[];
    /** The host's settings read a hook's `timeout` in milliseconds (else seconds). */
    timeoutMs?: boolean;
  }
> = {
  claude: {
    label: 'Claude Code',
    file: '.claude/settings.json',
    projectVar: 'CLAUDE_PROJECT_DIR',
    uses: ['.claude', 'CLAUDE.md'],
    hooks: [
      { event: 'SessionStart', hook: 'claude-session-start' },
      // mcp__: an MCP server's tool (deferred behind ToolSearch) that writes a protocol file is refused too.
      { event: 'PreToolUse', hook: 'claude-pre-tool-use', matcher: CLAUDE_PRE_MATCHER },
      { event: 'PostToolUse', hook: 'claude-post-tool-use', matcher: 'Bash|PowerShell' },
      { event: 'Stop', hook: 'claude-stop' },
    ],
  },
  codex: {
    label: 'Codex CLI',
    file: '.codex/hooks.json',
    uses: ['.codex'],
    hooks: [
      { event: 'SessionStart', hook: 'codex-session-start' },
      // Bash: Codex applies `apply_patch <<'EOF'` given to its shell tool itself, and reports it as Bash. mcp__: an MCP
      // server's tool (deferred behind tool_search) that writes a protocol file is refused too.
      { event: 'PreToolUse', hook: 'codex-pre-tool-use', matcher: 'apply_patch|Edit|Write|Bash|mcp__.*' },
      { event: 'PostToolUse', hook: 'codex-post-tool-use', matcher: 'Bash|apply_patch|exec_command|shell' },
      { event: 'Stop', hook: 'codex-stop' },
    ],
  },
  gemini: {
    label: 'Gemini CLI',
    file: '.gemini/settings.json',
    projectVar: 'GEMINI_PROJECT_DIR',
    uses: ['.gemini', 'GEMINI.md'],
    timeoutMs: true,
    hooks: [
      { event: 'SessionStart', hook: 'gemini-session-start' },
      // mcp_: an MCP server's tool (`mcp_<server>_<tool>`) that writes a protocol file is refused too. Gemini CLI
      // searches the tool name with the matcher (unanchored): anchored here, so it means what it says.
      { event: 'BeforeTool', hook: 'gemini-before-tool', matcher: '^(replace|write_file|mcp_.*)$' },
      { event: 'AfterTool', hook: 'gemini-after-tool', matcher: 'run_shell_command' },
      { event: 'AfterAgent', hook: 'gemini-after-agent' },
    ],
  },
  qwen: {
    label: 'Qwen Code',
    file: '.qwen/settings.json',
    uses: ['.qwen', 'QWEN.md'],
    hooks: [
      { event: 'SessionStart', hook: 'qwen-session-start' },
      // notebook_edit, and mcp__: an MCP server's tool (deferred behind tool_search, run through tool_call).
      { event: 'PreToolUse', hook: 'qwen-pre-tool-use', matcher: '^(edit|write_file|replace|notebook_edit|mcp__.*)$' },
      { event: 'PostToolUse', hook: 'qwen-post-tool-use', matcher: 'run_shell_command' },
      { event: 'Stop', hook: 'qwen-stop' },
    ],
  },
  copilot: {
    label: 'Copilot CLI',
    file: '.github/hooks/handover.json',
    uses: ['.github/hooks', '.github/copilot-instructions.md'],
    hooks: [
      { event: 'sessionStart', hook: 'copilot-session-start' },
      { event: 'preToolUse', hook: 'copilot-pre-tool-use' },
      { event: 'postToolUse', hook: 'copilot-post-tool-use' },
      { event: 'agentStop', hook: 'copilot-agent-stop' },
    ],
  },
  opencode: {
    label: 'opencode',
    file: '.opencode/plugins/handover.js',
    uses: ['.opencode', 'opencode.json', 'opencode.jsonc'],
    // Its "events" are the plugin's hooks; the plugin runs the session start at a session's first tool call.
    hooks: [
      { event: 'session', hook: 'opencode-session-start' },
      { event: 'tool.execute.before', hook: 'opencode-pre-tool-use' },
      { event: 'tool.execute.after', hook: 'opencode-post-tool-use' },
    ],
  },
};

/** The first line of handover's opencode plugin, which marks the file as handover's own. */
export const OPENCODE_PLUGIN_MARK = '// handover:opencode-plugin';

/** Claude Code's events and the `handover hook` each runs. */
export const CLAUDE_HOOKS = AGENT_HOSTS.claude.hooks;
/** Gemini CLI's events and the `handover hook` each runs (its tools: replace, write_file, run_shell_command). */
export const GEMINI_HOOKS = AGENT_HOSTS.gemini.hooks;

/**
 * The one sentence a tracked hook command says when it finds no hook script: what is missing, and the two ways it
 * can be (init has not run in this clone, or git, which finds the clone, is not on the hooks' PATH). True wherever a
 * host shows it, even beside another hook's message (Claude Code shows the whole command before a Stop block).
 */
export const NOT_SET_UP =
  'handover is not running: this project has no .git/handover/hook (handover init has not run in this clone, or ' +
  'git is not on the PATH hooks run with); run handover init here.';

/**
 * The command an agent host runs for a hook (through /bin/sh, with its own PATH): one short line that finds this
 * clone's hook script (written by init inside .git, which nothing in a pull request can replace) from the session's
 * project and runs it; when the script is missing it still blocks (or, for session start and stop, says so where
 * the host shows it). No machine path, so it can be committed; no sentence the model could read on a real block.
 */
export function hostHookCommand(host: AgentName, hook: string): string {
  const v = AGENT_HOSTS[host].projectVar;
  const dir = v ? `"\${${v}:-.}"` : '.';
  const kind = sayKind(hook);
  const fallback =
    kind === 'block' ? `echo '${NOT_SET_UP}' >&2; exit 2` : `printf '%s' '${sayText(kind, NOT_SET_UP).trim()}'; exit 0`;
  const script = `h="$(git -C ${dir} rev-parse --path-format=absolute --git-common-dir 2>/dev/null)/${HOOK_SCRIPT}"`;
  return `${script}; [ -f "$h" ] && exec /bin/sh "$h" ${hook}; ${fallback}`;
}

/** The command Claude Code runs for one of its hooks. */
export function claudeHookCommand(hook: string): string {
  return hostHookCommand('claude', hook);
}

/** The command Gemini CLI runs for one of its hooks. */
export function geminiHookCommand(hook: string): string {
  return hostHookCommand('gemini', hook);
}

/**
 * GitHub Copilot CLI's hooks file (`.github/hooks/handover.json`, its own format: version 1, camelCase events, no
 * matcher, `bash` for the command), handover's own file.
 */
export function copilotHooksText(): string {
  const hooks: Record<string, unknown[]> = {};
  for (const h of AGENT_HOSTS.copilot.hooks)
    hooks[h.event] = [
      { type: 'command', bash: hostHookCommand('copilot', h.hook), cwd: '.', timeoutSec: HOOK_TIMEOUT_SECONDS },
    ];
  return `${JSON.stringify({ version: 1, hooks }, null, 2)}\n`;
}

/** A host's settings text (only the hooks), as init writes it into a new file. */
export function hostSettingsText(host: AgentName): string {
  if (host === 'copilot') return copilotHooksText();
  if (host === 'opencode')
    return template('opencode-handover.js', {
      notsetup: NOT_SET_UP,
      readonly: JSON.stringify(READ_ONLY_TOOLS.opencode ?? []),
    });
  const hooks: Record<string, Group[]> = {};
  for (const h of AGENT_HOSTS[host].hooks) {
    const entry: Hook & { name?: string } = { type: 'command', command: hostHookCommand(host, h.hook) };
    if (host === 'gemini') entry.name = `handover-${h.hook}`;
    entry.timeout = AGENT_HOSTS[host].timeoutMs ? HOOK_TIMEOUT_SECONDS * 1000 : HOOK_TIMEOUT_SECONDS;
    hooks[h.event] = [{ ...(h.matcher ? { matcher: h.matcher } : {}), hooks: [entry] }];
  }
  return `${JSON.stringify({ hooks }, null, 2)}\n`;
}

/** The settings.json init writes for Claude Code. */
export function claudeSettingsText(): string {
  return hostSettingsText('claude');
}

/** True when the repo shows it uses this agent (its folder or its charter exists). */
export function agentInUse(root: string, host: AgentName): boolean {
  return AGENT_HOSTS[host].uses.some((f) => existsSync(join(root, f)));
}

/** Commands that are handover's own for `hook`: the bare form, the launcher form older inits wrote, the current one. */
export const isOurs = (command: string, hook: string): boolean =>
  command === `handover hook ${hook}` ||
  (command.includes(`/${LAUNCHER}"`) && command.includes(`"$h" hook ${hook} `)) ||
  (command.includes(`/${HOOK_SCRIPT}"`) && command.includes(`"$h" ${hook};`));

/**
 * Merges a host's hooks into its settings file: each event gets handover's entry unless one already runs that
 * `handover hook`; an entry an older init wrote is replaced by the current one. Everything else in the file is
 * kept; a file that is not a JSON object is reported and left alone.
 */
export function ensureHostSettings(root: string, host: AgentName): Outcome {
  if (host === 'copilot')
    return ensureOwnedFile(root, AGENT_HOSTS.copilot.file, copilotHooksText(), { force: true, ownMark: HOOK_SCRIPT });
  if (host === 'opencode')
    return ensureOwnedFile(root, AGENT_HOSTS.opencode.file, hostSettingsText('opencode'), {
      force: true,
      ownMark: OPENCODE_PLUGIN_MARK,
    });
  return mergeHookSettings(root, AGENT_HOSTS[host].file, hostSettingsText(host), AGENT_HOSTS[host].hooks);
}

/** Claude Code's hooks in `.claude/settings.json`. */
export function ensureClaudeSettings(root: string): Outcome {
  return ensureHostSettings(root, 'claude');
}

/** Gemini CLI's hooks in `.gemini/settings.json`, when the repo uses Gemini CLI (a `.gemini/` folder or GEMINI.md). */
export function ensureGeminiSettings(root: string): Outcome | null {
  return agentInUse(root, 'gemini') ? ensureHostSettings(root, 'gemini') : null;
}

/**
 * Finds the entry that runs `hook` in an event's groups: handover's own (refreshed to `mine` when an older init
 * wrote it: 'updated'), the user's own way of running it ('kept'), or none ('absent').
 */
function refreshOurs(have: Group[], o: { hook: string; mine: Group }): 'updated' | 'kept' | 'absent' {
  const entries = have.flatMap((g) =>
    isObj(g) && Array.isArray(g.hooks)
      ? g.hooks.filter((h) => isObj(h) && typeof h.command === 'string').map((h) => ({ g, h }))
      : [],
  );
  let found: 'updated' | 'kept' | 'absent' = 'absent';
  for (const { g, h } of entries) {
    const ours = isOurs(h.command!, o.hook);
    // not ours but running the same hook: the user's own way of running it
    if (!ours && !h.command!.includes(`hook ${o.hook}`)) continue;
    if (ours && refreshEntry(g, h, o.mine)) found = 'updated';
    else if (found === 'absent') found = 'kept';
  }
  return found;
}

/** Brings an entry an older init wrote up to date (command, timeout, matcher); false when it already is. */
function refreshEntry(g: Group, h: Hook, mine: Group): boolean {
  const fresh = mine.hooks![0];
  if (h.command === fresh.command && h.timeout === fresh.timeout && g.matcher === mine.matcher) return false;
  h.command = fresh.command;
  if (fresh.timeout !== undefined) h.timeout = fresh.timeout;
  if (mine.matcher !== undefined) g.matcher = mine.matcher;
  return true;
}

/** A settings file's JSON object with a "hooks" object, or what is wrong with it. */
function readSettings(old: string): Settings | string {
  let settings: unknown;
  try {
    settings = JSON.parse(old.replace(/^\uFEFF/, ''));
  } catch (error) {
    return (
      `not valid JSON (${(error as Error).message}); fix it and run handover init again, or add the hooks by ` +
      `hand (see "handover hook" in docs/reference/commands.md)`
    );
  }
  if (!isObj(settings) || (settings.hooks !== undefined && !isObj(settings.hooks)))
    return 'not a JSON object with a "hooks" object; fix it and run handover init again';
  return settings as Settings;
}

function mergeHookSettings(
  root: string,
  what: string,
  text: string,
  events: readonly { event: string; hook: string }[],
): Outcome {
  const path = join(root, ...what.split('/'));
  const old = readText(path);
  if (old === null) {
    writeText(path, text);
    return { what, action: 'created' };
  }
  const wanted = (JSON.parse(text) as Settings).hooks!;
  const s = readSettings(old);
  if (typeof s === 'string') return { what, action: 'skipped', note: s };
  const added: string[] = [];
  const updated: string[] = [];
  for (const { event, hook } of events) {
    const groups = wanted[event];
    const have = s.hooks?.[event];
    if (have !== undefined && !Array.isArray(have))
      return { what, action: 'skipped', note: `"hooks.${event}" is not a list; fix it and run handover init again` };
    const found = refreshOurs(have ?? [], { hook, mine: groups[0] });
    if (found === 'updated') updated.push(event);
    if (found !== 'absent') continue;
    s.hooks = s.hooks ?? {};
    s.hooks[event] = [...(have ?? []), ...groups];
    added.push(event);
  }
  if (added.length === 0 && updated.length === 0) return { what, action: 'kept' };
  const target = writeTarget(root, path);
  if (target === null)
    return { what, action: 'skipped', note: 'a symlink to a file outside the repository; add the hooks by hand' };
  writeText(target, `${JSON.stringify(s, null, 2)}\n`);
  const notes = [
    added.length ? `added hooks: ${added.join(', ')}` : '',
    updated.length ? `updated hooks: ${[...new Set(updated)].join(', ')}` : '',
  ].filter(Boolean);
  return { what, action: added.length ? 'extended' : 'updated', note: notes.join('; ') };
}

/**
 * Runs the PreToolUse command the way Claude Code would (/bin/sh, a bare PATH without handover,
 * CLAUDE_PROJECT_DIR set) on a harmless payload, so init can say when the hooks would not start.
 */
export function checkClaudeHooks(root: string): Outcome {
  const what = 'Claude Code hooks (test run with PATH=/usr/bin:/bin)';
  const payload = JSON.stringify({
    hook_event_name: 'PreToolUse',
    cwd: root,
    tool_name: 'Read',
    tool_input: { file_path: join(root, 'README.md') },
  });
  const r = spawnSync('/bin/sh', ['-c', claudeHookCommand('claude-pre-tool-use')], {
    cwd: root,
    input: payload,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: '/usr/bin:/bin', HOME: process.env.HOME ?? '/', CLAUDE_PROJECT_DIR: root },
  });
  if (r.status === 0 && r.stdout === '') return { what, action: 'checked', note: 'they start handover' };
  const why = (r.stderr || r.stdout || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
  return { what, action: 'failed', note: `they would not start handover: ${why}` };
}
