import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  atxHeadingText,
  chunkAt,
  chunksAt,
  entryText,
  frontmatterParser,
  headingOf,
  markdownParser,
  normaliseText,
  pointAt,
  scanBlocks,
  scanLevel2,
  sourceFromBytes,
  splitAtLevel2,
  tooManyMarkers,
  trimmedEnd
} from "./chunk-O445MX7U.js";

// src/models/index.ts
import { basename } from "node:path";

// src/models/docs/handover.ts
import { createRequire } from "node:module";

// src/models/dialect.ts
var DIALECTS = ["handover", "cmap"];
var LOG_HEADINGS = ["seq", "timestamp", "date", "date-last"];
var byDay = (h) => h === "date" || h === "date-last";
function pinnedEntry(d, entries) {
  return d?.pinned && d.order === "oldest-first" && entries.length > 1 ? entries[entries.length - 1] : null;
}
var SYNC_LAYOUTS = ["sections", "table", "tables", "list"];
var groupedLayout = (l) => l === "tables" || l === "list";
var DATE = /^\d{4}-\d{2}-\d{2}$/;
var HANDOVER_SYNC_FIELDS = [
  { name: "focus", label: "Current focus", aliases: [], mayBeEmpty: false },
  { name: "blocked", label: "Blocked on", aliases: [], mayBeEmpty: true },
  { name: "next", label: "Next action", aliases: [], mayBeEmpty: false }
];
var HANDOVER_LOG = {
  name: "handover",
  heading: "seq",
  level: 2,
  order: "oldest-first",
  groups: null,
  strictHeadings: true,
  fields: [],
  mutable: {},
  moves: [],
  authorField: null,
  audienceField: null,
  exactLabels: false,
  warnEmpty: false,
  writer: null,
  amendLast: false,
  trailer: false,
  stamp: false,
  pinned: false,
  archive: null,
  section: null,
  reference: []
};
var plainSectionId = (h) => h.trim();
var HANDOVER_SYNC = {
  name: "handover",
  fields: HANDOVER_SYNC_FIELDS,
  unknownFields: "error",
  dated: false,
  sectionId: plainSectionId,
  sectionHeading: (agent) => agent,
  top: [],
  shared: {},
  stale: "history",
  note: null,
  exactLabels: false,
  minAgents: 0,
  level: 2,
  layout: "sections",
  ownFields: false
};
var CMAP_LOG = {
  name: "cmap",
  heading: "id",
  level: 3,
  order: "newest-first",
  groups: [
    { lane: "queue", match: /^queue\b/i, heading: "Queue", required: true },
    { lane: "processed", match: /^processed\b/i, heading: "Processed (archive)", required: false }
  ],
  strictHeadings: false,
  fields: [
    { name: "date", required: true, pattern: DATE, shape: "an ISO 8601 date (YYYY-MM-DD)" },
    { name: "from", required: true },
    { name: "for", required: true },
    {
      name: "status",
      required: true,
      pattern: /^(?:queued|processed|abandoned)$/,
      shape: "queued, processed or abandoned"
    },
    { name: "artifact-path", required: true },
    { name: "summary", required: true }
  ],
  mutable: { status: { queued: ["processed", "abandoned"], processed: [], abandoned: [] } },
  moves: [["queue", "processed"]],
  authorField: "from",
  audienceField: "for",
  exactLabels: true,
  warnEmpty: true,
  writer: null,
  amendLast: false,
  trailer: false,
  stamp: false,
  pinned: false,
  archive: null,
  section: null,
  reference: []
};
var CMAP_SYNC = {
  name: "cmap",
  fields: [
    { name: "focus", label: "current-focus", aliases: [], mayBeEmpty: false },
    { name: "shift", label: "recent-shift", aliases: [], mayBeEmpty: false },
    { name: "question", label: "open-question", aliases: [], mayBeEmpty: false }
  ],
  unknownFields: "warn",
  dated: true,
  sectionId: (h) => h.replace(/\s*\((?:writes\s*:[^)]*)\)\s*$/i, "").trim(),
  sectionHeading: (agent, repo) => `${agent} (writes: ${repo ?? agent})`,
  top: [
    { id: "Goal Status", match: /^goal status\b/i, required: true, mode: "owner-only", writers: "owner" },
    { id: "Decision Log", match: /^decision log\b/i, required: true, mode: "append-only", writers: "any" },
    { id: "Conflict Registry", match: /^conflict registry\b/i, required: true, mode: "append-rows", writers: "any" },
    {
      id: "Stale-section watchdog",
      match: /^stale-section watchdog\b/i,
      required: false,
      mode: "owner-only",
      writers: "owner"
    }
  ],
  shared: {},
  stale: "dates",
  note: "orchestrator-note",
  exactLabels: true,
  minAgents: 2,
  level: 2,
  layout: "sections",
  ownFields: false
};
var KNOWN_SYNC_ALIASES = {
  focus: ["current focus", "current task", "focus", "working on", "current work", "current status", "task", "status"],
  blocked: ["blocked on", "blockers", "blocker", "blocked", "blocked by", "waiting on", "blocking"],
  next: ["next action", "next", "next step", "next steps", "next up", "next actions", "next task", "next tasks"]
};
var SNAPSHOT_HEADINGS = [
  /^current (?:state|status)\b/i,
  /^(?:last|previous|latest) session\b/i,
  /^next steps?\b/i,
  /^(?:what'?s )?(?:in progress|done|completed)\b/i,
  /^(?:open|known) (?:issues|questions|problems)\b/i,
  /^(?:blockers|context|summary|status)$/i
];
function makeDialect(o = {}) {
  const shared = /* @__PURE__ */ Object.create(null);
  const registry = { layout: o.registryLayout ?? "tagged" };
  for (const [h, mode] of Object.entries(o.shared ?? {})) shared[h] = { mode, writers: "owner" };
  if (o.dialect === "cmap") {
    return { name: "cmap", log: CMAP_LOG, sync: { ...CMAP_SYNC, shared }, registry };
  }
  const merged = sectionLog({
    ...HANDOVER_LOG,
    ...o.log ?? {},
    reference: referenceList(o.log?.reference)
  });
  const log = !isCanonicalLog(merged) ? merged : merged.archive ? { ...HANDOVER_LOG, archive: merged.archive } : HANDOVER_LOG;
  const fields = HANDOVER_SYNC_FIELDS.filter(
    (f) => o.syncFields?.[f.name] !== false
  ).map((f) => {
    const c = o.syncFields?.[f.name];
    if (!c) return f;
    const aliases = [...c.aliases ?? [], ...c.label ? [f.label] : []];
    return { ...f, label: c.label ?? f.label, aliases, ...c.optional ? { optional: true } : {} };
  });
  const sync = {
    ...HANDOVER_SYNC,
    fields,
    shared,
    level: o.syncLevel ?? 2,
    layout: o.syncLayout ?? "sections",
    ownFields: o.syncOwnFields ?? false
  };
  return { name: "handover", log, sync, registry };
}
var CANONICAL = makeDialect();
function isCanonicalLog(d) {
  return d.heading === "seq" && d.level === 2 && d.order === "oldest-first" && d.fields.length === 0 && d.groups === null && d.writer === null && !d.amendLast && !d.trailer && !d.stamp && d.section === null && !d.pinned && d.reference.length === 0;
}
function referenceList(r) {
  if (!r) return [];
  return typeof r === "string" ? [r] : r;
}
function sectionLog(d) {
  if (!d.section) return { ...d, section: null };
  return {
    ...d,
    level: 3,
    trailer: false,
    groups: [{ lane: "", match: sectionMatch(d.section), heading: d.section, required: true }]
  };
}
function sectionMatch(section) {
  const words = section.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${words.join("\\s+")}\\s*:?$`, "i");
}

// node_modules/mdast-util-to-string/lib/index.js
var emptyOptions = {};
function toString(value, options) {
  const settings = options || emptyOptions;
  const includeImageAlt = typeof settings.includeImageAlt === "boolean" ? settings.includeImageAlt : true;
  const includeHtml = typeof settings.includeHtml === "boolean" ? settings.includeHtml : true;
  return one(value, includeImageAlt, includeHtml);
}
function one(value, includeImageAlt, includeHtml) {
  if (node(value)) {
    if ("value" in value) {
      return value.type === "html" && !includeHtml ? "" : value.value;
    }
    if (includeImageAlt && "alt" in value && value.alt) {
      return value.alt;
    }
    if ("children" in value) {
      return all(value.children, includeImageAlt, includeHtml);
    }
  }
  if (Array.isArray(value)) {
    return all(value, includeImageAlt, includeHtml);
  }
  return "";
}
function all(values, includeImageAlt, includeHtml) {
  const result = [];
  let index = -1;
  while (++index < values.length) {
    result[index] = one(values[index], includeImageAlt, includeHtml);
  }
  return result.join("");
}
function node(value) {
  return Boolean(value && typeof value === "object");
}

// src/models/markdown/parse.ts
var MARKUP = /[*_`\\[\]<&!~]/;
var inline = null;
function plainText(text) {
  if (!MARKUP.test(text) || tooManyMarkers(text)) return text;
  inline ??= markdownParser();
  const tree = inline.parse(`# ${text}`);
  const h = tree.children[0];
  return h && h.type === "heading" ? nodeText(h).trim() : text;
}
function nodeText(node2) {
  const n = node2;
  if (n.type === "html") return "";
  if (typeof n.value === "string") return n.value;
  return (n.children ?? []).map(nodeText).join("");
}
var MAX_CHUNK_CHARS = 1024 * 1024;
var MAX_NESTING = 64;
function tooDeep(text) {
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const { markers, cols, end } = lineMarkers(text, i);
    const depth = markers ? markers + (cols >> 1) : 0;
    if (depth > MAX_NESTING) return { line, depth, offset: i };
    const nl = text.indexOf("\n", end);
    if (nl === -1) break;
    i = nl + 1;
    line++;
  }
  return null;
}
function lineMarkers(text, i) {
  let markers = 0;
  let cols = 0;
  let j = i;
  for (; ; ) {
    const c = text.charCodeAt(j);
    if (c === 32 || c === 9) {
      cols += c === 32 ? 1 : 4;
      j++;
    } else if (c === 62) {
      markers++;
      j++;
    } else {
      const k = listMarkerEnd(text, j);
      if (k === j) return { markers, cols, end: j };
      markers++;
      j = k;
    }
  }
}
function listMarkerEnd(text, j) {
  const n = text.length;
  const c = text.charCodeAt(j);
  let k = j;
  if (c === 45 || c === 42 || c === 43)
    k = j + 1;
  else {
    while (k < n && k - j < 9 && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
    const d = text.charCodeAt(k);
    k = k > j && (d === 46 || d === 41) ? k + 1 : j;
  }
  const after = text.charCodeAt(k);
  return k > j && (k >= n || after === 32 || after === 9 || after === 10 || after === 13) ? k : j;
}
function parseChunk(chunk, options = {}) {
  const tree = (options.frontmatter ? frontmatterParser() : markdownParser()).parse(chunk.text);
  if (chunk.start.offset !== 0 || chunk.start.line !== 1) shift(tree, chunk.start);
  return tree;
}
function shift(node2, start) {
  const stack = [node2];
  const dl = start.line - 1;
  const doff = start.offset;
  while (stack.length) {
    const n = stack.pop();
    if (n.position) {
      n.position.start.line += dl;
      n.position.end.line += dl;
      if (n.position.start.offset !== void 0) n.position.start.offset += doff;
      if (n.position.end.offset !== void 0) n.position.end.offset += doff;
    }
    if ("children" in n) for (const c of n.children) stack.push(c);
  }
}
function spanOf(node2) {
  const p = node2.position;
  return {
    start: { line: p.start.line, column: p.start.column, offset: p.start.offset ?? 0 },
    end: { line: p.end.line, column: p.end.column, offset: p.end.offset ?? 0 }
  };
}

// src/models/docs/base.ts
function tryParse(chunk, problems, what, options) {
  if (chunk.text.length > MAX_CHUNK_CHARS) {
    problems.push({
      message: `${what} is ${(chunk.text.length / 1048576).toFixed(1)} MB, more than the ${MAX_CHUNK_CHARS / 1048576} MB one section may hold; split it`,
      at: { start: chunk.start, end: chunk.start }
    });
    return null;
  }
  const deep = tooDeep(chunk.text);
  if (deep) {
    const at = { line: chunk.start.line + deep.line - 1, column: 1, offset: chunk.start.offset + deep.offset };
    problems.push({
      message: `${what} nests lists or block quotes about ${deep.depth} levels deep, more than the ${MAX_NESTING} allowed; flatten it`,
      at: { start: at, end: at }
    });
    return null;
  }
  const costly = tooManyMarkers(chunk.text);
  if (costly) {
    problems.push({
      message: `${what} holds ${costly.count} ${costly.words}, more than the ${costly.max} handover reads in one section (parsing time grows with the square of their number); shorten or reword it`,
      at: { start: chunk.start, end: chunk.start }
    });
    return null;
  }
  try {
    return parseChunk(chunk, options);
  } catch (error) {
    problems.push({
      message: `${what} could not be parsed as Markdown (${error.message}); simplify it`,
      at: { start: chunk.start, end: chunk.start }
    });
    return null;
  }
}
function findTitle(tree, chunk) {
  if (!tree) return rawTitle(chunk);
  for (const node2 of tree.children) {
    if (node2.type === "heading" && node2.depth === 1) {
      const span = spanOf(node2);
      const raw = chunk.text.slice(span.start.offset - chunk.start.offset, span.end.offset - chunk.start.offset);
      const text = raw.startsWith("#") || /^ {1,3}#/.test(raw) ? atxHeadingText(raw) : toString(node2);
      return { text, span };
    }
  }
  return null;
}
function rawTitle(chunk) {
  const m = /^ {0,3}#(?:[ \t][^\n]*)?$/m.exec(chunk.text);
  if (!m) return null;
  const fence = /^ {0,3}(?:`{3,}|~{3,})/m.exec(chunk.text);
  if (fence && fence.index < m.index) return null;
  const raw = m[0].replace(/\r$/, "");
  const start = pointAt(chunk.text, m.index);
  const at = (p, column) => ({
    line: chunk.start.line + p.line - 1,
    column,
    offset: chunk.start.offset + p.offset
  });
  return {
    text: atxHeadingText(raw),
    span: { start: at(start, 1), end: at({ ...start, offset: m.index + raw.length }, raw.length + 1) }
  };
}
var FIELD = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]*:[ \t]*([\s\S]*)$/;
var FIELD_DATE_AFTER = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*:[ \t]*\((\d{4}-\d{2}-\d{2})\)[ \t]*([\s\S]*)$/;
function fieldKey(label) {
  return label.trim().toLowerCase().replace(/[\s_-]+/g, " ");
}
function listItems(tree, text) {
  const fields = [];
  const plain = [];
  if (!tree) return { fields, plain };
  for (const node2 of tree.children) {
    if (node2.type === "paragraph" && text && node2.children[0]?.type === "strong") {
      boldLines(node2, text.source, text.base ?? 0, fields);
      continue;
    }
    if (node2.type !== "list") continue;
    for (const item of node2.children) {
      const first = item.children[0];
      const text2 = first && first.type === "paragraph" ? toString(first).trim() : "";
      const span = spanOf(item);
      const m = FIELD_DATE_AFTER.exec(text2) ?? FIELD.exec(text2);
      if (m) {
        fields.push({ label: m[1].trim(), key: fieldKey(m[1]), date: m[2] ?? null, value: m[3].trim(), span });
      } else {
        plain.push({ text: text2, span });
      }
    }
  }
  return { fields, plain };
}
function boldLines(node2, source, base, fields) {
  const span = spanOf(node2);
  const raw = source.slice(span.start.offset - base, span.end.offset - base);
  let offset = span.start.offset;
  raw.split("\n").forEach((full, i) => {
    const line = full.endsWith("\r") ? full.slice(0, -1) : full;
    const lineNo = span.start.line + i;
    const column = i === 0 ? span.start.column : 1 + (line.length - line.trimStart().length);
    const start = { line: lineNo, column, offset: offset + (i === 0 ? 0 : line.length - line.trimStart().length) };
    const at = {
      start,
      end: { line: lineNo, column: column + line.trim().length, offset: start.offset + line.trim().length }
    };
    const bold = /^(\*\*|__)(.+?)\1/.exec(line.trim());
    const text = bold ? (bold[2] + line.trim().slice(bold[0].length)).trim() : "";
    const m = bold ? FIELD_DATE_AFTER.exec(text) ?? FIELD.exec(text) : null;
    if (m)
      fields.push({
        label: m[1].trim(),
        key: fieldKey(m[1]),
        date: m[2] ?? null,
        value: m[3].trim(),
        span: at,
        inParagraph: true
      });
    else if (fields.length && i > 0) {
      const last = fields[fields.length - 1];
      last.value = `${last.value} ${line.trim()}`.trim();
      last.span = { start: last.span.start, end: at.end };
    }
    offset += full.length + 1;
  });
}
function chunkSpan(chunk) {
  const { text } = chunk;
  let end = text.length;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
  let lines = 0;
  let last = -1;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) {
    lines++;
    last = i;
  }
  return {
    start: chunk.start,
    end: { line: chunk.start.line + lines, column: end - last, offset: chunk.start.offset + end }
  };
}
function isSpace(c) {
  if (c < 128) return c === 32 || c >= 9 && c <= 13;
  return /\s/.test(String.fromCharCode(c));
}
function headingSpan(chunk) {
  if (chunk.setextLines) {
    const lines = chunk.text.split("\n", chunk.setextLines);
    const last = (lines[lines.length - 1] ?? "").replace(/\r$/, "");
    const offset = chunk.start.offset + lines.slice(0, -1).reduce((n, l) => n + l.length + 1, 0) + last.length;
    return { start: chunk.start, end: { line: chunk.start.line + lines.length - 1, column: last.length + 1, offset } };
  }
  const len = (chunk.heading ?? "").length;
  return { start: chunk.start, end: { line: chunk.start.line, column: len + 1, offset: chunk.start.offset + len } };
}
function unclosedCommentProblem(at, what) {
  return {
    message: `This HTML comment is never closed, so every ${what} after it is hidden; close it with "-->"`,
    at: { start: at, end: at }
  };
}
function unclosedHtmlProblem(at, opener, what) {
  return {
    message: `This HTML block ("${opener}") is never closed, so every ${what} after it is part of it; close it, or put it in a code fence`,
    at: { start: at, end: at }
  };
}
function openBlockProblems(split, what) {
  const out = [];
  if (split.unclosedComment) out.push(unclosedCommentProblem(split.unclosedComment, what));
  if (split.unclosedHtml) out.push(unclosedHtmlProblem(split.unclosedHtml.at, split.unclosedHtml.opener, what));
  return out;
}
function unclosedFenceProblem(at, what) {
  return {
    message: `This code fence is never closed, so every heading after it is code, not ${what === "entry" ? "an entry" : "a section"}; close the fence`,
    at: { start: at, end: at }
  };
}

// src/models/docs/time.ts
var RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;
function parseRfc3339(s) {
  const fast = canonicalTime(s);
  if (fast !== null) return fast;
  const m = RFC3339.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || se > 60) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  if (m[9] !== void 0 && (Number(m[9]) > 23 || Number(m[10]) > 59)) return null;
  const t = Date.parse(s.replace(" ", "T").replace(/z$/, "Z").replace(/t/, "T"));
  return Number.isNaN(t) ? null : t;
}
function digits(s, at, len) {
  let n = 0;
  for (let i = at; i < at + len; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}
var CANONICAL_SEPS = [
  [4, 45],
  [7, 45],
  [10, 84],
  [13, 58],
  [16, 58],
  [19, 90]
];
function canonicalTime(s) {
  if (s.length !== 20) return null;
  for (const [i, c] of CANONICAL_SEPS) if (s.charCodeAt(i) !== c) return null;
  const y = digits(s, 0, 4);
  const mo = digits(s, 5, 2);
  const d = digits(s, 8, 2);
  const h = digits(s, 11, 2);
  const mi = digits(s, 14, 2);
  const se = digits(s, 17, 2);
  if (y < 1e3 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || se < 0 || se > 59) return null;
  if (d > 28 && d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return null;
  return Date.UTC(y, mo - 1, d, h, mi, se);
}
function nowRfc3339(date = /* @__PURE__ */ new Date()) {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

// src/models/docs/handover.ts
var SEP = "[\xB7\u2014\u2013\\-|]";
var HEADING = new RegExp(`^(\\d+)[ \\t]+${SEP}[ \\t]+(\\S+)(?:[ \\t]+${SEP}(?:[ \\t]+(.*))?)?$`);
var WRITER = /^Handover\s*:\s*(\S(?:.*\S)?)\s*$/i;
function parseHandover(source, dialect = CANONICAL.log, opts = {}) {
  const problems = [];
  const { preamble, chunks, lanes, frame, open } = splitLog(source, dialect, opts.lane, problems);
  const stamps = dialect.stamp && dialect.order === "oldest-first" && !dialect.pinned;
  const stamp = stamps ? cutStamp(source, chunks, open) : null;
  const references = takeReferences(chunks, dialect);
  const { title, writer: titled } = readTitle(preamble, problems);
  const last = chunks.length - 1;
  const at = dialect.order === "newest-first" ? (i) => last - i : (i) => i;
  const entries = numberDays(
    chunks.map((_, index) => readEntry(chunks[at(index)], index, dialect, lanes ? lanes[at(index)] : "")),
    dialect
  );
  problems.push(...openBlockProblems(open, "entry"));
  return {
    kind: "handover",
    source,
    dialect,
    title,
    writer: dialect.authorField ? authorOf(entries) ?? writerFromProse(title) : titled ?? dialect.writer,
    preamble,
    frame,
    ...stamp ? { stamp } : {},
    ...references ? { references } : {},
    entries,
    problems,
    unclosedFence: open.unclosedFence ? { start: open.unclosedFence, end: open.unclosedFence } : null
  };
}
function splitLog(source, dialect, lane, problems) {
  const lineOffset = source.lineOffset ?? 0;
  if (dialect.level === 2) {
    const split = splitAtLevel2(source.text, lineOffset);
    const trailer = dialect.trailer ? trailerStart(split.sections, dialect) : split.sections.length;
    const chunks2 = split.sections.slice(0, trailer);
    const frame2 = split.sections.slice(trailer);
    const marker = dialect.trailer && !split.unclosedFence && !split.unclosedComment ? markerTail(chunks2.at(-1)) : null;
    if (marker) chunks2[chunks2.length - 1] = marker.entry;
    return {
      preamble: split.preamble,
      chunks: chunks2,
      lanes: null,
      frame: marker ? [marker.marker, ...frame2] : frame2,
      open: split
    };
  }
  const scan = scanBlocks(source.text, lineOffset, 2, 3);
  const parts = chunksAt(source.text, scan.boundaries, lineOffset);
  const read = laneChunks(parts.sections, dialect, lane ?? (dialect.groups ? null : ""));
  const { chunks, lanes, frame, seen } = dialect.section && lane === void 0 ? placeholderOnly(read, dialect) : read;
  for (const g of lane === void 0 ? dialect.groups ?? [] : []) {
    if (g.required && !seen.has(g.lane))
      problems.push({
        message: `The log has no "## ${g.heading}" section; add it, with the entries under it`,
        at: { start: parts.preamble.start, end: parts.preamble.start }
      });
  }
  return { preamble: parts.preamble, chunks, lanes, frame, open: scan };
}
var TEMPLATE_HEADING = /\b(?:example|template|sample)s?\b/i;
function placeholderOnly(read, dialect) {
  const { chunks, lanes } = read;
  const entries = chunks.map((c, i) => readEntry(c, i, dialect).headingProblem === null);
  const keep = entries.some(Boolean) ? chunks.map((c, i) => entries[i] || !TEMPLATE_HEADING.test(plainText(headingOf(c)))) : chunks.map(() => false);
  if (keep.every(Boolean)) return read;
  const frame = [...read.frame, ...chunks.filter((_, i) => !keep[i])].sort((a, b) => a.start.offset - b.start.offset);
  return { ...read, chunks: chunks.filter((_, i) => keep[i]), lanes: lanes.filter((_, i) => keep[i]), frame };
}
function trailerStart(sections, dialect) {
  let i = sections.length;
  const reference = referenceTest(dialect);
  while (i > 0 && readEntry(sections[i - 1], i - 1, dialect).headingProblem !== null && !reference?.(sections[i - 1]))
    i--;
  return i === 0 ? sections.length : i;
}
function referenceTest(dialect) {
  if (dialect.level !== 2 || !dialect.reference?.length) return null;
  const tests = dialect.reference.map(sectionMatch);
  return (c) => {
    const text = plainText(headingOf(c)).trim();
    return tests.some((t) => t.test(text));
  };
}
function takeReferences(chunks, dialect) {
  const reference = referenceTest(dialect);
  if (!reference) return null;
  const out = [];
  let kept = 0;
  for (const c of chunks) {
    if (reference(c)) out.push({ chunk: c, after: kept });
    else chunks[kept++] = c;
  }
  chunks.length = kept;
  return out;
}
var BREAK_LINE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
function markerTail(chunk) {
  if (!chunk) return null;
  const lines = chunk.text.split("\n");
  let first = -1;
  let i = lines.length - 1;
  while (i > 0) {
    const line = lines[i].trim();
    if (line === "" || BREAK_LINE.test(lines[i].trimEnd())) i--;
    else if (line.endsWith("-->")) {
      let j = i;
      while (j > 0 && !/^ {0,3}<!--/.test(lines[j])) j--;
      const comment = lines.slice(j, i + 1).join("\n").trimEnd();
      if (j === 0 || comment.indexOf("-->") !== comment.length - 3) break;
      first = j;
      i = j - 1;
    } else break;
  }
  if (first < 1) return null;
  const [entry, marker] = cutAtLine(chunk, lines, first);
  return { entry, marker };
}
function cutAtLine(chunk, lines, first) {
  const cut = lines.slice(0, first).join("\n").length + 1;
  const start = { line: chunk.start.line + first, column: 1, offset: chunk.start.offset + cut };
  return [
    { ...chunk, text: chunk.text.slice(0, cut) },
    { start, text: chunk.text.slice(cut), heading: null }
  ];
}
var STAMP_LINE = /^(?:\*[^*\s](?:[^*]*[^*\s])?\*|_[^_\s](?:[^_]*[^_\s])?_)[ \t]*$/;
function cutStamp(source, chunks, open) {
  const chunk = chunks.at(-1);
  if (!chunk || open.unclosedFence || open.unclosedComment || open.unclosedHtml) return null;
  if (chunk.start.offset + chunk.text.length !== source.text.length) return null;
  const lines = chunk.text.split("\n");
  let first = -1;
  let i = lines.length - 1;
  while (i > 0 && lines[i].trim() === "") i--;
  while (i > 0 && STAMP_LINE.test(lines[i])) {
    let j = i;
    while (j > 0 && STAMP_LINE.test(lines[j - 1])) j--;
    if (j === 0 || lines[j - 1].trim() !== "") break;
    first = j;
    i = j - 1;
    while (i > 0 && lines[i].trim() === "") i--;
  }
  const own = lines.slice(chunk.setextLines ?? 1, first).some((l) => l.trim() !== "" && !BREAK_LINE.test(l.trimEnd()));
  if (first < 1 || !own) return null;
  const [entry, stamp] = cutAtLine(chunk, lines, first);
  chunks[chunks.length - 1] = entry;
  return stamp;
}
function laneChunks(sections, dialect, startLane) {
  const chunks = [];
  const lanes = [];
  const frame = [];
  const seen = /* @__PURE__ */ new Set();
  let lane = startLane;
  for (const chunk of sections) {
    if ((chunk.level ?? 2) === 2) {
      const text = plainText(headingOf(chunk));
      const group = dialect.groups ? dialect.groups.find((g) => g.match.test(text)) : { lane: "", heading: text };
      lane = group ? group.lane : null;
      if (group && dialect.groups) seen.add(group.lane);
      frame.push(chunk);
      continue;
    }
    const entryLike = lane !== null && (dialect.strictHeadings || ID_HEADING.test(headingOf(chunk)));
    const prev = chunks[chunks.length - 1];
    if (entryLike) {
      chunks.push(chunk);
      lanes.push(lane);
    } else if (lane !== null && prev && prev.start.offset + prev.text.length === chunk.start.offset) {
      chunks[chunks.length - 1] = { ...prev, text: prev.text + chunk.text };
    } else frame.push(chunk);
  }
  return { chunks, lanes, frame, seen };
}
function numberDays(entries, dialect) {
  if (!byDay(dialect.heading)) return entries;
  const days = /* @__PURE__ */ new Map();
  for (const e of entries) {
    if (e.id === null) continue;
    const n = (days.get(e.id) ?? 0) + 1;
    days.set(e.id, n);
    if (n > 1) e.id = `${e.id}#${n}`;
  }
  return entries;
}
var ID_HEADING = /^\[?([A-Za-z0-9_.-]+)\]?:/;
function authorOf(entries) {
  const count = /* @__PURE__ */ new Map();
  for (const e of entries) if (e.author) count.set(e.author, (count.get(e.author) ?? 0) + 1);
  let best = null;
  for (const [a, n] of count) if (best === null || n > count.get(best)) best = a;
  return best;
}
function writerFromProse(title) {
  const m = title ? /[—–-]\s*(\S(?:.*\S)?)\s*$/.exec(title.text) : null;
  return m ? m[1].replace(/\s+agent$/i, "").trim() || null : null;
}
function readTitle(preamble, problems = []) {
  if (!/\S/.test(preamble.text)) return { title: null, writer: null };
  const title = atxTitle(preamble) ?? findTitle(tryParse(preamble, problems, "The preamble"), preamble);
  return { title, writer: writerOf(title) };
}
function atxTitle(preamble) {
  const m = /^(?:[ \t]*\n)*(#[ \t][^\n]*)/.exec(preamble.text);
  if (!m || /[\r#\s]$/.test(m[1]) || m[1].length > 4096) return null;
  const { text } = preamble;
  if (text.length > MAX_CHUNK_CHARS || tooDeep(text) || tooManyMarkers(text)) return null;
  const offset = m[0].length - m[1].length;
  let line = preamble.start.line;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  const at = preamble.start.offset + offset;
  return {
    text: atxHeadingText(m[1]),
    span: {
      start: { line, column: 1, offset: at },
      end: { line, column: m[1].length + 1, offset: at + m[1].length }
    }
  };
}
function writerOf(title) {
  const m = title ? WRITER.exec(title.text) : null;
  return m ? m[1] : null;
}
function parseEntryHeading(text) {
  const end = trimmedEnd(text);
  const m = HEADING.exec(end === text.length ? text : text.slice(0, end));
  if (!m) {
    return {
      // a number only when it stands alone: "## 2026-11-29 notes" is a date, not entry 2026
      seq: /^\d+(?=[ \t]|$)/.test(text) ? Number(/^\d+/.exec(text)[0]) : null,
      timestamp: null,
      time: null,
      title: null,
      headingProblem: `"## ${text}" is not an entry heading; write "## <seq> \xB7 <timestamp>[ \xB7 <title>]", e.g. "## 3 \xB7 2026-11-29T10:00:00Z"`
    };
  }
  const seq = Number(m[1]);
  const time = parseRfc3339(m[2]);
  let headingProblem = null;
  if (seq < 1) headingProblem = `entry sequence numbers start at 1, not ${m[1]}`;
  else if (time === null)
    headingProblem = `"${m[2]}" is not an RFC 3339 timestamp with a zone; write it like 2026-11-29T10:00:00Z`;
  return { seq, timestamp: m[2], time, title: m[3] ? m[3] : null, headingProblem };
}
var STAMP_HEADING = new RegExp(`^(\\S+)(?:[ \\t]+${SEP}(?:[ \\t]+(.*))?)?$`);
var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function parseHeadingIn(text, dialect) {
  const marks = "#".repeat(dialect.level);
  if (dialect.heading === "seq") {
    const h = parseEntryHeading(text);
    const problem = h.headingProblem && dialect.level !== 2 ? h.headingProblem.replace(/"## /, `"${marks} `).replace('"## <seq>', `"${marks} <seq>`).replace('e.g. "## ', `e.g. "${marks} `) : h.headingProblem;
    return { ...h, headingProblem: problem, id: h.seq === null ? null : String(h.seq) };
  }
  if (dialect.heading === "id") {
    const m2 = /^\[?([A-Za-z0-9_.-]+)\]?:[ \t]*(.*)$/.exec(plainText(text));
    if (!m2)
      return {
        seq: null,
        timestamp: null,
        time: null,
        title: null,
        id: null,
        headingProblem: `"${marks} ${text}" is not an entry heading; write "${marks} <entry-id>: <title>", e.g. "${marks} 2026-03-04-batch-12: Batch 12 ingested"`
      };
    return { seq: null, timestamp: null, time: null, title: m2[2].trim() || null, id: m2[1], headingProblem: null };
  }
  if (byDay(dialect.heading)) return parseDayHeading(text, dialect);
  const end = trimmedEnd(text);
  const m = STAMP_HEADING.exec(end === text.length ? text : text.slice(0, end));
  const want = dialect.heading === "date" ? "a date, e.g. 2026-11-29" : "an RFC 3339 timestamp with a zone, e.g. 2026-11-29T10:00:00Z";
  const shape = `"${marks} <${dialect.heading}>[ \xB7 <title>]"`;
  const bad = {
    seq: null,
    timestamp: null,
    time: null,
    title: null,
    id: null,
    headingProblem: `"${marks} ${text}" is not an entry heading; write ${shape} with ${want}`
  };
  if (!m) return bad;
  let time = null;
  if (dialect.heading === "date") {
    const d = DAY.exec(m[1]);
    time = d ? parseRfc3339(`${m[1]}T00:00:00Z`) : null;
  } else time = parseRfc3339(m[1]);
  if (time === null) return bad;
  return { seq: null, timestamp: m[1], time, title: m[2] ? m[2] : null, id: m[1], headingProblem: null };
}
var DATE_FIRST = new RegExp(
  String.raw`^\[?(\d{4}-\d{2}-\d{2})\]?` + // the date, maybe in brackets
  String.raw`(?:[ T]+(\d{1,2}:\d{2}(?::\d{2})?)(?:[ \t]*(?:UTC|Z))?)?` + // a time, maybe with its zone
  String.raw`(?:[ \t]*[·—–|:-][ \t]*|[ \t]+|$)(.*)$`
  // a separator or a space, then the title
);
var DATE_INSIDE = /(\d{4})-(\d{2})-(\d{2})/;
function parseDayHeading(text, dialect) {
  const marks = "#".repeat(dialect.level);
  const plain = plainText(text.slice(0, trimmedEnd(text)));
  const bad = (want) => ({
    seq: null,
    timestamp: null,
    time: null,
    title: null,
    id: null,
    headingProblem: `"${marks} ${text}" is not an entry heading; write ${want}`
  });
  if (dialect.heading === "date") {
    const m = DATE_FIRST.exec(plain);
    const time2 = m ? parseRfc3339(`${m[1]}T00:00:00Z`) : null;
    if (!m || time2 === null) return bad(`"${marks} <date>[ \xB7 <title>]" with a date, e.g. 2026-11-29`);
    const hm = m[2] ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(m[2]) : null;
    const at = hm ? time2 + ((Number(hm[1]) * 60 + Number(hm[2])) * 60 + Number(hm[3] ?? 0)) * 1e3 : time2;
    const id = m[2] ? `${m[1]} ${m[2]}` : m[1];
    return { seq: null, timestamp: m[1], time: at, title: m[3].trim() || null, id, headingProblem: null };
  }
  const d = DATE_INSIDE.exec(plain);
  const time = d ? parseRfc3339(`${d[0]}T00:00:00Z`) : null;
  if (!d || time === null) return bad(`"${marks} <title> (<date>)" with a date in it, e.g. "Session (2026-11-29)"`);
  const title = plain.slice(0, d.index).replace(/[\s([—–|:,·-]+$/, "") || null;
  return { seq: null, timestamp: d[0], time, title, id: d[0], headingProblem: null };
}
var NO_FIELDS = Object.freeze([]);
var NO_PROBLEMS = Object.freeze([]);
var LogEntry = class {
  index;
  chunk;
  headingText;
  seq;
  timestamp;
  time;
  title;
  headingProblem;
  id;
  lane;
  fields = NO_FIELDS;
  author = null;
  audience = null;
  problems = NO_PROBLEMS;
  #heading;
  #span;
  constructor(chunk, index, lane, head) {
    this.index = index;
    this.chunk = chunk;
    this.headingText = head.headingText;
    this.seq = head.seq;
    this.timestamp = head.timestamp;
    this.time = head.time;
    this.title = head.title;
    this.headingProblem = head.headingProblem;
    this.id = head.id;
    this.lane = lane;
  }
  get heading() {
    this.#heading ??= headingSpan(this.chunk);
    return this.#heading;
  }
  get span() {
    this.#span ??= chunkSpan(this.chunk);
    return this.#span;
  }
};
function readEntry(chunk, index, dialect = CANONICAL.log, lane = "") {
  const headingText = headingOf(chunk);
  const canonical = dialect === CANONICAL.log;
  const head = canonical ? parseEntryHeading(headingText) : parseHeadingIn(headingText, dialect);
  const entry = new LogEntry(chunk, index, lane, {
    headingText,
    seq: head.seq,
    timestamp: head.timestamp,
    time: head.time,
    title: head.title,
    headingProblem: head.headingProblem,
    id: canonical ? head.seq === null ? null : String(head.seq) : head.id ?? null
  });
  if (dialect.fields.length) readFields(entry, dialect);
  return entry;
}
function readFields(entry, dialect) {
  entry.fields = scanFields(entry.chunk);
  entry.problems = [];
  const name = entryName(entry);
  const known = new Map(dialect.fields.map((f) => [f.name, f]));
  const seen = /* @__PURE__ */ new Set();
  for (const f of entry.fields) {
    const key = f.key.replace(/ /g, "-");
    const spec = known.get(key);
    if (spec && dialect.exactLabels && f.label !== spec.name) {
      seen.add(key);
      entry.problems.push({
        message: `${cap(name)} spells the field "${spec.name}" as "${f.label}"; write "- **${spec.name}**: \u2026"`,
        at: f.span
      });
      continue;
    }
    if (!spec) {
      entry.problems.push({
        message: `${cap(name)} has an unknown field "${f.label}" (allowed as an extension)`,
        at: f.span,
        warn: true
      });
      continue;
    }
    seen.add(key);
    if (spec.pattern && !spec.pattern.test(f.value))
      entry.problems.push({ message: `${cap(name)}: ${key} "${f.value}" is not ${spec.shape ?? "valid"}`, at: f.span });
    if (key === dialect.authorField) entry.author = f.value || null;
    if (key === dialect.audienceField) entry.audience = f.value || null;
    if (key === "date" && entry.time === null && DAY.test(f.value)) {
      entry.timestamp = f.value;
      entry.time = parseRfc3339(`${f.value}T00:00:00Z`);
    }
  }
  for (const spec of dialect.fields) {
    if (spec.required && !seen.has(spec.name))
      entry.problems.push({
        message: `${cap(name)} is missing the required field "${spec.name}"; add "- **${spec.name}**: \u2026"`,
        at: entry.heading
      });
  }
}
var FIELD_LINE = /^(\s*[-*+][ \t]+)\*\*([A-Za-z][A-Za-z0-9 _-]*?)(:?)\*\*[ \t]*(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]*(:?)[ \t]*(.*)$/;
function scanFields(chunk) {
  const out = [];
  let fence = null;
  let offset = 0;
  chunk.text.split("\n").forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
    } else if (f) fence = f[1];
    else {
      const m = FIELD_LINE.exec(line);
      if (m && (m[3] || m[5])) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        out.push({
          label: m[2].trim(),
          key: fieldKey(m[2]),
          date: m[4] ?? null,
          value: m[6].trim(),
          span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } }
        });
      }
    }
    offset += raw.length + 1;
  });
  return out;
}
var cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
function entryName(e) {
  if (e.seq !== null) return `entry ${e.seq}`;
  if (e.id !== null) return `entry "${e.id}"`;
  return `the entry headed "${e.headingText}"`;
}
function correctsRef(e) {
  if (e.seq !== null) return `#${e.seq}`;
  return e.id;
}
var fixedCache = /* @__PURE__ */ new WeakMap();
function fixedText(e, dialect) {
  let t = fixedCache.get(e);
  if (t !== void 0) return t;
  const mutable = Object.keys(dialect.mutable);
  if (!mutable.length) t = entryText(e.chunk.text);
  else {
    let text = e.chunk.text;
    const spans = e.fields.filter((f) => mutable.includes(f.key.replace(/ /g, "-"))).map((f) => f.span).sort((a, b) => b.start.offset - a.start.offset);
    for (const s of spans)
      text = text.slice(0, s.start.offset - e.chunk.start.offset) + "\0" + text.slice(s.end.offset - e.chunk.start.offset);
    t = entryText(text);
  }
  fixedCache.set(e, t);
  return t;
}
function changeAllowed(base, head, dialect) {
  if (base.lane !== head.lane && !dialect.moves.some(([from, to]) => from === base.lane && to === head.lane))
    return false;
  for (const [field, lifecycle] of Object.entries(dialect.mutable)) {
    const b = base.fields.find((f) => f.key.replace(/ /g, "-") === field)?.value ?? null;
    const h = head.fields.find((f) => f.key.replace(/ /g, "-") === field)?.value ?? null;
    if (b !== h && !(b !== null && h !== null && (lifecycle[b] ?? []).includes(h))) return false;
  }
  return true;
}
var CORRECTS_LINE = /^\s*corrects\s*:\s*(#\s*\d+(?:(?:\s*(?:,|and|&)\s*|\s*)#\s*\d+)*)\s*$/i;
var CORRECTS_IDS = /^\s*corrects\s*:\s*([A-Za-z0-9_.:+#-]+(?:\s*(?:,|\band\b|&)\s*[A-Za-z0-9_.:+#-]+)*)\s*$/i;
var CORRECTS_HINT = /corrects\s*:/i;
var corrected = /* @__PURE__ */ new WeakMap();
var byIds = false;
function correctsOf(entry, dialect = CANONICAL.log) {
  const known = corrected.get(entry);
  if (known) return known;
  if (!CORRECTS_HINT.test(entry.chunk.text)) return NO_CORRECTS;
  const found = [];
  byIds = dialect.heading !== "seq";
  if (!plainCorrects(entry.chunk, found)) {
    found.length = 0;
    const tree = tryParse(entry.chunk, [], "entry");
    if (tree) collectCorrects(tree, found);
    else scanCorrects(entry.chunk, found);
  }
  byIds = false;
  corrected.set(entry, found);
  return found;
}
var NO_CORRECTS = Object.freeze([]);
var PLAIN_UNSAFE = /[`~<\\&[]/;
var LINE_MARKUP = /[*_!\]]/;
var SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
var FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
function plainCorrects(chunk, found) {
  if (chunk.text.includes("\r")) return false;
  const lines = chunk.text.split("\n");
  if (CORRECTS_HINT.test(lines[0] ?? "")) return false;
  let offset = (lines[0]?.length ?? 0) + 1;
  let fence = null;
  for (let i = 1; i < lines.length; offset += lines[i].length + 1, i++) {
    const line = lines[i];
    if (fence !== null) {
      const c = FENCE_CLOSE.exec(line);
      if (c && c[1][0] === fence[0] && c[1].length >= fence.length) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) {
      if (open[1][0] === "`" && open[2].includes("`")) return false;
      fence = open[1];
      continue;
    }
    if (PLAIN_UNSAFE.test(line)) return false;
    if (!CORRECTS_HINT.test(line)) continue;
    if (!plainHintLine(lines, i)) return false;
    const m = matchCorrects(line);
    if (!m) continue;
    const lineNo = chunk.start.line + i;
    const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
    found.push({
      ...m,
      span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } }
    });
  }
  return true;
}
function underlined(lines, i) {
  for (let k = i + 1; k < lines.length && lines[k].trim() !== ""; k++) if (SETEXT_UNDERLINE.test(lines[k])) return true;
  return false;
}
function plainHintLine(lines, i) {
  const line = lines[i];
  return /^corrects\s*:/i.test(line) && !LINE_MARKUP.test(line) && !/[ \t]$/.test(line) && !/ {2}$/.test(lines[i - 1]) && !underlined(lines, i);
}
function proseText(node2) {
  if (node2.type === "inlineCode") {
    const p = node2.position;
    return "\u2063".repeat(3) + "\n".repeat(p ? p.end.line - p.start.line : 0);
  }
  if ("children" in node2) return node2.children.map(proseText).join("");
  return "value" in node2 ? String(node2.value) : "";
}
function targetsOf(list) {
  return [...list.matchAll(/#\s*(\d+)/g)].map((x) => Number(x[1]));
}
function matchCorrects(line) {
  const m = CORRECTS_LINE.exec(line);
  if (m) {
    const targets = targetsOf(m[1]);
    return { targets, refs: targets.map(String) };
  }
  if (!byIds) return null;
  const k = CORRECTS_IDS.exec(line);
  if (!k) return null;
  const refs = k[1].split(/\s*(?:,|\band\b|&)\s*/).map((r) => r.replace(/^#/, "")).filter(Boolean);
  return { targets: [], refs };
}
function scanCorrects(chunk, found) {
  let fence = null;
  let offset = 0;
  chunk.text.split("\n").forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && /^ {0,3}[`~]+[ \t]*$/.test(line)) fence = null;
    } else if (f) fence = f[1];
    else if (/^ {0,3}\S/.test(line) && CORRECTS_HINT.test(line)) {
      const m = matchCorrects(line);
      if (m) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        found.push({
          ...m,
          span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } }
        });
      }
    }
    offset += raw.length + 1;
  });
}
function collectCorrects(tree, found) {
  const stack = tree.children.slice().reverse();
  while (stack.length) {
    const node2 = stack.pop();
    if (node2.type === "paragraph") {
      const span = spanOf(node2);
      proseText(node2).split("\n").map((l) => l.endsWith("\r") ? l.slice(0, -1) : l).forEach((line, i) => {
        const m = matchCorrects(line);
        if (!m) return;
        const lineNo = span.start.line + i;
        found.push({
          ...m,
          span: {
            start: { line: lineNo, column: i === 0 ? span.start.column : 1, offset: span.start.offset },
            end: { line: lineNo, column: (i === 0 ? span.start.column : 1) + line.length, offset: span.start.offset }
          }
        });
      });
    } else if (node2.type === "list" || node2.type === "listItem" || node2.type === "blockquote") {
      for (let i = node2.children.length - 1; i >= 0; i--) stack.push(node2.children[i]);
    }
  }
}
function entryDigestText(chunkText) {
  return normaliseText(chunkText);
}
function entryDigestIn(e, dialect) {
  if (!Object.keys(dialect.mutable).length) return entryDigest(e.chunk.text);
  return `sha256:${sha256Hex(fixedText(e, dialect))}`;
}
function sha256Hex(text) {
  crypto ??= createRequire(import.meta.url)("node:crypto");
  return crypto.createHash("sha256").update(text, "utf8").digest("hex");
}
var crypto;
function entryDigest(chunkText) {
  return `sha256:${sha256Hex(entryDigestText(chunkText))}`;
}

