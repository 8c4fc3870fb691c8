import { dirname, join, resolve } from 'node:path';
import { NAME, type Config, type UpstreamConfig } from '../config/schema.js';
import { readIfExists } from '../fsutil.js';
import { approvalCommits, isAncestor } from '../git/repo.js';
import { isCached, isGitUrl, readUpstream } from '../git/upstream.js';
import { allowedSigners, type Attestation, commitActor, wantsSignatures } from '../identity.js';
import {
  noFacts,
  parseRegistry,
  parseRequests,
  sourceFromBytes,
  type ForestFacts,
  type RegistryDoc,
  type RegistryEntry,
  type RequestsDoc,
} from '../models/index.js';

/** A peer's request log as read for the facts, or why it could not be read. */
export interface PeerRead {
  id: string;
  where: string;
  doc: RequestsDoc | null;
  error: string | null;
}

export interface GatheredFacts {
  facts: ForestFacts;
  registry: RegistryDoc | null;
  /** Where the registry came from (a file, or the configured commons registry). */
  registryWhere: string;
  peers: PeerRead[];
  /** The registry could not be read (missing file is not a problem: no registry). */
  registryError: string | null;
}

export interface FactsOptions {
  /** Fetch URL peers and a URL registry (inbox does; check never waits on the network). */
  fetch?: boolean;
  /** The registry's bytes when the caller read them itself (check --range reads BASE's). */
  registryBytes?: Buffer | null;
  /** The commit whose history holds the approvals (default HEAD). */
  approvalsAt?: string;
  /** Skip reading peers (forest reads every project's own log itself). */
  noPeers?: boolean;
  /** Without fetch: still read URL peers already fetched once, from the cache (status, session start). */
  cached?: boolean;
}

/** The registry a project consults: its own file, or `registry: { source, ref, file }` read like an upstream. */
async function readRegistry(
  root: string,
  config: Config,
  opts: FactsOptions,
): Promise<{ bytes: Buffer | null; dir: string | null; where: string }> {
  if (opts.registryBytes !== undefined)
    return {
      bytes: opts.registryBytes,
      dir: resolve(root, dirname(config.files.registry)),
      where: config.files.registry,
    };
  if (config.registry) {
    const up: UpstreamConfig = config.registry;
    const blob = await readUpstream(root, 'registry', up, { fetch: opts.fetch, key: 'registry' });
    return {
      bytes: blob.bytes,
      dir: isGitUrl(up.source) ? null : resolve(root, up.source, dirname(up.file)),
      where: blob.where,
    };
  }
  return {
    bytes: readIfExists(join(root, config.files.registry), config.files.registry),
    dir: resolve(root, dirname(config.files.registry)),
    where: config.files.registry,
  };
}

/**
 * Where a registry `Address:` points, as an upstream source: a URL as it is, a path resolved from the registry's
 * folder.
 */
export function addressSource(address: string, registryDir: string | null): string | null {
  if (isGitUrl(address)) return address;
  // another scheme, or a path relative to a remote registry
  if (/^[a-z][a-z0-9+.-]*:/i.test(address) || registryDir === null) return null;
  return resolve(registryDir, address);
}

/**
 * Gathers what the request rules need: the registry's Subprojects, the peers' REQUESTS.md (found at their
 * registry Address:, or at a configured upstream of the same name), and the dispatcher approvals on record.
 * Failures to read a peer are recorded, not thrown: a rule then knows less, and says only what the log shows.
 */
export async function gatherFacts(root: string, config: Config, opts: FactsOptions = {}): Promise<GatheredFacts> {
  const facts = noFacts();
  let registry: RegistryDoc | null = null;
  let registryError: string | null = null;
  let reg: Awaited<ReturnType<typeof readRegistry>> = { bytes: null, dir: null, where: config.files.registry };
  try {
    reg = await readRegistry(root, config, opts);
  } catch (error) {
    registryError = (error as Error).message;
  }
  if (reg.bytes) {
    const source = sourceFromBytes(reg.where, reg.bytes);
    if (!source.encoding.length) registry = parseRegistry(source);
  }
  const peers: PeerRead[] = [];
  if (registry) {
    facts.subprojects = subprojectsOf(registry);
    if (!opts.noPeers) {
      // Peers are read side by side: each is a git process or two, and a forest has a handful.
      const reads = registry.entries.map((e) => readPeer(e, { root, config, opts, registryDir: reg.dir }));
      for (const p of await Promise.all(reads)) {
        if (!p) continue;
        peers.push(p);
        if (p.doc) facts.peers.set(p.id, p.doc);
      }
    }
  }
  facts.approvals = await approvalsOnRecord(root, config, opts.approvalsAt ?? 'HEAD');
  return { facts, registry, registryWhere: reg.where, peers, registryError };
}

