import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  ensureOwnedFile,
  readText,
  shellQuote,
  template,
  writeTarget,
  writeText
} from "./chunk-F654DEA3.js";
import {
  HOST_HOOKS,
  READ_ONLY_TOOLS,
  SCRIPT_JSON_ANSWERS
} from "./chunk-CBSPE7GF.js";
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/init/settings.ts
var require_settings = __commonJS({
  "fs-by-require:src/init/settings.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/hook-script.ts
var require_hook_script = __commonJS({
  "fs-by-require:src/init/hook-script.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/launcher.ts
var require_launcher = __commonJS({
  "fs-by-require:src/init/launcher.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/init/settings.ts
var import_node_fs3 = __toESM(require_settings(), 1);
import { join as join3 } from "node:path";

// src/init/hook-script.ts
var import_node_fs2 = __toESM(require_hook_script(), 1);
import { dirname, join as join2 } from "node:path";

// src/init/launcher.ts
var import_node_fs = __toESM(require_launcher(), 1);
import { isAbsolute, join, resolve } from "node:path";
var LAUNCHER = "handover/bin/handover";
var MARK = "# handover:launcher";
async function launcherPath(root) {
  const common = (await gitClient(root).raw(["rev-parse", "--git-common-dir"])).trim();
  return join(isAbsolute(common) ? common : resolve(root, common), LAUNCHER);
}
function launcherText(nodePath, cliPath) {
  const node = shellQuote(nodePath);
  const cli = shellQuote(cliPath);
  return [
    "#!/bin/sh",
    `${MARK} (written by \`handover init\` for this clone; untracked; run handover init again to refresh it)`,
    `if [ ! -x ${node} ] || [ ! -f ${cli} ]; then`,
    `  echo "handover: the node (${nodePath.replace(/["$`\\]/g, "")}) or the CLI (${cliPath.replace(/["$`\\]/g, "")}) recorded by handover init is gone; reinstall handover and run handover init again." >&2`,
    "  exit 127",
    "fi",
    `exec ${node} ${cli} "$@"`,
    ""
  ].join("\n");
}
async function installLauncher(root, cliPath, nodePath = process.execPath) {
  const path = await launcherPath(root);
  const what = `.git/${LAUNCHER}`;
  const text = launcherText(nodePath, cliPath);
  const old = readText(path);
  if (old === text) return { what, action: "kept" };
  if (old !== null && !old.includes(MARK)) {
    return {
      what,
      action: "skipped",
      note: `${path} exists and is not handover's launcher; move it away and run handover init again`
    };
  }
  writeText(path, text);
  (0, import_node_fs.chmodSync)(path, 493);
  return { what, action: old === null ? "created" : "updated" };
}
var notSetUpLine = (failCode) => `echo "handover: not set up in this clone (no $h, no handover on PATH outside the repository); install handover and run handover init." >&2; exit ${failCode}`;
function shellRunner(args, failCode = 1, missing) {
  return [
    `h="$(git rev-parse --git-common-dir 2>/dev/null)/${LAUNCHER}"`,
    'top="$(git rev-parse --show-toplevel 2>/dev/null)"',
    `if [ -x "$h" ]; then "$h" ${args} || exit $?`,
    "else",
    '  p="$(command -v handover 2>/dev/null || :)"',
    // `|| :`: husky runs hooks with sh -e
    '  case "$p" in',
    `    /*) case "$p" in "$top"/*) p= ;; esac ;;`,
    "    *) p= ;;",
    "  esac",
    `  if [ -n "$p" ]; then "$p" ${args} || exit $?`,
    `  else ${missing ?? notSetUpLine(failCode)}`,
    "  fi",
    "fi"
  ].join("\n");
}

// src/init/hook-script.ts
var HOOK_SCRIPT = "handover/hook";
var HOOK_SCRIPT_MARK = "# handover:hook";
var STATUS = "@STATUS@";
async function hookScriptPath(root) {
  return join2(dirname(dirname(await launcherPath(root))), "hook");
}
var isJsonHook = (hook) => Object.hasOwn(SCRIPT_JSON_ANSWERS, hook);
function sayKind(hook) {
  if (isJsonHook(hook)) return hook;
  if (hook.endsWith("-session-start")) return "start";
  if (hook.endsWith("-stop") || hook.endsWith("-after-agent")) return "stop";
  return "block";
}
function sayText(kind, sentence) {
  if (kind === "block") return `${sentence}
`;
  if (kind === "start")
    return `${JSON.stringify({
      systemMessage: sentence,
      hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: sentence }
    })}
`;
  if (kind === "stop") return `${JSON.stringify({ systemMessage: sentence })}
`;
  return `${JSON.stringify(SCRIPT_JSON_ANSWERS[kind]?.(sentence))}
`;
}
function purpose(k) {
  if (k === "start" || k === "stop") return "run";
  if (k === "block") return "refuse";
  const { role } = HOST_HOOKS[k];
  return role === "pre" ? "refuse" : role === "post" ? "report" : "run";
}
var GONE_TAIL = {
  refuse: ", so this is refused",
  report: ", so what this command did to the protocol files was not checked",
  run: ""
};
var CRASH_TAIL = {
  refuse: "before it could check this, so it is refused",
  report: "before it could check what this command did to the protocol files",
  run: "in this hook"
};
var READ_OR_SHELL = [
  "view",
  "bash",
  "read_bash",
  "write_bash",
  "stop_bash",
  "list_bash",
  "glob",
  "grep",
  "read",
  "list",
  "read_file",
  "read_many_files",
  "list_directory",
  "grep_search",
  "run_shell_command",
  "report_intent",
  "Read",
  "Bash",
  "Glob",
  "Grep"
];
var DEFAULT_NAMES = ["HANDOVER.md", "SYNC.md", "PROJECT_REGISTRY.md", ".last-processed.md"];
function goneFilter(protocol) {
  const names = [.../* @__PURE__ */ new Set([...DEFAULT_NAMES, ...protocol])].filter(Boolean);
  const reads = READ_OR_SHELL.flatMap((t) => [`*'Name":"${t}"'*`, `*'Name": "${t}"'*`]).join("|");
  return [
    '      i="$(cat)"',
    '      case "$i" in',
    `        ${reads}) exit 0 ;;`,
    "      esac",
    // empty input (no cat) is refused: a guard that cannot read never lets an edit through
    `      case "$i" in ''|${names.map((n) => `*${shellQuote(n)}*`).join("|")}) ;; *) exit 0 ;; esac`
  ];
}
function hookScriptText(o) {
  const gone = (k) => `handover cannot ${purpose(k) === "run" ? "run here" : "check this"}: the node (${o.nodePath}) or the handover CLI (${o.cliPath}) that handover init recorded is gone${GONE_TAIL[purpose(k)]}. Reinstall handover, then run handover init in ${o.root}.`;
  const crashed = (k) => `handover stopped (exit ${STATUS}) ${CRASH_TAIL[purpose(k)]}. Run handover doctor in ${o.root} to see why.`;
  const printf = (text) => `printf '%s' ${shellQuote(text)}`;
  const withStatus = (text) => `printf '%s' ${text.split(STATUS).map((piece) => shellQuote(piece)).join(' "$s" ')}`;
  const err = (k) => k === "block" ? " >&2" : "";
  const json = Object.keys(SCRIPT_JSON_ANSWERS).filter(isJsonHook);
  const KINDS = ["start", "stop", ...json, "block"];
  return [
    "#!/bin/sh",
    `${HOOK_SCRIPT_MARK} (written by \`handover init\` for ${o.root.replace(/\n/g, " ")}; untracked; handover init refreshes it)`,
    "# Usage: hook <handover hook name>, the host payload on stdin. Exit 0 or 2 as the host reads them; never fails open.",
    `node=${shellQuote(o.nodePath)}`,
    `cli=${shellQuote(o.cliPath)}`,
    'name="$1"',
    'case "$name" in',
    ...json.map((h) => `  ${h}) kind=${h} ;;`),
    "  *-session-start) kind=start ;;",
    "  *-stop|*-after-agent) kind=stop ;;",
    "  *) kind=block ;;",
    "esac",
    "answer() {",
    '  case "$kind" in',
    "    block) exit 2 ;;",
    "    *) exit 0 ;;",
    "  esac",
    "}",
    'if [ ! -x "$node" ] || [ ! -f "$cli" ]; then',
    '  case "$kind" in',
    `    ${KINDS.filter((k) => purpose(k) === "refuse").join("|")})`,
    ...goneFilter(o.protocol ?? []),
    "      ;;",
    "  esac",
    '  case "$kind" in',
    ...KINDS.map((k) => `    ${k}) ${printf(sayText(k, gone(k)))}${err(k)} ;;`),
    "  esac",
    "  answer",
    "fi",
    'HANDOVER_HOOK_SCRIPT=1 "$node" "$cli" hook "$@"',
    "s=$?",
    // A hook that answers in JSON (session start and stop included) says everything at exit 0: an exit 2 from it is a
    // failure too.
    'case "$kind:$s" in *:0) exit 0 ;; block:2) exit 2 ;; esac',
    'case "$kind" in',
    ...KINDS.map((k) => `  ${k}) ${withStatus(sayText(k, crashed(k)))}${err(k)} ;;`),
    "esac",
    "answer",
    ""
  ].join("\n");
}
async function installHookScript(root, cliPath, nodePath = process.execPath) {
  const path = await hookScriptPath(root);
  const what = `.git/${HOOK_SCRIPT}`;
  const text = hookScriptText({ nodePath, cliPath, root, protocol: await protocolPaths(root) });
  const old = readText(path);
  if (old === text) return { what, action: "kept" };
  if (old !== null && !old.includes(HOOK_SCRIPT_MARK)) {
    return {
      what,
      action: "skipped",
      note: `${path} exists and is not handover's hook script; move it away and run handover init again`
    };
  }
  writeText(path, text);
  (0, import_node_fs2.chmodSync)(path, 493);
  return { what, action: old === null ? "created" : "updated" };
}
async function protocolPaths(root) {
  try {
    const { loadConfig } = await import("./load-BDXLVFD3.js");
    const config = await loadConfig(root, { trusted: false });
    return [...Object.values(config.files), ...config.appendOnly];
  } catch {
    return [];
  }
}

// src/init/settings.ts
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var AGENT_NAMES = ["claude", "codex", "gemini", "qwen", "copilot", "opencode"];
var CLAUDE_PRE_MATCHER = "^(Edit|Write|NotebookEdit|mcp__.*)$";
var HOOK_TIMEOUT_SECONDS = 300;
var AGENT_HOSTS = {
  claude: {
    label: "Claude Code",
    file: ".claude/settings.json",
    projectVar: "CLAUDE_PROJECT_DIR",
    uses: [".claude", "CLAUDE.md"],
    hooks: [
      { event: "SessionStart", hook: "claude-session-start" },
      // mcp__: an MCP server's tool (deferred behind ToolSearch) that writes a protocol file is refused too.
      { event: "PreToolUse", hook: "claude-pre-tool-use", matcher: CLAUDE_PRE_MATCHER },
      { event: "PostToolUse", hook: "claude-post-tool-use", matcher: "Bash|PowerShell" },
      { event: "Stop", hook: "claude-stop" }
    ]
  },
  codex: {
    label: "Codex CLI",
    file: ".codex/hooks.json",
    uses: [".codex"],
    hooks: [
      { event: "SessionStart", hook: "codex-session-start" },
      // Bash: Codex applies `apply_patch <<'EOF'` given to its shell tool itself, and reports it as Bash. mcp__: an MCP
      // server's tool (deferred behind tool_search) that writes a protocol file is refused too.
      { event: "PreToolUse", hook: "codex-pre-tool-use", matcher: "apply_patch|Edit|Write|Bash|mcp__.*" },
      { event: "PostToolUse", hook: "codex-post-tool-use", matcher: "Bash|apply_patch|exec_command|shell" },
      { event: "Stop", hook: "codex-stop" }
    ]
  },
  gemini: {
    label: "Gemini CLI",
    file: ".gemini/settings.json",
    projectVar: "GEMINI_PROJECT_DIR",
    uses: [".gemini", "GEMINI.md"],
    timeoutMs: true,
    hooks: [
      { event: "SessionStart", hook: "gemini-session-start" },
      // mcp_: an MCP server's tool (`mcp_<server>_<tool>`) that writes a protocol file is refused too. Gemini CLI
      // searches the tool name with the matcher (unanchored): anchored here, so it means what it says.
      { event: "BeforeTool", hook: "gemini-before-tool", matcher: "^(replace|write_file|mcp_.*)$" },
      { event: "AfterTool", hook: "gemini-after-tool", matcher: "run_shell_command" },
      { event: "AfterAgent", hook: "gemini-after-agent" }
    ]
  },
  qwen: {
    label: "Qwen Code",
    file: ".qwen/settings.json",
    uses: [".qwen", "QWEN.md"],
    hooks: [
      { event: "SessionStart", hook: "qwen-session-start" },
      // notebook_edit, and mcp__: an MCP server's tool (deferred behind tool_search, run through tool_call).
      { event: "PreToolUse", hook: "qwen-pre-tool-use", matcher: "^(edit|write_file|replace|notebook_edit|mcp__.*)$" },
      { event: "PostToolUse", hook: "qwen-post-tool-use", matcher: "run_shell_command" },
      { event: "Stop", hook: "qwen-stop" }
    ]
  },
  copilot: {
    label: "Copilot CLI",
    file: ".github/hooks/handover.json",
    uses: [".github/hooks", ".github/copilot-instructions.md"],
    hooks: [
      { event: "sessionStart", hook: "copilot-session-start" },
      { event: "preToolUse", hook: "copilot-pre-tool-use" },
      { event: "postToolUse", hook: "copilot-post-tool-use" },
      { event: "agentStop", hook: "copilot-agent-stop" }
    ]
  },
  opencode: {
    label: "opencode",
    file: ".opencode/plugins/handover.js",
    uses: [".opencode", "opencode.json", "opencode.jsonc"],
    // Its "events" are the plugin's hooks; the plugin runs the session start at a session's first tool call.
    hooks: [
      { event: "session", hook: "opencode-session-start" },
      { event: "tool.execute.before", hook: "opencode-pre-tool-use" },
      { event: "tool.execute.after", hook: "opencode-post-tool-use" }
    ]
  }
};
var OPENCODE_PLUGIN_MARK = "// handover:opencode-plugin";
var CLAUDE_HOOKS = AGENT_HOSTS.claude.hooks;
var GEMINI_HOOKS = AGENT_HOSTS.gemini.hooks;
var NOT_SET_UP = "handover is not running: this project has no .git/handover/hook (handover init has not run in this clone, or git is not on the PATH hooks run with); run handover init here.";
function hostHookCommand(host, hook) {
  const v = AGENT_HOSTS[host].projectVar;
  const dir = v ? `"\${${v}:-.}"` : ".";
  const kind = sayKind(hook);
  const fallback = kind === "block" ? `echo '${NOT_SET_UP}' >&2; exit 2` : `printf '%s' '${sayText(kind, NOT_SET_UP).trim()}'; exit 0`;
  const script = `h="$(git -C ${dir} rev-parse --path-format=absolute --git-common-dir 2>/dev/null)/${HOOK_SCRIPT}"`;
  return `${script}; [ -f "$h" ] && exec /bin/sh "$h" ${hook}; ${fallback}`;
}
function copilotHooksText() {
  const hooks = {};
  for (const h of AGENT_HOSTS.copilot.hooks)
    hooks[h.event] = [
      { type: "command", bash: hostHookCommand("copilot", h.hook), cwd: ".", timeoutSec: HOOK_TIMEOUT_SECONDS }
    ];
  return `${JSON.stringify({ version: 1, hooks }, null, 2)}
`;
}
function hostSettingsText(host) {
  if (host === "copilot") return copilotHooksText();
  if (host === "opencode")
    return template("opencode-handover.js", {
      notsetup: NOT_SET_UP,
      readonly: JSON.stringify(READ_ONLY_TOOLS.opencode ?? [])
    });
  const hooks = {};
  for (const h of AGENT_HOSTS[host].hooks) {
    const entry = { type: "command", command: hostHookCommand(host, h.hook) };
    if (host === "gemini") entry.name = `handover-${h.hook}`;
    entry.timeout = AGENT_HOSTS[host].timeoutMs ? HOOK_TIMEOUT_SECONDS * 1e3 : HOOK_TIMEOUT_SECONDS;
    hooks[h.event] = [{ ...h.matcher ? { matcher: h.matcher } : {}, hooks: [entry] }];
  }
  return `${JSON.stringify({ hooks }, null, 2)}
`;
}
function agentInUse(root, host) {
  return AGENT_HOSTS[host].uses.some((f) => (0, import_node_fs3.existsSync)(join3(root, f)));
}
var isOurs = (command, hook) => command === `handover hook ${hook}` || command.includes(`/${LAUNCHER}"`) && command.includes(`"$h" hook ${hook} `) || command.includes(`/${HOOK_SCRIPT}"`) && command.includes(`"$h" ${hook};`);
function ensureHostSettings(root, host) {
  if (host === "copilot")
    return ensureOwnedFile(root, AGENT_HOSTS.copilot.file, copilotHooksText(), { force: true, ownMark: HOOK_SCRIPT });
  if (host === "opencode")
    return ensureOwnedFile(root, AGENT_HOSTS.opencode.file, hostSettingsText("opencode"), {
      force: true,
      ownMark: OPENCODE_PLUGIN_MARK
    });
  return mergeHookSettings(root, AGENT_HOSTS[host].file, hostSettingsText(host), AGENT_HOSTS[host].hooks);
}
function refreshOurs(have, o) {
  const entries = have.flatMap(
    (g) => isObj(g) && Array.isArray(g.hooks) ? g.hooks.filter((h) => isObj(h) && typeof h.command === "string").map((h) => ({ g, h })) : []
  );
  let found = "absent";
  for (const { g, h } of entries) {
    const ours = isOurs(h.command, o.hook);
    if (!ours && !h.command.includes(`hook ${o.hook}`)) continue;
    if (ours && refreshEntry(g, h, o.mine)) found = "updated";
    else if (found === "absent") found = "kept";
  }
  return found;
}
function refreshEntry(g, h, mine) {
  const fresh = mine.hooks[0];
  if (h.command === fresh.command && h.timeout === fresh.timeout && g.matcher === mine.matcher) return false;
  h.command = fresh.command;
  if (fresh.timeout !== void 0) h.timeout = fresh.timeout;
  if (mine.matcher !== void 0) g.matcher = mine.matcher;
  return true;
}
function readSettings(old) {
  let settings;
  try {
    settings = JSON.parse(old.replace(/^\uFEFF/, ""));
  } catch (error) {
    return `not valid JSON (${error.message}); fix it and run handover init again, or add the hooks by hand (see "handover hook" in docs/reference/commands.md)`;
  }
  if (!isObj(settings) || settings.hooks !== void 0 && !isObj(settings.hooks))
    return 'not a JSON object with a "hooks" object; fix it and run handover init again';
  return settings;
}
function mergeHookSettings(root, what, text, events) {
  const path = join3(root, ...what.split("/"));
  const old = readText(path);
  if (old === null) {
    writeText(path, text);
    return { what, action: "created" };
  }
  const wanted = JSON.parse(text).hooks;
  const s = readSettings(old);
  if (typeof s === "string") return { what, action: "skipped", note: s };
  const added = [];
  const updated = [];
  for (const { event, hook } of events) {
    const groups = wanted[event];
    const have = s.hooks?.[event];
    if (have !== void 0 && !Array.isArray(have))
      return { what, action: "skipped", note: `"hooks.${event}" is not a list; fix it and run handover init again` };
    const found = refreshOurs(have ?? [], { hook, mine: groups[0] });
    if (found === "updated") updated.push(event);
    if (found !== "absent") continue;
    s.hooks = s.hooks ?? {};
    s.hooks[event] = [...have ?? [], ...groups];
    added.push(event);
  }
  if (added.length === 0 && updated.length === 0) return { what, action: "kept" };
  const target = writeTarget(root, path);
  if (target === null)
    return { what, action: "skipped", note: "a symlink to a file outside the repository; add the hooks by hand" };
  writeText(target, `${JSON.stringify(s, null, 2)}
`);
  const notes = [
    added.length ? `added hooks: ${added.join(", ")}` : "",
    updated.length ? `updated hooks: ${[...new Set(updated)].join(", ")}` : ""
  ].filter(Boolean);
  return { what, action: added.length ? "extended" : "updated", note: notes.join("; ") };
}

export {
  LAUNCHER,
  launcherPath,
  installLauncher,
  shellRunner,
  installHookScript,
  AGENT_NAMES,
  AGENT_HOSTS,
  OPENCODE_PLUGIN_MARK,
  hostHookCommand,
  agentInUse,
  isOurs,
  ensureHostSettings
};
