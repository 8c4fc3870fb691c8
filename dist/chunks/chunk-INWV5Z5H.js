import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  NAME
} from "./chunk-7VFS2CMM.js";
import {
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  SYNC_FIELD_LABELS,
  subjectKey
} from "./chunk-UQB3G3DB.js";
import {
  correctsOf,
  diffHandover,
  diffRegistry,
  diffSync,
  keepsPrefix,
  offsetProblem,
  unclosedFenceProblem
} from "./chunk-DIB5KY33.js";
import {
  conflictBlocks
} from "./chunk-IRDQGPMW.js";

// src/rules/types.ts
function staticRule(rule) {
  return { ...rule, kind: "static" };
}
function historicalRule(rule) {
  return { ...rule, kind: "historical" };
}

// src/rules/handover/entry-heading.ts
var entry_heading_default = staticRule({
  id: "handover/entry-heading",
  file: "handover",
  meta: {
    description: "Every level-2 heading of a handover log is an entry heading: `## <seq> \xB7 <timestamp>[ \xB7 <title>]`.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    for (const e of doc.entries) if (e.headingProblem) report({ message: e.headingProblem, at: e.heading });
    if (doc.unclosedFence) report(unclosedFenceProblem(doc.unclosedFence.start, "entry"));
  }
});

// src/rules/handover/sequence.ts
var sequence_default = staticRule({
  id: "handover/sequence",
  file: "handover",
  meta: {
    description: "Entries are numbered 1, 2, 3 \u2026 in order, with no gap and no duplicate.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    let expected = (doc.prior?.lastSeq ?? 0) + 1;
    const seen = /* @__PURE__ */ new Map();
    for (const e of doc.entries) {
      if (e.seq === null || e.seq < 1) continue;
      const earlier = seen.get(e.seq);
      if (earlier !== void 0) {
        report({ message: "Entry {{seq}} is numbered twice (first at line {{line}}); number it {{expected}}", data: { seq: e.seq, line: earlier, expected }, at: e.heading });
      } else if (e.seq !== expected) {
        const why = e.seq === expected + 1 ? `entry ${expected} is missing` : e.seq > expected ? `entries ${expected}\u2013${e.seq - 1} are missing` : "the numbers go back";
        report({ message: "Entry {{seq}} should be {{expected}}: {{why}}", data: { seq: e.seq, expected, why }, at: e.heading });
      }
      if (earlier === void 0) seen.set(e.seq, e.heading.start.line);
      expected = Math.max(expected, e.seq) + 1;
    }
  }
});

// src/rules/handover/time-order.ts
var time_order_default = staticRule({
  id: "handover/time-order",
  file: "handover",
  meta: {
    description: "Entry timestamps do not go back in time (a warning: the order of a log is its sequence, not its clocks).",
    defaultSeverity: "warn"
  },
  check(doc, { report }) {
    const p = doc.prior;
    let last = p && p.lastTime !== null && p.lastTimestamp !== null ? { time: p.lastTime, seq: p.lastSeq, timestamp: p.lastTimestamp } : null;
    for (const e of doc.entries) {
      if (e.time === null || e.timestamp === null) continue;
      if (last && e.time < last.time) {
        report({
          message: "Entry {{seq}} ({{ts}}) is dated before entry {{prev}} ({{prevTs}}); check the clock that wrote it",
          data: { seq: e.seq ?? "?", ts: e.timestamp, prev: last.seq ?? "?", prevTs: last.timestamp },
          at: e.heading
        });
      }
      if (!last || e.time >= last.time) last = { time: e.time, seq: e.seq, timestamp: e.timestamp };
    }
  }
});

