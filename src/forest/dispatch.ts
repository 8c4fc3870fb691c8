import type { AgentState } from '../overview/agents.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { dialectOf } from '../config/schema.js';
import { upstreamState } from '../consume/index.js';
import { readIfExists } from '../fsutil.js';
import { isCached, isGitUrl } from '../git/upstream.js';
import { parseHandover, refText, sourceFromBytes, type RegistryDoc, type RequestsDoc } from '../models/index.js';
import { agentsOverview } from '../overview/agents.js';
import { approvalsOnRecord } from '../requests/facts.js';

/**
 * What the dispatcher's view adds to the forest's facts (`forest --format json` prints them, `--format html` renders
 * them): each project's agents, unconsumed upstream entries and registry entries; the escalations waiting for an
 * approval, with the command and the folder to run it in; and a timeline. Every item names its file and line.
 */

/** One project as this module reads it (the survey's loaded project, structurally). */
export interface DispatchInput {
  id: string;
  dir: string;
  /** Relative to the forest's root. */
  path: string;
  config: Config;
  requests: RequestsDoc | null;
  registry: RegistryDoc | null;
  /** Where the registry was read from (shown), and the file path relative to the root when it is a file here. */
  registryWhere: string | null;
  registryFile: string | null;
}

/** One agent's SYNC.md section: what `sync show` reports of it, and the file it is in. */
export type AgentFact = Pick<
  AgentState,
  'id' | 'line' | 'focus' | 'blockedOn' | 'next' | 'blocked' | 'stale' | 'lastChanged'
> & { file: string };

/** An upstream as its consumer's offset sees it: entries not yet consumed (null when it could not be read here). */
export interface UpstreamProgress {
  pending: number | null;
  lastSeq: number | null;
  consumedSeq: number | null;
  /** Why the count is unknown (a URL upstream never fetched here, an unreadable log), or null. */
  error: string | null;
}

/** An escalated request no dispatcher approved yet: `command` run in `dir` (relative to the root) approves it. */
export interface Escalation {
  ref: string;
  from: string;
  /** The project that escalated it, whose dispatcher approves. */
  to: string;
  subject: string | null;
  reversibility: string | null;
  escalatedBy: string;
  timestamp: string;
  ageDays: number;
  /** The escalating response: file (relative to the root) and line. */
  file: string;
  line: number;
  dir: string;
  command: string;
}

/** A capability request that leaves the receiver's scope or cannot be undone (outbound, irreversible), not closed. */
export interface RiskyCapability {
  ref: string;
  from: string;
  to: string;
  subject: string | null;
  reversibility: string;
  state: 'waiting' | 'escalated' | 'approved';
  timestamp: string;
  file: string;
  line: number;
}

export interface RegistryEntryFact {
  id: string;
  /** The registry it is in, as read (a file, or the commons' at a ref). */
  registry: string;
  file: string;
  line: number;
  provenance: string | null;
  owns: string[];
  address: string | null;
}

export interface TimelineItem {
  timestamp: string;
  project: string;
  kind: 'handover' | 'request';
  /** `lab#4` for a request, the entry's seq for a handover entry. */
  ref: string;
  title: string;
  file: string;
  line: number;
}

const DAY = 86_400_000;
/** The timeline keeps this many newest items: a page, not an archive. */
export const TIMELINE_MAX = 200;

const at = (p: DispatchInput, file: string) => (p.path === '.' ? file : `${p.path}/${file}`);

/** Each project's agents, from its SYNC.md (an unreadable one is lint's to report: no agents). */
export async function agentsOf(p: DispatchInput, now: Date): Promise<AgentFact[]> {
  if (!existsSync(join(p.dir, p.config.files.sync))) return [];
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
      lastChanged: a.lastChanged,
    }));
  } catch {
    return [];
  }
}

/**
 * How far a project consumed one upstream. Read without the network: a URL upstream is counted from the copy a
 * consume fetched before, and is unknown when there is none (the forest fetches nothing).
 */
export async function upstreamProgress(p: DispatchInput, name: string): Promise<UpstreamProgress> {
  const unknown = (error: string): UpstreamProgress => ({ pending: null, lastSeq: null, consumedSeq: null, error });
  const up = p.config.upstreams[name];
  if (isGitUrl(up.source) && !(await isCached(p.dir, name)))
    return unknown('not fetched here yet (handover consume fetches it)');
  try {
    const s = await upstreamState(p.dir, p.config, name, { fetch: false });
    return { pending: s.pending, lastSeq: s.lastSeq, consumedSeq: s.consumedSeq, error: null };
  } catch (error) {
    return unknown((error as Error).message);
  }
}

/** The entries that name a project in the forest's registries, each registry file once. */
export function registryEntriesOf(projects: DispatchInput[]): Map<string, RegistryEntryFact[]> {
  const out = new Map<string, RegistryEntryFact[]>();
  const seen = new Set<string>();
  for (const p of projects) {
    if (!p.registry || !p.registryWhere) continue;
    const file = p.registryFile ?? p.registryWhere;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const e of p.registry.entries) {
      if (!e.id) continue;
      const key = e.id.toLowerCase();
      const fact: RegistryEntryFact = {
        id: e.id,
        registry: p.registryWhere,
        file,
        line: e.heading.start.line,
        provenance: e.provenance ? (e.provenance.kind === 'self' ? 'SELF' : `RELAYED by ${e.provenance.by}`) : null,
        owns: e.owns,
        address: e.address,
      };
      out.set(key, [...(out.get(key) ?? []), fact]);
    }
  }
  return out;
}