// src/models/docs/table.ts
function rowCells(line) {
  const cells = [];
  let from = 0;
  const push = (to) => {
    const raw = line.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    cells.push({ raw: raw.trim(), start: from + lead, end: from + lead + raw.trim().length });
  };
  for (let i = 0; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === "|") {
      push(i);
      from = i + 1;
    }
  }
  push(line.length);
  if (cells.length > 1 && cells[0].raw === "" && /^\s*\|/.test(line)) cells.shift();
  if (cells.length > 1 && cells[cells.length - 1].raw === "" && /\|\s*$/.test(line)) cells.pop();
  return cells;
}
var DELIMITER = /^:?-+:?$/;
function opensTable(header, delimiter) {
  if (!header.includes("|") || !delimiter.includes("-")) return false;
  const d = rowCells(delimiter);
  return d.every((c) => DELIMITER.test(c.raw)) && rowCells(header).length === d.length;
}
function findTable(text, accept, problems) {
  return findTables(text, accept, problems, 1)[0] ?? null;
}
function findTables(text, accept, problems, max = Number.POSITIVE_INFINITY) {
  const whole = { start: { line: 1, column: 1, offset: 0 }, text, heading: null };
  const tree = tryParse(whole, problems, "The file");
  const out = [];
  if (!tree) return out;
  for (const node2 of tree.children) {
    if (node2.type !== "paragraph") continue;
    const at = spanOf(node2);
    const lines = text.slice(at.start.offset, at.end.offset).split("\n");
    let offset = at.start.offset;
    for (let i = 0; i + 1 < lines.length; i++) {
      const header = lines[i].replace(/\r$/, "");
      if (opensTable(header, lines[i + 1].replace(/\r$/, ""))) {
        const names = rowCells(header).map((c) => plainText(c.raw));
        if (accept(names)) {
          out.push(tableAt(text, { names, lines: lines.slice(i), offset }));
          if (out.length >= max) return out;
          break;
        }
      }
      offset += lines[i].length + 1;
    }
  }
  return out;
}
function tableAt(text, t) {
  const headerStart = pointAt(text, t.offset);
  const headerSpan = {
    start: headerStart,
    end: { ...headerStart, column: headerStart.column + t.lines[0].length, offset: t.offset + t.lines[0].length }
  };
  let offset = t.offset + t.lines[0].length + 1 + t.lines[1].length + 1;
  const first = offset;
  const rows = [];
  for (const [k, raw] of t.lines.slice(2).entries()) {
    const line = raw.replace(/\r$/, "");
    const ending = text.startsWith("\r\n", offset + line.length) ? "\r\n" : text[offset + line.length] === "\n" ? "\n" : "";
    const start = { line: headerStart.line + 2 + k, column: 1, offset };
    const span = { start, end: { ...start, column: start.column + line.length, offset: offset + line.length } };
    const cells = rowCells(line).map((c) => ({
      text: plainText(c.raw),
      span: {
        start: { ...start, column: start.column + c.start, offset: offset + c.start },
        end: { ...start, column: start.column + c.end, offset: offset + c.end }
      }
    }));
    rows.push({ chunk: { start, text: line + ending, heading: line, level: 2 }, span, cells });
    offset += line.length + ending.length;
  }
  const preamble = {
    start: { line: 1, column: 1, offset: 0 },
    text: text.slice(0, first) + text.slice(offset),
    heading: null
  };
  return { header: t.names, rows, preamble, headerSpan, body: { start: first, end: offset } };
}

