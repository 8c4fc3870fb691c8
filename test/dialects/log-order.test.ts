import { describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir } from '../helpers/repo.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 31, two conventions of real logs about where new entries go, judged through real git with check --range:
// `log.pinned` (JDep8/AutoFX-V2 docs/handoffs/SESSION_LOG.md: a closing entry kept last, new entries inserted right
// above it) and `log.order: any` (MachengShen/EBM_OnlineRL HANDOFF_LOG.md: new entries on top and at the bottom).
// A legitimate update passes; a rewrite, an amendment of an older entry and an insertion between two old entries fail.

const config = (log: Record<string, unknown>) =>
  JSON.stringify({ agents: { lab: { emails: ['test@example.org'] } }, log });
const range = (cfg: string, before: string, after: string) => {
  const { dir, base } = rangeRepo({ '.handoverrc.json': cfg, 'HANDOVER.md': before }, [
    { files: { 'HANDOVER.md': after }, message: 'update' },
  ]);
  const r = rangeCheck(dir, `${base}..HEAD`);
  return { code: r.code, rules: [...new Set(messagesOf(r.json).map((m) => m.ruleId))] };
};
const title = '# Session Log (append-only)\n\nWritten by lab.\n';

describe('log.pinned: a closing entry kept last, new entries inserted right above it', () => {
  const d = (day: string, t: string, body = `Did ${t}.`) => `\n## 2026-08-${day} — ${t}\n\n${body}\n`;
  const closing = d('18', 'Project completion (superseded log block below retained)', 'Project closed.');
  const old = title + d('17', 'Session 1') + d('18', 'Session 2') + closing;
  // the new entry is dated after the closing one: the closing entry is outside the log's order
  const next = title + d('17', 'Session 1') + d('18', 'Session 2') + d('19', 'Session 3') + closing;
  const on = config({ heading: 'date', writer: 'lab', pinned: true });
  const off = config({ heading: 'date', writer: 'lab' });

  it('a new entry right above the closing one passes with the knob (no time-order warning); without it, it fails', () => {
    expect(range(on, old, next)).toEqual({ code: 0, rules: [] });
    expect(range(off, old, next)).toEqual({ code: 1, rules: ['handover/append-only', 'handover/time-order'] });
    // appending after the closing entry is still appending
    expect(range(on, old, old + d('19', 'Session 3')).code).toBe(0);
  });

  it('a rewrite, an amendment of an older entry, a changed closing entry or an insertion between old ones fails', () => {
    const fails = { code: 1, rules: ['handover/append-only'] };
    expect(range(on, old, next.replace('Did Session 1.', 'Did nothing.'))).toEqual(fails);
    expect(range(on, old, next.replace('Did Session 2.\n', 'Did Session 2.\n\nLate.\n'))).toEqual(fails);
    expect(range(on, old, next.replace('Project closed.', 'Project reopened.'))).toEqual(fails);
    const between = title + d('17', 'Session 1') + d('18', 'Session 1b') + d('18', 'Session 2') + closing;
    expect(range(on, old, between)).toEqual(fails);
    // the closing entry moved up among the old ones
    expect(range(on, old, title + d('17', 'Session 1') + closing + d('18', 'Session 2')).code).toBe(1);
  });

  it('with amendLast too, the entry above the closing one may grow at its end, and so may the closing one while it is the newest', () => {
    const both = config({ heading: 'date', writer: 'lab', pinned: true, amendLast: true });
    // the closing entry shares the newest date (AutoFX-V2 amended its last entry before it pinned one)
    expect(range(both, old, old.replace('Did Session 2.\n', 'Did Session 2.\n\nLate line.\n')).code).toBe(0);
    expect(range(both, old, old.replace('Project closed.\n', 'Project closed.\n\nAnd a late line.\n')).code).toBe(0);
    // only ever at the end: a changed line of either, or an older entry grown, still fails
    const fails = { code: 1, rules: ['handover/append-only'] };
    expect(range(both, old, old.replace('Project closed.', 'Project reopened.'))).toEqual(fails);
    expect(range(both, old, old.replace('Did Session 2.', 'Did nothing.'))).toEqual(fails);
    expect(range(both, old, old.replace('Did Session 1.\n', 'Did Session 1.\n\nLate.\n'))).toEqual(fails);
  });

  it('check --staged (the pre-commit hook) reads it alike', () => {
    const staged = (after: string) => {
      const r = stagedCheck({ '.handoverrc.json': on, 'HANDOVER.md': old }, { 'HANDOVER.md': after });
      return { code: r.code, rules: [...new Set(messagesOf(r.json).map((m) => m.ruleId))] };
    };
    expect(staged(next)).toEqual({ code: 0, rules: [] });
    const between = title + d('17', 'Session 1') + d('18', 'Session 1b') + d('18', 'Session 2') + closing;
    expect(staged(between)).toEqual({ code: 1, rules: ['handover/append-only'] });
  });

  it('pinning the tail of the newest entry under a heading, new entries above it, passes (84a27fc); a changed tail fails', () => {
    const tail = '- **Project completion:** the roadmap was created.\n- Pushed.';
    const before = `${title}${d('17', 'Session 1')}${d('18', 'Session 2', `Did Session 2.\n${tail}`)}`;
    const split = (t: string) =>
      `${title}${d('17', 'Session 1')}${d('18', 'Session 2')}${d('18', 'V1 audit')}${d('18', 'Project completion', t)}`;
    expect(range(on, before, split(tail))).toEqual({ code: 0, rules: [] });
    expect(range(on, before, split(tail.replace('Pushed', 'Not pushed'))).code).toBe(1);
    expect(range(off, before, split(tail)).code).toBe(1);
  });
});

