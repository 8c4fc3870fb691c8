import type { SourceFile } from './markdown/source.js';
import { type HandoverDoc } from './docs/handover.js';
import { type SyncDoc } from './docs/sync.js';
import { type RegistryDoc } from './docs/registry.js';
import { type MarkerDoc } from './docs/marker.js';
import { type Dialect } from './dialect.js';
import { type RequestsDoc } from './docs/requests.js';
export type DocKind = 'handover' | 'sync' | 'registry' | 'marker' | 'requests';
export type ProtocolDoc = HandoverDoc | SyncDoc | RegistryDoc | MarkerDoc | RequestsDoc;
export type DocOf<K extends DocKind> = Extract<ProtocolDoc, {
    kind: K;
}>;
export declare const DEFAULT_FILES: Record<DocKind, string>;
/** Parses a source as the given kind of protocol file. */
export declare function parseDoc(kind: DocKind, source: SourceFile, dialect?: Dialect): ProtocolDoc;
/**
 * The log a document is, when it is one: HANDOVER.md itself, or the log model of REQUESTS.md (the log rules run on
 * both).
 */
export declare function logOf(doc: ProtocolDoc | null): HandoverDoc | null;
/** The kind of a protocol file from its name (configured names first), then from its title; null if neither says. */
export declare function detectKind(path: string, text: string, files: Record<DocKind, string>): DocKind | null;
export * from './markdown/source.js';
export * from './docs/handover.js';
export * from './docs/sync.js';
export * from './docs/registry.js';
export * from './docs/marker.js';
export * from './docs/requests.js';
export * from './diff/docs.js';
export * from './diff/rotation.js';
export { entryText, headingOf, normaliseText } from './markdown/split.js';
export * from './dialect.js';
export { renderEntry, renderHandover, renderSync, entryContent, entryHeadingText, type EntryContent, } from './write/render.js';
export { parseAppended } from './docs/handover-append.js';
export { parseInserted, findNewestSlot, type NewestSlot } from './docs/handover-prepend.js';
export type { ParseProblem, Title, FieldItem, PlainItem } from './docs/base.js';
export { unclosedFenceProblem, unclosedCommentProblem, unclosedHtmlProblem } from './docs/base.js';
export * from './docs/sync-dir.js';
export { scanBlocks, frontMatterEnd, splitAtLevel2, type Chunk } from './markdown/split.js';
export { parseChunk, plainText } from './markdown/parse.js';
