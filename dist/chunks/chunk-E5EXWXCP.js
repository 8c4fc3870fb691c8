import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  NAME
} from "./chunk-RHE6JALN.js";
import {
  ASKING_TYPES,
  REGISTRY_FIELDS,
  REQUEST_TYPES,
  REQUIRED_REGISTRY_FIELDS,
  REVERSIBILITY,
  STATUSES,
  appendedOnly,
  askedType,
  correctsOf,
  correctsRef,
  diffHandover,
  diffRegistry,
  diffSync,
  entryName,
  fieldKey,
  insertedWhereAllowed,
  judgeRotation,
  lookupRef,
  offsetProblem,
  onlyEmptiedGroupsLeft,
  onlyNotesAdded,
  parentOf,
  parseChunk,
  parseRef,
  pinnedEntry,
  refText,
  requesterOf,
  rowsKept,
  sameSubject,
  sectionMatch,
  subjectKey,
  unclosedFenceProblem
} from "./chunk-H2I6UNX5.js";
import {
  archivePatterns,
  isArchivePattern
} from "./chunk-357LZD3P.js";
import {
  conflictBlocks,
  headingOf,
  scanBlocks,
  splitAtLevel2
} from "./chunk-O445MX7U.js";

// src/rules/types.ts
var units = {
  entry: (e) => e.seq !== null ? `entry ${e.seq}` : `entry "${e.headingText}"`,
  section: (id) => `section ${id}`,
  project: (id) => `project ${id.toLowerCase()}`,
  upstream: (name2) => `upstream ${name2}`,
  preamble: "preamble",
  file: "file"
};
function commitRule(rule) {
  return { ...rule, kind: "commit", file: "commit" };
}
function staticRule(rule) {
  return { ...rule, kind: "static" };
}
function historicalRule(rule) {
  return { ...rule, kind: "historical" };
}

// src/rules/kinds.ts
var kinds = /* @__PURE__ */ new Map();
var classes = /* @__PURE__ */ new Map();
function registerRuleKinds(rules) {
  for (const r of rules) {
    kinds.set(r.id, r.kind);
    classes.set(r.id, r.meta.class);
  }
}
function ruleKind(id) {
  return kinds.get(id);
}
function mayBeWaived(id) {
  return id !== null && classes.get(id) === "quality";
}
function ruleClass(id) {
  return classes.get(id);
}

// src/engine/suppressions.ts
var SUPPRESSION_RULE = "protocol/suppression";
var COMMENT = /^<!--\s*handover-(disable-next-line|disable|enable)\b([\s\S]*?)-->$/;
var PLACEHOLDER = /^(?:<[^>]*>|reason|todo|tbd|fixme|\.+|-+)$/i;
var cache = /* @__PURE__ */ new WeakMap();
function directivesOf(source) {
  const known = cache.get(source);
  if (known) return known;
  const found = [];
  if (source.text.includes("handover-")) {
    const split = splitAtLevel2(source.text, source.lineOffset ?? 0);
    for (const chunk of [split.preamble, ...split.sections]) {
      if (!chunk.text.includes("handover-")) continue;
      let tree;
      try {
        tree = parseChunk(chunk);
      } catch {
        continue;
      }
      collect(tree, found);
    }
  }
  validate(found);
  cache.set(source, found);
  return found;
}
function collect(tree, out) {
  const stack = [tree];
  const html = [];
  while (stack.length) {
    const n = stack.pop();
    if (n.type === "html") html.push(n);
    else if ("children" in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  for (const n of html) {
    const m = COMMENT.exec(n.value.trim());
    if (!m || !n.position) continue;
    const [rulesText, ...rest] = m[2].split(/\s--(?:\s|$)/);
    const reason = rest.length ? rest.join(" -- ").trim() : null;
    out.push({
      kind: m[1],
      rules: rulesText.split(/[\s,]+/).map((r) => r.trim()).filter(Boolean),
      reason: reason && !PLACEHOLDER.test(reason) ? reason : null,
      span: {
        start: { line: n.position.start.line, column: n.position.start.column, offset: n.position.start.offset ?? 0 },
        end: { line: n.position.end.line, column: n.position.end.column, offset: n.position.end.offset ?? 0 }
      }
    });
  }
}
function ruleProblem(d) {
  const name2 = `handover-${d.kind}`;
  if (d.rules.length === 0)
    return `${name2} names no rule; write the rule id (handover-disable applies to one rule, never to all)`;
  for (const id of d.rules) {
    const kind = ruleKind(id);
    if (id === SUPPRESSION_RULE) return `${name2} cannot suppress ${id} itself; fix the comment instead`;
    if (kind === void 0) return `${name2} names "${id}", which is not a handover rule; check the rule id`;
    if (kind !== "static")
      return `${id} is a ${kind} rule and is never suppressed inline: what a change does to history is judged every time (only a dispatcher's Handover-Override exempts a commit); this comment suppresses nothing`;
    if (!mayBeWaived(id))
      return `${id} is an authority rule (who may do what, or what a reader sees) and is never suppressed inline; only the config's owner sets its severity in the config; this comment suppresses nothing`;
  }
  return null;
}
function validate(list) {
  const open = /* @__PURE__ */ new Set();
  for (const d of list) {
    const name2 = `handover-${d.kind}`;
    const problem = ruleProblem(d);
    if (problem) {
      d.problem = problem;
      continue;
    }
    if (d.kind === "enable") {
      const missing = d.rules.find((id) => !open.has(id));
      if (missing) d.problem = `handover-enable ${missing} has no handover-disable ${missing} before it; remove it`;
      for (const id of d.rules) open.delete(id);
      continue;
    }
    if (d.reason === null) {
      d.problem = `${name2} ${d.rules.join(", ")} gives no reason, so it suppresses nothing; write why after " -- " (${name2} ${d.rules[0]} -- <why this is right here>)`;
      continue;
    }
    if (d.kind === "disable") for (const id of d.rules) open.add(id);
  }
}
function applyInlineSuppressions(messages, source) {
  const valid = directivesOf(source).filter((d) => !d.problem);
  if (valid.length === 0) return messages;
  return messages.map((m) => {
    if (m.ruleId === null || m.ruleId === SUPPRESSION_RULE || m.suppressions?.length) return m;
    if (!mayBeWaived(m.ruleId)) return m;
    const by = coveringDirective(valid, m.ruleId, m.line);
    return by ? { ...m, suppressions: [{ kind: "inline", justification: by.reason }] } : m;
  });
}
function coveringDirective(list, ruleId, line) {
  let open = null;
  for (const d of list) {
    if (!d.rules.includes(ruleId)) continue;
    if (d.kind === "disable-next-line" && d.span.end.line + 1 === line) return d;
    if (d.span.start.line >= line) continue;
    if (d.kind === "disable") open = d;
    else if (d.kind === "enable" && d.span.start.line < line) open = null;
  }
  return open;
}
function unusedDirectives(messages, source) {
  const valid = directivesOf(source).filter((d) => !d.problem && d.kind !== "enable");
  if (valid.length === 0) return [];
  const all = directivesOf(source).filter((d) => !d.problem);
  const usedRules = /* @__PURE__ */ new Map();
  for (const m of messages) {
    if (m.ruleId === null || m.suppressions?.[0]?.kind !== "inline") continue;
    const by = coveringDirective(all, m.ruleId, m.line);
    if (!by) continue;
    if (!usedRules.has(by)) usedRules.set(by, /* @__PURE__ */ new Set());
    usedRules.get(by).add(m.ruleId);
  }
  const out = [];
  for (const d of valid) {
    const rules = d.rules.filter((r) => !usedRules.get(d)?.has(r));
    if (rules.length) out.push({ directive: d, rules });
  }
  return out;
}
function unusedMessage(u) {
  const d = u.directive;
  const where2 = d.kind === "disable-next-line" ? "on the line after it" : "between it and its handover-enable (or the end of the file)";
  const names = u.rules.join(", ");
  return `handover-${d.kind} ${names} suppresses nothing: no ${names} finding ${where2}; remove ${u.rules.length === d.rules.length ? "the comment" : `${names} from it`}`;
}

// src/baseline/file.ts
var BASELINE_FILE = ".handover-baseline.json";

// src/git/attribute-files.ts
function attributeFilesFor(paths) {
  const out = /* @__PURE__ */ new Set([".gitattributes"]);
  for (const p of paths) {
    const parts = p.split("/");
    for (let i = 1; i < parts.length; i++) out.add(`${parts.slice(0, i).join("/")}/.gitattributes`);
  }
  return [...out];
}

// src/rules/protocol/config-owner.ts
var config_owner_default = commitRule({
  id: "protocol/config-owner",
  meta: {
    class: "authority",
    description: "Only the config's owner or a dispatcher changes the handover config, the .gitattributes lines for the protocol files or the hook lines that run handover; a planted node_modules/.bin/handover is reported.",
    defaultSeverity: "error"
  }
});
var CONFIG_FILES = [
  ".handoverrc",
  ".handoverrc.json",
  ".handoverrc.yaml",
  ".handoverrc.yml",
  ".handoverrc.js",
  ".handoverrc.ts",
  ".handoverrc.mjs",
  ".handoverrc.cjs",
  ".config/handoverrc",
  ".config/handoverrc.json",
  ".config/handoverrc.yaml",
  ".config/handoverrc.yml",
  ".config/handoverrc.js",
  ".config/handoverrc.ts",
  ".config/handoverrc.mjs",
  ".config/handoverrc.cjs",
  "handover.config.js",
  "handover.config.ts",
  "handover.config.mjs",
  "handover.config.cjs"
];
var HOOK_FILES = ["lefthook.yml", "lefthook.yaml", ".lefthook.yml", ".lefthook.yaml", ".pre-commit-config.yaml"];
var PLANTED_CLI = "node_modules/.bin/handover";
var AGENT_SETTINGS = [
  ".claude/settings.json",
  ".claude/settings.local.json",
  ".gemini/settings.json",
  ".qwen/settings.json",
  ".codex/hooks.json",
  // the MCP servers of Claude Code, Copilot CLI and opencode: the `handover` server is the owner's
  ".mcp.json",
  ".github/mcp.json",
  "opencode.json"
];
var AGENT_TOML = [".codex/config.toml"];
var HOOK_FOLDERS = [".github/workflows", ".github/hooks", ".opencode/plugins", ".claude-plugin"];
var WATCHED_PATHS = [
  ...CONFIG_FILES,
  BASELINE_FILE,
  "package.json",
  ".gitattributes",
  ".husky",
  ...HOOK_FILES,
  ...AGENT_SETTINGS,
  ...AGENT_TOML,
  ...HOOK_FOLDERS,
  PLANTED_CLI
];
function watchedPaths(protocolPaths) {
  return [.../* @__PURE__ */ new Set([...WATCHED_PATHS, ...attributeFilesFor(protocolPaths)])];
}
var isAttributesFile = (path) => path === ".gitattributes" || path.endsWith("/.gitattributes");
function agentFileChange({ path, before: before2, after }) {
  if (AGENT_SETTINGS.includes(path)) {
    if (settingsProjection(before2) === settingsProjection(after)) return null;
    const hooksOf = (t) => {
      try {
        return JSON.stringify(handoverHooks(JSON.parse(t ?? "{}")?.hooks));
      } catch {
        return "";
      }
    };
    return hooksOf(before2) === hooksOf(after) ? `changes the hook switches or handover's settings in ${path}` : `changes the handover hooks of ${path}`;
  }
  if (AGENT_TOML.includes(path))
    return same(mentions(before2 ?? "", "handover", "hook"), mentions(after ?? "", "handover", "hook")) ? null : `changes the hook or handover lines of ${path}`;
  if (HOOK_FOLDERS.some((f) => path.startsWith(`${f}/`))) {
    const runs = (t) => t?.toLowerCase().includes("handover") ?? false;
    if (!runs(before2) && !runs(after)) return null;
    const what = path.startsWith(".github/workflows/") ? "the workflow" : "the hook file";
    return `${before2 === null ? "adds" : after === null ? "removes" : "changes"} ${what} ${path}, which runs handover`;
  }
  return void 0;
}
var OWNED_FILES = /* @__PURE__ */ new Map([[BASELINE_FILE, "the baseline"]]);
function configChange(c, _protocolPaths) {
  const { path, before: before2, after } = c;
  if (before2 === after) return null;
  const agents = agentFileChange(c);
  if (agents !== void 0) return agents;
  if (path === PLANTED_CLI)
    return after === null ? null : `${before2 === null ? "adds" : "changes"} a tracked ${PLANTED_CLI}: a hook would run this file instead of the installed handover \u2014 remove it from git (git rm --cached ${PLANTED_CLI}) and ignore node_modules/`;
  const whole = OWNED_FILES.get(path) ?? (CONFIG_FILES.includes(path) ? "the handover config" : void 0);
  if (whole) return `${before2 === null ? "adds" : after === null ? "removes" : "changes"} ${whole} ${path}`;
  if (path === "package.json") {
    const keys = (t) => {
      if (t === null) return "";
      try {
        const j = JSON.parse(t);
        return JSON.stringify([j?.handover ?? null, j?.["simple-git-hooks"] ?? null]);
      } catch {
        return mentions(t, "handover").join("\n");
      }
    };
    return keys(before2) === keys(after) ? null : 'changes the "handover" or "simple-git-hooks" key of package.json';
  }
  if (path.startsWith(".husky/") || HOOK_FILES.includes(path)) {
    return same(mentions(before2 ?? "", "handover"), mentions(after ?? "", "handover")) ? null : `changes the lines of ${path} that run handover`;
  }
  return null;
}
function mentions(text, ...words) {
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => words.some((w) => l.toLowerCase().includes(w))).sort();
}
function settingsProjection(t) {
  if (t === null) return "";
  let json;
  try {
    json = JSON.parse(t);
  } catch {
    return mentions(t, "handover", "hook").join("\n");
  }
  const hooks = json?.hooks;
  const out = handoverHooks(hooks);
  const walk = (v, path) => {
    const inEventList = path[0] === "hooks" && path.length > 1 && Array.isArray(hooks?.[path[1]]);
    if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      if (entries.length === 0 && path.some((k) => /hook|handover/i.test(k)))
        out.push(`${path.join(".")}=${JSON.stringify(v)}`);
      for (const [k, c] of entries) walk(c, [...path, k]);
      return;
    }
    const named = path.some((k) => /handover/i.test(k)) || typeof v === "string" && /handover/i.test(v);
    if (named || !inEventList && path.some((k) => /hook/i.test(k)))
      out.push(`${path.join(".")}=${JSON.stringify(v)}`);
  };
  walk(json, []);
  return [...new Set(out)].sort().join("\n");
}
var same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
function stable(v) {
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (v !== null && typeof v === "object")
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stable(v[k])}`).join(",")}}`;
  return JSON.stringify(v) ?? "null";
}
var runsHandover = (h) => h !== null && typeof h === "object" && Object.values(h).some((v) => typeof v === "string" && /handover/i.test(v));
function handoverHooks(hooks) {
  const out = [];
  if (typeof hooks !== "object" || hooks === null) return out;
  for (const [event, list] of Object.entries(hooks)) {
    if (!Array.isArray(list)) continue;
    for (const group of list) {
      if (group === null || typeof group !== "object") continue;
      const { hooks: inner, ...fields } = group;
      for (const h of Array.isArray(inner) ? inner : [])
        if (runsHandover(h)) out.push(`${event}\0${stable(fields)}\0${stable(h)}`);
    }
  }
  return out.sort();
}