/** Each registered project's Subprojects: (the entries with a provenance). */
function subprojectsOf(registry: RegistryDoc): Map<string, string[]> {
  const subprojects = new Map<string, string[]>();
  for (const e of registry.entries) {
    if (!e.id || !e.provenance) continue;
    const subs = (e.fields.find((f) => f.key === 'subprojects')?.value ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    subprojects.set(e.id, subs);
  }
  return subprojects;
}

interface PeerScope {
  root: string;
  config: Config;
  opts: FactsOptions;
  /** The registry's folder, which a relative Address: is resolved from (null for a remote registry). */
  registryDir: string | null;
}

/** Reads one registered peer's REQUESTS.md; null when there is none to read (or none to read now). */
async function readPeer(e: RegistryEntry, { root, config, opts, registryDir }: PeerScope): Promise<PeerRead | null> {
  // an id reaches a cache path: letters, digits, . _ - only
  if (!e.id || !NAME.test(e.id) || e.id === config.agent) return null;
  const configured = config.upstreams[e.id];
  const source = configured?.source ?? (e.address ? addressSource(e.address, registryDir) : null);
  if (!source) return null;
  // A relayed entry's web page (https://…, not a .git repository) is someone's pointer, not a git remote:
  // fetching it on every inbox would only fail, slowly.
  if (!configured && e.provenance?.kind === 'relayed' && isWebPage(source)) return null;
  const url = isGitUrl(source);
  if (url && !opts.fetch && !(opts.cached && (await isCached(root, `peer-${e.id}`)))) return null;
  const up: UpstreamConfig = { source, ref: configured?.ref ?? 'HEAD', file: 'REQUESTS.md' };
  try {
    const blob = await readUpstream(root, `peer-${e.id}`, up, { fetch: opts.fetch });
    return {
      id: e.id,
      where: blob.where,
      doc: parseRequests(sourceFromBytes(`${e.id}:REQUESTS.md`, blob.bytes)),
      error: null,
    };
  } catch (error) {
    // A peer that never sent a request has no REQUESTS.md yet: an empty log, not an unreachable peer.
    if (/there is no \S*REQUESTS\.md in commit/.test((error as Error).message)) return null;
    return { id: e.id, where: source, doc: null, error: peerError(e.id, (error as Error).message) };
  }
}

/** An http(s) address that names no git repository (no `.git` at its end): a web page. */
function isWebPage(source: string): boolean {
  return /^https?:\/\//i.test(source) && !/\.git\/?$/i.test(source);
}

/**
 * A peer's read error in the words of the registry, not of the cache it is read through: the peer's REQUESTS.md
 * at its Address:, and the remedy there, never the internal `peer-<id>` upstream.
 */
function peerError(id: string, message: string): string {
  return message
    .replace(new RegExp(`^Upstream peer-${id.replace(/[.]/g, '\\.')}\\b(?: \\(([^)]*)\\))?:?`), (_m, w?: string) =>
      w ? `${id}'s REQUESTS.md (${w.replace(/, REQUESTS\.md$/, '')}):` : `${id}'s REQUESTS.md:`,
    )
    .replace(
      /fix upstreams\.peer-[^ ]+ (?:\(default main\) )?in the handover config/g,
      `fix ${id}'s Address: in the registry`,
    )
    .replace(/point upstreams\.peer-[^ ]+ at [^;.]*/g, `fix ${id}'s Address: in the registry`)
    .replace(/check upstreams\.\*\.file, or /g, '')
    .replace(/upstreams\.peer-[A-Za-z0-9._-]+/g, `${id}'s Address:`);
}

/**
 * The refs a dispatcher approved: `Handover-Approve: <ref>` commits whose actor is a configured dispatcher
 * established by a good signature by its signingKeys (SPEC §3); never by an author email or a trailer alone. (In a
 * range, the range's own commits may also be established by the host's attested identity: `rangeFacts`.)
 */
export async function approvalsOnRecord(root: string, config: Config, rev: string): Promise<Set<string>> {
  return new Set((await approvalsOnRecordList(root, config, rev)).map((a) => a.ref));
}

/**
 * Facts for `check --range`: the registry as BASE has it (a pull request cannot rewrite the tree it is judged
 * by), local peers, and per commit the approvals on record at that commit (an approval made later does not
 * excuse an earlier "done").
 */
export async function rangeFacts(
  root: string,
  config: Config,
  o: {
    baseSha: string;
    headSha: string;
    commits: string[];
    registryAtBase: Buffer | null;
    /** Who the host says made the range's commits (the pull request's author, the pusher). */
    attested?: Attestation | null;
  },
): Promise<(sha: string) => ForestFacts> {
  const { baseSha, headSha, commits, registryAtBase } = o;
  const gathered = await gatherFacts(root, config, {
    registryBytes: config.registry ? undefined : registryAtBase,
    approvalsAt: baseSha,
    fetch: false,
  });
  const atBase = gathered.facts.approvals;
  // The range's own approvals: those BASE already had were judged above without the host's word.
  const inRange = [];
  for (const a of await approvalsOnRecordList(root, config, headSha, o.attested))
    if (!atBase.has(a.ref) && !(await isAncestor(root, a.sha, baseSha))) inRange.push(a);
  const per = new Map<string, ForestFacts>();
  for (const sha of commits) {
    const approvals = new Set(atBase);
    for (const a of inRange) if (await isAncestor(root, a.sha, sha)) approvals.add(a.ref);
    per.set(sha, { ...gathered.facts, approvals });
  }
  return (sha) => per.get(sha) ?? gathered.facts;
}

async function approvalsOnRecordList(
  root: string,
  config: Config,
  rev: string,
  attested?: Attestation | null,
): Promise<{ sha: string; ref: string }[]> {
  if (config.dispatchers.length === 0) return [];
  const out: { sha: string; ref: string }[] = [];
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : undefined;
  for (const c of await approvalCommits(root, rev, signatures)) {
    // As for an override (SPEC §3): a dispatcher by a good signature by its key or the host's attested identity;
    // never by an author email or a trailer alone.
    const who = commitActor(c, config, undefined, attested);
    if (who.problem || !who.actor || !who.dispatcher) continue;
    for (const ref of c.refs) out.push({ sha: c.sha, ref: ref.replace(/\s+/g, '') });
  }
  return out;
}
