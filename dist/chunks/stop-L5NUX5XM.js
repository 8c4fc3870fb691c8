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
  HOST_WRITTEN
} from "./chunk-CBSPE7GF.js";
import {
  note,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import {
  changedSince,
  headCommit
} from "./chunk-VGF64KUY.js";
import "./chunk-4S4F4G6Y.js";
import {
  resolveActor
} from "./chunk-OZS6RTDT.js";
import {
  readAtCommit
} from "./chunk-SOWN6PH7.js";
import {
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  dialectOf
} from "./chunk-RHE6JALN.js";
import {
  isCanonicalLog,
  parseHandover,
  parseSync,
  readTitle
} from "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import {
  sourceFromBytes,
  splitAtLevel2
} from "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import {
  oneLine
} from "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/hooks/stop.ts
import { createHash } from "node:crypto";
var HOOK = "claude-stop";
async function stopHook(payload, fallbackCwd, env) {
  if (payload.stop_hook_active === true) return { code: 0 };
  const repo = await hookRepo(sessionDir(payload, env, fallbackCwd), HOOK);
  if (isAnswer(repo)) return repo;
  const { root, config } = repo;
  if (config.hooks.stop === "off") return { code: 0 };
  let actor;
  try {
    actor = (await resolveActor({ root, config, env })).actor;
  } catch (error) {
    return note(`${HOOK}: ${error.message}`);
  }
  const sessionId = str(payload.session_id);
  const session = await readSession(root, sessionId);
  const head = await headCommit(root);
  const since = typeof session.head === "string" && /^[0-9a-f]{7,64}$/.test(session.head) ? session.head : head;
  let changed;
  try {
    changed = await changedSince(root, since);
  } catch (error) {
    return note(`${HOOK}: cannot read git status (${error.message.split("\n")[0]}).`);
  }
  const protocol = new Set(Object.values(config.files));
  const work = changed.filter((p) => !protocol.has(p) && !HOST_WRITTEN.has(p)).sort();
  if (work.length === 0) return { code: 0 };
  const channels = await reportChannels(root, config, actor, since);
  if (channels.length === 0 || channels.some((c) => c.done)) return { code: 0 };
  const state = createHash("sha256").update(`${head}\0${work.join("\0")}`).digest("hex");
  if (session.remindedFor === state) return { code: 0 };
  await writeSession(root, sessionId, { remindedFor: state });
  const shown = work.slice(0, 5).map(oneLine).join(", ") + (work.length > 5 ? `, and ${work.length - 5} more` : "");
  const reason = `You changed this repo in this session (${shown}) but did not report it: ${channels.map((c) => c.ask).join("; or ")}. Then you may stop.`;
  const out = config.hooks.stop === "block" ? { decision: "block", reason } : { systemMessage: `handover: ${reason}` };
  return { code: 0, stdout: `${JSON.stringify(out)}
` };
}
async function reportChannels(root, config, actor, since) {
  const out = [];
  const read = async (rel) => {
    let now = null;
    try {
      now = readProtocolFile(root, rel);
    } catch {
    }
    return [since ? await readAtCommit(root, since, rel) : null, now];
  };
  const [hBase, hNow] = await read(config.files.handover);
  if (hNow) {
    const log = dialectOf(config).log;
    const canonical = isCanonicalLog(log);
    const read2 = (b) => {
      if (!canonical) {
        const d = parseHandover(sourceFromBytes(config.files.handover, b), log);
        return { writer: d.writer, count: d.entries.length };
      }
      const s = splitAtLevel2(sourceFromBytes(config.files.handover, b).text);
      return { writer: readTitle(s.preamble).writer, count: s.sections.length };
    };
    const now = read2(hNow);
    if (now.writer === actor) {
      const same = hBase?.equals(hNow);
      out.push({
        done: !same && now.count > (hBase ? read2(hBase).count : 0),
        ask: `add a ${config.files.handover} entry with the facts others need (handover append "WHAT CHANGED")`
      });
    }
  }
  const syncFile = config.files.sync.endsWith("/") ? `${config.files.sync}${actor}.md` : config.files.sync;
  const [sBase, sNow] = await read(syncFile);
  if (sNow) {
    const section = (b) => b ? parseSync(sourceFromBytes(syncFile, b), dialectOf(config).sync).sections.find((s) => s.id === actor)?.chunk.text ?? null : null;
    out.push({
      done: section(sNow) !== section(sBase),
      ask: `update your ${syncFile} section (handover sync set --focus "\u2026" --blocked "\u2026" --next "\u2026")`
    });
  }
  return out;
}
export {
  stopHook
};
