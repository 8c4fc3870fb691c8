import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  chunkSpan,
  findTitle,
  headingSpan,
  listItems,
  parseEntryHeading,
  parseHandover,
  parseMarker,
  readTitle,
  tryParse,
  unclosedCommentProblem,
  unclosedFenceProblem
} from "./chunk-DIB5KY33.js";
import {
  atxHeadingText,
  sourceFromBytes,
  splitAtLevel2
} from "./chunk-IRDQGPMW.js";

// src/models/index.ts
import { basename } from "node:path";

// src/models/sync.ts
var SYNC_FIELDS = { "current focus": "focus", "blocked on": "blocked", "next action": "next" };
var SYNC_FIELD_LABELS = { focus: "Current focus", blocked: "Blocked on", next: "Next action" };
var NOT_BLOCKED = /* @__PURE__ */ new Set(["", "\u2014", "\u2013", "-", "none", "nothing", "n/a"]);
function parseSync(source) {
  const split = splitAtLevel2(source.text);
  const problems = [];
  const title = findTitle(tryParse(split.preamble, problems, "The preamble"), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, "section"));
  if (split.unclosedComment) problems.push(unclosedCommentProblem(split.unclosedComment, "section"));
  const sections = split.sections.map((chunk) => {
    const id = atxHeadingText(chunk.heading ?? "");
    const tree = tryParse(chunk, problems, `Section "${id}"`);
    const { fields, plain } = listItems(tree);
    return {
      id,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      fields: fields.map((f) => ({ ...f, name: SYNC_FIELDS[f.key] ?? null })),
      items: plain
    };
  });
  return { kind: "sync", source, title, preamble: split.preamble, sections, problems };
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

// src/models/registry.ts
var REGISTRY_FIELDS = ["owns", "address", "head", "subprojects", "ask"];
var REQUIRED_REGISTRY_FIELDS = ["owns", "address"];
var TAG = /\[\s*(SELF|RELAYED\s+by\s+([^\]]*?))\s*\]/gi;
function parseRegistryHeading(text) {
  const tags = [...text.matchAll(TAG)];
  const id = text.replace(TAG, "").trim();
  let provenance = null;
  if (tags.length === 1) {
    const t = tags[0];
    if (/^self$/i.test(t[1])) provenance = { kind: "self" };
    else if (t[2] && t[2].trim()) provenance = { kind: "relayed", by: t[2].trim() };
  }
  return { id, provenance, tagCount: tags.length };
}
function parseRegistry(source) {
  const split = splitAtLevel2(source.text);
  const problems = [];
  const title = findTitle(tryParse(split.preamble, problems, "The preamble"), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, "section"));
  if (split.unclosedComment) problems.push(unclosedCommentProblem(split.unclosedComment, "section"));
  const entries = split.sections.map((chunk) => {
    const headingText = atxHeadingText(chunk.heading ?? "");
    const head = parseRegistryHeading(headingText);
    const tree = tryParse(chunk, problems, `Entry "${headingText}"`);
    const { fields, plain } = listItems(tree);
    const value = (k) => fields.find((f) => f.key === k)?.value ?? null;
    const owns = (value("owns") ?? "").split(";").map((s) => s.trim()).filter(Boolean);
    return { ...head, chunk, heading: headingSpan(chunk), headingText, span: chunkSpan(chunk), fields, items: plain, owns, address: value("address") };
  });
  return { kind: "registry", source, title, preamble: split.preamble, entries, problems };
}
function subjectKey(subject) {
  return subject.toLowerCase().replace(/\s+/g, " ").trim();
}
function provenanceTag(p) {
  return p.kind === "self" ? "[SELF]" : `[RELAYED by ${p.by}]`;
}

