import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/schema.js';
import { migrate, MigrateError } from '../../src/migrate/index.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';

/** Runs per property; raise it (PROPERTY_RUNS=5000) to search harder. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const config = validateConfig({ agent: 'lab' }, 'test', RULE_IDS, RULE_OPTIONS);
const LINES = [
  '',
  'Plain words.',
  'Corrects: #1',
  'Corrects: #1, #2',
  'Corrects: lab-1',
  '- a list item',
  '- **date**: 2026-01-01',
  '- **from**: lab',
  '1. one',
  '```',
  '~~~',
  '## not at the start',
  '### Note: x',
  '### sub',
  '<!-- cmap lane: queue -->',
  '<!-- cmap section: ## Queue -->',
  '(see below)',
  '(untitled)',
  '---',
  '> quoted',
  '    indented',
  'Trailing space ',
  '\tTab',
];

const nonBlank = (s: string) =>
  s
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/, ''))
    .filter(Boolean);
/** A tool's normal form: no text before the first line, one blank line after each heading and between blocks. */
const normal = (s: string) =>
  s.endsWith('\n') &&
  !/^\n|\n\n\n|\n\n$|[ \t]\n/.test(s) &&
  s
    .split('\n')
    .every(
      (l, i, all) =>
        !/^#{1,3} /.test(l) || ((all[i + 1] === '' || all[i + 1] === undefined) && (i === 0 || all[i - 1] === '')),
    );

/**
 * Either refused in one sentence, or the way back gives the input again: byte for byte in normal form, else every
 * non-blank line. True when the round trip was checked (not refused).
 */
function roundTrip(text: string, there: (t: string) => string, back: (t: string) => string): boolean {
  let mid: string;
  try {
    mid = there(text);
  } catch (e) {
    if (e instanceof MigrateError) return false;
    throw e;
  }
  const again = back(mid);
  if (normal(text)) expect(again).toBe(text);
  else expect(nonBlank(again)).toEqual(nonBlank(text));
  return true;
}

/**
 * A property that may refuse proves something only on the cases it checked: at least this share of the runs must
 * be checked round trips (a migrate that refused everything would otherwise pass). Well under what the generators
 * give (about 36%, 64% and 75% of runs for the three properties below).
 */
const floor = (share: number) => Math.floor(RUNS * share);

describe('migrate between handover and cmap: nothing lost, on generated logs', () => {
  it('canonical → cmap → canonical gives the canonical log back, or refuses', () => {
    let checked = 0;
    const entry = fc.record({
      title: fc.option(fc.constantFrom('Title', 'x: y', 'batch-1: Batch', '(untitled)', 'Übersicht'), { nil: null }),
      body: fc.array(fc.constantFrom(...LINES), { maxLength: 8 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 0, maxLength: 6 }), (entries) => {
        const parts = ['# Handover: lab', 'Preamble.'];
        for (const [i, e] of entries.entries()) {
          const title = e.title ? ` · ${e.title}` : '';
          const body = e.body.length ? `\n\n${e.body.join('\n')}` : '';
          parts.push(`## ${i + 1} · 2026-02-${String(e.day).padStart(2, '0')}T10:00:00Z${title}${body}`);
        }
        let text: string;
        try {
          text = migrate(`${parts.join('\n\n')}\n`, 'handover', {}, config).text; // the canonical form of it
        } catch (e) {
          if (e instanceof MigrateError) return;
          throw e;
        }
        const ok = roundTrip(
          text,
          (t) => migrate(t, 'handover', { to: 'cmap' }, config).text,
          (t) => migrate(t, 'handover', { from: 'cmap', to: 'handover' }, config).text,
        );
        if (ok) checked++;
      }),
      { numRuns: RUNS },
    );
    expect(checked, `${checked} of ${RUNS} runs checked`).toBeGreaterThanOrEqual(floor(0.2));
  });

  it('cmap → canonical → cmap gives the cmap log back, or refuses', () => {
    let checked = 0;
    const base = readFileSync(join(import.meta.dirname, 'fixtures', 'cmap-HANDOVER.md'), 'utf8').split('\n');
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(base.length),
            fc.constantFrom(
              ...LINES,
              '## Processed (archive)',
              '### 2026-01-01-x: X',
              '- **status**: processed',
              '- **time**: 2026-01-01T10:00:00Z',
            ),
          ),
          { maxLength: 4 },
        ),
        (edits) => {
          const lines = base.slice();
          for (const [at, line] of edits) lines.splice(at, 0, line);
          const text = lines.join('\n');
          const ok = roundTrip(
            text,
            (t) => migrate(t, 'handover', { from: 'cmap', to: 'handover' }, config).text,
            (t) => migrate(t, 'handover', { from: 'handover', to: 'cmap' }, config).text,
          );
          if (ok) checked++;
        },
      ),
      { numRuns: RUNS },
    );
    expect(checked, `${checked} of ${RUNS} runs checked`).toBeGreaterThanOrEqual(floor(0.4));
  });

  it('SYNC.md both ways gives the file back byte for byte, or refuses', () => {
    let checked = 0;
    const SYNC_LINES = [
      '',
      'prose',
      '- **Current focus:** x',
      '- **Blocked on** (2026-01-01): recent-shift: y',
      '- **current-focus** (2026-01-02): z',
      '- **recent-shift**: w',
      '- **blocking** (2026-01-01): b',
      '<!-- cmap: - x -->',
      '<!-- handover migrate: fields dated 2026-12-01 had no date -->',
      'Writes: repo',
      'Writes: (none)',
      '## Goal Status',
      '## agent (writes: repo)',
      '## agent',
      '---',
      '- item',
      '```',
    ];
    const fixtures = [
      readFileSync(join(import.meta.dirname, 'fixtures', 'cmap-SYNC.md'), 'utf8'),
      readFileSync(join(import.meta.dirname, 'fixtures', 'canonical-SYNC.md'), 'utf8'),
    ];
    const withShared = validateConfig(
      { sync: { shared: { 'Decision Log': 'append-only' } } },
      'test',
      RULE_IDS,
      RULE_OPTIONS,
    );
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1),
        fc.array(fc.tuple(fc.nat(40), fc.constantFrom(...SYNC_LINES)), { maxLength: 4 }),
        (which, edits) => {
          const lines = fixtures[which].split('\n');
          for (const [at, line] of edits) lines.splice(Math.min(at, lines.length - 1), 0, line);
          const text = lines.join('\n');
          const toCmap = (t: string) => migrate(t, 'sync', { to: 'cmap', today: '2026-12-01' }, withShared).text;
          const toCanon = (t: string) => migrate(t, 'sync', { from: 'cmap', to: 'handover' }, withShared).text;
          const [there, back] = which === 0 ? [toCanon, toCmap] : [toCmap, toCanon];
          let mid: string;
          try {
            mid = there(text);
          } catch (e) {
            if (e instanceof MigrateError) return;
            throw e;
          }
          expect(back(mid)).toBe(text);
          checked++;
        },
      ),
      { numRuns: RUNS },
    );
    expect(checked, `${checked} of ${RUNS} runs checked`).toBeGreaterThanOrEqual(floor(0.5));
  });
});
