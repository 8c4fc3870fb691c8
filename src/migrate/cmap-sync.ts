import { CMAP_SYNC } from '../models/dialect.js';
import { splitAtLevel2, headingOf } from '../models/markdown/split.js';
import { plainText } from '../models/markdown/parse.js';

/**
 * SYNC.md between the canonical dialect and cmap, both ways, line by line: every line that is not a field line,
 * an agent heading or the one line this mapping adds stays byte for byte, so each direction undoes the other.
 *
 * - `## <agent> (writes: <repo>)` ⇄ `## <agent>` with a `Writes: <repo>` line (none when the repo is the agent's
 *   name; `Writes: (none)` when the cmap heading named no repo).
 * - The three fields map one to one, in order: `current-focus` ⇄ `Current focus`, `recent-shift` ⇄ `Blocked on`,
 *   `open-question` ⇄ `Next action`. Their meanings differ past the first, so the value keeps the label it had:
 *   `- **Blocked on** (2026-11-29): recent-shift: Published codebook v2.` ⇄
 *   `- **recent-shift** (2026-11-29): Published codebook v2.`, and `- **Next action:** Send it.` ⇄
 *   `- **open-question** (<date>): Next action: Send it.`. Dates are kept; cmap needs one on every field, so a
 *   canonical field without one gets the migration's date, recorded in one comment line under the title
 *   (`<!-- handover migrate: fields dated 2026-12-01 had no date -->`) so the way back drops it again.
 * - Other lines of an agent section that canonical SYNC.md would refuse in its field list (cmap extension
 *   fields such as `- **blocking** (…): …`, notes) become `<!-- cmap: <line> -->` and back.
 * - Shared sections (cmap's Goal Status, Decision Log, Conflict Registry; the config's `sync.shared`) stay byte
 *   for byte. cmap requires the first three: a canonical file without them gets them empty (recorded in the same
 *   comment line, and dropped on the way back while still empty).
 */

const CMAP_LABELS = CMAP_SYNC.fields.map((f) => f.label);
const CANON_LABELS = ['Current focus', 'Blocked on', 'Next action'];
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const CMAP_FIELD = new RegExp(`^- \\*\\*(${CMAP_LABELS.join('|')})\\*\\*(?: \\((${DATE})\\))?:( ?)(.*)$`);
const CANON_FIELD = new RegExp(
  `^- \\*\\*(?:(${CANON_LABELS.join('|')})\\*\\* \\((${DATE})\\):|(${CANON_LABELS.join('|')}):\\*\\*)( ?)(.*)$`,
);
const ESCAPED = /^<!-- cmap: (.*) -->$/;
const NOTE = /^<!-- handover migrate: (.*) -->$/;
const WRITES = /^(.*?\S)[ \t]*\(writes[ \t]*:[ \t]*([^)]*)\)[ \t]*$/i;
const REQUIRED_TOPS = CMAP_SYNC.top.filter((t) => t.required);

/** Swaps the label a value carries: `recent-shift: x` → `x`, and `x` → `Blocked on: x` (or the reverse). */
function relabel(value: string, strip: string, add: string): string {
  if (value === `${strip}:`) return '';
  if (value.startsWith(`${strip}: `)) return value.slice(strip.length + 2);
  return value === '' ? `${add}:` : `${add}: ${value}`;
}

interface Part {
  /** The section's text as written (its heading line first), or the preamble's. */
  text: string;
  /** The heading's plain text, or null for the preamble. */
  heading: string | null;
}

function parts(text: string): Part[] {
  const split = splitAtLevel2(text);
  return [
    { text: split.preamble.text, heading: null },
    ...split.sections.map((c) => ({ text: c.text, heading: plainText(headingOf(c)) })),
  ];
}

/** The lines of a section without the trailing whitespace, and that whitespace. */
function body(text: string): { lines: string[]; gap: string } {
  const gap = /\s*$/.exec(text)![0];
  return { lines: text.slice(0, text.length - gap.length).split('\n'), gap };
}

/** Whether a field-list line of an agent section is one canonical SYNC.md would refuse (another list item). */
const foreignItem = (line: string) => /^(?:[-*+]|\d{1,9}[.)])[ \t]/.test(line);

const isTop = (heading: string) => CMAP_SYNC.top.some((t) => t.match.test(heading));

/** What an earlier canonical → cmap migration noted: the date it gave undated fields, the sections it added. */
interface MigrationNote {
  undated: string | null;
  added: string[];
}

/** The preamble without the note a canonical → cmap migration left in it, and what the note says. */
function takeNote(preamble: string): { text: string; note: MigrationNote } {
  const note: MigrationNote = { undated: null, added: [] };
  const pre = body(preamble);
  const at = pre.lines.findIndex((l) => NOTE.test(l));
  if (at === -1) return { text: preamble, note };
  for (const piece of NOTE.exec(pre.lines[at])![1].split('; ')) {
    const d = /^fields dated (\d{4}-\d{2}-\d{2}) had no date$/.exec(piece);
    const a = /^sections added empty: (.*)$/.exec(piece);
    if (d) note.undated = d[1];
    if (a) note.added = a[1].split(', ');
  }
  pre.lines.splice(at - (pre.lines[at - 1] === '' ? 1 : 0), pre.lines[at - 1] === '' ? 2 : 1);
  return { text: pre.lines.join('').trim() ? pre.lines.join('\n') + pre.gap : '', note };
}

