import { isAbsolute, resolve } from 'node:path';
import { parsePatch } from './apply-patch.js';
import { sessionDir, str, type Payload } from './payload.js';

/**
 * The agent hosts, as adapters at the edge: each turns its hook payload into the Claude Code shape the checks read
 * (Edit, Write, Bash; a Delete for a patch that removes a file) and names things in its own terms. No check lives
 * here; `handover hook` runs the same guard, post-command check, session start and stop for every host.
 */
export type HostName = 'claude' | 'codex' | 'gemini' | 'qwen' | 'copilot' | 'opencode';
export type Role = 'pre' | 'post' | 'start' | 'stop';

/** Every `handover hook` name: its host and what it does. */
export const HOST_HOOKS = {
  'claude-pre-tool-use': { host: 'claude', role: 'pre', event: 'PreToolUse' },
  'claude-post-tool-use': { host: 'claude', role: 'post', event: 'PostToolUse' },
  'claude-session-start': { host: 'claude', role: 'start', event: 'SessionStart' },
  'claude-stop': { host: 'claude', role: 'stop', event: 'Stop' },
  'codex-pre-tool-use': { host: 'codex', role: 'pre', event: 'PreToolUse' },
  'codex-post-tool-use': { host: 'codex', role: 'post', event: 'PostToolUse' },
  'codex-session-start': { host: 'codex', role: 'start', event: 'SessionStart' },
  'codex-stop': { host: 'codex', role: 'stop', event: 'Stop' },
  'gemini-before-tool': { host: 'gemini', role: 'pre', event: 'BeforeTool' },
  'gemini-after-tool': { host: 'gemini', role: 'post', event: 'AfterTool' },
  'gemini-session-start': { host: 'gemini', role: 'start', event: 'SessionStart' },
  'gemini-after-agent': { host: 'gemini', role: 'stop', event: 'AfterAgent' },
  'qwen-pre-tool-use': { host: 'qwen', role: 'pre', event: 'PreToolUse' },
  'qwen-post-tool-use': { host: 'qwen', role: 'post', event: 'PostToolUse' },
  'qwen-session-start': { host: 'qwen', role: 'start', event: 'SessionStart' },
  'qwen-stop': { host: 'qwen', role: 'stop', event: 'Stop' },
  'copilot-pre-tool-use': { host: 'copilot', role: 'pre', event: 'preToolUse' },
  'copilot-post-tool-use': { host: 'copilot', role: 'post', event: 'postToolUse' },
  'copilot-session-start': { host: 'copilot', role: 'start', event: 'sessionStart' },
  'copilot-agent-stop': { host: 'copilot', role: 'stop', event: 'agentStop' },
  'opencode-pre-tool-use': { host: 'opencode', role: 'pre', event: 'tool.execute.before' },
  'opencode-post-tool-use': { host: 'opencode', role: 'post', event: 'tool.execute.after' },
  'opencode-session-start': { host: 'opencode', role: 'start', event: 'session' },
} as const satisfies Record<string, { host: HostName; role: Role; event: string }>;
export type HookName = keyof typeof HOST_HOOKS;

/**
 * Hooks whose host does not show the model an exit 2's stderr, and how each says a block or a report at exit 0
 * instead (seen in the real binaries, test/e2e/hook-exit-status.e2e.test.ts): Qwen Code 0.24.4 ignores a post-tool
 * hook's exit 2 and JSON block and appends `additionalContext` to the tool's result; GitHub Copilot CLI 1.0.102
 * refuses a tool on any exit but 0 without saying why, and shows a `permissionDecisionReason` and a post-tool
 * `additionalContext`.
 */
export const JSON_ANSWERS: Partial<Record<HookName, (text: string) => Record<string, unknown>>> = {
  'qwen-post-tool-use': (t) => ({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: t } }),
  'copilot-pre-tool-use': (t) => ({ permissionDecision: 'deny', permissionDecisionReason: t }),
  'copilot-post-tool-use': (t) => ({ additionalContext: t }),
  // Copilot CLI 1.0.102 adds a session start's top-level additionalContext to the conversation and ignores the nested
  // hookSpecificOutput (seen in test/e2e/copilot-start.e2e.test.ts)
  'copilot-session-start': (t) => ({ additionalContext: t }),
};

