import type { Config } from '../config/schema.js';
/** One request waiting for this project. */
export interface InboxItem {
    ref: string;
    from: string;
    /** `request`: asked of this project; `relay`: a subproject answered a forward, and the answer waits to go up. */
    kind: 'request' | 'relay';
    type: string;
    subject: string | null;
    chain: string[];
    claims: string[];
    reversibility: string | null;
    timestamp: string;
    ageDays: number;
    stale: boolean;
    /** For a relay: the request it answers, which this project forwarded. */
    answers?: string;
}
export interface Inbox {
    project: string;
    staleDays: number;
    items: InboxItem[];
    /** Peers whose REQUESTS.md could not be read. */
    unreachable: {
        id: string;
        error: string;
    }[];
}
/**
 * The requests addressed to this project in its peers' REQUESTS.md that it has neither answered nor forwarded,
 * and the answers its subprojects gave to its forwards that it has not relayed, oldest first. A peer that
 * rewrote an entry this project already answered (the Digest: its answer recorded no longer matches) is a
 * protocol error (exit 1), as in consume: nothing the peer says now can be trusted to be what was answered.
 */
export declare function readInbox(root: string, config: Config, opts?: {
    now?: Date;
    fetch?: boolean;
}): Promise<Inbox>;
/** How an age reads: `3h`, `4d`. */
export declare function ageText(days: number): string;
/** One line per waiting request, stale ones (first) marked. */
export declare function renderInbox(inbox: Inbox): string;
/**
 * Whether a project can have an inbox: it knows its own id (config agent, or its REQUESTS.md's title) and keeps a
 * REQUESTS.md or consults a registry (its own or the commons').
 */
export declare function takesPartInRequests(root: string, config: Config): boolean;
/**
 * A short summary of the inbox for the agent's context (the session-start hook): empty when nothing waits or
 * the project has no peers to read. `config`: the one the caller loaded (a hook loads it without running a JS
 * config); `maxChars`: the most it may take, whole lines (stale first, as the inbox is oldest first), then a
 * line saying how many more `handover inbox` lists. Never throws: a hook must not stop the agent.
 */
export declare function inboxSummary(root: string, opts?: {
    config?: Config;
    maxChars?: number;
}): Promise<string>;
