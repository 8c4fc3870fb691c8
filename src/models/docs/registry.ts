// The typed PROJECT_REGISTRY.md (RegistryDoc): entries, provenance tags and fields.
import type { SourceFile, Span } from '../markdown/source.js';
import { splitAtLevel2, headingOf, type Chunk } from '../markdown/split.js';
import { plainText } from '../markdown/parse.js';
import {
  chunkSpan,
  fieldKey,
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
import { findTable } from './table.js';

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
  /** How the file lays out its projects (config `registry.layout`): only `tagged` entries carry provenance. */
  layout: RegistryLayout;
  entries: RegistryEntry[];
}

/**
 * `tagged`: SPEC §2's `## <project> [SELF]` sections; `sections`: `## CODE-NNN — Name` sections with `- key: value`
 * lines and no provenance tag; `table`: one Markdown table, a row per project.
 */
export type RegistryLayout = 'tagged' | 'sections' | 'table';
export const REGISTRY_LAYOUTS: RegistryLayout[] = ['tagged', 'sections', 'table'];

/** A `## CODE-NNN — Name` heading: the id, and the name after the separator. */
export const CODE_HEADING = /^([A-Za-z0-9][A-Za-z0-9_.-]*)\s*(?:[—–:|]|\s-\s)\s*(.+)$/;

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

/** Parses PROJECT_REGISTRY.md in a layout (SPEC §2's tagged sections by default). */
export function parseRegistry(source: SourceFile, layout: RegistryLayout = 'tagged'): RegistryDoc {
  if (layout === 'table') return parseRegistryTable(source);
  const split = splitAtLevel2(source.text);
  const problems: ParseProblem[] = [];
  const title = findTitle(tryParse(split.preamble, problems, 'The preamble'), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, 'section'));
  problems.push(...openBlockProblems(split, 'section'));
  const entries = split.sections.map((chunk): RegistryEntry => {
    const headingText = plainText(headingOf(chunk));
    const head = layout === 'sections' ? untaggedHeading(headingText) : parseRegistryHeading(headingText);
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
  return { kind: 'registry', source, layout, title, preamble: split.preamble, entries, problems };
}

/** An untagged section heading: `CODE-NNN — Name` names the project by its code; any other heading is the id. */
function untaggedHeading(text: string): { id: string; provenance: null; tagCount: number } {
  return { id: CODE_HEADING.exec(text)?.[1] ?? text.trim(), provenance: null, tagCount: 0 };
}

/** Column headers read as a project's id, what it owns, and where it lives (normalised). */
export const ID_COLUMNS = /^(?:project|name|code|id|repo|repository|service|component|system|module|package)\b/;
const OWNS_COLUMNS = /^(?:owns|subjects?)$/;
const ADDRESS_COLUMNS = /^(?:address|path|url|location)$/;

/** A registry kept as one table, a row per project: the id column names the entry, the other cells its fields. */
function parseRegistryTable(source: SourceFile): RegistryDoc {
  const problems: ParseProblem[] = [];
  const table = findTable(source.text, () => true, problems);
  const start = { line: 1, column: 1, offset: 0 };
  if (!table) {
    if (!problems.length)
      problems.push({
        message:
          'PROJECT_REGISTRY.md holds no table (registry.layout: table reads one row per project under a header ' +
          'such as "| Project | Owns | Address |"); add one, or drop registry.layout',
        at: { start, end: start },
      });
    const preamble = { start, text: source.text, heading: null };
    return { kind: 'registry', source, layout: 'table', title: null, preamble, entries: [], problems };
  }
  const keys = table.header.map((h) => fieldKey(h));
  const idAt = Math.max(
    0,
    keys.findIndex((k) => ID_COLUMNS.test(k)),
  );
  const entries = table.rows.map((row): RegistryEntry => {
    const id = row.cells[idAt]?.text ?? '';
    if (row.cells.length > table.header.length)
      problems.push({
        message:
          `The row of "${id}" has ${row.cells.length} cells and the header ${table.header.length}; a cell past ` +
          'the header is not shown, so remove it or add its column',
        at: row.cells[table.header.length].span,
      });
    const fields: FieldItem[] = [];
    table.header.forEach((label, i) => {
      const cell = row.cells[i];
      if (i !== idAt && cell && cell.text !== '')
        fields.push({ label, key: keys[i], value: cell.text, date: null, span: cell.span });
    });
    const value = (re: RegExp) => fields.find((f) => re.test(f.key))?.value ?? null;
    const owns = (value(OWNS_COLUMNS) ?? '')
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean);
    return {
      id,
      provenance: null,
      tagCount: 0,
      chunk: row.chunk,
      heading: row.span,
      headingText: id,
      span: row.span,
      fields,
      items: [],
      owns,
      address: value(ADDRESS_COLUMNS),
    };
  });
  const title = findTitle(tryParse(table.preamble, problems, 'The preamble'), table.preamble);
  return { kind: 'registry', source, layout: 'table', title, preamble: table.preamble, entries, problems };
}

/** How subjects compare across entries: case and runs of white space do not count. */
export function subjectKey(subject: string): string {
  return subject.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Renders a provenance tag the way tools write it. */
export function provenanceTag(p: Provenance): string {
  return p.kind === 'self' ? '[SELF]' : `[RELAYED by ${p.by}]`;
}
