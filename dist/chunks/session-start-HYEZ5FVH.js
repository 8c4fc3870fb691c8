import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readSession,
  writeSession
} from "./chunk-HFDRCPUU.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-DQRG6MB5.js";
import {
  note,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import {
  inboxSummary
} from "./chunk-XUA3OQI4.js";
import {
  planConsume
} from "./chunk-JTKZES74.js";
import "./chunk-26MZITYF.js";
import {
  headCommit
} from "./chunk-V65TXMRB.js";
import "./chunk-KFSBITSB.js";
import "./chunk-TFD4VZJ6.js";
import "./chunk-LCY7OKIW.js";
import "./chunk-IXUX6JSV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-T7MN7Z7H.js";
import "./chunk-6BX353RH.js";
import "./chunk-FISEVLQW.js";
import "./chunk-KWRSWJOR.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-OZWJXZ6M.js";
import "./chunk-5IDJGKSO.js";
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
  const inbox = await inboxSummary(root, { config, maxChars: INBOX_MAX_CHARS });
  if (Object.keys(config.upstreams).length === 0) {
    if (inbox) await write(inbox);
    return { code: 0 };
  }
  const startup = source === "startup";
  try {
    const plan = await planWithin(
      SESSION_START_MAX_CHARS - (inbox ? inbox.length + 1 : 0),
      (maxChars) => planConsume({ root, config, maxChars, format: "markdown", replayLast: !startup })
    );
    if (plan.text || inbox) await write(plan.text + (plan.text && inbox ? "\n" : "") + inbox);
    if (startup && !plan.upToDate) await plan.commit();
    return { code: 0 };
  } catch (error) {
    const e = error;
    if (e.name === "CliError" && e.exitCode === 1) {
      await write(shown(`handover: consume found a protocol problem upstream: ${e.message}
`) + inbox);
      return { code: 0 };
    }
    if (inbox) await write(inbox);
    return note(`${HOOK}: could not read the upstream entries: ${e.message}`);
  }
}
var INBOX_MAX_CHARS = 2e3;
async function planWithin(room, plan) {
  let max = room;
  for (let i = 0; ; i++) {
    const p = await plan(max);
    const text = p.output ? shown(p.output.endsWith("\n") ? p.output : `${p.output}
`) : "";
    if (text.length <= room || i === 2 || max <= 1) return Object.assign(p, { text });
    max = Math.max(1, Math.floor(max * room / text.length) - 1);
  }
}
export {
  SESSION_START_MAX_CHARS,
  sessionStart
};
