import type { SourceFile, Span } from './source.js';
import { type Chunk } from './split.js';
import { type DocBase, type ParseProblem, type Title } from './common.js';
/** A `Corrects: #N` line inside an entry. */
export interface CorrectsLine {
    targets: number[];
    span: Span;
}
/** One HANDOVER.md entry: a level-2 heading and everything up to the next one. */
export interface HandoverEntry {
    /** 0-based position among the entries. */
    index: number;
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
    /** The writer named by `# Handover: <agent>`, or null when the title is missing or malformed. */
    writer: string | null;
    entries: HandoverEntry[];
    unclosedFence: Span | null;
    /**
     * Set when the document holds only entries appended after an unchanged, unread part of the log
     * (see `parseAppended`): what that part ended with. `entries` then continue after `prior.lastSeq`.
     */
    prior?: HandoverPrior;
}
/** The last entry of the unread part of a log, which appended entries continue. */
export interface HandoverPrior {
    lastSeq: number | null;
    lastTime: number | null;
    lastTimestamp: string | null;
    /** The line the unread part's last entry starts on. */
    lastLine: number;
}
/** Parses HANDOVER.md. Entries are found by splitting, not by a whole-file parse, so cost is linear. */
export declare function parseHandover(source: SourceFile): HandoverDoc;
/** The title of a log's preamble and the writer it names. */
export declare function readTitle(preamble: Chunk, problems?: ParseProblem[]): {
    title: Title | null;
    writer: string | null;
};
/** The writer a `# Handover: <agent>` title names, or null. */
export declare function writerOf(title: Title | null): string | null;
/** Reads an entry heading: `<seq> <sep> <timestamp>[ <sep> <title>]`. */
export declare function parseEntryHeading(text: string): Pick<HandoverEntry, 'seq' | 'timestamp' | 'time' | 'title' | 'headingProblem'>;
/** Reads one level-2 chunk of a log as an entry. */
export declare function readEntry(chunk: Chunk, index: number): HandoverEntry;
/**
 * The `Corrects: #N` lines of an entry, each on its own line outside code. Parsed on first use only:
 * most entries have none, and a text search rules them out without running the Markdown parser.
 */
export declare function correctsOf(entry: HandoverEntry): CorrectsLine[];
/**
 * The text an entry's digest covers: the whole chunk from its heading line up to the next level-2
 * heading (or the end of the file), line endings (CRLF, CR) normalised to LF, trailing whitespace
 * (blank lines, the last line ending, trailing spaces) removed. Appending a new entry after it
 * therefore never changes it.
 */
export declare function entryDigestText(chunkText: string): string;
/** `sha256:<hex>` of `entryDigestText(chunkText)` in UTF-8: the marker's `digest`. */
export declare function entryDigest(chunkText: string): string;
