import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  detectEol
} from "./chunk-4QI5HIWJ.js";
import {
  NAME
} from "./chunk-RHE6JALN.js";
import {
  CANONICAL,
  CMAP_LOG,
  CMAP_SYNC,
  CODE_HEADING,
  ID_COLUMNS,
  MAX_CHUNK_CHARS,
  MAX_NESTING,
  SNAPSHOT_HEADINGS,
  SYNC_FIELD_LABELS,
  fieldKey,
  parseChunk,
  parseEntryHeading,
  parseHandover,
  parseRegistry,
  parseRfc3339,
  plainText,
  readTitle,
  toString,
  tooDeep,
  writerOf
} from "./chunk-H2I6UNX5.js";
import {
  atxHeadingText,
  headingOf,
  scanBlocks,
  sourceFromBytes,
  splitAtLevel2,
  tooManyMarkers,
  trimTrailingSpace
} from "./chunk-O445MX7U.js";

// src/migrate/types.ts
var MigrateError = class extends Error {
  name = "MigrateError";
  /** True when the input states no time and the commits that wrote it (`origins`) would date it. */
  needsHistory = false;
};

// src/migrate/read.ts
var MAX_MIGRATE_CHARS = MAX_CHUNK_CHARS;
function parseWhole(text, what) {
  if (text.length > MAX_MIGRATE_CHARS)
    throw new MigrateError(
      `${what} is ${(text.length / 1048576).toFixed(1)} MB; migrate reads files up to ${MAX_MIGRATE_CHARS / 1048576} MB \u2014 split it first`
    );
  const deep = tooDeep(text);
  if (deep)
    throw new MigrateError(
      `${what} nests lists or block quotes about ${deep.depth} levels deep at line ${deep.line}, more than the ${MAX_NESTING} allowed; flatten it first`
    );
  const costly = tooManyMarkers(text, 4);
  if (costly)
    throw new MigrateError(
      `${what} holds ${costly.count} ${costly.words}, more than the ${costly.max} migrate reads in one file (parsing time grows with the square of their number); shorten it first`
    );
  try {
    return parseChunk({ start: { line: 1, column: 1, offset: 0 }, text, heading: null });
  } catch (error) {
    throw new MigrateError(`${what} could not be parsed as Markdown (${error.message}); simplify it`);
  }
}
function headingTree(text) {
  const children = [];
  for (const b of scanBlocks(text, 0, 1, 3).boundaries) {
    let end = b.offset;
    for (let n = b.setextLines ?? 1; n > 0 && end !== -1; n--) end = text.indexOf("\n", end) + 1 || -1;
    const slice = text.slice(b.offset, end === -1 ? text.length : end);
    const node = parseChunk({ start: { line: b.line, column: 1, offset: b.offset }, text: slice, heading: null }).children[0];
    if (node?.type === "heading") children.push(node);
  }
  return { type: "root", children };
}
var offsetOf = (n, end = false) => end ? n.position.end.offset : n.position.start.offset;
function headingText(text, h) {
  const kids = h.children;
  const content = kids.length ? text.slice(offsetOf(kids[0]), offsetOf(kids[kids.length - 1], true)) : "";
  return {
    line: h.position.start.line,
    depth: h.depth,
    content: content.replace(/\r?\n[ \t]*/g, " ").trim(),
    plain: toString(h).replace(/\s+/g, " ").trim()
  };
}
function afterLine(text, offset) {
  const nl = text.indexOf("\n", offset);
  return nl === -1 ? text.length : nl + 1;
}
function trimBlock(s) {
  return trimTrailingSpace(s.replace(/^(?:[ \t]*\r?\n)+/, ""));
}
var GROUP_NAME = new RegExp(
  `^(?:${[
    "queue",
    "processed",
    "archive",
    "archived",
    "done",
    "open",
    "pending",
    "inbox",
    "outbox",
    "entries",
    "log",
    "history",
    "active",
    "closed",
    "resolved",
    "backlog",
    "current"
  ].join("|")})\\b`,
  "i"
);
function readLog(raw, _what, datedHeading2) {
  const bom = raw.charCodeAt(0) === 65279;
  const text = bom ? raw.slice(1) : raw;
  const nodes = headingTree(text).children;
  const firstH2 = nodes.findIndex((n) => n.type === "heading" && n.depth === 2);
  const end2 = firstH2 === -1 ? nodes.length : firstH2;
  const titleAt2 = nodes.slice(0, end2).findIndex((n) => n.type === "heading" && n.depth === 1);
  const titleNode = titleAt2 === -1 ? null : nodes[titleAt2];
  const sectionsStart = firstH2 === -1 ? text.length : offsetOf(nodes[firstH2]);
  const sections = [];
  const groups = [];
  let preambleEnd = sectionsStart;
  const takeGroup = (g) => {
    const { heading, from, to, startOffset, endOffset } = g;
    const h3 = [];
    for (let i = from; i < to; i++) if (nodes[i].type === "heading" && nodes[i].depth === 3) h3.push(i);
    const items = [];
    const firstOffset = offsetOf(nodes[h3[0]]);
    h3.forEach((ni, k) => {
      const h = nodes[ni];
      const stop = k + 1 < h3.length ? offsetOf(nodes[h3[k + 1]]) : endOffset;
      items.push(sections.length);
      sections.push({
        index: sections.length,
        heading: headingText(text, h),
        body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h, true)), stop)),
        group: heading?.content ?? null
      });
    });
    groups.push({ heading, prose: trimBlock(text.slice(startOffset, firstOffset)), items });
  };
  if (firstH2 === -1) {
    const from = titleAt2 + 1;
    const firstH3 = nodes.findIndex((n, i) => i >= from && n.type === "heading" && n.depth === 3);
    if (firstH3 !== -1 && nodes.slice(firstH3).some((n) => n.type === "heading" && n.depth === 3 && datedHeading2(headingText(text, n)))) {
      preambleEnd = offsetOf(nodes[firstH3]);
      takeGroup({ heading: null, from: firstH3, to: nodes.length, startOffset: preambleEnd, endOffset: text.length });
    }
  } else {
    const h2 = [];
    for (let i = firstH2; i < nodes.length; i++)
      if (nodes[i].type === "heading" && nodes[i].depth === 2) h2.push(i);
    h2.forEach((ni, k) => {
      const h = nodes[ni];
      const next = k + 1 < h2.length ? h2[k + 1] : nodes.length;
      const stop = k + 1 < h2.length ? offsetOf(nodes[h2[k + 1]]) : text.length;
      const heading = headingText(text, h);
      const inner = nodes.slice(ni + 1, next).filter((n) => n.type === "heading" && n.depth === 3).map((x) => headingText(text, x));
      const group = inner.length > 0 && !datedHeading2(heading) && (GROUP_NAME.test(heading.plain) || inner.every(datedHeading2));
      if (group)
        takeGroup({
          heading,
          from: ni + 1,
          to: next,
          startOffset: afterLine(text, offsetOf(h, true)),
          endOffset: stop
        });
      else
        sections.push({
          index: sections.length,
          heading,
          body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h, true)), stop)),
          group: null
        });
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
  if (canonical.headingProblem === null)
    return { timestamp: canonical.timestamp, date: null, title: canonical.title, canonical: true };
  const s = content.replace(LEADING_SEQ, "");
  const m = DATE_TIME.exec(s);
  if (!m || m[0].startsWith("[") !== m[0].endsWith("]"))
    return { timestamp: null, date: null, title: content || null, canonical: false };
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
  const old = doc.title ? writerOf({
    text: doc.title.plain,
    span: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } }
  }) : null;
  if (old && options.writer && options.writer !== old)
    throw new MigrateError(
      `${what} is written by ${old} (its title says so); a migration keeps the writer \u2014 drop --writer ${options.writer}`
    );
  const writer = old ?? options.writer ?? config.agent;
  if (!writer)
    throw new MigrateError(
      `${what} names no writer (its title is not "# Handover: <agent>") and the config names no agent; pass --writer NAME`
    );
  if (!NAME.test(writer))
    throw new MigrateError(
      `"${writer}" is not a valid agent name (letters, digits, ".", "_", "-"); pass --writer NAME`
    );
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
function firstLine(body2) {
  for (const raw of body2.split("\n")) {
    const line = raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, "").replace(/[*_`]/g, "").trim();
    if (line && !/^(?:#|```|~~~|\||<)/.test(line)) return line.length > 120 ? `${line.slice(0, 117)}...` : line;
  }
  return null;
}
function snapshotAdvice(doc, what) {
  const marked = doc.sections.filter((s) => SNAPSHOT_HEADINGS.some((re) => re.test(s.heading.plain)));
  if (marked.length < 2 || doc.sections.some((s) => headingInfo(s.heading.content).date !== null)) return null;
  const find = (re) => doc.sections.find((s) => re.test(s.heading.plain));
  const focus = firstLine(find(/^current|^status|^in progress/i)?.body ?? "");
  const next = firstLine(find(/^next/i)?.body ?? "");
  const blocked = firstLine(find(/^block/i)?.body ?? "");
  const flags = [
    focus ? ` --focus ${JSON.stringify(focus)}` : "",
    blocked ? ` --blocked ${JSON.stringify(blocked)}` : "",
    next ? ` --next ${JSON.stringify(next)}` : ""
  ].join("");
  return `${what} is a snapshot document (${marked.map((s) => `"${s.heading.plain}"`).join(", ")}), rewritten every session rather than appended to; what may fit it better than a log: its current state into your SYNC.md section (handover sync set${flags || " --focus \u2026 --next \u2026"}), the snapshot kept under another name (git mv ${what} STATE.md), and a fresh log started after it (handover init writes one)`;
}
function needsHistory(message) {
  const e = new MigrateError(message);
  e.needsHistory = true;
  return e;
}
function timesFromHistory(items, o) {
  const lines = o.raw.replace(/^\uFEFF/, "").split("\n");
  for (const it of items) {
    const first = it.section.heading.line;
    const last = first + (it.section.body ? it.section.body.split("\n").length : 0);
    let best = null;
    for (let n = first; n <= last; n++) {
      if (!lines[n - 1]?.trim()) continue;
      const at = o.origins[n - 1];
      if (!at)
        throw new MigrateError(
          `no section of ${o.what} states a date or a time, and line ${n} ("${it.section.heading.plain}") is not committed, so there is no commit to date it by; commit the file as it is, then migrate again (each section then takes the time of the commit that last wrote it)`
        );
      if (!best || at.time > best.time) best = at;
    }
    if (!best) continue;
    const time = new Date(best.time * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z");
    it.known = time;
    it.source = { commit: best.commit, time };
  }
}
function movedToPreamble(doc, options, what) {
  const wanted = new Set((options.preamble ?? []).map((p) => p.trim().toLowerCase()));
  const moved = doc.sections.filter(
    (s) => s.index < (options.preambleUntil ?? 0) || wanted.has(s.heading.plain.toLowerCase()) || wanted.has(s.heading.content.toLowerCase())
  );
  for (const p of options.lenient ? [] : options.preamble ?? []) {
    const names = (s) => [s.heading.plain.toLowerCase(), s.heading.content.toLowerCase()];
    if (!doc.sections.some((s) => names(s).includes(p.trim().toLowerCase())))
      throw new MigrateError(
        `--preamble "${p}": ${what} has no section with that heading; name one of: ` + (doc.sections.map((s) => `"${s.heading.plain}"`).join(", ") || "none")
      );
  }
  if ((options.preambleUntil ?? 0) > doc.sections.length)
    throw new MigrateError(
      `--preamble-until ${options.preambleUntil}: ${what} has only ${doc.sections.length} sections`
    );
  return moved;
}
function entryHeadings(entries, o) {
  const { eol, notes, hints } = o;
  const firstKnown = entries.find((x) => x.known)?.known ?? null;
  let previous = null;
  return entries.map((it, i) => {
    const seq = i + 1;
    let ts = it.known;
    if (!ts) {
      if (!previous && !firstKnown)
        throw needsHistory(
          `no section states a date or a time ("${it.section.heading.plain}", line ${it.section.heading.line}, and ${entries.length - 1} more), so migrate will not invent one: commit the file, and migrate dates each section by the commit that last wrote it; or, if this is a snapshot rewritten every session, keep it as it is (handover leaves it alone) and start a log beside it`
        );
      ts = previous ?? firstKnown ?? EPOCH;
      const whence = previous ? "the entry before it" : "the first dated entry";
      hints.push(
        `entry ${seq} ("${it.section.heading.plain}", line ${it.section.heading.line}) states no time; it took ${ts} from ${whence}` + (it.info.canonical ? "" : ` \u2014 if it is prose about the file, rerun with --preamble "${it.section.heading.plain}"`)
      );
    }
    previous = ts;
    let title = it.info.title;
    let body2 = it.section.body;
    if (title !== null && !fitsHeading(title)) {
      body2 = `${eol}${title}${body2 ? eol + body2.replace(/^(?:[ \t]*\r?\n)+/, eol) : ""}`;
      title = null;
    }
    const heading = `## ${seq} \xB7 ${ts}${title ? ` \xB7 ${title}` : ""}`;
    const h = it.section.heading;
    const was = `${"#".repeat(h.depth)} ${h.content}`;
    if (was !== heading) notes.push({ line: h.line, from: was, to: heading });
    return { heading, body: body2 };
  });
}
function preamblePieces(doc, o) {
  const { writer, old, entries, moved, notes } = o;
  const pieces = [];
  if (doc.before) pieces.push(doc.before);
  const titleLine = `# Handover: ${writer}`;
  pieces.push(old && doc.titleLine && atxHeadingText(doc.titleLine) === doc.title.content ? doc.titleLine : titleLine);
  if (doc.title && !old && !TRIVIAL_TITLE.test(doc.title.plain)) pieces.push(doc.title.content);
  if (doc.preamble) pieces.push(doc.preamble);
  const seqOf = new Map(entries.map((it, i) => [it.section.index, i + 1]));
  for (const g of doc.groups) {
    if (g.heading) {
      const seqs = g.items.map((i) => seqOf.get(i)).filter((x) => x !== void 0).sort((a, b) => a - b);
      const list = seqs.length === 0 ? "no entries" : `${seqs.length === 1 ? "entry" : "entries"} ${seqs.join(", ")}`;
      pieces.push(`From the "${g.heading.content}" section (migrated by handover migrate): ${list}.`);
      notes.push({ line: g.heading.line, from: `## ${g.heading.content}`, to: `a line in the preamble (its ${list})` });
    }
    if (g.prose) pieces.push(g.prose);
  }
  for (const s of moved) {
    pieces.push(`### ${s.heading.content}${s.body ? doc.eol + s.body : ""}`);
    notes.push({
      line: s.heading.line,
      from: `${"#".repeat(s.heading.depth)} ${s.heading.content}`,
      to: `### ${s.heading.content} (in the preamble)`
    });
  }
  return pieces;
}
function summaryOf(o) {
  const { doc, order, entries: n, moved, notes } = o;
  const orderWord = order === "keep" ? "in their order" : order === "reverse" ? "reversed (the log was newest first)" : "sorted by their dates";
  const groups = doc.groups.filter((g) => g.heading).map((g) => `"## ${g.heading.content}"`);
  return `${n} ${n === 1 ? "entry" : "entries"} numbered${n ? ` 1\u2013${n}` : ""}, ${orderWord}` + (groups.length ? `; ${groups.join(" and ")} dissolved into the entries` : "") + (moved ? `; ${moved} section${moved === 1 ? "" : "s"} kept in the preamble` : "") + `; ${notes} heading${notes === 1 ? "" : "s"} rewritten`;
}
function migrateHandover(raw, options, config, what = "HANDOVER.md") {
  const doc = readOnce(raw, what);
  const snapshot = snapshotAdvice(doc, what);
  if (snapshot && !options.origins)
    throw needsHistory(
      `${snapshot}; its sections state no time, and migrate will not invent one: commit it, and migrate dates each section by the commit that last wrote it`
    );
  const { writer, old } = writerFor(doc, options, config, what);
  const eol = doc.eol;
  const moved = movedToPreamble(doc, options, what);
  const movedSet = new Set(moved.map((s) => s.index));
  const items = doc.sections.filter((s) => !movedSet.has(s.index)).map((section) => {
    const info = headingInfo(section.heading.content);
    const bodyDate = info.timestamp || info.date ? null : BODY_DATE.exec(section.body)?.[1] ?? null;
    const date = info.date ?? (bodyDate && parseRfc3339(`${bodyDate}T00:00:00Z`) !== null ? bodyDate : null);
    return { section, info, known: info.timestamp ?? (date ? `${date}T00:00:00Z` : null) };
  });
  const fromHistory = items.length > 0 && items.every((x) => x.known === null) && Boolean(options.origins);
  if (fromHistory) timesFromHistory(items, { origins: options.origins, raw, what });
  const order = options.order ?? (fromHistory ? "date" : detectOrder(items.map((x) => x.known)));
  const entries = ordered(items, order);
  const notes = [];
  const hints = [];
  const headings = entryHeadings(entries, { eol, notes, hints });
  if (fromHistory) hints.unshift(...historyHints(entries, snapshot));
  const pieces = preamblePieces(doc, { writer, old, entries, moved, notes });
  for (const { heading, body: body2 } of headings) pieces.push(body2 ? heading + eol + body2 : heading);
  notes.sort((a, b) => a.line - b.line);
  const text = (doc.bom ? "\uFEFF" : "") + pieces.join(eol + eol) + eol;
  verify(text, entries.length, what);
  const summary = summaryOf({ doc, order, entries: entries.length, moved: moved.length, notes: notes.length });
  return {
    kind: "handover",
    from: "legacy",
    to: "handover",
    text,
    changed: text !== raw,
    summary,
    notes,
    hints,
    options: { order, writer, preamble: moved.map((s) => s.index) }
  };
}
function historyHints(entries, snapshot) {
  const out = entries.map(
    (it, i) => `entry ${i + 1} ("${it.section.heading.plain}", line ${it.section.heading.line}) states no time; it took ${it.known} from commit ${it.source?.commit.slice(0, 12) ?? "?"}, the last to write it`
  );
  return snapshot ? [`${snapshot}.`, ...out] : out;
}
function verify(text, count2, what) {
  const doc = parseHandover({ path: what, text: text.replace(/^\uFEFF/, ""), bom: false, encoding: [] });
  const bad = doc.entries.find((e) => e.headingProblem !== null || e.seq !== e.index + 1);
  if (doc.entries.length !== count2 || bad || doc.problems.length || doc.unclosedFence) {
    throw new MigrateError(
      `${what} could not be migrated safely: the result would read back as ${doc.entries.length} entries, not ${count2}${bad ? ` ("## ${bad.headingText}")` : ""}; please report it with the file`
    );
  }
}

// src/migrate/sync.ts
var SYNONYMS = {
  "current focus": "focus",
  focus: "focus",
  "working on": "focus",
  currently: "focus",
  doing: "focus",
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
var SP = "[ \\t]{0,8}";
var BOLD = "(?:\\*\\*|__)?";
var DATE_IN = "\\((\\d{4}-\\d{2}-\\d{2})\\)";
var LABEL_TAIL = new RegExp(
  `^${SP}${BOLD}${SP}(?:${DATE_IN})?${SP}${BOLD}${SP}:${SP}${BOLD}${SP}(?:${DATE_IN}${SP})?`
);
function readField(src) {
  const head = LABEL_HEAD.exec(src.slice(0, 72));
  if (!head) return null;
  const label = head[2].replace(/[ \t]+$/, "");
  const at = (head[1]?.length ?? 0) + label.length;
  const tail = LABEL_TAIL.exec(src.slice(at, at + 96));
  if (!tail) return null;
  if (head[1] && !/(\*\*|__)/.test(tail[0])) return null;
  return {
    name: SYNONYMS[fieldKey(label)] ?? null,
    label,
    date: tail[1] ?? tail[2] ?? null,
    value: src.slice(at + tail[0].length)
  };
}
function renderSection(o) {
  const { heading, w, fields, rest, eol, original } = o;
  const id = w ? w[1] : heading.content;
  const writes = w ? [`${w[2][0].toUpperCase()}${w[2].slice(1).toLowerCase()}: ${w[3].trim()}`] : [];
  const list = [...fields].sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name)).map((f) => {
    const label = SYNC_FIELD_LABELS[f.name];
    const value = trimTrailingSpace(f.value).replace(/\r?\n/g, eol);
    return f.date ? `- **${label}** (${f.date}): ${value}` : `- **${label}:** ${value}`;
  });
  const missing = ORDER.filter((n) => !fields.some((f) => f.name === n)).map((n) => SYNC_FIELD_LABELS[n]);
  const hint = missing.length ? `section "${id}" (line ${heading.line}) has no ${missing.join(", ")}; its agent adds ${missing.length === 1 ? "it" : "them"} with handover sync set` : null;
  const blocks = [
    `## ${id}`,
    ...writes,
    ...list.length ? [list.join(eol)] : [],
    ...rest.map((r) => trimTrailingSpace(r)).filter(Boolean)
  ];
  const gap = original.slice(trimTrailingSpace(original).length) || eol;
  const text = blocks.join(eol + eol) + gap;
  const prose = rest.length + writes.length;
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const note = text === original ? null : {
    line: heading.line,
    from: `## ${heading.content}`,
    to: `## ${id} with ${plural(list.length, "field")}${prose ? ` and ${plural(prose, "block")} of prose` : ""}`
  };
  return { text, hint, note };
}
var offsetOf2 = (n, end = false) => end ? n.position.end.offset : n.position.start.offset;
function sectionFields(o) {
  const out = { fields: [], rest: [], any: false, odd: false };
  let lists = 0;
  for (const n of o.kids) {
    const src = o.text.slice(offsetOf2(n), offsetOf2(n, true));
    if (n.type === "list") {
      const before = out.fields.length;
      const { keep, others } = listFields(o.text, n, out);
      if (keep.length) out.rest.push(keep.join(o.eol));
      if (out.fields.length > before && (others || keep.length || lists++)) out.odd = true;
    } else if (n.type === "paragraph" && readField(src)?.name) {
      const extra = paragraphFields(src, out.fields);
      out.any = true;
      out.odd = true;
      if (extra.length) out.rest.push(extra.join(o.eol));
    } else out.rest.push(src);
  }
  return out;
}
function listFields(text, list, out) {
  const keep = [];
  let others = 0;
  for (const item of list.children) {
    const first = item.children[0];
    const isrc = text.slice(offsetOf2(item), offsetOf2(item, true));
    if (first?.type !== "paragraph") {
      keep.push(isrc);
      continue;
    }
    const f = readField(text.slice(offsetOf2(first), offsetOf2(item, true)));
    const indent = offsetOf2(first) - offsetOf2(item);
    if (f?.name) {
      out.any = true;
      out.fields.push({ ...f, value: asParagraph(f.value, indent).replace(/\n/g, "\n  ") });
      if (!CANONICAL2.test(isrc) || !isrc.includes(`**${SYNC_FIELD_LABELS[f.name]}`)) out.odd = true;
    } else {
      others++;
      out.rest.push(asParagraph(text.slice(offsetOf2(first), offsetOf2(item, true)), indent));
    }
  }
  return { keep, others };
}
function paragraphFields(src, fields) {
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
  return extra;
}
var CANONICAL2 = /^- \*\*(?:Current focus|Blocked on|Next action)(?::\*\*(?: |$)|\*\* \(\d{4}-\d{2}-\d{2}\): )/;
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
    const { fields, rest, any, odd: oddFields } = sectionFields({ text, eol, kids });
    let odd = oddFields;
    const w = heading.content.length <= 512 ? WRITES.exec(heading.content) : null;
    if (w || fields.some((f, i) => i > 0 && ORDER.indexOf(f.name) < ORDER.indexOf(fields[i - 1].name))) odd = true;
    if (!any || !odd) {
      out += original;
      return;
    }
    converted++;
    const r = renderSection({ heading, w, fields, rest, eol, original });
    if (r.hint) hints.push(r.hint);
    if (r.note) notes.push(r.note);
    out += r.text;
  });
  const result = (bom ? "\uFEFF" : "") + out;
  const left = h2.length - converted;
  const summary = `${converted} agent section${converted === 1 ? "" : "s"} rewritten in canonical form; ${left} section${left === 1 ? "" : "s"} left as ${left === 1 ? "it was" : "they were"}`;
  return {
    kind: "sync",
    from: "legacy",
    to: "handover",
    text: result,
    changed: result !== raw,
    summary,
    notes,
    hints,
    options: { order: "keep", writer: null, preamble: [] }
  };
}

