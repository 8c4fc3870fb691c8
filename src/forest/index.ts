import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { loadConfig } from '../config/load.js';
import { defaultConfig, dialectOf, type Config } from '../config/schema.js';
import { declaredDialect } from '../consume/dialect.js';
import { readIfExists } from '../fsutil.js';
import { redactUrl } from '../display.js';
import { isCached, isGitUrl } from '../git/upstream.js';
import { repoIdentity, type RepoIdentity } from '../git/repo.js';
import { fileURLToPath } from 'node:url';
import {
  askedType,
  parseHandover,
  parseRequests,
  refText,
  sourceFromBytes,
  type RegistryDoc,
  type RegistryEntry,
  type RequestsDoc,
} from '../models/index.js';
import { addressSource, gatherFacts } from '../requests/facts.js';
import { charterOf, discoverProjects, type FoundProject } from './discover.js';
import {
  agentsOf,
  escalationsOf,
  registryEntriesOf,
  timelineOf,
  upstreamProgress,
  type AgentFact,
  type DispatchInput,
  type Escalation,
  type RegistryEntryFact,
  type RiskyCapability,
  type TimelineItem,
  type UpstreamProgress,
} from './dispatch.js';

export interface ForestProject {
  id: string;
  path: string;
  charter: string;
  /** The enclosing project's id (the head it sits under), or null. */
  parent: string | null;
  /** Projects found directly inside it. */
  subprojects: string[];
  /**
   * Its configured upstreams: name → the project id the source is, or null when it is none; `dialect`: the one
   * the upstream's log is read in (declared in `upstreams.<name>`, else the upstream project's own config;
   * null when neither is known here, a URL upstream say, which consume reads in its config at the ref).
   */
  upstreams: ({ name: string; source: string; project: string | null; dialect?: string | null } & UpstreamProgress)[];
  /** Where its registry comes from, if it consults one. */
  registry: string | null;
  configError: string | null;
  /** Other clones of the same repository found in the forest (paths): one project, listed once, under them. */
  clones: string[];
  /** Its agents' SYNC.md sections: blocked first, then stale, then the rest. */
  agents: AgentFact[];
  /** The entries that name it in the forest's registries. */
  registryEntries: RegistryEntryFact[];
}

export interface OpenRequest {
  ref: string;
  from: string;
  to: string;
  type: string;
  subject: string | null;
  timestamp: string;
  ageDays: number;
  stale: boolean;
  reversibility: string | null;
  /** The request's entry: file (relative to the root) and line. */
  file: string;
  line: number;
}

export type DisagreementKind =
  | 'no-self-entry'
  | 'subprojects'
  | 'address'
  | 'head'
  | 'upstream'
  | 'copied-state'
  | 'config';

export interface Disagreement {
  kind: DisagreementKind;
  project: string;
  message: string;
  /** Where it is, relative to the root (a registry entry, a config, a copied file), when one file holds it. */
  file?: string;
  line?: number;
}

/** Where a disagreement sits. */
type At = { file: string; line?: number } | undefined;

export interface ForestReport {
  root: string;
  /** When the facts were read (ages are counted to it). */
  generatedAt: string;
  projects: ForestProject[];
  open: OpenRequest[];
  /** Escalated requests no dispatcher approved yet, each with the command and the folder to approve it in. */
  escalations: Escalation[];
  /** Outbound and irreversible capability requests not closed yet. */
  capabilities: RiskyCapability[];
  blocked: { project: string; agent: string; on: string; file: string; line: number }[];
  disagreements: Disagreement[];
  /** The newest handover entries and requests across the forest, newest first. */
  timeline: TimelineItem[];
}

const DAY = 86_400_000;

interface Loaded {
  found: FoundProject;
  config: Config;
  configError: string | null;
  id: string;
  registry: RegistryDoc | null;
  registryWhere: string | null;
  registryDir: string | null;
  requests: RequestsDoc | null;
}

