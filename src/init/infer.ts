import {
  CMAP_LOG,
  CMAP_SYNC,
  KNOWN_SYNC_ALIASES,
  LOG_HEADINGS,
  SNAPSHOT_HEADINGS,
  makeDialect,
  sectionMatch,
  type LogDialect,
  type LogHeading,
  type SyncDialect,
  type SyncLayout,
} from '../models/dialect.js';
import { fieldKey } from '../models/docs/base.js';
import { SYNC_FIELD_LABELS, trailingSharedGroups } from '../models/docs/sync.js';
import {
  parseHandover,
  parseRegistry,
  parseSync,
  frontMatterEnd,
  scanBlocks,
  sourceFromBytes,
  CODE_HEADING,
  type DocKind,
  type RegistryEntry,
  type RegistryLayout,
  type SyncDoc,
} from '../models/index.js';
import { posix } from 'node:path';
import { blobsAt, changedFiles, pathHistory, readAtCommits, readBlobs, type PathCommit } from '../git/repo.js';
import {
  diffHandover,
  entryText,
  headingOf,
  isArchivePath,
  judgeRotation,
  normaliseText,
  plainText,
  type HandoverDoc,
  type HandoverEntry,
  type ReferenceBlock,
} from '../models/index.js';

/**
 * Inference reads an existing coordination file with each dialect description the models know and keeps the one
 * that reads the most of it (SPEC §7): it chooses among descriptions, it never parses on its own. What it returns
 * is the config that reads the file as it is, how many headings that reading matched, or a refusal that names the
 * closest shape.
 */
export interface Inference {
  path: string;
  kind: DocKind;
  /** The config keys that read the file as it is (empty: the defaults read it). */
  config: InferredConfig;
  /** The shape, in words, with an example heading from the file. */
  shape: string;
  /** Headings (or table rows) the chosen reading took as entries or sections, of those at its level. */
  matched: number;
  total: number;
  /** What `matched` and `total` count: headings, the rows of a table, or a list's items. */
  unit?: 'rows' | 'items';
  /** null when readable; else the sentence refusing to guess (naming the closest shape and migrate). */
  refusal: string | null;
}

export interface InferredConfig {
  dialect?: 'cmap';
  log?: {
    heading?: LogHeading;
    level?: 3;
    order?: 'newest-first' | 'any';
    writer?: string;
    amendLast?: true;
    trailer?: true;
    stamp?: true;
    pinned?: true;
    archive?: string;
    section?: string;
    reference?: string[];
  };
  registry?: { layout: 'sections' | 'table' };
  sync?: {
    level?: 3;
    layout?: Exclude<SyncLayout, 'sections'>;
    /** Labels in the board's own words; `optional`: a section may go without it, as its history shows. */
    fields?: Partial<Record<'focus' | 'blocked' | 'next', { label?: string; optional?: true } | false>>;
    ownFields?: true;
    /** Sections of the owner's after the agents' (a summary): `sync.shared`. */
    shared?: Record<string, 'owner-only'>;
    /** The one writer who keeps the board for every agent, as its history shows (discovery). */
    keeper?: string;
  };
  /** Where the files are, when not at the default names (discovery). */
  files?: Partial<Record<DocKind, string>>;
  /** Files left alone under a protocol file's name (a snapshot at HANDOVER.md). */
  ignore?: string[];
  /** The log's one writer and the author email its history shows (discovery). */
  agents?: Record<string, { emails: string[] }>;
}

/** A reading is good enough when at least this share of the headings at its level read as entries or sections. */
const ENOUGH = 0.6;

const pct = (n: number, d: number) => (d === 0 ? 0 : n / d);

/** Infers how to read one file; `kind` null: whichever kind reads it best. `writer`: the agent, for `log.writer`. */
export function inferFile(
  path: string,
  bytes: Uint8Array | string,
  kind: DocKind | null,
  writer: string | null,
): Inference {
  const text = sourceFromBytes(path, bytes).text;
  if (scanBlocks(text, 0, 2, 3).boundaries.length === 0) return withoutHeadings({ path, text, kind, writer });
  const snapshot = snapshotShape(text);
  const tries: Inference[] = [];
  if (kind === null || kind === 'handover') tries.push(inferLog(path, text, writer));
  if (kind === null || kind === 'sync') tries.push(inferSync(path, text));
  if (kind === null || kind === 'registry') tries.push(inferRegistry(path, text, kind === 'registry'));
  const readable = tries.filter((t) => t.refusal === null);
  const pick = (list: Inference[]) =>
    list.reduce((a, b) => (pct(b.matched, b.total) > pct(a.matched, a.total) ? b : a));
  if (readable.length) return pick(readable);
  return refused({ path, kind, snapshot, closest: tries.length ? pick(tries) : null });
}

/** The refusal of a file no shape reads: a snapshot document, or the closest shape and migrate. */
function refused(o: { path: string; kind: DocKind | null; snapshot: string | null; closest: Inference | null }) {
  const { path, snapshot, closest } = o;
  const what = snapshot
    ? `it is a snapshot document (${snapshot}), rewritten every session rather than appended to; handover ` +
      `migrate ${path} says what fits it (its current state into your SYNC.md section, a fresh log started after it)`
    : `the closest shape is ${
        closest ? `${closest.shape} (${closest.matched} of ${closest.total} ${closest.unit ?? 'headings'})` : 'none'
      }` + `; handover migrate ${path} shows it converted into the handover form`;
  return {
    path,
    kind: closest?.kind ?? o.kind ?? 'handover',
    config: {},
    shape: snapshot ? 'a snapshot document' : (closest?.shape ?? 'unknown'),
    matched: closest?.matched ?? 0,
    total: closest?.total ?? 0,
    refusal: `${path}: no shape handover reads matches this file, so init will not guess; ${what}.`,
  } satisfies Inference;
}

/** A file with no level-2 or level-3 heading: a board or registry kept as one table needs none; else see below. */
function withoutHeadings(o: { path: string; text: string; kind: DocKind | null; writer: string | null }): Inference {
  const table =
    o.kind === null || o.kind === 'sync'
      ? inferSync(o.path, o.text)
      : o.kind === 'registry'
        ? registryReading(o.path, o.text, 'table')
        : null;
  return table && table.refusal === null ? table : headingless(o);
}

/** Non-blank lines a file without entries may hold after its title and still be read as empty (the templates: 3). */
const EMPTY_BODY_LINES = 12;

/**
 * A file with no level-2 or level-3 heading. Its title and a short preamble are a log, board or registry with no
 * entries yet, when its name or title says which; anything more (prose, a list of dated lines, a command file's
 * front matter and tags), or a file that may be anything: init refuses to guess that it is an empty log, naming the
 * closest shape and migrate.
 */
