import type { OldAround } from './local.js';
/**
 * Takes the old version's bytes in order (`take`), compares them with the new version's as they come, and keeps
 * only the chunks near a difference: the first byte the two differ in (`p`), and from there on each chunk holding a
 * byte that differs from the new version's at the same distance from the end (or before the point where the shared
 * end may start, `from`). After `finish`, `p` and `bEnd` are what `windowOf` finds in the two whole versions (their
 * common prefix, and their common suffix within what the prefix leaves), and `bytes` gives any part of the old one.
 */
export declare class OldStream implements OldAround {
    private readonly head;
    readonly length: number;
    p: number;
    bEnd: number;
    private readonly shift;
    /** Where the shared end may start in the old version (`windowOf` caps the suffix at what the prefix leaves). */
    private from;
    private last;
    private taken;
    private readonly kept;
    constructor(head: Buffer, length: number);
    /** The old version's next bytes (`chunk` may be reused by the caller once this returns). */
    take(chunk: Buffer): void;
    /** After the last chunk: `p` and `bEnd` set (the whole old version taken, `length` bytes). */
    finish(): void;
    bytes(from: number, to: number): Buffer;
}
