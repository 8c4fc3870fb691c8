import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parsePatch
} from "./chunk-6P7Q5VK4.js";
import {
  parsePayload,
  readInput,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  oneLine,
  shown,
  shownHookOutput
} from "./chunk-UPXTJPQD.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";

// src/hooks/hosts.ts
import { isAbsolute, resolve } from "node:path";
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
  "qwen-stop": { host: "qwen", role: "stop", event: "Stop" }
};
var TERMS = {
  claude: { charter: "CLAUDE.md or AGENTS.md", shell: (t) => `your ${t} command` },
  codex: { charter: "AGENTS.md", shell: (t) => t === "apply_patch" ? "your apply_patch" : "your shell command" },
  gemini: { charter: "GEMINI.md or AGENTS.md", shell: (t) => `your ${t} call` },
  qwen: { charter: "QWEN.md or AGENTS.md", shell: (t) => `your ${t} call` }
};
function termsOf(host, payload) {
  return { ...TERMS[host], tool: str(payload.tool_name) };
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
var CODEX_SHELL = /* @__PURE__ */ new Set(["Bash", "exec_command", "shell", "local_shell", "apply_patch"]);
function fromCodex(p, role, env, fallback) {
  const tool = str(p.tool_name) ?? "";
  if (role === "post") return CODEX_SHELL.has(tool) ? [{ ...p, tool_name: "Bash" }] : [p];
  if (tool !== "apply_patch") return [p];
  const input = inputOf(p);
  const text = str(input.command) ?? str(input.patch) ?? str(input.input);
  const base = str(p.cwd) ?? sessionDir(p, env, fallback);
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
    else {
      if (!op.moveTo) out.push({ ...p, tool_name: "Patch", tool_input: { file_path: abs(op.path), hunks: op.hunks } });
      else {
        out.push({ ...p, tool_name: "Delete", tool_input: { file_path: abs(op.path) } });
        const problem = `the patch moves ${op.path} here`;
        out.push({ ...p, tool_name: "Patch", tool_input: { file_path: abs(op.moveTo), problem } });
      }
    }
  }
  return out;
}
function translate(hook, p, env, fallback) {
  const { host, role } = HOST_HOOKS[hook];
  if (host === "gemini" || host === "qwen") return [fromGemini(p)];
  if (host === "codex") return fromCodex(p, role, env, fallback);
  return [p];
}

// src/cli/commands/hook.ts
var HOOKS = Object.keys(HOST_HOOKS);
var JSON_REASON_MAX = { lines: 20, chars: 2e3 };
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("hook", args, {});
  const name = positionals[0];
  if (positionals.length !== 1 || !HOOKS.includes(name)) {
    throw new CliError(
      `handover hook takes one of ${HOOKS.join(", ")}${name ? `, not "${positionals.join(" ")}"` : ""}; see handover help hook.`,
      2
    );
  }
  const { host, role } = HOST_HOOKS[name];
  const cwd = workDir(io, values.cwd);
  const raw = (text) => new Promise((ok, fail) => io.stdout.write(text, (e) => e ? fail(e) : ok()));
  const jsonStart = role === "start" && host !== "claude";
  let wrote = false;
  const write = (text) => {
    if (!jsonStart) return raw(shown(text));
    wrote = true;
    const out = { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: shown(text) } };
    return raw(`${JSON.stringify(out)}
`);
  };
  let payloads;
  let original = {};
  try {
    const parsed = parsePayload(await readInput(io.stdin));
    if (!parsed.payload)
      return finish(
        name,
        { code: 0, notice: `handover: hook ${name}: ${parsed.problem}; ignored, nothing checked.` },
        raw,
        io
      );
    original = parsed.payload;
    payloads = translate(name, original, io.env, cwd);
  } catch (error) {
    return finish(
      name,
      {
        code: 0,
        notice: `handover: hook ${name}: cannot read the hook input (${error.message}); ignored, nothing checked.`
      },
      raw,
      io
    );
  }
  let answer = { code: 0 };
  try {
    for (const payload of payloads) {
      answer = await runRole(role, { payload, cwd, io, write, terms: termsOf(host, original) });
      if (answer.code === 2) break;
    }
  } catch (error) {
    const why = `handover: hook ${name} failed (${oneLine(error.message)}). Rerun with HANDOVER_DEBUG=1 and report it.`;
    answer = role === "pre" ? { code: 2, stderr: `${why} The edit is refused so that nothing passes unchecked.
` } : role === "post" ? { code: 2, stderr: `${why}
` } : { code: 0, notice: why };
    if (io.env.HANDOVER_DEBUG) io.stderr.write(`${error.stack}
`);
  }
  if (jsonStart && wrote && answer.notice)
    answer = { ...answer, notice: void 0, stderr: `${oneLine(answer.notice)}
` };
  return finish(name, answer, raw, io);
}
async function runRole(role, o) {
  const { payload, cwd, io } = o;
  if (role === "pre") {
    const fast = await import("./fast-BCFIIZBK.js");
    const edited = fast.editedPath(payload, io.env, cwd);
    if (edited === null || !("problem" in edited) && fast.surelyNotProtocol(edited.abs) && fast.surelyNotProtocol(edited.real))
      return { code: 0 };
    return (await import("./guard-62KICXWP.js")).guardToolUse(payload, cwd, io.env, o.terms);
  }
  if (role === "post") return (await import("./post-tool-use-IJELJ7OQ.js")).postToolUse(payload, cwd, io.env, o.terms);
  if (role === "start")
    return (await import("./session-start-U6KVOGJE.js")).sessionStart(payload, cwd, o.write, io.env);
  return (await import("./stop-Z4VF6EYF.js")).stopHook(payload, cwd, io.env);
}
async function finish(name, a, write, io) {
  const { host, role, event } = HOST_HOOKS[name];
  let stdout = a.stdout ?? "";
  if (a.notice) a = { ...a, notice: oneLine(a.notice) };
  if (a.notice) {
    if (name === "claude-session-start") stdout += `${a.notice}
`;
    else if (role === "stop") {
      const out = stdout ? JSON.parse(stdout) : {};
      out.systemMessage = [out.systemMessage, a.notice].filter(Boolean).join("\n");
      stdout = `${JSON.stringify(out)}
`;
    } else if (host === "gemini" && role !== "start") stdout = `${JSON.stringify({ systemMessage: a.notice })}
`;
    else
      stdout = `${JSON.stringify({
        systemMessage: a.notice,
        hookSpecificOutput: { hookEventName: event, additionalContext: a.notice }
      })}
`;
  }
  if (name === "claude-pre-tool-use" && a.code === 2 && a.stderr && io.env.HANDOVER_HOOK_SCRIPT === "1") {
    const reason = shown(a.stderr).trimEnd();
    if (reason.split("\n").length <= JSON_REASON_MAX.lines && reason.length <= JSON_REASON_MAX.chars) {
      await write(
        `${JSON.stringify({
          hookSpecificOutput: {
            hookEventName: "PreToolUse",
            permissionDecision: "deny",
            permissionDecisionReason: reason
          }
        })}
`
      );
      return 0;
    }
  }
  if (stdout) await write(shownHookOutput(stdout));
  if (a.stderr) io.stderr.write(shown(a.stderr));
  return a.code;
}
export {
  fromGemini,
  run
};