function headingless(o: { path: string; text: string; kind: DocKind | null; writer: string | null }): Inference {
  const kind = o.kind ?? 'handover';
  const doc = parseHandover(sourceFromBytes(o.path, o.text));
  const { titled, body } = bodyLines(o.text);
  const dated = body.filter((l) => /\b\d{4}-\d{2}-\d{2}\b/.test(l)).length;
  const out: Inference = {
    path: o.path,
    kind,
    config: {},
    shape: 'no entries or sections yet',
    matched: 0,
    total: 0,
    refusal: null,
  };
  // a file whose name and title name no protocol file, with no entries, could be anything
  const empty = (titled || body.length === 0) && body.length <= EMPTY_BODY_LINES && dated < 2;
  if (empty && (o.kind !== null || body.length === 0)) {
    // a log with no entries yet still has its one writer: log.writer when its title does not name it
    if (kind === 'handover' && o.writer && !doc.writer) out.config = { log: { writer: o.writer } };
    return out;
  }
  const closest = empty
    ? `${body.length} line${body.length === 1 ? '' : 's'} and a name and title that say no protocol file`
    : dated >= 2
      ? `${dated} dated lines`
      : `${body.length} line${body.length === 1 ? '' : 's'} of prose${titled ? '' : ' and no title'}`;
  return {
    ...out,
    shape: closest,
    refusal:
      `${o.path}: no shape handover reads matches this file, so init will not guess; it has no level-2 or level-3 ` +
      `heading yet holds ${closest}, so it is not ${EMPTY_SHAPE[kind]} with no entries yet (the ` +
      `closest shape, which would judge every later change a rewrite); handover migrate ${o.path} shows what the ` +
      `handover form makes of it, and if it is not your ${kind} file, set files.${kind} to the one that is.`,
  };
}

const EMPTY_SHAPE: Record<DocKind, string> = {
  handover: 'a log',
  sync: 'a board',
  registry: 'a registry',
  marker: 'an offsets file',
  requests: 'a requests log',
};

/** A file's non-blank lines after its front matter and title (HTML comments left out), and whether it has a title. */
function bodyLines(text: string): { titled: boolean; body: string[] } {
  const lines = withoutComments(text.slice(frontMatterEnd(text)))
    .split(/\r?\n/)
    .filter((l) => /\S/.test(l));
  const titled = /^ {0,3}#[ \t]/.test(lines[0] ?? '');
  return { titled, body: titled ? lines.slice(1) : lines };
}

/** A text without its HTML comments (an unclosed one runs to the end); one pass, no backtracking. */
function withoutComments(text: string): string {
  let out = '';
  let at = 0;
  for (let open = text.indexOf('<!--'); open !== -1; open = text.indexOf('<!--', at)) {
    out += text.slice(at, open);
    const close = text.indexOf('-->', open + 4);
    at = close === -1 ? text.length : close + 3;
  }
  return out + text.slice(at);
}

