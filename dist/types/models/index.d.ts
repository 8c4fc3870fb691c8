import type { SourceFile } from './source.js';
import { type HandoverDoc } from './handover.js';
import { type SyncDoc } from './sync.js';
import { type RegistryDoc } from './registry.js';
import { type MarkerDoc } from './marker.js';
import { type Dialect } from './dialect.js';
import { type RequestsDoc } from './requests.js';
export type DocKind = 'handover' | 'sync' | 'registry' | 'marker' | 'requests';
export type ProtocolDoc = HandoverDoc | SyncDoc | RegistryDoc | MarkerDoc | RequestsDoc;
export type DocOf<K extends DocKind> = Extract<ProtocolDoc, {
    kind: K;
}>;
export declare const DEFAULT_FILES: Record<DocKind, string>;
/** Parses a source as the given kind of protocol file. */
export declare function parseDoc(kind: DocKind, source: SourceFile, dialect?: Dialect): ProtocolDoc;
/** The log a document is, when it is one: HANDOVER.md itself, or the log model of REQUESTS.md (the log rules run on both). */
export declare function logOf(doc: ProtocolDoc | null): HandoverDoc | null;
/** The kind of a protocol file from its name (configured names first), then from its title; null if neither says. */
export declare function detectKind(path: string, text: string, files: Record<DocKind, string>): DocKind | null;
export * from './source.js';
export * from './handover.js';
export * from './sync.js';
export * from './registry.js';
export * from './marker.js';
export * from './requests.js';
export * from './diff.js';
export * from './dialect.js';
export { renderEntry, renderHandover, renderSync, entryContent, entryHeadingText, type EntryContent, } from './render.js';
export { parseAppended } from './append.js';
export { parseInserted, findNewestSlot, type NewestSlot } from './prepend.js';
export type { ParseProblem, Title, FieldItem, PlainItem } from './common.js';
export { unclosedFenceProblem, unclosedCommentProblem, unclosedHtmlProblem } from './common.js';
export * from './sync-dir.js';
