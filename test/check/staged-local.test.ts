import { describe, expect, it } from 'vitest';
import { checkLocal, LOCAL_READ } from '../../src/check/local.js';
import { loadConfig } from '../../src/config/load.js';
import { checkVersions, wholeFileCheck } from '../../src/engine/check.js';
import { localCheck, localCheckOld } from '../../src/engine/local.js';
import { OldStream } from '../../src/engine/old-stream.js';
import { defaultConfig } from '../../src/config/schema.js';
import type { FileResult, Message } from '../../src/engine/lint.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { EDITS, log, prng, type Shape } from './generated-log.js';

// `check --staged` and `check` (the working tree against HEAD), through real git, judge a changed log from the change
// (the entries around the first and last byte it touches) where that is proven: their verdict on every generated edit
// is the whole-file check's of the same two versions (both parsed whole, no change-local reading).

const DEFAULT_STREAM_FROM = LOCAL_READ.streamFrom;

const show = (ms: Message[]) =>
  ms.map((m) => `${m.severity} ${m.ruleId} ${m.line}:${m.column} ${m.message}`).sort((a, b) => a.localeCompare(b));
/** What the change did: the errors the base did not already have. */
const fresh = (ms: Message[]) => ms.filter((m) => m.severity === 'error' && !m.already);
const of = (results: FileResult[]) => results.find((r) => r.path === 'HANDOVER.md')?.messages ?? [];

/** One repository per seed: the log committed, then each edit staged (and left in the working tree) in turn. */
async function runSeed(shape: Shape, seed: number): Promise<{ changed: number; local: number }> {
  const r = prng(seed * 4099 + shape.length);
  const base = log(r, 8 + Math.floor(r() * 30), shape);
  const dir = makeRepo([{ files: { 'HANDOVER.md': base } }]);
  const config = await loadConfig(dir);
  const who = { flag: 'lab', env: {} };
  let changed = 0;
  let local = 0;
  for (const [name, edit] of Object.entries(EDITS)) {
    const head = edit(base, r);
    if (head === base) continue;
    changed++;
    const ctx = `${shape}, seed ${seed}, ${name}\n--- base\n${base}\n--- head\n${head}`;
    // Where the change-local reading answers, the reference is the whole-file check (both versions parsed whole, no
    // fast path); where it declines, check --staged keeps today's answer for the pair (the append path's, say:
    // parseAppended reads only the new entries, and names a sequence gap from the last number, not the highest).
    const pair = { kind: 'handover' as const, path: 'HANDOVER.md', base, head, actor: 'lab', config };
    const fromChange = localCheck({ ...pair, base: Buffer.from(base), head: Buffer.from(head) }) !== null;
    if (fromChange) local++;
    const whole = fromChange ? wholeFileCheck(pair) : checkVersions({ ...pair, migrate: { trailers: null } });
    writeFiles(dir, { 'HANDOVER.md': head });
    git(dir, ['add', 'HANDOVER.md']);
    const worktree = of(await checkLocal(dir, config, 'worktree', who));
    // staged, once read from the working tree (same bytes) and once from git (the working tree differs)
    const staged = of(await checkLocal(dir, config, 'staged', who));
    writeFiles(dir, { 'HANDOVER.md': `${head}\nlater, unstaged\n` });
    const fromGit = of(await checkLocal(dir, config, 'staged', who));
    for (const found of [worktree, staged, fromGit]) {
      expect(show(fresh(found)), ctx).toEqual(show(fresh(whole)));
      // every finding is one the whole file gives (but a time-order warning: the clocks before the change are not
      // read, so an entry dated before one further back is named after its neighbour)
      const all = show(whole);
      for (const m of show(found.filter((x) => x.ruleId !== 'handover/time-order'))) expect(all, ctx).toContain(m);
    }
    git(dir, ['reset', '-q', '--hard']);
  }
  return { changed, local };
}

describe('check --staged and check judge a log from the change as the whole-file check judges it', () => {
  for (const shape of ['clean', 'old defects', 'mostly not entries'] as const) {
    it(`every generated edit of a log ${shape === 'clean' ? 'in order' : `with ${shape}`}`, async () => {
      let changed = 0;
      let local = 0;
      // two seeds (the default suite's time): one streamed, one read whole
      for (let seed = 1; seed <= 2; seed++) {
        // odd seeds: HEAD's version of the log streamed against the new one (OldStream), as a large log's is
        LOCAL_READ.streamFrom = seed % 2 ? 0 : DEFAULT_STREAM_FROM;
        const n = await runSeed(shape, seed).finally(() => {
          LOCAL_READ.streamFrom = DEFAULT_STREAM_FROM;
        });
        changed += n.changed;
        local += n.local;
      }
      expect(changed).toBeGreaterThan(20);
      // most edits of a log in order are judged from the change
      if (shape === 'clean') expect(local).toBeGreaterThan(changed / 2);
    }, 120_000);
  }
});