/**
 * The answers in JSON when a hook runs through the clone's hook script (or its tracked command, or the plugin):
 * JSON_ANSWERS, and Claude Code's, which shows the model the whole hook command before an exit 2's stderr (and before
 * a PostToolUse or Stop `decision: block` reason), but a PreToolUse denial's reason and a PostToolUse
 * `additionalContext` alone (seen in Claude Code 2.1.332, test/e2e/claude-json.e2e.test.ts). A bare `handover hook`
 * run by hand keeps exit 2 and stderr.
 */
export const SCRIPT_JSON_ANSWERS: Partial<Record<HookName, (text: string) => Record<string, unknown>>> = {
  ...JSON_ANSWERS,
  'claude-pre-tool-use': (t) => ({
    hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: t },
  }),
  'claude-post-tool-use': (t) => ({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: t } }),
};

/**
 * Settings files an agent host writes itself, not the agent: Qwen Code 0.24.4 rewrites `.qwen/settings.json` on its
 * first run in a project (test/e2e/qwen-stop.e2e.test.ts), Claude Code writes `.claude/settings.local.json` when the
 * user allows a tool for good. The Stop hook does not count them as the agent's work.
 */
export const HOST_WRITTEN = new Set(['.qwen/settings.json', '.claude/settings.local.json']);

/** How a host's messages name things: its charter files, and what a shell command is called there. */
export interface HostTerms {
  charter: string;
  /** "your Bash command", "your run_shell_command call", … with the host's own tool name. */
  shell: (tool: string) => string;
  /** The tool name the host showed the model (replace, edit, apply_patch), for "this <tool> of <file>". */
  tool?: string;
}

const TERMS: Record<HostName, HostTerms> = {
  claude: { charter: 'CLAUDE.md or AGENTS.md', shell: (t) => `your ${t} command` },
  codex: { charter: 'AGENTS.md', shell: (t) => (t === 'apply_patch' ? 'your apply_patch' : 'your shell command') },
  gemini: { charter: 'GEMINI.md or AGENTS.md', shell: (t) => `your ${t} call` },
  qwen: { charter: 'QWEN.md or AGENTS.md', shell: (t) => `your ${t} call` },
  copilot: { charter: 'AGENTS.md', shell: (t) => `your ${t} command` },
  opencode: { charter: 'AGENTS.md', shell: (t) => `your ${t} command` },
};

/** The terms of a host, with the tool the payload names. */
export function termsOf(host: HostName, payload: Payload): HostTerms {
  const tool = str(payload.tool_name) ?? str(payload.toolName);
  // Codex reports apply_patch run through its shell as Bash: the model knows it as apply_patch.
  if (host === 'codex' && tool && tool !== 'apply_patch' && CODEX_SHELL.has(tool)) {
    const input = inputOf(payload);
    if (shellPatch(input.command ?? input.cmd)) return { ...TERMS.codex, tool: 'apply_patch' };
  }
  return { ...TERMS[host], tool };
}

const inputOf = (p: Payload): Payload =>
  (typeof p.tool_input === 'object' && p.tool_input !== null ? p.tool_input : {}) as Payload;

/**
 * A Gemini CLI (or Qwen Code) edit in Claude Code's terms: `replace`/`edit` is an Edit, `write_file` a Write,
 * `run_shell_command` a Bash command.
 */
export function fromGemini(p: Payload): Payload {
  const input = inputOf(p);
  if (p.tool_name === 'replace' || p.tool_name === 'edit') {
    const n = typeof input.expected_replacements === 'number' ? input.expected_replacements : 1;
    return {
      ...p,
      tool_name: 'Edit',
      tool_input: {
        file_path: input.file_path,
        old_string: input.old_string,
        new_string: input.new_string,
        replace_all: input.replace_all === true || n > 1,
      },
    };
  }
  if (p.tool_name === 'write_file')
    return { ...p, tool_name: 'Write', tool_input: { file_path: input.file_path, content: input.content } };
  if (p.tool_name === 'run_shell_command') return { ...p, tool_name: 'Bash', tool_input: { command: input.command } };
  return p;
}

/**
 * A Gemini CLI payload as the checks read it: its edit tools as fromGemini; before a tool runs, any other tool that
 * names a protocol file is refused (unknownTool): an MCP server's tool, which Gemini CLI 0.61.0 offers as
 * `mcp_<server>_<tool>` and sends BeforeTool for (test/fixtures/hook-payloads/gemini-mcp/), or a new one of its own.
 */
export function fromGeminiHost(p: Payload, role: Role, cwd: string): Payload[] {
  const tool = str(p.tool_name) ?? '';
  const known = ['replace', 'write_file', 'run_shell_command'].includes(tool);
  if (role !== 'pre' || known || readOnly('gemini', tool)) return [fromGemini(p)];
  return unknownTool(p, tool, p.tool_input, cwd);
}

