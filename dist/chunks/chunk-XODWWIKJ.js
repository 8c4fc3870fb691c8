// src/models/split.ts
var LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
var FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
var LIST_FENCE_OPEN = /^( {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+)(`{3,}|~{3,})(.*)$/;
function splitAtLevel2(text, lineOffset = 0) {
  const sections = [];
  let fence = null;
  let inComment = false;
  let commentAt = { line: 1 + lineOffset, column: 1, offset: 0 };
  let chunkStart = { line: 1 + lineOffset, column: 1, offset: 0 };
  let chunkHeading = null;
  let preamble = null;
  let line = 1 + lineOffset;
  let offset = 0;
  const n = text.length;
  let ticks = -2;
  let tildes = -2;
  const fenceCharsIn = (from, to) => {
    if (ticks !== -1 && ticks < from) ticks = text.indexOf("``", from);
    if (tildes !== -1 && tildes < from) tildes = text.indexOf("~~", from);
    return ticks !== -1 && ticks < to || tildes !== -1 && tildes < to;
  };
  const close = (end) => {
    const chunk = { start: chunkStart, text: text.slice(chunkStart.offset, end), heading: chunkHeading };
    if (preamble === null) preamble = chunk;
    else sections.push(chunk);
  };
  for (; ; ) {
    let eol = text.indexOf("\n", offset);
    if (eol === -1) eol = n;
    const c = text.charCodeAt(offset);
    const listFence = !fence && !inComment && (c === 45 || c === 42 || c === 43 || c >= 48 && c <= 57) && fenceCharsIn(offset, eol);
    if (c === 32 || c === 96 || c === 126 || c === 35 || c === 60 || inComment || fence || listFence) {
      let raw = text.slice(offset, eol);
      if (raw.endsWith("\r")) raw = raw.slice(0, -1);
      if (fence && fence.indent > 0 && /\S/.test(raw) && /^ */.exec(raw)[0].length < fence.indent) fence = null;
      if (fence) {
        const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(fence.indent ? raw.slice(fence.indent) : raw);
        if (m && m[1][0] === fence.char && m[1].length >= fence.size) fence = null;
      } else if (inComment) {
        if (raw.includes("-->")) inComment = false;
      } else {
        const f = FENCE_OPEN.exec(raw);
        const l = f || !(raw.includes("``") || raw.includes("~~")) ? null : LIST_FENCE_OPEN.exec(raw);
        if (f && !(f[1][0] === "`" && f[2].includes("`"))) {
          fence = { char: f[1][0], size: f[1].length, at: { line, column: 1, offset }, indent: 0 };
        } else if (l && !(l[2][0] === "`" && l[3].includes("`"))) {
          fence = { char: l[2][0], size: l[2].length, at: { line, column: 1, offset }, indent: l[1].length };
        } else if (LEVEL2.test(raw)) {
          close(offset);
          chunkStart = { line, column: 1, offset };
          chunkHeading = raw;
        } else if (/^ {0,3}<!--/.test(raw) && !raw.slice(raw.indexOf("<!--") + 4).includes("-->")) {
          inComment = true;
          commentAt = { line, column: 1, offset };
        }
      }
    }
    if (eol >= n) break;
    offset = eol + 1;
    line++;
  }
  close(n);
  return { preamble, sections, unclosedFence: fence ? fence.at : null, unclosedComment: inComment ? commentAt : null };
}
function atxHeadingText(raw) {
  const s = raw.replace(/^ {0,3}#{1,6}(?=[ \t]|$)/, "");
  let end = trimmedEnd(s, s.length);
  let h = end;
  while (h > 0 && s.charCodeAt(h - 1) === 35) h--;
  if (h < end && (h === 0 || isBlank(s.charCodeAt(h - 1)))) end = trimmedEnd(s, h);
  let start = 0;
  while (start < end && isBlank(s.charCodeAt(start))) start++;
  return s.slice(start, end);
}
var isBlank = (c) => c === 32 || c === 9;
function trimmedEnd(s, end = s.length) {
  while (end > 0 && isBlank(s.charCodeAt(end - 1))) end--;
  return end;
}
function trimTrailingSpace(s) {
  let end = s.length;
  for (let c = s.charCodeAt(end - 1); end > 0 && (c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11); c = s.charCodeAt(end - 1)) end--;
  return end === s.length ? s : s.slice(0, end);
}
var OPENER = /^ {0,3}(?:`{3,}|~{3,}|<!--)/gm;
var FENCE_LINE = /^ {0,3}(?:`{3,}|~{3,})/gm;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
var LIST_FENCE_LINE = /^ {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+(?:`{3}|~{3})/m;
function lineAt(text, start) {
  const eol = text.indexOf("\n", start);
  let raw = eol === -1 ? text.slice(start) : text.slice(start, eol);
  if (raw.endsWith("\r")) raw = raw.slice(0, -1);
  return { raw, next: eol === -1 ? -1 : eol + 1 };
}
function nextLineMatch(re, text, from) {
  re.lastIndex = from;
  for (; ; ) {
    const m = re.exec(text);
    if (!m) return -1;
    if (m.index === 0 || text.charCodeAt(m.index - 1) === 10) return m.index;
    re.lastIndex = m.index + 1;
  }
}
function scanLevel2(text) {
  if (LIST_FENCE_LINE.test(text)) {
    const split = splitAtLevel2(text);
    const { sections } = split;
    return {
      first: sections.length ? sections[0].start.offset : null,
      last: sections.length ? sections[sections.length - 1].start.offset : null,
      unclosedFence: split.unclosedFence ? split.unclosedFence.offset : null,
      inComment: split.unclosedComment !== null
    };
  }
  const n = text.length;
  const regions = [];
  let unclosedFence = null;
  let inComment = false;
  let offset = 0;
  while (offset < n) {
    const at = nextLineMatch(OPENER, text, offset);
    if (at === -1) break;
    const { raw, next } = lineAt(text, at);
    const f = FENCE_OPEN.exec(raw);
    if (f && !(f[1][0] === "`" && f[2].includes("`"))) {
      let close = -1;
      let from = next;
      while (from !== -1 && from < n) {
        const c = nextLineMatch(FENCE_LINE, text, from);
        if (c === -1) break;
        const line = lineAt(text, c);
        const m = FENCE_CLOSE.exec(line.raw);
        if (m && m[1][0] === f[1][0] && m[1].length >= f[1].length) {
          close = line.next === -1 ? n : line.next;
          break;
        }
        from = line.next;
      }
      if (close === -1) {
        unclosedFence = at;
        regions.push([at, n]);
        break;
      }
      regions.push([at, close]);
      offset = close;
    } else if (/^ {0,3}<!--/.test(raw) && !raw.slice(raw.indexOf("<!--") + 4).includes("-->")) {
      const end = next === -1 ? -1 : text.indexOf("-->", next);
      if (end === -1) {
        inComment = true;
        regions.push([at, n]);
        break;
      }
      const after = text.indexOf("\n", end);
      regions.push([at, after === -1 ? n : after + 1]);
      offset = after === -1 ? n : after + 1;
    } else {
      offset = next === -1 ? n : next;
    }
  }
  const inRegion = (pos) => {
    let lo = 0;
    let hi = regions.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      if (pos < regions[mid][0]) hi = mid - 1;
      else if (pos >= regions[mid][1]) lo = mid + 1;
      else return regions[mid];
    }
    return null;
  };
  const headingAt = (i) => {
    const ls = text.lastIndexOf("\n", i - 1) + 1;
    return /^ {0,3}$/.test(text.slice(ls, i)) && LEVEL2.test(lineAt(text, ls).raw) && !inRegion(ls) ? ls : null;
  };
  let first = null;
  for (let from = 0, i = text.indexOf("##"); i !== -1 && first === null; i = text.indexOf("##", from)) {
    first = headingAt(i);
    from = inRegion(i)?.[1] ?? i + 2;
  }
  let last = null;
  for (let i = first === null ? -1 : text.lastIndexOf("##"); i !== -1 && last === null; ) {
    last = headingAt(i);
    const pos = (inRegion(i)?.[0] ?? i) - 1;
    i = pos < 0 ? -1 : text.lastIndexOf("##", pos);
  }
  return { first, last, unclosedFence, inComment };
}

