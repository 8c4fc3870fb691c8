import { type FileResult, type Message } from '../engine/lint.js';
/** The committed baseline (SPEC §4): the static findings a repository already had when it adopted a rule. */
export declare const BASELINE_FILE = ".handover-baseline.json";
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
/**
 * A finding's baseline entry, or null when it can never be baselined (a historical or commit rule, a parse problem).
 */
export declare function baselineEntry(m: Message): BaselineEntry | null;
/** Reads a baseline file's text (null: none); a file that is not one is a config error naming it. */
export declare function parseBaseline(text: string | null, where?: string): Baseline;
/** The baseline file's text: files and entries sorted, one entry per line, so it diffs well and never churns. */
export declare function renderBaseline(baseline: Baseline): string;
/** The current baselinable findings of lint results, as a baseline (inline-suppressed ones are not recorded). */
export declare function baselineOf(results: FileResult[]): Baseline;
/**
 * Marks every finding the baseline records as suppressed (`kind: 'baseline'`), so only new ones count. Returns the
 * results and the entries of the files given (`judged`, default: the results' own) that matched nothing: stale.
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
/**
 * The baseline as committed at `rev` (a commit id or HEAD), or an empty one when there is none: `check` reads it
 * from the commit the change is judged against, so a change never baselines its own findings.
 */
export declare function baselineAt(root: string, rev: string): Promise<Baseline>;
/**
 * The next baseline from the recorded one and the findings now: everything recorded is kept and what is new added;
 * with `prune`, only what still occurs is kept and nothing is added. Counts what was added, dropped, left stale.
 */
export declare function nextBaseline(before: Baseline, now: Baseline, prune: boolean): {
    next: Baseline;
    added: number;
    dropped: number;
    stale: number;
};
