import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lineOriginsAt
} from "./chunk-EOFVJBT6.js";
import {
  cleanMergeBytes
} from "./chunk-FCXL344C.js";
import {
  watchedTargets
} from "./chunk-B66V3VWH.js";
import {
  rangeClashes
} from "./chunk-BK5LPTIW.js";
import {
  configAt,
  configOwnerFindings,
  noAgentError,
  withIdentity
} from "./chunk-WYKUNQFT.js";
import {
  archiveVersions,
  configOwnerPaths,
  notAFileFindings,
  resultsOf
} from "./chunk-NDN2GDUI.js";
import {
  rangeFacts
} from "./chunk-GQY6FBDC.js";
import {
  syncDirAt
} from "./chunk-2MD5TY76.js";
import {
  blobIds,
  blobsAt,
  commitsTouching,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  mergeBaseOf,
  notAFileChanges,
  readBlobs,
  requireRepo,
  resolveCommit,
  shasTouching
} from "./chunk-E4PCTEHX.js";
import {
  parseRange,
  printable
} from "./chunk-X6TG55U7.js";
import {
  checkSyncDir,
  sameParts
} from "./chunk-A6BGU5HM.js";
import {
  allowedSigners,
  commitActor,
  wantsSignatures
} from "./chunk-OZS6RTDT.js";
import {
  plainGitEnv
} from "./chunk-SOWN6PH7.js";
import {
  checkVersions,
  commonToAllParents
} from "./chunk-YZ5ZGGIQ.js";
import {
  findingKey,
  unitText
} from "./chunk-BWI6WBZC.js";
import {
  toResult
} from "./chunk-U75CFEDE.js";
import {
  HISTORICAL_RULES
} from "./chunk-E5EXWXCP.js";
import {
  parseDoc
} from "./chunk-H2I6UNX5.js";
import {
  isSyncDir,
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/check/range/actors.ts
var MIGRATED = "\0migrated";
var RangeActors = class {
  byPath = /* @__PURE__ */ new Map();
  /** Path → the config (dialect) its last accepted migration reads it in. */
  migrated = /* @__PURE__ */ new Map();
  /** Notes that commit `c`, made by `actor`, changed `path` (a migration commit counts as a migration). */
  note(path, c, actor) {
    const who = c.migrates.length ? MIGRATED : actor;
    if (who) (this.byPath.get(path) ?? this.byPath.set(path, /* @__PURE__ */ new Set()).get(path)).add(who);
  }
  /** Notes that a migration of `path` was accepted; its net change is then read in `config` (the new dialect). */
  migrate(path, config) {
    this.migrated.set(path, config);
    (this.byPath.get(path) ?? this.byPath.set(path, /* @__PURE__ */ new Set()).get(path)).add(MIGRATED);
  }
  /**
   * The actors the net change of `path` is judged as, in the order they first changed it; null when no actor is
   * known or a migration rewrote it on purpose (then the static rules only).
   */
  netActors(path) {
    const who = [...this.byPath.get(path) ?? []];
    return who.length === 0 || who.includes(MIGRATED) ? null : who;
  }
  /** The config `path`'s net change is read in when judged by its static rules only. */
  staticConfig(path, config) {
    return this.migrated.get(path) ?? config;
  }
};

// src/check/range/facts.ts
async function factsForRange(span) {
  const { root, config, baseSha, headSha, commits } = span;
  const touching = await commitsTouching(root, baseSha, headSha, { paths: [config.files.requests] });
  if (touching.length === 0) return () => void 0;
  const reg = (await blobsAt(root, baseSha, [config.files.registry])).get(config.files.registry);
  const bytes = reg ? (await readBlobs(root, [reg.oid])).get(reg.oid) ?? null : null;
  return rangeFacts(root, config, {
    baseSha,
    headSha,
    commits: [...commits.map((c) => c.sha), headSha],
    registryAtBase: bytes,
    attested: span.attested ?? null
  });
}

// src/check/range/group.ts
var HISTORICAL = /* @__PURE__ */ new Set([...HISTORICAL_RULES.map((r) => r.id), "protocol/identity", "protocol/config-owner"]);
var keyOf = (path, m) => `${path}\0${findingKey(m)}`;
var introducedBy = (list) => list.filter((f) => f.m.severity === "error");
function finish(m, list, merges) {
  const intro = introducedBy(list);
  const tags = [...new Set((intro.length ? intro : list).map((f) => f.tag))];
  const named = tags.length ? tags : merges();
  const overrides = intro.length > 0 && intro.every((f) => f.m.override) ? [...new Set(intro.map((f) => f.m.override))].join("; ") : void 0;
  const { commit: _c, commits: _cs, override: _o, ...rest } = m;
  return {
    ...rest,
    ...named.length ? { commit: named.join(", "), commits: named } : { commit: "the net change BASE..HEAD" },
    ...overrides ? { override: overrides } : {}
  };
}
function fromNet(path, netList, index, done) {
  const out = [];
  for (const m of netList) {
    const k = keyOf(path, m);
    done.add(k);
    out.push(m.already ? m : finish(m, index.byKey.get(k)?.list ?? [], () => index.merges(path)));
  }
  return out;
}
function fromCommits(path, index, done) {
  const out = [];
  for (const [k, { path: p, list }] of index.byKey) {
    if (p !== path || done.has(k)) continue;
    done.add(k);
    const intro = introducedBy(list);
    if (!HISTORICAL.has(list[0].m.ruleId ?? "") && intro.length === 0) continue;
    out.push(finish((intro[0] ?? list[0]).m, list, () => index.merges(path)));
  }
  return out;
}
function group(found, net, targets) {
  const out = /* @__PURE__ */ new Map();
  const push = (path, ms) => {
    if (ms.length) out.set(path, [...out.get(path) ?? [], ...ms]);
  };
  const byKey = /* @__PURE__ */ new Map();
  for (const f of found) {
    const k = keyOf(f.path, f.m);
    const entry = byKey.get(k) ?? byKey.set(k, { path: f.path, list: [] }).get(k);
    entry.list.push(f);
  }
  const merges = (path) => [...new Set(found.filter((f) => f.path === path && f.merge).map((f) => f.tag))];
  const index = { byKey, merges };
  const paths = [.../* @__PURE__ */ new Set([...targets.map((t) => t.path), ...net.keys()])];
  for (const path of paths) {
    const done = /* @__PURE__ */ new Set();
    push(path, fromNet(path, net.get(path) ?? [], index, done));
    push(path, fromCommits(path, index, done));
  }
  for (const { path, list } of byKey.values()) {
    if (!paths.includes(path)) push(path, [finish(list[0].m, list, () => merges(path))]);
  }
  return out;
}

// src/check/range/net.ts
async function netFindings(net) {
  const { root, from, head, targets, config, actors, headFacts } = net;
  const out = /* @__PURE__ */ new Map();
  const paths = targets.map((t) => t.path);
  const [a, b] = await Promise.all([blobsAt(root, from, paths), blobsAt(root, head, paths)]);
  const changed = targets.filter((t) => a.get(t.path)?.oid !== b.get(t.path)?.oid);
  if (changed.length === 0) return out;
  const blobs = await readBlobs(
    root,
    changed.flatMap((t) => [a.get(t.path)?.oid, b.get(t.path)?.oid]).filter((x) => !!x)
  );
  for (const t of changed) {
    const pair = {
      kind: t.kind,
      path: t.path,
      base: blobs.get(a.get(t.path)?.oid ?? "") ?? null,
      head: blobs.get(b.get(t.path)?.oid ?? "") ?? null,
      baseName: "BASE",
      facts: t.kind === "requests" ? headFacts : void 0,
      archive: archiveVersions(
        t,
        { targets, config },
        (path) => changed.some((x) => x.path === path) ? {
          base: blobs.get(a.get(path)?.oid ?? "") ?? null,
          head: blobs.get(b.get(path)?.oid ?? "") ?? null
        } : null
      )
    };
    const who = actors.netActors(t.path);
    if (who === null) {
      out.set(t.path, checkVersions({ ...pair, actor: null, config: actors.staticConfig(t.path, config) }));
      continue;
    }
    const runs = who.map((actor) => checkVersions({ ...pair, actor, config }));
    const inAll = runs.slice(1).map((r) => new Set(r.map(findingKey)));
    out.set(
      t.path,
      runs[0].filter((m) => inAll.every((s) => s.has(findingKey(m))))
    );
  }
  return out;
}

// src/check/range/sync-dir.ts
function dirOf(path, targets) {
  return targets.find((t) => t.kind === "sync" && isSyncDir(t.path) && path.startsWith(t.path))?.path ?? null;
}
async function dirVersions(root, commits, targets) {
  const dirs = targets.filter((t) => t.kind === "sync" && isSyncDir(t.path)).map((t) => t.path);
  if (dirs.length === 0) return commits.map(() => []);
  const out = [];
  for (const c of commits) {
    out.push(
      await Promise.all(
        dirs.map(async (dir) => {
          const [after, ...before] = await Promise.all([c.sha, ...c.parents].map((rev) => syncDirAt(root, rev, dir)));
          const touched = before.length === 0 ? after.length > 0 : before.some((b) => !sameParts(b, after));
          return { dir, after, before, touched };
        })
      )
    );
  }
  return out;
}
function dirFindings(change) {
  const { commit: c, version: d, actor, config, actors } = change;
  actors.note(d.dir, c, actor);
  const run = (base) => [...checkSyncDir({ dir: d.dir, base, head: d.after, actor, config })].flatMap(
    ([path, ms]) => ms.map((m) => ({ ...m, path }))
  );
  const list = d.before.length > 1 ? commonToAllParents(d.before.map(run)) : run(d.before[0] ?? []);
  return list.map(({ path, ...m }) => {
    actors.note(path, c, actor);
    return { path, m };
  });
}
async function netDirFindings(net) {
  const { root, from, head, dir, config, actors } = net;
  const [before, after] = await Promise.all([syncDirAt(root, from, dir), syncDirAt(root, head, dir)]);
  if (sameParts(before, after)) return /* @__PURE__ */ new Map();
  const runs = (actors.netActors(dir) ?? [null]).map(
    (actor) => checkSyncDir({ dir, base: before, head: after, actor, config })
  );
  const key = (path, m) => `${path}\0${findingKey(m)}`;
  const inAll = runs.slice(1).map((r) => new Set([...r].flatMap(([path, ms]) => ms.map((m) => key(path, m)))));
  const out = /* @__PURE__ */ new Map();
  for (const [path, ms] of runs[0]) {
    const kept = ms.filter((m) => inAll.every((s) => s.has(key(path, m))));
    if (kept.length) out.set(path, kept);
  }
  return out;
}

// src/git/blob-stream.ts
import { spawn } from "node:child_process";
var NL = 10;
var EMPTY = Buffer.alloc(0);
var BlobStream = class {
  /** The process starts on the first read; `deltaCache`: git's delta base cache, in bytes (default git's). */
  constructor(root, deltaCache) {
    this.root = root;
    this.deltaCache = deltaCache;
  }
  root;
  deltaCache;
  child = null;
  queue = [];
  /** The header line read so far (before a blob's bytes). */
  header = [];
  /** The blob being filled, how much of it is filled, and whether its trailing newline is still to come. */
  body = null;
  failed = null;
  stderr = "";
  start() {
    const cache = this.deltaCache ? ["-c", `core.deltaBaseCacheLimit=${Math.ceil(this.deltaCache)}`] : [];
    const child = spawn("git", [...cache, "cat-file", "--batch"], {
      cwd: this.root,
      env: plainGitEnv(),
      stdio: "pipe"
    });
    child.stdout.on("data", (chunk) => this.take(chunk));
    child.stderr.on("data", (chunk) => {
      this.stderr += chunk.toString("utf8");
    });
    child.stdin.on("error", () => {
    });
    child.on("error", (e) => this.fail(e.message));
    child.on("close", () => this.fail(this.stderr.trim().split("\n")[0] || "git exited early"));
    return child;
  }
  /** The bytes of the blob `oid`, or null when the repository has no such blob. */
  read(oid) {
    if (!/^[0-9a-f]{40,64}$/.test(oid))
      return Promise.reject(new CliError("internal error: a blob id is not a hex sha; please report it.", 2));
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.queue.push({ oid, resolve, reject });
      this.child ??= this.start();
      this.child.stdin.write(`${oid}
`);
    });
  }
  /**
   * The blob `oid` handed to `sink(size)`'s function a piece at a time (each piece valid only during the call), never
   * held whole; false when the repository has no such blob.
   */
  stream(oid, sink) {
    if (!/^[0-9a-f]{40,64}$/.test(oid))
      return Promise.reject(new CliError("internal error: a blob id is not a hex sha; please report it.", 2));
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.queue.push({ oid, resolve: (b) => resolve(b !== null), reject, sink });
      this.child ??= this.start();
      this.child.stdin.write(`${oid}
`);
    });
  }
  /** Ends the process (it exits when its input ends). */
  close() {
    this.failed ??= new CliError("internal error: a closed blob reader was read; please report it.", 2);
    this.child?.stdin.end();
  }
  fail(reason) {
    const error = new CliError(
      `git could not read file contents: ${reason.replace(/^(fatal|error): /, "")}; run git fsck to check the repository.`,
      2
    );
    const wasClosed = this.failed !== null;
    this.failed ??= error;
    for (const p of this.queue.splice(0)) p.reject(wasClosed ? this.failed : error);
  }
  /** Consumes output: a header line, then (for a blob) its bytes and one newline. */
  take(chunk) {
    let at = 0;
    while (at < chunk.length) {
      if (this.body) {
        const { buf, size, to } = this.body;
        const n = Math.min(size + 1 - this.body.at, chunk.length - at);
        const data = Math.min(n, size - this.body.at);
        if (buf) chunk.copy(buf, this.body.at, at, at + data);
        else if (to && data > 0) to(chunk.subarray(at, at + data));
        this.body.at += n;
        at += n;
        if (this.body.at === size + 1) {
          this.body = null;
          this.queue.shift()?.resolve(buf ?? (to ? EMPTY : null));
        }
        continue;
      }
      const nl = chunk.indexOf(NL, at);
      if (nl === -1) {
        this.header.push(chunk.subarray(at));
        return;
      }
      this.header.push(chunk.subarray(at, nl));
      at = nl + 1;
      const line = Buffer.concat(this.header).toString("utf8");
      this.header = [];
      this.startObject(line);
    }
  }
  /** After a header line: a blob to fill, another object's bytes to skip, or a missing object. */
  startObject(line) {
    const m = /^[0-9a-f]{40,64} (\w+) (\d+)$/.exec(line);
    if (!m) {
      this.queue.shift()?.resolve(null);
      return;
    }
    const size = Number(m[2]);
    const sink = m[1] === "blob" ? this.queue[0]?.sink : void 0;
    if (sink) this.body = { buf: null, at: 0, size, to: sink(size) };
    else this.body = { buf: m[1] === "blob" ? Buffer.allocUnsafeSlow(size) : null, at: 0, size };
  }
};

