import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readSession,
  writeSession
} from "./chunk-GTYSOJDO.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-QLQ3XUZ3.js";
import {
  note,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import {
  inboxForSession
} from "./chunk-5ELRP67H.js";
import {
  planConsume
} from "./chunk-AAIWVAIG.js";
import {
  headCommit
} from "./chunk-VGF64KUY.js";
import "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import {
  resolveActor
} from "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-ZNCGIGJQ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
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
  const startup = source === "startup" || source === "new";
  const view = await inboxForSession(root, { config, maxChars: INBOX_MAX_CHARS, fetch: true, env });
  const inbox = await whoAmI(root, config, env) + view.text;
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
async function whoAmI(root, config, env) {
  if (!config.owner) return "";
  const actor = await resolveActor({ root, config, env }).then(
    (a) => a.actor,
    () => null
  );
  if (actor === null)
    return "handover: this clone of the commons acts as no agent yet: run `handover init --agent NAME` here.\n";
  const owner = actor === config.owner ? ", its owner" : "";
  const who = `handover: this clone of the commons acts as \`${actor}\`${owner}`;
  return `${who}; write only your own SYNC section, \`## ${actor}\`.
`;
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
