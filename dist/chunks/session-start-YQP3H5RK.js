import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readSession,
  writeSession
} from "./chunk-IL5JUNOY.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-OZ54NKG4.js";
import {
  note,
  sessionDir,
  str
} from "./chunk-7GWUPKXT.js";
import {
  inboxSummary
} from "./chunk-PZWJKILY.js";
import {
  planConsume
} from "./chunk-FHDJQVBN.js";
import "./chunk-L65OFG7Z.js";
import {
  headCommit
} from "./chunk-W2YKDGU2.js";
import "./chunk-AYBWQJ23.js";
import "./chunk-ROH3K25E.js";
import "./chunk-JTORLZEI.js";
import "./chunk-CM7MIYQW.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-S3TXDXJI.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-VDG5223I.js";
import "./chunk-55REJSUE.js";
import "./chunk-AAZI2RIR.js";
import "./chunk-GTPCD622.js";
import "./chunk-FOS7SCH6.js";
import "./chunk-HAJ3JEZM.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
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
    const plan = await planWithin(SESSION_START_MAX_CHARS - (inbox ? inbox.length + 1 : 0), (maxChars) => planConsume({ root, config, maxChars, format: "markdown", replayLast: !startup }));
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
    const text = p.output ? shown(p.output.endsWith("\n") ? p.output : p.output + "\n") : "";
    if (text.length <= room || i === 2 || max <= 1) return Object.assign(p, { text });
    max = Math.max(1, Math.floor(max * room / text.length) - 1);
  }
}
export {
  SESSION_START_MAX_CHARS,
  sessionStart
};
