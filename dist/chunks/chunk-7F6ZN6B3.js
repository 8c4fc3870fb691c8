import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-YQILT5AL.js";
import {
  rangeFacts
} from "./chunk-S6M2FPJF.js";
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText
} from "./chunk-NNPP5VEO.js";
import {
  syncDirAt
} from "./chunk-WB5EVZQO.js";
import {
  checkSyncDir,
  sameParts
} from "./chunk-EQXERORF.js";
import {
  blobIds,
  blobsAt,
  changedFiles,
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
} from "./chunk-IXUX6JSV.js";
import {
  parseRange,
  printable
} from "./chunk-X6TG55U7.js";
import {
  allowedSigners,
  commitActor,
  dispatcherLacks,
  wantsSignatures
} from "./chunk-VHJVPWRW.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents,
  findingKey,
  unitText
} from "./chunk-2HL3GZQN.js";
import {
  ruleSetting,
  toResult
} from "./chunk-SUXIJGDN.js";
import {
  COMMIT_RULES,
  HISTORICAL_RULES,
  PLANTED_CLI,
  WATCHED_PATHS,
  configChange,
  ruleUrl
} from "./chunk-UGIMC2T4.js";
import {
  defaultConfig
} from "./chunk-U2YL4YXF.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  parseDoc
} from "./chunk-25SVDEOQ.js";
import {
  isSyncDir,
  sourceFromBytes
} from "./chunk-WRAA7HSL.js";

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
import { join } from "node:path";

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

// src/check/config-owner.ts
var CONFIG_OWNER_PATHS = WATCHED_PATHS;
function privileged(actor, dispatcher, config) {
  const owner = config.owner ?? config.agent;
  if (owner === null && config.dispatchers.length === 0) return true;
  return actor !== null && (actor === owner || dispatcher);
}
function judge(files, actor, dispatcher, config) {
  const out = [];
  const protocol = targetsOf(config).map((t) => t.path);
  const allowed = privileged(actor, dispatcher, config);
  for (const f of files) {
    const what = configChange(
      { path: f.path, before: f.before?.toString("utf8") ?? null, after: f.after?.toString("utf8") ?? null },
      protocol
    );
    if (!what || allowed && f.path !== PLANTED_CLI) continue;
    const owner = config.owner ?? config.agent;
    const who = owner ? `the owner, ${owner}` : "the owner (set `owner` in the config)";
    const dispatchers = config.dispatchers.length ? config.dispatchers.join(", ") : "none configured";
    const message = f.path === PLANTED_CLI ? `This change ${what}` : `${actor ?? "An unknown actor"} ${what}, which only ${who} or a dispatcher (${dispatchers}) changes; ask them to make this change`;
    const m = commitMessage("protocol/config-owner", message, `file ${f.path}`, config);
    if (m) out.push({ path: f.path, m });
  }
  return out;
}
async function configOwnerFindings(root, c, who, config) {
  const parents = c.parents.length ? c.parents : [null];
  const lists = await Promise.all(parents.map((p) => changedFiles(root, p, c.sha, CONFIG_OWNER_PATHS)));
  const changed = lists[0].filter((f) => lists.slice(1).every((l) => l.some((g) => g.path === f.path)));
  if (changed.length === 0) return [];
  return judge(await withBytes(root, changed), who.actor, who.dispatcher, config);
}
async function localConfigOwner(root, mode, changed, actor, config) {
  if (changed.length === 0) return [];
  const files = await withBytes(root, changed);
  if (mode === "worktree") {
    for (const f of files) f.after = await fromDisk(root, f.path);
  }
  const who = await actor();
  const judgedBy = await configAt(root, "HEAD", "HEAD").catch(() => config);
  return judge(files, who, who !== null && judgedBy.dispatchers.includes(who), {
    ...config,
    owner: judgedBy.owner,
    agent: judgedBy.agent,
    dispatchers: judgedBy.dispatchers
  });
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
    const abs = join(root, path);
    const st = await lstat(abs);
    if (!st.isFile()) return null;
    return await readFile(abs);
  } catch {
    return null;
  }
}

