import type { Config } from '../config/schema.js';
import { NAME } from '../config/schema.js';
import { detectEol } from '../models/diff/keyed-sections.js';
import { CODE_HEADING, ID_COLUMNS, parseRegistry, type RegistryEntry } from '../models/docs/registry.js';
import { sourceFromBytes } from '../models/markdown/source.js';
import { MigrateError, type MigrateNote, type MigrateOptions, type Migration } from './types.js';

/**
 * PROJECT_REGISTRY.md kept as people keep it: one Markdown table (a row per project), or `## CODE-NNN — Name`
 * sections with `- status:` lines and no provenance tag. Rendered as SPEC §2 entries, each marked
 * `[RELAYED by <migrator>]`: the migrator wrote them down and is not their subject (only a project itself writes
 * `[SELF]`). Every cell and line is kept: the known columns become `Owns:` and `Address:`, the others fields of
 * their own.
 */

/** Column headers read as a project's id, what it owns, and where it lives (lower case). */
const OWNS_COLUMNS = /^(?:owns|subjects?|scope|description|purpose|responsibilit|domain|area|summary)/;
const ADDRESS_COLUMNS = /^(?:address|path|url|link|location|repo(?:sitory)? url|home|source)\b/;

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
const plain = (s: string) =>
  s
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
const field = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
/** The fields SPEC §2 gives a registry entry: other columns and `- label:` lines become lines of prose. */
const KNOWN = /^(?:owns|address|head|subprojects|ask)$/i;

/** An entry's lines: its known fields as list items, then every other field as a line of prose below them. */
function entryLines(fields: [string, string][]): string[] {
  const known = fields.filter(([k]) => KNOWN.test(k)).map(([k, v]) => `- ${k}: ${v}`);
  const other = fields.filter(([k]) => !KNOWN.test(k)).map(([k, v]) => `${k}: ${v}`);
  return [...known, ...(known.length && other.length ? [''] : []), ...other];
}

interface Row {
  line: number;
  id: string;
  fields: [string, string][];
}

/** The rows of the registry's tables: one project each. */
function tableRows(text: string): Row[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const rows: Row[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*\|.*\|\s*$/.test(lines[i]) || !/^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1])) continue;
    const head = cells(lines[i]).map((h) => plain(h));
    const idAt = Math.max(
      0,
      head.findIndex((h) => ID_COLUMNS.test(h.toLowerCase())),
    );
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]); j++) {
      const row = cells(lines[j]);
      const id = plain(row[idAt] ?? '');
      if (!id) continue;
      const fields: [string, string][] = [];
      head.forEach((h, k) => {
        if (k === idAt || !h || row[k] === undefined || row[k] === '') return;
        const l = h.toLowerCase();
        const label = OWNS_COLUMNS.test(l) ? 'Owns' : ADDRESS_COLUMNS.test(l) ? 'Address' : field(h);
        const prev = fields.find(([x]) => x === label);
        if (prev && label === 'Owns') prev[1] = `${prev[1]}; ${row[k]}`;
        else fields.push([prev ? field(h) : label, row[k]]);
      });
      rows.push({ line: j + 1, id, fields });
    }
    i = j - 1;
  }
  return rows;
}

/** A `## CODE-NNN — Name` section as an entry: the code its id, the name its `Owns:`, its lines kept. */
function sectionEntry(e: RegistryEntry, tag: string): { heading: string; lines: string[] } {
  const m = CODE_HEADING.exec(e.id);
  const heading = `## ${m ? m[1] : e.id} ${tag}`;
  // `- label: value` lines become fields (known labels) or lines of prose (the others); the rest is kept as it is
  const fields: [string, string][] = [];
  const rest: string[] = [];
  for (const line of e.chunk.text.slice(e.chunk.text.indexOf('\n') + 1).split(/\r?\n/)) {
    const f = /^\s*[-*+]\s+\**([A-Za-z][\w -]*?)\**\s*:\s*(.*)$/.exec(line);
    if (f) fields.push([field(f[1].trim()), f[2].trim()]);
    else rest.push(line);
  }
  if (m && !fields.some(([k]) => /^owns$/i.test(k))) fields.unshift(['Owns', m[2]]);
  const prose = rest.join('\n').trim();
  return { heading, lines: [heading, '', ...entryLines(fields), ...(prose ? ['', prose] : []), ''] };
}

export function migrateRegistry(raw: string, options: MigrateOptions, config: Config, what: string): Migration {
  const doc = parseRegistry(sourceFromBytes(what, raw));
  // every entry tagged, or no entry at all (the registry init writes, before anyone adds to it): nothing to convert
  const empty = doc.entries.length === 0 && tableRows(raw).length === 0;
  if (empty || doc.entries.every((e) => e.provenance !== null))
    return {
      kind: 'registry',
      from: 'legacy',
      to: 'handover',
      text: raw,
      changed: false,
      summary: empty ? 'it has no entries yet' : 'every entry has its provenance tag already',
      notes: [],
      hints: [],
      options: { order: 'keep', writer: null, preamble: [] },
    };
  const migrator = options.writer ?? config.agent;
  if (!migrator || !NAME.test(migrator))
    throw new MigrateError(
      `the entries of ${what} will be marked [RELAYED by <you>], so name yourself: set agent in the config, or ` +
        'pass --writer NAME',
    );
  const bom = raw.charCodeAt(0) === 0xfeff;
  const text = bom ? raw.slice(1) : raw;
  const eol = detectEol(text);
  const notes: MigrateNote[] = [];
  const out: string[] = ['# Project registry', ''];
  const title = doc.title?.text;
  if (title && !/^project registry$/i.test(title)) out.push(`Migrated from "${title}".`, '');
  const tag = `[RELAYED by ${migrator}]`;
  const rows = doc.entries.length ? [] : tableRows(text);
  if (!doc.entries.length && !rows.length)
    throw new MigrateError(`${what} has neither registry sections nor a table of projects to convert`);
  for (const r of rows) {
    out.push(`## ${r.id} ${tag}`, '', ...entryLines(r.fields), '');
    notes.push({ line: r.line, from: `| ${r.id} |`, to: `## ${r.id} ${tag}` });
  }
  for (const e of doc.entries) {
    if (e.provenance) {
      out.push(e.chunk.text.replace(/\s+$/, ''), '');
      continue;
    }
    const { heading, lines } = sectionEntry(e, tag);
    out.push(...lines);
    notes.push({ line: e.heading.start.line, from: `## ${e.headingText}`, to: heading });
  }
  const rendered = (bom ? '\uFEFF' : '') + out.join('\n').replace(/\n+$/, '\n').replace(/\n/g, eol);
  const n = rows.length + doc.entries.filter((e) => !e.provenance).length;
  return {
    kind: 'registry',
    from: 'legacy',
    to: 'handover',
    text: rendered,
    changed: rendered !== raw,
    summary:
      `${n} project${n === 1 ? '' : 's'} ${rows.length ? 'from the table' : 'from sections'}, each marked ${tag} ` +
      '(only a project itself writes [SELF])',
    notes,
    hints: [
      'an entry without Address: needs one (a relative path or a URL) before registry/fields passes',
      ...(config.registryLayout === 'tagged'
        ? []
        : [`the config reads the registry with registry.layout: ${config.registryLayout}; drop it in the same commit`]),
    ],
    options: { order: 'keep', writer: migrator, preamble: [] },
  };
}
