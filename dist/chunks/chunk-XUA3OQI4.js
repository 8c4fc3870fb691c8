import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  gatherFacts
} from "./chunk-KFSBITSB.js";
import {
  loadConfig
} from "./chunk-LCY7OKIW.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import {
  readProtocolFile
} from "./chunk-4PAOOPLX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  askedType,
  entryDigest,
  parseRequests,
  refText
} from "./chunk-OZWJXZ6M.js";
import {
  sourceFromBytes
} from "./chunk-5IDJGKSO.js";

// src/requests/inbox.ts
import { existsSync } from "node:fs";
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
  const { facts, peers, registryError } = await gatherFacts(root, config, { fetch: opts.fetch ?? true });
  if (registryError)
    throw new CliError(`The registry could not be read (${registryError}); the inbox finds peers through it.`, 2);
  const answered = /* @__PURE__ */ new Set();
  const forwardedAs = /* @__PURE__ */ new Map();
  for (const r of mine.requests) {
    if (!r.inReplyTo) continue;
    if (r.type === "response" || r.type === "forward") answered.add(refText(r.inReplyTo));
    if (r.type === "forward") forwardedAs.set(`${self}#${r.entry.seq}`, refText(r.inReplyTo));
    checkDigest(r, facts.peers.get(r.inReplyTo.project) ?? null);
  }
  const relayed = new Set(
    mine.requests.filter((r) => r.type === "response" && r.relays).map((r) => refText(r.relays))
  );
  const now = (opts.now ?? /* @__PURE__ */ new Date()).getTime();
  const items = [];
  for (const [id, log] of facts.peers) {
    for (const r of log.requests) {
      if (!r.to || r.to.toLowerCase() !== self.toLowerCase() || r.entry.time === null) continue;
      const ref = `${id}#${r.entry.seq}`;
      const base = {
        ref,
        from: id,
        subject: r.subject,
        chain: r.chain ?? [id],
        claims: r.claims,
        reversibility: r.reversibility,
        timestamp: r.entry.timestamp,
        ageDays: (now - r.entry.time) / DAY
      };
      if (askedType(r) && r.type !== "response" && !answered.has(ref))
        items.push({
          ...base,
          kind: "request",
          type: r.type === "forward" ? `${askedType(r)} (forwarded)` : r.type,
          stale: false
        });
      if (r.type === "response" && r.inReplyTo && forwardedAs.has(refText(r.inReplyTo))) {
        const original = forwardedAs.get(refText(r.inReplyTo));
        const done = mine.requests.some(
          (x) => x.type === "response" && x.inReplyTo && refText(x.inReplyTo) === original
        );
        if (!done && !relayed.has(ref))
          items.push({ ...base, kind: "relay", type: "response", answers: original, stale: false });
      }
    }
  }
  for (const i of items) i.stale = i.ageDays > config.requests.staleDays;
  items.sort((a, b) => b.ageDays - a.ageDays);
  return {
    project: self,
    staleDays: config.requests.staleDays,
    items,
    unreachable: peers.filter((p) => p.error).map((p) => ({ id: p.id, error: p.error }))
  };
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
  if (inbox.items.length === 0) return `Inbox of ${inbox.project}: nothing waiting.
`;
  const out = [`Inbox of ${inbox.project}: ${inbox.items.length} waiting, oldest first`];
  for (const i of inbox.items) {
    const what = i.kind === "relay" ? `answer to your forward of ${i.answers}: relay it up (handover respond ${i.answers} --relays ${i.ref})` : `${i.type}${i.subject ? ` on "${i.subject}"` : ""} (chain ${i.chain.join(" \u2192 ")})`;
    out.push(`  ${i.stale ? `STALE (over ${inbox.staleDays} days) ` : ""}${i.ref}  ${ageText(i.ageDays)}  ${what}`);
  }
  for (const u of inbox.unreachable) out.push(`  unreachable: ${u.id}: ${u.error}`);
  return `${out.join("\n")}
`;
}
function takesPartInRequests(root, config) {
  if (!config.agent && !existsSync(join(root, config.files.requests))) return false;
  return existsSync(join(root, config.files.requests)) || config.registry !== null || existsSync(join(root, config.files.registry));
}
async function inboxSummary(root, opts = {}) {
  let text;
  try {
    const config = opts.config ?? await loadConfig(root);
    if (!takesPartInRequests(root, config)) return "";
    const inbox = await readInbox(root, config, { fetch: false });
    text = inbox.items.length ? renderInbox(inbox) : "";
  } catch (error) {
    text = `Inbox could not be read: ${error.message.replace(/\n/g, " ")}
`;
  }
  return opts.maxChars === void 0 ? text : within(text, opts.maxChars);
}
function within(text, max) {
  const lines = text.split("\n").filter((l) => l !== "").map((l) => `${shown(l)}
`);
  const more = (n) => `  \u2026 ${n} more: handover inbox lists them all
`;
  if (lines.join("").length <= max) return lines.join("");
  let used = 0;
  let kept = 0;
  while (kept < lines.length && used + lines[kept].length + more(lines.length - kept - 1).length <= max)
    used += lines[kept++].length;
  return kept === 0 ? "" : lines.slice(0, kept).join("") + more(lines.length - kept);
}

export {
  readInbox,
  ageText,
  renderInbox,
  takesPartInRequests,
  inboxSummary
};
