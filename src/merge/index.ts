import { dialectOf, type Config } from '../config/schema.js';
import { sourceFromBytes, type DocKind } from '../models/index.js';
import {
  hasConflictMarkers,
  registrySectionKey,
  syncSectionKey,
  syncSectionKeyIn,
} from '../models/diff/keyed-sections.js';
import { CANONICAL, isCanonicalLog, type Dialect } from '../models/dialect.js';
import { mergeDialectLog } from './dialect-log.js';
import { mergeBySection } from './by-section.js';
import { mergeHandover } from './handover.js';
import { mergeMarker } from './marker.js';
import type { MergeInput, MergeOutcome } from './types.js';

export type { MergeInput, MergeOutcome } from './types.js';

/**
 * Merges three versions of a protocol file by its structure. When one side left the file as it was,
 * the other side's text is taken byte for byte; text already holding conflict markers goes to git.
 * `appendOnlySections`: SYNC.md headings under `sync.shared` marked append-only.
 */
export function mergeProtocolFile(
  kind: DocKind,
  input: MergeInput,
  options: { appendOnlySections?: string[]; dialect?: Dialect } = {},
): MergeOutcome {
  const dialect = options.dialect ?? CANONICAL;
  const clean = (text: string): MergeOutcome => ({ kind: 'merged', text, conflicts: [], notes: [] });
  if (input.ours === input.theirs || input.theirs === input.base) return clean(input.ours);
  if (input.ours === input.base) return clean(input.theirs);
  for (const [side, text] of [
    ['base', input.base],
    ['ours', input.ours],
    ['theirs', input.theirs],
  ] as const) {
    if (hasConflictMarkers(text)) return { kind: 'fallback', reason: `${side} already holds conflict markers` };
    if (text.includes('\u0000')) return { kind: 'fallback', reason: `${side} holds a NUL byte` };
  }
  switch (kind) {
    case 'sync':
      return mergeBySection(
        input,
        dialect === CANONICAL ? syncSectionKey : syncSectionKeyIn(dialect.sync),
        options.appendOnlySections,
      );
    case 'registry':
      return mergeBySection(input, registrySectionKey);
    case 'handover':
      // A numbered log renumbers ours' new entries after theirs; a log of ids, timestamps or dates matches them by id.
      return isCanonicalLog(dialect.log) ? mergeHandover(input) : mergeDialectLog(input, dialect.log);
    case 'requests':
      return mergeHandover(input);
    case 'marker':
      return mergeMarker(input);
  }
}

/**
 * The merge driver's work on three versions' bytes under a config (git's `%O %A %B`): the outcome, and whether
 * ours started with a BOM (a merged text is written with ours' choice). A version that is not UTF-8 text falls back.
 */
export function mergeBytes(
  kind: DocKind,
  versions: { base: Buffer; ours: Buffer; theirs: Buffer; path: string },
  config: Config,
): { outcome: MergeOutcome; bom: boolean } {
  const dialect = dialectOf(config);
  const appendOnlySections = [
    ...Object.entries(config.sync.shared)
      .filter(([, mode]) => mode === 'append-only')
      .map(([h]) => h),
    // A section whose rows only grow (cmap's Conflict Registry) merges two sides' new rows as an append-only one does.
    ...dialect.sync.top.filter((t) => t.mode === 'append-only' || t.mode === 'append-rows').map((t) => t.id),
  ];
  const [base, ours, theirs] = [versions.base, versions.ours, versions.theirs].map((b) =>
    sourceFromBytes(versions.path, b),
  );
  if (![base, ours, theirs].every((d) => d.encoding.length === 0))
    return { outcome: { kind: 'fallback', reason: 'a version is not valid UTF-8 text' }, bom: ours.bom };
  const input = { base: base.text, ours: ours.text, theirs: theirs.text, bom: ours.bom, path: versions.path };
  return { outcome: mergeProtocolFile(kind, input, { appendOnlySections, dialect }), bom: ours.bom };
}

/** The bytes the merge driver writes for a clean merge of three versions, or null (a conflict, or git's merge). */
export function cleanMergeBytes(
  kind: DocKind,
  versions: { base: Buffer; ours: Buffer; theirs: Buffer; path: string },
  config: Config,
): Buffer | null {
  const { outcome, bom } = mergeBytes(kind, versions, config);
  if (outcome.kind !== 'merged' || outcome.conflicts.length > 0) return null;
  return Buffer.from((bom ? '\uFEFF' : '') + outcome.text, 'utf8');
}