// src/rules/handover/corrects-target.ts
var corrects_target_default = staticRule({
  id: "handover/corrects-target",
  file: "handover",
  meta: {
    description: "`Corrects: #N` names an earlier entry that exists.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    const seqs = /* @__PURE__ */ new Set();
    for (const e of doc.entries) {
      for (const line of correctsOf(e)) {
        for (const n of line.targets) {
          if (e.seq !== null && n >= e.seq) {
            report({ message: "Entry {{seq}} corrects #{{n}}, which is not earlier; a correction names an entry before it", data: { seq: e.seq, n }, at: line.span });
          } else if (!seqs.has(n) && !(doc.prior && n <= (doc.prior.lastSeq ?? 0))) {
            report({ message: "Entry {{seq}} corrects #{{n}}, but there is no entry {{n}}", data: { seq: e.seq ?? "?", n }, at: line.span });
          }
        }
      }
      if (e.seq !== null) seqs.add(e.seq);
    }
  }
});

// src/rules/handover/writer-title.ts
var writer_title_default = staticRule({
  id: "handover/writer-title",
  file: "handover",
  meta: {
    description: "The log opens with `# Handover: <agent>`, naming its single writer (this repo's agent, when configured).",
    defaultSeverity: "error"
  },
  check(doc, { report, config }) {
    if (doc.prior) return;
    if (!doc.title) {
      report({ message: 'The log has no title; start it with "# Handover: <agent>" naming its single writer', at: { line: 1, column: 1, offset: 0 } });
    } else if (!doc.writer) {
      report({ message: 'The title "{{title}}" does not name a writer; write "# Handover: <agent>"', data: { title: doc.title.text }, at: doc.title.span });
    } else if (!NAME.test(doc.writer)) {
      report({ message: 'The title names "{{writer}}" as the writer, which is not an agent id (letters, digits, ".", "_", "-"); write "# Handover: <agent>" and put the rest in the text below', data: { writer: doc.writer }, at: doc.title.span });
    } else if (config.agent && doc.source.path === config.files.handover && doc.writer !== config.agent) {
      report({ message: "The title names {{writer}} as the writer, but this repo's agent is {{agent}}", data: { writer: doc.writer, agent: config.agent }, at: doc.title.span });
    }
  }
});

// src/rules/sync/fields.ts
var fields_default = staticRule({
  id: "sync/fields",
  file: "sync",
  meta: {
    description: "Each agent section holds exactly the three fields Current focus, Blocked on and Next action; only Blocked on may be empty.",
    defaultSeverity: "error"
  },
  check(doc, { report, config }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    for (const s of doc.sections) {
      if (s.id in config.sync.shared) continue;
      const seen = /* @__PURE__ */ new Set();
      for (const f of s.fields) {
        if (!f.name) {
          report({ message: 'Section "{{id}}" has an unknown field "{{label}}"; the fields are Current focus, Blocked on and Next action', data: { id: s.id, label: f.label }, at: f.span });
          continue;
        }
        if (seen.has(f.name)) report({ message: 'Section "{{id}}" has "{{label}}" twice; keep one', data: { id: s.id, label: SYNC_FIELD_LABELS[f.name] }, at: f.span });
        seen.add(f.name);
        if (f.name !== "blocked" && f.value === "") report({ message: 'Section "{{id}}": "{{label}}" is empty; say what it is', data: { id: s.id, label: SYNC_FIELD_LABELS[f.name] }, at: f.span });
      }
      for (const item of s.items) {
        report({ message: 'Section "{{id}}" has a list item that is not a field; write "Label: value" with one of the three labels', data: { id: s.id }, at: item.span });
      }
      const missing = Object.keys(SYNC_FIELD_LABELS).filter((n) => !seen.has(n)).map((n) => SYNC_FIELD_LABELS[n]);
      if (missing.length) report({ message: 'Section "{{id}}" is missing {{missing}}', data: { id: s.id, missing: missing.join(", ") }, at: s.heading });
    }
  }
});

