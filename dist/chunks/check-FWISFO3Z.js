import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-UE3AJOWM.js";
import {
  CONFIG_OWNER_PATHS,
  checkRangeSpec,
  localConfigOwner
} from "./chunk-GET7ZJNM.js";
import {
  FORMATS,
  formatters
} from "./chunk-U6RLKYJH.js";
import "./chunk-T274VZ4Q.js";
import {
  gatherFacts
} from "./chunk-MCJBU7LH.js";
import {
  blobsAt,
  changedFiles,
  gitBlobId,
  hasCommits,
  notAFileChanges,
  readBlobs,
  requireRepo,
  stagedBlobs
} from "./chunk-TZID6HBO.js";
import {
  checkVersions
} from "./chunk-FPXYJC4H.js";
import "./chunk-YCLCFIEB.js";
import "./chunk-FLLM3EC2.js";
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-6Q2GPBR5.js";
import "./chunk-O6YBYR2J.js";
import {
  toResult
} from "./chunk-ISBEO76L.js";
import "./chunk-N6MVABSD.js";
import {
  resolveActor
} from "./chunk-F553QRHR.js";
import "./chunk-5I7JEEUP.js";
import "./chunk-XIKSHUB7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-Y6G2C3PP.js";
import "./chunk-NUKAQB2F.js";
import "./chunk-JPGHGFWS.js";
import {
  protocolPathProblem,
  readProtocolFile
} from "./chunk-7XKDPKUL.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-XFRTEWPZ.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";

// src/check/local.ts
async function checkLocal(root, config, mode, who) {
  const targets = targetsOf(config);
  const paths = targets.map((t) => t.path);
  const disk = new Map(paths.map((p) => {
    const read2 = fromWorktree(root, p);
    return [p, mode === "worktree" ? read2 : read2.then((v) => v && "bytes" in v ? { ...v, id: gitBlobId(v.bytes, 40) } : null, () => null)];
  }));
  const watched = changedFiles(root, "HEAD", mode === "staged" ? null : "worktree", CONFIG_OWNER_PATHS).catch(() => []);
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
    if (actor === void 0) actor = born ? (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor : null;
    if (t.kind === "requests") facts ??= (await gatherFacts(root, config, { fetch: false })).facts;
    messages.set(t.path, checkVersions({ kind: t.kind, path: t.path, base: before, head: after, actor, config, migrate: { trailers: null }, facts: t.kind === "requests" ? facts : void 0 }));
  }
  if (staged && targets.some((t) => t.path.includes("/") && !staged.has(t.path))) {
    for (const f of notAFileFindings(await notAFileChanges(root, { staged: true }, paths), targets, true)) messages.set(f.path, [...messages.get(f.path) ?? [], f.m]);
  }
  const owner = born ? await localConfigOwner(root, mode, await watched, async () => {
    if (actor === void 0) actor = (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor;
    return actor;
  }, config) : [];
  const others = /* @__PURE__ */ new Map();
  for (const { path, m } of owner) (others.get(path) ?? others.set(path, []).get(path)).push(m);
  return [...resultsOf(targets, messages), ...[...others].map(([p, ms]) => toResult(p, null, ms))];
}
var regular = (mode) => mode === "100644" || mode === "100755";
async function fromWorktree(root, path) {
  const problem = protocolPathProblem(root, path);
  if (problem) return { problem: { ruleId: null, severity: "error", message: problem, line: 1, column: 1 } };
  const bytes = readProtocolFile(root, path);
  return bytes === null ? null : { bytes };
}

// src/cli/commands/check.ts
async function run(args, io) {
  const { values } = parseCommandArgs("check", args, {
    staged: { type: "boolean" },
    range: { type: "string" },
    actor: { type: "string" }
  }, false);
  const format = pickFormat(values.format, FORMATS, "stylish");
  if (values.staged && values.range !== void 0) throw new CliError("--staged and --range are two different checks; pass one of them (handover help check).", 2);
  const root = findRoot(workDir(io, values.cwd));
  const results = values.range !== void 0 ? (await checkRangeSpec(root, values.range, values.actor)).results : await checkLocal(root, await loadConfig(root), values.staged ? "staged" : "worktree", { flag: values.actor, env: io.env });
  const text = formatters[format](results, { color: useColor(io), version: io.version, docsUrl: io.env.HANDOVER_DOCS_URL });
  if (text) io.stdout.write(text);
  return results.some((r) => r.errorCount > 0) ? 1 : 0;
}
export {
  run
};