// src/models/docs/sync.ts
var SYNC_FIELDS = { "current focus": "focus", "blocked on": "blocked", "next action": "next" };
var SYNC_FIELD_LABELS = {
  focus: "Current focus",
  blocked: "Blocked on",
  next: "Next action",
  shift: "recent-shift",
  question: "open-question"
};
var NOT_BLOCKED = /* @__PURE__ */ new Set(["", "\u2014", "\u2013", "-", "none", "nothing", "n/a"]);
function parseSync(source, dialect = CANONICAL.sync) {
  if (dialect.layout === "table") return parseSyncTable(source, dialect);
  if (dialect.layout === "tables") return parseSyncTables(source, dialect);
  if (dialect.layout === "list") return parseSyncList(source, dialect);
  const split = dialect.level === 3 ? groupedSplit(source.text, dialect) : splitAtLevel2(source.text);
  const problems = [];
  const title = findTitle(tryParse(split.preamble, problems, "The preamble"), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, "section"));
  problems.push(...openBlockProblems(split, "section"));
  const byKey = fieldIndex(dialect);
  const seenTop = /* @__PURE__ */ new Set();
  let agentSeen = null;
  let inGroup = null;
  const sections = split.sections.map((chunk) => {
    const text = plainText(headingOf(chunk));
    const top = dialect.top.find((t) => t.match.test(text));
    const id = top ? top.id : dialect.sectionId(text);
    const group = dialect.level === 3 && (chunk.level ?? 2) === 2;
    const shared = top ? { mode: top.mode, writers: top.writers } : dialect.shared[id] ?? (group ? GROUP_POLICY : null);
    const tree = tryParse(chunk, problems, `Section "${id}"`);
    const { fields, plain } = listItems(tree, { source: source.text });
    const section = {
      id,
      shared,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      // A bold paragraph line is a field when its label is one; otherwise it is prose (migrate keeps extra fields
      // that way), except in a dialect whose unknown fields are extensions to warn about (cmap).
      fields: ownFieldsOf(
        fields.map((f) => ({ ...f, name: labelName(byKey, dialect, f) })).filter((f) => f.name !== null || !f.inParagraph || dialect.unknownFields === "warn" || dialect.ownFields),
        dialect
      ),
      items: dialect.ownFields ? [] : plain
    };
    if (dialect.level === 3) {
      if (group) inGroup = id;
      else section.group = inGroup;
    }
    if (top) {
      seenTop.add(top.id);
      if (agentSeen && top.required)
        problems.push({
          message: `"## ${top.id}" comes after the agent sections (first "${agentSeen.id}"); the shared sections go before them`,
          at: section.heading
        });
    } else if (!shared) agentSeen ??= section;
    return section;
  });
  if (!agentSeen && dialect.name === "handover") problems.push(...tableHint(source.text));
  for (const t of dialect.top) {
    if (t.required && !seenTop.has(t.id))
      problems.push({
        message: `SYNC.md has no "## ${t.id}" section; add it before the agent sections`,
        at: { start: split.preamble.start, end: split.preamble.start }
      });
  }
  return { kind: "sync", source, dialect, schema: dialect.fields, title, preamble: split.preamble, sections, problems };
}
var AGENT_COLUMNS = /* @__PURE__ */ new Set(["agent", "agents", "agent id", "name", "who", "id", "role", "assigned to", "assignee"]);
var STATUS_TABLE_AGENTS = /* @__PURE__ */ new Set(["agent", "agents", "agent id", "agent name", "who", "assigned to", "assignee"]);
function tableColumns(header, nameOf) {
  const names = header.map((h) => nameOf(h));
  const keys = header.map((h) => fieldKey(h));
  const agentAt = keys.findIndex((k) => AGENT_COLUMNS.has(k));
  return { names, keys, idAt: Math.max(0, agentAt === -1 ? names.indexOf(null) : agentAt) };
}
function syncTableOf(text, dialect) {
  const byKey = fieldIndex(dialect);
  const nameOf = (h) => labelName(byKey, dialect, { key: fieldKey(h), label: h });
  const table = findTable(text, (h) => h.some((x) => nameOf(x) !== null), []);
  if (!table) return null;
  const { names, idAt } = tableColumns(table.header, nameOf);
  return { table, names, idAt };
}
function parseSyncTable(source, dialect) {
  const problems = [];
  const byKey = fieldIndex(dialect);
  const nameOf = (h) => labelName(byKey, dialect, { key: fieldKey(h), label: h });
  const table = findTable(source.text, (h) => h.some((x) => nameOf(x) !== null), problems);
  const at = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  if (!table) {
    if (!problems.length)
      problems.push({
        message: `SYNC.md holds no table whose header names a field (sync.layout: table reads one row per agent under a header such as "| Agent | ${dialect.fields.map((f) => f.label).join(" | ")} |"); add one, or drop sync.layout`,
        at
      });
    const preamble2 = { start: at.start, text: source.text, heading: null };
    return { kind: "sync", source, dialect, schema: dialect.fields, title: null, preamble: preamble2, sections: [], problems };
  }
  const shared = sharedParts(source.text, dialect).filter((p) => !within(p, table.headerSpan.start.offset));
  const rows = rowSections(table, { nameOf, problems, group: void 0 });
  const preamble = withoutSpans(source.text, [{ start: table.body.start, end: table.body.end }, ...shared]);
  const sections = inOrder(rows, shared);
  const title = findTitle(tryParse(preamble, problems, "The preamble"), preamble);
  return { kind: "sync", source, dialect, schema: dialect.fields, title, preamble, sections, problems };
}
function rowSections(table, o) {
  const { problems } = o;
  const { names, keys, idAt } = tableColumns(table.header, o.nameOf);
  return table.rows.map((row) => {
    const id = row.cells[idAt]?.text ?? "";
    if (row.cells.length > table.header.length)
      problems.push({
        message: `The row of "${id}" has ${row.cells.length} cells and the header ${table.header.length}; a cell past the header is not shown, so remove it or add its column`,
        at: row.cells[table.header.length].span
      });
    const fields = [];
    table.header.forEach((label, i) => {
      if (i === idAt || names[i] === null) return;
      const cell = row.cells[i];
      const span = cell?.span ?? { start: row.span.end, end: row.span.end };
      fields.push({ label, key: keys[i], value: cell?.text ?? "", date: null, span, name: names[i] });
    });
    const section = {
      id,
      shared: null,
      chunk: row.chunk,
      heading: row.span,
      span: row.span,
      fields,
      items: []
    };
    if (o.group !== void 0) section.group = o.group;
    return section;
  });
}
function ownFieldsOf(fields, dialect) {
  return dialect.ownFields ? fields.map((f) => f.name === null ? { ...f, own: true } : f) : fields;
}
function groupAt(boundaries, offset) {
  let raw = null;
  for (const b of boundaries) if (b.offset <= offset) raw = b.raw;
  return raw === null ? null : raw.replace(/^ {0,3}#+[ \t]*/, "").replace(/[ \t]+#*[ \t]*$/, "").trim();
}
function parseSyncTables(source, dialect) {
  const problems = [];
  const byKey = fieldIndex(dialect);
  const nameOf = (h) => labelName(byKey, dialect, { key: fieldKey(h), label: h });
  const agentTable = (h) => h.some((x) => STATUS_TABLE_AGENTS.has(fieldKey(x))) && h.some((x) => nameOf(x) !== null);
  const shared = sharedParts(source.text, dialect);
  const tables = findTables(source.text, agentTable, problems).filter(
    (t) => !shared.some((p) => within(p, t.headerSpan.start.offset))
  );
  const boundaries = scanBlocks(source.text, 0, 2, 3).boundaries;
  const rows = tables.flatMap(
    (t) => rowSections(t, { nameOf, problems, group: groupAt(boundaries, t.headerSpan.start.offset) })
  );
  const sections = inOrder(rows, shared);
  if (!tables.length && !problems.length)
    problems.push({
      message: `SYNC.md holds no table with an agent column and a field column (sync.layout: tables reads a table per status group, such as "| Agent | ${dialect.fields[0].label} |" under "## In progress"); add one, or drop sync.layout`,
      at: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } }
    });
  const preamble = withoutSpans(source.text, [...tables.map((t) => t.body), ...shared]);
  const title = findTitle(tryParse(preamble, problems, "The preamble"), preamble);
  return { kind: "sync", source, dialect, schema: dialect.fields, title, preamble, sections, problems };
}
function sharedPolicyOf(heading, dialect) {
  const top = dialect.top.find((t) => t.match.test(heading));
  if (top) return { id: top.id, policy: { mode: top.mode, writers: top.writers } };
  const id = dialect.sectionId(heading);
  return id in dialect.shared ? { id, policy: dialect.shared[id] } : null;
}
function sharedParts(text, dialect) {
  if (!Object.keys(dialect.shared).length && !dialect.top.length) return [];
  const { boundaries } = scanBlocks(text, 0, 2, 3);
  const out = [];
  for (const [i, b] of boundaries.entries()) {
    if (out.length && b.offset < out[out.length - 1].end) continue;
    const found = sharedPolicyOf(plainText(headingOf({ heading: b.raw, setextLines: b.setextLines })), dialect);
    if (!found) continue;
    const end = boundaries.slice(i + 1).find((x) => x.level <= b.level)?.offset ?? text.length;
    const chunk = chunkAt(text, b, end);
    const section = {
      id: found.id,
      shared: found.policy,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      fields: [],
      items: []
    };
    out.push({ section, start: b.offset, end });
  }
  return out;
}
var PLACEHOLDER = /^(?:no\b.*|none\b.*|nothing\b.*|n\/a|tbd|empty|[-—–]*)[.!]?$/i;
function trailingSharedGroups(doc) {
  const { text } = doc.source;
  const agents = doc.sections.filter((s) => s.shared === null);
  if (!agents.length || doc.dialect.layout !== "list" && doc.dialect.layout !== "tables") return [];
  const last = Math.max(...agents.map((s) => s.span.end.offset));
  const level2 = scanBlocks(text, 0, 2, 2).boundaries;
  const out = [];
  for (const [i, b] of level2.entries()) {
    if (b.offset < last) continue;
    const body = text.slice(b.offset, level2[i + 1]?.offset ?? text.length).split(/\r?\n/).slice(b.setextLines ?? 1);
    const content = body.map(
      (l) => l.replace(/<!--.*?-->/g, "").replace(/[|*_`]/g, " ").trim()
    ).filter((l) => l && !/^(?:[-*_:]\s*){3,}$/.test(l) && !PLACEHOLDER.test(l.replace(/\s+/g, " ")));
    const agentTable = body.some(
      (l) => /^\s*\|/.test(l) && l.split("|").some((c) => STATUS_TABLE_AGENTS.has(fieldKey(c)))
    );
    if (!content.length || agentTable) continue;
    out.push(doc.dialect.sectionId(plainText(headingOf({ heading: b.raw, setextLines: b.setextLines }))));
  }
  return out;
}
var within = (p, offset) => offset >= p.start && offset < p.end;
function inOrder(agents, shared) {
  if (!shared.length) return agents;
  return [...agents, ...shared.map((p) => p.section)].sort((a, b) => a.span.start.offset - b.span.start.offset);
}
function withoutSpans(text, spans) {
  let kept = "";
  let from = 0;
  for (const c of [...spans].sort((a, b) => a.start - b.start)) {
    kept += text.slice(from, Math.max(from, c.start));
    from = Math.max(from, c.end);
  }
  return { start: { line: 1, column: 1, offset: 0 }, text: kept + text.slice(from), heading: null };
}
var fieldParagraph = (node2) => node2.type === "paragraph" && node2.children[0]?.type === "strong";
var AGENT_ITEM = /^ {0,3}[-*+][ \t]+(\*\*|__)(.+?)\1[ \t]*(?:[:—–-][ \t]*)?(.*)$/;
function parseSyncList(source, dialect) {
  const problems = [];
  const text = source.text;
  const scan = scanBlocks(text, 0, 2, 3);
  const whole = { start: { line: 1, column: 1, offset: 0 }, text, heading: null };
  const tree = tryParse(whole, problems, "The file");
  const byKey = fieldIndex(dialect);
  const focus = dialect.fields.find((f) => f.name === "focus");
  const sections = [];
  const cut = [];
  const blocks = tree?.children ?? [];
  const shared = sharedParts(text, dialect);
  for (const [k, node2] of blocks.entries()) {
    if (node2.type !== "list" || k > 0 && fieldParagraph(blocks[k - 1])) continue;
    if (shared.some((p) => within(p, spanOf(node2).start.offset))) continue;
    const group = groupAt(scan.boundaries, spanOf(node2).start.offset);
    for (const item of node2.children) {
      const at = spanOf(item);
      const lineStart = text.lastIndexOf("\n", at.start.offset - 1) + 1;
      const eol = text.indexOf("\n", at.end.offset);
      const end = eol === -1 ? text.length : eol + 1;
      const raw = text.slice(lineStart, end);
      const m = AGENT_ITEM.exec(raw.split("\n")[0].replace(/\r$/, ""));
      if (!m) continue;
      const id = plainText(m[2]).replace(/[:：]\s*$/, "").trim();
      const start = { line: at.start.line, column: 1, offset: lineStart };
      const span = { start, end: at.end };
      const heading = {
        start,
        end: {
          ...start,
          column: 1 + raw.split("\n")[0].length,
          offset: lineStart + raw.split("\n")[0].replace(/\r$/, "").length
        }
      };
      const fields = [];
      if (focus)
        fields.push({
          label: focus.label,
          key: fieldKey(focus.label),
          value: m[3].trim(),
          date: null,
          span: heading,
          name: "focus"
        });
      const nested = listItems({ type: "root", children: item.children.slice(1) }, { source: text });
      fields.push(
        ...ownFieldsOf(
          nested.fields.map((f) => ({ ...f, name: labelName(byKey, dialect, f) })),
          dialect
        )
      );
      const items = dialect.ownFields ? [] : nested.plain;
      sections.push({
        id,
        shared: null,
        group,
        chunk: { start, text: raw, heading: raw.split("\n")[0], level: 2 },
        heading,
        span,
        fields,
        items
      });
      cut.push({ start: lineStart, end });
    }
  }
  const preamble = withoutSpans(text, [...cut, ...shared]);
  const title = findTitle(tryParse(preamble, problems, "The preamble"), preamble);
  return {
    kind: "sync",
    source,
    dialect,
    schema: dialect.fields,
    title,
    preamble,
    sections: inOrder(sections, shared),
    problems
  };
}
function tableHint(text) {
  if (!text.includes("|")) return [];
  const known = new Set(Object.values(KNOWN_SYNC_ALIASES).flat());
  const table = findTable(text, (h) => h.some((x) => known.has(fieldKey(x))), []);
  if (!table) return [];
  return [
    {
      message: `SYNC.md has no agent section, but a table with a row per agent (line ${table.headerSpan.start.line}); set sync.layout: table (handover init --detect shows the config that reads it)`,
      at: table.headerSpan
    }
  ];
}
var GROUP_POLICY = { mode: "owner-only", writers: "owner" };
function groupedSplit(text, dialect) {
  const scan = scanBlocks(text, 0, 2, 3);
  const parts = chunksAt(text, scan.boundaries);
  const sections = [];
  let inShared = false;
  for (const chunk of parts.sections) {
    if ((chunk.level ?? 2) === 2) {
      const h = plainText(headingOf(chunk));
      inShared = dialect.top.some((t) => t.match.test(h)) || dialect.sectionId(h) in dialect.shared;
      sections.push(chunk);
    } else if (inShared && sections.length) {
      const prev = sections[sections.length - 1];
      sections[sections.length - 1] = { ...prev, text: prev.text + chunk.text };
    } else sections.push(chunk);
  }
  return { preamble: parts.preamble, sections, ...scan };
}
function labelName(byKey, dialect, f) {
  const name = byKey.get(f.key) ?? null;
  if (name === null || !dialect.exactLabels) return name;
  const spec = dialect.fields.find((x) => x.name === name);
  return [spec.label, ...spec.aliases].includes(f.label) ? name : null;
}
var indexes = /* @__PURE__ */ new WeakMap();
function fieldIndex(d) {
  let m = indexes.get(d);
  if (!m) {
    m = /* @__PURE__ */ new Map();
    for (const f of d.fields) for (const l of [f.label, ...f.aliases]) m.set(fieldKey(l), f.name);
    indexes.set(d, m);
  }
  return m;
}
function onlyNotesAdded(base, head, dialect) {
  if (!dialect.note) return false;
  const notes = head.fields.filter((f) => f.key === fieldKey(dialect.note) && f.date !== null);
  if (!notes.length) return false;
  let text = head.chunk.text;
  for (const n of notes.slice().sort((a, b) => b.span.start.offset - a.span.start.offset)) {
    const from = n.span.start.offset - head.chunk.start.offset;
    const to = n.span.end.offset - head.chunk.start.offset;
    const eol = text.indexOf("\n", to);
    text = text.slice(0, from).replace(/[ \t]*$/, "") + (eol === -1 ? "" : text.slice(eol + 1));
  }
  const squash = (t) => normaliseText(t).replace(/\n{2,}/g, "\n");
  return squash(text) === squash(base.chunk.text);
}
function appendedOnly(base, head) {
  const body = (s) => normaliseText(s.chunk.text).replace(/\n+ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/, "");
  return body(head).startsWith(body(base));
}
function rowsKept(base, head) {
  const rows = (s) => normaliseText(s.chunk.text).split("\n").filter((l) => /^\s*[-*+]\s/.test(l)).map((l) => l.trim());
  const b = rows(base);
  const h = rows(head);
  if (h.length < b.length) return false;
  const keepsText = normaliseText(head.chunk.text).split("\n").filter((l) => !/^\s*[-*+]\s/.test(l)).join("\n").startsWith(
    normaliseText(base.chunk.text).split("\n").filter((l) => !/^\s*[-*+]\s/.test(l)).join("\n")
  );
  return keepsText && b.every(
    (row, i) => h[i] === row || h[i].startsWith(row) && /^\s*--\s*RESOLVED\s+\d{4}-\d{2}-\d{2}\s*:/.test(h[i].slice(row.length))
  );
}
function syncField(section, name) {
  return section.fields.find((f) => f.name === name) ?? null;
}
function isBlocked(section) {
  const f = syncField(section, "blocked");
  return f !== null && !isNotBlocked(f.value);
}
function isNotBlocked(value) {
  return NOT_BLOCKED.has(value.trim().toLowerCase());
}
function syncFieldLine(dialect, spec, value, today) {
  return dialect.dated ? `- **${spec.label}** (${today}): ${value}` : `- **${spec.label}:** ${value}`;
}
function renderSyncSection(dialect, section) {
  const { agent, repo, values, eol, today } = section;
  const lines = dialect.fields.map((f) => syncFieldLine(dialect, f, values[f.name] ?? "\u2014", today));
  return `${"#".repeat(dialect.level)} ${dialect.sectionHeading(agent, repo)}${eol}${eol}${lines.join(eol)}${eol}`;
}

// src/models/docs/registry.ts
var REGISTRY_FIELDS = ["owns", "address", "head", "subprojects", "ask"];
var REQUIRED_REGISTRY_FIELDS = ["owns", "address"];
var REGISTRY_LAYOUTS = ["tagged", "sections", "table"];
var CODE_HEADING = /^([A-Za-z0-9][A-Za-z0-9_.-]*)\s*(?:[—–:|]|\s-\s)\s*(.+)$/;
var TAG = /\[\s*(SELF|RELAYED\s+by\s+([^\]]*?))\s*\]/gi;
function parseRegistryHeading(text) {
  const tags = [...text.matchAll(TAG)];
  const id = text.replace(TAG, "").trim();
  let provenance = null;
  if (tags.length === 1) {
    const t = tags[0];
    if (/^self$/i.test(t[1])) provenance = { kind: "self" };
    else if (t[2]?.trim()) provenance = { kind: "relayed", by: t[2].trim() };
  }
  return { id, provenance, tagCount: tags.length };
}
function parseRegistry(source, layout = "tagged") {
  if (layout === "table") return parseRegistryTable(source);
  const split = splitAtLevel2(source.text);
  const problems = [];
  const title = findTitle(tryParse(split.preamble, problems, "The preamble"), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, "section"));
  problems.push(...openBlockProblems(split, "section"));
  const entries = split.sections.map((chunk) => {
    const headingText = plainText(headingOf(chunk));
    const head = layout === "sections" ? untaggedHeading(headingText) : parseRegistryHeading(headingText);
    const tree = tryParse(chunk, problems, `Entry "${headingText}"`);
    const { fields, plain } = listItems(tree, { source: source.text });
    const value = (k) => fields.find((f) => f.key === k)?.value ?? null;
    const owns = (value("owns") ?? "").split(";").map((s) => s.trim()).filter(Boolean);
    return {
      ...head,
      chunk,
      heading: headingSpan(chunk),
      headingText,
      span: chunkSpan(chunk),
      fields,
      items: plain,
      owns,
      address: value("address")
    };
  });
  return { kind: "registry", source, layout, title, preamble: split.preamble, entries, problems };
}
function untaggedHeading(text) {
  return { id: CODE_HEADING.exec(text)?.[1] ?? text.trim(), provenance: null, tagCount: 0 };
}
var ID_COLUMNS = /^(?:project|name|code|id|repo|repository|service|component|system|module|package)\b/;
var OWNS_COLUMNS = /^(?:owns|subjects?)$/;
var ADDRESS_COLUMNS = /^(?:address|path|url|location)$/;
function parseRegistryTable(source) {
  const problems = [];
  const table = findTable(source.text, () => true, problems);
  const start = { line: 1, column: 1, offset: 0 };
  if (!table) {
    if (!problems.length)
      problems.push({
        message: 'PROJECT_REGISTRY.md holds no table (registry.layout: table reads one row per project under a header such as "| Project | Owns | Address |"); add one, or drop registry.layout',
        at: { start, end: start }
      });
    const preamble = { start, text: source.text, heading: null };
    return { kind: "registry", source, layout: "table", title: null, preamble, entries: [], problems };
  }
  const keys = table.header.map((h) => fieldKey(h));
  const idAt = Math.max(
    0,
    keys.findIndex((k) => ID_COLUMNS.test(k))
  );
  const entries = table.rows.map((row) => {
    const id = row.cells[idAt]?.text ?? "";
    if (row.cells.length > table.header.length)
      problems.push({
        message: `The row of "${id}" has ${row.cells.length} cells and the header ${table.header.length}; a cell past the header is not shown, so remove it or add its column`,
        at: row.cells[table.header.length].span
      });
    const fields = [];
    table.header.forEach((label, i) => {
      const cell = row.cells[i];
      if (i !== idAt && cell && cell.text !== "")
        fields.push({ label, key: keys[i], value: cell.text, date: null, span: cell.span });
    });
    const value = (re) => fields.find((f) => re.test(f.key))?.value ?? null;
    const owns = (value(OWNS_COLUMNS) ?? "").split(";").map((x) => x.trim()).filter(Boolean);
    return {
      id,
      provenance: null,
      tagCount: 0,
      chunk: row.chunk,
      heading: row.span,
      headingText: id,
      span: row.span,
      fields,
      items: [],
      owns,
      address: value(ADDRESS_COLUMNS)
    };
  });
  const title = findTitle(tryParse(table.preamble, problems, "The preamble"), table.preamble);
  return { kind: "registry", source, layout: "table", title, preamble: table.preamble, entries, problems };
}
function subjectKey(subject) {
  return subject.toLowerCase().replace(/\s+/g, " ").trim();
}
function provenanceTag(p) {
  return p.kind === "self" ? "[SELF]" : `[RELAYED by ${p.by}]`;
}

// src/models/docs/marker.ts
import { createRequire as createRequire2 } from "node:module";
var yamlModule = null;
var Y = () => yamlModule ??= createRequire2(import.meta.url)("../vendor/yaml.cjs");
var DIGEST = /^sha256:[0-9a-f]{64}$/;
function parseMarker(source) {
  const problems = [];
  const whole = { start: { line: 1, column: 1, offset: 0 }, text: source.text, heading: null };
  const tree = tryParse(whole, problems, "The marker", { frontmatter: true });
  const first = tree?.children[0];
  const offsets = [];
  const doc = {
    kind: "marker",
    source,
    title: null,
    preamble: splitAtLevel2(source.text).preamble,
    problems,
    hasFrontmatter: false,
    offsets
  };
  if (first?.type !== "yaml") return doc;
  doc.hasFrontmatter = true;
  const fm = spanOf(first);
  const valueStart = source.text.indexOf("\n", fm.start.offset) + 1;
  const yaml = Y().parseDocument(first.value, { uniqueKeys: true });
  const at = (o) => {
    const p = pointAt(source.text, valueStart + (o ?? 0));
    return { start: p, end: p };
  };
  if (yaml.errors.length) {
    const e = yaml.errors[0];
    problems.push({ message: `the front matter is not valid YAML: ${e.message.split("\n")[0]}`, at: at(e.pos[0]) });
    return doc;
  }
  const contents = yaml.contents;
  if (contents === null || Y().isScalar(contents) && (contents.value === null || contents.value === "")) return doc;
  if (!Y().isMap(contents)) {
    problems.push({ message: "the front matter must be a mapping of upstream names to offsets", at: fm });
    return doc;
  }
  for (const pair of contents.items) {
    const key = Y().isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const span = at(Y().isScalar(pair.key) ? pair.key.range?.[0] : void 0);
    const raw = pair.value?.toJSON?.() ?? null;
    const value = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : null;
    offsets.push(readOffset(key, value, span));
    if (!value) problems.push({ message: `"${key}" must map to seq, at and digest`, at: span });
  }
  return doc;
}
function readOffset(upstream, value, span) {
  return {
    upstream,
    value: value ?? {},
    seq: value && Number.isInteger(value.seq) ? value.seq : null,
    id: value && typeof value.id === "string" && value.id.trim() ? value.id : null,
    at: value && typeof value.at === "string" ? value.at : value && value.at instanceof Date ? value.at.toISOString() : null,
    digest: value && typeof value.digest === "string" ? value.digest : null,
    span
  };
}
function offsetProblem(o) {
  if (o.seq === null && o.id === null) return `"${o.upstream}.seq" must be a whole number of 0 or more`;
  if (o.seq !== null && o.seq < 0) return `"${o.upstream}.seq" must be a whole number of 0 or more`;
  if (o.at === null || parseRfc3339(o.at) === null)
    return `"${o.upstream}.at" must be an RFC 3339 timestamp with a zone`;
  if (o.digest === null || !DIGEST.test(o.digest))
    return `"${o.upstream}.digest" must be "sha256:" and 64 lower-case hex digits`;
  return null;
}
function renderMarker(offsets, eol = "\n") {
  const names = Object.keys(offsets).sort();
  const fm = names.length ? Y().stringify(Object.fromEntries(names.map((n) => [n, offsets[n]]))) : "{}\n";
  const entry = (o) => o.seq !== void 0 ? String(o.seq) : `"${String(o.id)}"`;
  const lines = names.map((n) => `- ${n}: entry ${entry(offsets[n])}, processed ${String(offsets[n].at)}`);
  const text = `---
${fm}---
# Last processed

${lines.join("\n")}${lines.length ? "\n" : ""}`;
  return eol === "\n" ? text : text.replace(/\n/g, eol);
}

// src/models/docs/subject.ts
var CONFUSABLES = {
  // Cyrillic
  \u0430: "a",
  \u0432: "b",
  \u0435: "e",
  \u0451: "e",
  \u043A: "k",
  \u043C: "m",
  \u043D: "h",
  \u043E: "o",
  \u0440: "p",
  \u0441: "c",
  \u0442: "t",
  \u0443: "y",
  \u0445: "x",
  \u0455: "s",
  \u0456: "i",
  \u0457: "i",
  \u0458: "j",
  "\u0501": "d",
  "\u051B": "q",
  "\u051D": "w",
  \u04BB: "h",
  \u04AF: "y",
  "\u04CF": "l",
  // Greek
  \u03B1: "a",
  \u03B2: "b",
  \u03B3: "y",
  \u03B5: "e",
  \u03B9: "i",
  \u03BA: "k",
  \u03BD: "v",
  \u03BF: "o",
  \u03C1: "p",
  \u03C4: "t",
  \u03C5: "u",
  \u03C7: "x",
  \u03C9: "w",
  // Latin look-alikes outside ASCII
  \u0131: "i",
  "\u0237": "j",
  \u0251: "a",
  \u0261: "g",
  \u2113: "l"
};
var LOOK_ALIKE = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "gu");
function subjectIdentity(subject) {
  return subject.normalize("NFKC").toLowerCase().normalize("NFKD").replace(/[\p{M}\p{Cf}]/gu, "").replace(LOOK_ALIKE, (c) => CONFUSABLES[c]).replace(/[\p{P}\p{S}]+/gu, " ").replace(/\s+/gu, " ").trim();
}

// src/models/docs/requests.ts
var REQUEST_TYPES = ["ruling", "evidence", "capability", "response", "forward"];
var ASKING_TYPES = ["ruling", "evidence", "capability"];
var REVERSIBILITY = ["read-only", "reversible", "outbound", "irreversible"];
var STATUSES = ["done", "escalated", "refused"];
var WRITER2 = /^Requests\s*:\s*(\S(?:.*\S)?)\s*$/i;
function requestsWriterOf(title) {
  const m = title ? WRITER2.exec(title.text) : null;
  return m ? m[1] : null;
}
var REF = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})#(\d+)$/;
function parseRef(text) {
  const m = REF.exec(text.trim());
  return m ? { project: m[1], seq: Number(m[2]) } : null;
}
function refText(r) {
  return `${r.project}#${r.seq}`;
}
function parseChain(text) {
  return text.split(/\s*(?:→|->|>|,)\s*/).map((s) => s.trim()).filter(Boolean);
}
function parseVerdict(text) {
  const t = text.trim();
  if (/^confirmed\.?$/i.test(t)) return { kind: "confirmed" };
  if (/^not[ -]stated\.?$/i.test(t)) return { kind: "not stated" };
  const m = /^wrong\s*:\s*(\S[\s\S]*)$/i.exec(t);
  return m ? { kind: "wrong", correction: m[1].trim() } : null;
}
function parseRequests(source) {
  const handover = parseHandover(source);
  const writer = requestsWriterOf(handover.title);
  const log = { ...handover, writer, logTitle: "Requests" };
  const requests = log.entries.map((e) => readRequest(e, log.problems));
  return {
    kind: "requests",
    source,
    title: log.title,
    preamble: log.preamble,
    problems: log.problems,
    writer,
    log,
    requests
  };
}
function readRequest(entry, problems) {
  const tree = tryParse(entry.chunk, problems, `Entry ${entry.seq ?? "?"}`);
  const fields = /* @__PURE__ */ new Map();
  const repeated = [];
  const base = entry.chunk.start.offset;
  for (const f of fieldsOf(tree, entry.chunk.text, base)) {
    if (fields.has(f.key)) repeated.push(f);
    else fields.set(f.key, f);
  }
  const value = (k) => fields.get(k)?.value || null;
  const t = (entry.title ?? "").trim().toLowerCase();
  const verdictField = fields.get("verdicts");
  return {
    entry,
    type: REQUEST_TYPES.includes(t) ? t : null,
    fields,
    repeated,
    to: value("to"),
    subject: value("subject"),
    chain: value("chain") === null ? null : parseChain(value("chain")),
    inReplyTo: value("in reply to") === null ? null : parseRef(value("in reply to")),
    claims: (fields.get("claims")?.items ?? []).map((i) => i.text),
    verdicts: (verdictField?.items ?? []).map((i) => ({
      n: i.n,
      verdict: parseVerdict(i.text),
      text: i.text,
      span: i.span
    })),
    status: value("status")?.toLowerCase() ?? null,
    reversibility: value("reversibility")?.toLowerCase() ?? null,
    forwards: value("type")?.toLowerCase() ?? null,
    deniedBefore: value("denied before") === null ? null : parseRef(value("denied before")),
    relays: value("relays") === null ? null : parseRef(value("relays")),
    ask: askOf(tree, entry.chunk.text, base)
  };
}
function askOf(tree, text, base) {
  if (!tree) return null;
  const parts = [];
  for (const node2 of tree.children) {
    if (node2.type === "heading" || node2.type === "list" && isFieldList(node2.children)) continue;
    const span = spanOf(node2);
    const part = text.slice(span.start.offset - base, span.end.offset - base).trim();
    if (part) parts.push(part);
  }
  return parts.length ? parts.join("\n\n") : null;
}
function isFieldList(items) {
  return items.some((item) => {
    const first = item.children[0];
    return first?.type === "paragraph" && FIELD2.test(toString(first).trim());
  });
}
var FIELD2 = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*:[ \t]*([\s\S]*)$/;
function fieldsOf(tree, text, base) {
  const out = [];
  if (!tree) return out;
  for (const node2 of tree.children) {
    if (node2.type !== "list") continue;
    for (const item of node2.children) {
      const first = item.children[0];
      const m = first && first.type === "paragraph" ? FIELD2.exec(toString(first).trim()) : null;
      if (!m) continue;
      const items = orderedItems(item, text, base);
      out.push({ key: fieldKey(m[1]), label: m[1].trim(), value: m[2].trim(), span: spanOf(item), items });
    }
  }
  return out;
}
function orderedItems(item, text, base) {
  const items = [];
  for (const sub of item.children.slice(1)) {
    if (sub.type !== "list") continue;
    for (const li of sub.children) {
      const span = spanOf(li);
      const raw = text.slice(span.start.offset - base, span.start.offset - base + 12);
      const n = /^\s*(\d{1,9})[.)]/.exec(raw);
      items.push({ n: n ? Number(n[1]) : null, text: toString(li).trim(), span });
    }
  }
  return items;
}
function requesterOf(r, writer) {
  return r.chain?.[0] ?? writer;
}
function askedType(r) {
  const t = r.type === "forward" ? r.forwards : r.type;
  return ASKING_TYPES.includes(t ?? "") ? t : null;
}
function sameSubject(a, b) {
  return a !== null && b !== null && subjectIdentity(a) === subjectIdentity(b);
}
function noFacts() {
  return { subprojects: null, peers: /* @__PURE__ */ new Map(), approvals: /* @__PURE__ */ new Set() };
}
function parentOf(facts, id) {
  if (!facts.subprojects) return null;
  for (const [parent, subs] of facts.subprojects)
    if (subs.some((s) => s.toLowerCase() === id.toLowerCase())) return parent;
  return null;
}
function lookupRef(doc, facts, ref) {
  const log = ref.project === doc.writer ? doc : facts.peers.get(ref.project);
  const found = log?.requests.find((r) => r.entry.seq === ref.seq);
  return found && log ? { request: found, writer: log.writer ?? ref.project } : null;
}

// src/models/diff/docs.ts
function sameText(a, b) {
  return normaliseText(a.text) === normaliseText(b.text);
}
function diffHandover(base, head) {
  const dialect = head.dialect ?? base.dialect;
  const fixed = (e) => dialect ? fixedText(e, dialect) : normaliseText(e.chunk.text);
  const allowed = (b, h) => !dialect || changeAllowed(b, h, dialect);
  const pairing = pairUnchanged(base, head, { fixed, allowed });
  const amended = dialect?.amendLast ? [newestOf(base), newestOf(base, { abovePinned: true })] : [];
  const pinning = pinnedSplit(base, head, pairing);
  const changes = [
    ...pairChanged(base, head, pairing).filter(
      (c) => !(c.kind === "changed" && amended.includes(c.base) && keepsPrefix(c.base.chunk, c.head.chunk)) && !(c.kind === "changed" && pinning?.(c))
    ),
    ...removedOrReordered(base, head, pairing),
    ...addedEntries(base, head, pairing)
  ];
  const frame = (d) => normaliseText([d.preamble, ...d.frame ?? []].map((c) => c.text).join("\n"));
  const preambleChanged = dialect?.section ? titleText(base) !== titleText(head) : head.prior || base.prior ? !sameText(base.preamble, head.preamble) : frame(base) !== frame(head);
  return { preambleChanged, changes, references: referenceChanges(base, head, pairing) };
}
function referenceChanges(base, head, pairing) {
  const [old, now] = [base.references ?? [], head.references ?? []];
  if (old.length === 0 && now.length === 0) return [];
  const headOf = (i) => pairing.pairOf.get(i) ?? pairing.changedPair.get(i);
  const keptAbove = (after) => {
    for (let i = after - 1; i >= 0; i--) {
      const h = headOf(base.entries[i].index);
      if (h !== void 0) return h;
    }
    return -1;
  };
  const text = (r) => entryText(r.chunk.text);
  const [oldTexts, nowTexts] = [old.map(text), now.map(text)];
  const out = [];
  let k = 0;
  old.forEach((b, i) => {
    const found = nowTexts.indexOf(oldTexts[i], k);
    if (found === -1) {
      const h2 = now[k];
      if (h2 && !oldTexts.slice(i + 1).includes(nowTexts[k])) {
        out.push({ kind: "changed", base: b, head: h2 });
        k++;
      } else out.push({ kind: "removed", base: b, at: h2 ? h2.chunk.start : endOf(head) });
      return;
    }
    for (const h2 of now.slice(k, found)) out.push({ kind: "inserted", head: h2 });
    const h = now[found];
    if (h.after - 1 !== keptAbove(b.after)) out.push({ kind: "moved", base: b, head: h });
    k = found + 1;
  });
  const lastOld = keptAbove(base.entries.length);
  for (const h of now.slice(k)) if (h.after - 1 < lastOld) out.push({ kind: "inserted", head: h });
  return out;
}
function insertedWhereAllowed(base, before) {
  const d = base.dialect;
  if (!d || base.prior) return false;
  if (before === pinnedEntry(d, base.entries)) return true;
  return d.order === "any" && before === base.entries[0];
}
var fullLines = (text) => normaliseText(text).split("\n").filter((l) => l.trim() !== "");
function pinnedSplit(base, head, { used }) {
  const d = head.dialect;
  const last = base.entries[base.entries.length - 1];
  const pin = head.entries[head.entries.length - 1];
  if (!d?.pinned || d.order !== "oldest-first" || base.prior || head.prior || !last || !pin || used.has(pin.index))
    return null;
  return (c) => {
    if (c.base !== last || c.head === pin || c.head.index >= pin.index) return false;
    const tail = fullLines(pin.chunk.text).slice(pin.chunk.setextLines ?? 1);
    const kept = fullLines(c.head.chunk.text);
    return tail.length > 0 && fullLines(last.chunk.text).join("\n") === [...kept, ...tail].join("\n");
  };
}
function titleText(d) {
  return d.title ? normaliseText(d.title.text) : null;
}
function newestOf(doc, o = {}) {
  const pinned = o.abovePinned ? pinnedEntry(doc.dialect, doc.entries) : null;
  const entries = pinned ? doc.entries.slice(0, -1) : doc.entries;
  let best = null;
  for (const e of entries)
    if (e.time !== null && (best === null || best.time === null || e.time >= best.time)) best = e;
  return best ?? entries[entries.length - 1] ?? null;
}
function pairUnchanged(base, head, by) {
  const pairOf = /* @__PURE__ */ new Map();
  const used = /* @__PURE__ */ new Set();
  let same = 0;
  for (const n = Math.min(base.entries.length, head.entries.length); same < n; same++) {
    const [b, h] = [base.entries[same], head.entries[same]];
    if (by.fixed(b) !== by.fixed(h) || !by.allowed(b, h)) break;
    pairOf.set(b.index, same);
    used.add(same);
  }
  if (same === base.entries.length) return { pairOf, changedPair: /* @__PURE__ */ new Map(), used };
  const byText = /* @__PURE__ */ new Map();
  for (let i = same; i < head.entries.length; i++) {
    const key = by.fixed(head.entries[i]);
    const list = byText.get(key);
    if (list) list.push(i);
    else byText.set(key, [i]);
  }
  const nextFree = /* @__PURE__ */ new Map();
  for (const e of base.entries.slice(same)) {
    const key = by.fixed(e);
    const list = byText.get(key);
    const k = nextFree.get(key) ?? 0;
    if (list && k < list.length && by.allowed(e, head.entries[list[k]])) {
      pairOf.set(e.index, list[k]);
      used.add(list[k]);
      nextFree.set(key, k + 1);
    }
  }
  return { pairOf, changedPair: /* @__PURE__ */ new Map(), used };
}
function pairChanged(base, head, pairing) {
  const { pairOf, changedPair, used } = pairing;
  if (pairOf.size === base.entries.length) return [];
  const bySeqHead = /* @__PURE__ */ new Map();
  for (const h of head.entries) {
    if (used.has(h.index) || h.id === null) continue;
    const list = bySeqHead.get(h.id);
    if (list) list.push(h.index);
    else bySeqHead.set(h.id, [h.index]);
  }
  const seqTaken = /* @__PURE__ */ new Map();
  const takeBySeq = (seq) => {
    const list = bySeqHead.get(seq);
    if (!list) return void 0;
    let k = seqTaken.get(seq) ?? 0;
    while (k < list.length && used.has(list[k])) k++;
    seqTaken.set(seq, k);
    return k < list.length ? list[k] : void 0;
  };
  const changes = [];
  for (const e of base.entries) {
    if (pairOf.has(e.index)) continue;
    const bySeq = e.id === null ? void 0 : takeBySeq(e.id);
    const same = head.entries[e.index];
    const candidate = bySeq !== void 0 ? head.entries[bySeq] : same && !used.has(e.index) && same.id === null ? same : void 0;
    if (candidate) {
      used.add(candidate.index);
      changedPair.set(e.index, candidate.index);
      changes.push({ kind: "changed", base: e, head: candidate });
    }
  }
  return changes;
}
function removedOrReordered(base, head, { pairOf, changedPair }) {
  const nextPaired = new Array(base.entries.length);
  let after;
  for (let i = base.entries.length - 1; i >= 0; i--) {
    nextPaired[i] = after;
    const p = pairOf.get(base.entries[i].index);
    if (p !== void 0) after = p;
  }
  const changes = [];
  const furthestIn = /* @__PURE__ */ new Map();
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h === void 0) {
      const next = nextPaired[e.index];
      changes.push({
        kind: "removed",
        base: e,
        at: next !== void 0 ? head.entries[next].heading.start : endOf(head)
      });
      continue;
    }
    if (head.entries[h].lane !== e.lane) continue;
    if (h < (furthestIn.get(e.lane) ?? -1) && pairOf.has(e.index))
      changes.push({ kind: "reordered", base: e, head: head.entries[h] });
    furthestIn.set(e.lane, Math.max(furthestIn.get(e.lane) ?? -1, h));
  }
  return changes;
}
function addedEntries(base, head, { pairOf, changedPair, used }) {
  const headToBase = new Array(head.entries.length);
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h !== void 0) headToBase[h] = e;
  }
  const baseFrom = new Array(head.entries.length + 1).fill(null);
  for (let i = head.entries.length - 1; i >= 0; i--) baseFrom[i] = headToBase[i] ?? baseFrom[i + 1];
  const lanes = head.entries.some((e) => e.lane !== "") || base.entries.some((e) => e.lane !== "");
  const changes = [];
  for (const h of head.entries) {
    if (used.has(h.index)) continue;
    changes.push({
      kind: "added",
      head: h,
      before: lanes ? laneBefore(h, { entries: head.entries, headToBase }) : baseFrom[h.index + 1]
    });
  }
  return changes;
}
function laneBefore(h, { entries, headToBase }) {
  let before = null;
  for (let i = h.index + 1; i < entries.length && !before; i++) {
    const b = headToBase[i] ?? null;
    if (b && b.lane === h.lane && entries[i].lane === b.lane) before = b;
  }
  return before;
}
function endOf(doc) {
  const last = doc.entries[doc.entries.length - 1];
  return last ? last.span.end : { line: 1, column: 1, offset: 0 };
}
function sectionDiff(base, head, keyOf) {
  const keyed = (list) => {
    const seen = /* @__PURE__ */ new Map();
    return new Map(
      list.map((s) => {
        const k = keyOf(s);
        const n = seen.get(k) ?? 0;
        seen.set(k, n + 1);
        return [n ? `${k}\0${n}` : k, s];
      })
    );
  };
  const b = keyed(base);
  const h = keyed(head);
  const diff = { added: [], removed: [], changed: [] };
  const plain = (k) => k.split("\0")[0];
  for (const [k, s] of b) {
    const t = h.get(k);
    if (!t) diff.removed.push({ key: plain(k), base: s });
    else if (!sameText(s.chunk, t.chunk)) diff.changed.push({ key: plain(k), base: s, head: t });
  }
  for (const [k, t] of h) if (!b.has(k)) diff.added.push({ key: plain(k), head: t });
  return diff;
}
function diffSync(base, head) {
  return {
    ...sectionDiff(base?.sections ?? [], head?.sections ?? [], (s) => s.id),
    preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble),
    moved: movedSections(base?.sections ?? [], head?.sections ?? [])
  };
}
function movedSections(base, head) {
  const grouped = (list) => {
    const by = /* @__PURE__ */ new Map();
    for (const s of list) if (s.group !== void 0) by.set(s.id, [...by.get(s.id) ?? [], s]);
    return by;
  };
  const before = grouped(base);
  const out = [];
  for (const [id, list] of grouped(head))
    list.forEach((s, i) => {
      const was = before.get(id)?.[i];
      if (was && was.group !== s.group) out.push({ key: id, from: was.group ?? null, to: s.group ?? null, head: s });
    });
  return out;
}
function diffRegistry(base, head) {
  return {
    ...sectionDiff(base?.entries ?? [], head?.entries ?? [], (e) => e.id.toLowerCase()),
    preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble)
  };
}
function keepsPrefix(base, head) {
  const b = normaliseText(base.text);
  const h = normaliseText(head.text);
  if (h.startsWith(b)) return true;
  return b.endsWith(".") && h.length > b.length && h.startsWith(b.slice(0, -1));
}

