import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lineOriginsAt
} from "./chunk-EOFVJBT6.js";
import {
  cleanMergeBytes
} from "./chunk-YVXDZ3UP.js";
import {
  archivePatternsOf,
  archiveVersions,
  notAFileFindings,
  resultsOf,
  targetsOf,
  watchedTargets
} from "./chunk-AJOYWMT2.js";
import {
  rangeFacts
} from "./chunk-UNSNBZIO.js";
import {
  syncDirAt
} from "./chunk-OXJEQZDA.js";
import {
  blobIds,
  blobsAt,
  changedFiles,
  commitsTouching,
  filesMatching,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  mergeBaseOf,
  notAFileChanges,
  readBlobs,
  requireRepo,
  resolveCommit,
  shasTouching,
  stagedBlobs
} from "./chunk-TGEP52HS.js";
import {
  checkPath,
  parseRange,
  printable
} from "./chunk-X6TG55U7.js";
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  checkSyncDir,
  sameParts
} from "./chunk-7JTANB6G.js";
import {
  allowedSigners,
  commitActor,
  dispatcherLacks,
  wantsSignatures
} from "./chunk-OO2L2GLB.js";
import {
  GIT_ENV_ALLOWED,
  HISTORY_AS_WRITTEN,
  plainGitEnv
} from "./chunk-SOWN6PH7.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-ZA5OFU46.js";
import {
  findingKey,
  unitText
} from "./chunk-TYHRDXNI.js";
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText
} from "./chunk-MG4IQTTL.js";
import {
  ruleSetting,
  toResult
} from "./chunk-VGBFSFUF.js";
import {
  COMMIT_RULES,
  HISTORICAL_RULES,
  PLANTED_CLI,
  attributeFilesFor,
  configChange,
  isAttributesFile,
  ruleUrl,
  watchedPaths
} from "./chunk-PPNFB6MZ.js";
import {
  defaultConfig
} from "./chunk-KPNLHSGK.js";
import {
  parseDoc
} from "./chunk-AAWXTKHA.js";
import {
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  isSyncDir,
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/check/config-at.ts
async function configAt(root, sha, name) {
  const found = await blobsAt(root, sha, [...DATA_PLACES, ...CODE_PLACES]);
  const blobs = await readBlobs(
    root,
    [...found.values()].map((b) => b.oid)
  );
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
    throw new CliError(
      `The config at ${printable(name)} is ${code}, but check --range reads only JSON or YAML config from the base (a pull request must not run code); move it to .handoverrc.json or .handoverrc.yaml.`,
      2
    );
  }
  return defaultConfig();
}

