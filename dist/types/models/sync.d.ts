import type { SourceFile, Span } from './source.js';
import { type Chunk } from './split.js';
import { type DocBase, type FieldItem, type PlainItem } from './common.js';
/** The three fields every agent section holds, by normalised label. */
export declare const SYNC_FIELDS: {
    readonly 'current focus': "focus";
    readonly 'blocked on': "blocked";
    readonly 'next action': "next";
};
export type SyncFieldName = (typeof SYNC_FIELDS)[keyof typeof SYNC_FIELDS];
export declare const SYNC_FIELD_LABELS: Record<SyncFieldName, string>;
export interface SyncField extends FieldItem {
    /** Which of the three fields this is, or null for an unknown label. */
    name: SyncFieldName | null;
}
/** One level-2 section of SYNC.md: an agent's section, or a shared one such as a decision log. */
export interface SyncSection {
    /** The heading text: the agent's id. */
    id: string;
    chunk: Chunk;
    heading: Span;
    span: Span;
    fields: SyncField[];
    items: PlainItem[];
}
export interface SyncDoc extends DocBase {
    kind: 'sync';
    sections: SyncSection[];
}
/** Parses SYNC.md into sections and fields. */
export declare function parseSync(source: SourceFile): SyncDoc;
/** The value of one of a section's fields, or null when absent. */
export declare function syncField(section: SyncSection, name: SyncFieldName): SyncField | null;
/** True when a section's `Blocked on` names something. */
export declare function isBlocked(section: SyncSection): boolean;
/** True for the empty values `Blocked on` may take. */
export declare function isNotBlocked(value: string): boolean;
