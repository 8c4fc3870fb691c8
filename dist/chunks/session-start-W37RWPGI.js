import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readSession,
  writeSession
} from "./chunk-S33XHKDB.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-YMWWIEBZ.js";
import {
  note,
  sessionDir,
  str
} from "./chunk-7GWUPKXT.js";
import {
  planConsume
} from "./chunk-YGMRA76Q.js";
import {
  headCommit
} from "./chunk-W2YKDGU2.js";
import "./chunk-RYEBKSVA.js";
import "./chunk-KB3DHMA5.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-OLL5PBU7.js";
import "./chunk-6WJ3S5HX.js";
import "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
import {
  shown
} from "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";

// src/hooks/session-start.ts
var HOOK = "claude-session-start";
var SESSION_START_MAX_CHARS = 1e4;
async function sessionStart(payload, fallbackCwd, write, env = {}) {
  const repo = await hookRepo(sessionDir(payload, env, fallbackCwd), HOOK);
  if (isAnswer(repo)) return repo;
  const { root, config } = repo;
  const source = str(payload.source);
  const sessionId = str(payload.session_id);
  if (!(await readSession(root, sessionId)).head) await writeSession(root, sessionId, { head: await headCommit(root) });
  if (Object.keys(config.upstreams).length === 0) return { code: 0 };
  const startup = source === "startup";
  try {
    const plan = await planConsume({ root, config, maxChars: SESSION_START_MAX_CHARS, format: "markdown", replayLast: !startup });
    if (plan.output) await write(shown(plan.output.endsWith("\n") ? plan.output : plan.output + "\n"));
    if (startup && !plan.upToDate) await plan.commit();
    return { code: 0 };
  } catch (error) {
    const e = error;
    if (e.name === "CliError" && e.exitCode === 1) {
      await write(shown(`handover: consume found a protocol problem upstream: ${e.message}
`));
      return { code: 0 };
    }
    return note(`${HOOK}: could not read the upstream entries: ${e.message}`);
  }
}
export {
  SESSION_START_MAX_CHARS,
  sessionStart
};