/** The writer a protocol log in `dir` names, used as the project id when the config names no agent. */
function writerIn(dir: string, config: Config): string | null {
  for (const kind of ['requests', 'handover'] as const) {
    const bytes = readIfExists(join(dir, config.files[kind]), config.files[kind]);
    if (!bytes) continue;
    const source = sourceFromBytes(config.files[kind], bytes);
    const w = kind === 'requests' ? parseRequests(source).writer : parseHandover(source, dialectOf(config).log).writer;
    if (w) return w;
  }
  return null;
}

/**
 * `handover forest`: every project under ROOT, how they relate (heads, subprojects, upstreams, requests), and
 * where the files disagree with the folders and with each other. Configs are read as data only (JSON/YAML):
 * a forest is any tree on disk, and nothing in it runs.
 */
export async function surveyForest(root: string, now = new Date()): Promise<ForestReport> {
  const found = discoverProjects(root);
  const loaded: Loaded[] = [];
  loaded.push(...(await inParallel(found, loadProject)));
  // Clones of one repository are one project: the first found stands for it, the others are listed under it.
  const { primaries, clones, primaryOf, identities } = await groupClones(loaded);
  const all = [...loaded];
  loaded.length = 0;
  loaded.push(...primaries);
  const byPath = new Map(all.map((l) => [l.found.path, primaryOf.get(l)!]));
  const byDir = new Map(all.map((l) => [resolve(l.found.dir), primaryOf.get(l)!]));
  const urlTargets = await urlUpstreams(all, identities, primaryOf);
  /** The project an upstream source is: a folder (a clone counts), or a URL naming one of the forest's repositories. */
  const targetOf = (l: Loaded, source: string): Loaded | undefined =>
    isGitUrl(source) ? urlTargets.get(source) : byDir.get(resolve(l.found.dir, source));
  const byId = new Map(loaded.map((l) => [l.id.toLowerCase(), l]));
  const disagreements: Disagreement[] = [];
  const say = (kind: DisagreementKind, project: string, message: string, at?: At) =>
    disagreements.push({ kind, project, message, ...at });
  const rel = (abs: string) => relative(root, abs).split(sep).join('/') || '.';

  const inputs = new Map(loaded.map((l) => [l, dispatchInput(l, rel)]));
  const entries = registryEntriesOf([...inputs.values()]);
  const projects = await inParallel(loaded, async (l): Promise<ForestProject> => {
    const input = inputs.get(l)!;
    const upstreams: ForestProject['upstreams'] = [];
    for (const [name, u] of Object.entries(l.config.upstreams)) {
      const target = targetOf(l, u.source);
      // As consume learns it: declared here, else the upstream's own (data) config, else this project's own dialect.
      const own =
        target?.config.filepath && !target.configError ? target.config.dialect : target ? l.config.dialect : null;
      upstreams.push({
        name,
        source: u.source,
        project: target?.id ?? null,
        dialect: declaredDialect(u)?.name ?? own,
        ...(await upstreamProgress(input, name)),
      });
    }
    return {
      id: l.id,
      path: l.found.path,
      charter: l.found.charter,
      parent: l.found.parent ? byPath.get(l.found.parent)!.id : null,
      subprojects: loaded.filter((x) => x.found.parent === l.found.path).map((x) => x.id),
      upstreams,
      registry: l.registryWhere,
      configError: l.configError,
      clones: (clones.get(l) ?? []).map((c) => c.found.path),
      agents: await agentsOf(input, now),
      registryEntries: entries.get(l.id.toLowerCase()) ?? [],
    };
  });

  const survey: Survey = { loaded, byDir, byId, targetOf, say, rel };
  const selfIds = registryDisagreements(survey);
  const anyRegistry = loaded.some((l) => l.registry);
  for (const l of loaded) projectDisagreements(l, { survey, selfIds, anyRegistry });
  const { escalations, risky } = await escalationsOf([...inputs.values()], now);
  const blocked = projects.flatMap((p) =>
    p.agents
      .filter((a) => a.blocked)
      .map((a) => ({ project: p.id, agent: a.id, on: a.blockedOn ?? '', file: a.file, line: a.line })),
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
    timeline: timelineOf([...inputs.values()]),
  };
}

