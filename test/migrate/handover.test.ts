import { describe, expect, it } from 'vitest';
import { defaultConfig, type Config } from '../../src/config/schema.js';
import { lintBytes } from '../../src/engine/lint.js';
import { isExactMigration, judgeMigration, migrate, MigrateError } from '../../src/migrate/index.js';
import { detectOrder, headingInfo } from '../../src/migrate/handover.js';

const config = (over: Partial<Config> = {}): Config => ({ ...defaultConfig(), agent: 'lab', ...over });
const run = (text: string, opts = {}, c = config()) => migrate(text, 'handover', opts, c);
const errorsOf = (text: string) =>
  lintBytes('HANDOVER.md', text, 'handover', config()).messages.filter((m) => m.severity === 'error');
/** Every word of the input is somewhere in the output (the migration's first promise). */
const words = (s: string) =>
  s
    .replace(/[#*`[\]"():,.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
function keepsEveryWord(input: string, output: string): void {
  const out = new Map<string, number>();
  for (const w of words(output)) out.set(w, (out.get(w) ?? 0) + 1);
  for (const w of words(input)) {
    expect(out.get(w) ?? 0, `"${w}" was dropped`).toBeGreaterThan(0);
    out.set(w, out.get(w)! - 1);
  }
}

const QUEUE = `# HANDOVER Queue — Producer Agent

Synthetic example.

## Queue

### 2026-03-04-batch-12: Quarterly documents processed

- **date**: 2026-03-04
- **status**: queued

### 2026-03-05-schema-note: Source schema changed

- **date**: 2026-03-05
- **status**: queued

## Processed (archive)

### 2026-02-28-batch-11: Prior quarter

- **date**: 2026-02-28
- **status**: processed
`;

describe('handover migrate: legacy HANDOVER.md shapes', () => {
  it('## Queue and ## Processed (archive) with ### entries: one oldest-first log, the groups named in the preamble', () => {
    const m = run(QUEUE);
    expect(m.text).toBe(`# Handover: lab

HANDOVER Queue — Producer Agent

Synthetic example.

From the "Queue" section (migrated by handover migrate): entries 2, 3.

From the "Processed (archive)" section (migrated by handover migrate): entry 1.

## 1 · 2026-02-28T00:00:00Z · 2026-02-28-batch-11: Prior quarter

- **date**: 2026-02-28
- **status**: processed

## 2 · 2026-03-04T00:00:00Z · 2026-03-04-batch-12: Quarterly documents processed

- **date**: 2026-03-04
- **status**: queued

## 3 · 2026-03-05T00:00:00Z · 2026-03-05-schema-note: Source schema changed

- **date**: 2026-03-05
- **status**: queued
`);
    expect(m.summary).toMatch(
      /^3 entries numbered 1–3, sorted by their dates; "## Queue" and "## Processed \(archive\)" dissolved/,
    );
    expect(errorsOf(m.text)).toEqual([]);
    keepsEveryWord(QUEUE, m.text);
  });

  it('date-only and bracketed-date headings become canonical headings at 00:00:00Z, titles kept', () => {
    const text =
      '# Handover: lab\n\n## 2026-02-15 — Kickoff\n\nWe started.\n\n## [2026-07-18] lab: baseline numbers\n\nBaseline 0.71.\n\n## 2026-07-19\n\nNo title.\n';
    const m = run(text);
    expect(m.text).toBe(
      '# Handover: lab\n\n## 1 · 2026-02-15T00:00:00Z · Kickoff\n\nWe started.\n\n## 2 · 2026-07-18T00:00:00Z · lab: baseline numbers\n\nBaseline 0.71.\n\n## 3 · 2026-07-19T00:00:00Z\n\nNo title.\n',
    );
    expect(m.notes.map((n) => n.line)).toEqual([3, 7, 11]);
    expect(errorsOf(m.text)).toEqual([]);
  });

  it('timestamp-only headings keep their time (a zone-less time is read as UTC, +0100 as +01:00)', () => {
    const m = run(
      '# Handover: lab\n\n## 2026-07-18T10:00:00Z\n\nA.\n\n## 2026-07-18 11:30 · Lunch\n\nB.\n\n## 2026-07-18T13:00:00+0100\n\nC.\n',
    );
    expect(m.text).toContain('## 1 · 2026-07-18T10:00:00Z\n');
    expect(m.text).toContain('## 2 · 2026-07-18T11:30:00Z · Lunch\n');
    expect(m.text).toContain('## 3 · 2026-07-18T13:00:00+01:00\n');
  });

  it('prose sections become entries in their order with the time of the entry before them, or go to the preamble when asked', () => {
    const text =
      '# Handover: lab\n\n## About this log\n\nProse.\n\n## 2026-02-15 — Kickoff\n\nWe started.\n\n## Conventions\n\nMore prose.\n';
    const m = run(text);
    expect(m.text).toContain('## 1 · 2026-02-15T00:00:00Z · About this log\n');
    expect(m.text).toContain('## 3 · 2026-02-15T00:00:00Z · Conventions\n');
    expect(m.hints.join('\n')).toMatch(
      /entry 1 \("About this log", line 3\) states no time; it took 2026-02-15T00:00:00Z from the first dated entry — if it is prose about the file, rerun with --preamble "About this log"/,
    );
    const p = run(text, { preambleUntil: 1, preamble: ['conventions'] });
    expect(p.text).toBe(
      '# Handover: lab\n\n### About this log\n\nProse.\n\n### Conventions\n\nMore prose.\n\n## 1 · 2026-02-15T00:00:00Z · Kickoff\n\nWe started.\n',
    );
    expect(errorsOf(p.text)).toEqual([]);
    expect(() => run(text, { preamble: ['Nope'] })).toThrow(
      /--preamble "Nope": HANDOVER.md has no section with that heading; name one of: "About this log", "2026-02-15 — Kickoff", "Conventions"/,
    );
  });

  it('a newest-first log is reversed, its text kept; --order keep leaves it as written', () => {
    const text =
      '# Handover: lab\n\n## 2026-02-17 — Third\n\nC.\n\n## 2026-02-16 — Second\n\nB.\n\n## 2026-02-15 — First\n\nA.\n';
    const m = run(text);
    expect(m.options.order).toBe('reverse');
    expect(m.text).toBe(
      '# Handover: lab\n\n## 1 · 2026-02-15T00:00:00Z · First\n\nA.\n\n## 2 · 2026-02-16T00:00:00Z · Second\n\nB.\n\n## 3 · 2026-02-17T00:00:00Z · Third\n\nC.\n',
    );
    expect(run(text, { order: 'keep' }).text).toContain('## 1 · 2026-02-17T00:00:00Z · Third');
    expect(detectOrder(['2026-01-01T00:00:00Z', null, '2026-01-02T00:00:00Z'])).toBe('keep');
    expect(detectOrder(['2026-01-03T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'])).toBe('date');
  });

  it('reads setext headings and keeps a BOM and CRLF line endings', () => {
    const text = '\uFEFF# Handover: lab\r\n\r\n2026-02-15 — Kickoff\r\n--------------------\r\n\r\nWe started.\r\n';
    const m = run(text);
    expect(m.text).toBe('\uFEFF# Handover: lab\r\n\r\n## 1 · 2026-02-15T00:00:00Z · Kickoff\r\n\r\nWe started.\r\n');
  });

  it('names the writer: the old title’s, else --writer, else the config’s agent; a title-less log without either is refused', () => {
    expect(run('# Lab notes\n\n## 2026-02-15 — A\n\nx\n').text).toMatch(/^# Handover: lab\n\nLab notes\n\n## 1 /);
    expect(run('## 2026-02-15 — A\n\nx\n', { writer: 'bob' }, config({ agent: null })).text).toMatch(
      /^# Handover: bob\n\n## 1 /,
    );
    expect(() => run('## 2026-02-15 — A\n', {}, config({ agent: null }))).toThrow(MigrateError);
    expect(() => run('# Handover: lab\n\n## 2026-02-15 — A\n', { writer: 'bob' })).toThrow(
      /written by lab .* drop --writer bob/,
    );
  });

  it('is idempotent: a canonical log is already migrated, byte for byte', () => {
    for (const text of [QUEUE, '# Handover: lab\n\n## 2026-02-17 — C\n\nC.\n\n## 2026-02-15 — A\n\nA.\n']) {
      const once = run(text).text;
      const twice = run(once);
      expect(twice.changed).toBe(false);
      expect(twice.text).toBe(once);
    }
  });

  it('keeps code, comments and HTML blocks whole: a heading inside them is not an entry', () => {
    const text =
      '# Handover: lab\n\n## 2026-02-15 — A\n\n```md\n## 2026-01-01 — not an entry\n```\n\n<!-- ## hidden -->\n\n## 2026-02-16 — B\n\nB.\n';
    const m = run(text);
    expect(m.text).toContain('```md\n## 2026-01-01 — not an entry\n```');
    expect(m.text).toContain('## 2 · 2026-02-16T00:00:00Z · B');
  });

  it('a migration without a renderer is refused in one sentence', () => {
    expect(() => migrate(QUEUE, 'handover', { from: 'cmap', to: 'cmap' }, config())).toThrow(
      /read and written in the cmap dialect already/,
    );
    expect(() => migrate(QUEUE, 'handover', { to: 'nope' }, config())).toThrow(/"nope" is not a dialect/);
    expect(() => migrate('# Last processed\n', 'marker', {}, config())).toThrow(
      /converts HANDOVER.md, SYNC.md and PROJECT_REGISTRY.md; a marker file has no other shape/,
    );
  });

  it('headingInfo reads dates, timestamps, ids that start with a date, and leaves prose alone', () => {
    expect(headingInfo('2026-02-15 — Kickoff')).toMatchObject({
      date: '2026-02-15',
      timestamp: null,
      title: 'Kickoff',
    });
    expect(headingInfo('2026-03-04-batch-12: X')).toMatchObject({
      date: '2026-03-04',
      title: '2026-03-04-batch-12: X',
    });
    expect(headingInfo('3 — 2026-02-15 — Late')).toMatchObject({ date: '2026-02-15', title: 'Late' });
    expect(headingInfo('2026-13-45 — bad')).toMatchObject({ date: null, title: '2026-13-45 — bad' });
    expect(headingInfo('Conventions')).toMatchObject({ date: null, timestamp: null, title: 'Conventions' });
  });
});

describe('isExactMigration', () => {
  it('is true for the migration with any of its choices (order, preamble sections), false for anything else', () => {
    const text = '# Handover: lab\n\n## About\n\nProse.\n\n## 2026-02-17 — C\n\nC.\n\n## 2026-02-15 — A\n\nA.\n';
    for (const opts of [
      {},
      { order: 'keep' as const },
      { preamble: ['About'] },
      { preambleUntil: 1, order: 'date' as const },
    ]) {
      expect(
        isExactMigration(
          { oldText: text, newText: run(text, opts).text, kind: 'handover', from: 'legacy', to: 'handover' },
          config(),
        ),
      ).toBe(true);
    }
    const edited = run(text).text.replace('C.', 'C, edited.');
    const v = judgeMigration(
      { oldText: text, newText: edited, kind: 'handover', from: 'legacy', to: 'handover' },
      config(),
    );
    expect(v).toMatchObject({ exact: false, line: expect.any(Number) });
    expect(!v.exact && v.reason).toMatch(/at line \d+ the migration has "C\." but the file has "C, edited\."/);
    // Another writer is not a migration: the writer is kept.
    expect(
      isExactMigration(
        {
          oldText: text,
          newText: run(text).text.replace('# Handover: lab', '# Handover: bob'),
          kind: 'handover',
          from: 'legacy',
          to: 'handover',
        },
        config(),
      ),
    ).toBe(false);
    expect(
      isExactMigration(
        { oldText: text, newText: run(text).text, kind: 'handover', from: 'legacy', to: 'cmap' },
        config(),
      ),
    ).toBe(false);
  });
});