// src/models/source.ts
import { isUtf8 } from "node:buffer";
function encodingWhat(p) {
  return p.kind === "nul" ? "a NUL byte" : p.kind === "bare-cr" ? "a bare CR line ending" : "invalid UTF-8";
}
function sourceFromBytes(path, input) {
  const encoding = [];
  let text;
  if (typeof input === "string") {
    text = input;
  } else {
    const bad = isUtf8(input) ? -1 : firstInvalidUtf8(input);
    if (bad !== -1) {
      const { line, column } = byteLineColumn(input, bad);
      encoding.push({ kind: "invalid-utf8", line, column });
    }
    text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(input);
  }
  const bom = text.charCodeAt(0) === 65279;
  if (bom) text = text.slice(1);
  const nul = text.indexOf("\0");
  if (nul !== -1) {
    const p = pointAt(text, nul);
    encoding.push({ kind: "nul", line: p.line, column: p.column });
  }
  for (let cr = text.indexOf("\r"); cr !== -1; cr = text.indexOf("\r", cr + 1)) {
    if (text.charCodeAt(cr + 1) === 10) continue;
    const p = pointAt(text, cr);
    encoding.push({ kind: "bare-cr", line: p.line, column: p.column });
    break;
  }
  return { path, text, bom, encoding };
}
function firstInvalidUtf8(b) {
  const n = b.length;
  let i = 0;
  while (i < n) {
    const c = b[i];
    if (c < 128) {
      i++;
      continue;
    }
    let need;
    let min;
    if (c >= 194 && c <= 223) {
      need = 1;
      min = 128;
    } else if (c >= 224 && c <= 239) {
      need = 2;
      min = 2048;
    } else if (c >= 240 && c <= 244) {
      need = 3;
      min = 65536;
    } else return i;
    let cp = c & 63 >> need;
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === void 0 || (d & 192) !== 128) return i;
      cp = cp << 6 | d & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return i;
    i += need + 1;
  }
  return -1;
}
function byteLineColumn(b, at) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) if (b[i] === 10) {
    line++;
    lineStart = i + 1;
  }
  const column = new TextDecoder().decode(b.subarray(lineStart, at)).length + 1;
  return { line, column };
}
function pointAt(text, offset) {
  let line = 1;
  let lineStart = 0;
  let i = text.indexOf("\n");
  while (i !== -1 && i < offset) {
    line++;
    lineStart = i + 1;
    i = text.indexOf("\n", i + 1);
  }
  return { line, column: offset - lineStart + 1, offset };
}
function spanAt(p) {
  return { start: p, end: p };
}
function conflictBlocks(text) {
  const out = [];
  if (!text.includes("<<<<<<<")) return out;
  const lines = text.split("\n");
  let open = null;
  let middle = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.startsWith("<<<<<<<")) {
      open = i;
      middle = false;
    } else if (open !== null && /^=======\r?$/.test(l)) middle = true;
    else if (open !== null && middle && l.startsWith(">>>>>>>")) {
      out.push({ from: open, to: i, toLength: l.replace(/\r$/, "").length });
      open = null;
      middle = false;
    }
  }
  return out;
}

