import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  judgeMigration,
  migrateTrailer,
  parseMigrateClaim,
  repoDialect,
  sharedFor
} from "./chunk-3CI3GRY6.js";
import {
  checkChange,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages
} from "./chunk-KKWBWYTE.js";
import {
  HISTORICAL_RULES,
  ruleUrl,
  units
} from "./chunk-QH2IVLEH.js";
import {
  dialectOf
} from "./chunk-HTEZ4XUI.js";
import {
  CANONICAL,
  CMAP_LOG,
  parseAppended,
  parseDoc,
  parseHandover
} from "./chunk-MTBXZYAY.js";
import {
  normaliseText,
  sourceFromBytes
} from "./chunk-5IDJGKSO.js";

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
  return out;
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

// src/migrate/check.ts
var HISTORICAL = new Set(HISTORICAL_RULES.map((r) => r.id));
var KINDS = /* @__PURE__ */ new Set(["handover", "sync"]);
function mayMigrate(kind, oldText, from, actor, config) {
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
function configFor(config, from, to, kind, headText) {
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
  const staticOnly = (c) => lintSource(sourceFromBytes(path, head), kind, c).messages;
  if (claim.trailers === null) {
    const found2 = normal(plain);
    if (!blocks(found2)) return found2;
    const to = repoDialect(config);
    for (const from of to === "cmap" ? ["legacy"] : ["legacy", "cmap"]) {
      const v2 = judgeMigration(text(base), text(head), kind, from, to, config);
      if (!v2.exact || !mayMigrate(kind, text(base), from, actor, config)) continue;
      const trailer = migrateTrailer(from, to);
      return [
        ...staticOnly(configFor(config, from, to, kind, text(head))),
        finding(
          `${path} is exactly the migration of the committed version (${from} -> ${to}); commit it on its own with the trailer "${trailer}" (git commit --trailer "${trailer}"), or check --range will judge it as an ordinary edit`,
          "warning"
        )
      ];
    }
    return found2;
  }
  const claims = [...new Set(claim.trailers)];
  const parsed = claims.length === 1 ? parseMigrateClaim(claims[0]) : null;
  if (!parsed) {
    const found2 = normal(plain);
    const why2 = claims.length > 1 ? `has ${claims.length} different Handover-Migrate trailers (${claims.join("; ")}); keep one` : `carries "Handover-Migrate: ${claims[0]}", which is not "<from> -> <to>" (e.g. legacy -> handover)`;
    return blocks(found2) ? [...found2, finding(`The commit ${why2}, so ${path} was judged as an ordinary edit`)] : found2;
  }
  const fits = sourceFits(parsed.from, config);
  const v = fits ? judgeMigration(text(base), text(head), kind, parsed.from, parsed.to, config) : {
    exact: false,
    reason: `the config of the base says the old ${path} is in the ${repoDialect(config)} dialect, not ${parsed.from}`
  };
  if (v.exact && mayMigrate(kind, text(base), parsed.from, actor, config)) {
    const target = configFor(config, parsed.from, parsed.to, kind, text(head));
    claim.onAccept?.(target);
    return staticOnly(target);
  }
  const found = normal(plain);
  if (!blocks(found)) return found;
  const why = v.exact ? `${actor} may not migrate it (a log is migrated by its writer, SYNC.md by the repo's owner, or by a dispatcher)` : `the new ${path} is not exactly the migration of the old one: ${v.reason}`;
  return [
    ...found,
    finding(
      `The commit carries "${migrateTrailer(parsed.from, parsed.to)}", but ${why}; so the normal rules apply. Run handover migrate --write ${path} on the old version and commit only its output with the trailer`,
      "error",
      v.exact ? 1 : v.line ?? 1
    )
  ];
}

// src/engine/check.ts
var bytesOf = (x) => typeof x === "string" ? Buffer.from(x, "utf8") : x;
function checkVersions(pair) {
  if (pair.migrate) return checkMigration({ ...pair, migrate: pair.migrate }, checkVersions);
  const { kind, path, base, head, actor, config, baseName = "HEAD", facts } = pair;
  if (base === null && head === null) return [];
  const b = base === null ? null : bytesOf(base);
  const h = head === null ? null : bytesOf(head);
  if (b && h && Buffer.compare(Buffer.from(b.buffer, b.byteOffset, b.length), Buffer.from(h.buffer, h.byteOffset, h.length)) === 0)
    return [];
  if (kind === "append-only") return placeUnits(appendOnlyFile(path, b, h, config), null, config);
  if (kind === "handover" && b && h) {
    const fast = parseAppended(path, b, h, dialectOf(config).log);
    const tail = fast ? lintDoc(fast.head, config) : [];
    if (fast && !tail.some((m) => m.ruleId === "protocol/kind") && !fast.head.entries.some((e) => e.headingProblem))
      return sortMessages(
        placeUnits(
          [...tail, ...actor ? checkChange(kind, fast.base, fast.head, actor, config) : []],
          fast.head,
          config
        )
      );
  }
  let headStatic = [];
  let headDoc = null;
  if (h) {
    const linted = lintSource(sourceFromBytes(path, h), kind, config, facts);
    headStatic = placeUnits(linted.messages, linted.doc, config);
    if (!linted.doc) return headStatic;
    headDoc = linted.doc;
  }
  let baseDoc = null;
  let baseStatic = [];
  if (b && (actor !== null || headStatic.some((m) => m.severity === "error"))) {
    const source = sourceFromBytes(path, b);
    baseDoc = source.encoding.length ? null : parseDoc(kind, source, dialectOf(config));
    if (headStatic.some((m) => m.severity === "error"))
      baseStatic = placeUnits(
        baseDoc ? lintDoc(baseDoc, config, facts) : lintSource(source, kind, config, facts).messages,
        baseDoc,
        config
      );
  }
  const statics = blameOnlyTheChange(baseStatic, headStatic, baseName);
  if (actor === null) return sortMessages(statics);
  return sortMessages([
    ...statics,
    ...placeUnits(checkChange(kind, baseDoc, headDoc, actor, config, facts), headDoc, config)
  ]);
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
  placeUnits,
  unitText,
  findingKey,
  whose,
  blameOnlyTheChange,
  checkVersions,
  applyOverride,
  commonToAllParents
};
