// Rendering typed documents and new entries as text in a given dialect.
import type { LogDialect, SyncDialect } from '../dialect.js';
import type { HandoverDoc, HandoverEntry } from '../docs/handover.js';
import type { SyncDoc } from '../docs/sync.js';
import { syncFieldLine } from '../docs/sync.js';
import { headingOf, normaliseText } from '../markdown/split.js';

/** What a new entry says, in any dialect: tools fill in what the dialect's heading and fields need. */
export interface EntryContent {
  seq?: number | null;
  id?: string | null;
  /** RFC 3339 with a zone. */
  timestamp: string;
  title?: string | null;
  /**
   * The dialect's fields by name (`for`, `artifact-path` …); `date`, `from`, `status`, `summary` are filled in when
   * absent.
   */
  fields?: Record<string, string>;
  /** The body (in a dialect with a `summary` field, its value when `fields.summary` is not given). */
  text: string;
  author?: string | null;
  /** What the entry corrects, as the dialect names entries (`#3`, an id). */
  corrects?: string[];
}

/** An entry's heading as tools write it in a dialect, without the `#` markers. */
export function entryHeadingText(dialect: LogDialect, e: EntryContent): string {
  const title = e.title ? `${dialect.heading === 'id' ? ': ' : ' · '}${e.title}` : '';
  switch (dialect.heading) {
    case 'seq':
      return `${e.seq} · ${e.timestamp}${title}`;
    case 'timestamp':
      return `${e.timestamp}${title}`;
    case 'date':
      return `${e.timestamp.slice(0, 10)}${title}`;
    case 'date-last':
      return `${e.title ?? 'Entry'} (${e.timestamp.slice(0, 10)})`;
    case 'id':
      return `${e.id}${e.title ? title : ': (untitled)'}`;
  }
}

/** A whole entry in a dialect's canonical form, ending with one line break. */
export function renderEntry(dialect: LogDialect, e: EntryContent): string {
  const heading = `${'#'.repeat(dialect.level)} ${entryHeadingText(dialect, e)}`;
  const corrects = e.corrects?.length ? `Corrects: ${e.corrects.join(', ')}\n\n` : '';
  if (!dialect.fields.length) return `${heading}\n\n${corrects}${e.text}\n`;
  const given = e.fields ?? {};
  const value = (name: string): string => {
    if (given[name] !== undefined) return given[name];
    if (name === 'date') return e.timestamp.slice(0, 10);
    if (name === dialect.authorField) return e.author ?? '';
    if (name === dialect.audienceField) return 'any';
    if (name === 'status') return 'queued';
    if (name === 'summary') return e.text.replace(/\s*\n\s*/g, ' ').trim();
    return '';
  };
  // An optional field (cmap's `time`) is written only when it is given.
  const lines = dialect.fields
    .filter((f) => f.required || given[f.name] !== undefined)
    .map((f) => `- **${f.name}**: ${value(f.name)}`);
  const extra = Object.keys(given)
    .filter((k) => !dialect.fields.some((f) => f.name === k))
    .map((k) => `- **${k}**: ${given[k]}`);
  const body = given.summary !== undefined && e.text ? `\n\n${e.text}` : '';
  return `${heading}\n\n${corrects}${[...lines, ...extra].join('\n')}${body}\n`;
}

/** What a typed entry says, read back for rendering in another dialect. */
export function entryContent(e: HandoverEntry, from: LogDialect): EntryContent {
  const fields = Object.fromEntries(e.fields.map((f) => [f.key.replace(/ /g, '-'), f.value]));
  const lines = normaliseText(e.chunk.text)
    .split('\n')
    .slice(e.chunk.setextLines ?? 1);
  const body = from.fields.length ? (fields.summary ?? '') : lines.join('\n').replace(/^\n+/, '');
  return {
    seq: e.seq,
    id: e.id,
    timestamp: e.timestamp && e.timestamp.length > 10 ? e.timestamp : `${e.timestamp ?? '1970-01-01'}T00:00:00Z`,
    title: e.title,
    fields,
    text: body,
    author: e.author,
  };
}

/**
 * A typed log rendered in a dialect's canonical form: its title naming the writer, the grouping sections the
 * dialect has, the entries in the dialect's order (numbered 1, 2, 3 … oldest first when it numbers them). For
 * `migrate --to`.
 */
export function renderHandover(doc: HandoverDoc, to: LogDialect): string {
  const writer = doc.writer ?? 'unknown';
  const title = to.authorField ? `# HANDOVER Queue — ${writer}` : `# Handover: ${writer}`;
  const entries = doc.entries.map((e, i) => {
    const c = entryContent(e, doc.dialect);
    return {
      lane: e.lane,
      c: {
        ...c,
        seq: i + 1,
        id: c.id && !/^\d+$/.test(c.id) ? c.id : `${c.timestamp.slice(0, 10)}-${i + 1}`,
        author: c.author ?? writer,
      },
    };
  });
  const order = (list: typeof entries) => (to.order === 'newest-first' ? list.slice().reverse() : list);
  const parts: string[] = [title, ''];
  if (to.groups) {
    for (const g of to.groups) {
      const mine = entries.filter(
        (e) =>
          (e.lane || 'queue') === g.lane ||
          (!to.groups!.some((x) => x.lane === (e.lane || 'queue')) && g === to.groups![0]),
      );
      if (!mine.length && !g.required) continue;
      parts.push(`## ${g.heading}`, '');
      for (const e of order(mine))
        parts.push(
          renderEntry(to, {
            ...e.c,
            fields: { ...e.c.fields, ...(g.lane === 'processed' ? { status: 'processed' } : {}) },
          }),
        );
    }
  } else {
    for (const e of order(entries)) parts.push(renderEntry(to, e.c));
  }
  return parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*$/, '\n');
}

/** A typed SYNC.md rendered in a dialect's canonical form: its shared sections, then each agent's section. */
export function renderSync(doc: SyncDoc, to: SyncDialect, today = new Date().toISOString().slice(0, 10)): string {
  const parts: string[] = [to.top.length ? '# SYNC.md — Shared Intent Surface' : '# Sync', ''];
  const from = doc.dialect;
  for (const t of to.top) {
    const s = doc.sections.find((x) => x.id.toLowerCase() === t.id.toLowerCase());
    if (!s && !t.required) continue;
    parts.push(`## ${t.id}`, '', s ? normaliseText(s.chunk.text).split('\n').slice(1).join('\n').trim() : '', '');
  }
  for (const s of doc.sections) {
    if (s.shared) {
      if (!to.top.some((t) => t.id.toLowerCase() === s.id.toLowerCase()))
        parts.push(
          `## ${s.id}`,
          '',
          normaliseText(s.chunk.text)
            .split('\n')
            .slice(s.chunk.setextLines ?? 1)
            .join('\n')
            .trim(),
          '',
        );
      continue;
    }
    const value = (i: number) => {
      const name = from.fields[i]?.name;
      return (name ? s.fields.find((f) => f.name === name)?.value : undefined) || '—';
    };
    const lines = to.fields.map((f, i) =>
      syncFieldLine(to, f, value(i), s.fields.find((x) => x.name === from.fields[i]?.name)?.date ?? today),
    );
    parts.push(`## ${to.sectionHeading(s.id, null)}`, '', ...lines, '');
  }
  void headingOf;
  return parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*$/, '\n');
}
