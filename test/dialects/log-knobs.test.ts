import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialectOf, validateConfig, type Config } from '../../src/config/schema.js';
import { checkChange, lintSource, type Message } from '../../src/engine/lint.js';
import { planConsume } from '../../src/consume/index.js';
import { parseDoc, parseMarker, sourceFromBytes } from '../../src/models/index.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';
import { commit, makeRepo } from '../helpers/repo.js';

const cfg = (log: Record<string, unknown>): Config => validateConfig({ log }, 'test', RULE_IDS, RULE_OPTIONS);
const lint = (c: Config, text: string): Message[] =>
  lintSource(sourceFromBytes('HANDOVER.md', text), 'handover', c).messages;
const doc = (c: Config, text: string) => parseDoc('handover', sourceFromBytes('HANDOVER.md', text), dialectOf(c));
const errors = (m: Message[]) => m.filter((x) => x.severity === 'error').map((x) => `${x.ruleId}: ${x.message}`);

const DATED =
  '# Handover: lab\n\n## 2026-11-28\n\nFirst.\n\n## 2026-11-29 · Second\n\nSecond.\n\n## 2026-11-29\n\nThird, the same day.\n';
const STAMPED =
  '# Handover: lab\n\n## 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2026-11-29T12:00:00Z · Fix\n\nCorrects: 2026-11-29T10:00:00Z\n\nSecond.\n';
const GROUPED_NEWEST =
  '# Handover: lab\n\n## 2026-12\n\n### 3 · 2026-12-01T09:00:00Z\n\nThird.\n\n## 2026-11\n\n### 2 · 2026-11-30T09:00:00Z\n\nSecond.\n\n### 1 · 2026-11-29T09:00:00Z\n\nFirst.\n';

describe('log knobs: heading, level, order', () => {
  it('date-only headings: order is position, ids are the date (the n-th of a day with #n)', () => {
    const c = cfg({ heading: 'date' });
    expect(errors(lint(c, DATED))).toEqual([]);
    const d = doc(c, DATED);
    if (d.kind !== 'handover') throw new Error();
    expect(d.entries.map((e) => e.id)).toEqual(['2026-11-28', '2026-11-29', '2026-11-29#2']);
    const back = DATED.replace('## 2026-11-29\n\nThird', '## 2026-11-27\n\nThird');
    expect(
      lint(c, back)
        .filter((m) => m.severity === 'warning')
        .map((m) => m.ruleId),
    ).toEqual(['handover/time-order']);
    expect(errors(lint(c, DATED.replace('## 2026-11-28', '## 28 Nov')))[0]).toMatch(
      /^handover\/entry-heading: "## 28 Nov" is not an entry heading/,
    );
  });

  it('timestamp-only headings: Corrects names an entry by its timestamp; duplicates are refused', () => {
    const c = cfg({ heading: 'timestamp' });
    expect(errors(lint(c, STAMPED))).toEqual([]);
    expect(
      errors(lint(c, STAMPED.replace('Corrects: 2026-11-29T10:00:00Z', 'Corrects: 2026-11-29T09:00:00Z'))),
    ).toEqual([
      'handover/corrects-target: Entry "2026-11-29T12:00:00Z" corrects "2026-11-29T09:00:00Z", but there is no such entry',
    ]);
    expect(
      errors(
        lint(
          c,
          STAMPED.replace('12:00:00Z · Fix', '10:00:00Z · Fix').replace('Corrects: 2026-11-29T10:00:00Z\n\n', ''),
        ),
      ),
    ).toEqual(['handover/sequence: Entry "2026-11-29T10:00:00Z" appears twice (first at line 3); give it its own id']);
  });

  it('level 3 under grouping sections, newest first: read oldest first, checked, history enforced', () => {
    const c = cfg({ level: 3, order: 'newest-first' });
    expect(errors(lint(c, GROUPED_NEWEST))).toEqual([]);
    const d = doc(c, GROUPED_NEWEST);
    if (d.kind !== 'handover') throw new Error();
    expect(d.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    const grown = GROUPED_NEWEST.replace('## 2026-12\n\n', '## 2026-12\n\n### 4 · 2026-12-01T10:00:00Z\n\nFourth.\n\n');
    expect(checkChange('handover', doc(c, GROUPED_NEWEST), doc(c, grown), 'lab', c)).toEqual([]);
    const edited = GROUPED_NEWEST.replace('Second.', 'Second, edited.');
    expect(checkChange('handover', doc(c, GROUPED_NEWEST), doc(c, edited), 'lab', c).map((m) => m.ruleId)).toEqual([
      'handover/append-only',
    ]);
    const atTheBottom = `${GROUPED_NEWEST}\n### 4 · 2026-12-01T10:00:00Z\n\nFourth.\n`;
    expect(
      checkChange('handover', doc(c, GROUPED_NEWEST), doc(c, atTheBottom), 'lab', c).map((m) => m.ruleId),
    ).toContain('handover/append-only');
  });

  it('consumes a newest-first, date-headed log by entry id and digest, oldest first, and notices a rewrite', async () => {
    const log = '# Handover: lab\n\n## 2026-11-29\n\nSecond.\n\n## 2026-11-28\n\nFirst.\n';
    const up = makeRepo([{ files: { 'HANDOVER.md': log } }]);
    const down = makeRepo();
    const c = validateConfig(
      { log: { heading: 'date', order: 'newest-first' }, upstreams: { lab: { source: up } } },
      'test',
      RULE_IDS,
      RULE_OPTIONS,
    );
    const first = await planConsume({ root: down, config: c, format: 'json' });
    const batches = JSON.parse(first.output) as { entries: { id: string; text: string }[] }[];
    expect(batches[0].entries.map((e) => [e.id, e.text])).toEqual([
      ['2026-11-28', 'First.'],
      ['2026-11-29', 'Second.'],
    ]);
    await first.commit();
    const marker = parseMarker(sourceFromBytes('.last-processed.md', readFileSync(join(down, '.last-processed.md'))))
      .offsets[0];
    expect([marker.id, marker.seq, marker.digest?.startsWith('sha256:')]).toEqual(['2026-11-29', null, true]);
    commit(up, { files: { 'HANDOVER.md': log.replace('## 2026-11-29', '## 2026-11-30\n\nThird.\n\n## 2026-11-29') } });
    const next = await planConsume({ root: down, config: c, format: 'markdown' });
    expect(next.output).toBe('# Handover from lab\n\n## 2026-11-30\n\nThird.\n');
    await next.commit();
    expect((await planConsume({ root: down, config: c, format: 'markdown' })).output).toBe(
      'Up to date: lab at entry "2026-11-30".\n',
    );
    commit(up, {
      files: { 'HANDOVER.md': log.replace('## 2026-11-29', '## 2026-11-30\n\nThird, rewritten.\n\n## 2026-11-29') },
    });
    await expect(planConsume({ root: down, config: c, format: 'markdown' })).rejects.toThrow(
      /entry "2026-11-30" changed since it was consumed/,
    );
  });
});
