// The models' front door: which file is which document (kind, default names), parse by kind, and the public exports.
import { basename } from 'node:path';
import type { SourceFile } from './markdown/source.js';
import { parseHandover, type HandoverDoc } from './docs/handover.js';
import { parseSync, type SyncDoc } from './docs/sync.js';
import { parseRegistry, type RegistryDoc } from './docs/registry.js';
import { parseMarker, type MarkerDoc } from './docs/marker.js';
import { CANONICAL, type Dialect } from './dialect.js';
import { parseRequests, type RequestsDoc } from './docs/requests.js';

export type DocKind = 'handover' | 'sync' | 'registry' | 'marker' | 'requests';
export type ProtocolDoc = HandoverDoc | SyncDoc | RegistryDoc | MarkerDoc | RequestsDoc;
export type DocOf<K extends DocKind> = Extract<ProtocolDoc, { kind: K }>;

export const DEFAULT_FILES: Record<DocKind, string> = {
  handover: 'HANDOVER.md',
  sync: 'SYNC.md',
  registry: 'PROJECT_REGISTRY.md',
  marker: '.last-processed.md',
  requests: 'REQUESTS.md',
};

/** Parses a source as the given kind of protocol file. */
export function parseDoc(kind: DocKind, source: SourceFile, dialect: Dialect = CANONICAL): ProtocolDoc {
  switch (kind) {
    case 'handover':
      return parseHandover(source, dialect.log);
    case 'sync':
      return parseSync(source, dialect.sync);
    case 'registry':
      return parseRegistry(source, dialect.registry.layout);
    case 'marker':
      return parseMarker(source);
    case 'requests':
      return parseRequests(source);
  }
}

/**
 * The log a document is, when it is one: HANDOVER.md itself, or the log model of REQUESTS.md (the log rules run on
 * both).
 */
export function logOf(doc: ProtocolDoc | null): HandoverDoc | null {
  return doc?.kind === 'handover' ? doc : doc?.kind === 'requests' ? doc.log : null;
}

/** The kind of a protocol file from its name (configured names first), then from its title; null if neither says. */
export function detectKind(path: string, text: string, files: Record<DocKind, string>): DocKind | null {
  const name = basename(path);
  for (const k of Object.keys(files) as DocKind[]) if (basename(files[k]) === name) return k;
  for (const k of Object.keys(DEFAULT_FILES) as DocKind[]) if (DEFAULT_FILES[k] === name) return k;
  const head = text.replace(/^\uFEFF/, '').slice(0, 4096);
  if (/^---\r?\n/.test(head) && /^# Last processed/m.test(head)) return 'marker';
  if (/^#[ \t]+Handover\b/im.test(head)) return 'handover';
  if (/^#[ \t]+Requests\b/im.test(head)) return 'requests';
  if (/^#[ \t]+Sync\b/im.test(head)) return 'sync';
  if (/^#[ \t]+Project registry\b/im.test(head)) return 'registry';
  return null;
}

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
export {
  renderEntry,
  renderHandover,
  renderSync,
  entryContent,
  entryHeadingText,
  type EntryContent,
} from './write/render.js';
export { parseAppended } from './docs/handover-append.js';
export { parseInserted, findNewestSlot, type NewestSlot } from './docs/handover-prepend.js';
export type { ParseProblem, Title, FieldItem, PlainItem } from './docs/base.js';
export { unclosedFenceProblem, unclosedCommentProblem, unclosedHtmlProblem } from './docs/base.js';
export * from './docs/sync-dir.js';
export { scanBlocks, frontMatterEnd, splitAtLevel2, type Chunk } from './markdown/split.js';
export { parseChunk, plainText } from './markdown/parse.js';