// src/rules/handover/entry-heading.ts
var entry_heading_default = staticRule({
  id: "handover/entry-heading",
  file: "handover",
  meta: {
    class: "quality",
    description: "Every entry heading of a handover log reads as an entry in the log's dialect (`## <seq> \xB7 <timestamp>[ \xB7 <title>]` by default), and an entry carries the fields its dialect requires.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    for (const e of doc.entries) {
      if (e.headingProblem) report({ message: e.headingProblem, at: e.heading });
      for (const p of e.problems) report({ message: p.message, at: p.at, warn: p.warn });
    }
    if (doc.unclosedFence) report(unclosedFenceProblem(doc.unclosedFence.start, "entry"));
    if (doc.dialect.warnEmpty && !doc.entries.length && !doc.problems.length) {
      report({
        message: 'The log has no entries yet; append the first with "handover append"',
        at: { start: doc.preamble.start, end: doc.preamble.start },
        warn: true
      });
    }
  }
});

// src/rules/handover/sequence.ts
var sequence_default = staticRule({
  id: "handover/sequence",
  file: "handover",
  meta: {
    class: "quality",
    description: "Entries are numbered 1, 2, 3 \u2026 in order, with no gap and no duplicate; in a log whose entries are not numbered, no two entries share an id.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    if (doc.dialect?.order === "any") numberedTwice(doc.entries, report);
    else inOrder(doc, report);
  }
});
function inOrder(doc, report) {
  const first = doc.entries[0]?.seq ?? null;
  let expected = doc.prior || !doc.dialect?.archive || first === null || first < 1 ? (doc.prior?.lastSeq ?? 0) + 1 : first;
  let seen = null;
  const ids = /* @__PURE__ */ new Map();
  const entries = pinnedEntry(doc.dialect, doc.entries) ? doc.entries.slice(0, -1) : doc.entries;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.seq === null && e.id !== null) {
      const first2 = ids.get(e.id);
      if (first2 !== void 0)
        report({
          message: "{{Entry}} appears twice (first at line {{line}}); give it its own id",
          data: { Entry: cap(entryName(e)), line: first2 },
          at: e.heading
        });
      else ids.set(e.id, e.heading.start.line);
      continue;
    }
    if (e.seq === null || e.seq < 1) continue;
    if (seen === null && e.seq === expected) {
      expected++;
      continue;
    }
    seen ??= numbersBefore(entries, i);
    const earlier = seen.get(e.seq);
    if (earlier !== void 0) {
      report({
        message: "Entry {{seq}} is numbered twice (first at line {{line}}); number it {{expected}}",
        data: { seq: e.seq, line: earlier, expected },
        at: e.heading
      });
    } else if (e.seq !== expected) {
      const why = e.seq === expected + 1 ? `entry ${expected} is missing` : e.seq > expected ? `entries ${expected}\u2013${e.seq - 1} are missing` : "the numbers go back";
      report({
        message: "Entry {{seq}} should be {{expected}}: {{why}}",
        data: { seq: e.seq, expected, why },
        at: e.heading
      });
    }
    if (earlier === void 0) seen.set(e.seq, e.heading.start.line);
    expected = Math.max(expected, e.seq) + 1;
  }
}
function numberedTwice(entries, report) {
  const seen = /* @__PURE__ */ new Map();
  for (const e of entries) {
    if (e.seq === null || e.seq < 1) continue;
    const first = seen.get(e.seq);
    if (first === void 0) seen.set(e.seq, e.heading.start.line);
    else
      report({
        message: "Entry {{seq}} is numbered twice (first at line {{line}}); give it a number of its own",
        data: { seq: e.seq, line: first },
        at: e.heading
      });
  }
}
function numbersBefore(entries, end) {
  const seen = /* @__PURE__ */ new Map();
  for (let j = 0; j < end; j++) {
    const { seq, heading } = entries[j];
    if (seq !== null && seq >= 1 && !seen.has(seq)) seen.set(seq, heading.start.line);
  }
  return seen;
}
var cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

