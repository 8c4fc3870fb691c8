import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  findingLines,
  isBlocking,
  newErrors
} from "./chunk-SHFAX25M.js";
import {
  enclosingRepos,
  hookRepo,
  isAnswer
} from "./chunk-QLQ3XUZ3.js";
import {
  applyHunks
} from "./chunk-CBSPE7GF.js";
import {
  block,
  note,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import {
  worktreeArchive
} from "./chunk-B66V3VWH.js";
import "./chunk-VGF64KUY.js";
import {
  clashNames,
  worktreeClash
} from "./chunk-BK5LPTIW.js";
import {
  archivesOf,
  targetsOf
} from "./chunk-NDN2GDUI.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import {
  resolveActor
} from "./chunk-OZS6RTDT.js";
import {
  readAtCommit,
  sameAsHead
} from "./chunk-SOWN6PH7.js";
import {
  checkKeepingBase,
  checkVersions,
  localCheck,
  localCheckSplice
} from "./chunk-YZ5ZGGIQ.js";
import "./chunk-W6XLWICL.js";
import "./chunk-4QI5HIWJ.js";
import "./chunk-BWI6WBZC.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  protocolPathProblem,
  readIfExists,
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  lintSource
} from "./chunk-U75CFEDE.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import {
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  isSyncDir,
  isSyncDirFile,
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import {
  oneLine
} from "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/hooks/guard.ts
var require_guard = __commonJS({
  "fs-by-require:src/hooks/guard.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/hooks/fast.ts
var require_fast = __commonJS({
  "fs-by-require:src/hooks/fast.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/guard.ts
var import_node_fs2 = __toESM(require_guard(), 1);
import { dirname as dirname2, isAbsolute as isAbsolute2, join as join2, relative as relative2, sep as sep2 } from "node:path";

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
var import_node_fs = __toESM(require_fast(), 1);
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
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

// src/hooks/guard.ts
var CLAUDE_TERMS = { charter: "CLAUDE.md or AGENTS.md", shell: (t) => `your ${t} command` };
var HOOK = "claude-pre-tool-use";
async function guardToolUse(payload, fallbackCwd, env, terms = CLAUDE_TERMS) {
  const at = await editedTarget(payload, { fallbackCwd, env, terms });
  if (!Array.isArray(at)) return at;
  for (const x of at) {
    const answer = await judgeEdit(x, { payload, env, terms });
    if (answer.code !== 0) return answer;
  }
  return { code: 0 };
}
async function editedTarget(payload, o) {
  const edited = editedPath(payload, o.env, o.fallbackCwd);
  if (edited === null) return { code: 0 };
  if ("problem" in edited) return note(`${HOOK}: ${edited.problem}; let through.`);
  const { abs, real } = edited;
  const tool = o.terms.tool ?? edited.tool;
  if (real !== abs && !surelyNotProtocol(real))
    return block(
      `handover: this ${tool} of ${oneLine(abs)} is refused: it is a symbolic link to ${oneLine(real)}, and a protocol file is never written through a link.`
    );
  if (surelyNotProtocol(abs)) return { code: 0 };
  const project = sessionDir(payload, o.env, o.fallbackCwd);
  const out = [];
  let first = null;
  for (const dir of enclosingRepos(dirname2(abs))) {
    const repo = await hookRepo(dir, HOOK);
    if (isAnswer(repo)) {
      first ??= repo;
      continue;
    }
    const at = locate(repo, abs);
    if (at) out.push({ tool, kindOfEdit: edited.tool, project, ...at });
  }
  if (out.length === 0) return first && isProtocolName(abs) ? first : { code: 0 };
  return out;
}
function locate({ root, config }, abs) {
  const relPath = relative2(root, abs).split(sep2).join("/");
  if (relPath.startsWith("../") || isAbsolute2(relPath)) return null;
  const targets = targetsOf(config, [relPath]);
  const target = targets.find((t) => t.path === relPath) ?? (caseInsensitiveFs(root) ? targets.find((t) => t.path.toLowerCase() === relPath.toLowerCase()) : void 0);
  const dir = !target && isSyncDir(config.files.sync) && isSyncDirFile(config.files.sync, relPath) ? config.files.sync : null;
  const twin = clashNames(config)?.paths.some((p) => p.toLowerCase() === relPath.toLowerCase()) ?? false;
  if (!target && !dir && !twin) return null;
  return { root, config, relPath: target?.path ?? relPath, kind: target?.kind, dir };
}
async function judgeEdit(x, o) {
  const { tool, root, relPath } = x;
  const at = oneLine(relPath);
  const notPlain = protocolPathProblem(root, relPath);
  if (notPlain) return block(`handover: this ${tool} of ${at} is refused: ${oneLine(notPlain)}.
`);
  if (x.kindOfEdit === "Unknown")
    return block(
      `handover: this ${tool} of ${at} is refused: handover does not know what the ${tool} tool writes, and a protocol file is changed only by an edit it can check or by a handover command (append, sync set, registry add).`
    );
  const asCommitted = x.kind === "handover" && x.kindOfEdit === "Edit" ? sameAsHead(root, relPath) : null;
  const actorOf = sessionActor(x.project, root, x.config, o.env).then(
    (actor2) => ({ actor: actor2 }),
    (error) => ({ error })
  );
  let bytes = null;
  try {
    bytes = readProtocolFile(root, relPath);
  } catch (error) {
    return block(
      `handover: this ${tool} of ${at} cannot be checked, so it is refused: ${oneLine(error.message)}`
    );
  }
  const edited = x.kind === "handover" ? editSplice(x.kindOfEdit, o.payload.tool_input, bytes) : null;
  if (edited && bytes) {
    const who2 = await actorOf;
    if ("error" in who2) return block(`handover: cannot check this edit of ${at}: ${oneLine(who2.error.message)}`);
    const { actor: actor2 } = who2;
    return judgeLogEdit({
      ...x,
      kind: "handover",
      current: bytes,
      splice: edited,
      actor: actor2,
      charter: o.terms.charter,
      asCommitted: asCommitted ?? sameAsHead(root, relPath)
    });
  }
  const current = bytes?.toString("utf8") ?? null;
  const after = textAfter(x.kindOfEdit, o.payload.tool_input, current);
  if ("unknown" in after) {
    return block(
      `handover: this ${tool} of ${at} is refused: handover cannot tell what it would change (${after.unknown}), and a protocol file is never changed unchecked.
${x.kindOfEdit === "Patch" || x.kindOfEdit === "Delete" ? `Read ${at} again and make the patch's lines match it` : `Read ${at} again and copy old_string exactly from it`}, or use the handover command made for it (append, sync set, registry add).`
    );
  }
  const who = await actorOf;
  if ("error" in who) return block(`handover: cannot check this edit of ${at}: ${oneLine(who.error.message)}`);
  const { actor } = who;
  const head = "deleted" in after ? null : after.text;
  const clash = head === null || x.dir ? null : await worktreeClash(root, relPath, x.config);
  if (clash) return blocked({ tool, relPath, actor, charter: o.terms.charter }, [{ path: relPath, m: clash }]);
  const judged = { ...x, current, actor, charter: o.terms.charter };
  if (x.dir) {
    if (head === null)
      return block(
        `handover: this ${tool} of ${at} is refused: a file of ${oneLine(x.dir)} is removed only by its agent, with git rm.`
      );
    return guardSyncDir({ ...judged, dir: x.dir, after: head });
  }
  if (!x.kind) return { code: 0 };
  return judgeFile({ ...judged, kind: x.kind, head });
}
async function judgeFile(x) {
  const { kind, relPath, config, current, head, actor } = x;
  const base = await readAtCommit(x.root, "HEAD", relPath);
  const archive = await worktreeArchive(x.root, { target: { kind }, config, base, head });
  const { messages: found, baseStatic } = checkKeepingBase({ kind, path: relPath, base, head, actor, config, archive });
  if (!found.some(isBlocking)) return { code: 0 };
  const before = [];
  const asCommitted = current !== null && base !== null && Buffer.from(current, "utf8").equals(base);
  if (current !== null && kind !== "append-only") {
    if (asCommitted && baseStatic) {
      before.push(baseStatic);
    } else {
      before.push(lintSource(sourceFromBytes(relPath, current), kind, config).messages);
    }
  }
  if (current !== null && !asCommitted)
    before.push(checkVersions({ kind, path: relPath, base, head: current, actor, config, archive }));
  const introduced = newErrors(before, found);
  if (introduced.length === 0) return { code: 0 };
  return blocked(
    { tool: x.tool, relPath, actor, charter: x.charter },
    introduced.map((m) => ({ path: relPath, m }))
  );
}
async function judgeLogEdit(x) {
  const { relPath, config, current, actor } = x;
  const asCommitted = await x.asCommitted;
  const answer = (before2, found2) => {
    const introduced = newErrors(before2, found2);
    if (introduced.length === 0) return { code: 0 };
    return blocked(
      { tool: x.tool, relPath, actor, charter: x.charter },
      introduced.map((m) => ({ path: relPath, m }))
    );
  };
  const common = { kind: "handover", path: relPath, actor, config, local: true };
  const spliced = asCommitted && archivesOf(config).length === 0 ? localCheckSplice({ ...common, base: current, splice: x.splice, utf8WithoutCr: true }) : null;
  if (spliced) return spliced.messages.some(isBlocking) ? answer([spliced.baseStatic], spliced.messages) : { code: 0 };
  const head = applySplice(current, x.splice);
  const base = asCommitted ? current : await readAtCommit(x.root, "HEAD", relPath);
  const archive = await worktreeArchive(x.root, { target: { kind: "handover" }, config, base, head });
  const pair = { ...common, archive };
  const { messages: found, baseStatic } = checkKeepingBase({ ...pair, base, head });
  if (!found.some(isBlocking)) return { code: 0 };
  const before = [];
  const same = asCommitted || base !== null && current.equals(base);
  if (same && baseStatic) before.push(baseStatic);
  else {
    const local = localCheck({ ...pair, base: current, head });
    before.push(local ? local.baseStatic : lintSource(sourceFromBytes(relPath, current), "handover", config).messages);
  }
  if (!same) before.push(checkVersions({ ...pair, base, head: current }));
  return answer(before, found);
}
function blocked(o, introduced) {
  const lines = introduced.map(({ path, m }) => findingLines(path, [m]));
  return block(
    `handover: this ${o.tool} of ${oneLine(o.relPath)} by ${o.actor} breaks the protocol:
${lines.join("\n")}
Change only what the rules allow (see the handover block in ${o.charter}), or use the handover command made for it (append, sync set, registry add).`
  );
}
async function sessionActor(project, root, config, env) {
  const own = findRoot(project);
  if (own === root || !(0, import_node_fs2.existsSync)(join2(own, ".git"))) return (await resolveActor({ root, config, env })).actor;
  return (await resolveActor({ root: own, config: await loadConfig(own, { trusted: false }), env })).actor;
}
function caseInsensitiveFs(root) {
  try {
    const a = (0, import_node_fs2.statSync)(join2(root, ".git"));
    const b = (0, import_node_fs2.statSync)(join2(root, ".GIT"));
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}
async function guardSyncDir(x) {
  const { root, dir, relPath, current, after, actor, config } = x;
  const [{ syncDirAt, syncDirOnDisk, checkDirChange }, { hasCommits }, { lintSyncDir }] = await Promise.all([
    import("./sync-dir-ZWUXKAOA.js"),
    import("./repo-YU4TDLGL.js"),
    import("./sync-dir-YOXJTRZF.js")
  ]);
  const base = await hasCommits(root).catch(() => false) ? await syncDirAt(root, "HEAD", dir).catch(() => null) : null;
  const now = syncDirOnDisk(root, dir).filter((p) => p.path !== relPath);
  const withEdit = [...now, { path: relPath, bytes: after }];
  const withCurrent = current === null ? now : [...now, { path: relPath, bytes: current }];
  const flat = (m) => [...m].flatMap(([path, ms]) => ms.map((x2) => ({ ...x2, message: `${path}\0${x2.message}`, path })));
  const found = flat(checkDirChange({ dir, base, head: withEdit, actor, config }));
  if (!found.some(isBlocking)) return { code: 0 };
  const before = [
    flat(lintSyncDir(dir, withCurrent, config)),
    flat(checkDirChange({ dir, base, head: withCurrent, actor, config }))
  ];
  const introduced = newErrors(before, found).map((m) => ({
    path: m.path,
    m: { ...m, message: m.message.slice(m.message.indexOf("\0") + 1) }
  }));
  if (introduced.length === 0) return { code: 0 };
  return blocked({ tool: x.tool, relPath, actor, charter: x.charter }, introduced);
}
export {
  caseInsensitiveFs,
  guardToolUse,
  sessionActor
};