/** The snapshot headings a document carries ("Current state", "Last session", "Next steps"), when it is one. */
export function snapshotShape(text: string): string | null {
  const found = scanBlocks(text, 0, 2, 3)
    .boundaries.map((b) => b.raw.replace(/^ {0,3}#+[ \t]*/, '').replace(/[ \t#]*$/, ''))
    .filter((h) => SNAPSHOT_HEADINGS.some((re) => re.test(h)));
  return found.length >= 2 ? `"${found.slice(0, 3).join('", "')}"` : null;
}

/** Every log description worth trying: cmap's, and each heading grammar at levels 2 and 3. */
function logCandidates(): { dialect: LogDialect; config: InferredConfig }[] {
  const out: { dialect: LogDialect; config: InferredConfig }[] = [];
  for (const level of [2, 3] as const)
    for (const heading of LOG_HEADINGS) {
      const log: NonNullable<InferredConfig['log']> = {};
      if (heading !== 'seq') log.heading = heading;
      if (level === 3) log.level = 3;
      out.push({
        dialect: makeDialect({ log: { heading, level } }).log,
        config: Object.keys(log).length ? { log } : {},
      });
    }
  out.push({ dialect: CMAP_LOG, config: { dialect: 'cmap' } });
  return out;
}

/** Whether a log's entries, read in a dialect's order, go back in time as they go down more than forward. */
function readsNewestFirst(times: (number | null)[], order: LogDialect['order']): boolean {
  const known = times.filter((t): t is number => t !== null);
  let down = 0;
  for (let i = 1; i < known.length; i++) down += Math.sign(known[i] - known[i - 1]);
  return order === 'oldest-first' ? down < 0 : down > 0;
}

/** `fielded`: entries whose fields the reading also reads whole (a dialect with fields); it breaks a tie of headings. */
type LogReading = Inference & { dialect: LogDialect; fielded: number };

/** One log description's reading of a file: how many headings it takes as entries, and the config that says it. */
function logReading(
  c: { dialect: LogDialect; config: InferredConfig },
  o: { path: string; text: string; total: number; writer: string | null },
): LogReading {
  const doc = parseHandover(sourceFromBytes(o.path, o.text), c.dialect);
  const matched = doc.entries.filter((e) => e.headingProblem === null && e.id !== null).length;
  const fielded = c.dialect.fields?.length
    ? doc.entries.filter((e) => e.fields.length > 0 && e.problems.length === 0).length
    : 0;
  const example = doc.entries.find((e) => e.headingProblem === null)?.headingText;
  const config: InferredConfig = structuredClone(c.config);
  const own = c.dialect.name === 'handover';
  // the order is what the times say: a log whose entries go back in time as they go down is newest first
  const newestFirst = readsNewestFirst(
    doc.entries.map((e) => e.time),
    c.dialect.order,
  );
  if (newestFirst && own) config.log = { ...config.log, order: 'newest-first' };
  if (own && o.writer && !doc.writer) config.log = { ...config.log, writer: o.writer };
  const marks = '#'.repeat(c.dialect.level);
  const order = !own || newestFirst ? 'newest first' : 'oldest first';
  const grammar = own ? `heading: ${c.dialect.heading}` : 'the cmap dialect';
  const untitled =
    own && !o.writer && !doc.writer ? '; its title names no writer: pass --agent NAME to record it as log.writer' : '';
  return {
    path: o.path,
    kind: 'handover',
    config,
    shape: `a log (${grammar}, ${order}${example ? `, e.g. "${marks} ${example}"` : ''})${untitled}`,
    matched,
    total: o.total,
    refusal: null,
    dialect: c.dialect,
    fielded,
  };
}

function inferLog(path: string, text: string, writer: string | null): Inference {
  const headings = scanBlocks(text, 0, 2, 3).boundaries;
  let best: LogReading | null = null;
  for (const c of logCandidates()) {
    const total = headings.filter((h) => h.level === c.dialect.level).length;
    const r = logReading(c, { path, text, total, writer });
    // equal headings: the reading that also reads the entries' fields (the cmap dialect's six) is the closer one
    if (!best || r.matched > best.matched || (r.matched === best.matched && r.fielded > best.fielded)) best = r;
  }
  const { dialect: _d, fielded: _f, ...out } = best!;
  if (out.matched === 0 || pct(out.matched, out.total) < ENOUGH)
    return { ...out, refusal: `only ${out.matched} of ${out.total} headings read as entries` };
  return out;
}

interface SyncCandidate {
  dialect: SyncDialect;
  config: InferredConfig;
  level: 2 | 3;
  layout: SyncLayout;
  /** Tried only when no earlier candidate reads the file (agents listed under groups: any bold-led item reads so). */
  fallback?: boolean;
}

/**
 * The SYNC.md descriptions worth trying: level 2 or 3 with every field label boards are known to use, cmap's, a
 * table of one row per agent with those labels as its column headers, a table per status group, and agents listed
 * under status groups. Fields other than those labels are the board's own while trying.
 */
function syncCandidates(): SyncCandidate[] {
  const fields = {
    focus: { aliases: KNOWN_SYNC_ALIASES.focus },
    blocked: { aliases: KNOWN_SYNC_ALIASES.blocked },
    next: { aliases: KNOWN_SYNC_ALIASES.next },
  };
  const of = (layout: SyncLayout, level: 2 | 3 = 2) =>
    makeDialect({ syncFields: fields, syncLevel: level, syncLayout: layout, syncOwnFields: true }).sync;
  const out: SyncCandidate[] = [];
  // level 3 first: a board of ### agents under ## groups also reads at level 2 (each group's fields are its
  // agents'), and the first of equal readings is kept
  for (const level of [3, 2] as const)
    out.push({ dialect: of('sections', level), config: {}, level, layout: 'sections' });
  out.push({ dialect: CMAP_SYNC, config: { dialect: 'cmap' }, level: 2, layout: 'sections' });
  out.push({ dialect: of('table'), config: {}, level: 2, layout: 'table' });
  out.push({ dialect: of('tables'), config: {}, level: 2, layout: 'tables' });
  out.push({ dialect: of('list'), config: {}, level: 2, layout: 'list', fallback: true });
  return out;
}

/** A board's shape in words, with an example agent. */
function boardShape(c: SyncCandidate, doc: SyncDoc, example: string | undefined): string {
  const groups = [...new Set(doc.sections.map((s) => s.group).filter((g): g is string => !!g))];
  const shownGroups = groups.length ? ` (${groups.length} groups: "${groups.slice(0, 3).join('", "')}")` : '';
  const own = [...new Set(doc.sections.flatMap((s) => s.fields.filter((f) => f.name !== null).map((f) => f.label)))];
  const words = c.layout === 'sections' && own.length ? `, fields "${own.join('", "')}"` : '';
  if (c.layout === 'table')
    return `a board kept as a table, a row per agent${example ? `, e.g. "| ${example} |"` : ''}`;
  if (c.layout === 'tables')
    return `a board kept as a table per status group${shownGroups}, a row per agent${example ? `, e.g. "| ${example} |"` : ''}`;
  if (c.layout === 'list')
    return `a board of agents listed under status groups${shownGroups}${example ? `, e.g. "- **${example}**"` : ''}${words}`;
  const how = c.dialect.name === 'cmap' ? 'the cmap dialect' : `level ${c.level}`;
  return `a board of agent sections (${how}${example ? `, e.g. "${'#'.repeat(c.level)} ${example}"` : ''}${words})`;
}

type SyncKnobs = NonNullable<InferredConfig['sync']>;

/**
 * The config that reads a board as a candidate read it: its layout or level, its field labels in its own words, no
 * Blocked or Next field where no agent writes one, and `ownFields` where agents keep fields of their own.
 */
function boardConfig(c: SyncCandidate, doc: SyncDoc): InferredConfig {
  const config: InferredConfig = structuredClone(c.config);
  if (c.dialect.name !== 'handover') return config;
  const sections = doc.sections.filter((s) => s.shared === null);
  // sections after the last agent's that carry no focus (a summary, priorities) are the owner's, not agents'
  const last = sections.findLastIndex((x) => x.fields.some((f) => f.name === 'focus'));
  const trailing = c.layout === 'sections' && last >= 0 ? sections.slice(last + 1) : [];
  const shared = trailing.length < last + 1 ? trailing : [];
  // and so are the sections before the first agent's that carry none of the board's fields (a "Current State" of
  // tables above the agents), when the agents outnumber them
  const first = sections.findIndex((x) => x.fields.some((f) => f.name === 'focus'));
  const leading = c.layout === 'sections' && first > 0 ? sections.slice(0, first) : [];
  const lead =
    leading.every((x) => x.fields.every((f) => f.name === null)) && leading.length < last + 1 - first ? leading : [];
  // so are the groups after the last agent's entry of a list or tables board that hold text but nobody (a Notes,
  // a Risks table): each its own shared section, not the preamble
  const groups = trailingSharedGroups(doc);
  const { labels, own } = boardLabels(sections.slice(lead.length, sections.length - shared.length));
  const sync: SyncKnobs = {};
  if (c.level === 3) sync.level = 3;
  if (c.layout !== 'sections') sync.layout = c.layout;
  if (Object.keys(labels).length) sync.fields = labels;
  if (own) sync.ownFields = true;
  const sharedIds = [...lead.map((x) => x.id), ...shared.map((x) => x.id), ...groups];
  if (sharedIds.length) sync.shared = Object.fromEntries(sharedIds.map((id) => [id, 'owner-only' as const]));
  if (Object.keys(sync).length) config.sync = sync;
  return config;
}

/**
 * The labels a board writes its fields with, where they are not the SPEC's (`Current Task` for Current focus): per
 * field the label most agents use, the more specific known label on a tie (WORKING_ON over STATUS); false for Blocked
 * or Next when no agent writes it. `own`: whether agents keep other fields or items, read as their own.
 */
function boardLabels(agents: SyncDoc['sections']): { labels: NonNullable<SyncKnobs['fields']>; own: boolean } {
  const labels: NonNullable<SyncKnobs['fields']> = {};
  let own = agents.some((s) => s.items.length > 0 || s.fields.some((f) => f.own));
  for (const name of ['focus', 'blocked', 'next'] as const) {
    const used = new Map<string, number>();
    for (const s of agents)
      for (const label of new Set(s.fields.filter((f) => f.name === name).map((f) => f.label)))
        used.set(label, (used.get(label) ?? 0) + 1);
    const rank = (l: string) => {
      const i = KNOWN_SYNC_ALIASES[name].indexOf(fieldKey(l));
      return i === -1 ? 99 : i;
    };
    const top = [...used].sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]))[0]?.[0];
    // a Blocked or Next field fewer than half the agents write is not the board's: theirs is their own
    const writers = agents.filter((s) => s.fields.some((f) => f.name === name)).length;
    if (!top || (name !== 'focus' && writers * 2 < agents.length)) {
      if (name !== 'focus') labels[name] = false;
      if (top) own = true;
      continue;
    }
    if (used.size > 1) own = true;
    if (top.toLowerCase() !== SYNC_FIELD_LABELS[name].toLowerCase()) labels[name] = { label: top };
  }
  return { labels, own };
}