// src/migrate/registry.ts
var OWNS_COLUMNS = /^(?:owns|subjects?|scope|description|purpose|responsibilit|domain|area|summary)/;
var ADDRESS_COLUMNS = /^(?:address|path|url|link|location|repo(?:sitory)? url|home|source)\b/;
var cells = (line) => line.trim().replace(/^\||\|$/g, "").split(/(?<!\\)\|/).map((c) => c.trim());
var plain = (s) => s.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_`]/g, "").trim();
var field = (label) => label.charAt(0).toUpperCase() + label.slice(1);
var KNOWN = /^(?:owns|address|head|subprojects|ask)$/i;
function entryLines(fields) {
  const known = fields.filter(([k]) => KNOWN.test(k)).map(([k, v]) => `- ${k}: ${v}`);
  const other = fields.filter(([k]) => !KNOWN.test(k)).map(([k, v]) => `${k}: ${v}`);
  return [...known, ...known.length && other.length ? [""] : [], ...other];
}
function tableRows(text) {
  const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
  const rows = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*\|.*\|\s*$/.test(lines[i]) || !/^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1])) continue;
    const head = cells(lines[i]).map((h) => plain(h));
    const idAt = Math.max(
      0,
      head.findIndex((h) => ID_COLUMNS.test(h.toLowerCase()))
    );
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]); j++) {
      const row = cells(lines[j]);
      const id = plain(row[idAt] ?? "");
      if (!id) continue;
      const fields = [];
      head.forEach((h, k) => {
        if (k === idAt || !h || row[k] === void 0 || row[k] === "") return;
        const l = h.toLowerCase();
        const label = OWNS_COLUMNS.test(l) ? "Owns" : ADDRESS_COLUMNS.test(l) ? "Address" : field(h);
        const prev = fields.find(([x]) => x === label);
        if (prev && label === "Owns") prev[1] = `${prev[1]}; ${row[k]}`;
        else fields.push([prev ? field(h) : label, row[k]]);
      });
      rows.push({ line: j + 1, id, fields });
    }
    i = j - 1;
  }
  return rows;
}
function sectionEntry(e, tag) {
  const m = CODE_HEADING.exec(e.id);
  const heading = `## ${m ? m[1] : e.id} ${tag}`;
  const fields = [];
  const rest = [];
  for (const line of e.chunk.text.slice(e.chunk.text.indexOf("\n") + 1).split(/\r?\n/)) {
    const f = /^\s*[-*+]\s+\**([A-Za-z][\w -]*?)\**\s*:\s*(.*)$/.exec(line);
    if (f) fields.push([field(f[1].trim()), f[2].trim()]);
    else rest.push(line);
  }
  if (m && !fields.some(([k]) => /^owns$/i.test(k))) fields.unshift(["Owns", m[2]]);
  const prose = rest.join("\n").trim();
  return { heading, lines: [heading, "", ...entryLines(fields), ...prose ? ["", prose] : [], ""] };
}
function migrateRegistry(raw, options, config, what) {
  const doc = parseRegistry(sourceFromBytes(what, raw));
  const empty = doc.entries.length === 0 && tableRows(raw).length === 0;
  if (empty || doc.entries.length > 0 && doc.entries.every((e) => e.provenance !== null))
    return {
      kind: "registry",
      from: "legacy",
      to: "handover",
      text: raw,
      changed: false,
      summary: empty ? "it has no entries yet" : "every entry has its provenance tag already",
      notes: [],
      hints: [],
      options: { order: "keep", writer: null, preamble: [] }
    };
  const migrator = options.writer ?? config.agent;
  if (!migrator || !NAME.test(migrator))
    throw new MigrateError(
      `the entries of ${what} will be marked [RELAYED by <you>], so name yourself: set agent in the config, or pass --writer NAME`
    );
  const bom = raw.charCodeAt(0) === 65279;
  const text = bom ? raw.slice(1) : raw;
  const eol = detectEol(text);
  const notes = [];
  const out = ["# Project registry", ""];
  const title = doc.title?.text;
  if (title && !/^project registry$/i.test(title)) out.push(`Migrated from "${title}".`, "");
  const tag = `[RELAYED by ${migrator}]`;
  const rows = doc.entries.length ? [] : tableRows(text);
  if (!doc.entries.length && !rows.length)
    throw new MigrateError(`${what} has neither registry sections nor a table of projects to convert`);
  for (const r of rows) {
    out.push(`## ${r.id} ${tag}`, "", ...entryLines(r.fields), "");
    notes.push({ line: r.line, from: `| ${r.id} |`, to: `## ${r.id} ${tag}` });
  }
  for (const e of doc.entries) {
    if (e.provenance) {
      out.push(e.chunk.text.replace(/\s+$/, ""), "");
      continue;
    }
    const { heading, lines } = sectionEntry(e, tag);
    out.push(...lines);
    notes.push({ line: e.heading.start.line, from: `## ${e.headingText}`, to: heading });
  }
  const rendered = (bom ? "\uFEFF" : "") + out.join("\n").replace(/\n+$/, "\n").replace(/\n/g, eol);
  const n = rows.length + doc.entries.filter((e) => !e.provenance).length;
  return {
    kind: "registry",
    from: "legacy",
    to: "handover",
    text: rendered,
    changed: rendered !== raw,
    summary: `${n} project${n === 1 ? "" : "s"} ${rows.length ? "from the table" : "from sections"}, each marked ${tag} (only a project itself writes [SELF])`,
    notes,
    hints: [
      "an entry without Address: needs one (a relative path or a URL) before registry/fields passes",
      ...config.registryLayout === "tagged" ? [] : [`the config reads the registry with registry.layout: ${config.registryLayout}; drop it in the same commit`]
    ],
    options: { order: "keep", writer: migrator, preamble: [] }
  };
}

