import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  oneLine
} from "./chunk-UPXTJPQD.js";

// src/hooks/findings.ts
function findingLines(relPath, found) {
  return found.map(
    (m) => `  ${oneLine(relPath)}:${m.line}:${m.column}  ${oneLine(m.message)}  [${m.ruleId ?? "error"}${m.docs ? `, ${m.docs}` : ""}]`
  ).join("\n");
}
var isBlocking = (m) => m.severity === "error" && !m.override && !m.suppressions?.length;
function newErrors(before, after) {
  const key = (m) => {
    const what = m.identity === void 0 ? m.message : `${m.message.slice(0, m.message.indexOf("\0") + 1)}=${m.identity}`;
    return `${m.ruleId}\0${what}`;
  };
  const seen = /* @__PURE__ */ new Map();
  for (const list of before) {
    const counts = /* @__PURE__ */ new Map();
    for (const m of list) if (m.severity === "error") counts.set(key(m), (counts.get(key(m)) ?? 0) + 1);
    for (const [k, n] of counts) seen.set(k, Math.max(n, seen.get(k) ?? 0));
  }
  return after.filter((m) => {
    if (!isBlocking(m)) return false;
    const n = seen.get(key(m)) ?? 0;
    if (n > 0) {
      seen.set(key(m), n - 1);
      return false;
    }
    return true;
  });
}

export {
  findingLines,
  isBlocking,
  newErrors
};