/** Agent sections that carry each of a schema's fields once (an optional one at most once). */
export function fullSections(doc: SyncDoc): SyncDoc['sections'] {
  return doc.sections.filter((s) => {
    if (s.shared !== null) return false;
    const named = s.fields.filter((f) => f.name !== null).map((f) => f.name);
    return doc.schema.every((f) => {
      const n = named.filter((x) => x === f.name).length;
      return n === 1 || (f.optional === true && n === 0);
    });
  });
}

const DATED = /\d{4}-\d{2}-\d{2}/;

/** How many of a reading's sections carry an id another of them carries too. */
function repeatedIds(sections: SyncDoc['sections']): number {
  const count = new Map<string, number>();
  for (const s of sections) count.set(s.id.toLowerCase(), (count.get(s.id.toLowerCase()) ?? 0) + 1);
  return sections.filter((s) => count.get(s.id.toLowerCase())! > 1).length;
}

/** One candidate's reading of a board, read again with the config it would write (that config must read it). */
function syncReading(path: string, text: string, c: SyncCandidate): Inference | null {
  const doc = parseSync(sourceFromBytes(path, text), c.dialect);
  const agents = doc.sections.filter((s) => s.shared === null);
  if (!agents.length) return null;
  // a heading that names an agent names no event: sections headed by dates are a log's entries, not agents
  if (agents.filter((x) => DATED.test(x.id)).length * 2 > agents.length) return null;
  // a list of agents names them (`- **alice**:`); a list of bold phrases (`- **Before starting work**:`) is guidance
  if (c.layout === 'list' && agents.filter((x) => /\s/.test(x.id)).length * 2 > agents.length) return null;
  // a board of sections or list items names each agent once (in tables an agent may hold a row per task): "agents"
  // that mostly repeat (`- **Labels:**` under every `### Issue #N` of a dashboard's appendix) are a record's field
  // labels, not agents
  const rows = c.layout === 'table' || c.layout === 'tables';
  if (!rows && repeatedIds(agents) * 2 > agents.length) return null;
  const config = boardConfig(c, doc);
  const s = config.sync;
  const dialect =
    c.dialect.name === 'cmap'
      ? c.dialect
      : makeDialect({
          syncFields: s?.fields,
          syncLevel: s?.level,
          syncLayout: s?.layout,
          syncOwnFields: s?.ownFields,
          shared: s?.shared,
        }).sync;
  const read = dialect === c.dialect ? doc : parseSync(sourceFromBytes(path, text), dialect);
  // a board whose agents carry nothing but a focus is one only where groups say their status; a table per status
  // group or a list under status groups is one only where there are two groups or more
  const groups = new Set(read.sections.map((x) => x.group).filter((g) => g !== undefined));
  if (read.schema.length < 2 && groups.size === 0) return null;
  if ((c.layout === 'tables' || c.layout === 'list') && groups.size < 2) return null;
  const full = fullSections(read);
  return {
    path,
    kind: 'sync',
    config,
    shape: boardShape(c, read, full[0]?.id),
    ...(c.layout === 'table' || c.layout === 'tables'
      ? { unit: 'rows' as const }
      : c.layout === 'list'
        ? { unit: 'items' as const }
        : {}),
    matched: full.length,
    total: read.sections.filter((x) => x.shared === null).length,
    refusal: null,
  };
}

function inferSync(path: string, text: string): Inference {
  let best: Inference | null = null;
  for (const c of syncCandidates()) {
    if (c.fallback && best && pct(best.matched, best.total) >= ENOUGH) continue;
    const r = syncReading(path, text, c);
    if (!r || (best && r.matched <= best.matched)) continue;
    best = r;
  }
  const b = best ?? { path, kind: 'sync' as const, config: {}, shape: 'a board', matched: 0, total: 0, refusal: null };
  if (b.matched === 0 || pct(b.matched, b.total) < ENOUGH)
    return { ...b, refusal: `only ${b.matched} of ${b.total} sections carry the board's fields` };
  return b;
}

const REGISTRY_SHAPES: Record<RegistryLayout, string> = {
  tagged: 'a registry of project sections with provenance tags',
  sections: 'a registry of "## CODE-NNN — Name" sections without provenance tags',
  table: 'a registry kept as a table, a row per project',
};

/** One registry layout's reading of a file: how many sections or rows it takes as project entries. */
function registryReading(path: string, text: string, layout: RegistryLayout): Inference {
  const doc = parseRegistry(sourceFromBytes(path, text), layout);
  const fits = (e: RegistryEntry) =>
    layout === 'tagged'
      ? e.provenance !== null
      : e.id !== '' && e.fields.length > 0 && (layout === 'table' || CODE_HEADING.test(e.headingText));
  const matched = doc.entries.filter(fits).length;
  const example = doc.entries.find(fits);
  const shown = example ? (layout === 'table' ? `| ${example.id} |` : `## ${example.headingText}`) : null;
  const out: Inference = {
    path,
    kind: 'registry',
    config: layout === 'tagged' ? {} : { registry: { layout } },
    shape: `${REGISTRY_SHAPES[layout]}${shown ? `, e.g. "${shown}"` : ''}`,
    matched,
    total: doc.entries.length,
    refusal: null,
    ...(layout === 'table' ? { unit: 'rows' as const } : {}),
  };
  if (matched === 0 || pct(matched, doc.entries.length) < ENOUGH)
    return { ...out, refusal: `only ${matched} of ${doc.entries.length} sections carry a provenance tag` };
  return out;
}

/**
 * A registry in SPEC §2's tagged form, else (for a file known to be the registry, by its name or title) one kept
 * without tags, as sections or a table: a table of anything would otherwise read as a registry.
 */
