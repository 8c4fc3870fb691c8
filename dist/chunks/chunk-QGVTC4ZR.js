import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  judgeMigration,
  migrateTrailer,
  parseMigrateClaim,
  repoDialect,
  sharedFor
} from "./chunk-5WQQEFBQ.js";
import {
  blameOnlyTheChange,
  placeUnits
} from "./chunk-BFKQ54Q4.js";
import {
  checkChange,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages
} from "./chunk-V6RWEL4T.js";
import {
  HISTORICAL_RULES,
  ruleUrl
} from "./chunk-DLTXODZX.js";
import {
  dialectOf
} from "./chunk-OIN77HML.js";
import {
  CANONICAL,
  CMAP_LOG,
  parseAppended,
  parseDoc,
  parseHandover,
  sourceFromBytes
} from "./chunk-VJNSWD7O.js";

// src/migrate/check.ts
var HISTORICAL = new Set(HISTORICAL_RULES.map((r) => r.id));
var KINDS = /* @__PURE__ */ new Set(["handover", "sync"]);
function mayMigrate(claim) {
  const { kind, oldText, from, actor, config } = claim;
  if (config.dispatchers.includes(actor) || config.owner === actor) return true;
  if (kind === "handover") {
    const writer = parseHandover(sourceFromBytes("", oldText), from === "cmap" ? CMAP_LOG : CANONICAL.log).writer ?? config.agent;
    return writer === null || writer === actor;
  }
  const owner = config.owner ?? config.agent;
  return owner === null || owner === actor;
}
function sourceFits(from, config) {
  return from === "legacy" || repoDialect(config) === "cmap" === (from === "cmap");
}
function configFor(config, migration) {
  const { from, to, kind, headText } = migration;
  if (repoDialect(config) === to && !(kind === "sync" && from === "cmap")) return config;
  const shared = Object.assign(/* @__PURE__ */ Object.create(null), config.sync.shared);
  if (kind === "sync" && from === "cmap" && to === "handover")
    for (const [h, m] of Object.entries(sharedFor(headText))) shared[h] ??= m;
  return { ...config, dialect: to, sync: { ...config.sync, shared } };
}
var finding = (message, severity = "error", line = 1) => ({
  ruleId: null,
  severity,
  message,
  line,
  column: 1
});
var blocks = (ms) => ms.some((m) => m.severity === "error" && !m.override && m.ruleId !== null && HISTORICAL.has(m.ruleId));
function checkMigration(pair, normal) {
  const { migrate: claim, ...plain } = pair;
  const { kind, path, base, head, actor, config } = plain;
  if (!KINDS.has(kind) || base === null || head === null || actor === null || claim.trailers !== null && claim.trailers.length === 0)
    return normal(plain);
  const text = (x) => typeof x === "string" ? x : Buffer.from(x.buffer, x.byteOffset, x.length).toString("utf8");
  const c = {
    plain,
    normal,
    kind,
    path,
    actor,
    config,
    oldText: text(base),
    newText: text(head)
  };
  return claim.trailers === null ? uncommitted(c) : claimed(c, claim);
}
var staticOnly = (c, target) => lintSource(sourceFromBytes(c.path, c.newText), c.kind, target).messages;
function uncommitted(c) {
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const to = repoDialect(c.config);
  for (const from of to === "cmap" ? ["legacy"] : ["legacy", "cmap"]) {
    const v = judgeMigration({ oldText: c.oldText, newText: c.newText, kind: c.kind, from, to }, c.config);
    if (!v.exact || !mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor: c.actor, config: c.config })) continue;
    const trailer = migrateTrailer(from, to);
    return [
      ...staticOnly(c, configFor(c.config, { from, to, kind: c.kind, headText: c.newText })),
      finding(
        `${c.path} is exactly the migration of the committed version (${from} -> ${to}); commit it on its own with the trailer "${trailer}" (git commit --trailer "${trailer}"), or check --range will judge it as an ordinary edit`,
        "warning"
      )
    ];
  }
  return found;
}
function claimed(c, claim) {
  const { path, actor, config } = c;
  const claims = [...new Set(claim.trailers)];
  const parsed = claims.length === 1 ? parseMigrateClaim(claims[0]) : null;
  if (!parsed) {
    const found2 = c.normal(c.plain);
    const why2 = claims.length > 1 ? `has ${claims.length} different Handover-Migrate trailers (${claims.join("; ")}); keep one` : `carries "Handover-Migrate: ${claims[0]}", which is not "<from> -> <to>" (e.g. legacy -> handover)`;
    return blocks(found2) ? [...found2, finding(`The commit ${why2}, so ${path} was judged as an ordinary edit`)] : found2;
  }
  const { from, to } = parsed;
  const v = sourceFits(from, config) ? judgeMigration({ oldText: c.oldText, newText: c.newText, kind: c.kind, from, to }, config) : {
    exact: false,
    reason: `the config of the base says the old ${path} is in the ${repoDialect(config)} dialect, not ${from}`
  };
  if (v.exact && mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor, config })) {
    const target = configFor(config, { from, to, kind: c.kind, headText: c.newText });
    claim.onAccept?.(target);
    return staticOnly(c, target);
  }
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const why = v.exact ? `${actor} may not migrate it (a log is migrated by its writer, SYNC.md by the repo's owner, or by a dispatcher)` : `the new ${path} is not exactly the migration of the old one: ${v.reason}`;
  return [
    ...found,
    finding(
      `The commit carries "${migrateTrailer(from, to)}", but ${why}; so the normal rules apply. Run handover migrate --write ${path} on the old version and commit only its output with the trailer`,
      "error",
      v.exact ? 1 : v.line ?? 1
    )
  ];
}

