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
  return { ...TERMS[host], tool: str(payload.tool_name) ?? str(payload.toolName) };
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

const CODEX_SHELL = new Set(['Bash', 'exec_command', 'shell', 'local_shell', 'apply_patch']);

/**
 * A Codex payload as the checks read it. Before a tool runs, an `apply_patch` becomes one payload per file it
 * touches: an Update is the Write of the patched text (worked out by the guard from the file as it is), an Add
 * a Write, a Delete a Delete, a Move a Delete and a Write. After any shell-like tool (apply_patch included) the
 * post-command check runs, as after a Bash command. A patch that cannot be read is one payload that says why.
 */
export function fromCodex(p: Payload, role: Role, env: NodeJS.ProcessEnv, fallback: string): Payload[] {
  const tool = str(p.tool_name) ?? '';
  if (role === 'post') return CODEX_SHELL.has(tool) ? [{ ...p, tool_name: 'Bash' }] : [p];
  if (tool !== 'apply_patch') return [p];
  const input = inputOf(p);
  const text = str(input.command) ?? str(input.patch) ?? str(input.input);
  const base = str(p.cwd) ?? sessionDir(p, env, fallback);
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
    else {
      if (!op.moveTo) out.push({ ...p, tool_name: 'Patch', tool_input: { file_path: abs(op.path), hunks: op.hunks } });
      else {
        // A move: the old file goes, and the new one gets text the guard cannot read before the move.
        out.push({ ...p, tool_name: 'Delete', tool_input: { file_path: abs(op.path) } });
        const problem = `the patch moves ${op.path} here`;
        out.push({ ...p, tool_name: 'Patch', tool_input: { file_path: abs(op.moveTo), problem } });
      }
    }
  }
  return out;
}

/**
 * A GitHub Copilot CLI payload in Claude Code's terms. Copilot sends `sessionId`, `toolName` and `toolArgs` (an
 * object, or its JSON text): `edit` is an Edit, `create` a Write, `bash` a Bash command.
 */
export function fromCopilot(p: Payload): Payload {
  let args: unknown = p.toolArgs;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      args = {};
    }
  }
  const input = (typeof args === 'object' && args !== null ? args : {}) as Payload;
  const base: Payload = { ...p, session_id: p.session_id ?? p.sessionId, tool_name: p.toolName, tool_input: input };
  if (p.toolName === 'edit')
    return {
      ...base,
      tool_name: 'Edit',
      tool_input: { file_path: input.path, old_string: input.old_str, new_string: input.new_str ?? '' },
    };
  if (p.toolName === 'create')
    return { ...base, tool_name: 'Write', tool_input: { file_path: input.path, content: input.file_text } };
  if (p.toolName === 'bash') return { ...base, tool_name: 'Bash', tool_input: { command: input.command } };
  return base;
}

/**
 * An opencode tool call (as handover's opencode plugin sends it: `tool_name`, `tool_input` with opencode's own
 * argument names) in Claude Code's terms: `edit` is an Edit, `write` a Write, `bash` a Bash command.
 */
export function fromOpencode(p: Payload): Payload {
  const input = inputOf(p);
  if (p.tool_name === 'edit')
    return {
      ...p,
      tool_name: 'Edit',
      tool_input: {
        file_path: input.filePath,
        old_string: input.oldString,
        new_string: input.newString,
        replace_all: input.replaceAll === true,
      },
    };
  if (p.tool_name === 'write')
    return { ...p, tool_name: 'Write', tool_input: { file_path: input.filePath, content: input.content } };
  if (p.tool_name === 'bash') return { ...p, tool_name: 'Bash', tool_input: { command: input.command } };
  return p;
}

/** A host payload as the checks read it: one or more payloads in Claude Code's shape. */
export function translate(hook: HookName, p: Payload, env: NodeJS.ProcessEnv, fallback: string): Payload[] {
  const { host, role } = HOST_HOOKS[hook];
  if (host === 'copilot') return [fromCopilot(p)];
  if (host === 'opencode') return [fromOpencode(p)];
  if (host === 'gemini' || host === 'qwen') return [fromGemini(p)];
  if (host === 'codex') return fromCodex(p, role, env, fallback);
  return [p];
}
