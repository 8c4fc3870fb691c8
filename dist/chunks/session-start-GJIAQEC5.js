import {
  writeSession
} from "./chunk-52M5LWVY.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-ETH7MMB2.js";
import {
  note,
  str
} from "./chunk-URVR34CM.js";
import {
  headCommit
} from "./chunk-ZBRA4OK6.js";
import {
  planConsume
} from "./chunk-QI2SK5PP.js";
import "./chunk-QJLPXOOE.js";
import "./chunk-YE5B2ZP3.js";
import "./chunk-HUD7R4V5.js";
import "./chunk-XODWWIKJ.js";

// src/hooks/session-start.ts
var HOOK = "claude-session-start";
var SESSION_START_MAX_CHARS = 1e4;
async function sessionStart(payload, fallbackCwd, write) {
  const repo = await hookRepo(str(payload.cwd) ?? fallbackCwd, HOOK);
  if (isAnswer(repo)) return repo;
  const { root, config } = repo;
  const source = str(payload.source);
  if (source === "startup" || source === void 0) await writeSession(root, str(payload.session_id), { head: await headCommit(root) });
  if (Object.keys(config.upstreams).length === 0) return { code: 0 };
  const startup = source === "startup";
  try {
    const plan = await planConsume({ root, config, maxChars: SESSION_START_MAX_CHARS, format: "markdown", replayLast: !startup });
    if (plan.output) await write(plan.output.endsWith("\n") ? plan.output : plan.output + "\n");
    if (startup && !plan.upToDate) await plan.commit();
    return { code: 0 };
  } catch (error) {
    const e = error;
    if (e.name === "CliError" && e.exitCode === 1) {
      await write(`handover: consume found a protocol problem upstream: ${e.message}
`);
      return { code: 0 };
    }
    return note(`${HOOK}: could not read the upstream entries: ${e.message}`);
  }
}
export {
  SESSION_START_MAX_CHARS,
  sessionStart
};
