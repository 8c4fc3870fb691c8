import { CliError } from '../errors.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import { SUPPRESSION_RULE } from '../engine/suppressions.js';
import { findingKey } from '../engine/units.js';
import { mayBeWaived } from '../rules/kinds.js';

/** The committed baseline (SPEC §4): the static findings a repository already had when it adopted a rule. */
export const BASELINE_FILE = '.handover-baseline.json';

/**
 * One recorded finding: its rule, the entry or section it is about, and what it says (line numbers left out).
 * The same identity `check` uses to tell a finding the base already had (`findingKey`), never a line.
 */
export interface BaselineEntry {
  rule: string;
  unit: string;
  finding: string;
}

/** The baseline as read: per file, its entries by identity key. */
export type Baseline = Map<string, Map<string, BaselineEntry>>;

const SEP = '\u0000';
const keyOf = (e: BaselineEntry) => [e.rule, e.unit, e.finding].join(SEP);

/**
 * A finding's baseline entry, or null when it can never be baselined (an authority rule: historical, commit and the
 * static rules of who may do what; a parse problem).
 */
export function baselineEntry(m: Message): BaselineEntry | null {
  if (!mayBeWaived(m.ruleId)) return null;
  // findingKey is the one definition of a finding's identity: rule, unit, then what identifies it within the unit.
  const [rule, unit, ...rest] = findingKey(m).split(SEP);
  return { rule, unit, finding: rest.join(SEP) };
}

/** Reads a baseline file's text (null: none); a file that is not one is a config error naming it. */
export function parseBaseline(text: string | null, where = BASELINE_FILE): Baseline {
  const out: Baseline = new Map();
  if (text === null) return out;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CliError(
      `${where} is not valid JSON (${(error as Error).message}); regenerate it with handover baseline.`,
      2,
    );
  }
  const files = (data as { files?: unknown } | null)?.files;
  if (!files || typeof files !== 'object' || Array.isArray(files) || (data as { version?: unknown }).version !== 1)
    throw new CliError(
      `${where} is not a handover baseline (it needs "version": 1 and "files"); regenerate it with handover baseline.`,
      2,
    );
  for (const [path, list] of Object.entries(files as Record<string, unknown>)) {
    if (!Array.isArray(list)) throw badEntry(where, path);
    const entries = new Map<string, BaselineEntry>();
    for (const e of list) {
      if (!e || typeof e.rule !== 'string' || typeof e.unit !== 'string' || typeof e.finding !== 'string')
        throw badEntry(where, path);
      const entry: BaselineEntry = { rule: e.rule, unit: e.unit, finding: e.finding };
      entries.set(keyOf(entry), entry);
    }
    out.set(path, entries);
  }
  return out;
}

function badEntry(where: string, path: string): CliError {
  return new CliError(
    `${where}: the entries for "${path}" are not a list of { rule, unit, finding }; regenerate it with handover ` +
      `baseline.`,
    2,
  );
}

/** The baseline file's text: files and entries sorted, one entry per line, so it diffs well and never churns. */
export function renderBaseline(baseline: Baseline): string {
  const files: Record<string, BaselineEntry[]> = {};
  for (const path of [...baseline.keys()].sort()) {
    const entries = [...baseline.get(path)!.values()].sort((a, b) =>
      keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0,
    );
    if (entries.length) files[path] = entries;
  }
  const body = Object.entries(files)
    .map(
      ([path, entries]) =>
        `    ${JSON.stringify(path)}: [\n${entries.map((e) => `      ${JSON.stringify(e)}`).join(',\n')}\n    ]`,
    )
    .join(',\n');
  return `{\n  "version": 1,\n  "files": {${body ? `\n${body}\n  ` : ''}}\n}\n`;
}

/** The current baselinable findings of lint results, as a baseline (inline-suppressed ones are not recorded). */
export function baselineOf(results: FileResult[]): Baseline {
  const out: Baseline = new Map();
  for (const r of results) {
    for (const m of r.messages) {
      const e = baselineEntry(m);
      if (!e || e.rule === SUPPRESSION_RULE) continue;
      if (!out.has(r.path)) out.set(r.path, new Map());
      out.get(r.path)!.set(keyOf(e), e);
    }
  }
  return out;
}

