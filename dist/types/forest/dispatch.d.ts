import type { AgentState } from '../overview/agents.js';
import type { Config } from '../config/schema.js';
import { type RegistryDoc, type RequestsDoc } from '../models/index.js';
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
export type AgentFact = Pick<AgentState, 'id' | 'line' | 'focus' | 'blockedOn' | 'next' | 'blocked' | 'stale' | 'lastChanged'> & {
    file: string;
};
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
/** The timeline keeps this many newest items: a page, not an archive. */
export declare const TIMELINE_MAX = 200;
/** Each project's agents, from its SYNC.md (an unreadable one is lint's to report: no agents). */
export declare function agentsOf(p: DispatchInput, now: Date): Promise<AgentFact[]>;
/**
 * How far a project consumed one upstream. Read without the network: a URL upstream is counted from the copy a
 * consume fetched before, and is unknown when there is none (the forest fetches nothing).
 */
export declare function upstreamProgress(p: DispatchInput, name: string): Promise<UpstreamProgress>;
/** The entries that name a project in the forest's registries, each registry file once. */
export declare function registryEntriesOf(projects: DispatchInput[]): Map<string, RegistryEntryFact[]>;
/**
 * The escalations no dispatcher approved yet, and the outbound or irreversible capabilities still open, oldest
 * first. An escalation is approved by a `Handover-Approve:` commit in the escalating project's repo.
 */
export declare function escalationsOf(projects: DispatchInput[], now: Date): Promise<{
    escalations: Escalation[];
    risky: RiskyCapability[];
}>;
/** The newest handover entries and requests across the forest, newest first. */
export declare function timelineOf(projects: DispatchInput[]): TimelineItem[];