// src/engine/check.ts
var bytesOf = (x) => typeof x === "string" ? Buffer.from(x, "utf8") : x;
function checkVersions(pair) {
  return checkKeepingBase(pair).messages;
}
function checkKeepingBase(pair) {
  const none = (messages) => ({ messages, baseStatic: null });
  if (pair.migrate) return none(checkMigration({ ...pair, migrate: pair.migrate }, checkVersions));
  const { kind, path, base, head, config } = pair;
  if (base === null && head === null) return none([]);
  const b = base === null ? null : bytesOf(base);
  const h = head === null ? null : bytesOf(head);
  if (b && h && Buffer.compare(Buffer.from(b.buffer, b.byteOffset, b.length), Buffer.from(h.buffer, h.byteOffset, h.length)) === 0)
    return none([]);
  if (kind === "append-only") return none(placeUnits(appendOnlyFile(path, b, h, config), null, config));
  const appended = kind === "handover" && b && h ? appendedCheck(pair, b, h) : null;
  return appended ? none(appended) : fullCheck(pair, kind, b, h);
}
function appendedCheck(pair, b, h) {
  const { path, actor, config } = pair;
  const kind = "handover";
  const fast = parseAppended(path, b, h, dialectOf(config).log);
  if (!fast) return null;
  const tail = lintDoc(fast.head, config);
  if (tail.some((m) => m.ruleId === "protocol/kind") || fast.head.entries.some((e) => e.headingProblem)) return null;
  const change = actor ? checkChange(kind, fast.base, fast.head, actor, config) : [];
  return sortMessages(placeUnits([...tail, ...change], fast.head, config));
}
function fullCheck(pair, kind, b, h) {
  const { path, actor, config, baseName = "HEAD", facts } = pair;
  let headStatic = [];
  let headDoc = null;
  if (h) {
    const linted = lintSource(sourceFromBytes(path, h), kind, config, facts);
    headStatic = placeUnits(linted.messages, linted.doc, config);
    if (!linted.doc) return { messages: headStatic, baseStatic: null };
    headDoc = linted.doc;
  }
  let baseDoc = null;
  let baseLint = null;
  if (b && (actor !== null || headStatic.some((m) => m.severity === "error"))) {
    const source = sourceFromBytes(path, b);
    baseDoc = source.encoding.length ? null : parseDoc(kind, source, dialectOf(config));
    if (headStatic.some((m) => m.severity === "error"))
      baseLint = baseDoc ? lintDoc(baseDoc, config, facts) : lintSource(source, kind, config, facts).messages;
  }
  const baseStatic = baseLint ? placeUnits(
    baseLint.map((m) => ({ ...m })),
    baseDoc,
    config
  ) : [];
  const statics = blameOnlyTheChange(baseStatic, headStatic, baseName);
  if (actor === null) return { messages: sortMessages(statics), baseStatic: baseLint };
  const messages = sortMessages([
    ...statics,
    ...placeUnits(checkChange(kind, baseDoc, headDoc, actor, config, facts), headDoc, config)
  ]);
  return { messages, baseStatic: baseLint };
}
function appendOnlyFile(path, base, head, config) {
  const rule = HISTORICAL_RULES.find((r) => r.id === "handover/append-only");
  const { severity } = ruleSetting(rule, config);
  if (severity === "off" || base === null) return [];
  const msg = (message, line2, column) => [
    {
      ruleId: rule.id,
      severity: severity === "warn" ? "warning" : "error",
      message,
      line: line2,
      column,
      docs: ruleUrl(rule.id)
    }
  ];
  if (head === null) return msg(`${path} is append-only (config appendOnly) but was deleted; restore it`, 1, 1);
  let i = 0;
  const n = Math.min(base.length, head.length);
  while (i < n && base[i] === head[i]) i++;
  if (i === base.length) return [];
  let line = 1;
  for (let k = base.indexOf(10); k !== -1 && k < i; k = base.indexOf(10, k + 1)) line++;
  const what = i === head.length ? "text was removed from the end" : `line ${line} was changed`;
  return msg(
    `${path} is append-only (config appendOnly), but ${what}; the old text must stay exactly as it was, with new text only at the end`,
    line,
    1
  );
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
  checkKeepingBase,
  applyOverride,
  commonToAllParents
};
