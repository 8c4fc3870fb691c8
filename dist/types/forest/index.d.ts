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
    upstreams: {
        name: string;
        source: string;
        project: string | null;
        dialect?: string | null;
    }[];
    /** Where its registry comes from, if it consults one. */
    registry: string | null;
    configError: string | null;
    /** Other clones of the same repository found in the forest (paths): one project, listed once, under them. */
    clones: string[];
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
}
export type DisagreementKind = 'no-self-entry' | 'subprojects' | 'address' | 'head' | 'upstream' | 'copied-state' | 'config';
export interface Disagreement {
    kind: DisagreementKind;
    project: string;
    message: string;
}
export interface ForestReport {
    root: string;
    projects: ForestProject[];
    open: OpenRequest[];
    blocked: {
        project: string;
        agent: string;
        on: string;
    }[];
    disagreements: Disagreement[];
}
/**
 * `handover forest`: every project under ROOT, how they relate (heads, subprojects, upstreams, requests), and
 * where the files disagree with the folders and with each other. Configs are read as data only (JSON/YAML):
 * a forest is any tree on disk, and nothing in it runs.
 */
export declare function surveyForest(root: string, now?: Date): Promise<ForestReport>;