// src/models/common.ts
import { toString } from "mdast-util-to-string";

// src/models/markdown.ts
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
var markdown = unified().use(remarkParse);
var withFrontmatter = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]);
var MAX_CHUNK_CHARS = 1024 * 1024;
var MAX_NESTING = 64;
function tooDeep(text) {
  const n = text.length;
  let line = 1;
  let i = 0;
  while (i < n) {
    let markers = 0;
    let cols = 0;
    let j = i;
    for (; ; ) {
      const c = text.charCodeAt(j);
      if (c === 32) {
        cols++;
        j++;
        continue;
      }
      if (c === 9) {
        cols += 4;
        j++;
        continue;
      }
      if (c === 62) {
        markers++;
        j++;
        continue;
      }
      let k = j;
      if (c === 45 || c === 42 || c === 43) k = j + 1;
      else {
        while (k < n && k - j < 9 && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
        const d = text.charCodeAt(k);
        k = k > j && (d === 46 || d === 41) ? k + 1 : j;
      }
      const after = text.charCodeAt(k);
      if (k > j && (k >= n || after === 32 || after === 9 || after === 10 || after === 13)) {
        markers++;
        j = k;
        continue;
      }
      break;
    }
    const depth = markers ? markers + (cols >> 1) : 0;
    if (depth > MAX_NESTING) return { line, depth, offset: i };
    const nl = text.indexOf("\n", j);
    if (nl === -1) break;
    i = nl + 1;
    line++;
  }
  return null;
}
function parseChunk(chunk, options = {}) {
  const tree = (options.frontmatter ? withFrontmatter : markdown).parse(chunk.text);
  if (chunk.start.offset !== 0) shift(tree, chunk.start);
  return tree;
}
function shift(node, start) {
  const stack = [node];
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
function spanOf(node) {
  const p = node.position;
  return {
    start: { line: p.start.line, column: p.start.column, offset: p.start.offset ?? 0 },
    end: { line: p.end.line, column: p.end.column, offset: p.end.offset ?? 0 }
  };
}

// src/models/common.ts
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
    problems.push({ message: `${what} nests lists or block quotes about ${deep.depth} levels deep, more than the ${MAX_NESTING} allowed; flatten it`, at: { start: at, end: at } });
    return null;
  }
  try {
    return parseChunk(chunk, options);
  } catch (error) {
    problems.push({ message: `${what} could not be parsed as Markdown (${error.message}); simplify it`, at: { start: chunk.start, end: chunk.start } });
    return null;
  }
}
function findTitle(tree, chunk) {
  if (!tree) return rawTitle(chunk);
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 1) {
      const span = spanOf(node);
      const raw = chunk.text.slice(span.start.offset - chunk.start.offset, span.end.offset - chunk.start.offset);
      const text = raw.startsWith("#") || /^ {1,3}#/.test(raw) ? atxHeadingText(raw) : toString(node);
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
  const at = (p, column) => ({ line: chunk.start.line + p.line - 1, column, offset: chunk.start.offset + p.offset });
  return { text: atxHeadingText(raw), span: { start: at(start, 1), end: at({ ...start, offset: m.index + raw.length }, raw.length + 1) } };
}
var FIELD = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]*:[ \t]*([\s\S]*)$/;
var FIELD_DATE_AFTER = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*:[ \t]*\((\d{4}-\d{2}-\d{2})\)[ \t]*([\s\S]*)$/;
function fieldKey(label) {
  return label.trim().toLowerCase().replace(/[\s_-]+/g, " ");
}
function listItems(tree) {
  const fields = [];
  const plain = [];
  if (!tree) return { fields, plain };
  for (const node of tree.children) {
    if (node.type !== "list") continue;
    for (const item of node.children) {
      const first = item.children[0];
      const text = first && first.type === "paragraph" ? toString(first).trim() : "";
      const span = spanOf(item);
      const m = FIELD_DATE_AFTER.exec(text) ?? FIELD.exec(text);
      if (m) {
        fields.push({ label: m[1].trim(), key: fieldKey(m[1]), date: m[2] ?? null, value: m[3].trim(), span });
      } else {
        plain.push({ text, span });
      }
    }
  }
  return { fields, plain };
}
function chunkSpan(chunk) {
  let end = chunk.text.length;
  while (end > 0 && /\s/.test(chunk.text[end - 1])) end--;
  const trimmed = chunk.text.slice(0, end);
  let lines = 0;
  let last = -1;
  for (let i = trimmed.indexOf("\n"); i !== -1; i = trimmed.indexOf("\n", i + 1)) {
    lines++;
    last = i;
  }
  return {
    start: chunk.start,
    end: { line: chunk.start.line + lines, column: trimmed.length - last, offset: chunk.start.offset + trimmed.length }
  };
}
function headingSpan(chunk) {
  const len = (chunk.heading ?? "").length;
  return { start: chunk.start, end: { line: chunk.start.line, column: len + 1, offset: chunk.start.offset + len } };
}
function unclosedCommentProblem(at, what) {
  return { message: `This HTML comment is never closed, so every ${what} after it is hidden; close it with "-->"`, at: { start: at, end: at } };
}
function unclosedFenceProblem(at, what) {
  return { message: `This code fence is never closed, so every heading after it is code, not ${what === "entry" ? "an entry" : "a section"}; close the fence`, at: { start: at, end: at } };
}

