import type { UpstreamConfig } from '../config/schema.js';
import { type UpstreamBlob } from '../git/upstream.js';
import { type HandoverEntry } from '../models/docs/handover.js';
import { type LogDialect } from '../models/dialect.js';
/** The offset a consumer holds for one upstream (seq 0: nothing consumed yet). */
export interface Offset {
    seq: number;
    /** The entry id, in a log whose entries are not numbered; null otherwise (or nothing consumed). */
    id?: string | null;
    digest: string | null;
    /** Byte position in the upstream file (BOM included) where entry `seq`'s heading starts, when known. */
    byteOffset: number | null;
    /** In a log of no one order (`log.order: any`): the top of the block of entries consumed (marker `topId`, `topDigest`). */
    top?: {
        id: string;
        digest: string;
    } | null;
    /** In a log with a pinned closing entry (`log.pinned`): the digest of the pinned entry consumed (marker `pinned`). */
    pinned?: string | null;
}
/** One upstream entry as consume hands it on. */
export interface NewEntry {
    /** The entry's seq; in a log whose entries are not numbered, its position, oldest first, from 1. */
    seq: number;
    /** What identifies the entry: its seq as text, or its id. */
    id: string;
    /** The heading consume prints, or null for the canonical `## <seq> · <timestamp>[ · <title>]`. */
    heading?: string | null;
    timestamp: string;
    title: string | null;
    readonly corrects: number[];
    /** The entry's body after the heading line: LF line endings, leading blank lines and trailing whitespace removed. */
    readonly text: string;
    readonly digest: string;
    /** Byte position of the entry's heading in the upstream file. */
    byteOffset: number;
    /**
     * In a log whose new entries do not all come after the old ones (`log.pinned`, `log.order: any`): the marker values
     * consuming up to and including this entry leaves (`id`, `digest` and `topId`, `topDigest` or `pinned`).
     */
    marks?: Record<string, string>;
}
/** What is in an upstream beyond an offset. */
export interface UpstreamRead {
    name: string;
    where: string;
    /** The entries after the offset, oldest first. */
    after: NewEntry[];
    /** With `replayFrom`: the entries after `replayFrom` up to and including the offset's entry. */
    replay: NewEntry[];
    /** Whether the fast path (byte offset; in a newest-first log, the read from the top) was used. */
    fast: boolean;
}
/** One upstream as consume reads it: its name, its config and the offset this repo holds for it. */
export interface UpstreamAt {
    name: string;
    up: UpstreamConfig;
    offset: Offset;
}
/**
 * Reads an upstream and returns what lies beyond `offset`, after checking the entry at the offset is
 * still there with the same digest (exit 1 when not). Fast path: re-split only from the stored byte
 * offset; when the entry is not found there, a full split-by-entry pass over the file (never a
 * whole-file Markdown parse).
 */
export declare function readBeyond(root: string, { name, up, offset }: UpstreamAt, opts?: {
    fetch?: boolean;
    replayFrom?: number;
    dialect?: LogDialect | ((blob: UpstreamBlob) => Promise<LogDialect>);
    consumer?: string | null;
}): Promise<UpstreamRead>;
/**
 * The bounded read of a newest-first log: what is newer than the offset's entry sits above it, so only the top
 * of the file is read (a window grown until that entry is seen whole), and the entry's id and digest checked.
 * Returns what `readAll` would, or null when only the whole log can tell: unclean bytes, the entry not
 * found or changed, its id once more further down.
 */
export declare function readTop(bytes: Buffer, path: string, offset: Offset, dialect: LogDialect): HandoverEntry[] | null;