// src/rules/handover/time-order.ts
var time_order_default = staticRule({
  id: "handover/time-order",
  file: "handover",
  meta: {
    class: "quality",
    description: "Entry timestamps (or dates) do not go back in time (a warning: the order of a log is its position and sequence, not its clocks).",
    defaultSeverity: "warn"
  },
  check(doc, { report }) {
    const p = doc.prior;
    const before2 = p && p.lastTime !== null && p.lastTimestamp !== null ? {
      time: p.lastTime,
      name: p.lastSeq === null ? "the entry before" : `entry ${p.lastSeq}`,
      timestamp: p.lastTimestamp
    } : null;
    let latest = null;
    if (doc.dialect?.order === "any") return;
    const pinned = pinnedEntry(doc.dialect, doc.entries);
    for (const e of doc.entries) {
      if (e.time === null || e.timestamp === null || e === pinned) continue;
      const lastTime = latest ? latest.time : before2 ? before2.time : null;
      if (lastTime !== null && e.time < lastTime) {
        const name2 = entryName(e);
        report({
          message: "{{Name}} ({{ts}}) is dated before {{prev}} ({{prevTs}}); check the clock that wrote it",
          data: {
            Name: name2.charAt(0).toUpperCase() + name2.slice(1),
            ts: e.timestamp,
            prev: latest ? entryName(latest) : before2.name,
            prevTs: latest ? latest.timestamp : before2.timestamp
          },
          at: e.heading
        });
      } else latest = e;
    }
  }
});

// src/rules/handover/corrects-target.ts
var corrects_target_default = staticRule({
  id: "handover/corrects-target",
  file: "handover",
  meta: {
    class: "quality",
    description: "`Corrects: #N` (or, in a log not numbered, `Corrects: <entry id>`) names an earlier entry that exists.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    let first = null;
    doc.entries.forEach((e, index) => {
      const lines = correctsOf(e, doc.dialect);
      if (!lines.length) return;
      first ??= firstIndexes(doc.entries);
      const name2 = entryName(e);
      const Name = name2.charAt(0).toUpperCase() + name2.slice(1);
      for (const line of lines)
        for (const ref of line.refs) checkRef(ref, { doc, e, index, Name, at: line.span, first, report });
    });
  }
});
function firstIndexes(entries) {
  const first = /* @__PURE__ */ new Map();
  entries.forEach((e, i) => {
    if (e.id !== null && !first.has(e.id)) first.set(e.id, i);
  });
  return first;
}
var show = (ref) => /^\d+$/.test(ref) ? `#${ref}` : `"${ref}"`;
function checkRef(ref, { doc, e, index, Name, at, first, report }) {
  const n = Number(ref);
  const numbered = /^\d+$/.test(ref);
  const pos = first.get(ref);
  const earlier = pos !== void 0 && pos < index;
  if (ref === e.id || numbered && e.seq !== null && n >= e.seq || !numbered && pos !== void 0 && !earlier) {
    report({
      message: "{{Name}} corrects {{ref}}, which is not earlier; a correction names an entry before it",
      data: { Name, ref: show(ref) },
      at
    });
  } else if (!earlier && !(numbered && doc.prior && n <= (doc.prior.lastSeq ?? 0)) && !inArchive(doc, ref)) {
    report({
      message: numbered ? "{{Name}} corrects {{ref}}, but there is no entry {{n}}" : "{{Name}} corrects {{ref}}, but there is no such entry",
      data: { Name, ref: show(ref), n: ref },
      at
    });
  }
}
function inArchive(doc, ref) {
  if (!doc.dialect?.archive) return false;
  const oldest = doc.entries[0]?.seq ?? null;
  return /^\d+$/.test(ref) ? oldest !== null && Number(ref) < oldest : true;
}

// src/rules/handover/writer-title.ts
var writer_title_default = staticRule({
  id: "handover/writer-title",
  file: "handover",
  meta: {
    class: "authority",
    description: "The log opens with `# Handover: <agent>`, naming its single writer (this repo's agent, when configured).",
    defaultSeverity: "error"
  },
  check(doc, { report, config }) {
    if (doc.prior) return;
    const word = doc.logTitle ?? "Handover";
    const own = word === "Requests" ? config.files.requests : config.files.handover;
    const knob = word === "Requests" ? "" : ", or name the writer in the config (`log: { writer: <agent> }`)";
    const keep = word === "Requests" ? "" : ", or keep the title and name the writer in the config (`log: { writer: <agent> }`)";
    if (!doc.title && !doc.writer) {
      report({
        message: 'The log has no title; start it with "# {{word}}: <agent>" naming its single writer{{knob}}',
        data: { word, knob },
        at: { line: 1, column: 1, offset: 0 }
      });
    } else if (!doc.writer && doc.dialect.authorField) {
      report({
        message: 'The log names no writer; give its entries a "{{field}}" field naming it',
        data: { field: doc.dialect.authorField },
        at: doc.title?.span
      });
    } else if (!doc.writer && doc.title) {
      report({
        message: 'The title "{{title}}" does not name a writer; write "# {{word}}: <agent>"{{keep}}',
        data: { title: doc.title.text, word, keep },
        at: doc.title.span
      });
    } else if (!doc.writer) {
      return;
    } else if (!NAME.test(doc.writer)) {
      report({
        message: 'The title names "{{writer}}" as the writer, which is not an agent id (letters, digits, ".", "_", "-"); write "# {{word}}: <agent>" and put the rest in the text below',
        data: { writer: doc.writer, word },
        at: doc.title?.span
      });
    } else if (config.agent && doc.source.path === own && doc.writer !== config.agent) {
      report({
        message: "The title names {{writer}} as the writer, but this repo's agent is {{agent}}",
        data: { writer: doc.writer, agent: config.agent },
        at: doc.title?.span
      });
    }
    for (const e of doc.entries) {
      if (doc.writer && e.author !== null && e.author !== doc.writer) {
        report({
          message: "This entry says it is from {{author}}, but the log is written only by {{writer}}",
          data: { author: e.author, writer: doc.writer },
          at: e.heading
        });
      }
    }
  }
});

// src/rules/sync/fields.ts
var fields_default = staticRule({
  id: "sync/fields",
  file: "sync",
  meta: {
    class: "quality",
    description: "Each agent section holds exactly its dialect's fields (Current focus, Blocked on, Next action by default), each once, none empty that may not be, an optional one at most once; a dialect's required shared sections are there.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    const labels = doc.schema.map((f) => f.label).join(", ");
    const label = (name2) => doc.schema.find((f) => f.name === name2)?.label ?? name2;
    const extensions = doc.dialect.unknownFields === "warn";
    for (const s of doc.sections) if (!s.shared) checkSection(s, { doc, report, labels, label, extensions });
    const agents = doc.sections.filter((s) => !s.shared).length;
    if (agents < doc.dialect.minAgents) {
      report({
        message: "SYNC.md has {{n}} agent section(s); the protocol is for {{min}} or more agents, so add the other agents' sections (or do without a SYNC.md)",
        data: { n: String(agents), min: String(doc.dialect.minAgents) },
        at: doc.sections[0]?.heading ?? { start: doc.preamble.start, end: doc.preamble.start },
        warn: true
      });
    }
  }
});
function checkSection(s, { doc, report, labels, label, extensions }) {
  const seen = /* @__PURE__ */ new Set();
  for (const f of s.fields) {
    if (f.own) continue;
    const misspelt = f.name ? null : doc.schema.find((x) => fieldKey(x.label) === f.key);
    if (misspelt) {
      seen.add(misspelt.name);
      report({
        message: 'Section "{{id}}" spells "{{label}}" as "{{as}}"; write "- **{{label}}**"',
        data: { id: s.id, label: misspelt.label, as: f.label },
        at: f.span
      });
      continue;
    }
    if (!f.name) {
      report({
        message: 'Section "{{id}}" has an unknown field "{{label}}"; the fields are {{labels}}',
        data: { id: s.id, label: f.label, labels },
        at: f.span,
        warn: extensions
      });
      continue;
    }
    if (seen.has(f.name))
      report({
        message: 'Section "{{id}}" has "{{label}}" twice; keep one',
        data: { id: s.id, label: label(f.name) },
        at: f.span
      });
    seen.add(f.name);
    if (!doc.schema.find((x) => x.name === f.name)?.mayBeEmpty && f.value === "")
      report({
        message: 'Section "{{id}}": "{{label}}" is empty; say what it is',
        data: { id: s.id, label: label(f.name) },
        at: f.span
      });
    if (doc.dialect.dated && f.date === null)
      report({
        message: 'Section "{{id}}": "{{label}}" has no date; write "- **{{label}}** (YYYY-MM-DD): \u2026"',
        data: { id: s.id, label: label(f.name) },
        at: f.span,
        warn: true
      });
  }
  for (const item of s.items) {
    report({
      message: 'Section "{{id}}" has a list item that is not a field; write "Label: value" with one of the labels {{labels}}',
      data: { id: s.id, labels },
      at: item.span,
      warn: extensions
    });
  }
  const missing = doc.schema.filter((f) => !f.optional && !seen.has(f.name)).map((f) => f.label);
  if (missing.length)
    report({
      message: 'Section "{{id}}" is missing {{missing}}',
      data: { id: s.id, missing: missing.join(", ") },
      at: s.heading
    });
}

// src/rules/sync/unique-sections.ts
var unique_sections_default = staticRule({
  id: "sync/unique-sections",
  file: "sync",
  meta: {
    class: "authority",
    description: "Each agent has one section: no two sections share a heading (on a board kept as a table per status group, an agent may hold a row per task).",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    const seen = /* @__PURE__ */ new Map();
    for (const s of doc.sections) {
      const key = s.id.toLowerCase();
      const line = seen.get(key);
      if (line !== void 0 && doc.dialect.layout !== "tables")
        report({
          message: 'Section "{{id}}" appears again (first at line {{line}}); merge the two',
          data: { id: s.id, line },
          at: s.heading
        });
      else seen.set(key, s.heading.start.line);
      if (!s.id) report({ message: "A section heading is empty; write the agent id", at: s.heading });
    }
  }
});