function inferRegistry(path: string, text: string, known: boolean): Inference {
  const tagged = registryReading(path, text, 'tagged');
  if (tagged.refusal === null || !known) return tagged;
  const tries = (['sections', 'table'] as const).map((l) => registryReading(path, text, l));
  return tries.find((t) => t.refusal === null) ?? tagged;
}

/** One line of `init`'s report for an inference (with discovery's sureness and key, when it has them). */
export function describeInference(
  i: Inference & { sureness?: string; why?: string; key?: string | null; note?: string },
): string {
  const sure = i.sureness ? `${i.sureness}: ${i.why}` : '';
  if (i.refusal)
    return i.note
      ? `${i.path}: not read: ${i.refusal.replace(/\.$/, '')}; ${i.note}`
      : `${i.path}: not read as it is. ${i.refusal}`;
  const { files: _f, ignore: _i, agents: _a, ...knobs } = i.config;
  const keys = configText(knobs);
  const unit = i.unit ?? 'headings';
  const base = `${i.path}: ${i.shape}; ${i.matched} of ${i.total} ${unit} match`;
  if (i.sureness === undefined) return `${base}; config: ${keys || 'the defaults read it'}`;
  const tail = i.key ? `read as ${i.key}${keys ? `, with ${keys}` : ''}` : (i.note ?? 'not read');
  return `${base}; ${sure}; ${tail}`;
}

/** Inferred config keys as YAML flow text, for messages. */
export function configText(c: InferredConfig): string {
  const flow = (v: unknown): string =>
    Array.isArray(v)
      ? `[${v.map(flow).join(', ')}]`
      : typeof v === 'object' && v !== null
        ? `{ ${Object.entries(v)
            .map(([k, x]) => `${/^[\w-]+$/.test(k) ? k : JSON.stringify(k)}: ${flow(x)}`)
            .join(', ')} }`
        : /^[\w.-]+$/.test(String(v))
          ? String(v)
          : JSON.stringify(v);
  return Object.entries(c)
    .map(([k, v]) => `${k}: ${flow(v)}`)
    .join('; ');
}

/** The inferences for the protocol files a repo holds under its configured names, and the config they add up to. */
export function inferRepo(
  root: string,
  files: Record<DocKind, string>,
  writer: string | null,
  read: (path: string) => Uint8Array | null,
): { found: Inference[]; config: InferredConfig; refusal: string | null } {
  const found: Inference[] = [];
  for (const kind of ['handover', 'sync', 'registry'] as const) {
    const rel = files[kind];
    if (rel.endsWith('/')) continue;
    const bytes = read(rel);
    if (bytes === null || !/\S/.test(Buffer.from(bytes).toString('utf8'))) continue;
    found.push(inferFile(rel, bytes, kind, writer));
  }
  const refused = found.find((f) => f.refusal !== null);
  const config: InferredConfig = {};
  for (const f of found) {
    if (f.config.dialect) config.dialect = 'cmap';
    if (f.config.log) config.log = f.config.log;
    if (f.config.sync) config.sync = f.config.sync;
    if (f.config.registry) config.registry = f.config.registry;
  }
  const mixed = config.dialect === 'cmap' && (config.log || config.sync);
  const refusal = refused
    ? refused.refusal
    : mixed
      ? `${root}: one file is in the cmap dialect and another in the handover dialect's knobs, and a repo has one ` +
        'dialect; convert one with handover migrate --to, then run handover init again.'
      : null;
  return { found, config, refusal };
}

/** How many of a file's most recent versions init reads for its conventions: cheap enough, enough to see a habit. */
const HISTORY_VERSIONS = 50;

/** A file's last `HISTORY_VERSIONS` commits, oldest first, and its text at each (`versions`: those that read). */
export async function recentVersions(
  root: string,
  path: string,
): Promise<{ history: PathCommit[]; texts: Map<string, string | null>; versions: string[] }> {
  const history = (await pathHistory(root, path)).slice(0, HISTORY_VERSIONS).reverse();
  const texts = await readAtCommits(
    root,
    history.map((c) => c.commit),
    path,
  );
  const versions = history.map((c) => texts.get(c.commit)).filter((t): t is string => typeof t === 'string');
  return { history, texts, versions };
}

/**
 * The conventions a log follows that its headings do not show (issue 31), read from its text and, where cheap, its
 * git history, as log knobs: `trailer` when `##` sections after the last entry do not read as entries (guidelines
 * kept last); `amendLast` when a commit among its last 50 added text at the end of the newest entry (the old file a
 * prefix of the new, the added text no new entry); `archive` when one of them moved the oldest entries, unchanged,
 * to another Markdown file, else when the text names a tracked archive file. `log`: the knobs already inferred from
 * the headings.
 */
export async function logConventions(
  root: string,
  path: string,
  o: { text: string; log: NonNullable<InferredConfig['log']> },
): Promise<
  Pick<
    NonNullable<InferredConfig['log']>,
    'amendLast' | 'trailer' | 'stamp' | 'archive' | 'order' | 'section' | 'pinned' | 'reference'
  >
> {
  const out: Pick<
    NonNullable<InferredConfig['log']>,
    'amendLast' | 'trailer' | 'stamp' | 'archive' | 'order' | 'section' | 'pinned' | 'reference'
  > = {};
  const section = logSection(o.text, o.log);
  // sections between entries that may be reference sections: the history says whether they are (below)
  const candidates = section ? [] : referenceHeadings(o.text, o.log);
  if (section) out.section = section;
  else if (hasTrailer(o.text, o.log)) out.trailer = true;
  const { history, texts, versions } = await recentVersions(root, path);
  if (!out.trailer && keepsMarkerLast(o.text, versions, o.log)) out.trailer = true;
  const ends = addedEnds(versions, o.log);
  if (ends.top > 0 && ends.bottom > 0) out.order = 'any';
  else if (newestFirstByHistory(o.text, versions, o.log)) out.order = 'newest-first';
  else if ((o.log.order ?? 'oldest-first') === 'oldest-first' && ends.pinned > 0 && ends.lastPinned) out.pinned = true;
  stampAndReference({ text: o.text, versions, log: o.log, candidates }, out);
  const knobs = { ...o.log, ...out };
  for (let i = 1; i < versions.length; i++) {
    if (amendsNewest(versions[i - 1], versions[i], knobs)) {
      out.amendLast = true;
      break;
    }
  }
  const archive =
    (await rotationArchive(root, { path, history, texts, log: knobs })) ?? (await namedArchive(root, path, o.text));
  if (archive) out.archive = archive;
  return out;
}

/**
 * `stamp` and `reference` from a log's history (`out`: the knobs inferred so far, added to): the reference candidates
 * are read as reference sections while the stamp is looked for, and kept when the history copies them (in a log kept
 * oldest first); a reference section ending the file is then no trailer.
 */
