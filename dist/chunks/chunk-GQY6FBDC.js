import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  isCached,
  isGitUrl,
  readUpstream
} from "./chunk-ZKFKBATN.js";
import {
  approvalCommits,
  isAncestor
} from "./chunk-E4PCTEHX.js";
import {
  allowedSigners,
  commitActor,
  wantsSignatures
} from "./chunk-OZS6RTDT.js";
import {
  readIfExists
} from "./chunk-RWIQJ7M5.js";
import {
  NAME
} from "./chunk-RHE6JALN.js";
import {
  noFacts,
  parseRegistry,
  parseRequests
} from "./chunk-H2I6UNX5.js";
import {
  sourceFromBytes
} from "./chunk-O445MX7U.js";

// src/requests/facts.ts
import { dirname, join, resolve } from "node:path";
async function readRegistry(root, config, opts) {
  if (opts.registryBytes !== void 0)
    return {
      bytes: opts.registryBytes,
      dir: resolve(root, dirname(config.files.registry)),
      where: config.files.registry
    };
  if (config.registry) {
    const up = config.registry;
    const blob = await readUpstream(root, "registry", up, { fetch: opts.fetch, key: "registry" });
    return {
      bytes: blob.bytes,
      dir: isGitUrl(up.source) ? null : resolve(root, up.source, dirname(up.file)),
      where: blob.where
    };
  }
  return {
    bytes: readIfExists(join(root, config.files.registry), config.files.registry),
    dir: resolve(root, dirname(config.files.registry)),
    where: config.files.registry
  };
}
function addressSource(address, registryDir) {
  if (isGitUrl(address)) return address;
  if (/^[a-z][a-z0-9+.-]*:/i.test(address) || registryDir === null) return null;
  return resolve(registryDir, address);
}
async function gatherFacts(root, config, opts = {}) {
  const facts = noFacts();
  let registry = null;
  let registryError = null;
  let reg = { bytes: null, dir: null, where: config.files.registry };
  try {
    reg = await readRegistry(root, config, opts);
  } catch (error) {
    registryError = error.message;
  }
  if (reg.bytes) {
    const source = sourceFromBytes(reg.where, reg.bytes);
    if (!source.encoding.length) registry = parseRegistry(source);
  }
  const peers = [];
  if (registry) {
    facts.subprojects = subprojectsOf(registry);
    if (!opts.noPeers) {
      const reads = registry.entries.map((e) => readPeer(e, { root, config, opts, registryDir: reg.dir }));
      for (const p of await Promise.all(reads)) {
        if (!p) continue;
        peers.push(p);
        if (p.doc) facts.peers.set(p.id, p.doc);
      }
    }
  }
  facts.approvals = await approvalsOnRecord(root, config, opts.approvalsAt ?? "HEAD");
  return { facts, registry, registryWhere: reg.where, peers, registryError };
}
function subprojectsOf(registry) {
  const subprojects = /* @__PURE__ */ new Map();
  for (const e of registry.entries) {
    if (!e.id || !e.provenance) continue;
    const subs = (e.fields.find((f) => f.key === "subprojects")?.value ?? "").split(";").map((s) => s.trim()).filter(Boolean);
    subprojects.set(e.id, subs);
  }
  return subprojects;
}
async function readPeer(e, { root, config, opts, registryDir }) {
  if (!e.id || !NAME.test(e.id) || e.id === config.agent) return null;
  const configured = config.upstreams[e.id];
  const source = configured?.source ?? (e.address ? addressSource(e.address, registryDir) : null);
  if (!source) return null;
  if (!configured && e.provenance?.kind === "relayed" && isWebPage(source)) return null;
  const url = isGitUrl(source);
  if (url && !opts.fetch && !(opts.cached && await isCached(root, `peer-${e.id}`))) return null;
  const up = { source, ref: configured?.ref ?? "HEAD", file: "REQUESTS.md" };
  try {
    const blob = await readUpstream(root, `peer-${e.id}`, up, { fetch: opts.fetch });
    return {
      id: e.id,
      where: blob.where,
      doc: parseRequests(sourceFromBytes(`${e.id}:REQUESTS.md`, blob.bytes)),
      error: null
    };
  } catch (error) {
    if (/there is no \S*REQUESTS\.md in commit/.test(error.message)) return null;
    return { id: e.id, where: source, doc: null, error: peerError(e.id, error.message) };
  }
}
function isWebPage(source) {
  return /^https?:\/\//i.test(source) && !/\.git\/?$/i.test(source);
}
function peerError(id, message) {
  return message.replace(
    new RegExp(`^Upstream peer-${id.replace(/[.]/g, "\\.")}\\b(?: \\(([^)]*)\\))?:?`),
    (_m, w) => w ? `${id}'s REQUESTS.md (${w.replace(/, REQUESTS\.md$/, "")}):` : `${id}'s REQUESTS.md:`
  ).replace(
    /fix upstreams\.peer-[^ ]+ (?:\(default main\) )?in the handover config/g,
    `fix ${id}'s Address: in the registry`
  ).replace(/point upstreams\.peer-[^ ]+ at [^;.]*/g, `fix ${id}'s Address: in the registry`).replace(/check upstreams\.\*\.file, or /g, "").replace(/upstreams\.peer-[A-Za-z0-9._-]+/g, `${id}'s Address:`);
}
async function approvalsOnRecord(root, config, rev) {
  return new Set((await approvalsOnRecordList(root, config, rev)).map((a) => a.ref));
}
async function rangeFacts(root, config, o) {
  const { baseSha, headSha, commits, registryAtBase } = o;
  const gathered = await gatherFacts(root, config, {
    registryBytes: config.registry ? void 0 : registryAtBase,
    approvalsAt: baseSha,
    fetch: false
  });
  const atBase = gathered.facts.approvals;
  const inRange = [];
  for (const a of await approvalsOnRecordList(root, config, headSha, o.attested))
    if (!atBase.has(a.ref) && !await isAncestor(root, a.sha, baseSha)) inRange.push(a);
  const per = /* @__PURE__ */ new Map();
  for (const sha of commits) {
    const approvals = new Set(atBase);
    for (const a of inRange) if (await isAncestor(root, a.sha, sha)) approvals.add(a.ref);
    per.set(sha, { ...gathered.facts, approvals });
  }
  return (sha) => per.get(sha) ?? gathered.facts;
}
async function approvalsOnRecordList(root, config, rev, attested) {
  if (config.dispatchers.length === 0) return [];
  const out = [];
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : void 0;
  for (const c of await approvalCommits(root, rev, signatures)) {
    const who = commitActor(c, config, void 0, attested);
    if (who.problem || !who.actor || !who.dispatcher) continue;
    for (const ref of c.refs) out.push({ sha: c.sha, ref: ref.replace(/\s+/g, "") });
  }
  return out;
}

export {
  addressSource,
  gatherFacts,
  approvalsOnRecord,
  rangeFacts
};
