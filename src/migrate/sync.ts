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
const LABEL_TAIL =
  /^[ \t]{0,8}(?:\*\*|__)?[ \t]{0,8}(?:\((\d{4}-\d{2}-\d{2})\))?[ \t]{0,8}(?:\*\*|__)?[ \t]{0,8}:[ \t]{0,8}(?:\*\*|__)?[ \t]{0,8}(?:\((\d{4}-\d{2}-\d{2})\)[ \t]{0,8})?/;

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
    // Fields: list items and bold-paragraph lines whose label is one of the three (or a spelling of one).
    const fields: Field[] = [];
    const rest: string[] = [];
    let any = false;
    // A section already in canonical form (one list of canonically written fields, in order, nothing else in
    // it) stays byte for byte: a migration of a migrated file changes nothing.
    let odd = false;
    let lists = 0;
    for (const n of kids) {
      const src = text.slice(off(n), off(n, true));
      if (n.type === 'list') {
        const keep: string[] = [];
        const before = fields.length;
        let others = 0;
        for (const item of (n as List).children as ListItem[]) {
          const first = item.children[0];
          const isrc = text.slice(item.position!.start.offset!, item.position!.end.offset!);
          if (first?.type !== 'paragraph') {
            keep.push(isrc);
            continue;
          }
          const f = readField(text.slice(off(first), item.position!.end.offset!));
          const indent = off(first) - item.position!.start.offset!;
          if (f?.name) {
            any = true;
            fields.push({ ...f, value: asParagraph(f.value, indent).replace(/\n/g, '\n  ') });
            if (!CANONICAL.test(isrc) || !isrc.includes(`**${SYNC_FIELD_LABELS[f.name]}`)) odd = true;
          } else {
            others++;
            rest.push(asParagraph(text.slice(off(first), item.position!.end.offset!), indent));
          }
        }
        if (keep.length) rest.push(keep.join(eol));
        if (fields.length > before && (others || keep.length || lists++)) odd = true;
      } else if (n.type === 'paragraph' && readField(src)?.name) {
        // One paragraph may hold several "**Label:** value" lines: each starts a field; other lines stay prose.
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
        any = true;
        odd = true;
        if (extra.length) rest.push(extra.join(eol));
      } else rest.push(src);
    }
    const w = heading.content.length <= 512 ? WRITES.exec(heading.content) : null;
    if (w || fields.some((f, i) => i > 0 && ORDER.indexOf(f.name!) < ORDER.indexOf(fields[i - 1].name!))) odd = true;
    if (!any || !odd) {
      out += original;
      return;
    }
    converted++;
    const id = w ? w[1] : heading.content;
    let section = `## ${id}`;
    const writes = w ? [`${w[2][0].toUpperCase()}${w[2].slice(1).toLowerCase()}: ${w[3].trim()}`] : [];
    const list = [...fields]
      .sort((a, b) => ORDER.indexOf(a.name!) - ORDER.indexOf(b.name!))
      .map((f) => {
        const label = SYNC_FIELD_LABELS[f.name!];
        const value = trimTrailingSpace(f.value).replace(/\r?\n/g, eol);
        return f.date ? `- **${label}** (${f.date}): ${value}` : `- **${label}:** ${value}`;
      });
    const missing = ORDER.filter((n) => !fields.some((f) => f.name === n)).map((n) => SYNC_FIELD_LABELS[n]);
    if (missing.length)
      hints.push(
        `section "${id}" (line ${heading.line}) has no ${missing.join(', ')}; its agent adds ` +
          `${missing.length === 1 ? 'it' : 'them'} with handover sync set`,
      );
    const blocks = [
      section,
      ...writes,
      ...(list.length ? [list.join(eol)] : []),
      ...rest.map((r) => trimTrailingSpace(r)).filter(Boolean),
    ];
    section = blocks.join(eol + eol);
    // The whitespace after the section stays as it was.
    const gap = original.slice(trimTrailingSpace(original).length) || eol;
    const next = section + gap;
    if (next !== original)
      notes.push({
        line: heading.line,
        from: `## ${heading.content}`,
        to: `## ${id} with ${list.length} field${list.length === 1 ? '' : 's'}${rest.length + writes.length ? ` and ${rest.length + writes.length} block${rest.length + writes.length === 1 ? '' : 's'} of prose` : ''}`,
      });
    out += next;
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