// src/check/range/merge.ts
async function mergeFindings(file) {
  const { root, commit: c, target, before, after, run, bytes, config } = file;
  const perParent = before.map((b, i) => b === after ? [] : run(b, i));
  const common = commonToAllParents(perParent);
  const keys = new Set(common.map(findingKey));
  if (perParent.every((list) => list.every((m) => keys.has(findingKey(m))))) return common;
  const mb = await mergeBaseOf(root, c.parents);
  const mbBlob = mb ? (await blobsAt(root, mb, [target.path])).get(target.path) ?? null : null;
  const mbBytes = mbBlob ? (await readBlobs(root, [mbBlob.oid])).get(mbBlob.oid) ?? null : null;
  const doc = (b) => b === null || target.kind === "append-only" ? null : parseDoc(target.kind, sourceFromBytes(target.path, b));
  if (isDriverMerge(file, mbBytes)) return common;
  const mbDoc = doc(mbBytes);
  const out = [...common];
  perParent.forEach((list, i) => {
    if (list.length === 0) return;
    const parentBytes = bytes(before[i]);
    const parentDoc = doc(parentBytes);
    for (const m of list) {
      if (keys.has(findingKey(m)) || !m.unit) continue;
      const sideChanged = target.kind === "append-only" ? !(mbBytes && parentBytes && mbBytes.equals(parentBytes)) : unitText(mbDoc, m.unit, config) !== unitText(parentDoc, m.unit, config);
      if (sideChanged) {
        keys.add(findingKey(m));
        out.push(m);
      }
    }
  });
  return out;
}
function isDriverMerge(file, mbBytes) {
  const { target, before, after, bytes, config } = file;
  if (target.kind !== "handover" && target.kind !== "requests") return false;
  const [ours, theirs] = before.map(bytes);
  const result = bytes(after);
  if (before.length !== 2 || !mbBytes || !ours || !theirs || !result) return false;
  const merged = cleanMergeBytes(target.kind, { base: mbBytes, ours, theirs, path: target.path }, config);
  return merged?.equals(result) ?? false;
}

