import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parsePayload,
  readInput
} from "./chunk-ZTCXB3MP.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-AIRSLKMU.js";
import {
  oneLine,
  shown,
  shownHookOutput
} from "./chunk-UPXTJPQD.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-7XZO6OSN.js";

// src/cli/commands/hook.ts
var HOOKS = [
  "claude-pre-tool-use",
  "claude-post-tool-use",
  "claude-session-start",
  "claude-stop",
  "gemini-before-tool",
  "gemini-after-tool",
  "gemini-session-start"
];
var EVENT = {
  "claude-pre-tool-use": "PreToolUse",
  "claude-post-tool-use": "PostToolUse",
  "claude-session-start": "SessionStart",
  "claude-stop": "Stop",
  "gemini-before-tool": "BeforeTool",
  "gemini-after-tool": "AfterTool",
  "gemini-session-start": "SessionStart"
};
var AS_CLAUDE = {
  "gemini-before-tool": "claude-pre-tool-use",
  "gemini-after-tool": "claude-post-tool-use",
  "gemini-session-start": "claude-session-start"
};
function fromGemini(p) {
  const input = typeof p.tool_input === "object" && p.tool_input !== null ? p.tool_input : {};
  if (p.tool_name === "replace") {
    const n = typeof input.expected_replacements === "number" ? input.expected_replacements : 1;
    return {
      ...p,
      tool_name: "Edit",
      tool_input: {
        file_path: input.file_path,
        old_string: input.old_string,
        new_string: input.new_string,
        replace_all: n > 1
      }
    };
  }
  if (p.tool_name === "write_file")
    return { ...p, tool_name: "Write", tool_input: { file_path: input.file_path, content: input.content } };
  if (p.tool_name === "run_shell_command") return { ...p, tool_name: "Bash", tool_input: { command: input.command } };
  return p;
}
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("hook", args, {});
  const name = positionals[0];
  if (positionals.length !== 1 || !HOOKS.includes(name)) {
    throw new CliError(
      `handover hook takes one of ${HOOKS.join(", ")}${name ? `, not "${positionals.join(" ")}"` : ""}; see handover help hook.`,
      2
    );
  }
  const cwd = workDir(io, values.cwd);
  const raw = (text) => new Promise((ok, fail) => io.stdout.write(text, (e) => e ? fail(e) : ok()));
  let wrote = false;
  const write = name === "gemini-session-start" ? (text) => (wrote = true, raw(
    JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: shown(text) } }) + "\n"
  )) : (text) => raw(shown(text));
  let answer;
  let payload;
  try {
    const parsed = parsePayload(await readInput(io.stdin));
    if (!parsed.payload)
      return finish(
        name,
        { code: 0, notice: `handover: hook ${name}: ${parsed.problem}; ignored, nothing checked.` },
        raw,
        io
      );
    payload = AS_CLAUDE[name] ? fromGemini(parsed.payload) : parsed.payload;
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
  const as = AS_CLAUDE[name] ?? name;
  try {
    if (as === "claude-pre-tool-use") {
      const fast = await import("./fast-4ZP4XGSZ.js");
      const edited = fast.editedPath(payload, io.env, cwd);
      if (edited === null || !("problem" in edited) && fast.surelyNotProtocol(edited.abs) && fast.surelyNotProtocol(edited.real))
        answer = { code: 0 };
      else answer = await (await import("./guard-OJPM43HD.js")).guardToolUse(payload, cwd, io.env);
    } else if (as === "claude-post-tool-use")
      answer = await (await import("./post-tool-use-XWOF3IPB.js")).postToolUse(payload, cwd, io.env);
    else if (as === "claude-session-start")
      answer = await (await import("./session-start-HYEZ5FVH.js")).sessionStart(payload, cwd, write, io.env);
    else answer = await (await import("./stop-247AFDMR.js")).stopHook(payload, cwd, io.env);
  } catch (error) {
    const why = `handover: hook ${name} failed (${oneLine(error.message)}). Rerun with HANDOVER_DEBUG=1 and report it.`;
    answer = as === "claude-pre-tool-use" ? { code: 2, stderr: `${why} The edit is refused so that nothing passes unchecked.
` } : {
      code: as === "claude-post-tool-use" ? 2 : 0,
      ...as === "claude-post-tool-use" ? { stderr: `${why}
` } : { notice: why }
    };
    if (io.env.HANDOVER_DEBUG) io.stderr.write(`${error.stack}
`);
  }
  if (name === "gemini-session-start" && wrote && answer.notice)
    answer = { ...answer, notice: void 0, stderr: `${oneLine(answer.notice)}
` };
  return finish(name, answer, raw, io);
}
async function finish(name, a, write, io) {
  let stdout = a.stdout ?? "";
  if (a.notice) a = { ...a, notice: oneLine(a.notice) };
  if (a.notice) {
    if (name === "claude-session-start") stdout += `${a.notice}
`;
    else if (name.startsWith("gemini-"))
      stdout = `${JSON.stringify({
        systemMessage: a.notice,
        ...name === "gemini-session-start" ? { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: a.notice } } : {}
      })}
`;
    else if (name === "claude-stop") {
      const out = stdout ? JSON.parse(stdout) : {};
      out.systemMessage = [out.systemMessage, a.notice].filter(Boolean).join("\n");
      stdout = `${JSON.stringify(out)}
`;
    } else
      stdout = `${JSON.stringify({
        systemMessage: a.notice,
        hookSpecificOutput: { hookEventName: EVENT[name], additionalContext: a.notice }
      })}
`;
  }
  if (stdout) await write(shownHookOutput(stdout));
  if (a.stderr) io.stderr.write(shown(a.stderr));
  return a.code;
}
export {
  fromGemini,
  run
};
