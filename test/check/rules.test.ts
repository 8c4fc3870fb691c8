import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { entry, log, marker, messagesOf, registry, ruleIds, stagedCheck, sync, type Json } from './fixtures.js';

const cfg = (c: object) => JSON.stringify(c);

describe('handover/append-only (check --staged)', () => {
  it('passes an appended entry', () => {
    const r = stagedCheck({ 'HANDOVER.md': log(2) }, { 'HANDOVER.md': log(2) + entry(3) }, ['--actor', 'lab']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('names a changed entry with its line in both versions', () => {
    const head = log(3).replace('Entry 2 text.', 'Entry 2 text, rewritten.\n\nMore.');
    const r = stagedCheck({ 'HANDOVER.md': log(3) }, { 'HANDOVER.md': head }, ['--actor', 'lab']);
    expect(r.code).toBe(1);
    const [m] = messagesOf(r.json).filter((x) => x.ruleId === 'handover/append-only');
    expect(m.message).toContain('Entry 2 (line 9 before) was changed at line 9');
    expect(m.line).toBe(9);
  });

  it('treats text added to the last entry as an edit', () => {
    const r = stagedCheck({ 'HANDOVER.md': log(2) }, { 'HANDOVER.md': `${log(2)}A late addition.\n` }, [
      '--actor',
      'lab',
    ]);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)[0]).toMatchObject({
      ruleId: 'handover/append-only',
      message: expect.stringContaining('Entry 2'),
    });
  });

  it('reports a removed entry, a reordered entry, an insertion and a changed preamble', () => {
    const three = log(3);
    const parts = three.split(/(?=\n## )/);
    const removed = stagedCheck({ 'HANDOVER.md': three }, { 'HANDOVER.md': parts[0] + parts[1] + parts[3] }, [
      '--actor',
      'lab',
    ]);
    expect(
      messagesOf(removed.json)
        .map((m) => m.message)
        .join('\n'),
    ).toContain('Entry 2 (line 9 before) was removed');
    const reordered = stagedCheck(
      { 'HANDOVER.md': three },
      { 'HANDOVER.md': parts[0] + parts[2] + parts[1] + parts[3] },
      ['--actor', 'lab'],
    );
    expect(
      messagesOf(reordered.json)
        .filter((m) => m.ruleId === 'handover/append-only')
        .map((m) => m.message)
        .join('\n'),
    ).toMatch(/moved from line/);
    const inserted = stagedCheck(
      { 'HANDOVER.md': three },
      { 'HANDOVER.md': parts[0] + parts[1] + entry(9) + parts[2] + parts[3] },
      ['--actor', 'lab'],
    );
    expect(
      messagesOf(inserted.json)
        .map((m) => m.message)
        .join('\n'),
    ).toContain('was inserted before Entry 2');
    const preamble = stagedCheck(
      { 'HANDOVER.md': three },
      { 'HANDOVER.md': three.replace('Append-only.', 'Editable.') },
      ['--actor', 'lab'],
    );
    expect(messagesOf(preamble.json)).toContainEqual(
      expect.objectContaining({
        ruleId: 'handover/append-only',
        line: 1,
        message: expect.stringContaining('preamble'),
      }),
    );
    for (const r of [removed, reordered, inserted, preamble]) expect(r.code).toBe(1);
  });

  it('reports a deleted log', () => {
    const r = stagedCheck({ 'HANDOVER.md': log(2) }, { 'HANDOVER.md': null }, ['--actor', 'lab']);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)[0].message).toContain('was deleted');
  });

  it('keeps the fast path honest: a sequence gap and a bad heading in the appended tail are reported at their real lines', () => {
    const r = stagedCheck(
      { 'HANDOVER.md': log(3) },
      { 'HANDOVER.md': `${log(3) + entry(5)}\n## five · yesterday\n\nx\n` },
      ['--actor', 'lab'],
    );
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    expect(ms).toContainEqual(
      expect.objectContaining({
        ruleId: 'handover/sequence',
        line: 17,
        message: expect.stringContaining('should be 4'),
      }),
    );
    expect(ms).toContainEqual(expect.objectContaining({ ruleId: 'handover/entry-heading', line: 21 }));
    // The same file linted whole (no fast path) puts them at the same places.
    const whole = JSON.parse(runCli(['lint', '--format', 'json'], { cwd: r.dir }).stdout) as Json[];
    const at = (list: Json['messages']) => list.map((m) => `${m.ruleId}@${m.line}:${m.column}`).sort();
    expect(at(ms)).toEqual(at(messagesOf(whole)));
  });

  it('checks a config appendOnly file: prefix kept passes, an edit fails', () => {
    const base = {
      '.handoverrc.json': cfg({ appendOnly: ['decisions.md'] }),
      'decisions.md': '# Decisions\n\n- one\n',
    };
    const ok = stagedCheck(base, { 'decisions.md': '# Decisions\n\n- one\n- two\n' }, ['--actor', 'lab']);
    expect(ok.code).toBe(0);
    const bad = stagedCheck(base, { 'decisions.md': '# Decisions\n\n- uno\n- two\n' }, ['--actor', 'lab']);
    expect(bad.code).toBe(1);
    expect(messagesOf(bad.json)[0]).toMatchObject({
      ruleId: 'handover/append-only',
      line: 3,
      message: expect.stringContaining('decisions.md is append-only'),
    });
  });
});

describe('handover/single-writer', () => {
  it('passes the writer and rejects anyone else', () => {
    expect(stagedCheck({ 'HANDOVER.md': log(1) }, { 'HANDOVER.md': log(1) + entry(2) }, ['--actor', 'lab']).code).toBe(
      0,
    );
    const r = stagedCheck({ 'HANDOVER.md': log(1) }, { 'HANDOVER.md': log(1) + entry(2) }, ['--actor', 'observer']);
    expect(r.code).toBe(1);
    expect(ruleIds(r.json)).toEqual(['handover/single-writer']);
    expect(messagesOf(r.json)[0].message).toContain('written only by lab, but observer changed it');
  });
});

describe('sync/section-owner', () => {
  const base = sync({ partner: ['Drafting', '—', 'Send'], observer: ['Recording', '—', 'Publish'] });
  it('lets an agent change its own section', () => {
    const head = base.replace('Recording', 'Recording session 15');
    expect(stagedCheck({ 'SYNC.md': base }, { 'SYNC.md': head }, ['--actor', 'observer']).code).toBe(0);
  });
  it("rejects a change to someone else's section, an added one and a removed one", () => {
    const changed = stagedCheck({ 'SYNC.md': base }, { 'SYNC.md': base.replace('Drafting', 'Idle') }, [
      '--actor',
      'observer',
    ]);
    expect(changed.code).toBe(1);
    expect(messagesOf(changed.json)[0]).toMatchObject({
      ruleId: 'sync/section-owner',
      message: expect.stringContaining('observer changed the section of partner'),
    });
    const added = stagedCheck(
      { 'SYNC.md': base },
      { 'SYNC.md': `${base}\n## lab\n\n- Current focus: x\n- Blocked on: —\n- Next action: y\n` },
      ['--actor', 'observer'],
    );
    expect(messagesOf(added.json).map((m) => m.message)).toContain(
      'observer added the section of lab; an agent writes only its own section ("## observer")',
    );
    const removed = stagedCheck({ 'SYNC.md': base }, { 'SYNC.md': base.split('\n## observer')[0] }, [
      '--actor',
      'partner',
    ]);
    expect(messagesOf(removed.json)[0].message).toContain('partner removed the section of observer');
  });
});

describe('sync/shared-sections', () => {
  const config = cfg({ owner: 'commons', dispatchers: ['human'], sync: { shared: { 'Decision Log': 'append-only' } } });
  const base = `${sync({ observer: ['Recording', '—', 'Publish'] })}\n## Decision Log\n\n- 2026-11-28: adopt handover.\n`;
  it('lets the owner append to an append-only shared section', () => {
    const r = stagedCheck(
      { '.handoverrc.json': config, 'SYNC.md': base },
      { 'SYNC.md': `${base}- 2026-11-29: add a registry.\n` },
      ['--actor', 'commons'],
    );
    expect(messagesOf(r.json)).toEqual([]);
    expect(r.code).toBe(0);
  });
  it('rejects an agent writing it and the owner rewriting it', () => {
    const byAgent = stagedCheck(
      { '.handoverrc.json': config, 'SYNC.md': base },
      { 'SYNC.md': `${base}- 2026-11-29: mine.\n` },
      ['--actor', 'observer'],
    );
    expect(byAgent.code).toBe(1);
    expect(ruleIds(byAgent.json)).toEqual(['sync/shared-sections']);
    const rewrite = stagedCheck(
      { '.handoverrc.json': config, 'SYNC.md': base },
      { 'SYNC.md': base.replace('adopt', 'reject') },
      ['--actor', 'commons'],
    );
    expect(rewrite.code).toBe(1);
    expect(messagesOf(rewrite.json)[0].message).toContain('"Decision Log" is append-only');
  });
});

describe('registry rules', () => {
  const base = registry([
    ['ml-lab [SELF]', 'quantization', '../ml-lab'],
    ['job-search [RELAYED by opportunities]', 'job search', '../js'],
  ]);
  it('registry/self-authority: only P writes [SELF] for P', () => {
    const head = base.replace('quantization', 'quantization; pruning');
    expect(
      stagedCheck({ 'PROJECT_REGISTRY.md': base }, { 'PROJECT_REGISTRY.md': head }, ['--actor', 'ml-lab']).code,
    ).toBe(0);
    const r = stagedCheck({ 'PROJECT_REGISTRY.md': base }, { 'PROJECT_REGISTRY.md': head }, ['--actor', 'observer']);
    expect(r.code).toBe(1);
    expect(ruleIds(r.json)).toEqual(['registry/self-authority']);
  });
  it('registry/relay-attribution: only X writes [RELAYED by X]', () => {
    const add = (by: string) => `${base}\n## notes [RELAYED by ${by}]\n\n- Owns: notes\n- Address: ../notes\n`;
    expect(
      stagedCheck({ 'PROJECT_REGISTRY.md': base }, { 'PROJECT_REGISTRY.md': add('observer') }, ['--actor', 'observer'])
        .code,
    ).toBe(0);
    const r = stagedCheck({ 'PROJECT_REGISTRY.md': base }, { 'PROJECT_REGISTRY.md': add('partner') }, [
      '--actor',
      'observer',
    ]);
    expect(r.code).toBe(1);
    expect(ruleIds(r.json)).toEqual(['registry/relay-attribution']);
  });
  it('registry/no-downgrade: [SELF] is never replaced by [RELAYED]', () => {
    const upgrade = base.replace('job-search [RELAYED by opportunities]', 'job-search [SELF]');
    expect(
      stagedCheck({ 'PROJECT_REGISTRY.md': base }, { 'PROJECT_REGISTRY.md': upgrade }, ['--actor', 'job-search']).code,
    ).toBe(0);
    const down = base.replace('ml-lab [SELF]', 'ml-lab [RELAYED by ml-lab]');
    const r = stagedCheck({ 'PROJECT_REGISTRY.md': base }, { 'PROJECT_REGISTRY.md': down }, ['--actor', 'ml-lab']);
    expect(r.code).toBe(1);
    expect(ruleIds(r.json)).toContain('registry/no-downgrade');
  });
});

describe('marker/monotonic', () => {
  it('passes an offset moving forward and rejects one moving back', () => {
    expect(
      stagedCheck({ '.last-processed.md': marker({ lab: 3 }) }, { '.last-processed.md': marker({ lab: 5 }) }, [
        '--actor',
        'observer',
      ]).code,
    ).toBe(0);
    const r = stagedCheck({ '.last-processed.md': marker({ lab: 5 }) }, { '.last-processed.md': marker({ lab: 3 }) }, [
      '--actor',
      'observer',
    ]);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)[0]).toMatchObject({
      ruleId: 'marker/monotonic',
      message: expect.stringContaining('moved back from entry 5 to 3'),
    });
  });
});

describe('severity from config', () => {
  it('turns a historical rule off', () => {
    const r = stagedCheck(
      { '.handoverrc.json': cfg({ rules: { 'handover/single-writer': 'off' } }), 'HANDOVER.md': log(1) },
      { 'HANDOVER.md': log(1) + entry(2) },
      ['--actor', 'observer'],
    );
    expect(r.code).toBe(0);
  });
});
