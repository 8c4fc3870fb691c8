import type { List, ListItem, RootContent } from 'mdast';
import type { Config } from '../config/schema.js';
import { fieldKey } from '../models/docs/base.js';
import { SYNC_FIELD_LABELS, type SyncFieldName } from '../models/docs/sync.js';
import { trimTrailingSpace } from '../models/markdown/split.js';
import { headingText, parseWhole } from './read.js';
import type { MigrateNote, Migration } from './types.js';

/**
 * SYNC.md with other field spellings (`current-focus`, `Focus`, `Blockers`, `Next steps`), fields written
 * as bold paragraphs (`**Current focus:** …` lines) or headings like `## partner (writes: repo)` rendered
 * in the canonical form: one list of the three fields, `- **Label:** value` (a date kept as
 * `- **Label** (YYYY-MM-DD): value`). Fields that are not one of the three, and list items that are
 * not fields, stay in the section as prose paragraphs. Sections with none of the three fields (a decision
 * log, a goal) and shared sections are left exactly as they are.
 */

/** Spellings read as each of the three fields (normalised with `fieldKey`). */
const SYNONYMS: Record<string, SyncFieldName> = {
  'current focus': 'focus',
  focus: 'focus',
  'working on': 'focus',
  currently: 'focus',
  doing: 'focus',
  now: 'focus',
  current: 'focus',
  'blocked on': 'blocked',
  blocked: 'blocked',
  blocker: 'blocked',
  blockers: 'blocked',
  'blocked by': 'blocked',
  'waiting on': 'blocked',
  'waiting for': 'blocked',
  'next action': 'next',
  next: 'next',
  'next step': 'next',
  'next steps': 'next',
  'next up': 'next',
  'up next': 'next',
  todo: 'next',
};

const ORDER: SyncFieldName[] = ['focus', 'blocked', 'next'];

// `**Label**:`, `**Label:**`, `Label:`, each optionally with a `(YYYY-MM-DD)` date before or after the colon.
// Matched on a bounded slice, label first then the rest: one pattern with a lazy label and several `[ \t]*`
// runs side by side would backtrack polynomially on a line of spaces.
const LABEL_HEAD = /^(\*\*|__)?([A-Za-z][A-Za-z0-9 _-]{0,63})/;
const SP = '[ \\t]{0,8}';
const BOLD = '(?:\\*\\*|__)?';
const DATE_IN = '\\((\\d{4}-\\d{2}-\\d{2})\\)';
const LABEL_TAIL = new RegExp(
  `^${SP}${BOLD}${SP}(?:${DATE_IN})?${SP}${BOLD}${SP}:${SP}${BOLD}${SP}(?:${DATE_IN}${SP})?`,
);

interface Field {
  name: SyncFieldName | null;
  label: string;
  date: string | null;
  /** The value as written (continuation lines kept). */
  value: string;
}

/** Reads `Label: value` at the start of some source text; null when it does not start with a label. */
function readField(src: string): Field | null {
  const head = LABEL_HEAD.exec(src.slice(0, 72));
  if (!head) return null;
  const label = head[2].replace(/[ \t]+$/, '');
  const at = (head[1]?.length ?? 0) + label.length;
  const tail = LABEL_TAIL.exec(src.slice(at, at + 96));
  if (!tail) return null;
  // A bold label must close: "**Current focus:**" or "**current-focus** (date):", never a bare "**x".
  if (head[1] && !/(\*\*|__)/.test(tail[0])) return null;
  return {
    name: SYNONYMS[fieldKey(label)] ?? null,
    label,
    date: tail[1] ?? tail[2] ?? null,
    value: src.slice(at + tail[0].length),
  };
}

