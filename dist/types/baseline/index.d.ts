import type { Config } from '../config/schema.js';
import { type FileResult, type Message } from '../engine/lint.js';
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
    refused: {
        path: string;
        entry: BaselineEntry;
        line: number;
        why: string;
    }[];
}
/**
 * A finding's baseline entry, or null when it can never be baselined (an authority rule: historical, commit and the
 * static rules of who may do what; a parse problem).
 */
export declare function baselineEntry(m: Message): BaselineEntry | null;
/**
 * Reads a baseline file's text (null: none). A file that is not a baseline reads as empty with `malformed` saying
 * why; an entry naming an authority rule or an unknown id is set aside in `refused`, never applied.
 */
export declare function readBaseline(text: string | null): BaselineRead;
/** The baseline file's text: files and entries sorted, one entry per line, so it diffs well and never churns. */
export declare function renderBaseline(baseline: Baseline): string;
/** The current baselinable findings of lint results, as a baseline, counted per file, rule and identity. */
export declare function baselineOf(results: FileResult[]): Baseline;
/**
 * Marks the findings the baseline records as suppressed (`kind: 'baseline'`), at most `count` copies of each, so a
 * new copy of a recorded finding counts as new. Returns the results and the entries of the files given (`judged`,
 * default: the results' own) that matched fewer findings than they record: stale.
 */
export declare function applyBaseline(results: FileResult[], baseline: Baseline, judged?: ReadonlySet<string>): {
    results: FileResult[];
    stale: {
        path: string;
        entry: BaselineEntry;
    }[];
};
/** One sentence on stderr about stale baseline entries (none: empty). */
export declare function staleNote(stale: {
    path: string;
    entry: BaselineEntry;
}[], prune: boolean): string;
/** The baseline file's text as committed at `rev` (a commit id or HEAD), or null when there is none. */
export declare function baselineTextAt(root: string, rev: string): Promise<string | null>;
/** The baseline file's text in the index (`check --staged`), or null when it is not staged or not a plain file. */
export declare function stagedBaselineText(root: string): Promise<string | null>;
/**
 * The baseline as committed at `rev`, or an empty one when there is none or it is malformed (reported by
 * `baselineFindings`, never an error of every later change): `check` reads it from the commit the change is judged
 * against, so a change never baselines its own findings.
 */
export declare function baselineAt(root: string, rev: string): Promise<Baseline>;
/**
 * What the baseline file itself is reported for (`protocol/suppression`), as a result for `.handover-baseline.json`
 * or null: a malformed file (a warning when `base` was already so, since it is read as empty and blames nobody; an
 * error for the change that makes it so), and each entry of `head` that names an authority rule or no rule (it
 * suppresses nothing). The rule set `off` in the config reports nothing.
 */
export declare function baselineFindings(texts: {
    base: string | null;
    head: string | null;
}, config: Config): FileResult | null;
/**
 * `check` in every mode: applies the baseline committed at `base` (the commit the change is judged against; null:
 * none), so a change never baselines its own findings, and reports the baseline file as the change leaves it
 * (`headText`).
 */
export declare function judgeWithBaseline(root: string, results: FileResult[], o: {
    base: string | null;
    headText: string | null;
    config: Config;
    baseText?: string | null;
}): Promise<FileResult[]>;
/** Results with the baseline file's own result added (merged with one already there, a config-owner finding say). */
export declare function withBaselineFindings(results: FileResult[], own: FileResult | null): FileResult[];
/**
 * The next baseline from the recorded one and the findings now: everything recorded is kept and what is new added
 * (a count grows to what occurs now); with `prune`, only what still occurs is kept (a count shrinks to it) and
 * nothing is added. Counts the findings added, dropped, and left stale.
 */
export declare function nextBaseline(before: Baseline, now: Baseline, prune: boolean): {
    next: Baseline;
    added: number;
    dropped: number;
    stale: number;
};
