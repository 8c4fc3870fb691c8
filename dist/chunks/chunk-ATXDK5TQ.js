import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  hookRepo,
  isAnswer
} from "./chunk-RK5DWAEC.js";
import {
  editedPath,
  isProtocolName,
  surelyNotProtocol,
  textAfter
} from "./chunk-RYT75SJL.js";
import {
  block,
  note,
  sessionDir
} from "./chunk-7GWUPKXT.js";

// src/hooks/guard.ts
import { statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
var HOOK = "claude-pre-tool-use";
async function guardToolUse(payload, fallbackCwd, env) {
  const edited = editedPath(payload, env, fallbackCwd);
  if (edited === null) return { code: 0 };
  if ("problem" in edited) return note(`${HOOK}: ${edited.problem}; let through.`);
  const { tool, abs, real } = edited;
  const input = payload.tool_input;
  const project = sessionDir(payload, env, fallbackCwd);
  if (real !== abs && !surelyNotProtocol(real)) return block(`handover: this ${tool} of ${abs} is refused: it is a symbolic link to ${real}, and a protocol file is never written through a link.`);
  if (surelyNotProtocol(abs)) return { code: 0 };
  const repo = await hookRepo(dirname(abs), HOOK);
  if (isAnswer(repo)) return isProtocolName(abs) ? repo : { code: 0 };
  const { root, config } = repo;
  let relPath = relative(root, abs).split(sep).join("/");
  if (relPath.startsWith("../") || isAbsolute(relPath)) return { code: 0 };
  const { targetsOf } = await import("./targets-BNTXA6WR.js");
  const targets = targetsOf(config);
  const target = targets.find((t) => t.path === relPath) ?? (caseInsensitiveFs(root) ? targets.find((t) => t.path.toLowerCase() === relPath.toLowerCase()) : void 0);
  if (!target) return { code: 0 };
  const kind = target.kind;
  relPath = target.path;
  const { protocolPathProblem, readProtocolFile } = await import("./fsutil-OGPI4Q5F.js");
  const notPlain = protocolPathProblem(root, relPath);
  if (notPlain) return block(`handover: this ${tool} of ${relPath} is refused: ${notPlain}.
`);
  let current = null;
  try {
    current = readProtocolFile(root, relPath)?.toString("utf8") ?? null;
  } catch (error) {
    return block(`handover: this ${tool} of ${relPath} cannot be checked, so it is refused: ${error.message}`);
  }
  const after = textAfter(tool, input, current);
  if ("unknown" in after) {
    return block(
      `handover: this ${tool} of ${relPath} is refused: handover cannot tell what it would change (${after.unknown}), and a protocol file is never changed unchecked.
Read ${relPath} again and copy old_string exactly from it, or use the handover command made for it (append, sync set, registry add).`
    );
  }
  const [{ readAtCommit }, { checkVersions }] = await Promise.all([import("./worktree-QJYL2M4L.js"), import("./check-7WTP3PO5.js")]);
  let actor;
  try {
    actor = await sessionActor(project, root, config, env);
  } catch (error) {
    return block(`handover: cannot check this edit of ${relPath}: ${error.message}`);
  }
  const base = await readAtCommit(root, "HEAD", relPath);
  const found = checkVersions({ kind, path: relPath, base, head: after.text, actor, config });
  if (!found.some(isBlocking)) return { code: 0 };
  const before = [];
  if (current !== null && kind !== "append-only") {
    const [{ lintSource }, { sourceFromBytes }] = await Promise.all([import("./lint-RUOCN3BG.js"), import("./models-LNEVD47D.js")]);
    before.push(lintSource(sourceFromBytes(relPath, current), kind, config).messages);
  }
  if (current !== null && !(base !== null && Buffer.from(current, "utf8").equals(base))) before.push(checkVersions({ kind, path: relPath, base, head: current, actor, config }));
  const introduced = newErrors(before, found);
  if (introduced.length === 0) return { code: 0 };
  return block(
    `handover: this ${tool} of ${relPath} by ${actor} breaks the protocol:
${findingLines(relPath, introduced)}
Change only what the rules allow (see the handover block in CLAUDE.md or AGENTS.md), or use the handover command made for it (append, sync set, registry add).`
  );
}
function findingLines(relPath, found) {
  return found.map((m) => `  ${relPath}:${m.line}:${m.column}  ${m.message}  [${m.ruleId ?? "error"}${m.docs ? `, ${m.docs}` : ""}]`).join("\n");
}
async function sessionActor(project, root, config, env) {
  const [{ resolveActor }, { findRoot, loadConfig }] = await Promise.all([import("./identity-AD5IB4TN.js"), import("./load-VUWWQ3R3.js")]);
  const own = findRoot(project);
  if (own === root) return (await resolveActor({ root, config, env })).actor;
  return (await resolveActor({ root: own, config: await loadConfig(own), env })).actor;
}
function caseInsensitiveFs(root) {
  try {
    const a = statSync(join(root, ".git"));
    const b = statSync(join(root, ".GIT"));
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}
var isBlocking = (m) => m.severity === "error" && !m.override;
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

export {
  guardToolUse,
  findingLines,
  sessionActor,
  caseInsensitiveFs,
  newErrors
};
