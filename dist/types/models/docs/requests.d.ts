import type { SourceFile, Span } from '../markdown/source.js';
import { type HandoverDoc, type HandoverEntry } from './handover.js';
import { type DocBase, type Title } from './base.js';
import type { ArchiveChange } from '../diff/rotation.js';
/** The entry types of SPEC §8, written as the entry's title. */
export declare const REQUEST_TYPES: readonly ["ruling", "evidence", "capability", "response", "forward"];
export type RequestType = (typeof REQUEST_TYPES)[number];
/** The types that ask something (a forward carries one of them one level down). */
export declare const ASKING_TYPES: readonly ["ruling", "evidence", "capability"];
export type AskingType = (typeof ASKING_TYPES)[number];
export declare const REVERSIBILITY: readonly ["read-only", "reversible", "outbound", "irreversible"];
export type Reversibility = (typeof REVERSIBILITY)[number];
export declare const STATUSES: readonly ["done", "escalated", "refused"];
export type RequestStatus = (typeof STATUSES)[number];
/** `<project>#<seq>`: one entry of one project's REQUESTS.md. */
export interface RequestRef {
    project: string;
    seq: number;
}
/** A `Label: value` line of a request entry, with where it is. */
export interface RequestField {
    key: string;
    label: string;
    value: string;
    span: Span;
    /** The items of an ordered list nested under the field (Claims, Verdicts), numbered as written. */
    items: {
        n: number | null;
        text: string;
        span: Span;
    }[];
}
export type Verdict = {
    kind: 'confirmed';
} | {
    kind: 'wrong';
    correction: string;
} | {
    kind: 'not stated';
};
/** One entry of REQUESTS.md read as a typed request: the log entry and its fields. */
export interface RequestEntry {
    entry: HandoverEntry;
    /** The entry type from the title, or null when the title is missing or not a type. */
    type: RequestType | null;
    fields: Map<string, RequestField>;
    /** Labels given more than once (the first one counts). */
    repeated: RequestField[];
    to: string | null;
    subject: string | null;
    chain: string[] | null;
    inReplyTo: RequestRef | null;
    claims: string[];
    verdicts: {
        n: number | null;
        verdict: Verdict | null;
        text: string;
        span: Span;
    }[];
    status: string | null;
    reversibility: string | null;
    /** For a forward: the type of the request it passes on (`Type:`). */
    forwards: string | null;
    deniedBefore: RequestRef | null;
    relays: RequestRef | null;
    /** What the entry asks or says in its own words: its text outside the field list (null when none). */
    ask: string | null;
}
/** REQUESTS.md: a log (the HANDOVER.md model, titled `# Requests: <project>`) whose entries are typed requests. */
export interface RequestsDoc extends DocBase {
    kind: 'requests';
    /** The project that writes the log (`# Requests: <project>`). */
    writer: string | null;
    /** The log itself, as the HANDOVER.md model reads it: the log rules run on this. */
    log: HandoverDoc;
    requests: RequestEntry[];
}
/** The writer a `# Requests: <project>` title names, or null. */
export declare function requestsWriterOf(title: Title | null): string | null;
/** Reads `<project>#<seq>`, or null. */
export declare function parseRef(text: string): RequestRef | null;
/** Renders a ref as written: `lab#4`. */
export declare function refText(r: RequestRef): string;
/** Splits a `Chain:` value: `partner → lab`, `partner -> lab`, `partner, lab`. */
export declare function parseChain(text: string): string[];
/** Reads a verdict: `confirmed`, `wrong: <correction>`, `not stated`. */
export declare function parseVerdict(text: string): Verdict | null;
/** Parses REQUESTS.md with the log model; each entry's fields are read as a request. */
export declare function parseRequests(source: SourceFile): RequestsDoc;
/** The project a request started from: the first of its chain (or the writer of the log that holds it). */
export declare function requesterOf(r: RequestEntry, writer: string | null): string | null;
/** The type a request asks for: its own, or for a forward the type it passes on. */
export declare function askedType(r: RequestEntry): AskingType | null;
/**
 * Whether two subjects name the same thing: compared after `subjectIdentity` (case, punctuation, white space,
 * Unicode forms and look-alike letters aside), so a refusal cannot be routed around by a trailing dot or a Cyrillic
 * letter.
 */
export declare function sameSubject(a: string | null, b: string | null): boolean;
/**
 * What the rules over REQUESTS.md know about the forest, handed in by the engine (rules never read files or
 * git themselves). Empty facts make the rules that need them check only what the log itself shows.
 */
export interface ForestFacts {
    /** Each registry project's direct subprojects (`Subprojects:`), or null when no registry is known. */
    subprojects: Map<string, string[]> | null;
    /** Other projects' request logs, by project id. */
    peers: Map<string, RequestsDoc>;
    /** Refs (`<project>#<seq>`) a dispatcher approved on the record (a `Handover-Approve:` commit, SPEC §3). */
    approvals: Set<string>;
    /**
     * The log's archive files (`log.archive`) that changed with it, when the log names one and the change may have
     * rotated entries into them: what `handover/append-only` judges a removal of the oldest entries against.
     */
    archive?: ArchiveChange[];
}
/** Facts with nothing known. */
export declare function noFacts(): ForestFacts;
/** The project whose `Subprojects:` lists `id`, or null. */
export declare function parentOf(facts: ForestFacts, id: string): string | null;
/** Looks a ref up: in the doc itself when it names the doc's writer, else in a peer's log. */
export declare function lookupRef(doc: RequestsDoc, facts: ForestFacts, ref: RequestRef): {
    request: RequestEntry;
    writer: string;
} | null;
