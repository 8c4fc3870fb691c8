// The typed SYNC.md (SyncDoc): sections, fields and which edits a section may take.
import type { RootContent } from 'mdast';
import type { SourceFile, Span } from '../markdown/source.js';
import {
  splitAtLevel2,
  scanBlocks,
  chunkAt,
  chunksAt,
  headingOf,
  normaliseText,
  type Chunk,
  type Split,
} from '../markdown/split.js';
import { plainText, spanOf } from '../markdown/parse.js';
import { CANONICAL, KNOWN_SYNC_ALIASES, type SharedPolicy, type SyncDialect, type SyncFieldSpec } from '../dialect.js';
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
import { findTable, findTables, type Table } from './table.js';

/** The three fields every agent section holds, by normalised label. */
export const SYNC_FIELDS = { 'current focus': 'focus', 'blocked on': 'blocked', 'next action': 'next' } as const;
export type SyncFieldName = (typeof SYNC_FIELDS)[keyof typeof SYNC_FIELDS] | 'shift' | 'question';
/** Labels by field name (`shift` and `question` are cmap's `recent-shift` and `open-question`). */
export const SYNC_FIELD_LABELS: Record<SyncFieldName, string> = {
  focus: 'Current focus',
  blocked: 'Blocked on',
  next: 'Next action',
  shift: 'recent-shift',
  question: 'open-question',
};

/** Values of `Blocked on` that mean "not blocked". */
const NOT_BLOCKED = new Set(['', '—', '–', '-', 'none', 'nothing', 'n/a']);

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
export function parseSync(source: SourceFile, dialect: SyncDialect = CANONICAL.sync): SyncDoc {
  if (dialect.layout === 'table') return parseSyncTable(source, dialect);
  if (dialect.layout === 'tables') return parseSyncTables(source, dialect);
  if (dialect.layout === 'list') return parseSyncList(source, dialect);
  const split = dialect.level === 3 ? groupedSplit(source.text, dialect) : splitAtLevel2(source.text);
  const problems: ParseProblem[] = [];
  const title = findTitle(tryParse(split.preamble, problems, 'The preamble'), split.preamble);
  if (split.unclosedFence) problems.push(unclosedFenceProblem(split.unclosedFence, 'section'));
  problems.push(...openBlockProblems(split, 'section'));
  const byKey = fieldIndex(dialect);
  const seenTop = new Set<string>();
  let agentSeen: SyncSection | null = null;
  let inGroup: string | null = null;
  const sections = split.sections.map((chunk): SyncSection => {
    const text = plainText(headingOf(chunk));
    const top = dialect.top.find((t) => t.match.test(text));
    const id = top ? top.id : dialect.sectionId(text);
    const group = dialect.level === 3 && (chunk.level ?? 2) === 2;
    const shared = top
      ? { mode: top.mode, writers: top.writers }
      : (dialect.shared[id] ?? (group ? GROUP_POLICY : null));
    const tree = tryParse(chunk, problems, `Section "${id}"`);
    const { fields, plain } = listItems(tree, { source: source.text });
    const section: SyncSection = {
      id,
      shared,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      // A bold paragraph line is a field when its label is one; otherwise it is prose (migrate keeps extra fields
      // that way), except in a dialect whose unknown fields are extensions to warn about (cmap).
      fields: ownFieldsOf(
        fields
          .map((f) => ({ ...f, name: labelName(byKey, dialect, f) }))
          .filter((f) => f.name !== null || !f.inParagraph || dialect.unknownFields === 'warn' || dialect.ownFields),
        dialect,
      ),
      items: dialect.ownFields ? [] : plain,
    };
    if (dialect.level === 3) {
      if (group) inGroup = id;
      else section.group = inGroup;
    }
    if (top) {
      seenTop.add(top.id);
      if (agentSeen && top.required)
        problems.push({
          message:
            `"## ${top.id}" comes after the agent sections (first "${agentSeen.id}"); the shared sections go ` +
            `before them`,
          at: section.heading,
        });
    } else if (!shared) agentSeen ??= section;
    return section;
  });
  if (!agentSeen && dialect.name === 'handover') problems.push(...tableHint(source.text));
  for (const t of dialect.top) {
    if (t.required && !seenTop.has(t.id))
      problems.push({
        message: `SYNC.md has no "## ${t.id}" section; add it before the agent sections`,
        at: { start: split.preamble.start, end: split.preamble.start },
      });
  }
  return { kind: 'sync', source, dialect, schema: dialect.fields, title, preamble: split.preamble, sections, problems };
}