// src/models/diff/rotation.ts
function judgeRotation(removed, archives) {
  const problems = /* @__PURE__ */ new Map();
  const indexes2 = new Set(removed.map((e) => e.index));
  let oldest = 0;
  while (indexes2.has(oldest)) oldest++;
  const sorted = [...removed].sort((a, b) => a.index - b.index);
  const changed = [...archives].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0).flatMap((a) => {
    const held = archivedTexts(a);
    return held ? [{ path: a.path, held }] : [];
  });
  const holds = (held, e) => {
    const text = entryText(e.chunk.text);
    const left = held.get(text) ?? 0;
    if (left > 0) held.set(text, left - 1);
    return left > 0;
  };
  let best = null;
  let most = -1;
  for (const c of changed) {
    const copy = new Map(c.held);
    const n = sorted.filter((e) => holds(copy, e)).length;
    if (n > most) [best, most] = [c, n];
  }
  for (const e of sorted) {
    if (best === null) problems.set(e, "not-archived");
    else if (holds(best.held, e)) problems.set(e, e.index < oldest ? null : "not-oldest");
    else problems.set(e, changed.some((c) => c !== best && holds(new Map(c.held), e)) ? "split" : "not-held");
  }
  return { problems, archive: best?.path ?? null };
}
function archivedTexts(archive) {
  const { base, head } = archive;
  if (!head || base && base.source.text === head.source.text) return null;
  const texts = (d) => (d?.entries ?? []).map((e) => entryText(e.chunk.text));
  return gained(texts(head), texts(base));
}
function gained(now, was) {
  const counts = /* @__PURE__ */ new Map();
  for (const t of now) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const t of was) {
    const n = counts.get(t) ?? 0;
    if (n > 0) counts.set(t, n - 1);
  }
  return counts;
}
function onlyEmptiedGroupsLeft(base, head, o) {
  if (base.dialect.level !== 3 || base.prior || head.prior) return false;
  const moved = archivedSections(o.archive);
  const groups = base.frame.filter((c) => (c.level ?? 2) === 2);
  const kept = base.frame.filter((c) => {
    if ((c.level ?? 2) !== 2) return true;
    const next = groups[groups.indexOf(c) + 1]?.start.offset ?? Number.POSITIVE_INFINITY;
    const within2 = (x) => x.start.offset > c.start.offset && x.start.offset < next;
    const entries = base.entries.filter((e) => within2(e.chunk));
    const emptied = entries.length > 0 && entries.every((e) => o.rotated.has(e)) && !base.frame.some((x) => x !== c && within2(x));
    if (!emptied) return true;
    const text = normaliseText(c.text);
    const eol = c.text.indexOf("\n");
    const body = eol === -1 ? "" : normaliseText(c.text.slice(eol + 1));
    if (body === "") return false;
    const left = moved.get(text) ?? 0;
    if (left > 0) moved.set(text, left - 1);
    return left === 0;
  });
  const frame = (preamble, chunks) => normaliseText([preamble, ...chunks].map((c) => c.text).join("\n"));
  return frame(base.preamble, kept) === frame(head.preamble, head.frame);
}
function archivedSections(archive) {
  const texts = (d) => (d?.frame ?? []).map((c) => normaliseText(c.text));
  return gained(texts(archive?.head), texts(archive?.base));
}
function onlyGroupsAdded(base, head) {
  if (base.dialect.level !== 3 || normaliseText(base.preamble.text) !== normaliseText(head.preamble.text)) return false;
  let i = 0;
  for (const c of head.frame) {
    if (i < base.frame.length && normaliseText(c.text) === normaliseText(base.frame[i].text)) i++;
    else if ((c.level ?? 2) !== 2) return false;
  }
  return i === base.frame.length;
}

