import type { Point } from '../markdown/source.js';
import { type Chunk } from '../markdown/split.js';
import { type HandoverDoc, type HandoverEntry, type ReferenceBlock } from '../docs/handover.js';
import type { SyncDoc, SyncSection } from '../docs/sync.js';
import type { RegistryDoc, RegistryEntry } from '../docs/registry.js';
/**
 * Version comparison at the entry and section level. Text is compared after normalising line endings and
 * trailing whitespace, so a blank line added after the last entry (by the next append) is not an edit.
 */
/** Whether two chunks hold the same text once normalised. */
export declare function sameText(a: Chunk, b: Chunk): boolean;
/** What happened to one handover entry between two versions. Lines are 1-based, in each version. */
export type EntryChange = {
    kind: 'changed';
    base: HandoverEntry;
    head: HandoverEntry;
} | {
    kind: 'removed';
    base: HandoverEntry;
    at: Point;
} | {
    kind: 'reordered';
    base: HandoverEntry;
    head: HandoverEntry;
}
/** `before` is the base entry the new one was put in front of; null when it was appended at the end. */
 | {
    kind: 'added';
    head: HandoverEntry;
    before: HandoverEntry | null;
};
/**
 * What happened to a reference section (`log.reference`): an old one `changed` (its text), `removed` or `moved` (no
 * longer after the same entry); a new one `inserted` above an old entry or an old reference section (a new one enters
 * only after the last old entry). `base`: the old section; `head`: where it is now (or the new one).
 */
export type ReferenceChange = {
    kind: 'changed' | 'moved';
    base: ReferenceBlock;
    head: ReferenceBlock;
} | {
    kind: 'removed';
    base: ReferenceBlock;
    at: Point;
} | {
    kind: 'inserted';
    head: ReferenceBlock;
};
export interface HandoverDiff {
    /** Whether the preamble (title and prose before the first entry) changed. */
    preambleChanged: boolean;
    changes: EntryChange[];
    /** What happened to the log's reference sections (`log.reference`); empty when it has none. */
    references: ReferenceChange[];
}
/**
 * Compares two versions of a handover log entry by entry. Linear in the entries of both versions: every
 * lookup goes through a map or an array filled by one sweep, so a change that adds a million entries costs
 * a million steps, not a million squared.
 */
export declare function diffHandover(base: HandoverDoc, head: HandoverDoc): HandoverDiff;
/**
 * Whether a new entry put in front of base entry `before` is where the log's dialect lets new entries enter besides
 * its end: right above the pinned closing entry (`log.pinned`), or above the first old entry of a log kept in no one
 * order (`log.order: any`). Never between two other old entries.
 */
export declare function insertedWhereAllowed(base: HandoverDoc, before: HandoverEntry): boolean;
/**
 * A log's newest entry, the one `log.amendLast` lets grow, or null when it has none: the one its heading dates latest,
 * entries of the same time by position (the later in the log's order: the lower one oldest first, the upper one newest
 * first). An entry placed above an older one by mistake (Byron/micasa AGENT_LOG.md: "2026-02-06 Session" above
 * "2026-02-05 Session 3") is still the one its writer goes on adding to. Entries whose heading carries no time count
 * only when no entry does (then the last by position).
 */
export declare function newestOf(doc: HandoverDoc, o?: {
    abovePinned?: boolean;
}): HandoverEntry | null;
/** What happened to keyed sections (SYNC agent sections, registry entries) between two versions. */
export interface SectionDiff<S> {
    added: {
        key: string;
        head: S;
    }[];
    removed: {
        key: string;
        base: S;
    }[];
    changed: {
        key: string;
        base: S;
        head: S;
    }[];
}
/**
 * Compares keyed sections: a key present only in head was added, only in base removed, in both with other
 * text changed. Repeated keys are matched in order (the second "lab" with the second "lab"). Moving a section
 * without changing it is not a change.
 */
export declare function sectionDiff<S extends {
    chunk: Chunk;
}>(base: S[], head: S[], keyOf: (s: S) => string): SectionDiff<S>;
/** A section of a grouped board found under another group than before (its text changed or not). */
export interface SectionMove {
    key: string;
    from: string | null;
    to: string | null;
    head: SyncSection;
}
/**
 * SYNC.md sections by agent id, plus whether the preamble changed and, on a grouped board, which agent sections
 * moved to another group. A null side (new or deleted file) has none.
 */
export declare function diffSync(base: SyncDoc | null, head: SyncDoc | null): SectionDiff<SyncSection> & {
    preambleChanged: boolean;
    moved: SectionMove[];
};
/** Registry entries by project id (case-insensitive), plus whether the preamble changed. A null side has none. */
export declare function diffRegistry(base: RegistryDoc | null, head: RegistryDoc | null): SectionDiff<RegistryEntry> & {
    preambleChanged: boolean;
};
/** Whether the old text is kept at the start of the new one (after normalising line endings). */
export declare function keepsPrefix(base: Chunk, head: Chunk): boolean;