// src/migrate/cmap-log.ts
var ID_TITLE = /^(\[?[A-Za-z0-9_.-]+\]?):(?:[ \t]+(.*))?$/;
var FIELD = /^- \*\*([A-Za-z][A-Za-z0-9_-]*)\*\*: ?(.*)$/;
var NATIVE = ["date", "from", "for", "status", "artifact-path", "summary"];
var TIME_MARK = /^<!-- time: (\S+) -->$/;
var SEE_BELOW = "(see below)";
var UNTITLED = "(untitled)";
var LANE = /^<!-- cmap lane: (queue|processed) -->$/;
var TITLE_MARK = /^<!-- cmap title: (.*) -->$/;
var SECTION_MARK = /^<!-- cmap section: (#{2,3} .*) -->$/;
var HASH_CORRECTS = /^Corrects: (#\d+(?:, #\d+)*)$/;
var ID_CORRECTS = /^Corrects: ([A-Za-z0-9_.-]+(?:, [A-Za-z0-9_.-]+)*)$/;
var EPOCH2 = "1970-01-01T00:00:00Z";
var source = (text) => ({ path: "HANDOVER.md", text, bom: false, encoding: [] });
var lanes = CMAP_LOG.groups;
function bodyOf(chunkText) {
  const nl = chunkText.indexOf("\n");
  return nl === -1 ? "" : chunkText.slice(nl + 1).replace(/^(?:[ \t]*\n)+/, "").replace(/\s+$/, "");
}
function mapCorrects(body2, pattern, map, join) {
  let fence = null;
  return body2.split("\n").map((line) => {
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      return line;
    }
    if (f) {
      fence = f[1];
      return line;
    }
    const m = pattern.exec(line);
    if (!m) return line;
    const refs = m[1].split(", ").map(map);
    return refs.every((r) => r !== void 0) ? `Corrects: ${join(refs)}` : line;
  }).join("\n");
}
function plainLine(s) {
  return s !== void 0 && s !== "" && s === s.trim() && s !== SEE_BELOW && !/^(?:[-*+][ \t]|\d{1,9}[.)][ \t]|[#>|<`~=]|corrects\s*:)/i.test(s) && !/^[-*_](?:[ \t]*[-*_]){2,}$/.test(s);
}
function splitSummary(body2) {
  const lines = body2 === "" ? [] : body2.split("\n");
  const at = lines.length > 1 && /^corrects\s*:/i.test(lines[0]) && lines[1] === "" ? 2 : 0;
  const p = lines[at];
  if (plainLine(p) && (lines[at + 1] === void 0 || lines[at + 1] === "")) {
    const rest = [...lines.slice(0, at), ...lines.slice(at + 2)].join("\n").replace(/\s+$/, "");
    if (joinSummary(p, rest) === body2) return { summary: p, rest };
  }
  return { summary: SEE_BELOW, rest: body2 };
}
function joinSummary(summary, rest) {
  if (summary === SEE_BELOW) return rest;
  const lines = rest === "" ? [] : rest.split("\n");
  const at = lines.length > 0 && /^corrects\s*:/i.test(lines[0]) && (lines[1] === void 0 || lines[1] === "") ? 1 : 0;
  const head = lines.slice(0, at);
  const tail = lines.slice(at === 1 ? 2 : 0);
  return [...head, ...at ? [""] : [], summary, ...tail.length ? ["", ...tail] : []].join("\n");
}
var pad = (n) => String(n).padStart(3, "0");
var defaultLane = (status) => status === "processed" ? "processed" : "queue";
function leadingTime(rest) {
  const lines = rest === "" ? [] : rest.split("\n");
  const m = TIME_MARK.exec(lines[0] ?? "");
  if (!m) return { time: null, rest };
  return { time: m[1], rest: lines.slice(lines[1] === "" ? 2 : 1).join("\n") };
}
function leadingFields(body2) {
  const lines = body2 === "" ? [] : body2.split("\n");
  const fields = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const m = FIELD.exec(lines[i]);
    if (!m) break;
    fields.push([m[1], m[2]]);
  }
  if (i < lines.length && lines[i] === "") i++;
  return { fields, rest: lines.slice(i).join("\n") };
}
function writerName(w, what) {
  if (!w)
    throw new MigrateError(`${what} names no writer (no "# Handover: <agent>" title, no "from" field); add one first`);
  if (!NAME.test(w))
    throw new MigrateError(
      `${what} names "${w}" as its writer, which is not an agent id (letters, digits, ".", "_", "-")`
    );
  return w;
}
function refuseOpenBlocks(doc, what) {
  const open = doc.unclosedFence ? { line: doc.unclosedFence.start.line } : doc.problems.map((p) => ({ line: p.at.start.line, m: p.message })).find((p) => /never closed|not closed/i.test(p.m));
  if (open)
    throw new MigrateError(
      `${what} has a code fence, comment or HTML block opened at line ${open.line} that is never closed, so it would swallow what follows; close it first`
    );
}
var titleAt = (lines) => lines.findIndex((l) => /^ {0,3}#[ \t]/.test(l));
function cmapEntries(entries, o) {
  const { writer, artifact } = o;
  const origin = entries.map((e) => {
    const body2 = bodyOf(e.chunk.text);
    return e.title !== null && ID_TITLE.test(e.title) && body2.split("\n").includes(`- **from**: ${writer}`);
  });
  const ids = entries.map(
    (e, i) => origin[i] ? ID_TITLE.exec(e.title)[1].replace(/^\[|\]$/g, "") : `${(e.timestamp ?? EPOCH2).slice(0, 10)}-${pad(i + 1)}`
  );
  const toIds = (body2) => mapCorrects(
    body2,
    HASH_CORRECTS,
    (r) => ids[Number(r.slice(1)) - 1],
    (x) => x.join(", ")
  );
  return entries.map((e, i) => {
    let body2 = toIds(bodyOf(e.chunk.text));
    if (origin[i]) {
      const lines = body2.split("\n");
      const lane = LANE.exec(lines[lines.length - 1] ?? "");
      if (lane) body2 = lines.slice(0, -1).join("\n").replace(/\s+$/, "");
      const status = /^- \*\*status\*\*: ?(.*)$/m.exec(body2)?.[1];
      return { lane: lane ? lane[1] : defaultLane(status), text: `### ${e.title}${body2 ? `

${body2}` : ""}` };
    }
    const ts = e.timestamp ?? EPOCH2;
    const { summary, rest } = splitSummary(body2);
    const fields = [
      ["date", ts.slice(0, 10)],
      ["from", writer],
      ["for", "any"],
      ["status", "queued"],
      ["artifact-path", artifact],
      ["summary", summary]
    ];
    const list = `${fields.map(([k, v]) => `- **${k}**: ${v}`).join("\n")}

<!-- time: ${ts} -->`;
    return { lane: "queue", text: `### ${ids[i]}: ${e.title ?? UNTITLED}

${list}${rest ? `

${rest}` : ""}` };
  });
}
function cmapLayout(preamble, o) {
  const { writer, rendered } = o;
  const pre = preamble.replace(/\s+$/, "").split("\n");
  const t = titleAt(pre);
  let title = `# HANDOVER Queue \u2014 ${writer}`;
  if (t !== -1) {
    let k = t + 1;
    while (k < pre.length && pre[k] === "") k++;
    const mark = TITLE_MARK.exec(pre[k] ?? "");
    if (mark) {
      title = mark[1];
      pre.splice(t + 1, k - t);
    }
    if (title === "none") pre.splice(t, pre[t + 1] === "" ? 2 : 1);
    else pre[t] = title;
  }
  const firstMark = pre.findIndex((l) => SECTION_MARK.test(l));
  const head = (firstMark === -1 ? pre : pre.slice(0, firstMark)).join("\n").replace(/\s+$/, "");
  const regions = [];
  if (firstMark === -1) {
    regions.push({ heading: `## ${lanes[0].heading}`, text: "" });
    if (rendered.some((r) => r.lane === "processed")) regions.push({ heading: `## ${lanes[1].heading}`, text: "" });
  } else {
    for (let i = firstMark; i < pre.length; i++) {
      const m = SECTION_MARK.exec(pre[i]);
      if (m) regions.push({ heading: m[1], text: "" });
      else regions[regions.length - 1].text += `${pre[i]}
`;
    }
  }
  return { head, regions };
}
function toCmapLog(text, artifact, what = "HANDOVER.md") {
  const doc = parseHandover(source(text), CANONICAL.log);
  refuseOpenBlocks(doc, what);
  const writer = writerName(doc.writer, what);
  const rendered = cmapEntries(doc.entries, { writer, artifact });
  const { head, regions } = cmapLayout(doc.preamble.text, { writer, rendered });
  const pieces = head ? [head] : [];
  const placed = /* @__PURE__ */ new Set();
  let pending = [];
  for (const r of regions) {
    if (r.heading.startsWith("## ")) {
      pieces.push(...pending);
      pending = [];
      const lane = lanes.find((g) => g.match.test(r.heading.slice(3).trim()))?.lane;
      if (lane && !placed.has(lane)) {
        placed.add(lane);
        pending = rendered.filter((x) => x.lane === lane).reverse().map((x) => x.text);
      }
    }
    pieces.push(r.heading, ...r.text.trim() ? [r.text.replace(/^\n+/, "").replace(/\s+$/, "")] : []);
  }
  pieces.push(...pending);
  const missing = rendered.filter((x) => !placed.has(x.lane));
  if (missing.length)
    throw new MigrateError(`${what} has entries in the ${missing[0].lane} lane but its layout has no section for them`);
  return `${pieces.join("\n\n")}
`;
}
function toCanonicalLog(text, artifact, what = "HANDOVER.md", layout) {
  const doc = parseHandover(source(text), CMAP_LOG);
  refuseOpenBlocks(doc, what);
  const writer = writerName(doc.writer, what);
  const entries = doc.entries;
  const fieldsOf = (e) => {
    const { fields, rest } = leadingFields(bodyOf(e.chunk.text));
    return { fields, ...leadingTime(rest) };
  };
  const native = entries.map((e, i) => {
    const { fields, time } = fieldsOf(e);
    const v = Object.fromEntries(fields);
    const id = `${v.date}-${pad(i + 1)}`;
    return fields.map(([k]) => k).join() === NATIVE.join() && v.from === writer && v.for === "any" && v.status === "queued" && v["artifact-path"] === artifact && e.lane === "queue" && time !== null && parseRfc3339(time) !== null && time.slice(0, 10) === v.date && e.id === id && e.title !== null && e.headingText === `${id}: ${e.title}`;
  });
  const ids = new Map(entries.map((e, i) => [e.id ?? `\0${i}`, i + 1]));
  const toHash = (body2) => mapCorrects(
    body2,
    ID_CORRECTS,
    (r) => ids.has(r) ? `#${ids.get(r)}` : void 0,
    (x) => x.join(", ")
  );
  let previous = EPOCH2;
  const rendered = entries.map((e, i) => {
    const seq = i + 1;
    const { fields, time, rest } = fieldsOf(e);
    const v = Object.fromEntries(fields);
    if (native[i]) {
      previous = time;
      const body3 = toHash(joinSummary(v.summary, rest));
      return `## ${seq} \xB7 ${time}${e.title === UNTITLED ? "" : ` \xB7 ${e.title}`}${body3 ? `

${body3}` : ""}`;
    }
    const f = Object.fromEntries(e.fields.map((x) => [x.key.replace(/ /g, "-"), x.value]));
    const ts = time && parseRfc3339(time) !== null ? time : f.date && /^\d{4}-\d{2}-\d{2}$/.test(f.date) && parseRfc3339(`${f.date}T00:00:00Z`) !== null ? `${f.date}T00:00:00Z` : previous;
    previous = ts;
    let body2 = toHash(bodyOf(e.chunk.text));
    if (e.lane !== defaultLane(f.status)) body2 += `${body2 ? "\n\n" : ""}<!-- cmap lane: ${e.lane} -->`;
    return `## ${seq} \xB7 ${ts} \xB7 ${e.headingText}${body2 ? `

${body2}` : ""}`;
  });
  const pre = doc.preamble.text.replace(/\s+$/, "").split("\n");
  const t = titleAt(pre);
  const own = `# Handover: ${writer}`;
  if (t === -1) pre.unshift(own, "", "<!-- cmap title: none -->", ...pre.length && pre[0] !== "" ? [""] : []);
  else if (pre[t] !== `# HANDOVER Queue \u2014 ${writer}`) pre.splice(t, 1, own, "", `<!-- cmap title: ${pre[t]} -->`);
  else pre[t] = own;
  const pieces = [pre.join("\n").replace(/^\n+|\s+$/g, "")].filter(Boolean);
  if (layout) {
    const frame = doc.frame.slice().sort((a, b) => a.start.offset - b.start.offset);
    for (const c of frame) {
      const nl = c.text.indexOf("\n");
      const line = nl === -1 ? c.text : c.text.slice(0, nl);
      pieces.push(`<!-- cmap section: ${line.replace(/\s+$/, "")} -->`);
      const body2 = bodyOf(c.text);
      if (body2) pieces.push(body2);
    }
  }
  pieces.push(...rendered);
  return `${pieces.join("\n\n")}
`;
}

// src/migrate/cmap-sync.ts
var CMAP_LABELS = CMAP_SYNC.fields.map((f) => f.label);
var CANON_LABELS = ["Current focus", "Blocked on", "Next action"];
var DATE = "\\d{4}-\\d{2}-\\d{2}";
var CMAP_FIELD = new RegExp(`^- \\*\\*(${CMAP_LABELS.join("|")})\\*\\*(?: \\((${DATE})\\))?:( ?)(.*)$`);
var CANON_FIELD = new RegExp(
  `^- \\*\\*(?:(${CANON_LABELS.join("|")})\\*\\* \\((${DATE})\\):|(${CANON_LABELS.join("|")}):\\*\\*)( ?)(.*)$`
);
var ESCAPED = /^<!-- cmap: (.*) -->$/;
var NOTE = /^<!-- handover migrate: (.*) -->$/;
var WRITES2 = /^(.*?\S)[ \t]*\(writes[ \t]*:[ \t]*([^)]*)\)[ \t]*$/i;
var REQUIRED_TOPS = CMAP_SYNC.top.filter((t) => t.required);
function relabel(value, strip, add) {
  if (value === `${strip}:`) return "";
  if (value.startsWith(`${strip}: `)) return value.slice(strip.length + 2);
  return value === "" ? `${add}:` : `${add}: ${value}`;
}
function parts(text) {
  const split = splitAtLevel2(text);
  return [
    { text: split.preamble.text, heading: null },
    ...split.sections.map((c) => ({ text: c.text, heading: plainText(headingOf(c)) }))
  ];
}
function body(text) {
  const gap = /\s*$/.exec(text)[0];
  return { lines: text.slice(0, text.length - gap.length).split("\n"), gap };
}
var foreignItem = (line) => /^(?:[-*+]|\d{1,9}[.)])[ \t]/.test(line);
var isTop = (heading) => CMAP_SYNC.top.some((t) => t.match.test(heading));
function takeNote(preamble) {
  const note = { undated: null, added: [] };
  const pre = body(preamble);
  const at = pre.lines.findIndex((l) => NOTE.test(l));
  if (at === -1) return { text: preamble, note };
  for (const piece of NOTE.exec(pre.lines[at])[1].split("; ")) {
    const d = /^fields dated (\d{4}-\d{2}-\d{2}) had no date$/.exec(piece);
    const a = /^sections added empty: (.*)$/.exec(piece);
    if (d) note.undated = d[1];
    if (a) note.added = a[1].split(", ");
  }
  pre.lines.splice(at - (pre.lines[at - 1] === "" ? 1 : 0), pre.lines[at - 1] === "" ? 2 : 1);
  return { text: pre.lines.join("").trim() ? pre.lines.join("\n") + pre.gap : "", note };
}
function agentToCanonical(p, undated) {
  const { lines, gap } = body(p.text);
  const w = WRITES2.exec(lines[0].replace(/^## /, ""));
  if (!w && !lines.some((l) => CMAP_FIELD.test(l))) return p.text;
  const id = CMAP_SYNC.sectionId(p.heading);
  const head = [`## ${id}`];
  if (!w) head.push("", "Writes: (none)");
  else if (w[2].trim() !== id) head.push("", `Writes: ${w[2].trim()}`);
  const rest = lines.slice(1).map((l) => {
    const m = CMAP_FIELD.exec(l);
    if (!m) return foreignItem(l) || ESCAPED.test(l) ? `<!-- cmap: ${l} -->` : l;
    const i = CMAP_LABELS.indexOf(m[1]);
    const value = i === 0 ? m[4] : relabel(m[4], CANON_LABELS[i], CMAP_LABELS[i]);
    return m[2] && m[2] !== undated ? `- **${CANON_LABELS[i]}** (${m[2]}):${m[3]}${value}` : `- **${CANON_LABELS[i]}:**${m[3]}${value}`;
  });
  return [...head, ...rest].join("\n") + gap;
}
function syncToCanonical(text) {
  const all = parts(text);
  const { text: preamble, note } = takeNote(all[0].text);
  const out = [preamble];
  for (const p of all.slice(1)) {
    if (!isTop(p.heading)) out.push(agentToCanonical(p, note.undated));
    else if (!(note.added.includes(p.heading) && body(p.text).lines.slice(1).every((l) => l.trim() === "")))
      out.push(p.text);
  }
  return out.join("");
}
function syncToCmap(text, today, shared) {
  const all = parts(text);
  let usedToday = false;
  const out = [];
  const present = new Set(
    all.slice(1).filter((p) => isTop(p.heading)).map((p) => CMAP_SYNC.top.find((t) => t.match.test(p.heading)).id)
  );
  const missing = REQUIRED_TOPS.filter((t) => !present.has(t.id)).map((t) => t.id);
  let inserted = missing.length === 0;
  const insert = () => {
    if (inserted) return;
    inserted = true;
    for (const id of missing) out.push(`## ${id}

`);
  };
  for (const p of all.slice(1)) {
    if (isTop(p.heading) || shared.has(p.heading)) {
      out.push(p.text);
      continue;
    }
    const { lines, gap } = body(p.text);
    const fieldLines = lines.some((l) => CANON_FIELD.test(l));
    let k = 1;
    while (lines[k] === "") k++;
    const wline = /^Writes: (.+)$/.exec(lines[k] ?? "");
    if (!wline && !fieldLines) {
      out.push(p.text);
      continue;
    }
    insert();
    const id = p.heading;
    const repo = wline ? wline[1] : id;
    const head = repo === "(none)" ? `## ${id}` : `## ${id} (writes: ${repo})`;
    const rest = (wline ? lines.slice(k + 1) : lines.slice(1)).map((l) => {
      const e = ESCAPED.exec(l);
      if (e) return e[1];
      const m = CANON_FIELD.exec(l);
      if (!m) return l;
      const label = m[1] ?? m[3];
      const i = CANON_LABELS.indexOf(label);
      const value = i === 0 ? m[5] : relabel(m[5], CMAP_LABELS[i], CANON_LABELS[i]);
      const date = m[2] ?? today;
      if (!m[2]) usedToday = true;
      return `- **${CMAP_LABELS[i]}** (${date}):${m[4]}${value}`;
    });
    out.push([head, ...rest].join("\n") + gap);
  }
  insert();
  const notes = [
    ...usedToday ? [`fields dated ${today} had no date`] : [],
    ...missing.length ? [`sections added empty: ${missing.join(", ")}`] : []
  ];
  const pre = body(all[0].text);
  const preText = notes.length ? `${pre.lines.join("\n").replace(/\s+$/, "")}${pre.lines.join("").trim() ? "\n\n" : ""}<!-- handover migrate: ${notes.join("; ")} -->${pre.gap || "\n\n"}` : all[0].text;
  const last = out.length - 1;
  if (last >= 0 && !/\n$/.test(out[last])) out[last] += "\n";
  return preText + out.join("");
}

// src/migrate/cmap.ts
function unwrap(raw) {
  const bom = raw.charCodeAt(0) === 65279;
  const body2 = bom ? raw.slice(1) : raw;
  const crlf = /\r\n/.test(body2) && !/(^|[^\r])\n/.test(body2);
  const text = crlf ? body2.replace(/\r\n/g, "\n") : body2;
  return { text, wrap: (s) => (bom ? "\uFEFF" : "") + (crlf ? s.replace(/\n/g, "\r\n") : s) };
}
var sameLines = (a, b) => {
  const lines = (s) => s.split("\n").map((l) => l.replace(/[ \t]+$/, "")).filter((l) => l !== "");
  const x = lines(a);
  const y = lines(b);
  return x.length === y.length && x.every((l, i) => l === y[i]);
};
function firstLineDiff(a, b) {
  const x = a.split("\n").filter((l) => l.trim());
  const y = b.split("\n").filter((l) => l.trim());
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const show = (s) => s === void 0 ? "nothing" : `"${s.length > 70 ? `${s.slice(0, 67)}...` : s}"`;
  return `the file has ${show(x[i])} where the way back has ${show(y[i])}`;
}
function refuse(what, to, a, b) {
  throw new MigrateError(
    `${what} cannot be converted to the ${to} dialect without losing text (${firstLineDiff(a, b)}); please report it with the file`
  );
}
var count = (n, word) => `${n} ${n === 1 ? word : word.replace(/y$/, "ie")}${n === 1 ? "" : "s"}`;
var entriesOf = (text, dialect = CANONICAL.log) => parseHandover({ path: "", text, bom: false, encoding: [] }, dialect).entries.length;
var hasLayout = (canonical) => /^<!-- cmap section: /m.test(
  parseHandover({ path: "", text: canonical, bom: false, encoding: [] }, CANONICAL.log).preamble.text
);
function notCmap(text) {
  const doc = parseHandover(
    { path: "", text: text.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n"), bom: false, encoding: [] },
    CMAP_LOG
  );
  if (!doc.frame.some((c) => (c.level ?? 2) === 2 && CMAP_LOG.groups[0].match.test(plainText(headingOf(c)))))
    return 'it has no "## Queue" section';
  const stray = doc.frame.find((c) => c.level === 3);
  if (stray) return `its "${headingOf(stray)}" is not an entry heading ("### <entry-id>: <title>")`;
  return null;
}
function logToCmap(raw, options, config, what) {
  if (notCmap(raw) === null && parseHandover({ path: "", text: raw.replace(/^\uFEFF/, ""), bom: false, encoding: [] }, CMAP_LOG).entries.length > 0) {
    return {
      kind: "handover",
      from: "legacy",
      to: "cmap",
      text: raw,
      changed: false,
      summary: "already in cmap form",
      notes: [],
      hints: [],
      options: { order: "keep", writer: null, preamble: [] }
    };
  }
  const parsed = parseHandover({ path: "", text: raw.replace(/^\uFEFF/, ""), bom: false, encoding: [] }, CANONICAL.log);
  const canonical = parsed.entries.length > 0 && parsed.writer !== null && parsed.entries.every((e) => e.headingProblem === null && e.seq === e.index + 1);
  const canon = migrateHandover(
    raw,
    canonical && !options.order ? { ...options, order: "keep" } : options,
    config,
    what
  );
  const { text, wrap } = unwrap(canon.text);
  const artifact = config.files.handover;
  const out = toCmapLog(text, artifact, what);
  const back = toCanonicalLog(out, artifact, what, hasLayout(text));
  if (!sameLines(text, back)) refuse(what, "cmap", text, back);
  const entries = entriesOf(text);
  const kept = (out.match(/^<!-- time: \S+ -->$/gm) ?? []).length;
  const result = wrap(out);
  const hints = [...canon.hints];
  if (config.dialect !== "cmap")
    hints.push(
      "set `dialect: cmap` in the handover config in the same commit, so the repo reads the log as it is now written"
    );
  const summary = `${count(entries, "entry")} as cmap entries, newest first (${kept} with ids <date>-<seq> and the canonical time kept in a "<!-- time: \u2026 -->" line; ${entries - kept} as they came from cmap)` + (canon.changed ? `; read from its legacy shape first: ${canon.summary}` : "");
  return {
    kind: "handover",
    from: "legacy",
    to: "cmap",
    text: result,
    changed: result !== raw,
    summary,
    notes: canon.notes,
    hints,
    options: canon.options
  };
}
function logFromCmap(raw, _options, config, what) {
  const { text, wrap } = unwrap(raw);
  const why = notCmap(text);
  if (why)
    throw new MigrateError(
      `the file is not a cmap log (${why}); to read it in any shape the tool knows, use --from legacy`
    );
  const artifact = config.files.handover;
  let out = toCanonicalLog(text, artifact, what, false);
  if (!sameLines(text, toCmapLog(out, artifact, what))) {
    out = toCanonicalLog(text, artifact, what, true);
    const back = toCmapLog(out, artifact, what);
    if (!sameLines(text, back)) refuse(what, "handover", text, back);
  }
  const entries = entriesOf(out);
  const result = wrap(out);
  const hints = [];
  if (hasLayout(out))
    hints.push(
      "the cmap layout (its title, sections other than ## Queue and ## Processed (archive)) is kept as <!-- cmap \u2026 --> lines in the preamble, so migrate --to cmap puts it back"
    );
  if (config.dialect === "cmap")
    hints.push("set `dialect: handover` (or remove `dialect`) in the handover config in the same commit");
  const summary = `${count(entries, "entry")}${entries ? ` numbered 1\u2013${entries}` : ""}, oldest first: an entry that came from a handover log goes back to what it was, any other keeps its cmap heading as its title and its fields as its first lines`;
  return {
    kind: "handover",
    from: "cmap",
    to: "handover",
    text: result,
    changed: result !== raw,
    summary,
    notes: [],
    hints,
    options: { order: "keep", writer: null, preamble: [] }
  };
}
function sharedFor(text) {
  const out = /* @__PURE__ */ Object.create(null);
  for (const c of splitAtLevel2(text).sections) {
    const h = plainText(headingOf(c));
    const top = CMAP_SYNC.top.find((t) => t.match.test(h));
    if (top) out[h] = top.mode === "append-only" ? "append-only" : "owner-only";
  }
  return out;
}
function undatedDate(cmap) {
  return /^<!-- handover migrate: (?:.*; )?fields dated (\d{4}-\d{2}-\d{2}) had no date/m.exec(cmap)?.[1] ?? null;
}
function syncToCmapMigration(raw, options, config, what) {
  const { text, wrap } = unwrap(raw);
  const today = options.today ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  const shared = new Set(Object.keys(config.sync.shared));
  const out = syncToCmap(text, today, shared);
  const back = syncToCanonical(out);
  if (back !== text) refuse(what, "cmap", text, back);
  const result = wrap(out);
  const hints = [];
  if (undatedDate(out))
    hints.push(
      `fields without a date carry ${today} (cmap dates every field); a comment line under the title records it, so migrate --to handover drops it again`
    );
  if (/sections added empty: /.test(out))
    hints.push(
      "cmap requires Goal Status, Decision Log and Conflict Registry: the missing ones were added empty (recorded in the same comment line)"
    );
  hints.push(
    'the values of recent-shift and open-question start with the canonical label they came from ("Blocked on: \u2026", "Next action: \u2026"): cmap has no such fields'
  );
  if (config.dialect !== "cmap") hints.push("set `dialect: cmap` in the handover config in the same commit");
  const agents = (out.match(/^## .*\(writes: /gm) ?? []).length;
  return {
    kind: "sync",
    from: "legacy",
    to: "cmap",
    text: result,
    changed: result !== raw,
    summary: `${count(agents, "agent section")} in cmap form (current-focus, recent-shift, open-question, dated); shared sections kept as they are`,
    notes: [],
    hints,
    options: { order: "keep", writer: null, preamble: [] }
  };
}
function syncFromCmapMigration(raw, _options, config, what) {
  const { text, wrap } = unwrap(raw);
  const out = syncToCanonical(text);
  const today = undatedDate(text) ?? "1970-01-01";
  const shared = /* @__PURE__ */ new Set([...Object.keys(config.sync.shared), ...Object.keys(sharedFor(text))]);
  const back = syncToCmap(out, today, shared);
  if (back !== text) refuse(what, "handover", text, back);
  const result = wrap(out);
  const need = sharedFor(text);
  const hints = [];
  const missing = Object.entries(need).filter(([h]) => !(h in config.sync.shared) || config.dialect === "cmap");
  if (missing.length)
    hints.push(
      `the canonical config must list the shared sections: sync: { shared: { ${missing.map(([h, m]) => `${JSON.stringify(h)}: ${m}`).join(", ")} } } (in handover SYNC.md they are written by the owner or a dispatcher)`
    );
  hints.push(
    'the values of Blocked on and Next action start with the cmap label they came from ("recent-shift: \u2026", "open-question: \u2026"): handover has no such fields; the agents rewrite them with handover sync set'
  );
  if (config.dialect === "cmap")
    hints.push("set `dialect: handover` (or remove `dialect`) in the handover config in the same commit");
  const agents = (text.match(/^## .*\(writes: /gm) ?? []).length;
  return {
    kind: "sync",
    from: "cmap",
    to: "handover",
    text: result,
    changed: result !== raw,
    summary: `${count(agents, "agent section")} in canonical form (Current focus, Blocked on, Next action, dates kept); shared sections kept as they are`,
    notes: [],
    hints,
    options: { order: "keep", writer: null, preamble: [] }
  };
}

// src/migrate/index.ts
var DIALECTS = ["handover", "cmap"];
var SOURCES = ["legacy", "handover", "cmap"];
var RENDERERS = {
  handover: {
    handover: { legacy: migrateHandover, handover: migrateHandover, cmap: logFromCmap },
    sync: {
      legacy: (text, _o, config, what) => migrateSync(text, config, what),
      handover: (text, _o, config, what) => migrateSync(text, config, what),
      cmap: syncFromCmapMigration
    },
    registry: { legacy: migrateRegistry, handover: migrateRegistry }
  },
  cmap: {
    handover: { legacy: logToCmap, handover: logToCmap },
    sync: { legacy: syncToCmapMigration, handover: syncToCmapMigration }
  }
};
function repoDialect(config) {
  return config.dialect ?? "handover";
}
function unsupported(kind, from, to) {
  if (!DIALECTS.includes(to)) return `"${to}" is not a dialect; use ${DIALECTS.join(" or ")}`;
  if (!SOURCES.includes(from))
    return `"${from}" is not a source shape; use ${SOURCES.join(", ")}`;
  const target = RENDERERS[to];
  if (!target[kind])
    return `migrate converts HANDOVER.md, SYNC.md and PROJECT_REGISTRY.md; a ${kind} file has no other shape to convert from`;
  if (!target[kind][from])
    return from === to ? `the file is read and written in the ${to} dialect already; name another --to` : `reading the ${from} dialect into ${to} is not supported; use --from ` + Object.keys(target[kind]).join(" or ");
  return null;
}
function defaultSource(config, to) {
  return repoDialect(config) === "cmap" && to !== "cmap" ? "cmap" : "legacy";
}
function migrate(text, kind, opts, config) {
  const to = opts.to ?? repoDialect(config);
  const from = opts.from ?? defaultSource(config, to);
  const why = unsupported(kind, from, to);
  if (why) throw new MigrateError(why);
  const m = RENDERERS[to][kind][from](text, opts, config, opts.what ?? config.files[kind]);
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
function judgeMigration(change, config) {
  const { oldText, newText, kind, from, to } = change;
  const why = unsupported(kind, from, to);
  if (why) return { exact: false, reason: why };
  let expected = null;
  let error = null;
  let needsHistory2 = false;
  const tried = /* @__PURE__ */ new Set();
  for (const c of migrationCandidates(change)) {
    if (c.order && tried.has(c.order)) continue;
    try {
      const m = migrate(oldText, kind, { ...c, from, to }, config);
      tried.add(m.options.order);
      if (m.text === newText) return { exact: true, migration: m };
      expected ??= m.text;
    } catch (e) {
      if (!(e instanceof MigrateError)) throw e;
      error ??= e.message;
      needsHistory2 ||= e.needsHistory;
    }
  }
  if (expected === null)
    return {
      exact: false,
      reason: `the old version cannot be migrated (${error ?? "no reading applies"})`,
      ...needsHistory2 ? { needsHistory: needsHistory2 } : {}
    };
  const d = firstDifference(expected, newText);
  const show = (s) => s === null ? "the end of the file" : `"${s.length > 80 ? `${s.slice(0, 77)}...` : s}"`;
  return {
    exact: false,
    line: d.line,
    reason: `at line ${d.line} the migration has ${show(d.expected)} but the file has ${show(d.actual)}`
  };
}
function migrationCandidates(change) {
  const { newText, kind, from, to } = change;
  if (kind === "handover" && from !== "cmap") {
    const split = splitAtLevel2(newText.replace(/^\uFEFF/, ""));
    const writer = to === "cmap" ? parseHandover(sourceFromBytes("", newText), CMAP_LOG).writer : readTitle(split.preamble).writer;
    const preamble = [...split.preamble.text.matchAll(/^ {0,3}###[ \t]+(.*)$/gm)].map(
      (m) => atxHeadingText(`### ${m[1].replace(/\r$/, "")}`)
    );
    return [void 0, "keep", "reverse", "date"].map((order) => ({
      writer,
      preamble,
      order,
      lenient: true,
      origins: change.origins ?? null
    }));
  }
  if (kind === "sync" && to === "cmap") return [{ today: undatedDate(newText.replace(/\r\n/g, "\n")) ?? void 0 }];
  if (kind === "registry") return [{ writer: /\[\s*RELAYED\s+by\s+([^\]]*?)\s*\]/i.exec(newText)?.[1] ?? null }];
  return [{}];
}

export {
  MigrateError,
  sharedFor,
  repoDialect,
  defaultSource,
  migrate,
  migrateTrailer,
  parseMigrateClaim,
  judgeMigration
};
