import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/models/markdown/source.ts
import { isUtf8 } from "node:buffer";
var ENCODING_SHOWN = 100;
function encodingWhat(p) {
  return p.kind === "nul" ? "a NUL byte" : p.kind === "bare-cr" ? "a bare CR line ending" : "invalid UTF-8";
}
function sourceFromBytes(path, input) {
  let text;
  let invalid = [];
  let invalidCount = 0;
  if (typeof input === "string") {
    text = input;
  } else {
    text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(input);
    if (!isUtf8(input)) ({ offsets: invalid, count: invalidCount } = invalidUtf8Offsets(input));
  }
  const bom = text.charCodeAt(0) === 65279;
  if (bom) {
    text = text.slice(1);
    invalid = invalid.map((o) => o - 1);
  }
  const nul = offsetsOf(text, (t, from) => t.indexOf("\0", from));
  const cr = offsetsOf(text, nextBareCr);
  if (invalid.length === 0 && nul.count === 0 && cr.count === 0) return { path, text, bom, encoding: [] };
  const original = text;
  text = readable(text);
  const found = [];
  const add = (kind, { offsets, count }) => offsets.forEach((offset, i) => {
    const rest = count - ENCODING_SHOWN + 1;
    found.push(i === ENCODING_SHOWN - 1 && rest > 1 ? { kind, offset, more: rest } : { kind, offset });
  });
  add("invalid-utf8", { offsets: invalid, count: invalidCount });
  add("nul", nul);
  add("bare-cr", cr);
  found.sort((x, y) => x.offset - y.offset);
  const encoding = [];
  let line = 1;
  let lineStart = 0;
  for (const f of found) {
    for (let nl = text.indexOf("\n", lineStart); nl !== -1 && nl < f.offset; nl = text.indexOf("\n", lineStart)) {
      line++;
      lineStart = nl + 1;
    }
    const problem = {
      kind: f.kind,
      line,
      column: f.offset - lineStart + 1,
      context: f.more ? `${f.more} more` : contextAt(original, f.offset)
    };
    if (f.more) problem.more = f.more;
    encoding.push(problem);
  }
  return { path, text, bom, encoding };
}
function readable(text) {
  return text.replace(/\r(?!\n)/g, "\n").replace(/\u0000/g, "\uFFFD");
}
function nextBareCr(text, from) {
  for (let i = text.indexOf("\r", from); i !== -1; i = text.indexOf("\r", i + 1))
    if (text.charCodeAt(i + 1) !== 10) return i;
  return -1;
}
function offsetsOf(text, next) {
  const offsets = [];
  let count = 0;
  for (let i = next(text, 0); i !== -1; i = next(text, i + 1)) {
    if (count < ENCODING_SHOWN) offsets.push(i);
    count++;
  }
  return { offsets, count };
}
function contextAt(text, offset) {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, "");
}
function invalidUtf8Offsets(b) {
  const offsets = [];
  let count = 0;
  const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  let decodedTo = 0;
  let textOffset = 0;
  for (let i = firstInvalidUtf8(b); i !== -1; i = firstInvalidUtf8(b, i)) {
    if (count < ENCODING_SHOWN) {
      textOffset += decoder.decode(b.subarray(decodedTo, i)).length;
      decodedTo = i;
      offsets.push(textOffset);
    }
    count++;
    i++;
    while (i < b.length && (b[i] & 192) === 128) i++;
    if (i >= b.length) break;
  }
  return { offsets, count };
}
function firstInvalidUtf8(b, from = 0) {
  const n = b.length;
  let i = from;
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

// src/models/markdown/limits.ts
var MAX_INLINE_MARKERS = { emphasis: 1e3, link: 1e3, code: 2e3 };
var MARKER_WORDS = {
  emphasis: "emphasis markers (* or _)",
  link: "link or image openers ([)",
  code: "backticks"
};
function tooManyMarkers(text, scale = 1) {
  let emphasis = 0;
  let link = 0;
  let code = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 42 || c === 95) emphasis++;
    else if (c === 91) link++;
    else if (c === 96) code++;
  }
  for (const [kind, count] of [
    ["emphasis", emphasis],
    ["link", link],
    ["code", code]
  ]) {
    const max = MAX_INLINE_MARKERS[kind] * scale;
    if (count > max) return { kind, count, max, words: MARKER_WORDS[kind] };
  }
  return null;
}

