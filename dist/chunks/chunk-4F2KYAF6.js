import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  declaredDialect,
  upstreamState
} from "./chunk-AAIWVAIG.js";
import {
  agentsOverview
} from "./chunk-ZTPRBQJ7.js";
import {
  addressSource,
  approvalsOnRecord,
  gatherFacts
} from "./chunk-GQY6FBDC.js";
import {
  isCached,
  isGitUrl
} from "./chunk-ZKFKBATN.js";
import {
  repoIdentity
} from "./chunk-E4PCTEHX.js";
import {
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  readIfExists
} from "./chunk-RWIQJ7M5.js";
import {
  defaultConfig,
  dialectOf
} from "./chunk-RHE6JALN.js";
import {
  askedType,
  parseHandover,
  parseRequests,
  refText
} from "./chunk-H2I6UNX5.js";
import {
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  redactUrl
} from "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/forest/discover.ts
var require_discover = __commonJS({
  "fs-by-require:src/forest/discover.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/forest/index.ts
var require_forest = __commonJS({
  "fs-by-require:src/forest/index.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/forest/dispatch.ts
var require_dispatch = __commonJS({
  "fs-by-require:src/forest/dispatch.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/forest/discover.ts
var import_node_fs = __toESM(require_discover(), 1);
import { join, relative, sep } from "node:path";
var CHARTERS = ["CLAUDE.md", "AGENTS.md"];
var SKIP = /* @__PURE__ */ new Set([".git", "node_modules"]);
var MAX_DIRS = 2e4;
function charterOf(dir) {
  for (const c of CHARTERS) {
    try {
      if ((0, import_node_fs.lstatSync)(join(dir, c)).isFile()) return c;
    } catch {
    }
  }
  return null;
}
function discoverProjects(root) {
  if (!(0, import_node_fs.statSync)(root).isDirectory()) throw new Error(`${root} is not a folder`);
  const out = [];
  let seen = 0;
  const walk = (dir, parent) => {
    if (++seen > MAX_DIRS) return;
    const charter = charterOf(dir);
    const path = relative(root, dir).split(sep).join("/") || ".";
    let here = parent;
    if (charter) {
      out.push({ dir, path, charter, parent });
      here = path;
    }
    let names;
    try {
      names = (0, import_node_fs.readdirSync)(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of names.sort((a, b) => a.name < b.name ? -1 : 1)) {
      if (d.isDirectory() && !d.isSymbolicLink() && !SKIP.has(d.name)) walk(join(dir, d.name), here);
    }
  };
  walk(root, null);
  return out;
}

// src/forest/index.ts
var import_node_fs3 = __toESM(require_forest(), 1);
import { basename, dirname, join as join3, relative as relative2, resolve, sep as sep2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/forest/dispatch.ts
var import_node_fs2 = __toESM(require_dispatch(), 1);
import { join as join2 } from "node:path";
var DAY = 864e5;
var TIMELINE_MAX = 200;
var at = (p, file) => p.path === "." ? file : `${p.path}/${file}`;
async function agentsOf(p, now) {
  if (!(0, import_node_fs2.existsSync)(join2(p.dir, p.config.files.sync))) return [];
  try {
    const o = await agentsOverview(p.dir, p.config, now.getTime());
    return o.agents.map((a) => ({
      id: a.id,
      file: at(p, a.file ?? o.file),
      line: a.line,
      focus: a.focus,
      blockedOn: a.blockedOn,
      next: a.next,
      blocked: a.blocked,
      stale: a.stale,
      lastChanged: a.lastChanged
    }));
  } catch {
    return [];
  }
}
async function upstreamProgress(p, name) {
  const unknown = (error) => ({ pending: null, lastSeq: null, consumedSeq: null, error });
  const up = p.config.upstreams[name];
  if (isGitUrl(up.source) && !await isCached(p.dir, name))
    return unknown("not fetched here yet (handover consume fetches it)");
  try {
    const s = await upstreamState(p.dir, p.config, name, { fetch: false });
    return { pending: s.pending, lastSeq: s.lastSeq, consumedSeq: s.consumedSeq, error: null };
  } catch (error) {
    return unknown(error.message);
  }
}
function registryEntriesOf(projects) {
  const out = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  for (const p of projects) {
    if (!p.registry || !p.registryWhere) continue;
    const file = p.registryFile ?? p.registryWhere;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const e of p.registry.entries) {
      if (!e.id) continue;
      const key = e.id.toLowerCase();
      const fact = {
        id: e.id,
        registry: p.registryWhere,
        file,
        line: e.heading.start.line,
        provenance: e.provenance ? e.provenance.kind === "self" ? "SELF" : `RELAYED by ${e.provenance.by}` : null,
        owns: e.owns,
        address: e.address
      };
      out.set(key, [...out.get(key) ?? [], fact]);
    }
  }
  return out;
}
var refOf = (p, seq) => `${p.requests?.writer ?? p.id}#${seq}`;
async function escalationsOf(projects, now) {
  const asked = /* @__PURE__ */ new Map();
  for (const p of projects) for (const r of p.requests?.requests ?? []) asked.set(refOf(p, r.entry.seq), { p, r });
  const escalations = [];
  const state = /* @__PURE__ */ new Map();
  for (const p of projects) escalations.push(...await escalatedBy(p, { asked, state, now }));
  const open = escalations.filter((e) => state.get(e.ref) !== "closed");
  open.sort((a, b) => b.ageDays - a.ageDays);
  return { escalations: open, risky: riskyCapabilities(asked, state) };
}
async function escalatedBy(p, o) {
  const answers = (p.requests?.requests ?? []).filter((r) => r.type === "response" && r.inReplyTo);
  if (!answers.length) return [];
  let approvals = /* @__PURE__ */ new Set();
  try {
    approvals = await approvalsOnRecord(p.dir, p.config, "HEAD");
  } catch {
  }
  const out = [];
  for (const r of answers) {
    const ref = refText(r.inReplyTo);
    if (r.status !== "escalated") o.state.set(ref, "closed");
    if (r.status !== "escalated" || o.state.get(ref) === "closed") continue;
    const approved = approvals.has(ref);
    o.state.set(ref, approved ? "approved" : "escalated");
    const asking = o.asked.get(ref);
    if (approved || !asking || asking.r.entry.time === null) continue;
    out.push({
      ref,
      from: asking.p.id,
      to: p.id,
      subject: asking.r.subject,
      reversibility: asking.r.reversibility,
      escalatedBy: refOf(p, r.entry.seq),
      timestamp: asking.r.entry.timestamp,
      ageDays: (o.now.getTime() - asking.r.entry.time) / DAY,
      file: at(p, p.config.files.requests),
      line: r.entry.heading.start.line,
      dir: p.path,
      command: `handover approve ${ref}`
    });
  }
  return out;
}
function riskyCapabilities(asked, state) {
  const risky = [];
  for (const [ref, { p, r }] of asked) {
    if (r.type !== "capability" || !/^(outbound|irreversible)$/i.test(r.reversibility ?? "")) continue;
    const s = state.get(ref) ?? "waiting";
    if (s === "closed" || r.entry.timestamp === null) continue;
    risky.push({
      ref,
      from: p.id,
      to: r.to ?? "?",
      subject: r.subject,
      reversibility: r.reversibility,
      state: s,
      timestamp: r.entry.timestamp,
      file: at(p, p.config.files.requests),
      line: r.entry.heading.start.line
    });
  }
  return risky.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
function timelineOf(projects) {
  const items = projects.flatMap((p) => [...requestItems(p), ...handoverItems(p)]);
  const time = (t) => Date.parse(t) || 0;
  items.sort((a, b) => time(b.timestamp) - time(a.timestamp));
  return items.slice(0, TIMELINE_MAX);
}
function requestItems(p) {
  return (p.requests?.requests ?? []).filter((r) => r.entry.timestamp).map((r) => ({
    timestamp: r.entry.timestamp,
    project: p.id,
    kind: "request",
    ref: refOf(p, r.entry.seq),
    title: [r.type ?? r.entry.title ?? "", r.to ? `to ${r.to}` : "", r.subject ? `"${r.subject}"` : ""].filter(Boolean).join(" "),
    file: at(p, p.config.files.requests),
    line: r.entry.heading.start.line
  }));
}
function handoverItems(p) {
  const bytes = readIfExists(join2(p.dir, p.config.files.handover), p.config.files.handover);
  if (!bytes) return [];
  const doc = parseHandover(sourceFromBytes(p.config.files.handover, bytes), dialectOf(p.config).log);
  return doc.entries.filter((e) => e.timestamp).map((e) => ({
    timestamp: e.timestamp,
    project: p.id,
    kind: "handover",
    ref: e.seq === null ? e.id ?? "" : String(e.seq),
    title: e.title ?? e.headingText,
    file: at(p, p.config.files.handover),
    line: e.heading.start.line
  }));
}

// src/forest/index.ts
var DAY2 = 864e5;
function writerIn(dir, config) {
  for (const kind of ["requests", "handover"]) {
    const bytes = readIfExists(join3(dir, config.files[kind]), config.files[kind]);
    if (!bytes) continue;
    const source = sourceFromBytes(config.files[kind], bytes);
    const w = kind === "requests" ? parseRequests(source).writer : parseHandover(source, dialectOf(config).log).writer;
    if (w) return w;
  }
  return null;
}
async function surveyForest(root, now = /* @__PURE__ */ new Date()) {
  const found = discoverProjects(root);
  const loaded = [];
  loaded.push(...await inParallel(found, loadProject));
  const { primaries, clones, primaryOf, identities } = await groupClones(loaded);
  const all = [...loaded];
  loaded.length = 0;
  loaded.push(...primaries);
  const byPath = new Map(all.map((l) => [l.found.path, primaryOf.get(l)]));
  const byDir = new Map(all.map((l) => [resolve(l.found.dir), primaryOf.get(l)]));
  const urlTargets = await urlUpstreams(all, identities, primaryOf);
  const targetOf = (l, source) => isGitUrl(source) ? urlTargets.get(source) : byDir.get(resolve(l.found.dir, source));
  const byId = new Map(loaded.map((l) => [l.id.toLowerCase(), l]));
  const disagreements = [];
  const say = (kind, project, message, at2) => disagreements.push({ kind, project, message, ...at2 });
  const rel = (abs) => relative2(root, abs).split(sep2).join("/") || ".";
  const inputs = new Map(loaded.map((l) => [l, dispatchInput(l, rel)]));
  const entries = registryEntriesOf([...inputs.values()]);
  const projects = await inParallel(loaded, async (l) => {
    const input = inputs.get(l);
    const upstreams = [];
    for (const [name, u] of Object.entries(l.config.upstreams)) {
      const target = targetOf(l, u.source);
      const own = target?.config.filepath && !target.configError ? target.config.dialect : target ? l.config.dialect : null;
      upstreams.push({
        name,
        source: u.source,
        project: target?.id ?? null,
        dialect: declaredDialect(u)?.name ?? own,
        ...await upstreamProgress(input, name)
      });
    }
    return {
      id: l.id,
      path: l.found.path,
      charter: l.found.charter,
      parent: l.found.parent ? byPath.get(l.found.parent).id : null,
      subprojects: loaded.filter((x) => x.found.parent === l.found.path).map((x) => x.id),
      upstreams,
      registry: l.registryWhere,
      configError: l.configError,
      clones: (clones.get(l) ?? []).map((c) => c.found.path),
      agents: await agentsOf(input, now),
      registryEntries: entries.get(l.id.toLowerCase()) ?? []
    };
  });
  const survey = { loaded, byDir, byId, targetOf, say, rel };
  const selfIds = registryDisagreements(survey);
  const anyRegistry = loaded.some((l) => l.registry);
  for (const l of loaded) projectDisagreements(l, { survey, selfIds, anyRegistry });
  const { escalations, risky } = await escalationsOf([...inputs.values()], now);
  const blocked = projects.flatMap(
    (p) => p.agents.filter((a) => a.blocked).map((a) => ({ project: p.id, agent: a.id, on: a.blockedOn ?? "", file: a.file, line: a.line }))
  );
  return {
    root,
    generatedAt: now.toISOString(),
    projects,
    open: openRequests(loaded, now, rel),
    escalations,
    capabilities: risky,
    blocked,
    disagreements,
    timeline: timelineOf([...inputs.values()])
  };
}
function dispatchInput(l, rel) {
  const file = l.config.registry?.file ?? l.config.files.registry;
  return {
    id: l.id,
    dir: l.found.dir,
    path: l.found.path,
    config: l.config,
    requests: l.requests,
    registry: l.registry,
    registryWhere: l.registryWhere,
    registryFile: l.registryDir ? rel(join3(l.registryDir, basename(file))) : null
  };
}
var PARALLEL = 8;
async function inParallel(items, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return out;
}
async function loadProject(f) {
  let config = defaultConfig();
  let configError = null;
  try {
    config = await loadConfig(f.dir, { trusted: false });
  } catch (error) {
    configError = error.message;
  }
  const id = config.agent ?? writerIn(f.dir, config) ?? basename(f.dir);
  let registry = null;
  let registryWhere = null;
  let registryDir = null;
  const own = (0, import_node_fs3.existsSync)(join3(f.dir, config.files.registry));
  if (config.registry && isGitUrl(config.registry.source) && !await isCached(f.dir, "registry"))
    registryWhere = `${redactUrl(config.registry.source)} (not fetched here yet: handover inbox or consume fetches it)`;
  else if (config.registry || own) {
    const g = await gatherFacts(f.dir, config, { noPeers: true, fetch: false });
    registry = g.registry;
    registryWhere = g.registryWhere;
    registryDir = config.registry ? isGitUrl(config.registry.source) ? null : resolve(f.dir, config.registry.source, dirname(config.registry.file)) : resolve(f.dir, dirname(config.files.registry));
  }
  const rb = readIfExists(join3(f.dir, config.files.requests), config.files.requests);
  const requests = rb ? parseRequests(sourceFromBytes(`${f.path}/${config.files.requests}`, rb)) : null;
  return { found: f, config, configError, id, registry, registryWhere, registryDir, requests };
}
function registryDisagreements(survey) {
  const seenRegistry = /* @__PURE__ */ new Set();
  const selfIds = /* @__PURE__ */ new Set();
  for (const l of survey.loaded.filter((x) => x.registry)) {
    const key = `${l.registryDir}\0${basename(l.config.registry?.file ?? l.config.files.registry)}`;
    const duplicate = seenRegistry.has(key);
    seenRegistry.add(key);
    for (const e of l.registry.entries) {
      if (e.provenance?.kind === "self") selfIds.add(e.id.toLowerCase());
      if (duplicate || !e.id) continue;
      entryDisagreements(e, l, survey);
    }
  }
  return selfIds;
}
function entryDisagreements(e, l, survey) {
  const { byDir, rel } = survey;
  const at2 = registryAt(l, e, rel);
  const say = (kind, project, message) => survey.say(kind, project, message, at2);
  const where = `${l.registryWhere} (${l.id})`;
  const src = e.address ? addressSource(e.address, l.registryDir) : null;
  const target = src && !isGitUrl(src) ? src : null;
  if (e.address && target) {
    if (!(0, import_node_fs3.existsSync)(target) || !(0, import_node_fs3.statSync)(target).isDirectory())
      say(
        "address",
        e.id,
        `${where}: the Address: of ${e.id}, ${e.address}, does not exist (${rel(target)}); point it at the project's folder or clone`
      );
    else if (!charterOf(target))
      say(
        "address",
        e.id,
        `${where}: the Address: of ${e.id}, ${e.address}, is a folder with no CLAUDE.md or AGENTS.md, so not a project`
      );
    else if (byDir.get(resolve(target)) && byDir.get(resolve(target)).id.toLowerCase() !== e.id.toLowerCase())
      say(
        "address",
        e.id,
        `${where}: the Address: of ${e.id}, ${e.address}, is the project ${byDir.get(resolve(target)).id}`
      );
  }
  const head = e.fields.find((f) => f.key === "head")?.value;
  if (head && target && (0, import_node_fs3.existsSync)(target) && !(0, import_node_fs3.existsSync)(join3(target, head)))
    say(
      "head",
      e.id,
      `${where}: the Head: of ${e.id}, ${head}, does not exist in ${rel(target)}; name its charter (CLAUDE.md or AGENTS.md)`
    );
  subprojectsDisagreement(e, where, { ...survey, say });
}
function registryAt(l, e, rel) {
  if (!l.registryDir) return void 0;
  return {
    file: rel(join3(l.registryDir, basename(l.config.registry?.file ?? l.config.files.registry))),
    line: e.heading.start.line
  };
}
function subprojectsDisagreement(e, where, { loaded, byId, say }) {
  const listed = (e.fields.find((f) => f.key === "subprojects")?.value ?? "").split(";").map((s) => s.trim()).filter(Boolean);
  const project = byId.get(e.id.toLowerCase());
  if (!project || !(listed.length || e.fields.some((f) => f.key === "subprojects") || loaded.some((x) => x.found.parent === project.found.path)))
    return;
  const actual = loaded.filter((x) => x.found.parent === project.found.path).map((x) => x.id);
  const missing = listed.filter((s) => !actual.some((a) => a.toLowerCase() === s.toLowerCase()));
  const unlisted = actual.filter((a) => !listed.some((s) => s.toLowerCase() === a.toLowerCase()));
  if (!missing.length && !unlisted.length) return;
  const parts = [
    missing.length ? `lists ${missing.join(", ")}, which ${missing.length === 1 ? "is" : "are"} not a project folder inside ${project.found.path}` : "",
    unlisted.length ? `leaves out ${unlisted.join(", ")}, found inside it` : ""
  ].filter(Boolean);
  say("subprojects", e.id, `${where}: the Subprojects: of ${e.id} ${parts.join(" and ")}`);
}
function projectDisagreements(l, { survey, selfIds, anyRegistry }) {
  const { say, targetOf } = survey;
  const configAt = l.config.filepath ? { file: survey.rel(l.config.filepath) } : void 0;
  if (l.configError) say("config", l.id, `${l.found.path}: ${l.configError}`);
  if (anyRegistry && !selfIds.has(l.id.toLowerCase()))
    say(
      "no-self-entry",
      l.id,
      `${l.id} (${l.found.path}) has no [SELF] entry in any registry of the forest; run handover registry add --owns \u2026 in it`
    );
  for (const [name, u] of Object.entries(l.config.upstreams)) {
    if (isGitUrl(u.source)) continue;
    const dir = resolve(l.found.dir, u.source);
    if (!(0, import_node_fs3.existsSync)(dir) || !charterOf(dir))
      say(
        "upstream",
        l.id,
        `${l.found.path}: upstream ${name} (${u.source}) is ${(0, import_node_fs3.existsSync)(dir) ? "a folder with no charter, not a project" : "not there"}`,
        configAt
      );
    const declared = declaredDialect(u);
    const target = targetOf(l, u.source);
    if (declared && target?.config.filepath && !target.configError && target.config.dialect !== declared.name)
      say(
        "upstream",
        l.id,
        `${l.found.path}: upstream ${name} is declared in the ${declared.name} dialect (upstreams.${name}.dialect), but ${target.id}'s own config writes ${target.config.dialect}; remove the declaration to read it as its config says`,
        configAt
      );
  }
  copiedState(l, survey, say);
}
function answerersOf(loaded) {
  const answeredBy = /* @__PURE__ */ new Map();
  for (const l of loaded)
    for (const r of l.requests?.requests ?? [])
      if (r.inReplyTo && (r.type === "response" || r.type === "forward")) {
        const key = refText(r.inReplyTo);
        if (!answeredBy.has(key)) answeredBy.set(key, /* @__PURE__ */ new Set());
        answeredBy.get(key).add(l.id);
      }
  return answeredBy;
}
function openRequests(loaded, now, rel) {
  const open = [];
  const answeredBy = answerersOf(loaded);
  for (const l of loaded)
    for (const r of l.requests?.requests ?? []) {
      if (!askedType(r) || r.type === "response" || !r.to || r.entry.time === null) continue;
      const ref = `${l.requests.writer ?? l.id}#${r.entry.seq}`;
      if (answeredBy.get(ref)?.size) continue;
      const ageDays = (now.getTime() - r.entry.time) / DAY2;
      open.push({
        ref,
        from: l.id,
        to: r.to,
        type: r.type === "forward" ? `${askedType(r)} (forwarded)` : r.type,
        subject: r.subject,
        timestamp: r.entry.timestamp,
        ageDays,
        stale: ageDays > l.config.requests.staleDays,
        reversibility: r.reversibility,
        file: rel(join3(l.found.dir, l.config.files.requests)),
        line: r.entry.heading.start.line
      });
    }
  open.sort((a, b) => b.ageDays - a.ageDays);
  return open;
}
async function groupClones(loaded) {
  const identities = /* @__PURE__ */ new Map();
  await Promise.all(loaded.map(async (l) => identities.set(l, await repoIdentity(l.found.dir))));
  const primaries = [];
  const clones = /* @__PURE__ */ new Map();
  const primaryOf = /* @__PURE__ */ new Map();
  const byKey = /* @__PURE__ */ new Map();
  for (const l of loaded) {
    const idn = identities.get(l);
    const key = idn.rootCommit ? `${idn.rootCommit}\0${idn.prefix}` : null;
    const same = key ? (byKey.get(key) ?? []).find((p) => !(p.config.agent && l.config.agent && p.config.agent !== l.config.agent)) : void 0;
    if (same) {
      primaryOf.set(l, same);
      clones.get(same).push(l);
      continue;
    }
    primaries.push(l);
    primaryOf.set(l, l);
    clones.set(l, []);
    if (key) byKey.set(key, [...byKey.get(key) ?? [], l]);
  }
  return { primaries, clones, primaryOf, identities };
}
async function urlUpstreams(loaded, identities, primaryOf) {
  const out = /* @__PURE__ */ new Map();
  const sources = new Set(
    loaded.flatMap((l) => Object.values(l.config.upstreams).map((u) => u.source)).filter((s) => isGitUrl(s))
  );
  for (const source of sources) {
    const byRemote = [...identities].find(([, i]) => i.remote === source);
    if (byRemote) {
      out.set(source, primaryOf.get(byRemote[0]));
      continue;
    }
    if (!/^file:\/\//i.test(source)) continue;
    let path;
    try {
      path = fileURLToPath(source);
    } catch {
      continue;
    }
    if (!(0, import_node_fs3.existsSync)(path)) continue;
    const idn = await repoIdentity(path);
    const match = [...identities].find(([, i]) => idn.rootCommit && i.rootCommit === idn.rootCommit && i.prefix === "");
    if (match) out.set(source, primaryOf.get(match[0]));
  }
  return out;
}
function copiedState(l, { loaded: all, rel }, say) {
  const others = new Map(all.filter((x) => x !== l).map((x) => [x.id.toLowerCase(), x]));
  const sub = new Set(all.filter((x) => x.found.parent === l.found.path).map((x) => resolve(x.found.dir)));
  const files = [];
  const scan = (dir, depth) => {
    let entries;
    try {
      entries = (0, import_node_fs3.readdirSync)(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of entries) {
      const abs = join3(dir, d.name);
      if (d.isFile() && d.name.toLowerCase().endsWith(".md")) files.push(abs);
      else if (d.isDirectory() && !d.isSymbolicLink() && depth < 2 && d.name !== ".git" && d.name !== "node_modules" && !sub.has(resolve(abs)))
        scan(abs, depth + 1);
    }
  };
  scan(l.found.dir, 0);
  for (const abs of files.slice(0, 500)) {
    const bytes = readIfExists(abs, abs);
    if (!bytes) continue;
    const head = bytes.subarray(0, 4096).toString("utf8");
    const m = /^#[ \t]+(Handover|Requests)[ \t]*:[ \t]*(\S+)[ \t]*$/im.exec(head);
    if (!m || m[2].toLowerCase() === l.id.toLowerCase()) continue;
    const owner = others.get(m[2].toLowerCase());
    if (!owner) continue;
    const where = relative2(l.found.dir, abs).split(sep2).join("/");
    say(
      "copied-state",
      l.id,
      `${l.found.path}/${where} is a copy of ${owner.id}'s ${m[1] === "Handover" ? "HANDOVER.md" : "REQUESTS.md"} (its title names ${owner.id}); the registry says to hold a pointer: read it at ${owner.id}'s Address: (an upstream) instead of keeping a copy`,
      { file: rel(abs), line: head.slice(0, m.index).split("\n").length }
    );
  }
}

export {
  discoverProjects,
  surveyForest
};