// src/models/diff.ts
function normaliseText(text) {
  return trimTrailingSpace(text.replace(/\r\n?/g, "\n"));
}
function sameText(a, b) {
  return normaliseText(a.text) === normaliseText(b.text);
}
function diffHandover(base, head) {
  const byText = /* @__PURE__ */ new Map();
  head.entries.forEach((e, i) => {
    const key = normaliseText(e.chunk.text);
    byText.set(key, [...byText.get(key) ?? [], i]);
  });
  const pairOf = /* @__PURE__ */ new Map();
  const used = /* @__PURE__ */ new Set();
  for (const e of base.entries) {
    const i = byText.get(normaliseText(e.chunk.text))?.find((x) => !used.has(x));
    if (i !== void 0) {
      pairOf.set(e.index, i);
      used.add(i);
    }
  }
  const changes = [];
  const changedPair = /* @__PURE__ */ new Map();
  for (const e of base.entries) {
    if (pairOf.has(e.index)) continue;
    const bySeq = e.seq === null ? void 0 : head.entries.find((h) => !used.has(h.index) && h.seq === e.seq);
    const candidate = bySeq ?? (head.entries[e.index] && !used.has(e.index) && head.entries[e.index].seq === null ? head.entries[e.index] : void 0);
    if (candidate) {
      used.add(candidate.index);
      changedPair.set(e.index, candidate.index);
      changes.push({ kind: "changed", base: e, head: candidate });
    }
  }
  let furthest = -1;
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h === void 0) {
      const next = base.entries.slice(e.index + 1).map((b) => pairOf.get(b.index)).find((x) => x !== void 0);
      changes.push({ kind: "removed", base: e, at: next !== void 0 ? head.entries[next].heading.start : endOf(head) });
      continue;
    }
    if (h < furthest && pairOf.has(e.index)) changes.push({ kind: "reordered", base: e, head: head.entries[h] });
    furthest = Math.max(furthest, h);
  }
  const headToBase = /* @__PURE__ */ new Map();
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h !== void 0) headToBase.set(h, e);
  }
  for (const h of head.entries) {
    if (used.has(h.index)) continue;
    let before = null;
    for (let i = h.index + 1; i < head.entries.length && !before; i++) before = headToBase.get(i) ?? null;
    changes.push({ kind: "added", head: h, before });
  }
  return { preambleChanged: !sameText(base.preamble, head.preamble), changes };
}
function endOf(doc) {
  const last = doc.entries[doc.entries.length - 1];
  return last ? last.span.end : { line: 1, column: 1, offset: 0 };
}
function sectionDiff(base, head, keyOf) {
  const keyed = (list) => {
    const seen = /* @__PURE__ */ new Map();
    return new Map(list.map((s) => {
      const k = keyOf(s);
      const n = seen.get(k) ?? 0;
      seen.set(k, n + 1);
      return [n ? `${k}\0${n}` : k, s];
    }));
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
  return { ...sectionDiff(base?.sections ?? [], head?.sections ?? [], (s) => s.id), preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble) };
}
function diffRegistry(base, head) {
  return { ...sectionDiff(base?.entries ?? [], head?.entries ?? [], (e) => e.id.toLowerCase()), preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble) };
}
function keepsPrefix(base, head) {
  return normaliseText(head.text).startsWith(normaliseText(base.text));
}

