import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

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

export {
  splitAtLevel2,
  atxHeadingText,
  trimmedEnd,
  trimTrailingSpace,
  scanLevel2,
  encodingWhat,
  sourceFromBytes,
  firstInvalidUtf8,
  pointAt,
  spanAt,
  conflictBlocks
};
