import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkPath,
  checkRef,
  notAFile,
  notAFileFindings,
  parseRange,
  printable,
  resultsOf,
  targetsOf
} from "./chunk-S6B6LV6X.js";
import {
  commitActor,
  resolveActor
} from "./chunk-4NVU5UT2.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-VHSYAFH6.js";
import "./chunk-YIBHUHES.js";
import "./chunk-VI77TAJH.js";
import {
  commitOf,
  gitClient
} from "./chunk-5I7JEEUP.js";
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-K6NOIWDH.js";
import {
  FORMATS,
  formatters
} from "./chunk-KUTB2FY4.js";
import "./chunk-T274VZ4Q.js";
import "./chunk-XIKSHUB7.js";
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-RSVYYGPS.js";
import {
  protocolPathProblem,
  readProtocolFile
} from "./chunk-YAJ6PI5B.js";
import "./chunk-4W3QADQG.js";
import "./chunk-JKNLG42Z.js";
import {
  defaultConfig
} from "./chunk-QIZBCLNT.js";
import "./chunk-L3JUMNOF.js";
import {
  CliError
} from "./chunk-OBKVNHAI.js";
import "./chunk-HT7CQCL3.js";
import "./chunk-MQOAROXN.js";
import "./chunk-7XZO6OSN.js";