// src/models/write/render.ts
function entryHeadingText(dialect, e) {
  const title = e.title ? `${dialect.heading === "id" ? ": " : " \xB7 "}${e.title}` : "";
  switch (dialect.heading) {
    case "seq":
      return `${e.seq} \xB7 ${e.timestamp}${title}`;
    case "timestamp":
      return `${e.timestamp}${title}`;
    case "date":
      return `${e.timestamp.slice(0, 10)}${title}`;
    case "date-last":
      return `${e.title ?? "Entry"} (${e.timestamp.slice(0, 10)})`;
    case "id":
      return `${e.id}${e.title ? title : ": (untitled)"}`;
  }
}
function renderEntry(dialect, e) {
  const heading = `${"#".repeat(dialect.level)} ${entryHeadingText(dialect, e)}`;
  const corrects = e.corrects?.length ? `Corrects: ${e.corrects.join(", ")}

` : "";
  if (!dialect.fields.length) return `${heading}

${corrects}${e.text}
`;
  const given = e.fields ?? {};
  const value = (name) => {
    if (given[name] !== void 0) return given[name];
    if (name === "date") return e.timestamp.slice(0, 10);
    if (name === dialect.authorField) return e.author ?? "";
    if (name === dialect.audienceField) return "any";
    if (name === "status") return "queued";
    if (name === "summary") return e.text.replace(/\s*\n\s*/g, " ").trim();
    return "";
  };
  const lines = dialect.fields.filter((f) => f.required || given[f.name] !== void 0).map((f) => `- **${f.name}**: ${value(f.name)}`);
  const extra = Object.keys(given).filter((k) => !dialect.fields.some((f) => f.name === k)).map((k) => `- **${k}**: ${given[k]}`);
  const body = given.summary !== void 0 && e.text ? `

${e.text}` : "";
  return `${heading}

${corrects}${[...lines, ...extra].join("\n")}${body}
`;
}
function entryContent(e, from) {
  const fields = Object.fromEntries(e.fields.map((f) => [f.key.replace(/ /g, "-"), f.value]));
  const lines = normaliseText(e.chunk.text).split("\n").slice(e.chunk.setextLines ?? 1);
  const body = from.fields.length ? fields.summary ?? "" : lines.join("\n").replace(/^\n+/, "");
  return {
    seq: e.seq,
    id: e.id,
    timestamp: e.timestamp && e.timestamp.length > 10 ? e.timestamp : `${e.timestamp ?? "1970-01-01"}T00:00:00Z`,
    title: e.title,
    fields,
    text: body,
    author: e.author
  };
}
function renderHandover(doc, to) {
  const writer = doc.writer ?? "unknown";
  const title = to.authorField ? `# HANDOVER Queue \u2014 ${writer}` : `# Handover: ${writer}`;
  const entries = doc.entries.map((e, i) => {
    const c = entryContent(e, doc.dialect);
    return {
      lane: e.lane,
      c: {
        ...c,
        seq: i + 1,
        id: c.id && !/^\d+$/.test(c.id) ? c.id : `${c.timestamp.slice(0, 10)}-${i + 1}`,
        author: c.author ?? writer
      }
    };
  });
  const order = (list) => to.order === "newest-first" ? list.slice().reverse() : list;
  const parts = [title, ""];
  if (to.groups) {
    for (const g of to.groups) {
      const mine = entries.filter(
        (e) => (e.lane || "queue") === g.lane || !to.groups.some((x) => x.lane === (e.lane || "queue")) && g === to.groups[0]
      );
      if (!mine.length && !g.required) continue;
      parts.push(`## ${g.heading}`, "");
      for (const e of order(mine))
        parts.push(
          renderEntry(to, {
            ...e.c,
            fields: { ...e.c.fields, ...g.lane === "processed" ? { status: "processed" } : {} }
          })
        );
    }
  } else {
    for (const e of order(entries)) parts.push(renderEntry(to, e.c));
  }
  return parts.join("\n").replace(/\n{3,}/g, "\n\n").replace(/\n*$/, "\n");
}
function renderSync(doc, to, today = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10)) {
  const parts = [to.top.length ? "# SYNC.md \u2014 Shared Intent Surface" : "# Sync", ""];
  const from = doc.dialect;
  for (const t of to.top) {
    const s = doc.sections.find((x) => x.id.toLowerCase() === t.id.toLowerCase());
    if (!s && !t.required) continue;
    parts.push(`## ${t.id}`, "", s ? normaliseText(s.chunk.text).split("\n").slice(1).join("\n").trim() : "", "");
  }
  for (const s of doc.sections) {
    if (s.shared) {
      if (!to.top.some((t) => t.id.toLowerCase() === s.id.toLowerCase()))
        parts.push(
          `## ${s.id}`,
          "",
          normaliseText(s.chunk.text).split("\n").slice(s.chunk.setextLines ?? 1).join("\n").trim(),
          ""
        );
      continue;
    }
    const value = (i) => {
      const name = from.fields[i]?.name;
      return (name ? s.fields.find((f) => f.name === name)?.value : void 0) || "\u2014";
    };
    const lines = to.fields.map(
      (f, i) => syncFieldLine(to, f, value(i), s.fields.find((x) => x.name === from.fields[i]?.name)?.date ?? today)
    );
    parts.push(`## ${to.sectionHeading(s.id, null)}`, "", ...lines, "");
  }
  void headingOf;
  return parts.join("\n").replace(/\n{3,}/g, "\n\n").replace(/\n*$/, "\n");
}