const CODEX_SHELL = new Set(['Bash', 'exec_command', 'shell', 'local_shell', 'apply_patch']);

/**
 * A patch in apply_patch's format as the checks read it: one payload per file it touches. An Update is a Patch the
 * guard applies to the file as it is, an Add a Write, a Delete a Delete, a Move a Delete and a Patch it cannot read.
 * A patch that cannot be read is one payload that says why. Paths are relative to `base`.
 */
export function patchPayloads(p: Payload, text: string | undefined, base: string): Payload[] {
  const abs = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  if (text === undefined)
    return [{ ...p, tool_name: 'Patch', tool_input: { problem: 'the apply_patch has no patch' } }];
  const parsed = parsePatch(text);
  if ('problem' in parsed) return [{ ...p, tool_name: 'Patch', tool_input: { problem: parsed.problem } }];
  const out: Payload[] = [];
  for (const op of parsed.ops) {
    if (op.kind === 'add')
      out.push({ ...p, tool_name: 'Write', tool_input: { file_path: abs(op.path), content: op.text } });
    else if (op.kind === 'delete') out.push({ ...p, tool_name: 'Delete', tool_input: { file_path: abs(op.path) } });
    else if (!op.moveTo)
      out.push({ ...p, tool_name: 'Patch', tool_input: { file_path: abs(op.path), hunks: op.hunks } });
    else {
      // A move: the old file goes, and the new one gets text the guard cannot read before the move.
      out.push({ ...p, tool_name: 'Delete', tool_input: { file_path: abs(op.path) } });
      const problem = `the patch moves ${op.path} here`;
      out.push({ ...p, tool_name: 'Patch', tool_input: { file_path: abs(op.moveTo), problem } });
    }
  }
  return out;
}

/**
 * A Codex payload as the checks read it. Before a tool runs, an `apply_patch` becomes one payload per file it
 * touches (patchPayloads), and so does a shell command that runs apply_patch (Codex 0.171 applies
 * `apply_patch <<'EOF' … EOF` given to exec_command itself and sends PreToolUse for it as `Bash`, with no
 * PostToolUse). After any shell-like tool (apply_patch included) the post-command check runs, as after a Bash
 * command.
 */
export function fromCodex(p: Payload, role: Role, env: NodeJS.ProcessEnv, fallback: string): Payload[] {
  const tool = str(p.tool_name) ?? '';
  if (role === 'post') return CODEX_SHELL.has(tool) ? [{ ...p, tool_name: 'Bash' }] : [p];
  // session start and stop carry no tool: the session's own record (its HEAD) is kept from them
  if (role !== 'pre') return [p];
  const input = inputOf(p);
  const base = str(p.cwd) ?? sessionDir(p, env, fallback);
  if (tool === 'apply_patch') return patchPayloads(p, str(input.command) ?? str(input.patch) ?? str(input.input), base);
  // An MCP server's tool (Codex 0.171 defers them behind tool_search; hooks get `mcp__<server>__<tool>`,
  // test/fixtures/hook-payloads/codex-mcp/), or one Codex adds: refused when it names a protocol file.
  if (!CODEX_SHELL.has(tool) && !CLAUDE_EDITS.has(tool) && !readOnly('codex', tool))
    return unknownTool(p, tool, input, base);
  if (!CODEX_SHELL.has(tool)) return [p];
  const shell = shellPatch(input.command ?? input.cmd);
  if (!shell) return [p];
  return patchPayloads(p, shell.patch, shell.cd ? resolve(base, shell.cd) : base);
}

/**
 * The patch a shell command hands apply_patch (or `applypatch`), as Codex reads it: a heredoc
 * (`apply_patch <<'EOF'` … `EOF`, after an optional `cd <dir> &&`), or the patch as the one argument (quoted, or
 * an argv array, or `bash -lc <script>`). Null for any other command: what it does is checked after it runs.
 */
