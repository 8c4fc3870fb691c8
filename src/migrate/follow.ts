import { CANONICAL, CMAP_LOG, type LogDialect } from '../models/dialect.js';
import { entryDigest, entryDigestIn, parseHandover } from '../models/docs/handover.js';
import { toCanonicalLog, toCmapLog } from './cmap-log.js';
import { MigrateError } from './types.js';

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
export function followMigration(
  text: string,
  dialect: LogDialect,
  offset: OffsetRef,
  artifact = 'HANDOVER.md',
): number | null {
  if (offset.digest === null) return null;
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const source = (t: string) => ({ path: artifact, text: t, bom: false, encoding: [] });
  try {
    if (dialect.name === 'cmap' && offset.seq !== null) {
      // The log is cmap now, the offset was taken in the canonical log it came from.
      const before = parseHandover(source(toCanonicalLog(clean, artifact, artifact)), CANONICAL.log);
      const e = before.entries[offset.seq - 1];
      return e && e.seq === offset.seq && entryDigest(e.chunk.text) === offset.digest ? e.index : null;
    }
    if (dialect.name === 'handover' && offset.id !== null) {
      const before = parseHandover(source(toCmapLog(clean, artifact, artifact)), CMAP_LOG);
      const e = before.entries.find((x) => x.id === offset.id);
      return e && entryDigestIn(e, CMAP_LOG) === offset.digest ? e.index : null;
    }
  } catch (error) {
    if (error instanceof MigrateError) return null;
    throw error;
  }
  return null;
}