// src/models/markdown/remark.ts
import { createRequire } from "node:module";
var plain = null;
var frontmatter = null;
function load() {
  const { unified } = createRequire(import.meta.url)("../vendor/unified.cjs");
  const remarkParse = createRequire(import.meta.url)("../vendor/remark-parse.cjs").default;
  return { unified, remarkParse };
}
function markdownParser() {
  if (!plain) {
    const { unified, remarkParse } = load();
    plain = unified().use(remarkParse);
  }
  return plain;
}
function frontmatterParser() {
  if (!frontmatter) {
    const { unified, remarkParse } = load();
    const remarkFrontmatter = createRequire(import.meta.url)("../vendor/remark-frontmatter.cjs").default;
    frontmatter = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]);
  }
  return frontmatter;
}

// src/models/markdown/split.ts
var FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
var LIST_FENCE_OPEN = /^( {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+)(`{3,}|~{3,})(.*)$/;
var ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
var SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
var THEMATIC = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
var LIST_MARKER = /^( {0,3})([-+*]|(\d{1,9})[.)])([ \t]+|$)/;
var HTML_CLOSED_BY = [
  [/^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i, "closing tag"],
  [/^ {0,3}<!--/, /-->/, "-->"],
  [/^ {0,3}<\?/, /\?>/, "?>"],
  [/^ {0,3}<![A-Za-z]/, />/, ">"],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/, "]]>"]
];
var HTML_BLOCK_NAMES = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h1|h2|h3|h4|h5|h6|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
var HTML_6 = new RegExp(`^ {0,3}</?(?:${HTML_BLOCK_NAMES})(?=[\\s/>]|$)`, "i");
var HTML_7_ATTRIBUTE = String.raw`\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>${"`"}]+|'[^']*'|"[^"]*"))?`;
var HTML_7 = new RegExp(
  String.raw`^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:${HTML_7_ATTRIBUTE})*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$`
);
var LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
var PLAIN = new Uint8Array(128);
for (let c = 65; c <= 90; c++) PLAIN[c] = 1;
for (let c = 97; c <= 122; c++) PLAIN[c] = 1;
for (const ch of `"'(),./:;?@[\\]^{|}$%&`) PLAIN[ch.charCodeAt(0)] = 1;
function indentOf(raw) {
  let cols = 0;
  let i = 0;
  for (; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 32) cols++;
    else if (c === 9) cols += 4 - cols % 4;
    else break;
  }
  return { cols, at: i };
}
function contentColumn(m) {
  const base = m[1].length + m[2].length;
  const spaces = m[4].replace(/\t/g, "    ").length;
  return spaces === 0 || spaces > 4 ? base + 1 : base + spaces;
}
function htmlOpen(raw, inParagraph) {
  if (raw.charCodeAt(indentOf(raw).at) !== 60) return null;
  for (const [open, close, what] of HTML_CLOSED_BY) {
    const m = open.exec(raw);
    if (m) return { close, opener: what === "-->" ? "<!--" : m[0].trim(), from: m[0].length };
  }
  if (HTML_6.test(raw) || !inParagraph && HTML_7.test(raw)) return { close: null, opener: "html", from: 0 };
  return null;
}
function scanBlocks(text, lineOffset = 0, minLevel = 2, maxLevel = 2) {
  const boundaries = [];
  let fence = null;
  let html = null;
  let para = 0;
  let paraStart = 0;
  let paraLine = 0;
  let paraDef = false;
  let unsure = null;
  let listIndent = -1;
  let code = false;
  let container = false;
  let emptyItem = false;
  const lists = [];
  let line = 1 + lineOffset;
  let offset = 0;
  const n = text.length;
  const point = () => ({ line, column: 1, offset });
  const boundary = (b) => {
    const { level, at, atLine, raw, setextLines } = b;
    if (level >= minLevel && level <= maxLevel)
      boundaries.push(
        setextLines ? { offset: at, line: atLine, level, raw, setextLines } : { offset: at, line: atLine, level, raw }
      );
  };
  const openBlock = (raw, indent, inParagraph) => {
    const f2 = FENCE_OPEN.exec(raw);
    if (f2 && !(f2[1][0] === "`" && f2[2].includes("`"))) {
      fence = { char: f2[1][0], size: f2[1].length, at: point(), indent };
      return true;
    }
    const h2 = htmlOpen(raw, inParagraph);
    if (h2) {
      if (h2.close?.test(raw.slice(h2.from))) return true;
      html = { close: h2.close, at: point(), opener: h2.opener, indent };
      return true;
    }
    return false;
  };
  for (const end = lineOffset === 0 ? frontMatterEnd(text) : 0; offset < end; line++)
    offset = text.indexOf("\n", offset) + 1;
  for (; ; ) {
    let eol = text.indexOf("\n", offset);
    if (eol === -1) eol = n;
    if (!fence && !html && listIndent < 0 && offset < eol && PLAIN[text.charCodeAt(offset)] === 1) {
      code = false;
      if (para === 0) {
        para = 1;
        paraStart = offset;
        paraLine = line;
        paraDef = mayDefine(text, offset, eol);
      }
      if (eol >= n) break;
      offset = eol + 1;
      line++;
      continue;
    }
    let raw = text.slice(offset, eol);
    if (raw.endsWith("\r")) raw = raw.slice(0, -1);
    const { cols, at } = indentOf(raw);
    const blank = at === raw.length;
    if (para === 1 && paraDef && !blank && !fence && !html && listIndent < 0) unsure ??= point();
    const wasCode = code;
    code = false;
    const wasContainer = container;
    container = false;
    if ((fence || html) && (fence ?? html).indent > 0 && !blank && cols < (fence ?? html).indent) {
      fence = null;
      html = null;
    }
    if (html?.quote && !QUOTE.test(raw)) html = null;
    else if (html?.quote) container = true;
    if (fence) {
      const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(fence.indent ? raw.slice(Math.min(fence.indent, at)) : raw);
      if (m && m[1][0] === fence.char && m[1].length >= fence.size) fence = null;
    } else if (html) {
      if (html.close ? html.close.test(raw) : blank || html.quote && !unquoted(raw).trim()) html = null;
    } else if (blank) {
      para = 0;
      code = wasCode;
      if (emptyItem) {
        lists.pop();
        listIndent = lists.length ? lists[lists.length - 1] : -1;
      }
      emptyItem = false;
    } else {
      emptyItem = false;
      const marker = cols < 4 ? LIST_MARKER.exec(raw) : null;
      if (listIndent >= 0 && cols < listIndent) {
        const lazy = !marker && para === 2 && !ATX.test(raw) && !opensFence(raw) && !THEMATIC.test(raw) && !QUOTE.test(raw) && !htmlOpen(raw, true);
        if (lazy && HTML_7.test(raw)) {
          para = 0;
          html = { close: null, at: point(), opener: "html", indent: listIndent };
        }
        if (lazy) {
          if (eol >= n) break;
          offset = eol + 1;
          line++;
          continue;
        }
        while (lists.length && lists[lists.length - 1] > cols) lists.pop();
        listIndent = lists.length ? lists[lists.length - 1] : -1;
        if (listIndent < 0) para = 0;
        if (marker && listIndent >= 0 && cols < listIndent + 0) listIndent = -1;
      }
      const inItem = listIndent >= 0 && cols >= listIndent;
      if (inItem || QUOTE.test(raw) || marker) container = true;
      if (inItem) {
        const rel = raw.slice(Math.min(at, indexAtColumn(raw, listIndent)));
        const nested = LIST_MARKER.exec(rel);
        if (openBlock(rel, listIndent, para !== 0)) para = 0;
        else if (nested) {
          listIndent += contentColumn(nested);
          lists.push(listIndent);
          emptyItem = rel.slice(nested[0].length).trim() === "";
          para = contentPara(rel.slice(nested[0].length));
          if (openListFence(raw)) para = 0;
        } else if (para === 2 && SETEXT.test(rel)) para = 0;
        else if (cols - listIndent < 4) para = contentPara(rel);
      } else if (cols >= 4) {
        if (para === 0) code = !wasContainer;
      } else if (FENCE_OPEN.test(raw) && openBlock(raw, 0, para !== 0)) {
        para = 0;
      } else if (htmlOpen(raw, true) && openBlock(raw, 0, true)) {
        para = 0;
      } else if (para === 2 && HTML_7.test(raw)) {
        para = 0;
        container = true;
        html = { close: null, at: point(), opener: "html", indent: 0, quote: true };
      } else if (para === 0 && HTML_7.test(raw) && openBlock(raw, 0, false)) {
        para = 0;
      } else if (ATX.test(raw)) {
        const level = ATX.exec(raw)[1].length;
        boundary({ level, at: offset, atLine: line, raw });
        para = 0;
      } else if (para === 1 && SETEXT.test(raw)) {
        const level = raw.trim()[0] === "=" ? 1 : 2;
        const head = text.slice(paraStart, offset).replace(/\r?\n$/, "").replace(/\r\n/g, "\n");
        boundary({ level, at: paraStart, atLine: paraLine, raw: head, setextLines: line - paraLine + 1 });
        para = 0;
      } else if (THEMATIC.test(raw)) {
        para = 0;
      } else if (QUOTE.test(raw)) {
        para = contentPara(unquoted(raw));
      } else if (marker && !((para === 1 || wasCode) && (raw.slice(marker[0].length).trim() === "" || marker[3] !== void 0 && marker[3] !== "1"))) {
        listIndent = contentColumn(marker);
        lists.length = 0;
        lists.push(listIndent);
        emptyItem = raw.slice(marker[0].length).trim() === "";
        para = contentPara(raw.slice(marker[0].length));
        if (openListFence(raw)) para = 0;
      } else if (para === 0) {
        para = 1;
        paraStart = offset;
        paraLine = line;
        paraDef = mayDefine(text, offset, eol);
      }
      if (para === 1 && raw.includes("\r")) para = 0;
    }
    if (eol >= n) break;
    offset = eol + 1;
    line++;
  }
  function openListFence(raw) {
    const l = raw.includes("``") || raw.includes("~~") ? LIST_FENCE_OPEN.exec(raw) : null;
    if (l && !(l[2][0] === "`" && l[3].includes("`"))) {
      fence = { char: l[2][0], size: l[2].length, at: point(), indent: l[1].length };
      return true;
    }
    return false;
  }
  const f = fence;
  const h = html;
  return {
    boundaries: unsure ? parsedBoundaries(text, { lineOffset, minLevel, maxLevel, at: unsure }) : boundaries,
    unclosedFence: f ? f.at : null,
    unclosedComment: h && h.opener === "<!--" ? h.at : null,
    unclosedHtml: h?.close && h.opener !== "<!--" ? { at: h.at, opener: h.opener } : null
  };
}
function mayDefine(text, start, eol) {
  let i = start;
  while (i < eol && i - start < 3 && text.charCodeAt(i) === 32) i++;
  return text.charCodeAt(i) === 91;
}
var MAX_FALLBACK_CHARS = 1024 * 1024;
function parsedBoundaries(text, o) {
  if (text.length > MAX_FALLBACK_CHARS || tooManyMarkers(text, 4))
    throw new CliError(
      `The Markdown at line ${o.at.line} follows what may be a link reference definition, which handover can read only by parsing the whole file, and the file is too large for that; put a blank line after the definition.`,
      1
    );
  const front = o.lineOffset === 0 ? frontMatterEnd(text) : 0;
  const source = front ? text.slice(0, front).replace(/[^\r\n]/g, " ") + text.slice(front) : text;
  const tree = markdownParser().parse(source);
  const out = [];
  for (const node of tree.children) {
    if (node.type !== "heading" || node.depth < o.minLevel || node.depth > o.maxLevel) continue;
    const start = node.children?.length ? node.children[0].position.start : node.position.start;
    const { end } = node.position;
    const lineStart = text.lastIndexOf("\n", start.offset - 1) + 1;
    const line = start.line + o.lineOffset;
    if (end.line === start.line) {
      const eol = text.indexOf("\n", lineStart);
      const raw2 = text.slice(lineStart, eol === -1 ? text.length : eol).replace(/\r$/, "");
      out.push({ offset: lineStart, line, level: node.depth, raw: raw2 });
      continue;
    }
    const underline = text.lastIndexOf("\n", end.offset - 1);
    const raw = text.slice(lineStart, underline === -1 ? lineStart : underline).replace(/\r?\n$/, "").replace(/\r\n/g, "\n");
    out.push({ offset: lineStart, line, level: node.depth, raw, setextLines: end.line - start.line + 1 });
  }
  return out;
}
function opensFence(raw) {
  const f = FENCE_OPEN.exec(raw);
  return f !== null && !(f[1][0] === "`" && f[2].includes("`"));
}
var QUOTE = /^ {0,3}>/;
function unquoted(raw) {
  return raw.replace(/^(?: {0,3}> ?)+/, "");
}
function contentPara(content) {
  return !content.trim() || ATX.test(content) || THEMATIC.test(content) ? 0 : 2;
}
function indexAtColumn(raw, column) {
  let cols = 0;
  let i = 0;
  for (; i < raw.length && cols < column; i++) {
    const c = raw.charCodeAt(i);
    if (c === 32) cols++;
    else if (c === 9) cols += 4 - cols % 4;
    else break;
  }
  return i;
}
var FRONT_OPEN = /^\uFEFF?---[ \t]*\r?\n/;
var FRONT_CLOSE = /^(?:---|\.\.\.)[ \t]*\r?\n/gm;
var YAML_FIRST = /^(?:#|[\w"'][^\n:]*:(?:[ \t]|\r?\n))/;
function frontMatterEnd(text) {
  const open = FRONT_OPEN.exec(text);
  if (!open) return 0;
  FRONT_CLOSE.lastIndex = open[0].length;
  const close = FRONT_CLOSE.exec(text);
  if (!close) return 0;
  if (close.index > open[0].length && !YAML_FIRST.test(text.slice(open[0].length, close.index + 1))) return 0;
  return close.index + close[0].length;
}
function chunksAt(text, boundaries, lineOffset = 0) {
  const sections = [];
  const first = boundaries.length ? boundaries[0].offset : text.length;
  const preamble = {
    start: { line: 1 + lineOffset, column: 1, offset: 0 },
    text: text.slice(0, first),
    heading: null
  };
  boundaries.forEach((b, i) => {
    sections.push(chunkAt(text, b, i + 1 < boundaries.length ? boundaries[i + 1].offset : text.length));
  });
  return { preamble, sections };
}
function chunkAt(text, b, end) {
  const chunk = {
    start: { line: b.line, column: 1, offset: b.offset },
    text: text.slice(b.offset, end),
    heading: b.raw
  };
  if (b.setextLines) chunk.setextLines = b.setextLines;
  if (b.level !== 2) chunk.level = b.level;
  return chunk;
}
function splitAtLevel2(text, lineOffset = 0) {
  const scan = scanBlocks(text, lineOffset, 2, 2);
  return {
    ...chunksAt(text, scan.boundaries, lineOffset),
    unclosedFence: scan.unclosedFence,
    unclosedComment: scan.unclosedComment,
    unclosedHtml: scan.unclosedHtml
  };
}
function headingOf(chunk) {
  const raw = chunk.heading ?? "";
  if (chunk.setextLines)
    return raw.split("\n").map((l) => l.trim()).join(" ");
  return atxHeadingText(raw);
}
function atxHeadingText(raw) {
  const from = openingSequenceEnd(raw);
  let end = trimmedEnd(raw, raw.length, from);
  let h = end;
  while (h > from && raw.charCodeAt(h - 1) === 35) h--;
  if (h < end && (h === from || isBlank(raw.charCodeAt(h - 1)))) end = trimmedEnd(raw, h, from);
  let start = from;
  while (start < end && isBlank(raw.charCodeAt(start))) start++;
  return raw.slice(start, end);
}
function openingSequenceEnd(raw) {
  let i = 0;
  while (i < 3 && raw.charCodeAt(i) === 32) i++;
  let k = i;
  while (k < raw.length && k - i < 7 && raw.charCodeAt(k) === 35) k++;
  if (k === i || k - i > 6) return 0;
  return k === raw.length || isBlank(raw.charCodeAt(k)) ? k : 0;
}
var isBlank = (c) => c === 32 || c === 9;
function trimmedEnd(s, end = s.length, from = 0) {
  while (end > from && isBlank(s.charCodeAt(end - 1))) end--;
  return end;
}
function trimTrailingSpace(s) {
  let end = s.length;
  for (let c = s.charCodeAt(end - 1); end > 0 && (c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11); c = s.charCodeAt(end - 1))
    end--;
  return end === s.length ? s : s.slice(0, end);
}
var OPENER = /^ {0,3}(?:`{3,}|~{3,}|<!--)/gm;
var FENCE_LINE = /^ {0,3}(?:`{3,}|~{3,})/gm;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
var HTML_OR_INDENTED = /[\n\r\u2028\u2029](?: {0,3}<(?:[A-Za-z/?]|![A-Za-z[])| {1,3}(?:##|`{3}|~{3}|<!--))/;
var SETEXT_DASHES = /\n {0,3}-+[ \t]*(?=[\n\r\u2028\u2029]|$)/g;
function needsFullScan(text) {
  if (HTML_OR_INDENTED.test(text) || /^(?: {0,3}<(?:[A-Za-z/?]|![A-Za-z[])| {1,3}(?:##|`{3}|~{3}|<!--))/.test(text))
    return true;
  SETEXT_DASHES.lastIndex = 0;
  for (let m = SETEXT_DASHES.exec(text); m; m = SETEXT_DASHES.exec(text)) {
    let i = m.index - 1;
    if (i >= 0 && text.charCodeAt(i) === 13) i--;
    while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
    if (i >= 0 && !/\s/.test(text[i])) return true;
  }
  return false;
}
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
  if (LIST_FENCE_LINE.test(text) || needsFullScan(text)) {
    const split = splitAtLevel2(text);
    const { sections } = split;
    return {
      first: sections.length ? sections[0].start.offset : null,
      last: sections.length ? sections[sections.length - 1].start.offset : null,
      unclosedFence: split.unclosedFence ? split.unclosedFence.offset : null,
      inComment: split.unclosedComment !== null || split.unclosedHtml !== null
    };
  }
  const { regions, unclosedFence, inComment } = codeRegions(text);
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
function codeRegions(text) {
  const n = text.length;
  const regions = [];
  let offset = 0;
  while (offset < n) {
    const at = nextLineMatch(OPENER, text, offset);
    if (at === -1) break;
    const { raw, next } = lineAt(text, at);
    const region = regionFrom(text, raw, next);
    if (region === null) {
      offset = next === -1 ? n : next;
    } else if ("open" in region) {
      regions.push([at, n]);
      return { regions, unclosedFence: region.open === "fence" ? at : null, inComment: region.open === "comment" };
    } else {
      regions.push([at, region.end]);
      offset = region.end;
    }
  }
  return { regions, unclosedFence: null, inComment: false };
}
function regionFrom(text, raw, next) {
  const f = FENCE_OPEN.exec(raw);
  if (f && !(f[1][0] === "`" && f[2].includes("`"))) {
    const close = fenceClose(text, next, f[1]);
    return close === -1 ? { open: "fence" } : { end: close };
  }
  if (!/^ {0,3}<!--/.test(raw) || raw.slice(raw.indexOf("<!--") + 4).includes("-->")) return null;
  const end = next === -1 ? -1 : text.indexOf("-->", next);
  if (end === -1) return { open: "comment" };
  const after = text.indexOf("\n", end);
  return { end: after === -1 ? text.length : after + 1 };
}
function fenceClose(text, from, opener) {
  const n = text.length;
  while (from !== -1 && from < n) {
    const c = nextLineMatch(FENCE_LINE, text, from);
    if (c === -1) return -1;
    const line = lineAt(text, c);
    const m = FENCE_CLOSE.exec(line.raw);
    if (m && m[1][0] === opener[0] && m[1].length >= opener.length) return line.next === -1 ? n : line.next;
    from = line.next;
  }
  return -1;
}
function normaliseText(text) {
  return trimTrailingSpace(text.replace(/\r\n?/g, "\n"));
}
var TRAILING_BREAKS = /(?:\n[ \t]*\n {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}))+$/;
function entryText(text) {
  return normaliseText(text).replace(TRAILING_BREAKS, "");
}

// src/models/docs/sync-dir.ts
function isSyncDir(path) {
  return path.endsWith("/");
}
function syncFileOf(dir, agent) {
  return `${dir}${agent}.md`;
}
function isSyncDirFile(dir, path) {
  return path.startsWith(dir) && path.endsWith(".md") && !path.slice(dir.length).includes("/") && path.length > dir.length + 3;
}
var TITLE = "# Sync\n\n";
var AGENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
function assembleSync(dir, parts) {
  const sorted = parts.filter((p) => isSyncDirFile(dir, p.path)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const unreadable = [];
  const layout = [];
  const owners = /* @__PURE__ */ new Map();
  const regions = [];
  let text = TITLE;
  let line = 3;
  for (const part of sorted) {
    if (part.notAFile) {
      layout.push({
        path: part.path,
        kind: "name",
        message: `${part.path} is ${part.notAFile}, not a regular file; a file of the sync directory must be the file itself \u2014 replace it`,
        line: 1
      });
      continue;
    }
    const source2 = sourceFromBytes(part.path, part.bytes);
    if (source2.encoding.length) unreadable.push(source2);
    const agent = part.path.slice(dir.length, -3);
    const split = splitAtLevel2(source2.text);
    const pre = split.preamble.text;
    const problem = (kind, message, at = 1) => layout.push({ path: part.path, kind, message, line: at });
    if (!AGENT.test(agent))
      problem(
        "name",
        `${part.path}: "${agent}" is not an agent id (letters, digits, ".", "_", "-"); name the file after its agent`
      );
    if (pre.trim() !== "")
      problem(
        "preamble",
        `${part.path} has text before its section heading; a file of the sync directory holds only its agent's section ("## ${agent}") \u2014 move the text into the section or remove it`
      );
    if (split.sections.length === 0)
      problem("sections", `${part.path} holds no section; write "## ${agent}" and its three fields`);
    if (split.sections.length > 1)
      problem(
        "sections",
        `${part.path} holds ${split.sections.length} sections; a file of the sync directory holds one, its agent's ("## ${agent}")`,
        split.sections[1].start.line
      );
    const first = split.sections[0];
    if (first && atxHeadingText(first.heading ?? "") !== agent) {
      problem(
        "owner",
        `${part.path} holds the section "${atxHeadingText(first.heading ?? "")}", but the file belongs to ${agent}; each agent writes only its own file, with "## ${agent}" as its heading`,
        first.start.line
      );
    }
    owners.set(part.path, agent);
    const body = source2.text.slice(pre.length);
    const skip = lineCount(pre);
    if (body === "") continue;
    const chunk = body.endsWith("\n") ? body : `${body}
`;
    regions.push({ path: part.path, from: line, skip });
    text += `${chunk}
`;
    line += lineCount(chunk) + 1;
  }
  const source = { path: dir, text, bom: false, encoding: [] };
  const locate = (l) => {
    let found = null;
    for (const r of regions)
      if (r.from <= l) found = r;
      else break;
    return found ? { path: found.path, line: l - found.from + 1 + found.skip } : null;
  };
  return { source, locate, unreadable, layout, owners };
}
function lineCount(s) {
  let n = 0;
  for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) n++;
  return n;
}
function splitSyncToDir(text, dir) {
  const clean = text.replace(/^\uFEFF/, "");
  const split = splitAtLevel2(clean);
  const files = /* @__PURE__ */ new Map();
  for (const s of split.sections) {
    const id = atxHeadingText(s.heading ?? "");
    const path = syncFileOf(dir, id);
    const eol = s.text.includes("\r\n") ? "\r\n" : "\n";
    const body = s.text.replace(/\s+$/, "") + eol;
    files.set(path, files.has(path) ? `${files.get(path)}${eol}${body}` : body);
  }
  return { files, preamble: split.preamble.text };
}
function joinSyncDir(dir, parts, preamble = "# Sync\n\nEach agent writes only its own section.\n") {
  const sorted = parts.filter((p) => isSyncDirFile(dir, p.path)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  let out = `${preamble.replace(/\s+$/, "")}
`;
  for (const p of sorted) {
    const text = (typeof p.bytes === "string" ? p.bytes : Buffer.from(p.bytes).toString("utf8")).replace(/^\uFEFF/, "").replace(/^\s+/, "").replace(/\s+$/, "");
    if (text) out += `
${text}
`;
  }
  return out;
}

export {
  tooManyMarkers,
  markdownParser,
  frontmatterParser,
  scanBlocks,
  frontMatterEnd,
  chunksAt,
  chunkAt,
  splitAtLevel2,
  headingOf,
  atxHeadingText,
  trimmedEnd,
  trimTrailingSpace,
  scanLevel2,
  normaliseText,
  entryText,
  ENCODING_SHOWN,
  encodingWhat,
  sourceFromBytes,
  firstInvalidUtf8,
  pointAt,
  spanAt,
  conflictBlocks,
  isSyncDir,
  syncFileOf,
  isSyncDirFile,
  assembleSync,
  splitSyncToDir,
  joinSyncDir
};
