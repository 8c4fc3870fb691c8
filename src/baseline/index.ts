import type { Config } from '../config/schema.js';
import { ruleSetting, toResult, type FileResult, type Message } from '../engine/lint.js';
import { SUPPRESSION_RULE } from '../engine/suppressions.js';
import { findingKey } from '../engine/units.js';
import { STATIC_RULES, ruleUrl } from '../rules/index.js';
import { mayBeWaived, ruleClass, ruleKind } from '../rules/kinds.js';
import { units } from '../rules/types.js';
import { BASELINE_FILE } from './file.js';

export { BASELINE_FILE };

/**
 * One recorded finding: its rule, the entry or section it is about, and what it says (line numbers left out), with
 * how many copies of it the file had (`count`, written only when more than one). The same identity `check` uses to
 * tell a finding the base already had (`findingKey`), never a line.
 */
export interface BaselineEntry {
  rule: string;
  unit: string;
  finding: string;
  count?: number;
}

/** The baseline as read: per file, its entries by identity key. */
export type Baseline = Map<string, Map<string, BaselineEntry>>;

/** A baseline file as read: what it records that may be applied, and what in it suppresses nothing, and why. */
export interface BaselineRead {
  baseline: Baseline;
  /** Why the file is not a baseline at all (it is then read as empty), or null. */
  malformed: string | null;
  /** Entries that name an authority rule or no rule at all: never applied, each reported. */
  refused: { path: string; entry: BaselineEntry; line: number; why: string }[];
}

const SEP = '\u0000';
const keyOf = (e: BaselineEntry) => [e.rule, e.unit, e.finding].join(SEP);
const countOf = (e: BaselineEntry | undefined) => e?.count ?? (e ? 1 : 0);
const withCount = (e: BaselineEntry, n: number): BaselineEntry => {
  const { count: _drop, ...rest } = e;
  return n > 1 ? { ...rest, count: n } : rest;
};

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

/** Why an entry for this rule id suppresses nothing, or null when it may be applied. */
function refusal(rule: string): string | null {
  if (mayBeWaived(rule)) return null;
  if (rule === SUPPRESSION_RULE) return `${rule} reports broken suppressions and is never itself suppressed`;
  const kind = ruleKind(rule);
  if (kind === undefined) return `"${rule}" is not a handover rule`;
  if (kind !== 'static') return `${rule} is a ${kind} rule: what a change does to history is judged every time`;
  if (ruleClass(rule) === 'authority')
    return `${rule} is an authority rule (who may do what, or what a reader sees), never baselined`;
  return `${rule} cannot be baselined`;
}

const NOT_A_BASELINE = 'it needs "version": 1 and "files", each file a list of { rule, unit, finding [, count] }';

/** The line of the `nth` (0-based) `"rule": "<id>"` in a baseline's text, for placing a refused entry. */
function lineOfRule(text: string, rule: string, nth: number): number {
  const lines = text.split('\n');
  const needle = JSON.stringify(rule);
  let seen = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes(needle)) continue;
    if (seen === nth) return i + 1;
    seen++;
  }
  return 1;
}

/**
 * Reads a baseline file's text (null: none). A file that is not a baseline reads as empty with `malformed` saying
 * why; an entry naming an authority rule or an unknown id is set aside in `refused`, never applied.
 */
export function readBaseline(text: string | null): BaselineRead {
  const out: BaselineRead = { baseline: new Map(), malformed: null, refused: [] };
  if (text === null) return out;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ...out, malformed: `it is not valid JSON (${(error as Error).message})` };
  }
  const files = (data as { files?: unknown } | null)?.files;
  if (!files || typeof files !== 'object' || Array.isArray(files) || (data as { version?: unknown }).version !== 1)
    return { ...out, malformed: NOT_A_BASELINE };
  const seenRule = new Map<string, number>();
  for (const [path, list] of Object.entries(files as Record<string, unknown>)) {
    if (!Array.isArray(list)) return { ...out, malformed: NOT_A_BASELINE };
    const entries = new Map<string, BaselineEntry>();
    for (const raw of list) {
      const entry = entryOf(raw);
      if (typeof entry === 'string') return { ...out, baseline: new Map(), refused: [], malformed: entry };
      const nth = seenRule.get(entry.rule) ?? 0;
      seenRule.set(entry.rule, nth + 1);
      const why = refusal(entry.rule);
      if (why) out.refused.push({ path, entry, line: lineOfRule(text, entry.rule, nth), why });
      else entries.set(keyOf(entry), withCount(entry, countOf(entries.get(keyOf(entry))) + countOf(entry)));
    }
    if (entries.size) out.baseline.set(path, entries);
  }
  return out;
}