// src/models/append.ts
var LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
var NL = 10;
var decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
function parseAppended(path, base, head) {
  if (base.length === 0 || head.length < base.length || base[base.length - 1] !== NL) return null;
  if (Buffer.compare(Buffer.from(head.buffer, head.byteOffset, base.length), Buffer.from(base.buffer, base.byteOffset, base.length)) !== 0) return null;
  const tail = head.subarray(base.length);
  const tailSource = sourceFromBytes(path, tail);
  if (tailSource.encoding.length) return null;
  const tailText = tailSource.text;
  const firstLine = tailText.slice(/^(?:[ \t]*\r?\n)*/.exec(tailText)[0].length).split("\n")[0].replace(/\r$/, "");
  if (firstLine.trim() !== "" && !LEVEL2.test(firstLine)) return null;
  const shape = lastEntryOf(base);
  if (!shape) return null;
  const prior = shape.prior;
  const lineOffset = countLines(base);
  const source = { ...tailSource, lineOffset };
  const grown = parseHandover(source);
  const empty = { start: { line: lineOffset + 1, column: 1, offset: 0 }, text: "", heading: null };
  const common = { source, title: null, writer: shape.writer, problems: [], unclosedFence: null, prior };
  return {
    base: { kind: "handover", ...common, preamble: empty, entries: [] },
    head: { ...grown, title: null, writer: shape.writer, prior }
  };
}
function countLines(b) {
  const buf = Buffer.from(b.buffer, b.byteOffset, b.length);
  let n = 0;
  for (let i = buf.indexOf(NL); i !== -1; i = buf.indexOf(NL, i + 1)) n++;
  return n;
}
function lastEntryOf(base) {
  const buf = Buffer.from(base.buffer, base.byteOffset, base.length);
  let preamble;
  let last = null;
  if (buf.includes("```") || buf.includes("~~~") || buf.includes("<!--")) {
    const split = splitAtLevel2(decoder.decode(buf).replace(/^\uFEFF/, ""));
    if (split.unclosedFence || split.unclosedComment) return null;
    preamble = split.preamble;
    const s = split.sections[split.sections.length - 1];
    if (s) last = { heading: s.heading ?? "", line: s.start.line };
  } else {
    let end = buf.length - 1;
    while (end > 0) {
      const start = buf.lastIndexOf(NL, end - 1) + 1;
      const line = decoder.decode(buf.subarray(start, end)).replace(/\r$/, "");
      if (LEVEL2.test(line)) {
        last = { heading: line, line: countLines(buf.subarray(0, start)) + 1 };
        break;
      }
      end = start - 1;
    }
    let at = 0;
    let preambleEnd = buf.length;
    while (at < buf.length) {
      const nl = buf.indexOf(NL, at);
      const stop = nl === -1 ? buf.length : nl;
      if (LEVEL2.test(decoder.decode(buf.subarray(at, Math.min(stop, at + 8))))) {
        preambleEnd = at;
        break;
      }
      at = stop + 1;
    }
    preamble = { start: { line: 1, column: 1, offset: 0 }, text: decoder.decode(buf.subarray(0, preambleEnd)).replace(/^\uFEFF/, ""), heading: null };
  }
  const { writer } = readTitle(preamble);
  if (!last) return { writer, prior: { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 } };
  const h = parseEntryHeading(atxHeadingText(last.heading));
  if (h.headingProblem || h.seq === null) return null;
  return { writer, prior: { lastSeq: h.seq, lastTime: h.time, lastTimestamp: h.timestamp, lastLine: last.line } };
}

// src/models/index.ts
var DEFAULT_FILES = {
  handover: "HANDOVER.md",
  sync: "SYNC.md",
  registry: "PROJECT_REGISTRY.md",
  marker: ".last-processed.md"
};
function parseDoc(kind, source) {
  switch (kind) {
    case "handover":
      return parseHandover(source);
    case "sync":
      return parseSync(source);
    case "registry":
      return parseRegistry(source);
    case "marker":
      return parseMarker(source);
  }
}
function detectKind(path, text, files) {
  const name = basename(path);
  for (const k of Object.keys(files)) if (basename(files[k]) === name) return k;
  for (const k of Object.keys(DEFAULT_FILES)) if (DEFAULT_FILES[k] === name) return k;
  const head = text.replace(/^\uFEFF/, "").slice(0, 4096);
  if (/^---\r?\n/.test(head) && /^# Last processed/m.test(head)) return "marker";
  if (/^#[ \t]+Handover\b/im.test(head)) return "handover";
  if (/^#[ \t]+Sync\b/im.test(head)) return "sync";
  if (/^#[ \t]+Project registry\b/im.test(head)) return "registry";
  return null;
}

export {
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  parseSync,
  syncField,
  isBlocked,
  isNotBlocked,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  parseRegistryHeading,
  parseRegistry,
  subjectKey,
  provenanceTag,
  parseAppended,
  DEFAULT_FILES,
  parseDoc,
  detectKind
};
