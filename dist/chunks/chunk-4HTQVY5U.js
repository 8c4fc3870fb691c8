import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  detectEol
} from "./chunk-WRWDFLZG.js";
import {
  NAME
} from "./chunk-EEBPNC3Q.js";
import {
  SYNC_FIELD_LABELS,
  fieldKey,
  parseEntryHeading,
  parseHandover,
  parseRfc3339,
  readTitle,
  writerOf
} from "./chunk-VW3BOR3U.js";
import {
  MAX_CHUNK_CHARS,
  MAX_NESTING,
  atxHeadingText,
  parseChunk,
  splitAtLevel2,
  toString,
  tooDeep,
  trimTrailingSpace
} from "./chunk-M4VHSZRF.js";

// src/migrate/types.ts
var MigrateError = class extends Error {
  name = "MigrateError";
};

// src/migrate/read.ts
var MAX_MIGRATE_CHARS = MAX_CHUNK_CHARS;
function parseWhole(text, what) {
  if (text.length > MAX_MIGRATE_CHARS) throw new MigrateError(`${what} is ${(text.length / 1048576).toFixed(1)} MB; migrate reads files up to ${MAX_MIGRATE_CHARS / 1048576} MB \u2014 split it first`);
  const deep = tooDeep(text);
  if (deep) throw new MigrateError(`${what} nests lists or block quotes about ${deep.depth} levels deep at line ${deep.line}, more than the ${MAX_NESTING} allowed; flatten it first`);
  try {
    return parseChunk({ start: { line: 1, column: 1, offset: 0 }, text, heading: null });
  } catch (error) {
    throw new MigrateError(`${what} could not be parsed as Markdown (${error.message}); simplify it`);
  }
}
var offsetOf = (n, end = false) => end ? n.position.end.offset : n.position.start.offset;
function headingText(text, h) {
  const kids = h.children;
  const content = kids.length ? text.slice(offsetOf(kids[0]), offsetOf(kids[kids.length - 1], true)) : "";
  return { line: h.position.start.line, depth: h.depth, content: content.replace(/\r?\n[ \t]*/g, " ").trim(), plain: toString(h).replace(/\s+/g, " ").trim() };
}
function afterLine(text, offset) {
  const nl = text.indexOf("\n", offset);
  return nl === -1 ? text.length : nl + 1;
}
function trimBlock(s) {
  return trimTrailingSpace(s.replace(/^(?:[ \t]*\r?\n)+/, ""));
}
var GROUP_NAME = /^(?:queue|processed|archive|archived|done|open|pending|inbox|outbox|entries|log|history|active|closed|resolved|backlog|current)\b/i;
function readLog(raw, what, datedHeading2) {
  const bom = raw.charCodeAt(0) === 65279;
  const text = bom ? raw.slice(1) : raw;
  const tree = parseWhole(text, what);
  const nodes = tree.children;
  const firstH2 = nodes.findIndex((n) => n.type === "heading" && n.depth === 2);
  const end2 = firstH2 === -1 ? nodes.length : firstH2;
  const titleAt = nodes.slice(0, end2).findIndex((n) => n.type === "heading" && n.depth === 1);
  const titleNode = titleAt === -1 ? null : nodes[titleAt];
  const sectionsStart = firstH2 === -1 ? text.length : offsetOf(nodes[firstH2]);
  const sections = [];
  const groups = [];
  let preambleEnd = sectionsStart;
  const takeGroup = (heading, from, to, startOffset, endOffset) => {
    const h3 = [];
    for (let i = from; i < to; i++) if (nodes[i].type === "heading" && nodes[i].depth === 3) h3.push(i);
    const items = [];
    const firstOffset = offsetOf(nodes[h3[0]]);
    h3.forEach((ni, k) => {
      const h = nodes[ni];
      const stop = k + 1 < h3.length ? offsetOf(nodes[h3[k + 1]]) : endOffset;
      items.push(sections.length);
      sections.push({ index: sections.length, heading: headingText(text, h), body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h, true)), stop)), group: heading?.content ?? null });
    });
    groups.push({ heading, prose: trimBlock(text.slice(startOffset, firstOffset)), items });
  };
  if (firstH2 === -1) {
    const from = titleAt + 1;
    const firstH3 = nodes.findIndex((n, i) => i >= from && n.type === "heading" && n.depth === 3);
    if (firstH3 !== -1 && nodes.slice(firstH3).some((n) => n.type === "heading" && n.depth === 3 && datedHeading2(headingText(text, n)))) {
      preambleEnd = offsetOf(nodes[firstH3]);
      takeGroup(null, firstH3, nodes.length, preambleEnd, text.length);
    }
  } else {
    const h2 = [];
    for (let i = firstH2; i < nodes.length; i++) if (nodes[i].type === "heading" && nodes[i].depth === 2) h2.push(i);
    h2.forEach((ni, k) => {
      const h = nodes[ni];
      const next = k + 1 < h2.length ? h2[k + 1] : nodes.length;
      const stop = k + 1 < h2.length ? offsetOf(nodes[h2[k + 1]]) : text.length;
      const heading = headingText(text, h);
      const inner = nodes.slice(ni + 1, next).filter((n) => n.type === "heading" && n.depth === 3).map((x) => headingText(text, x));
      const group = inner.length > 0 && !datedHeading2(heading) && (GROUP_NAME.test(heading.plain) || inner.every(datedHeading2));
      if (group) takeGroup(heading, ni + 1, next, afterLine(text, offsetOf(h, true)), stop);
      else sections.push({ index: sections.length, heading, body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h, true)), stop)), group: null });
    });
  }
  const titleStart = titleNode ? offsetOf(titleNode) : 0;
  const titleEnd = titleNode ? afterLine(text, offsetOf(titleNode, true)) : 0;
  const titleLine = titleNode && /^ {0,3}#/.test(text.slice(titleStart, titleEnd)) ? text.slice(titleStart, titleEnd).replace(/\r?\n$/, "") : null;
  return {
    text,
    bom,
    eol: detectEol(text),
    before: titleNode ? trimBlock(text.slice(0, titleStart)) : "",
    title: titleNode ? headingText(text, titleNode) : null,
    titleLine,
    preamble: trimBlock(text.slice(titleEnd, preambleEnd)),
    sections,
    groups
  };
}

