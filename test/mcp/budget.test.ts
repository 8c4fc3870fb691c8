import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { logText } from '../helpers/handover.js';
import { makeRepo } from '../helpers/repo.js';
import { call, connect, text, type Result } from './client.js';

const N = 10_000;
const BUDGET = 10_000;

/** The offset .last-processed.md holds for lab. */
const offset = (down: string) =>
  Number(/lab:\n {2}seq: (\d+)/.exec(readFileSync(join(down, '.last-processed.md'), 'utf8'))?.[1]);
const seqs = (r: Result) => ((r.structuredContent?.entries ?? []) as { seq: number }[]).map((e) => e.seq);

describe('handover mcp results that carry entries stay within the budget (10,000-entry upstream)', () => {
  let up: string;
  let down: string;
  let c: Client;
  beforeAll(async () => {
    up = makeRepo([{ files: { 'HANDOVER.md': logText(N) } }]);
    down = makeRepo([
      { files: { '.handoverrc.yaml': `agent: down\nupstreams:\n  lab:\n    source: ${JSON.stringify(up)}\n` } },
    ]);
    c = await connect(down);
  });
  afterAll(async () => {
    await c?.close();
  });

  it('consume returns at most the budget, says what is left, and moves the offset only past what it returned', async () => {
    const first = await call(c, 'consume');
    expect(first.isError, text(first)).toBeFalsy();
    expect(text(first).length).toBeLessThanOrEqual(BUDGET);
    const got = seqs(first);
    expect(got[0]).toBe(1);
    expect(got.length).toBeGreaterThan(10);
    expect(got).toEqual(got.map((_, i) => i + 1));
    expect(first.structuredContent).toMatchObject({ consumed: true, returned: got.length, left: N - got.length });
    expect(first.structuredContent?.cursor).toEqual(expect.any(String));
    expect(first.structuredContent?.note).toMatch(/entries left: call consume again/);
    // what is sent is the structured content as JSON
    expect(JSON.parse(text(first))).toEqual(first.structuredContent);
    expect(offset(down)).toBe(got.length);

    const second = await call(c, 'consume');
    expect(text(second).length).toBeLessThanOrEqual(BUDGET);
    expect(seqs(second)[0]).toBe(got.length + 1);
    expect(offset(down)).toBe(got.length + seqs(second).length);
  });

  it('dry_run moves nothing and its cursor reads on; max_chars sets another budget', async () => {
    const before = offset(down);
    const a = await call(c, 'consume', { dry_run: true, max_chars: 2_000 });
    expect(text(a).length).toBeLessThanOrEqual(2_000);
    expect(a.structuredContent?.consumed).toBe(false);
    expect(seqs(a)[0]).toBe(before + 1);
    const b = await call(c, 'consume', { dry_run: true, max_chars: 2_000, cursor: a.structuredContent?.cursor });
    expect(seqs(b)[0]).toBe(seqs(a).at(-1)! + 1);
    expect(offset(down)).toBe(before);
  });

  it('an entry longer than the budget is not returned, not consumed, and the note says the max_chars that reads it', async () => {
    const big = makeRepo([
      { files: { 'HANDOVER.md': logText(2, { body: (s) => (s === 1 ? 'x'.repeat(BUDGET) : 'Short.') }) } },
    ]);
    const d = makeRepo([
      { files: { '.handoverrc.yaml': `agent: d\nupstreams:\n  lab:\n    source: ${JSON.stringify(big)}\n` } },
    ]);
    const k = await connect(d);
    try {
      const r = await call(k, 'consume');
      expect(r.isError).toBeFalsy();
      expect(r.structuredContent).toMatchObject({ returned: 0, left: 2, consumed: false });
      const need = Number(/max_chars of at least (\d+)/.exec(String(r.structuredContent?.note))?.[1]);
      expect(need).toBeGreaterThan(BUDGET);
      const whole = await call(k, 'consume', { max_chars: need });
      expect(seqs(whole)).toEqual([1]);
      expect(offset(d)).toBe(1);
    } finally {
      await k.close();
    }
  });

  it('entries reads older entries by range and cursor, within the budget, and moves nothing', async () => {
    const before = readFileSync(join(down, '.last-processed.md'), 'utf8');
    const r = await call(c, 'entries', { upstream: 'lab', from: 5_000 });
    expect(r.isError, text(r)).toBeFalsy();
    expect(text(r).length).toBeLessThanOrEqual(BUDGET);
    expect(seqs(r)[0]).toBe(5_000);
    const next = await call(c, 'entries', { upstream: 'lab', from: 5_000, cursor: r.structuredContent?.cursor });
    expect(seqs(next)[0]).toBe(seqs(r).at(-1)! + 1);
    const range = await call(c, 'entries', { upstream: 'lab', from: 10, to: 12 });
    expect(seqs(range)).toEqual([10, 11, 12]);
    expect(range.structuredContent).toMatchObject({ left: 0, cursor: null });
    expect(readFileSync(join(down, '.last-processed.md'), 'utf8')).toBe(before);
    const own = await call(c, 'entries');
    expect(own.isError).toBe(true);
    expect(text(own)).toMatch(/HANDOVER\.md does not exist/);
  });
});

describe('handover mcp with a broken config', () => {
  it('answers every tool with an error naming the file and the fix, stays up, and serves again once it is fixed', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(2), '.handoverrc.yaml': 'agent: [lab\n' } }]);
    const c = await connect(dir, 'lab');
    try {
      const valid: Record<string, Record<string, unknown>> = {
        explain_rule: { rule: 'handover/append-only' },
        append: { text: 'x' },
        request: { type: 'evidence', to: 'partner', subject: 'The run' },
        respond: { ref: 'partner#1', status: 'done' },
      };
      const { tools } = await c.listTools();
      expect(tools.length).toBe(13);
      for (const t of tools) {
        const r = await call(c, t.name, valid[t.name] ?? {});
        expect(r.isError, t.name).toBe(true);
        expect(text(r)).toMatch(/\.handoverrc\.yaml:\d+:\d+: not valid YAML .*fix the file and call again\./);
      }
      writeFileSync(join(dir, '.handoverrc.yaml'), 'agent: lab\nbogus: 1\n');
      expect(text(await call(c, 'status'))).toMatch(/\.handoverrc\.yaml: "bogus" is not a known configuration key/);
      writeFileSync(join(dir, '.handoverrc.yaml'), 'agent: lab\n');
      const ok = await call(c, 'status');
      expect(ok.isError, text(ok)).toBeFalsy();
      const appended = await call(c, 'append', { text: 'Back.' });
      expect(appended.isError, text(appended)).toBeFalsy();
      expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toMatch(/Back\.\n$/);
    } finally {
      await c.close();
    }
  });

  it('a config that turns mcp.write off withdraws the write tools at once', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(1), '.handoverrc.yaml': 'agent: lab\n' } }]);
    const c = await connect(dir, 'lab');
    try {
      writeFileSync(join(dir, '.handoverrc.yaml'), 'agent: lab\nmcp: { write: false }\n');
      const r = await call(c, 'append', { text: 'Not now.' });
      expect(r.isError).toBe(true);
      expect(text(r)).toMatch(/This server writes nothing: .*mcp: \{ write: false \}/);
      const { tools } = await c.listTools();
      expect(tools.map((t) => t.name)).not.toContain('append');
      expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(logText(1));
    } finally {
      await c.close();
    }
  });
});
