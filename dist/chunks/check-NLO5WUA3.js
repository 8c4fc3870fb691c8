import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readBaselineFile,
  writeReport
} from "./chunk-OUYG43P2.js";
import {
  baselineTextAt,
  judgeWithBaseline,
  stagedBaselineText
} from "./chunk-54QDPTUO.js";
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
  BlobStream,
  checkCommits,
  checkRangeSpec
} from "./chunk-7W4R5HS7.js";
import {
  lineOriginsAt
} from "./chunk-EOFVJBT6.js";
import "./chunk-FCXL344C.js";
import {
  watchedTargets
} from "./chunk-B66V3VWH.js";
import "./chunk-VGF64KUY.js";
import {
  localClashes
} from "./chunk-BK5LPTIW.js";
import {
  configAt,
  localConfigOwner
} from "./chunk-WYKUNQFT.js";
import {
  archiveVersions,
  configOwnerPaths,
  notAFile,
  notAFileFindings,
  resultsOf
} from "./chunk-NDN2GDUI.js";
import {
  FORMATS,
  formatters
} from "./chunk-J4SWRRYJ.js";
import "./chunk-2PNLCJAR.js";
import "./chunk-GNOYYBO2.js";
import {
  gatherFacts
} from "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-K3UNWZRA.js";
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-2MD5TY76.js";
import {
  blobsAt,
  changedFiles,
  defaultBranch,
  gitBlobId,
  hasCommits,
  isAncestor,
  mergeBase,
  notAFileChanges,
  requireGitDir,
  requireRepo,
  resolveCommit,
  stagedBlobs
} from "./chunk-E4PCTEHX.js";
import {
  commitOf
} from "./chunk-4S4F4G6Y.js";
import {
  parseRange,
  printable
} from "./chunk-X6TG55U7.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-A6BGU5HM.js";
import "./chunk-3UKR7ZY5.js";
import {
  parseAttestation,
  pusherFromEnv,
  resolveActor
} from "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import {
  checkVersions,
  checkVersionsOld
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
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  toResult
} from "./chunk-U75CFEDE.js";
import "./chunk-E5EXWXCP.js";
import {
  defaultConfig
} from "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
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