function stampAndReference(
  o: { text: string; versions: string[]; log: NonNullable<InferredConfig['log']>; candidates: string[] },
  out: NonNullable<InferredConfig['log']>,
): void {
  const maybe = (out.order ?? o.log.order ?? 'oldest-first') === 'oldest-first' && o.candidates.length > 0;
  const reference = maybe ? { reference: o.candidates } : {};
  if (rewritesStamp(o.versions, { ...o.log, ...out, ...reference })) out.stamp = true;
  if (!maybe || !copiesReference(o.versions, { ...o.log, ...out, ...reference })) return;
  out.reference = o.candidates;
  if (out.trailer && !hasTrailer(o.text, { ...o.log, ...out })) delete out.trailer;
}

/** A Markdown file a text names, as a link target or in code: `[older entries](archive/LOG-2025.md)`. */
const NAMED_MARKDOWN =
  /\]\(\s*<?([^)\s>]+?\.(?:md|markdown))(?:#[^)\s>]*)?>?(?:\s+"[^"]*")?\s*\)|`([^`\s]+?\.(?:md|markdown))`/gi;

/**
 * The archive a log's own text names (`Older entries: [LOG-ARCHIVE.md](LOG-ARCHIVE.md)`): a Markdown file it links
 * to or names in code whose name or folder says archive, tracked at HEAD as a plain file (no symlink), inside the
 * repository (relative to the log's folder, else to the root), or null.
 */
async function namedArchive(root: string, path: string, text: string): Promise<string | null> {
  const dir = posix.dirname(path);
  const names: string[] = [];
  for (const m of text.matchAll(NAMED_MARKDOWN)) {
    const raw = m[1] ?? m[2];
    if (!/archive/i.test(raw) || /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('/')) continue;
    for (const c of [posix.normalize(posix.join(dir, raw)), posix.normalize(raw)])
      if (!c.startsWith('../') && c !== '..' && c !== path && !names.includes(c)) names.push(c);
  }
  if (names.length === 0) return null;
  const tracked = await blobsAt(root, 'HEAD', names).catch(() => null);
  return names.find((c) => ['100644', '100755'].includes(tracked?.get(c)?.mode ?? '')) ?? null;
}

/**
 * The file a log's history shows it rotating into (`log.archive`): the file the first commit, oldest first, that
 * removed the log's oldest entries added each of them to, unchanged (another Markdown file it changed); or, when
 * rotations went into two or more files whose names differ only by a date (`LOG-2026-01.md`, `LOG-2026-02.md`), the
 * pattern naming one archive file per period (`LOG-*.md`); or null.
 */
async function rotationArchive(
  root: string,
  o: {
    path: string;
    history: PathCommit[];
    texts: Map<string, string | null>;
    log: NonNullable<InferredConfig['log']>;
  },
): Promise<string | null> {
  const dialect = makeDialect({ log: o.log }).log;
  const archives: string[] = [];
  const read = (path: string, text: string | Buffer | null | undefined) =>
    typeof text === 'string' || Buffer.isBuffer(text) ? parseHandover(sourceFromBytes(path, text), dialect) : null;
  for (let i = 1; i < o.history.length; i++) {
    const c = o.history[i];
    const [before, after] = [read(o.path, o.texts.get(o.history[i - 1].commit)), read(o.path, o.texts.get(c.commit))];
    if (!before || !after || !c.parents[0]) continue;
    const removed = diffHandover(before, after).changes.flatMap((x) => (x.kind === 'removed' ? [x.base] : []));
    if (removed.length === 0) continue;
    const found = await archiveOfCommit(root, { commit: c, path: o.path, removed, read });
    if (found && !archives.includes(found)) archives.push(found);
  }
  // one pattern for every file, and one that does not name the log itself (`2026-01.md` beside it: `*.md`)
  const periods = [...new Set(archives.map(periodPattern))];
  const [pattern] = periods;
  return archives.length > 1 && periods.length === 1 && pattern && !isArchivePath(pattern, o.path)
    ? pattern
    : (archives[0] ?? null);
}

/** A date in a file name: a year, with a month (and a day), a quarter or a week after it. */
const FILE_PERIOD =
  /(?<![0-9])(?:19|20)[0-9]{2}(?:[-_.]?(?:[01][0-9](?:[-_.]?[0-3][0-9])?|Q[1-4]|W[0-5][0-9]))?(?![0-9])/gi;

/** The archive path with the one date in its file name as `*` (`archive/LOG-2026-01.md`: `archive/LOG-*.md`), or null. */
export function periodPattern(path: string): string | null {
  const slash = path.lastIndexOf('/') + 1;
  const name = path.slice(slash);
  const dates = [...name.matchAll(FILE_PERIOD)];
  if (dates.length !== 1) return null;
  const d = dates[0];
  return `${path.slice(0, slash)}${name.slice(0, d.index)}*${name.slice(d.index! + d[0].length)}`;
}

/** The Markdown file one commit added every removed entry to, as a rotation does, or null. */
async function archiveOfCommit(
  root: string,
  o: {
    commit: PathCommit;
    path: string;
    removed: HandoverEntry[];
    read: (path: string, text: Buffer | null | undefined) => ReturnType<typeof parseHandover> | null;
  },
): Promise<string | null> {
  const changed = (await changedFiles(root, o.commit.parents[0], o.commit.commit, []).catch(() => [])).filter(
    (f) => f.path !== o.path && f.after !== null && /\.(?:md|markdown)$/i.test(f.path),
  );
  const blobs = await readBlobs(
    root,
    changed.flatMap((f) => [f.before, f.after].filter((x): x is string => x !== null)),
  );
  for (const f of changed) {
    const base = f.before ? o.read(f.path, blobs.get(f.before)) : null;
    const verdict = judgeRotation(o.removed, [{ path: f.path, base, head: o.read(f.path, blobs.get(f.after!)) }]);
    if ([...verdict.problems.values()].every((v) => v === null)) return f.path;
  }
  return null;
}

/** A `##` heading that names a period (`## 2026-01`, `## January`): a log's date group, never a section of a board. */
const PERIOD =
  /\b\d{4}\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|week|month|quarter|year|today)\b/i;

/**
 * The `##` heading whose `###` sections are a level-3 log's entries when the log is one section of a bigger file
 * (`log.section`, a status board's `## Recent Session Handoffs`): every `###` that reads as an entry sits under that
 * one heading, and the file has other `##` sections (tables, guidelines) whose `###` do not read as entries. Null
 * when the entries sit under several `##` headings (a log grouped by month), none, or the file has no other section.
 */
