// The old version of a change read as it streams in (HEAD's blob through git), against the new version held whole:
// only what differs is kept, so `check --staged` of a 40 MB log holds one copy of it, not two.
import { CliError } from '../errors.js';
import type { OldAround } from './local.js';

/**
 * Takes the old version's bytes in order (`take`), compares them with the new version's as they come, and keeps
 * only the chunks near a difference: the first byte the two differ in (`p`), and from there on each chunk holding a
 * byte that differs from the new version's at the same distance from the end (or before the point where the shared
 * end may start, `from`). After `finish`, `p` and `bEnd` are what `windowOf` finds in the two whole versions (their
 * common prefix, and their common suffix within what the prefix leaves), and `bytes` gives any part of the old one.
 */
export class OldStream implements OldAround {
  p = -1;
  bEnd = -1;
  private readonly shift: number;
  /** Where the shared end may start in the old version (`windowOf` caps the suffix at what the prefix leaves). */
  private from = -1;
  private last = -1;
  private taken = 0;
  private readonly kept: { at: number; bytes: Buffer }[] = [];

  constructor(
    private readonly head: Buffer,
    readonly length: number,
  ) {
    this.shift = head.length - length;
  }

  /** The old version's next bytes (`chunk` may be reused by the caller once this returns). */
  take(chunk: Buffer): void {
    const at = this.taken;
    this.taken += chunk.length;
    const H = this.head;
    let k = 0;
    if (this.p === -1) {
      const n = Math.max(0, Math.min(chunk.length, H.length - at));
      k = equalRun(chunk.subarray(0, n), H.subarray(at, at + n));
      if (k === chunk.length) return;
      this.p = at + k;
      this.from = this.p + Math.max(0, -this.shift);
    }
    const part = chunk.subarray(k);
    const partAt = at + k;
    const end = partAt + part.length;
    // before `from` every byte is kept; from there on, the last byte that differs from the new version's, shifted
    let keep = partAt < this.from;
    const c = Math.max(partAt, this.from);
    if (c < end) {
      const mine = chunk.subarray(c - at);
      const theirs = H.subarray(c + this.shift, end + this.shift);
      if (!mine.equals(theirs)) {
        let i = mine.length - 1;
        while (mine[i] === theirs[i]) i--;
        this.last = c + i;
        keep = true;
      }
    }
    if (keep) this.kept.push({ at: partAt, bytes: Buffer.from(part) });
  }

  /** After the last chunk: `p` and `bEnd` set (the whole old version taken, `length` bytes). */
  finish(): void {
    if (this.taken !== this.length)
      throw new CliError(
        `internal error: git gave ${this.taken} of the ${this.length} bytes of the committed version; please report it.`,
        2,
      );
    if (this.p === -1) {
      this.p = Math.min(this.length, this.head.length);
      this.from = this.p + Math.max(0, -this.shift);
    }
    this.bEnd = Math.max(this.last + 1, this.from);
  }

  bytes(from: number, to: number): Buffer {
    const H = this.head;
    const out = Buffer.allocUnsafe(Math.max(0, to - from));
    // before p the new version's bytes; after it the new version's shifted (where the shared end lies), then what
    // was kept laid over them (every byte from p to `from`, and each chunk that differs)
    const a = Math.min(to, this.p);
    if (from < a) H.copy(out, 0, from, a);
    const b = Math.max(from, this.p, -this.shift);
    if (b < to) H.copy(out, b - from, b + this.shift, to + this.shift);
    for (const k of this.kept) {
      const lo = Math.max(from, k.at);
      const hi = Math.min(to, k.at + k.bytes.length);
      if (lo < hi) k.bytes.copy(out, lo - from, lo - k.at, hi - k.at);
    }
    return out;
  }
}

/** How many bytes `a` and `b` (of the same length) share at their start. */
function equalRun(a: Buffer, b: Buffer): number {
  if (a.equals(b)) return a.length;
  // halve the range until the first difference is found (native compares, no loop over every byte)
  let lo = 0;
  let hi = a.length;
  while (hi - lo > 64) {
    const mid = (lo + hi) >> 1;
    if (a.subarray(lo, mid).equals(b.subarray(lo, mid))) lo = mid;
    else hi = mid;
  }
  while (lo < hi && a[lo] === b[lo]) lo++;
  return lo;
}
