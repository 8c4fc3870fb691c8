import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  hookRepo,
  isAnswer
} from "./chunk-KYNWQTIT.js";
import {
  note,
  str
} from "./chunk-HB75Q5LZ.js";
import "./chunk-7XZO6OSN.js";

// src/hooks/guard.ts
import { existsSync, readdirSync } from "node:fs";
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from "node:path";

// src/hooks/edit.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit"]);
function replaceText(text, r) {
  if (r.old_string === "") return null;
  let from = r.old_string;
  let to = r.new_string;
  if (!text.includes(from) && text.includes("\r\n") && !from.includes("\r\n")) {
    from = from.replace(/\n/g, "\r\n");
    to = to.replace(/\n/g, "\r\n");
  }
  const at = text.indexOf(from);
  if (at === -1) return null;
  if (r.replace_all) return text.split(from).join(to);
  return text.slice(0, at) + to + text.slice(at + from.length);
}
function asReplacement(v) {
  if (typeof v !== "object" || v === null) return null;
  const o = v;
  if (typeof o.old_string !== "string" || typeof o.new_string !== "string") return null;
  return { old_string: o.old_string, new_string: o.new_string, replace_all: o.replace_all === true };
}
function textAfter(tool, input, current) {
  if (tool === "Write") return typeof input.content === "string" ? input.content : null;
  if (current === null) return null;
  if (tool === "Edit") {
    const r = asReplacement(input);
    return r ? replaceText(current, r) : null;
  }
  if (tool === "MultiEdit") {
    if (!Array.isArray(input.edits)) return null;
    let text = current;
    for (const e of input.edits) {
      const r = asReplacement(e);
      if (!r || text === null) return null;
      text = replaceText(text, r);
    }
    return text;
  }
  return null;
}