export function logSection(text: string, log: NonNullable<InferredConfig['log']>): string | null {
  if ((log.level ?? 2) !== 3) return null;
  const doc = parseHandover(sourceFromBytes('', text), makeDialect({ log }).log);
  const entries = doc.entries.filter((e) => e.headingProblem === null && e.id !== null);
  const tops = doc.frame.filter((c) => (c.level ?? 2) === 2);
  if (entries.length === 0 || tops.length < 2) return null;
  // the `##` section each entry sits in: the last one that starts before it (both lists are in file order)
  const holding = new Set<string>();
  let k = -1;
  for (const e of [...entries].sort((a, b) => a.chunk.start.offset - b.chunk.start.offset)) {
    while (k + 1 < tops.length && tops[k + 1].start.offset < e.chunk.start.offset) k++;
    holding.add(k < 0 ? '' : plainText(headingOf(tops[k])).trim());
  }
  const [section] = [...holding];
  if (holding.size !== 1 || !section || PERIOD.test(section)) return null;
  if (tops.filter((c) => sectionMatch(section).test(plainText(headingOf(c)).trim())).length !== 1) return null;
  const read = parseHandover(sourceFromBytes('', text), makeDialect({ log: { ...log, section } }).log);
  return read.entries.filter((e) => e.headingProblem === null && e.id !== null).length === entries.length
    ? section
    : null;
}

/**
 * The headings that may be a level-2 log's reference sections (`log.reference`): `##` sections that do not read as
 * entries and sit between two that do (`## Environment Reference` between sessions), with no digit in the heading, so
 * a misspelt entry heading (which carries its number or date) is never one. The text alone cannot tell such a section
 * from a broken entry heading (`## ${ts}`, a shell heredoc's): `copiesReference` asks the history. Empty when none.
 */
export function referenceHeadings(text: string, log: NonNullable<InferredConfig['log']>): string[] {
  if ((log.level ?? 2) !== 2 || (log.order ?? 'oldest-first') !== 'oldest-first') return [];
  const { entries } = parseHandover(sourceFromBytes('', text), makeDialect({ log }).log);
  const reads = entries.flatMap((e, i) => (e.headingProblem === null ? [i] : []));
  const out: string[] = [];
  for (const e of entries.slice(reads[0] ?? 0, reads.at(-1) ?? 0)) {
    const heading = plainText(e.headingText).trim();
    if (e.headingProblem === null || /\d/.test(heading) || !heading || heading.length > 200) continue;
    if (!out.some((h) => sectionMatch(h).test(heading))) out.push(heading);
  }
  return out;
}

/**
 * Whether a log's history adds reference sections (`log.reference` names the candidates) the way such a log does: a
 * commit among `versions` (oldest first) that, read with the knob, added entries and after them a new copy of a
 * reference section the file had, and changed nothing else (every old entry and old reference section as it was).
 * One section that was never copied (`## ${ts}` between entries, a heredoc's broken heading) is no evidence.
 */
export function copiesReference(versions: string[], log: NonNullable<InferredConfig['log']>): boolean {
  const dialect = makeDialect({ log }).log;
  const read = (t: string) => parseHandover(sourceFromBytes('', t), dialect);
  for (let i = 1; i < versions.length; i++) {
    const [before, after] = [read(versions[i - 1]), read(versions[i])];
    const [old, added] = [before.references ?? [], (after.references ?? []).slice(before.references?.length ?? 0)];
    // a copy of a section the file had, after the new entries (nothing after it but the stamp)
    const heading = (r: ReferenceBlock) => plainText(headingOf(r.chunk)).trim().toLowerCase();
    const copies = added.every((r) => r.after === after.entries.length && old.some((o) => heading(o) === heading(r)));
    if (added.length === 0 || !copies) continue;
    const diff = diffHandover(before, after);
    if (diff.preambleChanged || diff.references.length > 0) continue;
    if (diff.changes.length > 0 && diff.changes.every((c) => c.kind === 'added')) return true;
  }
  return false;
}

/** Whether a level-2 log keeps `##` sections that do not read as entries after its last entry. */
export function hasTrailer(text: string, log: NonNullable<InferredConfig['log']>): boolean {
  if ((log.level ?? 2) !== 2) return false;
  const dialect = makeDialect({ log: { ...log, trailer: true } }).log;
  return parseHandover(sourceFromBytes('', text), dialect).frame.some((c) => c.heading !== null);
}

/**
 * Whether a level-2 log keeps a marker after its last entry (`<!-- Conor appends his entry below -->`, maybe after a
 * `---`) above which its history adds entries: a commit among `versions` (oldest first) added entries above the marker
 * it had, changing nothing else. From the text alone a comment at the end of the last entry may be the entry's own.
 */
export function keepsMarkerLast(text: string, versions: string[], log: NonNullable<InferredConfig['log']>): boolean {
  if ((log.level ?? 2) !== 2) return false;
  const dialect = makeDialect({ log: { ...log, trailer: true } }).log;
  const read = (t: string) => parseHandover(sourceFromBytes('', t), dialect);
  const marked = (d: HandoverDoc) => d.frame.length > 0 && d.frame[0].heading === null;
  if (!marked(read(text))) return false;
  for (let i = 1; i < versions.length; i++) {
    const [before, after] = [read(versions[i - 1]), read(versions[i])];
    if (!marked(before) || after.entries.length <= before.entries.length) continue;
    const diff = diffHandover(before, after);
    if (!diff.preambleChanged && diff.changes.every((c) => c.kind === 'added')) return true;
  }
  return false;
}

/**
 * Whether a log's history keeps a stamp at its end (`log.stamp`: `*Last updated: … — Session 9*`): a commit among
 * `versions` (oldest first) whose only change, read with the knob, is entries added and the stamp rewritten, and
 * which fails without it. The text alone cannot tell a stamp from the last entry's closing line.
 */
export function rewritesStamp(versions: string[], log: NonNullable<InferredConfig['log']>): boolean {
  if (log.section) return false;
  const plain = makeDialect({ log }).log;
  const stamped = makeDialect({ log: { ...log, stamp: true } }).log;
  const read = (t: string, d: LogDialect) => parseHandover(sourceFromBytes('', t), d);
  for (let i = 1; i < versions.length; i++) {
    const [before, after] = [read(versions[i - 1], stamped), read(versions[i], stamped)];
    if (!before.stamp || !after.stamp || normaliseText(before.stamp.text) === normaliseText(after.stamp.text)) continue;
    const diff = diffHandover(before, after);
    if (diff.preambleChanged || diff.references.length || !diff.changes.every((c) => c.kind === 'added')) continue;
    const without = diffHandover(read(versions[i - 1], plain), read(versions[i], plain));
    if (without.preambleChanged || without.changes.some((c) => c.kind !== 'added')) return true;
  }
  return false;
}

