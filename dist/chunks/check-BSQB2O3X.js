import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readBaselineFile,
  writeReport
} from "./chunk-OH5VARNC.js";
import {
  baselineTextAt,
  judgeWithBaseline,
  stagedBaselineText
} from "./chunk-UHVMQOZ3.js";
import {
  joinNegativeValue,
  lintExitCode,
  maxWarnings,
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  checkCommits,
  checkRangeSpec,
  configAt,
  configOwnerPaths,
  localConfigOwner
} from "./chunk-6EG3A6T3.js";
import {
  lineOriginsAt
} from "./chunk-EOFVJBT6.js";
import "./chunk-YVXDZ3UP.js";
import {
  archiveVersions,
  notAFile,
  notAFileFindings,
  resultsOf,
  watchedTargets
} from "./chunk-AJOYWMT2.js";
import "./chunk-VGF64KUY.js";
import {
  FORMATS,
  formatters
} from "./chunk-4DW4XWCW.js";
import "./chunk-PGCVV72X.js";
import "./chunk-GNOYYBO2.js";
import {
  gatherFacts
} from "./chunk-UNSNBZIO.js";
import "./chunk-6P5VLYQJ.js";
import "./chunk-K3UNWZRA.js";
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-OXJEQZDA.js";
import {
  blobsAt,
  changedFiles,
  defaultBranch,
  gitBlobId,
  hasCommits,
  isAncestor,
  mergeBase,
  notAFileChanges,
  readBlobs,
  requireGitDir,
  requireRepo,
  resolveCommit,
  stagedBlobs
} from "./chunk-TGEP52HS.js";
import {
  parseRange,
  printable
} from "./chunk-X6TG55U7.js";
import {
  commitOf
} from "./chunk-4S4F4G6Y.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-7JTANB6G.js";
import "./chunk-3UKR7ZY5.js";
import {
  parseAttestation,
  pusherFromEnv,
  resolveActor
} from "./chunk-OO2L2GLB.js";
import "./chunk-SOWN6PH7.js";
import {
  checkVersions
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
  toResult
} from "./chunk-VGBFSFUF.js";
import "./chunk-PPNFB6MZ.js";
import {
  defaultConfig
} from "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
import "./chunk-357LZD3P.js";
import {
  isSyncDir
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/check.ts
import { resolve } from "node:path";

// src/check/local.ts
var LOCAL = { staged: { staged: true }, worktree: { worktree: "HEAD" } };
async function checkLocal(root, config, mode, who) {
  const all = await watchedTargets(root, config, LOCAL[mode]);
  const dirs = all.filter((t) => t.kind === "sync" && isSyncDir(t.path));
  const targets = all.filter((t) => !dirs.includes(t));
  const paths = targets.map((t) => t.path);
  const disk = readWorktree(root, paths, mode);
  const watched = changedFiles(root, "HEAD", mode === "staged" ? null : "worktree", configOwnerPaths(config)).catch(
    () => []
  );
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
  const head = await headVersions(paths, { staged, base, disk });
  const headBlobs = await readBlobs(
    root,
    [...head.values()].flatMap((v) => v && "blob" in v ? [v.blob.oid] : [])
  );
  const headBytes = (p) => {
    const v = head.get(p);
    return !v || "problem" in v ? null : "bytes" in v ? v.bytes : headBlobs.get(v.blob.oid) ?? null;
  };
  const baseBytes = await baseVersions(root, { base, head, headBytes });
  let actor;
  const actorOf = async () => {
    if (actor === void 0)
      actor = born ? (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor : null;
    return actor;
  };
  const messages = await checkFiles(targets, { root, config, head, base, baseBytes, headBytes, actorOf });
  if (staged && targets.some((t) => t.path.includes("/") && !staged.has(t.path))) {
    for (const f of notAFileFindings(await notAFileChanges(root, { staged: true }, paths), targets, true))
      messages.set(f.path, [...messages.get(f.path) ?? [], f.m]);
  }
  const owner = born ? await localConfigOwner({
    root,
    mode,
    changed: await watched,
    actor: actorOf,
    config
  }) : [];
  const others = byPath(owner);
  const results = resultsOf(targets, messages);
  for (const d of dirs) {
    const before = born ? await syncDirAt(root, "HEAD", d.path) : null;
    const after = mode === "staged" ? await syncDirStaged(root, d.path) : syncDirOnDisk(root, d.path);
    if (before ? sameParts(before, after) : after.length === 0) continue;
    const change = { dir: d.path, base: before, head: after, actor: await actorOf(), config };
    results.push(...dirResults(d.path, checkDirChange(change)));
  }
  return [...results, ...[...others].map(([p, ms]) => toResult(p, null, ms))];
}
var regular = (mode) => mode === "100644" || mode === "100755";
function byPath(found) {
  const out = /* @__PURE__ */ new Map();
  for (const { path, m } of found) (out.get(path) ?? out.set(path, []).get(path)).push(m);
  return out;
}
async function checkFiles(targets, o) {
  const { root, config, head, base, baseBytes, headBytes, actorOf } = o;
  let facts;
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
    const actor = await actorOf();
    if (t.kind === "requests") facts ??= (await gatherFacts(root, config, { fetch: false })).facts;
    let claim = { trailers: null };
    const run2 = (origins) => {
      claim = { trailers: null, origins };
      return checkVersions({
        kind: t.kind,
        path: t.path,
        base: before,
        head: after,
        actor,
        config,
        migrate: claim,
        facts: t.kind === "requests" ? facts : void 0,
        // the pre-commit hook judges a log's change from the entries it touches (see localCheck)
        local: true,
        // the log's archive in the same change (a changed one is a target, so it has both versions here)
        archive: archiveVersions(
          t,
          { targets, config },
          (p) => head.has(p) ? { base: baseBytes.get(p) ?? null, head: headBytes(p) } : null
        )
      });
    };
    let found = run2(null);
    if (claim.needsHistory && before !== null) {
      const origins = await lineOriginsAt(root, "HEAD", t.path);
      if (origins) found = run2(origins);
    }
    messages.set(t.path, found);
  }
  return messages;
}
function readWorktree(root, paths, mode) {
  return new Map(
    paths.map((p) => {
      const read = fromWorktree(root, p);
      return [
        p,
        mode === "worktree" ? read : read.then(
          (v) => v && "bytes" in v ? { ...v, id: gitBlobId(v.bytes, 40) } : null,
          () => null
        )
      ];
    })
  );
}
async function headVersions(paths, o) {
  const { staged, base, disk } = o;
  const head = /* @__PURE__ */ new Map();
  for (const p of paths) {
    const blob = staged?.get(p);
    const file = await disk.get(p);
    if (!staged) head.set(p, file);
    else if (!blob) head.set(p, null);
    else if (!regular(blob.mode)) head.set(p, { problem: notAFile(p, blob.mode) });
    else if (base.get(p)?.oid === blob.oid && base.get(p)?.mode === blob.mode)
      continue;
    else
      head.set(
        p,
        file && "id" in file && (blob.oid.length === 40 ? file.id : gitBlobId(file.bytes, blob.oid.length)) === blob.oid ? { bytes: file.bytes } : { blob }
      );
  }
  return head;
}
async function baseVersions(root, o) {
  const { base, head, headBytes } = o;
  const baseBytes = /* @__PURE__ */ new Map();
  for (const [p, b] of base) {
    const h = headBytes(p);
    if (h && b.size !== null && b.size <= h.length && gitBlobId(h.subarray(0, b.size), b.oid.length) === b.oid)
      baseBytes.set(p, h.subarray(0, b.size));
  }
  const toRead = [...base.values()].filter((b) => head.has(b.path) && regular(b.mode) && !baseBytes.has(b.path));
  const read = await readBlobs(
    root,
    toRead.map((b) => b.oid)
  );
  for (const b of toRead) if (read.has(b.oid)) baseBytes.set(b.path, read.get(b.oid));
  return baseBytes;
}
async function fromWorktree(root, path) {
  const problem = protocolPathProblem(root, path);
  if (problem) return { problem: { ruleId: null, severity: "error", message: problem, line: 1, column: 1 } };
  const bytes = readProtocolFile(root, path);
  return bytes === null ? null : { bytes };
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
      throw new CliError(
        `pre-receive input line "${printable(line.slice(0, 120))}" is not "<old-sha> <new-sha> <ref>"; run handover check --pre-receive only as git's pre-receive hook.`,
        2
      );
    }
    out.push({ old, new: neu, ref });
  }
  return out;
}
function isProtected(ref, protect) {
  return protect.some((p) => {
    const full = p.startsWith("refs/") ? p : `refs/heads/${p}`;
    const re = new RegExp(
      `^${full.split("*").map((x) => x.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")}$`
    );
    return re.test(ref);
  });
}
function refusedRef(u, guarded, protect) {
  if (ZERO.test(u.new))
    return guarded ? `${u.ref} is a protected branch (server.protect: ${protect.join(", ")}); deleting it is refused` : null;
  if (u.ref.startsWith("refs/replace/"))
    return `${u.ref} is a replace ref, which would show readers another object in place of the pushed one; pushing refs/replace/* is refused (delete it with git replace -d and push again)`;
  return null;
}
async function netStart(root, r) {
  if (r.exists) return await isAncestor(root, r.old, r.head) ? r.old : await mergeBase(root, r.old, r.head);
  return r.main ? await mergeBase(root, r.main, r.head) : null;
}
async function judgedAgainst(root, u, main) {
  if (!ZERO.test(u.old) && await commitOf(root, u.old))
    return { baseSha: u.old, config: await configAt(root, u.old, u.ref) };
  return { baseSha: main.sha, config: main.config };
}
async function checkPush(root, updates, pusher = null) {
  await requireGitDir(root);
  const mainRef = await defaultBranch(root);
  const mainSha = mainRef ? await commitOf(root, mainRef) : null;
  const mainConfig = mainSha ? await configAt(root, mainSha, mainRef) : defaultConfig();
  const verdicts = [];
  for (const u of updates) {
    const exists = !ZERO.test(u.old);
    const { baseSha, config } = await judgedAgainst(root, u, { sha: mainSha, config: mainConfig });
    const protect = mainConfig.server.protect ?? (mainRef ? [mainRef] : []);
    const guarded = isProtected(u.ref, protect);
    const verdict = { ref: u.ref, refused: null, results: [], commits: 0 };
    verdicts.push(verdict);
    verdict.refused = refusedRef(u, guarded, protect);
    if (verdict.refused || ZERO.test(u.new)) continue;
    const head = await commitOf(root, u.new);
    if (!head) continue;
    if (exists && guarded && !await isAncestor(root, u.old, u.new)) {
      verdict.refused = `${u.ref} is a protected branch (server.protect: ${protect.join(", ")}); this push rewrites its history (not a fast-forward of ${u.old.slice(0, 7)}), which is refused \u2014 rebase onto it and push again, without --force`;
      continue;
    }
    const netFrom = await netStart(root, { exists, old: u.old, head, main: mainSha });
    const checked = await checkCommits(root, {
      config,
      head,
      exclude: exists ? [u.old] : "all",
      netFrom,
      attested: pusher
    });
    verdict.results = await judgeWithBaseline(root, checked.results, {
      base: baseSha,
      headText: await baselineTextAt(root, head),
      config
    });
    verdict.commits = checked.commits;
  }
  return verdicts;
}

