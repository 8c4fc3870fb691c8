import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";

// src/hooks/hosts.ts
import { isAbsolute, resolve } from "node:path";

// src/hooks/apply-patch.ts
function parsePatch(patch) {
  const lines = patch.replace(/\r\n/g, "\n").split("\n");
  let i = lines.findIndex((l) => l.trim() === "*** Begin Patch");
  if (i === -1) return { problem: 'the patch has no "*** Begin Patch" line' };
  const ops = [];
  const header = /^\*\*\* (Add File|Delete File|Update File): (.+)$/;
  for (i++; i < lines.length; ) {
    const line = lines[i];
    if (line.trim() === "*** End Patch") return { ops };
    const m = header.exec(line);
    if (!m) {
      if (line.trim() === "") {
        i++;
        continue;
      }
      return { problem: `unexpected line ${i + 1} in the patch: ${line.slice(0, 80)}` };
    }
    const path = m[2].trim();
    i++;
    if (m[1] === "Delete File") {
      ops.push({ kind: "delete", path });
      continue;
    }
    if (m[1] === "Add File") {
      const body = [];
      while (i < lines.length && lines[i].startsWith("+")) body.push(lines[i++].slice(1));
      ops.push({ kind: "add", path, text: body.length ? `${body.join("\n")}
` : "" });
      continue;
    }
    const update = readUpdate(lines, i, path);
    if ("problem" in update) return update;
    ops.push(update.op);
    i = update.next;
  }
  return { problem: 'the patch has no "*** End Patch" line' };
}
function readUpdate(lines, start, path) {
  let i = start;
  const op = { kind: "update", path, hunks: [] };
  if (lines[i]?.startsWith("*** Move to: ")) op.moveTo = lines[i++].slice("*** Move to: ".length).trim();
  let hunk = null;
  for (; i < lines.length && !lines[i].startsWith("*** "); i++) {
    const l = lines[i];
    if (l.startsWith("@@") || hunk === null) {
      hunk = { anchor: l.startsWith("@@") ? l.slice(2).trim() : "", old: [], next: [] };
      op.hunks.push(hunk);
      if (l.startsWith("@@")) continue;
    }
    const body = l.slice(1);
    if (l.startsWith("+")) hunk.next.push(body);
    else if (l.startsWith("-")) hunk.old.push(body);
    else if (l.startsWith(" ") || l === "") {
      hunk.old.push(body);
      hunk.next.push(body);
    } else return { problem: `unexpected line ${i + 1} in the patch: ${l.slice(0, 80)}` };
  }
  if (lines[i]?.trim() === "*** End of File") i++;
  return { op, next: i };
}
function seek(lines, want, from) {
  const tries = [(s) => s, (s) => s.trimEnd(), (s) => s.trim()];
  for (const norm of tries) {
    for (let at = from; at + want.length <= lines.length; at++) {
      if (want.every((w, k) => norm(lines[at + k]) === norm(w))) return at;
    }
  }
  return -1;
}
function applyHunks(current, hunks) {
  const crlf = current.includes("\r\n");
  const lines = current.replace(/\r\n/g, "\n").split("\n");
  if (lines.at(-1) === "") lines.pop();
  let from = 0;
  for (const h of hunks) {
    if (h.anchor) {
      const a = seek(lines, [h.anchor], from);
      if (a === -1) return { unknown: `the patch's "@@ ${h.anchor}" line is not in the file` };
      from = a + 1;
    }
    const old = h.old.length && h.old.at(-1) === "" && h.next.at(-1) === "" ? h.old.slice(0, -1) : h.old;
    const next = old === h.old ? h.next : h.next.slice(0, -1);
    const at = old.length === 0 ? lines.length : seek(lines, old, from);
    if (at === -1) return { unknown: "the lines the patch replaces are not in the file as it is now" };
    lines.splice(at, old.length, ...next);
    from = at + next.length;
  }
  const text = `${lines.join("\n")}
`;
  return { text: crlf ? text.replace(/\n/g, "\r\n") : text };
}

