import { NAME } from '../config/schema.js';
import { CANONICAL, CMAP_LOG } from '../models/dialect.js';
import { parseHandover, type HandoverEntry } from '../models/docs/handover.js';
import { parseRfc3339 } from '../models/docs/time.js';
import { MigrateError } from './types.js';

/**
 * HANDOVER.md between the canonical dialect (SPEC §2) and the reference protocol's (`cmap`, SPEC §7), both
 * ways, nothing lost: `toCmapLog(toCanonicalLog(x)) === x` and `toCanonicalLog(toCmapLog(y)) === y` for every
 * file in a tool's normal form (one blank line between blocks), and every non-blank line kept otherwise.
 *
 * The mapping (docs/reference/commands.md, "handover migrate", "To and from cmap"):
 * - A canonical entry `## N · T[ · title]` becomes `### <date of T>-<NNN>: <title | (untitled)>` in `## Queue`
 *   with `date`, `from` (the writer), `for: any`, `status: queued`, `artifact-path` (the log's own path),
 *   `summary` (the body's first paragraph when it is one plain line, else `(see below)`), then a line
 *   `<!-- time: T -->` (the canonical timestamp: cmap has only a date, and a comment is no field the reference
 *   validator would warn about), then the rest of the body verbatim.
 * - A cmap entry becomes `## N · T · <its heading as written>` (T: its `<!-- time: T -->` line, else its date at
 * 00:00:00Z)
 *   with its whole text (fields and all) as the body; `<!-- cmap lane: … -->` records a lane its status does
 *   not imply. An entry that is exactly what the first mapping writes goes back to what it came from.
 * - `Corrects: #N` ⇄ `Corrects: <entry id>`; the title line swaps `# Handover: W` ⇄ `# HANDOVER Queue — W`
 *   (another cmap title is kept as `<!-- cmap title: … -->`); a cmap layout other than `## Queue` and
 *   `## Processed (archive)` with entries only is kept as `<!-- cmap section: … -->` lines in the preamble.
 */