// src/git/repo.ts
import { createHash } from "node:crypto";
var UNSHALLOW = "this clone is shallow: fetch the full history with `git fetch --unshallow` (in GitHub Actions: actions/checkout with fetch-depth: 0)";
function stderrOf(error) {
  const m = error.message ?? String(error);
  return m.split("\n").map((l) => l.replace(/^(fatal|error): /, "").trim()).find(Boolean) ?? "unknown error";
}
async function run(root, args) {
  return gitClient(root).raw(["--literal-pathspecs", ...args]);
}
async function tryRun(root, args) {
  try {
    return await run(root, args);
  } catch {
    return null;
  }
}
async function requireRepo(root) {
  const out = await tryRun(root, ["rev-parse", "--is-inside-work-tree"]);
  if (out?.trim() !== "true") throw new CliError(`${root} is not inside a git work tree; run handover check in a clone (or use handover lint for the static rules only).`, 2);
}
async function hasCommits(root) {
  return await commitOf(root, "HEAD") !== null;
}
async function isShallow(root) {
  return (await tryRun(root, ["rev-parse", "--is-shallow-repository"]))?.trim() === "true";
}
async function resolveCommit(root, ref, what = "ref") {
  checkRef(ref, what);
  const sha = await commitOf(root, ref);
  if (sha) return sha;
  if (!await hasCommits(root)) throw new CliError(`The repository has no commits yet, so the ${what} "${printable(ref)}" does not exist; commit first, or run handover check --staged.`, 2);
  const hint = await isShallow(root) ? `; ${UNSHALLOW}` : `; check the name, or fetch it first (e.g. git fetch origin ${ref.replace(/^origin\//, "")})`;
  throw new CliError(`The ${what} "${printable(ref)}" is not a commit in this repository${hint}.`, 2);
}
async function mergeBase(root, a, b) {
  const out = await tryRun(root, ["merge-base", "--end-of-options", checkRef(a), checkRef(b)]);
  return out?.trim() || null;
}
function gitBlobId(bytes, idLength) {
  return createHash(idLength === 64 ? "sha256" : "sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
async function blobsAt(root, rev, paths) {
  const out = await run(root, ["ls-tree", "-z", "-l", "--full-tree", checkRef(rev), "--", ...paths.map(checkPath)]).catch((e) => {
    throw new CliError(`git could not list ${printable(rev)}: ${stderrOf(e)}; check that the commit exists.`, 2);
  });
  const found = /* @__PURE__ */ new Map();
  for (const rec of out.split("\0")) {
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t([\s\S]*)$/.exec(rec);
    if (m) found.set(m[5], { path: m[5], oid: m[3], mode: m[1], size: m[4] === "-" ? null : Number(m[4]) });
  }
  return found;
}
async function stagedBlobs(root, paths) {
  const out = await run(root, ["ls-files", "-z", "--stage", "--full-name", "--", ...paths.map(checkPath)]).catch((e) => {
    throw new CliError(`git could not read the index: ${stderrOf(e)}; run git status to see what is wrong.`, 2);
  });
  const found = /* @__PURE__ */ new Map();
  for (const rec of out.split("\0")) {
    const m = /^(\d+) ([0-9a-f]+) (\d)\t([\s\S]*)$/.exec(rec);
    if (m && (m[3] === "0" || m[3] === "2" && !found.has(m[4]))) found.set(m[4], { path: m[4], oid: m[2], mode: m[1], size: null });
  }
  return found;
}
async function objectSizes(root, specs) {
  const input = specs.join("\n") + "\n";
  const client = gitClient(root, { input: () => input });
  const out = await client.raw(["cat-file", "--batch-check=%(objectname) %(objecttype) %(objectsize)"]).catch((e) => {
    throw new CliError(`git could not read objects: ${stderrOf(e)}; run git fsck to check the repository.`, 2);
  });
  const lines = out.split("\n");
  const found = /* @__PURE__ */ new Map();
  specs.forEach((spec, i) => {
    const m = /^([0-9a-f]{40,64}) blob (\d+)$/.exec(lines[i] ?? "");
    if (m) found.set(spec, { oid: m[1], size: Number(m[2]) });
  });
  return found;
}
async function blobIds(root, specs) {
  if (specs.length === 0) return [];
  const keys = specs.map((s) => `${checkRef(s.rev)}:${checkPath(s.path)}`);
  const found = await objectSizes(root, keys);
  return keys.map((k) => found.get(k) ?? null);
}
async function readBlobs(root, oids, knownSizes) {
  const unique = [...new Set(oids)];
  const out = /* @__PURE__ */ new Map();
  if (!unique.every((o) => /^[0-9a-f]{40,64}$/.test(o))) throw new CliError("internal error: a blob id is not a hex sha; please report it.", 2);
  if (unique.length <= 4) {
    const read = await Promise.all(unique.map((o) => gitClient(root).showBuffer([o]).catch(() => null)));
    unique.forEach((o, i) => {
      if (read[i]) out.set(o, read[i]);
    });
    return out;
  }
  for (let i = 0; i < unique.length; i += 500) {
    const batch = unique.slice(i, i + 500);
    const sizes = knownSizes && batch.every((o) => knownSizes.has(o)) ? new Map(batch.map((o) => [o, knownSizes.get(o)])) : new Map([...await objectSizes(root, batch)].map(([o, v]) => [o, v.size]));
    const present = batch.filter((o) => sizes.has(o));
    if (present.length === 0) continue;
    const buf = await gitClient(root).showBuffer(present).catch((e) => {
      throw new CliError(`git could not read file contents: ${stderrOf(e)}; run git fsck to check the repository.`, 2);
    });
    let at = 0;
    for (const o of present) {
      const size = sizes.get(o);
      out.set(o, buf.subarray(at, at + size));
      at += size;
    }
    if (at !== buf.length) throw new CliError("git returned file contents of an unexpected size; run git fsck and try again.", 2);
  }
  return out;
}
var FIELDS = ["%H", "%h", "%P", "%ae", "%(trailers:key=Handover-Agent,valueonly,separator=%x1d)", "%(trailers:key=Handover-Override,valueonly,separator=%x1d)", "%(trailers:key=Handover-Migrate,valueonly,separator=%x1d)", "%s"];
async function commitsTouching(root, base, head, paths) {
  const args = ["log", "-z", "--reverse", "--topo-order", "--full-history", "--no-renames", `--format=${FIELDS.join("%x1f")}`, `${checkRef(base)}..${checkRef(head)}`, "--", ...paths.map(checkPath)];
  const out = await run(root, args).catch((e) => {
    throw new CliError(`git could not list the commits of ${printable(base)}..${printable(head)}: ${stderrOf(e)}; check both refs.`, 2);
  });
  const commits = [];
  for (const rec of out.split("\0")) {
    if (!rec.trim()) continue;
    const f = rec.replace(/^\n/, "").split("");
    if (f.length < 8 || !/^[0-9a-f]{40,64}$/.test(f[0])) throw new CliError(`git printed a commit record handover cannot read ("${printable(rec.slice(0, 60))}"); a commit message may hold control characters.`, 2);
    const list = (s) => s.split("").map((x) => x.trim()).filter(Boolean);
    commits.push({ sha: f[0], short: f[1], parents: f[2].split(" ").filter(Boolean), email: f[3].toLowerCase(), agents: list(f[4]), overrides: list(f[5]), migrates: list(f[6]), subject: f.slice(7).join(" ") });
  }
  return commits;
}
function withFolders(paths) {
  const out = /* @__PURE__ */ new Set();
  for (const p of paths) {
    const parts = checkPath(p).split("/");
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join("/"));
  }
  return [...out];
}
function parseRaw(out, sha, found) {
  const f = out.split("\0");
  for (let i = 0; i + 1 < f.length; i++) {
    const m = /^\n?:\d{6} (\d{6}) /.exec(f[i]);
    if (!m) continue;
    const path = f[++i];
    if (m[1] === "120000" || m[1] === "160000") found.push({ sha, path, mode: m[1] });
  }
}
async function notAFileChanges(root, where, paths) {
  if (paths.length === 0) return [];
  const specs = withFolders(paths);
  const found = [];
  if ("staged" in where) {
    const against = await hasCommits(root) ? ["HEAD"] : [];
    const out2 = await run(root, ["diff", "--cached", "--raw", "-z", "--no-renames", "--no-ext-diff", ...against, "--", ...specs]).catch((e) => {
      throw new CliError(`git could not compare the index with HEAD: ${stderrOf(e)}; run git status to see what is wrong.`, 2);
    });
    parseRaw(out2, null, found);
    return found;
  }
  const args = ["log", "-z", "--raw", "-m", "--no-renames", "--format=%x01%H", `${checkRef(where.base)}..${checkRef(where.head)}`, "--", ...specs];
  const out = await run(root, args).catch((e) => {
    throw new CliError(`git could not list the commits of ${printable(where.base)}..${printable(where.head)}: ${stderrOf(e)}; check both refs.`, 2);
  });
  for (const rec of out.split("")) {
    const m = /^([0-9a-f]{40,64})\0/.exec(rec);
    if (m) parseRaw(rec.slice(m[0].length), m[1], found);
  }
  return found;
}

// src/check/local.ts
async function checkLocal(root, config, mode, who) {
  const targets = targetsOf(config);
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
  return resultsOf(targets, messages);
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
  const targets = targetsOf(config);
  const commits = await commitsTouching(root, baseSha, headSha, targets.map((t) => t.path));
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
  for (const f of notAFileFindings(await notAFileChanges(root, { base: baseSha, head: headSha }, targets.map((t) => t.path)), targets)) {
    const key = [f.path, null, f.m.message].join("\0");
    if (!seen.has(key)) {
      seen.add(key);
      messages.set(f.path, [...messages.get(f.path) ?? [], { ...f.m, commit: tags.get(f.sha) ?? f.sha.slice(0, 12) }]);
    }
  }
  return { results: resultsOf(targets, messages), commits: commits.length };
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
  const blobs = await readBlobs(root, versions.flat().filter((v) => v.touched).flatMap((v) => [v.after, ...v.before]).filter((x) => x !== null), sizes);
  const bytes = (oid) => oid === null ? null : blobs.get(oid) ?? null;
  commits.forEach((c, ci) => {
    const touched = versions[ci].filter((v) => v.touched);
    if (touched.length === 0) return;
    const tag = `${c.short} ${c.subject}`;
    const who = commitActor(c, config, fallback);
    if (who.actor === null && who.problem === null) {
      throw new CliError(
        `Commit ${tag} changes ${touched.map((v) => v.target.path).join(", ")} but names no agent: add a "Handover-Agent: NAME" trailer to it (git commit --amend --trailer "Handover-Agent: NAME"), map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
        2
      );
    }
    const out = [];
    for (const v of touched) {
      const run3 = (base) => checkVersions({ kind: v.target.kind, path: v.target.path, base: bytes(base), head: bytes(v.after), actor: who.actor, config, migrate: { trailers: c.migrates } });
      const found = v.before.length > 1 ? commonToAllParents(v.before.map(run3)) : run3(v.before[0] ?? null);
      out.push(...found.map((m) => ({ path: v.target.path, m })));
    }
    const first = touched[0].target.path;
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

// src/cli/commands/check.ts
async function run2(args, io) {
  const { values } = parseCommandArgs("check", args, {
    staged: { type: "boolean" },
    range: { type: "string" },
    actor: { type: "string" }
  }, false);
  const format = pickFormat(values.format, FORMATS, "stylish");
  if (values.staged && values.range !== void 0) throw new CliError("--staged and --range are two different checks; pass one of them (handover help check).", 2);
  const root = findRoot(workDir(io, values.cwd));
  const results = values.range !== void 0 ? (await checkRange(root, values.range, values.actor)).results : await checkLocal(root, await loadConfig(root), values.staged ? "staged" : "worktree", { flag: values.actor, env: io.env });
  const text = formatters[format](results, { color: useColor(io), version: io.version, docsUrl: io.env.HANDOVER_DOCS_URL });
  if (text) io.stdout.write(text);
  return results.some((r) => r.errorCount > 0) ? 1 : 0;
}
export {
  run2 as run
};