// src/models/handover.ts
import { createHash } from "node:crypto";

// src/models/time.ts
var RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;
function parseRfc3339(s) {
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
function nowRfc3339(date = /* @__PURE__ */ new Date()) {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

// src/models/handover.ts
var SEP = "[\xB7\u2014\u2013\\-|]";
var HEADING = new RegExp(`^(\\d+)[ \\t]+${SEP}[ \\t]+(\\S+)(?:[ \\t]+${SEP}(?:[ \\t]+(.*))?)?$`);
var WRITER = /^Handover\s*:\s*(\S(?:.*\S)?)\s*$/i;
function parseHandover(source) {
  const split = splitAtLevel2(source.text, source.lineOffset ?? 0);
  const problems = [];
  const { title, writer } = readTitle(split.preamble, problems);
  const entries = split.sections.map((chunk, index) => readEntry(chunk, index));
  if (split.unclosedComment) problems.push(unclosedCommentProblem(split.unclosedComment, "entry"));
  return {
    kind: "handover",
    source,
    title,
    writer,
    preamble: split.preamble,
    entries,
    problems,
    unclosedFence: split.unclosedFence ? { start: split.unclosedFence, end: split.unclosedFence } : null
  };
}
function readTitle(preamble, problems = []) {
  if (!/\S/.test(preamble.text)) return { title: null, writer: null };
  const title = findTitle(tryParse(preamble, problems, "The preamble"), preamble);
  return { title, writer: writerOf(title) };
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
  else if (time === null) headingProblem = `"${m[2]}" is not an RFC 3339 timestamp with a zone; write it like 2026-11-29T10:00:00Z`;
  return { seq, timestamp: m[2], time, title: m[3] ? m[3] : null, headingProblem };
}
function readEntry(chunk, index) {
  const headingText = atxHeadingText(chunk.heading ?? "");
  return { index, chunk, heading: headingSpan(chunk), headingText, ...parseEntryHeading(headingText), span: chunkSpan(chunk) };
}
var CORRECTS_LINE = /^\s*corrects\s*:\s*(#\s*\d+(?:(?:\s*(?:,|and|&)\s*|\s*)#\s*\d+)*)\s*$/i;
var CORRECTS_HINT = /corrects\s*:/i;
var corrected = /* @__PURE__ */ new WeakMap();
function correctsOf(entry) {
  const known = corrected.get(entry);
  if (known) return known;
  const found = [];
  if (CORRECTS_HINT.test(entry.chunk.text)) {
    const tree = tryParse(entry.chunk, [], "entry");
    if (tree) collectCorrects(tree, found);
    else scanCorrects(entry.chunk, found);
  }
  corrected.set(entry, found);
  return found;
}
function proseText(node) {
  if (node.type === "inlineCode") {
    const p = node.position;
    return "\u2063".repeat(3) + "\n".repeat(p ? p.end.line - p.start.line : 0);
  }
  if ("children" in node) return node.children.map(proseText).join("");
  return "value" in node ? String(node.value) : "";
}
function targetsOf(list) {
  return [...list.matchAll(/#\s*(\d+)/g)].map((x) => Number(x[1]));
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
      const m = CORRECTS_LINE.exec(line);
      if (m) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        found.push({ targets: targetsOf(m[1]), span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } } });
      }
    }
    offset += raw.length + 1;
  });
}
function collectCorrects(tree, found) {
  const stack = tree.children.slice().reverse();
  while (stack.length) {
    const node = stack.pop();
    if (node.type === "paragraph") {
      const span = spanOf(node);
      proseText(node).split("\n").map((l) => l.endsWith("\r") ? l.slice(0, -1) : l).forEach((line, i) => {
        const m = CORRECTS_LINE.exec(line);
        if (!m) return;
        const targets = targetsOf(m[1]);
        const lineNo = span.start.line + i;
        found.push({ targets, span: { start: { line: lineNo, column: i === 0 ? span.start.column : 1, offset: span.start.offset }, end: { line: lineNo, column: (i === 0 ? span.start.column : 1) + line.length, offset: span.start.offset } } });
      });
    } else if (node.type === "list" || node.type === "listItem" || node.type === "blockquote") {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
}
function entryDigestText(chunkText) {
  return normaliseText(chunkText);
}
function entryDigest(chunkText) {
  return `sha256:${createHash("sha256").update(entryDigestText(chunkText), "utf8").digest("hex")}`;
}

// src/models/marker.ts
import { createRequire } from "node:module";
var yamlModule = null;
var Y = () => yamlModule ??= createRequire(import.meta.url)("yaml");
var DIGEST = /^sha256:[0-9a-f]{64}$/;
function parseMarker(source) {
  const problems = [];
  const whole = { start: { line: 1, column: 1, offset: 0 }, text: source.text, heading: null };
  const tree = tryParse(whole, problems, "The marker", { frontmatter: true });
  const first = tree?.children[0];
  const offsets = [];
  const doc = { kind: "marker", source, title: null, preamble: splitAtLevel2(source.text).preamble, problems, hasFrontmatter: false, offsets };
  if (!first || first.type !== "yaml") return doc;
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
    offsets.push({
      upstream: key,
      value: value ?? {},
      seq: value && Number.isInteger(value.seq) ? value.seq : null,
      at: value && typeof value.at === "string" ? value.at : value && value.at instanceof Date ? value.at.toISOString() : null,
      digest: value && typeof value.digest === "string" ? value.digest : null,
      span
    });
    if (!value) problems.push({ message: `"${key}" must map to seq, at and digest`, at: span });
  }
  return doc;
}
function offsetProblem(o) {
  if (o.seq === null || o.seq < 0) return `"${o.upstream}.seq" must be a whole number of 0 or more`;
  if (o.at === null || parseRfc3339(o.at) === null) return `"${o.upstream}.at" must be an RFC 3339 timestamp with a zone`;
  if (o.digest === null || !DIGEST.test(o.digest)) return `"${o.upstream}.digest" must be "sha256:" and 64 lower-case hex digits`;
  return null;
}
function renderMarker(offsets, eol = "\n") {
  const names = Object.keys(offsets).sort();
  const fm = names.length ? Y().stringify(Object.fromEntries(names.map((n) => [n, offsets[n]]))) : "{}\n";
  const lines = names.map((n) => `- ${n}: entry ${String(offsets[n].seq)}, processed ${String(offsets[n].at)}`);
  const text = `---
${fm}---
# Last processed

${lines.join("\n")}${lines.length ? "\n" : ""}`;
  return eol === "\n" ? text : text.replace(/\n/g, eol);
}

export {
  splitAtLevel2,
  atxHeadingText,
  trimTrailingSpace,
  scanLevel2,
  encodingWhat,
  sourceFromBytes,
  firstInvalidUtf8,
  pointAt,
  spanAt,
  conflictBlocks,
  tryParse,
  findTitle,
  listItems,
  chunkSpan,
  headingSpan,
  unclosedCommentProblem,
  unclosedFenceProblem,
  nowRfc3339,
  normaliseText,
  sameText,
  diffHandover,
  sectionDiff,
  diffSync,
  diffRegistry,
  keepsPrefix,
  parseHandover,
  readTitle,
  writerOf,
  parseEntryHeading,
  readEntry,
  correctsOf,
  entryDigestText,
  entryDigest,
  DIGEST,
  parseMarker,
  offsetProblem,
  renderMarker
};
