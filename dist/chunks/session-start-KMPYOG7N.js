import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  writeSession
} from "./chunk-MKOE3C4A.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-KYNWQTIT.js";
import {
  note,
  str
} from "./chunk-HB75Q5LZ.js";
import {
  headCommit
} from "./chunk-Q3367U5O.js";
import {
  planConsume
} from "./chunk-PD63CZY7.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-YAJ6PI5B.js";
import {
  shown
} from "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-DIB5KY33.js";
import "./chunk-IRDQGPMW.js";
import "./chunk-7XZO6OSN.js";

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
