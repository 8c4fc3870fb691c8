import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applySplice,
  editSplice,
  editedPath,
  isProtocolName,
  surelyNotProtocol,
  textAfter
} from "./chunk-4T6T5KKN.js";
import "./chunk-26NATQNC.js";
import {
  findingLines,
  isBlocking,
  newErrors
} from "./chunk-SHFAX25M.js";
import {
  enclosingRepos,
  hookRepo,
  isAnswer
} from "./chunk-I74ED3VZ.js";
import {
  block,
  note,
  sessionDir
} from "./chunk-DWJIRBNS.js";
import {
  archivesOf,
  targetsOf,
  worktreeArchive
} from "./chunk-AJOYWMT2.js";
import "./chunk-VGF64KUY.js";
import "./chunk-TGEP52HS.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import {
  resolveActor
} from "./chunk-OO2L2GLB.js";
import {
  readAtCommit,
  sameAsHead
} from "./chunk-SOWN6PH7.js";
import {
  checkKeepingBase,
  checkVersions,
  localCheck,
  localCheckSplice
} from "./chunk-ZA5OFU46.js";
import "./chunk-KPJVNP7M.js";
import "./chunk-YLEL4FCN.js";
import "./chunk-TYHRDXNI.js";
import {
  findRoot,
  loadConfig
} from "./chunk-MG4IQTTL.js";
import {
  protocolPathProblem,
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  lintSource
} from "./chunk-VGBFSFUF.js";
import "./chunk-PPNFB6MZ.js";
import "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
import "./chunk-357LZD3P.js";
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

// src/hooks/guard.ts
var import_node_fs = __toESM(require_guard(), 1);
import { dirname, isAbsolute, join, relative, sep } from "node:path";
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
  for (const dir of enclosingRepos(dirname(abs))) {
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
  const relPath = relative(root, abs).split(sep).join("/");
  if (relPath.startsWith("../") || isAbsolute(relPath)) return null;
  const targets = targetsOf(config, [relPath]);
  const target = targets.find((t) => t.path === relPath) ?? (caseInsensitiveFs(root) ? targets.find((t) => t.path.toLowerCase() === relPath.toLowerCase()) : void 0);
  const dir = !target && isSyncDir(config.files.sync) && isSyncDirFile(config.files.sync, relPath) ? config.files.sync : null;
  if (!target && !dir) return null;
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
  if (own === root || !(0, import_node_fs.existsSync)(join(own, ".git"))) return (await resolveActor({ root, config, env })).actor;
  return (await resolveActor({ root: own, config: await loadConfig(own, { trusted: false }), env })).actor;
}
function caseInsensitiveFs(root) {
  try {
    const a = (0, import_node_fs.statSync)(join(root, ".git"));
    const b = (0, import_node_fs.statSync)(join(root, ".GIT"));
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}
async function guardSyncDir(x) {
  const { root, dir, relPath, current, after, actor, config } = x;
  const [{ syncDirAt, syncDirOnDisk, checkDirChange }, { hasCommits }, { lintSyncDir }] = await Promise.all([
    import("./sync-dir-EQ2FYF4Y.js"),
    import("./repo-73762CVH.js"),
    import("./sync-dir-MMVTB3UK.js")
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
