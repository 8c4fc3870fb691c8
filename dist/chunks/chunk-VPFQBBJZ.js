import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages
} from "./chunk-UFBQM3TK.js";
import {
  HISTORICAL_RULES,
  ruleUrl
} from "./chunk-G3N7XG6V.js";
import {
  parseAppended,
  parseDoc
} from "./chunk-Z3BRSTKQ.js";
import {
  sourceFromBytes
} from "./chunk-UA5RHGZC.js";

// src/engine/check.ts
var bytesOf = (x) => typeof x === "string" ? Buffer.from(x, "utf8") : x;
function checkVersions({ kind, path, base, head, actor, config }) {
  if (base === null && head === null) return [];
  const b = base === null ? null : bytesOf(base);
  const h = head === null ? null : bytesOf(head);
  if (b && h && Buffer.compare(Buffer.from(b.buffer, b.byteOffset, b.length), Buffer.from(h.buffer, h.byteOffset, h.length)) === 0) return [];
  if (kind === "append-only") return appendOnlyFile(path, b, h, config);
  if (kind === "handover" && b && h) {
    const fast = parseAppended(path, b, h);
    if (fast) return sortMessages([...lintDoc(fast.head, config), ...actor ? checkChange(kind, fast.base, fast.head, actor, config) : []]);
  }
  const messages = [];
  let headDoc = null;
  if (h) {
    const linted = lintSource(sourceFromBytes(path, h), kind, config);
    messages.push(...linted.messages);
    if (!linted.doc) return messages;
    headDoc = linted.doc;
  }
  if (actor === null) return messages;
  let baseDoc = null;
  if (b) {
    const source = sourceFromBytes(path, b);
    baseDoc = source.encoding.length ? null : parseDoc(kind, source);
  }
  return sortMessages([...messages, ...checkChange(kind, baseDoc, headDoc, actor, config)]);
}
function appendOnlyFile(path, base, head, config) {
  const rule = HISTORICAL_RULES.find((r) => r.id === "handover/append-only");
  const { severity } = ruleSetting(rule, config);
  if (severity === "off" || base === null) return [];
  const msg = (message, line2, column) => [
    { ruleId: rule.id, severity: severity === "warn" ? "warning" : "error", message, line: line2, column, docs: ruleUrl(rule.id) }
  ];
  if (head === null) return msg(`${path} is append-only (config appendOnly) but was deleted; restore it`, 1, 1);
  let i = 0;
  const n = Math.min(base.length, head.length);
  while (i < n && base[i] === head[i]) i++;
  if (i === base.length) return [];
  let line = 1;
  for (let k = base.indexOf(10); k !== -1 && k < i; k = base.indexOf(10, k + 1)) line++;
  const what = i === head.length ? "text was removed from the end" : `line ${line} was changed`;
  return msg(`${path} is append-only (config appendOnly), but ${what}; the old text must stay exactly as it was, with new text only at the end`, line, 1);
}
function applyOverride(messages, reason) {
  return messages.map((m) => ({ ...m, override: reason }));
}
function commonToAllParents(perParent) {
  const [first, ...rest] = perParent;
  const key = (m) => `${m.ruleId}\0${m.line}\0${m.column}`;
  const others = rest.map((list) => new Set(list.map(key)));
  return (first ?? []).filter((m) => others.every((set) => set.has(key(m))));
}

export {
  checkVersions,
  applyOverride,
  commonToAllParents
};
