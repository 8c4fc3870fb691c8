import type { NewEntry } from './read.js';
/** The entries one upstream contributes to a consume, after the --max-chars budget. */
export interface Batch {
    upstream: string;
    /** The offset before: entries printed have a seq above it. */
    from: number;
    /** The offset after: the last entry printed (== from when none). */
    to: number;
    /** The entries printed whole: these are consumed. */
    entries: NewEntry[];
    /** Seq of an entry printed only in part (longer than --max-chars on its own), or null. */
    cut: number | null;
    /** That entry: shown in part, never counted as consumed (the offset stays before it). */
    cutEntry: NewEntry | null;
    /** Entries waiting beyond what was printed. */
    more: number;
}
/** Markdown for one entry: canonical heading (corrections marked), then its body as written. */
export declare function entryBlock(e: NewEntry): string;
/**
 * Chooses what to print within `maxChars` (whole entries, at least one, the first cut when it alone is
 * too long) over the upstreams in order. Headers and the closing note count toward the limit.
 */
export declare function selectWithin(pending: {
    upstream: string;
    from: number;
    entries: NewEntry[];
}[], maxChars: number | undefined, replay?: boolean): Batch[];
/** Renders batches as Markdown: a heading per upstream with entries, whole entries oldest first. */
export declare function renderMarkdown(batches: Batch[], maxChars: number | undefined, replay?: boolean): string;
/** Renders batches as JSON: one array, one object per upstream, on one line. */
export declare function renderJson(batches: Batch[], maxChars: number | undefined, replay?: boolean): string;
