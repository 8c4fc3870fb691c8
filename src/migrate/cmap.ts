import type { Config } from '../config/schema.js';
import { CANONICAL, CMAP_LOG, CMAP_SYNC } from '../models/dialect.js';
import { parseHandover } from '../models/docs/handover.js';
import { splitAtLevel2, headingOf } from '../models/markdown/split.js';
import { plainText } from '../models/markdown/parse.js';
import { migrateHandover } from './handover.js';
import { toCanonicalLog, toCmapLog } from './cmap-log.js';
import { syncToCanonical, syncToCmap } from './cmap-sync.js';
import { MigrateError, type MigrateOptions, type Migration } from './types.js';

/**
 * `migrate --to cmap` and `--from cmap --to handover` (SPEC §5, §7), for HANDOVER.md and SYNC.md. Each
 * conversion is checked by converting its result back: unless that gives the input again (every non-blank line,
 * in order), nothing is written and the file is refused, so a migration between the dialects never loses a word.
 */

/** The text without its BOM and with LF line endings, and how to put them back. */
function unwrap(raw: string): { text: string; wrap: (s: string) => string } {
  const bom = raw.charCodeAt(0) === 0xfeff;
  const body = bom ? raw.slice(1) : raw;
  const crlf = /\r\n/.test(body) && !/(^|[^\r])\n/.test(body);
  const text = crlf ? body.replace(/\r\n/g, '\n') : body;
  return { text, wrap: (s) => (bom ? '\uFEFF' : '') + (crlf ? s.replace(/\n/g, '\r\n') : s) };
}

/** Two texts with the same non-blank lines in the same order (trailing spaces aside). */
const sameLines = (a: string, b: string) => {
  const lines = (s: string) =>
    s
      .split('\n')
      .map((l) => l.replace(/[ \t]+$/, ''))
      .filter((l) => l !== '');
  const x = lines(a);
  const y = lines(b);
  return x.length === y.length && x.every((l, i) => l === y[i]);
};

function firstLineDiff(a: string, b: string): string {
  const x = a.split('\n').filter((l) => l.trim());
  const y = b.split('\n').filter((l) => l.trim());
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const show = (s: string | undefined) =>
    s === undefined ? 'nothing' : `"${s.length > 70 ? `${s.slice(0, 67)}...` : s}"`;
  return `the file has ${show(x[i])} where the way back has ${show(y[i])}`;
}

function refuse(what: string, to: string, a: string, b: string): never {
  throw new MigrateError(
    `${what} cannot be converted to the ${to} dialect without losing text (${firstLineDiff(a, b)}); please report it ` +
      `with the file`,
  );
}

const count = (n: number, word: string) => `${n} ${n === 1 ? word : word.replace(/y$/, 'ie')}${n === 1 ? '' : 's'}`;
const entriesOf = (text: string, dialect = CANONICAL.log) =>
  parseHandover({ path: '', text, bom: false, encoding: [] }, dialect).entries.length;

/** The cmap layout markers a canonical log carries (a cmap file whose layout was not the default). */
const hasLayout = (canonical: string) =>
  /^<!-- cmap section: /m.test(
    parseHandover({ path: '', text: canonical, bom: false, encoding: [] }, CANONICAL.log).preamble.text,
  );

