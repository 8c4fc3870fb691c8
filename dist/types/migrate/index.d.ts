import type { Config } from '../config/schema.js';
import type { DocKind } from '../models/index.js';
import type { LineOrigin } from '../git/blame.js';
import { type FromName, type MigrateOptions, type Migration } from './types.js';
export { MigrateError, type Migration, type MigrateOptions, type FromName } from './types.js';
/** The dialects a file can be migrated to (SPEC §7); `cmap` is read and written by the dialect layer. */
export declare const DIALECTS: readonly ["handover", "cmap"];
/** What a migration can read: `legacy` (every shape this tool knows, the default) or a dialect. */
export declare const SOURCES: readonly FromName[];
/** The repo's dialect: the config's `dialect`, else `handover`. */
export declare function repoDialect(config: Config): string;
/** Why a migration from `from` to `to` of a kind cannot run, or null when it can. */
export declare function unsupported(kind: DocKind, from: string, to: string): string | null;
/**
 * The source a migration reads by default: the repo's own dialect when it is cmap and the target is not, else `legacy`.
 */
export declare function defaultSource(config: Config, to: string): FromName;
/** Converts one protocol file's text into the canonical form of a dialect. Throws MigrateError on bad input. */
export declare function migrate(text: string, kind: DocKind, opts: MigrateOptions & {
    from?: string;
    to?: string;
    what?: string;
    today?: string;
}, config: Config): Migration;
/** The `Handover-Migrate: <from> -> <to>` trailer that records a migration. */
export declare function migrateTrailer(from: string, to: string): string;
/** Reads a `Handover-Migrate` trailer's value (`legacy -> handover`), or null when it is not of that form. */
export declare function parseMigrateClaim(value: string): {
    from: string;
    to: string;
} | null;
/** Where two texts first differ: the 1-based line and both lines (null past the end). */
export declare function firstDifference(expected: string, actual: string): {
    line: number;
    expected: string | null;
    actual: string | null;
} | null;
/** A change of one protocol file a `Handover-Migrate: <from> -> <to>` trailer claims is a migration. */
export interface MigrationChange {
    oldText: string;
    newText: string;
    kind: DocKind;
    from: string;
    to: string;
    /** The commits that last wrote each line of `oldText` (git blame), for a log that states no time. */
    origins?: (LineOrigin | null)[] | null;
}
/** The result of comparing a new text with the migrations of the old one. */
export type MigrationVerdict = {
    exact: true;
    migration: Migration;
}
/** `needsHistory`: the old version states no time, and no `origins` were given to date it by. */
 | {
    exact: false;
    reason: string;
    line?: number;
    needsHistory?: boolean;
};
/**
 * Whether `newText` is exactly a migration of `oldText` from `from` to `to`. The choices a user may make
 * (the order, the sections kept in the preamble, the writer of a title-less log) are read off the new
 * text and each legitimate one is tried: the new text passes only when it is byte for byte what
 * `migrate` renders from the old text with one of them. Anything else fails with the first difference.
 */
export declare function judgeMigration(change: MigrationChange, config: Config): MigrationVerdict;
/** True when `newText` is exactly the migration of `oldText` (see `judgeMigration`). */
export declare function isExactMigration(change: MigrationChange, config: Config): boolean;