describe('check --staged reads a grown log without reading its old version', () => {
  it('an append staged and a rewrite staged, with the working tree changed after staging', async () => {
    const r = prng(7);
    const base = log(r, 20, 'clean');
    const dir = makeRepo([{ files: { 'HANDOVER.md': base } }]);
    const config = await loadConfig(dir);
    const who = { flag: 'lab', env: {} };
    commit(dir, { files: { 'notes.txt': 'x\n' } });
    const last = Math.max(...[...base.matchAll(/^## (\d+) · 2026/gm)].map((m) => Number(m[1])));
    writeFiles(dir, { 'HANDOVER.md': `${base}\n## ${last + 1} · 2026-06-01T00:00:00Z\n\nOne more run.\n` });
    git(dir, ['add', 'HANDOVER.md']);
    writeFiles(dir, { 'HANDOVER.md': 'garbage\n' });
    expect(fresh(of(await checkLocal(dir, config, 'staged', who)))).toEqual([]);
    writeFiles(dir, { 'HANDOVER.md': EDITS['retitle an old entry'](base, r) });
    git(dir, ['add', 'HANDOVER.md']);
    expect(fresh(of(await checkLocal(dir, config, 'staged', who))).map((m) => m.ruleId)).toContain(
      'handover/append-only',
    );
  });
});

/** Bytes two buffers share at their start, then at their end within what the start leaves (as `windowOf` reads). */
function sharedEnds(b: Buffer, h: Buffer): [number, number] {
  let p = 0;
  while (p < b.length && p < h.length && b[p] === h[p]) p++;
  let s = 0;
  const max = Math.min(b.length, h.length) - p;
  while (s < max && b[b.length - 1 - s] === h[h.length - 1 - s]) s++;
  return [p, s];
}

describe('the old version read as it streams in, against the new one whole', () => {
  it('finds the bytes the two share and gives back every part of the old one, whatever the chunks', () => {
    const config = defaultConfig();
    let answered = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const r = prng(seed * 613);
      const names = Object.keys(EDITS);
      const base = log(r, 6 + Math.floor(r() * 20), seed % 3 ? 'clean' : 'old defects');
      const head = EDITS[names[seed % names.length]](base, r);
      const B = Buffer.from(base);
      const H = Buffer.from(head);
      const old = new OldStream(H, B.length);
      for (let at = 0; at < B.length; ) {
        const n = 1 + Math.floor(r() * (r() < 0.5 ? 16 : 4096));
        // the chunk's buffer is reused after each call, as a pipe's may be
        const chunk = Buffer.from(B.subarray(at, at + n));
        old.take(chunk);
        chunk.fill(0x78);
        at += n;
      }
      old.finish();
      const [p, s] = sharedEnds(B, H);
      const ctx = `seed ${seed}\n--- base\n${base}\n--- head\n${head}`;
      expect([old.p, old.bEnd], ctx).toEqual([p, B.length - s]);
      for (let k = 0; k < 20; k++) {
        const from = Math.floor(r() * B.length);
        const to = from + Math.floor(r() * (B.length - from + 1));
        expect(old.bytes(from, to).equals(B.subarray(from, to)), `${ctx}\n[${from}, ${to})`).toBe(true);
      }
      const pair = { path: 'HANDOVER.md', head: H, actor: 'lab', config };
      const whole = B.equals(H) ? null : localCheck({ ...pair, base: B });
      const streamed = B.equals(H) ? null : localCheckOld({ ...pair, old });
      // the same verdict wherever the streamed reading answers; it declines only where the whole one does (these
      // entries are far shorter than the 64 KB it reads past the change)
      if (streamed) {
        answered++;
        expect(whole, ctx).not.toBeNull();
        expect(show(streamed.messages), ctx).toEqual(show(whole!.messages));
        expect(show(streamed.baseStatic), ctx).toEqual(show(whole!.baseStatic));
      } else expect(whole, ctx).toBeNull();
    }
    expect(answered).toBeGreaterThan(30);
  });
});
