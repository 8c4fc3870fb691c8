import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  moveRecordOffsets,
  recordOffsets
} from "./chunk-AAIWVAIG.js";
import {
  gatherFacts
} from "./chunk-GQY6FBDC.js";
import {
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  askedType,
  entryDigest,
  parseRequests,
  refText
} from "./chunk-H2I6UNX5.js";
import {
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/requests/inbox.ts
var require_inbox = __commonJS({
  "fs-by-require:src/requests/inbox.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/requests/inbox.ts
var import_node_fs = __toESM(require_inbox(), 1);
import { join } from "node:path";
var DAY = 864e5;
function ownLog(root, config, self) {
  const file = config.files.requests;
  const bytes = readProtocolFile(root, file);
  const doc = parseRequests(sourceFromBytes(file, bytes ?? ""));
  doc.writer ??= self;
  return doc;
}
async function readInbox(root, config, opts = {}) {
  const self = config.agent ?? ownLog(root, config, "").writer;
  if (!self)
    throw new CliError(
      `No project id: set "agent" in the handover config (or title ${config.files.requests} "# Requests: <project>"), so the inbox knows which requests are addressed here.`,
      2
    );
  const mine = ownLog(root, config, self);
  const { facts, peers, registryError } = await gatherFacts(root, config, {
    fetch: opts.fetch ?? true,
    cached: opts.cached
  });
  if (registryError)
    throw new CliError(`The registry could not be read (${registryError}); the inbox finds peers through it.`, 2);
  const replies = ownReplies(mine, self, facts);
  const now = (opts.now ?? /* @__PURE__ */ new Date()).getTime();
  const items = addressedItems({ self, mine, facts, replies, now });
  for (const i of items) i.stale = i.ageDays > config.requests.staleDays;
  items.sort((a, b) => b.ageDays - a.ageDays);
  const sent = sentRequests({ self, mine, facts, now, staleDays: config.requests.staleDays });
  const fresh = newAnswers(root, config, self, facts);
  return {
    project: self,
    staleDays: config.requests.staleDays,
    items,
    open: sent,
    answers: fresh.answers,
    awaitingApproval: items.filter((i) => i.escalated && !i.escalated.approved).map((i) => ({
      ref: i.ref,
      from: i.from,
      subject: i.subject,
      reversibility: i.reversibility,
      escalatedBy: i.escalated.response,
      timestamp: i.timestamp,
      ageDays: i.ageDays
    })),
    dispatcher: opts.actor ? config.dispatchers.includes(opts.actor) : false,
    unreachable: peers.filter((p) => p.error).map((p) => ({ id: p.id, error: p.error })),
    seen: fresh.seen
  };
}
function ownReplies(mine, self, facts) {
  const answered = /* @__PURE__ */ new Set();
  const forwardedAs = /* @__PURE__ */ new Map();
  const escalatedBy = /* @__PURE__ */ new Map();
  for (const r of mine.requests) {
    if (!r.inReplyTo) continue;
    if (r.type === "response" && r.status === "escalated")
      escalatedBy.set(refText(r.inReplyTo), `${self}#${r.entry.seq}`);
    else if (r.type === "response" || r.type === "forward") answered.add(refText(r.inReplyTo));
    if (r.type === "forward") forwardedAs.set(`${self}#${r.entry.seq}`, refText(r.inReplyTo));
    checkDigest(r, facts.peers.get(r.inReplyTo.project) ?? null);
  }
  const relayed = new Set(
    mine.requests.filter((r) => r.type === "response" && r.relays).map((r) => refText(r.relays))
  );
  return { answered, forwardedAs, escalatedBy, relayed };
}
function addressedItems(o) {
  const items = [];
  for (const [id, log] of o.facts.peers)
    for (const r of log.requests)
      if (r.to && r.to.toLowerCase() === o.self.toLowerCase() && r.entry.time !== null)
        items.push(...entryItems(id, r, o));
  return items;
}
function entryItems(id, r, { mine, facts, replies, now }) {
  const { answered, forwardedAs, escalatedBy, relayed } = replies;
  const items = [];
  const ref = `${id}#${r.entry.seq}`;
  const base = {
    ref,
    from: id,
    subject: r.subject,
    chain: r.chain ?? [id],
    claims: r.claims,
    text: r.ask,
    reversibility: r.reversibility,
    timestamp: r.entry.timestamp,
    ageDays: (now - r.entry.time) / DAY
  };
  if (askedType(r) && r.type !== "response" && !answered.has(ref)) {
    const by = escalatedBy.get(ref);
    items.push({
      ...base,
      kind: "request",
      type: r.type === "forward" ? `${askedType(r)} (forwarded)` : r.type,
      stale: false,
      ...by ? { escalated: { response: by, approved: facts.approvals.has(ref) } } : {}
    });
  }
  if (r.type === "response" && r.inReplyTo && forwardedAs.has(refText(r.inReplyTo))) {
    const original = forwardedAs.get(refText(r.inReplyTo));
    const done = mine.requests.some((x) => x.type === "response" && x.inReplyTo && refText(x.inReplyTo) === original);
    if (!done && !relayed.has(ref))
      items.push({ ...base, kind: "relay", type: "response", answers: original, stale: false });
  }
  return items;
}
function answersTo(self, facts) {
  const out = [];
  for (const [peer, log] of facts.peers)
    for (const r of log.requests)
      if (r.type === "response" && r.inReplyTo && r.inReplyTo.project.toLowerCase() === self.toLowerCase())
        out.push({ peer, r });
  return out;
}
function sentRequests(o) {
  const answers = answersTo(o.self, o.facts);
  const out = [];
  for (const r of o.mine.requests) {
    if (r.type === "response" || r.type === "forward" || !askedType(r) || r.entry.time === null) continue;
    const ref = `${o.self}#${r.entry.seq}`;
    const got = answers.filter((a) => refText(a.r.inReplyTo) === ref);
    if (got.some((a) => a.r.status !== "escalated")) continue;
    const ageDays = (o.now - r.entry.time) / DAY;
    out.push({
      ref,
      to: r.to ?? "?",
      type: r.type,
      subject: r.subject,
      timestamp: r.entry.timestamp,
      ageDays,
      stale: ageDays > o.staleDays,
      state: got.length ? "escalated" : "waiting",
      answeredBy: got.map((a) => `${a.peer}#${a.r.entry.seq}`)
    });
  }
  return out.sort((a, b) => b.ageDays - a.ageDays);
}
function newAnswers(root, config, self, facts) {
  const all = answersTo(self, facts);
  const keys = [...new Set(all.map((a) => answersKey(a.peer)))];
  const held = recordOffsets(root, config, keys);
  const mine = /* @__PURE__ */ new Map();
  for (const r of ownLog(root, config, self).requests) mine.set(`${self}#${r.entry.seq}`, r);
  const answers = [];
  const seen = /* @__PURE__ */ new Map();
  for (const { peer, r } of all) {
    const offset = held.get(answersKey(peer));
    checkHeld(peer, offset, facts.peers.get(peer), config);
    if ((r.entry.seq ?? 0) <= offset.seq) continue;
    const asked = mine.get(refText(r.inReplyTo));
    answers.push({
      ref: `${peer}#${r.entry.seq}`,
      from: peer,
      answers: refText(r.inReplyTo),
      type: asked ? askedType(asked) : null,
      subject: r.subject ?? asked?.subject ?? null,
      status: r.status,
      verdicts: r.verdicts.map((v, i) => `${v.n ?? i + 1}. ${v.text}`),
      backwards: r.fields.get("backwards")?.value || null,
      text: r.ask,
      timestamp: r.entry.timestamp ?? ""
    });
    seen.set(peer, { key: answersKey(peer), seq: r.entry.seq, digest: entryDigest(r.entry.chunk.text) });
  }
  return { answers, seen: [...seen.values()] };
}
var answersKey = (peer) => `${peer}/answers`;
function checkHeld(peer, offset, log, config) {
  if (offset.seq === 0 || !offset.digest) return;
  const at = log.requests.find((r) => r.entry.seq === offset.seq);
  if (at && entryDigest(at.entry.chunk.text) === offset.digest) return;
  throw new CliError(
    `${config.files.marker}: entry ${offset.seq} of ${peer}'s REQUESTS.md, the last answer read from it, is ${at ? "changed" : "gone"}: ${peer} rewrote its history; ask its writer what happened, then handover consume --rebase-offset ${answersKey(peer)} moves the offset on the record.`,
    1
  );
}
async function peerAnswers(root, config, peer) {
  const { facts } = await gatherFacts(root, config, { fetch: true });
  const log = facts.peers.get(peer);
  if (!log) throw new CliError(`${peer}'s REQUESTS.md could not be read (handover inbox says why).`, 2);
  return log.requests.map((r) => ({ seq: r.entry.seq ?? 0, digest: entryDigest(r.entry.chunk.text) }));
}
async function consumeAnswers(root, config, inbox) {
  await moveRecordOffsets(root, config, inbox.seen);
}
function checkDigest(r, peer) {
  const want = r.fields.get("digest")?.value;
  if (!want || !peer || !r.inReplyTo) return;
  const target = peer.requests.find((x) => x.entry.seq === r.inReplyTo.seq);
  const ref = refText(r.inReplyTo);
  if (!target)
    throw new CliError(
      `${ref}, which entry ${r.entry.seq} of this project's log answers, is gone from ${r.inReplyTo.project}'s REQUESTS.md: the peer lost or rewrote its history; ask its writer what happened.`,
      1
    );
  if (entryDigest(target.entry.chunk.text) !== want)
    throw new CliError(
      `${ref} changed after entry ${r.entry.seq} of this project's log answered it (its digest no longer matches): the peer rewrote its history; ask its writer what happened.`,
      1
    );
}
function ageText(days) {
  return days < 1 ? `${Math.max(0, Math.round(days * 24))}h` : `${Math.floor(days)}d`;
}
function renderInbox(inbox) {
  const out = [
    inbox.items.length === 0 ? `Inbox of ${inbox.project}: nothing waiting.` : `Inbox of ${inbox.project}: ${inbox.items.length} waiting, oldest first`
  ];
  for (const i of inbox.items) {
    const what = i.kind === "relay" ? `answer to your forward of ${i.answers}: relay it up (handover respond ${i.answers} --relays ${i.ref})` : `${i.type}${i.subject ? ` on "${i.subject}"` : ""} (chain ${i.chain.join(" \u2192 ")})`;
    out.push(`  ${i.stale ? `STALE (over ${inbox.staleDays} days) ` : ""}${i.ref}  ${ageText(i.ageDays)}  ${what}`);
    if (i.escalated)
      out.push(
        i.escalated.approved ? `      escalated by ${i.escalated.response}, approved by a dispatcher: report it (handover respond ${i.ref} --status done)` : `      escalated by ${i.escalated.response}: waiting for a dispatcher's approval (handover approve ${i.ref})`
      );
    if (i.kind === "request") out.push(...askLines(i));
  }
  for (const u of inbox.unreachable) out.push(`  unreachable: ${u.id}: ${u.error}`);
  out.push(...ownLines(inbox));
  return `${out.join("\n")}
`;
}
function ownLines(inbox) {
  return [...openLines(inbox), ...answerLines(inbox.answers), ...queueLines(inbox)];
}
function openLines(inbox) {
  if (!inbox.open.length) return [];
  const out = [`Your open requests: ${inbox.open.length}, oldest first`];
  for (const o of inbox.open) {
    const state = o.state === "escalated" ? `escalated by ${o.answeredBy.join(", ")}, waiting for a dispatcher of ${o.to}` : "no answer yet";
    const stale = o.stale ? `STALE (over ${inbox.staleDays} days) ` : "";
    const on = o.subject ? ` on "${o.subject}"` : "";
    out.push(`  ${stale}${o.ref}  ${ageText(o.ageDays)}  ${o.type} to ${o.to}${on}: ${state}`);
  }
  return out;
}
function answerLines(answers) {
  if (!answers.length) return [];
  const out = [`New answers to your requests: ${answers.length}`];
  for (const a of answers) {
    const what = a.type ? ` (${a.type}${a.subject ? ` on "${a.subject}"` : ""})` : "";
    out.push(`  ${a.ref} answers ${a.answers}${what}${a.status ? `: ${a.status}` : ""}`);
    out.push(...a.verdicts.map((v) => `      ${v}`));
    if (a.backwards) out.push(`      backwards: ${a.backwards}`);
    if (a.text) out.push(...quoted(a.text));
  }
  return out;
}
function queueLines(inbox) {
  if (!inbox.dispatcher || !inbox.awaitingApproval.length) return [];
  const out = [`Waiting for your approval (a dispatcher of ${inbox.project}): ${inbox.awaitingApproval.length}`];
  for (const e of inbox.awaitingApproval) {
    const on = e.subject ? ` on "${e.subject}"` : "";
    out.push(
      `  ${e.ref}  ${ageText(e.ageDays)}  ${e.reversibility ?? "capability"}${on}, escalated by ${e.escalatedBy}: handover approve ${e.ref}`
    );
  }
  return out;
}
function quoted(text) {
  return text.split("\n").map((l) => l ? `      > ${l}` : "      >");
}
function askLines(i) {
  const out = i.claims.map((c, n) => `      ${n + 1}. ${c}`);
  if (i.reversibility) out.unshift(`      reversibility: ${i.reversibility}`);
  if (i.text) out.push(...quoted(i.text));
  return out;
}
function takesPartInRequests(root, config) {
  if (!config.agent && !(0, import_node_fs.existsSync)(join(root, config.files.requests))) return false;
  return (0, import_node_fs.existsSync)(join(root, config.files.requests)) || config.registry !== null || (0, import_node_fs.existsSync)(join(root, config.files.registry));
}
async function inboxSummary(root, opts = {}) {
  return (await inboxForSession(root, opts)).text;
}
async function inboxForSession(root, opts = {}) {
  let text;
  let inbox = null;
  let config = opts.config ?? null;
  try {
    config ??= await loadConfig(root);
    if (!takesPartInRequests(root, config)) return { text: "", commit: async () => void 0 };
    const actor = await softActor(root, config, opts.env);
    inbox = await readInbox(root, config, { fetch: opts.fetch ?? false, cached: true, actor });
    text = hasNews(inbox) ? renderInbox(inbox) : "";
  } catch (error) {
    text = `Inbox could not be read: ${error.message.replace(/\n/g, " ")}
`;
  }
  const fit = opts.maxChars === void 0 ? { text, cut: false } : within(text, opts.maxChars);
  return {
    text: fit.text,
    commit: async () => {
      if (inbox && config && !fit.cut) await consumeAnswers(root, config, inbox).catch(() => void 0);
    }
  };
}
async function softActor(root, config, env, flag) {
  try {
    const { resolveActor } = await import("./identity-6CYW654H.js");
    return (await resolveActor({ root, config, env, flag, authorEmail: null })).actor;
  } catch {
    return null;
  }
}
function hasNews(inbox) {
  return inbox.items.length > 0 || inbox.open.length > 0 || inbox.answers.length > 0 || inbox.unreachable.length > 0 || inbox.dispatcher && inbox.awaitingApproval.length > 0;
}
function within(text, max) {
  const lines = text.split("\n").filter((l) => l !== "").map((l) => `${shown(l)}
`);
  const more = (n) => `  \u2026 ${n} more: handover inbox lists them all
`;
  if (lines.join("").length <= max) return { text: lines.join(""), cut: false };
  let used = 0;
  let kept = 0;
  while (kept < lines.length && used + lines[kept].length + more(lines.length - kept - 1).length <= max)
    used += lines[kept++].length;
  return { text: kept === 0 ? "" : lines.slice(0, kept).join("") + more(lines.length - kept), cut: true };
}

export {
  readInbox,
  answersKey,
  peerAnswers,
  consumeAnswers,
  ageText,
  renderInbox,
  takesPartInRequests,
  inboxSummary,
  inboxForSession,
  softActor,
  hasNews
};