// src/cli/commands/check.ts
async function run(args, io) {
  const { values } = parseCommandArgs(
    "check",
    joinNegativeValue(args, "--max-warnings"),
    {
      staged: { type: "boolean" },
      range: { type: "string" },
      actor: { type: "string" },
      "pre-receive": { type: "boolean" },
      "max-warnings": { type: "string" },
      "attested-by": { type: "string" }
    },
    false
  );
  const format = pickFormat(values.format, FORMATS, "stylish");
  const max = maxWarnings(values["max-warnings"]);
  if ([values.staged, values.range !== void 0, values["pre-receive"]].filter(Boolean).length > 1)
    throw new CliError(
      "--staged, --range and --pre-receive are different checks; pass one of them (handover help check).",
      2
    );
  if (values["pre-receive"] && values["max-warnings"] !== void 0)
    throw new CliError("--max-warnings is for lint and check; a pre-receive hook rejects a push on errors only.", 2);
  if (values["attested-by"] !== void 0 && values.range === void 0)
    throw new CliError(
      "--attested-by names the pull request's author for --range; --pre-receive reads the pusher from the server's environment (GL_USER \u2026), and --staged has no host to attest anyone.",
      2
    );
  if (values["pre-receive"])
    return preReceive(
      io.env.GIT_DIR && !values.cwd ? resolve(io.cwd, io.env.GIT_DIR) : workDir(io, values.cwd),
      io,
      format
    );
  const root = findRoot(workDir(io, values.cwd));
  const range = values.range !== void 0 ? parseRange(values.range) : null;
  const local = range ? null : await loadConfig(root);
  const checked = values.range !== void 0 ? (await checkRangeSpec(root, values.range, {
    fallbackActor: values.actor,
    attested: values["attested-by"] !== void 0 ? parseAttestation(values["attested-by"]) : null
  })).results : await checkLocal(root, local, values.staged ? "staged" : "worktree", {
    flag: values.actor,
    env: io.env
  });
  const results = await judgeWithBaseline(root, checked, {
    base: range ? range.base : await hasCommits(root) ? "HEAD" : null,
    headText: range ? await baselineTextAt(root, range.head) : values.staged ? await stagedBaselineText(root) : readBaselineFile(root),
    config: local ?? await configAt(root, await resolveCommit(root, range.base, "range base"), range.base)
  });
  await writeReport(io, format, results, { color: useColor(io), docsUrl: io.env.HANDOVER_DOCS_URL });
  return lintExitCode(results, max, io);
}
async function preReceive(dir, io, format) {
  const chunks = [];
  for await (const c of io.stdin) chunks.push(typeof c === "string" ? Buffer.from(c) : c);
  const verdicts = await checkPush(dir, parseUpdates(Buffer.concat(chunks).toString("utf8")), pusherFromEnv(io.env));
  let rejected = 0;
  for (const v of verdicts) {
    const bad = v.results.some((r) => r.errorCount > 0);
    if (v.refused) io.stderr.write(`handover: ${v.ref}: rejected: ${v.refused}.
`);
    else if (v.results.length) {
      const errors = v.results.reduce((n, r) => n + r.errorCount, 0);
      const what = bad ? `rejected: ${errors} problem${errors === 1 ? "" : "s"} in the pushed commits` : "warnings in the pushed commits";
      io.stderr.write(`handover: ${v.ref}: ${what}:
`);
      io.stderr.write(formatters[format](v.results, { color: false, version: io.version }));
    }
    if (v.refused || bad) rejected++;
  }
  if (rejected)
    io.stderr.write(
      `handover: push rejected; fix the commits (git rebase -i) and push again. The rules: handover help check.
`
    );
  return rejected ? 1 : 0;
}
export {
  run
};
