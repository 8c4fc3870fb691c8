import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readSession,
  writeSession
} from "./chunk-GTYSOJDO.js";
import {
  findingLines,
  newErrors
} from "./chunk-SHFAX25M.js";
import {
  enclosingRepos,
  hookRepo,
  isAnswer
} from "./chunk-QLQ3XUZ3.js";
import {
  block,
  note,
  sessionDir,
  str
} from "./chunk-ZTCXB3MP.js";
import "./chunk-VGF64KUY.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-SOWN6PH7.js";
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
import { dirname, isAbsolute, join, resolve } from "node:path";
var HOOK = "claude-post-tool-use";
var SHELL_TOOLS = /* @__PURE__ */ new Set(["Bash", "PowerShell"]);
var MAX_DIFF_LINES = 60;
var CLAUDE_TERMS = { charter: "CLAUDE.md or AGENTS.md", shell: (t) => `your ${t} command` };
async function postToolUse(payload, fallbackCwd, env, terms = CLAUDE_TERMS) {
  const tool = str(payload.tool_name);
  if (!tool || !SHELL_TOOLS.has(tool)) return { code: 0 };
  const project = sessionDir(payload, env, fallbackCwd);
  const { findRoot } = await import("./load-BDXLVFD3.js");
  const projectRoot = findRoot(project);
  const cwd = str(payload.cwd) ?? project;
  const roots = reposTouched({ project, cwd, command: str(payload.tool_input?.command) });
  const sessionId = str(payload.session_id);
  const session = await readSession(projectRoot, sessionId);
  const seen = { ...session.seen ?? {} };
  const reports = [];
  for (const root of roots) {
    const repo = await hookRepo(root, HOOK);
    if (isAnswer(repo)) continue;
    const started = root === projectRoot && typeof session.head === "string" ? session.head : null;
    const ctx = { root, config: repo.config, project, env, shown: root === projectRoot, actor: null };
    const answer = await checkRepo(ctx, { bases: await basesOf(root, started), seen, reports });
    if (answer) return answer;
  }
  await writeSession(projectRoot, sessionId, { seen });
  if (reports.length === 0) return { code: 0 };
  return block(
    `handover: ${terms.shell(terms.tool ?? tool)} changed protocol files in ways the rules forbid; the pre-commit hook and CI will refuse them.
${reports.join("\n")}Use the handover commands for these files (append, sync set, registry add) instead of editing them from the shell.`
  );
}
async function changedTargets(root, config) {
  const { watchedTargets } = await import("./archive-FGW6G4P2.js");
  const targets = await watchedTargets(root, config, { worktree: "HEAD" });
  for (const t of await watchedTargets(root, config, { staged: true }))
    if (!targets.some((x) => x.path === t.path)) targets.push(t);
  return targets;
}
var MAX_REPOS = 16;
function reposTouched(o) {
  const out = /* @__PURE__ */ new Set();
  const add = (path) => {
    let d = resolve(path);
    while (!(0, import_node_fs.existsSync)(d) && dirname(d) !== d) d = dirname(d);
    for (const r of enclosingRepos(d)) if (out.size < MAX_REPOS) out.add(r);
  };
  add(o.project);
  add(o.cwd);
  const words = shellWords(o.command ?? "");
  const dirs = [resolve(o.project, o.cwd)];
  words.forEach((w, i) => {
    if (w === "cd" && words[i + 1]) dirs.push(resolve(dirs.at(-1), words[i + 1]));
  });
  for (const w of words) {
    if (!/[/.]/.test(w) || w.startsWith("-")) continue;
    if (isAbsolute(w)) add(w);
    else for (const d of dirs) add(resolve(d, w));
  }
  return [...out];
}
function shellWords(command) {
  return command.slice(0, 64 * 1024).split(/[\s;&|()<>`]+/).map((w) => w.replace(/^['"]+|['"]+$/g, "")).filter((w) => w !== "").slice(0, 256);
}
async function basesOf(root, started) {
  const { headCommit, movedOnlyByCommits } = await import("./worktree-7X3ZTPWE.js");
  const head = await headCommit(root);
  const out = [{ rev: "HEAD", label: "HEAD" }];
  if (started && /^[0-9a-f]{7,64}$/.test(started) && head && !head.startsWith(started)) {
    if (await movedOnlyByCommits(root, started)) out.push({ rev: started, label: started.slice(0, 12) });
  }
  return out;
}
async function checkTarget(ctx, t, o) {
  const [{ readAtCommit }, { readStaged }] = await Promise.all([
    import("./plain-QGYGXXVH.js"),
    import("./worktree-7X3ZTPWE.js")
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
  const asStaged = staged !== null && now !== null && staged.equals(now);
  const states = [{ what: "tree", bytes: now, archiveFrom: asStaged ? "index" : "tree" }];
  if (staged !== null && !asStaged) states.push({ what: "index", bytes: staged, archiveFrom: "index" });
  for (const b of o.bases) {
    const base = await readAtCommit(ctx.root, b.rev, t.path);
    if (b.rev === "HEAD" && base === null && now !== null) {
      const clash = await newNameClash(ctx, t.path);
      if (clash) return clash;
    }
    for (const s of states) {
      const r = await checkState(ctx, t, { base, b, s });
      if (r) return r;
    }
  }
  return null;
}
async function newNameClash(ctx, path) {
  const { worktreeClash } = await import("./case-clash-63GIVZUZ.js");
  const m = await worktreeClash(ctx.root, path, ctx.config);
  return m ? `${oneLine(ctx.shown ? path : join(ctx.root, path))}:
${findingLines(path, [m])}
` : null;
}
async function checkState(ctx, t, v) {
  const { base, b, s } = v;
  if (base === null ? s.bytes === null : s.bytes !== null && base.equals(s.bytes)) return null;
  const noActor = await ensureActor(ctx, t.path);
  if (noActor) return noActor;
  const introduced = await introducedErrors(ctx, t, { base, head: s.bytes, rev: b.rev, from: s.archiveFrom });
  if (introduced.length === 0) return null;
  return report(ctx, t, { base: b, state: s.what, deleted: s.bytes === null, introduced });
}
async function checkRepo(ctx, o) {
  const { bases, seen } = o;
  const { isSyncDir } = await import("./sync-dir-EJWRND25.js");
  for (const t of await changedTargets(ctx.root, ctx.config)) {
    const r = t.kind === "sync" && isSyncDir(ctx.config.files.sync) ? await checkSyncDirTarget(ctx, ctx.config.files.sync, { bases, seen }) : await checkTarget(ctx, t, { bases, seen });
    if (typeof r === "string") o.reports.push(r);
    else if (r) return r;
  }
  const owner = await checkConfigOwner(ctx, { bases, seen });
  if (typeof owner === "string") o.reports.push(owner);
  return owner && typeof owner !== "string" ? owner : null;
}
async function checkConfigOwner(ctx, o) {
  const [{ configOwnerPaths }, { changedFiles }] = await Promise.all([
    import("./targets-DV2D35BO.js"),
    import("./repo-YU4TDLGL.js")
  ]);
  const paths = configOwnerPaths(ctx.config);
  const stampKey = `${ctx.root}\0protocol/config-owner files`;
  const stamp = watchedStamp(ctx.root, paths, o.bases);
  if (o.seen[stampKey] === stamp) return null;
  o.seen[stampKey] = stamp;
  for (const b of o.bases) {
    const changed = await changedFiles(ctx.root, b.rev, "worktree", paths).catch(() => []);
    if (changed.length === 0) continue;
    const { localConfigOwner } = await import("./config-owner-BQQCWI3Y.js");
    const noActor = await ensureActor(ctx, changed[0].path);
    if (noActor) return noActor;
    const found = await localConfigOwner({
      root: ctx.root,
      mode: "worktree",
      base: b.rev,
      changed,
      actor: async () => ctx.actor,
      config: ctx.config
    });
    if (found.length === 0) continue;
    const text = found.map((f) => findingLines(ctx.shown ? f.path : join(ctx.root, f.path), [f.m])).join("\n");
    const key = `${ctx.root}\0protocol/config-owner`;
    const digest = createHash("sha256").update(`${b.rev}\0${text}`).digest("hex");
    if (o.seen[key] === digest) return null;
    o.seen[key] = digest;
    const committed = b.rev !== "HEAD" ? ` (committed since the session started at ${b.label})` : "";
    return `${text}
Only the config's owner or a dispatcher changes these files${committed}: put each back as ${b.label} has it (${restoreCommand(ctx, b.rev, "<file>")}; remove a file it adds), or ask them to make this change.
`;
  }
  return null;
}
function watchedStamp(root, paths, bases) {
  const h = createHash("sha256").update(bases.map((b) => b.rev).join(","));
  const add = (rel, depth) => {
    let st;
    try {
      st = (0, import_node_fs.lstatSync)(join(root, rel));
    } catch {
      return;
    }
    h.update(`\0${rel}:${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`);
    if (!st.isDirectory() || depth > 4) return;
    let names = [];
    try {
      names = (0, import_node_fs.readdirSync)(join(root, rel)).sort();
    } catch {
      return;
    }
    for (const n of names.slice(0, 1e3)) add(`${rel}/${n}`, depth + 1);
  };
  for (const p of paths) add(p, 0);
  return h.digest("hex");
}
async function ensureActor(ctx, what) {
  if (ctx.actor !== null) return null;
  try {
    const { sessionActor } = await import("./guard-AOEJQCYS.js");
    ctx.actor = await sessionActor(ctx.project, ctx.root, ctx.config, ctx.env);
    return null;
  } catch (error) {
    return note(`${HOOK}: cannot check what this command did to ${what}: ${error.message}`);
  }
}
async function introducedErrors(ctx, t, v) {
  const [{ checkVersions }, { worktreeArchive }] = await Promise.all([
    import("./check-OBVAAF7I.js"),
    import("./archive-FGW6G4P2.js")
  ]);
  const archive = await worktreeArchive(ctx.root, { target: t, config: ctx.config, ...v });
  const found = checkVersions({
    kind: t.kind,
    path: t.path,
    base: v.base,
    head: v.head === null ? null : v.head.toString("utf8"),
    actor: ctx.actor,
    config: ctx.config,
    archive
  });
  const before = [];
  if (v.base !== null && t.kind !== "append-only") {
    const [{ lintSource }, { sourceFromBytes }] = await Promise.all([
      import("./lint-BSFURYWY.js"),
      import("./models-P3FNFJ3G.js")
    ]);
    before.push(lintSource(sourceFromBytes(t.path, v.base), t.kind, ctx.config).messages);
  }
  return newErrors(before, found);
}
async function report(ctx, t, r) {
  const { diffFrom } = await import("./worktree-7X3ZTPWE.js");
  const where = oneLine(ctx.shown ? t.path : join(ctx.root, t.path));
  const restore = restoreCommand(ctx, r.base.rev, t.path);
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
function restoreCommand(ctx, rev, path) {
  return `git ${ctx.shown ? "" : `-C ${oneLine(ctx.root)} `}checkout ${rev} -- ${path}`;
}
async function checkSyncDirTarget(ctx, dir, o) {
  const [{ syncDirAt, syncDirOnDisk, syncDirStaged, sameParts }, { hasCommits }] = await Promise.all([
    import("./sync-dir-ZWUXKAOA.js"),
    import("./repo-YU4TDLGL.js")
  ]);
  const tree = syncDirOnDisk(ctx.root, dir);
  const staged = await syncDirStaged(ctx.root, dir).catch(() => null);
  const key = `${ctx.root}\0${dir}`;
  const digest = partsDigest(o.bases, [tree, staged ?? []]);
  if (o.seen[key] === digest) return null;
  o.seen[key] = digest;
  const states = [{ what: "tree", parts: tree }];
  if (staged !== null && !sameParts(staged, tree)) states.push({ what: "index", parts: staged });
  const committed = await hasCommits(ctx.root).catch(() => false);
  for (const b of o.bases) {
    const base = committed ? await syncDirAt(ctx.root, b.rev, dir).catch(() => null) : null;
    for (const s of states) {
      if (base ? sameParts(base, s.parts) : s.parts.length === 0) continue;
      const noActor = await ensureActor(ctx, dir);
      if (noActor) return noActor;
      const introduced = await dirIntroduced(ctx, dir, { base, head: s.parts });
      if (introduced.size > 0) return dirReport(ctx, { base: b, state: s.what, introduced });
    }
  }
  return null;
}
function partsDigest(bases, states) {
  const hash = createHash("sha256").update(bases.map((b) => b.rev).join(","));
  for (const parts of states)
    for (const p of parts) hash.update(`\0${p.path}\0${p.notAFile ?? ""}\0`).update(Buffer.from(p.bytes));
  return hash.digest("hex");
}
async function dirIntroduced(ctx, dir, v) {
  const [{ checkDirChange }, { lintSyncDir }] = await Promise.all([
    import("./sync-dir-ZWUXKAOA.js"),
    import("./sync-dir-YOXJTRZF.js")
  ]);
  const flat = (m) => [...m].flatMap(([path, ms]) => ms.map((x) => ({ ...x, message: `${path}\0${x.message}` })));
  const found = flat(checkDirChange({ dir, base: v.base, head: v.head, actor: ctx.actor, config: ctx.config }));
  const before = v.base ? [flat(lintSyncDir(dir, v.base, ctx.config))] : [];
  const out = /* @__PURE__ */ new Map();
  for (const m of newErrors(before, found)) {
    const at = m.message.indexOf("\0");
    const path = m.message.slice(0, at);
    out.set(path, [...out.get(path) ?? [], { ...m, message: m.message.slice(at + 1) }]);
  }
  return out;
}
async function dirReport(ctx, r) {
  const { diffFrom } = await import("./worktree-7X3ZTPWE.js");
  const committed = r.base.rev !== "HEAD" ? ` (committed since the session started at ${r.base.label})` : "";
  const staged = r.state === "index" ? " (in the index: staged with git add)" : "";
  let out = "";
  for (const [path, ms] of r.introduced) {
    const where = oneLine(ctx.shown ? path : join(ctx.root, path));
    const diff = (await diffFrom(ctx.root, r.base.rev, path)).trimEnd().split("\n").slice(0, MAX_DIFF_LINES).join("\n");
    out += `${where}${committed}${staged}:
${findingLines(path, ms)}
Put back the lines marked - below exactly as they were, or, if you made no other change to it, run: ${restoreCommand(ctx, r.base.rev, path)}${committed ? ", then commit it" : ""}
` + (diff ? `${diff}
` : "");
  }
  return out;
}
export {
  SHELL_TOOLS,
  postToolUse,
  reposTouched
};
