import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// fs-by-require:src/hooks/fast.ts
var require_fast = __commonJS({
  "fs-by-require:src/hooks/fast.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/fsutil.ts
var require_fsutil = __commonJS({
  "fs-by-require:src/fsutil.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/fast.ts
var import_node_fs2 = __toESM(require_fast(), 1);

// src/fsutil.ts
var import_node_fs = __toESM(require_fsutil(), 1);

// src/errors.ts
var CliError = class extends Error {
  exitCode;
  constructor(message, exitCode = 2) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
};

// src/fsutil.ts
var errCode = (error) => error.code ?? error.message;
function readRegularFd(abs, shown, noFollow) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(abs, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK | (noFollow ? import_node_fs.constants.O_NOFOLLOW : 0));
  } catch (error) {
    const code = errCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    if (code === "ELOOP")
      throw new CliError(
        `${shown} is a symbolic link; protocol files must be plain files inside the repository: replace the link with the file itself.`,
        1
      );
    if (code === "EISDIR")
      throw new CliError(`${shown} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    throw new CliError(`${shown}: cannot be read (${code}); check its permissions.`, 2);
  }
  try {
    const st = (0, import_node_fs.fstatSync)(fd);
    if (st.isDirectory())
      throw new CliError(`${shown} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    if (!st.isFile())
      throw new CliError(
        `${shown} is not a regular file (a pipe, a socket or a device); replace it with a plain file.`,
        2
      );
    return (0, import_node_fs.readFileSync)(fd);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${shown}: cannot be read (${errCode(error)}); check its permissions.`, 2);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readIfExists(abs, shown) {
  return readRegularFd(abs, shown, false);
}

// src/hooks/fast.ts
import { basename, dirname, isAbsolute as isAbsolute3, join, relative, resolve as resolve2, sep } from "node:path";

// src/models/diff/archive-path.ts
function archivePatterns(archive) {
  if (!archive) return [];
  return typeof archive === "string" ? [archive] : [...archive];
}
function isArchivePath(archive, path) {
  const folded = path.toLowerCase();
  return archivePatterns(archive).some((named) => {
    const star = named.indexOf("*");
    if (star === -1) return named === path;
    const p = named.toLowerCase();
    const [head, tail] = [p.slice(0, star), p.slice(star + 1)];
    if (folded.length <= head.length + tail.length || !folded.startsWith(head) || !folded.endsWith(tail)) return false;
    return !folded.slice(head.length, folded.length - tail.length).includes("/");
  });
}

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

// src/hooks/edit.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit", "Patch", "Delete", "Unknown"]);
var LETTER = new RegExp("\\p{L}", "u");

// src/hooks/hosts.ts
import { isAbsolute as isAbsolute2, resolve } from "node:path";

// src/hooks/payload.ts
import { isAbsolute } from "node:path";
var MAX_INPUT = 64 * 1024 * 1024;
async function readInput(stdin) {
  const chunks = [];
  let size = 0;
  for await (const chunk of stdin) {
    const b = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += b.length;
    if (size > MAX_INPUT) throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString("utf8");
}
function parsePayload(text) {
  try {
    const v = JSON.parse(text);
    if (typeof v === "object" && v !== null && !Array.isArray(v)) return { payload: v };
    return { payload: null, problem: "the hook input is not a JSON object" };
  } catch (error) {
    return {
      payload: null,
      problem: `the hook input is not valid JSON (${error.message.replace(/\s+/g, " ")})`
    };
  }
}
var str = (v) => typeof v === "string" ? v : void 0;
function sessionDir(payload, env, fallback) {
  for (const v of [env.CLAUDE_PROJECT_DIR, env.GEMINI_PROJECT_DIR]) if (v && isAbsolute(v)) return v;
  const cwd = str(payload.cwd);
  return cwd && isAbsolute(cwd) ? cwd : fallback;
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
  const abs = (path) => isAbsolute2(path) ? path : resolve(base, path);
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

// src/hooks/fast.ts
async function readAll(fd, stream) {
  const chunks = [];
  let size = 0;
  for (; ; ) {
    const buf = Buffer.allocUnsafe(65536);
    let n;
    try {
      n = (0, import_node_fs2.readSync)(fd, buf, 0, buf.length, null);
    } catch (error) {
      if (error.code === "EOF") break;
      const rest = await readInput(stream());
      return Buffer.concat([...chunks, Buffer.from(rest, "utf8")]).toString("utf8");
    }
    if (n === 0) break;
    chunks.push(buf.subarray(0, n));
    size += n;
    if (size > MAX_INPUT) throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
  }
  return Buffer.concat(chunks).toString("utf8");
}
async function quickHook(args, io) {
  const name = args[0];
  if (args.length !== 1 || !Object.hasOwn(HOST_HOOKS, name) || HOST_HOOKS[name].role !== "pre") return io.stdin;
  let text;
  try {
    text = await (io.stdinFd === void 0 ? readInput(io.stdin) : readAll(io.stdinFd, () => io.stdin));
  } catch (error) {
    const { Readable } = await import("node:stream");
    return new Readable({
      read() {
        this.destroy(error);
      }
    });
  }
  const again = async () => (await import("node:stream")).Readable.from([Buffer.from(text, "utf8")]);
  const { payload } = parsePayload(text);
  if (!payload) return again();
  let payloads;
  try {
    payloads = translate(name, payload, io.env, io.cwd);
  } catch {
    return again();
  }
  try {
    for (const p of payloads) {
      const edited = editedPath(p, io.env, io.cwd);
      if (edited === null) continue;
      if ("problem" in edited) return again();
      if (!surelyNotProtocol(edited.abs) || edited.real !== edited.abs && !surelyNotProtocol(edited.real)) {
        return again();
      }
    }
  } catch {
    return again();
  }
  return 0;
}
function editedPath(payload, env, fallbackCwd) {
  const tool = str(payload.tool_name);
  if (!tool || !EDIT_TOOLS.has(tool)) return null;
  const input = payload.tool_input;
  if (typeof input !== "object" || input === null) return { problem: `the ${tool} input has no tool_input` };
  const filePath = str(input.file_path) ?? str(input.notebook_path);
  if (!filePath) return { problem: `the ${tool} input has no file_path` };
  const given = resolve2(str(payload.cwd) ?? sessionDir(payload, env, fallbackCwd), filePath);
  const abs = join(realTarget(dirname(given)), basename(given));
  return { tool, abs, real: realTarget(abs) };
}
function realTarget(abs) {
  try {
    return (0, import_node_fs2.realpathSync)(abs);
  } catch {
    const parent = dirname(abs);
    return parent === abs ? abs : join(realTarget(parent), basename(abs));
  }
}
function isProtocolName(abs) {
  return /(^|[\\/])(HANDOVER\.md|SYNC\.md|PROJECT_REGISTRY\.md|\.last-processed\.md)$/i.test(abs);
}
var DATA_CONFIGS = [".handoverrc", ".handoverrc.json", ".handoverrc.yaml", ".handoverrc.yml"];
function surelyNotProtocol(abs) {
  if (isProtocolName(abs)) return false;
  for (let root = dirname(abs); ; root = dirname(root)) {
    if ((0, import_node_fs2.existsSync)(join(root, ".git")) && !notNamedIn(root, abs)) return false;
    if (dirname(root) === root) return true;
  }
}
function starred(text, rel) {
  const patterns = [...text.matchAll(/[^\s"'`,[\]{}:]*\*[^\s"'`,[\]{}:]*/g)].map(([p]) => p);
  return isArchivePath(patterns, rel);
}
function notNamedIn(root, abs) {
  const rel = relative(root, abs).split(sep).join("/");
  if (rel.startsWith("../") || isAbsolute3(rel)) return true;
  const name = basename(abs).toLowerCase();
  const folder = rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/") + 1).toLowerCase() : null;
  const names = (text) => text.includes(name) || folder !== null && text.includes(folder) || starred(text, rel.toLowerCase());
  let entries;
  try {
    entries = (0, import_node_fs2.readdirSync)(root);
  } catch {
    return false;
  }
  if (entries.some((f) => f.startsWith("handover.config."))) return false;
  if (entries.includes("package.json")) {
    try {
      const h = JSON.parse(readIfExists(join(root, "package.json"), "package.json")?.toString("utf8") ?? "{}").handover;
      if (h !== void 0) return !names(JSON.stringify(h).toLowerCase());
    } catch {
      return false;
    }
  }
  for (const place of DATA_CONFIGS) {
    if (!entries.includes(place)) continue;
    try {
      return !names((readIfExists(join(root, place), place)?.toString("utf8") ?? "").toLowerCase());
    } catch {
      return false;
    }
  }
  return true;
}
export {
  editedPath,
  isProtocolName,
  quickHook,
  realTarget,
  surelyNotProtocol
};
