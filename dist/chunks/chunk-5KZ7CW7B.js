import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  findingKey
} from "./chunk-BFKQ54Q4.js";
import {
  toResult
} from "./chunk-V6RWEL4T.js";
import {
  SUPPRESSION_RULE,
  ruleKind
} from "./chunk-DLTXODZX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/baseline/index.ts
var BASELINE_FILE = ".handover-baseline.json";
var SEP = "\0";
var keyOf = (e) => [e.rule, e.unit, e.finding].join(SEP);
function baselineEntry(m) {
  if (m.ruleId === null || ruleKind(m.ruleId) !== "static") return null;
  const [rule, unit, ...rest] = findingKey(m).split(SEP);
  return { rule, unit, finding: rest.join(SEP) };
}
function parseBaseline(text, where = BASELINE_FILE) {
  const out = /* @__PURE__ */ new Map();
  if (text === null) return out;
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CliError(
      `${where} is not valid JSON (${error.message}); regenerate it with handover baseline.`,
      2
    );
  }
  const files = data?.files;
  if (!files || typeof files !== "object" || Array.isArray(files) || data.version !== 1)
    throw new CliError(
      `${where} is not a handover baseline (it needs "version": 1 and "files"); regenerate it with handover baseline.`,
      2
    );
  for (const [path, list] of Object.entries(files)) {
    if (!Array.isArray(list)) throw badEntry(where, path);
    const entries = /* @__PURE__ */ new Map();
    for (const e of list) {
      if (!e || typeof e.rule !== "string" || typeof e.unit !== "string" || typeof e.finding !== "string")
        throw badEntry(where, path);
      const entry = { rule: e.rule, unit: e.unit, finding: e.finding };
      entries.set(keyOf(entry), entry);
    }
    out.set(path, entries);
  }
  return out;
}
function badEntry(where, path) {
  return new CliError(
    `${where}: the entries for "${path}" are not a list of { rule, unit, finding }; regenerate it with handover baseline.`,
    2
  );
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
      out.get(r.path).set(keyOf(e), e);
    }
  }
  return out;
}
var JUSTIFICATION = `recorded in ${BASELINE_FILE}`;
function applyBaseline(results, baseline, judged = new Set(results.map((r) => r.path))) {
  const used = /* @__PURE__ */ new Set();
  const out = results.map((r) => {
    const entries = baseline.get(r.path);
    if (!entries?.size) return r;
    const marked = r.messages.map((m) => {
      const e = baselineEntry(m);
      if (!e || e.rule === SUPPRESSION_RULE || !entries.has(keyOf(e))) return m;
      used.add(r.path + SEP + keyOf(e));
      return { ...m, suppressions: [{ kind: "baseline", justification: JUSTIFICATION }] };
    });
    return toResult(r.path, r.kind, [...marked, ...r.suppressedMessages ?? []]);
  });
  const stale = [];
  for (const [path, entries] of baseline) {
    if (!judged.has(path)) continue;
    for (const [k, entry] of entries) if (!used.has(path + SEP + k)) stale.push({ path, entry });
  }
  return { results: out, stale };
}
function staleNote(stale, prune) {
  if (stale.length === 0) return "";
  const shown = stale.slice(0, 3).map(({ path, entry }) => `${entry.rule} in ${entry.unit} of ${path}`).join("; ");
  const more = stale.length > 3 ? `; and ${stale.length - 3} more` : "";
  const one = stale.length === 1;
  const advice = prune ? `; run handover baseline --prune to drop ${one ? "it" : "them"}` : "";
  return `handover: ${BASELINE_FILE}: ${stale.length} recorded finding${one ? "" : "s"} no longer occur${one ? "s" : ""} (${shown}${more})${advice}.
`;
}
async function baselineAt(root, rev) {
  const { hasCommits, readAtCommits, resolveCommit } = await import("./repo-WUP5XHKG.js");
  if (!await hasCommits(root)) return /* @__PURE__ */ new Map();
  const sha = await resolveCommit(root, rev, "baseline commit");
  const text = (await readAtCommits(root, [sha], BASELINE_FILE)).get(sha) ?? null;
  return parseBaseline(text, `${BASELINE_FILE} at ${rev}`);
}
function nextBaseline(before, now, prune) {
  const next = /* @__PURE__ */ new Map();
  let added = 0;
  let dropped = 0;
  let stale = 0;
  for (const path of /* @__PURE__ */ new Set([...before.keys(), ...now.keys()])) {
    const old = before.get(path) ?? /* @__PURE__ */ new Map();
    const cur = now.get(path) ?? /* @__PURE__ */ new Map();
    const gone = [...old.keys()].filter((k) => !cur.has(k)).length;
    const entries = new Map([...old].filter(([k]) => !prune || cur.has(k)));
    if (prune) dropped += gone;
    else {
      stale += gone;
      const fresh = [...cur].filter(([k]) => !entries.has(k));
      for (const [k, e] of fresh) entries.set(k, e);
      added += fresh.length;
    }
    if (entries.size) next.set(path, entries);
  }
  return { next, added, dropped, stale };
}

export {
  BASELINE_FILE,
  parseBaseline,
  renderBaseline,
  baselineOf,
  applyBaseline,
  staleNote,
  baselineAt,
  nextBaseline
};