/** Header texts of the column that names a table board's agent (else its first column that is not a field). */
const AGENT_COLUMNS = new Set(['agent', 'agents', 'agent id', 'name', 'who', 'id', 'role', 'assigned to', 'assignee']);
/**
 * The agent columns of a table per status group: a column that names an agent, never a project's `Name` or `ID`
 * (a snapshot's table of phases is no board).
 */
const STATUS_TABLE_AGENTS = new Set(['agent', 'agents', 'agent id', 'agent name', 'who', 'assigned to', 'assignee']);

/**
 * What each column of a table board is: the field it holds (`names`, null for the board's own columns), its
 * normalised label, and which column names the row's agent.
 */
function tableColumns(
  header: string[],
  nameOf: (h: string) => SyncFieldName | null,
): { names: (SyncFieldName | null)[]; keys: string[]; idAt: number } {
  const names = header.map((h) => nameOf(h));
  const keys = header.map((h) => fieldKey(h));
  const agentAt = keys.findIndex((k) => AGENT_COLUMNS.has(k));
  return { names, keys, idAt: Math.max(0, agentAt === -1 ? names.indexOf(null) : agentAt) };
}

/**
 * The table of a table board as `sync set` writes it: its rows and, per column, the field it holds and where the
 * agent is named; null when the file holds no such table.
 */
export function syncTableOf(
  text: string,
  dialect: SyncDialect,
): { table: Table; names: (SyncFieldName | null)[]; idAt: number } | null {
  const byKey = fieldIndex(dialect);
  const nameOf = (h: string) => labelName(byKey, dialect, { key: fieldKey(h), label: h });
  const table = findTable(text, (h) => h.some((x) => nameOf(x) !== null), []);
  if (!table) return null;
  const { names, idAt } = tableColumns(table.header, nameOf);
  return { table, names, idAt };
}

/**
 * SYNC.md kept as one table, a row per agent (`sync.layout: table`): each row is the agent's section, its agent
 * cell the id and the columns the dialect's fields name its fields (other columns are the board's own); everything
 * else (title, header, prose) is the preamble.
 */
function parseSyncTable(source: SourceFile, dialect: SyncDialect): SyncDoc {
  const problems: ParseProblem[] = [];
  const byKey = fieldIndex(dialect);
  const nameOf = (h: string) => labelName(byKey, dialect, { key: fieldKey(h), label: h });
  const table = findTable(source.text, (h) => h.some((x) => nameOf(x) !== null), problems);
  const at = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  if (!table) {
    if (!problems.length)
      problems.push({
        message:
          'SYNC.md holds no table whose header names a field (sync.layout: table reads one row per agent under ' +
          `a header such as "| Agent | ${dialect.fields.map((f) => f.label).join(' | ')} |"); add one, or drop ` +
          'sync.layout',
        at,
      });
    const preamble = { start: at.start, text: source.text, heading: null };
    return { kind: 'sync', source, dialect, schema: dialect.fields, title: null, preamble, sections: [], problems };
  }
  const shared = sharedParts(source.text, dialect).filter((p) => !within(p, table.headerSpan.start.offset));
  const rows = rowSections(table, { nameOf, problems, group: undefined });
  const preamble = withoutSpans(source.text, [{ start: table.body.start, end: table.body.end }, ...shared]);
  const sections = inOrder(rows, shared);
  const title = findTitle(tryParse(preamble, problems, 'The preamble'), preamble);
  return { kind: 'sync', source, dialect, schema: dialect.fields, title, preamble, sections, problems };
}

