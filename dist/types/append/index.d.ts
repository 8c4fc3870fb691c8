import type { Config } from '../config/schema.js';
export interface AppendOptions {
    root: string;
    config: Config;
    actor: string;
    text: string;
    title?: string;
    corrects?: number[];
    /** The time to stamp; defaults to now. */
    now?: Date;
    /** Field values for a dialect whose entries carry fields (`for`, `artifact-path`). */
    fields?: Record<string, string>;
    /** Which log: HANDOVER.md (default) or REQUESTS.md, the same log under `# Requests: <project>` (created when absent). */
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