describe('log.order: any — the old entries stay one block in order; new entries enter at either end', () => {
  const t = (ts: string, body = `Note at ${ts}.`) => `\n## ${ts}\n\n${body}\n`;
  const old = `# Handover: lab\n${t('2026-02-19T17:22:45+08:00')}${t('2026-02-20T12:01:41+08:00')}`;
  // two on top (sharing a timestamp, the newest first) and one at the bottom, as 85c2838 did
  const next =
    '# Handover: lab\n' +
    t('2026-02-21T15:35:00+08:00') +
    t('2026-02-21T14:30:00+08:00', 'First.') +
    t('2026-02-21T14:30:00+08:00', 'Second.') +
    old.slice('# Handover: lab\n'.length) +
    t('2026-02-20T14:48:18Z');
  const on = config({ heading: 'timestamp', order: 'any' });
  const off = config({ heading: 'timestamp' });

  it('entries added on top and at the bottom pass with the knob; without it, they fail', () => {
    expect(range(on, old, next)).toEqual({ code: 0, rules: [] });
    expect(range(off, old, next).rules).toEqual(expect.arrayContaining(['handover/append-only', 'handover/sequence']));
  });

  it('a rewrite (old entries dropped), an amendment of an older entry or an insertion between old ones fails', () => {
    const fails = { code: 1, rules: ['handover/append-only'] };
    expect(range(on, old, `# Handover: lab\n${t('2026-02-21T15:35:00+08:00')}`)).toEqual(fails);
    expect(range(on, old, next.replace('Note at 2026-02-19T17:22:45+08:00.', 'Rewritten.'))).toEqual(fails);
    expect(
      range(
        on,
        old,
        next.replace('Note at 2026-02-19T17:22:45+08:00.\n', 'Note at 2026-02-19T17:22:45+08:00.\n\nLate.\n'),
      ),
    ).toEqual(fails);
    const between = old.replace(
      '\n## 2026-02-20T12:01:41',
      `${t('2026-02-22T09:00:00+08:00')}\n## 2026-02-20T12:01:41`,
    );
    expect(range(on, old, between)).toEqual(fails);
  });

  it('is owner-only config that says what it takes', () => {
    expect(range(config({ heading: 'timestamp', order: 'sideways' }), old, next).code).toBe(2);
    expect(range(config({ heading: 'date', pinned: 'yes' }), old, next).code).toBe(2);
  });
});

