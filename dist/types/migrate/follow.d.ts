import { type LogDialect } from '../models/dialect.js';
/** A consumer's offset as `.last-processed.md` keeps it: a seq (handover) or an id (cmap), and a digest. */
export interface OffsetRef {
    seq: number | null;
    id: string | null;
    digest: string | null;
}
/**
 * Where a consumer's offset stands in an upstream log that was migrated between handover and cmap after the
 * offset was taken: the 0-based index (oldest first) of the entry of `text`, read in `dialect`, whose conversion
 * back into the other dialect is the entry the offset names (its seq or id) with exactly the offset's digest;
 * null when there is none (the offset is then as broken as before: a rewrite is still a rewrite). The conversion
 * is the one `handover migrate` makes, so an entry follows only an exact migration. `artifact` is the log's path
 * (cmap's `artifact-path` of a migrated entry). For `consume`, when the entry at its offset is gone.
 */
export declare function followMigration(text: string, dialect: LogDialect, offset: OffsetRef, artifact?: string): number | null;