/** A loaded project as the dispatcher's facts read it. */
function dispatchInput(l: Loaded, rel: (abs: string) => string): DispatchInput {
  const file = l.config.registry?.file ?? l.config.files.registry;
  return {
    id: l.id,
    dir: l.found.dir,
    path: l.found.path,
    config: l.config,
    requests: l.requests,
    registry: l.registry,
    registryWhere: l.registryWhere,
    registryFile: l.registryDir ? rel(join(l.registryDir, basename(file))) : null,
  };
}

/** How many projects are read at once: each read is a few git processes, mostly waiting. */
const PARALLEL = 8;

/** `fn` over `items`, at most PARALLEL at a time, results in the items' order. */
async function inParallel<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
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

/** One found project, read: its config (as data), id, registry and REQUESTS.md. */
async function loadProject(f: FoundProject): Promise<Loaded> {
  let config = defaultConfig();
  let configError: string | null = null;
  try {
    config = await loadConfig(f.dir, { trusted: false });
  } catch (error) {
    configError = (error as Error).message;
  }
  const id = config.agent ?? writerIn(f.dir, config) ?? basename(f.dir);
  let registry: RegistryDoc | null = null;
  let registryWhere: string | null = null;
  let registryDir: string | null = null;
  const own = existsSync(join(f.dir, config.files.registry));
  // The forest fetches nothing and writes nothing: a commons registry at a URL is read from a fetched copy only.
  if (config.registry && isGitUrl(config.registry.source) && !(await isCached(f.dir, 'registry')))
    registryWhere = `${redactUrl(config.registry.source)} (not fetched here yet: handover inbox or consume fetches it)`;
  else if (config.registry || own) {
    const g = await gatherFacts(f.dir, config, { noPeers: true, fetch: false });
    registry = g.registry;
    registryWhere = g.registryWhere;
    registryDir = config.registry
      ? isGitUrl(config.registry.source)
        ? null
        : resolve(f.dir, config.registry.source, dirname(config.registry.file))
      : resolve(f.dir, dirname(config.files.registry));
  }
  const rb = readIfExists(join(f.dir, config.files.requests), config.files.requests);
  const requests = rb ? parseRequests(sourceFromBytes(`${f.path}/${config.files.requests}`, rb)) : null;
  return { found: f, config, configError, id, registry, registryWhere, registryDir, requests };
}

/** What the disagreement checks share: the projects, how to find one, and where to say what disagrees. */
interface Survey {
  loaded: Loaded[];
  byDir: Map<string, Loaded>;
  byId: Map<string, Loaded>;
  targetOf: (l: Loaded, source: string) => Loaded | undefined;
  say: (kind: DisagreementKind, project: string, message: string, at?: At) => void;
  /** A path as shown: relative to the forest's root. */
  rel: (abs: string) => string;
}

/**
 * Judges every registry in the forest, each entry against the folder its Address: is relative to; returns the ids
 * with a [SELF] entry in any of them.
 */
function registryDisagreements(survey: Survey): Set<string> {
  const seenRegistry = new Set<string>();
  const selfIds = new Set<string>();
  for (const l of survey.loaded.filter((x) => x.registry)) {
    // Projects consulting one commons registry share it: each registry file is judged once.
    const key = `${l.registryDir}\u0000${basename(l.config.registry?.file ?? l.config.files.registry)}`;
    const duplicate = seenRegistry.has(key);
    seenRegistry.add(key);
    for (const e of l.registry!.entries) {
      if (e.provenance?.kind === 'self') selfIds.add(e.id.toLowerCase());
      if (duplicate || !e.id) continue;
      entryDisagreements(e, l, survey);
    }
  }
  return selfIds;
}