// src/rules/sync/known-agents.ts
var known_agents_default = staticRule({
  id: "sync/known-agents",
  file: "sync",
  meta: {
    class: "quality",
    description: "When agents are configured, every section belongs to a configured agent (or is a shared section).",
    defaultSeverity: "error"
  },
  check(doc, { report, config }) {
    const agents = Object.keys(config.agents);
    if (agents.length === 0) return;
    for (const s of doc.sections) {
      if (s.shared || agents.includes(s.id)) continue;
      report({
        message: 'Section "{{id}}" is not a configured agent ({{agents}}); add it under `agents` in the config or fix the heading',
        data: { id: s.id, agents: agents.join(", ") },
        at: s.heading
      });
    }
  }
});

// src/rules/sync/size.ts
var size_default = staticRule({
  id: "sync/size",
  file: "sync",
  meta: {
    class: "quality",
    description: "A SYNC.md with more than `max` agent sections is too large for every agent to read each session.",
    defaultSeverity: "warn",
    options: { max: { description: "the most agent sections allowed", default: 10 } }
  },
  check(doc, { report, options }) {
    const max = typeof options.max === "number" ? options.max : 10;
    const agents = doc.sections.filter((s) => !s.shared);
    if (agents.length > max) {
      report({
        message: "SYNC.md has {{n}} agent sections, more than {{max}}; split the commons or retire idle agents",
        data: { n: agents.length, max },
        at: agents[max].heading
      });
    }
  }
});

// src/rules/registry/provenance.ts
var provenance_default = staticRule({
  id: "registry/provenance",
  file: "registry",
  meta: {
    class: "quality",
    description: "Each registry entry heading is `<project> [SELF]` or `<project> [RELAYED by <agent>]`: exactly one provenance tag.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    if (doc.layout !== "tagged") {
      report({
        message: "PROJECT_REGISTRY.md is read with registry.layout: {{layout}}, which carries no provenance tags, so registry/provenance, registry/self-authority, registry/relay-attribution and registry/no-downgrade cannot judge who may write each entry; handover migrate turns it into [RELAYED by <you>] entries they can judge",
        data: { layout: doc.layout },
        at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
        warn: true,
        identity: "no provenance tags"
      });
      return;
    }
    for (const e of doc.entries) {
      if (!e.id)
        report({
          message: 'Entry "{{h}}" has no project id before its tag',
          data: { h: e.headingText },
          at: e.heading
        });
      if (e.tagCount === 0)
        report({
          message: 'Entry "{{h}}" has no provenance tag; add [SELF] if the project wrote it, or [RELAYED by <you>]',
          data: { h: e.headingText },
          at: e.heading
        });
      else if (e.tagCount > 1)
        report({
          message: 'Entry "{{h}}" has {{n}} provenance tags; keep exactly one',
          data: { h: e.headingText, n: e.tagCount },
          at: e.heading
        });
      else if (!e.provenance)
        report({
          message: 'Entry "{{h}}": [RELAYED by \u2026] must name who relayed it',
          data: { h: e.headingText },
          at: e.heading
        });
    }
  }
});

// src/rules/registry/fields.ts
function untagged(doc, report) {
  for (const e of doc.entries) {
    if (!e.id) report({ message: "An entry has no project id; write one", at: e.heading });
    const seen = /* @__PURE__ */ new Set();
    for (const f of e.fields) {
      if (seen.has(f.key))
        report({
          message: 'Entry "{{id}}" has "{{label}}" twice; keep one',
          data: { id: e.id, label: f.label },
          at: f.span
        });
      seen.add(f.key);
    }
  }
}
var fields_default2 = staticRule({
  id: "registry/fields",
  file: "registry",
  meta: {
    class: "quality",
    description: "Each entry has `Owns:` and `Address:` (and optionally Head, Subprojects, Ask), each once and non-empty.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    if (doc.layout !== "tagged") {
      untagged(doc, report);
      return;
    }
    for (const e of doc.entries) {
      const seen = /* @__PURE__ */ new Set();
      for (const f of e.fields) {
        if (!REGISTRY_FIELDS.includes(f.key)) {
          report({
            message: 'Entry "{{id}}" has an unknown field "{{label}}"; use Owns, Address, Head, Subprojects or Ask',
            data: { id: e.id, label: f.label },
            at: f.span
          });
          continue;
        }
        if (seen.has(f.key))
          report({
            message: 'Entry "{{id}}" has "{{label}}" twice; keep one',
            data: { id: e.id, label: f.label },
            at: f.span
          });
        if (f.value === "")
          report({ message: 'Entry "{{id}}": "{{label}}" is empty', data: { id: e.id, label: f.label }, at: f.span });
        seen.add(f.key);
      }
      for (const k of REQUIRED_REGISTRY_FIELDS) {
        if (!seen.has(k))
          report({
            message: 'Entry "{{id}}" has no {{field}}: line',
            data: { id: e.id, field: k === "owns" ? "Owns" : "Address" },
            at: e.heading
          });
      }
    }
  }
});

// src/rules/registry/unique.ts
var unique_default = staticRule({
  id: "registry/unique",
  file: "registry",
  meta: {
    class: "authority",
    description: "A project has one entry in the registry.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    const seen = /* @__PURE__ */ new Map();
    for (const e of doc.entries) {
      if (!e.id) continue;
      const line = seen.get(e.id.toLowerCase());
      if (line !== void 0)
        report({
          message: 'Project "{{id}}" has a second entry (first at line {{line}}); keep one',
          data: { id: e.id, line },
          at: e.heading
        });
      else seen.set(e.id.toLowerCase(), e.heading.start.line);
    }
  }
});

// src/rules/registry/subject-overlap.ts
var subject_overlap_default = staticRule({
  id: "registry/subject-overlap",
  file: "registry",
  meta: {
    class: "quality",
    description: "No subject is owned by two projects (a warning: one of them should hand it over).",
    defaultSeverity: "warn"
  },
  check(doc, { report }) {
    const owner = /* @__PURE__ */ new Map();
    for (const e of doc.entries) {
      for (const subject of e.owns) {
        const key = subjectKey(subject);
        const first = owner.get(key);
        if (first !== void 0 && first.toLowerCase() !== e.id.toLowerCase())
          report({
            message: '"{{subject}}" is owned by both {{first}} and {{id}}; settle who owns it',
            data: { subject, first, id: e.id },
            at: e.heading
          });
        else owner.set(key, e.id);
      }
    }
  }
});

// src/rules/marker/format.ts
var format_default = staticRule({
  id: "marker/format",
  file: "marker",
  meta: {
    class: "quality",
    description: "`.last-processed.md` opens with YAML front matter giving, per upstream, `seq`, `at` and `digest`.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    if (!doc.hasFrontmatter) {
      report({
        message: 'The marker has no YAML front matter; start it with "---", one key per upstream, and "---"',
        at: { line: 1, column: 1, offset: 0 }
      });
      return;
    }
    for (const o of doc.offsets) {
      const problem = offsetProblem(o);
      if (problem) report({ message: problem, at: o.span });
    }
  }
});

// src/rules/protocol/conflict-markers.ts
var conflict_markers_default = staticRule({
  id: "protocol/conflict-markers",
  file: "any",
  meta: {
    class: "authority",
    description: "No merge conflict is left in a protocol file: no `<<<<<<<`, `=======`, `>>>>>>>` sequence.",
    defaultSeverity: "error"
  },
  check(source, { report }) {
    const first = 1 + (source.lineOffset ?? 0);
    for (const c of conflictBlocks(source.text)) {
      report({
        message: "A merge conflict is left here (lines {{from}}\u2013{{to}}); resolve it and remove the markers",
        data: { from: c.from + first, to: c.to + first },
        at: {
          start: { line: c.from + first, column: 1, offset: 0 },
          end: { line: c.to + first, column: c.toLength + 1, offset: 0 }
        }
      });
    }
  }
});

// src/rules/protocol/encoding.ts
var FIX = {
  nul: "The file contains a NUL byte, so it is binary, not text; restore it from git or rewrite it as UTF-8 text",
  "bare-cr": "A line ends in a bare CR (an old Mac line ending); save the file with LF or CRLF line endings",
  "invalid-utf8": "The file is not valid UTF-8; re-save it as UTF-8"
};
var encoding_default = staticRule({
  id: "protocol/encoding",
  file: "any",
  meta: {
    class: "authority",
    description: "A protocol file is valid UTF-8 text with no NUL byte, and its lines end in LF or CRLF.",
    defaultSeverity: "error"
  },
  // Each problem is its own finding, known across versions by the line it is on (never the file as a whole), so a
  // problem the base had is not blamed on a change, and one old problem admits no new one elsewhere.
  check(source, { report }) {
    for (const p of source.encoding) {
      const message = p.more ? `${FIX[p.kind]} (this and ${p.more - 1} more like it)` : FIX[p.kind];
      report({ message, at: { line: p.line, column: p.column, offset: 0 }, identity: `${p.kind}:${p.context}` });
    }
  }
});