/** A field item as tools write it: `- **Current focus:** …` or `- **Current focus** (2026-11-29): …`. */
/** A section in canonical form: the agent id, its `Writes:` line, the three fields in order, then its prose. */
function renderSection(o: {
  heading: ReturnType<typeof headingText>;
  w: RegExpExecArray | null;
  fields: Field[];
  rest: string[];
  eol: string;
  original: string;
}): { text: string; hint: string | null; note: MigrateNote | null } {
  const { heading, w, fields, rest, eol, original } = o;
  const id = w ? w[1] : heading.content;
  const writes = w ? [`${w[2][0].toUpperCase()}${w[2].slice(1).toLowerCase()}: ${w[3].trim()}`] : [];
  const list = [...fields]
    .sort((a, b) => ORDER.indexOf(a.name!) - ORDER.indexOf(b.name!))
    .map((f) => {
      const label = SYNC_FIELD_LABELS[f.name!];
      const value = trimTrailingSpace(f.value).replace(/\r?\n/g, eol);
      return f.date ? `- **${label}** (${f.date}): ${value}` : `- **${label}:** ${value}`;
    });
  const missing = ORDER.filter((n) => !fields.some((f) => f.name === n)).map((n) => SYNC_FIELD_LABELS[n]);
  const hint = missing.length
    ? `section "${id}" (line ${heading.line}) has no ${missing.join(', ')}; its agent adds ` +
      `${missing.length === 1 ? 'it' : 'them'} with handover sync set`
    : null;
  const blocks = [
    `## ${id}`,
    ...writes,
    ...(list.length ? [list.join(eol)] : []),
    ...rest.map((r) => trimTrailingSpace(r)).filter(Boolean),
  ];
  // The whitespace after the section stays as it was.
  const gap = original.slice(trimTrailingSpace(original).length) || eol;
  const text = blocks.join(eol + eol) + gap;
  const prose = rest.length + writes.length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const note =
    text === original
      ? null
      : {
          line: heading.line,
          from: `## ${heading.content}`,
          to: `## ${id} with ${plural(list.length, 'field')}${prose ? ` and ${plural(prose, 'block')} of prose` : ''}`,
        };
  return { text, hint, note };
}

/** What a section's blocks hold: its fields, the rest as prose, and whether it is not in canonical form. */
interface SectionFields {
  fields: Field[];
  rest: string[];
  /** Whether any field was found. */
  any: boolean;
  /** Whether the section is not already one list of canonically written fields, in order, nothing else in it. */
  odd: boolean;
}

const offsetOf = (n: { position?: { start: { offset?: number }; end: { offset?: number } } }, end = false) =>
  end ? n.position!.end.offset! : n.position!.start.offset!;

/**
 * Fields: list items and bold-paragraph lines whose label is one of the three (or a spelling of one). A section
 * already in canonical form (one list of canonically written fields, in order, nothing else in it) stays byte for
 * byte: a migration of a migrated file changes nothing.
 */
function sectionFields(o: { text: string; eol: string; kids: RootContent[] }): SectionFields {
  const out: SectionFields = { fields: [], rest: [], any: false, odd: false };
  let lists = 0;
  for (const n of o.kids) {
    const src = o.text.slice(offsetOf(n), offsetOf(n, true));
    if (n.type === 'list') {
      const before = out.fields.length;
      const { keep, others } = listFields(o.text, n as List, out);
      if (keep.length) out.rest.push(keep.join(o.eol));
      if (out.fields.length > before && (others || keep.length || lists++)) out.odd = true;
    } else if (n.type === 'paragraph' && readField(src)?.name) {
      const extra = paragraphFields(src, out.fields);
      out.any = true;
      out.odd = true;
      if (extra.length) out.rest.push(extra.join(o.eol));
    } else out.rest.push(src);
  }
  return out;
}

/** The fields of a list's items into `out`; items that are not fields become prose. */
function listFields(text: string, list: List, out: SectionFields): { keep: string[]; others: number } {
  const keep: string[] = [];
  let others = 0;
  for (const item of list.children as ListItem[]) {
    const first = item.children[0];
    const isrc = text.slice(offsetOf(item), offsetOf(item, true));
    if (first?.type !== 'paragraph') {
      keep.push(isrc);
      continue;
    }
    const f = readField(text.slice(offsetOf(first), offsetOf(item, true)));
    const indent = offsetOf(first) - offsetOf(item);
    if (f?.name) {
      out.any = true;
      out.fields.push({ ...f, value: asParagraph(f.value, indent).replace(/\n/g, '\n  ') });
      if (!CANONICAL.test(isrc) || !isrc.includes(`**${SYNC_FIELD_LABELS[f.name]}`)) out.odd = true;
    } else {
      others++;
      out.rest.push(asParagraph(text.slice(offsetOf(first), offsetOf(item, true)), indent));
    }
  }
  return { keep, others };
}

