import { type AgentFact, type Escalation, type RegistryEntryFact, type RiskyCapability, type TimelineItem, type UpstreamProgress } from './dispatch.js';
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
    upstreams: ({
        name: string;
        source: string;
        project: string | null;
        dialect?: string | null;
    } & UpstreamProgress)[];
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
export type DisagreementKind = 'no-self-entry' | 'subprojects' | 'address' | 'head' | 'upstream' | 'copied-state' | 'config';
export interface Disagreement {
    kind: DisagreementKind;
    project: string;
    message: string;
    /** Where it is, relative to the root (a registry entry, a config, a copied file), when one file holds it. */
    file?: string;
    line?: number;
}
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
    blocked: {
        project: string;
        agent: string;
        on: string;
        file: string;
        line: number;
    }[];
    disagreements: Disagreement[];
    /** The newest handover entries and requests across the forest, newest first. */
    timeline: TimelineItem[];
}
/**
 * `handover forest`: every project under ROOT, how they relate (heads, subprojects, upstreams, requests), and
 * where the files disagree with the folders and with each other. Configs are read as data only (JSON/YAML):
 * a forest is any tree on disk, and nothing in it runs.
 */
export declare function surveyForest(root: string, now?: Date): Promise<ForestReport>;
