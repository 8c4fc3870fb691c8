import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  findingLines,
  newErrors,
  sessionActor
} from "./chunk-NBFHRRDS.js";
import "./chunk-W4YSXI42.js";
import {
  readSession,
  writeSession
} from "./chunk-HFDRCPUU.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-DQRG6MB5.js";
import {
  block,
  note,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import "./chunk-V65TXMRB.js";
import "./chunk-6BX353RH.js";
import {
  oneLine
} from "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-7XZO6OSN.js";

// src/hooks/post-tool-use.ts
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
var HOOK = "claude-post-tool-use";
var SHELL_TOOLS = /* @__PURE__ */ new Set(["Bash", "PowerShell"]);
var MAX_DIFF_LINES = 60;
async function postToolUse(payload, fallbackCwd, env) {
  const tool = str(payload.tool_name);
  if (!tool || !SHELL_TOOLS.has(tool)) return { code: 0 };
  const project = sessionDir(payload, env, fallbackCwd);
  const { findRoot } = await import("./load-HHIDNEGT.js");
  const projectRoot = findRoot(project);
  const roots = [.../* @__PURE__ */ new Set([projectRoot, ...str(payload.cwd) ? [findRoot(str(payload.cwd))] : []])];
  const sessionId = str(payload.session_id);
  const session = await readSession(projectRoot, sessionId);
  const seen = { ...session.seen ?? {} };
  const reports = [];
  for (const root of roots) {
    if (!existsSync(join(root, ".git"))) continue;
    const repo = await hookRepo(root, HOOK);
    if (isAnswer(repo)) continue;
    const { config } = repo;
    const [{ targetsOf }, { readAtCommit, diffFromHead }, { checkVersions }] = await Promise.all([
      import("./targets-XWQSA5RT.js"),
      import("./worktree-UCWNS5SQ.js"),
      import("./check-SZA7RQYW.js")
    ]);
    let actor = null;
    for (const t of targetsOf(config)) {
      const abs = join(root, t.path);
      let now;
      try {
        now = existsSync(abs) ? readFileSync(abs) : null;
      } catch {
        continue;
      }
      const key = `${root}\0${t.path}`;
      const digest = now === null ? "absent" : createHash("sha256").update(now).digest("hex");
      if (seen[key] === digest) continue;
      seen[key] = digest;
      const base = await readAtCommit(root, "HEAD", t.path);
      if (base === null ? now === null : now !== null && base.equals(now)) continue;
      if (actor === null) {
        try {
          actor = await sessionActor(project, root, config, env);
        } catch (error) {
          return note(`${HOOK}: cannot check what this command did to ${t.path}: ${error.message}`);
        }
      }
      const found = checkVersions({
        kind: t.kind,
        path: t.path,
        base,
        head: now === null ? null : now.toString("utf8"),
        actor,
        config
      });
      const before = [];
      if (base !== null && t.kind !== "append-only") {
        const [{ lintSource }, { sourceFromBytes }] = await Promise.all([
          import("./lint-CRCTFJGC.js"),
          import("./models-YGNFH36A.js")
        ]);
        before.push(lintSource(sourceFromBytes(t.path, base), t.kind, config).messages);
      }
      const introduced = newErrors(before, found);
      if (introduced.length === 0) continue;
      const where = oneLine(root === projectRoot ? t.path : join(root, t.path));
      const diff = (await diffFromHead(root, t.path)).split("\n");
      const shown = diff.slice(0, MAX_DIFF_LINES).join("\n") + (diff.length > MAX_DIFF_LINES ? `
\u2026 (${diff.length - MAX_DIFF_LINES} more lines: git diff HEAD -- ${t.path})` : "");
      reports.push(
        `${where}${now === null ? " was deleted" : ""}:
${findingLines(t.path, introduced)}
` + (now === null ? `Restore it: git checkout HEAD -- ${t.path}
` : `Put back the lines marked - below exactly as they were (keep only additions the rules allow), or, if you made no other change to it, run: git checkout HEAD -- ${t.path}
${shown.trimEnd()}
`)
      );
    }
  }
  await writeSession(projectRoot, sessionId, { seen });
  if (reports.length === 0) return { code: 0 };
  return block(
    `handover: your ${tool} command changed protocol files in ways the rules forbid; the pre-commit hook and CI will refuse them.
${reports.join("\n")}Use the handover commands for these files (append, sync set, registry add) instead of editing them from the shell.`
  );
}
export {
  SHELL_TOOLS,
  postToolUse
};
