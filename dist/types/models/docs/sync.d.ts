import type { SourceFile, Span } from '../markdown/source.js';
import { type Chunk } from '../markdown/split.js';
import { type SharedPolicy, type SyncDialect, type SyncFieldSpec } from '../dialect.js';
import { type DocBase, type FieldItem, type PlainItem } from './base.js';
import { type Table } from './table.js';
/** The three fields every agent section holds, by normalised label. */
export declare const SYNC_FIELDS: {
    readonly 'current focus': "focus";
    readonly 'blocked on': "blocked";
    readonly 'next action': "next";
};
export type SyncFieldName = (typeof SYNC_FIELDS)[keyof typeof SYNC_FIELDS] | 'shift' | 'question';
/** Labels by field name (`shift` and `question` are cmap's `recent-shift` and `open-question`). */
export declare const SYNC_FIELD_LABELS: Record<SyncFieldName, string>;
export interface SyncField extends FieldItem {
    /**
     * Which of the dialect's fields this is (`focus`, `blocked`, `next`; `shift`, `question`), or null for an unknown
     * label.
     */
    name: SyncFieldName | null;
    /** A field of the board's own (config `sync.ownFields`): kept, never a finding. */
    own?: boolean;
}
/** One level-2 section of SYNC.md: an agent's section, or a shared one such as a decision log. */
export interface SyncSection {
    /** The agent's id: the heading's plain text (in `cmap`, without its `(writes: <repo>)`). */
    id: string;
    /**
     * How a shared section (config `sync.shared`, or one the dialect defines) may change; null for an agent's section.
     */
    shared: SharedPolicy | null;
    /**
     * On a grouped board (agent `###` sections under `##` groups, `sync.level: 3`; a table per status group; agents
     * listed under status groups), the id of the group an agent's section sits under (null before the first group):
     * the agent's status where the groups are statuses; absent elsewhere. Its position is part of the section: a move
     * to another group is a change of it.
     */
    group?: string | null;
    chunk: Chunk;
    heading: Span;
    span: Span;
    fields: SyncField[];
    items: PlainItem[];
}
export interface SyncDoc extends DocBase {
    kind: 'sync';
    /** The dialect the file was read in. */
    dialect: SyncDialect;
    /** The fields every agent section holds, in order. */
    schema: SyncFieldSpec[];
    sections: SyncSection[];
}
/** Parses SYNC.md into sections and fields, in a dialect. */
export declare function parseSync(source: SourceFile, dialect?: SyncDialect): SyncDoc;
/**
 * The table of a table board as `sync set` writes it: its rows and, per column, the field it holds and where the
 * agent is named; null when the file holds no such table.
 */
export declare function syncTableOf(text: string, dialect: SyncDialect): {
    table: Table;
    names: (SyncFieldName | null)[];
    idAt: number;
} | null;
/**
 * The headings of a list or tables board that read as shared sections (`init` writes them as `sync.shared`
 * owner-only, as it does for the sections after the agents' on a board of sections): the level-2 headings after the
 * last agent's entry whose text is neither empty nor a placeholder, and holds no table with an agent column (an
 * empty status group, where an agent may move its entry, is no shared section).
 */
export declare function trailingSharedGroups(doc: SyncDoc): string[];
/**
 * Whether the head version of a section is the base version plus dated note lines only (the dialect's
 * `note` label, `- **orchestrator-note** (2026-03-05): …`): what a dispatcher may add to another
 * agent's section. Always false in a dialect without notes.
 */
export declare function onlyNotesAdded(base: SyncSection, head: SyncSection, dialect: SyncDialect): boolean;
/**
 * Whether a section only grew at its end: its old text is a prefix of the new, a closing thematic break
 * (`---`, which separates sections in the reference format) set aside on both sides.
 */
export declare function appendedOnly(base: SyncSection, head: SyncSection): boolean;
/**
 * Whether a shared section's rows (its list items) were only appended to, each earlier row kept as it
 * was or with a ` -- RESOLVED <date>: …` suffix added: how a conflict registry may change.
 */
export declare function rowsKept(base: SyncSection, head: SyncSection): boolean;
/** The value of one of a section's fields, or null when absent. */
export declare function syncField(section: SyncSection, name: SyncFieldName): SyncField | null;
/** True when a section's `Blocked on` names something. */
export declare function isBlocked(section: SyncSection): boolean;
/** True for the empty values `Blocked on` may take. */
export declare function isNotBlocked(value: string): boolean;
/**
 * One field line as tools write it in a dialect: `- **Current focus:** v`, or `- **current-focus** (2026-03-05): v`.
 */
export declare function syncFieldLine(dialect: SyncDialect, spec: SyncFieldSpec, value: string, today: string): string;
/** A new agent section as tools write it in a dialect. */
export declare function renderSyncSection(dialect: SyncDialect, section: {
    agent: string;
    repo: string | null;
    values: Record<string, string>;
    eol: string;
    today: string;
}): string;
