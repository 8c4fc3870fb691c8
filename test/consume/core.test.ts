import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commit, makeRepo } from '../helpers/repo.js';
import { logText, printedSeqs } from '../helpers/handover.js';
import { planConsume, upstreamState } from '../../src/consume/index.js';
import { readBeyond } from '../../src/consume/read.js';
import { defaultConfig, type Config } from '../../src/config/schema.js';
import { entryDigest, entryDigestText, parseMarker, sourceFromBytes } from '../../src/models/index.js';

function setup(n: number): { up: string; down: string; config: Config } {
  const up = makeRepo([{ files: { 'HANDOVER.md': logText(n) } }]);
  const down = makeRepo();
  const config = defaultConfig();
  config.upstreams.lab = { source: up, ref: 'main', file: 'HANDOVER.md' };
  return { up, down, config };
}
const offsets = (down: string) =>
  parseMarker(sourceFromBytes('.last-processed.md', readFileSync(join(down, '.last-processed.md')))).offsets;

describe('entry digest', () => {
  it('covers the whole chunk from the heading, LF line endings, trailing whitespace trimmed', () => {
    const chunk = '## 3 · 2026-01-01T00:00:00Z\r\n\r\nText.  \r\n\r\n\r\n';
    expect(entryDigestText(chunk)).toBe('## 3 · 2026-01-01T00:00:00Z\n\nText.');
    expect(entryDigest(chunk)).toBe(entryDigest('## 3 · 2026-01-01T00:00:00Z\n\nText.\n'));
    expect(entryDigest(chunk)).not.toBe(entryDigest('## 3 · 2026-01-01T00:00:00Z\n\nText!\n'));
    expect(entryDigest('abc')).toBe('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('planConsume', () => {
  it('moves nothing until commit(), and commit() moves only what was planned', async () => {
    const { up, down, config } = setup(3);
    const plan = await planConsume({ root: down, config, format: 'markdown' });
    expect(printedSeqs(plan.output)).toEqual([1, 2, 3]);
    expect(plan.upToDate).toBe(false);
    expect(plan.moves).toEqual([{ upstream: 'lab', from: 0, to: 3 }]);
    expect(existsSync(join(down, '.last-processed.md'))).toBe(false);
    commit(up, { files: { 'HANDOVER.md': logText(6) } });
    await plan.commit();
    expect(offsets(down)[0].seq).toBe(3);
    const next = await planConsume({ root: down, config, format: 'json' });
    expect(next.moves).toEqual([{ upstream: 'lab', from: 3, to: 6 }]);
  });

  it('never moves an offset backwards when another consumer got further meanwhile', async () => {
    const { down, config } = setup(4);
    const slow = await planConsume({ root: down, config, format: 'markdown', maxChars: 160 });
    expect(slow.moves[0].to).toBeLessThan(4);
    const fast = await planConsume({ root: down, config, format: 'markdown' });
    await fast.commit();
    await slow.commit();
    expect(offsets(down)[0].seq).toBe(4);
  });

  it('replayLast prints the last batch again and moves nothing', async () => {
    const { up, down, config } = setup(2);
    await (await planConsume({ root: down, config, format: 'markdown' })).commit();
    commit(up, { files: { 'HANDOVER.md': logText(5) } });
    await (await planConsume({ root: down, config, format: 'markdown' })).commit();
    const before = readFileSync(join(down, '.last-processed.md'), 'utf8');
    const replay = await planConsume({ root: down, config, format: 'markdown', replayLast: true });
    expect(printedSeqs(replay.output)).toEqual([3, 4, 5]);
    expect(replay.output).toMatch(/^# Handover from lab \(shown again: consumed before\)\n/);
    expect(replay.moves).toEqual([]);
    await replay.commit();
    expect(readFileSync(join(down, '.last-processed.md'), 'utf8')).toBe(before);
    const json = JSON.parse((await planConsume({ root: down, config, format: 'json', replayLast: true })).output);
    expect(json).toMatchObject([{ upstream: 'lab', from: 2, to: 5 }]);
  });

  it('replayLast with nothing consumed yet says so in one line', async () => {
    const { down, config } = setup(2);
    const plan = await planConsume({ root: down, config, format: 'markdown', replayLast: true });
    expect(plan).toMatchObject({
      upToDate: true,
      output: 'Nothing consumed yet to show again (lab at no entry yet).\n',
      moves: [],
    });
  });

  it('keeps other upstreams and extra keys of the marker', async () => {
    const { down, config } = setup(2);
    const other = `sha256:${'a'.repeat(64)}`;
    writeFileSync(
      join(down, '.last-processed.md'),
      `---\ndocs:\n  seq: 7\n  at: 2026-01-01T00:00:00Z\n  digest: ${other}\n  note: keep me\n---\n# Last processed\n`,
    );
    await (await planConsume({ root: down, config, format: 'markdown' })).commit();
    const o = offsets(down);
    expect(o.map((x) => [x.upstream, x.seq])).toEqual([
      ['docs', 7],
      ['lab', 2],
    ]);
    expect(o[0].value.note).toBe('keep me');
  });
});

describe('the byte-offset fast path', () => {
  it('re-splits only from the stored byte offset while the entry there is unchanged, and falls back otherwise', async () => {
    const { up, down, config } = setup(3);
    await (await planConsume({ root: down, config, format: 'markdown' })).commit();
    const o = offsets(down)[0];
    const offset = { seq: 3, digest: o.digest, byteOffset: o.value.byteOffset as number };
    commit(up, { files: { 'HANDOVER.md': logText(5) } });
    const fast = await readBeyond(down, { name: 'lab', up: config.upstreams.lab, offset });
    expect(fast.fast).toBe(true);
    expect(fast.after.map((e) => e.seq)).toEqual([4, 5]);
    expect(fast.after[0].byteOffset).toBe(Buffer.byteLength(logText(3)));
    commit(up, { files: { 'HANDOVER.md': logText(5).replace('Fact number 1.', 'Fact number one, longer.') } });
    const slow = await readBeyond(down, { name: 'lab', up: config.upstreams.lab, offset });
    expect(slow.fast).toBe(false);
    expect(slow.after.map((e) => e.seq)).toEqual([4, 5]);
    const wrong = await readBeyond(down, {
      name: 'lab',
      up: config.upstreams.lab,
      offset: { ...offset, byteOffset: offset.byteOffset + 1 },
    });
    expect(wrong.fast).toBe(false);
    const past = await readBeyond(down, {
      name: 'lab',
      up: config.upstreams.lab,
      offset: { ...offset, byteOffset: 10_000_000 },
    });
    expect(past.after.map((e) => e.seq)).toEqual([4, 5]);
  });
});

describe('upstreamState', () => {
  it('reports the last seq, the consumed seq and the entries waiting', async () => {
    const { up, down, config } = setup(4);
    expect(await upstreamState(down, config, 'lab')).toEqual({
      lastSeq: 4,
      consumedSeq: 0,
      pending: 4,
      dialect: 'handover',
      lastId: null,
      consumedId: null,
    });
    await (await planConsume({ root: down, config, format: 'markdown', maxChars: 200 })).commit();
    const mid = await upstreamState(down, config, 'lab');
    expect(mid.consumedSeq).toBeGreaterThan(0);
    expect(mid).toEqual({
      lastSeq: 4,
      consumedSeq: mid.consumedSeq,
      pending: 4 - mid.consumedSeq,
      dialect: 'handover',
      lastId: null,
      consumedId: null,
    });
    await (await planConsume({ root: down, config, format: 'markdown' })).commit();
    expect(await upstreamState(down, config, 'lab')).toEqual({
      lastSeq: 4,
      consumedSeq: 4,
      pending: 0,
      dialect: 'handover',
      lastId: null,
      consumedId: null,
    });
    commit(up, { files: { 'HANDOVER.md': logText(2) } });
    await expect(upstreamState(down, config, 'lab')).rejects.toMatchObject({ exitCode: 1 });
    await expect(upstreamState(down, config, 'nope')).rejects.toMatchObject({ exitCode: 2 });
  });
});