/** One registry entry against the forest: its Address:, its Head: and its Subprojects:. */
function entryDisagreements(e: RegistryEntry, l: Loaded, survey: Survey): void {
  const { byDir, rel } = survey;
  const at = registryAt(l, e, rel);
  const say = (kind: DisagreementKind, project: string, message: string) => survey.say(kind, project, message, at);
  const where = `${l.registryWhere} (${l.id})`;
  const src = e.address ? addressSource(e.address, l.registryDir) : null;
  const target = src && !isGitUrl(src) ? src : null;
  if (e.address && target) {
    if (!existsSync(target) || !statSync(target).isDirectory())
      say(
        'address',
        e.id,
        `${where}: the Address: of ${e.id}, ${e.address}, does not exist (${rel(target)}); point it at the ` +
          `project's folder or clone`,
      );
    else if (!charterOf(target))
      say(
        'address',
        e.id,
        `${where}: the Address: of ${e.id}, ${e.address}, is a folder with no CLAUDE.md or AGENTS.md, so not a ` +
          `project`,
      );
    else if (byDir.get(resolve(target)) && byDir.get(resolve(target))!.id.toLowerCase() !== e.id.toLowerCase())
      say(
        'address',
        e.id,
        `${where}: the Address: of ${e.id}, ${e.address}, is the project ${byDir.get(resolve(target))!.id}`,
      );
  }
  const head = e.fields.find((f) => f.key === 'head')?.value;
  if (head && target && existsSync(target) && !existsSync(join(target, head)))
    say(
      'head',
      e.id,
      `${where}: the Head: of ${e.id}, ${head}, does not exist in ${rel(target)}; name its charter (CLAUDE.md or ` +
        `AGENTS.md)`,
    );
  subprojectsDisagreement(e, where, { ...survey, say });
}

/** A registry entry's place: the registry file (relative to the root, when it is a folder here) and its line. */
function registryAt(l: Loaded, e: RegistryEntry, rel: (abs: string) => string): At {
  if (!l.registryDir) return undefined;
  return {
    file: rel(join(l.registryDir, basename(l.config.registry?.file ?? l.config.files.registry))),
    line: e.heading.start.line,
  };
}

