import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';
import { entriesText, logText } from '../helpers/handover.js';
import { parseMarker, sourceFromBytes } from '../../src/models/index.js';

/**
 * `consume --max-chars N` over many N (issue 34: "still cuts an entry to nothing and counts it consumed"): for every
 * N, in both formats, with two upstreams whose entries are short and long, an entry is printed whole and consumed,
 * or shown cut (never to nothing) and not consumed; the offset moves only past entries printed whole.
 */
function world() {
  const long = (s: number) => `${'word '.repeat(40 + 30 * s)}end of ${s}`;
  const a = makeRepo([{ files: { 'HANDOVER.md': logText(0) + entriesText(1, 3, long) } }]);
  const b = makeRepo([{ files: { 'HANDOVER.md': logText(2) } }]);
  const down = makeRepo([
    {
      files: {
        '.handoverrc.yml': `upstreams:\n  a:\n    source: ${JSON.stringify(a)}\n  b:\n    source: ${JSON.stringify(b)}\n`,
      },
    },
  ]);
  return down;
}

const markerPath = (down: string) => join(down, '.last-processed.md');
const offsets = (down: string): Record<string, number> =>
  existsSync(markerPath(down))
    ? Object.fromEntries(
        parseMarker(sourceFromBytes('.last-processed.md', readFileSync(markerPath(down)))).offsets.map((o) => [
          o.upstream,
          o.seq ?? 0,
        ]),
      )
    : {};

type JsonBatch = { upstream: string; to: number; entries: { seq: number; text: string; cut?: boolean }[] };

/** JSON at --max-chars n: a cut entry keeps some text, and the offset is the last entry printed whole. */
function checkJson(down: string, n: number): void {
  const j = runCli(['consume', '--max-chars', String(n), '--format', 'json'], { cwd: down });
  expect(j.code, `json ${n}: ${j.stderr}`).toBe(0);
  const moved = offsets(down);
  for (const batch of JSON.parse(j.stdout) as JsonBatch[]) {
    const printedWhole = batch.entries.filter((e) => !e.cut);
    for (const e of batch.entries.filter((x) => x.cut))
      expect(e.text.length, `json ${n}: entry ${e.seq} cut to nothing`).toBeGreaterThan(0);
    expect(moved[batch.upstream] ?? 0, `json ${n} ${batch.upstream}`).toBe(printedWhole.at(-1)?.seq ?? 0);
    expect(batch.to).toBe(printedWhole.at(-1)?.seq ?? 0);
  }
  rmSync(markerPath(down), { force: true });
}

/** Markdown at --max-chars n: within n, every entry up to the offset printed whole, no entry cut to nothing. */
function checkMarkdown(down: string, n: number): void {
  const m = runCli(['consume', '--max-chars', String(n)], { cwd: down });
  expect(m.code, `md ${n}: ${m.stderr}`).toBe(0);
  expect(m.stdout.length).toBeLessThanOrEqual(n);
  for (const [up, seq] of Object.entries(offsets(down)))
    for (let s = 1; s <= seq; s++)
      expect(m.stdout, `md ${n}: ${up} entry ${s} consumed but not printed whole`).toContain(
        up === 'a' ? `end of ${s}` : `Fact number ${s}.`,
      );
  expect(m.stdout, `md ${n}`).not.toMatch(/## \d+ · [^\n]*\n*_\[Entry/);
  rmSync(markerPath(down), { force: true });
}

describe('consume --max-chars: the offset moves only past entries printed whole', () => {
  it('holds for every N from the headers up to the whole output, JSON and Markdown', () => {
    const down = world();
    const whole = runCli(['consume', '--dry-run'], { cwd: down }).stdout;
    const sizes = new Set<number>();
    for (let n = 40; n < 260; n += 13) sizes.add(n);
    for (let n = 260; n <= whole.length + 40; n += 151) sizes.add(n);
    for (const n of sizes) {
      checkJson(down, n);
      checkMarkdown(down, n);
    }
  });
});