// src/migrate/handover.ts
var DATE_TIME = /^\[?(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?[ \t]*([Zz]|[+-]\d{2}:?\d{2}|UTC)?)?\]?/;
var LEADING_SEQ = /^\d+[ \t]+[·—–\-|][ \t]+(?=\[?\d{4}-)/;
var AFTER_DATE = /^(?:[ \t]*[:,][ \t]*|[ \t]*[·—–|][ \t]*|[ \t]+-[ \t]+|[ \t]+|$)/;
function headingInfo(content) {
  const canonical = parseEntryHeading(content);
  if (canonical.headingProblem === null) return { timestamp: canonical.timestamp, date: null, title: canonical.title, canonical: true };
  const s = content.replace(LEADING_SEQ, "");
  const m = DATE_TIME.exec(s);
  if (!m || m[0].startsWith("[") !== m[0].endsWith("]")) return { timestamp: null, date: null, title: content || null, canonical: false };
  const rest = s.slice(m[0].length);
  const sep = AFTER_DATE.exec(rest);
  let timestamp = null;
  if (m[2] !== void 0) {
    const zone = m[6] === void 0 || /^(?:z|utc)$/i.test(m[6]) ? "Z" : m[6].includes(":") ? m[6] : `${m[6].slice(0, 3)}:${m[6].slice(3)}`;
    const t = `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? "00"}${m[5] ?? ""}${zone}`;
    if (parseRfc3339(t) !== null) timestamp = t;
  }
  const date = parseRfc3339(`${m[1]}T00:00:00Z`) === null ? null : m[1];
  if (date === null) return { timestamp: null, date: null, title: content || null, canonical: false };
  if (!sep) return { timestamp, date, title: content, canonical: false };
  const title = rest.slice(sep[0].length).trim();
  return { timestamp, date, title: title || null, canonical: false };
}
var BODY_DATE = /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?date(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*(\d{4}-\d{2}-\d{2})/im;
var datedHeading = (h) => {
  const i = headingInfo(h.content);
  return i.timestamp !== null || i.date !== null;
};
var EPOCH = "1970-01-01T00:00:00Z";
function detectOrder(known) {
  const t = known.filter((x) => x !== null).map((x) => parseRfc3339(x));
  let up = false;
  let down = false;
  for (let i = 1; i < t.length; i++) {
    if (t[i] > t[i - 1]) up = true;
    if (t[i] < t[i - 1]) down = true;
  }
  return down && !up ? "reverse" : down && up ? "date" : "keep";
}
function ordered(items, order) {
  if (order === "keep") return items;
  if (order === "reverse") return [...items].reverse();
  let last = null;
  const firstKnown = items.find((x) => x.known)?.known ?? null;
  const keyed = items.map((it, i) => {
    if (it.known) last = parseRfc3339(it.known);
    return { it, i, key: last ?? (firstKnown ? parseRfc3339(firstKnown) : 0) };
  });
  return keyed.sort((a, b) => a.key - b.key || a.i - b.i).map((x) => x.it);
}
function fitsHeading(title) {
  return parseEntryHeading(atxHeadingText(`## 1 \xB7 2026-01-01T00:00:00Z \xB7 ${title}`)).title === title;
}
function writerFor(doc, options, config, what) {
  const old = doc.title ? writerOf({ text: doc.title.plain, span: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } } }) : null;
  if (old && options.writer && options.writer !== old) throw new MigrateError(`${what} is written by ${old} (its title says so); a migration keeps the writer \u2014 drop --writer ${options.writer}`);
  const writer = old ?? options.writer ?? config.agent;
  if (!writer) throw new MigrateError(`${what} names no writer (its title is not "# Handover: <agent>") and the config names no agent; pass --writer NAME`);
  if (!NAME.test(writer)) throw new MigrateError(`"${writer}" is not a valid agent name (letters, digits, ".", "_", "-"); pass --writer NAME`);
  return { writer, old };
}
var TRIVIAL_TITLE = /^(?:handover(?:\.md)?(?:[ \t]+log)?|handover[ \t]*:?)$/i;
var lastRead = null;
function readOnce(raw, what) {
  if (lastRead && lastRead.raw === raw && lastRead.what === what) return lastRead.doc;
  const doc = readLog(raw, what, datedHeading);
  lastRead = { raw, what, doc };
  return doc;
}
function migrateHandover(raw, options, config, what = "HANDOVER.md") {
  const doc = readOnce(raw, what);
  const { writer, old } = writerFor(doc, options, config, what);
  const eol = doc.eol;
  const wanted = new Set((options.preamble ?? []).map((p) => p.trim().toLowerCase()));
  const moved = doc.sections.filter((s) => s.index < (options.preambleUntil ?? 0) || wanted.has(s.heading.plain.toLowerCase()) || wanted.has(s.heading.content.toLowerCase()));
  for (const p of options.lenient ? [] : options.preamble ?? []) {
    if (!doc.sections.some((s) => [s.heading.plain.toLowerCase(), s.heading.content.toLowerCase()].includes(p.trim().toLowerCase()))) {
      throw new MigrateError(`--preamble "${p}": ${what} has no section with that heading; name one of: ${doc.sections.map((s) => `"${s.heading.plain}"`).join(", ") || "none"}`);
    }
  }
  if ((options.preambleUntil ?? 0) > doc.sections.length) throw new MigrateError(`--preamble-until ${options.preambleUntil}: ${what} has only ${doc.sections.length} sections`);
  const movedSet = new Set(moved.map((s) => s.index));
  const items = doc.sections.filter((s) => !movedSet.has(s.index)).map((section) => {
    const info = headingInfo(section.heading.content);
    const bodyDate = info.timestamp || info.date ? null : BODY_DATE.exec(section.body)?.[1] ?? null;
    const date = info.date ?? (bodyDate && parseRfc3339(`${bodyDate}T00:00:00Z`) !== null ? bodyDate : null);
    return { section, info, known: info.timestamp ?? (date ? `${date}T00:00:00Z` : null) };
  });
  const order = options.order ?? detectOrder(items.map((x) => x.known));
  const entries = ordered(items, order);
  const notes = [];
  const hints = [];
  const firstKnown = entries.find((x) => x.known)?.known ?? null;
  let previous = null;
  const headings = entries.map((it, i) => {
    const seq = i + 1;
    let ts = it.known;
    if (!ts) {
      ts = previous ?? firstKnown ?? EPOCH;
      const whence = previous ? "the entry before it" : firstKnown ? "the first dated entry" : "nothing (no section carries a date: the Unix epoch)";
      hints.push(`entry ${seq} ("${it.section.heading.plain}", line ${it.section.heading.line}) states no time; it took ${ts} from ${whence}${it.info.canonical ? "" : ` \u2014 if it is prose about the file, rerun with --preamble "${it.section.heading.plain}"`}`);
    }
    previous = ts;
    let title = it.info.title;
    let body = it.section.body;
    if (title !== null && !fitsHeading(title)) {
      body = `${eol}${title}${body ? eol + body.replace(/^(?:[ \t]*\r?\n)+/, eol) : ""}`;
      title = null;
    }
    const heading = `## ${seq} \xB7 ${ts}${title ? ` \xB7 ${title}` : ""}`;
    const h = it.section.heading;
    const was = `${"#".repeat(h.depth)} ${h.content}`;
    if (was !== heading) notes.push({ line: h.line, from: was, to: heading });
    return { heading, body };
  });
  const pieces = [];
  if (doc.before) pieces.push(doc.before);
  const titleLine = `# Handover: ${writer}`;
  pieces.push(old && doc.titleLine && atxHeadingText(doc.titleLine) === doc.title.content ? doc.titleLine : titleLine);
  if (doc.title && !old && !TRIVIAL_TITLE.test(doc.title.plain)) pieces.push(doc.title.content);
  if (doc.preamble) pieces.push(doc.preamble);
  const seqOf = new Map(entries.map((it, i) => [it.section.index, i + 1]));
  for (const g of doc.groups) {
    if (!g.heading) {
      if (g.prose) pieces.push(g.prose);
      continue;
    }
    const seqs = g.items.map((i) => seqOf.get(i)).filter((x) => x !== void 0).sort((a, b) => a - b);
    const list = seqs.length === 0 ? "no entries" : `${seqs.length === 1 ? "entry" : "entries"} ${seqs.join(", ")}`;
    pieces.push(`From the "${g.heading.content}" section (migrated by handover migrate): ${list}.`);
    if (g.prose) pieces.push(g.prose);
    notes.push({ line: g.heading.line, from: `## ${g.heading.content}`, to: `a line in the preamble (its ${list})` });
  }
  for (const s of moved) {
    pieces.push(`### ${s.heading.content}${s.body ? eol + s.body : ""}`);
    notes.push({ line: s.heading.line, from: `${"#".repeat(s.heading.depth)} ${s.heading.content}`, to: `### ${s.heading.content} (in the preamble)` });
  }
  for (const { heading, body } of headings) pieces.push(body ? heading + eol + body : heading);
  notes.sort((a, b) => a.line - b.line);
  const text = (doc.bom ? "\uFEFF" : "") + pieces.join(eol + eol) + eol;
  verify(text, entries.length, what);
  const orderWord = order === "keep" ? "in their order" : order === "reverse" ? "reversed (the log was newest first)" : "sorted by their dates";
  const groups = doc.groups.filter((g) => g.heading).map((g) => `"## ${g.heading.content}"`);
  const summary = `${entries.length} ${entries.length === 1 ? "entry" : "entries"} numbered${entries.length ? ` 1\u2013${entries.length}` : ""}, ${orderWord}${groups.length ? `; ${groups.join(" and ")} dissolved into the entries` : ""}${moved.length ? `; ${moved.length} section${moved.length === 1 ? "" : "s"} kept in the preamble` : ""}; ${notes.length} heading${notes.length === 1 ? "" : "s"} rewritten`;
  return { kind: "handover", from: "legacy", to: "handover", text, changed: text !== raw, summary, notes, hints, options: { order, writer, preamble: moved.map((s) => s.index) } };
}
function verify(text, count, what) {
  const doc = parseHandover({ path: what, text: text.replace(/^\uFEFF/, ""), bom: false, encoding: [] });
  const bad = doc.entries.find((e) => e.headingProblem !== null || e.seq !== e.index + 1);
  if (doc.entries.length !== count || bad || doc.problems.length || doc.unclosedFence) {
    throw new MigrateError(`${what} could not be migrated safely: the result would read back as ${doc.entries.length} entries, not ${count}${bad ? ` ("## ${bad.headingText}")` : ""}; please report it with the file`);
  }
}

