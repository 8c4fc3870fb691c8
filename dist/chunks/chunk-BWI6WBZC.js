import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  units
} from "./chunk-E5EXWXCP.js";
import {
  normaliseText
} from "./chunk-O445MX7U.js";

// src/engine/units.ts
function unitsOf(doc, config) {
  const out = [];
  const shared = (id) => id in config.sync.shared;
  const preambleOwner = doc.kind === "handover" ? doc.writer : doc.kind === "sync" || doc.kind === "registry" ? config.owner : null;
  const pre = doc.preamble;
  out.push({
    unit: units.preamble,
    owner: preambleOwner,
    start: pre.start.line,
    end: pre.start.line + lineCount(pre.text) - 1,
    text: pre.text
  });
  const add = (unit, owner, span, text) => out.push({ unit, owner, start: span.start.line, end: span.end.line, text });
  if (doc.kind === "handover") for (const e of doc.entries) add(units.entry(e), doc.writer, e.span, e.chunk.text);
  if (doc.kind === "sync")
    for (const s of doc.sections) add(units.section(s.id), shared(s.id) ? config.owner : s.id, s.span, s.chunk.text);
  if (doc.kind === "registry") {
    for (const e of doc.entries)
      add(units.project(e.id), e.provenance?.kind === "relayed" ? e.provenance.by : e.id, e.span, e.chunk.text);
  }
  if (doc.kind === "marker")
    for (const o of doc.offsets) add(units.upstream(o.upstream), null, o.span, JSON.stringify(o.value));
  const [preamble, ...rest] = out;
  return [preamble, ...rest.sort((a, b) => a.start - b.start)];
}
function lineCount(text) {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function unitAt(list, line) {
  let lo = 1;
  let hi = list.length - 1;
  let found = null;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (list[mid].start <= line) {
      found = list[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found && line <= Math.max(found.end, found.start)) return found;
  if (found) return found;
  return list[0] ?? null;
}
function placeUnits(messages, doc, config) {
  if (messages.length === 0) return messages;
  const list = doc ? unitsOf(doc, config) : [];
  const byName = new Map(list.map((u) => [u.unit, u]));
  for (const m of messages) {
    if (m.unit) {
      m.owner ??= byName.get(m.unit)?.owner ?? ownerFromName(m.unit);
      continue;
    }
    const u = doc ? unitAt(list, m.line) : null;
    m.unit = u?.unit ?? units.file;
    m.owner = u?.owner ?? null;
  }
  return messages;
}
function ownerFromName(unit) {
  const m = /^(?:section|project) (.+)$/.exec(unit);
  return m ? m[1] : null;
}
function unitText(doc, unit, config) {
  if (!doc) return null;
  if (unit === units.file) return normaliseText(doc.source.text);
  const u = unitsOf(doc, config).find((x) => x.unit === unit);
  return u ? normaliseText(u.text) : null;
}
function findingKey(m) {
  if (m.identity !== void 0) return `${m.ruleId}\0${m.unit ?? units.file}\0=${m.identity}`;
  const text = m.already ? m.message.replace(/ \(already in .*; not blamed on this change\)$/, "") : m.message;
  return `${m.ruleId}\0${m.unit ?? units.file}\0${text.replace(/\blines? \d+(?:[–-]\d+)?/g, "line #")}`;
}
function whose(m) {
  const unit = m.unit ?? units.file;
  const owner = m.owner;
  if (unit === units.file) return "the file as a whole";
  if (unit === units.preamble) return owner ? `the preamble (${owner}'s)` : "the preamble";
  if (unit.startsWith("section ")) return owner ? `${owner}'s section` : unit;
  if (unit.startsWith("project "))
    return owner ? `the entry of ${unit.slice(8)} (${owner}'s)` : `the entry of ${unit.slice(8)}`;
  if (unit.startsWith("entry ")) return owner ? `${unit} of ${owner}'s log` : unit;
  return unit;
}
function blameOnlyTheChange(before, head, baseName) {
  const seen = /* @__PURE__ */ new Map();
  for (const m of before) if (m.severity === "error") seen.set(findingKey(m), (seen.get(findingKey(m)) ?? 0) + 1);
  if (seen.size === 0) return head;
  return head.map((m) => {
    if (m.severity !== "error") return m;
    const k = findingKey(m);
    const n = seen.get(k) ?? 0;
    if (n === 0) return m;
    seen.set(k, n - 1);
    return {
      ...m,
      severity: "warning",
      already: baseName,
      message: `${m.message} (already in ${baseName}, in ${whose(m)}; not blamed on this change)`
    };
  });
}

export {
  placeUnits,
  unitText,
  findingKey,
  whose,
  blameOnlyTheChange
};