// src/rules/sync/unique-sections.ts
var unique_sections_default = staticRule({
  id: "sync/unique-sections",
  file: "sync",
  meta: {
    description: "Each agent has one section: no two sections share a heading.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    const seen = /* @__PURE__ */ new Map();
    for (const s of doc.sections) {
      const key = s.id.toLowerCase();
      const line = seen.get(key);
      if (line !== void 0) report({ message: 'Section "{{id}}" appears again (first at line {{line}}); merge the two', data: { id: s.id, line }, at: s.heading });
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
    description: "When agents are configured, every section belongs to a configured agent (or is a shared section).",
    defaultSeverity: "error"
  },
  check(doc, { report, config }) {
    const agents = Object.keys(config.agents);
    if (agents.length === 0) return;
    for (const s of doc.sections) {
      if (s.id in config.sync.shared || agents.includes(s.id)) continue;
      report({ message: 'Section "{{id}}" is not a configured agent ({{agents}}); add it under `agents` in the config or fix the heading', data: { id: s.id, agents: agents.join(", ") }, at: s.heading });
    }
  }
});

// src/rules/sync/size.ts
var size_default = staticRule({
  id: "sync/size",
  file: "sync",
  meta: {
    description: "A SYNC.md with more than `max` agent sections is too large for every agent to read each session.",
    defaultSeverity: "warn",
    options: { max: { description: "the most agent sections allowed", default: 10 } }
  },
  check(doc, { report, options, config }) {
    const max = typeof options.max === "number" ? options.max : 10;
    const agents = doc.sections.filter((s) => !(s.id in config.sync.shared));
    if (agents.length > max) {
      report({ message: "SYNC.md has {{n}} agent sections, more than {{max}}; split the commons or retire idle agents", data: { n: agents.length, max }, at: agents[max].heading });
    }
  }
});

// src/rules/registry/provenance.ts
var provenance_default = staticRule({
  id: "registry/provenance",
  file: "registry",
  meta: {
    description: "Each registry entry heading is `<project> [SELF]` or `<project> [RELAYED by <agent>]`: exactly one provenance tag.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const e of doc.entries) {
      if (!e.id) report({ message: 'Entry "{{h}}" has no project id before its tag', data: { h: e.headingText }, at: e.heading });
      if (e.tagCount === 0) report({ message: 'Entry "{{h}}" has no provenance tag; add [SELF] if the project wrote it, or [RELAYED by <you>]', data: { h: e.headingText }, at: e.heading });
      else if (e.tagCount > 1) report({ message: 'Entry "{{h}}" has {{n}} provenance tags; keep exactly one', data: { h: e.headingText, n: e.tagCount }, at: e.heading });
      else if (!e.provenance) report({ message: 'Entry "{{h}}": [RELAYED by \u2026] must name who relayed it', data: { h: e.headingText }, at: e.heading });
    }
  }
});

// src/rules/registry/fields.ts
var fields_default2 = staticRule({
  id: "registry/fields",
  file: "registry",
  meta: {
    description: "Each entry has `Owns:` and `Address:` (and optionally Head, Subprojects, Ask), each once and non-empty.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    for (const e of doc.entries) {
      const seen = /* @__PURE__ */ new Set();
      for (const f of e.fields) {
        if (!REGISTRY_FIELDS.includes(f.key)) {
          report({ message: 'Entry "{{id}}" has an unknown field "{{label}}"; use Owns, Address, Head, Subprojects or Ask', data: { id: e.id, label: f.label }, at: f.span });
          continue;
        }
        if (seen.has(f.key)) report({ message: 'Entry "{{id}}" has "{{label}}" twice; keep one', data: { id: e.id, label: f.label }, at: f.span });
        if (f.value === "") report({ message: 'Entry "{{id}}": "{{label}}" is empty', data: { id: e.id, label: f.label }, at: f.span });
        seen.add(f.key);
      }
      for (const k of REQUIRED_REGISTRY_FIELDS) {
        if (!seen.has(k)) report({ message: 'Entry "{{id}}" has no {{field}}: line', data: { id: e.id, field: k === "owns" ? "Owns" : "Address" }, at: e.heading });
      }
    }
  }
});