// src/migrate/sync.ts
var SYNONYMS = {
  "current focus": "focus",
  focus: "focus",
  "working on": "focus",
  "currently": "focus",
  "doing": "focus",
  now: "focus",
  current: "focus",
  "blocked on": "blocked",
  blocked: "blocked",
  blocker: "blocked",
  blockers: "blocked",
  "blocked by": "blocked",
  "waiting on": "blocked",
  "waiting for": "blocked",
  "next action": "next",
  next: "next",
  "next step": "next",
  "next steps": "next",
  "next up": "next",
  "up next": "next",
  todo: "next"
};
var ORDER = ["focus", "blocked", "next"];
var LABEL_HEAD = /^(\*\*|__)?([A-Za-z][A-Za-z0-9 _-]{0,63})/;
var LABEL_TAIL = /^[ \t]{0,8}(?:\*\*|__)?[ \t]{0,8}(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]{0,8}(?:\*\*|__)?[ \t]{0,8}:[ \t]{0,8}(?:\*\*|__)?[ \t]{0,8}(?:\((\d{4}-\d{2}-\d{2})\)[ \t]{0,8})?/;
function readField(src) {
  const head = LABEL_HEAD.exec(src.slice(0, 72));
  if (!head) return null;
  const label = head[2].replace(/[ \t]+$/, "");
  const at = (head[1]?.length ?? 0) + label.length;
  const tail = LABEL_TAIL.exec(src.slice(at, at + 96));
  if (!tail) return null;
  if (head[1] && !/(\*\*|__)/.test(tail[0])) return null;
  return { name: SYNONYMS[fieldKey(label)] ?? null, label, date: tail[1] ?? tail[2] ?? null, value: src.slice(at + tail[0].length) };
}
var CANONICAL = /^- \*\*(?:Current focus|Blocked on|Next action)(?::\*\*(?: |$)|\*\* \(\d{4}-\d{2}-\d{2}\): )/;
var WRITES = /^(.*?\S)[ \t]*\((writes|owner|repo)[ \t]*:[ \t]*([^)]*)\)$/i;
function asParagraph(src, indent) {
  return src.split("\n").map((l, i) => i === 0 ? l : l.replace(new RegExp(`^ {0,${indent}}`), "")).join("\n");
}
function migrateSync(raw, config, what = "SYNC.md") {
  const bom = raw.charCodeAt(0) === 65279;
  const text = bom ? raw.slice(1) : raw;
  const eol = /\r\n/.test(text) ? "\r\n" : "\n";
  const tree = parseWhole(text, what);
  const nodes = tree.children;
  const h2 = nodes.map((n, i) => n.type === "heading" && n.depth === 2 ? i : -1).filter((i) => i !== -1);
  const notes = [];
  const hints = [];
  let out = h2.length ? text.slice(0, nodes[h2[0]].position.start.offset) : text;
  let converted = 0;
  const off = (n, end = false) => end ? n.position.end.offset : n.position.start.offset;
  h2.forEach((ni, k) => {
    const h = nodes[ni];
    const start = off(h);
    const stop = k + 1 < h2.length ? off(nodes[h2[k + 1]]) : text.length;
    const original = text.slice(start, stop);
    const kids = nodes.slice(ni + 1, k + 1 < h2.length ? h2[k + 1] : nodes.length);
    const heading = headingText(text, h);
    if (heading.plain in config.sync.shared) {
      out += original;
      return;
    }
    const fields = [];
    const rest = [];
    let any = false;
    let odd = false;
    let lists = 0;
    for (const n of kids) {
      const src = text.slice(off(n), off(n, true));
      if (n.type === "list") {
        const keep = [];
        const before = fields.length;
        let others = 0;
        for (const item of n.children) {
          const first = item.children[0];
          const isrc = text.slice(item.position.start.offset, item.position.end.offset);
          if (!first || first.type !== "paragraph") {
            keep.push(isrc);
            continue;
          }
          const f = readField(text.slice(off(first), item.position.end.offset));
          const indent = off(first) - item.position.start.offset;
          if (f?.name) {
            any = true;
            fields.push({ ...f, value: asParagraph(f.value, indent).replace(/\n/g, "\n  ") });
            if (!CANONICAL.test(isrc) || !isrc.includes(`**${SYNC_FIELD_LABELS[f.name]}`)) odd = true;
          } else {
            others++;
            rest.push(asParagraph(text.slice(off(first), item.position.end.offset), indent));
          }
        }
        if (keep.length) rest.push(keep.join(eol));
        if (fields.length > before && (others || keep.length || lists++)) odd = true;
      } else if (n.type === "paragraph" && readField(src)?.name) {
        let cur = null;
        const extra = [];
        for (const line of src.split(/\r?\n/)) {
          const f = readField(line);
          if (f?.name) {
            if (cur) fields.push(cur);
            cur = f;
          } else if (f || !cur) {
            if (cur) fields.push(cur);
            cur = null;
            extra.push(line);
          } else cur.value += `
  ${line.trim()}`;
        }
        if (cur) fields.push(cur);
        any = true;
        odd = true;
        if (extra.length) rest.push(extra.join(eol));
      } else rest.push(src);
    }
    const w = heading.content.length <= 512 ? WRITES.exec(heading.content) : null;
    if (w || fields.some((f, i) => i > 0 && ORDER.indexOf(f.name) < ORDER.indexOf(fields[i - 1].name))) odd = true;
    if (!any || !odd) {
      out += original;
      return;
    }
    converted++;
    const id = w ? w[1] : heading.content;
    let section = `## ${id}`;
    const writes = w ? [`${w[2][0].toUpperCase()}${w[2].slice(1).toLowerCase()}: ${w[3].trim()}`] : [];
    const list = [...fields].sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name)).map((f) => {
      const label = SYNC_FIELD_LABELS[f.name];
      const value = trimTrailingSpace(f.value).replace(/\r?\n/g, eol);
      return f.date ? `- **${label}** (${f.date}): ${value}` : `- **${label}:** ${value}`;
    });
    const missing = ORDER.filter((n) => !fields.some((f) => f.name === n)).map((n) => SYNC_FIELD_LABELS[n]);
    if (missing.length) hints.push(`section "${id}" (line ${heading.line}) has no ${missing.join(", ")}; its agent adds ${missing.length === 1 ? "it" : "them"} with handover sync set`);
    const blocks = [section, ...writes, ...list.length ? [list.join(eol)] : [], ...rest.map((r) => trimTrailingSpace(r)).filter(Boolean)];
    section = blocks.join(eol + eol);
    const gap = original.slice(trimTrailingSpace(original).length) || eol;
    const next = section + gap;
    if (next !== original) notes.push({ line: heading.line, from: `## ${heading.content}`, to: `## ${id} with ${list.length} field${list.length === 1 ? "" : "s"}${rest.length + writes.length ? ` and ${rest.length + writes.length} block${rest.length + writes.length === 1 ? "" : "s"} of prose` : ""}` });
    out += next;
  });
  const result = (bom ? "\uFEFF" : "") + out;
  const left = h2.length - converted;
  const summary = `${converted} agent section${converted === 1 ? "" : "s"} rewritten in canonical form; ${left} section${left === 1 ? "" : "s"} left as ${left === 1 ? "it was" : "they were"}`;
  return { kind: "sync", from: "legacy", to: "handover", text: result, changed: result !== raw, summary, notes, hints, options: { order: "keep", writer: null, preamble: [] } };
}