// src/engine/old-stream.ts
var OldStream = class {
  constructor(head, length) {
    this.head = head;
    this.length = length;
    this.shift = head.length - length;
  }
  head;
  length;
  p = -1;
  bEnd = -1;
  shift;
  /** Where the shared end may start in the old version (`windowOf` caps the suffix at what the prefix leaves). */
  from = -1;
  last = -1;
  taken = 0;
  kept = [];
  /** The old version's next bytes (`chunk` may be reused by the caller once this returns). */
  take(chunk) {
    const at = this.taken;
    this.taken += chunk.length;
    const H = this.head;
    let k = 0;
    if (this.p === -1) {
      const n = Math.max(0, Math.min(chunk.length, H.length - at));
      k = equalRun(chunk.subarray(0, n), H.subarray(at, at + n));
      if (k === chunk.length) return;
      this.p = at + k;
      this.from = this.p + Math.max(0, -this.shift);
    }
    const part = chunk.subarray(k);
    const partAt = at + k;
    const end = partAt + part.length;
    let keep = partAt < this.from;
    const c = Math.max(partAt, this.from);
    if (c < end) {
      const mine = chunk.subarray(c - at);
      const theirs = H.subarray(c + this.shift, end + this.shift);
      if (!mine.equals(theirs)) {
        let i = mine.length - 1;
        while (mine[i] === theirs[i]) i--;
        this.last = c + i;
        keep = true;
      }
    }
    if (keep) this.kept.push({ at: partAt, bytes: Buffer.from(part) });
  }
  /** After the last chunk: `p` and `bEnd` set (the whole old version taken, `length` bytes). */
  finish() {
    if (this.taken !== this.length)
      throw new CliError(
        `internal error: git gave ${this.taken} of the ${this.length} bytes of the committed version; please report it.`,
        2
      );
    if (this.p === -1) {
      this.p = Math.min(this.length, this.head.length);
      this.from = this.p + Math.max(0, -this.shift);
    }
    this.bEnd = Math.max(this.last + 1, this.from);
  }
  bytes(from, to) {
    const H = this.head;
    const out = Buffer.allocUnsafe(Math.max(0, to - from));
    const a = Math.min(to, this.p);
    if (from < a) H.copy(out, 0, from, a);
    const b = Math.max(from, this.p, -this.shift);
    if (b < to) H.copy(out, b - from, b + this.shift, to + this.shift);
    for (const k of this.kept) {
      const lo = Math.max(from, k.at);
      const hi = Math.min(to, k.at + k.bytes.length);
      if (lo < hi) k.bytes.copy(out, lo - from, lo - k.at, hi - k.at);
    }
    return out;
  }
};
function equalRun(a, b) {
  if (a.equals(b)) return a.length;
  let lo = 0;
  let hi = a.length;
  while (hi - lo > 64) {
    const mid = lo + hi >> 1;
    if (a.subarray(lo, mid).equals(b.subarray(lo, mid))) lo = mid;
    else hi = mid;
  }
  while (lo < hi && a[lo] === b[lo]) lo++;
  return lo;
}

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
  const blobs = new BlobStream(root);
  try {
    return await judgeLocal({
      root,
      config,
      mode,
      who,
      watched,
      dirs,
      targets,
      paths,
      staged,
      born,
      base,
      head,
      blobs
    });
  } finally {
    blobs.close();
  }
}
async function judgeLocal(o) {
  const { root, config, mode, who, watched, dirs, targets, paths, staged, born, base, head, blobs } = o;
  const headBlobs = await readAll(
    blobs,
    [...head.values()].flatMap((v) => v && "blob" in v ? [v.blob.oid] : [])
  );
  const headBytes = (p) => {
    const v = head.get(p);
    return !v || "problem" in v ? null : "bytes" in v ? v.bytes : headBlobs.get(v.blob.oid) ?? null;
  };
  const logs = new Set(targets.filter((t) => t.kind === "handover").map((t) => t.path));
  const baseBytes = await baseVersions(blobs, { base, head, headBytes, logs });
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
  const others = byPath(
    born ? [
      ...await localConfigOwner({ root, mode, changed: await watched, actor: actorOf, config }),
      ...placed(await localClashes(root, mode, config), { targets, messages })
    ] : []
  );
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
function placed(found, o) {
  const rest = [];
  for (const f of found)
    if (o.targets.some((t) => t.path === f.path)) o.messages.set(f.path, [...o.messages.get(f.path) ?? [], f.m]);
    else rest.push(f);
  return rest;
}
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
    if (before && after && sameBytes(before, after)) continue;
    const actor = await actorOf();
    if (t.kind === "requests") facts ??= (await gatherFacts(root, config, { fetch: false })).facts;
    let claim = { trailers: null };
    const run2 = (origins) => {
      claim = { trailers: null, origins };
      const pair = {
        kind: t.kind,
        path: t.path,
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
          (p) => head.has(p) ? { base: wholeOf(baseBytes.get(p) ?? null), head: headBytes(p) } : null
        )
      };
      return before instanceof OldStream ? checkVersionsOld({ ...pair, old: before }) : checkVersions({ ...pair, base: before });
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
async function readAll(blobs, oids) {
  const out = /* @__PURE__ */ new Map();
  for (const oid of new Set(oids)) {
    const b = await blobs.read(oid);
    if (b) out.set(oid, b);
  }
  return out;
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
function sameBytes(before, after) {
  return before instanceof OldStream ? before.p === before.length && before.length === after.length : before.equals(after);
}
var wholeOf = (v) => v instanceof OldStream ? v.bytes(0, v.length) : v;
var LOCAL_READ = { streamFrom: 1 << 20 };
async function baseVersions(blobs, o) {
  const { base, head, headBytes, logs } = o;
  const baseBytes = /* @__PURE__ */ new Map();
  for (const [p, b] of base) {
    const h = headBytes(p);
    if (h && b.size !== null && b.size <= h.length && gitBlobId(h.subarray(0, b.size), b.oid.length) === b.oid)
      baseBytes.set(p, h.subarray(0, b.size));
  }
  const toRead = [...base.values()].filter((b) => head.has(b.path) && regular(b.mode) && !baseBytes.has(b.path));
  for (const b of toRead) {
    const h = headBytes(b.path);
    if (!h || !logs.has(b.path) || b.size === null || b.size < LOCAL_READ.streamFrom) continue;
    let old = null;
    const found = await blobs.stream(b.oid, (size) => {
      const s = new OldStream(h, size);
      old = s;
      return (chunk) => s.take(chunk);
    });
    if (found && old) {
      old.finish();
      baseBytes.set(b.path, old);
    }
  }
  const read = await readAll(
    blobs,
    toRead.filter((b) => !baseBytes.has(b.path)).map((b) => b.oid)
  );
  for (const b of toRead) if (!baseBytes.has(b.path) && read.has(b.oid)) baseBytes.set(b.path, read.get(b.oid));
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
  const early = range ? null : localBaselines(root, values.staged === true);
  const checked = values.range !== void 0 ? (await checkRangeSpec(root, values.range, {
    fallbackActor: values.actor,
    attested: values["attested-by"] !== void 0 ? parseAttestation(values["attested-by"]) : null
  })).results : await checkLocal(root, local, values.staged ? "staged" : "worktree", {
    flag: values.actor,
    env: io.env
  });
  const results = await judgeWithBaseline(root, checked, {
    ...early ? { base: await early.born ? "HEAD" : null, baseText: await early.baseText } : { base: range.base },
    headText: range ? await baselineTextAt(root, range.head) : values.staged ? await early.stagedText : readBaselineFile(root),
    config: local ?? await configAt(root, await resolveCommit(root, range.base, "range base"), range.base)
  });
  await writeReport(io, format, results, { color: useColor(io), docsUrl: io.env.HANDOVER_DOCS_URL });
  return lintExitCode(results, max, io);
}
function localBaselines(root, staged) {
  const born = hasCommits(root);
  const later = (p) => {
    p.catch(() => {
    });
    return p;
  };
  return {
    born: later(born),
    baseText: later(born.then((b) => b ? baselineTextAt(root, "HEAD") : null)),
    stagedText: later(staged ? stagedBaselineText(root) : Promise.resolve(null))
  };
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