/** A project's own ref for one of its requests: its log's writer, else its id. */
const refOf = (p: DispatchInput, seq: number | null) => `${p.requests?.writer ?? p.id}#${seq}`;

type Asked = Map<string, { p: DispatchInput; r: RequestsDoc['requests'][number] }>;
type AnswerState = Map<string, RiskyCapability['state'] | 'closed'>;

/**
 * The escalations no dispatcher approved yet, and the outbound or irreversible capabilities still open, oldest
 * first. An escalation is approved by a `Handover-Approve:` commit in the escalating project's repo.
 */
export async function escalationsOf(
  projects: DispatchInput[],
  now: Date,
): Promise<{ escalations: Escalation[]; risky: RiskyCapability[] }> {
  const asked: Asked = new Map();
  for (const p of projects) for (const r of p.requests?.requests ?? []) asked.set(refOf(p, r.entry.seq), { p, r });
  const escalations: Escalation[] = [];
  const state: AnswerState = new Map();
  for (const p of projects) escalations.push(...(await escalatedBy(p, { asked, state, now })));
  // a response written later than the escalation (done, refused) closes it
  const open = escalations.filter((e) => state.get(e.ref) !== 'closed');
  open.sort((a, b) => b.ageDays - a.ageDays);
  return { escalations: open, risky: riskyCapabilities(asked, state) };
}

/** One project's escalating answers that no approval in its repo covers; records every answer's state. */
async function escalatedBy(
  p: DispatchInput,
  o: { asked: Asked; state: AnswerState; now: Date },
): Promise<Escalation[]> {
  const answers = (p.requests?.requests ?? []).filter((r) => r.type === 'response' && r.inReplyTo);
  if (!answers.length) return [];
  let approvals = new Set<string>();
  try {
    approvals = await approvalsOnRecord(p.dir, p.config, 'HEAD');
  } catch {
    // not a repository yet: nothing approved
  }
  const out: Escalation[] = [];
  for (const r of answers) {
    const ref = refText(r.inReplyTo!);
    if (r.status !== 'escalated') o.state.set(ref, 'closed');
    if (r.status !== 'escalated' || o.state.get(ref) === 'closed') continue;
    const approved = approvals.has(ref);
    o.state.set(ref, approved ? 'approved' : 'escalated');
    const asking = o.asked.get(ref);
    if (approved || !asking || asking.r.entry.time === null) continue;
    out.push({
      ref,
      from: asking.p.id,
      to: p.id,
      subject: asking.r.subject,
      reversibility: asking.r.reversibility,
      escalatedBy: refOf(p, r.entry.seq),
      timestamp: asking.r.entry.timestamp!,
      ageDays: (o.now.getTime() - asking.r.entry.time) / DAY,
      file: at(p, p.config.files.requests),
      line: r.entry.heading.start.line,
      dir: p.path,
      command: `handover approve ${ref}`,
    });
  }
  return out;
}

/** The outbound and irreversible capability requests no answer closed, oldest first. */
function riskyCapabilities(asked: Asked, state: AnswerState): RiskyCapability[] {
  const risky: RiskyCapability[] = [];
  for (const [ref, { p, r }] of asked) {
    if (r.type !== 'capability' || !/^(outbound|irreversible)$/i.test(r.reversibility ?? '')) continue;
    const s = state.get(ref) ?? 'waiting';
    if (s === 'closed' || r.entry.timestamp === null) continue;
    risky.push({
      ref,
      from: p.id,
      to: r.to ?? '?',
      subject: r.subject,
      reversibility: r.reversibility!,
      state: s,
      timestamp: r.entry.timestamp,
      file: at(p, p.config.files.requests),
      line: r.entry.heading.start.line,
    });
  }
  return risky.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** The newest handover entries and requests across the forest, newest first. */
export function timelineOf(projects: DispatchInput[]): TimelineItem[] {
  const items = projects.flatMap((p) => [...requestItems(p), ...handoverItems(p)]);
  const time = (t: string) => Date.parse(t) || 0;
  items.sort((a, b) => time(b.timestamp) - time(a.timestamp));
  return items.slice(0, TIMELINE_MAX);
}

function requestItems(p: DispatchInput): TimelineItem[] {
  return (p.requests?.requests ?? [])
    .filter((r) => r.entry.timestamp)
    .map((r) => ({
      timestamp: r.entry.timestamp!,
      project: p.id,
      kind: 'request' as const,
      ref: refOf(p, r.entry.seq),
      title: [r.type ?? r.entry.title ?? '', r.to ? `to ${r.to}` : '', r.subject ? `"${r.subject}"` : '']
        .filter(Boolean)
        .join(' '),
      file: at(p, p.config.files.requests),
      line: r.entry.heading.start.line,
    }));
}

function handoverItems(p: DispatchInput): TimelineItem[] {
  const bytes = readIfExists(join(p.dir, p.config.files.handover), p.config.files.handover);
  if (!bytes) return [];
  const doc = parseHandover(sourceFromBytes(p.config.files.handover, bytes), dialectOf(p.config).log);
  return doc.entries
    .filter((e) => e.timestamp)
    .map((e) => ({
      timestamp: e.timestamp!,
      project: p.id,
      kind: 'handover' as const,
      ref: e.seq === null ? (e.id ?? '') : String(e.seq),
      title: e.title ?? e.headingText,
      file: at(p, p.config.files.handover),
      line: e.heading.start.line,
    }));
}
