import { type Span } from '../markdown/source.js';
import type { Chunk } from '../markdown/split.js';
import { type ParseProblem } from './base.js';
/**
 * A GFM table read off the CommonMark reading of the whole file: CommonMark sees a table as a paragraph, so a
 * table is a top-level paragraph with a header row and a delimiter row (`| --- | :-: |`). Cells split at every
 * unescaped `|`, as GFM splits them (inside code spans too). What is not a body row (the title, the header, the
 * delimiter row, prose before and after) is the document's preamble: the owner's.
 */
export interface TableCell {
    /** The cell's plain text (markup removed), trimmed. */
    text: string;
    span: Span;
}
export interface TableRow {
    /** The row's raw line and its line ending: what a version comparison looks at. */
    chunk: Chunk;
    span: Span;
    cells: TableCell[];
}
export interface Table {
    /** The header's plain texts. */
    header: string[];
    rows: TableRow[];
    /** The file without its body rows. */
    preamble: Chunk;
    /** The header line's span (for findings about the table as a whole). */
    headerSpan: Span;
    /** Where the body rows start and end in the text (offsets). */
    body: {
        start: number;
        end: number;
    };
}
/** Splits a row line into cells at unescaped pipes, a leading and a trailing pipe dropped; offsets in the line. */
export declare function rowCells(line: string): {
    raw: string;
    start: number;
    end: number;
}[];
/**
 * The first top-level table whose header `accept` takes, or null (with a problem when the file cannot be
 * parsed). `problems` receives what the parse found.
 */
export declare function findTable(text: string, accept: (header: string[]) => boolean, problems: ParseProblem[]): Table | null;
/** Every top-level table whose header `accept` takes (at most `max`), in the order of the file. */
export declare function findTables(text: string, accept: (header: string[]) => boolean, problems: ParseProblem[], max?: number): Table[];