// src/check/config-owner.ts
import { lstat, readFile } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/git/attributes.ts
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
async function resolvedAttributes(files, paths) {
  const dir = await mkdtemp(join(tmpdir(), "handover-attr-"));
  try {
    const git = gitClient(dir, {
      allowEnvironment: [...GIT_ENV_ALLOWED.filter((k) => k !== "GIT_INDEX_FILE"), ...Object.keys(HISTORY_AS_WRITTEN)]
    });
    await git.raw(["init", "--quiet"]);
    for (const [path, text] of files) {
      const abs = join(dir, checkPath(path));
      await mkdir(dirname(abs), { recursive: true });
      await writeFile(abs, text);
    }
    return await git.raw(["check-attr", "-a", "-z", "--", ...paths.map(checkPath)]);
  } catch (error) {
    throw new CliError(
      `git could not resolve the .gitattributes of the protocol files (${String(error.message).split("\n")[0]}); check that git runs here and try again.`,
      2
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// src/check/identity.ts
function commitMessage(ruleId, message, unit, config) {
  const rule = COMMIT_RULES.find((r) => r.id === ruleId);
  const { severity } = ruleSetting(rule, config);
  if (severity === "off") return null;
  return {
    ruleId,
    severity: severity === "warn" ? "warning" : "error",
    message,
    line: 1,
    column: 1,
    docs: ruleUrl(ruleId),
    unit,
    owner: null
  };
}
function identityMessage(problem, c, config) {
  return commitMessage("protocol/identity", problem, `commit ${c.sha}`, config);
}
function noAgentError(c, paths) {
  return new CliError(
    `Commit ${c.short} ${c.subject} changes ${[...new Set(paths)].join(", ")} but names no agent: add a "Handover-Agent: NAME" trailer to it (git commit --amend --trailer "Handover-Agent: NAME"), map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
    2
  );
}
function overrideRefusal(reason, who, config, attested) {
  const dispatchers = config.dispatchers.length ? config.dispatchers.join(", ") : "none are configured";
  if (who.actor !== null && config.dispatchers.includes(who.actor) && !who.problem) {
    return `The commit carries "Handover-Override: ${reason}" as dispatcher ${who.actor}, but ${dispatcherLacks(who.actor, config, attested)}; the override does not count \u2014 remove the trailer`;
  }
  return `The commit carries "Handover-Override: ${reason}", but its actor ${who.actor ?? "(unknown)"} is not a dispatcher (${dispatchers}); only a dispatcher may override \u2014 remove the trailer`;
}
function withIdentity(commit) {
  const { commit: c, who, config, found: out, at: first } = commit;
  const problem = who.problem ? identityMessage(who.problem, c, config) : null;
  if (problem) out.push({ path: first, m: problem });
  const reason = c.overrides.join("; ");
  if (reason && who.actor !== null && !who.problem && who.dispatcher)
    return out.map(({ path, m }) => ({ path, m: applyOverride([m], reason)[0] }));
  if (reason) {
    const refusal = identityMessage(overrideRefusal(reason, who, config, commit.attested ?? null), c, config);
    if (refusal) out.push({ path: first, m: refusal });
  }
  return out;
}

// src/check/config-owner.ts
function configOwnerPaths(config) {
  return watchedPaths([...targetsOf(config).map((t) => t.path), ...archivePatternsOf(config)]);
}
function attributePaths(config, o) {
  const patterns = archivePatternsOf(config);
  const named = o.texts.flatMap((t) => [...t].flatMap(([file, text]) => literalNames(file, text, patterns)));
  return [
    .../* @__PURE__ */ new Set([
      ...targetsOf(config).map((t) => t.path.endsWith("/") ? `${t.path}agent.md` : t.path),
      ...o.found,
      ...named,
      // (in each case: the pattern names its files in any case, see isArchivePath)
      ...patterns.flatMap((p) => [p, p.toLowerCase(), p.toUpperCase()].map((q) => q.replace("*", "0")))
    ])
  ];
}
function literalNames(file, text, patterns) {
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
  const out = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim().split(/\s+/)[0] ?? "";
    if (word === "" || word.startsWith("#") || /[*?[\\"]/.test(word)) continue;
    const candidates = word.replace(/^\//, "").includes("/") ? [dir + word.replace(/^\//, "")] : patterns.map((p) => p.slice(0, p.lastIndexOf("/") + 1) + word).filter((c) => c.startsWith(dir));
    out.push(...candidates.filter((c) => isArchivePath(patterns, c)));
  }
  return out;
}
async function attributesChange(config, versions) {
  const found = archivePatternsOf(config).length ? await versions.archives() : [];
  const files = attributeFilesFor([...targetsOf(config).map((t) => t.path), ...found, ...archivePatternsOf(config)]);
  const [b, a] = await Promise.all([versions.before(files), versions.after(files)]);
  const paths = attributePaths(config, { found, texts: [b, a] });
  const [rb, ra] = await Promise.all([resolvedAttributes(b, paths), resolvedAttributes(a, paths)]);
  if (rb === ra) return null;
  const lines = (r) => {
    const f = r.split("\0");
    const out = /* @__PURE__ */ new Set();
    for (let i = 0; i + 2 < f.length; i += 3) out.add(`${f[i]}: ${f[i + 1]}: ${f[i + 2]}`);
    return out;
  };
  const was = lines(rb);
  const now = lines(ra);
  const diff = [
    ...[...now].filter((x) => !was.has(x)),
    ...[...was].filter((x) => !now.has(x)).map((x) => `no longer ${x}`)
  ];
  return `changes what git resolves in .gitattributes for the protocol files (${diff.slice(0, 3).join("; ")})`;
}
function textsAt(root, rev) {
  return async (paths) => {
    if (rev === null) return /* @__PURE__ */ new Map();
    return textsOf(root, await blobsAt(root, rev, paths));
  };
}
async function textsOf(root, refs) {
  const blobs = await readBlobs(
    root,
    [...refs.values()].filter((r) => r.mode !== "120000").map((r) => r.oid)
  );
  const out = /* @__PURE__ */ new Map();
  for (const [path, ref] of refs) {
    const b = blobs.get(ref.oid);
    if (b) out.set(path, b.toString("utf8"));
  }
  return out;
}
function privileged(actor, dispatcher, config) {
  const owner = config.owner ?? config.agent;
  if (owner === null && config.dispatchers.length === 0) return true;
  return actor !== null && (actor === owner || dispatcher);
}
async function judge(files, who, config, attributes) {
  const { actor, dispatcher } = who;
  const out = [];
  const protocol = targetsOf(config).map((t) => t.path);
  const allowed = privileged(actor, dispatcher, config);
  const attrFile = files.find((f) => isAttributesFile(f.path));
  const attrs = attrFile && !allowed ? await attributesChange(config, attributes) : null;
  for (const f of files) {
    const what = isAttributesFile(f.path) ? f === attrFile ? attrs : null : configChange(
      { path: f.path, before: f.before?.toString("utf8") ?? null, after: f.after?.toString("utf8") ?? null },
      protocol
    );
    if (!what || allowed && f.path !== PLANTED_CLI) continue;
    const owner = config.owner ?? config.agent;
    const who2 = owner ? `the owner, ${owner}` : "the owner (set `owner` in the config)";
    const dispatchers = config.dispatchers.length ? config.dispatchers.join(", ") : "none configured";
    const message = f.path === PLANTED_CLI ? `This change ${what}` : `${actor ?? "An unknown actor"} ${what}, which only ${who2} or a dispatcher (${dispatchers}) changes; ask them to make this change`;
    const m = commitMessage("protocol/config-owner", message, `file ${f.path}`, config);
    if (m) out.push({ path: f.path, m });
  }
  return out;
}
async function configOwnerFindings(root, c, who, config) {
  const parents = c.parents.length ? c.parents : [null];
  const watched = configOwnerPaths(config);
  const lists = await Promise.all(parents.map((p) => changedFiles(root, p, c.sha, watched)));
  const changed = lists[0].filter((f) => lists.slice(1).every((l) => l.some((g) => g.path === f.path)));
  if (changed.length === 0) return [];
  const patterns = archivePatternsOf(config);
  return judge(await withBytes(root, changed), who, config, {
    before: textsAt(root, parents[0]),
    after: textsAt(root, c.sha),
    archives: async () => [
      ...parents[0] ? await filesMatching(root, { rev: parents[0] }, patterns) : [],
      ...await filesMatching(root, { rev: c.sha }, patterns)
    ]
  });
}
async function localConfigOwner(local) {
  const { root, mode, changed, actor, config } = local;
  if (changed.length === 0) return [];
  const files = await withBytes(root, changed);
  if (mode === "worktree") {
    for (const f of files) f.after = await fromDisk(root, f.path);
  }
  const who = await actor();
  const judgedBy = await configAt(root, "HEAD", "HEAD").catch(() => config);
  const after = mode === "staged" ? async (paths) => textsOf(root, await stagedBlobs(root, paths)) : async (paths) => {
    const out = /* @__PURE__ */ new Map();
    for (const p of paths) {
      const b = await fromDisk(root, p);
      if (b) out.set(p, b.toString("utf8"));
    }
    return out;
  };
  return judge(
    files,
    { actor: who, dispatcher: who !== null && judgedBy.dispatchers.includes(who) },
    { ...config, owner: judgedBy.owner, agent: judgedBy.agent, dispatchers: judgedBy.dispatchers },
    {
      before: textsAt(root, "HEAD"),
      after,
      archives: async () => {
        const patterns = archivePatternsOf(config);
        return [
          ...await filesMatching(root, { rev: "HEAD" }, patterns),
          ...await filesMatching(root, mode === "staged" ? { index: true } : { worktree: true }, patterns)
        ];
      }
    }
  );
}
async function withBytes(root, changed) {
  const blobs = await readBlobs(
    root,
    changed.flatMap((f) => [f.before, f.after]).filter((x) => x !== null)
  );
  return changed.map((f) => ({
    path: f.path,
    before: f.before ? blobs.get(f.before) ?? null : null,
    after: f.after ? blobs.get(f.after) ?? null : null
  }));
}
async function fromDisk(root, path) {
  try {
    const abs = join2(root, path);
    const st = await lstat(abs);
    if (!st.isFile()) return null;
    return await readFile(abs);
  } catch {
    return null;
  }
}

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
        const { buf, size } = this.body;
        const n = Math.min(size + 1 - this.body.at, chunk.length - at);
        if (buf) chunk.copy(buf, this.body.at, at, at + Math.min(n, size - this.body.at));
        this.body.at += n;
        at += n;
        if (this.body.at === size + 1) {
          this.body = null;
          this.queue.shift()?.resolve(buf);
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
    this.body = { buf: m[1] === "blob" ? Buffer.allocUnsafeSlow(size) : null, at: 0, size };
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
  configAt,
  configOwnerPaths,
  localConfigOwner,
  checkRangeSpec,
  checkRange,
  checkCommits
};
