import type { Config } from '../config/schema.js';
import { type LogDialect } from '../models/dialect.js';
export interface AppendOptions {
    root: string;
    config: Config;
    actor: string;
    text: string;
    title?: string;
    /**
     * The earlier entries this one corrects: entry numbers (`3`), or in a log whose entries are not numbered their
     * ids (`2026-11-29`); written the way the log's `Corrects:` lines name entries, so lint accepts it.
     */
    corrects?: (number | string)[];
    /** The time to stamp; defaults to now. */
    now?: Date;
    /** Field values for a dialect whose entries carry fields (`for`, `artifact-path`). */
    fields?: Record<string, string>;
    /**
     * Which log: HANDOVER.md (default) or REQUESTS.md, the same log under `# Requests: <project>` (created when absent).
     */
    log?: 'handover' | 'requests';
    /** Runs on the log as it would be written, before anything is; throws (a CliError) to refuse the entry. */
    verify?: (next: Buffer, seq: number) => void;
}
/**
 * Appends the next entry to the repo's HANDOVER.md under its lock: next seq after the last entry,
 * the current UTC time, the canonical heading, `Corrects:` when asked, the text intact. The file's
 * BOM and line endings are kept; only the last entry is looked at for the seq (the log is split,
 * never parsed whole), so cost stays flat as the log grows.
 */
export declare function appendEntry(opts: AppendOptions): Promise<{
    seq: number;
    timestamp: string;
    file: string;
    id?: string;
}>;
/**
 * The fast path of `appendIn` for a log that grows at the top: only the start of the log is read (its title or
 * sole author, and the newest entry, through `findNewestSlot`), the entry put where the newest one goes, and
 * the result read back by the check engine's own fast path (`parseInserted`), which must see exactly this one
 * new entry there. Null when that is not certain (an id the log might hold already, several authors, a
 * correction, bytes the full path has to judge): `appendIn` then reads the whole log. Unlike the full path it
 * does not look at entries below the newest one (as the canonical append looks only at the last entry).
 */
export declare function appendAtTop(opts: AppendOptions, dialect: LogDialect, file: string, bytes: Buffer): {
    seq: number;
    timestamp: string;
    file: string;
    id: string;
} | null;
