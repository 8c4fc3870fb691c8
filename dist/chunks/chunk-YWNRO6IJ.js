import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  judgeMigration,
  migrateTrailer,
  parseMigrateClaim,
  repoDialect
} from "./chunk-WWO53TK2.js";
import {
  checkChange,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages
} from "./chunk-26XSRAK3.js";
import {
  HISTORICAL_RULES,
  ruleUrl
} from "./chunk-INWV5Z5H.js";
import {
  parseAppended,
  parseDoc
} from "./chunk-UQB3G3DB.js";
import {
  parseHandover
} from "./chunk-DIB5KY33.js";
import {
  sourceFromBytes
} from "./chunk-IRDQGPMW.js";

// src/migrate/check.ts
var HISTORICAL = new Set(HISTORICAL_RULES.map((r) => r.id));
var KINDS = /* @__PURE__ */ new Set(["handover", "sync"]);
function mayMigrate(kind, oldText, actor, config) {
  if (config.dispatchers.includes(actor) || config.owner === actor) return true;
  if (kind === "handover") {
    const writer = parseHandover(sourceFromBytes("", oldText)).writer ?? config.agent;
    return writer === null || writer === actor;
  }
  const owner = config.owner ?? config.agent;
  return owner === null || owner === actor;
}
var finding = (message, severity = "error", line = 1) => ({ ruleId: null, severity, message, line, column: 1 });
var blocks = (ms) => ms.some((m) => m.severity === "error" && !m.override && m.ruleId !== null && HISTORICAL.has(m.ruleId));
function checkMigration(pair, normal) {
  const { migrate: claim, ...plain } = pair;
  const { kind, path, base, head, actor, config } = plain;
  if (!KINDS.has(kind) || base === null || head === null || actor === null || claim.trailers !== null && claim.trailers.length === 0) return normal(plain);
  const text = (x) => typeof x === "string" ? x : Buffer.from(x.buffer, x.byteOffset, x.length).toString("utf8");
  const staticOnly = () => lintSource(sourceFromBytes(path, head), kind, config).messages;
  if (claim.trailers === null) {
    const found2 = normal(plain);
    if (!blocks(found2)) return found2;
    const to = repoDialect(config);
    const v2 = judgeMigration(text(base), text(head), kind, "legacy", to, config);
    if (!v2.exact || !mayMigrate(kind, text(base), actor, config)) return found2;
    return [...staticOnly(), finding(`${path} is exactly the migration of the committed version (legacy -> ${to}); commit it on its own with the trailer "${migrateTrailer("legacy", to)}" (git commit --trailer "${migrateTrailer("legacy", to)}"), or check --range will judge it as an ordinary edit`, "warning")];
  }
  const claims = [...new Set(claim.trailers)];
  const parsed = claims.length === 1 ? parseMigrateClaim(claims[0]) : null;
  if (!parsed) {
    const found2 = normal(plain);
    const why2 = claims.length > 1 ? `has ${claims.length} different Handover-Migrate trailers (${claims.join("; ")}); keep one` : `carries "Handover-Migrate: ${claims[0]}", which is not "<from> -> <to>" (e.g. legacy -> handover)`;
    return blocks(found2) ? [...found2, finding(`The commit ${why2}, so ${path} was judged as an ordinary edit`)] : found2;
  }
  const v = judgeMigration(text(base), text(head), kind, parsed.from, parsed.to, config);
  if (v.exact && mayMigrate(kind, text(base), actor, config)) return staticOnly();
  const found = normal(plain);
  if (!blocks(found)) return found;
  const why = v.exact ? `${actor} may not migrate it (a log is migrated by its writer, SYNC.md by the repo's owner, or by a dispatcher)` : `the new ${path} is not exactly the migration of the old one: ${v.reason}`;
  return [...found, finding(`The commit carries "${migrateTrailer(parsed.from, parsed.to)}", but ${why}; so the normal rules apply. Run handover migrate --write ${path} on the old version and commit only its output with the trailer`, "error", v.exact ? 1 : v.line ?? 1)];
}

// src/engine/check.ts
var bytesOf = (x) => typeof x === "string" ? Buffer.from(x, "utf8") : x;
function checkVersions(pair) {
  if (pair.migrate) return checkMigration({ ...pair, migrate: pair.migrate }, checkVersions);
  const { kind, path, base, head, actor, config } = pair;
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