/** One entry of the file as written, or why it is not one. */
function entryOf(
  e: { rule?: unknown; unit?: unknown; finding?: unknown; count?: unknown } | null,
): BaselineEntry | string {
  if (!e || typeof e.rule !== 'string' || typeof e.unit !== 'string' || typeof e.finding !== 'string')
    return NOT_A_BASELINE;
  const count = e.count === undefined ? 1 : e.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
    return `the count of the entry for ${e.rule} in ${e.unit} is not a whole number above 0`;
  return withCount({ rule: e.rule, unit: e.unit, finding: e.finding }, count);
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

/** The current baselinable findings of lint results, as a baseline, counted per file, rule and identity. */
export function baselineOf(results: FileResult[]): Baseline {
  const out: Baseline = new Map();
  for (const r of results) {
    for (const m of r.messages) {
      const e = baselineEntry(m);
      if (!e || e.rule === SUPPRESSION_RULE) continue;
      if (!out.has(r.path)) out.set(r.path, new Map());
      const entries = out.get(r.path)!;
      entries.set(keyOf(e), withCount(e, countOf(entries.get(keyOf(e))) + 1));
    }
  }
  return out;
}

const JUSTIFICATION = `recorded in ${BASELINE_FILE}`;

/**
 * Marks the findings the baseline records as suppressed (`kind: 'baseline'`), at most `count` copies of each, so a
 * new copy of a recorded finding counts as new. Returns the results and the entries of the files given (`judged`,
 * default: the results' own) that matched fewer findings than they record: stale.
 */
export function applyBaseline(
  results: FileResult[],
  baseline: Baseline,
  judged: ReadonlySet<string> = new Set(results.map((r) => r.path)),
): { results: FileResult[]; stale: { path: string; entry: BaselineEntry }[] } {
  const used = new Map<string, number>();
  const out = results.map((r) => {
    const entries = baseline.get(r.path);
    if (!entries?.size) return r;
    const marked = r.messages.map((m) => {
      const e = baselineEntry(m);
      if (!e || e.rule === SUPPRESSION_RULE) return m;
      const k = keyOf(e);
      const n = used.get(r.path + SEP + k) ?? 0;
      if (n >= countOf(entries.get(k))) return m;
      used.set(r.path + SEP + k, n + 1);
      return { ...m, suppressions: [{ kind: 'baseline' as const, justification: JUSTIFICATION }] };
    });
    return toResult(r.path, r.kind, [...marked, ...(r.suppressedMessages ?? [])]);
  });
  const stale: { path: string; entry: BaselineEntry }[] = [];
  for (const [path, entries] of baseline) {
    if (!judged.has(path)) continue;
    for (const [k, entry] of entries) {
      const left = countOf(entry) - (used.get(path + SEP + k) ?? 0);
      if (left > 0) stale.push({ path, entry: withCount(entry, left) });
    }
  }
  return { results: out, stale };
}

/** One sentence on stderr about stale baseline entries (none: empty). */
export function staleNote(stale: { path: string; entry: BaselineEntry }[], prune: boolean): string {
  if (stale.length === 0) return '';
  const n = stale.reduce((s, x) => s + countOf(x.entry), 0);
  const shown = stale
    .slice(0, 3)
    .map(({ path, entry }) => `${entry.count ? `${entry.count} × ` : ''}${entry.rule} in ${entry.unit} of ${path}`)
    .join('; ');
  const more = stale.length > 3 ? `; and ${stale.length - 3} more` : '';
  const one = n === 1;
  const advice = prune ? `; run handover baseline --prune to drop ${one ? 'it' : 'them'}` : '';
  return (
    `handover: ${BASELINE_FILE}: ${n} recorded finding${one ? '' : 's'} no longer occur${one ? 's' : ''} ` +
    `(${shown}${more})${advice}.\n`
  );
}

/** The baseline file's text as committed at `rev` (a commit id or HEAD), or null when there is none. */
export async function baselineTextAt(root: string, rev: string): Promise<string | null> {
  const { hasCommits, readAtCommits, resolveCommit } = await import('../git/repo.js');
  if (!(await hasCommits(root))) return null;
  const sha = await resolveCommit(root, rev, 'baseline commit');
  return (await readAtCommits(root, [sha], BASELINE_FILE)).get(sha) ?? null;
}

/** The baseline file's text in the index (`check --staged`), or null when it is not staged or not a plain file. */
export async function stagedBaselineText(root: string): Promise<string | null> {
  const { readBlobs, stagedBlobs } = await import('../git/repo.js');
  const ref = (await stagedBlobs(root, [BASELINE_FILE])).get(BASELINE_FILE);
  if (!ref || ref.mode === '120000') return null;
  return (await readBlobs(root, [ref.oid])).get(ref.oid)?.toString('utf8') ?? null;
}

/**
 * The baseline as committed at `rev`, or an empty one when there is none or it is malformed (reported by
 * `baselineFindings`, never an error of every later change): `check` reads it from the commit the change is judged
 * against, so a change never baselines its own findings.
 */
export async function baselineAt(root: string, rev: string): Promise<Baseline> {
  return readBaseline(await baselineTextAt(root, rev)).baseline;
}

const FIX = 'regenerate it with handover baseline (the config owner commits it)';

/**
 * What the baseline file itself is reported for (`protocol/suppression`), as a result for `.handover-baseline.json`
 * or null: a malformed file (a warning when `base` was already so, since it is read as empty and blames nobody; an
 * error for the change that makes it so), and each entry of `head` that names an authority rule or no rule (it
 * suppresses nothing). The rule set `off` in the config reports nothing.
 */
export function baselineFindings(
  texts: { base: string | null; head: string | null },
  config: Config,
): FileResult | null {
  const rule = STATIC_RULES.find((r) => r.id === SUPPRESSION_RULE)!;
  const { severity } = ruleSetting(rule, config);
  if (severity === 'off') return null;
  const head = readBaseline(texts.head);
  const messages: Message[] = [];
  const at = (line: number) => ({ line, column: 1, docs: ruleUrl(SUPPRESSION_RULE), unit: units.file });
  if (head.malformed) {
    const made = texts.head !== texts.base;
    messages.push({
      ruleId: SUPPRESSION_RULE,
      severity: made ? 'error' : 'warning',
      message: made
        ? `This change makes ${BASELINE_FILE} unreadable (${head.malformed}), so it would suppress nothing for every ` +
          `later change; ${FIX}`
        : `${BASELINE_FILE} is not a handover baseline (${head.malformed}), so it is read as empty and suppresses ` +
          `nothing; ${FIX}`,
      ...at(1),
    });
  }
  for (const r of head.refused)
    messages.push({
      ruleId: SUPPRESSION_RULE,
      severity: severity === 'error' ? 'error' : 'warning',
      message:
        `The entry for ${r.entry.rule} in ${r.entry.unit} of ${r.path} suppresses nothing: ${r.why}; remove it ` +
        `(handover baseline drops it)`,
      ...at(r.line),
    });
  return messages.length ? toResult(BASELINE_FILE, null, messages) : null;
}

/**
 * `check` in every mode: applies the baseline committed at `base` (the commit the change is judged against; null:
 * none), so a change never baselines its own findings, and reports the baseline file as the change leaves it
 * (`headText`).
 */
export async function judgeWithBaseline(
  root: string,
  results: FileResult[],
  o: { base: string | null; headText: string | null; config: Config; baseText?: string | null },
): Promise<FileResult[]> {
  // `baseText`: the baseline at `base`, when the caller has read it already
  const baseText = o.base === null ? null : o.baseText !== undefined ? o.baseText : await baselineTextAt(root, o.base);
  const { results: applied } = applyBaseline(results, readBaseline(baseText).baseline, new Set());
  return withBaselineFindings(applied, baselineFindings({ base: baseText, head: o.headText }, o.config));
}

/** Results with the baseline file's own result added (merged with one already there, a config-owner finding say). */
export function withBaselineFindings(results: FileResult[], own: FileResult | null): FileResult[] {
  if (!own) return results;
  const i = results.findIndex((r) => r.path === own.path);
  if (i < 0) return [...results, own];
  const merged = toResult(own.path, results[i].kind, [
    ...results[i].messages,
    ...own.messages,
    ...(results[i].suppressedMessages ?? []),
  ]);
  return results.map((r, j) => (j === i ? merged : r));
}

/**
 * The next baseline from the recorded one and the findings now: everything recorded is kept and what is new added
 * (a count grows to what occurs now); with `prune`, only what still occurs is kept (a count shrinks to it) and
 * nothing is added. Counts the findings added, dropped, and left stale.
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
    const entries = new Map<string, BaselineEntry>();
    for (const k of new Set([...old.keys(), ...cur.keys()])) {
      const was = countOf(old.get(k));
      const is = countOf(cur.get(k));
      const keep = prune ? Math.min(was, is) : Math.max(was, is);
      if (prune) dropped += was - keep;
      else {
        stale += Math.max(0, was - is);
        added += keep - was;
      }
      if (keep > 0) entries.set(k, withCount((old.get(k) ?? cur.get(k))!, keep));
    }
    if (entries.size) next.set(path, entries);
  }
  return { next, added, dropped, stale };
}