/** A table's rows as agent sections: the agent cell the id, the columns named like fields its fields. */
function rowSections(
  table: Table,
  o: { nameOf: (h: string) => SyncFieldName | null; problems: ParseProblem[]; group: string | null | undefined },
): SyncSection[] {
  const { problems } = o;
  const { names, keys, idAt } = tableColumns(table.header, o.nameOf);
  return table.rows.map((row): SyncSection => {
    const id = row.cells[idAt]?.text ?? '';
    if (row.cells.length > table.header.length)
      problems.push({
        message:
          `The row of "${id}" has ${row.cells.length} cells and the header ${table.header.length}; a cell past the ` +
          'header is not shown, so remove it or add its column',
        at: row.cells[table.header.length].span,
      });
    const fields: SyncField[] = [];
    table.header.forEach((label, i) => {
      if (i === idAt || names[i] === null) return;
      const cell = row.cells[i];
      const span = cell?.span ?? { start: row.span.end, end: row.span.end };
      fields.push({ label, key: keys[i], value: cell?.text ?? '', date: null, span, name: names[i] });
    });
    const section: SyncSection = {
      id,
      shared: null,
      chunk: row.chunk,
      heading: row.span,
      span: row.span,
      fields,
      items: [],
    };
    if (o.group !== undefined) section.group = o.group;
    return section;
  });
}

/** The fields of a board's own (`sync.ownFields`) marked, so that no rule asks about them. */
function ownFieldsOf(fields: SyncField[], dialect: SyncDialect): SyncField[] {
  return dialect.ownFields ? fields.map((f) => (f.name === null ? { ...f, own: true } : f)) : fields;
}

