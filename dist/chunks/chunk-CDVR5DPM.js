import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  appendEntry
} from "./chunk-TKC2R3UZ.js";
import {
  gatherFacts
} from "./chunk-GQY6FBDC.js";
import {
  lintSource
} from "./chunk-U75CFEDE.js";
import {
  NAME
} from "./chunk-RHE6JALN.js";
import {
  REVERSIBILITY,
  STATUSES,
  askedType,
  entryDigest,
  lookupRef,
  parseRef,
  parseRequests,
  parseVerdict,
  refText
} from "./chunk-H2I6UNX5.js";
import {
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/requests/write.ts
function line(flag, v) {
  const t = v.trim();
  if (!t) throw new CliError(`--${flag} is empty; give it a value.`, 2);
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(t))
    throw new CliError(`--${flag} holds a line break or control character; write it on one line.`, 2);
  return t;
}
function project(flag, v) {
  const t = line(flag, v);
  if (!NAME.test(t)) throw new CliError(`--${flag} "${t}" is not a project id (letters, digits, ".", "_", "-").`, 2);
  return t;
}
function refArg(v, what = "REF") {
  const r = v === void 0 ? null : parseRef(v);
  if (!r) throw new CliError(`${what} must be <project>#<seq>, like lab#4${v ? `, not "${v}"` : ""}.`, 2);
  return r;
}
async function write(base, type, lines, ask) {
  const facts = base.facts ?? (await gatherFacts(base.root, base.config, { fetch: true })).facts;
  const file = base.config.files.requests;
  const words = ask ? askText(ask) : null;
  const r = await appendEntry({
    root: base.root,
    config: base.config,
    actor: base.actor,
    text: lines.join("\n") + (words ? `

${words}` : ""),
    title: type,
    now: base.now,
    log: "requests",
    verify: (next, seq) => {
      const { doc, messages } = lintSource(sourceFromBytes(file, next), "requests", base.config, facts);
      const entry = doc?.requests.find((x) => x.entry.seq === seq);
      const from = entry ? entry.entry.heading.start.line : 1;
      const own = messages.filter((m) => m.severity === "error" && m.line >= from);
      if (own.length) throw new CliError(`${file}: the ${type} was not written:
${own.map(show).join("\n")}`, 1);
      if (words && entry?.ask !== words)
        throw new CliError(
          `${file}: the text of the ${type} would not read back as written (it begins with a list, which would run into the fields); start it with a sentence. Nothing was written.`,
          2
        );
    }
  });
  return { ...r, ref: `${base.actor}#${r.seq}` };
}
function askText(text) {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").replace(/[ \t]+$/gm, "").trim();
}
var show = (m) => `  ${m.ruleId ?? "error"}: ${m.message}`;
function numbered(items) {
  return items.map((c, i) => `  ${i + 1}. ${c}`);
}
async function writeRequest(base) {
  if (!["ruling", "evidence", "capability"].includes(base.type))
    throw new CliError(`handover request takes ruling, evidence or capability, not "${base.type}".`, 2);
  const to = project("to", base.to);
  const claims = base.claims.map((c) => line("claim", c));
  if (base.type === "ruling" && claims.length === 0)
    throw new CliError("A ruling states what it asks to be ruled on: give --claim C at least once.", 2);
  if (base.type !== "ruling" && claims.length)
    throw new CliError(
      "--claim is for rulings; say what an evidence or capability request asks as its text (TEXT, --file F or -).",
      2
    );
  const rev = base.reversibility === void 0 ? void 0 : line("reversibility", base.reversibility).toLowerCase();
  if (base.type === "capability" && !REVERSIBILITY.includes(rev ?? ""))
    throw new CliError(
      `A capability request says how reversible it is: --reversibility ${REVERSIBILITY.join("|")}.`,
      2
    );
  if (base.type !== "capability" && rev !== void 0)
    throw new CliError("--reversibility is for capability requests.", 2);
  const lines = [`- To: ${to}`, `- Subject: ${line("subject", base.subject)}`, `- Chain: ${base.actor}`];
  if (rev) lines.push(`- Reversibility: ${rev}`);
  if (base.deniedBefore)
    lines.push(`- Denied-before: ${refText(refArg(base.deniedBefore, "--denied-before"))}`, "- Status: escalated");
  if (claims.length) lines.push("- Claims:", ...numbered(claims));
  return write(base, base.type, lines, base.text);
}
async function find(base, ref) {
  const gathered = base.facts ? { facts: base.facts, peers: [] } : await gatherFacts(base.root, base.config, { fetch: true });
  const own = parseRequests(sourceFromBytes(base.config.files.requests, ""));
  own.writer = base.actor;
  const found = lookupRef(own, gathered.facts, ref);
  if (!found) {
    const peer = gathered.peers.find((p) => p.id === ref.project);
    const why = peer?.error ? `: ${peer.error}` : gathered.facts.peers.has(ref.project) ? `: ${ref.project}'s REQUESTS.md has no entry ${ref.seq}` : `: ${ref.project}'s REQUESTS.md is not reachable (no registry Address: or upstream for it)`;
    throw new CliError(
      `Cannot find ${refText(ref)}${why}. Check the reference, or the registry entry for ${ref.project}.`,
      2
    );
  }
  return { ...found, facts: gathered.facts };
}
async function writeForward(base) {
  const ref = refArg(base.ref);
  const { request, facts } = await find(base, ref);
  const type = askedType(request);
  if (!type)
    throw new CliError(`${refText(ref)} is a ${request.type ?? "untyped entry"}, not a request to forward.`, 2);
  const lines = [
    `- To: ${project("to", base.to)}`,
    `- In-reply-to: ${refText(ref)}`,
    `- Digest: ${entryDigest(request.entry.chunk.text)}`,
    `- Type: ${type}`,
    `- Subject: ${request.subject ?? ""}`,
    `- Chain: ${[...request.chain ?? [ref.project], base.actor].join(" \u2192 ")}`
  ];
  if (request.reversibility) lines.push(`- Reversibility: ${request.reversibility}`);
  if (request.deniedBefore) lines.push(`- Denied-before: ${refText(request.deniedBefore)}`, "- Status: escalated");
  if (request.claims.length) lines.push("- Claims:", ...numbered(request.claims));
  return write({ ...base, facts }, "forward", lines, request.ask);
}
function verdictText(v) {
  return v.kind === "wrong" ? `wrong: ${v.correction}` : v.kind;
}
function responseStatus(given, ref, request) {
  const status = given === void 0 ? void 0 : line("status", given).toLowerCase();
  if (status !== void 0 && !STATUSES.includes(status))
    throw new CliError(`--status must be one of ${STATUSES.join(", ")}, not "${status}".`, 2);
  if (askedType(request) === "capability" && status === void 0)
    throw new CliError(`${refText(ref)} asks for a capability: say --status done, escalated or refused.`, 2);
  return status;
}
async function relayedResponse(base, relays) {
  const r = refArg(relays, "--relays");
  const relayed = (await find(base, r)).request;
  if (relayed.type !== "response") throw new CliError(`--relays ${refText(r)} is not a response.`, 2);
  return relayed;
}
function addVerdicts(verdicts, args, relaying) {
  const amended = [];
  for (const raw of args) {
    const m = /^\s*(\d{1,4})\s*=\s*(.+)$/s.exec(raw);
    const v = m ? parseVerdict(m[2]) : null;
    if (!m || !v)
      throw new CliError(`--verdict takes N=confirmed, N=wrong:CORRECTION or N=not-stated, not "${raw}".`, 2);
    const n = Number(m[1]);
    if (relaying && verdicts.has(n) && verdictText(verdicts.get(n)) !== verdictText(v)) amended.push(n);
    verdicts.set(n, { ...v, ...v.kind === "wrong" ? { correction: line("verdict", v.correction) } : {} });
  }
  return amended;
}
async function writeResponse(base) {
  const ref = refArg(base.ref);
  const { request, facts } = await find(base, ref);
  if (!askedType(request))
    throw new CliError(
      `${refText(ref)} is a ${request.type ?? "untyped entry"}, not a request; answer requests and forwards.`,
      2
    );
  const status = responseStatus(base.status, ref, request);
  const verdicts = /* @__PURE__ */ new Map();
  let backwards = base.backwards === void 0 ? void 0 : line("backwards", base.backwards);
  let relayed = null;
  if (base.relays !== void 0) {
    relayed = await relayedResponse({ ...base, facts }, base.relays);
    relayed.verdicts.forEach((v, i) => {
      if (v.verdict) verdicts.set(v.n ?? i + 1, v.verdict);
    });
    backwards ??= relayed.fields.get("backwards")?.value || void 0;
  }
  const amended = addVerdicts(verdicts, base.verdicts, relayed !== null);
  const lines = [
    `- To: ${ref.project}`,
    `- In-reply-to: ${refText(ref)}`,
    `- Digest: ${entryDigest(request.entry.chunk.text)}`
  ];
  if (request.subject) lines.push(`- Subject: ${request.subject}`);
  lines.push(`- Chain: ${[...request.chain ?? [ref.project], base.actor].join(" \u2192 ")}`);
  if (request.reversibility) lines.push(`- Reversibility: ${request.reversibility}`);
  if (status) lines.push(`- Status: ${status}`);
  if (relayed) lines.push(`- Relays: ${base.relays.trim()}`);
  if (amended.length) lines.push(`- Amends: ${amended.join(", ")}`);
  if (verdicts.size)
    lines.push(
      "- Verdicts:",
      ...[...verdicts].sort((a, b) => a[0] - b[0]).map(([n, v]) => `  ${n}. ${verdictText(v)}`)
    );
  if (backwards) lines.push(`- Backwards: ${backwards}`);
  return write({ ...base, facts }, "response", lines);
}

export {
  refArg,
  writeRequest,
  writeForward,
  writeResponse
};
