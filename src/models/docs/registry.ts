// The typed PROJECT_REGISTRY.md (RegistryDoc): entries, provenance tags and fields.
import type { SourceFile, Span } from '../markdown/source.js';
import { splitAtLevel2, headingOf, type Chunk } from '../markdown/split.js';
import { plainText } from '../markdown/parse.js';
import {
  chunkSpan,
  findTitle,
  headingSpan,
  listItems,
  tryParse,
  openBlockProblems,
  unclosedFenceProblem,
  type DocBase,
  type FieldItem,
  type ParseProblem,
  type PlainItem,
} from './base.js';

export type Provenance = { kind: 'self' } | { kind: 'relayed'; by: string };

/** Field labels a registry entry may carry, normalised. */
export const REGISTRY_FIELDS = ['owns', 'address', 'head', 'subprojects', 'ask'] as const;
export const REQUIRED_REGISTRY_FIELDS = ['owns', 'address'] as const;

/** One project entry: `## <id> [SELF]` or `## <id> [RELAYED by X]` and its fields. */
export interface RegistryEntry {
  id: string;
  chunk: Chunk;
  heading: Span;
  headingText: string;
  /** The single provenance tag, or null when there is none or more than one. */
  provenance: Provenance | null;
  /** How many provenance tags the heading carries. */
  tagCount: number;
  span: Span;
  fields: FieldItem[];
  items: PlainItem[];
  /** Subjects from `Owns:`, split at `;`, trimmed, empty ones dropped. */
  owns: string[];
  address: string | null;
}

export interface RegistryDoc extends DocBase {
  kind: 'registry';
  entries: RegistryEntry[];
}

const TAG = /\[\s*(SELF|RELAYED\s+by\s+([^\]]*?))\s*\]/gi;

/** Reads a registry heading into the project id and its provenance tags. */
export function parseRegistryHeading(text: string): { id: string; provenance: Provenance | null; tagCount: number } {
  const tags = [...text.matchAll(TAG)];
  const id = text.replace(TAG, '').trim();
  let provenance: Provenance | null = null;
  if (tags.length === 1) {
    const t = tags[0];
    if (/^self$/i.test(t[1])) provenance = { kind: 'self' };
    else if (t[2]?.trim()) provenance = { kind: 'relayed', by: t[2].trim() };
  }
  return { id, provenance, tagCount: tags.length };
}

/** Parses PROJECT_REGISTRY.md. */
export function parseRegistry(source: SourceFile): RegistryDoc {
  const split = splitAtLevel2(source.text);
  const problems: ParseProblem[] = [];
  const title = findTitle(tryParse(split.preamble, problems, 'The preamble'), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, 'section'));
  problems.push(...openBlockProblems(split, 'section'));
  const entries = split.sections.map((chunk): RegistryEntry => {
    const headingText = plainText(headingOf(chunk));
    const head = parseRegistryHeading(headingText);
    const tree = tryParse(chunk, problems, `Entry "${headingText}"`);
    const { fields, plain } = listItems(tree, { source: source.text });
    const value = (k: string) => fields.find((f) => f.key === k)?.value ?? null;
    const owns = (value('owns') ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      ...head,
      chunk,
      heading: headingSpan(chunk),
      headingText,
      span: chunkSpan(chunk),
      fields,
      items: plain,
      owns,
      address: value('address'),
    };
  });
  return { kind: 'registry', source, title, preamble: split.preamble, entries, problems };
}

/** How subjects compare across entries: case and runs of white space do not count. */
export function subjectKey(subject: string): string {
  return subject.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Renders a provenance tag the way tools write it. */
export function provenanceTag(p: Provenance): string {
  return p.kind === 'self' ? '[SELF]' : `[RELAYED by ${p.by}]`;
}
