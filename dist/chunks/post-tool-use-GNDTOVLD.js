import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  findingLines,
  newErrors
} from "./chunk-SHFAX25M.js";
import {
  readSession,
  writeSession
} from "./chunk-DTVVZA5R.js";
import {
  hookRepo,
  isAnswer
} from "./chunk-UWESKNWF.js";
import {
  block,
  note,
  sessionDir,
  str
} from "./chunk-DWJIRBNS.js";
import "./chunk-P5TBDYHN.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GTPCD622.js";
import {
  oneLine
} from "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/hooks/post-tool-use.ts
var require_post_tool_use = __commonJS({
  "fs-by-require:src/hooks/post-tool-use.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/post-tool-use.ts
var import_node_fs = __toESM(require_post_tool_use(), 1);
import { createHash } from "node:crypto";
import { join } from "node:path";
var HOOK = "claude-post-tool-use";
var SHELL_TOOLS = /* @__PURE__ */ new Set(["Bash", "PowerShell"]);
var MAX_DIFF_LINES = 60;
var CLAUDE_TERMS = { charter: "CLAUDE.md or AGENTS.md", shell: (t) => `your ${t} command` };
async function postToolUse(payload, fallbackCwd, env, terms = CLAUDE_TERMS) {
  const tool = str(payload.tool_name);
  if (!tool || !SHELL_TOOLS.has(tool)) return { code: 0 };
  const project = sessionDir(payload, env, fallbackCwd);
  const { findRoot } = await import("./load-FZEM2KDA.js");
  const projectRoot = findRoot(project);
  const roots = [.../* @__PURE__ */ new Set([projectRoot, ...str(payload.cwd) ? [findRoot(str(payload.cwd))] : []])];
  const sessionId = str(payload.session_id);
  const session = await readSession(projectRoot, sessionId);
  const seen = { ...session.seen ?? {} };
  const reports = [];
  for (const root of roots) {
    if (!(0, import_node_fs.existsSync)(join(root, ".git"))) continue;
    const repo = await hookRepo(root, HOOK);
    if (isAnswer(repo)) continue;
    const started = root === projectRoot && typeof session.head === "string" ? session.head : null;
    const ctx = { root, config: repo.config, project, env, shown: root === projectRoot, actor: null };
    const bases = await basesOf(root, started);
    const { targetsOf } = await import("./targets-UYZFRYKT.js");
    for (const t of targetsOf(repo.config)) {
      const r = await checkTarget(ctx, t, { bases, seen });
      if (typeof r === "string") reports.push(r);
      else if (r) return r;
    }
  }
  await writeSession(projectRoot, sessionId, { seen });
  if (reports.length === 0) return { code: 0 };
  return block(
    `handover: ${terms.shell(terms.tool ?? tool)} changed protocol files in ways the rules forbid; the pre-commit hook and CI will refuse them.
${reports.join("\n")}Use the handover commands for these files (append, sync set, registry add) instead of editing them from the shell.`
  );
}
async function basesOf(root, started) {
  const { headCommit, movedOnlyByCommits } = await import("./worktree-5OOZSXQQ.js");
  const head = await headCommit(root);
  const out = [{ rev: "HEAD", label: "HEAD" }];
  if (started && /^[0-9a-f]{7,64}$/.test(started) && head && !head.startsWith(started)) {
    if (await movedOnlyByCommits(root, started)) out.push({ rev: started, label: started.slice(0, 12) });
  }
  return out;
}
async function checkTarget(ctx, t, o) {
  const [{ readAtCommit }, { readStaged }] = await Promise.all([
    import("./plain-ILZF5N7H.js"),
    import("./worktree-5OOZSXQQ.js")
  ]);
  const abs = join(ctx.root, t.path);
  let now;
  try {
    now = (0, import_node_fs.existsSync)(abs) ? (0, import_node_fs.readFileSync)(abs) : null;
  } catch {
    return null;
  }
  const staged = await readStaged(ctx.root, t.path);
  const key = `${ctx.root}\0${t.path}`;
  const digest = createHash("sha256").update(`${o.bases.map((b) => b.rev).join(",")}\0${now === null ? "absent" : now.toString("base64")}\0`).update(staged ?? "unstaged").digest("hex");
  if (o.seen[key] === digest) return null;
  o.seen[key] = digest;
  const states = [{ what: "tree", bytes: now }];
  if (staged !== null && !(now !== null && staged.equals(now))) states.push({ what: "index", bytes: staged });
  for (const b of o.bases) {
    const base = await readAtCommit(ctx.root, b.rev, t.path);
    for (const s of states) {
      const r = await checkState(ctx, t, { base, b, s });
      if (r) return r;
    }
  }
  return null;
}
async function checkState(ctx, t, v) {
  const { base, b, s } = v;
  if (base === null ? s.bytes === null : s.bytes !== null && base.equals(s.bytes)) return null;
  if (ctx.actor === null) {
    try {
      const { sessionActor } = await import("./guard-XKKS5FZJ.js");
      ctx.actor = await sessionActor(ctx.project, ctx.root, ctx.config, ctx.env);
    } catch (error) {
      return note(`${HOOK}: cannot check what this command did to ${t.path}: ${error.message}`);
    }
  }
  const introduced = await introducedErrors(ctx, t, { base, head: s.bytes });
  if (introduced.length === 0) return null;
  return report(ctx, t, { base: b, state: s.what, deleted: s.bytes === null, introduced });
}
async function introducedErrors(ctx, t, v) {
  const { checkVersions } = await import("./check-3MJTIS3I.js");
  const found = checkVersions({
    kind: t.kind,
    path: t.path,
    base: v.base,
    head: v.head === null ? null : v.head.toString("utf8"),
    actor: ctx.actor,
    config: ctx.config
  });
  const before = [];
  if (v.base !== null && t.kind !== "append-only") {
    const [{ lintSource }, { sourceFromBytes }] = await Promise.all([
      import("./lint-56NE4VZG.js"),
      import("./models-SCVLPEHO.js")
    ]);
    before.push(lintSource(sourceFromBytes(t.path, v.base), t.kind, ctx.config).messages);
  }
  return newErrors(before, found);
}
async function report(ctx, t, r) {
  const { diffFrom } = await import("./worktree-5OOZSXQQ.js");
  const where = oneLine(ctx.shown ? t.path : join(ctx.root, t.path));
  const restore = `git checkout ${r.base.rev} -- ${t.path}`;
  const committed = r.base.rev !== "HEAD" ? ` (committed since the session started at ${r.base.label})` : "";
  const staged = r.state === "index" ? " (in the index: staged with git add)" : "";
  const head = `${where}${r.deleted ? " was deleted" : ""}${committed}${staged}:
${findingLines(t.path, r.introduced)}
`;
  if (r.deleted) return `${head}Restore it: ${restore}${committed ? ", then commit it" : ""}
`;
  const diff = (await diffFrom(ctx.root, r.base.rev, t.path)).split("\n");
  const shown = diff.slice(0, MAX_DIFF_LINES).join("\n") + (diff.length > MAX_DIFF_LINES ? `
\u2026 (${diff.length - MAX_DIFF_LINES} more lines: git diff ${r.base.rev} -- ${t.path})` : "");
  return head + `Put back the lines marked - below exactly as they were (keep only additions the rules allow), or, if you made no other change to it, run: ${restore}${committed ? ", then commit it" : ""}
${shown.trimEnd()}
`;
}
export {
  SHELL_TOOLS,
  postToolUse
};
