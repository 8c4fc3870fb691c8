import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  HOST_HOOKS,
  applyHunks,
  translate
} from "./chunk-26NATQNC.js";
import {
  MAX_INPUT,
  parsePayload,
  readInput,
  sessionDir,
  str
} from "./chunk-DWJIRBNS.js";
import {
  readIfExists
} from "./chunk-RWIQJ7M5.js";
import {
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/hooks/fast.ts
var require_fast = __commonJS({
  "fs-by-require:src/hooks/fast.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/fast.ts
var import_node_fs = __toESM(require_fast(), 1);
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

// src/hooks/edit.ts
import { isUtf8 } from "node:buffer";
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit", "Patch", "Delete", "Unknown"]);
var LSQ = "\u2018";
var RSQ = "\u2019";
var LDQ = "\u201C";
var RDQ = "\u201D";
var straightQuotes = (s) => s.replaceAll(LSQ, "'").replaceAll(RSQ, "'").replaceAll(LDQ, '"').replaceAll(RDQ, '"');
var ESCAPE = /\\u[0-9a-fA-F]{4}/;
var unescapeU = (s) => s.replace(
  /(\\\\)|\\u([0-9a-fA-F]{4})/g,
  (m, bs, hex) => bs !== void 0 ? m : String.fromCharCode(parseInt(hex, 16))
);
function actualOldString(file, old) {
  if (file.includes(old)) return old;
  const at = straightQuotes(file).indexOf(straightQuotes(old));
  if (at !== -1) return file.substring(at, at + old.length);
  if (ESCAPE.test(old)) {
    const decoded = unescapeU(old);
    if (decoded !== old && file.includes(decoded)) return decoded;
  }
  return null;
}
var opensQuote = (chars, i) => {
  if (i === 0) return true;
  const c = chars[i - 1];
  return c === " " || c === "	" || c === "\n" || c === "\r" || c === "(" || c === "[" || c === "{" || c === "\u2014" || c === "\u2013";
};
var LETTER = new RegExp("\\p{L}", "u");
function actualNewString(old, actualOld, next) {
  let out = next;
  if (old !== actualOld) {
    const double = actualOld.includes(LDQ) || actualOld.includes(RDQ);
    const single = actualOld.includes(LSQ) || actualOld.includes(RSQ);
    if (double) {
      const cs = [...out];
      out = cs.map((c, i) => c === '"' ? opensQuote(cs, i) ? LDQ : RDQ : c).join("");
    }
    if (single) {
      const cs = [...out];
      out = cs.map((c, i) => {
        if (c !== "'") return c;
        if (i > 0 && i < cs.length - 1 && LETTER.test(cs[i - 1]) && LETTER.test(cs[i + 1])) return RSQ;
        return opensQuote(cs, i) ? LSQ : RSQ;
      }).join("");
    }
  }
  if (ESCAPE.test(old) && unescapeU(old) === actualOld) out = unescapeU(out);
  return out;
}
function asReplacement(v) {
  if (typeof v !== "object" || v === null) return null;
  const o = v;
  if (typeof o.old_string !== "string" || typeof o.new_string !== "string") return null;
  return { old_string: o.old_string, new_string: o.new_string, replace_all: o.replace_all === true };
}
function applyEdit(text, r) {
  if (r.old_string === "") {
    if (text.trim() !== "") return { unknown: "old_string is empty but the file has text (Claude Code refuses that)" };
    return {
      text: r.new_string !== "" && text.charCodeAt(0) === 65279 && r.new_string.charCodeAt(0) !== 65279 ? `\uFEFF${r.new_string}` : r.new_string
    };
  }
  const old = actualOldString(text, r.old_string);
  if (old === null) return { unknown: "old_string is not in the file as it is now" };
  const next = actualNewString(r.old_string, old, r.new_string);
  const first = text.indexOf(old);
  if (!r.replace_all && text.indexOf(old, first + old.length) !== -1)
    return { unknown: "old_string is in the file more than once and replace_all is false" };
  const from = next === "" && !old.endsWith("\n") && text.includes(`${old}
`) ? `${old}
` : old;
  const out = r.replace_all ? text.split(from).join(next) : text.slice(0, text.indexOf(from)) + next + text.slice(text.indexOf(from) + from.length);
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
    const c = input.content;
    return {
      text: c !== "" && current !== null && current.charCodeAt(0) === 65279 && c.charCodeAt(0) !== 65279 ? `\uFEFF${c}` : c
    };
  }
  const edits = tool === "Edit" ? [input] : tool === "MultiEdit" && Array.isArray(input.edits) ? input.edits : null;
  if (edits === null) return { unknown: `handover cannot compute what ${tool} does to a Markdown file` };
  const crlf = current?.includes("\r\n");
  let text = (current ?? "").replaceAll("\r\n", "\n");
  for (const e of edits) {
    const r = asReplacement(e);
    if (r === null) return { unknown: "the edit has no old_string and new_string" };
    if (current === null && r.old_string !== "") return { unknown: "the file does not exist" };
    const step = applyEdit(text, r);
    if ("unknown" in step) return step;
    text = step.text;
  }
  return { text: crlf ? text.replaceAll("\n", "\r\n") : text };
}
var LONE_SURROGATE = /[\uD800-\uDFFF]/;
function editSplice(tool, input, current) {
  if (tool !== "Edit" || current === null) return null;
  const r = asReplacement(input);
  if (!r || r.replace_all || r.old_string === "" || r.old_string === r.new_string) return null;
  if (ESCAPE.test(r.old_string) || LONE_SURROGATE.test(r.old_string) || LONE_SURROGATE.test(r.new_string)) return null;
  if (current.includes(13) || !isUtf8(current)) return null;
  const old = Buffer.from(r.old_string, "utf8");
  const first = current.indexOf(old);
  if (first === -1 || current.indexOf(old, first + old.length) !== -1) return null;
  const next = Buffer.from(r.new_string, "utf8");
  const withNewline = Buffer.concat([old, Buffer.from("\n")]);
  const from = next.length === 0 && !r.old_string.endsWith("\n") && current.includes(withNewline) ? withNewline : old;
  const at = from === old ? first : current.indexOf(from);
  return { at, removed: from.length, inserted: next };
}
function applySplice(current, s) {
  return Buffer.concat([current.subarray(0, s.at), s.inserted, current.subarray(s.at + s.removed)]);
}

// src/hooks/fast.ts
async function readAll(fd, stream) {
  const chunks = [];
  let size = 0;
  for (; ; ) {
    const buf = Buffer.allocUnsafe(65536);
    let n;
    try {
      n = (0, import_node_fs.readSync)(fd, buf, 0, buf.length, null);
    } catch (error) {
      if (error.code === "EOF") break;
      const rest = await readInput(stream());
      return Buffer.concat([...chunks, Buffer.from(rest, "utf8")]).toString("utf8");
    }
    if (n === 0) break;
    chunks.push(buf.subarray(0, n));
    size += n;
    if (size > MAX_INPUT) throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
  }
  return Buffer.concat(chunks).toString("utf8");
}
async function quickHook(args, io) {
  const name = args[0];
  if (args.length !== 1 || !Object.hasOwn(HOST_HOOKS, name) || HOST_HOOKS[name].role !== "pre") return io.stdin;
  let text;
  try {
    text = await (io.stdinFd === void 0 ? readInput(io.stdin) : readAll(io.stdinFd, () => io.stdin));
  } catch (error) {
    const { Readable } = await import("node:stream");
    return new Readable({
      read() {
        this.destroy(error);
      }
    });
  }
  const again = async () => (await import("node:stream")).Readable.from([Buffer.from(text, "utf8")]);
  const { payload } = parsePayload(text);
  if (!payload) return again();
  let payloads;
  try {
    payloads = translate(name, payload, io.env, io.cwd);
  } catch {
    return again();
  }
  try {
    for (const p of payloads) {
      const edited = editedPath(p, io.env, io.cwd);
      if (edited === null) continue;
      if ("problem" in edited) return again();
      if (!surelyNotProtocol(edited.abs) || edited.real !== edited.abs && !surelyNotProtocol(edited.real)) {
        return again();
      }
    }
  } catch {
    return again();
  }
  return 0;
}
function editedPath(payload, env, fallbackCwd) {
  const tool = str(payload.tool_name);
  if (!tool || !EDIT_TOOLS.has(tool)) return null;
  const input = payload.tool_input;
  if (typeof input !== "object" || input === null) return { problem: `the ${tool} input has no tool_input` };
  const filePath = str(input.file_path) ?? str(input.notebook_path);
  if (!filePath) return { problem: `the ${tool} input has no file_path` };
  const given = resolve(str(payload.cwd) ?? sessionDir(payload, env, fallbackCwd), filePath);
  const abs = join(realTarget(dirname(given)), basename(given));
  return { tool, abs, real: realTarget(abs) };
}
function realTarget(abs) {
  try {
    return (0, import_node_fs.realpathSync)(abs);
  } catch {
    const parent = dirname(abs);
    return parent === abs ? abs : join(realTarget(parent), basename(abs));
  }
}
function isProtocolName(abs) {
  return /(^|[\\/])(HANDOVER\.md|SYNC\.md|PROJECT_REGISTRY\.md|\.last-processed\.md)$/i.test(abs);
}
var DATA_CONFIGS = [".handoverrc", ".handoverrc.json", ".handoverrc.yaml", ".handoverrc.yml"];
function surelyNotProtocol(abs) {
  if (isProtocolName(abs)) return false;
  for (let root = dirname(abs); ; root = dirname(root)) {
    if ((0, import_node_fs.existsSync)(join(root, ".git")) && !notNamedIn(root, abs)) return false;
    if (dirname(root) === root) return true;
  }
}
function starred(text, rel) {
  const patterns = [...text.matchAll(/[^\s"'`,[\]{}:]*\*[^\s"'`,[\]{}:]*/g)].map(([p]) => p);
  return isArchivePath(patterns, rel);
}
function notNamedIn(root, abs) {
  const rel = relative(root, abs).split(sep).join("/");
  if (rel.startsWith("../") || isAbsolute(rel)) return true;
  const name = basename(abs).toLowerCase();
  const folder = rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/") + 1).toLowerCase() : null;
  const names = (text) => text.includes(name) || folder !== null && text.includes(folder) || starred(text, rel.toLowerCase());
  let entries;
  try {
    entries = (0, import_node_fs.readdirSync)(root);
  } catch {
    return false;
  }
  if (entries.some((f) => f.startsWith("handover.config."))) return false;
  if (entries.includes("package.json")) {
    try {
      const h = JSON.parse(readIfExists(join(root, "package.json"), "package.json")?.toString("utf8") ?? "{}").handover;
      if (h !== void 0) return !names(JSON.stringify(h).toLowerCase());
    } catch {
      return false;
    }
  }
  for (const place of DATA_CONFIGS) {
    if (!entries.includes(place)) continue;
    try {
      return !names((readIfExists(join(root, place), place)?.toString("utf8") ?? "").toLowerCase());
    } catch {
      return false;
    }
  }
  return true;
}

export {
  textAfter,
  editSplice,
  applySplice,
  quickHook,
  editedPath,
  realTarget,
  isProtocolName,
  surelyNotProtocol
};