// src/check/range.ts
var MIGRATED = "\0migrated";
var BATCH = 200;
async function checkRangeSpec(root, range, fallbackActor) {
  const { base, head } = parseRange(range);
  return checkRange(root, base, head, { fallbackActor });
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
  return checkCommits(root, {
    config,
    head: headSha,
    exclude: [baseSha],
    netFrom: from,
    fallbackActor: opts.fallbackActor
  });
}
async function checkCommits(root, opts) {
  const { config, head: headSha, exclude } = opts;
  const targets = targetsOf(config);
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : void 0;
  const [commits, configCommits] = await Promise.all([
    commitsTouching(root, exclude, headSha, [...targets.map((t) => t.path), ...CONFIG_OWNER_PATHS], signatures),
    shasTouching(root, exclude, headSha, CONFIG_OWNER_PATHS)
  ]);
  const factsBase = (Array.isArray(exclude) ? exclude[0] : void 0) ?? opts.netFrom ?? void 0;
  const facts = factsBase ? await factsForRange(root, config, factsBase, headSha, commits) : () => void 0;
  const found = [];
  const actors = /* @__PURE__ */ new Map();
  const migrated = /* @__PURE__ */ new Map();
  for (let i = 0; i < commits.length; i += BATCH) {
    await checkBatch(
      root,
      commits.slice(i, i + BATCH),
      targets,
      config,
      opts.fallbackActor,
      found,
      actors,
      configCommits,
      facts,
      migrated
    );
  }
  const tags = new Map(commits.map((c) => [c.sha, `${c.short} ${c.subject}`]));
  for (const f of notAFileFindings(
    await notAFileChanges(
      root,
      { base: exclude, head: headSha },
      targets.map((t) => t.path)
    ),
    targets
  )) {
    const tag = tags.get(f.sha) ?? f.sha.slice(0, 12);
    found.push({ path: f.path, m: { ...f.m, unit: "file", owner: null, commit: tag }, tag, merge: false });
  }
  const fileTargets = targets.filter((t) => !(t.kind === "sync" && isSyncDir(t.path)));
  const net = opts.netFrom ? await netFindings(root, opts.netFrom, headSha, fileTargets, config, actors, facts(headSha), migrated) : /* @__PURE__ */ new Map();
  if (opts.netFrom) {
    for (const t of targets.filter((x) => !fileTargets.includes(x))) {
      for (const [path, ms] of await netDirFindings(root, opts.netFrom, headSha, t.path, config, actors))
        net.set(path, [...net.get(path) ?? [], ...ms]);
    }
  }
  const grouped = group(found, net, targets);
  const others = [...grouped].filter(([p]) => !targets.some((t) => t.path === p)).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([p, ms]) => toResult(p, dirOf(p, targets) ? "sync" : null, ms));
  return { results: [...resultsOf(targets, grouped), ...others], commits: commits.length };
}
async function factsForRange(root, config, baseSha, headSha, commits) {
  const touching = await commitsTouching(root, baseSha, headSha, [config.files.requests]);
  if (touching.length === 0) return () => void 0;
  const reg = (await blobsAt(root, baseSha, [config.files.registry])).get(config.files.registry);
  const bytes = reg ? (await readBlobs(root, [reg.oid])).get(reg.oid) ?? null : null;
  return rangeFacts(root, config, baseSha, headSha, [...commits.map((c) => c.sha), headSha], bytes);
}
async function checkBatch(root, commits, targets, config, fallback, found, actors, configCommits, factsAt, migrated) {
  const specs = commits.flatMap(
    (c) => targets.flatMap((t) => [c.sha, ...c.parents].map((rev) => ({ rev, path: t.path })))
  );
  const ids = await blobIds(root, specs);
  let k = 0;
  const sizes = new Map(ids.flatMap((x) => x ? [[x.oid, x.size]] : []));
  const versions = commits.map(
    (c) => targets.map((t) => {
      const [after, ...before] = [c.sha, ...c.parents].map(() => ids[k++]?.oid ?? null);
      const touched = before.length === 0 ? after !== null : before.some((b) => b !== after);
      return { target: t, after, before, touched };
    })
  );
  const dirs = await dirVersions(root, commits, targets);
  const blobs = await readBlobs(
    root,
    versions.flat().filter((v) => v.touched).flatMap((v) => [v.after, ...v.before]).filter((x) => x !== null),
    sizes
  );
  const bytes = (oid) => oid === null ? null : blobs.get(oid) ?? null;
  for (const [ci, c] of commits.entries()) {
    const touched = versions[ci].filter((v) => v.touched);
    const dirsTouched = dirs[ci].filter((d) => d.touched);
    const tag = `${c.short} ${c.subject}`;
    const who = commitActor(c, config, fallback);
    const owner = configCommits.has(c.sha) ? await configOwnerFindings(root, c, who, config) : [];
    if (touched.length === 0 && dirsTouched.length === 0 && owner.length === 0) continue;
    if (who.actor === null && who.problem === null) {
      const what = [
        ...touched.map((v) => v.target.path),
        ...dirsTouched.map((d) => d.dir),
        ...owner.map((o) => o.path)
      ];
      throw new CliError(
        `Commit ${tag} changes ${[...new Set(what)].join(", ")} but names no agent: add a "Handover-Agent: NAME" trailer to it (git commit --amend --trailer "Handover-Agent: NAME"), map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
        2
      );
    }
    const out = owner.map((o) => ({ path: o.path, m: o.m }));
    for (const v of touched) {
      const who2 = c.migrates.length ? MIGRATED : who.actor;
      if (who2) (actors.get(v.target.path) ?? actors.set(v.target.path, /* @__PURE__ */ new Set()).get(v.target.path)).add(who2);
      const run = (base) => checkVersions({
        kind: v.target.kind,
        path: v.target.path,
        base: bytes(base),
        head: bytes(v.after),
        actor: who.actor,
        config,
        migrate: { trailers: c.migrates, onAccept: (to) => migrated.set(v.target.path, to) },
        baseName: `the parent ${c.parents[0]?.slice(0, 7) ?? ""}`.trim(),
        facts: v.target.kind === "requests" ? factsAt(c.sha) : void 0
      });
      const list = v.before.length > 1 ? await mergeFindings(root, c, v.target, v.before, v.after, run, bytes, config) : run(v.before[0] ?? null);
      for (const m of list) out.push({ path: v.target.path, m });
    }
    for (const d of dirsTouched) {
      const who2 = c.migrates.length ? MIGRATED : who.actor;
      if (who2) (actors.get(d.dir) ?? actors.set(d.dir, /* @__PURE__ */ new Set()).get(d.dir)).add(who2);
      const run = (base) => [...checkSyncDir(d.dir, base, d.after, who.actor, config)].flatMap(
        ([path, ms]) => ms.map((m) => ({ ...m, path }))
      );
      const list = d.before.length > 1 ? commonToAllParents(d.before.map(run)) : run(d.before[0] ?? []);
      for (const { path, ...m } of list) {
        if (who2) (actors.get(path) ?? actors.set(path, /* @__PURE__ */ new Set()).get(path)).add(who2);
        out.push({ path, m });
      }
    }
    const first = touched[0]?.target.path ?? dirsTouched[0]?.dir ?? owner[0]?.path ?? targets[0].path;
    const problem = who.problem ? identityMessage(who.problem, c, config) : null;
    if (problem) out.push({ path: first, m: problem });
    const reason = c.overrides.join("; ");
    let final = out;
    if (reason && who.actor !== null && !who.problem && who.dispatcher) {
      final = out.map(({ path, m }) => ({ path, m: applyOverride([m], reason)[0] }));
    } else if (reason) {
      const refusal = identityMessage(overrideRefusal(reason, who, c, config), c, config);
      if (refusal) final.push({ path: first, m: refusal });
    }
    for (const { path, m } of final) found.push({ path, m: { ...m, commit: tag }, tag, merge: c.parents.length > 1 });
  }
}
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
function overrideRefusal(reason, who, c, config) {
  const dispatchers = config.dispatchers.length ? config.dispatchers.join(", ") : "none are configured";
  if (who.actor !== null && config.dispatchers.includes(who.actor) && !who.problem) {
    return `The commit carries "Handover-Override: ${reason}" as dispatcher ${who.actor}, but ${dispatcherLacks(c, who.actor, config)}; the override does not count \u2014 remove the trailer`;
  }
  return `The commit carries "Handover-Override: ${reason}", but its actor ${who.actor ?? "(unknown)"} is not a dispatcher (${dispatchers}); only a dispatcher may override \u2014 remove the trailer`;
}
async function mergeFindings(root, c, target, before, after, run, bytes, config) {
  const perParent = before.map((b) => b === after ? [] : run(b));
  const common = commonToAllParents(perParent);
  const keys = new Set(common.map(findingKey));
  if (perParent.every((list) => list.every((m) => keys.has(findingKey(m))))) return common;
  const mb = await mergeBaseOf(root, c.parents);
  const mbBlob = mb ? (await blobsAt(root, mb, [target.path])).get(target.path) ?? null : null;
  const mbBytes = mbBlob ? (await readBlobs(root, [mbBlob.oid])).get(mbBlob.oid) ?? null : null;
  const doc = (b) => b === null || target.kind === "append-only" ? null : parseDoc(target.kind, sourceFromBytes(target.path, b));
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
async function netFindings(root, from, head, targets, config, actors, headFacts, migrated) {
  const out = /* @__PURE__ */ new Map();
  const [a, b] = await Promise.all([
    blobsAt(
      root,
      from,
      targets.map((t) => t.path)
    ),
    blobsAt(
      root,
      head,
      targets.map((t) => t.path)
    )
  ]);
  const changed = targets.filter((t) => a.get(t.path)?.oid !== b.get(t.path)?.oid);
  if (changed.length === 0) return out;
  const blobs = await readBlobs(
    root,
    changed.flatMap((t) => [a.get(t.path)?.oid, b.get(t.path)?.oid]).filter((x) => !!x)
  );
  for (const t of changed) {
    const before = blobs.get(a.get(t.path)?.oid ?? "") ?? null;
    const after = blobs.get(b.get(t.path)?.oid ?? "") ?? null;
    const who = [...actors.get(t.path) ?? []];
    if (who.length === 0 || who.includes(MIGRATED)) {
      const read = migrated.get(t.path) ?? config;
      out.set(
        t.path,
        checkVersions({
          kind: t.kind,
          path: t.path,
          base: before,
          head: after,
          actor: null,
          config: read,
          baseName: "BASE",
          facts: t.kind === "requests" ? headFacts : void 0
        })
      );
      continue;
    }
    const runs = who.map(
      (actor) => checkVersions({
        kind: t.kind,
        path: t.path,
        base: before,
        head: after,
        actor,
        config,
        baseName: "BASE",
        facts: t.kind === "requests" ? headFacts : void 0
      })
    );
    const inAll = runs.slice(1).map((r) => new Set(r.map(findingKey)));
    out.set(
      t.path,
      runs[0].filter((m) => inAll.every((s) => s.has(findingKey(m))))
    );
  }
  return out;
}
async function netDirFindings(root, from, head, dir, config, actors) {
  const [before, after] = await Promise.all([syncDirAt(root, from, dir), syncDirAt(root, head, dir)]);
  if (sameParts(before, after)) return /* @__PURE__ */ new Map();
  const who = [...actors.get(dir) ?? []];
  const runs = (who.length === 0 || who.includes(MIGRATED) ? [null] : who).map(
    (actor) => checkSyncDir(dir, before, after, actor, config)
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
var HISTORICAL = /* @__PURE__ */ new Set([...HISTORICAL_RULES.map((r) => r.id), "protocol/identity", "protocol/config-owner"]);
function group(found, net, targets) {
  const out = /* @__PURE__ */ new Map();
  const push = (path, m) => out.set(path, [...out.get(path) ?? [], m]);
  const byKey = /* @__PURE__ */ new Map();
  for (const f of found) {
    const k = `${f.path}\0${findingKey(f.m)}`;
    const entry = byKey.get(k) ?? byKey.set(k, { path: f.path, list: [] }).get(k);
    entry.list.push(f);
  }
  const introducedBy = (list) => list.filter((f) => f.m.severity === "error");
  const merges = (path) => [...new Set(found.filter((f) => f.path === path && f.merge).map((f) => f.tag))];
  const finish = (m, list, path) => {
    const intro = introducedBy(list);
    const tags = [...new Set((intro.length ? intro : list).map((f) => f.tag))];
    const named = tags.length ? tags : merges(path);
    const overrides = intro.length > 0 && intro.every((f) => f.m.override) ? [...new Set(intro.map((f) => f.m.override))].join("; ") : void 0;
    const { commit: _c, commits: _cs, override: _o, ...rest } = m;
    return {
      ...rest,
      ...named.length ? { commit: named.join(", "), commits: named } : { commit: "the net change BASE..HEAD" },
      ...overrides ? { override: overrides } : {}
    };
  };
  const paths = [.../* @__PURE__ */ new Set([...targets.map((t) => t.path), ...net.keys()])];
  for (const t of paths.map((path) => ({ path }))) {
    const netList = net.get(t.path) ?? [];
    const done = /* @__PURE__ */ new Set();
    for (const m of netList) {
      const k = `${t.path}\0${findingKey(m)}`;
      if (done.has(k)) continue;
      done.add(k);
      const list = byKey.get(k)?.list ?? [];
      if (m.already) {
        push(t.path, m);
        continue;
      }
      push(t.path, finish(m, list, t.path));
    }
    for (const [k, { path, list }] of byKey) {
      if (path !== t.path || done.has(k)) continue;
      done.add(k);
      const intro = introducedBy(list);
      if (!HISTORICAL.has(list[0].m.ruleId ?? "") && intro.length === 0) continue;
      push(path, finish((intro[0] ?? list[0]).m, list, path));
    }
  }
  for (const { path, list } of byKey.values()) {
    if (!paths.includes(path)) push(path, finish(list[0].m, list, path));
  }
  return out;
}

export {
  configAt,
  CONFIG_OWNER_PATHS,
  localConfigOwner,
  checkRangeSpec,
  checkRange,
  checkCommits
};
