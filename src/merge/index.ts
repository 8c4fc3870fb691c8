import type { DocKind } from '../models/index.js';
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