const JUSTIFICATION = `recorded in ${BASELINE_FILE}`;

/**
 * Marks every finding the baseline records as suppressed (`kind: 'baseline'`), so only new ones count. Returns the
 * results and the entries of the files given (`judged`, default: the results' own) that matched nothing: stale.
 */
export function applyBaseline(
  results: FileResult[],
  baseline: Baseline,
  judged: ReadonlySet<string> = new Set(results.map((r) => r.path)),
): { results: FileResult[]; stale: { path: string; entry: BaselineEntry }[] } {
  const used = new Set<string>();
  const out = results.map((r) => {
    const entries = baseline.get(r.path);
    if (!entries?.size) return r;
    const marked = r.messages.map((m) => {
      const e = baselineEntry(m);
      if (!e || e.rule === SUPPRESSION_RULE || !entries.has(keyOf(e))) return m;
      used.add(r.path + SEP + keyOf(e));
      return { ...m, suppressions: [{ kind: 'baseline' as const, justification: JUSTIFICATION }] };
    });
    return toResult(r.path, r.kind, [...marked, ...(r.suppressedMessages ?? [])]);
  });
  const stale: { path: string; entry: BaselineEntry }[] = [];
  for (const [path, entries] of baseline) {
    if (!judged.has(path)) continue;
    for (const [k, entry] of entries) if (!used.has(path + SEP + k)) stale.push({ path, entry });
  }
  return { results: out, stale };
}

/** One sentence on stderr about stale baseline entries (none: empty). */
export function staleNote(stale: { path: string; entry: BaselineEntry }[], prune: boolean): string {
  if (stale.length === 0) return '';
  const shown = stale
    .slice(0, 3)
    .map(({ path, entry }) => `${entry.rule} in ${entry.unit} of ${path}`)
    .join('; ');
  const more = stale.length > 3 ? `; and ${stale.length - 3} more` : '';
  const one = stale.length === 1;
  const advice = prune ? `; run handover baseline --prune to drop ${one ? 'it' : 'them'}` : '';
  return (
    `handover: ${BASELINE_FILE}: ${stale.length} recorded finding${one ? '' : 's'} no longer occur${one ? 's' : ''} ` +
    `(${shown}${more})${advice}.\n`
  );
}

/**
 * The baseline as committed at `rev` (a commit id or HEAD), or an empty one when there is none: `check` reads it
 * from the commit the change is judged against, so a change never baselines its own findings.
 */
export async function baselineAt(root: string, rev: string): Promise<Baseline> {
  const { hasCommits, readAtCommits, resolveCommit } = await import('../git/repo.js');
  if (!(await hasCommits(root))) return new Map();
  const sha = await resolveCommit(root, rev, 'baseline commit');
  const text = (await readAtCommits(root, [sha], BASELINE_FILE)).get(sha) ?? null;
  return parseBaseline(text, `${BASELINE_FILE} at ${rev}`);
}

/**
 * The next baseline from the recorded one and the findings now: everything recorded is kept and what is new added;
 * with `prune`, only what still occurs is kept and nothing is added. Counts what was added, dropped, left stale.
 */
export function nextBaseline(
  before: Baseline,
  now: Baseline,
  prune: boolean,
): { next: Baseline; added: number; dropped: number; stale: number } {
  const next: Baseline = new Map();
  let added = 0;
  let dropped = 0;
  let stale = 0;
  for (const path of new Set([...before.keys(), ...now.keys()])) {
    const old = before.get(path) ?? new Map<string, BaselineEntry>();
    const cur = now.get(path) ?? new Map<string, BaselineEntry>();
    const gone = [...old.keys()].filter((k) => !cur.has(k)).length;
    const entries = new Map([...old].filter(([k]) => !prune || cur.has(k)));
    if (prune) dropped += gone;
    else {
      stale += gone;
      const fresh = [...cur].filter(([k]) => !entries.has(k));
      for (const [k, e] of fresh) entries.set(k, e);
      added += fresh.length;
    }
    if (entries.size) next.set(path, entries);
  }
  return { next, added, dropped, stale };
}
