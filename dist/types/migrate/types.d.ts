import type { Config } from '../config/schema.js';
import type { LineOrigin } from '../git/blame.js';
import type { DocKind } from '../models/index.js';
/** What a reader may take as input: `legacy` reads every shape this tool knows, dialects read their own. */
export type FromName = 'legacy' | 'handover' | 'cmap';
/** How a log's entries are ordered in the output (each a legitimate reading of the input). */
export type OrderChoice = 'keep' | 'reverse' | 'date';
/** The choices a user makes when migrating; every one of them keeps every word of the input. */
export interface MigrateOptions {
    /** Who writes the log: `# Handover: <writer>`; else the old title's writer, else the repo's agent. */
    writer?: string | null;
    /** The first N sections of the input (in document order) go into the preamble instead of becoming entries. */
    preambleUntil?: number;
    /** Sections whose heading text matches one of these (case-insensitive) go into the preamble. */
    preamble?: string[];
    /** Entry order; default: decided from the dates found (see docs/guides/adopting.md). */
    order?: OrderChoice;
    /** Ignore `preamble` names no section has (the check tries names read off a new text). */
    lenient?: boolean;
    /**
     * The commit that last wrote each line of the input (index 0 is line 1; null: not committed), from git blame: when
     * no section states a time, each entry takes the time of the commit that last wrote its section. Absent: such a
     * log is refused (`MigrateError.needsHistory`).
     */
    origins?: (LineOrigin | null)[] | null;
}
/** One line of the migration's report: what an input heading became. */
export interface MigrateNote {
    /** 1-based line of the input. */
    line: number;
    from: string;
    to: string;
}
/** The result of converting one file. */
export interface Migration {
    kind: DocKind;
    from: FromName;
    to: string;
    /** The converted text (BOM kept). */
    text: string;
    /** True when `text` differs from the input. */
    changed: boolean;
    /** One-sentence summary: "5 entries numbered 1–5 (3 from ## Queue …)". */
    summary: string;
    /** What each heading became. */
    notes: MigrateNote[];
    /** Things the user should look at (an entry whose time was derived, a prose section that became an entry). */
    hints: string[];
    /** The choices that produced it, resolved (order decided, writer found). */
    options: Required<Pick<MigrateOptions, 'order'>> & {
        writer: string | null;
        preamble: number[];
    };
}
/** Bad input a migration cannot proceed with: one sentence, exit 2 in the CLI. */
export declare class MigrateError extends Error {
    name: string;
    /** True when the input states no time and the commits that wrote it (`origins`) would date it. */
    needsHistory: boolean;
}
/**
 * What a change's commit says about migration: the values of its `Handover-Migrate` trailers, or null when
 * there is no commit message yet (`check --staged` in the pre-commit hook, and the working-tree check).
 */
export interface MigrateClaim {
    trailers: string[] | null;
    /** Called when a claimed migration is accepted, with the config its new version is read in (its dialect). */
    onAccept?: (config: Config) => void;
    /**
     * The commit that last wrote each line of the old version (git blame of the commit's parent), where the caller has
     * git (`check --range`): a log none of whose sections states a time is migrated with these dates, so its migration
     * is recognised as `migrate --write` made it. Absent: such a log's migration is not recognised.
     */
    origins?: (LineOrigin | null)[] | null;
    /**
     * Set by the check when a migration was tried and the old version states no time, with no `origins` to date it:
     * the caller may blame the old version and check again with them.
     */
    needsHistory?: boolean;
}