/** The Subprojects: an entry lists against the project folders found inside its project. */
function subprojectsDisagreement(e: RegistryEntry, where: string, { loaded, byId, say }: Survey): void {
  const listed = (e.fields.find((f) => f.key === 'subprojects')?.value ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  const project = byId.get(e.id.toLowerCase());
  if (
    !project ||
    !(
      listed.length ||
      e.fields.some((f) => f.key === 'subprojects') ||
      loaded.some((x) => x.found.parent === project.found.path)
    )
  )
    return;
  const actual = loaded.filter((x) => x.found.parent === project.found.path).map((x) => x.id);
  const missing = listed.filter((s) => !actual.some((a) => a.toLowerCase() === s.toLowerCase()));
  const unlisted = actual.filter((a) => !listed.some((s) => s.toLowerCase() === a.toLowerCase()));
  if (!missing.length && !unlisted.length) return;
  const parts = [
    missing.length
      ? `lists ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not a project folder ` +
        `inside ${project.found.path}`
      : '',
    unlisted.length ? `leaves out ${unlisted.join(', ')}, found inside it` : '',
  ].filter(Boolean);
  say('subprojects', e.id, `${where}: the Subprojects: of ${e.id} ${parts.join(' and ')}`);
}

/** One project's own disagreements: its config, its [SELF] entry, its upstreams and any copied state. */
function projectDisagreements(
  l: Loaded,
  { survey, selfIds, anyRegistry }: { survey: Survey; selfIds: Set<string>; anyRegistry: boolean },
): void {
  const { say, targetOf } = survey;
  const configAt: At = l.config.filepath ? { file: survey.rel(l.config.filepath) } : undefined;
  if (l.configError) say('config', l.id, `${l.found.path}: ${l.configError}`);
  if (anyRegistry && !selfIds.has(l.id.toLowerCase()))
    say(
      'no-self-entry',
      l.id,
      `${l.id} (${l.found.path}) has no [SELF] entry in any registry of the forest; run handover registry add ` +
        `--owns … in it`,
    );
  for (const [name, u] of Object.entries(l.config.upstreams)) {
    if (isGitUrl(u.source)) continue;
    const dir = resolve(l.found.dir, u.source);
    if (!existsSync(dir) || !charterOf(dir))
      say(
        'upstream',
        l.id,
        `${l.found.path}: upstream ${name} (${u.source}) is ` +
          `${existsSync(dir) ? 'a folder with no charter, not a project' : 'not there'}`,
        configAt,
      );
    // A dialect declared for an upstream that its own config contradicts: consume would misread its log.
    const declared = declaredDialect(u);
    const target = targetOf(l, u.source);
    if (declared && target?.config.filepath && !target.configError && target.config.dialect !== declared.name)
      say(
        'upstream',
        l.id,
        `${l.found.path}: upstream ${name} is declared in the ${declared.name} dialect (upstreams.${name}.dialect), ` +
          `but ${target.id}'s own config writes ${target.config.dialect}; remove the declaration to read it as its ` +
          `config says`,
        configAt,
      );
  }
  copiedState(l, survey, say);
}

/** Each request ref answered or forwarded somewhere: the projects that did. */
function answerersOf(loaded: Loaded[]): Map<string, Set<string>> {
  const answeredBy = new Map<string, Set<string>>();
  for (const l of loaded)
    for (const r of l.requests?.requests ?? [])
      if (r.inReplyTo && (r.type === 'response' || r.type === 'forward')) {
        const key = refText(r.inReplyTo);
        if (!answeredBy.has(key)) answeredBy.set(key, new Set());
        answeredBy.get(key)!.add(l.id);
      }
  return answeredBy;
}

/** Requests sent and not yet answered or forwarded by their addressee, oldest first. */
function openRequests(loaded: Loaded[], now: Date, rel: (abs: string) => string): OpenRequest[] {
  const open: OpenRequest[] = [];
  const answeredBy = answerersOf(loaded);
  for (const l of loaded)
    for (const r of l.requests?.requests ?? []) {
      if (!askedType(r) || r.type === 'response' || !r.to || r.entry.time === null) continue;
      const ref = `${l.requests!.writer ?? l.id}#${r.entry.seq}`;
      if (answeredBy.get(ref)?.size) continue;
      const ageDays = (now.getTime() - r.entry.time) / DAY;
      open.push({
        ref,
        from: l.id,
        to: r.to,
        type: r.type === 'forward' ? `${askedType(r)} (forwarded)` : r.type!,
        subject: r.subject,
        timestamp: r.entry.timestamp!,
        ageDays,
        stale: ageDays > l.config.requests.staleDays,
        reversibility: r.reversibility,
        file: rel(join(l.found.dir, l.config.files.requests)),
        line: r.entry.heading.start.line,
      });
    }
  open.sort((a, b) => b.ageDays - a.ageDays);
  return open;
}

/**
 * Groups the found projects by repository: the same root commit and the same place inside the repository is
 * one project, however many clones of it the forest holds (an agent's clone of the commons, say). Two folders
 * whose configs name different agents stay two projects even then (a template's first commit can be shared).
 */
async function groupClones(loaded: Loaded[]): Promise<{
  primaries: Loaded[];
  clones: Map<Loaded, Loaded[]>;
  primaryOf: Map<Loaded, Loaded>;
  identities: Map<Loaded, RepoIdentity>;
}> {
  const identities = new Map<Loaded, RepoIdentity>();
  await Promise.all(loaded.map(async (l) => identities.set(l, await repoIdentity(l.found.dir))));
  const primaries: Loaded[] = [];
  const clones = new Map<Loaded, Loaded[]>();
  const primaryOf = new Map<Loaded, Loaded>();
  const byKey = new Map<string, Loaded[]>();
  for (const l of loaded) {
    const idn = identities.get(l)!;
    const key = idn.rootCommit ? `${idn.rootCommit}\0${idn.prefix}` : null;
    const same = key
      ? (byKey.get(key) ?? []).find((p) => !(p.config.agent && l.config.agent && p.config.agent !== l.config.agent))
      : undefined;
    if (same) {
      primaryOf.set(l, same);
      clones.get(same)!.push(l);
      continue;
    }
    primaries.push(l);
    primaryOf.set(l, l);
    clones.set(l, []);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), l]);
  }
  return { primaries, clones, primaryOf, identities };
}

