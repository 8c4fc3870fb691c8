import { describe, expect, it } from 'vitest';
import { checkLocal } from '../../src/check/local.js';
import { loadConfig } from '../../src/config/load.js';
import { checkVersions, wholeFileCheck } from '../../src/engine/check.js';
import { localCheck } from '../../src/engine/local.js';
import type { FileResult, Message } from '../../src/engine/lint.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { EDITS, log, prng, type Shape } from './generated-log.js';

// `check --staged` and `check` (the working tree against HEAD), through real git, judge a changed log from the change
// (the entries around the first and last byte it touches) where that is proven: their verdict on every generated edit
// is the whole-file check's of the same two versions (both parsed whole, no change-local reading).

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
      for (let seed = 1; seed <= 4; seed++) {
        const n = await runSeed(shape, seed);
        changed += n.changed;
        local += n.local;
      }
      expect(changed).toBeGreaterThan(40);
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