// src/check/range/walk.ts
async function walkBatch(walk, commits) {
  const { root, targets } = walk;
  const specs = commits.flatMap(
    (c) => targets.flatMap((t) => [c.sha, ...c.parents].map((rev) => ({ rev, path: t.path })))
  );
  const ids = await blobIds(root, specs);
  let k = 0;
  const versions = commits.map(
    (c) => targets.map((t) => {
      const [after, ...before] = [c.sha, ...c.parents].map(() => ids[k++]?.oid ?? null);
      const touched = before.length === 0 ? after !== null : before.some((b) => b !== after);
      return { target: t, after, before, touched };
    })
  );
  const dirs = await dirVersions(root, commits, targets);
  const largest = Math.max(0, ...ids.map((x) => x?.size ?? 0));
  walk.blobs ??= new BlobStream(root, Math.min(96 << 20, Math.max(8 << 20, 4 * largest)));
  for (const ci of commits.keys()) {
    const files = versions[ci].filter((v) => v.touched);
    const bytes = await readVersions(walk, files);
    await judgeCommit(walk, { commit: commits[ci], files, dirs: dirs[ci].filter((d) => d.touched), bytes });
  }
}
async function readVersions(walk, files) {
  const got = /* @__PURE__ */ new Map();
  for (const v of files) {
    const held = walk.held.get(v.target.path);
    for (const oid of [v.after, ...v.before]) {
      if (oid === null || got.has(oid)) continue;
      got.set(oid, held?.oid === oid ? held.bytes : await walk.blobs.read(oid));
    }
  }
  for (const v of files) {
    const bytes = v.after === null ? null : got.get(v.after) ?? null;
    if (bytes) walk.held.set(v.target.path, { oid: v.after, bytes });
    else walk.held.delete(v.target.path);
  }
  return (oid) => oid === null ? null : got.get(oid) ?? null;
}
function powersOf(config, who) {
  if (who.actor === null || who.dispatcher || !config.dispatchers.includes(who.actor)) return config;
  return { ...config, dispatchers: config.dispatchers.filter((d) => d !== who.actor) };
}
async function judgeCommit(walk, change) {
  const { root, config, targets } = walk;
  const { commit: c, files, dirs } = change;
  const who = commitActor(c, config, walk.fallbackActor, walk.attested);
  const owner = walk.configCommits.has(c.sha) ? await configOwnerFindings(root, c, who, config) : [];
  if (files.length === 0 && dirs.length === 0 && owner.length === 0) return;
  if (who.actor === null && who.problem === null)
    throw noAgentError(c, [...files.map((v) => v.target.path), ...dirs.map((d) => d.dir), ...owner.map((o) => o.path)]);
  const out = owner.map((o) => ({ path: o.path, m: o.m }));
  for (const v of files) for (const m of await fileFindings(walk, change, v, who)) out.push({ path: v.target.path, m });
  for (const d of dirs)
    out.push(
      ...dirFindings({ commit: c, version: d, actor: who.actor, config: powersOf(config, who), actors: walk.actors })
    );
  const at = files[0]?.target.path ?? dirs[0]?.dir ?? owner[0]?.path ?? targets[0].path;
  const tag = `${c.short} ${c.subject}`;
  for (const { path, m } of withIdentity({ commit: c, who, config, found: out, at, attested: walk.attested }))
    walk.found.push({ path, m: { ...m, commit: tag }, tag, merge: c.parents.length > 1 });
}
async function fileFindings(walk, change, v, who) {
  const { commit: c, bytes } = change;
  const { actors } = walk;
  const config = powersOf(actors.staticConfig(v.target.path, walk.config), who);
  actors.note(v.target.path, c, who.actor);
  const archive = (parent2) => archiveVersions(v.target, { targets: walk.targets, config }, (path) => {
    const a = change.files.find((f) => f.target.path === path);
    return a ? { base: bytes(a.before[parent2] ?? null), head: bytes(a.after) } : null;
  });
  let claim = { trailers: c.migrates };
  const run = (base, parent2 = 0, origins2 = null) => {
    claim = { trailers: c.migrates, onAccept: (to) => actors.migrate(v.target.path, to), origins: origins2 };
    return checkVersions({
      kind: v.target.kind,
      path: v.target.path,
      base: bytes(base),
      head: bytes(v.after),
      actor: who.actor,
      config,
      migrate: claim,
      baseName: `the parent ${c.parents[0]?.slice(0, 7) ?? ""}`.trim(),
      facts: v.target.kind === "requests" ? walk.factsAt(c.sha) : void 0,
      archive: archive(parent2)
    });
  };
  if (v.before.length > 1)
    return mergeFindings({
      root: walk.root,
      commit: c,
      target: v.target,
      before: v.before,
      after: v.after,
      run,
      bytes,
      config
    });
  const found = run(v.before[0] ?? null);
  const parent = c.parents[0];
  if (!claim.needsHistory || !parent || !v.before[0]) return found;
  const origins = await lineOriginsAt(walk.root, parent, v.target.path);
  return origins ? run(v.before[0], 0, origins) : found;
}