/** One paragraph may hold several "**Label:** value" lines: each starts a field; other lines stay prose (returned). */
function paragraphFields(src: string, fields: Field[]): string[] {
  let cur: Field | null = null;
  const extra: string[] = [];
  for (const line of src.split(/\r?\n/)) {
    const f = readField(line);
    if (f?.name) {
      if (cur) fields.push(cur);
      cur = f;
    } else if (f || !cur) {
      if (cur) fields.push(cur);
      cur = null;
      extra.push(line);
    } else cur.value += `\n  ${line.trim()}`;
  }
  if (cur) fields.push(cur);
  return extra;
}

const CANONICAL = /^- \*\*(?:Current focus|Blocked on|Next action)(?::\*\*(?: |$)|\*\* \(\d{4}-\d{2}-\d{2}\): )/;

const WRITES = /^(.*?\S)[ \t]*\((writes|owner|repo)[ \t]*:[ \t]*([^)]*)\)$/i;

/** Removes a list item's marker and the indentation of its continuation lines: the item as a paragraph. */
function asParagraph(src: string, indent: number): string {
  return src
    .split('\n')
    .map((l, i) => (i === 0 ? l : l.replace(new RegExp(`^ {0,${indent}}`), '')))
    .join('\n');
}

/** Converts SYNC.md text into the canonical handover form. */
export function migrateSync(raw: string, config: Config, what = 'SYNC.md'): Migration {
  const bom = raw.charCodeAt(0) === 0xfeff;
  const text = bom ? raw.slice(1) : raw;
  const eol = /\r\n/.test(text) ? '\r\n' : '\n';
  const tree = parseWhole(text, what);
  const nodes = tree.children;
  const h2 = nodes.map((n, i) => (n.type === 'heading' && n.depth === 2 ? i : -1)).filter((i) => i !== -1);
  const notes: MigrateNote[] = [];
  const hints: string[] = [];
  let out = h2.length ? text.slice(0, nodes[h2[0]].position!.start.offset!) : text;
  let converted = 0;
  const off = (n: RootContent, end = false) => (end ? n.position!.end.offset! : n.position!.start.offset!);
  h2.forEach((ni, k) => {
    const h = nodes[ni] as RootContent & { depth: number };
    const start = off(h);
    const stop = k + 1 < h2.length ? off(nodes[h2[k + 1]]) : text.length;
    const original = text.slice(start, stop);
    const kids = nodes.slice(ni + 1, k + 1 < h2.length ? h2[k + 1] : nodes.length);
    const heading = headingText(text, h as never);
    if (heading.plain in config.sync.shared) {
      out += original;
      return;
    }
    const { fields, rest, any, odd: oddFields } = sectionFields({ text, eol, kids });
    let odd = oddFields;
    const w = heading.content.length <= 512 ? WRITES.exec(heading.content) : null;
    if (w || fields.some((f, i) => i > 0 && ORDER.indexOf(f.name!) < ORDER.indexOf(fields[i - 1].name!))) odd = true;
    if (!any || !odd) {
      out += original;
      return;
    }
    converted++;
    const r = renderSection({ heading, w, fields, rest, eol, original });
    if (r.hint) hints.push(r.hint);
    if (r.note) notes.push(r.note);
    out += r.text;
  });
  const result = (bom ? '\uFEFF' : '') + out;
  const left = h2.length - converted;
  const summary =
    `${converted} agent section${converted === 1 ? '' : 's'} rewritten in canonical form; ${left} ` +
    `section${left === 1 ? '' : 's'} left as ${left === 1 ? 'it was' : 'they were'}`;
  return {
    kind: 'sync',
    from: 'legacy',
    to: 'handover',
    text: result,
    changed: result !== raw,
    summary,
    notes,
    hints,
    options: { order: 'keep', writer: null, preamble: [] },
  };
}