describe('init infers each knob from the log’s git history', () => {
  const detect = (versions: string[]) =>
    runCli(['init', '--detect'], { cwd: makeRepo(versions.map((v) => ({ files: { 'HANDOVER.md': v } }))) }).stdout;

  it('log.pinned when commits insert new entries right above the same unchanged last entry', () => {
    const d = (day: string, t: string) => `\n## 2026-08-${day} — ${t}\n\nDid ${t}.\n`;
    const close = d('18', 'Project completion');
    const v = (...s: string[]) => `# Handover: lab\n${s.join('')}`;
    const out = detect([
      v(d('16', 'Session 1'), close),
      v(d('16', 'Session 1'), d('17', 'Session 2'), close),
      v(d('16', 'Session 1'), d('17', 'Session 2'), d('19', 'Session 3'), close),
    ]);
    expect(out).toContain('pinned: true');
    expect(out).not.toContain('order: any');
    // plain appends: no knob
    const plain = detect([v(d('16', 'Session 1')), v(d('16', 'Session 1'), d('17', 'Session 2'))]);
    expect(plain).not.toContain('pinned');
  });

  it('log.order: any only from a history that adds at both ends', () => {
    const t = (ts: string) => `\n## ${ts}\n\nNote at ${ts}.\n`;
    const v = (...s: string[]) => `# Handover: lab\n${s.join('')}`;
    const [a, b, c] = ['2026-02-19T10:00:00Z', '2026-02-19T11:00:00Z', '2026-02-19T12:00:00Z'];
    const out = detect([v(t(a)), v(t(a), t(b)), v(t(c), t(a), t(b))]);
    expect(out).toContain('order: any');
    expect(detect([v(t(a)), v(t(a), t(b)), v(t(a), t(b), t(c))])).not.toContain('order: any');
  });
});