// src/check/range.ts
var BATCH = 200;
async function checkRangeSpec(root, range, opts = {}) {
  const { base, head } = parseRange(range);
  return checkRange(root, base, head, opts);
}
async function checkRange(root, base, head, opts = {}) {
  await requireRepo(root);
  if (!await hasCommits(root))
    throw new CliError(
      "The repository has no commits yet, so there is no range to check; commit first, or run handover check --staged.",
      2
    );
  const baseSha = await resolveCommit(root, base, "range base");
  const headSha = await resolveCommit(root, head, "range head");
  const fork = await mergeBase(root, baseSha, headSha);
  if (!fork) {
    if (await isShallow(root))
      throw new CliError(
        `${printable(base)} and ${printable(head)} have no common commit in this shallow clone; fetch the full history with \`git fetch --unshallow\` (in GitHub Actions: actions/checkout with fetch-depth: 0).`,
        2
      );
    throw new CliError(
      `${printable(base)} and ${printable(head)} share no history; check the range (BASE should be the branch the changes go into).`,
      2
    );
  }
  const configRev = opts.configRev ?? base;
  const config = await configAt(
    root,
    opts.configRev ? await resolveCommit(root, configRev, "config rev") : baseSha,
    configRev
  );
  const from = await isAncestor(root, baseSha, headSha) ? baseSha : fork;
  const result = await checkCommits(root, {
    config,
    head: headSha,
    exclude: [baseSha],
    netFrom: from,
    fallbackActor: opts.fallbackActor,
    attested: opts.attested
  });
  await explainBaseDispatchers(root, { result, config, headSha, configRev });
  return result;
}
var DISPATCHER_FINDING = /no dispatcher approved it|is not a dispatcher/;
async function explainBaseDispatchers(root, o) {
  const hits = o.result.results.flatMap((r) => r.messages).filter((m) => DISPATCHER_FINDING.test(m.message));
  if (!hits.length) return;
  let added;
  try {
    const atHead = await configAt(root, o.headSha, "HEAD");
    added = atHead.dispatchers.filter((d) => !o.config.dispatchers.includes(d));
  } catch {
    return;
  }
  if (!added.length) return;
  const names = added.join(", ");
  const verb = added.length === 1 ? "is" : "are";
  for (const m of hits)
    m.message += ` (the config is read from BASE, ${printable(o.configRev)}, where ${names} ${verb} not a dispatcher yet: a dispatcher added in this range counts once that change is merged)`;
}
async function checkCommits(root, opts) {
  const { config, head: headSha, exclude } = opts;
  const targets = await watchedTargets(root, config, { range: { base: exclude, head: headSha }, net: opts.netFrom });
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : void 0;
  const [commits, configCommits] = await Promise.all([
    commitsTouching(root, exclude, headSha, {
      paths: [...targets.map((t) => t.path), ...configOwnerPaths(config)],
      signatures
    }),
    shasTouching(root, exclude, headSha, configOwnerPaths(config))
  ]);
  const factsBase = (Array.isArray(exclude) ? exclude[0] : void 0) ?? opts.netFrom ?? void 0;
  const factsAt = factsBase ? await factsForRange({ root, config, baseSha: factsBase, headSha, commits, attested: opts.attested ?? null }) : () => void 0;
  const clashes = rangeClashes(root, { base: exclude, head: headSha }, config).then(
    (found) => ({ found }),
    (error) => ({ error })
  );
  const walk = {
    root,
    targets,
    config,
    fallbackActor: opts.fallbackActor,
    attested: opts.attested ?? null,
    configCommits,
    factsAt,
    found: [],
    actors: new RangeActors(),
    blobs: null,
    held: /* @__PURE__ */ new Map()
  };
  try {
    for (let i = 0; i < commits.length; i += BATCH) await walkBatch(walk, commits.slice(i, i + BATCH));
  } finally {
    walk.blobs?.close();
  }
  walk.held.clear();
  walk.found.push(...await notAFile(root, opts, targets, commits));
  const clash = await clashes;
  if ("error" in clash) throw clash.error;
  walk.found.push(...clash.found);
  const net = /* @__PURE__ */ new Map();
  if (opts.netFrom) {
    const from = opts.netFrom;
    const fileTargets = targets.filter((t) => !(t.kind === "sync" && isSyncDir(t.path)));
    const { actors } = walk;
    for (const [path, ms] of await netFindings({
      root,
      from,
      head: headSha,
      targets: fileTargets,
      config,
      actors,
      headFacts: factsAt(headSha)
    }))
      net.set(path, ms);
    for (const t of targets.filter((x) => !fileTargets.includes(x))) {
      for (const [path, ms] of await netDirFindings({ root, from, head: headSha, dir: t.path, config, actors }))
        net.set(path, [...net.get(path) ?? [], ...ms]);
    }
  }
  const grouped = group(walk.found, net, targets);
  const others = [...grouped].filter(([p]) => !targets.some((t) => t.path === p)).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([p, ms]) => toResult(p, dirOf(p, targets) ? "sync" : null, ms));
  return { results: [...resultsOf(targets, grouped), ...others], commits: commits.length };
}
async function notAFile(root, opts, targets, commits) {
  const tags = new Map(commits.map((c) => [c.sha, `${c.short} ${c.subject}`]));
  const changes = await notAFileChanges(
    root,
    { base: opts.exclude, head: opts.head },
    targets.map((t) => t.path)
  );
  return notAFileFindings(changes, targets).map((f) => {
    const tag = tags.get(f.sha) ?? f.sha.slice(0, 12);
    return { path: f.path, m: { ...f.m, unit: "file", owner: null, commit: tag }, tag, merge: false };
  });
}

export {
  BlobStream,
  checkRangeSpec,
  checkRange,
  checkCommits
};