// src/rules/protocol/kind.ts
var EXAMPLE = {
  seq: "<seq> \xB7 <timestamp>",
  timestamp: "<timestamp>[ \xB7 <title>]",
  date: "<date>[ \xB7 <title>]",
  "date-last": "<title> (<date>)",
  id: "<entry-id>: <title>"
};
function knobsOf(d) {
  const writer = d.writer ? `, writer: ${d.writer}` : "";
  const section = d.section ? `, section: "${d.section}"` : "";
  return `log: { heading: ${d.heading}, level: ${d.level}, order: ${d.order}${writer}${section} }`;
}
function headingsIn(doc) {
  const boundaries = scanBlocks(doc.source.text, 0, 2, 3).boundaries;
  const section = doc.dialect.section ? sectionMatch(doc.dialect.section) : null;
  if (!section) return boundaries.length;
  let inside = false;
  let n = 0;
  for (const b of boundaries) {
    if (b.level === 2) inside = section.test(b.raw.replace(/^ {0,3}#+[ \t]*/, "").replace(/[ \t#]*$/, ""));
    else if (inside) n++;
  }
  return n;
}
var MIN_SECTIONS = 3;
var MIN_MIXED = 5;
function looksLikeAnotherKind(fit, total) {
  return total >= MIN_SECTIONS && (fit === 0 || total >= MIN_MIXED && fit * 2 < total);
}
function fitOf(doc) {
  switch (doc.kind) {
    case "handover":
      return {
        fit: doc.entries.reduce((n, e) => e.headingProblem === null ? n + 1 : n, 0),
        total: doc.entries.length,
        what: `level-${doc.dialect.level} sections are entries ("${"#".repeat(doc.dialect.level)} ${EXAMPLE[doc.dialect.heading]}", read with \`${knobsOf(doc.dialect)}\`)`,
        not: "a handover log in the handover form",
        files: "files.handover",
        replaces: ["handover/entry-heading", "handover/sequence", "handover/time-order", "handover/corrects-target"]
      };
    case "sync": {
      const agents = doc.sections.filter((s) => s.shared === null);
      const names = (s) => new Set(s.fields.map((f) => f.name).filter(Boolean)).size;
      const n = doc.schema.length;
      const required = doc.schema.filter((f) => !f.optional).map((f) => f.name);
      const fits = (s) => names(s) > 0 && required.every((r) => s.fields.some((f) => f.name === r));
      return {
        fit: agents.filter(fits).length,
        some: agents.filter((s) => names(s) > 0).length,
        total: agents.length,
        what: n === 3 ? "sections carry the three fields" : `sections carry the board's fields (${doc.schema.map((f) => f.label).join(", ")})`,
        not: "a handover SYNC.md",
        files: "files.sync",
        replaces: ["sync/fields", "sync/known-agents", "sync/size"]
      };
    }
    case "registry":
      return {
        // an untagged layout's entry is a project with an id and fields of its own
        fit: doc.entries.filter((e) => doc.layout === "tagged" ? e.provenance !== null : e.id && e.fields.length).length,
        total: doc.entries.length,
        what: 'sections are registry entries ("## <project> [SELF]" or "[RELAYED by <agent>]")',
        not: "a handover PROJECT_REGISTRY.md",
        files: "files.registry",
        replaces: ["registry/provenance", "registry/fields", "registry/unique", "registry/subject-overlap"]
      };
    default:
      return null;
  }
}
var kind_default = staticRule({
  id: "protocol/kind",
  file: "any",
  meta: {
    class: "quality",
    description: "A protocol file looks like its kind: when most of its sections do not, one finding says what the file looks like instead of one per section.",
    defaultSeverity: "error"
  },
  check(source, { report }, doc) {
    if (!doc) return;
    if (doc.kind === "handover" && !doc.prior && doc.entries.length <= 1 && doc.dialect.name === "handover") {
      const found = headingsIn(doc);
      if (found >= 2 + doc.entries.length) {
        report({
          message: "The log's `{{knobs}}` read {{n}} entries among its {{found}} headings: this configuration does not read this log; run handover init --detect to see the knobs that do (heading: seq, timestamp, date or date-last; level; order; and writer when the title does not name it)",
          data: { knobs: knobsOf(doc.dialect), n: doc.entries.length, found },
          at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
          warn: true,
          identity: "reads no entries"
        });
        return;
      }
    }
    const f = fitOf(doc);
    if (!f || !looksLikeAnotherKind(f.some ?? f.fit, f.total)) return;
    const some = f.some !== void 0 && f.some > f.fit ? ` (${f.some - f.fit} more carry some of them)` : "";
    const migrate = doc.kind === "registry" ? "" : doc.kind === "handover" ? `if it is a log in another shape, handover init --detect names the \`log\` knobs that read it as it is (heading, level, order, and writer when the title does not name one), and handover migrate ${source.path} shows it converted; ` : `if it is one in another shape, handover migrate ${source.path} shows it converted; `;
    report({
      message: `{{fit}} of {{total}} {{what}}${some}: this does not look like {{not}}; ${migrate}else set \`{{files}}\` to the right file, or see \`dialect\``,
      data: { fit: f.fit, total: f.total, what: f.what, not: f.not, files: f.files },
      at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
      supersedes: f.replaces,
      // the counts grow with the file: the same diagnosis of a longer file is the same finding
      identity: `not ${f.not}`
    });
  }
});

// src/rules/protocol/suppression.ts
var suppression_default = staticRule({
  id: "protocol/suppression",
  file: "any",
  meta: {
    class: "authority",
    description: "An inline suppression comment names a static rule and gives its reason; one that does not suppresses nothing, and says so.",
    defaultSeverity: "warn"
  },
  check(source, { report }) {
    for (const d of directivesOf(source)) if (d.problem) report({ message: d.problem, at: d.span });
  }
});

// src/rules/handover/append-only.ts
var name = (e) => {
  const n = entryName(e);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
var instead = (e) => {
  const ref = correctsRef(e);
  return ref ? `append a new entry with "Corrects: ${ref}" instead` : "write the correction as a new entry instead";
};
var where = (base) => base.dialect?.order === "any" ? "new entries go above the first entry or after the last one, never between two old ones" : base.dialect?.pinned ? "new entries go right above the pinned last entry (or after it), never between two other old ones" : "new entries go after the last one";
var ROTATION = {
  "not-archived": "{{none}} in the same change; restore it, or move it there unchanged in the same commit (only the oldest entries are archived)",
  "not-held": "the new text of {{archive}} does not hold it as it was; move it there unchanged (heading and text byte for byte), or restore it",
  "not-oldest": "only the oldest entries are moved to {{archive}} (from the oldest end, none kept before it); restore it",
  split: "another archive file holds it, but the other entries this change rotates went to {{archive}}; a rotation moves its entries into one archive file, so move it there unchanged, or restore it"
};
function rotationOf(named, removed, archives) {
  const patterns = archivePatterns(named);
  const rotation = patterns.length && removed.length ? judgeRotation(removed, archives ?? []) : null;
  const none = patterns.length === 1 && !isArchivePattern(patterns[0]) ? `${patterns[0]} did not receive it` : `no archive file (${patterns.join(", ")}) received it`;
  return { rotation, archive: rotation?.archive ?? patterns.join(", "), none };
}
function preambleFinding(base, head) {
  if (head.dialect.section)
    return {
      message: 'The title line was changed (it was "{{was}}"); restore it \u2014 the log is the entries under "## {{section}}" and the rest of the file may change, but not its title',
      data: { was: base.title?.text ?? "", section: head.dialect.section },
      at: head.title?.span.start ?? head.preamble.start,
      unit: units.preamble
    };
  return {
    message: "The preamble (title and text before the first entry) was changed; restore it \u2014 it is part of the append-only log",
    at: head.preamble.start,
    unit: units.preamble
  };
}
var append_only_default = historicalRule({
  id: "handover/append-only",
  file: "handover",
  meta: {
    class: "authority",
    description: "A handover log only grows: the preamble and every earlier entry stay as they were (but for the fields and moves its dialect allows), and new entries go after the last one.",
    defaultSeverity: "error"
  },
  check({ base, head }, { report, facts }) {
    if (!base) return;
    if (!head) {
      report({
        message: "The handover log was deleted; a log is append-only, so restore it (git restore --staged --worktree {{path}})",
        data: { path: base.source.path }
      });
      return;
    }
    if (onlyFillsTemplate(base, head)) return;
    const diff = diffHandover(base, head);
    const removed = diff.changes.flatMap((c) => c.kind === "removed" ? [c.base] : []);
    const { rotation, archive, none } = rotationOf(head.dialect.archive, removed, facts.archive);
    const rotated = new Set([...rotation?.problems ?? []].flatMap(([e, p]) => p === null ? [e] : []));
    const groupsOnly = () => onlyEmptiedGroupsLeft(base, head, {
      rotated,
      archive: facts.archive?.find((a) => a.path === rotation?.archive) ?? null
    });
    if (diff.preambleChanged && !(rotated.size > 0 && groupsOnly())) {
      report(preambleFinding(base, head));
    }
    for (const c of diff.changes) {
      if (c.kind === "changed") {
        report({
          message: "{{entry}} (line {{line}} before) was changed at line {{now}}; restore it and {{instead}}",
          data: {
            entry: name(c.base),
            line: c.base.heading.start.line,
            now: c.head.heading.start.line,
            instead: instead(c.base)
          },
          at: c.head.span,
          unit: units.entry(c.base)
        });
      } else if (c.kind === "removed") {
        const problem = rotation ? rotation.problems.get(c.base) : void 0;
        if (problem === null) continue;
        report({
          message: `{{entry}} (line {{line}} before) was removed; ${problem ? ROTATION[problem] : "restore it \u2014 entries are never deleted"}`,
          data: { entry: name(c.base), line: c.base.heading.start.line, archive, none },
          at: c.at,
          unit: units.entry(c.base)
        });
      } else if (c.kind === "reordered") {
        report({
          message: "{{entry}} moved from line {{line}} to line {{now}}; keep entries in their order",
          data: { entry: name(c.base), line: c.base.heading.start.line, now: c.head.heading.start.line },
          at: c.head.heading,
          unit: units.entry(c.base)
        });
      } else reportInsertion(c, base, report);
    }
    for (const c of diff.references) report(referenceFinding(c));
  }
});
function onlyFillsTemplate(base, head) {
  if (base.entries.length === 0 || base.entries.some((e) => e.headingProblem === null)) return false;
  if (!head.entries.some((e) => e.headingProblem === null)) return false;
  if (base.preamble.text !== head.preamble.text) return false;
  const lines = head.source.text.split("\n");
  let at = 0;
  for (const line of base.source.text.split("\n")) {
    while (at < lines.length && lines[at] !== line) at++;
    if (at === lines.length) return false;
    at++;
  }
  return true;
}
var REFERENCE = {
  changed: 'The reference section "{{heading}}" (line {{line}} before) was changed; restore it \u2014 an old reference section stays as it was (put an updated copy after the new entries instead)',
  removed: 'The reference section "{{heading}}" (line {{line}} before) was removed; restore it where it was',
  moved: 'The reference section "{{heading}}" (line {{line}} before) no longer follows the entry it followed; keep it there \u2014 new entries go after the last one',
  inserted: 'The reference section "{{heading}}" was put above an old entry; a new one goes only after the last old entry, with or after the new entries'
};
function referenceFinding(c) {
  const block = c.kind === "inserted" ? c.head : c.base;
  const heading = headingOf(block.chunk).trim();
  return {
    message: REFERENCE[c.kind],
    data: { heading, line: block.chunk.start.line },
    at: c.kind === "removed" ? c.at : c.head.chunk.start,
    unit: units.section(`reference "${heading}" after ${block.after} entries`)
  };
}
function reportInsertion(c, base, report) {
  if (!c.before || insertedWhereAllowed(base, c.before)) return;
  report({
    message: "{{entry}} was inserted before {{next}} (line {{line}} before); {{where}}",
    data: { entry: name(c.head), next: name(c.before), line: c.before.heading.start.line, where: where(base) },
    at: c.head.heading,
    unit: units.entry(c.head)
  });
}

// src/rules/handover/single-writer.ts
var single_writer_default = historicalRule({
  id: "handover/single-writer",
  file: "handover",
  meta: {
    class: "authority",
    description: "Only the writer named in `# Handover: <agent>` changes the log, and the title never names a new writer.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report }) {
    const doc = head ?? base;
    if (!doc || base && head && base.source.text === head.source.text && !head.prior) return;
    if (base?.writer && head?.writer && base.writer !== head.writer) {
      report({
        message: "The title now names {{now}} as the writer instead of {{was}}; a log keeps its one writer",
        data: { now: head.writer, was: base.writer },
        at: head.title?.span
      });
    }
    const writer = base?.writer ?? head?.writer;
    if (writer && writer !== actor) {
      report({
        message: "This log is written only by {{writer}}, but {{actor}} changed it; ask {{writer}} to append, or record it in your own log",
        data: { writer, actor },
        at: head?.title?.span ?? head?.entries[0]?.heading
      });
    }
  }
});

// src/rules/sync/section-owner.ts
var groupName = (g) => g === null ? "above the first group" : `"${g}"`;
var section_owner_default = historicalRule({
  id: "sync/section-owner",
  file: "sync",
  meta: {
    class: "authority",
    description: "An agent adds, changes or removes only its own SYNC.md section (a dispatcher may add a dated note where the dialect has one, a board's keeper writes every section); the preamble is the owner's.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report, config }) {
    const diff = diffSync(base, head);
    const dialect = (head ?? base)?.dialect;
    const dispatcher = config.dispatchers.includes(actor);
    const keeper = config.sync.keeper !== null && config.sync.keeper === actor;
    const what = [
      ...diff.added.map((d) => ({ verb: "added", id: d.key, at: d.head.heading, shared: d.head.shared, note: false })),
      ...diff.changed.map((d) => ({
        verb: "changed",
        id: d.key,
        at: d.head.span,
        shared: d.head.shared ?? d.base.shared,
        note: dispatcher && !!dialect && onlyNotesAdded(d.base, d.head, dialect)
      })),
      ...diff.removed.map((d) => ({
        verb: "removed",
        id: d.key,
        at: head ? { line: 1, column: 1, offset: 0 } : void 0,
        shared: d.base.shared,
        note: false
      }))
    ];
    for (const w of what) {
      if (w.id === actor || w.shared || w.note || keeper) continue;
      report({
        message: '{{actor}} {{verb}} the section of {{id}}; an agent writes only its own section ("## {{actor}}")',
        data: { actor, verb: w.verb, id: w.id },
        at: w.at,
        unit: units.section(w.id)
      });
    }
    for (const m of diff.moved) {
      if (m.key === actor || actor === config.owner || dispatcher || keeper) continue;
      report({
        message: "{{actor}} moved the section of {{id}} from {{from}} to {{to}}; only {{id}}, the owner or a dispatcher moves a section between groups",
        data: { actor, id: m.key, from: groupName(m.from), to: groupName(m.to) },
        at: m.head.heading,
        unit: units.section(m.key)
      });
    }
    if (head && diff.preambleChanged && actor !== config.owner) {
      const who = config.owner ? `the owner, ${config.owner}` : "the owner (set `owner` in the config)";
      report({
        message: "{{actor}} changed the preamble, which only {{who}} edits",
        data: { actor, who },
        at: head.preamble.start,
        unit: units.preamble
      });
    }
  }
});

// src/rules/sync/shared-sections.ts
var shared_sections_default = historicalRule({
  id: "sync/shared-sections",
  file: "sync",
  meta: {
    class: "authority",
    description: "Shared SYNC.md sections (config `sync.shared`, or a dialect's own) are written only by those they allow (the owner or a dispatcher by default); `append-only` ones only grow, `append-rows` ones keep every row (a `-- RESOLVED <date>: \u2026` suffix may be added).",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report, config }) {
    const diff = diffSync(base, head);
    const owner = actor === config.owner || config.dispatchers.includes(actor);
    const touched = [
      ...diff.added.map((d) => ({ id: d.key, at: d.head.heading, policy: d.head.shared, kept: true })),
      ...diff.changed.map((d) => ({
        id: d.key,
        at: d.head.span,
        policy: d.head.shared ?? d.base.shared,
        kept: (d.head.shared ?? d.base.shared)?.mode === "append-rows" ? rowsKept(d.base, d.head) : appendedOnly(d.base, d.head)
      })),
      ...diff.removed.map((d) => ({ id: d.key, at: void 0, policy: d.base.shared, kept: false }))
    ];
    for (const t of touched) {
      if (!t.policy) continue;
      if (!owner && t.policy.writers === "owner") {
        const who = config.owner ? `the owner (${config.owner})` : "the owner";
        report({
          message: '"{{id}}" is a shared section, written only by {{who}} or a dispatcher; {{actor}} changed it',
          data: { id: t.id, who, actor },
          at: t.at,
          unit: units.section(t.id)
        });
      } else if (t.policy.mode === "append-only" && !t.kept) {
        report({
          message: '"{{id}}" is append-only: its earlier text must stay as it was, with new lines only at its end',
          data: { id: t.id },
          at: t.at,
          unit: units.section(t.id)
        });
      } else if (t.policy.mode === "append-rows" && !t.kept) {
        report({
          message: '"{{id}}" keeps every row: add new rows at its end, and resolve a row only by adding " -- RESOLVED <date>: \u2026" to it',
          data: { id: t.id },
          at: t.at,
          unit: units.section(t.id)
        });
      } else if (t.policy.mode === "owner-only" && !owner) {
        report({
          message: '"{{id}}" is written only by the owner or a dispatcher; {{actor}} changed it',
          data: { id: t.id, actor },
          at: t.at,
          unit: units.section(t.id)
        });
      }
    }
  }
});

// src/rules/registry/self-authority.ts
var self_authority_default = historicalRule({
  id: "registry/self-authority",
  file: "registry",
  meta: {
    class: "authority",
    description: "Only project P writes, changes or removes the `[SELF]` entry for P.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report }) {
    const diff = diffRegistry(base, head);
    const touched = [
      ...diff.added.map((d) => ({
        entry: d.head,
        verb: "wrote",
        at: d.head.heading,
        self: d.head.provenance?.kind === "self"
      })),
      ...diff.changed.map((d) => ({
        entry: d.head,
        verb: "changed",
        at: d.head.span,
        self: d.head.provenance?.kind === "self" || d.base.provenance?.kind === "self"
      })),
      ...diff.removed.map((d) => ({
        entry: d.base,
        verb: "removed",
        at: void 0,
        self: d.base.provenance?.kind === "self"
      }))
    ];
    for (const t of touched) {
      if (!t.self || t.entry.id === actor) continue;
      const existed = t.verb !== "wrote";
      report({
        message: existed ? "{{actor}} {{verb}} the [SELF] entry of {{id}}; only {{id}} speaks for itself, and a relayed entry may not replace it (registry/no-downgrade) \u2014 restore the entry and ask {{id}} to change it (handover registry add, as {{id}}), or a dispatcher to override on the record" : '{{actor}} {{verb}} the [SELF] entry of {{id}}; only {{id}} speaks for itself \u2014 write "## {{id}} [RELAYED by {{actor}}]" instead',
        data: { actor, verb: t.verb, id: t.entry.id },
        at: t.at,
        unit: units.project(t.entry.id)
      });
    }
  }
});

// src/rules/registry/relay-attribution.ts
var relayer = (e) => e.provenance?.kind === "relayed" ? e.provenance.by : null;
var relay_attribution_default = historicalRule({
  id: "registry/relay-attribution",
  file: "registry",
  meta: {
    class: "authority",
    description: "Only X writes or changes an entry tagged `[RELAYED by X]`; it is removed only by X or by the project itself.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report }) {
    const diff = diffRegistry(base, head);
    for (const d of [...diff.added, ...diff.changed]) {
      const by = relayer(d.head);
      if (by !== null && by !== actor) {
        report({
          message: '{{actor}} wrote "{{id}} [RELAYED by {{by}}]"; a relayed entry names who relayed it \u2014 write [RELAYED by {{actor}}]',
          data: { actor, by, id: d.head.id },
          at: d.head.heading
        });
      }
    }
    const gone = [
      ...diff.removed.map((d) => ({ base: d.base, verb: "removed", at: void 0 })),
      // re-tagged [SELF] or [RELAYED by someone else]: the old relayer's entry is gone either way
      ...diff.changed.filter((c) => relayer(c.head) !== relayer(c.base)).map((d) => ({ base: d.base, verb: "replaced", at: d.head.heading }))
    ];
    for (const d of gone) {
      const by = relayer(d.base);
      if (by !== null && by !== actor && d.base.id !== actor) {
        report({
          message: "{{actor}} {{verb}} the entry {{by}} relayed for {{id}}; only {{by}} or {{id}} may",
          data: { actor, verb: d.verb, by, id: d.base.id },
          at: d.at,
          unit: units.project(d.base.id)
        });
      }
    }
  }
});

// src/rules/registry/no-downgrade.ts
var no_downgrade_default = historicalRule({
  id: "registry/no-downgrade",
  file: "registry",
  meta: {
    class: "authority",
    description: "A `[SELF]` entry is never replaced by a `[RELAYED by \u2026]` one: the project's own word outranks a relay.",
    defaultSeverity: "error"
  },
  check({ base, head }, { report }) {
    if (!base || !head) return;
    for (const d of diffRegistry(base, head).changed) {
      if (d.base.provenance?.kind === "self" && d.head.provenance?.kind === "relayed") {
        report({
          message: "The [SELF] entry of {{id}} (line {{line}} before) was replaced by a relayed one; keep {{id}}'s own entry and correct it through {{id}}",
          data: { id: d.head.id, line: d.base.heading.start.line },
          at: d.head.heading
        });
      }
    }
  }
});

// src/rules/marker/monotonic.ts
var monotonic_default = historicalRule({
  id: "marker/monotonic",
  file: "marker",
  meta: {
    class: "authority",
    description: "A consumer offset in `.last-processed.md` never moves back.",
    defaultSeverity: "error"
  },
  check({ base, head }, { report }) {
    if (!base) return;
    const now = new Map((head?.offsets ?? []).map((o) => [o.upstream, o]));
    for (const was of base.offsets) {
      const o = now.get(was.upstream);
      if (!o) {
        if (was.seq === null && was.id === null) continue;
        report({
          message: head ? 'The offset for {{up}} (entry {{was}}) was removed; an offset only moves forward, and without it the next consume replays every entry: restore "{{up}}:" as it was' : "The offset for {{up}} (entry {{was}}) was removed with .last-processed.md; an offset only moves forward, and without it the next consume replays every entry: restore the file",
          data: { up: was.upstream, was: was.seq ?? `"${was.id}"` }
        });
        continue;
      }
      if (was.seq === null || o.seq === null || o.seq >= was.seq) continue;
      report({
        message: "The offset for {{up}} moved back from entry {{was}} to {{now}}; offsets only move forward (to reprocess, consume with a fresh marker on purpose, with a dispatcher override)",
        data: { up: o.upstream, was: was.seq, now: o.seq },
        at: o.span
      });
    }
  }
});

// src/rules/protocol/identity.ts
var identity_default = commitRule({
  id: "protocol/identity",
  meta: {
    class: "authority",
    description: "A commit names its own agent, an override comes only from an established dispatcher, and with identity.signatures: required every commit is signed by its agent.",
    defaultSeverity: "error"
  }
});

// src/rules/request/fields.ts
var REQUIRED = {
  ruling: ["subject", "claims"],
  evidence: ["subject"],
  capability: ["subject", "reversibility"],
  response: ["in reply to"],
  forward: ["in reply to", "subject", "type"]
};
var LABEL = {
  to: "To",
  chain: "Chain",
  subject: "Subject",
  claims: "Claims",
  reversibility: "Reversibility",
  "in reply to": "In-reply-to",
  type: "Type"
};
var REFS = ["in reply to", "denied before", "relays"];
function problems(r) {
  const out = [];
  const n = r.entry.seq ?? "?";
  if (r.type === null)
    return [
      {
        message: `Entry ${n} has no request type: end its heading with one of ${REQUEST_TYPES.join(", ")} (## ${n} \xB7 <time> \xB7 ruling)`,
        at: r.entry.heading
      }
    ];
  for (const key of ["to", "chain", ...REQUIRED[r.type]]) {
    const f = r.fields.get(key);
    if (!f || !f.value && f.items.length === 0)
      out.push({
        message: `Entry ${n} (${r.type}) has no ${LABEL[key]}: line; add "- ${LABEL[key]}: \u2026"`,
        at: r.entry.heading
      });
  }
  const field = (k) => r.fields.get(k);
  if (r.to && !NAME.test(r.to))
    out.push({ message: `Entry ${n}: "To: ${r.to}" is not a project id; name one project`, at: field("to").span });
  if (r.type === "ruling" && r.fields.has("claims") && r.claims.length === 0)
    out.push({
      message: `Entry ${n}: the ruling lists no claims; number them under "- Claims:" (1. \u2026)`,
      at: field("claims").span
    });
  if (r.reversibility !== null && !REVERSIBILITY.includes(r.reversibility))
    out.push({
      message: `Entry ${n}: "Reversibility: ${r.reversibility}" is not one of ${REVERSIBILITY.join(", ")}`,
      at: field("reversibility").span
    });
  if (r.status !== null && !STATUSES.includes(r.status))
    out.push({
      message: `Entry ${n}: "Status: ${r.status}" is not one of ${STATUSES.join(", ")}`,
      at: field("status").span
    });
  if (r.type === "forward" && r.forwards !== null && !ASKING_TYPES.includes(r.forwards))
    out.push({
      message: `Entry ${n}: a forward passes on a ${ASKING_TYPES.join(", ")} request, not "Type: ${r.forwards}"`,
      at: field("type").span
    });
  for (const k of REFS) {
    const f = r.fields.get(k);
    if (f?.value && !parseRef(f.value))
      out.push({
        message: `Entry ${n}: "${f.label}: ${f.value}" is not a reference; write <project>#<seq>, e.g. lab#4`,
        at: f.span
      });
  }
  for (const f of r.repeated) out.push({ message: `Entry ${n} gives ${f.label}: twice; keep one`, at: f.span });
  return out;
}
var fields_default3 = staticRule({
  id: "request/fields",
  file: "requests",
  meta: {
    class: "authority",
    description: "Each REQUESTS.md entry is typed (ruling, evidence, capability, response, forward) and carries the fields its type needs.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const r of doc.requests) {
      if (r.entry.headingProblem) continue;
      for (const p of problems(r)) report(p);
    }
  }
});

// src/rules/request/head.ts
var head_default = staticRule({
  id: "request/head",
  file: "requests",
  meta: {
    class: "authority",
    description: "A request from outside a tree enters at its head (no level-skip), and only a head forwards, to its own direct subprojects.",
    defaultSeverity: "error"
  },
  check(doc, { report, facts }) {
    if (!facts.subprojects || !doc.writer) return;
    for (const r of doc.requests) {
      if (!r.to) continue;
      const at = r.fields.get("to").span;
      if (r.type === "forward") {
        const subs = facts.subprojects.get(doc.writer) ?? [];
        if (!subs.some((s) => s.toLowerCase() === r.to.toLowerCase())) {
          report({
            message: "Entry {{seq}} forwards to {{to}}, which is not a direct subproject of {{writer}} (registry Subprojects: {{subs}}); a head forwards only one level down",
            data: { seq: r.entry.seq ?? "?", to: r.to, writer: doc.writer, subs: subs.join("; ") || "none" },
            at
          });
        }
      } else if (ASKING_TYPES.includes(r.type ?? "")) {
        const parent = parentOf(facts, r.to);
        if (parent === null || parent.toLowerCase() === doc.writer.toLowerCase()) continue;
        let head = parent;
        for (let up = parentOf(facts, head), i = 0; up && i < 32; up = parentOf(facts, up), i++) head = up;
        report({
          message: "Entry {{seq}} is addressed to {{to}}, a subproject of {{parent}}: a request from outside a tree enters at its head; address {{head}} and let it forward the request",
          data: { seq: r.entry.seq ?? "?", to: r.to, parent, head },
          at
        });
      }
    }
  }
});

// src/rules/request/chain.ts
var chain_default = staticRule({
  id: "request/chain",
  file: "requests",
  meta: {
    class: "authority",
    description: "The Chain: of a request ends with its writer, names no project twice, never leads back to the writer, and has at most requests.maxDepth hops.",
    defaultSeverity: "error"
  },
  check(doc, { report, config, facts }) {
    for (const r of doc.requests) checkRequest(r, { doc, report, facts, max: config.requests.maxDepth });
  }
});
function checkRequest(r, { doc, report, facts, max }) {
  const f = r.fields.get("chain");
  if (!r.chain || !f || !r.type || !doc.writer) return;
  const data = { seq: r.entry.seq ?? "?", chain: r.chain.join(" \u2192 "), writer: doc.writer, to: r.to ?? "?", max };
  const lower = r.chain.map((p) => p.toLowerCase());
  const dup = lower.find((p, i) => lower.indexOf(p) !== i);
  if (lower[lower.length - 1] !== doc.writer.toLowerCase())
    report({
      message: "Entry {{seq}}: the chain {{chain}} does not end with the writer {{writer}}; a chain lists who the request passed, ending with whoever writes it",
      data,
      at: f.span
    });
  else if (dup)
    report({
      message: "Entry {{seq}}: the chain {{chain}} passes {{dup}} twice; a request never goes round in a cycle",
      data: { ...data, dup },
      at: f.span
    });
  if (r.to && r.to.toLowerCase() === doc.writer.toLowerCase()) {
    report({
      message: "Entry {{seq}} is addressed to its own writer {{writer}}; a project does not send requests to itself",
      data,
      at: r.fields.get("to").span
    });
    return;
  }
  const asking = r.type !== "response";
  if (asking && r.to && lower.includes(r.to.toLowerCase()))
    report({
      message: "Entry {{seq}} goes to {{to}}, which the chain {{chain}} already passed: a cycle; answer it instead",
      data,
      at: r.fields.get("to").span
    });
  const hops = asking ? r.chain.length : r.chain.length - 1;
  if (hops > max)
    report({
      message: "Entry {{seq}} travels {{hops}} hops ({{chain}}{{next}}), more than requests.maxDepth ({{max}}); answer it here or ask a human",
      data: { ...data, hops, next: asking ? ` \u2192 ${r.to ?? "?"}` : "" },
      at: f.span
    });
  if (r.type === "forward" && r.inReplyTo) {
    const from = lookupRef(doc, facts, r.inReplyTo)?.request.chain;
    const want = from ? [...from, doc.writer] : null;
    if (want && want.join("\0").toLowerCase() !== lower.join("\0"))
      report({
        message: "Entry {{seq}}: a forward carries the request's chain and adds its writer: {{want}}, not {{chain}}",
        data: { ...data, want: want.join(" \u2192 ") },
        at: f.span
      });
  }
}

// src/rules/request/verdicts.ts
var verdicts_default = staticRule({
  id: "request/verdicts",
  file: "requests",
  meta: {
    class: "authority",
    description: "A response to a ruling gives one verdict per claim, in order (confirmed, wrong: <correction>, not stated), and says what the requester got backwards.",
    defaultSeverity: "error"
  },
  check(doc, { report, facts }) {
    for (const r of doc.requests) {
      if (r.type !== "response" || !r.inReplyTo) continue;
      const seq = r.entry.seq ?? "?";
      const target = lookupRef(doc, facts, r.inReplyTo)?.request ?? null;
      const ruling = target !== null && askedType(target) === "ruling";
      r.verdicts.forEach((v, i) => {
        if (v.n !== null && v.n !== i + 1)
          report({
            message: "Entry {{seq}}: verdict {{n}} stands where verdict {{i}} belongs; give the verdicts in the order of the claims",
            data: { seq, n: v.n, i: i + 1 },
            at: v.span
          });
        if (!v.verdict)
          report({
            message: 'Entry {{seq}}: verdict {{i}} "{{text}}" is not confirmed, wrong: <correction> or not stated',
            data: { seq, i: i + 1, text: v.text },
            at: v.span
          });
      });
      if (!ruling || r.status === "refused" || r.status === "escalated") continue;
      const want = target.claims.length;
      const at = r.fields.get("verdicts")?.span ?? r.entry.heading;
      if (r.verdicts.length < want)
        report({
          message: "Entry {{seq}} answers the ruling {{ref}} with {{got}} verdicts for its {{want}} claims; give one verdict per claim (confirmed, wrong: \u2026, not stated)",
          data: { seq, ref: `${r.inReplyTo.project}#${r.inReplyTo.seq}`, got: r.verdicts.length, want },
          at
        });
      else if (r.verdicts.length > want)
        report({
          message: "Entry {{seq}} gives {{got}} verdicts, but the ruling {{ref}} has only {{want}} claims",
          data: { seq, ref: `${r.inReplyTo.project}#${r.inReplyTo.seq}`, got: r.verdicts.length, want },
          at
        });
      if (!r.fields.get("backwards")?.value)
        report({
          message: 'Entry {{seq}} answers a ruling without "Backwards:": say what the requester got backwards ("Backwards: nothing" if nothing)',
          data: { seq },
          at: r.entry.heading
        });
    }
  }
});

// src/rules/request/reversibility.ts
var reversibility_default = staticRule({
  id: "request/reversibility",
  file: "requests",
  meta: {
    class: "authority",
    description: "An outbound or irreversible capability is never reported done without a dispatcher's approval on the record (a Handover-Approve commit).",
    defaultSeverity: "error"
  },
  check(doc, { report, facts }) {
    for (const r of doc.requests) {
      if (r.type !== "response" || r.status !== "done" || !r.inReplyTo) continue;
      const target = lookupRef(doc, facts, r.inReplyTo)?.request ?? null;
      const level = r.reversibility ?? (target && askedType(target) === "capability" ? target.reversibility : null);
      if (level !== "outbound" && level !== "irreversible") continue;
      const ref = refText(r.inReplyTo);
      if (facts.approvals.has(ref)) continue;
      report({
        message: `Entry {{seq}} reports the {{level}} capability {{ref}} done, but no dispatcher approved it on the record; answer "Status: escalated" until a dispatcher commits "Handover-Approve: {{ref}}" (handover approve {{ref}}), signed by one of the dispatcher's signingKeys or attested by the host`,
        data: { seq: r.entry.seq ?? "?", level, ref },
        at: r.fields.get("status").span
      });
    }
  }
});

// src/rules/request/laundering.ts
function before(refused, at) {
  if (refused.writer === null || at.writer === null || refused.writer.toLowerCase() !== at.writer.toLowerCase())
    return true;
  return refused.seq !== null && at.seq !== null && refused.seq < at.seq;
}
function refusalBefore(doc, facts, { requester, subject, at }) {
  for (const log of [doc, ...facts.peers.values()]) {
    if (log !== doc && log.writer === doc.writer) continue;
    for (const x of log.requests) {
      if (x.type !== "response" || x.status !== "refused" || !x.inReplyTo) continue;
      const asked = lookupRef(log, facts, x.inReplyTo) ?? (x.inReplyTo.project === doc.writer ? lookupRef(doc, facts, x.inReplyTo) : null);
      const req = asked?.request;
      if (!req || askedType(req) !== "capability" || requesterOf(req, asked.writer)?.toLowerCase() !== requester.toLowerCase() || !before({ writer: asked.writer, seq: req.entry.seq }, at))
        continue;
      if (sameSubject(x.subject ?? req.subject, subject)) return `${log.writer ?? "?"}#${x.entry.seq}`;
    }
  }
  return null;
}
var isCapability = (r) => r.type !== "response" && askedType(r) === "capability";
var laundering_default = staticRule({
  id: "request/laundering",
  file: "requests",
  meta: {
    class: "authority",
    description: "A capability request on a subject an earlier response refused to the same requester carries Denied-before: and Status: escalated, and is answered only by escalating it.",
    defaultSeverity: "error"
  },
  check(doc, { report, facts }) {
    for (const r of doc.requests) {
      if (isCapability(r)) checkAsk(r, { doc, facts, report });
      else if (r.type === "response" && r.inReplyTo && r.status !== "escalated" && r.status !== "refused")
        checkAnswer(r, { doc, facts, report });
    }
  }
});
function checkAsk(r, { doc, facts, report }) {
  const requester = requesterOf(r, doc.writer);
  const at = { writer: doc.writer, seq: r.entry.seq };
  const refused = requester ? refusalBefore(doc, facts, { requester, subject: r.subject, at }) : null;
  if (!refused || r.deniedBefore && r.status === "escalated") return;
  report({
    message: 'Entry {{seq}} asks again for "{{subject}}", which {{refused}} refused to {{requester}}: routing around a refusal goes to a human; add "Denied-before: {{refused}}" and "Status: escalated"',
    data: { seq: r.entry.seq ?? "?", subject: r.subject ?? "", refused, requester },
    at: r.entry.heading
  });
}
function checkAnswer(r, { doc, facts, report }) {
  const asked = r.inReplyTo ? lookupRef(doc, facts, r.inReplyTo) : null;
  if (!r.inReplyTo || !asked || !isCapability(asked.request)) return;
  const request = asked.request;
  const requester = requesterOf(request, asked.writer);
  const refused = request.deniedBefore ? refText(request.deniedBefore) : requester ? refusalBefore(doc, facts, {
    requester,
    subject: request.subject,
    at: { writer: asked.writer, seq: request.entry.seq }
  }) : null;
  if (refused)
    report({
      message: 'Entry {{seq}} answers {{ref}}, a capability {{refused}} refused to {{requester}} before; a human decides: answer "Status: escalated"',
      data: { seq: r.entry.seq ?? "?", ref: refText(r.inReplyTo), refused, requester: requester ?? "?" },
      at: r.fields.get("status")?.span ?? r.entry.heading
    });
}

// src/rules/index.ts
var STATIC_RULES = [
  encoding_default,
  conflict_markers_default,
  entry_heading_default,
  sequence_default,
  time_order_default,
  corrects_target_default,
  writer_title_default,
  fields_default,
  unique_sections_default,
  known_agents_default,
  size_default,
  provenance_default,
  fields_default2,
  unique_default,
  subject_overlap_default,
  format_default,
  kind_default,
  fields_default3,
  head_default,
  chain_default,
  verdicts_default,
  reversibility_default,
  laundering_default,
  suppression_default
];
var HISTORICAL_RULES = [
  append_only_default,
  single_writer_default,
  section_owner_default,
  shared_sections_default,
  self_authority_default,
  relay_attribution_default,
  no_downgrade_default,
  monotonic_default
];
var COMMIT_RULES = [identity_default, config_owner_default];
var ALL_RULES = [...STATIC_RULES, ...HISTORICAL_RULES, ...COMMIT_RULES];
registerRuleKinds(ALL_RULES);
var RULE_IDS = new Set(ALL_RULES.map((r) => r.id));
var RULE_OPTIONS = new Map(
  ALL_RULES.map((r) => [r.id, r.meta.options ?? {}])
);
function ruleUrl(id) {
  return `rules/${id}.md`;
}

export {
  units,
  ruleKind,
  mayBeWaived,
  ruleClass,
  SUPPRESSION_RULE,
  applyInlineSuppressions,
  unusedDirectives,
  unusedMessage,
  BASELINE_FILE,
  attributeFilesFor,
  PLANTED_CLI,
  watchedPaths,
  isAttributesFile,
  configChange,
  STATIC_RULES,
  HISTORICAL_RULES,
  COMMIT_RULES,
  ALL_RULES,
  RULE_IDS,
  RULE_OPTIONS,
  ruleUrl
};