/**
 * The forest's projects that URL upstreams name: a `file://` URL is a folder (a project or a clone of one) or
 * a bare repository whose root commit is a project's; any URL may be a clone's `origin`.
 */
async function urlUpstreams(
  loaded: Loaded[],
  identities: Map<Loaded, RepoIdentity>,
  primaryOf: Map<Loaded, Loaded>,
): Promise<Map<string, Loaded>> {
  const out = new Map<string, Loaded>();
  const sources = new Set(
    loaded.flatMap((l) => Object.values(l.config.upstreams).map((u) => u.source)).filter((s) => isGitUrl(s)),
  );
  for (const source of sources) {
    const byRemote = [...identities].find(([, i]) => i.remote === source);
    if (byRemote) {
      out.set(source, primaryOf.get(byRemote[0])!);
      continue;
    }
    if (!/^file:\/\//i.test(source)) continue;
    let path: string;
    try {
      path = fileURLToPath(source);
    } catch {
      continue;
    }
    if (!existsSync(path)) continue;
    const idn = await repoIdentity(path);
    const match = [...identities].find(([, i]) => idn.rootCommit && i.rootCommit === idn.rootCommit && i.prefix === '');
    if (match) out.set(source, primaryOf.get(match[0])!);
  }
  return out;
}

/** A project folder holding another project's live log (its HANDOVER.md or REQUESTS.md) instead of a pointer to it. */
function copiedState(l: Loaded, { loaded: all, rel }: Survey, say: Survey['say']): void {
  const others = new Map(all.filter((x) => x !== l).map((x) => [x.id.toLowerCase(), x]));
  const sub = new Set(all.filter((x) => x.found.parent === l.found.path).map((x) => resolve(x.found.dir)));
  const files: string[] = [];
  const scan = (dir: string, depth: number) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of entries) {
      const abs = join(dir, d.name);
      if (d.isFile() && d.name.toLowerCase().endsWith('.md')) files.push(abs);
      else if (
        d.isDirectory() &&
        !d.isSymbolicLink() &&
        depth < 2 &&
        d.name !== '.git' &&
        d.name !== 'node_modules' &&
        !sub.has(resolve(abs))
      )
        scan(abs, depth + 1);
    }
  };
  scan(l.found.dir, 0);
  for (const abs of files.slice(0, 500)) {
    const bytes = readIfExists(abs, abs);
    if (!bytes) continue;
    const head = bytes.subarray(0, 4096).toString('utf8');
    const m = /^#[ \t]+(Handover|Requests)[ \t]*:[ \t]*(\S+)[ \t]*$/im.exec(head);
    if (!m || m[2].toLowerCase() === l.id.toLowerCase()) continue;
    const owner = others.get(m[2].toLowerCase());
    if (!owner) continue;
    const where = relative(l.found.dir, abs).split(sep).join('/');
    say(
      'copied-state',
      l.id,
      `${l.found.path}/${where} is a copy of ${owner.id}'s ${m[1] === 'Handover' ? 'HANDOVER.md' : 'REQUESTS.md'} ` +
        `(its title names ${owner.id}); the registry says to hold a pointer: read it at ${owner.id}'s Address: (an ` +
        `upstream) instead of keeping a copy`,
      { file: rel(abs), line: head.slice(0, m.index).split('\n').length },
    );
  }
}