// src/hooks/hosts.ts
var HOST_HOOKS = {
  "claude-pre-tool-use": { host: "claude", role: "pre", event: "PreToolUse" },
  "claude-post-tool-use": { host: "claude", role: "post", event: "PostToolUse" },
  "claude-session-start": { host: "claude", role: "start", event: "SessionStart" },
  "claude-stop": { host: "claude", role: "stop", event: "Stop" },
  "codex-pre-tool-use": { host: "codex", role: "pre", event: "PreToolUse" },
  "codex-post-tool-use": { host: "codex", role: "post", event: "PostToolUse" },
  "codex-session-start": { host: "codex", role: "start", event: "SessionStart" },
  "codex-stop": { host: "codex", role: "stop", event: "Stop" },
  "gemini-before-tool": { host: "gemini", role: "pre", event: "BeforeTool" },
  "gemini-after-tool": { host: "gemini", role: "post", event: "AfterTool" },
  "gemini-session-start": { host: "gemini", role: "start", event: "SessionStart" },
  "gemini-after-agent": { host: "gemini", role: "stop", event: "AfterAgent" },
  "qwen-pre-tool-use": { host: "qwen", role: "pre", event: "PreToolUse" },
  "qwen-post-tool-use": { host: "qwen", role: "post", event: "PostToolUse" },
  "qwen-session-start": { host: "qwen", role: "start", event: "SessionStart" },
  "qwen-stop": { host: "qwen", role: "stop", event: "Stop" },
  "copilot-pre-tool-use": { host: "copilot", role: "pre", event: "preToolUse" },
  "copilot-post-tool-use": { host: "copilot", role: "post", event: "postToolUse" },
  "copilot-session-start": { host: "copilot", role: "start", event: "sessionStart" },
  "copilot-agent-stop": { host: "copilot", role: "stop", event: "agentStop" },
  "opencode-pre-tool-use": { host: "opencode", role: "pre", event: "tool.execute.before" },
  "opencode-post-tool-use": { host: "opencode", role: "post", event: "tool.execute.after" },
  "opencode-session-start": { host: "opencode", role: "start", event: "session" }
};
var JSON_ANSWERS = {
  "qwen-post-tool-use": (t) => ({ hookSpecificOutput: { hookEventName: "PostToolUse", additionalContext: t } }),
  "copilot-pre-tool-use": (t) => ({ permissionDecision: "deny", permissionDecisionReason: t }),
  "copilot-post-tool-use": (t) => ({ additionalContext: t }),
  // Copilot CLI 1.0.102 adds a session start's top-level additionalContext to the conversation and ignores the nested
  // hookSpecificOutput (seen in test/e2e/copilot-start.e2e.test.ts)
  "copilot-session-start": (t) => ({ additionalContext: t })
};
var SCRIPT_JSON_ANSWERS = {
  ...JSON_ANSWERS,
  "claude-pre-tool-use": (t) => ({
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: t }
  }),
  "claude-post-tool-use": (t) => ({ hookSpecificOutput: { hookEventName: "PostToolUse", additionalContext: t } })
};
var HOST_WRITTEN = /* @__PURE__ */ new Set([".qwen/settings.json", ".claude/settings.local.json"]);
var TERMS = {
  claude: { charter: "CLAUDE.md or AGENTS.md", shell: (t) => `your ${t} command` },
  codex: { charter: "AGENTS.md", shell: (t) => t === "apply_patch" ? "your apply_patch" : "your shell command" },
  gemini: { charter: "GEMINI.md or AGENTS.md", shell: (t) => `your ${t} call` },
  qwen: { charter: "QWEN.md or AGENTS.md", shell: (t) => `your ${t} call` },
  copilot: { charter: "AGENTS.md", shell: (t) => `your ${t} command` },
  opencode: { charter: "AGENTS.md", shell: (t) => `your ${t} command` }
};
function termsOf(host, payload) {
  const tool = str(payload.tool_name) ?? str(payload.toolName);
  if (host === "codex" && tool && tool !== "apply_patch" && CODEX_SHELL.has(tool)) {
    const input = inputOf(payload);
    if (shellPatch(input.command ?? input.cmd)) return { ...TERMS.codex, tool: "apply_patch" };
  }
  return { ...TERMS[host], tool };
}
var inputOf = (p) => typeof p.tool_input === "object" && p.tool_input !== null ? p.tool_input : {};
function fromGemini(p) {
  const input = inputOf(p);
  if (p.tool_name === "replace" || p.tool_name === "edit") {
    const n = typeof input.expected_replacements === "number" ? input.expected_replacements : 1;
    return {
      ...p,
      tool_name: "Edit",
      tool_input: {
        file_path: input.file_path,
        old_string: input.old_string,
        new_string: input.new_string,
        replace_all: input.replace_all === true || n > 1
      }
    };
  }
  if (p.tool_name === "write_file")
    return { ...p, tool_name: "Write", tool_input: { file_path: input.file_path, content: input.content } };
  if (p.tool_name === "run_shell_command") return { ...p, tool_name: "Bash", tool_input: { command: input.command } };
  return p;
}
function fromGeminiHost(p, role, cwd) {
  const tool = str(p.tool_name) ?? "";
  const known = ["replace", "write_file", "run_shell_command"].includes(tool);
  if (role !== "pre" || known || readOnly("gemini", tool)) return [fromGemini(p)];
  return unknownTool(p, tool, p.tool_input, cwd);
}
var CODEX_SHELL = /* @__PURE__ */ new Set(["Bash", "exec_command", "shell", "local_shell", "apply_patch"]);
function patchPayloads(p, text, base) {
  const abs = (path) => isAbsolute(path) ? path : resolve(base, path);
  if (text === void 0)
    return [{ ...p, tool_name: "Patch", tool_input: { problem: "the apply_patch has no patch" } }];
  const parsed = parsePatch(text);
  if ("problem" in parsed) return [{ ...p, tool_name: "Patch", tool_input: { problem: parsed.problem } }];
  const out = [];
  for (const op of parsed.ops) {
    if (op.kind === "add")
      out.push({ ...p, tool_name: "Write", tool_input: { file_path: abs(op.path), content: op.text } });
    else if (op.kind === "delete") out.push({ ...p, tool_name: "Delete", tool_input: { file_path: abs(op.path) } });
    else if (!op.moveTo)
      out.push({ ...p, tool_name: "Patch", tool_input: { file_path: abs(op.path), hunks: op.hunks } });
    else {
      out.push({ ...p, tool_name: "Delete", tool_input: { file_path: abs(op.path) } });
      const problem = `the patch moves ${op.path} here`;
      out.push({ ...p, tool_name: "Patch", tool_input: { file_path: abs(op.moveTo), problem } });
    }
  }
  return out;
}
function fromCodex(p, role, env, fallback) {
  const tool = str(p.tool_name) ?? "";
  if (role === "post") return CODEX_SHELL.has(tool) ? [{ ...p, tool_name: "Bash" }] : [p];
  if (role !== "pre") return [p];
  const input = inputOf(p);
  const base = str(p.cwd) ?? sessionDir(p, env, fallback);
  if (tool === "apply_patch") return patchPayloads(p, str(input.command) ?? str(input.patch) ?? str(input.input), base);
  if (!CODEX_SHELL.has(tool) && !CLAUDE_EDITS.has(tool) && !readOnly("codex", tool))
    return unknownTool(p, tool, input, base);
  if (!CODEX_SHELL.has(tool)) return [p];
  const shell = shellPatch(input.command ?? input.cmd);
  if (!shell) return [p];
  return patchPayloads(p, shell.patch, shell.cd ? resolve(base, shell.cd) : base);
}
function shellPatch(command) {
  if (Array.isArray(command)) {
    const argv = command.filter((a) => typeof a === "string");
    if (/^(apply_patch|applypatch)$/.test(argv[0] ?? ""))
      return typeof argv[1] === "string" ? { patch: argv[1] } : null;
    const script = argv.findIndex((a) => /^-\w*c$/.test(a));
    return script > 0 ? shellPatch(argv[script + 1]) : null;
  }
  if (typeof command !== "string" || !/\bapply_?patch\b/.test(command)) return null;
  const m = /^\s*(?:cd\s+("[^"]*"|'[^']*'|[^\s;&|]+)\s*&&\s*)?(?:apply_patch|applypatch)\b([\s\S]*)$/.exec(command);
  if (!m) return null;
  const cd = m[1]?.replace(/^["']|["']$/g, "");
  const rest = m[2];
  const here = /^\s*<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1[^\n]*\n([\s\S]*?)^\2\s*$/m.exec(rest);
  if (here) return { patch: here[3], cd };
  const arg = /^\s+(?:'([^']*)'|"((?:[^"\\]|\\.)*)")\s*$/.exec(rest);
  if (arg) return { patch: arg[1] ?? arg[2].replace(/\\(["\\$`])/g, "$1"), cd };
  return null;
}
var READ_ONLY_TOOLS = {
  // Claude Code 2.1.332: its first tool list and the tools it defers behind ToolSearch (NotebookEdit, the one deferred
  // tool that writes a file, is an edit tool). Its PreToolUse matcher runs the guard for the edit tools and every MCP
  // tool; these are here for a user who widens that matcher.
  claude: [
    "Agent",
    "Task",
    "Bash",
    "BashOutput",
    "KillShell",
    "PowerShell",
    "Read",
    "Glob",
    "Grep",
    "LS",
    "ListAgents",
    "ReportFindings",
    "ScheduleWakeup",
    "Skill",
    "ToolSearch",
    "Workflow",
    "DeferredToolPlaceholder",
    "CronCreate",
    "CronDelete",
    "CronList",
    "EnterWorktree",
    "ExitWorktree",
    "Monitor",
    "SendMessage",
    "TaskStop",
    "TodoWrite",
    "WebFetch",
    "WebSearch",
    "ExitPlanMode"
  ],
  // Qwen Code 0.24.4: its first tool list (notebook_edit writes a file: an unknown tool) and the tools it defers
  // behind tool_search, which its `tool_call` runs (hooks get the deferred tool's own name). Its PreToolUse matcher
  // runs the guard for the edit tools, notebook_edit and every MCP tool; these are for a user who widens it.
  qwen: [
    "agent",
    "get_goal",
    "update_goal",
    "glob",
    "grep_search",
    "list_agents",
    "list_directory",
    "read_file",
    "read_many_files",
    "run_shell_command",
    "skill",
    "tool_call",
    "tool_search",
    "todo_write",
    "web_fetch",
    "web_search",
    "lsp",
    "monitor",
    "send_message",
    "cron_create",
    "cron_delete",
    "cron_list",
    "enter_plan_mode",
    "exit_plan_mode"
  ],
  copilot: [
    "bash",
    "read_bash",
    "write_bash",
    "stop_bash",
    "list_bash",
    "view",
    "grep",
    "rg",
    "glob",
    "fetch_copilot_cli_documentation",
    "skill",
    "sql",
    "session_store_sql",
    "read_agent",
    "list_agents",
    "write_agent",
    "task",
    "report_intent",
    "think",
    "web_fetch",
    "update_todo"
  ],
  // Codex 0.171.0 (gpt-5.5 and gpt-4.1): the tools of its first tool list that write no file (its shell tools are
  // read by fromCodex, their effect checked after they run). Its PreToolUse matcher runs the guard for apply_patch,
  // the shell and every MCP tool; these are for a user who widens it.
  codex: [
    "create_goal",
    "get_goal",
    "update_goal",
    "list_mcp_resource_templates",
    "list_mcp_resources",
    "read_mcp_resource",
    "request_user_input",
    "tool_search",
    "view_image",
    "web_search",
    "write_stdin"
  ],
  // Gemini CLI 0.61.0: its first tool list (replace, write_file and run_shell_command are read by fromGemini). Its
  // BeforeTool matcher runs the guard for the edit tools and every MCP tool; these are for a user who widens it.
  gemini: [
    "activate_skill",
    "enter_plan_mode",
    "glob",
    "google_web_search",
    "grep_search",
    "invoke_agent",
    "list_background_processes",
    "list_directory",
    "read_background_output",
    "read_file",
    "update_topic",
    "web_fetch",
    "write_todos"
  ],
  opencode: [
    "bash",
    "read",
    "glob",
    "grep",
    "list",
    "skill",
    "task",
    "todowrite",
    "todoread",
    "webfetch",
    "websearch",
    "codesearch",
    "lsp",
    "question",
    "invalid",
    "plan_enter",
    "plan_exit",
    // code mode (OPENCODE_EXPERIMENTAL_CODE_MODE): its script reaches MCP tools only, and opencode 1.18.33 runs the
    // plugin's hooks for each call in it, named `<server>_<tool>` (test/fixtures/hook-payloads/opencode-execute/)
    "execute"
  ]
};
var MAX_UNKNOWN_PATHS = 64;
function unknownTool(p, tool, args, base) {
  const strings = [];
  const walk = (v, depth) => {
    if (strings.length >= MAX_UNKNOWN_PATHS) return;
    if (typeof v === "string") strings.push(v);
    else if (depth < 4 && Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (depth < 4 && typeof v === "object" && v !== null) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(args, 0);
  const out = [];
  for (const text of strings) {
    if (text.includes("*** Begin Patch")) out.push(...patchPayloads(p, text, base));
    else if (text !== "" && text.length <= 4096 && !/[\n\0]/.test(text))
      out.push({ ...p, tool_name: "Unknown", tool_input: { file_path: resolve(base, text), tool } });
  }
  return out;
}
var readOnly = (host, tool) => (READ_ONLY_TOOLS[host] ?? []).includes(tool) || /^(handover[-_]|mcp__(plugin_handover_)?handover__|mcp_handover_)/.test(tool);
function fromQwen(p, role, cwd) {
  const tool = str(p.tool_name) ?? "";
  const known = ["edit", "replace", "write_file", "run_shell_command"].includes(tool);
  if (role !== "pre" || known || readOnly("qwen", tool)) return [fromGemini(p)];
  return unknownTool(p, tool, p.tool_input, cwd);
}
var CLAUDE_EDITS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function fromClaude(p, role, cwd) {
  const tool = str(p.tool_name) ?? "";
  if (role !== "pre" || CLAUDE_EDITS.has(tool) || readOnly("claude", tool)) return [p];
  return unknownTool(p, tool, p.tool_input, cwd);
}
function fromCopilot(p, role, cwd) {
  let args = p.toolArgs;
  const raw = typeof args === "string" ? args : void 0;
  if (raw !== void 0) {
    try {
      args = JSON.parse(raw);
    } catch {
      args = raw;
    }
  }
  const input = typeof args === "object" && args !== null ? args : {};
  const tool = str(p.toolName) ?? "";
  const base = { ...p, session_id: p.session_id ?? p.sessionId, tool_name: p.toolName, tool_input: input };
  if (tool === "edit")
    return [
      {
        ...base,
        tool_name: "Edit",
        tool_input: { file_path: input.path, old_string: input.old_str, new_string: input.new_str ?? "" }
      }
    ];
  if (tool === "create")
    return [{ ...base, tool_name: "Write", tool_input: { file_path: input.path, content: input.file_text } }];
  if (tool === "bash") return [{ ...base, tool_name: "Bash", tool_input: { command: input.command } }];
  if (role !== "pre") return [base];
  if (tool === "apply_patch") return patchPayloads(base, typeof args === "string" ? args : str(input.input), cwd);
  if (readOnly("copilot", tool)) return [base];
  return unknownTool(base, tool, args, cwd);
}
var opencodeEdit = (e, file) => ({
  file_path: file,
  old_string: e.oldString,
  new_string: e.newString,
  replace_all: e.replaceAll === true
});
function fromOpencode(p, role, cwd) {
  const input = inputOf(p);
  const tool = str(p.tool_name) ?? "";
  if (tool === "edit") return [{ ...p, tool_name: "Edit", tool_input: opencodeEdit(input, input.filePath) }];
  if (tool === "write")
    return [{ ...p, tool_name: "Write", tool_input: { file_path: input.filePath, content: input.content } }];
  if (tool === "bash") return [{ ...p, tool_name: "Bash", tool_input: { command: input.command } }];
  if (role !== "pre") return [p];
  if (tool === "apply_patch" || tool === "patch") return patchPayloads(p, str(input.patchText), cwd);
  if (tool === "multiedit") {
    const edits = Array.isArray(input.edits) ? input.edits : [];
    const files = /* @__PURE__ */ new Map();
    for (const e of edits) {
      const file = typeof e === "object" && e !== null && e.filePath || input.filePath;
      files.set(file, [...files.get(file) ?? [], opencodeEdit(e ?? {}, file)]);
    }
    if (files.size === 0) return [{ ...p, tool_name: "MultiEdit", tool_input: { file_path: input.filePath, edits } }];
    return [...files].map(([file, list]) => ({
      ...p,
      tool_name: "MultiEdit",
      tool_input: { file_path: file, edits: list }
    }));
  }
  if (readOnly("opencode", tool)) return [p];
  return unknownTool(p, tool, input, cwd);
}
function translate(hook, p, env, fallback) {
  const { host, role } = HOST_HOOKS[hook];
  const cwd = str(p.cwd) ?? sessionDir(p, env, fallback);
  if (host === "copilot") return fromCopilot(p, role, cwd);
  if (host === "opencode") return fromOpencode(p, role, cwd);
  if (host === "gemini") return fromGeminiHost(p, role, cwd);
  if (host === "qwen") return fromQwen(p, role, cwd);
  if (host === "codex") return fromCodex(p, role, env, fallback);
  return fromClaude(p, role, cwd);
}

export {
  applyHunks,
  HOST_HOOKS,
  JSON_ANSWERS,
  SCRIPT_JSON_ANSWERS,
  HOST_WRITTEN,
  termsOf,
  fromGemini,
  READ_ONLY_TOOLS,
  translate
};
