import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readSession,
  writeSession
} from "./chunk-M5LLSOJ7.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-ZF5ZW2TB.js";
import {
  note,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import {
  inboxForSession
} from "./chunk-JD2UPHIS.js";
import {
  planConsume
} from "./chunk-YRRPHWXO.js";
import {
  headCommit
} from "./chunk-3P2CESSR.js";
import "./chunk-LLKVQBNA.js";
import "./chunk-RK6ALVWA.js";
import "./chunk-2KXPNSWC.js";
import "./chunk-DMFGIRUV.js";
import "./chunk-J766NP5B.js";
import "./chunk-UXOI54BJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-633LOMZY.js";
import "./chunk-AKETTWE2.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-EL3CTBVU.js";
import "./chunk-SAUV6JHN.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";

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
  const startup = source === "startup";
  const view = await inboxForSession(root, { config, maxChars: INBOX_MAX_CHARS, fetch: true, env });
  const inbox = view.text;
  const consumed = async () => {
    if (startup) await view.commit();
  };
  if (Object.keys(config.upstreams).length === 0) {
    if (inbox) await write(inbox);
    await consumed();
    return { code: 0 };
  }
  try {
    const plan = await planWithin(
      SESSION_START_MAX_CHARS - (inbox ? inbox.length + 1 : 0),
      (maxChars) => planConsume({ root, config, maxChars, format: "markdown", replayLast: !startup })
    );
    if (plan.text || inbox) await write(plan.text + (plan.text && inbox ? "\n" : "") + inbox);
    if (startup && !plan.upToDate) await plan.commit();
    await consumed();
    return { code: 0 };
  } catch (error) {
    const e = error;
    if (e.name === "CliError" && e.exitCode === 1) {
      await write(shown(`handover: consume found a protocol problem upstream: ${e.message}
`) + inbox);
      await consumed();
      return { code: 0 };
    }
    if (inbox) await write(inbox);
    await consumed();
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