/** Why a text does not read as a cmap log (no `## Queue`, no entry, or a `###` heading that is not one), or null. */
function notCmap(text: string): string | null {
  const doc = parseHandover(
    { path: '', text: text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'), bom: false, encoding: [] },
    CMAP_LOG,
  );
  if (!doc.frame.some((c) => (c.level ?? 2) === 2 && CMAP_LOG.groups![0].match.test(plainText(headingOf(c)))))
    return 'it has no "## Queue" section';
  const stray = doc.frame.find((c) => c.level === 3);
  if (stray) return `its "${headingOf(stray)}" is not an entry heading ("### <entry-id>: <title>")`;
  return null;
}

/** HANDOVER.md (any shape the legacy reader knows, or canonical) in the cmap dialect. */
export function logToCmap(raw: string, options: MigrateOptions, config: Config, what: string): Migration {
  // A cmap log already: nothing to do (the legacy reader would take its Queue apart).
  if (
    notCmap(raw) === null &&
    parseHandover({ path: '', text: raw.replace(/^\uFEFF/, ''), bom: false, encoding: [] }, CMAP_LOG).entries.length > 0
  ) {
    return {
      kind: 'handover',
      from: 'legacy',
      to: 'cmap',
      text: raw,
      changed: false,
      summary: 'already in cmap form',
      notes: [],
      hints: [],
      options: { order: 'keep', writer: null, preamble: [] },
    };
  }
  // A log in canonical form already keeps its order, even where a clock goes back (the legacy reader would sort it).
  const parsed = parseHandover({ path: '', text: raw.replace(/^\uFEFF/, ''), bom: false, encoding: [] }, CANONICAL.log);
  const canonical =
    parsed.entries.length > 0 &&
    parsed.writer !== null &&
    parsed.entries.every((e) => e.headingProblem === null && e.seq === e.index + 1);
  const canon = migrateHandover(
    raw,
    canonical && !options.order ? { ...options, order: 'keep' } : options,
    config,
    what,
  );
  const { text, wrap } = unwrap(canon.text);
  const artifact = config.files.handover;
  const out = toCmapLog(text, artifact, what);
  const back = toCanonicalLog(out, artifact, what, hasLayout(text));
  if (!sameLines(text, back)) refuse(what, 'cmap', text, back);
  const entries = entriesOf(text);
  const kept = (out.match(/^<!-- time: \S+ -->$/gm) ?? []).length;
  const result = wrap(out);
  const hints = [...canon.hints];
  if (config.dialect !== 'cmap')
    hints.push(
      'set `dialect: cmap` in the handover config in the same commit, so the repo reads the log as it is now written',
    );
  const summary =
    `${count(entries, 'entry')} as cmap entries, newest first (${kept} with ids <date>-<seq> and the canonical time ` +
    `kept in a "<!-- time: … -->" line; ${entries - kept} as they came from cmap)` +
    (canon.changed ? `; read from its legacy shape first: ${canon.summary}` : '');
  return {
    kind: 'handover',
    from: 'legacy',
    to: 'cmap',
    text: result,
    changed: result !== raw,
    summary,
    notes: canon.notes,
    hints,
    options: canon.options,
  };
}

/** A cmap HANDOVER.md in the canonical dialect. */
export function logFromCmap(raw: string, _options: MigrateOptions, config: Config, what: string): Migration {
  const { text, wrap } = unwrap(raw);
  const why = notCmap(text);
  if (why)
    throw new MigrateError(
      `the file is not a cmap log (${why}); to read it in any shape the tool knows, use --from legacy`,
    );
  const artifact = config.files.handover;
  let out = toCanonicalLog(text, artifact, what, false);
  if (!sameLines(text, toCmapLog(out, artifact, what))) {
    out = toCanonicalLog(text, artifact, what, true);
    const back = toCmapLog(out, artifact, what);
    if (!sameLines(text, back)) refuse(what, 'handover', text, back);
  }
  const entries = entriesOf(out);
  const result = wrap(out);
  const hints: string[] = [];
  if (hasLayout(out))
    hints.push(
      'the cmap layout (its title, sections other than ## Queue and ## Processed (archive)) is kept as <!-- cmap … ' +
        '--> lines in the preamble, so migrate --to cmap puts it back',
    );
  if (config.dialect === 'cmap')
    hints.push('set `dialect: handover` (or remove `dialect`) in the handover config in the same commit');
  const summary =
    `${count(entries, 'entry')}${entries ? ` numbered 1–${entries}` : ''}, oldest first: an entry that came from a ` +
    'handover log goes back to what it was, any other keeps its cmap heading as its title and its fields as its ' +
    'first lines';
  return {
    kind: 'handover',
    from: 'cmap',
    to: 'handover',
    text: result,
    changed: result !== raw,
    summary,
    notes: [],
    hints,
    options: { order: 'keep', writer: null, preamble: [] },
  };
}

/** How the canonical config must list cmap's shared sections (sync.shared), by their headings in the file. */
export function sharedFor(text: string): Record<string, 'append-only' | 'owner-only'> {
  const out: Record<string, 'append-only' | 'owner-only'> = Object.create(null) as Record<
    string,
    'append-only' | 'owner-only'
  >;
  for (const c of splitAtLevel2(text).sections) {
    const h = plainText(headingOf(c));
    const top = CMAP_SYNC.top.find((t) => t.match.test(h));
    // Canonical shared sections are the owner's; an append-only log stays append-only, the rest owner-only.
    if (top) out[h] = top.mode === 'append-only' ? 'append-only' : 'owner-only';
  }
  return out;
}

/** The date a cmap SYNC.md written by `syncToCmap` gave the fields that had none, or null. */
export function undatedDate(cmap: string): string | null {
  return /^<!-- handover migrate: (?:.*; )?fields dated (\d{4}-\d{2}-\d{2}) had no date/m.exec(cmap)?.[1] ?? null;
}

/** A canonical SYNC.md in the cmap dialect (`options.today` dates fields without a date; default today, UTC). */
export function syncToCmapMigration(
  raw: string,
  options: MigrateOptions & { today?: string },
  config: Config,
  what: string,
): Migration {
  const { text, wrap } = unwrap(raw);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const shared = new Set(Object.keys(config.sync.shared));
  const out = syncToCmap(text, today, shared);
  const back = syncToCanonical(out);
  if (back !== text) refuse(what, 'cmap', text, back);
  const result = wrap(out);
  const hints: string[] = [];
  if (undatedDate(out))
    hints.push(
      `fields without a date carry ${today} (cmap dates every field); a comment line under the title records it, so ` +
        `migrate --to handover drops it again`,
    );
  if (/sections added empty: /.test(out))
    hints.push(
      'cmap requires Goal Status, Decision Log and Conflict Registry: the missing ones were added empty (recorded in ' +
        'the same comment line)',
    );
  hints.push(
    'the values of recent-shift and open-question start with the canonical label they came from ("Blocked on: …", ' +
      '"Next action: …"): cmap has no such fields',
  );
  if (config.dialect !== 'cmap') hints.push('set `dialect: cmap` in the handover config in the same commit');
  const agents = (out.match(/^## .*\(writes: /gm) ?? []).length;
  return {
    kind: 'sync',
    from: 'legacy',
    to: 'cmap',
    text: result,
    changed: result !== raw,
    summary:
      `${count(agents, 'agent section')} in cmap form (current-focus, recent-shift, open-question, dated); ` +
      `shared sections kept as they are`,
    notes: [],
    hints,
    options: { order: 'keep', writer: null, preamble: [] },
  };
}

/** A cmap SYNC.md in the canonical dialect. */
export function syncFromCmapMigration(raw: string, _options: MigrateOptions, config: Config, what: string): Migration {
  const { text, wrap } = unwrap(raw);
  const out = syncToCanonical(text);
  const today = undatedDate(text) ?? '1970-01-01';
  const shared = new Set([...Object.keys(config.sync.shared), ...Object.keys(sharedFor(text))]);
  const back = syncToCmap(out, today, shared);
  if (back !== text) refuse(what, 'handover', text, back);
  const result = wrap(out);
  const need = sharedFor(text);
  const hints: string[] = [];
  const missing = Object.entries(need).filter(([h]) => !(h in config.sync.shared) || config.dialect === 'cmap');
  if (missing.length)
    hints.push(
      `the canonical config must list the shared sections: sync: { shared: { ${missing
        .map(([h, m]) => `${JSON.stringify(h)}: ${m}`)
        .join(', ')} } } (in handover SYNC.md they are written by the owner or a dispatcher)`,
    );
  hints.push(
    'the values of Blocked on and Next action start with the cmap label they came from ("recent-shift: …", ' +
      '"open-question: …"): handover has no such fields; the agents rewrite them with handover sync set',
  );
  if (config.dialect === 'cmap')
    hints.push('set `dialect: handover` (or remove `dialect`) in the handover config in the same commit');
  const agents = (text.match(/^## .*\(writes: /gm) ?? []).length;
  return {
    kind: 'sync',
    from: 'cmap',
    to: 'handover',
    text: result,
    changed: result !== raw,
    summary:
      `${count(agents, 'agent section')} in canonical form (Current focus, Blocked on, Next action, dates ` +
      `kept); shared sections kept as they are`,
    notes: [],
    hints,
    options: { order: 'keep', writer: null, preamble: [] },
  };
}
