import type { Config } from '../config/schema.js';
import { type RecordOffset } from '../consume/index.js';
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
    /** What the request asks in its own words (its text under the fields), or null. */
    text: string | null;
    reversibility: string | null;
    timestamp: string;
    ageDays: number;
    stale: boolean;
    /** For a relay: the request it answers, which this project forwarded. */
    answers?: string;
    /**
     * This project answered it `Status: escalated`: it stays here until a dispatcher approves it (then report it
     * done) or it is refused. `response`: the escalating answer; `approved`: an approval is on the record.
     */
    escalated?: {
        response: string;
        approved: boolean;
    };
}
/** One answer to a request this project sent. */
export interface AnswerItem {
    /** The answer: `<peer>#<seq>`. */
    ref: string;
    from: string;
    /** The request of this project it answers. */
    answers: string;
    type: string | null;
    subject: string | null;
    status: string | null;
    /** As written: `confirmed`, `wrong: …`, `not stated`, numbered as the claims. */
    verdicts: string[];
    backwards: string | null;
    text: string | null;
    timestamp: string;
}
/** A request this project sent that is not answered yet (or answered `Status: escalated` only). */
export interface OpenRequest {
    ref: string;
    to: string;
    type: string;
    subject: string | null;
    timestamp: string;
    ageDays: number;
    stale: boolean;
    /** `waiting`: no answer yet; `escalated`: the receiver escalated it, for a dispatcher to approve. */
    state: 'waiting' | 'escalated';
    /** The answers so far (escalations). */
    answeredBy: string[];
}
/** An escalated request this project holds, waiting for a dispatcher's approval (`handover approve REF`). */
export interface PendingApproval {
    ref: string;
    from: string;
    subject: string | null;
    reversibility: string | null;
    /** This project's answer that escalated it. */
    escalatedBy: string;
    timestamp: string;
    ageDays: number;
}
export interface Inbox {
    project: string;
    staleDays: number;
    items: InboxItem[];
    /** The requests this project sent that are still open, oldest first. */
    open: OpenRequest[];
    /** Answers to this project's requests that it has not seen yet (since its `<peer>/answers` offsets). */
    answers: AnswerItem[];
    /** Escalated requests here that no dispatcher approved yet: the dispatcher's queue. */
    awaitingApproval: PendingApproval[];
    /** Whether the actor reading it is one of this project's dispatchers (then the queue is theirs). */
    dispatcher: boolean;
    /** Peers whose REQUESTS.md could not be read. */
    unreachable: {
        id: string;
        error: string;
    }[];
    /** The answer offsets to move once the answers are shown (`consumeAnswers`). */
    seen: RecordOffset[];
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
    cached?: boolean;
    actor?: string | null;
}): Promise<Inbox>;
/** The marker key of a requester's offset into one peer's answers: not an upstream name (no `/` in one). */
export declare const answersKey: (peer: string) => string;
/** A peer's REQUESTS.md entries as they are now (seq and digest), for `consume --rebase-offset <peer>/answers`. */
export declare function peerAnswers(root: string, config: Config, peer: string): Promise<{
    seq: number;
    digest: string;
}[]>;
/** Moves the answer offsets past what was shown: the requester has seen them, on the record. */
export declare function consumeAnswers(root: string, config: Config, inbox: Inbox): Promise<void>;
/** How an age reads: `3h`, `4d`. */
export declare function ageText(days: number): string;
/**
 * The inbox as text: the requests waiting here (stale first, escalated ones said so), the peers that could not
 * be read, then this project's own open requests, the new answers to them, and, for a dispatcher, the
 * escalations waiting for its approval. Sections with nothing in them are left out, but for the first line.
 */
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
export declare function inboxSummary(root: string, opts?: SummaryOptions): Promise<string>;
export interface SummaryOptions {
    config?: Config;
    maxChars?: number;
    /** Fetch URL peers (session start does, as consume fetches URL upstreams); else only cached copies are read. */
    fetch?: boolean;
    env?: NodeJS.ProcessEnv;
}
/**
 * The inbox summary and how to consume the answers it showed: `commit()` moves the `<peer>/answers` offsets,
 * and only when every line was shown (a cut summary consumes nothing). Never throws.
 */
export declare function inboxForSession(root: string, opts?: SummaryOptions): Promise<{
    text: string;
    commit: () => Promise<void>;
}>;
/** The actor if one is declared (a dispatcher sees its queue), else null: reading the inbox needs no actor. */
export declare function softActor(root: string, config: Config, env?: NodeJS.ProcessEnv, flag?: string): Promise<string | null>;
/** Whether the inbox holds anything to show: a request waiting, an open request of its own, an answer, a queue. */
export declare function hasNews(inbox: Inbox): boolean;
