import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-K6NOIWDH.js";
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-BPOL6NDL.js";
import {
  checkSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-J2Z4E6C2.js";
import {
  blobIds,
  blobsAt,
  commitsTouching,
  defaultBranch,
  gitBlobId,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  notAFileChanges,
  readBlobs,
  requireGitDir,
  requireRepo,
  resolveCommit,
  stagedBlobs
} from "./chunk-WEKNEEFX.js";
import {
  commitActor,
  resolveActor
} from "./chunk-W6FCSHN2.js";
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-W3MJQVWT.js";
import {
  parseRange,
  printable
} from "./chunk-NINO2CEJ.js";
import {
  FORMATS,
  formatters
} from "./chunk-6NLA2MKU.js";
import "./chunk-T274VZ4Q.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-YWNRO6IJ.js";
import "./chunk-WWO53TK2.js";
import "./chunk-MERAP2RB.js";
import {
  commitOf
} from "./chunk-OKBGD2UO.js";
import "./chunk-XIKSHUB7.js";
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-JMVUCVSP.js";
import {
  protocolPathProblem,
  readProtocolFile
} from "./chunk-YAJ6PI5B.js";
import {
  toResult
} from "./chunk-26XSRAK3.js";
import "./chunk-INWV5Z5H.js";
import {
  defaultConfig
} from "./chunk-7VFS2CMM.js";
import "./chunk-L3JUMNOF.js";
import {
  CliError
} from "./chunk-OBKVNHAI.js";
import "./chunk-UQB3G3DB.js";
import "./chunk-DIB5KY33.js";
import {
  isSyncDir
} from "./chunk-FHEDWR74.js";
import "./chunk-IRDQGPMW.js";
import "./chunk-7XZO6OSN.js";

// src/cli/commands/check.ts
import { resolve } from "node:path";

// src/check/local.ts
async function checkLocal(root, config, mode, who) {
  const all = targetsOf(config);
  const dirs = all.filter((t) => t.kind === "sync" && isSyncDir(t.path));
  const targets = all.filter((t) => !dirs.includes(t));
  const paths = targets.map((t) => t.path);
  const disk = new Map(paths.map((p) => {
    const read2 = fromWorktree(root, p);
    return [p, mode === "worktree" ? read2 : read2.then((v) => v && "bytes" in v ? { ...v, id: gitBlobId(v.bytes, 40) } : null, () => null)];
  }));
  const settled = await Promise.allSettled([
    requireRepo(root),
    blobsAt(root, "HEAD", paths).catch(() => null),
    mode === "staged" ? stagedBlobs(root, paths) : null,
    ...disk.values()
  ]);
  for (const r of settled) if (r.status === "rejected") throw r.reason;
  const [, listed, staged] = settled.map((r) => r.value);
  const born = listed !== null || await hasCommits(root);
  if (listed === null && born) await blobsAt(root, "HEAD", paths);
  const base = listed ?? /* @__PURE__ */ new Map();
  const head = /* @__PURE__ */ new Map();
  for (const p of paths) {
    const blob = staged?.get(p);
    const file = await disk.get(p);
    if (!staged) head.set(p, file);
    else if (!blob) head.set(p, null);
    else if (!regular(blob.mode)) head.set(p, { problem: notAFile(p, blob.mode) });
    else if (base.get(p)?.oid === blob.oid && base.get(p)?.mode === blob.mode) continue;
    else head.set(p, file && "id" in file && (blob.oid.length === 40 ? file.id : gitBlobId(file.bytes, blob.oid.length)) === blob.oid ? { bytes: file.bytes } : { blob });
  }
  const headBlobs = await readBlobs(root, [...head.values()].flatMap((v) => v && "blob" in v ? [v.blob.oid] : []));
  const headBytes = (p) => {
    const v = head.get(p);
    return !v || "problem" in v ? null : "bytes" in v ? v.bytes : headBlobs.get(v.blob.oid) ?? null;
  };
  const baseBytes = /* @__PURE__ */ new Map();
  for (const [p, b] of base) {
    const h = headBytes(p);
    if (h && b.size !== null && b.size <= h.length && gitBlobId(h.subarray(0, b.size), b.oid.length) === b.oid) baseBytes.set(p, h.subarray(0, b.size));
  }
  const toRead = [...base.values()].filter((b) => head.has(b.path) && regular(b.mode) && !baseBytes.has(b.path));
  const read = await readBlobs(root, toRead.map((b) => b.oid));
  for (const b of toRead) if (read.has(b.oid)) baseBytes.set(b.path, read.get(b.oid));
  let actor;
  const messages = /* @__PURE__ */ new Map();
  for (const t of targets) {
    if (!head.has(t.path)) continue;
    const v = head.get(t.path);
    if (v && "problem" in v) {
      messages.set(t.path, [v.problem]);
      continue;
    }
    const before = baseBytes.get(t.path) ?? null;
    const after = headBytes(t.path);
    if (before === null && after === null && !base.has(t.path)) continue;
    if (before && after && before.equals(after)) continue;
    if (actor === void 0) actor = born ? (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor : null;
    messages.set(t.path, checkVersions({ kind: t.kind, path: t.path, base: before, head: after, actor, config, migrate: { trailers: null } }));
  }
  if (staged && targets.some((t) => t.path.includes("/") && !staged.has(t.path))) {
    for (const f of notAFileFindings(await notAFileChanges(root, { staged: true }, paths), targets, true)) messages.set(f.path, [...messages.get(f.path) ?? [], f.m]);
  }
  const results = resultsOf(targets, messages);
  for (const d of dirs) {
    const before = born ? await syncDirAt(root, "HEAD", d.path) : null;
    const after = mode === "staged" ? await syncDirStaged(root, d.path) : syncDirOnDisk(root, d.path);
    if (before ? sameParts(before, after) : after.length === 0) continue;
    if (actor === void 0) actor = born ? (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor : null;
    results.push(...dirResults(d.path, checkDirChange(d.path, before, after, actor, config)));
  }
  return results;
}
var regular = (mode) => mode === "100644" || mode === "100755";
async function fromWorktree(root, path) {
  const problem = protocolPathProblem(root, path);
  if (problem) return { problem: { ruleId: null, severity: "error", message: problem, line: 1, column: 1 } };
  const bytes = readProtocolFile(root, path);
  return bytes === null ? null : { bytes };
}

// src/check/range.ts
var BATCH = 200;
async function checkRange(root, range, fallbackActor) {
  const { base, head } = parseRange(range);
  await requireRepo(root);
  if (!await hasCommits(root)) throw new CliError("The repository has no commits yet, so there is no range to check; commit first, or run handover check --staged.", 2);
  const baseSha = await resolveCommit(root, base, "range base");
  const headSha = await resolveCommit(root, head, "range head");
  if (!await mergeBase(root, baseSha, headSha)) {
    if (await isShallow(root)) throw new CliError(`${printable(base)} and ${printable(head)} have no common commit in this shallow clone; fetch the full history with \`git fetch --unshallow\` (in GitHub Actions: actions/checkout with fetch-depth: 0).`, 2);
    throw new CliError(`${printable(base)} and ${printable(head)} share no history; check the range (BASE should be the branch the changes go into).`, 2);
  }
  const config = await configAt(root, baseSha, base);
  return checkCommits(root, { config, head: headSha, exclude: [baseSha], fallbackActor });
}
async function checkCommits(root, opts) {
  const { config, head, exclude, fallbackActor } = opts;
  const targets = targetsOf(config);
  const commits = await commitsTouching(root, exclude, head, targets.map((t) => t.path));
  const messages = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  for (let i = 0; i < commits.length; i += BATCH) {
    await checkBatch(root, commits.slice(i, i + BATCH), targets, config, fallbackActor, (path, m) => {
      const key = [path, m.ruleId, m.message, m.line, m.column, m.override ?? ""].join("\0");
      if (seen.has(key)) return;
      seen.add(key);
      messages.set(path, [...messages.get(path) ?? [], m]);
    });
  }
  const tags = new Map(commits.map((c) => [c.sha, `${c.short} ${c.subject}`]));
  for (const f of notAFileFindings(await notAFileChanges(root, { base: exclude, head }, targets.map((t) => t.path)), targets)) {
    const key = [f.path, null, f.m.message].join("\0");
    if (!seen.has(key)) {
      seen.add(key);
      messages.set(f.path, [...messages.get(f.path) ?? [], { ...f.m, commit: tags.get(f.sha) ?? f.sha.slice(0, 12) }]);
    }
  }
  const dirPaths = [...messages.keys()].filter((p) => !targets.some((t) => t.path === p)).sort();
  return { results: [...resultsOf(targets, messages), ...dirPaths.map((p) => toResult(p, "sync", messages.get(p)))], commits: commits.length };
}
async function checkBatch(root, commits, targets, config, fallback, emit) {
  const specs = commits.flatMap((c) => targets.flatMap((t) => [c.sha, ...c.parents].map((rev) => ({ rev, path: t.path }))));
  const ids = await blobIds(root, specs);
  let k = 0;
  const sizes = new Map(ids.flatMap((x) => x ? [[x.oid, x.size]] : []));
  const versions = commits.map((c) => targets.map((t) => {
    const [after, ...before] = [c.sha, ...c.parents].map(() => ids[k++]?.oid ?? null);
    const touched = before.length === 0 ? after !== null : before.every((b) => b !== after);
    return { target: t, after, before, touched };
  }));
  const dirs = await dirVersions(root, commits, targets);
  const blobs = await readBlobs(root, versions.flat().filter((v) => v.touched).flatMap((v) => [v.after, ...v.before]).filter((x) => x !== null), sizes);
  const bytes = (oid) => oid === null ? null : blobs.get(oid) ?? null;
  commits.forEach((c, ci) => {
    const touched = versions[ci].filter((v) => v.touched);
    const dirsTouched = dirs[ci].filter((d) => d.touched);
    if (touched.length === 0 && dirsTouched.length === 0) return;
    const tag = `${c.short} ${c.subject}`;
    const who = commitActor(c, config, fallback);
    if (who.actor === null && who.problem === null) {
      throw new CliError(
        `Commit ${tag} changes ${[...touched.map((v) => v.target.path), ...dirsTouched.map((d) => d.dir)].join(", ")} but names no agent: add a "Handover-Agent: NAME" trailer to it (git commit --amend --trailer "Handover-Agent: NAME"), map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
        2
      );
    }
    const out = [];
    for (const v of touched) {
      const run2 = (base) => checkVersions({ kind: v.target.kind, path: v.target.path, base: bytes(base), head: bytes(v.after), actor: who.actor, config, migrate: { trailers: c.migrates } });
      const found = v.before.length > 1 ? commonToAllParents(v.before.map(run2)) : run2(v.before[0] ?? null);
      out.push(...found.map((m) => ({ path: v.target.path, m })));
    }
    for (const d of dirsTouched) {
      const run2 = (base) => [...checkSyncDir(d.dir, base, d.after, who.actor, config)].flatMap(([path, ms]) => ms.map((m) => ({ ...m, path })));
      const found = d.before.length > 1 ? commonToAllParents(d.before.map(run2)) : run2(d.before[0] ?? []);
      out.push(...found.map(({ path, ...m }) => ({ path, m })));
    }
    const first = touched[0]?.target.path ?? dirsTouched[0].dir;
    const own = (message) => ({ path: first, m: { ruleId: null, severity: "error", message, line: 1, column: 1 } });
    if (who.problem) out.push(own(who.problem));
    const reason = c.overrides.join("; ");
    let final = out;
    if (reason && who.actor !== null && !who.problem && config.dispatchers.includes(who.actor)) {
      final = out.map(({ path, m }) => ({ path, m: applyOverride([m], reason)[0] }));
    } else if (reason) {
      const dispatchers = config.dispatchers.length ? config.dispatchers.join(", ") : "none are configured";
      out.push(own(`The commit carries "Handover-Override: ${reason}", but its actor ${who.actor ?? "(unknown)"} is not a dispatcher (${dispatchers}); only a dispatcher may override \u2014 remove the trailer`));
    }
    for (const { path, m } of final) emit(path, { ...m, commit: tag });
  });
}
async function dirVersions(root, commits, targets) {
  const dirs = targets.filter((t) => t.kind === "sync" && isSyncDir(t.path)).map((t) => t.path);
  if (dirs.length === 0) return commits.map(() => []);
  const out = [];
  for (const c of commits) {
    out.push(await Promise.all(dirs.map(async (dir) => {
      const [after, ...before] = await Promise.all([c.sha, ...c.parents].map((rev) => syncDirAt(root, rev, dir)));
      const touched = before.length === 0 ? after.length > 0 : before.every((b) => !sameParts(b, after));
      return { dir, after, before, touched };
    })));
  }
  return out;
}
async function configAt(root, sha, name) {
  const found = await blobsAt(root, sha, [...DATA_PLACES, ...CODE_PLACES]);
  const blobs = await readBlobs(root, [...found.values()].map((b) => b.oid));
  for (const place of DATA_PLACES) {
    const blob = found.get(place);
    if (!blob) continue;
    const text = (blobs.get(blob.oid) ?? Buffer.alloc(0)).toString("utf8");
    if (place === "package.json") {
      try {
        if (!JSON.parse(text)?.handover) continue;
      } catch {
        continue;
      }
    }
    return configFromText(place, text);
  }
  const code = CODE_PLACES.find((p) => found.has(p));
  if (code) {
    throw new CliError(`The config at ${printable(name)} is ${code}, but check --range reads only JSON or YAML config from the base (a pull request must not run code); move it to .handoverrc.json or .handoverrc.yaml.`, 2);
  }
  return defaultConfig();
}

// src/check/pre-receive.ts
var ZERO = /^0{40}(?:0{24})?$/;
var SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
function parseUpdates(input) {
  const out = [];
  for (const line of input.split("\n")) {
    if (!line.trim()) continue;
    const [old, neu, ref, ...rest] = line.trim().split(" ");
    if (rest.length || !SHA.test(old ?? "") || !SHA.test(neu ?? "") || !ref || !/^refs\/[A-Za-z0-9._/@+-]+$/.test(ref)) {
      throw new CliError(`pre-receive input line "${printable(line.slice(0, 120))}" is not "<old-sha> <new-sha> <ref>"; run handover check --pre-receive only as git's pre-receive hook.`, 2);
    }
    out.push({ old, new: neu, ref });
  }
  return out;
}
function isProtected(ref, protect) {
  return protect.some((p) => {
    const full = p.startsWith("refs/") ? p : `refs/heads/${p}`;
    const re = new RegExp(`^${full.split("*").map((x) => x.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")}$`);
    return re.test(ref);
  });
}
async function checkPush(root, updates) {
  await requireGitDir(root);
  const mainRef = await defaultBranch(root);
  const mainSha = mainRef ? await commitOf(root, mainRef) : null;
  const mainConfig = mainSha ? await configAt(root, mainSha, mainRef) : defaultConfig();
  const verdicts = [];
  for (const u of updates) {
    const exists = !ZERO.test(u.old);
    const config = exists && await commitOf(root, u.old) ? await configAt(root, u.old, u.ref) : mainConfig;
    const protect = mainConfig.server.protect ?? (mainRef ? [mainRef] : []);
    const guarded = isProtected(u.ref, protect);
    const verdict = { ref: u.ref, refused: null, results: [], commits: 0 };
    verdicts.push(verdict);
    if (ZERO.test(u.new)) {
      if (guarded) verdict.refused = `${u.ref} is a protected branch (server.protect: ${protect.join(", ")}); deleting it is refused`;
      continue;
    }
    const head = await commitOf(root, u.new);
    if (!head) continue;
    if (exists && guarded && !await isAncestor(root, u.old, u.new)) {
      verdict.refused = `${u.ref} is a protected branch (server.protect: ${protect.join(", ")}); this push rewrites its history (not a fast-forward of ${u.old.slice(0, 7)}), which is refused \u2014 rebase onto it and push again, without --force`;
      continue;
    }
    const checked = await checkCommits(root, { config, head, exclude: exists ? [u.old] : "all" });
    verdict.results = checked.results;
    verdict.commits = checked.commits;
  }
  return verdicts;
}

// src/cli/commands/check.ts
async function run(args, io) {
  const { values } = parseCommandArgs("check", args, {
    staged: { type: "boolean" },
    range: { type: "string" },
    actor: { type: "string" },
    "pre-receive": { type: "boolean" }
  }, false);
  const format = pickFormat(values.format, FORMATS, "stylish");
  if ([values.staged, values.range !== void 0, values["pre-receive"]].filter(Boolean).length > 1) throw new CliError("--staged, --range and --pre-receive are different checks; pass one of them (handover help check).", 2);
  if (values["pre-receive"]) return preReceive(io.env.GIT_DIR && !values.cwd ? resolve(io.cwd, io.env.GIT_DIR) : workDir(io, values.cwd), io, format);
  const root = findRoot(workDir(io, values.cwd));
  const results = values.range !== void 0 ? (await checkRange(root, values.range, values.actor)).results : await checkLocal(root, await loadConfig(root), values.staged ? "staged" : "worktree", { flag: values.actor, env: io.env });
  const text = formatters[format](results, { color: useColor(io), version: io.version, docsUrl: io.env.HANDOVER_DOCS_URL });
  if (text) io.stdout.write(text);
  return results.some((r) => r.errorCount > 0) ? 1 : 0;
}
async function preReceive(dir, io, format) {
  const chunks = [];
  for await (const c of io.stdin) chunks.push(typeof c === "string" ? Buffer.from(c) : c);
  const verdicts = await checkPush(dir, parseUpdates(Buffer.concat(chunks).toString("utf8")));
  let rejected = 0;
  for (const v of verdicts) {
    const bad = v.results.some((r) => r.errorCount > 0);
    if (v.refused) io.stderr.write(`handover: ${v.ref}: rejected: ${v.refused}.
`);
    else if (v.results.length) {
      const errors = v.results.reduce((n, r) => n + r.errorCount, 0);
      io.stderr.write(`handover: ${v.ref}: ${bad ? `rejected: ${errors} problem${errors === 1 ? "" : "s"} in the pushed commits` : "warnings in the pushed commits"}:
`);
      io.stderr.write(formatters[format](v.results, { color: false, version: io.version }));
    }
    if (v.refused || bad) rejected++;
  }
  if (rejected) io.stderr.write(`handover: push rejected; fix the commits (git rebase -i) and push again. The rules: handover help check.
`);
  return rejected ? 1 : 0;
}
export {
  run
};
