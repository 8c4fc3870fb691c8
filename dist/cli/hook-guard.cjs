"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn2, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn2 && (res = (0, fn2[__getOwnPropNames(fn2)[0]])(fn2 = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all2) => {
  for (var name2 in all2)
    __defProp(target, name2, { get: all2[name2], enumerable: true });
};
var __copyProps = (to2, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to2, key) && key !== except)
        __defProp(to2, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to2;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/errors.ts
var CliError;
var init_errors = __esm({
  "src/errors.ts"() {
    "use strict";
    CliError = class extends Error {
      exitCode;
      constructor(message, exitCode = 2) {
        super(message);
        this.name = "CliError";
        this.exitCode = exitCode;
      }
    };
  }
});

// src/display.ts
function redactUrl(text) {
  return text.replace(/\b([a-z][a-z0-9+.-]*):\/\/([^\s/?#@]*)@/gi, (m2, scheme, userinfo) => {
    const colon = userinfo.indexOf(":");
    if (colon >= 0) return `${scheme}://${userinfo.slice(0, colon)}:***@`;
    return /^https?$/i.test(scheme) && userinfo ? `${scheme}://***@` : m2;
  });
}
function escapeControl(text) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c3) => {
    const n = c3.charCodeAt(0);
    return n <= 255 ? `\\x${n.toString(16).padStart(2, "0")}` : `\\u{${n.toString(16)}}`;
  });
}
function shown(text) {
  return escapeControl(redactUrl(text));
}
function oneLine(text) {
  return shown(text).replace(/\n/g, "\\n");
}
var init_display = __esm({
  "src/display.ts"() {
    "use strict";
  }
});

// src/models/markdown/limits.ts
function tooManyMarkers(text, scale = 1) {
  let emphasis = 0;
  let link = 0;
  let code = 0;
  for (let i = 0; i < text.length; i++) {
    const c3 = text.charCodeAt(i);
    if (c3 === 42 || c3 === 95) emphasis++;
    else if (c3 === 91) link++;
    else if (c3 === 96) code++;
  }
  for (const [kind, count2] of [
    ["emphasis", emphasis],
    ["link", link],
    ["code", code]
  ]) {
    const max = MAX_INLINE_MARKERS[kind] * scale;
    if (count2 > max) return { kind, count: count2, max, words: MARKER_WORDS[kind] };
  }
  return null;
}
var MAX_INLINE_MARKERS, MARKER_WORDS;
var init_limits = __esm({
  "src/models/markdown/limits.ts"() {
    "use strict";
    MAX_INLINE_MARKERS = { emphasis: 1e3, link: 1e3, code: 2e3 };
    MARKER_WORDS = {
      emphasis: "emphasis markers (* or _)",
      link: "link or image openers ([)",
      code: "backticks"
    };
  }
});

// src/models/markdown/remark.ts
function load() {
  const { unified } = (0, import_node_module.createRequire)(__guardUrl)("../vendor/unified.cjs");
  const remarkParse = (0, import_node_module.createRequire)(__guardUrl)("../vendor/remark-parse.cjs").default;
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
    const remarkFrontmatter = (0, import_node_module.createRequire)(__guardUrl)("../vendor/remark-frontmatter.cjs").default;
    frontmatter = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]);
  }
  return frontmatter;
}
var import_node_module, plain, frontmatter;
var init_remark = __esm({
  "src/models/markdown/remark.ts"() {
    "use strict";
    import_node_module = require("node:module");
    plain = null;
    frontmatter = null;
  }
});

// src/models/markdown/split.ts
function indentOf(raw) {
  let cols = 0;
  let i = 0;
  for (; i < raw.length; i++) {
    const c3 = raw.charCodeAt(i);
    if (c3 === 32) cols++;
    else if (c3 === 9) cols += 4 - cols % 4;
    else break;
  }
  return { cols, at: i };
}
function contentColumn(m2) {
  const base = m2[1].length + m2[2].length;
  const spaces = m2[4].replace(/\t/g, "    ").length;
  return spaces === 0 || spaces > 4 ? base + 1 : base + spaces;
}
function htmlOpen(raw, inParagraph) {
  if (raw.charCodeAt(indentOf(raw).at) !== 60) return null;
  for (const [open, close, what] of HTML_CLOSED_BY) {
    const m2 = open.exec(raw);
    if (m2) return { close, opener: what === "-->" ? "<!--" : m2[0].trim(), from: m2[0].length };
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
  const boundary = (b3) => {
    const { level, at: at2, atLine, raw, setextLines } = b3;
    if (level >= minLevel && level <= maxLevel)
      boundaries.push(
        setextLines ? { offset: at2, line: atLine, level, raw, setextLines } : { offset: at2, line: atLine, level, raw }
      );
  };
  const openBlock = (raw, indent, inParagraph) => {
    const f4 = FENCE_OPEN.exec(raw);
    if (f4 && !(f4[1][0] === "`" && f4[2].includes("`"))) {
      fence = { char: f4[1][0], size: f4[1].length, at: point(), indent };
      return true;
    }
    const h4 = htmlOpen(raw, inParagraph);
    if (h4) {
      if (h4.close?.test(raw.slice(h4.from))) return true;
      html = { close: h4.close, at: point(), opener: h4.opener, indent };
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
    const { cols, at: at2 } = indentOf(raw);
    const blank = at2 === raw.length;
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
      const m2 = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(fence.indent ? raw.slice(Math.min(fence.indent, at2)) : raw);
      if (m2 && m2[1][0] === fence.char && m2[1].length >= fence.size) fence = null;
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
        const rel = raw.slice(Math.min(at2, indexAtColumn(raw, listIndent)));
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
    const l3 = raw.includes("``") || raw.includes("~~") ? LIST_FENCE_OPEN.exec(raw) : null;
    if (l3 && !(l3[2][0] === "`" && l3[3].includes("`"))) {
      fence = { char: l3[2][0], size: l3[2].length, at: point(), indent: l3[1].length };
      return true;
    }
    return false;
  }
  const f3 = fence;
  const h3 = html;
  return {
    boundaries: unsure ? parsedBoundaries(text, { lineOffset, minLevel, maxLevel, at: unsure }) : boundaries,
    unclosedFence: f3 ? f3.at : null,
    unclosedComment: h3 && h3.opener === "<!--" ? h3.at : null,
    unclosedHtml: h3?.close && h3.opener !== "<!--" ? { at: h3.at, opener: h3.opener } : null
  };
}
function mayDefine(text, start, eol) {
  let i = start;
  while (i < eol && i - start < 3 && text.charCodeAt(i) === 32) i++;
  return text.charCodeAt(i) === 91;
}
function parsedBoundaries(text, o2) {
  if (text.length > MAX_FALLBACK_CHARS || tooManyMarkers(text, 4))
    throw new CliError(
      `The Markdown at line ${o2.at.line} follows what may be a link reference definition, which handover can read only by parsing the whole file, and the file is too large for that; put a blank line after the definition.`,
      1
    );
  const front = o2.lineOffset === 0 ? frontMatterEnd(text) : 0;
  const source2 = front ? text.slice(0, front).replace(/[^\r\n]/g, " ") + text.slice(front) : text;
  const tree = markdownParser().parse(source2);
  const out = [];
  for (const node2 of tree.children) {
    if (node2.type !== "heading" || node2.depth < o2.minLevel || node2.depth > o2.maxLevel) continue;
    const start = node2.children?.length ? node2.children[0].position.start : node2.position.start;
    const { end } = node2.position;
    const lineStart2 = text.lastIndexOf("\n", start.offset - 1) + 1;
    const line = start.line + o2.lineOffset;
    if (end.line === start.line) {
      const eol = text.indexOf("\n", lineStart2);
      const raw2 = text.slice(lineStart2, eol === -1 ? text.length : eol).replace(/\r$/, "");
      out.push({ offset: lineStart2, line, level: node2.depth, raw: raw2 });
      continue;
    }
    const underline = text.lastIndexOf("\n", end.offset - 1);
    const raw = text.slice(lineStart2, underline === -1 ? lineStart2 : underline).replace(/\r?\n$/, "").replace(/\r\n/g, "\n");
    out.push({ offset: lineStart2, line, level: node2.depth, raw, setextLines: end.line - start.line + 1 });
  }
  return out;
}
function opensFence(raw) {
  const f3 = FENCE_OPEN.exec(raw);
  return f3 !== null && !(f3[1][0] === "`" && f3[2].includes("`"));
}
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
    const c3 = raw.charCodeAt(i);
    if (c3 === 32) cols++;
    else if (c3 === 9) cols += 4 - cols % 4;
    else break;
  }
  return i;
}
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
  boundaries.forEach((b3, i) => {
    sections.push(chunkAt(text, b3, i + 1 < boundaries.length ? boundaries[i + 1].offset : text.length));
  });
  return { preamble, sections };
}
function chunkAt(text, b3, end) {
  const chunk = {
    start: { line: b3.line, column: 1, offset: b3.offset },
    text: text.slice(b3.offset, end),
    heading: b3.raw
  };
  if (b3.setextLines) chunk.setextLines = b3.setextLines;
  if (b3.level !== 2) chunk.level = b3.level;
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
    return raw.split("\n").map((l3) => l3.trim()).join(" ");
  return atxHeadingText(raw);
}
function atxHeadingText(raw) {
  const from = openingSequenceEnd(raw);
  let end = trimmedEnd(raw, raw.length, from);
  let h3 = end;
  while (h3 > from && raw.charCodeAt(h3 - 1) === 35) h3--;
  if (h3 < end && (h3 === from || isBlank(raw.charCodeAt(h3 - 1)))) end = trimmedEnd(raw, h3, from);
  let start = from;
  while (start < end && isBlank(raw.charCodeAt(start))) start++;
  return raw.slice(start, end);
}
function openingSequenceEnd(raw) {
  let i = 0;
  while (i < 3 && raw.charCodeAt(i) === 32) i++;
  let k2 = i;
  while (k2 < raw.length && k2 - i < 7 && raw.charCodeAt(k2) === 35) k2++;
  if (k2 === i || k2 - i > 6) return 0;
  return k2 === raw.length || isBlank(raw.charCodeAt(k2)) ? k2 : 0;
}
function trimmedEnd(s, end = s.length, from = 0) {
  while (end > from && isBlank(s.charCodeAt(end - 1))) end--;
  return end;
}
function trimTrailingSpace(s) {
  let end = s.length;
  for (let c3 = s.charCodeAt(end - 1); end > 0 && (c3 === 32 || c3 === 9 || c3 === 10 || c3 === 13 || c3 === 12 || c3 === 11); c3 = s.charCodeAt(end - 1))
    end--;
  return end === s.length ? s : s.slice(0, end);
}
function needsFullScan(text) {
  if (HTML_OR_INDENTED.test(text) || /^(?: {0,3}<(?:[A-Za-z/?]|![A-Za-z[])| {1,3}(?:##|`{3}|~{3}|<!--))/.test(text))
    return true;
  SETEXT_DASHES.lastIndex = 0;
  for (let m2 = SETEXT_DASHES.exec(text); m2; m2 = SETEXT_DASHES.exec(text)) {
    let i = m2.index - 1;
    if (i >= 0 && text.charCodeAt(i) === 13) i--;
    while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
    if (i >= 0 && !/\s/.test(text[i])) return true;
  }
  return false;
}
function lineAt(text, start) {
  const eol = text.indexOf("\n", start);
  let raw = eol === -1 ? text.slice(start) : text.slice(start, eol);
  if (raw.endsWith("\r")) raw = raw.slice(0, -1);
  return { raw, next: eol === -1 ? -1 : eol + 1 };
}
function nextLineMatch(re2, text, from) {
  re2.lastIndex = from;
  for (; ; ) {
    const m2 = re2.exec(text);
    if (!m2) return -1;
    if (m2.index === 0 || text.charCodeAt(m2.index - 1) === 10) return m2.index;
    re2.lastIndex = m2.index + 1;
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
    const ls2 = text.lastIndexOf("\n", i - 1) + 1;
    return /^ {0,3}$/.test(text.slice(ls2, i)) && LEVEL2.test(lineAt(text, ls2).raw) && !inRegion(ls2) ? ls2 : null;
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
    const at2 = nextLineMatch(OPENER, text, offset);
    if (at2 === -1) break;
    const { raw, next } = lineAt(text, at2);
    const region = regionFrom(text, raw, next);
    if (region === null) {
      offset = next === -1 ? n : next;
    } else if ("open" in region) {
      regions.push([at2, n]);
      return { regions, unclosedFence: region.open === "fence" ? at2 : null, inComment: region.open === "comment" };
    } else {
      regions.push([at2, region.end]);
      offset = region.end;
    }
  }
  return { regions, unclosedFence: null, inComment: false };
}
function regionFrom(text, raw, next) {
  const f3 = FENCE_OPEN.exec(raw);
  if (f3 && !(f3[1][0] === "`" && f3[2].includes("`"))) {
    const close = fenceClose(text, next, f3[1]);
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
    const c3 = nextLineMatch(FENCE_LINE, text, from);
    if (c3 === -1) return -1;
    const line = lineAt(text, c3);
    const m2 = FENCE_CLOSE.exec(line.raw);
    if (m2 && m2[1][0] === opener[0] && m2[1].length >= opener.length) return line.next === -1 ? n : line.next;
    from = line.next;
  }
  return -1;
}
function normaliseText(text) {
  return trimTrailingSpace(text.replace(/\r\n?/g, "\n"));
}
function entryText(text) {
  return normaliseText(text).replace(TRAILING_BREAKS, "");
}
var FENCE_OPEN, LIST_FENCE_OPEN, ATX, SETEXT, THEMATIC, LIST_MARKER, HTML_CLOSED_BY, HTML_BLOCK_NAMES, HTML_6, HTML_7_ATTRIBUTE, HTML_7, LEVEL2, PLAIN, MAX_FALLBACK_CHARS, QUOTE, FRONT_OPEN, FRONT_CLOSE, YAML_FIRST, isBlank, OPENER, FENCE_LINE, FENCE_CLOSE, HTML_OR_INDENTED, SETEXT_DASHES, LIST_FENCE_LINE, TRAILING_BREAKS;
var init_split = __esm({
  "src/models/markdown/split.ts"() {
    "use strict";
    init_errors();
    init_limits();
    init_remark();
    FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
    LIST_FENCE_OPEN = /^( {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+)(`{3,}|~{3,})(.*)$/;
    ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
    SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
    THEMATIC = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
    LIST_MARKER = /^( {0,3})([-+*]|(\d{1,9})[.)])([ \t]+|$)/;
    HTML_CLOSED_BY = [
      [/^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i, "closing tag"],
      [/^ {0,3}<!--/, /-->/, "-->"],
      [/^ {0,3}<\?/, /\?>/, "?>"],
      [/^ {0,3}<![A-Za-z]/, />/, ">"],
      [/^ {0,3}<!\[CDATA\[/, /\]\]>/, "]]>"]
    ];
    HTML_BLOCK_NAMES = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h1|h2|h3|h4|h5|h6|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
    HTML_6 = new RegExp(`^ {0,3}</?(?:${HTML_BLOCK_NAMES})(?=[\\s/>]|$)`, "i");
    HTML_7_ATTRIBUTE = String.raw`\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>${"`"}]+|'[^']*'|"[^"]*"))?`;
    HTML_7 = new RegExp(
      String.raw`^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:${HTML_7_ATTRIBUTE})*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$`
    );
    LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
    PLAIN = new Uint8Array(128);
    for (let c3 = 65; c3 <= 90; c3++) PLAIN[c3] = 1;
    for (let c3 = 97; c3 <= 122; c3++) PLAIN[c3] = 1;
    for (const ch of `"'(),./:;?@[\\]^{|}$%&`) PLAIN[ch.charCodeAt(0)] = 1;
    MAX_FALLBACK_CHARS = 1024 * 1024;
    QUOTE = /^ {0,3}>/;
    FRONT_OPEN = /^\uFEFF?---[ \t]*\r?\n/;
    FRONT_CLOSE = /^(?:---|\.\.\.)[ \t]*\r?\n/gm;
    YAML_FIRST = /^(?:#|[\w"'][^\n:]*:(?:[ \t]|\r?\n))/;
    isBlank = (c3) => c3 === 32 || c3 === 9;
    OPENER = /^ {0,3}(?:`{3,}|~{3,}|<!--)/gm;
    FENCE_LINE = /^ {0,3}(?:`{3,}|~{3,})/gm;
    FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
    HTML_OR_INDENTED = /[\n\r\u2028\u2029](?: {0,3}<(?:[A-Za-z/?]|![A-Za-z[])| {1,3}(?:##|`{3}|~{3}|<!--))/;
    SETEXT_DASHES = /\n {0,3}-+[ \t]*(?=[\n\r\u2028\u2029]|$)/g;
    LIST_FENCE_LINE = /^ {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+(?:`{3}|~{3})/m;
    TRAILING_BREAKS = /(?:\n[ \t]*\n {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}))+$/;
  }
});

// src/models/dialect.ts
function pinnedEntry(d2, entries) {
  return d2?.pinned && d2.order === "oldest-first" && entries.length > 1 ? entries[entries.length - 1] : null;
}
function makeDialect(o2 = {}) {
  const shared = /* @__PURE__ */ Object.create(null);
  const registry = { layout: o2.registryLayout ?? "tagged" };
  for (const [h3, mode] of Object.entries(o2.shared ?? {})) shared[h3] = { mode, writers: "owner" };
  if (o2.dialect === "cmap") {
    return { name: "cmap", log: CMAP_LOG, sync: { ...CMAP_SYNC, shared }, registry };
  }
  const merged = sectionLog({
    ...HANDOVER_LOG,
    ...o2.log ?? {},
    reference: referenceList(o2.log?.reference)
  });
  const log = !isCanonicalLog(merged) ? merged : merged.archive ? { ...HANDOVER_LOG, archive: merged.archive } : HANDOVER_LOG;
  const fields = HANDOVER_SYNC_FIELDS.filter(
    (f3) => o2.syncFields?.[f3.name] !== false
  ).map((f3) => {
    const c3 = o2.syncFields?.[f3.name];
    if (!c3) return f3;
    const aliases = [...c3.aliases ?? [], ...c3.label ? [f3.label] : []];
    return { ...f3, label: c3.label ?? f3.label, aliases, ...c3.optional ? { optional: true } : {} };
  });
  const sync = {
    ...HANDOVER_SYNC,
    fields,
    shared,
    level: o2.syncLevel ?? 2,
    layout: o2.syncLayout ?? "sections",
    ownFields: o2.syncOwnFields ?? false
  };
  return { name: "handover", log, sync, registry };
}
function isCanonicalLog(d2) {
  return d2.heading === "seq" && d2.level === 2 && d2.order === "oldest-first" && d2.fields.length === 0 && d2.groups === null && d2.writer === null && !d2.amendLast && !d2.trailer && !d2.stamp && d2.section === null && !d2.pinned && d2.reference.length === 0;
}
function referenceList(r2) {
  if (!r2) return [];
  return typeof r2 === "string" ? [r2] : r2;
}
function sectionLog(d2) {
  if (!d2.section) return { ...d2, section: null };
  return {
    ...d2,
    level: 3,
    trailer: false,
    groups: [{ lane: "", match: sectionMatch(d2.section), heading: d2.section, required: true }]
  };
}
function sectionMatch(section) {
  const words = section.trim().split(/\s+/).map((w2) => w2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${words.join("\\s+")}\\s*:?$`, "i");
}
var DIALECTS, LOG_HEADINGS, byDay, SYNC_LAYOUTS, DATE, HANDOVER_SYNC_FIELDS, HANDOVER_LOG, plainSectionId, HANDOVER_SYNC, CMAP_LOG, CMAP_SYNC, KNOWN_SYNC_ALIASES, SNAPSHOT_HEADINGS, CANONICAL;
var init_dialect = __esm({
  "src/models/dialect.ts"() {
    "use strict";
    DIALECTS = ["handover", "cmap"];
    LOG_HEADINGS = ["seq", "timestamp", "date", "date-last"];
    byDay = (h3) => h3 === "date" || h3 === "date-last";
    SYNC_LAYOUTS = ["sections", "table", "tables", "list"];
    DATE = /^\d{4}-\d{2}-\d{2}$/;
    HANDOVER_SYNC_FIELDS = [
      { name: "focus", label: "Current focus", aliases: [], mayBeEmpty: false },
      { name: "blocked", label: "Blocked on", aliases: [], mayBeEmpty: true },
      { name: "next", label: "Next action", aliases: [], mayBeEmpty: false }
    ];
    HANDOVER_LOG = {
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
    plainSectionId = (h3) => h3.trim();
    HANDOVER_SYNC = {
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
    CMAP_LOG = {
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
    CMAP_SYNC = {
      name: "cmap",
      fields: [
        { name: "focus", label: "current-focus", aliases: [], mayBeEmpty: false },
        { name: "shift", label: "recent-shift", aliases: [], mayBeEmpty: false },
        { name: "question", label: "open-question", aliases: [], mayBeEmpty: false }
      ],
      unknownFields: "warn",
      dated: true,
      sectionId: (h3) => h3.replace(/\s*\((?:writes\s*:[^)]*)\)\s*$/i, "").trim(),
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
    KNOWN_SYNC_ALIASES = {
      focus: ["current focus", "current task", "focus", "working on", "current work", "current status", "task", "status"],
      blocked: ["blocked on", "blockers", "blocker", "blocked", "blocked by", "waiting on", "blocking"],
      next: ["next action", "next", "next step", "next steps", "next up", "next actions", "next task", "next tasks"]
    };
    SNAPSHOT_HEADINGS = [
      /^current (?:state|status)\b/i,
      /^(?:last|previous|latest) session\b/i,
      /^next steps?\b/i,
      /^(?:what'?s )?(?:in progress|done|completed)\b/i,
      /^(?:open|known) (?:issues|questions|problems)\b/i,
      /^(?:blockers|context|summary|status)$/i
    ];
    CANONICAL = makeDialect();
  }
});

// node_modules/mdast-util-to-string/lib/index.js
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
var emptyOptions;
var init_lib = __esm({
  "node_modules/mdast-util-to-string/lib/index.js"() {
    emptyOptions = {};
  }
});

// node_modules/mdast-util-to-string/index.js
var init_mdast_util_to_string = __esm({
  "node_modules/mdast-util-to-string/index.js"() {
    init_lib();
  }
});

// src/models/markdown/source.ts
function sourceFromBytes(path, input) {
  let text;
  let invalid = [];
  let invalidCount = 0;
  if (typeof input === "string") {
    text = input;
  } else {
    text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(input);
    if (!(0, import_node_buffer.isUtf8)(input)) ({ offsets: invalid, count: invalidCount } = invalidUtf8Offsets(input));
  }
  const bom = text.charCodeAt(0) === 65279;
  if (bom) {
    text = text.slice(1);
    invalid = invalid.map((o2) => o2 - 1);
  }
  const nul = offsetsOf(text, (t2, from) => t2.indexOf("\0", from));
  const cr2 = offsetsOf(text, nextBareCr);
  if (invalid.length === 0 && nul.count === 0 && cr2.count === 0) return { path, text, bom, encoding: [] };
  const original = text;
  text = readable(text);
  const found = [];
  const add = (kind, { offsets, count: count2 }) => offsets.forEach((offset, i) => {
    const rest = count2 - ENCODING_SHOWN + 1;
    found.push(i === ENCODING_SHOWN - 1 && rest > 1 ? { kind, offset, more: rest } : { kind, offset });
  });
  add("invalid-utf8", { offsets: invalid, count: invalidCount });
  add("nul", nul);
  add("bare-cr", cr2);
  found.sort((x3, y2) => x3.offset - y2.offset);
  const encoding = [];
  let line = 1;
  let lineStart2 = 0;
  for (const f3 of found) {
    for (let nl = text.indexOf("\n", lineStart2); nl !== -1 && nl < f3.offset; nl = text.indexOf("\n", lineStart2)) {
      line++;
      lineStart2 = nl + 1;
    }
    const problem = {
      kind: f3.kind,
      line,
      column: f3.offset - lineStart2 + 1,
      context: f3.more ? `${f3.more} more` : contextAt(original, f3.offset)
    };
    if (f3.more) problem.more = f3.more;
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
  let count2 = 0;
  for (let i = next(text, 0); i !== -1; i = next(text, i + 1)) {
    if (count2 < ENCODING_SHOWN) offsets.push(i);
    count2++;
  }
  return { offsets, count: count2 };
}
function contextAt(text, offset) {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, "");
}
function invalidUtf8Offsets(b3) {
  const offsets = [];
  let count2 = 0;
  const decoder2 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  let decodedTo = 0;
  let textOffset = 0;
  for (let i = firstInvalidUtf8(b3); i !== -1; i = firstInvalidUtf8(b3, i)) {
    if (count2 < ENCODING_SHOWN) {
      textOffset += decoder2.decode(b3.subarray(decodedTo, i)).length;
      decodedTo = i;
      offsets.push(textOffset);
    }
    count2++;
    i++;
    while (i < b3.length && (b3[i] & 192) === 128) i++;
    if (i >= b3.length) break;
  }
  return { offsets, count: count2 };
}
function firstInvalidUtf8(b3, from = 0) {
  const n = b3.length;
  let i = from;
  while (i < n) {
    const c3 = b3[i];
    if (c3 < 128) {
      i++;
      continue;
    }
    let need;
    let min;
    if (c3 >= 194 && c3 <= 223) {
      need = 1;
      min = 128;
    } else if (c3 >= 224 && c3 <= 239) {
      need = 2;
      min = 2048;
    } else if (c3 >= 240 && c3 <= 244) {
      need = 3;
      min = 65536;
    } else return i;
    let cp = c3 & 63 >> need;
    for (let k2 = 1; k2 <= need; k2++) {
      const d2 = b3[i + k2];
      if (d2 === void 0 || (d2 & 192) !== 128) return i;
      cp = cp << 6 | d2 & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return i;
    i += need + 1;
  }
  return -1;
}
function pointAt(text, offset) {
  let line = 1;
  let lineStart2 = 0;
  let i = text.indexOf("\n");
  while (i !== -1 && i < offset) {
    line++;
    lineStart2 = i + 1;
    i = text.indexOf("\n", i + 1);
  }
  return { line, column: offset - lineStart2 + 1, offset };
}
function conflictBlocks(text) {
  const out = [];
  if (!text.includes("<<<<<<<")) return out;
  const lines = text.split("\n");
  let open = null;
  let middle = false;
  for (let i = 0; i < lines.length; i++) {
    const l3 = lines[i];
    if (l3.startsWith("<<<<<<<")) {
      open = i;
      middle = false;
    } else if (open !== null && /^=======\r?$/.test(l3)) middle = true;
    else if (open !== null && middle && l3.startsWith(">>>>>>>")) {
      out.push({ from: open, to: i, toLength: l3.replace(/\r$/, "").length });
      open = null;
      middle = false;
    }
  }
  return out;
}
var import_node_buffer, ENCODING_SHOWN;
var init_source = __esm({
  "src/models/markdown/source.ts"() {
    "use strict";
    import_node_buffer = require("node:buffer");
    ENCODING_SHOWN = 100;
  }
});

// src/models/markdown/parse.ts
function plainText(text) {
  if (!MARKUP.test(text) || tooManyMarkers(text)) return text;
  inline ??= markdownParser();
  const tree = inline.parse(`# ${text}`);
  const h3 = tree.children[0];
  return h3 && h3.type === "heading" ? nodeText(h3).trim() : text;
}
function nodeText(node2) {
  const n = node2;
  if (n.type === "html") return "";
  if (typeof n.value === "string") return n.value;
  return (n.children ?? []).map(nodeText).join("");
}
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
  let j3 = i;
  for (; ; ) {
    const c3 = text.charCodeAt(j3);
    if (c3 === 32 || c3 === 9) {
      cols += c3 === 32 ? 1 : 4;
      j3++;
    } else if (c3 === 62) {
      markers++;
      j3++;
    } else {
      const k2 = listMarkerEnd(text, j3);
      if (k2 === j3) return { markers, cols, end: j3 };
      markers++;
      j3 = k2;
    }
  }
}
function listMarkerEnd(text, j3) {
  const n = text.length;
  const c3 = text.charCodeAt(j3);
  let k2 = j3;
  if (c3 === 45 || c3 === 42 || c3 === 43)
    k2 = j3 + 1;
  else {
    while (k2 < n && k2 - j3 < 9 && text.charCodeAt(k2) >= 48 && text.charCodeAt(k2) <= 57) k2++;
    const d2 = text.charCodeAt(k2);
    k2 = k2 > j3 && (d2 === 46 || d2 === 41) ? k2 + 1 : j3;
  }
  const after = text.charCodeAt(k2);
  return k2 > j3 && (k2 >= n || after === 32 || after === 9 || after === 10 || after === 13) ? k2 : j3;
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
    if ("children" in n) for (const c3 of n.children) stack.push(c3);
  }
}
function spanOf(node2) {
  const p2 = node2.position;
  return {
    start: { line: p2.start.line, column: p2.start.column, offset: p2.start.offset ?? 0 },
    end: { line: p2.end.line, column: p2.end.column, offset: p2.end.offset ?? 0 }
  };
}
var MARKUP, inline, MAX_CHUNK_CHARS, MAX_NESTING;
var init_parse = __esm({
  "src/models/markdown/parse.ts"() {
    "use strict";
    init_remark();
    init_limits();
    init_limits();
    MARKUP = /[*_`\\[\]<&!~]/;
    inline = null;
    MAX_CHUNK_CHARS = 1024 * 1024;
    MAX_NESTING = 64;
  }
});

// src/models/docs/base.ts
function tryParse(chunk, problems2, what, options) {
  if (chunk.text.length > MAX_CHUNK_CHARS) {
    problems2.push({
      message: `${what} is ${(chunk.text.length / 1048576).toFixed(1)} MB, more than the ${MAX_CHUNK_CHARS / 1048576} MB one section may hold; split it`,
      at: { start: chunk.start, end: chunk.start }
    });
    return null;
  }
  const deep = tooDeep(chunk.text);
  if (deep) {
    const at2 = { line: chunk.start.line + deep.line - 1, column: 1, offset: chunk.start.offset + deep.offset };
    problems2.push({
      message: `${what} nests lists or block quotes about ${deep.depth} levels deep, more than the ${MAX_NESTING} allowed; flatten it`,
      at: { start: at2, end: at2 }
    });
    return null;
  }
  const costly = tooManyMarkers(chunk.text);
  if (costly) {
    problems2.push({
      message: `${what} holds ${costly.count} ${costly.words}, more than the ${costly.max} handover reads in one section (parsing time grows with the square of their number); shorten or reword it`,
      at: { start: chunk.start, end: chunk.start }
    });
    return null;
  }
  try {
    return parseChunk(chunk, options);
  } catch (error) {
    problems2.push({
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
  const m2 = /^ {0,3}#(?:[ \t][^\n]*)?$/m.exec(chunk.text);
  if (!m2) return null;
  const fence = /^ {0,3}(?:`{3,}|~{3,})/m.exec(chunk.text);
  if (fence && fence.index < m2.index) return null;
  const raw = m2[0].replace(/\r$/, "");
  const start = pointAt(chunk.text, m2.index);
  const at2 = (p2, column) => ({
    line: chunk.start.line + p2.line - 1,
    column,
    offset: chunk.start.offset + p2.offset
  });
  return {
    text: atxHeadingText(raw),
    span: { start: at2(start, 1), end: at2({ ...start, offset: m2.index + raw.length }, raw.length + 1) }
  };
}
function fieldKey(label) {
  return label.trim().toLowerCase().replace(/[\s_-]+/g, " ");
}
function listItems(tree, text) {
  const fields = [];
  const plain3 = [];
  if (!tree) return { fields, plain: plain3 };
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
      const m2 = FIELD_DATE_AFTER.exec(text2) ?? FIELD.exec(text2);
      if (m2) {
        fields.push({ label: m2[1].trim(), key: fieldKey(m2[1]), date: m2[2] ?? null, value: m2[3].trim(), span });
      } else {
        plain3.push({ text: text2, span });
      }
    }
  }
  return { fields, plain: plain3 };
}
function boldLines(node2, source2, base, fields) {
  const span = spanOf(node2);
  const raw = source2.slice(span.start.offset - base, span.end.offset - base);
  let offset = span.start.offset;
  raw.split("\n").forEach((full, i) => {
    const line = full.endsWith("\r") ? full.slice(0, -1) : full;
    const lineNo = span.start.line + i;
    const column = i === 0 ? span.start.column : 1 + (line.length - line.trimStart().length);
    const start = { line: lineNo, column, offset: offset + (i === 0 ? 0 : line.length - line.trimStart().length) };
    const at2 = {
      start,
      end: { line: lineNo, column: column + line.trim().length, offset: start.offset + line.trim().length }
    };
    const bold = /^(\*\*|__)(.+?)\1/.exec(line.trim());
    const text = bold ? (bold[2] + line.trim().slice(bold[0].length)).trim() : "";
    const m2 = bold ? FIELD_DATE_AFTER.exec(text) ?? FIELD.exec(text) : null;
    if (m2)
      fields.push({
        label: m2[1].trim(),
        key: fieldKey(m2[1]),
        date: m2[2] ?? null,
        value: m2[3].trim(),
        span: at2,
        inParagraph: true
      });
    else if (fields.length && i > 0) {
      const last = fields[fields.length - 1];
      last.value = `${last.value} ${line.trim()}`.trim();
      last.span = { start: last.span.start, end: at2.end };
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
function isSpace(c3) {
  if (c3 < 128) return c3 === 32 || c3 >= 9 && c3 <= 13;
  return /\s/.test(String.fromCharCode(c3));
}
function headingSpan(chunk) {
  if (chunk.setextLines) {
    const lines = chunk.text.split("\n", chunk.setextLines);
    const last = (lines[lines.length - 1] ?? "").replace(/\r$/, "");
    const offset = chunk.start.offset + lines.slice(0, -1).reduce((n, l3) => n + l3.length + 1, 0) + last.length;
    return { start: chunk.start, end: { line: chunk.start.line + lines.length - 1, column: last.length + 1, offset } };
  }
  const len = (chunk.heading ?? "").length;
  return { start: chunk.start, end: { line: chunk.start.line, column: len + 1, offset: chunk.start.offset + len } };
}
function unclosedCommentProblem(at2, what) {
  return {
    message: `This HTML comment is never closed, so every ${what} after it is hidden; close it with "-->"`,
    at: { start: at2, end: at2 }
  };
}
function unclosedHtmlProblem(at2, opener, what) {
  return {
    message: `This HTML block ("${opener}") is never closed, so every ${what} after it is part of it; close it, or put it in a code fence`,
    at: { start: at2, end: at2 }
  };
}
function openBlockProblems(split, what) {
  const out = [];
  if (split.unclosedComment) out.push(unclosedCommentProblem(split.unclosedComment, what));
  if (split.unclosedHtml) out.push(unclosedHtmlProblem(split.unclosedHtml.at, split.unclosedHtml.opener, what));
  return out;
}
function unclosedFenceProblem(at2, what) {
  return {
    message: `This code fence is never closed, so every heading after it is code, not ${what === "entry" ? "an entry" : "a section"}; close the fence`,
    at: { start: at2, end: at2 }
  };
}
var FIELD, FIELD_DATE_AFTER;
var init_base = __esm({
  "src/models/docs/base.ts"() {
    "use strict";
    init_mdast_util_to_string();
    init_source();
    init_parse();
    init_split();
    FIELD = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]*:[ \t]*([\s\S]*)$/;
    FIELD_DATE_AFTER = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*:[ \t]*\((\d{4}-\d{2}-\d{2})\)[ \t]*([\s\S]*)$/;
  }
});

// src/models/docs/time.ts
function parseRfc3339(s) {
  const fast = canonicalTime(s);
  if (fast !== null) return fast;
  const m2 = RFC3339.exec(s);
  if (!m2) return null;
  const [y2, mo, d2, h3, mi, se2] = [m2[1], m2[2], m2[3], m2[4], m2[5], m2[6]].map(Number);
  if (mo < 1 || mo > 12 || d2 < 1 || h3 > 23 || mi > 59 || se2 > 60) return null;
  const days = new Date(Date.UTC(y2, mo, 0)).getUTCDate();
  if (d2 > days) return null;
  if (m2[9] !== void 0 && (Number(m2[9]) > 23 || Number(m2[10]) > 59)) return null;
  const t2 = Date.parse(s.replace(" ", "T").replace(/z$/, "Z").replace(/t/, "T"));
  return Number.isNaN(t2) ? null : t2;
}
function digits(s, at2, len) {
  let n = 0;
  for (let i = at2; i < at2 + len; i++) {
    const c3 = s.charCodeAt(i) - 48;
    if (c3 < 0 || c3 > 9) return -1;
    n = n * 10 + c3;
  }
  return n;
}
function canonicalTime(s) {
  if (s.length !== 20) return null;
  for (const [i, c3] of CANONICAL_SEPS) if (s.charCodeAt(i) !== c3) return null;
  const y2 = digits(s, 0, 4);
  const mo = digits(s, 5, 2);
  const d2 = digits(s, 8, 2);
  const h3 = digits(s, 11, 2);
  const mi = digits(s, 14, 2);
  const se2 = digits(s, 17, 2);
  if (y2 < 1e3 || mo < 1 || mo > 12 || d2 < 1 || h3 < 0 || h3 > 23 || mi < 0 || mi > 59 || se2 < 0 || se2 > 59) return null;
  if (d2 > 28 && d2 > new Date(Date.UTC(y2, mo, 0)).getUTCDate()) return null;
  return Date.UTC(y2, mo - 1, d2, h3, mi, se2);
}
var RFC3339, CANONICAL_SEPS;
var init_time = __esm({
  "src/models/docs/time.ts"() {
    "use strict";
    RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;
    CANONICAL_SEPS = [
      [4, 45],
      [7, 45],
      [10, 84],
      [13, 58],
      [16, 58],
      [19, 90]
    ];
  }
});

// src/models/docs/handover.ts
function parseHandover(source2, dialect = CANONICAL.log, opts = {}) {
  const problems2 = [];
  const { preamble, chunks, lanes: lanes2, frame, open } = splitLog(source2, dialect, opts.lane, problems2);
  const stamps = dialect.stamp && dialect.order === "oldest-first" && !dialect.pinned;
  const stamp = stamps ? cutStamp(source2, chunks, open) : null;
  const references = takeReferences(chunks, dialect);
  const { title, writer: titled } = readTitle(preamble, problems2);
  const last = chunks.length - 1;
  const at2 = dialect.order === "newest-first" ? (i) => last - i : (i) => i;
  const entries = numberDays(
    chunks.map((_3, index) => readEntry(chunks[at2(index)], index, dialect, lanes2 ? lanes2[at2(index)] : "")),
    dialect
  );
  problems2.push(...openBlockProblems(open, "entry"));
  return {
    kind: "handover",
    source: source2,
    dialect,
    title,
    writer: dialect.authorField ? authorOf(entries) ?? writerFromProse(title) : titled ?? dialect.writer,
    preamble,
    frame,
    ...stamp ? { stamp } : {},
    ...references ? { references } : {},
    entries,
    problems: problems2,
    unclosedFence: open.unclosedFence ? { start: open.unclosedFence, end: open.unclosedFence } : null
  };
}
function splitLog(source2, dialect, lane, problems2) {
  const lineOffset = source2.lineOffset ?? 0;
  if (dialect.level === 2) {
    const split = splitAtLevel2(source2.text, lineOffset);
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
  const scan = scanBlocks(source2.text, lineOffset, 2, 3);
  const parts2 = chunksAt(source2.text, scan.boundaries, lineOffset);
  const read = laneChunks(parts2.sections, dialect, lane ?? (dialect.groups ? null : ""));
  const { chunks, lanes: lanes2, frame, seen } = dialect.section && lane === void 0 ? placeholderOnly(read, dialect) : read;
  for (const g2 of lane === void 0 ? dialect.groups ?? [] : []) {
    if (g2.required && !seen.has(g2.lane))
      problems2.push({
        message: `The log has no "## ${g2.heading}" section; add it, with the entries under it`,
        at: { start: parts2.preamble.start, end: parts2.preamble.start }
      });
  }
  return { preamble: parts2.preamble, chunks, lanes: lanes2, frame, open: scan };
}
function placeholderOnly(read, dialect) {
  const { chunks, lanes: lanes2 } = read;
  const entries = chunks.map((c3, i) => readEntry(c3, i, dialect).headingProblem === null);
  const keep = entries.some(Boolean) ? chunks.map((c3, i) => entries[i] || !TEMPLATE_HEADING.test(plainText(headingOf(c3)))) : chunks.map(() => false);
  if (keep.every(Boolean)) return read;
  const frame = [...read.frame, ...chunks.filter((_3, i) => !keep[i])].sort((a, b3) => a.start.offset - b3.start.offset);
  return { ...read, chunks: chunks.filter((_3, i) => keep[i]), lanes: lanes2.filter((_3, i) => keep[i]), frame };
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
  return (c3) => {
    const text = plainText(headingOf(c3)).trim();
    return tests.some((t2) => t2.test(text));
  };
}
function takeReferences(chunks, dialect) {
  const reference = referenceTest(dialect);
  if (!reference) return null;
  const out = [];
  let kept = 0;
  for (const c3 of chunks) {
    if (reference(c3)) out.push({ chunk: c3, after: kept });
    else chunks[kept++] = c3;
  }
  chunks.length = kept;
  return out;
}
function markerTail(chunk) {
  if (!chunk) return null;
  const lines = chunk.text.split("\n");
  let first = -1;
  let i = lines.length - 1;
  while (i > 0) {
    const line = lines[i].trim();
    if (line === "" || BREAK_LINE.test(lines[i].trimEnd())) i--;
    else if (line.endsWith("-->")) {
      let j3 = i;
      while (j3 > 0 && !/^ {0,3}<!--/.test(lines[j3])) j3--;
      const comment = lines.slice(j3, i + 1).join("\n").trimEnd();
      if (j3 === 0 || comment.indexOf("-->") !== comment.length - 3) break;
      first = j3;
      i = j3 - 1;
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
function cutStamp(source2, chunks, open) {
  const chunk = chunks.at(-1);
  if (!chunk || open.unclosedFence || open.unclosedComment || open.unclosedHtml) return null;
  if (chunk.start.offset + chunk.text.length !== source2.text.length) return null;
  const lines = chunk.text.split("\n");
  let first = -1;
  let i = lines.length - 1;
  while (i > 0 && lines[i].trim() === "") i--;
  while (i > 0 && STAMP_LINE.test(lines[i])) {
    let j3 = i;
    while (j3 > 0 && STAMP_LINE.test(lines[j3 - 1])) j3--;
    if (j3 === 0 || lines[j3 - 1].trim() !== "") break;
    first = j3;
    i = j3 - 1;
    while (i > 0 && lines[i].trim() === "") i--;
  }
  const own = lines.slice(chunk.setextLines ?? 1, first).some((l3) => l3.trim() !== "" && !BREAK_LINE.test(l3.trimEnd()));
  if (first < 1 || !own) return null;
  const [entry, stamp] = cutAtLine(chunk, lines, first);
  chunks[chunks.length - 1] = entry;
  return stamp;
}
function laneChunks(sections, dialect, startLane) {
  const chunks = [];
  const lanes2 = [];
  const frame = [];
  const seen = /* @__PURE__ */ new Set();
  let lane = startLane;
  for (const chunk of sections) {
    if ((chunk.level ?? 2) === 2) {
      const text = plainText(headingOf(chunk));
      const group = dialect.groups ? dialect.groups.find((g2) => g2.match.test(text)) : { lane: "", heading: text };
      lane = group ? group.lane : null;
      if (group && dialect.groups) seen.add(group.lane);
      frame.push(chunk);
      continue;
    }
    const entryLike = lane !== null && (dialect.strictHeadings || ID_HEADING.test(headingOf(chunk)));
    const prev = chunks[chunks.length - 1];
    if (entryLike) {
      chunks.push(chunk);
      lanes2.push(lane);
    } else if (lane !== null && prev && prev.start.offset + prev.text.length === chunk.start.offset) {
      chunks[chunks.length - 1] = { ...prev, text: prev.text + chunk.text };
    } else frame.push(chunk);
  }
  return { chunks, lanes: lanes2, frame, seen };
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
function authorOf(entries) {
  const count2 = /* @__PURE__ */ new Map();
  for (const e of entries) if (e.author) count2.set(e.author, (count2.get(e.author) ?? 0) + 1);
  let best = null;
  for (const [a, n] of count2) if (best === null || n > count2.get(best)) best = a;
  return best;
}
function writerFromProse(title) {
  const m2 = title ? /[—–-]\s*(\S(?:.*\S)?)\s*$/.exec(title.text) : null;
  return m2 ? m2[1].replace(/\s+agent$/i, "").trim() || null : null;
}
function readTitle(preamble, problems2 = []) {
  if (!/\S/.test(preamble.text)) return { title: null, writer: null };
  const title = atxTitle(preamble) ?? findTitle(tryParse(preamble, problems2, "The preamble"), preamble);
  return { title, writer: writerOf(title) };
}
function atxTitle(preamble) {
  const m2 = /^(?:[ \t]*\n)*(#[ \t][^\n]*)/.exec(preamble.text);
  if (!m2 || /[\r#\s]$/.test(m2[1]) || m2[1].length > 4096) return null;
  const { text } = preamble;
  if (text.length > MAX_CHUNK_CHARS || tooDeep(text) || tooManyMarkers(text)) return null;
  const offset = m2[0].length - m2[1].length;
  let line = preamble.start.line;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  const at2 = preamble.start.offset + offset;
  return {
    text: atxHeadingText(m2[1]),
    span: {
      start: { line, column: 1, offset: at2 },
      end: { line, column: m2[1].length + 1, offset: at2 + m2[1].length }
    }
  };
}
function writerOf(title) {
  const m2 = title ? WRITER.exec(title.text) : null;
  return m2 ? m2[1] : null;
}
function parseEntryHeading(text) {
  const end = trimmedEnd(text);
  const m2 = HEADING.exec(end === text.length ? text : text.slice(0, end));
  if (!m2) {
    return {
      // a number only when it stands alone: "## 2026-11-29 notes" is a date, not entry 2026
      seq: /^\d+(?=[ \t]|$)/.test(text) ? Number(/^\d+/.exec(text)[0]) : null,
      timestamp: null,
      time: null,
      title: null,
      headingProblem: `"## ${text}" is not an entry heading; write "## <seq> \xB7 <timestamp>[ \xB7 <title>]", e.g. "## 3 \xB7 2026-11-29T10:00:00Z"`
    };
  }
  const seq = Number(m2[1]);
  const time = parseRfc3339(m2[2]);
  let headingProblem = null;
  if (seq < 1) headingProblem = `entry sequence numbers start at 1, not ${m2[1]}`;
  else if (time === null)
    headingProblem = `"${m2[2]}" is not an RFC 3339 timestamp with a zone; write it like 2026-11-29T10:00:00Z`;
  return { seq, timestamp: m2[2], time, title: m2[3] ? m2[3] : null, headingProblem };
}
function parseHeadingIn(text, dialect) {
  const marks = "#".repeat(dialect.level);
  if (dialect.heading === "seq") {
    const h3 = parseEntryHeading(text);
    const problem = h3.headingProblem && dialect.level !== 2 ? h3.headingProblem.replace(/"## /, `"${marks} `).replace('"## <seq>', `"${marks} <seq>`).replace('e.g. "## ', `e.g. "${marks} `) : h3.headingProblem;
    return { ...h3, headingProblem: problem, id: h3.seq === null ? null : String(h3.seq) };
  }
  if (dialect.heading === "id") {
    const m3 = /^\[?([A-Za-z0-9_.-]+)\]?:[ \t]*(.*)$/.exec(plainText(text));
    if (!m3)
      return {
        seq: null,
        timestamp: null,
        time: null,
        title: null,
        id: null,
        headingProblem: `"${marks} ${text}" is not an entry heading; write "${marks} <entry-id>: <title>", e.g. "${marks} 2026-03-04-batch-12: Batch 12 ingested"`
      };
    return { seq: null, timestamp: null, time: null, title: m3[2].trim() || null, id: m3[1], headingProblem: null };
  }
  if (byDay(dialect.heading)) return parseDayHeading(text, dialect);
  const end = trimmedEnd(text);
  const m2 = STAMP_HEADING.exec(end === text.length ? text : text.slice(0, end));
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
  if (!m2) return bad;
  let time = null;
  if (dialect.heading === "date") {
    const d2 = DAY.exec(m2[1]);
    time = d2 ? parseRfc3339(`${m2[1]}T00:00:00Z`) : null;
  } else time = parseRfc3339(m2[1]);
  if (time === null) return bad;
  return { seq: null, timestamp: m2[1], time, title: m2[2] ? m2[2] : null, id: m2[1], headingProblem: null };
}
function parseDayHeading(text, dialect) {
  const marks = "#".repeat(dialect.level);
  const plain3 = plainText(text.slice(0, trimmedEnd(text)));
  const bad = (want) => ({
    seq: null,
    timestamp: null,
    time: null,
    title: null,
    id: null,
    headingProblem: `"${marks} ${text}" is not an entry heading; write ${want}`
  });
  if (dialect.heading === "date") {
    const m2 = DATE_FIRST.exec(plain3);
    const time2 = m2 ? parseRfc3339(`${m2[1]}T00:00:00Z`) : null;
    if (!m2 || time2 === null) return bad(`"${marks} <date>[ \xB7 <title>]" with a date, e.g. 2026-11-29`);
    const hm = m2[2] ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(m2[2]) : null;
    const at2 = hm ? time2 + ((Number(hm[1]) * 60 + Number(hm[2])) * 60 + Number(hm[3] ?? 0)) * 1e3 : time2;
    const id = m2[2] ? `${m2[1]} ${m2[2]}` : m2[1];
    return { seq: null, timestamp: m2[1], time: at2, title: m2[3].trim() || null, id, headingProblem: null };
  }
  const d2 = DATE_INSIDE.exec(plain3);
  const time = d2 ? parseRfc3339(`${d2[0]}T00:00:00Z`) : null;
  if (!d2 || time === null) return bad(`"${marks} <title> (<date>)" with a date in it, e.g. "Session (2026-11-29)"`);
  const title = plain3.slice(0, d2.index).replace(/[\s([—–|:,·-]+$/, "") || null;
  return { seq: null, timestamp: d2[0], time, title, id: d2[0], headingProblem: null };
}
function readEntry(chunk, index, dialect = CANONICAL.log, lane = "") {
  const headingText2 = headingOf(chunk);
  const canonical = dialect === CANONICAL.log;
  const head = canonical ? parseEntryHeading(headingText2) : parseHeadingIn(headingText2, dialect);
  const entry = new LogEntry(chunk, index, lane, {
    headingText: headingText2,
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
  const name2 = entryName(entry);
  const known = new Map(dialect.fields.map((f3) => [f3.name, f3]));
  const seen = /* @__PURE__ */ new Set();
  for (const f3 of entry.fields) {
    const key = f3.key.replace(/ /g, "-");
    const spec = known.get(key);
    if (spec && dialect.exactLabels && f3.label !== spec.name) {
      seen.add(key);
      entry.problems.push({
        message: `${cap(name2)} spells the field "${spec.name}" as "${f3.label}"; write "- **${spec.name}**: \u2026"`,
        at: f3.span
      });
      continue;
    }
    if (!spec) {
      entry.problems.push({
        message: `${cap(name2)} has an unknown field "${f3.label}" (allowed as an extension)`,
        at: f3.span,
        warn: true
      });
      continue;
    }
    seen.add(key);
    if (spec.pattern && !spec.pattern.test(f3.value))
      entry.problems.push({ message: `${cap(name2)}: ${key} "${f3.value}" is not ${spec.shape ?? "valid"}`, at: f3.span });
    if (key === dialect.authorField) entry.author = f3.value || null;
    if (key === dialect.audienceField) entry.audience = f3.value || null;
    if (key === "date" && entry.time === null && DAY.test(f3.value)) {
      entry.timestamp = f3.value;
      entry.time = parseRfc3339(`${f3.value}T00:00:00Z`);
    }
  }
  for (const spec of dialect.fields) {
    if (spec.required && !seen.has(spec.name))
      entry.problems.push({
        message: `${cap(name2)} is missing the required field "${spec.name}"; add "- **${spec.name}**: \u2026"`,
        at: entry.heading
      });
  }
}
function scanFields(chunk) {
  const out = [];
  let fence = null;
  let offset = 0;
  chunk.text.split("\n").forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const f3 = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f3 && f3[1][0] === fence[0] && f3[1].length >= fence.length) fence = null;
    } else if (f3) fence = f3[1];
    else {
      const m2 = FIELD_LINE.exec(line);
      if (m2 && (m2[3] || m2[5])) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        out.push({
          label: m2[2].trim(),
          key: fieldKey(m2[2]),
          date: m2[4] ?? null,
          value: m2[6].trim(),
          span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } }
        });
      }
    }
    offset += raw.length + 1;
  });
  return out;
}
function entryName(e) {
  if (e.seq !== null) return `entry ${e.seq}`;
  if (e.id !== null) return `entry "${e.id}"`;
  return `the entry headed "${e.headingText}"`;
}
function correctsRef(e) {
  if (e.seq !== null) return `#${e.seq}`;
  return e.id;
}
function fixedText(e, dialect) {
  let t2 = fixedCache.get(e);
  if (t2 !== void 0) return t2;
  const mutable = Object.keys(dialect.mutable);
  if (!mutable.length) t2 = entryText(e.chunk.text);
  else {
    let text = e.chunk.text;
    const spans = e.fields.filter((f3) => mutable.includes(f3.key.replace(/ /g, "-"))).map((f3) => f3.span).sort((a, b3) => b3.start.offset - a.start.offset);
    for (const s of spans)
      text = text.slice(0, s.start.offset - e.chunk.start.offset) + "\0" + text.slice(s.end.offset - e.chunk.start.offset);
    t2 = entryText(text);
  }
  fixedCache.set(e, t2);
  return t2;
}
function changeAllowed(base, head, dialect) {
  if (base.lane !== head.lane && !dialect.moves.some(([from, to2]) => from === base.lane && to2 === head.lane))
    return false;
  for (const [field2, lifecycle] of Object.entries(dialect.mutable)) {
    const b3 = base.fields.find((f3) => f3.key.replace(/ /g, "-") === field2)?.value ?? null;
    const h3 = head.fields.find((f3) => f3.key.replace(/ /g, "-") === field2)?.value ?? null;
    if (b3 !== h3 && !(b3 !== null && h3 !== null && (lifecycle[b3] ?? []).includes(h3))) return false;
  }
  return true;
}
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
function plainCorrects(chunk, found) {
  if (chunk.text.includes("\r")) return false;
  const lines = chunk.text.split("\n");
  if (CORRECTS_HINT.test(lines[0] ?? "")) return false;
  let offset = (lines[0]?.length ?? 0) + 1;
  let fence = null;
  for (let i = 1; i < lines.length; offset += lines[i].length + 1, i++) {
    const line = lines[i];
    if (fence !== null) {
      const c3 = FENCE_CLOSE2.exec(line);
      if (c3 && c3[1][0] === fence[0] && c3[1].length >= fence.length) fence = null;
      continue;
    }
    const open = FENCE_OPEN2.exec(line);
    if (open) {
      if (open[1][0] === "`" && open[2].includes("`")) return false;
      fence = open[1];
      continue;
    }
    if (PLAIN_UNSAFE.test(line)) return false;
    if (!CORRECTS_HINT.test(line)) continue;
    if (!plainHintLine(lines, i)) return false;
    const m2 = matchCorrects(line);
    if (!m2) continue;
    const lineNo = chunk.start.line + i;
    const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
    found.push({
      ...m2,
      span: { start, end: { line: lineNo, column: line.length + 1, offset: start.offset + line.length } }
    });
  }
  return true;
}
function underlined(lines, i) {
  for (let k2 = i + 1; k2 < lines.length && lines[k2].trim() !== ""; k2++) if (SETEXT_UNDERLINE.test(lines[k2])) return true;
  return false;
}
function plainHintLine(lines, i) {
  const line = lines[i];
  return /^corrects\s*:/i.test(line) && !LINE_MARKUP.test(line) && !/[ \t]$/.test(line) && !/ {2}$/.test(lines[i - 1]) && !underlined(lines, i);
}
function proseText(node2) {
  if (node2.type === "inlineCode") {
    const p2 = node2.position;
    return "\u2063".repeat(3) + "\n".repeat(p2 ? p2.end.line - p2.start.line : 0);
  }
  if ("children" in node2) return node2.children.map(proseText).join("");
  return "value" in node2 ? String(node2.value) : "";
}
function targetsOf(list) {
  return [...list.matchAll(/#\s*(\d+)/g)].map((x3) => Number(x3[1]));
}
function matchCorrects(line) {
  const m2 = CORRECTS_LINE.exec(line);
  if (m2) {
    const targets = targetsOf(m2[1]);
    return { targets, refs: targets.map(String) };
  }
  if (!byIds) return null;
  const k2 = CORRECTS_IDS.exec(line);
  if (!k2) return null;
  const refs = k2[1].split(/\s*(?:,|\band\b|&)\s*/).map((r2) => r2.replace(/^#/, "")).filter(Boolean);
  return { targets: [], refs };
}
function scanCorrects(chunk, found) {
  let fence = null;
  let offset = 0;
  chunk.text.split("\n").forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const f3 = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f3 && f3[1][0] === fence[0] && f3[1].length >= fence.length && /^ {0,3}[`~]+[ \t]*$/.test(line)) fence = null;
    } else if (f3) fence = f3[1];
    else if (/^ {0,3}\S/.test(line) && CORRECTS_HINT.test(line)) {
      const m2 = matchCorrects(line);
      if (m2) {
        const lineNo = chunk.start.line + i;
        const start = { line: lineNo, column: 1, offset: chunk.start.offset + offset };
        found.push({
          ...m2,
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
      proseText(node2).split("\n").map((l3) => l3.endsWith("\r") ? l3.slice(0, -1) : l3).forEach((line, i) => {
        const m2 = matchCorrects(line);
        if (!m2) return;
        const lineNo = span.start.line + i;
        found.push({
          ...m2,
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
var SEP, HEADING, WRITER, TEMPLATE_HEADING, BREAK_LINE, STAMP_LINE, ID_HEADING, STAMP_HEADING, DAY, DATE_FIRST, DATE_INSIDE, NO_FIELDS, NO_PROBLEMS, LogEntry, FIELD_LINE, cap, fixedCache, CORRECTS_LINE, CORRECTS_IDS, CORRECTS_HINT, corrected, byIds, NO_CORRECTS, PLAIN_UNSAFE, LINE_MARKUP, SETEXT_UNDERLINE, FENCE_OPEN2, FENCE_CLOSE2;
var init_handover = __esm({
  "src/models/docs/handover.ts"() {
    "use strict";
    init_split();
    init_dialect();
    init_base();
    init_parse();
    init_base();
    init_time();
    SEP = "[\xB7\u2014\u2013\\-|]";
    HEADING = new RegExp(`^(\\d+)[ \\t]+${SEP}[ \\t]+(\\S+)(?:[ \\t]+${SEP}(?:[ \\t]+(.*))?)?$`);
    WRITER = /^Handover\s*:\s*(\S(?:.*\S)?)\s*$/i;
    TEMPLATE_HEADING = /\b(?:example|template|sample)s?\b/i;
    BREAK_LINE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
    STAMP_LINE = /^(?:\*[^*\s](?:[^*]*[^*\s])?\*|_[^_\s](?:[^_]*[^_\s])?_)[ \t]*$/;
    ID_HEADING = /^\[?([A-Za-z0-9_.-]+)\]?:/;
    STAMP_HEADING = new RegExp(`^(\\S+)(?:[ \\t]+${SEP}(?:[ \\t]+(.*))?)?$`);
    DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
    DATE_FIRST = new RegExp(
      String.raw`^\[?(\d{4}-\d{2}-\d{2})\]?` + // the date, maybe in brackets
      String.raw`(?:[ T]+(\d{1,2}:\d{2}(?::\d{2})?)(?:[ \t]*(?:UTC|Z))?)?` + // a time, maybe with its zone
      String.raw`(?:[ \t]*[·—–|:-][ \t]*|[ \t]+|$)(.*)$`
      // a separator or a space, then the title
    );
    DATE_INSIDE = /(\d{4})-(\d{2})-(\d{2})/;
    NO_FIELDS = Object.freeze([]);
    NO_PROBLEMS = Object.freeze([]);
    LogEntry = class {
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
    FIELD_LINE = /^(\s*[-*+][ \t]+)\*\*([A-Za-z][A-Za-z0-9 _-]*?)(:?)\*\*[ \t]*(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]*(:?)[ \t]*(.*)$/;
    cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
    fixedCache = /* @__PURE__ */ new WeakMap();
    CORRECTS_LINE = /^\s*corrects\s*:\s*(#\s*\d+(?:(?:\s*(?:,|and|&)\s*|\s*)#\s*\d+)*)\s*$/i;
    CORRECTS_IDS = /^\s*corrects\s*:\s*([A-Za-z0-9_.:+#-]+(?:\s*(?:,|\band\b|&)\s*[A-Za-z0-9_.:+#-]+)*)\s*$/i;
    CORRECTS_HINT = /corrects\s*:/i;
    corrected = /* @__PURE__ */ new WeakMap();
    byIds = false;
    NO_CORRECTS = Object.freeze([]);
    PLAIN_UNSAFE = /[`~<\\&[]/;
    LINE_MARKUP = /[*_!\]]/;
    SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
    FENCE_OPEN2 = /^(`{3,}|~{3,})(.*)$/;
    FENCE_CLOSE2 = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
  }
});

// src/models/docs/table.ts
function rowCells(line) {
  const cells2 = [];
  let from = 0;
  const push2 = (to2) => {
    const raw = line.slice(from, to2);
    const lead = raw.length - raw.trimStart().length;
    cells2.push({ raw: raw.trim(), start: from + lead, end: from + lead + raw.trim().length });
  };
  for (let i = 0; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === "|") {
      push2(i);
      from = i + 1;
    }
  }
  push2(line.length);
  if (cells2.length > 1 && cells2[0].raw === "" && /^\s*\|/.test(line)) cells2.shift();
  if (cells2.length > 1 && cells2[cells2.length - 1].raw === "" && /\|\s*$/.test(line)) cells2.pop();
  return cells2;
}
function opensTable(header, delimiter) {
  if (!header.includes("|") || !delimiter.includes("-")) return false;
  const d2 = rowCells(delimiter);
  return d2.every((c3) => DELIMITER.test(c3.raw)) && rowCells(header).length === d2.length;
}
function findTable(text, accept, problems2) {
  return findTables(text, accept, problems2, 1)[0] ?? null;
}
function findTables(text, accept, problems2, max = Number.POSITIVE_INFINITY) {
  const whole = { start: { line: 1, column: 1, offset: 0 }, text, heading: null };
  const tree = tryParse(whole, problems2, "The file");
  const out = [];
  if (!tree) return out;
  for (const node2 of tree.children) {
    if (node2.type !== "paragraph") continue;
    const at2 = spanOf(node2);
    const lines = text.slice(at2.start.offset, at2.end.offset).split("\n");
    let offset = at2.start.offset;
    for (let i = 0; i + 1 < lines.length; i++) {
      const header = lines[i].replace(/\r$/, "");
      if (opensTable(header, lines[i + 1].replace(/\r$/, ""))) {
        const names = rowCells(header).map((c3) => plainText(c3.raw));
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
function tableAt(text, t2) {
  const headerStart = pointAt(text, t2.offset);
  const headerSpan = {
    start: headerStart,
    end: { ...headerStart, column: headerStart.column + t2.lines[0].length, offset: t2.offset + t2.lines[0].length }
  };
  let offset = t2.offset + t2.lines[0].length + 1 + t2.lines[1].length + 1;
  const first = offset;
  const rows = [];
  for (const [k2, raw] of t2.lines.slice(2).entries()) {
    const line = raw.replace(/\r$/, "");
    const ending = text.startsWith("\r\n", offset + line.length) ? "\r\n" : text[offset + line.length] === "\n" ? "\n" : "";
    const start = { line: headerStart.line + 2 + k2, column: 1, offset };
    const span = { start, end: { ...start, column: start.column + line.length, offset: offset + line.length } };
    const cells2 = rowCells(line).map((c3) => ({
      text: plainText(c3.raw),
      span: {
        start: { ...start, column: start.column + c3.start, offset: offset + c3.start },
        end: { ...start, column: start.column + c3.end, offset: offset + c3.end }
      }
    }));
    rows.push({ chunk: { start, text: line + ending, heading: line, level: 2 }, span, cells: cells2 });
    offset += line.length + ending.length;
  }
  const preamble = {
    start: { line: 1, column: 1, offset: 0 },
    text: text.slice(0, first) + text.slice(offset),
    heading: null
  };
  return { header: t2.names, rows, preamble, headerSpan, body: { start: first, end: offset } };
}
var DELIMITER;
var init_table = __esm({
  "src/models/docs/table.ts"() {
    "use strict";
    init_source();
    init_parse();
    init_base();
    DELIMITER = /^:?-+:?$/;
  }
});

// src/models/docs/sync.ts
function parseSync(source2, dialect = CANONICAL.sync) {
  if (dialect.layout === "table") return parseSyncTable(source2, dialect);
  if (dialect.layout === "tables") return parseSyncTables(source2, dialect);
  if (dialect.layout === "list") return parseSyncList(source2, dialect);
  const split = dialect.level === 3 ? groupedSplit(source2.text, dialect) : splitAtLevel2(source2.text);
  const problems2 = [];
  const title = findTitle(tryParse(split.preamble, problems2, "The preamble"), split.preamble);
  if (split.unclosedFence) problems2.push(unclosedFenceProblem(split.unclosedFence, "section"));
  problems2.push(...openBlockProblems(split, "section"));
  const byKey = fieldIndex(dialect);
  const seenTop = /* @__PURE__ */ new Set();
  let agentSeen = null;
  let inGroup = null;
  const sections = split.sections.map((chunk) => {
    const text = plainText(headingOf(chunk));
    const top = dialect.top.find((t2) => t2.match.test(text));
    const id = top ? top.id : dialect.sectionId(text);
    const group = dialect.level === 3 && (chunk.level ?? 2) === 2;
    const shared = top ? { mode: top.mode, writers: top.writers } : dialect.shared[id] ?? (group ? GROUP_POLICY : null);
    const tree = tryParse(chunk, problems2, `Section "${id}"`);
    const { fields, plain: plain3 } = listItems(tree, { source: source2.text });
    const section = {
      id,
      shared,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      // A bold paragraph line is a field when its label is one; otherwise it is prose (migrate keeps extra fields
      // that way), except in a dialect whose unknown fields are extensions to warn about (cmap).
      fields: ownFieldsOf(
        fields.map((f3) => ({ ...f3, name: labelName(byKey, dialect, f3) })).filter((f3) => f3.name !== null || !f3.inParagraph || dialect.unknownFields === "warn" || dialect.ownFields),
        dialect
      ),
      items: dialect.ownFields ? [] : plain3
    };
    if (dialect.level === 3) {
      if (group) inGroup = id;
      else section.group = inGroup;
    }
    if (top) {
      seenTop.add(top.id);
      if (agentSeen && top.required)
        problems2.push({
          message: `"## ${top.id}" comes after the agent sections (first "${agentSeen.id}"); the shared sections go before them`,
          at: section.heading
        });
    } else if (!shared) agentSeen ??= section;
    return section;
  });
  if (!agentSeen && dialect.name === "handover") problems2.push(...tableHint(source2.text));
  for (const t2 of dialect.top) {
    if (t2.required && !seenTop.has(t2.id))
      problems2.push({
        message: `SYNC.md has no "## ${t2.id}" section; add it before the agent sections`,
        at: { start: split.preamble.start, end: split.preamble.start }
      });
  }
  return { kind: "sync", source: source2, dialect, schema: dialect.fields, title, preamble: split.preamble, sections, problems: problems2 };
}
function tableColumns(header, nameOf) {
  const names = header.map((h3) => nameOf(h3));
  const keys = header.map((h3) => fieldKey(h3));
  const agentAt = keys.findIndex((k2) => AGENT_COLUMNS.has(k2));
  return { names, keys, idAt: Math.max(0, agentAt === -1 ? names.indexOf(null) : agentAt) };
}
function parseSyncTable(source2, dialect) {
  const problems2 = [];
  const byKey = fieldIndex(dialect);
  const nameOf = (h3) => labelName(byKey, dialect, { key: fieldKey(h3), label: h3 });
  const table = findTable(source2.text, (h3) => h3.some((x3) => nameOf(x3) !== null), problems2);
  const at2 = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  if (!table) {
    if (!problems2.length)
      problems2.push({
        message: `SYNC.md holds no table whose header names a field (sync.layout: table reads one row per agent under a header such as "| Agent | ${dialect.fields.map((f3) => f3.label).join(" | ")} |"); add one, or drop sync.layout`,
        at: at2
      });
    const preamble2 = { start: at2.start, text: source2.text, heading: null };
    return { kind: "sync", source: source2, dialect, schema: dialect.fields, title: null, preamble: preamble2, sections: [], problems: problems2 };
  }
  const shared = sharedParts(source2.text, dialect).filter((p2) => !within(p2, table.headerSpan.start.offset));
  const rows = rowSections(table, { nameOf, problems: problems2, group: void 0 });
  const preamble = withoutSpans(source2.text, [{ start: table.body.start, end: table.body.end }, ...shared]);
  const sections = inOrder(rows, shared);
  const title = findTitle(tryParse(preamble, problems2, "The preamble"), preamble);
  return { kind: "sync", source: source2, dialect, schema: dialect.fields, title, preamble, sections, problems: problems2 };
}
function rowSections(table, o2) {
  const { problems: problems2 } = o2;
  const { names, keys, idAt } = tableColumns(table.header, o2.nameOf);
  return table.rows.map((row) => {
    const id = row.cells[idAt]?.text ?? "";
    if (row.cells.length > table.header.length)
      problems2.push({
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
    if (o2.group !== void 0) section.group = o2.group;
    return section;
  });
}
function ownFieldsOf(fields, dialect) {
  return dialect.ownFields ? fields.map((f3) => f3.name === null ? { ...f3, own: true } : f3) : fields;
}
function groupAt(boundaries, offset) {
  let raw = null;
  for (const b3 of boundaries) if (b3.offset <= offset) raw = b3.raw;
  return raw === null ? null : raw.replace(/^ {0,3}#+[ \t]*/, "").replace(/[ \t]+#*[ \t]*$/, "").trim();
}
function parseSyncTables(source2, dialect) {
  const problems2 = [];
  const byKey = fieldIndex(dialect);
  const nameOf = (h3) => labelName(byKey, dialect, { key: fieldKey(h3), label: h3 });
  const agentTable = (h3) => h3.some((x3) => STATUS_TABLE_AGENTS.has(fieldKey(x3))) && h3.some((x3) => nameOf(x3) !== null);
  const shared = sharedParts(source2.text, dialect);
  const tables = findTables(source2.text, agentTable, problems2).filter(
    (t2) => !shared.some((p2) => within(p2, t2.headerSpan.start.offset))
  );
  const boundaries = scanBlocks(source2.text, 0, 2, 3).boundaries;
  const rows = tables.flatMap(
    (t2) => rowSections(t2, { nameOf, problems: problems2, group: groupAt(boundaries, t2.headerSpan.start.offset) })
  );
  const sections = inOrder(rows, shared);
  if (!tables.length && !problems2.length)
    problems2.push({
      message: `SYNC.md holds no table with an agent column and a field column (sync.layout: tables reads a table per status group, such as "| Agent | ${dialect.fields[0].label} |" under "## In progress"); add one, or drop sync.layout`,
      at: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } }
    });
  const preamble = withoutSpans(source2.text, [...tables.map((t2) => t2.body), ...shared]);
  const title = findTitle(tryParse(preamble, problems2, "The preamble"), preamble);
  return { kind: "sync", source: source2, dialect, schema: dialect.fields, title, preamble, sections, problems: problems2 };
}
function sharedPolicyOf(heading2, dialect) {
  const top = dialect.top.find((t2) => t2.match.test(heading2));
  if (top) return { id: top.id, policy: { mode: top.mode, writers: top.writers } };
  const id = dialect.sectionId(heading2);
  return id in dialect.shared ? { id, policy: dialect.shared[id] } : null;
}
function sharedParts(text, dialect) {
  if (!Object.keys(dialect.shared).length && !dialect.top.length) return [];
  const { boundaries } = scanBlocks(text, 0, 2, 3);
  const out = [];
  for (const [i, b3] of boundaries.entries()) {
    if (out.length && b3.offset < out[out.length - 1].end) continue;
    const found = sharedPolicyOf(plainText(headingOf({ heading: b3.raw, setextLines: b3.setextLines })), dialect);
    if (!found) continue;
    const end = boundaries.slice(i + 1).find((x3) => x3.level <= b3.level)?.offset ?? text.length;
    const chunk = chunkAt(text, b3, end);
    const section = {
      id: found.id,
      shared: found.policy,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      fields: [],
      items: []
    };
    out.push({ section, start: b3.offset, end });
  }
  return out;
}
function inOrder(agents, shared) {
  if (!shared.length) return agents;
  return [...agents, ...shared.map((p2) => p2.section)].sort((a, b3) => a.span.start.offset - b3.span.start.offset);
}
function withoutSpans(text, spans) {
  let kept = "";
  let from = 0;
  for (const c3 of [...spans].sort((a, b3) => a.start - b3.start)) {
    kept += text.slice(from, Math.max(from, c3.start));
    from = Math.max(from, c3.end);
  }
  return { start: { line: 1, column: 1, offset: 0 }, text: kept + text.slice(from), heading: null };
}
function parseSyncList(source2, dialect) {
  const problems2 = [];
  const text = source2.text;
  const scan = scanBlocks(text, 0, 2, 3);
  const whole = { start: { line: 1, column: 1, offset: 0 }, text, heading: null };
  const tree = tryParse(whole, problems2, "The file");
  const byKey = fieldIndex(dialect);
  const focus = dialect.fields.find((f3) => f3.name === "focus");
  const sections = [];
  const cut = [];
  const blocks2 = tree?.children ?? [];
  const shared = sharedParts(text, dialect);
  for (const [k2, node2] of blocks2.entries()) {
    if (node2.type !== "list" || k2 > 0 && fieldParagraph(blocks2[k2 - 1])) continue;
    if (shared.some((p2) => within(p2, spanOf(node2).start.offset))) continue;
    const group = groupAt(scan.boundaries, spanOf(node2).start.offset);
    for (const item of node2.children) {
      const at2 = spanOf(item);
      const lineStart2 = text.lastIndexOf("\n", at2.start.offset - 1) + 1;
      const eol = text.indexOf("\n", at2.end.offset);
      const end = eol === -1 ? text.length : eol + 1;
      const raw = text.slice(lineStart2, end);
      const m2 = AGENT_ITEM.exec(raw.split("\n")[0].replace(/\r$/, ""));
      if (!m2) continue;
      const id = plainText(m2[2]).replace(/[:：]\s*$/, "").trim();
      const start = { line: at2.start.line, column: 1, offset: lineStart2 };
      const span = { start, end: at2.end };
      const heading2 = {
        start,
        end: {
          ...start,
          column: 1 + raw.split("\n")[0].length,
          offset: lineStart2 + raw.split("\n")[0].replace(/\r$/, "").length
        }
      };
      const fields = [];
      if (focus)
        fields.push({
          label: focus.label,
          key: fieldKey(focus.label),
          value: m2[3].trim(),
          date: null,
          span: heading2,
          name: "focus"
        });
      const nested = listItems({ type: "root", children: item.children.slice(1) }, { source: text });
      fields.push(
        ...ownFieldsOf(
          nested.fields.map((f3) => ({ ...f3, name: labelName(byKey, dialect, f3) })),
          dialect
        )
      );
      const items = dialect.ownFields ? [] : nested.plain;
      sections.push({
        id,
        shared: null,
        group,
        chunk: { start, text: raw, heading: raw.split("\n")[0], level: 2 },
        heading: heading2,
        span,
        fields,
        items
      });
      cut.push({ start: lineStart2, end });
    }
  }
  const preamble = withoutSpans(text, [...cut, ...shared]);
  const title = findTitle(tryParse(preamble, problems2, "The preamble"), preamble);
  return {
    kind: "sync",
    source: source2,
    dialect,
    schema: dialect.fields,
    title,
    preamble,
    sections: inOrder(sections, shared),
    problems: problems2
  };
}
function tableHint(text) {
  if (!text.includes("|")) return [];
  const known = new Set(Object.values(KNOWN_SYNC_ALIASES).flat());
  const table = findTable(text, (h3) => h3.some((x3) => known.has(fieldKey(x3))), []);
  if (!table) return [];
  return [
    {
      message: `SYNC.md has no agent section, but a table with a row per agent (line ${table.headerSpan.start.line}); set sync.layout: table (handover init --detect shows the config that reads it)`,
      at: table.headerSpan
    }
  ];
}
function groupedSplit(text, dialect) {
  const scan = scanBlocks(text, 0, 2, 3);
  const parts2 = chunksAt(text, scan.boundaries);
  const sections = [];
  let inShared = false;
  for (const chunk of parts2.sections) {
    if ((chunk.level ?? 2) === 2) {
      const h3 = plainText(headingOf(chunk));
      inShared = dialect.top.some((t2) => t2.match.test(h3)) || dialect.sectionId(h3) in dialect.shared;
      sections.push(chunk);
    } else if (inShared && sections.length) {
      const prev = sections[sections.length - 1];
      sections[sections.length - 1] = { ...prev, text: prev.text + chunk.text };
    } else sections.push(chunk);
  }
  return { preamble: parts2.preamble, sections, ...scan };
}
function labelName(byKey, dialect, f3) {
  const name2 = byKey.get(f3.key) ?? null;
  if (name2 === null || !dialect.exactLabels) return name2;
  const spec = dialect.fields.find((x3) => x3.name === name2);
  return [spec.label, ...spec.aliases].includes(f3.label) ? name2 : null;
}
function fieldIndex(d2) {
  let m2 = indexes.get(d2);
  if (!m2) {
    m2 = /* @__PURE__ */ new Map();
    for (const f3 of d2.fields) for (const l3 of [f3.label, ...f3.aliases]) m2.set(fieldKey(l3), f3.name);
    indexes.set(d2, m2);
  }
  return m2;
}
function onlyNotesAdded(base, head, dialect) {
  if (!dialect.note) return false;
  const notes = head.fields.filter((f3) => f3.key === fieldKey(dialect.note) && f3.date !== null);
  if (!notes.length) return false;
  let text = head.chunk.text;
  for (const n of notes.slice().sort((a, b3) => b3.span.start.offset - a.span.start.offset)) {
    const from = n.span.start.offset - head.chunk.start.offset;
    const to2 = n.span.end.offset - head.chunk.start.offset;
    const eol = text.indexOf("\n", to2);
    text = text.slice(0, from).replace(/[ \t]*$/, "") + (eol === -1 ? "" : text.slice(eol + 1));
  }
  const squash = (t2) => normaliseText(t2).replace(/\n{2,}/g, "\n");
  return squash(text) === squash(base.chunk.text);
}
function appendedOnly(base, head) {
  const body2 = (s) => normaliseText(s.chunk.text).replace(/\n+ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/, "");
  return body2(head).startsWith(body2(base));
}
function rowsKept(base, head) {
  const rows = (s) => normaliseText(s.chunk.text).split("\n").filter((l3) => /^\s*[-*+]\s/.test(l3)).map((l3) => l3.trim());
  const b3 = rows(base);
  const h3 = rows(head);
  if (h3.length < b3.length) return false;
  const keepsText = normaliseText(head.chunk.text).split("\n").filter((l3) => !/^\s*[-*+]\s/.test(l3)).join("\n").startsWith(
    normaliseText(base.chunk.text).split("\n").filter((l3) => !/^\s*[-*+]\s/.test(l3)).join("\n")
  );
  return keepsText && b3.every(
    (row, i) => h3[i] === row || h3[i].startsWith(row) && /^\s*--\s*RESOLVED\s+\d{4}-\d{2}-\d{2}\s*:/.test(h3[i].slice(row.length))
  );
}
var SYNC_FIELD_LABELS, AGENT_COLUMNS, STATUS_TABLE_AGENTS, within, fieldParagraph, AGENT_ITEM, GROUP_POLICY, indexes;
var init_sync = __esm({
  "src/models/docs/sync.ts"() {
    "use strict";
    init_split();
    init_parse();
    init_dialect();
    init_base();
    init_table();
    SYNC_FIELD_LABELS = {
      focus: "Current focus",
      blocked: "Blocked on",
      next: "Next action",
      shift: "recent-shift",
      question: "open-question"
    };
    AGENT_COLUMNS = /* @__PURE__ */ new Set(["agent", "agents", "agent id", "name", "who", "id", "role", "assigned to", "assignee"]);
    STATUS_TABLE_AGENTS = /* @__PURE__ */ new Set(["agent", "agents", "agent id", "agent name", "who", "assigned to", "assignee"]);
    within = (p2, offset) => offset >= p2.start && offset < p2.end;
    fieldParagraph = (node2) => node2.type === "paragraph" && node2.children[0]?.type === "strong";
    AGENT_ITEM = /^ {0,3}[-*+][ \t]+(\*\*|__)(.+?)\1[ \t]*(?:[:—–-][ \t]*)?(.*)$/;
    GROUP_POLICY = { mode: "owner-only", writers: "owner" };
    indexes = /* @__PURE__ */ new WeakMap();
  }
});

// src/models/docs/registry.ts
function parseRegistryHeading(text) {
  const tags = [...text.matchAll(TAG)];
  const id = text.replace(TAG, "").trim();
  let provenance = null;
  if (tags.length === 1) {
    const t2 = tags[0];
    if (/^self$/i.test(t2[1])) provenance = { kind: "self" };
    else if (t2[2]?.trim()) provenance = { kind: "relayed", by: t2[2].trim() };
  }
  return { id, provenance, tagCount: tags.length };
}
function parseRegistry(source2, layout = "tagged") {
  if (layout === "table") return parseRegistryTable(source2);
  const split = splitAtLevel2(source2.text);
  const problems2 = [];
  const title = findTitle(tryParse(split.preamble, problems2, "The preamble"), split.preamble);
  if (split.unclosedFence) problems2.push(unclosedFenceProblem(split.unclosedFence, "section"));
  problems2.push(...openBlockProblems(split, "section"));
  const entries = split.sections.map((chunk) => {
    const headingText2 = plainText(headingOf(chunk));
    const head = layout === "sections" ? untaggedHeading(headingText2) : parseRegistryHeading(headingText2);
    const tree = tryParse(chunk, problems2, `Entry "${headingText2}"`);
    const { fields, plain: plain3 } = listItems(tree, { source: source2.text });
    const value = (k2) => fields.find((f3) => f3.key === k2)?.value ?? null;
    const owns = (value("owns") ?? "").split(";").map((s) => s.trim()).filter(Boolean);
    return {
      ...head,
      chunk,
      heading: headingSpan(chunk),
      headingText: headingText2,
      span: chunkSpan(chunk),
      fields,
      items: plain3,
      owns,
      address: value("address")
    };
  });
  return { kind: "registry", source: source2, layout, title, preamble: split.preamble, entries, problems: problems2 };
}
function untaggedHeading(text) {
  return { id: CODE_HEADING.exec(text)?.[1] ?? text.trim(), provenance: null, tagCount: 0 };
}
function parseRegistryTable(source2) {
  const problems2 = [];
  const table = findTable(source2.text, () => true, problems2);
  const start = { line: 1, column: 1, offset: 0 };
  if (!table) {
    if (!problems2.length)
      problems2.push({
        message: 'PROJECT_REGISTRY.md holds no table (registry.layout: table reads one row per project under a header such as "| Project | Owns | Address |"); add one, or drop registry.layout',
        at: { start, end: start }
      });
    const preamble = { start, text: source2.text, heading: null };
    return { kind: "registry", source: source2, layout: "table", title: null, preamble, entries: [], problems: problems2 };
  }
  const keys = table.header.map((h3) => fieldKey(h3));
  const idAt = Math.max(
    0,
    keys.findIndex((k2) => ID_COLUMNS.test(k2))
  );
  const entries = table.rows.map((row) => {
    const id = row.cells[idAt]?.text ?? "";
    if (row.cells.length > table.header.length)
      problems2.push({
        message: `The row of "${id}" has ${row.cells.length} cells and the header ${table.header.length}; a cell past the header is not shown, so remove it or add its column`,
        at: row.cells[table.header.length].span
      });
    const fields = [];
    table.header.forEach((label, i) => {
      const cell = row.cells[i];
      if (i !== idAt && cell && cell.text !== "")
        fields.push({ label, key: keys[i], value: cell.text, date: null, span: cell.span });
    });
    const value = (re2) => fields.find((f3) => re2.test(f3.key))?.value ?? null;
    const owns = (value(OWNS_COLUMNS) ?? "").split(";").map((x3) => x3.trim()).filter(Boolean);
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
  const title = findTitle(tryParse(table.preamble, problems2, "The preamble"), table.preamble);
  return { kind: "registry", source: source2, layout: "table", title, preamble: table.preamble, entries, problems: problems2 };
}
function subjectKey(subject) {
  return subject.toLowerCase().replace(/\s+/g, " ").trim();
}
var REGISTRY_FIELDS, REQUIRED_REGISTRY_FIELDS, REGISTRY_LAYOUTS, CODE_HEADING, TAG, ID_COLUMNS, OWNS_COLUMNS, ADDRESS_COLUMNS;
var init_registry = __esm({
  "src/models/docs/registry.ts"() {
    "use strict";
    init_split();
    init_parse();
    init_base();
    init_table();
    REGISTRY_FIELDS = ["owns", "address", "head", "subprojects", "ask"];
    REQUIRED_REGISTRY_FIELDS = ["owns", "address"];
    REGISTRY_LAYOUTS = ["tagged", "sections", "table"];
    CODE_HEADING = /^([A-Za-z0-9][A-Za-z0-9_.-]*)\s*(?:[—–:|]|\s-\s)\s*(.+)$/;
    TAG = /\[\s*(SELF|RELAYED\s+by\s+([^\]]*?))\s*\]/gi;
    ID_COLUMNS = /^(?:project|name|code|id|repo|repository|service|component|system|module|package)\b/;
    OWNS_COLUMNS = /^(?:owns|subjects?)$/;
    ADDRESS_COLUMNS = /^(?:address|path|url|location)$/;
  }
});

// src/models/docs/marker.ts
function parseMarker(source2) {
  const problems2 = [];
  const whole = { start: { line: 1, column: 1, offset: 0 }, text: source2.text, heading: null };
  const tree = tryParse(whole, problems2, "The marker", { frontmatter: true });
  const first = tree?.children[0];
  const offsets = [];
  const doc = {
    kind: "marker",
    source: source2,
    title: null,
    preamble: splitAtLevel2(source2.text).preamble,
    problems: problems2,
    hasFrontmatter: false,
    offsets
  };
  if (first?.type !== "yaml") return doc;
  doc.hasFrontmatter = true;
  const fm = spanOf(first);
  const valueStart = source2.text.indexOf("\n", fm.start.offset) + 1;
  const yaml = Y().parseDocument(first.value, { uniqueKeys: true });
  const at2 = (o2) => {
    const p2 = pointAt(source2.text, valueStart + (o2 ?? 0));
    return { start: p2, end: p2 };
  };
  if (yaml.errors.length) {
    const e = yaml.errors[0];
    problems2.push({ message: `the front matter is not valid YAML: ${e.message.split("\n")[0]}`, at: at2(e.pos[0]) });
    return doc;
  }
  const contents = yaml.contents;
  if (contents === null || Y().isScalar(contents) && (contents.value === null || contents.value === "")) return doc;
  if (!Y().isMap(contents)) {
    problems2.push({ message: "the front matter must be a mapping of upstream names to offsets", at: fm });
    return doc;
  }
  for (const pair of contents.items) {
    const key = Y().isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const span = at2(Y().isScalar(pair.key) ? pair.key.range?.[0] : void 0);
    const raw = pair.value?.toJSON?.() ?? null;
    const value = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : null;
    offsets.push(readOffset(key, value, span));
    if (!value) problems2.push({ message: `"${key}" must map to seq, at and digest`, at: span });
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
function offsetProblem(o2) {
  if (o2.seq === null && o2.id === null) return `"${o2.upstream}.seq" must be a whole number of 0 or more`;
  if (o2.seq !== null && o2.seq < 0) return `"${o2.upstream}.seq" must be a whole number of 0 or more`;
  if (o2.at === null || parseRfc3339(o2.at) === null)
    return `"${o2.upstream}.at" must be an RFC 3339 timestamp with a zone`;
  if (o2.digest === null || !DIGEST.test(o2.digest))
    return `"${o2.upstream}.digest" must be "sha256:" and 64 lower-case hex digits`;
  return null;
}
var import_node_module2, yamlModule, Y, DIGEST;
var init_marker = __esm({
  "src/models/docs/marker.ts"() {
    "use strict";
    import_node_module2 = require("node:module");
    init_source();
    init_parse();
    init_base();
    init_split();
    init_time();
    yamlModule = null;
    Y = () => yamlModule ??= (0, import_node_module2.createRequire)(__guardUrl)("../vendor/yaml.cjs");
    DIGEST = /^sha256:[0-9a-f]{64}$/;
  }
});

// src/models/docs/subject.ts
function subjectIdentity(subject) {
  return subject.normalize("NFKC").toLowerCase().normalize("NFKD").replace(/[\p{M}\p{Cf}]/gu, "").replace(LOOK_ALIKE, (c3) => CONFUSABLES[c3]).replace(/[\p{P}\p{S}]+/gu, " ").replace(/\s+/gu, " ").trim();
}
var CONFUSABLES, LOOK_ALIKE;
var init_subject = __esm({
  "src/models/docs/subject.ts"() {
    "use strict";
    CONFUSABLES = {
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
    LOOK_ALIKE = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "gu");
  }
});

// src/models/docs/requests.ts
function requestsWriterOf(title) {
  const m2 = title ? WRITER2.exec(title.text) : null;
  return m2 ? m2[1] : null;
}
function parseRef(text) {
  const m2 = REF.exec(text.trim());
  return m2 ? { project: m2[1], seq: Number(m2[2]) } : null;
}
function refText(r2) {
  return `${r2.project}#${r2.seq}`;
}
function parseChain(text) {
  return text.split(/\s*(?:→|->|>|,)\s*/).map((s) => s.trim()).filter(Boolean);
}
function parseVerdict(text) {
  const t2 = text.trim();
  if (/^confirmed\.?$/i.test(t2)) return { kind: "confirmed" };
  if (/^not[ -]stated\.?$/i.test(t2)) return { kind: "not stated" };
  const m2 = /^wrong\s*:\s*(\S[\s\S]*)$/i.exec(t2);
  return m2 ? { kind: "wrong", correction: m2[1].trim() } : null;
}
function parseRequests(source2) {
  const handover = parseHandover(source2);
  const writer = requestsWriterOf(handover.title);
  const log = { ...handover, writer, logTitle: "Requests" };
  const requests = log.entries.map((e) => readRequest(e, log.problems));
  return {
    kind: "requests",
    source: source2,
    title: log.title,
    preamble: log.preamble,
    problems: log.problems,
    writer,
    log,
    requests
  };
}
function readRequest(entry, problems2) {
  const tree = tryParse(entry.chunk, problems2, `Entry ${entry.seq ?? "?"}`);
  const fields = /* @__PURE__ */ new Map();
  const repeated = [];
  const base = entry.chunk.start.offset;
  for (const f3 of fieldsOf(tree, entry.chunk.text, base)) {
    if (fields.has(f3.key)) repeated.push(f3);
    else fields.set(f3.key, f3);
  }
  const value = (k2) => fields.get(k2)?.value || null;
  const t2 = (entry.title ?? "").trim().toLowerCase();
  const verdictField = fields.get("verdicts");
  return {
    entry,
    type: REQUEST_TYPES.includes(t2) ? t2 : null,
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
  const parts2 = [];
  for (const node2 of tree.children) {
    if (node2.type === "heading" || node2.type === "list" && isFieldList(node2.children)) continue;
    const span = spanOf(node2);
    const part = text.slice(span.start.offset - base, span.end.offset - base).trim();
    if (part) parts2.push(part);
  }
  return parts2.length ? parts2.join("\n\n") : null;
}
function isFieldList(items) {
  return items.some((item) => {
    const first = item.children[0];
    return first?.type === "paragraph" && FIELD2.test(toString(first).trim());
  });
}
function fieldsOf(tree, text, base) {
  const out = [];
  if (!tree) return out;
  for (const node2 of tree.children) {
    if (node2.type !== "list") continue;
    for (const item of node2.children) {
      const first = item.children[0];
      const m2 = first && first.type === "paragraph" ? FIELD2.exec(toString(first).trim()) : null;
      if (!m2) continue;
      const items = orderedItems(item, text, base);
      out.push({ key: fieldKey(m2[1]), label: m2[1].trim(), value: m2[2].trim(), span: spanOf(item), items });
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
function requesterOf(r2, writer) {
  return r2.chain?.[0] ?? writer;
}
function askedType(r2) {
  const t2 = r2.type === "forward" ? r2.forwards : r2.type;
  return ASKING_TYPES.includes(t2 ?? "") ? t2 : null;
}
function sameSubject(a, b3) {
  return a !== null && b3 !== null && subjectIdentity(a) === subjectIdentity(b3);
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
  const found = log?.requests.find((r2) => r2.entry.seq === ref.seq);
  return found && log ? { request: found, writer: log.writer ?? ref.project } : null;
}
var REQUEST_TYPES, ASKING_TYPES, REVERSIBILITY, STATUSES, WRITER2, REF, FIELD2;
var init_requests = __esm({
  "src/models/docs/requests.ts"() {
    "use strict";
    init_mdast_util_to_string();
    init_handover();
    init_parse();
    init_base();
    init_subject();
    REQUEST_TYPES = ["ruling", "evidence", "capability", "response", "forward"];
    ASKING_TYPES = ["ruling", "evidence", "capability"];
    REVERSIBILITY = ["read-only", "reversible", "outbound", "irreversible"];
    STATUSES = ["done", "escalated", "refused"];
    WRITER2 = /^Requests\s*:\s*(\S(?:.*\S)?)\s*$/i;
    REF = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})#(\d+)$/;
    FIELD2 = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*:[ \t]*([\s\S]*)$/;
  }
});

// src/models/diff/docs.ts
function sameText(a, b3) {
  return normaliseText(a.text) === normaliseText(b3.text);
}
function diffHandover(base, head) {
  const dialect = head.dialect ?? base.dialect;
  const fixed = (e) => dialect ? fixedText(e, dialect) : normaliseText(e.chunk.text);
  const allowed = (b3, h3) => !dialect || changeAllowed(b3, h3, dialect);
  const pairing = pairUnchanged(base, head, { fixed, allowed });
  const amended = dialect?.amendLast ? [newestOf(base), newestOf(base, { abovePinned: true })] : [];
  const pinning = pinnedSplit(base, head, pairing);
  const changes = [
    ...pairChanged(base, head, pairing).filter(
      (c3) => !(c3.kind === "changed" && amended.includes(c3.base) && keepsPrefix(c3.base.chunk, c3.head.chunk)) && !(c3.kind === "changed" && pinning?.(c3))
    ),
    ...removedOrReordered(base, head, pairing),
    ...addedEntries(base, head, pairing)
  ];
  const frame = (d2) => normaliseText([d2.preamble, ...d2.frame ?? []].map((c3) => c3.text).join("\n"));
  const preambleChanged = dialect?.section ? titleText(base) !== titleText(head) : head.prior || base.prior ? !sameText(base.preamble, head.preamble) : frame(base) !== frame(head);
  return { preambleChanged, changes, references: referenceChanges(base, head, pairing) };
}
function referenceChanges(base, head, pairing) {
  const [old, now] = [base.references ?? [], head.references ?? []];
  if (old.length === 0 && now.length === 0) return [];
  const headOf = (i) => pairing.pairOf.get(i) ?? pairing.changedPair.get(i);
  const keptAbove = (after) => {
    for (let i = after - 1; i >= 0; i--) {
      const h3 = headOf(base.entries[i].index);
      if (h3 !== void 0) return h3;
    }
    return -1;
  };
  const text = (r2) => entryText(r2.chunk.text);
  const [oldTexts, nowTexts] = [old.map(text), now.map(text)];
  const out = [];
  let k2 = 0;
  old.forEach((b3, i) => {
    const found = nowTexts.indexOf(oldTexts[i], k2);
    if (found === -1) {
      const h4 = now[k2];
      if (h4 && !oldTexts.slice(i + 1).includes(nowTexts[k2])) {
        out.push({ kind: "changed", base: b3, head: h4 });
        k2++;
      } else out.push({ kind: "removed", base: b3, at: h4 ? h4.chunk.start : endOf(head) });
      return;
    }
    for (const h4 of now.slice(k2, found)) out.push({ kind: "inserted", head: h4 });
    const h3 = now[found];
    if (h3.after - 1 !== keptAbove(b3.after)) out.push({ kind: "moved", base: b3, head: h3 });
    k2 = found + 1;
  });
  const lastOld = keptAbove(base.entries.length);
  for (const h3 of now.slice(k2)) if (h3.after - 1 < lastOld) out.push({ kind: "inserted", head: h3 });
  return out;
}
function insertedWhereAllowed(base, before2) {
  const d2 = base.dialect;
  if (!d2 || base.prior) return false;
  if (before2 === pinnedEntry(d2, base.entries)) return true;
  return d2.order === "any" && before2 === base.entries[0];
}
function pinnedSplit(base, head, { used }) {
  const d2 = head.dialect;
  const last = base.entries[base.entries.length - 1];
  const pin = head.entries[head.entries.length - 1];
  if (!d2?.pinned || d2.order !== "oldest-first" || base.prior || head.prior || !last || !pin || used.has(pin.index))
    return null;
  return (c3) => {
    if (c3.base !== last || c3.head === pin || c3.head.index >= pin.index) return false;
    const tail = fullLines(pin.chunk.text).slice(pin.chunk.setextLines ?? 1);
    const kept = fullLines(c3.head.chunk.text);
    return tail.length > 0 && fullLines(last.chunk.text).join("\n") === [...kept, ...tail].join("\n");
  };
}
function titleText(d2) {
  return d2.title ? normaliseText(d2.title.text) : null;
}
function newestOf(doc, o2 = {}) {
  const pinned = o2.abovePinned ? pinnedEntry(doc.dialect, doc.entries) : null;
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
    const [b3, h3] = [base.entries[same], head.entries[same]];
    if (by.fixed(b3) !== by.fixed(h3) || !by.allowed(b3, h3)) break;
    pairOf.set(b3.index, same);
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
    const k2 = nextFree.get(key) ?? 0;
    if (list && k2 < list.length && by.allowed(e, head.entries[list[k2]])) {
      pairOf.set(e.index, list[k2]);
      used.add(list[k2]);
      nextFree.set(key, k2 + 1);
    }
  }
  return { pairOf, changedPair: /* @__PURE__ */ new Map(), used };
}
function pairChanged(base, head, pairing) {
  const { pairOf, changedPair, used } = pairing;
  if (pairOf.size === base.entries.length) return [];
  const bySeqHead = /* @__PURE__ */ new Map();
  for (const h3 of head.entries) {
    if (used.has(h3.index) || h3.id === null) continue;
    const list = bySeqHead.get(h3.id);
    if (list) list.push(h3.index);
    else bySeqHead.set(h3.id, [h3.index]);
  }
  const seqTaken = /* @__PURE__ */ new Map();
  const takeBySeq = (seq) => {
    const list = bySeqHead.get(seq);
    if (!list) return void 0;
    let k2 = seqTaken.get(seq) ?? 0;
    while (k2 < list.length && used.has(list[k2])) k2++;
    seqTaken.set(seq, k2);
    return k2 < list.length ? list[k2] : void 0;
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
    const p2 = pairOf.get(base.entries[i].index);
    if (p2 !== void 0) after = p2;
  }
  const changes = [];
  const furthestIn = /* @__PURE__ */ new Map();
  for (const e of base.entries) {
    const h3 = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h3 === void 0) {
      const next = nextPaired[e.index];
      changes.push({
        kind: "removed",
        base: e,
        at: next !== void 0 ? head.entries[next].heading.start : endOf(head)
      });
      continue;
    }
    if (head.entries[h3].lane !== e.lane) continue;
    if (h3 < (furthestIn.get(e.lane) ?? -1) && pairOf.has(e.index))
      changes.push({ kind: "reordered", base: e, head: head.entries[h3] });
    furthestIn.set(e.lane, Math.max(furthestIn.get(e.lane) ?? -1, h3));
  }
  return changes;
}
function addedEntries(base, head, { pairOf, changedPair, used }) {
  const headToBase = new Array(head.entries.length);
  for (const e of base.entries) {
    const h3 = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h3 !== void 0) headToBase[h3] = e;
  }
  const baseFrom = new Array(head.entries.length + 1).fill(null);
  for (let i = head.entries.length - 1; i >= 0; i--) baseFrom[i] = headToBase[i] ?? baseFrom[i + 1];
  const lanes2 = head.entries.some((e) => e.lane !== "") || base.entries.some((e) => e.lane !== "");
  const changes = [];
  for (const h3 of head.entries) {
    if (used.has(h3.index)) continue;
    changes.push({
      kind: "added",
      head: h3,
      before: lanes2 ? laneBefore(h3, { entries: head.entries, headToBase }) : baseFrom[h3.index + 1]
    });
  }
  return changes;
}
function laneBefore(h3, { entries, headToBase }) {
  let before2 = null;
  for (let i = h3.index + 1; i < entries.length && !before2; i++) {
    const b3 = headToBase[i] ?? null;
    if (b3 && b3.lane === h3.lane && entries[i].lane === b3.lane) before2 = b3;
  }
  return before2;
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
        const k2 = keyOf(s);
        const n = seen.get(k2) ?? 0;
        seen.set(k2, n + 1);
        return [n ? `${k2}\0${n}` : k2, s];
      })
    );
  };
  const b3 = keyed(base);
  const h3 = keyed(head);
  const diff = { added: [], removed: [], changed: [] };
  const plain3 = (k2) => k2.split("\0")[0];
  for (const [k2, s] of b3) {
    const t2 = h3.get(k2);
    if (!t2) diff.removed.push({ key: plain3(k2), base: s });
    else if (!sameText(s.chunk, t2.chunk)) diff.changed.push({ key: plain3(k2), base: s, head: t2 });
  }
  for (const [k2, t2] of h3) if (!b3.has(k2)) diff.added.push({ key: plain3(k2), head: t2 });
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
  const before2 = grouped(base);
  const out = [];
  for (const [id, list] of grouped(head))
    list.forEach((s, i) => {
      const was = before2.get(id)?.[i];
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
  const b3 = normaliseText(base.text);
  const h3 = normaliseText(head.text);
  if (h3.startsWith(b3)) return true;
  return b3.endsWith(".") && h3.length > b3.length && h3.startsWith(b3.slice(0, -1));
}
var fullLines;
var init_docs = __esm({
  "src/models/diff/docs.ts"() {
    "use strict";
    init_split();
    init_handover();
    init_dialect();
    fullLines = (text) => normaliseText(text).split("\n").filter((l3) => l3.trim() !== "");
  }
});

// src/models/diff/archive-path.ts
function archivePatterns(archive) {
  if (!archive) return [];
  return typeof archive === "string" ? [archive] : [...archive];
}
function isArchivePath(archive, path) {
  const folded = path.toLowerCase();
  return archivePatterns(archive).some((named) => {
    const star = named.indexOf("*");
    if (star === -1) return named === path;
    const p2 = named.toLowerCase();
    const [head, tail] = [p2.slice(0, star), p2.slice(star + 1)];
    if (folded.length <= head.length + tail.length || !folded.startsWith(head) || !folded.endsWith(tail)) return false;
    return !folded.slice(head.length, folded.length - tail.length).includes("/");
  });
}
var isArchivePattern;
var init_archive_path = __esm({
  "src/models/diff/archive-path.ts"() {
    "use strict";
    isArchivePattern = (pattern) => pattern.includes("*");
  }
});

// src/models/diff/rotation.ts
function judgeRotation(removed, archives) {
  const problems2 = /* @__PURE__ */ new Map();
  const indexes2 = new Set(removed.map((e) => e.index));
  let oldest = 0;
  while (indexes2.has(oldest)) oldest++;
  const sorted = [...removed].sort((a, b3) => a.index - b3.index);
  const changed = [...archives].sort((a, b3) => a.path < b3.path ? -1 : a.path > b3.path ? 1 : 0).flatMap((a) => {
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
  for (const c3 of changed) {
    const copy = new Map(c3.held);
    const n = sorted.filter((e) => holds(copy, e)).length;
    if (n > most) [best, most] = [c3, n];
  }
  for (const e of sorted) {
    if (best === null) problems2.set(e, "not-archived");
    else if (holds(best.held, e)) problems2.set(e, e.index < oldest ? null : "not-oldest");
    else problems2.set(e, changed.some((c3) => c3 !== best && holds(new Map(c3.held), e)) ? "split" : "not-held");
  }
  return { problems: problems2, archive: best?.path ?? null };
}
function archivedTexts(archive) {
  const { base, head } = archive;
  if (!head || base && base.source.text === head.source.text) return null;
  const texts = (d2) => (d2?.entries ?? []).map((e) => entryText(e.chunk.text));
  return gained(texts(head), texts(base));
}
function gained(now, was) {
  const counts = /* @__PURE__ */ new Map();
  for (const t2 of now) counts.set(t2, (counts.get(t2) ?? 0) + 1);
  for (const t2 of was) {
    const n = counts.get(t2) ?? 0;
    if (n > 0) counts.set(t2, n - 1);
  }
  return counts;
}
function onlyEmptiedGroupsLeft(base, head, o2) {
  if (base.dialect.level !== 3 || base.prior || head.prior) return false;
  const moved = archivedSections(o2.archive);
  const groups = base.frame.filter((c3) => (c3.level ?? 2) === 2);
  const kept = base.frame.filter((c3) => {
    if ((c3.level ?? 2) !== 2) return true;
    const next = groups[groups.indexOf(c3) + 1]?.start.offset ?? Number.POSITIVE_INFINITY;
    const within2 = (x3) => x3.start.offset > c3.start.offset && x3.start.offset < next;
    const entries = base.entries.filter((e) => within2(e.chunk));
    const emptied = entries.length > 0 && entries.every((e) => o2.rotated.has(e)) && !base.frame.some((x3) => x3 !== c3 && within2(x3));
    if (!emptied) return true;
    const text = normaliseText(c3.text);
    const eol = c3.text.indexOf("\n");
    const body2 = eol === -1 ? "" : normaliseText(c3.text.slice(eol + 1));
    if (body2 === "") return false;
    const left = moved.get(text) ?? 0;
    if (left > 0) moved.set(text, left - 1);
    return left === 0;
  });
  const frame = (preamble, chunks) => normaliseText([preamble, ...chunks].map((c3) => c3.text).join("\n"));
  return frame(base.preamble, kept) === frame(head.preamble, head.frame);
}
function archivedSections(archive) {
  const texts = (d2) => (d2?.frame ?? []).map((c3) => normaliseText(c3.text));
  return gained(texts(archive?.head), texts(archive?.base));
}
function onlyGroupsAdded(base, head) {
  if (base.dialect.level !== 3 || normaliseText(base.preamble.text) !== normaliseText(head.preamble.text)) return false;
  let i = 0;
  for (const c3 of head.frame) {
    if (i < base.frame.length && normaliseText(c3.text) === normaliseText(base.frame[i].text)) i++;
    else if ((c3.level ?? 2) !== 2) return false;
  }
  return i === base.frame.length;
}
var init_rotation = __esm({
  "src/models/diff/rotation.ts"() {
    "use strict";
    init_split();
    init_archive_path();
  }
});

// src/models/write/render.ts
var init_render = __esm({
  "src/models/write/render.ts"() {
    "use strict";
    init_sync();
    init_split();
  }
});

// src/models/docs/handover-prepend.ts
function cleanText(b3) {
  if (!(0, import_node_buffer2.isUtf8)(b3) || b3.includes(0)) return false;
  for (let i = b3.indexOf(CR); i !== -1; i = b3.indexOf(CR, i + 1)) if (b3[i + 1] !== NL) return false;
  return !b3.includes("<<<<<<<");
}
function countLines(b3, from = 0, to2 = b3.length) {
  let n = 0;
  for (let i = b3.indexOf(NL, from); i !== -1 && i < to2; i = b3.indexOf(NL, i + 1)) n++;
  return n;
}
function findNewestSlot(bytes, dialect) {
  if (dialect.order !== "newest-first") return null;
  const b3 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!cleanText(b3)) return null;
  const bom = b3[0] === BOM[0] && b3[1] === BOM[1] && b3[2] === BOM[2] ? 3 : 0;
  for (let size = WINDOW; ; size *= 4) {
    let end = Math.min(b3.length, bom + size);
    if (end < b3.length) {
      const nl = b3.lastIndexOf(NL, end - 1);
      if (nl < bom) continue;
      end = nl + 1;
    }
    const whole = end === b3.length;
    const text = b3.toString("utf8", bom, end);
    const found = slotIn(text, whole, dialect);
    if (found === "more") {
      if (whole) return null;
      continue;
    }
    if (!found) return null;
    return slotFrom({ b: b3, bom, text, found, dialect });
  }
}
function slotFrom(input) {
  const { b: b3, bom, text, found, dialect } = input;
  const at2 = bom + Buffer.byteLength(text.slice(0, found.at), "utf8");
  if (at2 > bom && b3[at2 - 1] !== NL) return null;
  const lines = countLines(b3, 0, at2);
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
  const writer = !dialect.authorField ? titled.writer ?? dialect.writer : newest?.author && soleAuthor(b3, dialect.authorField, newest.author) ? newest.author : null;
  return { at: at2, lines, lane: found.lane, newest, writer, title: titled.title };
}
function countNl(text, from, to2) {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to2; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function slotIn(text, whole, dialect) {
  const scan = scanBlocks(text, 0, 2, dialect.level);
  if (whole && (scan.unclosedFence || scan.unclosedComment || scan.unclosedHtml)) return null;
  const { preamble, sections } = chunksAt(text, scan.boundaries);
  const window2 = { text, whole, preambleEnd: preamble.text.length, sections };
  return dialect.level === 2 ? slotAtLevel2(window2) : slotInGroup(window2, dialect);
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
function slotInGroup(window2, dialect) {
  const { text, whole, preambleEnd, sections } = window2;
  const walk = {
    target: dialect.groups ? dialect.groups[0].lane : "",
    lane: null,
    inTarget: false,
    slot: null
  };
  for (let i = 0; i < sections.length; i++) {
    const c3 = sections[i];
    if ((c3.level ?? 2) === 2) {
      if (!enterSection(walk, c3, { text, dialect })) return null;
      continue;
    }
    if (isEntry(c3, walk.lane, dialect)) return newestAt(window2, i, { walk, dialect });
    if (walk.inTarget && walk.slot === null) return null;
  }
  if (!whole) return "more";
  if (!walk.inTarget) return null;
  return { at: walk.slot ?? text.length, lane: walk.target, preambleEnd, newest: null };
}
function enterSection(walk, c3, at2) {
  if (walk.inTarget && walk.slot === null) {
    if (!atHeading(at2.text, c3.start.offset)) return false;
    walk.slot = c3.start.offset;
  }
  walk.lane = laneOf(c3, at2.dialect);
  if (walk.lane === walk.target && walk.slot === null) walk.inTarget = true;
  return true;
}
function newestAt(window2, i, { walk, dialect }) {
  const c3 = window2.sections[i];
  let slot = walk.slot;
  if (slot === null) {
    if (!walk.inTarget || walk.lane !== walk.target || !atHeading(window2.text, c3.start.offset)) return null;
    slot = c3.start.offset;
  }
  const end = newestEnd(window2, i, { lane: walk.lane, dialect });
  if (end === null) return "more";
  return {
    at: slot,
    lane: walk.target,
    preambleEnd: window2.preambleEnd,
    newest: { start: c3.start.offset, end, heading: c3.heading, lane: walk.lane }
  };
}
function laneOf(c3, dialect) {
  if (!dialect.groups) return "";
  const heading2 = plainText(headingOf(c3));
  const group = dialect.groups.find((g2) => g2.match.test(heading2));
  return group ? group.lane : null;
}
function isEntry(c3, lane, dialect) {
  return (c3.level ?? 2) === dialect.level && lane !== null && (dialect.strictHeadings || ID_HEADING.test(headingOf(c3)));
}
function newestEnd({ text, whole, sections }, i, at2) {
  for (let k2 = i + 1; k2 < sections.length; k2++) {
    const d2 = sections[k2];
    if ((d2.level ?? 2) === 2 || isEntry(d2, at2.lane, at2.dialect)) return d2.start.offset;
  }
  return whole ? text.length : null;
}
function soleAuthor(b3, field2, who) {
  const view = b3.toString("latin1");
  const hint = new RegExp(`\\*\\*${field2.replace(/[^A-Za-z0-9]/g, ".")}`, "gi");
  const usual = Buffer.from(`- **${field2}**: ${who}`, "utf8");
  let lineEnd = -1;
  for (let m2 = hint.exec(view); m2; m2 = hint.exec(view)) {
    if (m2.index < lineEnd) continue;
    const start = view.lastIndexOf("\n", m2.index) + 1;
    lineEnd = view.indexOf("\n", m2.index);
    if (lineEnd === -1) lineEnd = view.length;
    const end = b3[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
    if (end - start === usual.length && b3.compare(usual, 0, usual.length, start, end) === 0) continue;
    let line = b3.toString("utf8", start, lineEnd);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    const f3 = FIELD_LINE.exec(line);
    if (f3 && (f3[3] || f3[5]) && fieldKey(f3[2]).replace(/ /g, "-") === field2 && f3[6].trim() !== who) return false;
  }
  return true;
}
function leadingBlank(text) {
  const m2 = /^(?:[ \t]*\r?\n)*/.exec(text);
  return m2 ? m2[0].length : 0;
}
function parseInserted(input) {
  const { path, base, head, dialect, known } = input;
  if (dialect.order !== "newest-first" || base.length === 0 || head.length <= base.length) return null;
  const b3 = Buffer.from(base.buffer, base.byteOffset, base.length);
  const h3 = Buffer.from(head.buffer, head.byteOffset, head.length);
  const slot = known ?? findNewestSlot(b3, dialect);
  if (!slot || slot.writer === null) return null;
  const inserted = insertedEntries(b3, h3, slot);
  if (!inserted || !wholeEntries(inserted.body, dialect)) return null;
  const lineOffset = slot.lines + countNl(inserted.text, 0, inserted.lead);
  const tailSource = { ...sourceFromBytes(path, inserted.body), lineOffset };
  const grown = parseHandover(tailSource, dialect, dialect.level === 3 ? { lane: slot.lane } : {});
  if (!fitsTheLog(grown, b3, slot)) return null;
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
function insertedEntries(b3, h3, slot) {
  const size = h3.length - b3.length;
  const { at: at2 } = slot;
  if (b3.compare(h3, 0, at2, 0, at2) !== 0 || b3.compare(h3, at2 + size, h3.length, at2, b3.length) !== 0) return null;
  const inserted = h3.subarray(at2, at2 + size);
  if (!cleanText(inserted) || h3.includes("<<<<<<<")) return null;
  const text = inserted.toString("utf8");
  const lead = leadingBlank(text);
  const atEnd = at2 === b3.length;
  if (lead && !atEnd) return null;
  const body2 = text.slice(lead);
  if (body2.charCodeAt(0) !== 35) return null;
  if (atEnd) {
    if (!lead && !/\n[ \t]*\r?\n$/.test(b3.toString("latin1", Math.max(0, b3.length - 256)))) return null;
  } else if (!/\n[ \t]*\r?\n$/.test(body2)) return null;
  return { text, lead, body: body2 };
}
function wholeEntries(body2, dialect) {
  const scan = scanBlocks(body2, 0, 2, dialect.level);
  if (scan.unclosedFence || scan.unclosedComment || scan.unclosedHtml) return false;
  return scan.boundaries.length > 0 && scan.boundaries[0].offset === 0 && scan.boundaries.every((x3) => x3.level === dialect.level);
}
function fitsTheLog(grown, b3, slot) {
  if (grown.frame.length || grown.preamble.text !== "" || !grown.entries.length || grown.problems.length) return false;
  return grown.entries.every(
    (e) => e.lane === slot.lane && // An id the old log might hold already (a duplicate, or the n-th entry of a day) is judged against all of it.
    !(e.id !== null && e.seq === null && b3.includes(e.id.replace(/#\d+$/, ""))) && // A correction names an entry anywhere in the log; whether it exists is for the whole log to say.
    !/corrects\s*:/i.test(e.chunk.text) && !(grown.dialect.authorField && e.author !== null && e.author !== slot.writer)
  );
}
var import_node_buffer2, NL, CR, BOM, WINDOW;
var init_handover_prepend = __esm({
  "src/models/docs/handover-prepend.ts"() {
    "use strict";
    import_node_buffer2 = require("node:buffer");
    init_source();
    init_split();
    init_parse();
    init_handover();
    init_base();
    NL = 10;
    CR = 13;
    BOM = [239, 187, 191];
    WINDOW = 1 << 16;
  }
});

// src/models/docs/handover-append.ts
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
  const firstLine2 = tailText.slice(/^(?:[ \t]*\r?\n)*/.exec(tailText)[0].length).split("\n")[0].replace(/\r$/, "");
  if (firstLine2.trim() !== "" && !LEVEL22.test(firstLine2)) return null;
  const shape = lastEntryOf(base);
  if (!shape) return null;
  const { lines: lineOffset } = shape;
  const prior = shape.prior;
  const source2 = { ...tailSource, lineOffset };
  const grown = parseHandover(source2);
  const empty = { start: { line: lineOffset + 1, column: 1, offset: 0 }, text: "", heading: null };
  const writer = shape.writer ?? dialect.writer;
  const common = { source: source2, title: null, writer, problems: [], unclosedFence: null, prior };
  return {
    base: { kind: "handover", ...common, dialect: CANONICAL.log, frame: [], preamble: empty, entries: [] },
    head: { ...grown, title: null, writer, prior }
  };
}
function hasBareCr(b3) {
  for (let i = b3.indexOf(13); i !== -1; i = b3.indexOf(13, i + 1)) if (b3[i + 1] !== NL2) return true;
  return false;
}
function countLines2(buf) {
  let n = 0;
  for (let i = buf.indexOf(NL2); i !== -1; i = buf.indexOf(NL2, i + 1)) n++;
  return n;
}
function countTextLines(text, from, to2) {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to2; i = text.indexOf("\n", i + 1)) n++;
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
  const h3 = parseEntryHeading(atxHeadingText(last.heading));
  if (h3.headingProblem || h3.seq === null) return null;
  const prior = { lastSeq: h3.seq, lastTime: h3.time, lastTimestamp: h3.timestamp, lastLine: last.line };
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
  const heading2 = text.slice(scan.last, eol === -1 ? text.length : eol).replace(/\r$/, "");
  if (!LEVEL22.test(heading2)) return null;
  const line = 1 + countTextLines(text, 0, scan.last);
  return { preamble, last: { heading: heading2, line }, lines: line - 1 + countTextLines(text, scan.last, text.length) };
}
function plainShape(buf) {
  const lines = countLines2(buf);
  let last = null;
  let end = buf.length - 1;
  while (end > 0) {
    const start = buf.lastIndexOf(NL2, end - 1) + 1;
    const line = decoder.decode(buf.subarray(start, end)).replace(/\r$/, "");
    if (LEVEL22.test(line)) {
      last = { heading: line, line: lines - countLines2(buf.subarray(start)) + 1 };
      break;
    }
    end = start - 1;
  }
  let at2 = 0;
  let preambleEnd = buf.length;
  while (at2 < buf.length) {
    const nl = buf.indexOf(NL2, at2);
    const stop = nl === -1 ? buf.length : nl;
    if (LEVEL22.test(decoder.decode(buf.subarray(at2, Math.min(stop, at2 + 8))))) {
      preambleEnd = at2;
      break;
    }
    at2 = stop + 1;
  }
  const preamble = {
    start: { line: 1, column: 1, offset: 0 },
    text: decoder.decode(buf.subarray(0, preambleEnd)).replace(/^\uFEFF/, ""),
    heading: null
  };
  return { preamble, last, lines };
}
function writerOfPreamble(preamble) {
  const m2 = /^(?:[ \t]*\n)*(#[ \t][^\n]*)/.exec(preamble.text);
  if (!m2 || m2[1].includes("\r")) return readTitle(preamble).writer;
  const at2 = { line: 1, column: 1, offset: 0 };
  return writerOf({ text: atxHeadingText(m2[1]), span: { start: at2, end: at2 } });
}
var LEVEL22, NL2, decoder;
var init_handover_append = __esm({
  "src/models/docs/handover-append.ts"() {
    "use strict";
    init_source();
    init_split();
    init_dialect();
    init_handover();
    init_handover_prepend();
    LEVEL22 = /^ {0,3}##(?:[ \t]|$)/;
    NL2 = 10;
    decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  }
});

// src/models/docs/sync-dir.ts
function isSyncDir(path) {
  return path.endsWith("/");
}
function isSyncDirFile(dir, path) {
  return path.startsWith(dir) && path.endsWith(".md") && !path.slice(dir.length).includes("/") && path.length > dir.length + 3;
}
function assembleSync(dir, parts2) {
  const sorted = parts2.filter((p2) => isSyncDirFile(dir, p2.path)).sort((a, b3) => a.path < b3.path ? -1 : a.path > b3.path ? 1 : 0);
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
    const source3 = sourceFromBytes(part.path, part.bytes);
    if (source3.encoding.length) unreadable.push(source3);
    const agent = part.path.slice(dir.length, -3);
    const split = splitAtLevel2(source3.text);
    const pre = split.preamble.text;
    const problem = (kind, message, at2 = 1) => layout.push({ path: part.path, kind, message, line: at2 });
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
    const body2 = source3.text.slice(pre.length);
    const skip = lineCount(pre);
    if (body2 === "") continue;
    const chunk = body2.endsWith("\n") ? body2 : `${body2}
`;
    regions.push({ path: part.path, from: line, skip });
    text += `${chunk}
`;
    line += lineCount(chunk) + 1;
  }
  const source2 = { path: dir, text, bom: false, encoding: [] };
  const locate2 = (l3) => {
    let found = null;
    for (const r2 of regions)
      if (r2.from <= l3) found = r2;
      else break;
    return found ? { path: found.path, line: l3 - found.from + 1 + found.skip } : null;
  };
  return { source: source2, locate: locate2, unreadable, layout, owners };
}
function lineCount(s) {
  let n = 0;
  for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) n++;
  return n;
}
var TITLE, AGENT;
var init_sync_dir = __esm({
  "src/models/docs/sync-dir.ts"() {
    "use strict";
    init_source();
    init_split();
    TITLE = "# Sync\n\n";
    AGENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
  }
});

// src/models/index.ts
function parseDoc(kind, source2, dialect = CANONICAL) {
  switch (kind) {
    case "handover":
      return parseHandover(source2, dialect.log);
    case "sync":
      return parseSync(source2, dialect.sync);
    case "registry":
      return parseRegistry(source2, dialect.registry.layout);
    case "marker":
      return parseMarker(source2);
    case "requests":
      return parseRequests(source2);
  }
}
function logOf(doc) {
  return doc?.kind === "handover" ? doc : doc?.kind === "requests" ? doc.log : null;
}
var DEFAULT_FILES;
var init_models = __esm({
  "src/models/index.ts"() {
    "use strict";
    init_handover();
    init_sync();
    init_registry();
    init_marker();
    init_dialect();
    init_requests();
    init_source();
    init_handover();
    init_sync();
    init_registry();
    init_marker();
    init_requests();
    init_docs();
    init_rotation();
    init_split();
    init_dialect();
    init_render();
    init_handover_append();
    init_handover_prepend();
    init_base();
    init_sync_dir();
    init_split();
    init_parse();
    DEFAULT_FILES = {
      handover: "HANDOVER.md",
      sync: "SYNC.md",
      registry: "PROJECT_REGISTRY.md",
      marker: ".last-processed.md",
      requests: "REQUESTS.md"
    };
  }
});

// src/config/schema.ts
function upstreamSourceProblem(source2) {
  if (source2.startsWith("-")) return "which git would read as an option";
  if (/^[A-Za-z][A-Za-z0-9+.-]*::/.test(source2))
    return "a git remote-helper address; use a path or a file://, ssh or https URL";
  if (/[\0\r\n]/.test(source2)) return "which holds control characters; use a path or a git URL";
  return null;
}
function signingKeyKind(key) {
  const k2 = key.trim();
  if (SSH_PUBLIC_KEY.test(k2)) return "ssh";
  if (/^(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(k2)) return "gpg";
  return null;
}
function readFilesOf(config) {
  const left = new Set(config.ignore ?? []);
  return Object.entries(config.files).filter(([, p2]) => !left.has(p2.split("\\").join("/")));
}
function defaultConfig() {
  return {
    agent: null,
    owner: null,
    dispatchers: [],
    files: { ...DEFAULT_FILES },
    // No prototype on the maps keyed by names from the config or the command line: `config.upstreams.constructor`
    // or `"toString" in config.sync.shared` must not find Object.prototype's members.
    agents: /* @__PURE__ */ Object.create(null),
    upstreams: /* @__PURE__ */ Object.create(null),
    appendOnly: [],
    ignore: [],
    // no prototype: `heading in config.sync.shared` must not be true for "constructor" or "toString"
    sync: {
      shared: /* @__PURE__ */ Object.create(null),
      staleDays: 7,
      fields: {},
      level: 2,
      layout: "sections",
      ownFields: false,
      keeper: null
    },
    dialect: "handover",
    log: { heading: "seq", level: 2, order: "oldest-first" },
    hooks: { stop: "block" },
    requests: { maxDepth: 2, staleDays: 3 },
    registry: null,
    registryLayout: "tagged",
    rules: /* @__PURE__ */ Object.create(null),
    identity: { signatures: "off" },
    server: { protect: null },
    mcp: { write: true },
    filepath: null
  };
}
function validateConfig(raw, filepath, knownRules, ruleOptions) {
  const c3 = checksFor(filepath ?? "the configuration");
  const cfg = defaultConfig();
  cfg.filepath = filepath;
  if (raw === null || raw === void 0) return cfg;
  if (!isObj(raw)) c3.fail("(top level)", "must be a mapping of keys to values");
  const known = { knownRules, ruleOptions };
  for (const [key, v2] of Object.entries(raw)) {
    if (!Object.hasOwn(SECTIONS, key))
      c3.fail(
        key,
        "is not a known configuration key ($schema, agent, owner, dispatchers, files, agents, upstreams, appendOnly, ignore, sync, dialect, log, hooks, requests, registry, rules, identity, server, mcp)"
      );
    SECTIONS[key](c3, v2, cfg, known);
  }
  const archive = cfg.log?.archive;
  const inFolder = (p2) => p2.endsWith("/") && archivePatterns(archive).some((a) => a.startsWith(p2));
  const sameName = (p2) => archivePatterns(archive).some((a) => a.toLowerCase() === p2.toLowerCase());
  const protocol = Object.values(cfg.files).map((p2) => p2.split("\\").join("/")).find((p2) => isArchivePath(archive, p2) || inFolder(p2) || sameName(p2));
  if (protocol !== void 0)
    c3.fail(
      "log.archive",
      `names ${protocol.endsWith("/") ? `files in ${protocol}, a folder of protocol files` : `${protocol}, a protocol file`}${protocol.endsWith("/") || isArchivePath(archive, protocol) ? "" : " (in another case: one file on a macOS or Windows checkout)"}: name a file of its own for the rotated entries`
    );
  return cfg;
}
function checksFor(where2) {
  const fail = (key, what) => {
    throw new CliError(`${where2}: "${key}" ${what}. Fix it and run again.`, 2);
  };
  const str2 = (key, v2) => typeof v2 === "string" && v2.trim() ? v2.trim() : fail(key, "must be a non-empty string");
  const c3 = {
    fail,
    str: str2,
    name: (key, v2) => {
      const s = str2(key, v2);
      return NAME.test(s) ? s : fail(key, `is "${s}": use letters, digits, ".", "_" or "-", starting with a letter or digit`);
    },
    strList: (key, v2) => Array.isArray(v2) ? v2.map((x3, i) => str2(`${key}[${i}]`, x3)) : fail(key, "must be a list of strings"),
    fieldLabel: (key, v2) => {
      const l3 = str2(key, v2);
      return /^[A-Za-z][A-Za-z0-9 _-]{0,40}$/.test(l3) ? l3 : fail(key, `is "${l3}": a label is letters, digits, spaces, "-" or "_"`);
    },
    relPath: (key, v2) => {
      const s = str2(key, v2);
      const n = (0, import_node_path.normalize)(s);
      if ((0, import_node_path.isAbsolute)(s) || n === ".." || n.startsWith("../") || n.startsWith("..\\") || s.includes("\0"))
        fail(key, `is "${s}": a path inside the repository is required`);
      return n;
    },
    dialectName: (key, v2) => DIALECTS.includes(v2) ? v2 : fail(key, `must be one of ${DIALECTS.join(", ")}`),
    logKnobs: (key, v2) => {
      if (!isObj(v2))
        fail(
          key,
          "must be a mapping (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)"
        );
      const out = {};
      for (const [k2, x3] of Object.entries(v2)) Object.assign(out, logKnob(c3, `${key}.${k2}`, x3));
      return out;
    }
  };
  return c3;
}
function archiveKnob(c3, key, x3) {
  const one2 = (k2, v2) => {
    const p2 = c3.relPath(k2, v2).split("\\").join("/");
    const stars = p2.split("*").length - 1;
    if (stars > 1 || stars === 1 && p2.slice(p2.indexOf("*")).includes("/"))
      c3.fail(k2, `is "${p2}": a pattern has one \`*\`, in the file name (LOG-*.md, archive/*.md)`);
    return p2;
  };
  if (!Array.isArray(x3)) return one2(key, x3);
  if (x3.length === 0) c3.fail(key, "must be a path, a pattern with one `*`, or a non-empty list of them");
  return x3.map((v2, i) => one2(`${key}[${i}]`, v2));
}
function logKnob(c3, key, x3) {
  switch (key.slice(key.lastIndexOf(".") + 1)) {
    case "heading":
      return {
        heading: LOG_HEADINGS.includes(x3) ? x3 : c3.fail(key, `must be one of ${LOG_HEADINGS.join(", ")}`)
      };
    case "writer":
      return { writer: c3.name(key, x3) };
    case "amendLast":
      return { amendLast: typeof x3 === "boolean" ? x3 : c3.fail(key, "must be true or false") };
    case "trailer":
      return { trailer: typeof x3 === "boolean" ? x3 : c3.fail(key, "must be true or false") };
    case "stamp":
      return { stamp: typeof x3 === "boolean" ? x3 : c3.fail(key, "must be true or false") };
    case "pinned":
      return { pinned: typeof x3 === "boolean" ? x3 : c3.fail(key, "must be true or false") };
    case "archive":
      return { archive: archiveKnob(c3, key, x3) };
    case "section":
      return { section: sectionKnob(c3, key, x3) };
    case "reference":
      return {
        reference: Array.isArray(x3) && x3.length > 0 ? x3.map((h3, i) => sectionKnob(c3, `${key}[${i}]`, h3)) : typeof x3 === "string" ? sectionKnob(c3, key, x3) : c3.fail(key, 'must be a "##" heading, or a non-empty list of them')
      };
    case "level":
      return { level: x3 === 2 || x3 === 3 ? x3 : c3.fail(key, "must be 2 or 3") };
    case "order":
      return {
        order: ["oldest-first", "newest-first", "any"].includes(x3) ? x3 : c3.fail(key, "must be oldest-first, newest-first or any")
      };
    default:
      return c3.fail(
        key,
        "is not a known key (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)"
      );
  }
}
function sectionKnob(c3, key, x3) {
  const s = c3.str(key, x3);
  if (/[\r\n]/.test(s) || s.length > 200) return c3.fail(key, "must be one heading, on one line");
  if (s.startsWith("#")) return c3.fail(key, `is "${s}": write the heading's text without its "##" marks`);
  return s;
}
function readFiles(c3, v2, cfg) {
  if (!isObj(v2)) c3.fail("files", "must be a mapping with handover, sync, registry and marker");
  for (const [k2, p2] of Object.entries(v2)) {
    if (!Object.hasOwn(DEFAULT_FILES, k2))
      c3.fail(`files.${k2}`, "is not a known key (handover, sync, registry, marker, requests)");
    cfg.files[k2] = c3.relPath(`files.${k2}`, p2);
  }
}
function readAgent(c3, id, a) {
  c3.name(`agents.${id}`, id);
  const agent = { emails: [], signingKeys: [], github: [], pushers: [] };
  if (a === null || a === void 0) return agent;
  if (!isObj(a)) c3.fail(`agents.${id}`, "must be a mapping (emails, signingKeys, github, pushers)");
  for (const [k2, e] of Object.entries(a)) {
    if (!Object.hasOwn(AGENT_KEYS, k2))
      c3.fail(`agents.${id}.${k2}`, "is not a known key (emails, signingKeys, github, pushers)");
    agent[k2].push(...AGENT_KEYS[k2](c3, `agents.${id}.${k2}`, e));
  }
  return agent;
}
function readUpstream(c3, id, u2) {
  c3.name(`upstreams.${id}`, id);
  if (!isObj(u2)) c3.fail(`upstreams.${id}`, "must be a mapping with source (and optionally ref, file, dialect, log)");
  const up = { source: "", ref: "main", file: "HANDOVER.md" };
  for (const [k2, x3] of Object.entries(u2)) {
    const kk = `upstreams.${id}.${k2}`;
    if (k2 === "source") up.source = c3.str(kk, x3);
    else if (k2 === "ref") up.ref = c3.str(kk, x3);
    else if (k2 === "file") up.file = c3.relPath(kk, x3);
    else if (k2 === "dialect") up.dialect = c3.dialectName(kk, x3);
    else if (k2 === "log") up.log = c3.logKnobs(kk, x3);
    else c3.fail(kk, "is not a known key (source, ref, file, dialect, log)");
  }
  if (up.log && up.dialect && up.dialect !== "handover")
    c3.fail(
      `upstreams.${id}.log`,
      `applies to the handover dialect only, and upstreams.${id}.dialect is ${up.dialect}; remove one of them`
    );
  if (!up.source) c3.fail(`upstreams.${id}.source`, "is required");
  const sourceProblem = upstreamSourceProblem(up.source);
  if (sourceProblem) c3.fail(`upstreams.${id}.source`, `is "${redactUrl(up.source)}", ${sourceProblem}`);
  if (up.ref.startsWith("-") || !/^[A-Za-z0-9._/-]+$/.test(up.ref) || up.ref.includes(".."))
    c3.fail(`upstreams.${id}.ref`, `is "${up.ref}", which is not a plain branch, tag or commit name`);
  return up;
}
function readSync(c3, v2, sync) {
  if (!isObj(v2)) c3.fail("sync", "must be a mapping (shared, staleDays)");
  for (const [k2, x3] of Object.entries(v2)) {
    if (!Object.hasOwn(SYNC_KEYS, k2))
      c3.fail(`sync.${k2}`, "is not a known key (shared, staleDays, fields, level, layout, ownFields, keeper)");
    SYNC_KEYS[k2](c3, x3, sync);
  }
  if (sync.layout !== "sections" && sync.level === 3)
    c3.fail(
      "sync.level",
      `is 3, but sync.layout is ${sync.layout}, whose agents have no heading level; drop one of them`
    );
  if (sync.fields.focus === false) c3.fail("sync.fields.focus", "cannot be false: every board says what an agent is on");
}
function readShared(c3, x3, shared) {
  if (!isObj(x3)) c3.fail("sync.shared", "must map section headings to append-only or owner-only");
  for (const [h3, m2] of Object.entries(x3)) {
    if (!SHARED_MODES.includes(m2)) c3.fail(`sync.shared.${h3}`, `must be one of ${SHARED_MODES.join(", ")}`);
    shared[h3] = m2;
  }
}
function readSyncField(c3, f3, spec) {
  if (!["focus", "blocked", "next"].includes(f3))
    c3.fail(`sync.fields.${f3}`, "is not a known field (focus, blocked, next)");
  if (spec === false) return false;
  if (!isObj(spec))
    c3.fail(`sync.fields.${f3}`, "must be a mapping (label, aliases, optional), or false when the board has none");
  const out = {};
  for (const [sk, sv] of Object.entries(spec)) {
    if (sk === "label") out.label = c3.fieldLabel(`sync.fields.${f3}.label`, sv);
    else if (sk === "aliases")
      out.aliases = c3.strList(`sync.fields.${f3}.aliases`, sv).map((a, i) => c3.fieldLabel(`sync.fields.${f3}.aliases[${i}]`, a));
    else if (sk === "optional")
      out.optional = typeof sv === "boolean" ? sv : c3.fail(`sync.fields.${f3}.optional`, "must be true or false");
    else c3.fail(`sync.fields.${f3}.${sk}`, "is not a known key (label, aliases, optional)");
  }
  return out;
}
function readRequests(c3, v2, requests) {
  if (!isObj(v2)) c3.fail("requests", "must be a mapping (maxDepth, staleDays)");
  for (const [k2, x3] of Object.entries(v2)) {
    if (k2 === "maxDepth") {
      if (!Number.isInteger(x3) || x3 < 1)
        c3.fail("requests.maxDepth", "must be a whole number of hops, 1 or more");
      requests.maxDepth = x3;
    } else if (k2 === "staleDays") {
      if (typeof x3 !== "number" || !(x3 > 0)) c3.fail("requests.staleDays", "must be a positive number of days");
      requests.staleDays = x3;
    } else c3.fail(`requests.${k2}`, "is not a known key (maxDepth, staleDays)");
  }
}
function readRegistry(c3, v2) {
  if (!isObj(v2)) c3.fail("registry", "must be a mapping with source (and optionally ref, file)");
  const reg = { source: "", ref: "main", file: DEFAULT_FILES.registry };
  for (const [k2, x3] of Object.entries(v2)) {
    if (k2 === "source") reg.source = c3.str("registry.source", x3);
    else if (k2 === "ref") reg.ref = c3.str("registry.ref", x3);
    else if (k2 === "file") reg.file = c3.relPath("registry.file", x3);
    else c3.fail(`registry.${k2}`, "is not a known key (source, ref, file, layout)");
  }
  if (!reg.source) c3.fail("registry.source", "is required");
  const problem = upstreamSourceProblem(reg.source);
  if (problem) c3.fail("registry.source", `is "${reg.source}", ${problem}`);
  if (reg.ref.startsWith("-") || !/^[A-Za-z0-9._/-]+$/.test(reg.ref) || reg.ref.includes(".."))
    c3.fail("registry.ref", `is "${reg.ref}", which is not a plain branch, tag or commit name`);
  return reg;
}
function readRules(c3, v2, rules, known) {
  if (!isObj(v2)) c3.fail("rules", "must map rule ids to off, warn or error");
  for (const [id, s] of Object.entries(v2)) {
    if (!known.knownRules.has(id))
      c3.fail(
        `rules.${id}`,
        `is not a known rule id (${ruleHint(id, known.knownRules)}; each has a page under rules/ in the package)`
      );
    const sev = Array.isArray(s) ? s[0] : s;
    if (!SEVERITIES.includes(sev))
      c3.fail(`rules.${id}`, "must be off, warn or error (or [severity, options])");
    if (Array.isArray(s) && s.length > 1 && !isObj(s[1])) c3.fail(`rules.${id}[1]`, "must be a mapping of options");
    if (Array.isArray(s) && isObj(s[1]) && known.ruleOptions)
      checkRuleOptions(id, s[1], known.ruleOptions.get(id) ?? {}, c3.fail);
    rules[id] = s;
  }
}
function readServer(c3, v2, server) {
  if (!isObj(v2)) c3.fail("server", "must be a mapping (protect)");
  for (const [k2, x3] of Object.entries(v2)) {
    if (k2 !== "protect") c3.fail(`server.${k2}`, "is not a known key (protect)");
    server.protect = c3.strList("server.protect", x3).map(
      (b3, i) => /^[A-Za-z0-9._/*-]+$/.test(b3) && !b3.startsWith("-") ? b3 : c3.fail(
        `server.protect[${i}]`,
        `is "${b3}": give a branch name such as main, or a pattern such as release/*`
      )
    );
  }
}
function ruleHint(id, known) {
  const group = id.split("/")[0];
  const same = [...known].filter((r2) => r2.startsWith(`${group}/`));
  if (same.length) return `the ${group} rules are ${same.join(", ")}`;
  return `rule ids start with ${[...new Set([...known].map((r2) => `${r2.split("/")[0]}/`))].join(", ")}`;
}
function checkRuleOptions(id, given, known, fail) {
  const names = Object.keys(known);
  for (const [k2, v2] of Object.entries(given)) {
    const key = `rules.${id}[1].${k2}`;
    if (!Object.hasOwn(known, k2))
      fail(
        key,
        names.length ? `is not an option of ${id} (${names.join(", ")})` : `is given, but ${id} has no options`
      );
    const d2 = known[k2].default;
    if (typeof d2 === "number" && Number.isInteger(d2) && !(Number.isInteger(v2) && v2 >= 0))
      fail(key, "must be a whole number of 0 or more");
    if (d2 !== null && d2 !== void 0 && typeof v2 !== typeof d2) fail(key, `must be a ${typeof d2}`);
  }
}
function dialectOf(config) {
  let d2 = dialects.get(config);
  if (!d2) {
    d2 = makeDialect({
      dialect: config.dialect ?? "handover",
      log: config.log,
      syncFields: config.sync.fields,
      syncLevel: config.sync.level,
      syncLayout: config.sync.layout,
      syncOwnFields: config.sync.ownFields,
      registryLayout: config.registryLayout,
      shared: config.sync.shared
    });
    dialects.set(config, d2);
  }
  return d2;
}
var import_node_path, SHAPE_KNOBS, SEVERITIES, SHARED_MODES, STOP_MODES, SSH_PUBLIC_KEY, isObj, PUSHER, GITHUB_OWNER, NAME, SECTIONS, AGENT_KEYS, SYNC_KEYS, dialects;
var init_schema = __esm({
  "src/config/schema.ts"() {
    "use strict";
    import_node_path = require("node:path");
    init_errors();
    init_display();
    init_models();
    init_dialect();
    SHAPE_KNOBS = ["heading", "level", "order", "section", "reference", "trailer"];
    SEVERITIES = ["off", "warn", "error"];
    SHARED_MODES = ["append-only", "owner-only"];
    STOP_MODES = ["block", "remind", "off"];
    SSH_PUBLIC_KEY = new RegExp(
      "^(?:ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\\.com|sk-ecdsa-sha2-nistp256@openssh\\.com) [A-Za-z0-9+/]+={0,3}(?: [^\\0\\r\\n]*)?$"
    );
    isObj = (v2) => typeof v2 === "object" && v2 !== null && !Array.isArray(v2);
    PUSHER = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}$/;
    GITHUB_OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9](?:[A-Za-z0-9._-]{0,99}))?$/;
    NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
    SECTIONS = {
      // the JSON Schema an editor reads (`"$schema": ".../schema/config.schema.json"`); nothing to set
      $schema: (c3, v2) => {
        if (typeof v2 !== "string") c3.fail("$schema", "must be the URL or path of a JSON Schema");
      },
      agent: (c3, v2, cfg) => {
        cfg.agent = c3.name("agent", v2);
      },
      owner: (c3, v2, cfg) => {
        cfg.owner = c3.name("owner", v2);
      },
      dispatchers: (c3, v2, cfg) => {
        cfg.dispatchers = c3.strList("dispatchers", v2).map((s, i) => c3.name(`dispatchers[${i}]`, s));
      },
      files: (c3, v2, cfg) => readFiles(c3, v2, cfg),
      agents: (c3, v2, cfg) => {
        if (!isObj(v2)) c3.fail("agents", "must be a mapping of agent ids");
        for (const [id, a] of Object.entries(v2)) cfg.agents[id] = readAgent(c3, id, a);
      },
      upstreams: (c3, v2, cfg) => {
        if (!isObj(v2)) c3.fail("upstreams", "must be a mapping of upstream names");
        for (const [id, u2] of Object.entries(v2)) cfg.upstreams[id] = readUpstream(c3, id, u2);
      },
      appendOnly: (c3, v2, cfg) => {
        cfg.appendOnly = c3.strList("appendOnly", v2).map((p2, i) => c3.relPath(`appendOnly[${i}]`, p2));
      },
      ignore: (c3, v2, cfg) => {
        cfg.ignore = c3.strList("ignore", v2).map((p2, i) => c3.relPath(`ignore[${i}]`, p2).split("\\").join("/"));
      },
      sync: (c3, v2, cfg) => readSync(c3, v2, cfg.sync),
      dialect: (c3, v2, cfg) => {
        cfg.dialect = c3.dialectName("dialect", v2);
      },
      log: (c3, v2, cfg) => {
        const knobs = c3.logKnobs("log", v2);
        if (knobs.section && knobs.level === 2)
          c3.fail("log.level", 'is 2, but log.section reads the "###" entries under one "##" heading: drop it, or write 3');
        if (knobs.reference && (knobs.section || knobs.level === 3 || (knobs.order ?? "oldest-first") !== "oldest-first"))
          c3.fail("log.reference", 'reads "##" sections between the entries of a level-2 log kept oldest first: drop it');
        cfg.log = { ...cfg.log, ...knobs };
      },
      hooks: (c3, v2, cfg) => {
        if (!isObj(v2)) c3.fail("hooks", "must be a mapping (stop)");
        for (const [k2, x3] of Object.entries(v2)) {
          if (k2 !== "stop") c3.fail(`hooks.${k2}`, "is not a known key (stop)");
          if (!STOP_MODES.includes(x3)) c3.fail("hooks.stop", `must be one of ${STOP_MODES.join(", ")}`);
          cfg.hooks.stop = x3;
        }
      },
      requests: (c3, v2, cfg) => readRequests(c3, v2, cfg.requests),
      registry: (c3, v2, cfg) => {
        if (!isObj(v2)) c3.fail("registry", "must be a mapping with source (and optionally ref, file) or layout");
        const { layout, ...where2 } = v2;
        if (layout !== void 0)
          cfg.registryLayout = REGISTRY_LAYOUTS.includes(layout) ? layout : c3.fail("registry.layout", `must be one of ${REGISTRY_LAYOUTS.join(", ")}`);
        if (layout === void 0 || Object.keys(where2).length) cfg.registry = readRegistry(c3, where2);
      },
      rules: (c3, v2, cfg, known) => readRules(c3, v2, cfg.rules, known),
      identity: (c3, v2, cfg) => {
        if (!isObj(v2)) c3.fail("identity", "must be a mapping (signatures)");
        for (const [k2, x3] of Object.entries(v2)) {
          if (k2 !== "signatures") c3.fail(`identity.${k2}`, "is not a known key (signatures)");
          if (x3 !== "off" && x3 !== "required") c3.fail("identity.signatures", "must be off or required");
          cfg.identity.signatures = x3;
        }
      },
      server: (c3, v2, cfg) => readServer(c3, v2, cfg.server),
      mcp: (c3, v2, cfg) => {
        if (!isObj(v2)) c3.fail("mcp", "must be a mapping (write)");
        for (const [k2, x3] of Object.entries(v2)) {
          if (k2 !== "write") c3.fail(`mcp.${k2}`, "is not a known key (write)");
          if (typeof x3 !== "boolean") c3.fail("mcp.write", "must be true or false");
          cfg.mcp.write = x3;
        }
      }
    };
    AGENT_KEYS = {
      emails: (c3, key, e) => c3.strList(key, e).map((x3) => x3.toLowerCase()),
      signingKeys: (c3, key, e) => c3.strList(key, e).map((k2, i) => {
        if (!signingKeyKind(k2))
          c3.fail(
            `${key}[${i}]`,
            'must be an ssh public key ("ssh-ed25519 AAAA\u2026", one line) or a gpg key fingerprint (16 or 40 hex digits)'
          );
        return k2.trim();
      }),
      github: (c3, key, e) => (typeof e === "string" ? [e] : c3.strList(key, e)).map((x3) => {
        const g2 = x3.replace(/^@/, "");
        if (!GITHUB_OWNER.test(g2)) c3.fail(key, `is "${g2}": give GitHub user names (alice) or teams (org/team)`);
        return g2;
      }),
      pushers: (c3, key, e) => c3.strList(key, e).map((x3) => {
        if (!PUSHER.test(x3))
          c3.fail(
            key,
            `is "${x3}": give the user names the git server reports for pushes (letters, digits, ".", "_", "@", "-")`
          );
        return x3;
      })
    };
    SYNC_KEYS = {
      shared: (c3, x3, sync) => readShared(c3, x3, sync.shared),
      staleDays: (c3, x3, sync) => {
        if (typeof x3 !== "number" || !(x3 > 0)) c3.fail("sync.staleDays", "must be a positive number of days");
        sync.staleDays = x3;
      },
      fields: (c3, x3, sync) => {
        if (!isObj(x3)) c3.fail("sync.fields", "must map focus, blocked and next to { label, aliases, optional }");
        for (const [f3, spec] of Object.entries(x3)) sync.fields[f3] = readSyncField(c3, f3, spec);
      },
      level: (c3, x3, sync) => {
        sync.level = x3 === 2 || x3 === 3 ? x3 : c3.fail("sync.level", "must be 2 or 3");
      },
      layout: (c3, x3, sync) => {
        sync.layout = SYNC_LAYOUTS.includes(x3) ? x3 : c3.fail("sync.layout", `must be one of ${SYNC_LAYOUTS.join(", ")}`);
      },
      keeper: (c3, x3, sync) => {
        sync.keeper = c3.name("sync.keeper", x3);
      },
      ownFields: (c3, x3, sync) => {
        sync.ownFields = typeof x3 === "boolean" ? x3 : c3.fail("sync.ownFields", "must be true or false");
      }
    };
    dialects = /* @__PURE__ */ new WeakMap();
  }
});

// src/rules/types.ts
function commitRule(rule) {
  return { ...rule, kind: "commit", file: "commit" };
}
function staticRule(rule) {
  return { ...rule, kind: "static" };
}
function historicalRule(rule) {
  return { ...rule, kind: "historical" };
}
var units;
var init_types = __esm({
  "src/rules/types.ts"() {
    "use strict";
    units = {
      entry: (e) => e.seq !== null ? `entry ${e.seq}` : `entry "${e.headingText}"`,
      section: (id) => `section ${id}`,
      project: (id) => `project ${id.toLowerCase()}`,
      upstream: (name2) => `upstream ${name2}`,
      preamble: "preamble",
      file: "file"
    };
  }
});

// src/rules/handover/entry-heading.ts
var entry_heading_default;
var init_entry_heading = __esm({
  "src/rules/handover/entry-heading.ts"() {
    "use strict";
    init_models();
    init_types();
    entry_heading_default = staticRule({
      id: "handover/entry-heading",
      file: "handover",
      meta: {
        class: "quality",
        description: "Every entry heading of a handover log reads as an entry in the log's dialect (`## <seq> \xB7 <timestamp>[ \xB7 <title>]` by default), and an entry carries the fields its dialect requires.",
        defaultSeverity: "error"
      },
      check(doc, { report }) {
        for (const p2 of doc.problems) report({ message: p2.message, at: p2.at });
        for (const e of doc.entries) {
          if (e.headingProblem) report({ message: e.headingProblem, at: e.heading });
          for (const p2 of e.problems) report({ message: p2.message, at: p2.at, warn: p2.warn });
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
  }
});

// src/rules/handover/sequence.ts
function inOrder2(doc, report) {
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
          data: { Entry: cap2(entryName(e)), line: first2 },
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
  for (let j3 = 0; j3 < end; j3++) {
    const { seq, heading: heading2 } = entries[j3];
    if (seq !== null && seq >= 1 && !seen.has(seq)) seen.set(seq, heading2.start.line);
  }
  return seen;
}
var sequence_default, cap2;
var init_sequence = __esm({
  "src/rules/handover/sequence.ts"() {
    "use strict";
    init_models();
    init_dialect();
    init_types();
    sequence_default = staticRule({
      id: "handover/sequence",
      file: "handover",
      meta: {
        class: "quality",
        description: "Entries are numbered 1, 2, 3 \u2026 in order, with no gap and no duplicate; in a log whose entries are not numbered, no two entries share an id.",
        defaultSeverity: "error"
      },
      check(doc, { report }) {
        if (doc.dialect?.order === "any") numberedTwice(doc.entries, report);
        else inOrder2(doc, report);
      }
    });
    cap2 = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  }
});

// src/rules/handover/time-order.ts
var time_order_default;
var init_time_order = __esm({
  "src/rules/handover/time-order.ts"() {
    "use strict";
    init_models();
    init_dialect();
    init_types();
    time_order_default = staticRule({
      id: "handover/time-order",
      file: "handover",
      meta: {
        class: "quality",
        description: "Entry timestamps (or dates) do not go back in time (a warning: the order of a log is its position and sequence, not its clocks).",
        defaultSeverity: "warn"
      },
      check(doc, { report }) {
        const p2 = doc.prior;
        const before2 = p2 && p2.lastTime !== null && p2.lastTimestamp !== null ? {
          time: p2.lastTime,
          name: p2.lastSeq === null ? "the entry before" : `entry ${p2.lastSeq}`,
          timestamp: p2.lastTimestamp
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
  }
});

// src/rules/handover/corrects-target.ts
function firstIndexes(entries) {
  const first = /* @__PURE__ */ new Map();
  entries.forEach((e, i) => {
    if (e.id !== null && !first.has(e.id)) first.set(e.id, i);
  });
  return first;
}
function checkRef(ref, { doc, e, index, Name, at: at2, first, report }) {
  const n = Number(ref);
  const numbered = /^\d+$/.test(ref);
  const pos = first.get(ref);
  const earlier = pos !== void 0 && pos < index;
  if (ref === e.id || numbered && e.seq !== null && n >= e.seq || !numbered && pos !== void 0 && !earlier) {
    report({
      message: "{{Name}} corrects {{ref}}, which is not earlier; a correction names an entry before it",
      data: { Name, ref: show(ref) },
      at: at2
    });
  } else if (!earlier && !(numbered && doc.prior && n <= (doc.prior.lastSeq ?? 0)) && !inArchive(doc, ref)) {
    report({
      message: numbered ? "{{Name}} corrects {{ref}}, but there is no entry {{n}}" : "{{Name}} corrects {{ref}}, but there is no such entry",
      data: { Name, ref: show(ref), n: ref },
      at: at2
    });
  }
}
function inArchive(doc, ref) {
  if (!doc.dialect?.archive) return false;
  const oldest = doc.entries[0]?.seq ?? null;
  return /^\d+$/.test(ref) ? oldest !== null && Number(ref) < oldest : true;
}
var corrects_target_default, show;
var init_corrects_target = __esm({
  "src/rules/handover/corrects-target.ts"() {
    "use strict";
    init_models();
    init_types();
    corrects_target_default = staticRule({
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
    show = (ref) => /^\d+$/.test(ref) ? `#${ref}` : `"${ref}"`;
  }
});

// src/rules/handover/writer-title.ts
var writer_title_default;
var init_writer_title = __esm({
  "src/rules/handover/writer-title.ts"() {
    "use strict";
    init_schema();
    init_types();
    writer_title_default = staticRule({
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
  }
});

// src/rules/sync/fields.ts
function checkSection(s, { doc, report, labels, label, extensions }) {
  const seen = /* @__PURE__ */ new Set();
  for (const f3 of s.fields) {
    if (f3.own) continue;
    const misspelt = f3.name ? null : doc.schema.find((x3) => fieldKey(x3.label) === f3.key);
    if (misspelt) {
      seen.add(misspelt.name);
      report({
        message: 'Section "{{id}}" spells "{{label}}" as "{{as}}"; write "- **{{label}}**"',
        data: { id: s.id, label: misspelt.label, as: f3.label },
        at: f3.span
      });
      continue;
    }
    if (!f3.name) {
      report({
        message: 'Section "{{id}}" has an unknown field "{{label}}"; the fields are {{labels}}',
        data: { id: s.id, label: f3.label, labels },
        at: f3.span,
        warn: extensions
      });
      continue;
    }
    if (seen.has(f3.name))
      report({
        message: 'Section "{{id}}" has "{{label}}" twice; keep one',
        data: { id: s.id, label: label(f3.name) },
        at: f3.span
      });
    seen.add(f3.name);
    if (!doc.schema.find((x3) => x3.name === f3.name)?.mayBeEmpty && f3.value === "")
      report({
        message: 'Section "{{id}}": "{{label}}" is empty; say what it is',
        data: { id: s.id, label: label(f3.name) },
        at: f3.span
      });
    if (doc.dialect.dated && f3.date === null)
      report({
        message: 'Section "{{id}}": "{{label}}" has no date; write "- **{{label}}** (YYYY-MM-DD): \u2026"',
        data: { id: s.id, label: label(f3.name) },
        at: f3.span,
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
  const missing = doc.schema.filter((f3) => !f3.optional && !seen.has(f3.name)).map((f3) => f3.label);
  if (missing.length)
    report({
      message: 'Section "{{id}}" is missing {{missing}}',
      data: { id: s.id, missing: missing.join(", ") },
      at: s.heading
    });
}
var fields_default;
var init_fields = __esm({
  "src/rules/sync/fields.ts"() {
    "use strict";
    init_base();
    init_types();
    fields_default = staticRule({
      id: "sync/fields",
      file: "sync",
      meta: {
        class: "quality",
        description: "Each agent section holds exactly its dialect's fields (Current focus, Blocked on, Next action by default), each once, none empty that may not be, an optional one at most once; a dialect's required shared sections are there.",
        defaultSeverity: "error"
      },
      check(doc, { report }) {
        for (const p2 of doc.problems) report({ message: p2.message, at: p2.at });
        const labels = doc.schema.map((f3) => f3.label).join(", ");
        const label = (name2) => doc.schema.find((f3) => f3.name === name2)?.label ?? name2;
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
  }
});

// src/rules/sync/unique-sections.ts
var unique_sections_default;
var init_unique_sections = __esm({
  "src/rules/sync/unique-sections.ts"() {
    "use strict";
    init_types();
    unique_sections_default = staticRule({
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
  }
});

// src/rules/sync/known-agents.ts
var known_agents_default;
var init_known_agents = __esm({
  "src/rules/sync/known-agents.ts"() {
    "use strict";
    init_types();
    known_agents_default = staticRule({
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
  }
});

// src/rules/sync/size.ts
var size_default;
var init_size = __esm({
  "src/rules/sync/size.ts"() {
    "use strict";
    init_types();
    size_default = staticRule({
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
  }
});

// src/rules/registry/provenance.ts
var provenance_default;
var init_provenance = __esm({
  "src/rules/registry/provenance.ts"() {
    "use strict";
    init_types();
    provenance_default = staticRule({
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
  }
});

// src/rules/registry/fields.ts
function untagged(doc, report) {
  for (const e of doc.entries) {
    if (!e.id) report({ message: "An entry has no project id; write one", at: e.heading });
    const seen = /* @__PURE__ */ new Set();
    for (const f3 of e.fields) {
      if (seen.has(f3.key))
        report({
          message: 'Entry "{{id}}" has "{{label}}" twice; keep one',
          data: { id: e.id, label: f3.label },
          at: f3.span
        });
      seen.add(f3.key);
    }
  }
}
var fields_default2;
var init_fields2 = __esm({
  "src/rules/registry/fields.ts"() {
    "use strict";
    init_models();
    init_types();
    fields_default2 = staticRule({
      id: "registry/fields",
      file: "registry",
      meta: {
        class: "quality",
        description: "Each entry has `Owns:` and `Address:` (and optionally Head, Subprojects, Ask), each once and non-empty.",
        defaultSeverity: "error"
      },
      check(doc, { report }) {
        for (const p2 of doc.problems) report({ message: p2.message, at: p2.at });
        if (doc.layout !== "tagged") {
          untagged(doc, report);
          return;
        }
        for (const e of doc.entries) {
          const seen = /* @__PURE__ */ new Set();
          for (const f3 of e.fields) {
            if (!REGISTRY_FIELDS.includes(f3.key)) {
              report({
                message: 'Entry "{{id}}" has an unknown field "{{label}}"; use Owns, Address, Head, Subprojects or Ask',
                data: { id: e.id, label: f3.label },
                at: f3.span
              });
              continue;
            }
            if (seen.has(f3.key))
              report({
                message: 'Entry "{{id}}" has "{{label}}" twice; keep one',
                data: { id: e.id, label: f3.label },
                at: f3.span
              });
            if (f3.value === "")
              report({ message: 'Entry "{{id}}": "{{label}}" is empty', data: { id: e.id, label: f3.label }, at: f3.span });
            seen.add(f3.key);
          }
          for (const k2 of REQUIRED_REGISTRY_FIELDS) {
            if (!seen.has(k2))
              report({
                message: 'Entry "{{id}}" has no {{field}}: line',
                data: { id: e.id, field: k2 === "owns" ? "Owns" : "Address" },
                at: e.heading
              });
          }
        }
      }
    });
  }
});

// src/rules/registry/unique.ts
var unique_default;
var init_unique = __esm({
  "src/rules/registry/unique.ts"() {
    "use strict";
    init_types();
    unique_default = staticRule({
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
  }
});

// src/rules/registry/subject-overlap.ts
var subject_overlap_default;
var init_subject_overlap = __esm({
  "src/rules/registry/subject-overlap.ts"() {
    "use strict";
    init_models();
    init_types();
    subject_overlap_default = staticRule({
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
  }
});

// src/rules/marker/format.ts
var format_default;
var init_format = __esm({
  "src/rules/marker/format.ts"() {
    "use strict";
    init_models();
    init_types();
    format_default = staticRule({
      id: "marker/format",
      file: "marker",
      meta: {
        class: "quality",
        description: "`.last-processed.md` opens with YAML front matter giving, per upstream, `seq`, `at` and `digest`.",
        defaultSeverity: "error"
      },
      check(doc, { report }) {
        for (const p2 of doc.problems) report({ message: p2.message, at: p2.at });
        if (!doc.hasFrontmatter) {
          report({
            message: 'The marker has no YAML front matter; start it with "---", one key per upstream, and "---"',
            at: { line: 1, column: 1, offset: 0 }
          });
          return;
        }
        for (const o2 of doc.offsets) {
          const problem = offsetProblem(o2);
          if (problem) report({ message: problem, at: o2.span });
        }
      }
    });
  }
});

// src/rules/protocol/conflict-markers.ts
var conflict_markers_default;
var init_conflict_markers = __esm({
  "src/rules/protocol/conflict-markers.ts"() {
    "use strict";
    init_models();
    init_types();
    conflict_markers_default = staticRule({
      id: "protocol/conflict-markers",
      file: "any",
      meta: {
        class: "authority",
        description: "No merge conflict is left in a protocol file: no `<<<<<<<`, `=======`, `>>>>>>>` sequence.",
        defaultSeverity: "error"
      },
      check(source2, { report }) {
        const first = 1 + (source2.lineOffset ?? 0);
        for (const c3 of conflictBlocks(source2.text)) {
          report({
            message: "A merge conflict is left here (lines {{from}}\u2013{{to}}); resolve it and remove the markers",
            data: { from: c3.from + first, to: c3.to + first },
            at: {
              start: { line: c3.from + first, column: 1, offset: 0 },
              end: { line: c3.to + first, column: c3.toLength + 1, offset: 0 }
            }
          });
        }
      }
    });
  }
});

// src/rules/protocol/encoding.ts
var FIX, encoding_default;
var init_encoding = __esm({
  "src/rules/protocol/encoding.ts"() {
    "use strict";
    init_types();
    FIX = {
      nul: "The file contains a NUL byte, so it is binary, not text; restore it from git or rewrite it as UTF-8 text",
      "bare-cr": "A line ends in a bare CR (an old Mac line ending); save the file with LF or CRLF line endings",
      "invalid-utf8": "The file is not valid UTF-8; re-save it as UTF-8"
    };
    encoding_default = staticRule({
      id: "protocol/encoding",
      file: "any",
      meta: {
        class: "authority",
        description: "A protocol file is valid UTF-8 text with no NUL byte, and its lines end in LF or CRLF.",
        defaultSeverity: "error"
      },
      // Each problem is its own finding, known across versions by the line it is on (never the file as a whole), so a
      // problem the base had is not blamed on a change, and one old problem admits no new one elsewhere.
      check(source2, { report }) {
        for (const p2 of source2.encoding) {
          const message = p2.more ? `${FIX[p2.kind]} (this and ${p2.more - 1} more like it)` : FIX[p2.kind];
          report({ message, at: { line: p2.line, column: p2.column, offset: 0 }, identity: `${p2.kind}:${p2.context}` });
        }
      }
    });
  }
});

// src/rules/protocol/kind.ts
function knobsOf(d2) {
  const writer = d2.writer ? `, writer: ${d2.writer}` : "";
  const section = d2.section ? `, section: "${d2.section}"` : "";
  return `log: { heading: ${d2.heading}, level: ${d2.level}, order: ${d2.order}${writer}${section} }`;
}
function headingsIn(doc) {
  const boundaries = scanBlocks(doc.source.text, 0, 2, 3).boundaries;
  const section = doc.dialect.section ? sectionMatch(doc.dialect.section) : null;
  if (!section) return boundaries.length;
  let inside = false;
  let n = 0;
  for (const b3 of boundaries) {
    if (b3.level === 2) inside = section.test(b3.raw.replace(/^ {0,3}#+[ \t]*/, "").replace(/[ \t#]*$/, ""));
    else if (inside) n++;
  }
  return n;
}
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
      const names = (s) => new Set(s.fields.map((f3) => f3.name).filter(Boolean)).size;
      const n = doc.schema.length;
      const required = doc.schema.filter((f3) => !f3.optional).map((f3) => f3.name);
      const fits = (s) => names(s) > 0 && required.every((r2) => s.fields.some((f3) => f3.name === r2));
      return {
        fit: agents.filter(fits).length,
        some: agents.filter((s) => names(s) > 0).length,
        total: agents.length,
        what: n === 3 ? "sections carry the three fields" : `sections carry the board's fields (${doc.schema.map((f3) => f3.label).join(", ")})`,
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
var EXAMPLE, MIN_SECTIONS, MIN_MIXED, kind_default;
var init_kind = __esm({
  "src/rules/protocol/kind.ts"() {
    "use strict";
    init_dialect();
    init_models();
    init_types();
    EXAMPLE = {
      seq: "<seq> \xB7 <timestamp>",
      timestamp: "<timestamp>[ \xB7 <title>]",
      date: "<date>[ \xB7 <title>]",
      "date-last": "<title> (<date>)",
      id: "<entry-id>: <title>"
    };
    MIN_SECTIONS = 3;
    MIN_MIXED = 5;
    kind_default = staticRule({
      id: "protocol/kind",
      file: "any",
      meta: {
        class: "quality",
        description: "A protocol file looks like its kind: when most of its sections do not, one finding says what the file looks like instead of one per section.",
        defaultSeverity: "error"
      },
      check(source2, { report }, doc) {
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
        const f3 = fitOf(doc);
        if (!f3 || !looksLikeAnotherKind(f3.some ?? f3.fit, f3.total)) return;
        const some = f3.some !== void 0 && f3.some > f3.fit ? ` (${f3.some - f3.fit} more carry some of them)` : "";
        const migrate2 = doc.kind === "registry" ? "" : doc.kind === "handover" ? `if it is a log in another shape, handover init --detect names the \`log\` knobs that read it as it is (heading, level, order, and writer when the title does not name one), and handover migrate ${source2.path} shows it converted; ` : `if it is one in another shape, handover migrate ${source2.path} shows it converted; `;
        report({
          message: `{{fit}} of {{total}} {{what}}${some}: this does not look like {{not}}; ${migrate2}else set \`{{files}}\` to the right file, or see \`dialect\``,
          data: { fit: f3.fit, total: f3.total, what: f3.what, not: f3.not, files: f3.files },
          at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
          supersedes: f3.replaces,
          // the counts grow with the file: the same diagnosis of a longer file is the same finding
          identity: `not ${f3.not}`
        });
      }
    });
  }
});

// src/rules/kinds.ts
function registerRuleKinds(rules) {
  for (const r2 of rules) {
    kinds.set(r2.id, r2.kind);
    classes.set(r2.id, r2.meta.class);
  }
}
function ruleKind(id) {
  return kinds.get(id);
}
function mayBeWaived(id) {
  return id !== null && classes.get(id) === "quality";
}
var kinds, classes;
var init_kinds = __esm({
  "src/rules/kinds.ts"() {
    "use strict";
    kinds = /* @__PURE__ */ new Map();
    classes = /* @__PURE__ */ new Map();
  }
});

// src/engine/suppressions.ts
function directivesOf(source2) {
  const known = cache.get(source2);
  if (known) return known;
  const found = [];
  if (source2.text.includes("handover-")) {
    const split = splitAtLevel2(source2.text, source2.lineOffset ?? 0);
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
  cache.set(source2, found);
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
    const m2 = COMMENT.exec(n.value.trim());
    if (!m2 || !n.position) continue;
    const [rulesText, ...rest] = m2[2].split(/\s--(?:\s|$)/);
    const reason = rest.length ? rest.join(" -- ").trim() : null;
    out.push({
      kind: m2[1],
      rules: rulesText.split(/[\s,]+/).map((r2) => r2.trim()).filter(Boolean),
      reason: reason && !PLACEHOLDER.test(reason) ? reason : null,
      span: {
        start: { line: n.position.start.line, column: n.position.start.column, offset: n.position.start.offset ?? 0 },
        end: { line: n.position.end.line, column: n.position.end.column, offset: n.position.end.offset ?? 0 }
      }
    });
  }
}
function ruleProblem(d2) {
  const name2 = `handover-${d2.kind}`;
  if (d2.rules.length === 0)
    return `${name2} names no rule; write the rule id (handover-disable applies to one rule, never to all)`;
  for (const id of d2.rules) {
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
  for (const d2 of list) {
    const name2 = `handover-${d2.kind}`;
    const problem = ruleProblem(d2);
    if (problem) {
      d2.problem = problem;
      continue;
    }
    if (d2.kind === "enable") {
      const missing = d2.rules.find((id) => !open.has(id));
      if (missing) d2.problem = `handover-enable ${missing} has no handover-disable ${missing} before it; remove it`;
      for (const id of d2.rules) open.delete(id);
      continue;
    }
    if (d2.reason === null) {
      d2.problem = `${name2} ${d2.rules.join(", ")} gives no reason, so it suppresses nothing; write why after " -- " (${name2} ${d2.rules[0]} -- <why this is right here>)`;
      continue;
    }
    if (d2.kind === "disable") for (const id of d2.rules) open.add(id);
  }
}
function applyInlineSuppressions(messages, source2) {
  const valid = directivesOf(source2).filter((d2) => !d2.problem);
  if (valid.length === 0) return messages;
  return messages.map((m2) => {
    if (m2.ruleId === null || m2.ruleId === SUPPRESSION_RULE || m2.suppressions?.length) return m2;
    if (!mayBeWaived(m2.ruleId)) return m2;
    const by = coveringDirective(valid, m2.ruleId, m2.line);
    return by ? { ...m2, suppressions: [{ kind: "inline", justification: by.reason }] } : m2;
  });
}
function coveringDirective(list, ruleId, line) {
  let open = null;
  for (const d2 of list) {
    if (!d2.rules.includes(ruleId)) continue;
    if (d2.kind === "disable-next-line" && d2.span.end.line + 1 === line) return d2;
    if (d2.span.start.line >= line) continue;
    if (d2.kind === "disable") open = d2;
    else if (d2.kind === "enable" && d2.span.start.line < line) open = null;
  }
  return open;
}
function unusedDirectives(messages, source2) {
  const valid = directivesOf(source2).filter((d2) => !d2.problem && d2.kind !== "enable");
  if (valid.length === 0) return [];
  const all2 = directivesOf(source2).filter((d2) => !d2.problem);
  const usedRules = /* @__PURE__ */ new Map();
  for (const m2 of messages) {
    if (m2.ruleId === null || m2.suppressions?.[0]?.kind !== "inline") continue;
    const by = coveringDirective(all2, m2.ruleId, m2.line);
    if (!by) continue;
    if (!usedRules.has(by)) usedRules.set(by, /* @__PURE__ */ new Set());
    usedRules.get(by).add(m2.ruleId);
  }
  const out = [];
  for (const d2 of valid) {
    const rules = d2.rules.filter((r2) => !usedRules.get(d2)?.has(r2));
    if (rules.length) out.push({ directive: d2, rules });
  }
  return out;
}
function unusedMessage(u2) {
  const d2 = u2.directive;
  const where2 = d2.kind === "disable-next-line" ? "on the line after it" : "between it and its handover-enable (or the end of the file)";
  const names = u2.rules.join(", ");
  return `handover-${d2.kind} ${names} suppresses nothing: no ${names} finding ${where2}; remove ${u2.rules.length === d2.rules.length ? "the comment" : `${names} from it`}`;
}
var SUPPRESSION_RULE, COMMENT, PLACEHOLDER, cache;
var init_suppressions = __esm({
  "src/engine/suppressions.ts"() {
    "use strict";
    init_models();
    init_kinds();
    SUPPRESSION_RULE = "protocol/suppression";
    COMMENT = /^<!--\s*handover-(disable-next-line|disable|enable)\b([\s\S]*?)-->$/;
    PLACEHOLDER = /^(?:<[^>]*>|reason|todo|tbd|fixme|\.+|-+)$/i;
    cache = /* @__PURE__ */ new WeakMap();
  }
});

// src/rules/protocol/suppression.ts
var suppression_default;
var init_suppression = __esm({
  "src/rules/protocol/suppression.ts"() {
    "use strict";
    init_suppressions();
    init_types();
    suppression_default = staticRule({
      id: "protocol/suppression",
      file: "any",
      meta: {
        class: "authority",
        description: "An inline suppression comment names a static rule and gives its reason; one that does not suppresses nothing, and says so.",
        defaultSeverity: "warn"
      },
      check(source2, { report }) {
        for (const d2 of directivesOf(source2)) if (d2.problem) report({ message: d2.problem, at: d2.span });
      }
    });
  }
});

// src/rules/handover/append-only.ts
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
function onlyFillsTemplate(base, head) {
  if (base.entries.length === 0 || base.entries.some((e) => e.headingProblem === null)) return false;
  if (!head.entries.some((e) => e.headingProblem === null)) return false;
  if (base.preamble.text !== head.preamble.text) return false;
  const lines = head.source.text.split("\n");
  let at2 = 0;
  for (const line of base.source.text.split("\n")) {
    while (at2 < lines.length && lines[at2] !== line) at2++;
    if (at2 === lines.length) return false;
    at2++;
  }
  return true;
}
function referenceFinding(c3) {
  const block2 = c3.kind === "inserted" ? c3.head : c3.base;
  const heading2 = headingOf(block2.chunk).trim();
  return {
    message: REFERENCE[c3.kind],
    data: { heading: heading2, line: block2.chunk.start.line },
    at: c3.kind === "removed" ? c3.at : c3.head.chunk.start,
    unit: units.section(`reference "${heading2}" after ${block2.after} entries`)
  };
}
function reportInsertion(c3, base, report) {
  if (!c3.before || insertedWhereAllowed(base, c3.before)) return;
  report({
    message: "{{entry}} was inserted before {{next}} (line {{line}} before); {{where}}",
    data: { entry: name(c3.head), next: name(c3.before), line: c3.before.heading.start.line, where: where(base) },
    at: c3.head.heading,
    unit: units.entry(c3.head)
  });
}
var name, instead, where, ROTATION, append_only_default, REFERENCE;
var init_append_only = __esm({
  "src/rules/handover/append-only.ts"() {
    "use strict";
    init_models();
    init_types();
    name = (e) => {
      const n = entryName(e);
      return n.charAt(0).toUpperCase() + n.slice(1);
    };
    instead = (e) => {
      const ref = correctsRef(e);
      return ref ? `append a new entry with "Corrects: ${ref}" instead` : "write the correction as a new entry instead";
    };
    where = (base) => base.dialect?.order === "any" ? "new entries go above the first entry or after the last one, never between two old ones" : base.dialect?.pinned ? "new entries go right above the pinned last entry (or after it), never between two other old ones" : "new entries go after the last one";
    ROTATION = {
      "not-archived": "{{none}} in the same change; restore it, or move it there unchanged in the same commit (only the oldest entries are archived)",
      "not-held": "the new text of {{archive}} does not hold it as it was; move it there unchanged (heading and text byte for byte), or restore it",
      "not-oldest": "only the oldest entries are moved to {{archive}} (from the oldest end, none kept before it); restore it",
      split: "another archive file holds it, but the other entries this change rotates went to {{archive}}; a rotation moves its entries into one archive file, so move it there unchanged, or restore it"
    };
    append_only_default = historicalRule({
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
        const removed = diff.changes.flatMap((c3) => c3.kind === "removed" ? [c3.base] : []);
        const { rotation, archive, none } = rotationOf(head.dialect.archive, removed, facts.archive);
        const rotated = new Set([...rotation?.problems ?? []].flatMap(([e, p2]) => p2 === null ? [e] : []));
        const groupsOnly = () => onlyEmptiedGroupsLeft(base, head, {
          rotated,
          archive: facts.archive?.find((a) => a.path === rotation?.archive) ?? null
        });
        if (diff.preambleChanged && !(rotated.size > 0 && groupsOnly())) {
          report(preambleFinding(base, head));
        }
        for (const c3 of diff.changes) {
          if (c3.kind === "changed") {
            report({
              message: "{{entry}} (line {{line}} before) was changed at line {{now}}; restore it and {{instead}}",
              data: {
                entry: name(c3.base),
                line: c3.base.heading.start.line,
                now: c3.head.heading.start.line,
                instead: instead(c3.base)
              },
              at: c3.head.span,
              unit: units.entry(c3.base)
            });
          } else if (c3.kind === "removed") {
            const problem = rotation ? rotation.problems.get(c3.base) : void 0;
            if (problem === null) continue;
            report({
              message: `{{entry}} (line {{line}} before) was removed; ${problem ? ROTATION[problem] : "restore it \u2014 entries are never deleted"}`,
              data: { entry: name(c3.base), line: c3.base.heading.start.line, archive, none },
              at: c3.at,
              unit: units.entry(c3.base)
            });
          } else if (c3.kind === "reordered") {
            report({
              message: "{{entry}} moved from line {{line}} to line {{now}}; keep entries in their order",
              data: { entry: name(c3.base), line: c3.base.heading.start.line, now: c3.head.heading.start.line },
              at: c3.head.heading,
              unit: units.entry(c3.base)
            });
          } else reportInsertion(c3, base, report);
        }
        for (const c3 of diff.references) report(referenceFinding(c3));
      }
    });
    REFERENCE = {
      changed: 'The reference section "{{heading}}" (line {{line}} before) was changed; restore it \u2014 an old reference section stays as it was (put an updated copy after the new entries instead)',
      removed: 'The reference section "{{heading}}" (line {{line}} before) was removed; restore it where it was',
      moved: 'The reference section "{{heading}}" (line {{line}} before) no longer follows the entry it followed; keep it there \u2014 new entries go after the last one',
      inserted: 'The reference section "{{heading}}" was put above an old entry; a new one goes only after the last old entry, with or after the new entries'
    };
  }
});

// src/rules/handover/single-writer.ts
var single_writer_default;
var init_single_writer = __esm({
  "src/rules/handover/single-writer.ts"() {
    "use strict";
    init_types();
    single_writer_default = historicalRule({
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
  }
});

// src/rules/sync/section-owner.ts
var groupName, section_owner_default;
var init_section_owner = __esm({
  "src/rules/sync/section-owner.ts"() {
    "use strict";
    init_models();
    init_types();
    groupName = (g2) => g2 === null ? "above the first group" : `"${g2}"`;
    section_owner_default = historicalRule({
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
          ...diff.added.map((d2) => ({ verb: "added", id: d2.key, at: d2.head.heading, shared: d2.head.shared, note: false })),
          ...diff.changed.map((d2) => ({
            verb: "changed",
            id: d2.key,
            at: d2.head.span,
            shared: d2.head.shared ?? d2.base.shared,
            note: dispatcher && !!dialect && onlyNotesAdded(d2.base, d2.head, dialect)
          })),
          ...diff.removed.map((d2) => ({
            verb: "removed",
            id: d2.key,
            at: head ? { line: 1, column: 1, offset: 0 } : void 0,
            shared: d2.base.shared,
            note: false
          }))
        ];
        for (const w2 of what) {
          if (w2.id === actor || w2.shared || w2.note || keeper) continue;
          report({
            message: '{{actor}} {{verb}} the section of {{id}}; an agent writes only its own section ("## {{actor}}")',
            data: { actor, verb: w2.verb, id: w2.id },
            at: w2.at,
            unit: units.section(w2.id)
          });
        }
        for (const m2 of diff.moved) {
          if (m2.key === actor || actor === config.owner || dispatcher || keeper) continue;
          report({
            message: "{{actor}} moved the section of {{id}} from {{from}} to {{to}}; only {{id}}, the owner or a dispatcher moves a section between groups",
            data: { actor, id: m2.key, from: groupName(m2.from), to: groupName(m2.to) },
            at: m2.head.heading,
            unit: units.section(m2.key)
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
  }
});

// src/rules/sync/shared-sections.ts
var shared_sections_default;
var init_shared_sections = __esm({
  "src/rules/sync/shared-sections.ts"() {
    "use strict";
    init_models();
    init_types();
    shared_sections_default = historicalRule({
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
          ...diff.added.map((d2) => ({ id: d2.key, at: d2.head.heading, policy: d2.head.shared, kept: true })),
          ...diff.changed.map((d2) => ({
            id: d2.key,
            at: d2.head.span,
            policy: d2.head.shared ?? d2.base.shared,
            kept: (d2.head.shared ?? d2.base.shared)?.mode === "append-rows" ? rowsKept(d2.base, d2.head) : appendedOnly(d2.base, d2.head)
          })),
          ...diff.removed.map((d2) => ({ id: d2.key, at: void 0, policy: d2.base.shared, kept: false }))
        ];
        for (const t2 of touched) {
          if (!t2.policy) continue;
          if (!owner && t2.policy.writers === "owner") {
            const who = config.owner ? `the owner (${config.owner})` : "the owner";
            report({
              message: '"{{id}}" is a shared section, written only by {{who}} or a dispatcher; {{actor}} changed it',
              data: { id: t2.id, who, actor },
              at: t2.at,
              unit: units.section(t2.id)
            });
          } else if (t2.policy.mode === "append-only" && !t2.kept) {
            report({
              message: '"{{id}}" is append-only: its earlier text must stay as it was, with new lines only at its end',
              data: { id: t2.id },
              at: t2.at,
              unit: units.section(t2.id)
            });
          } else if (t2.policy.mode === "append-rows" && !t2.kept) {
            report({
              message: '"{{id}}" keeps every row: add new rows at its end, and resolve a row only by adding " -- RESOLVED <date>: \u2026" to it',
              data: { id: t2.id },
              at: t2.at,
              unit: units.section(t2.id)
            });
          } else if (t2.policy.mode === "owner-only" && !owner) {
            report({
              message: '"{{id}}" is written only by the owner or a dispatcher; {{actor}} changed it',
              data: { id: t2.id, actor },
              at: t2.at,
              unit: units.section(t2.id)
            });
          }
        }
      }
    });
  }
});

// src/rules/registry/self-authority.ts
var self_authority_default;
var init_self_authority = __esm({
  "src/rules/registry/self-authority.ts"() {
    "use strict";
    init_models();
    init_types();
    self_authority_default = historicalRule({
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
          ...diff.added.map((d2) => ({
            entry: d2.head,
            verb: "wrote",
            at: d2.head.heading,
            self: d2.head.provenance?.kind === "self"
          })),
          ...diff.changed.map((d2) => ({
            entry: d2.head,
            verb: "changed",
            at: d2.head.span,
            self: d2.head.provenance?.kind === "self" || d2.base.provenance?.kind === "self"
          })),
          ...diff.removed.map((d2) => ({
            entry: d2.base,
            verb: "removed",
            at: void 0,
            self: d2.base.provenance?.kind === "self"
          }))
        ];
        for (const t2 of touched) {
          if (!t2.self || t2.entry.id === actor) continue;
          const existed = t2.verb !== "wrote";
          report({
            message: existed ? "{{actor}} {{verb}} the [SELF] entry of {{id}}; only {{id}} speaks for itself, and a relayed entry may not replace it (registry/no-downgrade) \u2014 restore the entry and ask {{id}} to change it (handover registry add, as {{id}}), or a dispatcher to override on the record" : '{{actor}} {{verb}} the [SELF] entry of {{id}}; only {{id}} speaks for itself \u2014 write "## {{id}} [RELAYED by {{actor}}]" instead',
            data: { actor, verb: t2.verb, id: t2.entry.id },
            at: t2.at,
            unit: units.project(t2.entry.id)
          });
        }
      }
    });
  }
});

// src/rules/registry/relay-attribution.ts
var relayer, relay_attribution_default;
var init_relay_attribution = __esm({
  "src/rules/registry/relay-attribution.ts"() {
    "use strict";
    init_models();
    init_types();
    relayer = (e) => e.provenance?.kind === "relayed" ? e.provenance.by : null;
    relay_attribution_default = historicalRule({
      id: "registry/relay-attribution",
      file: "registry",
      meta: {
        class: "authority",
        description: "Only X writes or changes an entry tagged `[RELAYED by X]`; it is removed only by X or by the project itself.",
        defaultSeverity: "error"
      },
      check({ base, head, actor }, { report }) {
        const diff = diffRegistry(base, head);
        for (const d2 of [...diff.added, ...diff.changed]) {
          const by = relayer(d2.head);
          if (by !== null && by !== actor) {
            report({
              message: '{{actor}} wrote "{{id}} [RELAYED by {{by}}]"; a relayed entry names who relayed it \u2014 write [RELAYED by {{actor}}]',
              data: { actor, by, id: d2.head.id },
              at: d2.head.heading
            });
          }
        }
        const gone = [
          ...diff.removed.map((d2) => ({ base: d2.base, verb: "removed", at: void 0 })),
          // re-tagged [SELF] or [RELAYED by someone else]: the old relayer's entry is gone either way
          ...diff.changed.filter((c3) => relayer(c3.head) !== relayer(c3.base)).map((d2) => ({ base: d2.base, verb: "replaced", at: d2.head.heading }))
        ];
        for (const d2 of gone) {
          const by = relayer(d2.base);
          if (by !== null && by !== actor && d2.base.id !== actor) {
            report({
              message: "{{actor}} {{verb}} the entry {{by}} relayed for {{id}}; only {{by}} or {{id}} may",
              data: { actor, verb: d2.verb, by, id: d2.base.id },
              at: d2.at,
              unit: units.project(d2.base.id)
            });
          }
        }
      }
    });
  }
});

// src/rules/registry/no-downgrade.ts
var no_downgrade_default;
var init_no_downgrade = __esm({
  "src/rules/registry/no-downgrade.ts"() {
    "use strict";
    init_models();
    init_types();
    no_downgrade_default = historicalRule({
      id: "registry/no-downgrade",
      file: "registry",
      meta: {
        class: "authority",
        description: "A `[SELF]` entry is never replaced by a `[RELAYED by \u2026]` one: the project's own word outranks a relay.",
        defaultSeverity: "error"
      },
      check({ base, head }, { report }) {
        if (!base || !head) return;
        for (const d2 of diffRegistry(base, head).changed) {
          if (d2.base.provenance?.kind === "self" && d2.head.provenance?.kind === "relayed") {
            report({
              message: "The [SELF] entry of {{id}} (line {{line}} before) was replaced by a relayed one; keep {{id}}'s own entry and correct it through {{id}}",
              data: { id: d2.head.id, line: d2.base.heading.start.line },
              at: d2.head.heading
            });
          }
        }
      }
    });
  }
});

// src/rules/marker/monotonic.ts
var monotonic_default;
var init_monotonic = __esm({
  "src/rules/marker/monotonic.ts"() {
    "use strict";
    init_types();
    monotonic_default = historicalRule({
      id: "marker/monotonic",
      file: "marker",
      meta: {
        class: "authority",
        description: "A consumer offset in `.last-processed.md` never moves back.",
        defaultSeverity: "error"
      },
      check({ base, head }, { report }) {
        if (!base) return;
        const now = new Map((head?.offsets ?? []).map((o2) => [o2.upstream, o2]));
        for (const was of base.offsets) {
          const o2 = now.get(was.upstream);
          if (!o2) {
            if (was.seq === null && was.id === null) continue;
            report({
              message: head ? 'The offset for {{up}} (entry {{was}}) was removed; an offset only moves forward, and without it the next consume replays every entry: restore "{{up}}:" as it was' : "The offset for {{up}} (entry {{was}}) was removed with .last-processed.md; an offset only moves forward, and without it the next consume replays every entry: restore the file",
              data: { up: was.upstream, was: was.seq ?? `"${was.id}"` }
            });
            continue;
          }
          if (was.seq === null || o2.seq === null || o2.seq >= was.seq) continue;
          report({
            message: "The offset for {{up}} moved back from entry {{was}} to {{now}}; offsets only move forward (to reprocess, consume with a fresh marker on purpose, with a dispatcher override)",
            data: { up: o2.upstream, was: was.seq, now: o2.seq },
            at: o2.span
          });
        }
      }
    });
  }
});

// src/rules/protocol/identity.ts
var identity_default;
var init_identity = __esm({
  "src/rules/protocol/identity.ts"() {
    "use strict";
    init_types();
    identity_default = commitRule({
      id: "protocol/identity",
      meta: {
        class: "authority",
        description: "A commit names its own agent, an override comes only from an established dispatcher, and with identity.signatures: required every commit is signed by its agent.",
        defaultSeverity: "error"
      }
    });
  }
});

// src/baseline/file.ts
var BASELINE_FILE;
var init_file = __esm({
  "src/baseline/file.ts"() {
    "use strict";
    BASELINE_FILE = ".handover-baseline.json";
  }
});

// src/git/attribute-files.ts
var init_attribute_files = __esm({
  "src/git/attribute-files.ts"() {
    "use strict";
  }
});

// src/rules/protocol/config-owner.ts
var config_owner_default, CONFIG_FILES, HOOK_FILES, PLANTED_CLI, AGENT_SETTINGS, AGENT_TOML, HOOK_FOLDERS, WATCHED_PATHS;
var init_config_owner = __esm({
  "src/rules/protocol/config-owner.ts"() {
    "use strict";
    init_file();
    init_attribute_files();
    init_types();
    config_owner_default = commitRule({
      id: "protocol/config-owner",
      meta: {
        class: "authority",
        description: "Only the config's owner or a dispatcher changes the handover config, the .gitattributes lines for the protocol files or the hook lines that run handover; a planted node_modules/.bin/handover is reported.",
        defaultSeverity: "error"
      }
    });
    CONFIG_FILES = [
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
    HOOK_FILES = ["lefthook.yml", "lefthook.yaml", ".lefthook.yml", ".lefthook.yaml", ".pre-commit-config.yaml"];
    PLANTED_CLI = "node_modules/.bin/handover";
    AGENT_SETTINGS = [
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
    AGENT_TOML = [".codex/config.toml"];
    HOOK_FOLDERS = [".github/workflows", ".github/hooks", ".opencode/plugins", ".claude-plugin"];
    WATCHED_PATHS = [
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
  }
});

// src/rules/request/fields.ts
function problems(r2) {
  const out = [];
  const n = r2.entry.seq ?? "?";
  if (r2.type === null)
    return [
      {
        message: `Entry ${n} has no request type: end its heading with one of ${REQUEST_TYPES.join(", ")} (## ${n} \xB7 <time> \xB7 ruling)`,
        at: r2.entry.heading
      }
    ];
  for (const key of ["to", "chain", ...REQUIRED[r2.type]]) {
    const f3 = r2.fields.get(key);
    if (!f3 || !f3.value && f3.items.length === 0)
      out.push({
        message: `Entry ${n} (${r2.type}) has no ${LABEL[key]}: line; add "- ${LABEL[key]}: \u2026"`,
        at: r2.entry.heading
      });
  }
  const field2 = (k2) => r2.fields.get(k2);
  if (r2.to && !NAME.test(r2.to))
    out.push({ message: `Entry ${n}: "To: ${r2.to}" is not a project id; name one project`, at: field2("to").span });
  if (r2.type === "ruling" && r2.fields.has("claims") && r2.claims.length === 0)
    out.push({
      message: `Entry ${n}: the ruling lists no claims; number them under "- Claims:" (1. \u2026)`,
      at: field2("claims").span
    });
  if (r2.reversibility !== null && !REVERSIBILITY.includes(r2.reversibility))
    out.push({
      message: `Entry ${n}: "Reversibility: ${r2.reversibility}" is not one of ${REVERSIBILITY.join(", ")}`,
      at: field2("reversibility").span
    });
  if (r2.status !== null && !STATUSES.includes(r2.status))
    out.push({
      message: `Entry ${n}: "Status: ${r2.status}" is not one of ${STATUSES.join(", ")}`,
      at: field2("status").span
    });
  if (r2.type === "forward" && r2.forwards !== null && !ASKING_TYPES.includes(r2.forwards))
    out.push({
      message: `Entry ${n}: a forward passes on a ${ASKING_TYPES.join(", ")} request, not "Type: ${r2.forwards}"`,
      at: field2("type").span
    });
  for (const k2 of REFS) {
    const f3 = r2.fields.get(k2);
    if (f3?.value && !parseRef(f3.value))
      out.push({
        message: `Entry ${n}: "${f3.label}: ${f3.value}" is not a reference; write <project>#<seq>, e.g. lab#4`,
        at: f3.span
      });
  }
  for (const f3 of r2.repeated) out.push({ message: `Entry ${n} gives ${f3.label}: twice; keep one`, at: f3.span });
  return out;
}
var REQUIRED, LABEL, REFS, fields_default3;
var init_fields3 = __esm({
  "src/rules/request/fields.ts"() {
    "use strict";
    init_schema();
    init_models();
    init_types();
    REQUIRED = {
      ruling: ["subject", "claims"],
      evidence: ["subject"],
      capability: ["subject", "reversibility"],
      response: ["in reply to"],
      forward: ["in reply to", "subject", "type"]
    };
    LABEL = {
      to: "To",
      chain: "Chain",
      subject: "Subject",
      claims: "Claims",
      reversibility: "Reversibility",
      "in reply to": "In-reply-to",
      type: "Type"
    };
    REFS = ["in reply to", "denied before", "relays"];
    fields_default3 = staticRule({
      id: "request/fields",
      file: "requests",
      meta: {
        class: "authority",
        description: "Each REQUESTS.md entry is typed (ruling, evidence, capability, response, forward) and carries the fields its type needs.",
        defaultSeverity: "error"
      },
      check(doc, { report }) {
        for (const r2 of doc.requests) {
          if (r2.entry.headingProblem) continue;
          for (const p2 of problems(r2)) report(p2);
        }
      }
    });
  }
});

// src/rules/request/head.ts
var head_default;
var init_head = __esm({
  "src/rules/request/head.ts"() {
    "use strict";
    init_models();
    init_types();
    head_default = staticRule({
      id: "request/head",
      file: "requests",
      meta: {
        class: "authority",
        description: "A request from outside a tree enters at its head (no level-skip), and only a head forwards, to its own direct subprojects.",
        defaultSeverity: "error"
      },
      check(doc, { report, facts }) {
        if (!facts.subprojects || !doc.writer) return;
        for (const r2 of doc.requests) {
          if (!r2.to) continue;
          const at2 = r2.fields.get("to").span;
          if (r2.type === "forward") {
            const subs = facts.subprojects.get(doc.writer) ?? [];
            if (!subs.some((s) => s.toLowerCase() === r2.to.toLowerCase())) {
              report({
                message: "Entry {{seq}} forwards to {{to}}, which is not a direct subproject of {{writer}} (registry Subprojects: {{subs}}); a head forwards only one level down",
                data: { seq: r2.entry.seq ?? "?", to: r2.to, writer: doc.writer, subs: subs.join("; ") || "none" },
                at: at2
              });
            }
          } else if (ASKING_TYPES.includes(r2.type ?? "")) {
            const parent = parentOf(facts, r2.to);
            if (parent === null || parent.toLowerCase() === doc.writer.toLowerCase()) continue;
            let head = parent;
            for (let up = parentOf(facts, head), i = 0; up && i < 32; up = parentOf(facts, up), i++) head = up;
            report({
              message: "Entry {{seq}} is addressed to {{to}}, a subproject of {{parent}}: a request from outside a tree enters at its head; address {{head}} and let it forward the request",
              data: { seq: r2.entry.seq ?? "?", to: r2.to, parent, head },
              at: at2
            });
          }
        }
      }
    });
  }
});

// src/rules/request/chain.ts
function checkRequest(r2, { doc, report, facts, max }) {
  const f3 = r2.fields.get("chain");
  if (!r2.chain || !f3 || !r2.type || !doc.writer) return;
  const data = { seq: r2.entry.seq ?? "?", chain: r2.chain.join(" \u2192 "), writer: doc.writer, to: r2.to ?? "?", max };
  const lower = r2.chain.map((p2) => p2.toLowerCase());
  const dup = lower.find((p2, i) => lower.indexOf(p2) !== i);
  if (lower[lower.length - 1] !== doc.writer.toLowerCase())
    report({
      message: "Entry {{seq}}: the chain {{chain}} does not end with the writer {{writer}}; a chain lists who the request passed, ending with whoever writes it",
      data,
      at: f3.span
    });
  else if (dup)
    report({
      message: "Entry {{seq}}: the chain {{chain}} passes {{dup}} twice; a request never goes round in a cycle",
      data: { ...data, dup },
      at: f3.span
    });
  if (r2.to && r2.to.toLowerCase() === doc.writer.toLowerCase()) {
    report({
      message: "Entry {{seq}} is addressed to its own writer {{writer}}; a project does not send requests to itself",
      data,
      at: r2.fields.get("to").span
    });
    return;
  }
  const asking = r2.type !== "response";
  if (asking && r2.to && lower.includes(r2.to.toLowerCase()))
    report({
      message: "Entry {{seq}} goes to {{to}}, which the chain {{chain}} already passed: a cycle; answer it instead",
      data,
      at: r2.fields.get("to").span
    });
  const hops = asking ? r2.chain.length : r2.chain.length - 1;
  if (hops > max)
    report({
      message: "Entry {{seq}} travels {{hops}} hops ({{chain}}{{next}}), more than requests.maxDepth ({{max}}); answer it here or ask a human",
      data: { ...data, hops, next: asking ? ` \u2192 ${r2.to ?? "?"}` : "" },
      at: f3.span
    });
  if (r2.type === "forward" && r2.inReplyTo) {
    const from = lookupRef(doc, facts, r2.inReplyTo)?.request.chain;
    const want = from ? [...from, doc.writer] : null;
    if (want && want.join("\0").toLowerCase() !== lower.join("\0"))
      report({
        message: "Entry {{seq}}: a forward carries the request's chain and adds its writer: {{want}}, not {{chain}}",
        data: { ...data, want: want.join(" \u2192 ") },
        at: f3.span
      });
  }
}
var chain_default;
var init_chain = __esm({
  "src/rules/request/chain.ts"() {
    "use strict";
    init_models();
    init_types();
    chain_default = staticRule({
      id: "request/chain",
      file: "requests",
      meta: {
        class: "authority",
        description: "The Chain: of a request ends with its writer, names no project twice, never leads back to the writer, and has at most requests.maxDepth hops.",
        defaultSeverity: "error"
      },
      check(doc, { report, config, facts }) {
        for (const r2 of doc.requests) checkRequest(r2, { doc, report, facts, max: config.requests.maxDepth });
      }
    });
  }
});

// src/rules/request/verdicts.ts
var verdicts_default;
var init_verdicts = __esm({
  "src/rules/request/verdicts.ts"() {
    "use strict";
    init_models();
    init_types();
    verdicts_default = staticRule({
      id: "request/verdicts",
      file: "requests",
      meta: {
        class: "authority",
        description: "A response to a ruling gives one verdict per claim, in order (confirmed, wrong: <correction>, not stated), and says what the requester got backwards.",
        defaultSeverity: "error"
      },
      check(doc, { report, facts }) {
        for (const r2 of doc.requests) {
          if (r2.type !== "response" || !r2.inReplyTo) continue;
          const seq = r2.entry.seq ?? "?";
          const target = lookupRef(doc, facts, r2.inReplyTo)?.request ?? null;
          const ruling = target !== null && askedType(target) === "ruling";
          r2.verdicts.forEach((v2, i) => {
            if (v2.n !== null && v2.n !== i + 1)
              report({
                message: "Entry {{seq}}: verdict {{n}} stands where verdict {{i}} belongs; give the verdicts in the order of the claims",
                data: { seq, n: v2.n, i: i + 1 },
                at: v2.span
              });
            if (!v2.verdict)
              report({
                message: 'Entry {{seq}}: verdict {{i}} "{{text}}" is not confirmed, wrong: <correction> or not stated',
                data: { seq, i: i + 1, text: v2.text },
                at: v2.span
              });
          });
          if (!ruling || r2.status === "refused" || r2.status === "escalated") continue;
          const want = target.claims.length;
          const at2 = r2.fields.get("verdicts")?.span ?? r2.entry.heading;
          if (r2.verdicts.length < want)
            report({
              message: "Entry {{seq}} answers the ruling {{ref}} with {{got}} verdicts for its {{want}} claims; give one verdict per claim (confirmed, wrong: \u2026, not stated)",
              data: { seq, ref: `${r2.inReplyTo.project}#${r2.inReplyTo.seq}`, got: r2.verdicts.length, want },
              at: at2
            });
          else if (r2.verdicts.length > want)
            report({
              message: "Entry {{seq}} gives {{got}} verdicts, but the ruling {{ref}} has only {{want}} claims",
              data: { seq, ref: `${r2.inReplyTo.project}#${r2.inReplyTo.seq}`, got: r2.verdicts.length, want },
              at: at2
            });
          if (!r2.fields.get("backwards")?.value)
            report({
              message: 'Entry {{seq}} answers a ruling without "Backwards:": say what the requester got backwards ("Backwards: nothing" if nothing)',
              data: { seq },
              at: r2.entry.heading
            });
        }
      }
    });
  }
});

// src/rules/request/reversibility.ts
var reversibility_default;
var init_reversibility = __esm({
  "src/rules/request/reversibility.ts"() {
    "use strict";
    init_models();
    init_types();
    reversibility_default = staticRule({
      id: "request/reversibility",
      file: "requests",
      meta: {
        class: "authority",
        description: "An outbound or irreversible capability is never reported done without a dispatcher's approval on the record (a Handover-Approve commit).",
        defaultSeverity: "error"
      },
      check(doc, { report, facts }) {
        for (const r2 of doc.requests) {
          if (r2.type !== "response" || r2.status !== "done" || !r2.inReplyTo) continue;
          const target = lookupRef(doc, facts, r2.inReplyTo)?.request ?? null;
          const level = r2.reversibility ?? (target && askedType(target) === "capability" ? target.reversibility : null);
          if (level !== "outbound" && level !== "irreversible") continue;
          const ref = refText(r2.inReplyTo);
          if (facts.approvals.has(ref)) continue;
          report({
            message: `Entry {{seq}} reports the {{level}} capability {{ref}} done, but no dispatcher approved it on the record; answer "Status: escalated" until a dispatcher commits "Handover-Approve: {{ref}}" (handover approve {{ref}}), signed by one of the dispatcher's signingKeys or attested by the host`,
            data: { seq: r2.entry.seq ?? "?", level, ref },
            at: r2.fields.get("status").span
          });
        }
      }
    });
  }
});

// src/rules/request/laundering.ts
function before(refused, at2) {
  if (refused.writer === null || at2.writer === null || refused.writer.toLowerCase() !== at2.writer.toLowerCase())
    return true;
  return refused.seq !== null && at2.seq !== null && refused.seq < at2.seq;
}
function refusalBefore(doc, facts, { requester, subject, at: at2 }) {
  for (const log of [doc, ...facts.peers.values()]) {
    if (log !== doc && log.writer === doc.writer) continue;
    for (const x3 of log.requests) {
      if (x3.type !== "response" || x3.status !== "refused" || !x3.inReplyTo) continue;
      const asked = lookupRef(log, facts, x3.inReplyTo) ?? (x3.inReplyTo.project === doc.writer ? lookupRef(doc, facts, x3.inReplyTo) : null);
      const req = asked?.request;
      if (!req || askedType(req) !== "capability" || requesterOf(req, asked.writer)?.toLowerCase() !== requester.toLowerCase() || !before({ writer: asked.writer, seq: req.entry.seq }, at2))
        continue;
      if (sameSubject(x3.subject ?? req.subject, subject)) return `${log.writer ?? "?"}#${x3.entry.seq}`;
    }
  }
  return null;
}
function checkAsk(r2, { doc, facts, report }) {
  const requester = requesterOf(r2, doc.writer);
  const at2 = { writer: doc.writer, seq: r2.entry.seq };
  const refused = requester ? refusalBefore(doc, facts, { requester, subject: r2.subject, at: at2 }) : null;
  if (!refused || r2.deniedBefore && r2.status === "escalated") return;
  report({
    message: 'Entry {{seq}} asks again for "{{subject}}", which {{refused}} refused to {{requester}}: routing around a refusal goes to a human; add "Denied-before: {{refused}}" and "Status: escalated"',
    data: { seq: r2.entry.seq ?? "?", subject: r2.subject ?? "", refused, requester },
    at: r2.entry.heading
  });
}
function checkAnswer(r2, { doc, facts, report }) {
  const asked = r2.inReplyTo ? lookupRef(doc, facts, r2.inReplyTo) : null;
  if (!r2.inReplyTo || !asked || !isCapability(asked.request)) return;
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
      data: { seq: r2.entry.seq ?? "?", ref: refText(r2.inReplyTo), refused, requester: requester ?? "?" },
      at: r2.fields.get("status")?.span ?? r2.entry.heading
    });
}
var isCapability, laundering_default;
var init_laundering = __esm({
  "src/rules/request/laundering.ts"() {
    "use strict";
    init_models();
    init_types();
    isCapability = (r2) => r2.type !== "response" && askedType(r2) === "capability";
    laundering_default = staticRule({
      id: "request/laundering",
      file: "requests",
      meta: {
        class: "authority",
        description: "A capability request on a subject an earlier response refused to the same requester carries Denied-before: and Status: escalated, and is answered only by escalating it.",
        defaultSeverity: "error"
      },
      check(doc, { report, facts }) {
        for (const r2 of doc.requests) {
          if (isCapability(r2)) checkAsk(r2, { doc, facts, report });
          else if (r2.type === "response" && r2.inReplyTo && r2.status !== "escalated" && r2.status !== "refused")
            checkAnswer(r2, { doc, facts, report });
        }
      }
    });
  }
});

// src/rules/index.ts
function ruleUrl(id) {
  return `rules/${id}.md`;
}
var STATIC_RULES, HISTORICAL_RULES, COMMIT_RULES, ALL_RULES, RULE_IDS, RULE_OPTIONS;
var init_rules = __esm({
  "src/rules/index.ts"() {
    "use strict";
    init_entry_heading();
    init_sequence();
    init_time_order();
    init_corrects_target();
    init_writer_title();
    init_fields();
    init_unique_sections();
    init_known_agents();
    init_size();
    init_provenance();
    init_fields2();
    init_unique();
    init_subject_overlap();
    init_format();
    init_conflict_markers();
    init_encoding();
    init_kind();
    init_suppression();
    init_kinds();
    init_append_only();
    init_single_writer();
    init_section_owner();
    init_shared_sections();
    init_self_authority();
    init_relay_attribution();
    init_no_downgrade();
    init_monotonic();
    init_identity();
    init_config_owner();
    init_fields3();
    init_head();
    init_chain();
    init_verdicts();
    init_reversibility();
    init_laundering();
    STATIC_RULES = [
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
    HISTORICAL_RULES = [
      append_only_default,
      single_writer_default,
      section_owner_default,
      shared_sections_default,
      self_authority_default,
      relay_attribution_default,
      no_downgrade_default,
      monotonic_default
    ];
    COMMIT_RULES = [identity_default, config_owner_default];
    ALL_RULES = [...STATIC_RULES, ...HISTORICAL_RULES, ...COMMIT_RULES];
    registerRuleKinds(ALL_RULES);
    RULE_IDS = new Set(ALL_RULES.map((r2) => r2.id));
    RULE_OPTIONS = new Map(
      ALL_RULES.map((r2) => [r2.id, r2.meta.options ?? {}])
    );
  }
});

// src/engine/lint.ts
function ruleSetting(rule, config) {
  const s = config.rules[rule.id];
  if (s === void 0) return { severity: rule.meta.defaultSeverity, options: {} };
  if (Array.isArray(s)) return { severity: s[0], options: s[1] ?? {} };
  return { severity: s, options: {} };
}
function toPosition(at2) {
  if (!at2) return { line: 1, column: 1 };
  if ("start" in at2) {
    const s = at2;
    return { line: s.start.line, column: s.start.column, endLine: s.end.line, endColumn: s.end.column };
  }
  const p2 = at2;
  return { line: p2.line, column: p2.column };
}
function fill(message, data) {
  return data ? message.replace(/\{\{(\w+)\}\}/g, (m2, k2) => k2 in data ? String(data[k2]) : m2) : message;
}
function runRule(rule, call, out, o2) {
  const { config, superseded, facts = noFacts() } = o2;
  const { severity, options } = ruleSetting(rule, config);
  if (severity === "off") return;
  const ctx = {
    options,
    config,
    facts,
    report: (r2) => {
      for (const id of r2.supersedes ?? []) superseded?.add(id);
      out.push({
        ruleId: rule.id,
        severity: severity === "warn" || r2.warn ? "warning" : "error",
        message: fill(r2.message, r2.data),
        ...toPosition(r2.at),
        docs: ruleUrl(rule.id),
        ...r2.unit ? { unit: r2.unit } : {},
        ...r2.identity ? { identity: r2.identity } : {}
      });
    }
  };
  try {
    call(ctx);
  } catch (error) {
    out.push({
      ruleId: rule.id,
      severity: "error",
      message: `Internal error in this rule (${error.message}); please report it with the file`,
      line: 1,
      column: 1
    });
  }
}
function lintSource(source2, kind, config, facts) {
  const doc = parseDoc(kind, source2, dialectOf(config));
  return { doc, messages: runStatic(source2, doc, config, facts) };
}
function lintDoc(doc, config, facts) {
  return runStatic(doc.source, doc, config, facts);
}
function lintBaseForBlame(doc, config, facts) {
  return runStatic(doc.source, doc, config, facts, true);
}
function docFor(file, doc) {
  if (!doc) return null;
  if (file === doc.kind) return doc;
  return file === "handover" ? logOf(doc) : null;
}
function runStatic(source2, doc, config, facts, keepSuperseded = false) {
  const messages = [];
  const superseded = /* @__PURE__ */ new Set();
  for (const rule of STATIC_RULES) {
    if (rule.file === "any") {
      runRule(rule, (ctx) => rule.check(source2, ctx, doc), messages, { config, superseded, facts });
      continue;
    }
    const d2 = docFor(rule.file, doc);
    if (d2)
      runRule(rule, (ctx) => rule.check(d2, ctx), messages, {
        config,
        facts
      });
  }
  const kept = superseded.size && !keepSuperseded ? withoutSuperseded(messages, superseded, doc) : messages;
  const marked = applyInlineSuppressions(kept, source2);
  return sortMessages([...marked, ...unusedSuppressions(marked, source2, config)]);
}
function unusedSuppressions(marked, source2, config) {
  const unused = unusedDirectives(marked, source2);
  if (unused.length === 0) return [];
  const rule = STATIC_RULES.find((r2) => r2.id === SUPPRESSION_RULE);
  const { severity } = ruleSetting(rule, config);
  if (severity === "off") return [];
  return unused.map((u2) => ({
    ruleId: SUPPRESSION_RULE,
    severity: severity === "error" ? "error" : "warning",
    message: unusedMessage(u2),
    ...toPosition(u2.directive.span),
    docs: ruleUrl(SUPPRESSION_RULE)
  }));
}
function withoutSuperseded(messages, superseded, doc) {
  const problems2 = new Set((doc?.problems ?? []).map((p2) => p2.message));
  return messages.filter((m2) => m2.ruleId === null || !superseded.has(m2.ruleId) || problems2.has(m2.message));
}
function checkChange(kind, base, head, actor, config, facts) {
  const messages = [];
  for (const rule of HISTORICAL_RULES) {
    if (rule.file !== kind && !(rule.file === "handover" && kind === "requests")) continue;
    const change = { base: docFor(rule.file, base), head: docFor(rule.file, head), actor };
    runRule(rule, (ctx) => rule.check(change, ctx), messages, {
      config,
      facts
    });
  }
  return sortMessages(messages);
}
function toResult(path, kind, all2) {
  const messages = all2.filter((m2) => !m2.suppressions?.length);
  const errorCount = messages.filter((m2) => m2.severity === "error" && !m2.override).length;
  const result = {
    path,
    kind,
    messages,
    errorCount,
    warningCount: messages.filter((m2) => m2.severity === "warning").length
  };
  if (messages.length !== all2.length) result.suppressedMessages = all2.filter((m2) => m2.suppressions?.length);
  return result;
}
function sortMessages(m2) {
  return m2.sort((a, b3) => a.line - b3.line || a.column - b3.column);
}
var init_lint = __esm({
  "src/engine/lint.ts"() {
    "use strict";
    init_schema();
    init_models();
    init_rules();
    init_suppressions();
  }
});

// src/git/refs.ts
function checkRef2(ref, what = "ref") {
  const bad = (why) => {
    throw new CliError(
      `The ${what} "${printable(ref)}" ${why}; give a branch, tag or commit sha such as origin/main or HEAD~3.`,
      2
    );
  };
  if (ref === "") bad("is empty");
  if (ref.startsWith("-")) bad('starts with "-", so git would read it as an option');
  if (SHA.test(ref)) return ref;
  const name2 = ref.replace(SUFFIX, "");
  if (name2 === "" || !NAME_CHARS.test(name2)) bad("is not valid ref syntax");
  if (name2.includes("..") || name2.includes("@{") || name2.includes("//")) bad("is not valid ref syntax");
  if (name2.endsWith("/") || name2.endsWith(".") || name2.startsWith("/")) bad("is not valid ref syntax");
  if (name2 !== "@" && name2.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock") || part === ""))
    bad("is not valid ref syntax");
  if (ref.length > 255) bad("is too long");
  return ref;
}
function checkPath(path) {
  const p2 = path.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  if (p2 === "" || p2.startsWith("/") || /^[A-Za-z]:/.test(p2) || p2.split("/").includes("..") || /[\u0000-\u001f\u007f]/.test(p2)) {
    throw new CliError(
      `The path "${printable(path)}" is not a file inside the repository; use a relative path without "..".`,
      2
    );
  }
  return p2;
}
function printable(s) {
  return s.replace(/[\u0000-\u001f\u007f]/g, (c3) => `\\x${c3.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
var SHA, SUFFIX, NAME_CHARS;
var init_refs = __esm({
  "src/git/refs.ts"() {
    "use strict";
    init_errors();
    SHA = /^[0-9a-f]{4,64}$/i;
    SUFFIX = /(?:[~^]\d*)+$/;
    NAME_CHARS = /^[A-Za-z0-9._/@+-]+$/;
  }
});

// src/fsutil.ts
function readRegularFd(abs, shown2, noFollow) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(abs, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK | (noFollow ? import_node_fs.constants.O_NOFOLLOW : 0));
  } catch (error) {
    const code = errCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    if (code === "ELOOP")
      throw new CliError(
        `${shown2} is a symbolic link; protocol files must be plain files inside the repository: replace the link with the file itself.`,
        1
      );
    if (code === "EISDIR")
      throw new CliError(`${shown2} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    throw new CliError(`${shown2}: cannot be read (${code}); check its permissions.`, 2);
  }
  try {
    const st2 = (0, import_node_fs.fstatSync)(fd);
    if (st2.isDirectory())
      throw new CliError(`${shown2} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    if (!st2.isFile())
      throw new CliError(
        `${shown2} is not a regular file (a pipe, a socket or a device); replace it with a plain file.`,
        2
      );
    return (0, import_node_fs.readFileSync)(fd);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${shown2}: cannot be read (${errCode(error)}); check its permissions.`, 2);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function existsNoFollow(abs) {
  try {
    (0, import_node_fs.lstatSync)(abs);
    return true;
  } catch {
    return false;
  }
}
function* existingSteps(base, parts2) {
  let at2 = base;
  for (let i = 0; i < parts2.length; i++) {
    at2 = (0, import_node_path2.join)(at2, parts2[i]);
    let st2;
    try {
      st2 = (0, import_node_fs.lstatSync)(at2);
    } catch {
      return;
    }
    yield { at: at2, i, st: st2 };
  }
}
function readIfExists(abs, shown2) {
  return readRegularFd(abs, shown2, false);
}
function protocolPathProblem(root, file) {
  const parts2 = file.split(/[\\/]/).filter((p2) => p2 && p2 !== ".");
  if (parts2.includes("..")) return `${file} leaves the repository; protocol files must be inside it`;
  for (const { i, st: st2 } of existingSteps(root, parts2)) {
    const shown2 = parts2.slice(0, i + 1).join("/");
    const last = i === parts2.length - 1;
    if (st2.isSymbolicLink()) {
      return last ? `${file} is a symbolic link; protocol files must be plain files inside the repository: replace the link with the file itself` : `${file}: the folder ${shown2} is a symbolic link; protocol files must be plain files inside the repository: replace the link with a real folder`;
    }
    if (!last && !st2.isDirectory())
      return `${file}: ${shown2} is not a folder; fix the path under "files" in the config`;
    if (last && st2.isDirectory()) return `${file} is a directory, not a file; remove it or point the config at a file`;
    if (last && !st2.isFile())
      return `${file} is not a regular file (a pipe, a socket or a device); protocol files must be plain files`;
  }
  return null;
}
function requireProtocolPath(root, file) {
  const problem = protocolPathProblem(root, file);
  if (problem) throw new CliError(`${problem}.`, 1);
}
function readProtocolFile(root, file) {
  requireProtocolPath(root, file);
  return readRegularFd((0, import_node_path2.join)(root, file), file, true);
}
var import_node_fs, import_node_path2, errCode;
var init_fsutil = __esm({
  "src/fsutil.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path2 = require("node:path");
    init_errors();
    errCode = (error) => error.code ?? error.message;
  }
});

// src/git/plain.ts
function ignoreReplaceRefsAndGrafts() {
  for (const [k2, v2] of Object.entries(HISTORY_AS_WRITTEN)) process.env[k2] = v2;
}
function plainGitEnv() {
  ignoreReplaceRefsAndGrafts();
  const keep = new Set([...GIT_ENV_ALLOWED, ...Object.keys(HISTORY_AS_WRITTEN)].map((k2) => k2.toLowerCase()));
  const env = { ...process.env };
  for (const k2 of Object.keys(env)) {
    const name2 = k2.toLowerCase().trim();
    if ((name2.startsWith("git_") || GUARDED.has(name2)) && !keep.has(name2)) delete env[k2];
  }
  env.GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS = "true";
  return env;
}
function plainGit(dir, args) {
  return new Promise((resolve5, reject) => {
    let child;
    try {
      child = (0, import_node_child_process.spawn)("git", args, { cwd: dir, env: plainGitEnv(), windowsHide: true });
    } catch (error) {
      reject(error);
      return;
    }
    const out = [];
    const err = [];
    child.stdout?.on("data", (b3) => out.push(b3));
    child.stderr?.on("data", (b3) => err.push(b3));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code && err.length) reject(new Error(Buffer.concat([...out, ...err]).toString("utf8")));
      else resolve5(Buffer.concat(out));
    });
  });
}
async function configGet(root, key) {
  try {
    const out = (await plainGit(root, ["config", "--null", "--show-origin", "--get-all", key])).toString("utf8");
    const value = lastConfigValue(out, key);
    return value?.trim() ? value.trim() : null;
  } catch {
    return null;
  }
}
function lastConfigValue(out, key) {
  const parts2 = out.split("\0");
  let value = null;
  for (let i = 0; i < parts2.length - 1; i += 2) {
    let v2 = parts2[i + 1];
    let k2 = key;
    if (v2.includes("\n")) {
      const at2 = v2.indexOf("\n");
      [k2, v2] = at2 <= 0 ? [v2, ""] : [v2.slice(0, at2), v2.slice(at2 + 1)];
    }
    if (k2 === key) value = v2;
  }
  return value;
}
async function authorEmail(root) {
  try {
    const ident = (await plainGit(root, ["var", "GIT_AUTHOR_IDENT"])).toString("utf8");
    const m2 = /<([^>]*)>/.exec(ident);
    return m2?.[1] ? m2[1].toLowerCase() : null;
  } catch {
    return null;
  }
}
async function readAtCommit(root, rev, path) {
  if (!/^(HEAD|[0-9a-f]{7,64})$/.test(rev)) throw new Error(`not a commit id: ${rev}`);
  const rel = path.split("\\").join("/");
  try {
    return await plainGit(root, ["cat-file", "blob", `${rev}:${rel}`]);
  } catch {
    return null;
  }
}
async function sameAsHead(root, path) {
  const rel = path.split("\\").join("/");
  const { code, out } = await exitAndOutput(root, [
    "--no-optional-locks",
    "status",
    "--porcelain=v2",
    "-z",
    "--untracked-files=all",
    "--ignored=matching",
    "--ignore-submodules=all",
    "--no-renames",
    "--",
    `:(literal)${rel}`
  ]);
  return code === 0 && out === 0;
}
function exitAndOutput(dir, args) {
  return new Promise((resolve5) => {
    try {
      const child = (0, import_node_child_process.spawn)("git", args, {
        cwd: dir,
        env: plainGitEnv(),
        windowsHide: true,
        stdio: ["ignore", "pipe", "ignore"]
      });
      let out = 0;
      child.stdout?.on("data", (b3) => {
        out += b3.length;
      });
      child.on("error", () => resolve5({ code: -1, out }));
      child.on("close", (code) => resolve5({ code: code ?? -1, out }));
    } catch {
      resolve5({ code: -1, out: 0 });
    }
  });
}
var import_node_child_process, GIT_ENV_ALLOWED, HISTORY_AS_WRITTEN, GUARDED;
var init_plain = __esm({
  "src/git/plain.ts"() {
    "use strict";
    import_node_child_process = require("node:child_process");
    GIT_ENV_ALLOWED = [
      "GIT_INDEX_FILE",
      "GIT_AUTHOR_NAME",
      "GIT_AUTHOR_EMAIL",
      "GIT_AUTHOR_DATE",
      "GIT_COMMITTER_NAME",
      "GIT_COMMITTER_EMAIL",
      "GIT_COMMITTER_DATE",
      "GIT_CONFIG_GLOBAL",
      "GIT_CONFIG_NOSYSTEM",
      "GIT_CEILING_DIRECTORIES",
      // a pre-receive hook's quarantine: the pushed objects are visible only through these
      "GIT_OBJECT_DIRECTORY",
      "GIT_ALTERNATE_OBJECT_DIRECTORIES",
      "GIT_QUARANTINE_PATH"
    ];
    HISTORY_AS_WRITTEN = {
      GIT_NO_REPLACE_OBJECTS: "1",
      GIT_GRAFT_FILE: "/dev/null/no-grafts"
    };
    GUARDED = /* @__PURE__ */ new Set(["editor", "pager", "prefix", "ssh_askpass", "visual"]);
  }
});

// node_modules/@simple-git/args-pathspec/dist/index.mjs
function c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function r(n) {
  return n instanceof String && t.has(n);
}
function o(n) {
  return t.get(n) ?? [];
}
var t;
var init_dist = __esm({
  "node_modules/@simple-git/args-pathspec/dist/index.mjs"() {
    t = /* @__PURE__ */ new WeakMap();
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports2, module2) {
    var s = 1e3;
    var m2 = s * 60;
    var h3 = m2 * 60;
    var d2 = h3 * 24;
    var w2 = d2 * 7;
    var y2 = d2 * 365.25;
    module2.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str2) {
      str2 = String(str2);
      if (str2.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str2
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y2;
        case "weeks":
        case "week":
        case "w":
          return n * w2;
        case "days":
        case "day":
        case "d":
          return n * d2;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h3;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m2;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return Math.round(ms2 / d2) + "d";
      }
      if (msAbs >= h3) {
        return Math.round(ms2 / h3) + "h";
      }
      if (msAbs >= m2) {
        return Math.round(ms2 / m2) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms2 / s) + "s";
      }
      return ms2 + "ms";
    }
    function fmtLong(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return plural(ms2, msAbs, d2, "day");
      }
      if (msAbs >= h3) {
        return plural(ms2, msAbs, h3, "hour");
      }
      if (msAbs >= m2) {
        return plural(ms2, msAbs, m2, "minute");
      }
      if (msAbs >= s) {
        return plural(ms2, msAbs, s, "second");
      }
      return ms2 + " ms";
    }
    function plural(ms2, msAbs, n, name2) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms2 / n) + " " + name2 + (isPlural ? "s" : "");
    }
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports2, module2) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
      }
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms2 = curr - (prevTime || curr);
          self.diff = ms2;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self, args);
          const logFn = self.log || createDebug.log;
          logFn.apply(self, args);
        }
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v2) => {
            enableOverride = v2;
          }
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      function extend(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns2 of split) {
          if (ns2[0] === "-") {
            createDebug.skips.push(ns2.slice(1));
          } else {
            createDebug.names.push(ns2);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      function enabled(name2) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name2, skip)) {
            return false;
          }
        }
        for (const ns2 of createDebug.names) {
          if (matchesTemplate(name2, ns2)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    module2.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports2, module2) {
    exports2.formatArgs = formatArgs;
    exports2.save = save;
    exports2.load = load2;
    exports2.useColors = useColors;
    exports2.storage = localstorage();
    exports2.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports2.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m2;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m2 = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m2[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module2.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c3 = "color: " + this.color;
      args.splice(1, 0, c3, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c3);
    }
    exports2.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports2.storage.setItem("debug", namespaces);
        } else {
          exports2.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    function load2() {
      let r2;
      try {
        r2 = exports2.storage.getItem("debug") || exports2.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r2 && typeof process !== "undefined" && "env" in process) {
        r2 = process.env.DEBUG;
      }
      return r2;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    module2.exports = require_common()(exports2);
    var { formatters } = module2.exports;
    formatters.j = function(v2) {
      try {
        return JSON.stringify(v2);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports2, module2) {
    var tty = require("tty");
    var util = require("util");
    exports2.init = init;
    exports2.log = log;
    exports2.formatArgs = formatArgs;
    exports2.save = save;
    exports2.load = load2;
    exports2.useColors = useColors;
    exports2.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports2.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = require("supports-color");
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports2.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports2.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_3, k2) => {
        return k2.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports2.inspectOpts ? Boolean(exports2.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name2, useColors: useColors2 } = this;
      if (useColors2) {
        const c3 = this.color;
        const colorCode = "\x1B[3" + (c3 < 8 ? c3 : "8;5;" + c3);
        const prefix = `  ${colorCode};1m${name2} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module2.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name2 + " " + args[0];
      }
    }
    function getDate() {
      if (exports2.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports2.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load2() {
      return process.env.DEBUG;
    }
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports2.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports2.inspectOpts[keys[i]];
      }
    }
    module2.exports = require_common()(exports2);
    var { formatters } = module2.exports;
    formatters.o = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts).split("\n").map((str2) => str2.trim()).join(" ");
    };
    formatters.O = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports2, module2) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module2.exports = require_browser();
    } else {
      module2.exports = require_node();
    }
  }
});

// node_modules/@kwsites/file-exists/dist/src/index.js
var require_src2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/src/index.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    var fs_1 = require("fs");
    var debug_1 = __importDefault(require_src());
    var log = debug_1.default("@kwsites/file-exists");
    function check(path, isFile, isDirectory) {
      log(`checking %s`, path);
      try {
        const stat = fs_1.statSync(path);
        if (stat.isFile() && isFile) {
          log(`[OK] path represents a file`);
          return true;
        }
        if (stat.isDirectory() && isDirectory) {
          log(`[OK] path represents a directory`);
          return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
      } catch (e) {
        if (e.code === "ENOENT") {
          log(`[FAIL] path is not accessible: %o`, e);
          return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
      }
    }
    function exists(path, type = exports2.READABLE) {
      return check(path, (type & exports2.FILE) > 0, (type & exports2.FOLDER) > 0);
    }
    exports2.exists = exists;
    exports2.FILE = 1;
    exports2.FOLDER = 2;
    exports2.READABLE = exports2.FILE + exports2.FOLDER;
  }
});

// node_modules/@kwsites/file-exists/dist/index.js
var require_dist = __commonJS({
  "node_modules/@kwsites/file-exists/dist/index.js"(exports2) {
    "use strict";
    function __export2(m2) {
      for (var p2 in m2) if (!exports2.hasOwnProperty(p2)) exports2[p2] = m2[p2];
    }
    Object.defineProperty(exports2, "__esModule", { value: true });
    __export2(require_src2());
  }
});

// node_modules/@kwsites/promise-deferred/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@kwsites/promise-deferred/dist/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.createDeferred = exports2.deferred = void 0;
    function deferred() {
      let done;
      let fail;
      let status = "pending";
      const promise = new Promise((_done, _fail) => {
        done = _done;
        fail = _fail;
      });
      return {
        promise,
        done(result) {
          if (status === "pending") {
            status = "resolved";
            done(result);
          }
        },
        fail(error) {
          if (status === "pending") {
            status = "rejected";
            fail(error);
          }
        },
        get fulfilled() {
          return status !== "pending";
        },
        get status() {
          return status;
        }
      };
    }
    exports2.deferred = deferred;
    exports2.createDeferred = deferred;
    exports2.default = deferred;
  }
});

// node_modules/@simple-git/argv-parser/dist/index.mjs
function* x(e, n) {
  const t2 = n === "global";
  for (const o2 of e)
    o2.isGlobal === t2 && (yield o2);
}
function A(e, n) {
  for (const { name: o2 } of x(e, "task")) {
    if (P.has(o2))
      return w(true, n);
    if (S.has(o2))
      return w(false, n);
  }
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : E.has(t2) ? w(true, n.slice(1)) : F.has(t2) ? w(false, n.slice(1)) : n.length === 1 ? w(false, n) : w(true, n);
}
function w(e = false, n = []) {
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: t2,
    value: n.at(1)
  };
}
function O(e, n) {
  return n.isWrite && n.value !== void 0 ? { key: n.key, value: n.value, scope: e } : { key: n.key, scope: e };
}
function G(e) {
  const n = e?.indexOf("=") || -1;
  return !e || n < 0 ? null : {
    key: e.slice(0, n).trim().toLowerCase(),
    value: e.slice(n + 1)
  };
}
function M(e) {
  for (const { name: n } of x(e, "task"))
    switch (n) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function N({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* $(e) {
  for (const n of e) {
    const t2 = N(n), o2 = t2 && G(n.value);
    o2 && (yield {
      ...o2,
      scope: t2
    });
  }
}
function D(e, n, t2) {
  const o2 = {
    read: [],
    write: [...$(n)]
  };
  return e === "config" && L(
    o2,
    M(n),
    A(n, t2)
  ), o2;
}
function L(e, n, t2) {
  if (t2 === null)
    return;
  const o2 = O(n, t2);
  t2.isWrite ? e.write.push(o2) : e.read.push(o2);
}
function B(e) {
  const n = R[e ?? ""] ?? T;
  return {
    short: new Map([...C.short.entries(), ...n.short.entries()]),
    long: n.long
  };
}
function b(e, n = I) {
  if (e.startsWith("--")) {
    const t2 = e.indexOf("=");
    if (t2 > 2)
      return [{ name: e.slice(0, t2), value: e.slice(t2 + 1), needsNext: false }];
    const o2 = e.slice(2);
    return [{ name: e, needsNext: n.long.has(o2) }];
  }
  if (e.length === 2) {
    const t2 = e.charAt(1), o2 = n.short.get(t2);
    return [{ name: e, needsNext: o2 === true }];
  }
  return j(e, n.short);
}
function j(e, n) {
  const t2 = e.slice(1).split(""), o2 = [];
  for (let a = 0; a < t2.length; a++) {
    const s = t2[a], r2 = n.get(s);
    if (r2 === void 0)
      return [{ name: e, needsNext: false }];
    if (r2) {
      const i = t2.slice(a + 1).join("");
      if (i && ![...i].every((m2) => n.has(m2)))
        return o2.push({ name: `-${s}`, value: i, needsNext: false }), o2;
    }
    o2.push({ name: `-${s}`, needsNext: r2 });
  }
  return o2;
}
function W(e, n = []) {
  let t2 = 0;
  for (; t2 < e.length; ) {
    const o2 = String(e[t2]);
    if (!o2.startsWith("-") || o2.length < 2) break;
    const a = b(o2);
    let s = t2 + 1;
    for (const r2 of a) {
      const i = {
        name: r2.name,
        value: r2.value,
        absorbedNext: false,
        isGlobal: true
      };
      r2.needsNext && i.value === void 0 && s < e.length && (i.value = String(e[s]), i.absorbedNext = true, s++), n.push(i);
    }
    t2 = s;
  }
  return { flags: n, taskIndex: t2 };
}
function V(e, n, t2 = []) {
  const o2 = B(n), a = [], s = [];
  let r2 = 0;
  for (; r2 < e.length; ) {
    const i = e[r2];
    if (r(i)) {
      s.push(...o(i)), r2++;
      continue;
    }
    const p2 = String(i);
    if (p2 === "--") {
      for (let d2 = r2 + 1; d2 < e.length; d2++) {
        const g2 = e[d2];
        r(g2) ? s.push(...o(g2)) : s.push(String(g2));
      }
      break;
    }
    if (!p2.startsWith("-") || p2.length < 2) {
      a.push(p2), r2++;
      continue;
    }
    const m2 = b(p2, o2);
    let u2 = r2 + 1;
    for (const d2 of m2) {
      const g2 = {
        name: d2.name,
        value: d2.value,
        absorbedNext: false,
        isGlobal: false
      };
      d2.needsNext && g2.value === void 0 && u2 < e.length && !r(e[u2]) && (g2.value = String(e[u2]), g2.absorbedNext = true, u2++), t2.push(g2);
    }
    r2 = u2;
  }
  return { flags: t2, positionals: a, pathspecs: s };
}
function* q({
  write: e
}) {
  for (const n of e)
    for (const t2 of K) {
      const o2 = t2(n.key);
      o2 && (yield o2);
    }
}
function f(e, n, t2 = String(e)) {
  const o2 = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(s) {
    if (o2.test(s))
      return {
        category: n,
        message: `Configuring ${t2} is not permitted without enabling ${n}`
      };
  };
}
function l(e, n) {
  const t2 = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return f(t2, n, e);
}
function* H(e, n) {
  for (const t2 of n)
    for (const o2 of X) {
      const a = o2(e, t2);
      a && (yield a);
    }
}
function c2(e, n, t2, { name: o2 = String(n), globalOnly: a = false, withValue: s = false } = {}) {
  const r2 = typeof n == "string" ? new RegExp(`\\s*${n.toLowerCase()}`) : n, i = `Use of ${e ? `${e} with option ` : ""}${o2} is not permitted without enabling ${t2}`;
  return function(m2, u2) {
    if (!(e && m2 !== e) && !(a && !u2.isGlobal) && !(s && u2.value === void 0) && r2.test(u2.name))
      return {
        category: t2,
        message: i
      };
  };
}
function k(e, n, t2) {
  return [...H(e, n), ...q(t2)];
}
function Y2(...e) {
  const { flags: n, taskIndex: t2 } = W(e), o2 = t2 < e.length ? String(e[t2]).toLowerCase() : null, a = o2 !== null ? e.slice(t2 + 1) : [], { positionals: s, pathspecs: r2 } = V(a, o2, n), i = D(o2, n, s);
  return {
    task: o2,
    flags: n.map(J),
    paths: r2,
    config: i,
    vulnerabilities: z(k(o2, n, i))
  };
}
function z(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function J({ value: e, name: n }) {
  return e !== void 0 ? { name: n, value: e } : { name: n };
}
function* Q(e) {
  const n = parseInt(e.git_config_count ?? "0", 10);
  for (let t2 = 0; t2 < n; t2++) {
    const o2 = e[`git_config_key_${t2}`], a = e[`git_config_value_${t2}`];
    o2 !== void 0 && (yield { key: o2.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* Z(e) {
  for (const n of Object.keys(e))
    if (_(n)) {
      const t2 = y[n];
      yield {
        category: t2,
        message: `Use of "${n.toUpperCase()}" is not permitted without enabling ${t2}`
      };
    }
}
function _(e) {
  return Object.hasOwn(y, e);
}
function ee(e) {
  const n = {};
  for (const [t2, o2] of Object.entries(e)) {
    const a = t2.toLowerCase().trim();
    (_(a) || a.startsWith("git")) && (n[a] = String(o2));
  }
  return n;
}
function ne(e) {
  const n = ee(e), t2 = {
    read: [],
    write: [...Q(n)]
  }, o2 = [
    ...Z(n),
    ...k(null, [], t2)
  ];
  return {
    config: t2,
    vulnerabilities: o2
  };
}
function oe(e, n) {
  return [...Y2(...e).vulnerabilities, ...ne(n).vulnerabilities];
}
var P, S, E, F, C, I, R, T, K, h, X, y;
var init_dist2 = __esm({
  "node_modules/@simple-git/argv-parser/dist/index.mjs"() {
    init_dist();
    P = /* @__PURE__ */ new Set([
      "--add",
      "--edit",
      "--remove-section",
      "--rename-section",
      "--replace-all",
      "--unset",
      "--unset-all",
      "-e"
    ]);
    S = /* @__PURE__ */ new Set([
      "--get",
      "--get-all",
      "--get-color",
      "--get-colorbool",
      "--get-regexp",
      "--get-urlmatch",
      "--list",
      "-l"
    ]);
    E = /* @__PURE__ */ new Set([
      "edit",
      "remove-section",
      "rename-section",
      "set",
      "unset"
    ]);
    F = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
    C = {
      short: /* @__PURE__ */ new Map([
        ["c", true]
        //  -c <k=v>    set config key for this invocation
      ])
    };
    I = {
      short: new Map([
        ["C", true],
        //  -C <path>   change working directory
        ["P", false],
        // -P          no pager (alias for --no-pager)
        ["h", false],
        // -h          help
        ["p", false],
        // -p          paginate
        ["v", false],
        // -v          version
        ...C.short.entries()
      ]),
      long: /* @__PURE__ */ new Set([
        "attr-source",
        "config-env",
        "exec-path",
        "git-dir",
        "list-cmds",
        "namespace",
        "super-prefix",
        "work-tree"
      ])
    };
    R = {
      clone: {
        short: /* @__PURE__ */ new Map([
          ["b", true],
          // -b <branch>
          ["j", true],
          // -j <n>          parallel jobs
          ["l", false],
          // -l local
          ["n", false],
          // -n no-checkout
          ["o", true],
          // -o <name>       remote name
          ["q", false],
          // -q quiet
          ["s", false],
          // -s shared
          ["u", true]
          // -u <upload-pack>
        ]),
        long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
      },
      commit: {
        short: /* @__PURE__ */ new Map([
          ["C", true],
          // -C <commit>  reuse message
          ["F", true],
          // -F <file>    read message from file
          ["c", true],
          // -c <commit>  reedit message
          ["m", true],
          // -m <msg>
          ["t", true]
          // -t <template>
        ]),
        long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
      },
      config: {
        short: /* @__PURE__ */ new Map([
          ["e", false],
          // -e  open editor
          ["f", true],
          //  -f <file>
          ["l", false]
          // -l  list
        ]),
        long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
      },
      fetch: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["upload-pack"])
      },
      init: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["template"])
      },
      pull: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["upload-pack"])
      },
      push: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
      },
      rebase: {
        short: /* @__PURE__ */ new Map([
          ["X", true],
          // -X <option>   strategy option
          ["f", false],
          // -f force-rebase
          ["i", false],
          // -i interactive
          ["k", false],
          // -k keep-base
          ["m", false],
          // -m merge
          ["n", false],
          // -n no-stat
          ["q", false],
          // -q quiet
          ["r", false],
          // -r rebase-merges
          ["s", true],
          // -s <strategy>
          ["v", false],
          // -v verbose
          ["x", true]
          // -x <cmd>      exec
        ]),
        long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
      }
    };
    T = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
    K = [
      f("alias", "allowUnsafeAlias"),
      f("core.askPass", "allowUnsafeAskPass"),
      f("core.editor", "allowUnsafeEditor"),
      f("core.fsmonitor", "allowUnsafeFsMonitor"),
      f("core.gitProxy", "allowUnsafeGitProxy"),
      f("core.hooksPath", "allowUnsafeHooksPath"),
      f("core.pager", "allowUnsafePager"),
      f("core.sshCommand", "allowUnsafeSshCommand"),
      l("credential.helper", "allowUnsafeCredentialHelper"),
      l("diff.command", "allowUnsafeDiffExternal"),
      f("diff.external", "allowUnsafeDiffExternal"),
      l("difftool.cmd", "allowUnsafeDiffExternal"),
      l("diff.textconv", "allowUnsafeDiffTextConv"),
      l("filter.clean", "allowUnsafeFilter"),
      l("filter.process", "allowUnsafeFilter"),
      l("filter.smudge", "allowUnsafeFilter"),
      l("gpg.program", "allowUnsafeGpgProgram"),
      f("include.path", "allowUnsafeInclude"),
      l("includeIf", "allowUnsafeInclude"),
      f("init.templateDir", "allowUnsafeTemplateDir"),
      l("pager.", "allowUnsafePager"),
      l("merge.driver", "allowUnsafeMergeDriver"),
      l("mergetool.path", "allowUnsafeMergeDriver"),
      l("mergetool.cmd", "allowUnsafeMergeDriver"),
      l("protocol.allow", "allowUnsafeProtocolOverride"),
      l("remote.receivepack", "allowUnsafePack"),
      l("remote.uploadpack", "allowUnsafePack"),
      f("uploadpack.packObjectsHook", "allowUnsafePack"),
      f("sequence.editor", "allowUnsafeEditor"),
      l("submodule.update", "allowUnsafeSubmodule"),
      l("tar.command", "allowUnsafeCommandBinaries"),
      l("trailer.cmd", "allowUnsafeCommandBinaries"),
      l("trailer.command", "allowUnsafeCommandBinaries"),
      l("url.insteadOf", "allowUnsafeUrlRewrite")
    ];
    h = { globalOnly: true, withValue: true };
    X = [
      c2(null, /--(upload|receive)-pack/, "allowUnsafePack", {
        name: "--upload-pack or --receive-pack"
      }),
      c2("clone", /^-\w*u/, "allowUnsafePack"),
      c2("clone", "--u", "allowUnsafePack"),
      c2("push", /^--exec$/, "allowUnsafePack", { name: "--exec" }),
      // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
      c2("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
      c2(null, "--template", "allowUnsafeTemplateDir"),
      c2(null, "--exec-path", "allowUnsafeExec", h),
      // `git` reads the configuration of whichever repository these name, so the
      // directory alone is enough to deliver config the argv guards never see
      c2(null, "--git-dir", "allowUnsafeConfigPaths", h),
      c2(null, "--work-tree", "allowUnsafeConfigPaths", h),
      c2(null, /^-C$/, "allowUnsafeConfigPaths", { ...h, name: "-C" })
    ];
    y = {
      editor: "allowUnsafeEditor",
      git_askpass: "allowUnsafeAskPass",
      git_config_global: "allowUnsafeConfigPaths",
      git_config_system: "allowUnsafeConfigPaths",
      git_config_count: "allowUnsafeConfigEnvCount",
      git_config_parameters: "allowUnsafeConfigEnvCount",
      git_config: "allowUnsafeConfigPaths",
      git_editor: "allowUnsafeEditor",
      git_exec_path: "allowUnsafeExec",
      git_external_diff: "allowUnsafeDiffExternal",
      git_pager: "allowUnsafePager",
      git_proxy_command: "allowUnsafeGitProxy",
      git_template_dir: "allowUnsafeTemplateDir",
      git_sequence_editor: "allowUnsafeEditor",
      git_ssh: "allowUnsafeSshCommand",
      git_ssh_command: "allowUnsafeSshCommand",
      pager: "allowUnsafePager",
      prefix: "allowUnsafeConfigPaths",
      ssh_askpass: "allowUnsafeAskPass",
      visual: "allowUnsafeEditor"
    };
  }
});

// node_modules/simple-git/dist/index.mjs
function Ne(t2) {
  return typeof t2 != "function" ? W2 : t2;
}
function $e(t2) {
  return typeof t2 == "function" && t2 !== W2;
}
function Pe(t2, e) {
  const n = t2.indexOf(e);
  return n <= 0 ? [t2, ""] : [t2.substr(0, n), t2.substr(n + 1)];
}
function Me(t2, e = 0) {
  return Dt(t2) && t2.length > e ? t2[e] : void 0;
}
function N2(t2, e = 0) {
  if (Dt(t2) && t2.length > e)
    return t2[t2.length - 1 - e];
}
function Dt(t2) {
  return Bt(t2);
}
function H2(t2 = "", e = true, n = `
`) {
  return t2.split(n).reduce((r2, s) => {
    const o2 = e ? s.trim() : s;
    return o2 && r2.push(o2), r2;
  }, []);
}
function ut(t2, e) {
  return H2(t2, true).map((n) => e(n));
}
function Lt(t2) {
  return (0, import_file_exists.exists)(t2, import_file_exists.FOLDER);
}
function S2(t2, e) {
  return Array.isArray(t2) ? t2.includes(e) || t2.push(e) : t2.add(e), e;
}
function De(t2, e) {
  return Array.isArray(t2) && !t2.includes(e) && t2.push(e), t2;
}
function ct(t2, e) {
  if (Array.isArray(t2)) {
    const n = t2.indexOf(e);
    n >= 0 && t2.splice(n, 1);
  } else
    t2.delete(e);
  return e;
}
function v(t2) {
  return Array.isArray(t2) ? t2 : [t2];
}
function jt(t2) {
  return t2.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function L2(t2) {
  return v(t2).map((e) => e instanceof String ? e : String(e));
}
function p(t2, e = 0) {
  if (t2 == null)
    return e;
  const n = parseInt(t2, 10);
  return Number.isNaN(n) ? e : n;
}
function U(t2, e) {
  const n = [];
  for (let r2 = 0, s = t2.length; r2 < s; r2++)
    n.push(e, t2[r2]);
  return n;
}
function F2(t2) {
  return (Array.isArray(t2) ? Buffer.concat(t2) : t2).toString("utf-8");
}
function Le(t2) {
  return t2 ? Buffer.isBuffer(t2) ? t2.length : Buffer.byteLength(t2) : 0;
}
function je(t2, e) {
  const n = {};
  return e.forEach((r2) => {
    t2[r2] !== void 0 && (n[r2] = t2[r2]);
  }), n;
}
function wt(t2 = 0) {
  return new Promise((e) => setTimeout(e, t2));
}
function bt(t2) {
  if (t2 !== false)
    return t2;
}
function d(t2, e, n) {
  return e(t2) ? t2 : arguments.length > 2 ? n : void 0;
}
function st(t2, e) {
  const n = r(t2) ? "string" : typeof t2;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
function lt(t2) {
  return !!t2 && ft(t2) === "[object Object]";
}
function Ie(t2) {
  return typeof t2 == "function";
}
function Ue() {
  throw new Error("LineParser:useMatches not implemented");
}
function Ge(...t2) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Fe },
    ...t2.filter((r2) => typeof r2 == "object" && r2)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === true, n;
}
function It(t2, e = []) {
  return lt(t2) ? Object.keys(t2).reduce((n, r2) => {
    const s = t2[r2];
    if (r(s))
      n.push(s);
    else if (st(s, ["boolean"]))
      n.push(r2 + "=" + s);
    else if (Array.isArray(s))
      for (const o2 of s)
        st(o2, ["string", "number"]) || n.push(r2 + "=" + o2);
    else
      n.push(r2);
    return n;
  }, e) : e;
}
function h2(t2, e = 0, n = false) {
  const r2 = [];
  for (let s = 0, o2 = e < 0 ? t2.length : e; s < o2; s++)
    "string|number".includes(typeof t2[s]) && r2.push(String(t2[s]));
  return It(ht(t2), r2), n || r2.push(...ze(t2)), r2;
}
function ze(t2) {
  const e = typeof N2(t2) == "function";
  return L2(d(N2(t2, e ? 1 : 0), K2, []));
}
function ht(t2) {
  const e = Ie(N2(t2));
  return d(N2(t2, e ? 1 : 0), lt);
}
function u(t2, e = true) {
  const n = Ne(N2(t2));
  return e || $e(n) ? n : void 0;
}
function Tt(t2, e) {
  return t2(e.stdOut, e.stdErr);
}
function E2(t2, e, n, r2 = true) {
  return v(n).forEach((s) => {
    for (let o2 = H2(s, r2), i = 0, a = o2.length; i < a; i++) {
      const c3 = (y2 = 0) => {
        if (!(i + y2 >= a))
          return o2[i + y2];
      };
      e.some(({ parse: y2 }) => y2(c3, t2));
    }
  }), t2;
}
function We(t2) {
  switch (t2) {
    case "bare":
      return Ke();
    case "root":
      return He();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function He() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: mt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function Ke() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function Ve(t2) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t2));
}
function Ze(t2, e) {
  const n = new Xe(t2), r2 = t2 ? Qe : Ye;
  return H2(e).forEach((s) => {
    const o2 = s.replace(r2, "");
    n.paths.push(o2), (Je.test(o2) ? n.folders : n.files).push(o2);
  }), n;
}
function tn(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser: t2
  };
}
function b2(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser() {
      throw typeof t2 == "string" ? new xe(t2) : t2;
    }
  };
}
function g(t2, e = false) {
  return {
    commands: t2,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Gt(t2) {
  return {
    commands: t2,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function en(t2) {
  return t2.format === "buffer";
}
function kt(t2) {
  return t2.format === "empty" || !t2.commands.length;
}
function on(t2, e) {
  const { cleanMode: n, options: r2, valid: s } = cn(t2);
  return n ? s.options ? (r2.push(...e), r2.some(hn) ? b2(nn) : an(n, r2)) : b2(sn + JSON.stringify(t2)) : b2(rn);
}
function an(t2, e) {
  return {
    commands: ["clean", `-${t2}`, ...e],
    format: "utf-8",
    parser(r2) {
      return Ze(t2 === "n", r2);
    }
  };
}
function un(t2) {
  return Array.isArray(t2) && t2.every((e) => qt.has(e));
}
function cn(t2) {
  let e, n = [], r2 = { cleanMode: false, options: true };
  return t2.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    fn(s) ? (e = s, r2.cleanMode = true) : r2.options = r2.options && ln(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r2
  };
}
function fn(t2) {
  return t2 === "f" || t2 === "n";
}
function ln(t2) {
  return /^-[a-z]$/i.test(t2) && qt.has(t2.charAt(1));
}
function hn(t2) {
  return /^-[^\-]/.test(t2) ? t2.indexOf("i") > 0 : t2 === "--interactive";
}
function pn(t2) {
  const e = new mn();
  for (const n of Wt(t2))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function dn(t2, e) {
  let n = null;
  const r2 = [], s = /* @__PURE__ */ new Map();
  for (const o2 of Wt(t2, e))
    o2.key === e && (r2.push(n = o2.value), s.has(o2.file) || s.set(o2.file, []), s.get(o2.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r2
  };
}
function gn(t2) {
  return t2.replace(/^(file):/, "");
}
function* Wt(t2, e = null) {
  const n = t2.split("\0");
  for (let r2 = 0, s = n.length - 1; r2 < s; ) {
    const o2 = gn(n[r2++]);
    let i = n[r2++], a = e;
    if (i.includes(`
`)) {
      const c3 = Pe(i, `
`);
      a = c3[0], i = c3[1];
    }
    yield { file: o2, key: a, value: i };
  }
}
function Y3(t2, e) {
  return typeof t2 == "string" && Object.hasOwn(Ht, t2) ? t2 : e;
}
function yn(t2, e, n, r2) {
  const s = ["config", `--${r2}`];
  return n && s.push("--add"), s.push(t2, e), {
    commands: s,
    format: "utf-8",
    parser(o2) {
      return o2;
    }
  };
}
function wn(t2, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t2];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r2) {
      return dn(r2, t2);
    }
  };
}
function bn(t2) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t2 && e.push(`--${t2}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return pn(n);
    }
  };
}
function Tn() {
  return {
    addConfig(t2, e, ...n) {
      return this._runTask(
        yn(
          t2,
          e,
          n[0] === true,
          Y3(
            n[1],
            "local"
            /* local */
          )
        ),
        u(arguments)
      );
    },
    getConfig(t2, e) {
      return this._runTask(
        wn(t2, Y3(e, void 0)),
        u(arguments)
      );
    },
    listConfig(...t2) {
      return this._runTask(
        bn(Y3(t2[0], void 0)),
        u(arguments)
      );
    }
  };
}
function _n(t2) {
  return kn.has(t2);
}
function Sn(...t2) {
  return new En().param(...t2);
}
function Rn(t2) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ut(t2, (r2) => {
    const [s, o2, i] = r2.split(I2);
    e.add(s), (n[s] = n[s] || []).push({
      line: p(o2),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function On() {
  return {
    grep(t2) {
      const e = u(arguments), n = h2(arguments);
      for (const s of vn)
        if (n.includes(s))
          return this._runTask(
            b2(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t2 == "string" && (t2 = Sn().param(t2));
      const r2 = ["grep", "--null", "-n", "--full-name", ...n, ...t2];
      return this._runTask(
        {
          commands: r2,
          format: "utf-8",
          parser(s) {
            return Rn(s);
          }
        },
        e
      );
    }
  };
}
function An(t2, e) {
  const n = ["reset"];
  return Xt(t2) && n.push(`--${t2}`), n.push(...e), g(n);
}
function xn(t2) {
  if (Xt(t2))
    return t2;
  switch (typeof t2) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Xt(t2) {
  return typeof t2 == "string" && Cn.includes(t2);
}
function Nn() {
  return (0, import_debug.default)("simple-git");
}
function vt(t2, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r2, ...s) => {
    t2(r2, ...s), n(r2, ...s);
  } : t2 : (r2, ...s) => {
    t2(`%s ${r2}`, e, ...s), n && n(r2, ...s);
  };
}
function $n(t2, e, { namespace: n }) {
  if (typeof t2 == "string")
    return t2;
  const r2 = e && e.namespace || "";
  return r2.startsWith(n) ? r2.substr(n.length + 1) : r2 || n;
}
function $2(t2, e, n, r2 = Nn()) {
  const s = t2 && `[${t2}]` || "", o2 = [], i = typeof e == "string" ? r2.extend(e) : e, a = $n(d(e, m), i, r2);
  return y2(n);
  function c3(w2, T2) {
    return S2(
      o2,
      $2(t2, a.replace(/^[^:]+/, w2), T2, r2)
    );
  }
  function y2(w2) {
    const T2 = w2 && `[${w2}]` || "", k2 = i && vt(i, T2) || W2, C2 = vt(r2, `${s} ${T2}`, k2);
    return Object.assign(i ? k2 : C2, {
      label: t2,
      sibling: c3,
      info: C2,
      step: y2
    });
  }
}
function Mn(t2, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t2.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function Et(t2, e, n, r2) {
  return (s) => {
    n("%s received %L bytes", e, s), r2("%B", s), t2.push(s);
  };
}
function Ln(t2, e, n = W2) {
  const r2 = (o2) => {
    n(null, o2);
  }, s = (o2) => {
    o2?.task === t2 && n(o2, void 0);
  };
  e.then(r2, s);
}
function St(t2, e) {
  return tn((n) => {
    if (!Lt(t2))
      throw new Error(`Git.cwd: cannot change to non-directory "${t2}"`);
    return (e || n).cwd = t2;
  });
}
function Q2(t2) {
  const e = ["checkout", ...t2];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ct(e, "-B")), g(e);
}
function jn() {
  return {
    checkout() {
      return this._runTask(
        Q2(h2(arguments, 1)),
        u(arguments)
      );
    },
    checkoutBranch(t2, e) {
      return this._runTask(
        Q2(["-b", t2, e, ...h2(arguments)]),
        u(arguments)
      );
    },
    checkoutLocalBranch(t2) {
      return this._runTask(
        Q2(["-b", t2, ...h2(arguments)]),
        u(arguments)
      );
    }
  };
}
function Rt(t2, e, n, ...r2) {
  return m(n) ? e(n, d(r2[0], m), h2(arguments)) : b2(`git.${t2}() requires a string 'repoPath'`);
}
function In() {
  return {
    clone(t2, ...e) {
      return this._runTask(
        Rt("clone", Yt, d(t2, m), ...e),
        u(arguments)
      );
    },
    mirror(t2, ...e) {
      return this._runTask(
        Rt("mirror", Bn, d(t2, m), ...e),
        u(arguments)
      );
    }
  };
}
function Fn(t2) {
  return E2({
    author: null,
    branch: "",
    commit: "",
    root: false,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Un, t2);
}
function Gn(t2, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...U(t2, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Fn
  };
}
function zn() {
  return {
    commit(e, ...n) {
      const r2 = u(arguments), s = t2(e) || Gn(
        v(e),
        v(d(n[0], G2, [])),
        [
          ...L2(d(n[1], K2, [])),
          ...h2(arguments, 0, true)
        ]
      );
      return this._runTask(s, r2);
    }
  };
  function t2(e) {
    return !G2(e) && b2(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function qn() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
function Hn() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t2) {
          return E2(qn(), [Wn], t2);
        }
      });
    }
  };
}
function Kn() {
  return {
    firstCommit() {
      return this._runTask(
        g(["rev-list", "--max-parents=0", "HEAD"], true),
        u(arguments)
      );
    }
  };
}
function Vn(t2, e) {
  const n = ["hash-object", t2];
  return e && n.push("-w"), g(n, true);
}
function Qn(t2, e, n) {
  const r2 = String(n).trim();
  let s;
  if (s = Xn.exec(r2))
    return new J2(t2, e, false, s[1]);
  if (s = Yn.exec(r2))
    return new J2(t2, e, true, s[1]);
  let o2 = "";
  const i = r2.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o2 = i.join(" ");
      break;
    }
  return new J2(t2, e, /^re/i.test(r2), o2);
}
function Jn(t2) {
  return t2.includes(Qt);
}
function Zn(t2 = false, e, n) {
  const r2 = ["init", ...n];
  return t2 && !Jn(r2) && r2.splice(1, 0, Qt), {
    commands: r2,
    format: "utf-8",
    parser(s) {
      return Qn(r2.includes("--bare"), e, s);
    }
  };
}
function tr(t2) {
  return t2 === void 0 ? b2("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ut(e, (n) => {
          const r2 = n.indexOf(":");
          return [
            jt(n.substring(0, r2).toLowerCase()),
            n.substring(r2 + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t2
  };
}
function er() {
  return {
    interpretTrailers(t2) {
      return this._runTask(
        tr(d(t2, Be)),
        u(arguments)
      );
    }
  };
}
function pt(t2) {
  for (let e = 0; e < t2.length; e++) {
    const n = Jt.exec(t2[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function nr(t2) {
  return Jt.test(t2);
}
function Zt(t2 = R2.NONE) {
  const e = ar[t2];
  return (n) => E2(new rr(), e, n, false);
}
function cr(t2, e) {
  return e.reduce(
    (n, r2, s) => (n[r2] = t2[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function re(t2 = ne2, e = ur, n = R2.NONE) {
  const r2 = Zt(n);
  return function(s) {
    const o2 = H2(
      s.trim(),
      false,
      te
    ).map(function(i) {
      const a = i.split(ee2), c3 = cr(a[0].split(t2), e);
      return a.length > 1 && a[1].trim() && (c3.diff = r2(a[1])), c3;
    });
    return {
      all: o2,
      latest: o2.length && o2[0] || null,
      total: o2.length
    };
  };
}
function fr(t2) {
  let e = pt(t2);
  const n = ["diff"];
  return e === R2.NONE && (e = R2.STAT, n.push("--stat=4096")), n.push(...t2), dt(n) || {
    commands: n,
    format: "utf-8",
    parser: Zt(e)
  };
}
function dt(t2) {
  const e = t2.filter(nr);
  if (e.length > 1)
    return b2(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t2.includes("-z"))
    return b2(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
function lr(t2, e) {
  const n = [], r2 = [];
  return Object.keys(t2).forEach((s) => {
    n.push(s), r2.push(String(t2[s]));
  }), [n, r2.join(e)];
}
function hr(t2) {
  return Object.keys(t2).reduce((e, n) => (n in se || (e[n] = t2[n]), e), {});
}
function oe2(t2 = {}, e = []) {
  const n = d(t2.splitter, m, ne2), r2 = lt(t2.format) ? t2.format : {
    hash: "%H",
    date: t2.strictDate === false ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t2.multiLine ? "%B" : "%b",
    author_name: t2.mailMap !== false ? "%aN" : "%an",
    author_email: t2.mailMap !== false ? "%aE" : "%ae"
  }, [s, o2] = lr(r2, n), i = [], a = [
    `--pretty=format:${te}${o2}${ee2}`,
    ...e
  ], c3 = t2.n || t2["max-count"] || t2.maxCount;
  if (c3 && a.push(`--max-count=${c3}`), t2.from || t2.to) {
    const y2 = t2.symmetric !== false ? "..." : "..";
    i.push(`${t2.from || ""}${y2}${t2.to || ""}`);
  }
  return m(t2.file) && a.push("--follow", c(t2.file)), It(hr(t2), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function mr(t2, e, n) {
  const r2 = re(t2, e, pt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r2
  };
}
function pr() {
  return {
    log(...n) {
      const r2 = u(arguments), s = oe2(
        ht(arguments),
        L2(d(arguments[0], K2, []))
      ), o2 = e(...n) || dt(s.commands) || t2(s);
      return this._runTask(o2, r2);
    }
  };
  function t2(n) {
    return mr(n.splitter, n.fields, n.commands);
  }
  function e(n, r2) {
    return m(n) && m(r2) && b2(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
function tt(t2) {
  return t2.objects = t2.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function Ct(t2) {
  const e = /^\s*(\d+)/.exec(t2), n = /delta (\d+)/i.exec(t2);
  return {
    count: p(e && e[1] || "0"),
    delta: p(n && n[1] || "0")
  };
}
function ae(t2, e) {
  return E2({ remoteMessages: new br() }, wr, e);
}
function Rr(t2, e) {
  const n = E2(new gr(), Er, [t2, e]);
  return n.message && n;
}
function At(t2) {
  return t2.length ? {
    commands: ["merge", ...t2],
    format: "utf-8",
    parser(e, n) {
      const r2 = Cr(e, n);
      if (r2.failed)
        throw new at(r2);
      return r2;
    }
  } : b2("Git.merge requires at least one option");
}
function xr(t2, e, n) {
  const r2 = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t2), o2 = !n.includes("new");
  return {
    deleted: r2,
    tag: s,
    branch: !s,
    new: !o2,
    alreadyUpdated: o2,
    local: t2,
    remote: e
  };
}
function Mr(t2 = {}, e) {
  return S2(e, "--tags"), ce(t2, e);
}
function ce(t2 = {}, e) {
  const n = ["push", ...e];
  return t2.branch && n.splice(1, 0, t2.branch), t2.remote && n.splice(1, 0, t2.remote), ct(n, "-v"), S2(n, "--verbose"), S2(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: $r
  };
}
function Dr() {
  return {
    showBuffer() {
      const t2 = ["show", ...h2(arguments, 1)];
      return t2.includes("--binary") || t2.splice(1, 0, "--binary"), this._runTask(
        Gt(t2),
        u(arguments)
      );
    },
    show() {
      const t2 = ["show", ...h2(arguments, 1)];
      return this._runTask(
        g(t2),
        u(arguments)
      );
    }
  };
}
function xt(t2) {
  const [e, n] = t2.split(I2);
  return {
    from: n || e,
    to: e
  };
}
function _2(t2, e, n) {
  return [`${t2}${e}`, n];
}
function et(t2, ...e) {
  return e.map((n) => _2(t2, n, (r2, s) => r2.conflicted.push(s)));
}
function Fr(t2, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r2(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r2(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r2(s, o2, i) {
    const a = `${s}${o2}`, c3 = Ir.get(a);
    c3 && c3(t2, i), a !== "##" && a !== "!!" && t2.files.push(new jr(i, s, o2));
  }
}
function zr(t2) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t2.filter((n) => !Gr.includes(n))
    ],
    parser(n) {
      return Ur(n);
    }
  };
}
function q2(t2 = 0, e = 0, n = 0, r2 = "", s = true) {
  return Object.defineProperty(
    {
      major: t2,
      minor: e,
      patch: n,
      agent: r2,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: false,
      enumerable: false
    }
  );
}
function qr() {
  return q2(0, 0, 0, "", false);
}
function Wr() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: Kr,
        onError(t2, e, n, r2) {
          if (t2.exitCode === V2.NOT_FOUND)
            return n(Buffer.from(fe));
          r2(e);
        }
      });
    }
  };
}
function Kr(t2) {
  return t2 === fe ? qr() : E2(q2(0, 0, 0, t2), Hr, t2);
}
function Yr(t2, e) {
  return g(["apply", ...e, ...t2]);
}
function Nt(t2) {
  return t2 ? t2.charAt(0) : "";
}
function me(t2, e = false) {
  return E2(
    new Qr(),
    e ? [Zr] : Jr,
    t2
  );
}
function es(t2, e) {
  return {
    branch: t2,
    hash: e,
    success: true
  };
}
function ns(t2) {
  return {
    branch: t2,
    hash: null,
    success: false
  };
}
function de(t2, e) {
  return e === V2.ERROR && pe.test(t2);
}
function os(t2) {
  const e = ["-d", "-D", "--delete"];
  return t2.some((n) => e.includes(n));
}
function is(t2) {
  const e = os(t2), n = t2.includes("--show-current"), r2 = ["branch", ...t2];
  return r2.length === 1 && r2.push("-a"), r2.includes("-v") || r2.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r2,
    parser(s, o2) {
      return e ? gt(s, o2).all[0] : me(s, n);
    }
  };
}
function as() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t2) {
      return me(t2);
    }
  };
}
function us(t2, e = false) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t2],
    parser(n, r2) {
      return gt(n, r2);
    },
    onError({ exitCode: n, stdOut: r2 }, s, o2, i) {
      if (!de(String(s), n))
        return i(s);
      o2(r2);
    }
  };
}
function cs(t2, e = false) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t2],
    parser(r2, s) {
      return gt(r2, s).branches[t2];
    },
    onError({ exitCode: r2, stdErr: s, stdOut: o2 }, i, a, c3) {
      if (!de(String(i), r2))
        return c3(i);
      throw new at(
        n.parser(F2(o2), F2(s)),
        String(i)
      );
    }
  };
  return n;
}
function fs(t2) {
  return {
    commands: ["check-ignore", ...t2],
    format: "utf-8",
    parser: ls
  };
}
function ls(t2) {
  return t2.split(/\n/g).map(hs).filter(Boolean);
}
function hs(t2) {
  const e = t2.trim().replace(/^["']|["']$/g, "");
  return e && (0, import_node_path3.normalize)(e);
}
function ps(t2, e) {
  return E2({
    raw: t2,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, ms, [t2, e]);
}
function ds(t2) {
  return /^--upload-pack(=|$)/.test(t2);
}
function gs(t2, e, n) {
  const r2 = ["fetch", ...n];
  return t2 && e && r2.push(t2, e), r2.find(ds) ? b2("git.fetch: potential exploit argument blocked.") : {
    commands: r2,
    format: "utf-8",
    parser: ps
  };
}
function ws(t2) {
  return E2({ moves: [] }, ys, t2);
}
function bs(t2, e) {
  return {
    commands: ["mv", "-v", ...v(t2), e],
    format: "utf-8",
    parser: ws
  };
}
function Ts(t2, e, n) {
  const r2 = ["pull", ...n];
  return t2 && e && r2.splice(1, 0, t2, e), {
    commands: r2,
    format: "utf-8",
    parser(s, o2) {
      return ue(s, o2);
    },
    onError(s, o2, i, a) {
      const c3 = Rr(
        F2(s.stdOut),
        F2(s.stdErr)
      );
      if (c3)
        return a(new at(c3));
      a(o2);
    }
  };
}
function ks(t2) {
  const e = {};
  return ge(t2, ([n]) => e[n] = { name: n }), Object.values(e);
}
function _s(t2) {
  const e = {};
  return ge(t2, ([n, r2, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r2 && (e[n].refs[s.replace(/[^a-z]/g, "")] = r2);
  }), Object.values(e);
}
function ge(t2, e) {
  ut(t2, (n) => e(n.split(/\s+/)));
}
function vs(t2, e, n) {
  return g(["remote", "add", ...n, t2, e]);
}
function Es(t2) {
  const e = ["remote"];
  return t2 && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t2 ? _s : ks
  };
}
function Ss(t2) {
  const e = [...t2];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g(e);
}
function Rs(t2) {
  const e = [...t2];
  return e[0] !== "remote" && e.unshift("remote"), g(e);
}
function Os(t2) {
  return g(["remote", "remove", t2]);
}
function Cs(t2 = {}, e) {
  const n = oe2(t2), r2 = ["stash", "list", ...n.commands, ...e], s = re(
    n.splitter,
    n.fields,
    pt(r2)
  );
  return dt(r2) || {
    commands: r2,
    format: "utf-8",
    parser: s
  };
}
function As(t2, e) {
  return X2(["add", t2, e]);
}
function xs(t2) {
  return X2(["init", ...t2]);
}
function X2(t2) {
  const e = [...t2];
  return e[0] !== "submodule" && e.unshift("submodule"), g(e);
}
function Ns(t2) {
  return X2(["update", ...t2]);
}
function Ms(t2, e) {
  const n = Number.isNaN(t2), r2 = Number.isNaN(e);
  return n !== r2 ? n ? 1 : -1 : n ? ye(t2, e) : 0;
}
function ye(t2, e) {
  return t2 === e ? 0 : t2 > e ? 1 : -1;
}
function Ds(t2) {
  return t2.trim();
}
function B2(t2) {
  return typeof t2 == "string" && parseInt(t2.replace(/^\D+/g, ""), 10) || 0;
}
function Ls(t2 = []) {
  const e = t2.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t2],
    parser(n) {
      return Ps(n, e);
    }
  };
}
function js(t2) {
  return {
    format: "utf-8",
    commands: ["tag", t2],
    parser() {
      return { name: t2 };
    }
  };
}
function Bs(t2, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t2],
    parser() {
      return { name: t2 };
    }
  };
}
function f2(t2, e) {
  this._plugins = e, this._executor = new Dn(
    t2.baseDir,
    new Xr(t2.maxConcurrentProcesses),
    e
  ), this._trimmed = t2.trimmed;
}
function Is(t2) {
  return t2 ? [{
    type: "spawn.before",
    action(r2, s) {
      t2.aborted && s.kill(new A2(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r2, s) {
      function o2() {
        s.kill(new A2(void 0, "abort", "Abort signal received"));
      }
      t2.addEventListener("abort", o2), s.spawned.on("close", () => t2.removeEventListener("abort", o2));
    }
  }] : void 0;
}
function Fs(t2, e = false) {
  const n = new Set(t2.map((r2) => r2.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r2, s) {
      const o2 = { ...r2.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o2)) {
        const c3 = a.toLowerCase().trim();
        if (!(!Gs(c3) || n.has(c3))) {
          if (i.has(c3))
            throw new A2(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Us("removing ambient guarded environment variable %s", a), delete o2[a];
        }
      }
      return {
        ...r2,
        env: {
          ...o2,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
function Gs(t2) {
  const e = t2.toLowerCase().trim();
  return e.startsWith("git_") || _(e);
}
function zs(t2 = {}) {
  return {
    type: "spawn.args",
    action(e, { env: n }) {
      for (const r2 of oe(e, n))
        if (t2[r2.category] !== true)
          throw new A2(void 0, "unsafe", r2.message);
      return e;
    }
  };
}
function qs(t2) {
  const e = U(t2, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
function Ws({
  onClose: t2 = true,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o2 = {
      close: (0, import_promise_deferred.deferred)(),
      closeTimeout: (0, import_promise_deferred.deferred)(),
      exit: (0, import_promise_deferred.deferred)(),
      exitTimeout: (0, import_promise_deferred.deferred)()
    }, i = Promise.race([
      t2 === false ? $t : o2.closeTimeout.promise,
      e === false ? $t : o2.exitTimeout.promise
    ]);
    return r2(t2, o2.close, o2.closeTimeout), r2(e, o2.exit, o2.exitTimeout), {
      close(a) {
        s = a, o2.close.done();
      },
      exit(a) {
        s = a, o2.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r2(s, o2, i) {
    s !== false && (s === true ? o2.promise : o2.promise.then(() => wt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o2, close: i }) {
      const a = n();
      let c3 = true, y2 = () => {
        c3 = false;
      };
      o2.stdout?.on("data", y2), o2.stderr?.on("data", y2), o2.on("error", y2), o2.on("close", (w2) => a.close(w2)), o2.on("exit", (w2) => a.exit(w2));
      try {
        await a.result, c3 && await wt(50), i(a.exitCode);
      } catch (w2) {
        i(a.exitCode, w2);
      }
    }
  };
}
function Vs(t2) {
  return !t2 || !/^([a-z]:)?([a-z0-9/.\\_~-]+)$/i.test(t2);
}
function Pt(t2, e) {
  if (t2.length < 1 || t2.length > 2)
    throw new A2(void 0, "binary", Hs);
  if (t2.some(Vs))
    if (e)
      we("permitted unsafe binary %o", t2);
    else
      throw new A2(void 0, "binary", Ks);
  const [r2, s] = t2;
  return {
    binary: r2,
    prefix: s
  };
}
function Xs(t2, e = ["git"], n = false) {
  let r2 = Pt(v(e), n);
  t2.on("binary", (s) => {
    r2 = Pt(v(s), n), we.info("reconfiguring %o", r2);
  }), t2.append("spawn.binary", () => r2.binary), t2.append("spawn.args", (s) => r2.prefix ? [r2.prefix, ...s] : s);
}
function Ys(t2) {
  if (!t2)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(be))
    if (t2.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
function Js(t2) {
  return !!(t2.exitCode && t2.stdErr.length);
}
function Zs(t2) {
  return Buffer.concat([...t2.stdOut, ...t2.stdErr]);
}
function to(t2 = false, e = Js, n = Zs) {
  return (r2, s) => !t2 && r2 || !e(s) ? r2 : n(s);
}
function eo(t2, e) {
  return t2 === 128 && e.startsWith("fatal:") ? new Qs(e) : new O2(void 0, e);
}
function Mt(t2) {
  return {
    type: "task.error",
    action(e, n) {
      const r2 = t2(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r2) ? {
        error: eo(n.exitCode, r2.toString("utf-8"))
      } : {
        error: r2
      };
    }
  };
}
function no(t2) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r2, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o2 = t2?.([...n]) ?? r2;
      if (!o2)
        return nt("generated zero length content, not writing to stdin");
      nt("writing %s bytes to stdin", Le(o2)), s.on("error", (i) => {
        i.code !== "EPIPE" && nt("[ERROR] stdin error %o", i);
      }), s.end(o2);
    }
  };
}
function so(t2) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o2, i) {
      return n.includes(i.method) ? De(o2, e) : o2;
    }
  }, {
    type: "spawn.after",
    action(o2, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c3 = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c3 && t2({
          method: i.method,
          stage: oo(c3[1]),
          progress: p(c3[2]),
          processed: p(c3[3]),
          total: p(c3[4])
        });
      });
    }
  }];
}
function oo(t2) {
  return String(t2.toLowerCase().split(" ", 1)) || "unknown";
}
function io(t2) {
  const e = je(t2, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function ao() {
  return {
    type: "spawn.args",
    action(t2) {
      const e = [];
      let n;
      function r2(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t2.length; s++) {
        const o2 = t2[s];
        if (r(o2)) {
          r2(o(o2));
          continue;
        }
        if (o2 === "--") {
          r2(
            t2.slice(s + 1).flatMap((i) => r(i) && o(i) || i)
          );
          break;
        }
        e.push(o2);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function uo({
  block: t2,
  stdErr: e = true,
  stdOut: n = true
}) {
  if (t2 > 0)
    return {
      type: "spawn.after",
      action(r2, s) {
        let o2;
        function i() {
          o2 && clearTimeout(o2), o2 = setTimeout(c3, t2);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o2 && clearTimeout(o2);
        }
        function c3() {
          a(), s.kill(new A2(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
var import_file_exists, import_node_child_process2, import_debug, import_promise_deferred, import_node_path3, import_node_events, O2, Ae, A2, at, xe, I2, W2, ft, K2, m, Be, G2, Bt, V2, z2, l2, x2, Fe, mt, Ut, Xe, Ye, Qe, Je, Ft, nn, rn, sn, zt, qt, mn, Ht, Kt, kn, _t, vn, j2, En, Vt, Cn, M2, ot, Pn, Dn, Yt, Bn, Un, Wn, J2, Xn, Yn, Qt, R2, Jt, rr, Ot, sr, or, ir, ar, te, ee2, ne2, ur, se, Z2, dr, ie, gr, yr, wr, br, Tr, kr, _r, vr, Er, Sr, ue, Or, Cr, Ar, Nr, $r, Pr, Lr, jr, Br, Ir, Ur, Gr, fe, Hr, le, Vr, Xr, he, Qr, Jr, Zr, ts, rs, pe, ss, gt, ms, ys, $s, Ps, Us, $t, we, Hs, Ks, be, Qs, nt, ro, wo;
var init_dist3 = __esm({
  "node_modules/simple-git/dist/index.mjs"() {
    init_dist();
    init_dist();
    import_file_exists = __toESM(require_dist(), 1);
    import_node_child_process2 = require("node:child_process");
    import_debug = __toESM(require_src(), 1);
    import_promise_deferred = __toESM(require_dist2(), 1);
    import_node_path3 = require("node:path");
    init_dist2();
    import_node_events = require("node:events");
    O2 = class extends Error {
      constructor(e, n) {
        super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
      }
    };
    Ae = class extends O2 {
      constructor(e, n) {
        super(void 0, n), this.config = e;
      }
    };
    A2 = class extends O2 {
      constructor(e, n, r2) {
        super(e, r2), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
      }
    };
    at = class extends O2 {
      constructor(e, n) {
        super(void 0, n || String(e)), this.git = e;
      }
    };
    xe = class extends O2 {
      constructor(e) {
        super(void 0, e);
      }
    };
    I2 = "\0";
    W2 = () => {
    };
    ft = Object.prototype.toString.call.bind(Object.prototype.toString);
    K2 = (t2) => Array.isArray(t2);
    m = (t2) => typeof t2 == "string" || r(t2);
    Be = (t2) => m(t2) || Buffer.isBuffer(t2);
    G2 = (t2) => m(t2) || Array.isArray(t2) && t2.every(m);
    Bt = (t2) => t2 == null || "number|boolean|function".includes(typeof t2) ? false : typeof t2.length == "number";
    V2 = /* @__PURE__ */ ((t2) => (t2[t2.SUCCESS = 0] = "SUCCESS", t2[t2.ERROR = 1] = "ERROR", t2[t2.NOT_FOUND = -2] = "NOT_FOUND", t2[t2.UNCLEAN = 128] = "UNCLEAN", t2))(V2 || {});
    z2 = class _z {
      constructor(e, n) {
        this.stdOut = e, this.stdErr = n;
      }
      asStrings() {
        return new _z(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
      }
    };
    l2 = class {
      constructor(e, n) {
        this.matches = [], this.useMatches = Ue, this.parse = (r2, s) => (this.resetMatches(), this._regExp.every((o2, i) => this.addMatch(o2, i, r2(i))) ? this.useMatches(s, this.prepareMatches()) !== false : false), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
      }
      resetMatches() {
        this.matches.length = 0;
      }
      prepareMatches() {
        return this.matches;
      }
      addMatch(e, n, r2) {
        const s = r2 && e.exec(r2);
        return s && this.pushMatch(n, s), !!s;
      }
      pushMatch(e, n) {
        this.matches.push(...n.slice(1));
      }
    };
    x2 = class extends l2 {
      addMatch(e, n, r2) {
        return /^remote:\s/.test(String(r2)) && super.addMatch(e, n, r2);
      }
      pushMatch(e, n) {
        (e > 0 || n.length > 1) && super.pushMatch(e, n);
      }
    };
    Fe = {
      binary: "git",
      maxConcurrentProcesses: 5,
      config: [],
      trimmed: false
    };
    mt = ({ exitCode: t2 }, e, n, r2) => {
      if (t2 === V2.UNCLEAN && Ve(e))
        return n(Buffer.from("false"));
      r2(e);
    };
    Ut = (t2) => t2.trim() === "true";
    Xe = class {
      constructor(e) {
        this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
      }
    };
    Ye = /^[a-z]+\s*/i;
    Qe = /^[a-z]+\s+[a-z]+\s*/i;
    Je = /\/$/;
    Ft = [];
    nn = "Git clean interactive mode is not supported";
    rn = 'Git clean mode parameter ("n" or "f") is required';
    sn = "Git clean unknown option found in: ";
    zt = /* @__PURE__ */ ((t2) => (t2.DRY_RUN = "n", t2.FORCE = "f", t2.IGNORED_INCLUDED = "x", t2.IGNORED_ONLY = "X", t2.EXCLUDING = "e", t2.QUIET = "q", t2.RECURSIVE = "d", t2))(zt || {});
    qt = /* @__PURE__ */ new Set([
      "i",
      ...L2(Object.values(zt))
    ]);
    mn = class {
      constructor() {
        this.files = [], this.values = /* @__PURE__ */ Object.create(null);
      }
      get all() {
        return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
      }
      addFile(e) {
        if (!(e in this.values)) {
          const n = N2(this.files);
          this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
        }
        return this.values[e];
      }
      addValue(e, n, r2) {
        const s = this.addFile(e);
        Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r2) : s[n] = [s[n], r2] : s[n] = r2, this._all = void 0;
      }
    };
    Ht = /* @__PURE__ */ ((t2) => (t2.system = "system", t2.global = "global", t2.local = "local", t2.worktree = "worktree", t2))(Ht || {});
    Kt = /* @__PURE__ */ ((t2) => (t2.ADDED = "A", t2.COPIED = "C", t2.DELETED = "D", t2.MODIFIED = "M", t2.RENAMED = "R", t2.CHANGED = "T", t2.UNMERGED = "U", t2.UNKNOWN = "X", t2.BROKEN = "B", t2))(Kt || {});
    kn = new Set(Object.values(Kt));
    vn = ["-h"];
    j2 = /* @__PURE__ */ Symbol("grepQuery");
    En = class {
      constructor() {
        this[_t] = [];
      }
      *[(_t = j2, Symbol.iterator)]() {
        for (const e of this[j2])
          yield e;
      }
      and(...e) {
        return e.length && this[j2].push("--and", "(", ...U(e, "-e"), ")"), this;
      }
      param(...e) {
        return this[j2].push(...U(e, "-e")), this;
      }
    };
    Vt = /* @__PURE__ */ ((t2) => (t2.MIXED = "mixed", t2.SOFT = "soft", t2.HARD = "hard", t2.MERGE = "merge", t2.KEEP = "keep", t2))(Vt || {});
    Cn = L2(Object.values(Vt));
    import_debug.default.formatters.L = (t2) => String(Bt(t2) ? t2.length : "-");
    import_debug.default.formatters.B = (t2) => Buffer.isBuffer(t2) ? t2.toString("utf8") : ft(t2);
    M2 = class M3 {
      constructor(e = "GitExecutor") {
        this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
      }
      withProgress(e) {
        return this._queue.get(e);
      }
      createProgress(e) {
        const n = M3.getName(e.commands[0]), r2 = $2(this.logLabel, n);
        return {
          task: e,
          logger: r2,
          name: n
        };
      }
      push(e) {
        const n = this.createProgress(e);
        return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
      }
      fatal(e) {
        for (const [n, { logger: r2 }] of Array.from(this._queue.entries()))
          n === e.task ? (r2.info("Failed %o", e), r2(
            "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
          )) : r2.info(
            "A fatal exception occurred in a previous task, the queue has been purged: %o",
            e.message
          ), this.complete(n);
        if (this._queue.size !== 0)
          throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
      }
      complete(e) {
        this.withProgress(e) && this._queue.delete(e);
      }
      attempt(e) {
        const n = this.withProgress(e);
        if (!n)
          throw new O2(void 0, "TasksPendingQueue: attempt called for an unknown task");
        return n.logger("Starting task"), n;
      }
      static getName(e = "empty") {
        return `task:${e}:${++M3.counter}`;
      }
    };
    M2.counter = 0;
    ot = M2;
    Pn = class {
      constructor(e, n, r2) {
        this._executor = e, this._scheduler = n, this._plugins = r2, this._chain = Promise.resolve(), this._queue = new ot();
      }
      get cwd() {
        return this._cwd || this._executor.cwd;
      }
      set cwd(e) {
        this._cwd = e;
      }
      get env() {
        return this._executor.env;
      }
      get outputHandler() {
        return this._executor.outputHandler;
      }
      chain() {
        return this;
      }
      push(e) {
        return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
      }
      async attemptTask(e) {
        const n = await this._scheduler.next(), r2 = () => this._queue.complete(e);
        try {
          const { logger: s } = this._queue.attempt(e);
          return await (kt(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
        } catch (s) {
          throw this.onFatalException(e, s);
        } finally {
          r2(), n();
        }
      }
      onFatalException(e, n) {
        const r2 = n instanceof O2 ? Object.assign(n, { task: e }) : new O2(e, n && String(n));
        return this._chain = Promise.resolve(), this._queue.fatal(r2), r2;
      }
      async attemptRemoteTask(e, n) {
        const r2 = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
          "spawn.args",
          [...e.commands],
          this.taskContext(e, e.commands)
        ), o2 = await this.gitResponse(
          e,
          r2,
          s,
          this.outputHandler,
          n.step("SPAWN")
        ), i = await this.handleTaskData(e, s, o2, n.step("HANDLE"));
        return n("passing response to task's parser as a %s", e.format), en(e) ? Tt(e.parser, i) : Tt(e.parser, i.asStrings());
      }
      async attemptEmptyTask(e, n) {
        return n("empty task bypassing child process to call to task's parser"), e.parser(this);
      }
      handleTaskData(e, n, r2, s) {
        const { exitCode: o2, rejection: i, stdOut: a, stdErr: c3 } = r2;
        return new Promise((y2, w2) => {
          s("Preparing to handle process response exitCode=%d stdOut=", o2);
          const { error: T2 } = this._plugins.exec(
            "task.error",
            { error: i },
            {
              ...this.taskContext(e, n),
              ...r2
            }
          );
          if (T2 && e.onError)
            return s.info("exitCode=%s handling with custom error handler"), e.onError(
              r2,
              T2,
              (k2) => {
                s.info("custom error handler treated as success"), s("custom error returned a %s", ft(k2)), y2(
                  new z2(
                    Array.isArray(k2) ? Buffer.concat(k2) : k2,
                    Buffer.concat(c3)
                  )
                );
              },
              w2
            );
          if (T2)
            return s.info(
              "handling as error: exitCode=%s stdErr=%s rejection=%o",
              o2,
              c3.length,
              i
            ), w2(T2);
          s.info("retrieving task output complete"), y2(new z2(Buffer.concat(a), Buffer.concat(c3)));
        });
      }
      async gitResponse(e, n, r2, s, o2) {
        const i = o2.sibling("output"), a = this._plugins.exec(
          "spawn.options",
          {
            cwd: this.cwd,
            env: this.env,
            windowsHide: true
          },
          this.taskContext(e, e.commands)
        );
        return new Promise((c3) => {
          const y2 = [], w2 = [];
          o2.info("%s %o", n, r2), o2("%O", a);
          let T2 = this._beforeSpawn(e, r2);
          if (T2)
            return c3({
              stdOut: y2,
              stdErr: w2,
              exitCode: 9901,
              rejection: T2
            });
          this._plugins.exec("spawn.before", void 0, {
            ...this.taskContext(e, r2),
            kill(C2) {
              T2 = C2 || T2;
            }
          });
          const k2 = (0, import_node_child_process2.spawn)(n, r2, a);
          k2.stdout.on(
            "data",
            Et(y2, "stdOut", o2, i.step("stdOut"))
          ), k2.stderr.on(
            "data",
            Et(w2, "stdErr", o2, i.step("stdErr"))
          ), k2.on("error", Mn(w2, o2)), s && (o2("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k2.stdout, k2.stderr, [...r2])), this._plugins.exec("spawn.after", void 0, {
            ...this.taskContext(e, r2),
            spawned: k2,
            close(C2, Te) {
              c3({
                stdOut: y2,
                stdErr: w2,
                exitCode: C2,
                rejection: T2 || Te
              });
            },
            kill(C2) {
              k2.killed || (T2 = C2, k2.kill("SIGINT"));
            }
          });
        });
      }
      _beforeSpawn(e, n) {
        let r2;
        return this._plugins.exec("spawn.before", void 0, {
          ...this.taskContext(e, n),
          kill(s) {
            r2 = s || r2;
          }
        }), r2;
      }
      taskContext(e, n) {
        return {
          method: String(Me(e.commands) || ""),
          commands: n,
          env: { ...this.env },
          input: kt(e) ? void 0 : e.input
        };
      }
    };
    Dn = class {
      constructor(e, n, r2) {
        this.cwd = e, this._scheduler = n, this._plugins = r2, this._chain = this.chain();
      }
      chain() {
        return new Pn(this, this._scheduler, this._plugins);
      }
      push(e) {
        return this._chain.push(e);
      }
    };
    Yt = (t2, e, n) => {
      const r2 = ["clone", ...n];
      return m(t2) && r2.push(c(t2)), m(e) && r2.push(c(e)), g(r2);
    };
    Bn = (t2, e, n) => (S2(n, "--mirror"), Yt(t2, e, n));
    Un = [
      new l2(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t2, [e, n, r2]) => {
        t2.branch = e, t2.commit = r2, t2.root = !!n;
      }),
      new l2(/\s*Author:\s(.+)/i, (t2, [e]) => {
        const n = e.split("<"), r2 = n.pop();
        !r2 || !r2.includes("@") || (t2.author = {
          email: r2.substr(0, r2.length - 1),
          name: n.join("<").trim()
        });
      }),
      new l2(
        /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
        (t2, [e, n, r2]) => {
          t2.summary.changes = parseInt(e, 10) || 0, t2.summary.insertions = parseInt(n, 10) || 0, t2.summary.deletions = parseInt(r2, 10) || 0;
        }
      ),
      new l2(
        /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
        (t2, [e, n, r2]) => {
          t2.summary.changes = parseInt(e, 10) || 0;
          const s = parseInt(n, 10) || 0;
          r2 === "-" ? t2.summary.deletions = s : r2 === "+" && (t2.summary.insertions = s);
        }
      )
    ];
    Wn = new l2(
      /([a-z-]+): (\d+)$/,
      (t2, [e, n]) => {
        const r2 = jt(e);
        Object.hasOwn(t2, r2) && (t2[r2] = p(n));
      }
    );
    J2 = class {
      constructor(e, n, r2, s) {
        this.bare = e, this.path = n, this.existing = r2, this.gitDir = s;
      }
    };
    Xn = /^Init.+ repository in (.+)$/;
    Yn = /^Rein.+ in (.+)$/;
    Qt = "--bare";
    R2 = /* @__PURE__ */ ((t2) => (t2.NONE = "", t2.STAT = "--stat", t2.NUM_STAT = "--numstat", t2.NAME_ONLY = "--name-only", t2.NAME_STATUS = "--name-status", t2))(R2 || {});
    Jt = /^--(stat|numstat|name-only|name-status)(=|$)/;
    rr = class {
      constructor() {
        this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
      }
    };
    Ot = [
      new l2(
        /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
        (t2, [e, n, r2 = ""]) => {
          t2.files.push({
            file: e.trim(),
            changes: p(n),
            insertions: r2.replace(/[^+]/g, "").length,
            deletions: r2.replace(/[^-]/g, "").length,
            binary: false
          });
        }
      ),
      new l2(
        /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
        (t2, [e, n, r2]) => {
          t2.files.push({
            file: e.trim(),
            before: p(n),
            after: p(r2),
            binary: true
          });
        }
      ),
      new l2(/^(.+)\s+\|\s+Bin\s*$/, (t2, [e]) => {
        t2.files.push({
          file: e.trim(),
          before: 0,
          after: 0,
          binary: true
        });
      }),
      new l2(
        /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
        (t2, [e, n]) => {
          const r2 = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
          t2.changed = p(e), t2.insertions = p(r2?.[1]), t2.deletions = p(s?.[1]);
        }
      )
    ];
    sr = [
      new l2(
        /(\d+)\t(\d+)\t(.+)$/,
        (t2, [e, n, r2]) => {
          const s = p(e), o2 = p(n);
          t2.changed++, t2.insertions += s, t2.deletions += o2, t2.files.push({
            file: r2,
            changes: s + o2,
            insertions: s,
            deletions: o2,
            binary: false
          });
        }
      ),
      new l2(/-\t-\t(.+)$/, (t2, [e]) => {
        t2.changed++, t2.files.push({
          file: e,
          after: 0,
          before: 0,
          binary: true
        });
      })
    ];
    or = [
      new l2(/(.+)$/, (t2, [e]) => {
        t2.changed++, t2.files.push({
          file: e,
          changes: 0,
          insertions: 0,
          deletions: 0,
          binary: false
        });
      })
    ];
    ir = [
      new l2(
        /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
        (t2, [e, n, r2, s, o2]) => {
          t2.changed++, t2.files.push({
            file: o2 ?? r2,
            changes: 0,
            insertions: 0,
            deletions: 0,
            binary: false,
            status: bt(_n(e) && e),
            from: bt(!!o2 && r2 !== o2 && r2),
            similarity: p(n)
          });
        }
      )
    ];
    ar = {
      [R2.NONE]: Ot,
      [R2.STAT]: Ot,
      [R2.NUM_STAT]: sr,
      [R2.NAME_STATUS]: ir,
      [R2.NAME_ONLY]: or
    };
    te = "\xF2\xF2\xF2\xF2\xF2\xF2 ";
    ee2 = " \xF2\xF2";
    ne2 = " \xF2 ";
    ur = ["hash", "date", "message", "refs", "author_name", "author_email"];
    se = /* @__PURE__ */ ((t2) => (t2[t2["--pretty"] = 0] = "--pretty", t2[t2["max-count"] = 1] = "max-count", t2[t2.maxCount = 2] = "maxCount", t2[t2.n = 3] = "n", t2[t2.file = 4] = "file", t2[t2.format = 5] = "format", t2[t2.from = 6] = "from", t2[t2.to = 7] = "to", t2[t2.splitter = 8] = "splitter", t2[t2.symmetric = 9] = "symmetric", t2[t2.mailMap = 10] = "mailMap", t2[t2.multiLine = 11] = "multiLine", t2[t2.strictDate = 12] = "strictDate", t2))(se || {});
    Z2 = class {
      constructor(e, n = null, r2) {
        this.reason = e, this.file = n, this.meta = r2;
      }
      toString() {
        return `${this.file}:${this.reason}`;
      }
    };
    dr = class {
      constructor() {
        this.conflicts = [], this.merges = [], this.result = "success";
      }
      get failed() {
        return this.conflicts.length > 0;
      }
      get reason() {
        return this.result;
      }
      toString() {
        return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
      }
    };
    ie = class {
      constructor() {
        this.remoteMessages = {
          all: []
        }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
          changes: 0,
          deletions: 0,
          insertions: 0
        };
      }
    };
    gr = class {
      constructor() {
        this.remote = "", this.hash = {
          local: "",
          remote: ""
        }, this.branch = {
          local: "",
          remote: ""
        }, this.message = "";
      }
      toString() {
        return this.message;
      }
    };
    yr = [
      new x2(
        /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
        (t2, [e, n]) => {
          const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
          Object.assign(s, { [r2]: p(n) });
        }
      ),
      new x2(
        /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
        (t2, [e, n]) => {
          const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
          Object.assign(s, { [r2]: p(n) });
        }
      ),
      new x2(
        /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
        (t2, [e, n, r2]) => {
          const s = tt(t2.remoteMessages);
          s.total = Ct(e), s.reused = Ct(n), s.packReused = p(r2);
        }
      )
    ];
    wr = [
      new x2(/^remote:\s*(.+)$/, (t2, [e]) => (t2.remoteMessages.all.push(e.trim()), false)),
      ...yr,
      new x2(
        [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
        (t2, [e]) => {
          t2.remoteMessages.pullRequestUrl = e;
        }
      ),
      new x2(
        [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
        (t2, [e, n, r2]) => {
          t2.remoteMessages.vulnerabilities = {
            count: p(e),
            summary: n,
            url: r2
          };
        }
      )
    ];
    br = class {
      constructor() {
        this.all = [];
      }
    };
    Tr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/;
    kr = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/;
    _r = /^(create|delete) mode \d+ (.+)/;
    vr = [
      new l2(Tr, (t2, [e, n, r2]) => {
        t2.files.push(e), n && (t2.insertions[e] = n.length), r2 && (t2.deletions[e] = r2.length);
      }),
      new l2(kr, (t2, [e, , n, , r2]) => n !== void 0 || r2 !== void 0 ? (t2.summary.changes = +e || 0, t2.summary.insertions = +n || 0, t2.summary.deletions = +r2 || 0, true) : false),
      new l2(_r, (t2, [e, n]) => {
        S2(t2.files, n), S2(e === "create" ? t2.created : t2.deleted, n);
      })
    ];
    Er = [
      new l2(/^from\s(.+)$/i, (t2, [e]) => {
        t2.remote = e;
      }),
      new l2(/^fatal:\s(.+)$/, (t2, [e]) => {
        t2.message = e;
      }),
      new l2(
        /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
        (t2, [e, n, r2, s]) => {
          t2.branch.local = r2, t2.hash.local = e, t2.branch.remote = s, t2.hash.remote = n;
        }
      )
    ];
    Sr = (t2, e) => E2(new ie(), vr, [t2, e]);
    ue = (t2, e) => Object.assign(
      new ie(),
      Sr(t2, e),
      ae(t2, e)
    );
    Or = [
      new l2(/^Auto-merging\s+(.+)$/, (t2, [e]) => {
        t2.merges.push(e);
      }),
      new l2(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t2, [e, n]) => {
        t2.conflicts.push(new Z2(e, n));
      }),
      new l2(
        /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
        (t2, [e, n, r2]) => {
          t2.conflicts.push(new Z2(e, n, { deleteRef: r2 }));
        }
      ),
      new l2(/^CONFLICT\s+\((.+)\):/, (t2, [e]) => {
        t2.conflicts.push(new Z2(e, null));
      }),
      new l2(/^Automatic merge failed;\s+(.+)$/, (t2, [e]) => {
        t2.result = e;
      })
    ];
    Cr = (t2, e) => Object.assign(Ar(t2), ue(t2, e));
    Ar = (t2) => E2(new dr(), Or, t2);
    Nr = [
      new l2(/^Pushing to (.+)$/, (t2, [e]) => {
        t2.repo = e;
      }),
      new l2(/^updating local tracking ref '(.+)'/, (t2, [e]) => {
        t2.ref = {
          ...t2.ref || {},
          local: e
        };
      }),
      new l2(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t2, [e, n, r2]) => {
        t2.pushed.push(xr(e, n, r2));
      }),
      new l2(
        /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
        (t2, [e, n, r2]) => {
          t2.branch = {
            ...t2.branch || {},
            local: e,
            remote: n,
            remoteName: r2
          };
        }
      ),
      new l2(
        /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
        (t2, [e, n, r2, s]) => {
          t2.update = {
            head: {
              local: e,
              remote: n
            },
            hash: {
              from: r2,
              to: s
            }
          };
        }
      )
    ];
    $r = (t2, e) => {
      const n = Pr(t2, e), r2 = ae(t2, e);
      return {
        ...n,
        ...r2
      };
    };
    Pr = (t2, e) => E2({ pushed: [] }, Nr, [t2, e]);
    Lr = /^(.+)\0(.+)$/;
    jr = class {
      constructor(e, n, r2) {
        if (this.path = e, this.index = n, this.working_dir = r2, n === "R" || r2 === "R") {
          const s = Lr.exec(e) || [null, e, e];
          this.from = s[2] || "", this.path = s[1] || "";
        }
      }
    };
    Br = class {
      constructor() {
        this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = false, this.isClean = () => !this.files.length;
      }
    };
    Ir = new Map([
      _2(
        " ",
        "A",
        (t2, e) => t2.created.push(e)
      ),
      _2(
        " ",
        "D",
        (t2, e) => t2.deleted.push(e)
      ),
      _2(
        " ",
        "M",
        (t2, e) => t2.modified.push(e)
      ),
      _2("A", " ", (t2, e) => {
        t2.created.push(e), t2.staged.push(e);
      }),
      _2("A", "M", (t2, e) => {
        t2.created.push(e), t2.staged.push(e), t2.modified.push(e);
      }),
      _2("D", " ", (t2, e) => {
        t2.deleted.push(e), t2.staged.push(e);
      }),
      _2("M", " ", (t2, e) => {
        t2.modified.push(e), t2.staged.push(e);
      }),
      _2("M", "M", (t2, e) => {
        t2.modified.push(e), t2.staged.push(e);
      }),
      _2("R", " ", (t2, e) => {
        t2.renamed.push(xt(e));
      }),
      _2("R", "M", (t2, e) => {
        const n = xt(e);
        t2.renamed.push(n), t2.modified.push(n.to);
      }),
      _2("!", "!", (t2, e) => {
        (t2.ignored = t2.ignored || []).push(e);
      }),
      _2(
        "?",
        "?",
        (t2, e) => t2.not_added.push(e)
      ),
      ...et(
        "A",
        "A",
        "U"
        /* UNMERGED */
      ),
      ...et(
        "D",
        "D",
        "U"
        /* UNMERGED */
      ),
      ...et(
        "U",
        "A",
        "D",
        "U"
        /* UNMERGED */
      ),
      [
        "##",
        (t2, e) => {
          const n = /ahead (\d+)/, r2 = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o2 = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
          let a = n.exec(e);
          t2.ahead = a && +a[1] || 0, a = r2.exec(e), t2.behind = a && +a[1] || 0, a = s.exec(e), t2.current = d(a?.[1], m, null), a = o2.exec(e), t2.tracking = d(a?.[1], m, null), a = i.exec(e), a && (t2.current = d(a?.[1], m, t2.current)), t2.detached = /\(no branch\)/.test(e);
        }
      ]
    ]);
    Ur = function(t2) {
      const e = t2.split(I2), n = new Br();
      for (let r2 = 0, s = e.length; r2 < s; ) {
        let o2 = e[r2++].trim();
        o2 && (o2.charAt(0) === "R" && (o2 += I2 + (e[r2++] || "")), Fr(n, o2));
      }
      return n;
    };
    Gr = ["--null", "-z"];
    fe = "installed=false";
    Hr = [
      new l2(
        /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
        (t2, [e, n, r2, s = ""]) => {
          Object.assign(
            t2,
            q2(p(e), p(n), p(r2), s)
          );
        }
      ),
      new l2(
        /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
        (t2, [e, n, r2, s = ""]) => {
          Object.assign(t2, q2(p(e), p(n), r2, s));
        }
      )
    ];
    le = class {
      constructor(e) {
        this._executor = e;
      }
      _runTask(e, n) {
        const r2 = this._executor.chain(), s = r2.push(e);
        return n && Ln(e, s, n), Object.create(this, {
          then: { value: s.then.bind(s) },
          catch: { value: s.catch.bind(s) },
          _executor: { value: r2 }
        });
      }
      add(e) {
        return this._runTask(
          g(["add", ...v(e)]),
          u(arguments)
        );
      }
      cwd(e) {
        const n = u(arguments);
        return typeof e == "string" ? this._runTask(St(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
          St(
            e.path,
            e.root && this._executor || void 0
          ),
          n
        ) : this._runTask(
          b2("Git.cwd: workingDirectory must be supplied as a string"),
          n
        );
      }
      hashObject(e, n) {
        return this._runTask(
          Vn(e, n === true),
          u(arguments)
        );
      }
      init(e) {
        return this._runTask(
          Zn(e === true, this._executor.cwd, h2(arguments)),
          u(arguments)
        );
      }
      merge() {
        return this._runTask(
          At(h2(arguments)),
          u(arguments)
        );
      }
      mergeFromTo(e, n) {
        return m(e) && m(n) ? this._runTask(
          At([e, n, ...h2(arguments)]),
          u(arguments, false)
        ) : this._runTask(
          b2(
            "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
          )
        );
      }
      outputHandler(e) {
        return this._executor.outputHandler = e, this;
      }
      push() {
        const e = ce(
          {
            remote: d(arguments[0], m),
            branch: d(arguments[1], m)
          },
          h2(arguments)
        );
        return this._runTask(e, u(arguments));
      }
      stash() {
        return this._runTask(
          g(["stash", ...h2(arguments)]),
          u(arguments)
        );
      }
      status() {
        return this._runTask(
          zr(h2(arguments)),
          u(arguments)
        );
      }
    };
    Object.assign(
      le.prototype,
      jn(),
      In(),
      zn(),
      Tn(),
      Hn(),
      Kn(),
      On(),
      er(),
      pr(),
      Dr(),
      Wr()
    );
    Vr = /* @__PURE__ */ (() => {
      let t2 = 0;
      return () => {
        t2++;
        const { promise: e, done: n } = (0, import_promise_deferred.createDeferred)();
        return {
          promise: e,
          done: n,
          id: t2
        };
      };
    })();
    Xr = class {
      constructor(e = 2) {
        this.concurrency = e, this.logger = $2("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
      }
      schedule() {
        if (!this.pending.length || this.running.length >= this.concurrency) {
          this.logger(
            "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
            this.pending.length,
            this.running.length,
            this.concurrency
          );
          return;
        }
        const e = S2(this.running, this.pending.shift());
        this.logger("Attempting id=%s", e.id), e.done(() => {
          this.logger("Completing id=", e.id), ct(this.running, e), this.schedule();
        });
      }
      next() {
        const { promise: e, id: n } = S2(this.pending, Vr());
        return this.logger("Scheduling id=%s", n), this.schedule(), e;
      }
    };
    he = /* @__PURE__ */ ((t2) => (t2.CURRENT = "*", t2.LINKED = "+", t2))(he || {});
    Qr = class {
      constructor() {
        this.all = [], this.branches = {}, this.current = "", this.detached = false;
      }
      push(e, n, r2, s, o2) {
        e === "*" && (this.detached = n, this.current = r2), this.all.push(r2), this.branches[r2] = {
          current: e === "*",
          linkedWorkTree: e === "+",
          name: r2,
          commit: s,
          label: o2
        };
      }
    };
    Jr = [
      new l2(
        /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
        (t2, [e, n, r2, s]) => {
          t2.push(Nt(e), true, n, r2, s);
        }
      ),
      new l2(
        /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
        (t2, [e, n, r2, s]) => {
          t2.push(Nt(e), false, n, r2, s);
        }
      )
    ];
    Zr = new l2(/^(\S+)$/s, (t2, [e]) => {
      t2.push(he.CURRENT, false, e, "", "");
    });
    ts = class {
      constructor() {
        this.all = [], this.branches = {}, this.errors = [];
      }
      get success() {
        return !this.errors.length;
      }
    };
    rs = /(\S+)\s+\(\S+\s([^)]+)\)/;
    pe = /^error[^']+'([^']+)'/m;
    ss = [
      new l2(rs, (t2, [e, n]) => {
        const r2 = es(e, n);
        t2.all.push(r2), t2.branches[e] = r2;
      }),
      new l2(pe, (t2, [e]) => {
        const n = ns(e);
        t2.errors.push(n), t2.all.push(n), t2.branches[e] = n;
      })
    ];
    gt = (t2, e) => E2(new ts(), ss, [t2, e]);
    ms = [
      new l2(/From (.+)$/, (t2, [e]) => {
        t2.remote = e;
      }),
      new l2(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
        t2.branches.push({
          name: e,
          tracking: n
        });
      }),
      new l2(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
        t2.tags.push({
          name: e,
          tracking: n
        });
      }),
      new l2(/- \[deleted]\s+\S+\s*-> (.+)$/, (t2, [e]) => {
        t2.deleted.push({
          tracking: e
        });
      }),
      new l2(
        /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
        (t2, [e, n, r2, s]) => {
          t2.updated.push({
            name: r2,
            tracking: s,
            to: n,
            from: e
          });
        }
      )
    ];
    ys = [
      new l2(/^Renaming (.+) to (.+)$/, (t2, [e, n]) => {
        t2.moves.push({ from: e, to: n });
      })
    ];
    $s = class {
      constructor(e, n) {
        this.all = e, this.latest = n;
      }
    };
    Ps = function(t2, e = false) {
      const n = t2.split(`
`).map(Ds).filter(Boolean);
      e || n.sort(function(s, o2) {
        const i = s.split("."), a = o2.split(".");
        if (i.length === 1 || a.length === 1)
          return Ms(B2(i[0]), B2(a[0]));
        for (let c3 = 0, y2 = Math.max(i.length, a.length); c3 < y2; c3++) {
          const w2 = ye(B2(i[c3]), B2(a[c3]));
          if (w2)
            return w2;
        }
        return 0;
      });
      const r2 = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
      return new $s(n, r2);
    };
    (f2.prototype = Object.create(le.prototype)).constructor = f2;
    f2.prototype.customBinary = function(t2) {
      return this._plugins.reconfigure("binary", t2), this;
    };
    f2.prototype.env = function(t2, e) {
      return arguments.length === 1 && typeof t2 == "object" ? this._executor.env = t2 : (this._executor.env = this._executor.env || {})[t2] = e, this;
    };
    f2.prototype.stashList = function(t2) {
      return this._runTask(
        Cs(
          ht(arguments) || {},
          K2(t2) && t2 || []
        ),
        u(arguments)
      );
    };
    f2.prototype.mv = function(t2, e) {
      return this._runTask(bs(t2, e), u(arguments));
    };
    f2.prototype.checkoutLatestTag = function(t2) {
      var e = this;
      return this.pull(function() {
        e.tags(function(n, r2) {
          e.checkout(r2.latest, t2);
        });
      });
    };
    f2.prototype.pull = function(t2, e, n, r2) {
      return this._runTask(
        Ts(
          d(t2, m),
          d(e, m),
          h2(arguments)
        ),
        u(arguments)
      );
    };
    f2.prototype.fetch = function(t2, e) {
      return this._runTask(
        gs(
          d(t2, m),
          d(e, m),
          h2(arguments)
        ),
        u(arguments)
      );
    };
    f2.prototype.tags = function(t2, e) {
      return this._runTask(
        Ls(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.rebase = function() {
      return this._runTask(
        g(["rebase", ...h2(arguments)]),
        u(arguments)
      );
    };
    f2.prototype.reset = function(t2) {
      return this._runTask(
        An(xn(t2), h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.revert = function(t2) {
      const e = u(arguments);
      return typeof t2 != "string" ? this._runTask(b2("Commit must be a string"), e) : this._runTask(
        g(["revert", ...h2(arguments, 0, true), t2]),
        e
      );
    };
    f2.prototype.addTag = function(t2) {
      const e = typeof t2 == "string" ? js(t2) : b2("Git.addTag requires a tag name");
      return this._runTask(e, u(arguments));
    };
    f2.prototype.addAnnotatedTag = function(t2, e) {
      return this._runTask(
        Bs(t2, e),
        u(arguments)
      );
    };
    f2.prototype.deleteLocalBranch = function(t2, e, n) {
      return this._runTask(
        cs(t2, typeof e == "boolean" ? e : false),
        u(arguments)
      );
    };
    f2.prototype.deleteLocalBranches = function(t2, e, n) {
      return this._runTask(
        us(t2, typeof e == "boolean" ? e : false),
        u(arguments)
      );
    };
    f2.prototype.branch = function(t2, e) {
      return this._runTask(
        is(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.branchLocal = function(t2) {
      return this._runTask(as(), u(arguments));
    };
    f2.prototype.raw = function(t2) {
      const e = !Array.isArray(t2), n = [].slice.call(e ? arguments : t2, 0);
      for (let s = 0; s < n.length && e; s++)
        if (!st(n[s])) {
          n.splice(s, n.length - s);
          break;
        }
      n.push(...h2(arguments, 0, true));
      var r2 = u(arguments);
      return n.length ? this._runTask(g(n, this._trimmed), r2) : this._runTask(
        b2("Raw: must supply one or more command to execute"),
        r2
      );
    };
    f2.prototype.submoduleAdd = function(t2, e, n) {
      return this._runTask(As(t2, e), u(arguments));
    };
    f2.prototype.submoduleUpdate = function(t2, e) {
      return this._runTask(
        Ns(h2(arguments, true)),
        u(arguments)
      );
    };
    f2.prototype.submoduleInit = function(t2, e) {
      return this._runTask(
        xs(h2(arguments, true)),
        u(arguments)
      );
    };
    f2.prototype.subModule = function(t2, e) {
      return this._runTask(
        X2(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.listRemote = function() {
      return this._runTask(
        Ss(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.addRemote = function(t2, e, n) {
      return this._runTask(
        vs(t2, e, h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.removeRemote = function(t2, e) {
      return this._runTask(Os(t2), u(arguments));
    };
    f2.prototype.getRemotes = function(t2, e) {
      return this._runTask(Es(t2 === true), u(arguments));
    };
    f2.prototype.remote = function(t2, e) {
      return this._runTask(
        Rs(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.tag = function(t2, e) {
      const n = h2(arguments);
      return n[0] !== "tag" && n.unshift("tag"), this._runTask(g(n), u(arguments));
    };
    f2.prototype.updateServerInfo = function(t2) {
      return this._runTask(
        g(["update-server-info"]),
        u(arguments)
      );
    };
    f2.prototype.pushTags = function(t2, e) {
      const n = Mr(
        { remote: d(t2, m) },
        h2(arguments)
      );
      return this._runTask(n, u(arguments));
    };
    f2.prototype.rm = function(t2) {
      return this._runTask(
        g(["rm", "-f", ...v(t2)]),
        u(arguments)
      );
    };
    f2.prototype.rmKeepLocal = function(t2) {
      return this._runTask(
        g(["rm", "--cached", ...v(t2)]),
        u(arguments)
      );
    };
    f2.prototype.catFile = function(t2, e) {
      return this._catFile("utf-8", arguments);
    };
    f2.prototype.binaryCatFile = function() {
      return this._catFile("buffer", arguments);
    };
    f2.prototype._catFile = function(t2, e) {
      var n = u(e), r2 = ["cat-file"], s = e[0];
      if (typeof s == "string")
        return this._runTask(
          b2("Git.catFile: options must be supplied as an array of strings"),
          n
        );
      Array.isArray(s) && r2.push.apply(r2, s);
      const o2 = t2 === "buffer" ? Gt(r2) : g(r2);
      return this._runTask(o2, n);
    };
    f2.prototype.diff = function(t2, e) {
      const n = m(t2) ? b2(
        "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
      ) : g(["diff", ...h2(arguments)]);
      return this._runTask(n, u(arguments));
    };
    f2.prototype.diffSummary = function() {
      return this._runTask(
        fr(h2(arguments, 1)),
        u(arguments)
      );
    };
    f2.prototype.applyPatch = function(t2) {
      const e = G2(t2) ? Yr(v(t2), h2([].slice.call(arguments, 1))) : b2(
        "git.applyPatch requires one or more string patches as the first argument"
      );
      return this._runTask(e, u(arguments));
    };
    f2.prototype.revparse = function() {
      const t2 = ["rev-parse", ...h2(arguments, true)];
      return this._runTask(
        g(t2, true),
        u(arguments)
      );
    };
    f2.prototype.clean = function(t2, e, n) {
      const r2 = un(t2), s = r2 && t2.join("") || d(t2, m) || "", o2 = h2([].slice.call(arguments, r2 ? 1 : 0));
      return this._runTask(
        on(s, o2),
        u(arguments)
      );
    };
    f2.prototype.exec = function(t2) {
      const e = {
        commands: [],
        format: "utf-8",
        parser() {
          typeof t2 == "function" && t2();
        }
      };
      return this._runTask(e);
    };
    f2.prototype.checkIgnore = function(t2, e) {
      return this._runTask(
        fs(v(d(t2, G2, []))),
        u(arguments)
      );
    };
    f2.prototype.checkIsRepo = function(t2, e) {
      return this._runTask(
        We(d(t2, m)),
        u(arguments)
      );
    };
    Us = $2("", "plugin:allowEnvironment");
    $t = (0, import_promise_deferred.deferred)().promise;
    we = $2("", "plugin:binary");
    Hs = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings";
    Ks = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
    be = {
      DISALLOWED_ABBREVIATED: {
        text: "disallowed abbreviated or ambiguous option",
        solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
      },
      UNKNOWN: {
        text: "~ unknown ~",
        solution: void 0
      }
    };
    Qs = class extends O2 {
      constructor(e = "") {
        const n = Ys(e);
        super(void 0, be[n].solution?.replace("{message}", e) ?? e), this.reason = n;
      }
    };
    nt = $2("", "plugin:input");
    ro = class {
      constructor() {
        this.plugins = /* @__PURE__ */ new Set(), this.events = new import_node_events.EventEmitter();
      }
      on(e, n) {
        this.events.on(e, n);
      }
      reconfigure(e, n) {
        this.events.emit(e, n);
      }
      append(e, n) {
        const r2 = S2(this.plugins, { type: e, action: n });
        return () => this.plugins.delete(r2);
      }
      add(e) {
        const n = [];
        return v(e).forEach(
          (r2) => {
            r2 && this.plugins.add(S2(n, r2));
          }
        ), () => {
          n.forEach((r2) => {
            this.plugins.delete(r2);
          });
        };
      }
      exec(e, n, r2) {
        let s = n;
        const o2 = Object.freeze(Object.create(r2));
        for (const i of this.plugins)
          i.type === e && (s = i.action(s, o2));
        return s;
      }
    };
    wo = (t2, e) => {
      const n = new ro(), r2 = Ge(
        t2 && (typeof t2 == "string" ? { baseDir: t2 } : t2) || {},
        e
      );
      if (!Lt(r2.baseDir))
        throw new Ae(
          r2,
          "Cannot use simple-git on a directory that does not exist"
        );
      return Array.isArray(r2.config) && n.add(qs(r2.config)), n.add(zs(r2.unsafe)), n.add(Ws(r2.completion)), r2.abort && n.add(Is(r2.abort)), r2.progress && n.add(so(r2.progress)), r2.timeout && n.add(uo(r2.timeout)), r2.spawnOptions && n.add(io(r2.spawnOptions)), n.add(ao()), n.add(no(r2.input)), n.add(Mt(to(true))), r2.errors && n.add(Mt(r2.errors)), Xs(n, r2.binary, r2.unsafe?.allowUnsafeCustomBinary), n.add(
        Fs(r2.allowEnvironment ?? [], r2.unsafe?.allowAbbreviatedOptions)
      ), new f2(r2, n);
    };
  }
});

// src/git/client.ts
function gitClient(root, extra = {}) {
  ignoreReplaceRefsAndGrafts();
  return wo({
    baseDir: root,
    binary: "git",
    maxConcurrentProcesses: 4,
    trimmed: false,
    allowEnvironment: [...GIT_ENV_ALLOWED, ...Object.keys(HISTORY_AS_WRITTEN)],
    ...extra
  });
}
async function commitOf(dir, rev) {
  try {
    const sha = (await gitClient(dir).raw(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`])).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}
var init_client = __esm({
  "src/git/client.ts"() {
    "use strict";
    init_dist3();
    init_plain();
  }
});

// src/git/repo.ts
var repo_exports = {};
__export(repo_exports, {
  EMPTY_TREE: () => EMPTY_TREE,
  approvalCommits: () => approvalCommits,
  blobIds: () => blobIds,
  blobsAt: () => blobsAt,
  changedFiles: () => changedFiles,
  commitsTouching: () => commitsTouching,
  defaultBranch: () => defaultBranch,
  filesMatching: () => filesMatching,
  gitBlobId: () => gitBlobId,
  hasCommits: () => hasCommits,
  isAncestor: () => isAncestor,
  isShallow: () => isShallow,
  mergeBase: () => mergeBase,
  mergeBaseOf: () => mergeBaseOf,
  notAFileChanges: () => notAFileChanges,
  pathHistory: () => pathHistory,
  pathsMatching: () => pathsMatching,
  readAtCommits: () => readAtCommits,
  readBlobs: () => readBlobs,
  repoIdentity: () => repoIdentity,
  requireGitDir: () => requireGitDir,
  requireRepo: () => requireRepo,
  resolveCommit: () => resolveCommit,
  shasTouching: () => shasTouching,
  stagedBlobs: () => stagedBlobs
});
function stderrOf(error) {
  const m2 = error.message ?? String(error);
  return m2.split("\n").map((l3) => l3.replace(/^(fatal|error): /, "").trim()).find(Boolean) ?? "unknown error";
}
async function run(root, args) {
  return gitClient(root).raw(["--literal-pathspecs", ...args]);
}
async function tryRun(root, args) {
  try {
    return await run(root, args);
  } catch {
    return null;
  }
}
async function requireRepo(root) {
  const out = await tryRun(root, ["rev-parse", "--is-inside-work-tree"]);
  if (out?.trim() !== "true")
    throw new CliError(
      `${root} is not inside a git work tree; run handover check in a clone (or use handover lint for the static rules only).`,
      2
    );
}
async function requireGitDir(root) {
  if (await tryRun(root, ["rev-parse", "--git-dir"]) === null)
    throw new CliError(
      `${root} is not a git repository; install handover check --pre-receive as the hook of the server's repository.`,
      2
    );
}
async function defaultBranch(root) {
  const ref = (await tryRun(root, ["symbolic-ref", "--quiet", "HEAD"]))?.trim();
  return ref && /^refs\/heads\/[A-Za-z0-9._/@+-]+$/.test(ref) ? ref : null;
}
async function hasCommits(root) {
  return await commitOf(root, "HEAD") !== null;
}
async function isShallow(root) {
  return (await tryRun(root, ["rev-parse", "--is-shallow-repository"]))?.trim() === "true";
}
async function resolveCommit(root, ref, what = "ref") {
  checkRef2(ref, what);
  const sha = await commitOf(root, ref);
  if (sha) return sha;
  if (!await hasCommits(root))
    throw new CliError(
      `The repository has no commits yet, so the ${what} "${printable(ref)}" does not exist; commit first, or run handover check --staged.`,
      2
    );
  const hint = await isShallow(root) ? `; ${UNSHALLOW}` : `; check the name, or fetch it first (e.g. git fetch origin ${ref.replace(/^origin\//, "")})`;
  throw new CliError(`The ${what} "${printable(ref)}" is not a commit in this repository${hint}.`, 2);
}
async function mergeBase(root, a, b3) {
  const out = await tryRun(root, ["merge-base", "--end-of-options", checkRef2(a), checkRef2(b3)]);
  return out?.trim() || null;
}
function gitBlobId(bytes, idLength) {
  return (0, import_node_crypto.createHash)(idLength === 64 ? "sha256" : "sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
async function blobsAt(root, rev, paths) {
  const out = await run(root, [
    "ls-tree",
    "-z",
    "-l",
    "--full-tree",
    checkRef2(rev),
    "--",
    ...paths.map(checkPath)
  ]).catch((e) => {
    throw new CliError(`git could not list ${printable(rev)}: ${stderrOf(e)}; check that the commit exists.`, 2);
  });
  const found = /* @__PURE__ */ new Map();
  for (const rec of out.split("\0")) {
    const m2 = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t([\s\S]*)$/.exec(rec);
    if (m2) found.set(m2[5], { path: m2[5], oid: m2[3], mode: m2[1], size: m2[4] === "-" ? null : Number(m2[4]) });
  }
  return found;
}
async function stagedBlobs(root, paths) {
  const out = await run(root, ["ls-files", "-z", "--stage", "--full-name", "--", ...paths.map(checkPath)]).catch(
    (e) => {
      throw new CliError(`git could not read the index: ${stderrOf(e)}; run git status to see what is wrong.`, 2);
    }
  );
  const found = /* @__PURE__ */ new Map();
  for (const rec of out.split("\0")) {
    const m2 = /^(\d+) ([0-9a-f]+) (\d)\t([\s\S]*)$/.exec(rec);
    if (m2 && (m2[3] === "0" || m2[3] === "2" && !found.has(m2[4])))
      found.set(m2[4], { path: m2[4], oid: m2[2], mode: m2[1], size: null });
  }
  return found;
}
async function objectSizes(root, specs) {
  const input = `${specs.join("\n")}
`;
  const client = gitClient(root, { input: () => input });
  const out = await client.raw(["cat-file", "--batch-check=%(objectname) %(objecttype) %(objectsize)"]).catch((e) => {
    throw new CliError(`git could not read objects: ${stderrOf(e)}; run git fsck to check the repository.`, 2);
  });
  const lines = out.split("\n");
  const found = /* @__PURE__ */ new Map();
  specs.forEach((spec, i) => {
    const m2 = /^([0-9a-f]{40,64}) blob (\d+)$/.exec(lines[i] ?? "");
    if (m2) found.set(spec, { oid: m2[1], size: Number(m2[2]) });
  });
  return found;
}
async function blobIds(root, specs) {
  if (specs.length === 0) return [];
  const keys = specs.map((s) => `${checkRef2(s.rev)}:${checkPath(s.path)}`);
  const found = await objectSizes(root, keys);
  return keys.map((k2) => found.get(k2) ?? null);
}
async function readBlobs(root, oids, knownSizes) {
  const unique = [...new Set(oids)];
  const out = /* @__PURE__ */ new Map();
  if (!unique.every((o2) => /^[0-9a-f]{40,64}$/.test(o2)))
    throw new CliError("internal error: a blob id is not a hex sha; please report it.", 2);
  if (unique.length <= 4) {
    const read = await Promise.all(
      unique.map(
        (o2) => gitClient(root).showBuffer([o2]).catch(() => null)
      )
    );
    unique.forEach((o2, i) => {
      if (read[i]) out.set(o2, read[i]);
    });
    return out;
  }
  for (let i = 0; i < unique.length; i += 500) {
    const batch = unique.slice(i, i + 500);
    const sizes = knownSizes && batch.every((o2) => knownSizes.has(o2)) ? new Map(batch.map((o2) => [o2, knownSizes.get(o2)])) : new Map([...await objectSizes(root, batch)].map(([o2, v2]) => [o2, v2.size]));
    const present = batch.filter((o2) => sizes.has(o2));
    if (present.length === 0) continue;
    const buf = await gitClient(root).showBuffer(present).catch((e) => {
      throw new CliError(
        `git could not read file contents: ${stderrOf(e)}; run git fsck to check the repository.`,
        2
      );
    });
    let at2 = 0;
    for (const o2 of present) {
      const size = sizes.get(o2);
      out.set(o2, buf.subarray(at2, at2 + size));
      at2 += size;
    }
    if (at2 !== buf.length)
      throw new CliError("git returned file contents of an unexpected size; run git fsck and try again.", 2);
  }
  return out;
}
function rangeSpec(base, head) {
  if (base === "all") return { not: ["--not", "--all"], shown: `${printable(head)} (commits no ref has)` };
  const bases = typeof base === "string" ? [base] : base;
  return {
    not: bases.map((b3) => `^${checkRef2(b3)}`),
    shown: `${bases.map(printable).join(",")}..${printable(head)}`
  };
}
async function commitsTouching(root, base, head, { paths, signatures }) {
  const { not, shown: shown2 } = rangeSpec(base, head);
  const fields = [...FIELDS, ...signatures ? SIGNATURE_FIELDS : [], "%s"];
  const args = [
    "log",
    "-z",
    "--reverse",
    "--topo-order",
    "--full-history",
    "--no-renames",
    `--format=${fields.join("%x1f")}`,
    checkRef2(head),
    ...not,
    "--",
    ...paths.map(checkPath)
  ];
  const out = await withSigners(
    signatures,
    (extra) => gitClient(root).raw([...extra, "--literal-pathspecs", ...args])
  ).catch((e) => {
    throw new CliError(`git could not list the commits of ${shown2}: ${stderrOf(e)}; check both refs.`, 2);
  });
  const n = fields.length;
  const commits = [];
  for (const rec of out.split("\0")) {
    if (!rec.trim()) continue;
    const f3 = rec.replace(/^\n/, "").split("");
    if (f3.length < n || !/^[0-9a-f]{40,64}$/.test(f3[0]))
      throw new CliError(
        `git printed a commit record handover cannot read ("${printable(rec.slice(0, 60))}"); a commit message may hold control characters.`,
        2
      );
    const list = (x3) => x3.split("").map((y2) => y2.trim()).filter(Boolean);
    const c3 = {
      sha: f3[0],
      short: f3[1],
      parents: f3[2].split(" ").filter(Boolean),
      email: f3[3].toLowerCase(),
      agents: list(f3[4]),
      overrides: list(f3[5]),
      migrates: list(f3[6]),
      subject: f3.slice(n - 1).join(" ")
    };
    if (signatures)
      c3.signature = { status: f3[7].trim(), signer: f3[8].trim(), fingerprint: f3[9].trim(), primary: f3[10].trim() };
    commits.push(c3);
  }
  return commits;
}
async function withSigners(signatures, run2) {
  if (!signatures) return run2([]);
  const tmp = await (0, import_promises.mkdtemp)((0, import_node_path4.join)((0, import_node_os.tmpdir)(), "handover-signers-"));
  try {
    const file = (0, import_node_path4.join)(tmp, "allowed_signers");
    await (0, import_promises.writeFile)(file, signatures.allowedSigners, { mode: 384 });
    return await run2(["-c", `gpg.ssh.allowedSignersFile=${file}`]);
  } finally {
    await (0, import_promises.rm)(tmp, { recursive: true, force: true });
  }
}
async function shasTouching(root, base, head, paths) {
  const { not, shown: shown2 } = rangeSpec(base, head);
  const out = await run(root, [
    "log",
    "--format=%H",
    "--full-history",
    "--no-renames",
    checkRef2(head),
    ...not,
    "--",
    ...paths.map(checkPath)
  ]).catch((e) => {
    throw new CliError(`git could not list the commits of ${shown2}: ${stderrOf(e)}; check both refs.`, 2);
  });
  return new Set(
    out.split("\n").map((l3) => l3.trim()).filter(Boolean)
  );
}
async function mergeBaseOf(root, shas) {
  const out = await tryRun(root, ["merge-base", "--octopus", "--end-of-options", ...shas.map((s) => checkRef2(s))]);
  return out?.trim() || null;
}
async function isAncestor(root, a, b3) {
  const fullA = await commitOf(root, checkRef2(a));
  return fullA !== null && await mergeBase(root, a, b3) === fullA;
}
async function changedFiles(root, from, to2, paths) {
  const spec = paths.map(checkPath);
  const args = to2 === null || to2 === "worktree" ? [
    "diff-index",
    ...to2 === null ? ["--cached"] : [],
    "-z",
    "--no-renames",
    "--abbrev=64",
    from === null ? EMPTY_TREE : checkRef2(from),
    "--",
    ...spec
  ] : from === null ? ["diff-tree", "-r", "-z", "--no-renames", "--root", "--abbrev=64", checkRef2(to2), "--", ...spec] : ["diff-tree", "-r", "-z", "--no-renames", "--abbrev=64", checkRef2(from), checkRef2(to2), "--", ...spec];
  const others = ["ls-files", "-z", "--others", "--exclude-standard", "--full-name", "--", ...spec];
  const [out, untracked] = await Promise.all([run(root, args), to2 === "worktree" ? run(root, others) : ""]).catch(
    (e) => {
      throw new CliError(
        `git could not compare ${printable(from ?? "the empty tree")} with ${printable(to2 ?? "the index")}: ${stderrOf(e)}; check the repository with git status.`,
        2
      );
    }
  );
  const parts2 = out.split("\0");
  const found = [];
  for (let i = 0; i < parts2.length; i++) {
    const m2 = /^:(\d+) (\d+) ([0-9a-f]+) ([0-9a-f]+) (\w)/.exec(parts2[i]);
    if (!m2) continue;
    const path = parts2[++i];
    const zero = (id, mode) => /^0+$/.test(id) || mode === "000000" ? null : id;
    found.push({ path, before: zero(m2[3], m2[1]), after: zero(m2[4], m2[2]) });
  }
  for (const path of untracked.split("\0"))
    if (path && !found.some((f3) => f3.path === path)) found.push({ path, before: null, after: null, untracked: true });
  return found;
}
async function pathHistory(root, relPath) {
  const out = await tryRun(root, ["log", "--format=%H %at %P", "HEAD", "--", checkPath(relPath)]);
  if (out === null) return [];
  return out.split("\n").filter((l3) => l3.trim()).map((line) => {
    const [commit, at2, ...parents] = line.trim().split(" ");
    return { commit, time: Number(at2) * 1e3, parents: parents.filter(Boolean) };
  });
}
async function readAtCommits(root, commits, relPath) {
  const wanted = [...new Set(commits)].filter((c3) => /^[0-9a-f]{7,64}$/.test(c3));
  const out = /* @__PURE__ */ new Map();
  if (wanted.length === 0) return out;
  const ids = await blobIds(
    root,
    wanted.map((rev) => ({ rev, path: relPath }))
  );
  const sizes = new Map(ids.flatMap((x3) => x3 ? [[x3.oid, x3.size]] : []));
  const blobs = await readBlobs(
    root,
    ids.flatMap((x3) => x3 ? [x3.oid] : []),
    sizes
  );
  wanted.forEach((c3, i) => {
    const id = ids[i];
    out.set(c3, id ? blobs.get(id.oid)?.toString("utf8") ?? null : null);
  });
  return out;
}
function withFolders(paths) {
  const out = /* @__PURE__ */ new Set();
  for (const p2 of paths) {
    const parts2 = checkPath(p2).split("/");
    for (let i = 1; i <= parts2.length; i++) out.add(parts2.slice(0, i).join("/"));
  }
  return [...out];
}
function parseRaw(out, sha, found) {
  const f3 = out.split("\0");
  for (let i = 0; i + 1 < f3.length; i++) {
    const m2 = /^\n?:\d{6} (\d{6}) /.exec(f3[i]);
    if (!m2) continue;
    const path = f3[++i];
    if (m2[1] === "120000" || m2[1] === "160000") found.push({ sha, path, mode: m2[1] });
  }
}
async function notAFileChanges(root, where2, paths) {
  if (paths.length === 0) return [];
  const specs = withFolders(paths);
  const found = [];
  if ("staged" in where2) {
    const against = await hasCommits(root) ? ["HEAD"] : [];
    const out2 = await run(root, [
      "diff",
      "--cached",
      "--raw",
      "-z",
      "--no-renames",
      "--no-ext-diff",
      ...against,
      "--",
      ...specs
    ]).catch((e) => {
      throw new CliError(
        `git could not compare the index with HEAD: ${stderrOf(e)}; run git status to see what is wrong.`,
        2
      );
    });
    parseRaw(out2, null, found);
    return found;
  }
  const b3 = where2.base;
  const not = b3 === "all" ? ["--not", "--all"] : (typeof b3 === "string" ? [b3] : b3).map((x3) => `^${checkRef2(x3)}`);
  const args = [
    "log",
    "-z",
    "--raw",
    "-m",
    "--no-renames",
    "--format=%x01%H",
    checkRef2(where2.head),
    ...not,
    "--",
    ...specs
  ];
  const out = await run(root, args).catch((e) => {
    const from = b3 === "all" ? "the push" : typeof b3 === "string" ? printable(b3) : b3.map(printable).join(",");
    throw new CliError(
      `git could not list the commits of ${from}..${printable(where2.head)}: ${stderrOf(e)}; check both refs.`,
      2
    );
  });
  for (const rec of out.split("")) {
    const m2 = /^([0-9a-f]{40,64})\0/.exec(rec);
    if (m2) parseRaw(rec.slice(m2[0].length), m2[1], found);
  }
  return found;
}
async function approvalCommits(root, rev = "HEAD", signatures) {
  const fields = [
    "%H",
    "%ae",
    "%(trailers:key=Handover-Agent,valueonly,separator=%x1d)",
    "%(trailers:key=Handover-Approve,valueonly,separator=%x1d)",
    ...signatures ? SIGNATURE_FIELDS : []
  ];
  const args = [
    "log",
    "-z",
    "--fixed-strings",
    "--regexp-ignore-case",
    "--grep=Handover-Approve:",
    `--format=${fields.join("%x1f")}`,
    checkRef2(rev),
    "--"
  ];
  const out = await withSigners(
    signatures,
    (extra) => gitClient(root).raw([...extra, "--literal-pathspecs", ...args])
  ).catch(() => "");
  if (!out) return [];
  const list = (s) => s.split("").map((x3) => x3.trim()).filter(Boolean);
  return out.split("\0").filter((r2) => r2.trim()).map((rec) => {
    const f3 = rec.replace(/^\n/, "").split("");
    const c3 = {
      sha: f3[0],
      email: (f3[1] ?? "").toLowerCase(),
      agents: list(f3[2] ?? ""),
      refs: list(f3[3] ?? "")
    };
    if (signatures)
      c3.signature = {
        status: (f3[4] ?? "").trim(),
        signer: (f3[5] ?? "").trim(),
        fingerprint: (f3[6] ?? "").trim(),
        primary: (f3[7] ?? "").trim()
      };
    return c3;
  }).filter((c3) => /^[0-9a-f]{40,64}$/.test(c3.sha));
}
async function repoIdentity(dir) {
  const git2 = gitClient(dir);
  const lines = (await git2.raw(["rev-parse", "--is-bare-repository", "--show-prefix"]).catch(() => null))?.split("\n");
  if (!lines) return { rootCommit: null, remote: null, prefix: "", repo: false };
  const prefix = lines[0] === "true" ? "" : lines[1] ?? "";
  const roots = (await git2.raw(["rev-list", "--max-parents=0", "HEAD", "--"]).catch(() => "")).split("\n").map((s) => s.trim()).filter((s) => /^[0-9a-f]{40,64}$/.test(s)).sort();
  const remote = (await git2.raw(["config", "--get", "remote.origin.url"]).catch(() => "")).trim() || null;
  return { rootCommit: roots[0] ?? null, remote, prefix, repo: true };
}
async function filesMatching(root, where2, patterns) {
  if (patterns.length === 0) return [];
  const specs = patterns.map((p2) => `:(glob,icase)${checkPath(p2).replace(/[?[\]\\]/g, "\\$&")}`);
  const git2 = (args) => gitClient(root).raw(["--no-literal-pathspecs", ...args]);
  try {
    const outs = "rev" in where2 ? (
      // ls-tree takes no glob: each pattern's folder, listed one level deep, then matched here
      [
        await gitClient(root).raw([
          "ls-tree",
          "-z",
          "--name-only",
          "--full-tree",
          checkRef2(where2.rev),
          "--",
          ...new Set(patterns.map((p2) => checkPath(p2.slice(0, p2.lastIndexOf("/") + 1) || ".")))
        ])
      ]
    ) : [
      await git2(["ls-files", "-z", "--full-name", "--", ...specs]),
      ..."worktree" in where2 ? [await git2(["ls-files", "-z", "--others", "--exclude-standard", "--full-name", "--", ...specs])] : []
    ];
    const found = outs.flatMap((o2) => o2.split("\0").filter((p2) => isArchivePath(patterns, p2)));
    return [...new Set(found)].sort();
  } catch (e) {
    throw new CliError(
      `git could not list the log's archive files: ${stderrOf(e)}; check the repository with git status.`,
      2
    );
  }
}
async function pathsMatching(root, where2, patterns) {
  if (patterns.length === 0) return [];
  const specs = patterns.map((p2) => `:(glob,icase)${checkPath(p2).replace(/[?[\]\\]/g, "\\$&")}`);
  const git2 = (args) => gitClient(root).raw(["--no-literal-pathspecs", ...args]);
  const names = (out) => out.split("\0").filter(Boolean);
  const found = /* @__PURE__ */ new Set();
  const add = (out) => {
    for (const p2 of names(out)) found.add(p2);
  };
  try {
    if ("range" in where2) {
      const { not } = rangeSpec(where2.range.base, where2.range.head);
      add(
        await git2([
          "log",
          "-z",
          "-m",
          "--no-renames",
          "--name-only",
          "--format=",
          checkRef2(where2.range.head),
          ...not,
          "--",
          ...specs
        ])
      );
      if (where2.net)
        add(
          await git2([
            "diff",
            "-z",
            "--no-renames",
            "--name-only",
            checkRef2(where2.net),
            checkRef2(where2.range.head),
            "--",
            ...specs
          ])
        );
    } else if ("staged" in where2) {
      const against = where2.against ? [checkRef2(where2.against)] : await hasCommits(root) ? ["HEAD"] : [EMPTY_TREE];
      add(await git2(["diff", "--cached", "-z", "--no-renames", "--name-only", ...against, "--", ...specs]));
    } else {
      add(await git2(["diff", "-z", "--no-renames", "--name-only", checkRef2(where2.worktree), "--", ...specs]));
      add(await git2(["ls-files", "-z", "--others", "--exclude-standard", "--full-name", "--", ...specs]));
    }
  } catch (e) {
    throw new CliError(
      `git could not list the log's archive files: ${stderrOf(e)}; check the repository with git status.`,
      2
    );
  }
  return [...found].sort();
}
var import_node_crypto, import_promises, import_node_os, import_node_path4, UNSHALLOW, FIELDS, SIGNATURE_FIELDS, EMPTY_TREE;
var init_repo = __esm({
  "src/git/repo.ts"() {
    "use strict";
    import_node_crypto = require("node:crypto");
    import_promises = require("node:fs/promises");
    import_node_os = require("node:os");
    import_node_path4 = require("node:path");
    init_errors();
    init_client();
    init_archive_path();
    init_refs();
    UNSHALLOW = "this clone is shallow: fetch the full history with `git fetch --unshallow` (in GitHub Actions: actions/checkout with fetch-depth: 0)";
    FIELDS = [
      "%H",
      "%h",
      "%P",
      "%ae",
      "%(trailers:key=Handover-Agent,valueonly,separator=%x1d)",
      "%(trailers:key=Handover-Override,valueonly,separator=%x1d)",
      "%(trailers:key=Handover-Migrate,valueonly,separator=%x1d)"
    ];
    SIGNATURE_FIELDS = ["%G?", "%GS", "%GF", "%GP"];
    EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
  }
});

// src/config/plain-yaml.ts
function plainYaml(text) {
  const root = {};
  const stack = [{ indent: 0, map: root }];
  let pending = null;
  let keys = 0;
  for (const line of text.split("\n")) {
    if (line === "" || /^ +$/.test(line) || line.startsWith("#")) continue;
    const m2 = LINE.exec(line);
    if (!m2) return void 0;
    const indent = m2[1].length;
    const [, , key, raw] = m2;
    if (NOT_STRING.has(key) || key === "true" || key === "false") return void 0;
    if (pending) {
      if (indent > pending.indent) {
        const map = {};
        pending.map[pending.key] = map;
        stack.push({ indent, map });
      } else pending.map[pending.key] = null;
      pending = null;
    }
    while (stack.length > 1 && indent < stack[stack.length - 1].indent) stack.pop();
    const top = stack[stack.length - 1];
    if (indent !== top.indent || Object.hasOwn(top.map, key)) return void 0;
    keys++;
    if (raw === void 0) {
      pending = { indent, map: top.map, key };
      top.map[key] = null;
      continue;
    }
    const value = scalar(raw);
    if (value === void 0) return void 0;
    top.map[key] = value;
  }
  return keys === 0 ? void 0 : root;
}
function scalar(raw) {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (/^(?:0|[1-9][0-9]{0,14})$/.test(raw)) return Number(raw);
  return WORD.test(raw) && !NOT_STRING.has(raw) ? raw : void 0;
}
var WORD, NOT_STRING, LINE;
var init_plain_yaml = __esm({
  "src/config/plain-yaml.ts"() {
    "use strict";
    WORD = /^[A-Za-z][A-Za-z0-9_./@-]*$/;
    NOT_STRING = /* @__PURE__ */ new Set(["True", "TRUE", "False", "FALSE", "null", "Null", "NULL"]);
    LINE = /^( *)([A-Za-z][A-Za-z0-9_./@-]*):(?: +([^ ]+))? *$/;
  }
});

// src/config/load.ts
var load_exports = {};
__export(load_exports, {
  CODE_PLACES: () => CODE_PLACES,
  ConfigError: () => ConfigError,
  DATA_PLACES: () => DATA_PLACES,
  UNREAD_CODE_PLACES: () => UNREAD_CODE_PLACES,
  configFromText: () => configFromText,
  findRoot: () => findRoot,
  loadConfig: () => loadConfig,
  parseConfigText: () => parseConfigText,
  refuseCodeConfig: () => refuseCodeConfig
});
function refuseCodeConfig(reader) {
  processReader = reader;
}
function findRoot(cwd) {
  let dir = (0, import_node_path7.resolve)(cwd);
  for (; ; ) {
    if ((0, import_node_fs3.existsSync)((0, import_node_path7.join)(dir, ".git"))) return dir;
    const up = (0, import_node_path7.dirname)(dir);
    if (up === dir) return (0, import_node_path7.resolve)(cwd);
    dir = up;
  }
}
async function loadConfig(root, asked = { trusted: true }) {
  const options = processReader ? { trusted: false, reader: processReader } : asked;
  if (!(0, import_node_fs3.existsSync)(root) || !(0, import_node_fs3.statSync)(root).isDirectory())
    throw new CliError(`${root} is not a directory; pass an existing folder to --cwd.`, 2);
  const data = dataConfig(root);
  if (data) return data;
  const trusted = options.trusted;
  const code = CODE_PLACES.find((p2) => existsNoFollow((0, import_node_path7.join)(root, p2)));
  const unread = options.reader ? UNREAD_CODE_PLACES.find((p2) => existsNoFollow((0, import_node_path7.join)(root, p2))) : void 0;
  if (!code && !unread) return validateConfig(null, null, RULE_IDS, RULE_OPTIONS);
  if (!trusted || !code) {
    const file = code ?? unread;
    const reader = options.reader ? `${options.reader} reads only JSON or YAML config` : "the agent hooks and the merge driver read only JSON or YAML config";
    throw new ConfigError(
      `${file} is a JavaScript config, and handover does not run a repository's code here (${reader}); write it as .handoverrc.yaml or .handoverrc.json.`,
      (0, import_node_path7.join)(root, file)
    );
  }
  const abs = (0, import_node_path7.join)(root, code);
  readIfExists(abs, code);
  let loaded;
  try {
    loaded = await import(`${(0, import_node_url.pathToFileURL)(abs).href}?load=${Date.now()}`);
  } catch (error) {
    const why = String(error.message ?? error).split("\n")[0].replace(/[.:]$/, "");
    throw new CliError(`${code}: could not be loaded (${why}); fix the file and run again.`, 2);
  }
  return validateConfig(loaded.default ?? null, abs, RULE_IDS, RULE_OPTIONS);
}
function dataConfig(root) {
  for (const place2 of DATA_PLACES) {
    const bytes = readIfExists((0, import_node_path7.join)(root, place2), place2);
    if (bytes === null) continue;
    const text = bytes.toString("utf8");
    if (place2 === "package.json") {
      let pkg;
      try {
        pkg = JSON.parse(text);
      } catch (error) {
        throw new ConfigError(
          `package.json: not valid JSON (${jsonReason(error, text)}); fix the file and run again.`,
          (0, import_node_path7.join)(root, place2),
          positionIn(text, error)
        );
      }
      if (!isObject(pkg) || !Object.hasOwn(pkg, "handover")) continue;
    } else if (text.trim() === "") continue;
    return configAt((0, import_node_path7.join)(root, place2), text);
  }
  return null;
}
function configAt(file, text) {
  try {
    return configFromText(file, text);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    throw new ConfigError(error.message, file, placeOf(error.message, file, text));
  }
}
function placeOf(message, file, text) {
  const rest = message.startsWith(file) ? message.slice(file.length) : "";
  const m2 = /^:(\d+):(\d+):/.exec(rest);
  if (m2) return { line: Number(m2[1]), column: Number(m2[2]) };
  const at2 = /at line (\d+), column (\d+)/.exec(message);
  if (at2) return { line: Number(at2[1]), column: Number(at2[2]) };
  const key = /^[^"]*"([^"]+)"/.exec(message.slice(file.length))?.[1]?.split(".").pop();
  if (!key) return null;
  const lines = text.split("\n");
  const i = lines.findIndex((l3) => l3.includes(key));
  return i === -1 ? null : { line: i + 1, column: lines[i].indexOf(key) + 1 };
}
function positionIn(text, error) {
  const m2 = /at line (\d+), column (\d+)/.exec(jsonReason(error, text));
  return m2 ? { line: Number(m2[1]), column: Number(m2[2]) } : null;
}
function configFromText(name2, text) {
  return validateConfig(parseConfigText(name2, text), name2, RULE_IDS, RULE_OPTIONS);
}
function parseConfigText(name2, text) {
  const json = name2.endsWith(".json");
  try {
    if (name2.endsWith("package.json")) return JSON.parse(text).handover ?? null;
    if (json) return JSON.parse(text);
    return plainYaml(text) ?? (0, import_node_module3.createRequire)(__guardUrl)("../vendor/yaml.cjs").parse(text);
  } catch (error) {
    if (json)
      throw new CliError(
        `${name2}: not valid JSON (${jsonReason(error, text)}); fix the file and run again.`,
        2
      );
    const e = error;
    const reason = e.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    const at2 = e.linePos?.[0];
    const where2 = at2 ? `:${at2.line}:${at2.col}` : "";
    const position = at2 ? `, at line ${at2.line}, column ${at2.col}` : "";
    throw new CliError(`${name2}${where2}: not valid YAML (${reason}${position}); fix the file and run again.`, 2);
  }
}
function jsonReason(error, text) {
  const m2 = /at position (\d+)/.exec(error.message);
  const reason = error.message.replace(/ in JSON at position \d+.*$/, "").replace(/ at position \d+.*$/, "");
  if (!m2) return reason;
  const before2 = text.slice(0, Number(m2[1]));
  const line = before2.split("\n").length;
  return `${reason}, at line ${line}, column ${before2.length - before2.lastIndexOf("\n")}`;
}
function isObject(v2) {
  return typeof v2 === "object" && v2 !== null && !Array.isArray(v2);
}
var import_node_url, import_node_fs3, import_node_path7, import_node_module3, DATA_PLACES, CODE_PLACES, UNREAD_CODE_PLACES, ConfigError, processReader;
var init_load = __esm({
  "src/config/load.ts"() {
    "use strict";
    import_node_url = require("node:url");
    import_node_fs3 = require("node:fs");
    import_node_path7 = require("node:path");
    import_node_module3 = require("node:module");
    init_errors();
    init_fsutil();
    init_rules();
    init_plain_yaml();
    init_schema();
    DATA_PLACES = ["package.json", ".handoverrc", ".handoverrc.json", ".handoverrc.yaml", ".handoverrc.yml"];
    CODE_PLACES = ["handover.config.js", "handover.config.mjs", "handover.config.cjs"];
    UNREAD_CODE_PLACES = [".handoverrc.js", ".handoverrc.cjs", ".handoverrc.mjs"];
    ConfigError = class extends CliError {
      constructor(message, file, at2 = null) {
        super(message, 2);
        this.file = file;
        this.at = at2;
      }
      file;
      at;
    };
    processReader = null;
  }
});

// src/engine/sync-dir.ts
var sync_dir_exports = {};
__export(sync_dir_exports, {
  checkSyncDir: () => checkSyncDir,
  lintSyncDir: () => lintSyncDir,
  sameParts: () => sameParts,
  syncDirOnDisk: () => syncDirOnDisk
});
function push(out, path, m2) {
  out.set(path, [...out.get(path) ?? [], m2]);
}
function place(view, dir, messages, out) {
  for (const m2 of messages) {
    const at2 = view.locate(m2.line);
    if (!at2) {
      push(out, dir, { ...m2, line: 1, column: 1, endLine: void 0, endColumn: void 0 });
      continue;
    }
    const end = m2.endLine !== void 0 ? view.locate(m2.endLine) : null;
    const moved = { ...m2, line: at2.line };
    if (end && end.path === at2.path) moved.endLine = end.line;
    else {
      delete moved.endLine;
      delete moved.endColumn;
    }
    push(out, at2.path, moved);
  }
}
function layoutMessages(view, config, out) {
  for (const p2 of view.layout) {
    const id = LAYOUT_RULE[p2.kind];
    const rule = [...STATIC_RULES, ...HISTORICAL_RULES].find((r2) => r2.id === id);
    const { severity } = ruleSetting(rule, config);
    if (severity === "off") continue;
    push(out, p2.path, {
      ruleId: id,
      severity: severity === "warn" ? "warning" : "error",
      message: p2.message,
      line: p2.line,
      column: 1,
      docs: ruleUrl(id)
    });
  }
  for (const bad of view.unreadable)
    for (const m2 of lintSource(bad, "sync", config).messages)
      if (m2.ruleId === "protocol/encoding") push(out, bad.path, m2);
}
function lintSyncDir(dir, parts2, config) {
  const out = /* @__PURE__ */ new Map();
  const view = assembleSync(dir, parts2);
  layoutMessages(view, config, out);
  place(view, dir, lintSource(view.source, "sync", config).messages, out);
  for (const [k2, v2] of out) out.set(k2, sortMessages(v2));
  return out;
}
function checkSyncDir(change) {
  const { dir, base, head, actor, config } = change;
  const out = lintSyncDir(dir, head, config);
  if (actor === null) return out;
  const headView = assembleSync(dir, head);
  const baseView = base ? assembleSync(dir, base) : null;
  const headDoc = parseDoc("sync", headView.source);
  const baseDoc = baseView ? parseDoc("sync", baseView.source) : null;
  const historical = /* @__PURE__ */ new Map();
  place(headView, dir, checkChange("sync", baseDoc, headDoc, actor, config), historical);
  for (const [k2, v2] of historical) out.set(k2, sortMessages([...out.get(k2) ?? [], ...v2]));
  return out;
}
function syncDirOnDisk(root, dir) {
  let names;
  try {
    names = (0, import_node_fs6.readdirSync)((0, import_node_path11.join)(root, dir));
  } catch {
    return [];
  }
  const out = [];
  for (const name2 of names.sort()) {
    const path = `${dir}${name2}`;
    if (!isSyncDirFile(dir, path)) continue;
    const abs = (0, import_node_path11.join)(root, path);
    const st2 = (0, import_node_fs6.lstatSync)(abs);
    if (st2.isSymbolicLink()) {
      out.push({ path, bytes: "", notAFile: "a symbolic link" });
      continue;
    }
    if (!st2.isFile()) continue;
    const bytes = readIfExists(abs, path);
    if (bytes) out.push({ path, bytes });
  }
  return out;
}
function sameParts(a, b3) {
  if (a.length !== b3.length) return false;
  const m2 = new Map(a.map((p2) => [p2.path, p2]));
  return b3.every((p2) => {
    const q3 = m2.get(p2.path);
    return q3 !== void 0 && q3.notAFile === p2.notAFile && Buffer.from(q3.bytes).equals(Buffer.from(p2.bytes));
  });
}
var import_node_fs6, import_node_path11, LAYOUT_RULE;
var init_sync_dir2 = __esm({
  "src/engine/sync-dir.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    import_node_path11 = require("node:path");
    init_fsutil();
    init_models();
    init_rules();
    init_lint();
    LAYOUT_RULE = {
      sections: "sync/unique-sections",
      owner: "sync/section-owner",
      preamble: "sync/section-owner",
      name: "sync/section-owner"
    };
  }
});

// src/check/sync-dir.ts
var sync_dir_exports2 = {};
__export(sync_dir_exports2, {
  checkDirChange: () => checkDirChange,
  dirResults: () => dirResults,
  sameParts: () => sameParts,
  syncDirAt: () => syncDirAt,
  syncDirOnDisk: () => syncDirOnDisk,
  syncDirStaged: () => syncDirStaged
});
async function partsOf(root, dir, refs) {
  const entries = [...refs.values()].filter((b3) => isSyncDirFile(dir, b3.path) && b3.mode !== "040000");
  const files = entries.filter((b3) => regular(b3.mode));
  const blobs = await readBlobs(
    root,
    files.map((b3) => b3.oid)
  );
  return entries.map(
    (b3) => regular(b3.mode) ? { path: b3.path, bytes: blobs.get(b3.oid) ?? Buffer.alloc(0) } : {
      path: b3.path,
      bytes: "",
      notAFile: b3.mode === "120000" ? "a symbolic link in git" : b3.mode === "160000" ? "a submodule" : `an entry of mode ${b3.mode}`
    }
  );
}
async function syncDirAt(root, rev, dir) {
  return partsOf(root, dir, await blobsAt(root, rev, [dir]));
}
async function syncDirStaged(root, dir) {
  return partsOf(root, dir, await stagedBlobs(root, [dir]));
}
function dirResults(dir, messages) {
  return [...messages].filter(([, ms2]) => ms2.length > 0).sort(([a], [b3]) => a === dir ? -1 : b3 === dir ? 1 : a < b3 ? -1 : 1).map(([path, ms2]) => toResult(path, "sync", ms2));
}
function checkDirChange(change) {
  const { base, head } = change;
  if (base && sameParts(base, head)) return /* @__PURE__ */ new Map();
  if (!base && head.length === 0) return /* @__PURE__ */ new Map();
  return checkSyncDir(change);
}
var regular;
var init_sync_dir3 = __esm({
  "src/check/sync-dir.ts"() {
    "use strict";
    init_sync_dir2();
    init_sync_dir2();
    init_lint();
    init_repo();
    init_models();
    regular = (mode) => mode === "100644" || mode === "100755";
  }
});

// src/hooks/guard.ts
var guard_exports = {};
__export(guard_exports, {
  caseInsensitiveFs: () => caseInsensitiveFs,
  guardToolUse: () => guardToolUse,
  sessionActor: () => sessionActor
});
module.exports = __toCommonJS(guard_exports);
var import_node_fs7 = require("node:fs");
var import_node_path12 = require("node:path");

// src/check/targets.ts
init_schema();
init_lint();
init_models();
init_refs();
init_config_owner();
function targetsOf2(config, archives = []) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (path, kind) => {
    const p2 = checkPath(path);
    if (!seen.has(p2)) {
      seen.add(p2);
      out.push({ path: p2, kind });
    }
  };
  for (const [kind, path] of readFilesOf(config)) add(path, kind);
  for (const path of config.appendOnly) add(path, "append-only");
  if (out.some((t2) => t2.kind === "handover")) {
    for (const p2 of archivesOf(config)) if (!isArchivePattern(p2)) add(p2, "append-only");
    for (const p2 of archives) if (isArchiveOf(config, p2)) add(p2, "append-only");
  }
  return out;
}
function archivesOf(config) {
  return archivePatterns(dialectOf(config).log.archive).map(checkPath);
}
function archivePatternsOf(config) {
  return readFilesOf(config).some(([kind]) => kind === "handover") ? archivesOf(config).filter(isArchivePattern) : [];
}
function isArchiveOf(config, path) {
  return isArchivePath(archivesOf(config), path);
}

// src/engine/check.ts
init_schema();
init_models();
init_rules();
init_lint();

// src/engine/units.ts
init_models();
init_types();
function unitsOf(doc, config) {
  const out = [];
  const shared = (id) => id in config.sync.shared;
  const preambleOwner = doc.kind === "handover" ? doc.writer : doc.kind === "sync" || doc.kind === "registry" ? config.owner : null;
  const pre = doc.preamble;
  out.push({
    unit: units.preamble,
    owner: preambleOwner,
    start: pre.start.line,
    end: pre.start.line + lineCount2(pre.text) - 1,
    text: pre.text
  });
  const add = (unit, owner, span, text) => out.push({ unit, owner, start: span.start.line, end: span.end.line, text });
  if (doc.kind === "handover") for (const e of doc.entries) add(units.entry(e), doc.writer, e.span, e.chunk.text);
  if (doc.kind === "sync")
    for (const s of doc.sections) add(units.section(s.id), shared(s.id) ? config.owner : s.id, s.span, s.chunk.text);
  if (doc.kind === "registry") {
    for (const e of doc.entries)
      add(units.project(e.id), e.provenance?.kind === "relayed" ? e.provenance.by : e.id, e.span, e.chunk.text);
  }
  if (doc.kind === "marker")
    for (const o2 of doc.offsets) add(units.upstream(o2.upstream), null, o2.span, JSON.stringify(o2.value));
  const [preamble, ...rest] = out;
  return [preamble, ...rest.sort((a, b3) => a.start - b3.start)];
}
function lineCount2(text) {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function unitAt(list, line) {
  let lo = 1;
  let hi = list.length - 1;
  let found = null;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (list[mid].start <= line) {
      found = list[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found && line <= Math.max(found.end, found.start)) return found;
  if (found) return found;
  return list[0] ?? null;
}
function placeUnits(messages, doc, config) {
  if (messages.length === 0) return messages;
  const list = doc ? unitsOf(doc, config) : [];
  const byName = new Map(list.map((u2) => [u2.unit, u2]));
  for (const m2 of messages) {
    if (m2.unit) {
      m2.owner ??= byName.get(m2.unit)?.owner ?? ownerFromName(m2.unit);
      continue;
    }
    const u2 = doc ? unitAt(list, m2.line) : null;
    m2.unit = u2?.unit ?? units.file;
    m2.owner = u2?.owner ?? null;
  }
  return messages;
}
function ownerFromName(unit) {
  const m2 = /^(?:section|project) (.+)$/.exec(unit);
  return m2 ? m2[1] : null;
}
function findingKey(m2) {
  if (m2.identity !== void 0) return `${m2.ruleId}\0${m2.unit ?? units.file}\0=${m2.identity}`;
  const text = m2.already ? m2.message.replace(/ \(already in .*; not blamed on this change\)$/, "") : m2.message;
  return `${m2.ruleId}\0${m2.unit ?? units.file}\0${text.replace(/\blines? \d+(?:[–-]\d+)?/g, "line #")}`;
}
function whose(m2) {
  const unit = m2.unit ?? units.file;
  const owner = m2.owner;
  if (unit === units.file) return "the file as a whole";
  if (unit === units.preamble) return owner ? `the preamble (${owner}'s)` : "the preamble";
  if (unit.startsWith("section ")) return owner ? `${owner}'s section` : unit;
  if (unit.startsWith("project "))
    return owner ? `the entry of ${unit.slice(8)} (${owner}'s)` : `the entry of ${unit.slice(8)}`;
  if (unit.startsWith("entry ")) return owner ? `${unit} of ${owner}'s log` : unit;
  return unit;
}
function blameOnlyTheChange(before2, head, baseName) {
  const seen = /* @__PURE__ */ new Map();
  for (const m2 of before2) if (m2.severity === "error") seen.set(findingKey(m2), (seen.get(findingKey(m2)) ?? 0) + 1);
  if (seen.size === 0) return head;
  return head.map((m2) => {
    if (m2.severity !== "error") return m2;
    const k2 = findingKey(m2);
    const n = seen.get(k2) ?? 0;
    if (n === 0) return m2;
    seen.set(k2, n - 1);
    return {
      ...m2,
      severity: "warning",
      already: baseName,
      message: `${m2.message} (already in ${baseName}, in ${whose(m2)}; not blamed on this change)`
    };
  });
}

// src/migrate/check.ts
init_schema();
init_lint();
init_models();
init_rules();

// src/migrate/index.ts
init_split();
init_handover();
init_dialect();
init_source();

// src/migrate/handover.ts
init_schema();
init_handover();
init_split();
init_dialect();
init_time();

// src/migrate/read.ts
init_mdast_util_to_string();
init_parse();

// src/models/diff/keyed-sections.ts
init_split();
init_parse();
init_registry();
function detectEol(text) {
  const lf = (text.match(/\n/g) ?? []).length;
  const crlf = (text.match(/\r\n/g) ?? []).length;
  return crlf > 0 && crlf * 2 >= lf ? "\r\n" : "\n";
}

// src/migrate/read.ts
init_split();

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
  for (const b3 of scanBlocks(text, 0, 1, 3).boundaries) {
    let end = b3.offset;
    for (let n = b3.setextLines ?? 1; n > 0 && end !== -1; n--) end = text.indexOf("\n", end) + 1 || -1;
    const slice = text.slice(b3.offset, end === -1 ? text.length : end);
    const node2 = parseChunk({ start: { line: b3.line, column: 1, offset: b3.offset }, text: slice, heading: null }).children[0];
    if (node2?.type === "heading") children.push(node2);
  }
  return { type: "root", children };
}
var offsetOf = (n, end = false) => end ? n.position.end.offset : n.position.start.offset;
function headingText(text, h3) {
  const kids = h3.children;
  const content = kids.length ? text.slice(offsetOf(kids[0]), offsetOf(kids[kids.length - 1], true)) : "";
  return {
    line: h3.position.start.line,
    depth: h3.depth,
    content: content.replace(/\r?\n[ \t]*/g, " ").trim(),
    plain: toString(h3).replace(/\s+/g, " ").trim()
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
  const takeGroup = (g2) => {
    const { heading: heading2, from, to: to2, startOffset, endOffset } = g2;
    const h3 = [];
    for (let i = from; i < to2; i++) if (nodes[i].type === "heading" && nodes[i].depth === 3) h3.push(i);
    const items = [];
    const firstOffset = offsetOf(nodes[h3[0]]);
    h3.forEach((ni, k2) => {
      const h4 = nodes[ni];
      const stop = k2 + 1 < h3.length ? offsetOf(nodes[h3[k2 + 1]]) : endOffset;
      items.push(sections.length);
      sections.push({
        index: sections.length,
        heading: headingText(text, h4),
        body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h4, true)), stop)),
        group: heading2?.content ?? null
      });
    });
    groups.push({ heading: heading2, prose: trimBlock(text.slice(startOffset, firstOffset)), items });
  };
  if (firstH2 === -1) {
    const from = titleAt2 + 1;
    const firstH3 = nodes.findIndex((n, i) => i >= from && n.type === "heading" && n.depth === 3);
    if (firstH3 !== -1 && nodes.slice(firstH3).some((n) => n.type === "heading" && n.depth === 3 && datedHeading2(headingText(text, n)))) {
      preambleEnd = offsetOf(nodes[firstH3]);
      takeGroup({ heading: null, from: firstH3, to: nodes.length, startOffset: preambleEnd, endOffset: text.length });
    }
  } else {
    const h22 = [];
    for (let i = firstH2; i < nodes.length; i++)
      if (nodes[i].type === "heading" && nodes[i].depth === 2) h22.push(i);
    h22.forEach((ni, k2) => {
      const h3 = nodes[ni];
      const next = k2 + 1 < h22.length ? h22[k2 + 1] : nodes.length;
      const stop = k2 + 1 < h22.length ? offsetOf(nodes[h22[k2 + 1]]) : text.length;
      const heading2 = headingText(text, h3);
      const inner = nodes.slice(ni + 1, next).filter((n) => n.type === "heading" && n.depth === 3).map((x3) => headingText(text, x3));
      const group = inner.length > 0 && !datedHeading2(heading2) && (GROUP_NAME.test(heading2.plain) || inner.every(datedHeading2));
      if (group)
        takeGroup({
          heading: heading2,
          from: ni + 1,
          to: next,
          startOffset: afterLine(text, offsetOf(h3, true)),
          endOffset: stop
        });
      else
        sections.push({
          index: sections.length,
          heading: heading2,
          body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h3, true)), stop)),
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
  const m2 = DATE_TIME.exec(s);
  if (!m2 || m2[0].startsWith("[") !== m2[0].endsWith("]"))
    return { timestamp: null, date: null, title: content || null, canonical: false };
  const rest = s.slice(m2[0].length);
  const sep4 = AFTER_DATE.exec(rest);
  let timestamp = null;
  if (m2[2] !== void 0) {
    const zone = m2[6] === void 0 || /^(?:z|utc)$/i.test(m2[6]) ? "Z" : m2[6].includes(":") ? m2[6] : `${m2[6].slice(0, 3)}:${m2[6].slice(3)}`;
    const t2 = `${m2[1]}T${m2[2]}:${m2[3]}:${m2[4] ?? "00"}${m2[5] ?? ""}${zone}`;
    if (parseRfc3339(t2) !== null) timestamp = t2;
  }
  const date = parseRfc3339(`${m2[1]}T00:00:00Z`) === null ? null : m2[1];
  if (date === null) return { timestamp: null, date: null, title: content || null, canonical: false };
  if (!sep4) return { timestamp, date, title: content, canonical: false };
  const title = rest.slice(sep4[0].length).trim();
  return { timestamp, date, title: title || null, canonical: false };
}
var BODY_DATE = /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?date(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*(\d{4}-\d{2}-\d{2})/im;
var datedHeading = (h3) => {
  const i = headingInfo(h3.content);
  return i.timestamp !== null || i.date !== null;
};
var EPOCH = "1970-01-01T00:00:00Z";
function detectOrder(known) {
  const t2 = known.filter((x3) => x3 !== null).map((x3) => parseRfc3339(x3));
  let up = false;
  let down = false;
  for (let i = 1; i < t2.length; i++) {
    if (t2[i] > t2[i - 1]) up = true;
    if (t2[i] < t2[i - 1]) down = true;
  }
  return down && !up ? "reverse" : down && up ? "date" : "keep";
}
function ordered(items, order) {
  if (order === "keep") return items;
  if (order === "reverse") return [...items].reverse();
  let last = null;
  const firstKnown = items.find((x3) => x3.known)?.known ?? null;
  const keyed = items.map((it2, i) => {
    if (it2.known) last = parseRfc3339(it2.known);
    return { it: it2, i, key: last ?? (firstKnown ? parseRfc3339(firstKnown) : 0) };
  });
  return keyed.sort((a, b3) => a.key - b3.key || a.i - b3.i).map((x3) => x3.it);
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
  const marked = doc.sections.filter((s) => SNAPSHOT_HEADINGS.some((re2) => re2.test(s.heading.plain)));
  if (marked.length < 2 || doc.sections.some((s) => headingInfo(s.heading.content).date !== null)) return null;
  const find = (re2) => doc.sections.find((s) => re2.test(s.heading.plain));
  const focus = firstLine(find(/^current|^status|^in progress/i)?.body ?? "");
  const next = firstLine(find(/^next/i)?.body ?? "");
  const blocked2 = firstLine(find(/^block/i)?.body ?? "");
  const flags = [
    focus ? ` --focus ${JSON.stringify(focus)}` : "",
    blocked2 ? ` --blocked ${JSON.stringify(blocked2)}` : "",
    next ? ` --next ${JSON.stringify(next)}` : ""
  ].join("");
  return `${what} is a snapshot document (${marked.map((s) => `"${s.heading.plain}"`).join(", ")}), rewritten every session rather than appended to; what may fit it better than a log: its current state into your SYNC.md section (handover sync set${flags || " --focus \u2026 --next \u2026"}), the snapshot kept under another name (git mv ${what} STATE.md), and a fresh log started after it (handover init writes one)`;
}
function needsHistory(message) {
  const e = new MigrateError(message);
  e.needsHistory = true;
  return e;
}
function timesFromHistory(items, o2) {
  const lines = o2.raw.replace(/^\uFEFF/, "").split("\n");
  for (const it2 of items) {
    const first = it2.section.heading.line;
    const last = first + (it2.section.body ? it2.section.body.split("\n").length : 0);
    let best = null;
    for (let n = first; n <= last; n++) {
      if (!lines[n - 1]?.trim()) continue;
      const at2 = o2.origins[n - 1];
      if (!at2)
        throw new MigrateError(
          `no section of ${o2.what} states a date or a time, and line ${n} ("${it2.section.heading.plain}") is not committed, so there is no commit to date it by; commit the file as it is, then migrate again (each section then takes the time of the commit that last wrote it)`
        );
      if (!best || at2.time > best.time) best = at2;
    }
    if (!best) continue;
    const time = new Date(best.time * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z");
    it2.known = time;
    it2.source = { commit: best.commit, time };
  }
}
function movedToPreamble(doc, options, what) {
  const wanted = new Set((options.preamble ?? []).map((p2) => p2.trim().toLowerCase()));
  const moved = doc.sections.filter(
    (s) => s.index < (options.preambleUntil ?? 0) || wanted.has(s.heading.plain.toLowerCase()) || wanted.has(s.heading.content.toLowerCase())
  );
  for (const p2 of options.lenient ? [] : options.preamble ?? []) {
    const names = (s) => [s.heading.plain.toLowerCase(), s.heading.content.toLowerCase()];
    if (!doc.sections.some((s) => names(s).includes(p2.trim().toLowerCase())))
      throw new MigrateError(
        `--preamble "${p2}": ${what} has no section with that heading; name one of: ` + (doc.sections.map((s) => `"${s.heading.plain}"`).join(", ") || "none")
      );
  }
  if ((options.preambleUntil ?? 0) > doc.sections.length)
    throw new MigrateError(
      `--preamble-until ${options.preambleUntil}: ${what} has only ${doc.sections.length} sections`
    );
  return moved;
}
function entryHeadings(entries, o2) {
  const { eol, notes, hints } = o2;
  const firstKnown = entries.find((x3) => x3.known)?.known ?? null;
  let previous = null;
  return entries.map((it2, i) => {
    const seq = i + 1;
    let ts2 = it2.known;
    if (!ts2) {
      if (!previous && !firstKnown)
        throw needsHistory(
          `no section states a date or a time ("${it2.section.heading.plain}", line ${it2.section.heading.line}, and ${entries.length - 1} more), so migrate will not invent one: commit the file, and migrate dates each section by the commit that last wrote it; or, if this is a snapshot rewritten every session, keep it as it is (handover leaves it alone) and start a log beside it`
        );
      ts2 = previous ?? firstKnown ?? EPOCH;
      const whence = previous ? "the entry before it" : "the first dated entry";
      hints.push(
        `entry ${seq} ("${it2.section.heading.plain}", line ${it2.section.heading.line}) states no time; it took ${ts2} from ${whence}` + (it2.info.canonical ? "" : ` \u2014 if it is prose about the file, rerun with --preamble "${it2.section.heading.plain}"`)
      );
    }
    previous = ts2;
    let title = it2.info.title;
    let body2 = it2.section.body;
    if (title !== null && !fitsHeading(title)) {
      body2 = `${eol}${title}${body2 ? eol + body2.replace(/^(?:[ \t]*\r?\n)+/, eol) : ""}`;
      title = null;
    }
    const heading2 = `## ${seq} \xB7 ${ts2}${title ? ` \xB7 ${title}` : ""}`;
    const h3 = it2.section.heading;
    const was = `${"#".repeat(h3.depth)} ${h3.content}`;
    if (was !== heading2) notes.push({ line: h3.line, from: was, to: heading2 });
    return { heading: heading2, body: body2 };
  });
}
function preamblePieces(doc, o2) {
  const { writer, old, entries, moved, notes } = o2;
  const pieces = [];
  if (doc.before) pieces.push(doc.before);
  const titleLine = `# Handover: ${writer}`;
  pieces.push(old && doc.titleLine && atxHeadingText(doc.titleLine) === doc.title.content ? doc.titleLine : titleLine);
  if (doc.title && !old && !TRIVIAL_TITLE.test(doc.title.plain)) pieces.push(doc.title.content);
  if (doc.preamble) pieces.push(doc.preamble);
  const seqOf = new Map(entries.map((it2, i) => [it2.section.index, i + 1]));
  for (const g2 of doc.groups) {
    if (g2.heading) {
      const seqs = g2.items.map((i) => seqOf.get(i)).filter((x3) => x3 !== void 0).sort((a, b3) => a - b3);
      const list = seqs.length === 0 ? "no entries" : `${seqs.length === 1 ? "entry" : "entries"} ${seqs.join(", ")}`;
      pieces.push(`From the "${g2.heading.content}" section (migrated by handover migrate): ${list}.`);
      notes.push({ line: g2.heading.line, from: `## ${g2.heading.content}`, to: `a line in the preamble (its ${list})` });
    }
    if (g2.prose) pieces.push(g2.prose);
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
function summaryOf(o2) {
  const { doc, order, entries: n, moved, notes } = o2;
  const orderWord = order === "keep" ? "in their order" : order === "reverse" ? "reversed (the log was newest first)" : "sorted by their dates";
  const groups = doc.groups.filter((g2) => g2.heading).map((g2) => `"## ${g2.heading.content}"`);
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
  const fromHistory = items.length > 0 && items.every((x3) => x3.known === null) && Boolean(options.origins);
  if (fromHistory) timesFromHistory(items, { origins: options.origins, raw, what });
  const order = options.order ?? (fromHistory ? "date" : detectOrder(items.map((x3) => x3.known)));
  const entries = ordered(items, order);
  const notes = [];
  const hints = [];
  const headings = entryHeadings(entries, { eol, notes, hints });
  if (fromHistory) hints.unshift(...historyHints(entries, snapshot));
  const pieces = preamblePieces(doc, { writer, old, entries, moved, notes });
  for (const { heading: heading2, body: body2 } of headings) pieces.push(body2 ? heading2 + eol + body2 : heading2);
  notes.sort((a, b3) => a.line - b3.line);
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
    (it2, i) => `entry ${i + 1} ("${it2.section.heading.plain}", line ${it2.section.heading.line}) states no time; it took ${it2.known} from commit ${it2.source?.commit.slice(0, 12) ?? "?"}, the last to write it`
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
init_base();
init_sync();
init_split();
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
  const at2 = (head[1]?.length ?? 0) + label.length;
  const tail = LABEL_TAIL.exec(src.slice(at2, at2 + 96));
  if (!tail) return null;
  if (head[1] && !/(\*\*|__)/.test(tail[0])) return null;
  return {
    name: SYNONYMS[fieldKey(label)] ?? null,
    label,
    date: tail[1] ?? tail[2] ?? null,
    value: src.slice(at2 + tail[0].length)
  };
}
function renderSection(o2) {
  const { heading: heading2, w: w2, fields, rest, eol, original } = o2;
  const id = w2 ? w2[1] : heading2.content;
  const writes = w2 ? [`${w2[2][0].toUpperCase()}${w2[2].slice(1).toLowerCase()}: ${w2[3].trim()}`] : [];
  const list = [...fields].sort((a, b3) => ORDER.indexOf(a.name) - ORDER.indexOf(b3.name)).map((f3) => {
    const label = SYNC_FIELD_LABELS[f3.name];
    const value = trimTrailingSpace(f3.value).replace(/\r?\n/g, eol);
    return f3.date ? `- **${label}** (${f3.date}): ${value}` : `- **${label}:** ${value}`;
  });
  const missing = ORDER.filter((n) => !fields.some((f3) => f3.name === n)).map((n) => SYNC_FIELD_LABELS[n]);
  const hint = missing.length ? `section "${id}" (line ${heading2.line}) has no ${missing.join(", ")}; its agent adds ${missing.length === 1 ? "it" : "them"} with handover sync set` : null;
  const blocks2 = [
    `## ${id}`,
    ...writes,
    ...list.length ? [list.join(eol)] : [],
    ...rest.map((r2) => trimTrailingSpace(r2)).filter(Boolean)
  ];
  const gap = original.slice(trimTrailingSpace(original).length) || eol;
  const text = blocks2.join(eol + eol) + gap;
  const prose = rest.length + writes.length;
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const note2 = text === original ? null : {
    line: heading2.line,
    from: `## ${heading2.content}`,
    to: `## ${id} with ${plural(list.length, "field")}${prose ? ` and ${plural(prose, "block")} of prose` : ""}`
  };
  return { text, hint, note: note2 };
}
var offsetOf2 = (n, end = false) => end ? n.position.end.offset : n.position.start.offset;
function sectionFields(o2) {
  const out = { fields: [], rest: [], any: false, odd: false };
  let lists = 0;
  for (const n of o2.kids) {
    const src = o2.text.slice(offsetOf2(n), offsetOf2(n, true));
    if (n.type === "list") {
      const before2 = out.fields.length;
      const { keep, others } = listFields(o2.text, n, out);
      if (keep.length) out.rest.push(keep.join(o2.eol));
      if (out.fields.length > before2 && (others || keep.length || lists++)) out.odd = true;
    } else if (n.type === "paragraph" && readField(src)?.name) {
      const extra = paragraphFields(src, out.fields);
      out.any = true;
      out.odd = true;
      if (extra.length) out.rest.push(extra.join(o2.eol));
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
    const f3 = readField(text.slice(offsetOf2(first), offsetOf2(item, true)));
    const indent = offsetOf2(first) - offsetOf2(item);
    if (f3?.name) {
      out.any = true;
      out.fields.push({ ...f3, value: asParagraph(f3.value, indent).replace(/\n/g, "\n  ") });
      if (!CANONICAL2.test(isrc) || !isrc.includes(`**${SYNC_FIELD_LABELS[f3.name]}`)) out.odd = true;
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
    const f3 = readField(line);
    if (f3?.name) {
      if (cur) fields.push(cur);
      cur = f3;
    } else if (f3 || !cur) {
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
  return src.split("\n").map((l3, i) => i === 0 ? l3 : l3.replace(new RegExp(`^ {0,${indent}}`), "")).join("\n");
}
function migrateSync(raw, config, what = "SYNC.md") {
  const bom = raw.charCodeAt(0) === 65279;
  const text = bom ? raw.slice(1) : raw;
  const eol = /\r\n/.test(text) ? "\r\n" : "\n";
  const tree = parseWhole(text, what);
  const nodes = tree.children;
  const h22 = nodes.map((n, i) => n.type === "heading" && n.depth === 2 ? i : -1).filter((i) => i !== -1);
  const notes = [];
  const hints = [];
  let out = h22.length ? text.slice(0, nodes[h22[0]].position.start.offset) : text;
  let converted = 0;
  const off = (n, end = false) => end ? n.position.end.offset : n.position.start.offset;
  h22.forEach((ni, k2) => {
    const h3 = nodes[ni];
    const start = off(h3);
    const stop = k2 + 1 < h22.length ? off(nodes[h22[k2 + 1]]) : text.length;
    const original = text.slice(start, stop);
    const kids = nodes.slice(ni + 1, k2 + 1 < h22.length ? h22[k2 + 1] : nodes.length);
    const heading2 = headingText(text, h3);
    if (heading2.plain in config.sync.shared) {
      out += original;
      return;
    }
    const { fields, rest, any, odd: oddFields } = sectionFields({ text, eol, kids });
    let odd = oddFields;
    const w2 = heading2.content.length <= 512 ? WRITES.exec(heading2.content) : null;
    if (w2 || fields.some((f3, i) => i > 0 && ORDER.indexOf(f3.name) < ORDER.indexOf(fields[i - 1].name))) odd = true;
    if (!any || !odd) {
      out += original;
      return;
    }
    converted++;
    const r2 = renderSection({ heading: heading2, w: w2, fields, rest, eol, original });
    if (r2.hint) hints.push(r2.hint);
    if (r2.note) notes.push(r2.note);
    out += r2.text;
  });
  const result = (bom ? "\uFEFF" : "") + out;
  const left = h22.length - converted;
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
init_schema();
init_registry();
init_source();
var OWNS_COLUMNS2 = /^(?:owns|subjects?|scope|description|purpose|responsibilit|domain|area|summary)/;
var ADDRESS_COLUMNS2 = /^(?:address|path|url|link|location|repo(?:sitory)? url|home|source)\b/;
var cells = (line) => line.trim().replace(/^\||\|$/g, "").split(/(?<!\\)\|/).map((c3) => c3.trim());
var plain2 = (s) => s.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_`]/g, "").trim();
var field = (label) => label.charAt(0).toUpperCase() + label.slice(1);
var KNOWN = /^(?:owns|address|head|subprojects|ask)$/i;
function entryLines(fields) {
  const known = fields.filter(([k2]) => KNOWN.test(k2)).map(([k2, v2]) => `- ${k2}: ${v2}`);
  const other = fields.filter(([k2]) => !KNOWN.test(k2)).map(([k2, v2]) => `${k2}: ${v2}`);
  return [...known, ...known.length && other.length ? [""] : [], ...other];
}
function tableRows(text) {
  const lines = text.split("\n").map((l3) => l3.replace(/\r$/, ""));
  const rows = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*\|.*\|\s*$/.test(lines[i]) || !/^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1])) continue;
    const head = cells(lines[i]).map((h3) => plain2(h3));
    const idAt = Math.max(
      0,
      head.findIndex((h3) => ID_COLUMNS.test(h3.toLowerCase()))
    );
    let j3 = i + 2;
    for (; j3 < lines.length && /^\s*\|/.test(lines[j3]); j3++) {
      const row = cells(lines[j3]);
      const id = plain2(row[idAt] ?? "");
      if (!id) continue;
      const fields = [];
      head.forEach((h3, k2) => {
        if (k2 === idAt || !h3 || row[k2] === void 0 || row[k2] === "") return;
        const l3 = h3.toLowerCase();
        const label = OWNS_COLUMNS2.test(l3) ? "Owns" : ADDRESS_COLUMNS2.test(l3) ? "Address" : field(h3);
        const prev = fields.find(([x3]) => x3 === label);
        if (prev && label === "Owns") prev[1] = `${prev[1]}; ${row[k2]}`;
        else fields.push([prev ? field(h3) : label, row[k2]]);
      });
      rows.push({ line: j3 + 1, id, fields });
    }
    i = j3 - 1;
  }
  return rows;
}
function sectionEntry(e, tag) {
  const m2 = CODE_HEADING.exec(e.id);
  const heading2 = `## ${m2 ? m2[1] : e.id} ${tag}`;
  const fields = [];
  const rest = [];
  for (const line of e.chunk.text.slice(e.chunk.text.indexOf("\n") + 1).split(/\r?\n/)) {
    const f3 = /^\s*[-*+]\s+\**([A-Za-z][\w -]*?)\**\s*:\s*(.*)$/.exec(line);
    if (f3) fields.push([field(f3[1].trim()), f3[2].trim()]);
    else rest.push(line);
  }
  if (m2 && !fields.some(([k2]) => /^owns$/i.test(k2))) fields.unshift(["Owns", m2[2]]);
  const prose = rest.join("\n").trim();
  return { heading: heading2, lines: [heading2, "", ...entryLines(fields), ...prose ? ["", prose] : [], ""] };
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
  for (const r2 of rows) {
    out.push(`## ${r2.id} ${tag}`, "", ...entryLines(r2.fields), "");
    notes.push({ line: r2.line, from: `| ${r2.id} |`, to: `## ${r2.id} ${tag}` });
  }
  for (const e of doc.entries) {
    if (e.provenance) {
      out.push(e.chunk.text.replace(/\s+$/, ""), "");
      continue;
    }
    const { heading: heading2, lines } = sectionEntry(e, tag);
    out.push(...lines);
    notes.push({ line: e.heading.start.line, from: `## ${e.headingText}`, to: heading2 });
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

// src/migrate/cmap.ts
init_dialect();
init_handover();
init_split();
init_parse();

// src/migrate/cmap-log.ts
init_schema();
init_dialect();
init_handover();
init_time();
var ID_TITLE = /^(\[?[A-Za-z0-9_.-]+\]?):(?:[ \t]+(.*))?$/;
var FIELD3 = /^- \*\*([A-Za-z][A-Za-z0-9_-]*)\*\*: ?(.*)$/;
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
function mapCorrects(body2, pattern, map, join10) {
  let fence = null;
  return body2.split("\n").map((line) => {
    const f3 = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f3 && f3[1][0] === fence[0] && f3[1].length >= fence.length) fence = null;
      return line;
    }
    if (f3) {
      fence = f3[1];
      return line;
    }
    const m2 = pattern.exec(line);
    if (!m2) return line;
    const refs = m2[1].split(", ").map(map);
    return refs.every((r2) => r2 !== void 0) ? `Corrects: ${join10(refs)}` : line;
  }).join("\n");
}
function plainLine(s) {
  return s !== void 0 && s !== "" && s === s.trim() && s !== SEE_BELOW && !/^(?:[-*+][ \t]|\d{1,9}[.)][ \t]|[#>|<`~=]|corrects\s*:)/i.test(s) && !/^[-*_](?:[ \t]*[-*_]){2,}$/.test(s);
}
function splitSummary(body2) {
  const lines = body2 === "" ? [] : body2.split("\n");
  const at2 = lines.length > 1 && /^corrects\s*:/i.test(lines[0]) && lines[1] === "" ? 2 : 0;
  const p2 = lines[at2];
  if (plainLine(p2) && (lines[at2 + 1] === void 0 || lines[at2 + 1] === "")) {
    const rest = [...lines.slice(0, at2), ...lines.slice(at2 + 2)].join("\n").replace(/\s+$/, "");
    if (joinSummary(p2, rest) === body2) return { summary: p2, rest };
  }
  return { summary: SEE_BELOW, rest: body2 };
}
function joinSummary(summary, rest) {
  if (summary === SEE_BELOW) return rest;
  const lines = rest === "" ? [] : rest.split("\n");
  const at2 = lines.length > 0 && /^corrects\s*:/i.test(lines[0]) && (lines[1] === void 0 || lines[1] === "") ? 1 : 0;
  const head = lines.slice(0, at2);
  const tail = lines.slice(at2 === 1 ? 2 : 0);
  return [...head, ...at2 ? [""] : [], summary, ...tail.length ? ["", ...tail] : []].join("\n");
}
var pad = (n) => String(n).padStart(3, "0");
var defaultLane = (status) => status === "processed" ? "processed" : "queue";
function leadingTime(rest) {
  const lines = rest === "" ? [] : rest.split("\n");
  const m2 = TIME_MARK.exec(lines[0] ?? "");
  if (!m2) return { time: null, rest };
  return { time: m2[1], rest: lines.slice(lines[1] === "" ? 2 : 1).join("\n") };
}
function leadingFields(body2) {
  const lines = body2 === "" ? [] : body2.split("\n");
  const fields = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const m2 = FIELD3.exec(lines[i]);
    if (!m2) break;
    fields.push([m2[1], m2[2]]);
  }
  if (i < lines.length && lines[i] === "") i++;
  return { fields, rest: lines.slice(i).join("\n") };
}
function writerName(w2, what) {
  if (!w2)
    throw new MigrateError(`${what} names no writer (no "# Handover: <agent>" title, no "from" field); add one first`);
  if (!NAME.test(w2))
    throw new MigrateError(
      `${what} names "${w2}" as its writer, which is not an agent id (letters, digits, ".", "_", "-")`
    );
  return w2;
}
function refuseOpenBlocks(doc, what) {
  const open = doc.unclosedFence ? { line: doc.unclosedFence.start.line } : doc.problems.map((p2) => ({ line: p2.at.start.line, m: p2.message })).find((p2) => /never closed|not closed/i.test(p2.m));
  if (open)
    throw new MigrateError(
      `${what} has a code fence, comment or HTML block opened at line ${open.line} that is never closed, so it would swallow what follows; close it first`
    );
}
var titleAt = (lines) => lines.findIndex((l3) => /^ {0,3}#[ \t]/.test(l3));
function cmapEntries(entries, o2) {
  const { writer, artifact } = o2;
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
    (r2) => ids[Number(r2.slice(1)) - 1],
    (x3) => x3.join(", ")
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
    const ts2 = e.timestamp ?? EPOCH2;
    const { summary, rest } = splitSummary(body2);
    const fields = [
      ["date", ts2.slice(0, 10)],
      ["from", writer],
      ["for", "any"],
      ["status", "queued"],
      ["artifact-path", artifact],
      ["summary", summary]
    ];
    const list = `${fields.map(([k2, v2]) => `- **${k2}**: ${v2}`).join("\n")}

<!-- time: ${ts2} -->`;
    return { lane: "queue", text: `### ${ids[i]}: ${e.title ?? UNTITLED}

${list}${rest ? `

${rest}` : ""}` };
  });
}
function cmapLayout(preamble, o2) {
  const { writer, rendered } = o2;
  const pre = preamble.replace(/\s+$/, "").split("\n");
  const t2 = titleAt(pre);
  let title = `# HANDOVER Queue \u2014 ${writer}`;
  if (t2 !== -1) {
    let k2 = t2 + 1;
    while (k2 < pre.length && pre[k2] === "") k2++;
    const mark = TITLE_MARK.exec(pre[k2] ?? "");
    if (mark) {
      title = mark[1];
      pre.splice(t2 + 1, k2 - t2);
    }
    if (title === "none") pre.splice(t2, pre[t2 + 1] === "" ? 2 : 1);
    else pre[t2] = title;
  }
  const firstMark = pre.findIndex((l3) => SECTION_MARK.test(l3));
  const head = (firstMark === -1 ? pre : pre.slice(0, firstMark)).join("\n").replace(/\s+$/, "");
  const regions = [];
  if (firstMark === -1) {
    regions.push({ heading: `## ${lanes[0].heading}`, text: "" });
    if (rendered.some((r2) => r2.lane === "processed")) regions.push({ heading: `## ${lanes[1].heading}`, text: "" });
  } else {
    for (let i = firstMark; i < pre.length; i++) {
      const m2 = SECTION_MARK.exec(pre[i]);
      if (m2) regions.push({ heading: m2[1], text: "" });
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
  for (const r2 of regions) {
    if (r2.heading.startsWith("## ")) {
      pieces.push(...pending);
      pending = [];
      const lane = lanes.find((g2) => g2.match.test(r2.heading.slice(3).trim()))?.lane;
      if (lane && !placed.has(lane)) {
        placed.add(lane);
        pending = rendered.filter((x3) => x3.lane === lane).reverse().map((x3) => x3.text);
      }
    }
    pieces.push(r2.heading, ...r2.text.trim() ? [r2.text.replace(/^\n+/, "").replace(/\s+$/, "")] : []);
  }
  pieces.push(...pending);
  const missing = rendered.filter((x3) => !placed.has(x3.lane));
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
  const fieldsOf2 = (e) => {
    const { fields, rest } = leadingFields(bodyOf(e.chunk.text));
    return { fields, ...leadingTime(rest) };
  };
  const native = entries.map((e, i) => {
    const { fields, time } = fieldsOf2(e);
    const v2 = Object.fromEntries(fields);
    const id = `${v2.date}-${pad(i + 1)}`;
    return fields.map(([k2]) => k2).join() === NATIVE.join() && v2.from === writer && v2.for === "any" && v2.status === "queued" && v2["artifact-path"] === artifact && e.lane === "queue" && time !== null && parseRfc3339(time) !== null && time.slice(0, 10) === v2.date && e.id === id && e.title !== null && e.headingText === `${id}: ${e.title}`;
  });
  const ids = new Map(entries.map((e, i) => [e.id ?? `\0${i}`, i + 1]));
  const toHash = (body2) => mapCorrects(
    body2,
    ID_CORRECTS,
    (r2) => ids.has(r2) ? `#${ids.get(r2)}` : void 0,
    (x3) => x3.join(", ")
  );
  let previous = EPOCH2;
  const rendered = entries.map((e, i) => {
    const seq = i + 1;
    const { fields, time, rest } = fieldsOf2(e);
    const v2 = Object.fromEntries(fields);
    if (native[i]) {
      previous = time;
      const body3 = toHash(joinSummary(v2.summary, rest));
      return `## ${seq} \xB7 ${time}${e.title === UNTITLED ? "" : ` \xB7 ${e.title}`}${body3 ? `

${body3}` : ""}`;
    }
    const f3 = Object.fromEntries(e.fields.map((x3) => [x3.key.replace(/ /g, "-"), x3.value]));
    const ts2 = time && parseRfc3339(time) !== null ? time : f3.date && /^\d{4}-\d{2}-\d{2}$/.test(f3.date) && parseRfc3339(`${f3.date}T00:00:00Z`) !== null ? `${f3.date}T00:00:00Z` : previous;
    previous = ts2;
    let body2 = toHash(bodyOf(e.chunk.text));
    if (e.lane !== defaultLane(f3.status)) body2 += `${body2 ? "\n\n" : ""}<!-- cmap lane: ${e.lane} -->`;
    return `## ${seq} \xB7 ${ts2} \xB7 ${e.headingText}${body2 ? `

${body2}` : ""}`;
  });
  const pre = doc.preamble.text.replace(/\s+$/, "").split("\n");
  const t2 = titleAt(pre);
  const own = `# Handover: ${writer}`;
  if (t2 === -1) pre.unshift(own, "", "<!-- cmap title: none -->", ...pre.length && pre[0] !== "" ? [""] : []);
  else if (pre[t2] !== `# HANDOVER Queue \u2014 ${writer}`) pre.splice(t2, 1, own, "", `<!-- cmap title: ${pre[t2]} -->`);
  else pre[t2] = own;
  const pieces = [pre.join("\n").replace(/^\n+|\s+$/g, "")].filter(Boolean);
  if (layout) {
    const frame = doc.frame.slice().sort((a, b3) => a.start.offset - b3.start.offset);
    for (const c3 of frame) {
      const nl = c3.text.indexOf("\n");
      const line = nl === -1 ? c3.text : c3.text.slice(0, nl);
      pieces.push(`<!-- cmap section: ${line.replace(/\s+$/, "")} -->`);
      const body2 = bodyOf(c3.text);
      if (body2) pieces.push(body2);
    }
  }
  pieces.push(...rendered);
  return `${pieces.join("\n\n")}
`;
}

// src/migrate/cmap-sync.ts
init_dialect();
init_split();
init_parse();
var CMAP_LABELS = CMAP_SYNC.fields.map((f3) => f3.label);
var CANON_LABELS = ["Current focus", "Blocked on", "Next action"];
var DATE2 = "\\d{4}-\\d{2}-\\d{2}";
var CMAP_FIELD = new RegExp(`^- \\*\\*(${CMAP_LABELS.join("|")})\\*\\*(?: \\((${DATE2})\\))?:( ?)(.*)$`);
var CANON_FIELD = new RegExp(
  `^- \\*\\*(?:(${CANON_LABELS.join("|")})\\*\\* \\((${DATE2})\\):|(${CANON_LABELS.join("|")}):\\*\\*)( ?)(.*)$`
);
var ESCAPED = /^<!-- cmap: (.*) -->$/;
var NOTE = /^<!-- handover migrate: (.*) -->$/;
var WRITES2 = /^(.*?\S)[ \t]*\(writes[ \t]*:[ \t]*([^)]*)\)[ \t]*$/i;
var REQUIRED_TOPS = CMAP_SYNC.top.filter((t2) => t2.required);
function relabel(value, strip, add) {
  if (value === `${strip}:`) return "";
  if (value.startsWith(`${strip}: `)) return value.slice(strip.length + 2);
  return value === "" ? `${add}:` : `${add}: ${value}`;
}
function parts(text) {
  const split = splitAtLevel2(text);
  return [
    { text: split.preamble.text, heading: null },
    ...split.sections.map((c3) => ({ text: c3.text, heading: plainText(headingOf(c3)) }))
  ];
}
function body(text) {
  const gap = /\s*$/.exec(text)[0];
  return { lines: text.slice(0, text.length - gap.length).split("\n"), gap };
}
var foreignItem = (line) => /^(?:[-*+]|\d{1,9}[.)])[ \t]/.test(line);
var isTop = (heading2) => CMAP_SYNC.top.some((t2) => t2.match.test(heading2));
function takeNote(preamble) {
  const note2 = { undated: null, added: [] };
  const pre = body(preamble);
  const at2 = pre.lines.findIndex((l3) => NOTE.test(l3));
  if (at2 === -1) return { text: preamble, note: note2 };
  for (const piece of NOTE.exec(pre.lines[at2])[1].split("; ")) {
    const d2 = /^fields dated (\d{4}-\d{2}-\d{2}) had no date$/.exec(piece);
    const a = /^sections added empty: (.*)$/.exec(piece);
    if (d2) note2.undated = d2[1];
    if (a) note2.added = a[1].split(", ");
  }
  pre.lines.splice(at2 - (pre.lines[at2 - 1] === "" ? 1 : 0), pre.lines[at2 - 1] === "" ? 2 : 1);
  return { text: pre.lines.join("").trim() ? pre.lines.join("\n") + pre.gap : "", note: note2 };
}
function agentToCanonical(p2, undated) {
  const { lines, gap } = body(p2.text);
  const w2 = WRITES2.exec(lines[0].replace(/^## /, ""));
  if (!w2 && !lines.some((l3) => CMAP_FIELD.test(l3))) return p2.text;
  const id = CMAP_SYNC.sectionId(p2.heading);
  const head = [`## ${id}`];
  if (!w2) head.push("", "Writes: (none)");
  else if (w2[2].trim() !== id) head.push("", `Writes: ${w2[2].trim()}`);
  const rest = lines.slice(1).map((l3) => {
    const m2 = CMAP_FIELD.exec(l3);
    if (!m2) return foreignItem(l3) || ESCAPED.test(l3) ? `<!-- cmap: ${l3} -->` : l3;
    const i = CMAP_LABELS.indexOf(m2[1]);
    const value = i === 0 ? m2[4] : relabel(m2[4], CANON_LABELS[i], CMAP_LABELS[i]);
    return m2[2] && m2[2] !== undated ? `- **${CANON_LABELS[i]}** (${m2[2]}):${m2[3]}${value}` : `- **${CANON_LABELS[i]}:**${m2[3]}${value}`;
  });
  return [...head, ...rest].join("\n") + gap;
}
function syncToCanonical(text) {
  const all2 = parts(text);
  const { text: preamble, note: note2 } = takeNote(all2[0].text);
  const out = [preamble];
  for (const p2 of all2.slice(1)) {
    if (!isTop(p2.heading)) out.push(agentToCanonical(p2, note2.undated));
    else if (!(note2.added.includes(p2.heading) && body(p2.text).lines.slice(1).every((l3) => l3.trim() === "")))
      out.push(p2.text);
  }
  return out.join("");
}
function syncToCmap(text, today, shared) {
  const all2 = parts(text);
  let usedToday = false;
  const out = [];
  const present = new Set(
    all2.slice(1).filter((p2) => isTop(p2.heading)).map((p2) => CMAP_SYNC.top.find((t2) => t2.match.test(p2.heading)).id)
  );
  const missing = REQUIRED_TOPS.filter((t2) => !present.has(t2.id)).map((t2) => t2.id);
  let inserted = missing.length === 0;
  const insert = () => {
    if (inserted) return;
    inserted = true;
    for (const id of missing) out.push(`## ${id}

`);
  };
  for (const p2 of all2.slice(1)) {
    if (isTop(p2.heading) || shared.has(p2.heading)) {
      out.push(p2.text);
      continue;
    }
    const { lines, gap } = body(p2.text);
    const fieldLines = lines.some((l3) => CANON_FIELD.test(l3));
    let k2 = 1;
    while (lines[k2] === "") k2++;
    const wline = /^Writes: (.+)$/.exec(lines[k2] ?? "");
    if (!wline && !fieldLines) {
      out.push(p2.text);
      continue;
    }
    insert();
    const id = p2.heading;
    const repo = wline ? wline[1] : id;
    const head = repo === "(none)" ? `## ${id}` : `## ${id} (writes: ${repo})`;
    const rest = (wline ? lines.slice(k2 + 1) : lines.slice(1)).map((l3) => {
      const e = ESCAPED.exec(l3);
      if (e) return e[1];
      const m2 = CANON_FIELD.exec(l3);
      if (!m2) return l3;
      const label = m2[1] ?? m2[3];
      const i = CANON_LABELS.indexOf(label);
      const value = i === 0 ? m2[5] : relabel(m2[5], CMAP_LABELS[i], CANON_LABELS[i]);
      const date = m2[2] ?? today;
      if (!m2[2]) usedToday = true;
      return `- **${CMAP_LABELS[i]}** (${date}):${m2[4]}${value}`;
    });
    out.push([head, ...rest].join("\n") + gap);
  }
  insert();
  const notes = [
    ...usedToday ? [`fields dated ${today} had no date`] : [],
    ...missing.length ? [`sections added empty: ${missing.join(", ")}`] : []
  ];
  const pre = body(all2[0].text);
  const preText = notes.length ? `${pre.lines.join("\n").replace(/\s+$/, "")}${pre.lines.join("").trim() ? "\n\n" : ""}<!-- handover migrate: ${notes.join("; ")} -->${pre.gap || "\n\n"}` : all2[0].text;
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
var sameLines = (a, b3) => {
  const lines = (s) => s.split("\n").map((l3) => l3.replace(/[ \t]+$/, "")).filter((l3) => l3 !== "");
  const x3 = lines(a);
  const y2 = lines(b3);
  return x3.length === y2.length && x3.every((l3, i) => l3 === y2[i]);
};
function firstLineDiff(a, b3) {
  const x3 = a.split("\n").filter((l3) => l3.trim());
  const y2 = b3.split("\n").filter((l3) => l3.trim());
  let i = 0;
  while (i < x3.length && i < y2.length && x3[i] === y2[i]) i++;
  const show2 = (s) => s === void 0 ? "nothing" : `"${s.length > 70 ? `${s.slice(0, 67)}...` : s}"`;
  return `the file has ${show2(x3[i])} where the way back has ${show2(y2[i])}`;
}
function refuse(what, to2, a, b3) {
  throw new MigrateError(
    `${what} cannot be converted to the ${to2} dialect without losing text (${firstLineDiff(a, b3)}); please report it with the file`
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
  if (!doc.frame.some((c3) => (c3.level ?? 2) === 2 && CMAP_LOG.groups[0].match.test(plainText(headingOf(c3)))))
    return 'it has no "## Queue" section';
  const stray = doc.frame.find((c3) => c3.level === 3);
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
  for (const c3 of splitAtLevel2(text).sections) {
    const h3 = plainText(headingOf(c3));
    const top = CMAP_SYNC.top.find((t2) => t2.match.test(h3));
    if (top) out[h3] = top.mode === "append-only" ? "append-only" : "owner-only";
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
  const missing = Object.entries(need).filter(([h3]) => !(h3 in config.sync.shared) || config.dialect === "cmap");
  if (missing.length)
    hints.push(
      `the canonical config must list the shared sections: sync: { shared: { ${missing.map(([h3, m2]) => `${JSON.stringify(h3)}: ${m2}`).join(", ")} } } (in handover SYNC.md they are written by the owner or a dispatcher)`
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
var DIALECTS2 = ["handover", "cmap"];
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
function unsupported(kind, from, to2) {
  if (!DIALECTS2.includes(to2)) return `"${to2}" is not a dialect; use ${DIALECTS2.join(" or ")}`;
  if (!SOURCES.includes(from))
    return `"${from}" is not a source shape; use ${SOURCES.join(", ")}`;
  const target = RENDERERS[to2];
  if (!target[kind])
    return `migrate converts HANDOVER.md, SYNC.md and PROJECT_REGISTRY.md; a ${kind} file has no other shape to convert from`;
  if (!target[kind][from])
    return from === to2 ? `the file is read and written in the ${to2} dialect already; name another --to` : `reading the ${from} dialect into ${to2} is not supported; use --from ` + Object.keys(target[kind]).join(" or ");
  return null;
}
function defaultSource(config, to2) {
  return repoDialect(config) === "cmap" && to2 !== "cmap" ? "cmap" : "legacy";
}
function migrate(text, kind, opts, config) {
  const to2 = opts.to ?? repoDialect(config);
  const from = opts.from ?? defaultSource(config, to2);
  const why = unsupported(kind, from, to2);
  if (why) throw new MigrateError(why);
  const m2 = RENDERERS[to2][kind][from](text, opts, config, opts.what ?? config.files[kind]);
  return { ...m2, from, to: to2 };
}
function migrateTrailer(from, to2) {
  return `Handover-Migrate: ${from} -> ${to2}`;
}
function parseMigrateClaim(value) {
  const m2 = /^\s*([A-Za-z][A-Za-z0-9_-]*)\s*->\s*([A-Za-z][A-Za-z0-9_-]*)\s*$/.exec(value);
  return m2 ? { from: m2[1].toLowerCase(), to: m2[2].toLowerCase() } : null;
}
function firstDifference(expected, actual) {
  if (expected === actual) return null;
  const a = expected.split("\n");
  const b3 = actual.split("\n");
  let i = 0;
  while (i < a.length && i < b3.length && a[i] === b3[i]) i++;
  const strip = (s) => s === void 0 ? null : s.replace(/\r$/, "");
  return { line: i + 1, expected: strip(a[i]), actual: strip(b3[i]) };
}
function judgeMigration(change, config) {
  const { oldText, newText, kind, from, to: to2 } = change;
  const why = unsupported(kind, from, to2);
  if (why) return { exact: false, reason: why };
  let expected = null;
  let error = null;
  let needsHistory2 = false;
  const tried = /* @__PURE__ */ new Set();
  for (const c3 of migrationCandidates(change)) {
    if (c3.order && tried.has(c3.order)) continue;
    try {
      const m2 = migrate(oldText, kind, { ...c3, from, to: to2 }, config);
      tried.add(m2.options.order);
      if (m2.text === newText) return { exact: true, migration: m2 };
      expected ??= m2.text;
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
  const d2 = firstDifference(expected, newText);
  const show2 = (s) => s === null ? "the end of the file" : `"${s.length > 80 ? `${s.slice(0, 77)}...` : s}"`;
  return {
    exact: false,
    line: d2.line,
    reason: `at line ${d2.line} the migration has ${show2(d2.expected)} but the file has ${show2(d2.actual)}`
  };
}
function migrationCandidates(change) {
  const { newText, kind, from, to: to2 } = change;
  if (kind === "handover" && from !== "cmap") {
    const split = splitAtLevel2(newText.replace(/^\uFEFF/, ""));
    const writer = to2 === "cmap" ? parseHandover(sourceFromBytes("", newText), CMAP_LOG).writer : readTitle(split.preamble).writer;
    const preamble = [...split.preamble.text.matchAll(/^ {0,3}###[ \t]+(.*)$/gm)].map(
      (m2) => atxHeadingText(`### ${m2[1].replace(/\r$/, "")}`)
    );
    return [void 0, "keep", "reverse", "date"].map((order) => ({
      writer,
      preamble,
      order,
      lenient: true,
      origins: change.origins ?? null
    }));
  }
  if (kind === "sync" && to2 === "cmap") return [{ today: undatedDate(newText.replace(/\r\n/g, "\n")) ?? void 0 }];
  if (kind === "registry") return [{ writer: /\[\s*RELAYED\s+by\s+([^\]]*?)\s*\]/i.exec(newText)?.[1] ?? null }];
  return [{}];
}

// src/migrate/check.ts
init_dialect();
var HISTORICAL = new Set(HISTORICAL_RULES.map((r2) => r2.id));
var KINDS = /* @__PURE__ */ new Set(["handover", "sync"]);
function mayMigrate(claim) {
  const { kind, oldText, from, actor, config } = claim;
  if (config.dispatchers.includes(actor) || config.owner === actor) return true;
  if (kind === "handover") {
    const writer = parseHandover(sourceFromBytes("", oldText), from === "cmap" ? CMAP_LOG : CANONICAL.log).writer ?? config.agent;
    return writer === null || writer === actor;
  }
  const owner = config.owner ?? config.agent;
  return owner === null || owner === actor;
}
function sourceFits(from, config) {
  return from === "legacy" || repoDialect(config) === "cmap" === (from === "cmap");
}
function configFor(config, migration) {
  const { from, to: to2, kind, headText } = migration;
  if (kind === "handover" && to2 === "handover" && repoDialect(config) === to2) return withHandoverHeadings(config);
  if (repoDialect(config) === to2 && !(kind === "sync" && from === "cmap")) return config;
  const shared = Object.assign(/* @__PURE__ */ Object.create(null), config.sync.shared);
  if (kind === "sync" && from === "cmap" && to2 === "handover")
    for (const [h3, m2] of Object.entries(sharedFor(headText))) shared[h3] ??= m2;
  return { ...config, dialect: to2, sync: { ...config.sync, shared } };
}
function withHandoverHeadings(config) {
  const d2 = defaultConfig().log;
  const log = { ...config.log };
  for (const k2 of SHAPE_KNOBS) delete log[k2];
  return { ...config, log: { ...log, heading: d2.heading, level: d2.level, order: d2.order } };
}
var finding = (message, severity = "error", line = 1) => ({
  ruleId: null,
  severity,
  message,
  line,
  column: 1
});
var blocks = (ms2) => ms2.some((m2) => m2.severity === "error" && !m2.override && m2.ruleId !== null && HISTORICAL.has(m2.ruleId));
function checkMigration(pair, normal) {
  const { migrate: claim, ...plain3 } = pair;
  const { kind, path, base, head, actor, config } = plain3;
  if (!KINDS.has(kind) || base === null || head === null || actor === null) return normal(plain3);
  const text = (x3) => typeof x3 === "string" ? x3 : Buffer.from(x3.buffer, x3.byteOffset, x3.length).toString("utf8");
  let oldText;
  let newText;
  const c3 = {
    plain: plain3,
    normal,
    kind,
    path,
    actor,
    config,
    get oldText() {
      oldText ??= text(base);
      return oldText;
    },
    get newText() {
      newText ??= text(head);
      return newText;
    },
    origins: claim.origins ?? null,
    needsHistory: () => {
      claim.needsHistory = true;
    }
  };
  if (claim.trailers === null) return uncommitted(c3);
  return claim.trailers.length === 0 ? recognised(c3, claim) : claimed(c3, claim);
}
function recognised(c3, claim) {
  const found = c3.normal(c3.plain);
  if (!blocks(found)) return found;
  const to2 = repoDialect(c3.config);
  for (const from of to2 === "cmap" ? ["legacy"] : ["legacy", "cmap"]) {
    if (!sourceFits(from, c3.config)) continue;
    const v2 = judgeIn(c3, from, to2);
    if (!v2.exact || !mayMigrate({ kind: c3.kind, oldText: c3.oldText, from, actor: c3.actor, config: c3.config })) continue;
    const target = configFor(c3.config, { from, to: to2, kind: c3.kind, headText: c3.newText });
    claim.onAccept?.(target);
    return staticOnly(c3, target);
  }
  return found;
}
function judgeIn(c3, from, to2) {
  const v2 = judgeMigration(
    { oldText: c3.oldText, newText: c3.newText, kind: c3.kind, from, to: to2, origins: c3.origins },
    c3.config
  );
  if (!v2.exact && v2.needsHistory) c3.needsHistory();
  return v2;
}
var staticOnly = (c3, target) => lintSource(sourceFromBytes(c3.path, c3.newText), c3.kind, target).messages;
function uncommitted(c3) {
  const found = c3.normal(c3.plain);
  if (!blocks(found)) return found;
  const to2 = repoDialect(c3.config);
  for (const from of to2 === "cmap" ? ["legacy"] : ["legacy", "cmap"]) {
    const v2 = judgeIn(c3, from, to2);
    if (!v2.exact || !mayMigrate({ kind: c3.kind, oldText: c3.oldText, from, actor: c3.actor, config: c3.config })) continue;
    const trailer = migrateTrailer(from, to2);
    return [
      ...staticOnly(c3, configFor(c3.config, { from, to: to2, kind: c3.kind, headText: c3.newText })),
      finding(
        `${c3.path} is exactly the migration of the committed version (${from} -> ${to2}); commit it on its own (check --range recognises it by its content; the trailer "${trailer}" records it: git commit --trailer "${trailer}")`,
        "warning"
      )
    ];
  }
  return found;
}
function claimed(c3, claim) {
  const { path, actor, config } = c3;
  const claims = [...new Set(claim.trailers)];
  const parsed = claims.length === 1 ? parseMigrateClaim(claims[0]) : null;
  if (!parsed) {
    const found2 = c3.normal(c3.plain);
    const why2 = claims.length > 1 ? `has ${claims.length} different Handover-Migrate trailers (${claims.join("; ")}); keep one` : `carries "Handover-Migrate: ${claims[0]}", which is not "<from> -> <to>" (e.g. legacy -> handover)`;
    return blocks(found2) ? [...found2, finding(`The commit ${why2}, so ${path} was judged as an ordinary edit`)] : found2;
  }
  const { from, to: to2 } = parsed;
  const v2 = sourceFits(from, config) ? judgeIn(c3, from, to2) : {
    exact: false,
    reason: `the config of the base says the old ${path} is in the ${repoDialect(config)} dialect, not ${from}`
  };
  if (v2.exact && mayMigrate({ kind: c3.kind, oldText: c3.oldText, from, actor, config })) {
    const target = configFor(config, { from, to: to2, kind: c3.kind, headText: c3.newText });
    claim.onAccept?.(target);
    return staticOnly(c3, target);
  }
  const found = c3.normal(c3.plain);
  if (!blocks(found)) return found;
  const why = v2.exact ? `${actor} may not migrate it (a log is migrated by its writer, SYNC.md by the repo's owner, or by a dispatcher)` : `the new ${path} is not exactly the migration of the old one: ${v2.reason}`;
  return [
    ...found,
    finding(
      `The commit carries "${migrateTrailer(from, to2)}", but ${why}; so the normal rules apply. Run handover migrate --write ${path} on the old version and commit only its output with the trailer`,
      "error",
      v2.exact ? 1 : v2.line ?? 1
    )
  ];
}

// src/engine/local.ts
var import_node_buffer3 = require("node:buffer");
init_schema();
init_models();
init_rules();
init_lint();
var NL3 = 10;
var HASH = 35;
var HASHES = Buffer.from("##");
var TICKS = Buffer.from("```");
var TILDES = Buffer.from("~~~");
var DIRECTIVE = Buffer.from("handover-");
var COMMENT_OPEN = Buffer.from("<!--");
var COMMENT_CLOSE = Buffer.from("-->");
function localCheck(pair) {
  const { base: B3, head: H3, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || !plainBytes(H3) || startsOddly(B3) || startsOddly(H3)) return null;
  const w2 = windowOf(B3, H3);
  if (!w2) return null;
  const { x: x3, y: y2, yb, fences } = w2;
  return judgeAround(pair, {
    dialect,
    pre: H3,
    preFences: fences,
    x: x3,
    bWin: B3.subarray(x3, yb),
    hWin: H3.subarray(x3),
    y: y2,
    post: H3,
    postFrom: y2,
    postFences: fences
  });
}
var SPLICE_REACH = 1 << 16;
function localCheckSplice(pair) {
  const { base: B3, splice: sp, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || startsOddly(B3) || sp.at < 3) return null;
  const nB = B3.length;
  const nH = nB - sp.removed + sp.inserted.length;
  const shift2 = nH - nB;
  const p2 = splicePrefix(B3, sp);
  const s = spliceSuffix(B3, sp, Math.min(nB, nH) - p2);
  const bEnd = nB - s;
  const hEnd = nH - s;
  const fences = new FenceWalk(B3, 0);
  const x3 = headingBefore(B3, p2 - 3, fences);
  if (x3 === null) return null;
  const hi = Math.min(nH, hEnd + SPLICE_REACH);
  const hWin = spliceSlice(B3, sp, [x3, hi]);
  const hFences = new FenceWalk(hWin, 0);
  const bFences = new FenceWalk(B3, x3);
  let y2 = nH;
  for (let at2 = nextHeading(hWin, Math.max(hEnd, x3 + 1) - x3); at2 !== -1; at2 = nextHeading(hWin, at2 + 1)) {
    if (hFences.inFence(at2) || bFences.inFence(at2 + x3 - shift2)) continue;
    y2 = at2 + x3;
    break;
  }
  if (hi < nH && y2 + 3 > hi) return null;
  const yb = y2 - shift2;
  if (yb < bEnd || y2 < hEnd || !plainLog(B3, x3, yb)) return null;
  const known = pair.utf8WithoutCr === true;
  if (!plainBytes(B3.subarray(0, x3), { closed: true, known }) || !plainBytes(hWin.subarray(0, y2 - x3), { closed: true }))
    return null;
  if (!plainBytes(B3.subarray(yb), { known })) return null;
  return judgeAround(pair, {
    dialect,
    pre: B3,
    preFences: fences,
    x: x3,
    bWin: B3.subarray(x3, yb),
    hWin,
    y: y2,
    post: B3,
    postFrom: yb,
    postFences: new FenceWalk(B3, yb)
  });
}
function splicePrefix(B3, sp) {
  const ins = sp.inserted;
  const k2 = commonPrefix(B3.subarray(sp.at), ins);
  if (k2 < ins.length) return sp.at + k2;
  return sp.at + k2 + commonPrefix(B3.subarray(sp.at + k2), B3.subarray(sp.at + sp.removed));
}
function spliceSuffix(B3, sp, max) {
  const ins = sp.inserted;
  const end = sp.at + sp.removed;
  const t2 = B3.length - end;
  if (t2 >= max) return max;
  const k2 = commonSuffix(B3.subarray(0, end), ins, Math.min(max - t2, ins.length, end));
  if (k2 < ins.length || t2 + k2 >= max) return t2 + k2;
  return t2 + k2 + commonSuffix(B3.subarray(0, end - k2), B3.subarray(0, sp.at), Math.min(max - t2 - k2, end - k2, sp.at));
}
function spliceSlice(B3, sp, [from, to2]) {
  const ins = sp.inserted;
  const end = sp.at + ins.length;
  const back = sp.removed - ins.length;
  const parts2 = [];
  if (from < sp.at) parts2.push(B3.subarray(from, Math.min(to2, sp.at)));
  if (to2 > sp.at && from < end) parts2.push(ins.subarray(Math.max(0, from - sp.at), Math.min(ins.length, to2 - sp.at)));
  if (to2 > end) parts2.push(B3.subarray(Math.max(from, end) + back, to2 + back));
  return Buffer.concat(parts2);
}
function judgeAround(pair, a) {
  const { path, actor, config } = pair;
  const { dialect, x: x3, y: y2, hWin } = a;
  const before2 = partFacts(a.pre, [0, x3], a.preFences);
  const after = partFacts(a.post, [a.postFrom, a.post.length], a.postFences);
  if (!before2 || !after || !plainLog(hWin, 0, y2 - x3)) return null;
  const context = priorOf(a.pre, x3, { fences: a.preFences, writer: dialect.writer, linesToX: before2.lines });
  if (!context || !before2.inOrder || before2.last !== (context.prior.lastSeq ?? 0)) return null;
  const lineOffset = before2.lines;
  const read = (part) => {
    const source2 = { ...sourceFromBytes(path, part), lineOffset };
    const doc = parseHandover(source2, dialect);
    return { ...doc, title: context.title, writer: context.writer, prior: context.prior };
  };
  const bDoc = read(a.bWin);
  const hDoc = read(hWin.subarray(0, y2 - x3));
  const outside = {
    fit: before2.fit + after.fit,
    total: before2.total + after.total + before2.dashes + after.dashes
  };
  if (!windowsRead({ bDoc, hDoc, outside, suffix: a.postFrom < a.post.length })) return null;
  const headLint = lintDoc(hDoc, config);
  const baseLint = lintDoc(bDoc, config);
  if ([...headLint, ...baseLint].some((m2) => m2.ruleId === "protocol/kind")) return null;
  const headStatic = placeUnits(headLint, hDoc, config);
  const baseStatic = placeUnits(
    baseLint.map((m2) => ({ ...m2 })),
    bDoc,
    config
  );
  const statics = blameOnlyTheChange(baseStatic, headStatic, pair.baseName ?? "HEAD");
  if (actor === null) return { messages: sortMessages(statics), baseStatic: baseLint };
  const change = placeUnits(checkChange("handover", bDoc, hDoc, actor, config), hDoc, config);
  return { messages: sortMessages([...statics, ...change]), baseStatic: baseLint };
}
function windowOf(B3, H3) {
  const p2 = commonPrefix(B3, H3);
  const s = commonSuffix(B3, H3, Math.min(B3.length, H3.length) - p2);
  const bEnd = B3.length - s;
  const hEnd = H3.length - s;
  const fences = new FenceWalk(H3, 0);
  const x3 = headingBefore(H3, p2 - 3, fences);
  if (x3 === null) return null;
  const bFences = new FenceWalk(B3, x3);
  const shift2 = H3.length - B3.length;
  let y2 = H3.length;
  for (let at2 = nextHeading(H3, Math.max(hEnd, x3 + 1)); at2 !== -1; at2 = nextHeading(H3, at2 + 1)) {
    if (fences.inFence(at2) || bFences.inFence(at2 - shift2)) continue;
    y2 = at2;
    break;
  }
  const yb = y2 - shift2;
  if (yb < bEnd || y2 < hEnd || !plainLog(B3, x3, yb)) return null;
  return { x: x3, y: y2, yb, fences };
}
function windowsRead(o2) {
  const { bDoc, hDoc, outside } = o2;
  if (!hDoc.entries.length || bDoc.preamble.text !== "" || hDoc.preamble.text !== "") return false;
  const fits = (d2) => d2.entries.filter((e) => !e.headingProblem).length;
  if (!surelyALog(outside.fit + fits(hDoc), outside.total + hDoc.entries.length)) return false;
  if (!surelyALog(outside.fit + fits(bDoc), outside.total + bDoc.entries.length)) return false;
  const last = hDoc.prior?.lastSeq ?? 0;
  if ([...bDoc.entries, ...hDoc.entries].some((e) => e.seq !== null && e.seq >= 1 && e.seq <= last)) return false;
  return !o2.suffix || sameIds(bDoc, hDoc);
}
function plainDialect(dialect, config) {
  if (dialect.heading !== "seq" || dialect.level !== 2 || dialect.order !== "oldest-first") return false;
  if (dialect.pinned) return false;
  if (dialect.reference.length) return false;
  if (dialect.fields.length || dialect.authorField || dialect.groups?.length || Object.keys(dialect.mutable).length)
    return false;
  const timeOrder = STATIC_RULES.find((r2) => r2.id === "handover/time-order");
  return !timeOrder || ruleSetting(timeOrder, config).severity !== "error";
}
function sameIds(a, b3) {
  if (a.entries.length !== b3.entries.length) return false;
  return a.entries.every((e, i) => e.seq === b3.entries[i].seq && e.id === b3.entries[i].id);
}
function startsOddly(buf) {
  return buf[0] === 239 && buf[1] === 187 && buf[2] === 191 || buf.subarray(0, 3).toString("latin1") === "---";
}
function plainBytes(part, o2 = {}) {
  if (!o2.known && (!(0, import_node_buffer3.isUtf8)(part) || part.includes(13)) || part.includes(0)) return false;
  for (let i = part.indexOf(COMMENT_OPEN); i !== -1; i = part.indexOf(COMMENT_OPEN, i + 4)) {
    const close = part.indexOf(COMMENT_CLOSE, i + 4);
    if (close === -1 && o2.closed) return false;
    const inside = part.subarray(i + 4, close === -1 ? part.length : close);
    for (let k2 = inside.indexOf(DIRECTIVE); k2 !== -1; k2 = inside.indexOf(DIRECTIVE, k2 + 1)) {
      const word = inside.toString("latin1", k2 + DIRECTIVE.length, k2 + DIRECTIVE.length + 7);
      if (word === "disable" || word.startsWith("enable")) return false;
    }
    if (close === -1) break;
    i = close - 1;
  }
  return true;
}
function plainLog(buf, from, to2) {
  const part = buf.subarray(from, to2);
  return plainBytes(part) && plainLines(part);
}
function plainLines(part) {
  for (let i = part.indexOf(91); i !== -1; i = part.indexOf(91, i + 1)) if (atLineStart(part, i)) return false;
  for (let i = part.indexOf(60); i !== -1; i = part.indexOf(60, i + 1)) {
    if (!atLineStart(part, i)) continue;
    if (!closedComment(part, i)) return false;
    const eol = part.indexOf(NL3, i);
    i = eol === -1 ? part.length : eol;
  }
  return true;
}
function closedComment(buf, i) {
  const eol = buf.indexOf(NL3, i);
  const line = buf.toString("utf8", i, eol === -1 ? buf.length : eol);
  return line.startsWith("<!--") && line.slice(4).includes("-->");
}
function atLineStart(buf, i) {
  for (let k2 = i - 1; k2 >= Math.max(0, i - 4); k2--) {
    if (buf[k2] === NL3) return true;
    if (buf[k2] !== 32) return false;
  }
  return i < 4;
}
function isHeadingLine(buf, at2) {
  if (buf[at2] !== HASH || buf[at2 + 1] !== HASH) return false;
  const c3 = buf[at2 + 2];
  return c3 === void 0 || c3 === 32 || c3 === 9 || c3 === NL3;
}
function nextHeading(buf, from) {
  for (let i = buf.indexOf(HASHES, Math.max(0, from)); i !== -1; i = buf.indexOf(HASHES, i + 1)) {
    if ((i === 0 || buf[i - 1] === NL3) && isHeadingLine(buf, i)) return i;
    while (buf[i + 2] === HASH) i++;
  }
  return -1;
}
function headingBefore(buf, limit, fences) {
  if (limit < 0) return null;
  for (let i = buf.lastIndexOf(HASHES, limit); i !== -1; i = i === 0 ? -1 : buf.lastIndexOf(HASHES, i - 1)) {
    if ((i === 0 || buf[i - 1] === NL3) && isHeadingLine(buf, i) && !fences.inFence(i)) return i;
  }
  return null;
}
function priorOf(buf, x3, o2) {
  const { fences } = o2;
  const w2 = headingBefore(buf, x3 - 1, fences);
  const first = w2 === null ? x3 : nextHeadingOutside(buf, fences);
  const preambleSplit = splitAtLevel2(buf.toString("utf8", 0, first));
  const { title, writer } = readTitle(preambleSplit.preamble);
  const from = w2 ?? 0;
  const split = splitAtLevel2(buf.toString("utf8", from, x3));
  const lastChunk = split.sections[split.sections.length - 1];
  const writerOrDefault = writer ?? o2.writer;
  if (!lastChunk) {
    return { title, writer: writerOrDefault, prior: { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 } };
  }
  const lineOffset = o2.linesToX - countLines3(buf, from, x3);
  const doc = parseHandover({ ...sourceFromBytes("", buf.subarray(from, x3)), lineOffset });
  const last = doc.entries[doc.entries.length - 1];
  if (!last || last.headingProblem || last.seq === null) return null;
  return {
    title,
    writer: writerOrDefault,
    prior: { lastSeq: last.seq, lastTime: last.time, lastTimestamp: last.timestamp, lastLine: last.heading.start.line }
  };
}
function partFacts(buf, range, fences) {
  return range[1] - range[0] >= WORD_WALK_FROM ? scanLines(buf, range, fences) : searchFacts(buf, range, fences);
}
function searchFacts(buf, range, fences) {
  const [from, to2] = range;
  const out = countHeadings(buf, range, fences);
  if (!out || !plainLines(buf.subarray(from, to2))) return null;
  out.lines = countLines3(buf, from, to2);
  out.dashes = dashLines(buf, from, to2);
  return out;
}
var SPACE = 32;
var TAB = 9;
var DASH = 45;
function scanLines(buf, range, fences) {
  const [from, to2] = range;
  const out = { lines: 0, total: 0, fit: 0, inOrder: true, last: 0, dashes: 0 };
  if (from < to2 && OPENS[buf[from]] === 1 && !lineStart(buf, from, out, fences)) return null;
  const walk = { buf, to: to2, out, fences };
  const first = Math.min(to2, from + (4 - (buf.byteOffset + from & 3) & 3));
  const words = to2 - first >>> 2;
  const last = first + words * 4;
  let lines = feedsByByte(walk, from, first);
  if (lines < 0) return null;
  if (!LITTLE_ENDIAN) {
    const n = feedsByByte(walk, first, last);
    if (n < 0) return null;
    lines += n;
  } else if (words > 0) {
    const view = new Uint32Array(buf.buffer, buf.byteOffset + first, words);
    for (let w2 = 0; w2 < words; w2++) {
      const v2 = view[w2] ^ 168430090;
      let zero = ~((v2 & 2139062143) + 2139062143 | v2 | 2139062143);
      while (zero !== 0) {
        const k2 = first + w2 * 4 + (31 - Math.clz32(zero & (~zero + 1 | 0)) >> 3);
        zero &= zero - 1 | 0;
        lines++;
        if (k2 + 1 < to2 && OPENS[buf[k2 + 1]] === 1 && !lineStart(buf, k2 + 1, out, fences)) return null;
      }
    }
  }
  const tail = feedsByByte(walk, last, to2);
  if (tail < 0) return null;
  out.lines = lines + tail;
  return out;
}
function feedsByByte(walk, a, b3) {
  const { buf, to: to2, out, fences } = walk;
  let n = 0;
  for (let k2 = a; k2 < b3; k2++) {
    if (buf[k2] !== NL3) continue;
    n++;
    if (k2 + 1 < to2 && OPENS[buf[k2 + 1]] === 1 && !lineStart(buf, k2 + 1, out, fences)) return -1;
  }
  return n;
}
var OPENS = new Uint8Array(256);
for (const c3 of [HASH, SPACE, TAB, 11, 12, DASH, 91, 60]) OPENS[c3] = 1;
var LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function lineStart(buf, ls2, out, fences) {
  let k2 = ls2;
  for (let c4 = buf[k2]; k2 - ls2 < 4 && (c4 === SPACE || c4 === TAB || c4 === 11 || c4 === 12); c4 = buf[++k2]) ;
  if (k2 - ls2 <= 3 && isHeadingLine(buf, k2)) {
    if (k2 !== ls2) return false;
    if (!fences.inFence(ls2)) heading(buf, ls2, out);
    return true;
  }
  let j3 = ls2;
  while (j3 - ls2 < 3 && buf[j3] === SPACE) j3++;
  const c3 = buf[j3];
  if (c3 === 91) return false;
  if (c3 === 60) return closedComment(buf, j3);
  if (c3 === DASH) {
    while (buf[j3] === DASH) j3++;
    while (buf[j3] === SPACE || buf[j3] === TAB) j3++;
    if (buf[j3] === NL3 || j3 === buf.length) out.dashes++;
  }
  return true;
}
function heading(buf, at2, out) {
  out.total++;
  let end = at2 + 2;
  while (buf[end] === 32 || buf[end] === 9) end++;
  const start = end;
  let n = 0;
  while (buf[end] >= 48 && buf[end] <= 57 && end - start < 15) n = n * 10 + (buf[end++] - 48);
  const next = buf[end];
  const alone = end > start && (next === 32 || next === 9 || next === NL3 || next === void 0);
  if (n >= 1 && surelyFits(buf, end)) out.fit++;
  if (buf[end] >= 48 && buf[end] <= 57) out.inOrder = false;
  if (!alone || n < 1) return;
  if (n !== out.last + 1) out.inOrder = false;
  out.last = n;
}
var WORD_WALK_FROM = 1 << 20;
function countHeadings(buf, range, fences) {
  const [from, to2] = range;
  const out = { lines: 0, total: 0, fit: 0, inOrder: true, last: 0, dashes: 0 };
  for (let at2 = buf.indexOf(HASHES, from); at2 !== -1 && at2 < to2; at2 = buf.indexOf(HASHES, at2 + 1)) {
    const kind = hashesAt(buf, at2);
    if (kind === "indented") return null;
    if (kind === "text") {
      while (buf[at2 + 2] === HASH) at2++;
      continue;
    }
    if (fences.inFence(at2)) continue;
    heading(buf, at2, out);
  }
  return out;
}
function hashesAt(buf, at2) {
  const ls2 = lineStartOf(buf, at2);
  if (!isHeadingLine(buf, at2)) return "text";
  if (ls2 === at2) return "heading";
  return at2 - ls2 <= 3 && buf.toString("latin1", ls2, at2).trim() === "" ? "indented" : "text";
}
function surelyFits(buf, i) {
  if (!dotAt(buf, i) || !canonicalTimeAt(buf, i + 4)) return false;
  const c3 = buf[i + 24];
  return c3 === NL3 || c3 === void 0 || dotAt(buf, i + 24);
}
function dotAt(buf, i) {
  return buf[i] === 32 && buf[i + 1] === 194 && buf[i + 2] === 183 && buf[i + 3] === 32;
}
function canonicalTimeAt(buf, t2) {
  if (buf[t2 + 4] !== 45 || buf[t2 + 7] !== 45 || buf[t2 + 10] !== 84) return false;
  if (buf[t2 + 13] !== 58 || buf[t2 + 16] !== 58 || buf[t2 + 19] !== 90) return false;
  const y2 = digits2(buf, t2, 4);
  const mo = digits2(buf, t2 + 5, 2);
  const d2 = digits2(buf, t2 + 8, 2);
  const h3 = digits2(buf, t2 + 11, 2);
  const mi = digits2(buf, t2 + 14, 2);
  const se2 = digits2(buf, t2 + 17, 2);
  if (y2 < 1e3 || mo < 1 || mo > 12 || d2 < 1 || h3 < 0 || h3 > 23 || mi < 0 || mi > 59 || se2 < 0 || se2 > 59) return false;
  return d2 <= daysIn(y2, mo);
}
function digits2(buf, at2, len) {
  let n = 0;
  for (let k2 = at2; k2 < at2 + len; k2++) {
    const c3 = buf[k2] - 48;
    if (!(c3 >= 0 && c3 <= 9)) return -1;
    n = n * 10 + c3;
  }
  return n;
}
function daysIn(y2, mo) {
  const leap = (y2 % 4 === 0 ? 1 : 0) & (y2 % 100 !== 0 ? 1 : 0) | (y2 % 400 === 0 ? 1 : 0);
  const short = mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
  return mo === 2 ? 28 + leap : short;
}
function dashLines(buf, from, to2) {
  let n = from < to2 && isDashLine(buf, from) ? 1 : 0;
  for (const start of DASH_STARTS) {
    for (let i = buf.indexOf(start, from); i !== -1 && i + 1 < to2; i = buf.indexOf(start, i + start.length)) {
      if (isDashLine(buf, i + 1)) n++;
    }
  }
  return n;
}
function isDashLine(buf, ls2) {
  let j3 = ls2;
  while (j3 - ls2 < 3 && buf[j3] === SPACE) j3++;
  if (buf[j3] !== DASH) return false;
  while (buf[j3] === DASH) j3++;
  while (buf[j3] === SPACE || buf[j3] === TAB) j3++;
  return j3 === buf.length || buf[j3] === NL3;
}
var DASH_STARTS = ["\n-", "\n -", "\n  -", "\n   -"].map((t2) => Buffer.from(t2));
function surelyALog(fit, total) {
  return fit >= 2 && (total < 5 || 2 * fit >= total);
}
function nextHeadingOutside(buf, fences) {
  for (let at2 = nextHeading(buf, 0); at2 !== -1; at2 = nextHeading(buf, at2 + 1)) if (!fences.inFence(at2)) return at2;
  return buf.length;
}
var FenceWalk = class {
  constructor(buf, from) {
    this.buf = buf;
    this.at = from;
    this.nextTick = -2;
    this.nextTilde = -2;
  }
  buf;
  /** The closed fences' spans, flat: start, end, start, end … (no object per fence). */
  regions = [];
  at;
  open = null;
  nextTick;
  nextTilde;
  unsure = false;
  /** Whether the line starting at `pos` is inside a fence (true too when the walk cannot tell). */
  inFence(pos) {
    this.walkTo(pos);
    if (this.unsure) return true;
    if (this.open && this.open.start < pos) return true;
    const r2 = this.regions;
    const n = r2.length >> 1;
    if (n === 0 || pos >= r2[2 * n - 1]) return false;
    let lo = 0;
    let hi = n - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const a = r2[2 * mid];
      const b3 = r2[2 * mid + 1];
      if (pos < a) hi = mid - 1;
      else if (pos >= b3) lo = mid + 1;
      else return true;
    }
    return false;
  }
  walkTo(pos) {
    const { buf } = this;
    while (!this.unsure && this.at < pos) {
      const i = this.nextRun();
      if (i === -1 || i >= pos) {
        this.at = pos;
        return;
      }
      const ls2 = lineStartOf(buf, i);
      const eol = lineEndOf(buf, i);
      const end = eol === buf.length ? eol : eol + 1;
      this.at = end;
      if (ls2 === i) {
        if (this.open) this.closeLine(ls2, end);
        else this.openLine(ls2, end);
        continue;
      }
      this.midLine(ls2, i, end);
    }
  }
  /** Where the next run of three backticks or tildes is; each searched again only once the walk has passed it. */
  nextRun() {
    if (this.nextTick !== -1 && this.nextTick < this.at) this.nextTick = this.buf.indexOf(TICKS, this.at);
    if (this.nextTilde !== -1 && this.nextTilde < this.at) this.nextTilde = this.buf.indexOf(TILDES, this.at);
    const a = this.nextTick;
    const b3 = this.nextTilde;
    return a === -1 ? b3 : b3 === -1 ? a : Math.min(a, b3);
  }
  /** A run inside a line: inline code, unless only spaces, list markers or `>` come before it on the line. */
  midLine(ls2, i, end) {
    const before2 = this.buf.toString("latin1", ls2, i);
    if (this.open) {
      if (/^ {1,3}$/.test(before2)) this.closeLine(ls2, end);
    } else if (/^[\s>*+\-\d.)]*$/.test(before2)) this.unsure = true;
  }
  /** A line opening a fence (`FENCE_OPEN`, read by its bytes): a run of three or more backticks or tildes at `ls`. */
  openLine(ls2, end) {
    const { buf } = this;
    const eol = end > ls2 && buf[end - 1] === NL3 ? end - 1 : end;
    const char = buf[ls2];
    let k2 = ls2;
    while (k2 < eol && buf[k2] === char) k2++;
    if (k2 - ls2 < 3 || !restMatchesDot(buf, [k2, eol], char === 96 ? 96 : -1)) return;
    this.open = { char, size: k2 - ls2, start: ls2 };
  }
  /** A line closing the open fence (`FENCE_CLOSE`, read by its bytes): as long a run of its character, then blanks. */
  closeLine(ls2, end) {
    const { buf } = this;
    const open = this.open;
    const eol = end > ls2 && buf[end - 1] === NL3 ? end - 1 : end;
    let k2 = ls2;
    while (k2 < eol && k2 - ls2 < 3 && buf[k2] === SPACE) k2++;
    const start = k2;
    const char = buf[k2];
    if (char !== 96 && char !== 126) return;
    while (k2 < eol && buf[k2] === char) k2++;
    const size = k2 - start;
    while (k2 < eol && (buf[k2] === SPACE || buf[k2] === TAB)) k2++;
    if (k2 === eol && size >= 3 && char === open.char && size >= open.size) {
      this.regions.push(open.start, end);
      this.open = null;
    }
  }
};
function restMatchesDot(buf, [from, to2], not) {
  for (let k2 = from; k2 < to2; k2++) {
    const c3 = buf[k2];
    if (c3 === 13 || c3 === not) return false;
    if (c3 === 226 && buf[k2 + 1] === 128 && (buf[k2 + 2] === 168 || buf[k2 + 2] === 169) && k2 + 2 < to2) return false;
  }
  return true;
}
function lineEndOf(buf, i) {
  for (let k2 = i, stop = Math.min(buf.length, i + 256); k2 < stop; k2++) if (buf[k2] === NL3) return k2;
  if (i + 256 >= buf.length) return buf.length;
  const eol = buf.indexOf(NL3, i + 256);
  return eol === -1 ? buf.length : eol;
}
function lineStartOf(buf, i) {
  for (let k2 = i - 1, stop = Math.max(0, i - 16); k2 >= stop; k2--) if (buf[k2] === NL3) return k2 + 1;
  return i <= 16 ? 0 : buf.lastIndexOf(NL3, i - 17) + 1;
}
function commonPrefix(a, b3) {
  const n = Math.min(a.length, b3.length);
  const step = 1 << 16;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + step);
    if (a.compare(b3, i, end, i, end) !== 0) break;
    i = end;
  }
  while (i < n && a[i] === b3[i]) i++;
  return i;
}
function commonSuffix(a, b3, max) {
  const step = 1 << 16;
  let k2 = 0;
  while (k2 < max) {
    const len = Math.min(step, max - k2);
    if (a.compare(b3, b3.length - k2 - len, b3.length - k2, a.length - k2 - len, a.length - k2) !== 0) break;
    k2 += len;
  }
  while (k2 < max && a[a.length - 1 - k2] === b3[b3.length - 1 - k2]) k2++;
  return k2;
}
function countLines3(buf, from, to2) {
  let n = 0;
  let i = from;
  while (i < to2 && (buf.byteOffset + i) % 4 !== 0) if (buf[i++] === NL3) n++;
  const words = Math.floor((to2 - i) / 4);
  if (words > 0) {
    const view = new Uint32Array(buf.buffer, buf.byteOffset + i, words);
    for (let w2 = 0; w2 < words; w2++) {
      const v2 = view[w2] ^ 168430090;
      const zero = ~((v2 & 2139062143) + 2139062143 | v2 | 2139062143);
      if (zero !== 0) n += popcount(zero);
    }
    i += words * 4;
  }
  for (; i < to2; i++) if (buf[i] === NL3) n++;
  return n;
}
function popcount(x3) {
  let v2 = x3 >>> 0;
  v2 -= v2 >>> 1 & 1431655765;
  v2 = (v2 & 858993459) + (v2 >>> 2 & 858993459);
  return (v2 + (v2 >>> 4) & 252645135) * 16843009 >>> 24;
}

// src/engine/check.ts
var asBuffer = (x3) => Buffer.from(x3.buffer, x3.byteOffset, x3.length);
var bytesOf = (x3) => typeof x3 === "string" ? Buffer.from(x3, "utf8") : x3;
function checkVersions(pair) {
  return checkKeepingBase(pair).messages;
}
function checkKeepingBase(pair) {
  const none = (messages) => ({ messages, baseStatic: null });
  const { kind, path, base, head, config } = pair;
  if (pair.migrate) {
    const local2 = pair.local && kind === "handover" && base !== null && head !== null && !grew(base, head) && !archived(pair) ? localOf(pair) : null;
    return local2 ?? none(checkMigration({ ...pair, migrate: pair.migrate }, checkVersions));
  }
  if (base === null && head === null) return none([]);
  const b3 = base === null ? null : bytesOf(base);
  const h3 = head === null ? null : bytesOf(head);
  if (b3 && h3 && Buffer.compare(Buffer.from(b3.buffer, b3.byteOffset, b3.length), Buffer.from(h3.buffer, h3.byteOffset, h3.length)) === 0)
    return none([]);
  if (kind === "append-only") return none(placeUnits(appendOnlyFile(path, b3, h3, config), null, config));
  const local = pair.local && kind === "handover" && b3 && h3 && !archived(pair) ? localOf(pair) : null;
  if (local) return local;
  const appended = kind === "handover" && b3 && h3 ? appendedCheck(pair, b3, h3) : null;
  return appended ? none(appended) : fullCheck(pair, kind, b3, h3);
}
function changedArchives(pair) {
  return (pair.archive ?? []).filter(
    (a) => a.head !== null && (a.base === null || !asBuffer(bytesOf(a.base)).equals(asBuffer(bytesOf(a.head))))
  );
}
function archived(pair) {
  return changedArchives(pair).length > 0;
}
function factsOf(pair) {
  const changed = pair.kind === "handover" ? changedArchives(pair) : [];
  if (changed.length === 0) return pair.facts;
  const log = dialectOf(pair.config).log;
  const archive = changed.map((a) => {
    const read = (x3) => x3 === null ? null : parseHandover(sourceFromBytes(a.path, bytesOf(x3)), log);
    return { path: a.path, base: read(a.base), head: read(a.head) };
  });
  return { ...pair.facts ?? noFacts(), archive };
}
function grew(base, head) {
  const b3 = asBuffer(bytesOf(base));
  const h3 = asBuffer(bytesOf(head));
  return b3.length <= h3.length && h3.compare(b3, 0, b3.length, 0, b3.length) === 0;
}
function localOf(pair) {
  const b3 = bytesOf(pair.base);
  const h3 = bytesOf(pair.head);
  if (Buffer.from(b3.buffer, b3.byteOffset, b3.length).equals(Buffer.from(h3.buffer, h3.byteOffset, h3.length))) return null;
  return localCheck({ ...pair, base: asBuffer(b3), head: asBuffer(h3) });
}
function appendedCheck(pair, b3, h3) {
  const { path, actor, config } = pair;
  const kind = "handover";
  const fast = parseAppended(path, b3, h3, dialectOf(config).log);
  if (!fast) return null;
  const tail = lintDoc(fast.head, config);
  if (tail.some((m2) => m2.ruleId === "protocol/kind") || fast.head.entries.some((e) => e.headingProblem)) return null;
  const change = actor ? checkChange(kind, fast.base, fast.head, actor, config) : [];
  return sortMessages(placeUnits([...tail, ...change], fast.head, config));
}
function fullCheck(pair, kind, b3, h3) {
  const { path, actor, config, baseName = "HEAD" } = pair;
  const facts = factsOf(pair);
  let headStatic = [];
  let headDoc = null;
  if (h3) {
    const linted = lintSource(sourceFromBytes(path, h3), kind, config, facts);
    headStatic = placeUnits(linted.messages, linted.doc, config);
    headDoc = linted.doc;
  }
  let baseDoc = null;
  let baseLint = null;
  if (b3 && (actor !== null || headStatic.some((m2) => m2.severity === "error"))) {
    const source2 = sourceFromBytes(path, b3);
    baseDoc = parseDoc(kind, source2, dialectOf(config));
    if (headStatic.some((m2) => m2.severity === "error")) baseLint = lintDoc(baseDoc, config, facts);
  }
  const underneath = baseDoc && baseLint?.some((m2) => m2.ruleId === "protocol/kind") ? lintBaseForBlame(baseDoc, config, facts) : baseLint;
  const baseStatic = underneath ? placeUnits(
    underneath.map((m2) => ({ ...m2 })),
    baseDoc,
    config
  ) : [];
  const statics = blameOnlyTheChange(baseStatic, headStatic, baseName);
  if (actor === null) return { messages: sortMessages(statics), baseStatic: baseLint };
  const messages = sortMessages([
    ...statics,
    ...placeUnits(checkChange(kind, baseDoc, headDoc, actor, config, facts), headDoc, config)
  ]);
  return { messages, baseStatic: baseLint };
}
function appendOnlyFile(path, base, head, config) {
  const rule = HISTORICAL_RULES.find((r2) => r2.id === "handover/append-only");
  const { severity } = ruleSetting(rule, config);
  if (severity === "off" || base === null) return [];
  const msg = (message, line2, column) => [
    {
      ruleId: rule.id,
      severity: severity === "warn" ? "warning" : "error",
      message,
      line: line2,
      column,
      docs: ruleUrl(rule.id)
    }
  ];
  if (head === null) return msg(`${path} is append-only (config appendOnly) but was deleted; restore it`, 1, 1);
  let i = 0;
  const n = Math.min(base.length, head.length);
  while (i < n && base[i] === head[i]) i++;
  if (i === base.length || archiveGrew(path, base, head, config)) return [];
  let line = 1;
  for (let k2 = base.indexOf(10); k2 !== -1 && k2 < i; k2 = base.indexOf(10, k2 + 1)) line++;
  const what = i === head.length ? "text was removed from the end" : `line ${line} was changed`;
  return msg(
    `${path} is append-only (config appendOnly), but ${what}; the old text must stay exactly as it was, with new text only at the end`,
    line,
    1
  );
}
function archiveGrew(path, base, head, config) {
  const log = dialectOf(config).log;
  if (!isArchivePath(log.archive, path)) return false;
  const [b3, h3] = [base, head].map((x3) => parseHandover(sourceFromBytes(path, x3), log));
  const diff = diffHandover(b3, h3);
  return (!diff.preambleChanged || onlyGroupsAdded(b3, h3)) && diff.changes.every((c3) => c3.kind === "added" && c3.before === null);
}

// src/check/archive.ts
init_fsutil();
init_plain();

// src/git/worktree.ts
init_client();
async function readStaged(root, path) {
  try {
    return Buffer.from(await gitClient(root).binaryCatFile(["blob", `:${path.split("\\").join("/")}`]));
  } catch {
    return null;
  }
}

// src/check/archive.ts
init_repo();
init_models();
async function worktreeArchive(root, o2) {
  const named = o2.target.kind === "handover" ? archivesOf(o2.config) : [];
  if (named.length === 0 || o2.base === null || o2.head === null || grew(o2.base, o2.head)) return void 0;
  const rev = o2.rev ?? "HEAD";
  const index = o2.from === "index";
  const patterns = archivePatternsOf(o2.config);
  const paths = [
    ...named.filter((p2) => !isArchivePattern(p2)),
    ...patterns.length ? await pathsMatching(root, index ? { staged: true, against: rev } : { worktree: rev }, patterns).catch(() => []) : []
  ];
  const out = [];
  for (const path of new Set(paths)) {
    if (protocolPathProblem(root, path)) continue;
    let head;
    try {
      head = index ? await readStaged(root, path) : readProtocolFile(root, path);
    } catch {
      continue;
    }
    out.push({ path, base: await readAtCommit(root, rev, path), head });
  }
  return out.length ? out : void 0;
}

// src/check/case-clash.ts
var import_node_fs2 = require("node:fs");
var import_node_path6 = require("node:path");
init_lint();

// src/git/any-case.ts
var import_promises2 = require("node:fs/promises");
var import_node_path5 = require("node:path");
init_errors();
init_archive_path();
init_client();
init_refs();
init_repo();
function specsOf(names) {
  return [
    ...names.paths.map((p2) => `:(literal,icase)${checkPath(p2)}`),
    ...names.patterns.map((p2) => `:(glob,icase)${checkPath(p2).replace(/[?[\]\\]/g, "\\$&")}`)
  ];
}
function namedAnyCase(names, path) {
  const folded = path.toLowerCase();
  return names.paths.some((p2) => p2.toLowerCase() === folded) || isArchivePath(names.patterns, path);
}
async function git(root, args) {
  try {
    return await gitClient(root).raw(["--no-literal-pathspecs", ...args]);
  } catch (e) {
    const stderr = e.message.split("\n")[0] ?? "";
    throw new CliError(
      `git could not list the log's files in any case: ${printable(stderr)}; check the repository with git status.`,
      2
    );
  }
}
async function filesAnyCase(root, where2, names) {
  const specs = specsOf(names);
  if (specs.length === 0) return [];
  const out = "rev" in where2 ? await git(root, [
    "diff-tree",
    "-r",
    "-z",
    "--name-only",
    "--no-renames",
    EMPTY_TREE,
    checkRef2(where2.rev),
    "--",
    ...specs
  ]) : await git(root, [
    "ls-files",
    "-z",
    "--full-name",
    "--cached",
    ..."worktree" in where2 ? ["--others", "--exclude-standard"] : [],
    "--",
    ...specs
  ]);
  const found = [...new Set(out.split("\0").filter((p2) => p2 !== "" && namedAnyCase(names, p2)))].sort();
  if (!("worktree" in where2)) return found;
  const there = await Promise.all(
    found.map(
      (p2) => (0, import_promises2.lstat)((0, import_node_path5.join)(root, p2)).then(
        () => true,
        () => false
      )
    )
  );
  return found.filter((_3, i) => there[i]);
}

// src/check/case-clash.ts
init_models();
init_rules();
init_types();
var RULE = "handover/append-only";
function clashNames(config) {
  const logs = targetsOf2(config).filter((t2) => t2.kind === "handover").map((t2) => t2.path);
  if (logs.length === 0) return null;
  const named = archivesOf(config).filter((p2) => !isArchivePattern(p2));
  return { logs, paths: [...logs, ...named], patterns: archivePatternsOf(config) };
}
function newClashes(after, before2) {
  const groups = /* @__PURE__ */ new Map();
  for (const p2 of after) {
    const k2 = p2.toLowerCase();
    groups.set(k2, [...groups.get(k2) ?? [], p2]);
  }
  const together = (a, b3) => before2.some((v2) => v2.includes(a) && v2.includes(b3));
  const out = [];
  for (const g2 of groups.values()) {
    if (g2.length < 2) continue;
    for (const p2 of g2) {
      const other = g2.find((q3) => q3 !== p2 && !together(p2, q3));
      if (other !== void 0 && !(before2[0] ?? []).includes(p2)) out.push({ path: p2, other });
    }
  }
  return out;
}
function clashMessage(clash, names, config) {
  const rule = HISTORICAL_RULES.find((r2) => r2.id === RULE);
  const { severity } = ruleSetting(rule, config);
  if (severity === "off") return null;
  const { path, other } = clash;
  const log = names.logs.find((l3) => l3.toLowerCase() === path.toLowerCase());
  const what = log === other ? `the log ${other}` : log === path ? other : `the archive file ${other}`;
  const fix = log === other ? `keep the log's entries in ${other} and remove ${path}` : log === path ? `rename or remove ${other}` : `rotate into ${other} and remove ${path}`;
  return {
    ruleId: RULE,
    severity: severity === "warn" ? "warning" : "error",
    message: `${path} differs from ${what} only in case: on a macOS or Windows checkout the two are one file, so writing one overwrites or hides the other's entries there; ${fix}`,
    line: 1,
    column: 1,
    docs: ruleUrl(RULE),
    unit: units.file,
    owner: null
  };
}
async function worktreeClash(root, path, config) {
  const names = clashNames(config);
  if (!names || !namedAnyCase(names, path) || !twinOnDisk(root, path)) return null;
  const one2 = { paths: [path], patterns: [] };
  const before2 = await filesAnyCase(root, { rev: "HEAD" }, one2).catch(() => []);
  if (before2.includes(path)) return null;
  const after = await filesAnyCase(root, { worktree: true }, one2);
  const clash = newClashes([.../* @__PURE__ */ new Set([...after, path])], [before2]).find((c3) => c3.path === path);
  return clash ? clashMessage(clash, names, config) : null;
}
function twinOnDisk(root, path) {
  let dir = root;
  for (const part of path.split("/")) {
    let names;
    try {
      names = (0, import_node_fs2.readdirSync)(dir);
    } catch (error) {
      return error.code !== "ENOENT";
    }
    const folded = part.toLowerCase();
    if (names.some((n) => n !== part && n.toLowerCase() === folded)) return true;
    dir = (0, import_node_path6.join)(dir, part);
  }
  return false;
}

// src/hooks/guard.ts
init_load();
init_display();
init_lint();
init_fsutil();
init_plain();

// src/identity.ts
init_schema();
init_errors();
init_plain();
function agentForEmail(config, email) {
  if (!email) return null;
  const e = email.toLowerCase();
  for (const [id, a] of Object.entries(config.agents)) if (a.emails.includes(e)) return id;
  return null;
}
async function resolveActor(opts) {
  const check = (actor, source2, where2) => {
    if (!NAME.test(actor))
      throw new CliError(
        `The actor "${actor}" from ${where2} is not a valid agent name (letters, digits, ".", "_", "-").`,
        2
      );
    return { actor, source: source2 };
  };
  if (opts.flag !== void 0) return check(opts.flag.trim(), "flag", "--actor");
  const env = (opts.env ?? process.env).HANDOVER_AGENT;
  if (env?.trim()) return check(env.trim(), "env", "HANDOVER_AGENT");
  const clone = await configGet(opts.root, "handover.agent");
  if (clone) return check(clone, "git-config", "git config handover.agent");
  if (opts.config.agent) return { actor: opts.config.agent, source: "config" };
  const email = opts.authorEmail !== void 0 ? opts.authorEmail : await authorEmail(opts.root);
  const mapped = agentForEmail(opts.config, email);
  if (mapped) return { actor: mapped, source: "email" };
  throw new CliError(
    "Cannot tell which agent is acting: pass --actor NAME, set HANDOVER_AGENT, run `handover init --agent NAME` (sets git config handover.agent for this clone), set `agent` in the config, or map your email under `agents.<id>.emails`.",
    2
  );
}

// src/hooks/guard.ts
init_sync_dir();
init_models();

// src/hooks/edit.ts
var import_node_buffer4 = require("node:buffer");

// src/hooks/apply-patch.ts
function seek(lines, want, from) {
  const tries = [(s) => s, (s) => s.trimEnd(), (s) => s.trim()];
  for (const norm of tries) {
    for (let at2 = from; at2 + want.length <= lines.length; at2++) {
      if (want.every((w2, k2) => norm(lines[at2 + k2]) === norm(w2))) return at2;
    }
  }
  return -1;
}
function applyHunks(current, hunks) {
  const crlf = current.includes("\r\n");
  const lines = current.replace(/\r\n/g, "\n").split("\n");
  if (lines.at(-1) === "") lines.pop();
  let from = 0;
  for (const h3 of hunks) {
    if (h3.anchor) {
      const a = seek(lines, [h3.anchor], from);
      if (a === -1) return { unknown: `the patch's "@@ ${h3.anchor}" line is not in the file` };
      from = a + 1;
    }
    const old = h3.old.length && h3.old.at(-1) === "" && h3.next.at(-1) === "" ? h3.old.slice(0, -1) : h3.old;
    const next = old === h3.old ? h3.next : h3.next.slice(0, -1);
    const at2 = old.length === 0 ? lines.length : seek(lines, old, from);
    if (at2 === -1) return { unknown: "the lines the patch replaces are not in the file as it is now" };
    lines.splice(at2, old.length, ...next);
    from = at2 + next.length;
  }
  const text = `${lines.join("\n")}
`;
  return { text: crlf ? text.replace(/\n/g, "\r\n") : text };
}

// src/hooks/edit.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit", "Patch", "Delete", "Unknown"]);
var LSQ = "\u2018";
var RSQ = "\u2019";
var LDQ = "\u201C";
var RDQ = "\u201D";
var straightQuotes = (s) => s.replaceAll(LSQ, "'").replaceAll(RSQ, "'").replaceAll(LDQ, '"').replaceAll(RDQ, '"');
var ESCAPE = /\\u[0-9a-fA-F]{4}/;
var unescapeU = (s) => s.replace(
  /(\\\\)|\\u([0-9a-fA-F]{4})/g,
  (m2, bs2, hex) => bs2 !== void 0 ? m2 : String.fromCharCode(parseInt(hex, 16))
);
function actualOldString(file, old) {
  if (file.includes(old)) return old;
  const at2 = straightQuotes(file).indexOf(straightQuotes(old));
  if (at2 !== -1) return file.substring(at2, at2 + old.length);
  if (ESCAPE.test(old)) {
    const decoded = unescapeU(old);
    if (decoded !== old && file.includes(decoded)) return decoded;
  }
  return null;
}
var opensQuote = (chars, i) => {
  if (i === 0) return true;
  const c3 = chars[i - 1];
  return c3 === " " || c3 === "	" || c3 === "\n" || c3 === "\r" || c3 === "(" || c3 === "[" || c3 === "{" || c3 === "\u2014" || c3 === "\u2013";
};
var LETTER = new RegExp("\\p{L}", "u");
function actualNewString(old, actualOld, next) {
  let out = next;
  if (old !== actualOld) {
    const double = actualOld.includes(LDQ) || actualOld.includes(RDQ);
    const single = actualOld.includes(LSQ) || actualOld.includes(RSQ);
    if (double) {
      const cs2 = [...out];
      out = cs2.map((c3, i) => c3 === '"' ? opensQuote(cs2, i) ? LDQ : RDQ : c3).join("");
    }
    if (single) {
      const cs2 = [...out];
      out = cs2.map((c3, i) => {
        if (c3 !== "'") return c3;
        if (i > 0 && i < cs2.length - 1 && LETTER.test(cs2[i - 1]) && LETTER.test(cs2[i + 1])) return RSQ;
        return opensQuote(cs2, i) ? LSQ : RSQ;
      }).join("");
    }
  }
  if (ESCAPE.test(old) && unescapeU(old) === actualOld) out = unescapeU(out);
  return out;
}
function asReplacement(v2) {
  if (typeof v2 !== "object" || v2 === null) return null;
  const o2 = v2;
  if (typeof o2.old_string !== "string" || typeof o2.new_string !== "string") return null;
  return { old_string: o2.old_string, new_string: o2.new_string, replace_all: o2.replace_all === true };
}
function applyEdit(text, r2) {
  if (r2.old_string === "") {
    if (text.trim() !== "") return { unknown: "old_string is empty but the file has text (Claude Code refuses that)" };
    return {
      text: r2.new_string !== "" && text.charCodeAt(0) === 65279 && r2.new_string.charCodeAt(0) !== 65279 ? `\uFEFF${r2.new_string}` : r2.new_string
    };
  }
  const old = actualOldString(text, r2.old_string);
  if (old === null) return { unknown: "old_string is not in the file as it is now" };
  const next = actualNewString(r2.old_string, old, r2.new_string);
  const first = text.indexOf(old);
  if (!r2.replace_all && text.indexOf(old, first + old.length) !== -1)
    return { unknown: "old_string is in the file more than once and replace_all is false" };
  const from = next === "" && !old.endsWith("\n") && text.includes(`${old}
`) ? `${old}
` : old;
  const out = r2.replace_all ? text.split(from).join(next) : text.slice(0, text.indexOf(from)) + next + text.slice(text.indexOf(from) + from.length);
  if (out === text) return { unknown: "the edit changes nothing" };
  return { text: out };
}
function patchAfter(tool, input, current) {
  if (current === null) return { unknown: "the file does not exist" };
  if (tool === "Delete") return { deleted: true };
  if (typeof input.problem === "string") return { unknown: input.problem };
  return applyHunks(current, input.hunks);
}
function textAfter(tool, input, current) {
  if (tool === "Delete" || tool === "Patch") return patchAfter(tool, input, current);
  if (tool === "Write") {
    if (typeof input.content !== "string") return { unknown: "the Write has no content" };
    const c3 = input.content;
    return {
      text: c3 !== "" && current !== null && current.charCodeAt(0) === 65279 && c3.charCodeAt(0) !== 65279 ? `\uFEFF${c3}` : c3
    };
  }
  const edits = tool === "Edit" ? [input] : tool === "MultiEdit" && Array.isArray(input.edits) ? input.edits : null;
  if (edits === null) return { unknown: `handover cannot compute what ${tool} does to a Markdown file` };
  const crlf = current?.includes("\r\n");
  let text = (current ?? "").replaceAll("\r\n", "\n");
  for (const e of edits) {
    const r2 = asReplacement(e);
    if (r2 === null) return { unknown: "the edit has no old_string and new_string" };
    if (current === null && r2.old_string !== "") return { unknown: "the file does not exist" };
    const step = applyEdit(text, r2);
    if ("unknown" in step) return step;
    text = step.text;
  }
  return { text: crlf ? text.replaceAll("\n", "\r\n") : text };
}
var LONE_SURROGATE = /[\uD800-\uDFFF]/;
function editSplice(tool, input, current) {
  if (tool !== "Edit" || current === null) return null;
  const r2 = asReplacement(input);
  if (!r2 || r2.replace_all || r2.old_string === "" || r2.old_string === r2.new_string) return null;
  if (ESCAPE.test(r2.old_string) || LONE_SURROGATE.test(r2.old_string) || LONE_SURROGATE.test(r2.new_string)) return null;
  if (current.includes(13) || !(0, import_node_buffer4.isUtf8)(current)) return null;
  const old = Buffer.from(r2.old_string, "utf8");
  const first = current.indexOf(old);
  if (first === -1 || current.indexOf(old, first + old.length) !== -1) return null;
  const next = Buffer.from(r2.new_string, "utf8");
  const withNewline = Buffer.concat([old, Buffer.from("\n")]);
  const from = next.length === 0 && !r2.old_string.endsWith("\n") && current.includes(withNewline) ? withNewline : old;
  const at2 = from === old ? first : current.indexOf(from);
  return { at: at2, removed: from.length, inserted: next };
}
function applySplice(current, s) {
  return Buffer.concat([current.subarray(0, s.at), s.inserted, current.subarray(s.at + s.removed)]);
}

// src/hooks/fast.ts
var import_node_fs4 = require("node:fs");
init_fsutil();
var import_node_path9 = require("node:path");
init_archive_path();

// src/hooks/payload.ts
var import_node_path8 = require("node:path");
var MAX_INPUT = 64 * 1024 * 1024;
var str = (v2) => typeof v2 === "string" ? v2 : void 0;
function note(text) {
  return { code: 0, notice: `handover: ${text}` };
}
function block(text) {
  return { code: 2, stderr: text.endsWith("\n") ? text : `${text}
` };
}
function sessionDir(payload, env, fallback) {
  for (const v2 of [env.CLAUDE_PROJECT_DIR, env.GEMINI_PROJECT_DIR]) if (v2 && (0, import_node_path8.isAbsolute)(v2)) return v2;
  const cwd = str(payload.cwd);
  return cwd && (0, import_node_path8.isAbsolute)(cwd) ? cwd : fallback;
}

// src/hooks/hosts.ts
var JSON_ANSWERS = {
  "qwen-post-tool-use": (t2) => ({ hookSpecificOutput: { hookEventName: "PostToolUse", additionalContext: t2 } }),
  "copilot-pre-tool-use": (t2) => ({ permissionDecision: "deny", permissionDecisionReason: t2 }),
  "copilot-post-tool-use": (t2) => ({ additionalContext: t2 }),
  // Copilot CLI 1.0.102 adds a session start's top-level additionalContext to the conversation and ignores the nested
  // hookSpecificOutput (seen in test/e2e/copilot-start.e2e.test.ts)
  "copilot-session-start": (t2) => ({ additionalContext: t2 })
};
var SCRIPT_JSON_ANSWERS = {
  ...JSON_ANSWERS,
  "claude-pre-tool-use": (t2) => ({
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: t2 }
  }),
  "claude-post-tool-use": (t2) => ({ hookSpecificOutput: { hookEventName: "PostToolUse", additionalContext: t2 } })
};

// src/hooks/fast.ts
function editedPath(payload, env, fallbackCwd) {
  const tool = str(payload.tool_name);
  if (!tool || !EDIT_TOOLS.has(tool)) return null;
  const input = payload.tool_input;
  if (typeof input !== "object" || input === null) return { problem: `the ${tool} input has no tool_input` };
  const filePath = str(input.file_path) ?? str(input.notebook_path);
  if (!filePath) return { problem: `the ${tool} input has no file_path` };
  const given = (0, import_node_path9.resolve)(str(payload.cwd) ?? sessionDir(payload, env, fallbackCwd), filePath);
  const abs = (0, import_node_path9.join)(realTarget((0, import_node_path9.dirname)(given)), (0, import_node_path9.basename)(given));
  return { tool, abs, real: realTarget(abs) };
}
function realTarget(abs) {
  try {
    return (0, import_node_fs4.realpathSync)(abs);
  } catch {
    const parent = (0, import_node_path9.dirname)(abs);
    return parent === abs ? abs : (0, import_node_path9.join)(realTarget(parent), (0, import_node_path9.basename)(abs));
  }
}
function isProtocolName(abs) {
  return /(^|[\\/])(HANDOVER\.md|SYNC\.md|PROJECT_REGISTRY\.md|\.last-processed\.md)$/i.test(abs);
}
var DATA_CONFIGS = [".handoverrc", ".handoverrc.json", ".handoverrc.yaml", ".handoverrc.yml"];
function surelyNotProtocol(abs) {
  if (isProtocolName(abs)) return false;
  for (let root = (0, import_node_path9.dirname)(abs); ; root = (0, import_node_path9.dirname)(root)) {
    if ((0, import_node_fs4.existsSync)((0, import_node_path9.join)(root, ".git")) && !notNamedIn(root, abs)) return false;
    if ((0, import_node_path9.dirname)(root) === root) return true;
  }
}
function starred(text, rel) {
  const patterns = [...text.matchAll(/[^\s"'`,[\]{}:]*\*[^\s"'`,[\]{}:]*/g)].map(([p2]) => p2);
  return isArchivePath(patterns, rel);
}
function notNamedIn(root, abs) {
  const rel = (0, import_node_path9.relative)(root, abs).split(import_node_path9.sep).join("/");
  if (rel.startsWith("../") || (0, import_node_path9.isAbsolute)(rel)) return true;
  const name2 = (0, import_node_path9.basename)(abs).toLowerCase();
  const folder = rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/") + 1).toLowerCase() : null;
  const names = (text) => text.includes(name2) || folder !== null && text.includes(folder) || starred(text, rel.toLowerCase());
  let entries;
  try {
    entries = (0, import_node_fs4.readdirSync)(root);
  } catch {
    return false;
  }
  if (entries.some((f3) => f3.startsWith("handover.config."))) return false;
  if (entries.includes("package.json")) {
    try {
      const h3 = JSON.parse(readIfExists((0, import_node_path9.join)(root, "package.json"), "package.json")?.toString("utf8") ?? "{}").handover;
      if (h3 !== void 0) return !names(JSON.stringify(h3).toLowerCase());
    } catch {
      return false;
    }
  }
  for (const place2 of DATA_CONFIGS) {
    if (!entries.includes(place2)) continue;
    try {
      return !names((readIfExists((0, import_node_path9.join)(root, place2), place2)?.toString("utf8") ?? "").toLowerCase());
    } catch {
      return false;
    }
  }
  return true;
}

// src/hooks/findings.ts
init_display();
function findingLines(relPath, found) {
  return found.map(
    (m2) => `  ${oneLine(relPath)}:${m2.line}:${m2.column}  ${oneLine(m2.message)}  [${m2.ruleId ?? "error"}${m2.docs ? `, ${m2.docs}` : ""}]`
  ).join("\n");
}
var isBlocking = (m2) => m2.severity === "error" && !m2.override && !m2.suppressions?.length;
function newErrors(before2, after) {
  const key = (m2) => {
    const what = m2.identity === void 0 ? m2.message : `${m2.message.slice(0, m2.message.indexOf("\0") + 1)}=${m2.identity}`;
    return `${m2.ruleId}\0${what}`;
  };
  const seen = /* @__PURE__ */ new Map();
  for (const list of before2) {
    const counts = /* @__PURE__ */ new Map();
    for (const m2 of list) if (m2.severity === "error") counts.set(key(m2), (counts.get(key(m2)) ?? 0) + 1);
    for (const [k2, n] of counts) seen.set(k2, Math.max(n, seen.get(k2) ?? 0));
  }
  return after.filter((m2) => {
    if (!isBlocking(m2)) return false;
    const n = seen.get(key(m2)) ?? 0;
    if (n > 0) {
      seen.set(key(m2), n - 1);
      return false;
    }
    return true;
  });
}

// src/hooks/repo.ts
var import_node_fs5 = require("node:fs");
var import_node_path10 = require("node:path");
async function hookRepo(dir, hook) {
  const { findRoot: findRoot2, loadConfig: loadConfig2 } = await Promise.resolve().then(() => (init_load(), load_exports));
  const root = findRoot2(dir);
  if (!(0, import_node_fs5.existsSync)((0, import_node_path10.join)(root, ".git"))) return note(`${hook}: ${dir} is not in a git repository; nothing to do.`);
  let config;
  try {
    config = await loadConfig2(root, { trusted: false });
  } catch (error) {
    return note(`${hook}: ${error.message} Until then this hook does nothing.`);
  }
  if (config.filepath === null) {
    return note(
      `${hook}: no handover config in ${root}; run \`handover init --role upstream|downstream|commons --agent NAME\` there to set it up.`
    );
  }
  return { root, config };
}
function isAnswer(v2) {
  return typeof v2 === "object" && v2 !== null && "code" in v2;
}
function enclosingRepos(dir) {
  const out = [];
  for (let d2 = (0, import_node_path10.resolve)(dir); ; d2 = (0, import_node_path10.dirname)(d2)) {
    if ((0, import_node_fs5.existsSync)((0, import_node_path10.join)(d2, ".git"))) out.push(d2);
    if ((0, import_node_path10.dirname)(d2) === d2) return out;
  }
}

// src/hooks/guard.ts
var CLAUDE_TERMS = { charter: "CLAUDE.md or AGENTS.md", shell: (t2) => `your ${t2} command` };
var HOOK = "claude-pre-tool-use";
async function guardToolUse(payload, fallbackCwd, env, terms = CLAUDE_TERMS) {
  const at2 = await editedTarget(payload, { fallbackCwd, env, terms });
  if (!Array.isArray(at2)) return at2;
  for (const x3 of at2) {
    const answer = await judgeEdit(x3, { payload, env, terms });
    if (answer.code !== 0) return answer;
  }
  return { code: 0 };
}
async function editedTarget(payload, o2) {
  const edited = editedPath(payload, o2.env, o2.fallbackCwd);
  if (edited === null) return { code: 0 };
  if ("problem" in edited) return note(`${HOOK}: ${edited.problem}; let through.`);
  const { abs, real } = edited;
  const tool = o2.terms.tool ?? edited.tool;
  if (real !== abs && !surelyNotProtocol(real))
    return block(
      `handover: this ${tool} of ${oneLine(abs)} is refused: it is a symbolic link to ${oneLine(real)}, and a protocol file is never written through a link.`
    );
  if (surelyNotProtocol(abs)) return { code: 0 };
  const project = sessionDir(payload, o2.env, o2.fallbackCwd);
  const out = [];
  let first = null;
  for (const dir of enclosingRepos((0, import_node_path12.dirname)(abs))) {
    const repo = await hookRepo(dir, HOOK);
    if (isAnswer(repo)) {
      first ??= repo;
      continue;
    }
    const at2 = locate(repo, abs);
    if (at2) out.push({ tool, kindOfEdit: edited.tool, project, ...at2 });
  }
  if (out.length === 0) return first && isProtocolName(abs) ? first : { code: 0 };
  return out;
}
function locate({ root, config }, abs) {
  const relPath = (0, import_node_path12.relative)(root, abs).split(import_node_path12.sep).join("/");
  if (relPath.startsWith("../") || (0, import_node_path12.isAbsolute)(relPath)) return null;
  const targets = targetsOf2(config, [relPath]);
  const target = targets.find((t2) => t2.path === relPath) ?? (caseInsensitiveFs(root) ? targets.find((t2) => t2.path.toLowerCase() === relPath.toLowerCase()) : void 0);
  const dir = !target && isSyncDir(config.files.sync) && isSyncDirFile(config.files.sync, relPath) ? config.files.sync : null;
  const twin = clashNames(config)?.paths.some((p2) => p2.toLowerCase() === relPath.toLowerCase()) ?? false;
  if (!target && !dir && !twin) return null;
  return { root, config, relPath: target?.path ?? relPath, kind: target?.kind, dir };
}
async function judgeEdit(x3, o2) {
  const { tool, root, relPath } = x3;
  const at2 = oneLine(relPath);
  const notPlain = protocolPathProblem(root, relPath);
  if (notPlain) return block(`handover: this ${tool} of ${at2} is refused: ${oneLine(notPlain)}.
`);
  if (x3.kindOfEdit === "Unknown")
    return block(
      `handover: this ${tool} of ${at2} is refused: handover does not know what the ${tool} tool writes, and a protocol file is changed only by an edit it can check or by a handover command (append, sync set, registry add).`
    );
  const asCommitted = x3.kind === "handover" && x3.kindOfEdit === "Edit" ? sameAsHead(root, relPath) : null;
  const actorOf = sessionActor(x3.project, root, x3.config, o2.env).then(
    (actor2) => ({ actor: actor2 }),
    (error) => ({ error })
  );
  let bytes = null;
  try {
    bytes = readProtocolFile(root, relPath);
  } catch (error) {
    return block(
      `handover: this ${tool} of ${at2} cannot be checked, so it is refused: ${oneLine(error.message)}`
    );
  }
  const edited = x3.kind === "handover" ? editSplice(x3.kindOfEdit, o2.payload.tool_input, bytes) : null;
  if (edited && bytes) {
    const who2 = await actorOf;
    if ("error" in who2) return block(`handover: cannot check this edit of ${at2}: ${oneLine(who2.error.message)}`);
    const { actor: actor2 } = who2;
    return judgeLogEdit({
      ...x3,
      kind: "handover",
      current: bytes,
      splice: edited,
      actor: actor2,
      charter: o2.terms.charter,
      asCommitted: asCommitted ?? sameAsHead(root, relPath)
    });
  }
  const current = bytes?.toString("utf8") ?? null;
  const after = textAfter(x3.kindOfEdit, o2.payload.tool_input, current);
  if ("unknown" in after) {
    return block(
      `handover: this ${tool} of ${at2} is refused: handover cannot tell what it would change (${after.unknown}), and a protocol file is never changed unchecked.
${x3.kindOfEdit === "Patch" || x3.kindOfEdit === "Delete" ? `Read ${at2} again and make the patch's lines match it` : `Read ${at2} again and copy old_string exactly from it`}, or use the handover command made for it (append, sync set, registry add).`
    );
  }
  const who = await actorOf;
  if ("error" in who) return block(`handover: cannot check this edit of ${at2}: ${oneLine(who.error.message)}`);
  const { actor } = who;
  const head = "deleted" in after ? null : after.text;
  const clash = head === null || x3.dir ? null : await worktreeClash(root, relPath, x3.config);
  if (clash) return blocked({ tool, relPath, actor, charter: o2.terms.charter }, [{ path: relPath, m: clash }]);
  const judged = { ...x3, current, actor, charter: o2.terms.charter };
  if (x3.dir) {
    if (head === null)
      return block(
        `handover: this ${tool} of ${at2} is refused: a file of ${oneLine(x3.dir)} is removed only by its agent, with git rm.`
      );
    return guardSyncDir({ ...judged, dir: x3.dir, after: head });
  }
  if (!x3.kind) return { code: 0 };
  return judgeFile({ ...judged, kind: x3.kind, head });
}
async function judgeFile(x3) {
  const { kind, relPath, config, current, head, actor } = x3;
  const base = await readAtCommit(x3.root, "HEAD", relPath);
  const archive = await worktreeArchive(x3.root, { target: { kind }, config, base, head });
  const { messages: found, baseStatic } = checkKeepingBase({ kind, path: relPath, base, head, actor, config, archive });
  if (!found.some(isBlocking)) return { code: 0 };
  const before2 = [];
  const asCommitted = current !== null && base !== null && Buffer.from(current, "utf8").equals(base);
  if (current !== null && kind !== "append-only") {
    if (asCommitted && baseStatic) {
      before2.push(baseStatic);
    } else {
      before2.push(lintSource(sourceFromBytes(relPath, current), kind, config).messages);
    }
  }
  if (current !== null && !asCommitted)
    before2.push(checkVersions({ kind, path: relPath, base, head: current, actor, config, archive }));
  const introduced = newErrors(before2, found);
  if (introduced.length === 0) return { code: 0 };
  return blocked(
    { tool: x3.tool, relPath, actor, charter: x3.charter },
    introduced.map((m2) => ({ path: relPath, m: m2 }))
  );
}
async function judgeLogEdit(x3) {
  const { relPath, config, current, actor } = x3;
  const asCommitted = await x3.asCommitted;
  const answer = (before3, found2) => {
    const introduced = newErrors(before3, found2);
    if (introduced.length === 0) return { code: 0 };
    return blocked(
      { tool: x3.tool, relPath, actor, charter: x3.charter },
      introduced.map((m2) => ({ path: relPath, m: m2 }))
    );
  };
  const common = { kind: "handover", path: relPath, actor, config, local: true };
  const spliced = asCommitted && archivesOf(config).length === 0 ? localCheckSplice({ ...common, base: current, splice: x3.splice, utf8WithoutCr: true }) : null;
  if (spliced) return spliced.messages.some(isBlocking) ? answer([spliced.baseStatic], spliced.messages) : { code: 0 };
  const head = applySplice(current, x3.splice);
  const base = asCommitted ? current : await readAtCommit(x3.root, "HEAD", relPath);
  const archive = await worktreeArchive(x3.root, { target: { kind: "handover" }, config, base, head });
  const pair = { ...common, archive };
  const { messages: found, baseStatic } = checkKeepingBase({ ...pair, base, head });
  if (!found.some(isBlocking)) return { code: 0 };
  const before2 = [];
  const same = asCommitted || base !== null && current.equals(base);
  if (same && baseStatic) before2.push(baseStatic);
  else {
    const local = localCheck({ ...pair, base: current, head });
    before2.push(local ? local.baseStatic : lintSource(sourceFromBytes(relPath, current), "handover", config).messages);
  }
  if (!same) before2.push(checkVersions({ ...pair, base, head: current }));
  return answer(before2, found);
}
function blocked(o2, introduced) {
  const lines = introduced.map(({ path, m: m2 }) => findingLines(path, [m2]));
  return block(
    `handover: this ${o2.tool} of ${oneLine(o2.relPath)} by ${o2.actor} breaks the protocol:
${lines.join("\n")}
Change only what the rules allow (see the handover block in ${o2.charter}), or use the handover command made for it (append, sync set, registry add).`
  );
}
async function sessionActor(project, root, config, env) {
  const own = findRoot(project);
  if (own === root || !(0, import_node_fs7.existsSync)((0, import_node_path12.join)(own, ".git"))) return (await resolveActor({ root, config, env })).actor;
  return (await resolveActor({ root: own, config: await loadConfig(own, { trusted: false }), env })).actor;
}
function caseInsensitiveFs(root) {
  try {
    const a = (0, import_node_fs7.statSync)((0, import_node_path12.join)(root, ".git"));
    const b3 = (0, import_node_fs7.statSync)((0, import_node_path12.join)(root, ".GIT"));
    return a.ino === b3.ino && a.dev === b3.dev;
  } catch {
    return false;
  }
}
async function guardSyncDir(x3) {
  const { root, dir, relPath, current, after, actor, config } = x3;
  const [{ syncDirAt: syncDirAt2, syncDirOnDisk: syncDirOnDisk2, checkDirChange: checkDirChange2 }, { hasCommits: hasCommits2 }, { lintSyncDir: lintSyncDir2 }] = await Promise.all([
    Promise.resolve().then(() => (init_sync_dir3(), sync_dir_exports2)),
    Promise.resolve().then(() => (init_repo(), repo_exports)),
    Promise.resolve().then(() => (init_sync_dir2(), sync_dir_exports))
  ]);
  const base = await hasCommits2(root).catch(() => false) ? await syncDirAt2(root, "HEAD", dir).catch(() => null) : null;
  const now = syncDirOnDisk2(root, dir).filter((p2) => p2.path !== relPath);
  const withEdit = [...now, { path: relPath, bytes: after }];
  const withCurrent = current === null ? now : [...now, { path: relPath, bytes: current }];
  const flat = (m2) => [...m2].flatMap(([path, ms2]) => ms2.map((x4) => ({ ...x4, message: `${path}\0${x4.message}`, path })));
  const found = flat(checkDirChange2({ dir, base, head: withEdit, actor, config }));
  if (!found.some(isBlocking)) return { code: 0 };
  const before2 = [
    flat(lintSyncDir2(dir, withCurrent, config)),
    flat(checkDirChange2({ dir, base, head: withCurrent, actor, config }))
  ];
  const introduced = newErrors(before2, found).map((m2) => ({
    path: m2.path,
    m: { ...m2, message: m2.message.slice(m2.message.indexOf("\0") + 1) }
  }));
  if (introduced.length === 0) return { code: 0 };
  return blocked({ tool: x3.tool, relPath, actor, charter: x3.charter }, introduced);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  caseInsensitiveFs,
  guardToolUse,
  sessionActor
});
