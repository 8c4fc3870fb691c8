import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  HOST_HOOKS,
  JSON_ANSWERS,
  SCRIPT_JSON_ANSWERS,
  fromGemini,
  termsOf,
  translate
} from "./chunk-CBSPE7GF.js";
import {
  parsePayload,
  readInput
} from "./chunk-ZTCXB3MP.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  oneLine,
  shown,
  shownHookOutput
} from "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/hook.ts
var HOOKS = Object.keys(HOST_HOOKS);
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("hook", args, {});
  const name = positionals[0];
  if (positionals.length !== 1 || !HOOKS.includes(name)) {
    const given = name ? `, not "${positionals.join(" ")}"` : "";
    throw new CliError(`handover hook takes one of ${HOOKS.join(", ")}${given}; see handover help hook.`, 2);
  }
  const { host, role } = HOST_HOOKS[name];
  if (await extensionStepsAside(host, io.env)) return 0;
  const cwd = workDir(io, values.cwd);
  const raw = (text) => new Promise((ok, fail) => io.stdout.write(text, (e) => e ? fail(e) : ok()));
  const jsonStart = role === "start" && host !== "claude";
  let wrote = false;
  const write = (text) => {
    if (!jsonStart) return raw(shown(text));
    wrote = true;
    const own = JSON_ANSWERS[name];
    const out = own ? own(shown(text)) : { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: shown(text) } };
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
async function extensionStepsAside(host, env) {
  const root = env.HANDOVER_EXTENSION_ROOT;
  if (!root || env.HANDOVER_EXTENSION_PID !== String(process.ppid)) return false;
  if (host !== "gemini" && host !== "qwen") return false;
  return (await import("./folder-trust-HJPCGP7X.js")).projectHooksRun(host, root, env);
}
async function runRole(role, o) {
  const { payload, cwd, io } = o;
  if (role === "pre") {
    const fast = await import("../cli/hook-fast.js");
    const edited = fast.editedPath(payload, io.env, cwd);
    if (edited === null || !("problem" in edited) && fast.surelyNotProtocol(edited.abs) && fast.surelyNotProtocol(edited.real))
      return { code: 0 };
    return (await import("../cli/hook-guard.js")).guardToolUse(payload, cwd, io.env, o.terms);
  }
  if (role === "post") return (await import("./post-tool-use-TAEBVMZ7.js")).postToolUse(payload, cwd, io.env, o.terms);
  if (role === "start")
    return (await import("./session-start-CJMA7BC4.js")).sessionStart(payload, cwd, o.write, io.env);
  return (await import("./stop-L5NUX5XM.js")).stopHook(payload, cwd, io.env);
}
async function finish(name, a, write, io) {
  const { host, role, event } = HOST_HOOKS[name];
  let stdout = a.stdout ?? "";
  if (a.notice) a = { ...a, notice: oneLine(a.notice) };
  if (a.notice) {
    if (name === "claude-session-start") stdout += `${a.notice}
`;
    else if (role === "start" && JSON_ANSWERS[name]) stdout = `${JSON.stringify(JSON_ANSWERS[name](a.notice))}
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
  const json = JSON_ANSWERS[name] ?? (io.env.HANDOVER_HOOK_SCRIPT === "1" ? SCRIPT_JSON_ANSWERS[name] : void 0);
  if (json && a.code === 2 && a.stderr) {
    await write(`${JSON.stringify(json([a.notice, shown(a.stderr).trimEnd()].filter(Boolean).join("\n")))}
`);
    return 0;
  }
  if (stdout) await write(shownHookOutput(stdout));
  if (a.stderr) io.stderr.write(shown(a.stderr));
  return a.code;
}
export {
  fromGemini,
  run
};
