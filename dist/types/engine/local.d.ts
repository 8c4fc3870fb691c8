import { type Config } from '../config/schema.js';
import { type Message } from './lint.js';
/** What `localCheck` takes: the two versions as bytes, both present and different. */
export interface LocalPair {
    path: string;
    base: Buffer;
    head: Buffer;
    actor: string | null;
    config: Config;
    baseName?: string;
}
/**
 * The check of a change of a handover log (numbered level-2 entries, oldest first) computed from the change: the
 * first and last byte the two versions differ in, widened to the entries around them (from a level-2 heading the
 * unchanged text before the change proves is one, to one the unchanged text after it proves is one), parsed with
 * the entry before them as `prior`, like an append (see `parseAppended`). The static rules run on those entries of
 * both versions (a finding the old entries had is blamed as the full path blames it) and the historical rules on the
 * pair; what lies outside is the same bytes in the same block state in both versions, so it adds nothing the change
 * did. `messages` is then the full check's, less the findings of entries the change did not touch; `baseStatic` the
 * old entries' own static findings (the guard's "what was wrong already").
 *
 * Null, and the caller takes the whole-file path, wherever locality is not proven by byte searches and a walk of the
 * lines: the preamble or front matter touched, a byte-order mark, CR, NUL or text that is not UTF-8, an inline
 * suppression, a line that opens with `<` (HTML, a comment that does not close on its line, a conflict marker) or `[`
 * (a possible link reference definition, which only a whole-file parse reads), a fence that is indented or in a list
 * or quote, entries before the change not numbered 1, 2, 3 … (read from their headings' bytes), a file
 * `protocol/kind` might judge as a whole (bounded from the headings outside the change), entries that change number
 * or order when a later, unchanged part follows (its findings would change), or a change that leaves no entry where
 * it was. The clocks before the change are not read: the time-order rule (a warning; the path is not taken when it is
 * set to error) compares the first entries of the change with the entry before them, as the append path does.
 */
export declare function localCheck(pair: LocalPair): LocalVerdict | null;
/** What `localCheck` answers: the change's findings and the old entries' own static ones. */
export type LocalVerdict = {
    messages: Message[];
    baseStatic: Message[];
};
/** An edit of the old version's bytes: the `removed` bytes at `at` replaced by `inserted` (src/hooks/edit.ts). */
export interface LocalSplice {
    at: number;
    removed: number;
    inserted: Buffer;
}
/**
 * `localCheck` of the new version an edit of `base` makes (`splice`), without building it: the text before the change
 * is the old version's, the text after it the old version's shifted, so both are read in `base`, and only the window
 * around the change is copied. The same answer as `localCheck` on the two whole versions wherever it answers
 * (test/check/local-verdict.test.ts); null where `localCheck` is null, and also where this reading cannot tell as
 * cheaply (see `SPLICE_REACH`; a comment left open before or in the window; a change in the first three bytes).
 */
export declare function localCheckSplice(pair: Omit<LocalPair, 'head'> & {
    splice: LocalSplice;
    /** The caller has found `base` valid UTF-8 without CR (as `editSplice` does): not searched again. */
    utf8WithoutCr?: boolean;
}): LocalVerdict | null;
/**
 * The old version of a change, held as the new version and what differs (`check --staged` reads HEAD's blob as it
 * streams in, src/engine/old-stream.ts): the two share their first `p` bytes and, from `bEnd` in the old version
 * (`bEnd + shift` in the new), their last ones, `windowOf`'s reading of the same two versions.
 */
export interface OldAround {
    length: number;
    p: number;
    bEnd: number;
    /** The old version's bytes `[from, to)`, copied. */
    bytes(from: number, to: number): Buffer;
}
/**
 * `localCheck` of an old version held as `OldAround` against the new one whole: the same answer as `localCheck` of
 * the two whole versions wherever it answers (test/check/staged-local.test.ts), the old version copied only from the
 * window's start to the first heading after the change (at most `SPLICE_REACH` past it; further, null).
 */
export declare function localCheckOld(pair: Pick<LocalPair, 'path' | 'head' | 'actor' | 'config' | 'baseName'> & {
    old: OldAround;
}): LocalVerdict | null;
/**
 * The two ways of `partFacts`, for the test that holds them to the same answer (`byLines`: the line walk, else the
 * searches), each with its own walk of the fences from the start.
 */
export declare function partFactsFor(buf: Buffer, range: [number, number], byLines: boolean): LineFacts | null;
/** Whether each line start in `at` (ascending) is inside a code fence, by the walk `localCheck` uses (for tests). */
export declare function inFenceFor(buf: Buffer, at: number[]): boolean[];
/**
 * What one walk over the lines of a part of a log outside the window tells: its line feeds; its column-1 level-2
 * headings outside code, how many, how many surely read as entries, whether their numbers run 1, 2, 3 …; its lines
 * that may underline a setext heading; and that no line opens with `[` or an unclosed `<` (`plainLog`'s line test).
 */
interface LineFacts {
    lines: number;
    total: number;
    fit: number;
    /** Whether their leading numbers run 1, 2, 3 … (asked of the part before the window only). */
    inOrder: boolean;
    last: number;
    /** Lines of dashes (after at most three spaces, then spaces or tabs): each may make an entry the walk did not count. */
    dashes: number;
}
/**
 * The next line feed, found by reading the buffer four bytes at a time (a word with no line feed is passed in a few
 * operations; `indexOf` would cross into native code once a line).
 */
export declare class NewlineSearch {
    private readonly buf;
    private readonly words;
    /** The index in the buffer of the first word's first byte. */
    private readonly base;
    constructor(buf: Buffer);
    /** The first line feed in `[from, to)`, or -1. */
    next(from: number, to: number): number;
}
/** Line feeds in `buf[from, to)`, four bytes at a time. */
export declare function countLines(buf: Buffer, from: number, to: number): number;
export {};
