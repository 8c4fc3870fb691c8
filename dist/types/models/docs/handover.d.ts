import type { SourceFile, Span } from '../markdown/source.js';
import { type Chunk } from '../markdown/split.js';
import { type LogDialect } from '../dialect.js';
import { type FieldItem } from './base.js';
import { type DocBase, type ParseProblem, type Title } from './base.js';
/** A `Corrects: #N` line inside an entry. */
export interface CorrectsLine {
    targets: number[];
    /** What the line names, as entry ids: `#3` → `3`; in a log headed by timestamps, dates or ids, those as written. */
    refs: string[];
    span: Span;
}
/** A problem of one entry's fields (a `warn` one is at most a warning, as the reference validator has it). */
export interface EntryProblem {
    message: string;
    at: Span;
    warn?: boolean;
}
/**
 * One HANDOVER.md entry: a heading at the dialect's entry level and everything up to the next heading at that level or
 * above.
 */
export interface HandoverEntry {
    /** 0-based position among the entries, oldest first (newest-first logs are read backwards). */
    index: number;
    /**
     * What identifies the entry across versions: its seq, timestamp, date (with `#n` for the n-th of a day) or entry id;
     * null when the heading says none.
     */
    id: string | null;
    /** The lane of the grouping section it sits in (`queue`, `processed`), '' without grouping sections. */
    lane: string;
    /** The entry's `- **name**: value` fields (dialects with fields only). */
    fields: FieldItem[];
    /** The value of the author field (`from`), or null. */
    author: string | null;
    /** Who the entry is for (`for`: `any` or a consumer), or null when the dialect does not say. */
    audience: string | null;
    /** Problems of the entry's fields. */
    problems: EntryProblem[];
    chunk: Chunk;
    heading: Span;
    /** The heading's text without the `##` markers. */
    headingText: string;
    seq: number | null;
    timestamp: string | null;
    /** `timestamp` in ms since the epoch, when valid. */
    time: number | null;
    title: string | null;
    /** Why the heading is not a valid entry heading, or null. */
    headingProblem: string | null;
    span: Span;
}
export interface HandoverDoc extends DocBase {
    kind: 'handover';
    /** The dialect the log was read in. */
    dialect: LogDialect;
    /**
     * Sections that are not entries (prose after the preamble, a grouping section's heading and intro; with `log.trailer`
     * the sections and the marker after the last entry, the marker first, its heading null): they stay as they are,
     * like the preamble.
     */
    frame: Chunk[];
    /**
     * With `log.stamp`: the emphasis-only paragraphs ending the file after the last entry's own text (`*Last updated:
     * …*`), or null. No part of any entry nor of the frame: free to change.
     */
    stamp?: Chunk | null;
    /**
     * With `log.reference`: the reference sections kept between entries (`## Environment Reference`), in file order,
     * each with the number of entries above it. No part of any entry nor of the frame: each stays where it is.
     */
    references?: ReferenceBlock[];
    /** The writer named by `# Handover: <agent>`, or null when the title is missing or malformed. */
    writer: string | null;
    entries: HandoverEntry[];
    unclosedFence: Span | null;
    /**
     * Set when the document holds only entries appended after an unchanged, unread part of the log
     * (see `parseAppended`): what that part ended with. `entries` then continue after `prior.lastSeq`.
     */
    prior?: HandoverPrior;
    /** The word of the title that names the writer: `Handover` (default) or `Requests` for REQUESTS.md. */
    logTitle?: 'Handover' | 'Requests';
}
/** A reference section of a log (`log.reference`) and where it sits: after its first `after` entries. */
export interface ReferenceBlock {
    chunk: Chunk;
    after: number;
}
/** The last entry of the unread part of a log, which appended entries continue. */
export interface HandoverPrior {
    lastSeq: number | null;
    lastTime: number | null;
    lastTimestamp: string | null;
    /** The line the unread part's last entry starts on. */
    lastLine: number;
}
/**
 * Parses HANDOVER.md in a dialect. Entries are found by splitting, not by a whole-file parse, so cost is linear.
 * `opts.lane`: the text is a run of entries cut out of a grouping section of that lane (see `parseInserted`), so
 * level-3 entries before any level-2 heading are that lane's, and the groups the dialect requires are not looked for.
 */
export declare function parseHandover(source: SourceFile, dialect?: LogDialect, opts?: {
    lane?: string;
}): HandoverDoc;
/** `### [id]: title`: an entry heading of an id-headed log. */
export declare const ID_HEADING: RegExp;
/** The title of a log's preamble and the writer it names. */
export declare function readTitle(preamble: Chunk, problems?: ParseProblem[]): {
    title: Title | null;
    writer: string | null;
};
/** The writer a `# Handover: <agent>` title names, or null. */
export declare function writerOf(title: Title | null): string | null;
/** Reads an entry heading: `<seq> <sep> <timestamp>[ <sep> <title>]`. */
export declare function parseEntryHeading(text: string): Pick<HandoverEntry, 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem'>;
/** Reads a heading of a log in any dialect into what identifies the entry. */
export declare function parseHeadingIn(text: string, dialect: LogDialect): Pick<HandoverEntry, 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem'> & {
    id: string | null;
};
/** Reads one chunk of a log as an entry (in the canonical dialect unless told). */
export declare function readEntry(chunk: Chunk, index: number, dialect?: LogDialect, lane?: string): HandoverEntry;
/** A `- **name**: value` line (the label bold, the colon inside or after it, an optional `(YYYY-MM-DD)`). */
export declare const FIELD_LINE: RegExp;
/** How messages name an entry: `entry 3`, `entry "2026-03-04-batch"`, or by its heading when it has no id. */
export declare function entryName(e: Pick<HandoverEntry, 'seq' | 'id' | 'headingText'>): string;
/** How a `Corrects:` line names an entry in its log's dialect (`#3`, or the entry's id), or null when it has none. */
export declare function correctsRef(e: Pick<HandoverEntry, 'seq' | 'id'>): string | null;
/**
 * The text of an entry that must never change: its whole chunk, normalised, with the values of the
 * dialect's mutable fields (`status`) left out. Two versions of an entry are the same entry unchanged
 * when this text is equal and `changeAllowed` holds.
 */
export declare function fixedText(e: HandoverEntry, dialect: LogDialect): string;
/** Whether an entry's mutable fields and lane moved only the ways the dialect allows, from base to head. */
export declare function changeAllowed(base: HandoverEntry, head: HandoverEntry, dialect: LogDialect): boolean;
/**
 * The `Corrects: #N` lines of an entry, each on its own line outside code. Parsed on first use only:
 * most entries have none, and a text search rules them out without running the Markdown parser.
 */
export declare function correctsOf(entry: HandoverEntry, dialect?: LogDialect): readonly CorrectsLine[];
/**
 * The text an entry's digest covers: the whole chunk from its heading line up to the next level-2
 * heading (or the end of the file), line endings (CRLF, CR) normalised to LF, trailing whitespace
 * (blank lines, the last line ending, trailing spaces) removed. Appending a new entry after it
 * therefore never changes it.
 */
export declare function entryDigestText(chunkText: string): string;
/**
 * The digest of an entry as its dialect identifies it: of its fixed text (mutable fields left out), or of its chunk.
 */
export declare function entryDigestIn(e: HandoverEntry, dialect: LogDialect): string;
/** `sha256:<hex>` of `entryDigestText(chunkText)` in UTF-8: the marker's `digest`. */
export declare function entryDigest(chunkText: string): string;