/**
 * Whether a log whose headings cannot tell its order (no two entries at different times) is kept newest first by
 * its history: in more of its commits the new entries appeared above the old ones than below them, at least once.
 */
export function newestFirstByHistory(
  text: string,
  versions: string[],
  log: NonNullable<InferredConfig['log']>,
): boolean {
  if (log.order === 'newest-first') return false;
  const dialect = makeDialect({ log }).log;
  const entriesOf = (t: string) => parseHandover(sourceFromBytes('', t), dialect).entries;
  const times = new Set(entriesOf(text).flatMap((e) => (e.time === null ? [] : [e.time])));
  if (times.size > 1) return false;
  let [top, bottom] = [0, 0];
  for (let i = 1; i < versions.length; i++) {
    const [a, b] = [versions[i - 1], versions[i]].map((t) => entriesOf(t).map((e) => entryText(e.chunk.text)));
    if (a.length === 0 || b.length <= a.length) continue;
    const same = (from: number) => a.every((x, k) => b[from + k] === x);
    if (same(b.length - a.length)) top++;
    else if (same(0)) bottom++;
  }
  return top > bottom;
}

/**
 * Where a log's history added entries, counted over its commits that kept every old entry unchanged, in order, as
 * one block: `top`, above the old entries (some of them); `bottom`, below them (some of them); `pinned`, right
 * above the same unchanged last entry (two or more old entries, no new one elsewhere); `lastPinned`, whether the
 * newest commit that added entries added them there.
 */
export function addedEnds(
  versions: string[],
  log: NonNullable<InferredConfig['log']>,
): { top: number; bottom: number; pinned: number; lastPinned: boolean } {
  const dialect = makeDialect({ log: { ...log, order: 'oldest-first' } }).log;
  const entriesOf = (t: string) =>
    parseHandover(sourceFromBytes('', t), dialect).entries.map((e) => entryText(e.chunk.text));
  const out = { top: 0, bottom: 0, pinned: 0, lastPinned: false };
  let b = versions.length ? entriesOf(versions[0]) : [];
  for (let i = 1; i < versions.length; i++) {
    const a = b;
    b = entriesOf(versions[i]);
    if (a.length === 0 || b.length <= a.length) continue;
    const at = (from: number, list = a) => list.every((x, k) => b[from + k] === x);
    const n = a.length;
    const start = b.indexOf(a[0]);
    if (start >= 0 && at(start)) {
      if (start > 0) out.top++;
      if (start + n < b.length) out.bottom++;
      out.lastPinned = false;
    } else if (n >= 2 && at(0, a.slice(0, -1)) && b[b.length - 1] === a[n - 1]) {
      out.pinned++;
      out.lastPinned = true;
    }
  }
  return out;
}

/**
 * Whether `after` is `before` with text added at the end of its newest entry (the one its heading dates latest, as
 * `log.amendLast` reads it: not always the last in the file), maybe with new entries: no other change, and one that
 * the knob is needed for.
 */
export function amendsNewest(before: string, after: string, log: NonNullable<InferredConfig['log']>): boolean {
  const [a, b] = [normaliseText(before), normaliseText(after)];
  if (a === b) return false;
  const dialect = makeDialect({ log: { ...log, amendLast: false } }).log;
  const [old, now] = [a, b].map((t) => parseHandover(sourceFromBytes('', t), dialect));
  if (!diffHandover(old, now).changes.some((c) => c.kind === 'changed')) return false;
  const amending = { ...dialect, amendLast: true };
  const loose = diffHandover({ ...old, dialect: amending }, { ...now, dialect: amending });
  return !loose.preambleChanged && loose.changes.every((c) => c.kind === 'added');
}

/** A log's shape as init says it, with the order, stamp and pin its history showed. */
function shapeWith(shape: string, more: NonNullable<InferredConfig['log']>): string {
  let out = shape;
  if (more.order === 'newest-first') out = out.replace('oldest first', 'newest first, as its history adds entries');
  if (more.order === 'any')
    out = out.replace('oldest first', 'in no one order, as its history adds entries at both ends');
  if (more.stamp) out += ', a stamp last (its history rewrites the closing emphasis lines)';
  if (more.pinned) out += ', its last entry pinned last (its history inserts new entries above it)';
  if (more.reference)
    out += `, reference sections between its entries (${more.reference.map((h) => `"## ${h}"`).join(', ')})`;
  return out;
}

/** The file's bytes when `f` is an inference of `kind` that reads (no refusal, no dialect given), else null. */
export function readsAs(
  f: Inference,
  kind: Inference['kind'],
  read: (path: string) => Uint8Array | null,
): Uint8Array | null {
  return f.kind !== kind || f.refusal || f.config.dialect ? null : read(f.path);
}

/**
 * Adds the conventions `logConventions` finds to each log inference that reads (and to the repo's config, when
 * given), so `init` writes them and `init --detect` shows them.
 */
export async function withLogConventions(
  root: string,
  found: Inference[],
  read: (path: string) => Uint8Array | null,
  config?: InferredConfig,
): Promise<void> {
  for (const f of found) {
    const bytes = readsAs(f, 'handover', read);
    if (!bytes) continue;
    const log = f.config.log ?? {};
    const more = await logConventions(root, f.path, { text: Buffer.from(bytes).toString('utf8'), log });
    if (Object.keys(more).length === 0) continue;
    f.config.log = { ...log, ...more };
    if (config) config.log = { ...(config.log ?? {}), ...more };
    f.shape = shapeWith(f.shape, more);
    // a log kept as one section of a bigger file: said, as the config key that reads it so
    if (more.section) {
      // its headings are the section's: the board's and the guidelines' `###` are no log's
      const text = Buffer.from(bytes).toString('utf8');
      f.total = parseHandover(sourceFromBytes(f.path, text), makeDialect({ log: f.config.log }).log).entries.length;
      f.shape = f.shape.replace(/^a log \(/, `a log kept as its "## ${more.section}" section, the rest not the log (`);
    }
    // its reference sections are read, as what they are: no entries, and no headings that failed to match
    if (more.reference) {
      const text = Buffer.from(bytes).toString('utf8');
      const doc = parseHandover(sourceFromBytes(f.path, text), makeDialect({ log: f.config.log }).log);
      f.matched = Math.min(f.total, f.matched + (doc.references?.length ?? 0));
    }
    // the archive it rotates into is no other log: its note says what it is
    const archives = found.filter((g) => g !== f && isArchivePath(more.archive, g.path)) as (Inference & {
      note?: string;
    })[];
    const what = `the archive ${f.path} rotates its oldest entries into (log.archive)`;
    for (const a of archives) a.note = a.refusal ? `it is ${what}` : `not read: ${what}`;
  }
}