export function shellPatch(command: unknown): { patch: string; cd?: string } | null {
  if (Array.isArray(command)) {
    const argv = command.filter((a): a is string => typeof a === 'string');
    if (/^(apply_patch|applypatch)$/.test(argv[0] ?? ''))
      return typeof argv[1] === 'string' ? { patch: argv[1] } : null;
    const script = argv.findIndex((a) => /^-\w*c$/.test(a));
    return script > 0 ? shellPatch(argv[script + 1]) : null;
  }
  if (typeof command !== 'string' || !/\bapply_?patch\b/.test(command)) return null;
  const m = /^\s*(?:cd\s+("[^"]*"|'[^']*'|[^\s;&|]+)\s*&&\s*)?(?:apply_patch|applypatch)\b([\s\S]*)$/.exec(command);
  if (!m) return null;
  const cd = m[1]?.replace(/^["']|["']$/g, '');
  const rest = m[2];
  const here = /^\s*<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1[^\n]*\n([\s\S]*?)^\2\s*$/m.exec(rest);
  if (here) return { patch: here[3], cd };
  const arg = /^\s+(?:'([^']*)'|"((?:[^"\\]|\\.)*)")\s*$/.exec(rest);
  if (arg) return { patch: arg[1] ?? arg[2].replace(/\\(["\\$`])/g, '$1'), cd };
  return null;
}

/**
 * The tools of each host that write no file (they read, search, run a shell checked after it ran, or talk to the
 * user or to sub-agents), seen in the tool lists the real binaries offer (Copilot CLI 1.0.102 with gpt-4.1 and
 * gpt-5.5, opencode 1.18.33 with its default model and gpt-5). Any other tool that names a protocol file, in a path
 * or a patch, is refused before it runs: handover cannot tell what it would write. Tools whose name starts with
 * `handover` are handover's own MCP tools, which check their own writes.
 */
export const READ_ONLY_TOOLS: Partial<Record<HostName, readonly string[]>> = {
  // Claude Code 2.1.332: its first tool list and the tools it defers behind ToolSearch (NotebookEdit, the one deferred
  // tool that writes a file, is an edit tool). Its PreToolUse matcher runs the guard for the edit tools and every MCP
  // tool; these are here for a user who widens that matcher.
  claude: [
    'Agent',
    'Task',
    'Bash',
    'BashOutput',
    'KillShell',
    'PowerShell',
    'Read',
    'Glob',
    'Grep',
    'LS',
    'ListAgents',
    'ReportFindings',
    'ScheduleWakeup',
    'Skill',
    'ToolSearch',
    'Workflow',
    'DeferredToolPlaceholder',
    'CronCreate',
    'CronDelete',
    'CronList',
    'EnterWorktree',
    'ExitWorktree',
    'Monitor',
    'SendMessage',
    'TaskStop',
    'TodoWrite',
    'WebFetch',
    'WebSearch',
    'ExitPlanMode',
  ],
  // Qwen Code 0.24.4: its first tool list (notebook_edit writes a file: an unknown tool) and the tools it defers
  // behind tool_search, which its `tool_call` runs (hooks get the deferred tool's own name). Its PreToolUse matcher
  // runs the guard for the edit tools, notebook_edit and every MCP tool; these are for a user who widens it.
  qwen: [
    'agent',
    'get_goal',
    'update_goal',
    'glob',
    'grep_search',
    'list_agents',
    'list_directory',
    'read_file',
    'read_many_files',
    'run_shell_command',
    'skill',
    'tool_call',
    'tool_search',
    'todo_write',
    'web_fetch',
    'web_search',
    'lsp',
    'monitor',
    'send_message',
    'cron_create',
    'cron_delete',
    'cron_list',
    'enter_plan_mode',
    'exit_plan_mode',
  ],
  copilot: [
    'bash',
    'read_bash',
    'write_bash',
    'stop_bash',
    'list_bash',
    'view',
    'grep',
    'rg',
    'glob',
    'fetch_copilot_cli_documentation',
    'skill',
    'sql',
    'session_store_sql',
    'read_agent',
    'list_agents',
    'write_agent',
    'task',
    'report_intent',
    'think',
    'web_fetch',
    'update_todo',
  ],
  // Codex 0.171.0 (gpt-5.5 and gpt-4.1): the tools of its first tool list that write no file (its shell tools are
  // read by fromCodex, their effect checked after they run). Its PreToolUse matcher runs the guard for apply_patch,
  // the shell and every MCP tool; these are for a user who widens it.
  codex: [
    'create_goal',
    'get_goal',
    'update_goal',
    'list_mcp_resource_templates',
    'list_mcp_resources',
    'read_mcp_resource',
    'request_user_input',
    'tool_search',
    'view_image',
    'web_search',
    'write_stdin',
  ],
  // Gemini CLI 0.61.0: its first tool list (replace, write_file and run_shell_command are read by fromGemini). Its
  // BeforeTool matcher runs the guard for the edit tools and every MCP tool; these are for a user who widens it.
  gemini: [
    'activate_skill',
    'enter_plan_mode',
    'glob',
    'google_web_search',
    'grep_search',
    'invoke_agent',
    'list_background_processes',
    'list_directory',
    'read_background_output',
    'read_file',
    'update_topic',
    'web_fetch',
    'write_todos',
  ],
  opencode: [
    'bash',
    'read',
    'glob',
    'grep',
    'list',
    'skill',
    'task',
    'todowrite',
    'todoread',
    'webfetch',
    'websearch',
    'codesearch',
    'lsp',
    'question',
    'invalid',
    'plan_enter',
    'plan_exit',
    // code mode (OPENCODE_EXPERIMENTAL_CODE_MODE): its script reaches MCP tools only, and opencode 1.18.33 runs the
    // plugin's hooks for each call in it, named `<server>_<tool>` (test/fixtures/hook-payloads/opencode-execute/)
    'execute',
  ],
};

/** The most paths read out of one unknown tool's input. */
const MAX_UNKNOWN_PATHS = 64;

/**
 * A tool handover does not know (an MCP server's, a new one of the host's), before it runs: a patch in its input is
 * read as apply_patch's; every other string that could be a path becomes one `Unknown` payload for that file, which
 * the guard refuses when the file is a protocol file and lets through otherwise.
 */
function unknownTool(p: Payload, tool: string, args: unknown, base: string): Payload[] {
  const strings: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (strings.length >= MAX_UNKNOWN_PATHS) return;
    if (typeof v === 'string') strings.push(v);
    else if (depth < 4 && Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (depth < 4 && typeof v === 'object' && v !== null) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(args, 0);
  const out: Payload[] = [];
  for (const text of strings) {
    if (text.includes('*** Begin Patch')) out.push(...patchPayloads(p, text, base));
    else if (text !== '' && text.length <= 4096 && !/[\n\0]/.test(text))
      out.push({ ...p, tool_name: 'Unknown', tool_input: { file_path: resolve(base, text), tool } });
  }
  return out;
}

/**
 * True when `tool` is one `host` offers that writes no file, or one of handover's own MCP tools (`handover_…` in
 * opencode, `mcp__handover__…` in Claude Code and Codex, `mcp_handover_…` in Gemini CLI,
 * `mcp__plugin_handover_handover__…` from the Claude Code plugin).
 */
const readOnly = (host: HostName, tool: string): boolean =>
  (READ_ONLY_TOOLS[host] ?? []).includes(tool) ||
  /^(handover[-_]|mcp__(plugin_handover_)?handover__|mcp_handover_)/.test(tool);

/**
 * A Qwen Code payload as the checks read it: its edit tools as Gemini CLI's (fromGemini); before a tool runs, any
 * other tool that names a protocol file is refused (unknownTool): notebook_edit, and an MCP server's tool, which
 * Qwen Code 0.24.4 offers behind tool_search and runs through its `tool_call` bridge (the hook gets the MCP tool's
 * own name and arguments, test/fixtures/hook-payloads/qwen-tool-call/).
 */
export function fromQwen(p: Payload, role: Role, cwd: string): Payload[] {
  const tool = str(p.tool_name) ?? '';
  const known = ['edit', 'replace', 'write_file', 'run_shell_command'].includes(tool);
  if (role !== 'pre' || known || readOnly('qwen', tool)) return [fromGemini(p)];
  return unknownTool(p, tool, p.tool_input, cwd);
}

/** Claude Code's tools that write a file, which the guard reads as they are. */
const CLAUDE_EDITS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

/**
 * A Claude Code payload as the checks read it: its own edit tools as they are; before a tool runs, any other tool
 * (an MCP server's, which Claude Code 2.1.332 offers behind ToolSearch, or one of a later release) that names a
 * protocol file is refused (unknownTool), as in the other hosts.
 */
export function fromClaude(p: Payload, role: Role, cwd: string): Payload[] {
  const tool = str(p.tool_name) ?? '';
  if (role !== 'pre' || CLAUDE_EDITS.has(tool) || readOnly('claude', tool)) return [p];
  return unknownTool(p, tool, p.tool_input, cwd);
}

/**
 * A GitHub Copilot CLI payload in Claude Code's terms. Copilot sends `sessionId`, `toolName` and `toolArgs` (an
 * object, or its JSON text; for a freeform tool the raw text): `edit` is an Edit, `create` a Write, `bash` a Bash
 * command, `apply_patch` (what a GPT-5 class model gets instead of edit and create, its patch as the whole
 * toolArgs) one payload per file it touches. Before a tool runs, any other tool that names a protocol file is
 * refused (unknownTool).
 */
export function fromCopilot(p: Payload, role: Role, cwd: string): Payload[] {
  let args: unknown = p.toolArgs;
  const raw = typeof args === 'string' ? args : undefined;
  if (raw !== undefined) {
    try {
      args = JSON.parse(raw);
    } catch {
      args = raw; // a freeform tool's input
    }
  }
  const input = (typeof args === 'object' && args !== null ? args : {}) as Payload;
  const tool = str(p.toolName) ?? '';
  const base: Payload = { ...p, session_id: p.session_id ?? p.sessionId, tool_name: p.toolName, tool_input: input };
  if (tool === 'edit')
    return [
      {
        ...base,
        tool_name: 'Edit',
        tool_input: { file_path: input.path, old_string: input.old_str, new_string: input.new_str ?? '' },
      },
    ];
  if (tool === 'create')
    return [{ ...base, tool_name: 'Write', tool_input: { file_path: input.path, content: input.file_text } }];
  if (tool === 'bash') return [{ ...base, tool_name: 'Bash', tool_input: { command: input.command } }];
  if (role !== 'pre') return [base];
  if (tool === 'apply_patch') return patchPayloads(base, typeof args === 'string' ? args : str(input.input), cwd);
  if (readOnly('copilot', tool)) return [base];
  return unknownTool(base, tool, args, cwd);
}

/** An opencode edit (its own argument names) as Claude Code's Edit input. */
const opencodeEdit = (e: Payload, file: unknown): Payload => ({
  file_path: file,
  old_string: e.oldString,
  new_string: e.newString,
  replace_all: e.replaceAll === true,
});

/**
 * An opencode tool call (as handover's opencode plugin sends it: `tool_name`, `tool_input` with opencode's own
 * argument names) in Claude Code's terms: `edit` is an Edit, `write` a Write, `multiedit` a MultiEdit per file
 * (each edit may name its own file), `apply_patch` (what `gpt-5` and the other GPT models but gpt-4 and oss get
 * instead of edit and write) and the older `patch` one payload per file the patch touches, `bash` a Bash command.
 * Before a tool runs, any other tool that names a protocol file is refused (unknownTool).
 */
export function fromOpencode(p: Payload, role: Role, cwd: string): Payload[] {
  const input = inputOf(p);
  const tool = str(p.tool_name) ?? '';
  if (tool === 'edit') return [{ ...p, tool_name: 'Edit', tool_input: opencodeEdit(input, input.filePath) }];
  if (tool === 'write')
    return [{ ...p, tool_name: 'Write', tool_input: { file_path: input.filePath, content: input.content } }];
  if (tool === 'bash') return [{ ...p, tool_name: 'Bash', tool_input: { command: input.command } }];
  if (role !== 'pre') return [p];
  if (tool === 'apply_patch' || tool === 'patch') return patchPayloads(p, str(input.patchText), cwd);
  if (tool === 'multiedit') {
    const edits = Array.isArray(input.edits) ? (input.edits as Payload[]) : [];
    const files = new Map<unknown, Payload[]>();
    for (const e of edits) {
      const file = (typeof e === 'object' && e !== null && e.filePath) || input.filePath;
      files.set(file, [...(files.get(file) ?? []), opencodeEdit(e ?? {}, file)]);
    }
    if (files.size === 0) return [{ ...p, tool_name: 'MultiEdit', tool_input: { file_path: input.filePath, edits } }];
    return [...files].map(([file, list]) => ({
      ...p,
      tool_name: 'MultiEdit',
      tool_input: { file_path: file, edits: list },
    }));
  }
  if (readOnly('opencode', tool)) return [p];
  return unknownTool(p, tool, input, cwd);
}

/** A host payload as the checks read it: one or more payloads in Claude Code's shape. */
export function translate(hook: HookName, p: Payload, env: NodeJS.ProcessEnv, fallback: string): Payload[] {
  const { host, role } = HOST_HOOKS[hook];
  const cwd = str(p.cwd) ?? sessionDir(p, env, fallback);
  if (host === 'copilot') return fromCopilot(p, role, cwd);
  if (host === 'opencode') return fromOpencode(p, role, cwd);
  if (host === 'gemini') return fromGeminiHost(p, role, cwd);
  if (host === 'qwen') return fromQwen(p, role, cwd);
  if (host === 'codex') return fromCodex(p, role, env, fallback);
  return fromClaude(p, role, cwd);
}