/** The text of the last level-2 or level-3 heading before an offset (a table's or an item's status group), or null. */
function groupAt(boundaries: { offset: number; raw: string }[], offset: number): string | null {
  let raw: string | null = null;
  for (const b of boundaries) if (b.offset <= offset) raw = b.raw;
  return raw === null
    ? null
    : raw
        .replace(/^ {0,3}#+[ \t]*/, '')
        .replace(/[ \t]+#*[ \t]*$/, '')
        .trim();
}

/**
 * SYNC.md kept as a table per status group (`sync.layout: tables`): `## In progress`, `## Blocked`, `## Done`, each
 * with a table whose header has an agent column and a field column. Each row is a part of its agent's (an agent may
 * hold several), its group the heading above the table (the row's status); the rest of the file is the preamble.
 */
function parseSyncTables(source: SourceFile, dialect: SyncDialect): SyncDoc {
  const problems: ParseProblem[] = [];
  const byKey = fieldIndex(dialect);
  const nameOf = (h: string) => labelName(byKey, dialect, { key: fieldKey(h), label: h });
  const agentTable = (h: string[]) =>
    h.some((x) => STATUS_TABLE_AGENTS.has(fieldKey(x))) && h.some((x) => nameOf(x) !== null);
  // a table under a shared section (`## Blockers`, config sync.shared) is that section's text, never a status group
  const shared = sharedParts(source.text, dialect);
  const tables = findTables(source.text, agentTable, problems).filter(
    (t) => !shared.some((p) => within(p, t.headerSpan.start.offset)),
  );
  const boundaries = scanBlocks(source.text, 0, 2, 3).boundaries;
  const rows = tables.flatMap((t) =>
    rowSections(t, { nameOf, problems, group: groupAt(boundaries, t.headerSpan.start.offset) }),
  );
  const sections = inOrder(rows, shared);
  if (!tables.length && !problems.length)
    problems.push({
      message:
        'SYNC.md holds no table with an agent column and a field column (sync.layout: tables reads a table per ' +
        `status group, such as "| Agent | ${dialect.fields[0].label} |" under "## In progress"); add one, or drop ` +
        'sync.layout',
      at: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
    });
  const preamble = withoutSpans(source.text, [...tables.map((t) => t.body), ...shared]);
  const title = findTitle(tryParse(preamble, problems, 'The preamble'), preamble);
  return { kind: 'sync', source, dialect, schema: dialect.fields, title, preamble, sections, problems };
}

/** A shared section of a board whose agents are no headings (list, table, tables), and where its text lies. */
interface SharedPart {
  section: SyncSection;
  start: number;
  end: number;
}

/** How a heading's section may change when it is a shared one (the dialect's own, or config `sync.shared`), or null. */
function sharedPolicyOf(heading: string, dialect: SyncDialect): { id: string; policy: SharedPolicy } | null {
  const top = dialect.top.find((t) => t.match.test(heading));
  if (top) return { id: top.id, policy: { mode: top.mode, writers: top.writers } };
  const id = dialect.sectionId(heading);
  return id in dialect.shared ? { id, policy: dialect.shared[id] } : null;
}

/**
 * The shared sections of a board whose agents are rows or list items (`sync.layout` list, table, tables): each
 * level-2 or level-3 heading `sync.shared` names, with everything under it up to the next heading of its level or
 * above. It is judged by its own policy (`sync/shared-sections`), as on a board of agent sections; nothing in it is
 * an agent's, and it is no status group.
 */
function sharedParts(text: string, dialect: SyncDialect): SharedPart[] {
  if (!Object.keys(dialect.shared).length && !dialect.top.length) return [];
  const { boundaries } = scanBlocks(text, 0, 2, 3);
  const out: SharedPart[] = [];
  for (const [i, b] of boundaries.entries()) {
    if (out.length && b.offset < out[out.length - 1].end) continue;
    const found = sharedPolicyOf(plainText(headingOf({ heading: b.raw, setextLines: b.setextLines })), dialect);
    if (!found) continue;
    const end = boundaries.slice(i + 1).find((x) => x.level <= b.level)?.offset ?? text.length;
    const chunk = chunkAt(text, b, end);
    const section: SyncSection = {
      id: found.id,
      shared: found.policy,
      chunk,
      heading: headingSpan(chunk),
      span: chunkSpan(chunk),
      fields: [],
      items: [],
    };
    out.push({ section, start: b.offset, end });
  }
  return out;
}

/** A group's placeholder text: an empty status group (`_No active tasks_`, `None yet.`, `| - | - |`) holds nobody. */
const PLACEHOLDER = /^(?:no\b.*|none\b.*|nothing\b.*|n\/a|tbd|empty|[-—–]*)[.!]?$/i;

/**
 * The headings of a list or tables board that read as shared sections (`init` writes them as `sync.shared`
 * owner-only, as it does for the sections after the agents' on a board of sections): the level-2 headings after the
 * last agent's entry whose text is neither empty nor a placeholder, and holds no table with an agent column (an
 * empty status group, where an agent may move its entry, is no shared section).
 */
export function trailingSharedGroups(doc: SyncDoc): string[] {
  const { text } = doc.source;
  const agents = doc.sections.filter((s) => s.shared === null);
  if (!agents.length || (doc.dialect.layout !== 'list' && doc.dialect.layout !== 'tables')) return [];
  const last = Math.max(...agents.map((s) => s.span.end.offset));
  const level2 = scanBlocks(text, 0, 2, 2).boundaries;
  const out: string[] = [];
  for (const [i, b] of level2.entries()) {
    if (b.offset < last) continue;
    const body = text
      .slice(b.offset, level2[i + 1]?.offset ?? text.length)
      .split(/\r?\n/)
      .slice(b.setextLines ?? 1);
    const content = body
      .map((l) =>
        l
          .replace(/<!--.*?-->/g, '')
          .replace(/[|*_`]/g, ' ')
          .trim(),
      )
      .filter((l) => l && !/^(?:[-*_:]\s*){3,}$/.test(l) && !PLACEHOLDER.test(l.replace(/\s+/g, ' ')));
    const agentTable = body.some(
      (l) => /^\s*\|/.test(l) && l.split('|').some((c) => STATUS_TABLE_AGENTS.has(fieldKey(c))),
    );
    if (!content.length || agentTable) continue;
    out.push(doc.dialect.sectionId(plainText(headingOf({ heading: b.raw, setextLines: b.setextLines }))));
  }
  return out;
}

/** Whether an offset lies in a shared section's text. */
const within = (p: SharedPart, offset: number): boolean => offset >= p.start && offset < p.end;

/** Agent sections and shared ones in the order the file has them. */
function inOrder(agents: SyncSection[], shared: SharedPart[]): SyncSection[] {
  if (!shared.length) return agents;
  return [...agents, ...shared.map((p) => p.section)].sort((a, b) => a.span.start.offset - b.span.start.offset);
}

/** The text outside some spans (table rows, list items, shared sections): what is left is the board's preamble. */
function withoutSpans(text: string, spans: { start: number; end: number }[]): Chunk {
  let kept = '';
  let from = 0;
  for (const c of [...spans].sort((a, b) => a.start - b.start)) {
    kept += text.slice(from, Math.max(from, c.start));
    from = Math.max(from, c.end);
  }
  return { start: { line: 1, column: 1, offset: 0 }, text: kept + text.slice(from), heading: null };
}

/** Whether a block is a paragraph that opens with a bold label (`**Next Tasks:**`). */
const fieldParagraph = (node: RootContent): boolean => node.type === 'paragraph' && node.children[0]?.type === 'strong';

/** An agent's list item: a bold name first (`- **alice**: text`, `- **alice:** text`), the text after it its focus. */
const AGENT_ITEM = /^ {0,3}[-*+][ \t]+(\*\*|__)(.+?)\1[ \t]*(?:[:—–-][ \t]*)?(.*)$/;

/**
 * SYNC.md kept as agents listed under status groups (`sync.layout: list`): `## Active` then `- **alice**: text`.
 * Each top-level list item that opens with a bold name is that agent's section, its group the heading above it (its
 * status); the text after the name is its focus and nested `- **Label:** value` items its other fields. Everything
 * else (title, group headings, prose, other items) is the preamble. Shared sections (`sync.shared`) hold no agents.
 */
function parseSyncList(source: SourceFile, dialect: SyncDialect): SyncDoc {
  const problems: ParseProblem[] = [];
  const text = source.text;
  const scan = scanBlocks(text, 0, 2, 3);
  const whole: Chunk = { start: { line: 1, column: 1, offset: 0 }, text, heading: null };
  const tree = tryParse(whole, problems, 'The file');
  const byKey = fieldIndex(dialect);
  const focus = dialect.fields.find((f) => f.name === 'focus');
  const sections: SyncSection[] = [];
  const cut: { start: number; end: number }[] = [];
  const blocks = tree?.children ?? [];
  const shared = sharedParts(text, dialect);
  for (const [k, node] of blocks.entries()) {
    // an agents' list opens its group or follows its prose: a list after a bold field line is that field's value
    if (node.type !== 'list' || (k > 0 && fieldParagraph(blocks[k - 1]))) continue;
    // a list under a shared section (`## Decisions`, config sync.shared) is that section's text, never agents
    if (shared.some((p) => within(p, spanOf(node).start.offset))) continue;
    const group = groupAt(scan.boundaries, spanOf(node).start.offset);
    for (const item of node.children) {
      const at = spanOf(item);
      const lineStart = text.lastIndexOf('\n', at.start.offset - 1) + 1;
      const eol = text.indexOf('\n', at.end.offset);
      const end = eol === -1 ? text.length : eol + 1;
      const raw = text.slice(lineStart, end);
      const m = AGENT_ITEM.exec(raw.split('\n')[0].replace(/\r$/, ''));
      if (!m) continue;
      const id = plainText(m[2])
        .replace(/[:：]\s*$/, '')
        .trim();
      const start = { line: at.start.line, column: 1, offset: lineStart };
      const span = { start, end: at.end };
      const heading = {
        start,
        end: {
          ...start,
          column: 1 + raw.split('\n')[0].length,
          offset: lineStart + raw.split('\n')[0].replace(/\r$/, '').length,
        },
      };
      const fields: SyncField[] = [];
      if (focus)
        fields.push({
          label: focus.label,
          key: fieldKey(focus.label),
          value: m[3].trim(),
          date: null,
          span: heading,
          name: 'focus',
        });
      const nested = listItems({ type: 'root', children: item.children.slice(1) }, { source: text });
      fields.push(
        ...ownFieldsOf(
          nested.fields.map((f) => ({ ...f, name: labelName(byKey, dialect, f) })),
          dialect,
        ),
      );
      const items = dialect.ownFields ? [] : nested.plain;
      sections.push({
        id,
        shared: null,
        group,
        chunk: { start, text: raw, heading: raw.split('\n')[0], level: 2 },
        heading,
        span,
        fields,
        items,
      });
      cut.push({ start: lineStart, end });
    }
  }
  const preamble = withoutSpans(text, [...cut, ...shared]);
  const title = findTitle(tryParse(preamble, problems, 'The preamble'), preamble);
  return {
    kind: 'sync',
    source,
    dialect,
    schema: dialect.fields,
    title,
    preamble,
    sections: inOrder(sections, shared),
    problems,
  };
}

/** A board with no agent section but a table of agent rows: read with the wrong layout, which reads nothing. */
function tableHint(text: string): ParseProblem[] {
  if (!text.includes('|')) return [];
  const known = new Set(Object.values(KNOWN_SYNC_ALIASES).flat());
  const table = findTable(text, (h) => h.some((x) => known.has(fieldKey(x))), []);
  if (!table) return [];
  return [
    {
      message:
        `SYNC.md has no agent section, but a table with a row per agent (line ${table.headerSpan.start.line}); ` +
        'set sync.layout: table (handover init --detect shows the config that reads it)',
      at: table.headerSpan,
    },
  ];
}

/** A group heading of a board with level-3 agent sections (`## Active`): its heading and intro are the owner's. */
const GROUP_POLICY: SharedPolicy = { mode: 'owner-only', writers: 'owner' };

/**
 * A board whose agent sections are level-3 headings under level-2 group headings: split at both levels; the
 * level-3 headings under a shared section (`## Decision Log`) are that section's text, not agents.
 */
function groupedSplit(text: string, dialect: SyncDialect): Split {
  const scan = scanBlocks(text, 0, 2, 3);
  const parts = chunksAt(text, scan.boundaries);
  const sections: Chunk[] = [];
  let inShared = false;
  for (const chunk of parts.sections) {
    if ((chunk.level ?? 2) === 2) {
      const h = plainText(headingOf(chunk));
      inShared = dialect.top.some((t) => t.match.test(h)) || dialect.sectionId(h) in dialect.shared;
      sections.push(chunk);
    } else if (inShared && sections.length) {
      const prev = sections[sections.length - 1];
      sections[sections.length - 1] = { ...prev, text: prev.text + chunk.text };
    } else sections.push(chunk);
  }
  return { preamble: parts.preamble, sections, ...scan };
}

/** The field a label names in a dialect, or null; a dialect with exact labels takes only its own spellings. */
function labelName(
  byKey: Map<string, SyncFieldName>,
  dialect: SyncDialect,
  f: { key: string; label: string },
): SyncFieldName | null {
  const name = byKey.get(f.key) ?? null;
  if (name === null || !dialect.exactLabels) return name;
  const spec = dialect.fields.find((x) => x.name === name)!;
  return [spec.label, ...spec.aliases].includes(f.label) ? name : null;
}

const indexes = new WeakMap<SyncDialect, Map<string, SyncFieldName>>();

/** Normalised label → field name, for a dialect's labels and aliases. */
function fieldIndex(d: SyncDialect): Map<string, SyncFieldName> {
  let m = indexes.get(d);
  if (!m) {
    m = new Map();
    for (const f of d.fields) for (const l of [f.label, ...f.aliases]) m.set(fieldKey(l), f.name as SyncFieldName);
    indexes.set(d, m);
  }
  return m;
}

/**
 * Whether the head version of a section is the base version plus dated note lines only (the dialect's
 * `note` label, `- **orchestrator-note** (2026-03-05): …`): what a dispatcher may add to another
 * agent's section. Always false in a dialect without notes.
 */
export function onlyNotesAdded(base: SyncSection, head: SyncSection, dialect: SyncDialect): boolean {
  if (!dialect.note) return false;
  const notes = head.fields.filter((f) => f.key === fieldKey(dialect.note!) && f.date !== null);
  if (!notes.length) return false;
  let text = head.chunk.text;
  for (const n of notes.slice().sort((a, b) => b.span.start.offset - a.span.start.offset)) {
    const from = n.span.start.offset - head.chunk.start.offset;
    const to = n.span.end.offset - head.chunk.start.offset;
    const eol = text.indexOf('\n', to);
    text = text.slice(0, from).replace(/[ \t]*$/, '') + (eol === -1 ? '' : text.slice(eol + 1));
  }
  const squash = (t: string) => normaliseText(t).replace(/\n{2,}/g, '\n');
  return squash(text) === squash(base.chunk.text);
}

/**
 * Whether a section only grew at its end: its old text is a prefix of the new, a closing thematic break
 * (`---`, which separates sections in the reference format) set aside on both sides.
 */
export function appendedOnly(base: SyncSection, head: SyncSection): boolean {
  const body = (s: SyncSection) => normaliseText(s.chunk.text).replace(/\n+ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/, '');
  return body(head).startsWith(body(base));
}

/**
 * Whether a shared section's rows (its list items) were only appended to, each earlier row kept as it
 * was or with a ` -- RESOLVED <date>: …` suffix added: how a conflict registry may change.
 */
export function rowsKept(base: SyncSection, head: SyncSection): boolean {
  const rows = (s: SyncSection) =>
    normaliseText(s.chunk.text)
      .split('\n')
      .filter((l) => /^\s*[-*+]\s/.test(l))
      .map((l) => l.trim());
  const b = rows(base);
  const h = rows(head);
  if (h.length < b.length) return false;
  const keepsText = normaliseText(head.chunk.text)
    .split('\n')
    .filter((l) => !/^\s*[-*+]\s/.test(l))
    .join('\n')
    .startsWith(
      normaliseText(base.chunk.text)
        .split('\n')
        .filter((l) => !/^\s*[-*+]\s/.test(l))
        .join('\n'),
    );
  return (
    keepsText &&
    b.every(
      (row, i) =>
        h[i] === row ||
        (h[i].startsWith(row) && /^\s*--\s*RESOLVED\s+\d{4}-\d{2}-\d{2}\s*:/.test(h[i].slice(row.length))),
    )
  );
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

/**
 * One field line as tools write it in a dialect: `- **Current focus:** v`, or `- **current-focus** (2026-03-05): v`.
 */
export function syncFieldLine(dialect: SyncDialect, spec: SyncFieldSpec, value: string, today: string): string {
  return dialect.dated ? `- **${spec.label}** (${today}): ${value}` : `- **${spec.label}:** ${value}`;
}

/** A new agent section as tools write it in a dialect. */
export function renderSyncSection(
  dialect: SyncDialect,
  section: { agent: string; repo: string | null; values: Record<string, string>; eol: string; today: string },
): string {
  const { agent, repo, values, eol, today } = section;
  const lines = dialect.fields.map((f) => syncFieldLine(dialect, f, values[f.name] ?? '—', today));
  return `${'#'.repeat(dialect.level)} ${dialect.sectionHeading(agent, repo)}${eol}${eol}${lines.join(eol)}${eol}`;
}