// src/migrate/index.ts
var DIALECTS = ["handover", "cmap"];
var SOURCES = ["legacy", "handover", "cmap"];
var RENDERERS = {
  handover: {
    handover: migrateHandover,
    sync: (text, _o, config, what) => migrateSync(text, config, what)
  }
};
var READS = { handover: ["legacy", "handover"] };
function repoDialect(config) {
  return config.dialect ?? "handover";
}
function unsupported(kind, from, to) {
  if (!DIALECTS.includes(to)) return `"${to}" is not a dialect; use ${DIALECTS.join(" or ")}`;
  if (!SOURCES.includes(from)) return `"${from}" is not a source shape; use ${SOURCES.join(", ")}`;
  const target = RENDERERS[to];
  if (!target) return `migrating to the ${to} dialect is not supported yet (it comes with the dialect layer); use --to handover`;
  if (!READS[to].includes(from)) return `reading the ${from} dialect is not supported yet; use --from legacy`;
  if (!target[kind]) return `migrate converts HANDOVER.md and SYNC.md; a ${kind} file has no other shape to convert from`;
  return null;
}
function migrate(text, kind, opts, config) {
  const from = opts.from ?? "legacy";
  const to = opts.to ?? repoDialect(config);
  const why = unsupported(kind, from, to);
  if (why) throw new MigrateError(why);
  const m = RENDERERS[to][kind](text, opts, config, opts.what ?? config.files[kind]);
  return { ...m, from, to };
}
function migrateTrailer(from, to) {
  return `Handover-Migrate: ${from} -> ${to}`;
}
function parseMigrateClaim(value) {
  const m = /^\s*([A-Za-z][A-Za-z0-9_-]*)\s*->\s*([A-Za-z][A-Za-z0-9_-]*)\s*$/.exec(value);
  return m ? { from: m[1].toLowerCase(), to: m[2].toLowerCase() } : null;
}
function firstDifference(expected, actual) {
  if (expected === actual) return null;
  const a = expected.split("\n");
  const b = actual.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const strip = (s) => s === void 0 ? null : s.replace(/\r$/, "");
  return { line: i + 1, expected: strip(a[i]), actual: strip(b[i]) };
}
function judgeMigration(oldText, newText, kind, from, to, config) {
  const why = unsupported(kind, from, to);
  if (why) return { exact: false, reason: why };
  const candidates = [];
  if (kind === "handover") {
    const split = splitAtLevel2(newText.replace(/^\uFEFF/, ""));
    const writer = readTitle(split.preamble).writer;
    const preamble = [...split.preamble.text.matchAll(/^ {0,3}###[ \t]+(.*)$/gm)].map((m) => atxHeadingText(`### ${m[1].replace(/\r$/, "")}`));
    for (const order of [void 0, "keep", "reverse", "date"]) candidates.push({ writer, preamble, order, lenient: true });
  } else candidates.push({});
  let expected = null;
  let error = null;
  const tried = /* @__PURE__ */ new Set();
  for (const c of candidates) {
    if (c.order && tried.has(c.order)) continue;
    try {
      const m = migrate(oldText, kind, { ...c, from, to }, config);
      tried.add(m.options.order);
      if (m.text === newText) return { exact: true, migration: m };
      expected ??= m.text;
    } catch (e) {
      if (!(e instanceof MigrateError)) throw e;
      error ??= e.message;
    }
  }
  if (expected === null) return { exact: false, reason: `the old version cannot be migrated (${error ?? "no reading applies"})` };
  const d = firstDifference(expected, newText);
  const show = (s) => s === null ? "the end of the file" : `"${s.length > 80 ? `${s.slice(0, 77)}...` : s}"`;
  return { exact: false, line: d.line, reason: `at line ${d.line} the migration has ${show(d.expected)} but the file has ${show(d.actual)}` };
}

export {
  MigrateError,
  repoDialect,
  migrate,
  migrateTrailer,
  parseMigrateClaim,
  judgeMigration
};
