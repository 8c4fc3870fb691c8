import type { LogDialect } from '../dialect.js';
import { type HandoverDoc, type HandoverEntry } from './handover.js';
import { type Title } from './base.js';
/** Where a log that grows at the top (newest first) takes its next entry, read from as little of it as tells. */
export interface NewestSlot {
    /** Byte offset in the file (BOM included) where a new newest entry goes: a line start. */
    at: number;
    /** Newlines before `at`. */
    lines: number;
    /** The lane a new entry there is in ('' without grouping sections). */
    lane: string;
    /** The entry that is newest now (the first in the file), read on its own; null when the log has none. */
    newest: HandoverEntry | null;
    /**
     * The log's one writer: the title's, or where entries name their author, the author every entry names
     * (found by a byte search over the whole file, which may only over-count). Null when that cannot be told
     * without reading the whole log (no title, several authors): callers take the full path.
     */
    writer: string | null;
    /** The title, read from the preamble. */
    title: Title | null;
}
/**
 * Whether bytes are clean text (valid UTF-8, no NUL, no bare CR) with no merge conflict marker: the fast paths
 * read only part of a log, so anything the full path would report anywhere sends them to the full path.
 */
export declare function cleanText(b: Buffer): boolean;
/**
 * Finds where the next entry of a newest-first log goes, the way `appendIn` puts it and a full parse reads it:
 * right before the first entry of the file, which must sit in the first grouping section (the Queue), or at the
 * end of that section when it has none. Only the start of the file is decoded and scanned (a window grown
 * until the newest entry is whole). Null whenever the answer is not certain: unclean bytes, no such section,
 * a non-entry heading where the slot would be, a slot that is not a line starting with `#`.
 */
export declare function findNewestSlot(bytes: Uint8Array, dialect: LogDialect): NewestSlot | null;
/**
 * The fast path for a log that grows at the top (newest first, with or without grouping sections). When the new
 * bytes are the old with whole new entries inserted where the newest entry goes (`findNewestSlot`), the old
 * version is not parsed at all: only the inserted entries are, numbered from the line they start on, with the
 * old newest entry as `prior` — as `parseAppended` does for a log that grows at the end. Returns null whenever
 * that does not hold (the caller then compares full parses): any other byte changed, unclean bytes, an open
 * fence, comment or HTML block, inserted text that is not whole entries at the entry level, a new entry whose id
 * or author the rest of the log might contradict, a `Corrects:` line. `known`: the slot of `base`, when the caller
 * has found it already (the writer reading back what it wrote).
 */
export declare function parseInserted(input: {
    path: string;
    base: Uint8Array;
    head: Uint8Array;
    dialect: LogDialect;
    known?: NewestSlot;
}): {
    base: HandoverDoc;
    head: HandoverDoc;
} | null;