describe('handover append in a log with a pinned closing entry, and in a log of no one order', () => {
  it('writes above the pinned entry, and that commit passes check --range', () => {
    const d = (day: string, t: string) => `\n## 2026-08-${day} — ${t}\n\nDid ${t}.\n`;
    const close = d('18', 'Project completion');
    const text = `# Handover: lab\n${d('16', 'Session 1')}${d('17', 'Session 2')}${close}`;
    const dir = makeRepo([
      { files: { 'HANDOVER.md': text, '.handoverrc.json': config({ heading: 'date', pinned: true }) } },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.stderr).toBe('');
    const after = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(after.indexOf('Tests pass.')).toBeGreaterThan(after.indexOf('Did Session 2.'));
    expect(after.endsWith(close)).toBe(true);
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });

  it('writes at the end of a log of no one order', () => {
    const text = '# Handover: lab\n\n## 2026-02-20T12:00:00Z\n\nOld.\n\n## 2026-02-19T12:00:00Z\n\nOlder, below.\n';
    const dir = makeRepo([
      { files: { 'HANDOVER.md': text, '.handoverrc.json': config({ heading: 'timestamp', order: 'any' }) } },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    expect(runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir }).stderr).toBe('');
    const after = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(after.startsWith(text)).toBe(true);
    expect(after.trimEnd().endsWith('Tests pass.')).toBe(true);
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });
});

describe('consume never skips an entry that entered above the ones it consumed', () => {
  /** A producer repo and a consumer repo side by side; the consumer reads the producer's log with `log`. */
  function pair(text: string, log: Record<string, unknown>) {
    const root = tempDir('log-order-');
    for (const d of ['producer', 'me']) mkdirSync(join(root, d));
    const up = makeRepo([{ files: { 'HANDOVER.md': text } }], join(root, 'producer'));
    const cfg = { upstreams: { producer: { source: '../producer', log } } };
    const down = makeRepo([{ files: { '.handoverrc.json': JSON.stringify(cfg) } }], join(root, 'me'));
    return { up, down };
  }
  const consume = (cwd: string) => runCli(['consume'], { cwd, env: { HANDOVER_AGENT: undefined } });
  const said = (cwd: string) => {
    const r = consume(cwd);
    expect(r.stderr).toBe('');
    return [...r.stdout.matchAll(/^Did (.+)\.$/gm)].map((m) => m[1]);
  };

  it('log.pinned: entries inserted above a consumed closing entry are handed on, the closing entry once', () => {
    const d = (day: string, t: string) => `\n## 2026-08-${day} — ${t}\n\nDid ${t}.\n`;
    const close = d('18', 'closing');
    const v = (...s: string[]) => `# Handover: lab\n${s.join('')}`;
    const { up, down } = pair(v(d('16', 's1'), d('17', 's2'), close), { heading: 'date', pinned: true });
    expect(said(down)).toEqual(['s1', 's2', 'closing']);
    expect(said(down)).toEqual([]);
    commit(up, { files: { 'HANDOVER.md': v(d('16', 's1'), d('17', 's2'), d('19', 's3'), close) } });
    expect(said(down)).toEqual(['s3']);
    commit(up, { files: { 'HANDOVER.md': v(d('16', 's1'), d('17', 's2'), d('19', 's3'), d('20', 's4'), close) } });
    expect(said(down)).toEqual(['s4']);
    expect(consume(down).stdout).toMatch(/^Up to date/);
  });

  it('log.pinned: an offset kept on the closing entry before the knob is refused, nothing moved', () => {
    const d = (day: string, t: string) => `\n## 2026-08-${day} — ${t}\n\nDid ${t}.\n`;
    const v = (...s: string[]) => `# Handover: lab\n${s.join('')}`;
    const { up, down } = pair(v(d('16', 's1'), d('18', 'closing')), { heading: 'date' });
    expect(said(down)).toEqual(['s1', 'closing']);
    commit(up, { files: { 'HANDOVER.md': v(d('16', 's1'), d('17', 's2'), d('18', 'closing')) } });
    const cfg = { upstreams: { producer: { source: '../producer', log: { heading: 'date', pinned: true } } } };
    writeFileSync(join(down, '.handoverrc.json'), JSON.stringify(cfg));
    const before = readFileSync(join(down, '.last-processed.md'), 'utf8');
    const r = consume(down);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("is the log's pinned closing entry (log.pinned)");
    expect(readFileSync(join(down, '.last-processed.md'), 'utf8')).toBe(before);
  });

  it('log.order: any: entries added on top and at the bottom are all handed on; an old offset is refused', () => {
    const t = (h: string) => `\n## 2026-02-${h}:00:00Z\n\nDid ${h}.\n`;
    const v = (...s: string[]) => `# Handover: lab\n${s.join('')}`;
    const { up, down } = pair(v(t('19T10'), t('19T11')), { heading: 'timestamp', order: 'any' });
    expect(said(down)).toEqual(['19T10', '19T11']);
    commit(up, { files: { 'HANDOVER.md': v(t('21T09'), t('20T09'), t('19T10'), t('19T11'), t('19T12')) } });
    // on top, nearest the consumed ones first; then the bottom
    expect(said(down)).toEqual(['20T09', '21T09', '19T12']);
    expect(said(down)).toEqual([]);
    commit(up, { files: { 'HANDOVER.md': v(t('22T09'), t('21T09'), t('20T09'), t('19T10'), t('19T11'), t('19T12')) } });
    expect(said(down)).toEqual(['22T09']);
    // a marker kept before the knob (no top recorded) cannot tell what entered on top: refused, nothing moved
    const file = join(down, '.last-processed.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^topId:.*\n|^ +topId:.*\n/m, ''));
    const before = readFileSync(file, 'utf8');
    const r = consume(down);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('not the top of the entries consumed');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