// src/models/docs/handover-prepend.ts
import { isUtf8 } from "node:buffer";
var NL = 10;
var CR = 13;
var BOM = [239, 187, 191];
var WINDOW = 1 << 16;
function cleanText(b) {
  if (!isUtf8(b) || b.includes(0)) return false;
  for (let i = b.indexOf(CR); i !== -1; i = b.indexOf(CR, i + 1)) if (b[i + 1] !== NL) return false;
  return !b.includes("<<<<<<<");
}
function countLines(b, from = 0, to = b.length) {
  let n = 0;
  for (let i = b.indexOf(NL, from); i !== -1 && i < to; i = b.indexOf(NL, i + 1)) n++;
  return n;
}
function findNewestSlot(bytes, dialect) {
  if (dialect.order !== "newest-first") return null;
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!cleanText(b)) return null;
  const bom = b[0] === BOM[0] && b[1] === BOM[1] && b[2] === BOM[2] ? 3 : 0;
  for (let size = WINDOW; ; size *= 4) {
    let end = Math.min(b.length, bom + size);
    if (end < b.length) {
      const nl = b.lastIndexOf(NL, end - 1);
      if (nl < bom) continue;
      end = nl + 1;
    }
    const whole = end === b.length;
    const text = b.toString("utf8", bom, end);
    const found = slotIn(text, whole, dialect);
    if (found === "more") {
      if (whole) return null;
      continue;
    }
    if (!found) return null;
    return slotFrom({ b, bom, text, found, dialect });
  }
}
function slotFrom(input) {
  const { b, bom, text, found, dialect } = input;
  const at = bom + Buffer.byteLength(text.slice(0, found.at), "utf8");
  if (at > bom && b[at - 1] !== NL) return null;
  const lines = countLines(b, 0, at);
  let newest = null;
  if (found.newest) {
    const start = found.newest.start;
    const chunk = {
      start: { line: lines + 1 + countNl(text, found.at, start), column: 1, offset: start },
      text: text.slice(start, found.newest.end),
      heading: found.newest.heading
    };
    newest = readEntry(chunk, 0, dialect, found.newest.lane);
    if (newest.headingProblem || newest.id === null) return null;
  }
  const titled = readTitle({
    start: { line: 1, column: 1, offset: 0 },
    text: text.slice(0, found.preambleEnd),
    heading: null
  });
  const writer = !dialect.authorField ? titled.writer ?? dialect.writer : newest?.author && soleAuthor(b, dialect.authorField, newest.author) ? newest.author : null;
  return { at, lines, lane: found.lane, newest, writer, title: titled.title };
}
function countNl(text, from, to) {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function slotIn(text, whole, dialect) {
  const scan = scanBlocks(text, 0, 2, dialect.level);
  if (whole && (scan.unclosedFence || scan.unclosedComment || scan.unclosedHtml)) return null;
  const { preamble, sections } = chunksAt(text, scan.boundaries);
  const window = { text, whole, preambleEnd: preamble.text.length, sections };
  return dialect.level === 2 ? slotAtLevel2(window) : slotInGroup(window, dialect);
}
function atHeading(text, offset) {
  return text.charCodeAt(offset) === 35;
}
function slotAtLevel2({ text, whole, preambleEnd, sections }) {
  const first = sections[0];
  if (!first) {
    if (!whole) return "more";
    return { at: text.length, lane: "", preambleEnd, newest: null };
  }
  if (!atHeading(text, first.start.offset)) return null;
  const next = sections[1];
  if (!next && !whole) return "more";
  return {
    at: first.start.offset,
    lane: "",
    preambleEnd,
    newest: {
      start: first.start.offset,
      end: next ? next.start.offset : text.length,
      heading: first.heading,
      lane: ""
    }
  };
}
function slotInGroup(window, dialect) {
  const { text, whole, preambleEnd, sections } = window;
  const walk = {
    target: dialect.groups ? dialect.groups[0].lane : "",
    lane: null,
    inTarget: false,
    slot: null
  };
  for (let i = 0; i < sections.length; i++) {
    const c = sections[i];
    if ((c.level ?? 2) === 2) {
      if (!enterSection(walk, c, { text, dialect })) return null;
      continue;
    }
    if (isEntry(c, walk.lane, dialect)) return newestAt(window, i, { walk, dialect });
    if (walk.inTarget && walk.slot === null) return null;
  }
  if (!whole) return "more";
  if (!walk.inTarget) return null;
  return { at: walk.slot ?? text.length, lane: walk.target, preambleEnd, newest: null };
}
function enterSection(walk, c, at) {
  if (walk.inTarget && walk.slot === null) {
    if (!atHeading(at.text, c.start.offset)) return false;
    walk.slot = c.start.offset;
  }
  walk.lane = laneOf(c, at.dialect);
  if (walk.lane === walk.target && walk.slot === null) walk.inTarget = true;
  return true;
}
function newestAt(window, i, { walk, dialect }) {
  const c = window.sections[i];
  let slot = walk.slot;
  if (slot === null) {
    if (!walk.inTarget || walk.lane !== walk.target || !atHeading(window.text, c.start.offset)) return null;
    slot = c.start.offset;
  }
  const end = newestEnd(window, i, { lane: walk.lane, dialect });
  if (end === null) return "more";
  return {
    at: slot,
    lane: walk.target,
    preambleEnd: window.preambleEnd,
    newest: { start: c.start.offset, end, heading: c.heading, lane: walk.lane }
  };
}
function laneOf(c, dialect) {
  if (!dialect.groups) return "";
  const heading = plainText(headingOf(c));
  const group = dialect.groups.find((g) => g.match.test(heading));
  return group ? group.lane : null;
}
function isEntry(c, lane, dialect) {
  return (c.level ?? 2) === dialect.level && lane !== null && (dialect.strictHeadings || ID_HEADING.test(headingOf(c)));
}
function newestEnd({ text, whole, sections }, i, at) {
  for (let k = i + 1; k < sections.length; k++) {
    const d = sections[k];
    if ((d.level ?? 2) === 2 || isEntry(d, at.lane, at.dialect)) return d.start.offset;
  }
  return whole ? text.length : null;
}
function soleAuthor(b, field, who) {
  const view = b.toString("latin1");
  const hint = new RegExp(`\\*\\*${field.replace(/[^A-Za-z0-9]/g, ".")}`, "gi");
  const usual = Buffer.from(`- **${field}**: ${who}`, "utf8");
  let lineEnd = -1;
  for (let m = hint.exec(view); m; m = hint.exec(view)) {
    if (m.index < lineEnd) continue;
    const start = view.lastIndexOf("\n", m.index) + 1;
    lineEnd = view.indexOf("\n", m.index);
    if (lineEnd === -1) lineEnd = view.length;
    const end = b[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
    if (end - start === usual.length && b.compare(usual, 0, usual.length, start, end) === 0) continue;
    let line = b.toString("utf8", start, lineEnd);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    const f = FIELD_LINE.exec(line);
    if (f && (f[3] || f[5]) && fieldKey(f[2]).replace(/ /g, "-") === field && f[6].trim() !== who) return false;
  }
  return true;
}
function leadingBlank(text) {
  const m = /^(?:[ \t]*\r?\n)*/.exec(text);
  return m ? m[0].length : 0;
}
function parseInserted(input) {
  const { path, base, head, dialect, known } = input;
  if (dialect.order !== "newest-first" || base.length === 0 || head.length <= base.length) return null;
  const b = Buffer.from(base.buffer, base.byteOffset, base.length);
  const h = Buffer.from(head.buffer, head.byteOffset, head.length);
  const slot = known ?? findNewestSlot(b, dialect);
  if (!slot || slot.writer === null) return null;
  const inserted = insertedEntries(b, h, slot);
  if (!inserted || !wholeEntries(inserted.body, dialect)) return null;
  const lineOffset = slot.lines + countNl(inserted.text, 0, inserted.lead);
  const tailSource = { ...sourceFromBytes(path, inserted.body), lineOffset };
  const grown = parseHandover(tailSource, dialect, dialect.level === 3 ? { lane: slot.lane } : {});
  if (!fitsTheLog(grown, b, slot)) return null;
  const n = slot.newest;
  const prior = n ? { lastSeq: n.seq, lastTime: n.time, lastTimestamp: n.timestamp, lastLine: n.heading.start.line } : { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 };
  const empty = { start: { line: lineOffset + 1, column: 1, offset: 0 }, text: "", heading: null };
  const common = {
    source: tailSource,
    title: slot.title,
    writer: slot.writer,
    problems: [],
    unclosedFence: null,
    prior
  };
  return {
    base: { kind: "handover", ...common, dialect, frame: [], preamble: empty, entries: [] },
    head: { ...grown, title: slot.title, writer: slot.writer, prior }
  };
}
function insertedEntries(b, h, slot) {
  const size = h.length - b.length;
  const { at } = slot;
  if (b.compare(h, 0, at, 0, at) !== 0 || b.compare(h, at + size, h.length, at, b.length) !== 0) return null;
  const inserted = h.subarray(at, at + size);
  if (!cleanText(inserted) || h.includes("<<<<<<<")) return null;
  const text = inserted.toString("utf8");
  const lead = leadingBlank(text);
  const atEnd = at === b.length;
  if (lead && !atEnd) return null;
  const body = text.slice(lead);
  if (body.charCodeAt(0) !== 35) return null;
  if (atEnd) {
    if (!lead && !/\n[ \t]*\r?\n$/.test(b.toString("latin1", Math.max(0, b.length - 256)))) return null;
  } else if (!/\n[ \t]*\r?\n$/.test(body)) return null;
  return { text, lead, body };
}
function wholeEntries(body, dialect) {
  const scan = scanBlocks(body, 0, 2, dialect.level);
  if (scan.unclosedFence || scan.unclosedComment || scan.unclosedHtml) return false;
  return scan.boundaries.length > 0 && scan.boundaries[0].offset === 0 && scan.boundaries.every((x) => x.level === dialect.level);
}
function fitsTheLog(grown, b, slot) {
  if (grown.frame.length || grown.preamble.text !== "" || !grown.entries.length || grown.problems.length) return false;
  return grown.entries.every(
    (e) => e.lane === slot.lane && // An id the old log might hold already (a duplicate, or the n-th entry of a day) is judged against all of it.
    !(e.id !== null && e.seq === null && b.includes(e.id.replace(/#\d+$/, ""))) && // A correction names an entry anywhere in the log; whether it exists is for the whole log to say.
    !/corrects\s*:/i.test(e.chunk.text) && !(grown.dialect.authorField && e.author !== null && e.author !== slot.writer)
  );
}

// src/models/docs/handover-append.ts
var LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
var NL2 = 10;
var decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
function parseAppended(path, base, head, dialect = CANONICAL.log) {
  if (hasBareCr(base)) return null;
  if (dialect.stamp) return null;
  if (dialect.order === "newest-first") return parseInserted({ path, base, head, dialect });
  if (dialect.heading !== "seq" || dialect.level !== 2 || dialect.order !== "oldest-first" || dialect.fields.length)
    return null;
  if (dialect.trailer) return null;
  if (dialect.pinned) return null;
  if (base.length === 0 || head.length < base.length || base[base.length - 1] !== NL2) return null;
  if (Buffer.compare(
    Buffer.from(head.buffer, head.byteOffset, base.length),
    Buffer.from(base.buffer, base.byteOffset, base.length)
  ) !== 0)
    return null;
  const tail = head.subarray(base.length);
  if (Buffer.from(base.buffer, base.byteOffset, base.length).includes("<<<<<<<")) return null;
  const tailSource = sourceFromBytes(path, tail);
  if (tailSource.encoding.length) return null;
  const tailText = tailSource.text;
  const firstLine = tailText.slice(/^(?:[ \t]*\r?\n)*/.exec(tailText)[0].length).split("\n")[0].replace(/\r$/, "");
  if (firstLine.trim() !== "" && !LEVEL2.test(firstLine)) return null;
  const shape = lastEntryOf(base);
  if (!shape) return null;
  const { lines: lineOffset } = shape;
  const prior = shape.prior;
  const source = { ...tailSource, lineOffset };
  const grown = parseHandover(source);
  const empty = { start: { line: lineOffset + 1, column: 1, offset: 0 }, text: "", heading: null };
  const writer = shape.writer ?? dialect.writer;
  const common = { source, title: null, writer, problems: [], unclosedFence: null, prior };
  return {
    base: { kind: "handover", ...common, dialect: CANONICAL.log, frame: [], preamble: empty, entries: [] },
    head: { ...grown, title: null, writer, prior }
  };
}
function hasBareCr(b) {
  for (let i = b.indexOf(13); i !== -1; i = b.indexOf(13, i + 1)) if (b[i + 1] !== NL2) return true;
  return false;
}
function countLines2(buf) {
  let n = 0;
  for (let i = buf.indexOf(NL2); i !== -1; i = buf.indexOf(NL2, i + 1)) n++;
  return n;
}
function countTextLines(text, from, to) {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function lastEntryOf(base) {
  const buf = Buffer.from(base.buffer, base.byteOffset, base.length);
  const fenced = buf.includes("```") || buf.includes("~~~") || buf.includes("<!--");
  const shape = fenced ? fencedShape(buf) : plainShape(buf);
  if (!shape) return null;
  const { preamble, last, lines } = shape;
  const writer = writerOfPreamble(preamble);
  if (!last) return { writer, prior: { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 }, lines };
  const h = parseEntryHeading(atxHeadingText(last.heading));
  if (h.headingProblem || h.seq === null) return null;
  const prior = { lastSeq: h.seq, lastTime: h.time, lastTimestamp: h.timestamp, lastLine: last.line };
  return { writer, prior, lines };
}
function fencedShape(buf) {
  const text = decoder.decode(buf).replace(/^\uFEFF/, "");
  const scan = scanLevel2(text);
  if (scan.unclosedFence !== null || scan.inComment) return null;
  const preamble = {
    start: { line: 1, column: 1, offset: 0 },
    text: text.slice(0, scan.first ?? text.length),
    heading: null
  };
  if (scan.last === null) return { preamble, last: null, lines: countTextLines(text, 0, text.length) };
  const eol = text.indexOf("\n", scan.last);
  const heading = text.slice(scan.last, eol === -1 ? text.length : eol).replace(/\r$/, "");
  if (!LEVEL2.test(heading)) return null;
  const line = 1 + countTextLines(text, 0, scan.last);
  return { preamble, last: { heading, line }, lines: line - 1 + countTextLines(text, scan.last, text.length) };
}
function plainShape(buf) {
  const lines = countLines2(buf);
  let last = null;
  let end = buf.length - 1;
  while (end > 0) {
    const start = buf.lastIndexOf(NL2, end - 1) + 1;
    const line = decoder.decode(buf.subarray(start, end)).replace(/\r$/, "");
    if (LEVEL2.test(line)) {
      last = { heading: line, line: lines - countLines2(buf.subarray(start)) + 1 };
      break;
    }
    end = start - 1;
  }
  let at = 0;
  let preambleEnd = buf.length;
  while (at < buf.length) {
    const nl = buf.indexOf(NL2, at);
    const stop = nl === -1 ? buf.length : nl;
    if (LEVEL2.test(decoder.decode(buf.subarray(at, Math.min(stop, at + 8))))) {
      preambleEnd = at;
      break;
    }
    at = stop + 1;
  }
  const preamble = {
    start: { line: 1, column: 1, offset: 0 },
    text: decoder.decode(buf.subarray(0, preambleEnd)).replace(/^\uFEFF/, ""),
    heading: null
  };
  return { preamble, last, lines };
}
function writerOfPreamble(preamble) {
  const m = /^(?:[ \t]*\n)*(#[ \t][^\n]*)/.exec(preamble.text);
  if (!m || m[1].includes("\r")) return readTitle(preamble).writer;
  const at = { line: 1, column: 1, offset: 0 };
  return writerOf({ text: atxHeadingText(m[1]), span: { start: at, end: at } });
}

// src/models/index.ts
var DEFAULT_FILES = {
  handover: "HANDOVER.md",
  sync: "SYNC.md",
  registry: "PROJECT_REGISTRY.md",
  marker: ".last-processed.md",
  requests: "REQUESTS.md"
};
function parseDoc(kind, source, dialect = CANONICAL) {
  switch (kind) {
    case "handover":
      return parseHandover(source, dialect.log);
    case "sync":
      return parseSync(source, dialect.sync);
    case "registry":
      return parseRegistry(source, dialect.registry.layout);
    case "marker":
      return parseMarker(source);
    case "requests":
      return parseRequests(source);
  }
}
function logOf(doc) {
  return doc?.kind === "handover" ? doc : doc?.kind === "requests" ? doc.log : null;
}
function detectKind(path, text, files) {
  const name = basename(path);
  for (const k of Object.keys(files)) if (basename(files[k]) === name) return k;
  for (const k of Object.keys(DEFAULT_FILES)) if (DEFAULT_FILES[k] === name) return k;
  const head = text.replace(/^\uFEFF/, "").slice(0, 4096);
  if (/^---\r?\n/.test(head) && /^# Last processed/m.test(head)) return "marker";
  if (/^#[ \t]+Handover\b/im.test(head)) return "handover";
  if (/^#[ \t]+Requests\b/im.test(head)) return "requests";
  if (/^#[ \t]+Sync\b/im.test(head)) return "sync";
  if (/^#[ \t]+Project registry\b/im.test(head)) return "registry";
  return null;
}

export {
  DIALECTS,
  LOG_HEADINGS,
  byDay,
  pinnedEntry,
  SYNC_LAYOUTS,
  groupedLayout,
  HANDOVER_SYNC_FIELDS,
  HANDOVER_LOG,
  HANDOVER_SYNC,
  CMAP_LOG,
  CMAP_SYNC,
  KNOWN_SYNC_ALIASES,
  SNAPSHOT_HEADINGS,
  makeDialect,
  CANONICAL,
  isCanonicalLog,
  sectionMatch,
  toString,
  plainText,
  MAX_CHUNK_CHARS,
  MAX_NESTING,
  tooDeep,
  parseChunk,
  tryParse,
  findTitle,
  fieldKey,
  unclosedCommentProblem,
  unclosedHtmlProblem,
  unclosedFenceProblem,
  parseRfc3339,
  nowRfc3339,
  parseHandover,
  ID_HEADING,
  readTitle,
  writerOf,
  parseEntryHeading,
  parseHeadingIn,
  readEntry,
  FIELD_LINE,
  entryName,
  correctsRef,
  fixedText,
  changeAllowed,
  correctsOf,
  entryDigestText,
  entryDigestIn,
  entryDigest,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  parseSync,
  syncTableOf,
  trailingSharedGroups,
  onlyNotesAdded,
  appendedOnly,
  rowsKept,
  syncField,
  isBlocked,
  isNotBlocked,
  syncFieldLine,
  renderSyncSection,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  REGISTRY_LAYOUTS,
  CODE_HEADING,
  parseRegistryHeading,
  parseRegistry,
  ID_COLUMNS,
  subjectKey,
  provenanceTag,
  DIGEST,
  parseMarker,
  offsetProblem,
  renderMarker,
  REQUEST_TYPES,
  ASKING_TYPES,
  REVERSIBILITY,
  STATUSES,
  requestsWriterOf,
  parseRef,
  refText,
  parseChain,
  parseVerdict,
  parseRequests,
  requesterOf,
  askedType,
  sameSubject,
  noFacts,
  parentOf,
  lookupRef,
  sameText,
  diffHandover,
  insertedWhereAllowed,
  newestOf,
  sectionDiff,
  diffSync,
  diffRegistry,
  keepsPrefix,
  judgeRotation,
  onlyEmptiedGroupsLeft,
  onlyGroupsAdded,
  entryHeadingText,
  renderEntry,
  entryContent,
  renderHandover,
  renderSync,
  cleanText,
  findNewestSlot,
  parseInserted,
  parseAppended,
  DEFAULT_FILES,
  parseDoc,
  logOf,
  detectKind
};