const ID_TITLE = /^(\[?[A-Za-z0-9_.-]+\]?):(?:[ \t]+(.*))?$/;
/** A field line as tools write it in cmap. */
const FIELD = /^- \*\*([A-Za-z][A-Za-z0-9_-]*)\*\*: ?(.*)$/;
const NATIVE = ['date', 'from', 'for', 'status', 'artifact-path', 'summary'];
/** The canonical timestamp of a migrated entry, below its fields: a comment, so no field the reference lacks. */
const TIME_MARK = /^<!-- time: (\S+) -->$/;
const SEE_BELOW = '(see below)';
const UNTITLED = '(untitled)';
const LANE = /^<!-- cmap lane: (queue|processed) -->$/;
const TITLE_MARK = /^<!-- cmap title: (.*) -->$/;
const SECTION_MARK = /^<!-- cmap section: (#{2,3} .*) -->$/;
const HASH_CORRECTS = /^Corrects: (#\d+(?:, #\d+)*)$/;
const ID_CORRECTS = /^Corrects: ([A-Za-z0-9_.-]+(?:, [A-Za-z0-9_.-]+)*)$/;
const EPOCH = '1970-01-01T00:00:00Z';

const source = (text: string) => ({ path: 'HANDOVER.md', text, bom: false, encoding: [] });
const lanes = CMAP_LOG.groups!;

/** An entry's text after its heading line: leading blank lines and trailing whitespace removed. */
function bodyOf(chunkText: string): string {
  const nl = chunkText.indexOf('\n');
  return nl === -1
    ? ''
    : chunkText
        .slice(nl + 1)
        .replace(/^(?:[ \t]*\n)+/, '')
        .replace(/\s+$/, '');
}

/** Rewrites `Corrects:` lines outside code fences, when every entry they name is known. */
function mapCorrects(
  body: string,
  pattern: RegExp,
  map: (ref: string) => string | undefined,
  join: (refs: string[]) => string,
): string {
  let fence: string | null = null;
  return body
    .split('\n')
    .map((line) => {
      const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
        return line;
      }
      if (f) {
        fence = f[1];
        return line;
      }
      const m = pattern.exec(line);
      if (!m) return line;
      const refs = m[1].split(', ').map(map);
      return refs.every((r): r is string => r !== undefined) ? `Corrects: ${join(refs)}` : line;
    })
    .join('\n');
}

/** A line that reads as one plain paragraph and fits in a field's value as written. */
function plainLine(s: string | undefined): s is string {
  return (
    s !== undefined &&
    s !== '' &&
    s === s.trim() &&
    s !== SEE_BELOW &&
    !/^(?:[-*+][ \t]|\d{1,9}[.)][ \t]|[#>|<`~=]|corrects\s*:)/i.test(s) &&
    !/^[-*_](?:[ \t]*[-*_]){2,}$/.test(s)
  );
}

/** The summary a canonical body gives, and what stays below the fields: see the module comment. */
function splitSummary(body: string): { summary: string; rest: string } {
  const lines = body === '' ? [] : body.split('\n');
  const at = lines.length > 1 && /^corrects\s*:/i.test(lines[0]) && lines[1] === '' ? 2 : 0;
  const p = lines[at];
  if (plainLine(p) && (lines[at + 1] === undefined || lines[at + 1] === '')) {
    const rest = [...lines.slice(0, at), ...lines.slice(at + 2)].join('\n').replace(/\s+$/, '');
    if (joinSummary(p, rest) === body) return { summary: p, rest };
  }
  return { summary: SEE_BELOW, rest: body };
}

/** The body a summary and the text below the fields came from (the inverse of `splitSummary`). */
function joinSummary(summary: string, rest: string): string {
  if (summary === SEE_BELOW) return rest;
  const lines = rest === '' ? [] : rest.split('\n');
  const at = lines.length > 0 && /^corrects\s*:/i.test(lines[0]) && (lines[1] === undefined || lines[1] === '') ? 1 : 0;
  const head = lines.slice(0, at);
  const tail = lines.slice(at === 1 ? 2 : 0);
  return [...head, ...(at ? [''] : []), summary, ...(tail.length ? ['', ...tail] : [])].join('\n');
}

const pad = (n: number) => String(n).padStart(3, '0');
const defaultLane = (status: string | undefined) => (status === 'processed' ? 'processed' : 'queue');

/** The `<!-- time: T -->` line that may open the text below an entry's fields, and what follows it. */
function leadingTime(rest: string): { time: string | null; rest: string } {
  const lines = rest === '' ? [] : rest.split('\n');
  const m = TIME_MARK.exec(lines[0] ?? '');
  if (!m) return { time: null, rest };
  return { time: m[1], rest: lines.slice(lines[1] === '' ? 2 : 1).join('\n') };
}

/** The leading `- **name**: value` lines of a cmap body, and what follows them (one blank line skipped). */
function leadingFields(body: string): { fields: [string, string][]; rest: string } {
  const lines = body === '' ? [] : body.split('\n');
  const fields: [string, string][] = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const m = FIELD.exec(lines[i]);
    if (!m) break;
    fields.push([m[1], m[2]]);
  }
  if (i < lines.length && lines[i] === '') i++;
  return { fields, rest: lines.slice(i).join('\n') };
}

function writerName(w: string | null, what: string): string {
  if (!w)
    throw new MigrateError(`${what} names no writer (no "# Handover: <agent>" title, no "from" field); add one first`);
  if (!NAME.test(w))
    throw new MigrateError(
      `${what} names "${w}" as its writer, which is not an agent id (letters, digits, ".", "_", "-")`,
    );
  return w;
}

/** Refuses a log whose code fence, comment or HTML block never closes: it would swallow the entries after it. */
function refuseOpenBlocks(doc: ReturnType<typeof parseHandover>, what: string): void {
  const open = doc.unclosedFence
    ? { line: doc.unclosedFence.start.line }
    : doc.problems
        .map((p) => ({ line: p.at.start.line, m: p.message }))
        .find((p) => /never closed|not closed/i.test(p.m));
  if (open)
    throw new MigrateError(
      `${what} has a code fence, comment or HTML block opened at line ${open.line} that is never closed, so it would ` +
        `swallow what follows; close it first`,
    );
}

/** Where the preamble's title line is (the first ATX level-1 heading), or -1. */
const titleAt = (lines: string[]) => lines.findIndex((l) => /^ {0,3}#[ \t]/.test(l));

/** Each canonical entry as a cmap entry, in its lane: one that came from cmap goes back to what it was. */
function cmapEntries(
  entries: HandoverEntry[],
  o: { writer: string; artifact: string },
): { lane: string; text: string }[] {
  const { writer, artifact } = o;
  // Which entries came from cmap (their title is a cmap heading and their body names the writer in a from: field).
  const origin = entries.map((e) => {
    const body = bodyOf(e.chunk.text);
    return e.title !== null && ID_TITLE.test(e.title) && body.split('\n').includes(`- **from**: ${writer}`);
  });
  const ids = entries.map((e, i) =>
    origin[i]
      ? ID_TITLE.exec(e.title!)![1].replace(/^\[|\]$/g, '')
      : `${(e.timestamp ?? EPOCH).slice(0, 10)}-${pad(i + 1)}`,
  );
  const toIds = (body: string) =>
    mapCorrects(
      body,
      HASH_CORRECTS,
      (r) => ids[Number(r.slice(1)) - 1],
      (x) => x.join(', '),
    );
  return entries.map((e, i) => {
    let body = toIds(bodyOf(e.chunk.text));
    if (origin[i]) {
      const lines = body.split('\n');
      const lane = LANE.exec(lines[lines.length - 1] ?? '');
      if (lane) body = lines.slice(0, -1).join('\n').replace(/\s+$/, '');
      const status = /^- \*\*status\*\*: ?(.*)$/m.exec(body)?.[1];
      return { lane: lane ? lane[1] : defaultLane(status), text: `### ${e.title}${body ? `\n\n${body}` : ''}` };
    }
    const ts = e.timestamp ?? EPOCH;
    const { summary, rest } = splitSummary(body);
    const fields = [
      ['date', ts.slice(0, 10)],
      ['from', writer],
      ['for', 'any'],
      ['status', 'queued'],
      ['artifact-path', artifact],
      ['summary', summary],
    ];
    const list = `${fields.map(([k, v]) => `- **${k}**: ${v}`).join('\n')}\n\n<!-- time: ${ts} -->`;
    return { lane: 'queue', text: `### ${ids[i]}: ${e.title ?? UNTITLED}\n\n${list}${rest ? `\n\n${rest}` : ''}` };
  });
}

/**
 * The preamble's title swapped for cmap's, and the cmap layout markers (if any) taken out: the head before the lane
 * sections, and the sections with the prose each holds.
 */
function cmapLayout(
  preamble: string,
  o: { writer: string; rendered: { lane: string }[] },
): { head: string; regions: { heading: string; text: string }[] } {
  const { writer, rendered } = o;
  // The preamble: the title swapped, and the cmap layout markers (if any) taken out.
  const pre = preamble.replace(/\s+$/, '').split('\n');
  const t = titleAt(pre);
  let title = `# HANDOVER Queue — ${writer}`;
  if (t !== -1) {
    let k = t + 1;
    while (k < pre.length && pre[k] === '') k++;
    const mark = TITLE_MARK.exec(pre[k] ?? '');
    if (mark) {
      title = mark[1];
      pre.splice(t + 1, k - t);
    }
    if (title === 'none') pre.splice(t, pre[t + 1] === '' ? 2 : 1);
    else pre[t] = title;
  }
  const firstMark = pre.findIndex((l) => SECTION_MARK.test(l));
  const head = (firstMark === -1 ? pre : pre.slice(0, firstMark)).join('\n').replace(/\s+$/, '');
  const regions: { heading: string; text: string }[] = [];
  if (firstMark === -1) {
    regions.push({ heading: `## ${lanes[0].heading}`, text: '' });
    if (rendered.some((r) => r.lane === 'processed')) regions.push({ heading: `## ${lanes[1].heading}`, text: '' });
  } else {
    for (let i = firstMark; i < pre.length; i++) {
      const m = SECTION_MARK.exec(pre[i]);
      if (m) regions.push({ heading: m[1], text: '' });
      else regions[regions.length - 1].text += `${pre[i]}\n`;
    }
  }
  return { head, regions };
}

/** A canonical log (as `migrate --to handover` writes it) in the cmap dialect. */
export function toCmapLog(text: string, artifact: string, what = 'HANDOVER.md'): string {
  const doc = parseHandover(source(text), CANONICAL.log);
  refuseOpenBlocks(doc, what);
  const writer = writerName(doc.writer, what);
  const rendered = cmapEntries(doc.entries, { writer, artifact });
  const { head, regions } = cmapLayout(doc.preamble.text, { writer, rendered });
  const pieces: string[] = head ? [head] : [];
  const placed = new Set<string>();
  // Entries go at the end of their lane's section, after any level-3 prose sections in it.
  let pending: string[] = [];
  for (const r of regions) {
    if (r.heading.startsWith('## ')) {
      pieces.push(...pending);
      pending = [];
      const lane = lanes.find((g) => g.match.test(r.heading.slice(3).trim()))?.lane;
      if (lane && !placed.has(lane)) {
        placed.add(lane);
        pending = rendered
          .filter((x) => x.lane === lane)
          .reverse()
          .map((x) => x.text);
      }
    }
    pieces.push(r.heading, ...(r.text.trim() ? [r.text.replace(/^\n+/, '').replace(/\s+$/, '')] : []));
  }
  pieces.push(...pending);
  const missing = rendered.filter((x) => !placed.has(x.lane));
  if (missing.length)
    throw new MigrateError(`${what} has entries in the ${missing[0].lane} lane but its layout has no section for them`);
  return `${pieces.join('\n\n')}\n`;
}

/** A cmap log in the canonical dialect: see the module comment. */
export function toCanonicalLog(text: string, artifact: string, what = 'HANDOVER.md', layout?: boolean): string {
  const doc = parseHandover(source(text), CMAP_LOG);
  refuseOpenBlocks(doc, what);
  const writer = writerName(doc.writer, what);
  const entries = doc.entries;
  const fieldsOf = (e: HandoverEntry) => {
    const { fields, rest } = leadingFields(bodyOf(e.chunk.text));
    return { fields, ...leadingTime(rest) };
  };
  const native = entries.map((e, i) => {
    const { fields, time } = fieldsOf(e);
    const v = Object.fromEntries(fields);
    const id = `${v.date}-${pad(i + 1)}`;
    return (
      fields.map(([k]) => k).join() === NATIVE.join() &&
      v.from === writer &&
      v.for === 'any' &&
      v.status === 'queued' &&
      v['artifact-path'] === artifact &&
      e.lane === 'queue' &&
      time !== null &&
      parseRfc3339(time) !== null &&
      time.slice(0, 10) === v.date &&
      e.id === id &&
      e.title !== null &&
      e.headingText === `${id}: ${e.title}`
    );
  });
  const ids = new Map(entries.map((e, i) => [e.id ?? `\u0000${i}`, i + 1]));
  const toHash = (body: string) =>
    mapCorrects(
      body,
      ID_CORRECTS,
      (r) => (ids.has(r) ? `#${ids.get(r)}` : undefined),
      (x) => x.join(', '),
    );
  let previous = EPOCH;
  const rendered = entries.map((e, i) => {
    const seq = i + 1;
    const { fields, time, rest } = fieldsOf(e);
    const v = Object.fromEntries(fields);
    if (native[i]) {
      previous = time!;
      const body = toHash(joinSummary(v.summary, rest));
      return `## ${seq} · ${time}${e.title === UNTITLED ? '' : ` · ${e.title}`}${body ? `\n\n${body}` : ''}`;
    }
    const f = Object.fromEntries(e.fields.map((x) => [x.key.replace(/ /g, '-'), x.value]));
    const ts =
      time && parseRfc3339(time) !== null
        ? time
        : f.date && /^\d{4}-\d{2}-\d{2}$/.test(f.date) && parseRfc3339(`${f.date}T00:00:00Z`) !== null
          ? `${f.date}T00:00:00Z`
          : previous;
    previous = ts;
    let body = toHash(bodyOf(e.chunk.text));
    if (e.lane !== defaultLane(f.status)) body += `${body ? '\n\n' : ''}<!-- cmap lane: ${e.lane} -->`;
    return `## ${seq} · ${ts} · ${e.headingText}${body ? `\n\n${body}` : ''}`;
  });

  // The preamble: the title swapped; a layout that is not the default kept as marker lines.
  const pre = doc.preamble.text.replace(/\s+$/, '').split('\n');
  const t = titleAt(pre);
  const own = `# Handover: ${writer}`;
  if (t === -1) pre.unshift(own, '', '<!-- cmap title: none -->', ...(pre.length && pre[0] !== '' ? [''] : []));
  else if (pre[t] !== `# HANDOVER Queue — ${writer}`) pre.splice(t, 1, own, '', `<!-- cmap title: ${pre[t]} -->`);
  else pre[t] = own;
  const pieces = [pre.join('\n').replace(/^\n+|\s+$/g, '')].filter(Boolean);
  if (layout) {
    const frame = doc.frame.slice().sort((a, b) => a.start.offset - b.start.offset);
    for (const c of frame) {
      const nl = c.text.indexOf('\n');
      const line = nl === -1 ? c.text : c.text.slice(0, nl);
      pieces.push(`<!-- cmap section: ${line.replace(/\s+$/, '')} -->`);
      const body = bodyOf(c.text);
      if (body) pieces.push(body);
    }
  }
  pieces.push(...rendered);
  return `${pieces.join('\n\n')}\n`;
}