// src/rules/registry/unique.ts
var unique_default = staticRule({
  id: "registry/unique",
  file: "registry",
  meta: {
    description: "A project has one entry in the registry.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    const seen = /* @__PURE__ */ new Map();
    for (const e of doc.entries) {
      if (!e.id) continue;
      const line = seen.get(e.id.toLowerCase());
      if (line !== void 0) report({ message: 'Project "{{id}}" has a second entry (first at line {{line}}); keep one', data: { id: e.id, line }, at: e.heading });
      else seen.set(e.id.toLowerCase(), e.heading.start.line);
    }
  }
});

// src/rules/registry/subject-overlap.ts
var subject_overlap_default = staticRule({
  id: "registry/subject-overlap",
  file: "registry",
  meta: {
    description: "No subject is owned by two projects (a warning: one of them should hand it over).",
    defaultSeverity: "warn"
  },
  check(doc, { report }) {
    const owner = /* @__PURE__ */ new Map();
    for (const e of doc.entries) {
      for (const subject of e.owns) {
        const key = subjectKey(subject);
        const first = owner.get(key);
        if (first !== void 0 && first.toLowerCase() !== e.id.toLowerCase()) report({ message: '"{{subject}}" is owned by both {{first}} and {{id}}; settle who owns it', data: { subject, first, id: e.id }, at: e.heading });
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
    description: "`.last-processed.md` opens with YAML front matter giving, per upstream, `seq`, `at` and `digest`.",
    defaultSeverity: "error"
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    if (!doc.hasFrontmatter) {
      report({ message: 'The marker has no YAML front matter; start it with "---", one key per upstream, and "---"', at: { line: 1, column: 1, offset: 0 } });
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
    description: "No merge conflict is left in a protocol file: no `<<<<<<<`, `=======`, `>>>>>>>` sequence.",
    defaultSeverity: "error"
  },
  check(source, { report }) {
    const first = 1 + (source.lineOffset ?? 0);
    for (const c of conflictBlocks(source.text)) {
      report({ message: "A merge conflict is left here (lines {{from}}\u2013{{to}}); resolve it and remove the markers", data: { from: c.from + first, to: c.to + first }, at: { start: { line: c.from + first, column: 1, offset: 0 }, end: { line: c.to + first, column: c.toLength + 1, offset: 0 } } });
    }
  }
});

// src/rules/protocol/encoding.ts
var encoding_default = staticRule({
  id: "protocol/encoding",
  file: "any",
  meta: {
    description: "A protocol file is valid UTF-8 text with no NUL byte, and its lines end in LF or CRLF.",
    defaultSeverity: "error"
  },
  check(source, { report }) {
    for (const p of source.encoding) {
      const message = p.kind === "nul" ? "The file contains a NUL byte, so it is binary, not text; restore it from git or rewrite it as UTF-8 text" : p.kind === "bare-cr" ? "A line ends in a bare CR (an old Mac line ending); save the file with LF or CRLF line endings" : "The file is not valid UTF-8; re-save it as UTF-8";
      report({ message, at: { line: p.line, column: p.column, offset: 0 } });
    }
  }
});

// src/rules/protocol/kind.ts
var MIN_SECTIONS = 3;
var MIN_MIXED = 5;
function looksLikeAnotherKind(fit, total) {
  return total >= MIN_SECTIONS && (fit === 0 || total >= MIN_MIXED && fit * 2 < total);
}
function fitOf(doc, shared) {
  switch (doc.kind) {
    case "handover":
      return { fit: doc.entries.filter((e) => e.headingProblem === null).length, total: doc.entries.length, what: 'level-2 sections are entries ("## <seq> \xB7 <timestamp>")', not: "a handover log in the handover form", files: "files.handover", replaces: ["handover/entry-heading", "handover/sequence", "handover/time-order", "handover/corrects-target"] };
    case "sync": {
      const agents = doc.sections.filter((s) => !(s.id in shared));
      const names = (s) => new Set(s.fields.map((f) => f.name).filter(Boolean)).size;
      return { fit: agents.filter((s) => names(s) === 3).length, some: agents.filter((s) => names(s) > 0).length, total: agents.length, what: "sections carry the three fields", not: "a handover SYNC.md", files: "files.sync", replaces: ["sync/fields", "sync/known-agents", "sync/size"] };
    }
    case "registry":
      return { fit: doc.entries.filter((e) => e.provenance !== null).length, total: doc.entries.length, what: 'sections are registry entries ("## <project> [SELF]" or "[RELAYED by <agent>]")', not: "a handover PROJECT_REGISTRY.md", files: "files.registry", replaces: ["registry/provenance", "registry/fields", "registry/unique", "registry/subject-overlap"] };
    default:
      return null;
  }
}
var kind_default = staticRule({
  id: "protocol/kind",
  file: "any",
  meta: {
    description: "A protocol file looks like its kind: when most of its sections do not, one finding says what the file looks like instead of one per section.",
    defaultSeverity: "error"
  },
  check(source, { report, config }, doc) {
    if (!doc) return;
    const f = fitOf(doc, config.sync.shared);
    if (!f || !looksLikeAnotherKind(f.some ?? f.fit, f.total)) return;
    const some = f.some !== void 0 && f.some > f.fit ? ` (${f.some - f.fit} more carry some of them)` : "";
    const migrate = doc.kind === "registry" ? "" : `if it is one in another shape, handover migrate ${source.path} shows it converted; `;
    report({
      message: `{{fit}} of {{total}} {{what}}${some}: this does not look like {{not}}; ${migrate}else set \`{{files}}\` to the right file, or see \`dialect\``,
      data: { fit: f.fit, total: f.total, what: f.what, not: f.not, files: f.files },
      at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
      supersedes: f.replaces
    });
  }
});

// src/rules/handover/append-only.ts
var name = (e) => e.seq !== null ? `Entry ${e.seq}` : `"## ${e.headingText}"`;
var append_only_default = historicalRule({
  id: "handover/append-only",
  file: "handover",
  meta: {
    description: "A handover log only grows: the preamble and every earlier entry stay as they were, and new entries go after the last one.",
    defaultSeverity: "error"
  },
  check({ base, head }, { report }) {
    if (!base) return;
    if (!head) {
      report({ message: "The handover log was deleted; a log is append-only, so restore it (git restore --staged --worktree {{path}})", data: { path: base.source.path } });
      return;
    }
    const diff = diffHandover(base, head);
    if (diff.preambleChanged) {
      report({ message: "The preamble (title and text before the first entry) was changed; restore it \u2014 it is part of the append-only log", at: head.preamble.start });
    }
    for (const c of diff.changes) {
      const data = (e) => ({ entry: name(e), seq: e.seq ?? "?", line: e.heading.start.line });
      if (c.kind === "changed") {
        report({ message: '{{entry}} (line {{line}} before) was changed at line {{now}}; restore it and append a new entry with "Corrects: #{{seq}}" instead', data: { ...data(c.base), now: c.head.heading.start.line }, at: c.head.span });
      } else if (c.kind === "removed") {
        report({ message: "{{entry}} (line {{line}} before) was removed; restore it \u2014 entries are never deleted", data: data(c.base), at: c.at });
      } else if (c.kind === "reordered") {
        report({ message: "{{entry}} moved from line {{line}} to line {{now}}; keep entries in their order", data: { ...data(c.base), now: c.head.heading.start.line }, at: c.head.heading });
      } else if (c.before) {
        report({ message: "{{entry}} was inserted before {{next}} (line {{line}} before); new entries go after the last one", data: { entry: name(c.head), next: name(c.before), line: c.before.heading.start.line }, at: c.head.heading });
      }
    }
  }
});

// src/rules/handover/single-writer.ts
var single_writer_default = historicalRule({
  id: "handover/single-writer",
  file: "handover",
  meta: {
    description: "Only the writer named in `# Handover: <agent>` changes the log, and the title never names a new writer.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report }) {
    const doc = head ?? base;
    if (!doc || base && head && base.source.text === head.source.text && !head.prior) return;
    if (base?.writer && head?.writer && base.writer !== head.writer) {
      report({ message: "The title now names {{now}} as the writer instead of {{was}}; a log keeps its one writer", data: { now: head.writer, was: base.writer }, at: head.title?.span });
    }
    const writer = base?.writer ?? head?.writer;
    if (writer && writer !== actor) {
      report({ message: "This log is written only by {{writer}}, but {{actor}} changed it; ask {{writer}} to append, or record it in your own log", data: { writer, actor }, at: head?.title?.span ?? head?.entries[0]?.heading });
    }
  }
});

// src/rules/sync/section-owner.ts
var section_owner_default = historicalRule({
  id: "sync/section-owner",
  file: "sync",
  meta: {
    description: "An agent adds, changes or removes only its own SYNC.md section; the preamble is the owner's.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report, config }) {
    const diff = diffSync(base, head);
    const what = [
      ...diff.added.map((d) => ({ verb: "added", id: d.key, at: d.head.heading })),
      ...diff.changed.map((d) => ({ verb: "changed", id: d.key, at: d.head.span })),
      ...diff.removed.map((d) => ({ verb: "removed", id: d.key, at: head ? { line: 1, column: 1, offset: 0 } : void 0 }))
    ];
    for (const w of what) {
      if (w.id === actor || w.id in config.sync.shared) continue;
      report({ message: '{{actor}} {{verb}} the section of {{id}}; an agent writes only its own section ("## {{actor}}")', data: { actor, verb: w.verb, id: w.id }, at: w.at });
    }
    if (head && diff.preambleChanged && actor !== config.owner) {
      const who = config.owner ? `the owner, ${config.owner}` : "the owner (set `owner` in the config)";
      report({ message: "{{actor}} changed the preamble, which only {{who}} edits", data: { actor, who }, at: head.preamble.start });
    }
  }
});

// src/rules/sync/shared-sections.ts
var shared_sections_default = historicalRule({
  id: "sync/shared-sections",
  file: "sync",
  meta: {
    description: "Shared SYNC.md sections (config `sync.shared`) are written only by the owner or a dispatcher; `append-only` ones only grow.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report, config }) {
    const shared = config.sync.shared;
    if (Object.keys(shared).length === 0) return;
    const diff = diffSync(base, head);
    const allowed = actor === config.owner || config.dispatchers.includes(actor);
    const touched = [
      ...diff.added.map((d) => ({ id: d.key, at: d.head.heading, kept: true })),
      ...diff.changed.map((d) => ({ id: d.key, at: d.head.span, kept: keepsPrefix(d.base.chunk, d.head.chunk) })),
      ...diff.removed.map((d) => ({ id: d.key, at: void 0, kept: false }))
    ].filter((t) => t.id in shared);
    for (const t of touched) {
      if (!allowed) {
        const who = config.owner ? `the owner (${config.owner})` : "the owner";
        report({ message: '"{{id}}" is a shared section, written only by {{who}} or a dispatcher; {{actor}} changed it', data: { id: t.id, who, actor }, at: t.at });
      } else if (shared[t.id] === "append-only" && !t.kept) {
        report({ message: '"{{id}}" is append-only: its earlier text must stay as it was, with new lines only at its end', data: { id: t.id }, at: t.at });
      }
    }
  }
});

// src/rules/registry/self-authority.ts
var self_authority_default = historicalRule({
  id: "registry/self-authority",
  file: "registry",
  meta: {
    description: "Only project P writes, changes or removes the `[SELF]` entry for P.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report }) {
    const diff = diffRegistry(base, head);
    const touched = [
      ...diff.added.map((d) => ({ entry: d.head, verb: "wrote", at: d.head.heading, self: d.head.provenance?.kind === "self" })),
      ...diff.changed.map((d) => ({ entry: d.head, verb: "changed", at: d.head.span, self: d.head.provenance?.kind === "self" || d.base.provenance?.kind === "self" })),
      ...diff.removed.map((d) => ({ entry: d.base, verb: "removed", at: void 0, self: d.base.provenance?.kind === "self" }))
    ];
    for (const t of touched) {
      if (!t.self || t.entry.id === actor) continue;
      report({ message: '{{actor}} {{verb}} the [SELF] entry of {{id}}; only {{id}} speaks for itself \u2014 write "## {{id}} [RELAYED by {{actor}}]" instead', data: { actor, verb: t.verb, id: t.entry.id }, at: t.at });
    }
  }
});

// src/rules/registry/relay-attribution.ts
var relayer = (e) => e.provenance?.kind === "relayed" ? e.provenance.by : null;
var relay_attribution_default = historicalRule({
  id: "registry/relay-attribution",
  file: "registry",
  meta: {
    description: "Only X writes or changes an entry tagged `[RELAYED by X]`; it is removed only by X or by the project itself.",
    defaultSeverity: "error"
  },
  check({ base, head, actor }, { report }) {
    const diff = diffRegistry(base, head);
    for (const d of [...diff.added, ...diff.changed]) {
      const by = relayer(d.head);
      if (by !== null && by !== actor) {
        report({ message: '{{actor}} wrote "{{id}} [RELAYED by {{by}}]"; a relayed entry names who relayed it \u2014 write [RELAYED by {{actor}}]', data: { actor, by, id: d.head.id }, at: d.head.heading });
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
        report({ message: "{{actor}} {{verb}} the entry {{by}} relayed for {{id}}; only {{by}} or {{id}} may", data: { actor, verb: d.verb, by, id: d.base.id }, at: d.at });
      }
    }
  }
});

// src/rules/registry/no-downgrade.ts
var no_downgrade_default = historicalRule({
  id: "registry/no-downgrade",
  file: "registry",
  meta: {
    description: "A `[SELF]` entry is never replaced by a `[RELAYED by \u2026]` one: the project's own word outranks a relay.",
    defaultSeverity: "error"
  },
  check({ base, head }, { report }) {
    if (!base || !head) return;
    for (const d of diffRegistry(base, head).changed) {
      if (d.base.provenance?.kind === "self" && d.head.provenance?.kind === "relayed") {
        report({ message: "The [SELF] entry of {{id}} (line {{line}} before) was replaced by a relayed one; keep {{id}}'s own entry and correct it through {{id}}", data: { id: d.head.id, line: d.base.heading.start.line }, at: d.head.heading });
      }
    }
  }
});

// src/rules/marker/monotonic.ts
var monotonic_default = historicalRule({
  id: "marker/monotonic",
  file: "marker",
  meta: {
    description: "A consumer offset in `.last-processed.md` never moves back.",
    defaultSeverity: "error"
  },
  check({ base, head }, { report }) {
    if (!base || !head) return;
    const before = new Map(base.offsets.map((o) => [o.upstream, o]));
    for (const o of head.offsets) {
      const was = before.get(o.upstream);
      if (!was || was.seq === null || o.seq === null || o.seq >= was.seq) continue;
      report({ message: "The offset for {{up}} moved back from entry {{was}} to {{now}}; offsets only move forward (to reprocess, consume with a fresh marker on purpose, with a dispatcher override)", data: { up: o.upstream, was: was.seq, now: o.seq }, at: o.span });
    }
  }
});

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
  kind_default
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
var ALL_RULES = [...STATIC_RULES, ...HISTORICAL_RULES];
var RULE_IDS = new Set(ALL_RULES.map((r) => r.id));
var RULE_OPTIONS = new Map(ALL_RULES.map((r) => [r.id, r.meta.options ?? {}]));
function ruleUrl(id) {
  return `rules/${id}.md`;
}

export {
  STATIC_RULES,
  HISTORICAL_RULES,
  ALL_RULES,
  RULE_IDS,
  RULE_OPTIONS,
  ruleUrl
};
