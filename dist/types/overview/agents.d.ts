import type { Config } from '../config/schema.js';
import { type SectionKeyFn } from '../models/diff/keyed-sections.js';
/** One agent's section as `sync show` and `status` report it. */
export interface AgentState {
    id: string;
    /** Line of the section heading in SYNC.md. */
    line: number;
    focus: string | null;
    blockedOn: string | null;
    next: string | null;
    blocked: boolean;
    /** No commit changed the section for longer than `sync.staleDays`. */
    stale: boolean;
    /** When the section last changed (author time of the commit, ISO), or null when unknown. */
    lastChanged: string | null;
    /** The commit that last changed it; null when unknown or when the change is not committed yet. */
    commit: string | null;
    /** The working tree differs from HEAD in this section. */
    uncommitted: boolean;
    /** In a dialect with these fields (cmap): recent-shift and open-question. */
    shift?: string | null;
    question?: string | null;
    /**
     * Every field of the dialect, in its order, with the label the dialect writes and the field's date (null: none, or
     * the field is missing).
     */
    fields: {
        name: string;
        label: string;
        value: string | null;
        date: string | null;
    }[];
    /** In the directory layout (files.sync: sync/): the agent's own file, which `line` is in. */
    file?: string;
    /**
     * On a board whose groups are statuses (`### agent` under `## Active`, a table per status group, agents listed under
     * status groups): the heading of the group the agent's entry sits under (null before the first group).
     */
    status?: string | null;
}
export interface AgentsOverview {
    file: string;
    exists: boolean;
    staleDays: number;
    /**
     * What makes a section stale: no commit changed it for staleDays (`history`), or every field's date is older
     * (`dates`, cmap).
     */
    staleBy: 'history' | 'dates';
    /** Blocked first, then stale, then the rest; file order within each group. */
    agents: AgentState[];
}
/** Reads SYNC.md and its git history into per-agent state. Unreadable file: exit-2 CliError. */
export declare function agentsOverview(root: string, config: Config, now?: number): Promise<AgentsOverview>;
interface Change {
    time: number;
    commit: string | null;
}
/**
 * Per section key, the newest commit whose version of the section differs from every parent's:
 * the last time someone wrote that section. A section that differs from HEAD in the working tree
 * counts as changed now. Walks history newest first and stops once every section is placed.
 */
export declare function lastChanges(root: string, relPath: string, workingText: string, { now, keyOf, sectionsOf, }?: {
    now?: number;
    keyOf?: SectionKeyFn;
    /** The sections of a version, by key, when they are not headed sections (a table board's rows). */
    sectionsOf?: (text: string) => {
        key: string;
        same: string;
    }[];
}): Promise<Map<string, Change>>;
export {};