/** One cmap agent section in the canonical dialect: its `(writes: repo)` a `Writes:` line, its fields relabelled. */
function agentToCanonical(p: { heading: string | null; text: string }, undated: string | null): string {
  const { lines, gap } = body(p.text);
  const w = WRITES.exec(lines[0].replace(/^## /, ''));
  if (!w && !lines.some((l) => CMAP_FIELD.test(l))) return p.text;
  const id = CMAP_SYNC.sectionId(p.heading!);
  const head = [`## ${id}`];
  if (!w) head.push('', 'Writes: (none)');
  else if (w[2].trim() !== id) head.push('', `Writes: ${w[2].trim()}`);
  const rest = lines.slice(1).map((l) => {
    const m = CMAP_FIELD.exec(l);
    if (!m) return foreignItem(l) || ESCAPED.test(l) ? `<!-- cmap: ${l} -->` : l;
    const i = CMAP_LABELS.indexOf(m[1]);
    const value = i === 0 ? m[4] : relabel(m[4], CANON_LABELS[i], CMAP_LABELS[i]);
    return m[2] && m[2] !== undated
      ? `- **${CANON_LABELS[i]}** (${m[2]}):${m[3]}${value}`
      : `- **${CANON_LABELS[i]}:**${m[3]}${value}`;
  });
  return [...head, ...rest].join('\n') + gap;
}

/** A cmap SYNC.md in the canonical dialect. */
export function syncToCanonical(text: string): string {
  const all = parts(text);
  const { text: preamble, note } = takeNote(all[0].text);
  const out: string[] = [preamble];
  for (const p of all.slice(1)) {
    if (!isTop(p.heading!)) out.push(agentToCanonical(p, note.undated));
    // a shared section an earlier migration added empty goes again
    else if (
      !(
        note.added.includes(p.heading!) &&
        body(p.text)
          .lines.slice(1)
          .every((l) => l.trim() === '')
      )
    )
      out.push(p.text);
  }
  return out.join('');
}

/**
 * A canonical SYNC.md in the cmap dialect; `today` dates the fields that have no date; `shared`: the config's shared
 * headings.
 */
export function syncToCmap(text: string, today: string, shared: ReadonlySet<string>): string {
  const all = parts(text);
  let usedToday = false;
  const out: string[] = [];
  const present = new Set(
    all
      .slice(1)
      .filter((p) => isTop(p.heading!))
      .map((p) => CMAP_SYNC.top.find((t) => t.match.test(p.heading!))!.id),
  );
  const missing = REQUIRED_TOPS.filter((t) => !present.has(t.id)).map((t) => t.id);
  let inserted = missing.length === 0;
  const insert = () => {
    if (inserted) return;
    inserted = true;
    for (const id of missing) out.push(`## ${id}\n\n`);
  };
  for (const p of all.slice(1)) {
    if (isTop(p.heading!) || shared.has(p.heading!)) {
      out.push(p.text);
      continue;
    }
    const { lines, gap } = body(p.text);
    const fieldLines = lines.some((l) => CANON_FIELD.test(l));
    let k = 1;
    while (lines[k] === '') k++;
    const wline = /^Writes: (.+)$/.exec(lines[k] ?? '');
    if (!wline && !fieldLines) {
      out.push(p.text);
      continue;
    }
    insert();
    const id = p.heading!;
    const repo = wline ? wline[1] : id;
    const head = repo === '(none)' ? `## ${id}` : `## ${id} (writes: ${repo})`;
    const rest = (wline ? lines.slice(k + 1) : lines.slice(1)).map((l) => {
      const e = ESCAPED.exec(l);
      if (e) return e[1];
      const m = CANON_FIELD.exec(l);
      if (!m) return l;
      const label = m[1] ?? m[3];
      const i = CANON_LABELS.indexOf(label);
      const value = i === 0 ? m[5] : relabel(m[5], CMAP_LABELS[i], CANON_LABELS[i]);
      const date = m[2] ?? today;
      if (!m[2]) usedToday = true;
      return `- **${CMAP_LABELS[i]}** (${date}):${m[4]}${value}`;
    });
    // A Writes line was its own paragraph after the heading: the blank line before it goes with it.
    out.push([head, ...rest].join('\n') + gap);
  }
  insert();
  const notes = [
    ...(usedToday ? [`fields dated ${today} had no date`] : []),
    ...(missing.length ? [`sections added empty: ${missing.join(', ')}`] : []),
  ];
  const pre = body(all[0].text);
  const preText = notes.length
    ? `${pre.lines.join('\n').replace(/\s+$/, '')}${pre.lines.join('').trim() ? '\n\n' : ''}<!-- handover migrate: ` +
      `${notes.join('; ')} -->${pre.gap || '\n\n'}`
    : all[0].text;
  const last = out.length - 1;
  if (last >= 0 && !/\n$/.test(out[last])) out[last] += '\n';
  return preText + out.join('');
}
