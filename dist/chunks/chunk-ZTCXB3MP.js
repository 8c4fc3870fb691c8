import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

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
function note(text) {
  return { code: 0, notice: `handover: ${text}` };
}
function block(text) {
  return { code: 2, stderr: text.endsWith("\n") ? text : `${text}
` };
}
function sessionDir(payload, env, fallback) {
  for (const v of [env.CLAUDE_PROJECT_DIR, env.GEMINI_PROJECT_DIR]) if (v && isAbsolute(v)) return v;
  const cwd = str(payload.cwd);
  return cwd && isAbsolute(cwd) ? cwd : fallback;
}

export {
  readInput,
  parsePayload,
  str,
  note,
  block,
  sessionDir
};