// src/hooks/guard.ts
var HOOK = "claude-pre-tool-use";
async function guardToolUse(payload, fallbackCwd, env) {
  const tool = str(payload.tool_name);
  if (!tool || !EDIT_TOOLS.has(tool)) return { code: 0 };
  const input = payload.tool_input;
  if (typeof input !== "object" || input === null) return note(`${HOOK}: the ${tool} input has no tool_input; let through.`);
  const filePath = str(input.file_path);
  if (!filePath) return note(`${HOOK}: the ${tool} input has no file_path; let through.`);
  const abs = resolve(str(payload.cwd) ?? fallbackCwd, filePath);
  if (await surelyNotProtocol(abs)) return { code: 0 };
  const repo = await hookRepo(dirname(abs), HOOK);
  if (isAnswer(repo)) return isProtocolName(abs) ? repo : { code: 0 };
  const { root, config } = repo;
  const relPath = relative(root, abs).split(sep).join("/");
  if (relPath.startsWith("../") || isAbsolute(relPath)) return { code: 0 };
  const { targetsOf } = await import("./targets-ED5X5O3C.js");
  const kind = targetsOf(config).find((t) => t.path === relPath)?.kind;
  const { isSyncDir, isSyncDirFile } = await import("./sync-dir-Y3O43ISB.js");
  const dir = isSyncDir(config.files.sync) && isSyncDirFile(config.files.sync, relPath) ? config.files.sync : null;
  if (!kind && !dir) return { code: 0 };
  const { protocolPathProblem, readProtocolFile } = await import("./fsutil-3QP7JSOF.js");
  const notPlain = protocolPathProblem(root, relPath);
  if (notPlain) return block(`handover: this ${tool} of ${relPath} is refused: ${notPlain}.
`);
  let current = null;
  try {
    current = readProtocolFile(root, relPath)?.toString("utf8") ?? null;
  } catch (error) {
    return note(`${HOOK}: ${error.message} Let through; the pre-commit hook will check it.`);
  }
  const after = textAfter(tool, input, current);
  if (after === null) return { code: 0 };
  const [{ resolveActor }, { readAtCommit }, { checkVersions }] = await Promise.all([import("./identity-Z2UFS5LE.js"), import("./worktree-P73BBTP4.js"), import("./check-QFPMKJ5C.js")]);
  let actor;
  try {
    actor = (await resolveActor({ root, config, env })).actor;
  } catch (error) {
    return block(`handover: cannot check this edit of ${relPath}: ${error.message}
`);
  }
  if (dir) return guardSyncDir(root, dir, relPath, current, after, actor, config, tool);
  if (!kind) return { code: 0 };
  const base = await readAtCommit(root, "HEAD", relPath);
  const found = checkVersions({ kind, path: relPath, base, head: after, actor, config });
  if (!found.some(isBlocking)) return { code: 0 };
  const before = [];
  if (current !== null && kind !== "append-only") {
    const [{ lintSource }, { sourceFromBytes }] = await Promise.all([import("./lint-HP37NU5X.js"), import("./models-T7KMWLFU.js")]);
    before.push(lintSource(sourceFromBytes(relPath, current), kind, config).messages);
  }
  if (current !== null && !(base !== null && Buffer.from(current, "utf8").equals(base))) before.push(checkVersions({ kind, path: relPath, base, head: current, actor, config }));
  const introduced = newErrors(before, found);
  if (introduced.length === 0) return { code: 0 };
  return blocked(tool, relPath, actor, introduced.map((m) => ({ path: relPath, m })));
}
function blocked(tool, relPath, actor, introduced) {
  const lines = introduced.map(({ path, m }) => `  ${path}:${m.line}:${m.column}  ${m.message}  [${m.ruleId ?? "error"}${m.docs ? `, ${m.docs}` : ""}]`);
  return block(
    `handover: this ${tool} of ${relPath} by ${actor} breaks the protocol:
${lines.join("\n")}
Change only what the rules allow (see the handover block in CLAUDE.md), or use the handover command made for it (append, sync set, registry add).
`
  );
}
async function guardSyncDir(root, dir, relPath, current, after, actor, config, tool) {
  const [{ syncDirAt, syncDirOnDisk, checkDirChange }, { hasCommits }, { lintSyncDir }] = await Promise.all([import("./sync-dir-7QGY2MZH.js"), import("./repo-VVZL45LG.js"), import("./sync-dir-44MKTMVQ.js")]);
  const base = await hasCommits(root).catch(() => false) ? await syncDirAt(root, "HEAD", dir).catch(() => null) : null;
  const now = syncDirOnDisk(root, dir).filter((p) => p.path !== relPath);
  const withEdit = [...now, { path: relPath, bytes: after }];
  const withCurrent = current === null ? now : [...now, { path: relPath, bytes: current }];
  const flat = (m) => [...m].flatMap(([path, ms]) => ms.map((x) => ({ ...x, message: `${path}\0${x.message}`, path })));
  const found = flat(checkDirChange(dir, base, withEdit, actor, config));
  if (!found.some(isBlocking)) return { code: 0 };
  const before = [flat(lintSyncDir(dir, withCurrent, config)), flat(checkDirChange(dir, base, withCurrent, actor, config))];
  const introduced = newErrors(before, found).map((m) => ({ path: m.path, m: { ...m, message: m.message.slice(m.message.indexOf("\0") + 1) } }));
  if (introduced.length === 0) return { code: 0 };
  return blocked(tool, relPath, actor, introduced);
}
var isBlocking = (m) => m.severity === "error" && !m.override;
function block(stderr) {
  return { code: 2, stderr };
}
function newErrors(before, after) {
  const key = (m) => `${m.ruleId}\0${m.message}`;
  const seen = /* @__PURE__ */ new Map();
  for (const list of before) {
    const counts = /* @__PURE__ */ new Map();
    for (const m of list) if (m.severity === "error") counts.set(key(m), (counts.get(key(m)) ?? 0) + 1);
    for (const [k, n] of counts) seen.set(k, Math.max(n, seen.get(k) ?? 0));
  }
  return after.filter((m) => {
    if (!isBlocking(m)) return false;
    const n = seen.get(key(m)) ?? 0;
    if (n > 0) {
      seen.set(key(m), n - 1);
      return false;
    }
    return true;
  });
}
async function surelyNotProtocol(abs) {
  if (isProtocolName(abs)) return false;
  let root = dirname(abs);
  while (!existsSync(join(root, ".git")) && dirname(root) !== root) root = dirname(root);
  const rel = relative(root, abs).split(sep).join("/");
  if (rel.startsWith("../") || isAbsolute(rel)) return true;
  try {
    if (readdirSync(root).some((f) => f.startsWith("handover.config."))) return false;
  } catch {
    return false;
  }
  for (const place of ["package.json", ".handoverrc", ".handoverrc.json", ".handoverrc.yaml", ".handoverrc.yml"]) {
    const path = join(root, place);
    if (!existsSync(path)) continue;
    let raw;
    try {
      const { readIfExists } = await import("./fsutil-3QP7JSOF.js");
      const text = readIfExists(path, place)?.toString("utf8") ?? "";
      if (place === "package.json") raw = JSON.parse(text).handover;
      else raw = place.endsWith(".json") ? JSON.parse(text) : (await import("./dist-D27ISNOA.js")).parse(text);
    } catch {
      return false;
    }
    if (place === "package.json" && raw === void 0) continue;
    const c = raw ?? {};
    const named = [...Object.values(typeof c.files === "object" && c.files ? c.files : {}), ...Array.isArray(c.appendOnly) ? c.appendOnly : []];
    return !named.some((p) => typeof p === "string" && (normalize(p).split(sep).join("/") === rel || p.endsWith("/") && rel.startsWith(normalize(p).split(sep).join("/"))));
  }
  return true;
}
function isProtocolName(abs) {
  return /(^|[\\/])(HANDOVER\.md|SYNC\.md|PROJECT_REGISTRY\.md|\.last-processed\.md)$/.test(abs);
}
export {
  guardToolUse
};
