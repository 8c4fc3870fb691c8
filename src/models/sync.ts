import type { SourceFile, Span } from './source.js';
import { splitAtLevel2, headingOf, plainText, type Chunk } from './split.js';
import { chunkSpan, findTitle, headingSpan, listItems, tryParse, openBlockProblems, unclosedFenceProblem, type DocBase, type FieldItem, type ParseProblem, type PlainItem } from './common.js';

/** The three fields every agent section holds, by normalised label. */
export const SYNC_FIELDS = { 'current focus': 'focus', 'blocked on': 'blocked', 'next action': 'next' } as const;
export type SyncFieldName = (typeof SYNC_FIELDS)[keyof typeof SYNC_FIELDS];
export const SYNC_FIELD_LABELS: Record<SyncFieldName, string> = { focus: 'Current focus', blocked: 'Blocked on', next: 'Next action' };

/** Values of `Blocked on` that mean "not blocked". */
const NOT_BLOCKED = new Set(['', '—', '–', '-', 'none', 'nothing', 'n/a']);

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
export function parseSync(source: SourceFile): SyncDoc {
  const split = splitAtLevel2(source.text);
  const problems: ParseProblem[] = [];
  const title = findTitle(tryParse(split.preamble, problems, 'The preamble'), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, 'section'));
  problems.push(...openBlockProblems(split, 'section'));
  const sections = split.sections.map((chunk): SyncSection => {
    const id = plainText(headingOf(chunk));
    const tree = tryParse(chunk, problems, `Section "${id}"`);
    const { fields, plain } = listItems(tree, { source: source.text });
    return {
      id,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      fields: fields.map((f) => ({ ...f, name: (SYNC_FIELDS as Record<string, SyncFieldName>)[f.key] ?? null })),
      items: plain,
    };
  });
  return { kind: 'sync', source, title, preamble: split.preamble, sections, problems };
}

/** The value of one of a section's fields, or null when absent. */
export function syncField(section: SyncSection, name: SyncFieldName): SyncField | null {
  return section.fields.find((f) => f.name === name) ?? null;
}

/** True when a section's `Blocked on` names something. */
export function isBlocked(section: SyncSection): boolean {
  const f = syncField(section, 'blocked');
  return f !== null && !isNotBlocked(f.value);
}

/** True for the empty values `Blocked on` may take. */
export function isNotBlocked(value: string): boolean {
  return NOT_BLOCKED.has(value.trim().toLowerCase());
}
