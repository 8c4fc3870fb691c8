import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parsePayload,
  readInput
} from "./chunk-HB75Q5LZ.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-K6NOIWDH.js";
import {
  CliError
} from "./chunk-OBKVNHAI.js";
import "./chunk-7XZO6OSN.js";

// src/cli/commands/hook.ts
var HOOKS = ["claude-pre-tool-use", "claude-session-start", "claude-stop"];
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("hook", args, {});
  const name = positionals[0];
  if (positionals.length !== 1 || !HOOKS.includes(name)) {
    throw new CliError(`handover hook takes one of ${HOOKS.join(", ")}${name ? `, not "${positionals.join(" ")}"` : ""}; see handover help hook.`, 2);
  }
  const cwd = workDir(io, values.cwd);
  const write = (text) => new Promise((ok, fail) => io.stdout.write(text, (e) => e ? fail(e) : ok()));
  let answer;
  let payload;
  try {
    const parsed = parsePayload(await readInput(io.stdin));
    if (!parsed.payload) return finish(io, { code: 0, stderr: `handover: hook ${name}: ${parsed.problem}; ignored, nothing checked.
` }, write);
    payload = parsed.payload;
  } catch (error) {
    return finish(io, { code: 0, stderr: `handover: hook ${name}: cannot read the hook input (${error.message}); ignored, nothing checked.
` }, write);
  }
  try {
    if (name === "claude-pre-tool-use") answer = await (await import("./guard-AEPQG6XO.js")).guardToolUse(payload, cwd, io.env);
    else if (name === "claude-session-start") answer = await (await import("./session-start-KMPYOG7N.js")).sessionStart(payload, cwd, write);
    else answer = await (await import("./stop-64CROTBD.js")).stopHook(payload, cwd, io.env);
  } catch (error) {
    answer = { code: 0, stderr: `handover: hook ${name} failed (${error.message}); let through. Rerun with HANDOVER_DEBUG=1 and report it.
` };
    if (io.env.HANDOVER_DEBUG) answer.stderr += `${error.stack}
`;
  }
  return finish(io, answer, write);
}
async function finish(io, a, write) {
  if (a.stdout) await write(a.stdout);
  if (a.stderr) io.stderr.write(a.stderr);
  return a.code;
}
export {
  run
};
