import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  findingKey
} from "./chunk-BWI6WBZC.js";
import {
  ruleSetting,
  toResult
} from "./chunk-U75CFEDE.js";
import {
  BASELINE_FILE,
  STATIC_RULES,
  SUPPRESSION_RULE,
  mayBeWaived,
  ruleClass,
  ruleKind,
  ruleUrl,
  units
} from "./chunk-E5EXWXCP.js";

// src/baseline/index.ts
var SEP = "\0";
var keyOf = (e) => [e.rule, e.unit, e.finding].join(SEP);
var countOf = (e) => e?.count ?? (e ? 1 : 0);
var withCount = (e, n) => {
  const { count: _drop, ...rest } = e;
  return n > 1 ? { ...rest, count: n } : rest;
};
function baselineEntry(m) {
  if (!mayBeWaived(m.ruleId)) return null;
  const [rule, unit, ...rest] = findingKey(m).split(SEP);
  return { rule, unit, finding: rest.join(SEP) };
}
function refusal(rule) {
  if (mayBeWaived(rule)) return null;
  if (rule === SUPPRESSION_RULE) return `${rule} reports broken suppressions and is never itself suppressed`;
  const kind = ruleKind(rule);
  if (kind === void 0) return `"${rule}" is not a handover rule`;
  if (kind !== "static") return `${rule} is a ${kind} rule: what a change does to history is judged every time`;
  if (ruleClass(rule) === "authority")
    return `${rule} is an authority rule (who may do what, or what a reader sees), never baselined`;
  return `${rule} cannot be baselined`;
}
var NOT_A_BASELINE = 'it needs "version": 1 and "files", each file a list of { rule, unit, finding [, count] }';
function lineOfRule(text, rule, nth) {
  const lines = text.split("\n");
  const needle = JSON.stringify(rule);
  let seen = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes(needle)) continue;
    if (seen === nth) return i + 1;
    seen++;
  }
  return 1;
}
function readBaseline(text) {
  const out = { baseline: /* @__PURE__ */ new Map(), malformed: null, refused: [] };
  if (text === null) return out;
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ...out, malformed: `it is not valid JSON (${error.message})` };
  }
  const files = data?.files;
  if (!files || typeof files !== "object" || Array.isArray(files) || data.version !== 1)
    return { ...out, malformed: NOT_A_BASELINE };
  const seenRule = /* @__PURE__ */ new Map();
  for (const [path, list] of Object.entries(files)) {
    if (!Array.isArray(list)) return { ...out, malformed: NOT_A_BASELINE };
    const entries = /* @__PURE__ */ new Map();
    for (const raw of list) {
      const entry = entryOf(raw);
      if (typeof entry === "string") return { ...out, baseline: /* @__PURE__ */ new Map(), refused: [], malformed: entry };
      const nth = seenRule.get(entry.rule) ?? 0;
      seenRule.set(entry.rule, nth + 1);
      const why = refusal(entry.rule);
      if (why) out.refused.push({ path, entry, line: lineOfRule(text, entry.rule, nth), why });
      else entries.set(keyOf(entry), withCount(entry, countOf(entries.get(keyOf(entry))) + countOf(entry)));
    }
    if (entries.size) out.baseline.set(path, entries);
  }
  return out;
}
function entryOf(e) {
  if (!e || typeof e.rule !== "string" || typeof e.unit !== "string" || typeof e.finding !== "string")
    return NOT_A_BASELINE;
  const count = e.count === void 0 ? 1 : e.count;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1)
    return `the count of the entry for ${e.rule} in ${e.unit} is not a whole number above 0`;
  return withCount({ rule: e.rule, unit: e.unit, finding: e.finding }, count);
}
function renderBaseline(baseline) {
  const files = {};
  for (const path of [...baseline.keys()].sort()) {
    const entries = [...baseline.get(path).values()].sort(
      (a, b) => keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0
    );
    if (entries.length) files[path] = entries;
  }
  const body = Object.entries(files).map(
    ([path, entries]) => `    ${JSON.stringify(path)}: [
${entries.map((e) => `      ${JSON.stringify(e)}`).join(",\n")}
    ]`
  ).join(",\n");
  return `{
  "version": 1,
  "files": {${body ? `
${body}
  ` : ""}}
}
`;
}
function baselineOf(results) {
  const out = /* @__PURE__ */ new Map();
  for (const r of results) {
    for (const m of r.messages) {
      const e = baselineEntry(m);
      if (!e || e.rule === SUPPRESSION_RULE) continue;
      if (!out.has(r.path)) out.set(r.path, /* @__PURE__ */ new Map());
      const entries = out.get(r.path);
      entries.set(keyOf(e), withCount(e, countOf(entries.get(keyOf(e))) + 1));
    }
  }
  return out;
}
var JUSTIFICATION = `recorded in ${BASELINE_FILE}`;
function applyBaseline(results, baseline, judged = new Set(results.map((r) => r.path))) {
  const used = /* @__PURE__ */ new Map();
  const out = results.map((r) => {
    const entries = baseline.get(r.path);
    if (!entries?.size) return r;
    const marked = r.messages.map((m) => {
      const e = baselineEntry(m);
      if (!e || e.rule === SUPPRESSION_RULE) return m;
      const k = keyOf(e);
      const n = used.get(r.path + SEP + k) ?? 0;
      if (n >= countOf(entries.get(k))) return m;
      used.set(r.path + SEP + k, n + 1);
      return { ...m, suppressions: [{ kind: "baseline", justification: JUSTIFICATION }] };
    });
    return toResult(r.path, r.kind, [...marked, ...r.suppressedMessages ?? []]);
  });
  const stale = [];
  for (const [path, entries] of baseline) {
    if (!judged.has(path)) continue;
    for (const [k, entry] of entries) {
      const left = countOf(entry) - (used.get(path + SEP + k) ?? 0);
      if (left > 0) stale.push({ path, entry: withCount(entry, left) });
    }
  }
  return { results: out, stale };
}
function staleNote(stale, prune) {
  if (stale.length === 0) return "";
  const n = stale.reduce((s, x) => s + countOf(x.entry), 0);
  const shown = stale.slice(0, 3).map(({ path, entry }) => `${entry.count ? `${entry.count} \xD7 ` : ""}${entry.rule} in ${entry.unit} of ${path}`).join("; ");
  const more = stale.length > 3 ? `; and ${stale.length - 3} more` : "";
  const one = n === 1;
  const advice = prune ? `; run handover baseline --prune to drop ${one ? "it" : "them"}` : "";
  return `handover: ${BASELINE_FILE}: ${n} recorded finding${one ? "" : "s"} no longer occur${one ? "s" : ""} (${shown}${more})${advice}.
`;
}
async function baselineTextAt(root, rev) {
  const { hasCommits, readAtCommits, resolveCommit } = await import("./repo-YU4TDLGL.js");
  if (!await hasCommits(root)) return null;
  const sha = await resolveCommit(root, rev, "baseline commit");
  return (await readAtCommits(root, [sha], BASELINE_FILE)).get(sha) ?? null;
}
async function stagedBaselineText(root) {
  const { readBlobs, stagedBlobs } = await import("./repo-YU4TDLGL.js");
  const ref = (await stagedBlobs(root, [BASELINE_FILE])).get(BASELINE_FILE);
  if (!ref || ref.mode === "120000") return null;
  return (await readBlobs(root, [ref.oid])).get(ref.oid)?.toString("utf8") ?? null;
}
async function baselineAt(root, rev) {
  return readBaseline(await baselineTextAt(root, rev)).baseline;
}
var FIX = "regenerate it with handover baseline (the config owner commits it)";
function baselineFindings(texts, config) {
  const rule = STATIC_RULES.find((r) => r.id === SUPPRESSION_RULE);
  const { severity } = ruleSetting(rule, config);
  if (severity === "off") return null;
  const head = readBaseline(texts.head);
  const messages = [];
  const at = (line) => ({ line, column: 1, docs: ruleUrl(SUPPRESSION_RULE), unit: units.file });
  if (head.malformed) {
    const made = texts.head !== texts.base;
    messages.push({
      ruleId: SUPPRESSION_RULE,
      severity: made ? "error" : "warning",
      message: made ? `This change makes ${BASELINE_FILE} unreadable (${head.malformed}), so it would suppress nothing for every later change; ${FIX}` : `${BASELINE_FILE} is not a handover baseline (${head.malformed}), so it is read as empty and suppresses nothing; ${FIX}`,
      ...at(1)
    });
  }
  for (const r of head.refused)
    messages.push({
      ruleId: SUPPRESSION_RULE,
      severity: severity === "error" ? "error" : "warning",
      message: `The entry for ${r.entry.rule} in ${r.entry.unit} of ${r.path} suppresses nothing: ${r.why}; remove it (handover baseline drops it)`,
      ...at(r.line)
    });
  return messages.length ? toResult(BASELINE_FILE, null, messages) : null;
}
async function judgeWithBaseline(root, results, o) {
  const baseText = o.base === null ? null : o.baseText !== void 0 ? o.baseText : await baselineTextAt(root, o.base);
  const { results: applied } = applyBaseline(results, readBaseline(baseText).baseline, /* @__PURE__ */ new Set());
  return withBaselineFindings(applied, baselineFindings({ base: baseText, head: o.headText }, o.config));
}
function withBaselineFindings(results, own) {
  if (!own) return results;
  const i = results.findIndex((r) => r.path === own.path);
  if (i < 0) return [...results, own];
  const merged = toResult(own.path, results[i].kind, [
    ...results[i].messages,
    ...own.messages,
    ...results[i].suppressedMessages ?? []
  ]);
  return results.map((r, j) => j === i ? merged : r);
}
function nextBaseline(before, now, prune) {
  const next = /* @__PURE__ */ new Map();
  let added = 0;
  let dropped = 0;
  let stale = 0;
  for (const path of /* @__PURE__ */ new Set([...before.keys(), ...now.keys()])) {
    const old = before.get(path) ?? /* @__PURE__ */ new Map();
    const cur = now.get(path) ?? /* @__PURE__ */ new Map();
    const entries = /* @__PURE__ */ new Map();
    for (const k of /* @__PURE__ */ new Set([...old.keys(), ...cur.keys()])) {
      const was = countOf(old.get(k));
      const is = countOf(cur.get(k));
      const keep = prune ? Math.min(was, is) : Math.max(was, is);
      if (prune) dropped += was - keep;
      else {
        stale += Math.max(0, was - is);
        added += keep - was;
      }
      if (keep > 0) entries.set(k, withCount(old.get(k) ?? cur.get(k), keep));
    }
    if (entries.size) next.set(path, entries);
  }
  return { next, added, dropped, stale };
}

export {
  readBaseline,
  renderBaseline,
  baselineOf,
  applyBaseline,
  staleNote,
  baselineTextAt,
  stagedBaselineText,
  baselineAt,
  baselineFindings,
  judgeWithBaseline,
  withBaselineFindings,
  nextBaseline
};
