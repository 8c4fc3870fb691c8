import { readFileSync, writeFileSync } from 'node:fs';
import { tempDir } from '../helpers/repo.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateConfig, dialectOf } from '../../src/config/schema.js';
import { lintSource } from '../../src/engine/lint.js';
import { mergeProtocolFile, type MergeOutcome } from '../../src/merge/index.js';
import { sourceFromBytes } from '../../src/models/index.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

const cmap = validateConfig({ dialect: 'cmap' }, 'test', RULE_IDS, RULE_OPTIONS);
const stamps = validateConfig({ log: { heading: 'timestamp' } }, 'test', RULE_IDS, RULE_OPTIONS);

const entry = (id: string, summary: string, status = 'queued') =>
  `### ${id}: ${summary.split('.')[0]}\n\n- **date**: ${id.slice(0, 10)}\n- **from**: Producer\n- **for**: any\n- **status**: ${status}\n- **artifact-path**: data/${id}/\n- **summary**: ${summary}\n`;
const log = (queue: string[], processed: string[] = []) =>
  `# HANDOVER Queue — Producer\n\nBatches.\n\n## Queue\n\n${queue.join('\n')}${queue.length ? '\n' : ''}## Processed (archive)\n${processed.length ? `\n${processed.join('\n')}` : ''}`;
const A = entry('2026-11-28-a', 'Batch a.');
const B = entry('2026-11-29-b', 'Batch b.');
const BASE = log([B, A]);

const merge = (base: string, ours: string, theirs: string, config = cmap): MergeOutcome =>
  mergeProtocolFile(
    'handover',
    { base, ours, theirs, bom: false, path: 'HANDOVER.md' },
    { dialect: dialectOf(config) },
  );
const merged = (m: MergeOutcome) => {
  expect(m.kind).toBe('merged');
  return m as Extract<MergeOutcome, { kind: 'merged' }>;
};
const errors = (text: string, config = cmap) =>
  lintSource(sourceFromBytes('HANDOVER.md', text), 'handover', config).messages.filter((x) => x.severity === 'error');

describe('the merge driver on a cmap log: entries matched by id', () => {
  it('both sides added entries at the top: all kept, theirs first, ours newest at the top; lint-clean', () => {
    const C = entry('2026-11-30-c', 'Batch c, theirs.');
    const D = entry('2026-11-30-d', 'Batch d, ours.');
    const m = merged(merge(BASE, log([D, B, A]), log([C, B, A])));
    expect(m.conflicts).toEqual([]);
    expect(m.text).toBe(log([D, C, B, A]));
    expect(m.notes.join()).toMatch(/both sides added entries; kept all of them, theirs before ours/);
    expect(errors(m.text)).toEqual([]);
  });

  it("one side's status change and move to the archive, the other side's new entry: both taken", () => {
    const C = entry('2026-11-30-c', 'Batch c.');
    const moved = entry('2026-11-28-a', 'Batch a.', 'processed');
    const m = merged(merge(BASE, log([C, B, A]), log([B], [moved])));
    expect(m.conflicts).toEqual([]);
    expect(m.text).toBe(log([C, B], [moved]));
  });

  it("keeps ours' order of the entries ours already has", () => {
    const C = entry('2026-11-30-c', 'Batch c.');
    const moved = entry('2026-11-28-a', 'Batch a.', 'processed');
    // ours has C between B and A (merged from elsewhere); theirs archived A.
    const ours = log([B, C, A]);
    const m = merged(merge(BASE, ours, log([B], [moved])));
    expect(m.text).toBe(log([B, C], [moved]));
  });

  it('an old entry changed differently on both sides, or removed on one: a conflict confined to that entry', () => {
    const m = merged(
      merge(
        BASE,
        log([B, entry('2026-11-28-a', 'Batch a, ours.')]),
        log([B, entry('2026-11-28-a', 'Batch a, theirs.')]),
      ),
    );
    expect(m.conflicts).toEqual([expect.stringMatching(/entry "2026-11-28-a" was changed differently on both sides/)]);
    expect(m.text).toContain(`${B}\n<<<<<<< ours\n### 2026-11-28-a`);
    const gone = merged(merge(BASE, log([B]), log([entry('2026-11-30-c', 'Batch c.'), B, A])));
    expect(gone.conflicts).toEqual([expect.stringMatching(/entry "2026-11-28-a" was removed on our side/)]);
  });

  it('the same new id with different text on both sides: a conflict', () => {
    const m = merged(
      merge(
        BASE,
        log([entry('2026-11-30-c', 'Batch c, ours.'), B, A]),
        log([entry('2026-11-30-c', 'Batch c, theirs.'), B, A]),
      ),
    );
    expect(m.conflicts).toEqual([
      expect.stringMatching(/both sides added an entry "2026-11-30-c", with different text/),
    ]);
  });

  it("goes to git's merge when the preamble or a section that is not an entry changed", () => {
    const m = merge(
      BASE,
      log([entry('2026-11-30-c', 'Batch c.'), B, A]),
      log([B, A]).replace('Batches.', 'Survey batches.'),
    );
    expect(m).toMatchObject({ kind: 'fallback', reason: expect.stringMatching(/preamble/) });
  });
});

describe('cmap log merge (property)', () => {
  it('every entry is kept exactly once, one-sided status changes and moves are applied, and the result lints clean', () => {
    const side = fc.record({
      added: fc.integer({ min: 0, max: 3 }),
      archive: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), side, side, (n, ours, theirs) => {
        const base = Array.from({ length: n }, (_, i) => ({
          id: `2026-11-${String(10 + i).padStart(2, '0')}-e${i}`,
          summary: `Entry ${i}.`,
        }));
        // Each old entry is archived by at most one side (a change by both would be a conflict, tested above).
        const archivedBy = base.map((_, i) => (ours.archive[i] ? 'ours' : theirs.archive[i] ? 'theirs' : null));
        const version = (who: 'ours' | 'theirs' | null, added: number) => {
          const fresh = Array.from({ length: added }, (_, i) =>
            entry(`2026-11-30-${who}-${i}`, `New ${i} of ${who}.`),
          ).reverse();
          const queue = base
            .filter((_, i) => !who || archivedBy[i] !== who)
            .map((e) => entry(e.id, e.summary))
            .reverse();
          const done = base
            .filter((_, i) => who && archivedBy[i] === who)
            .map((e) => entry(e.id, e.summary, 'processed'))
            .reverse();
          return log([...fresh, ...queue], done);
        };
        const m = merged(merge(version(null, 0), version('ours', ours.added), version('theirs', theirs.added)));
        expect(m.conflicts).toEqual([]);
        const ids = [...m.text.matchAll(/^### ([^:]+):/gm)].map((x) => x[1]);
        const want = [
          ...base.map((e) => e.id),
          ...Array.from({ length: ours.added }, (_, i) => `2026-11-30-ours-${i}`),
          ...Array.from({ length: theirs.added }, (_, i) => `2026-11-30-theirs-${i}`),
        ];
        expect(ids.slice().sort()).toEqual(want.sort());
        const processed = m.text.slice(m.text.indexOf('## Processed'));
        for (const [i, e] of base.entries()) expect(processed.includes(`### ${e.id}:`)).toBe(archivedBy[i] !== null);
        expect(errors(m.text)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the merge driver on a timestamp-headed log (log: { heading: timestamp })', () => {
  it('both sides appended: all kept, theirs first', () => {
    const base = '# Handover: lab\n\n## 2026-11-29T10:00:00Z · one\n\nOne.\n';
    const ours = `${base}\n## 2026-11-30T09:00:00Z · ours\n\nOurs.\n`;
    const theirs = `${base}\n## 2026-11-30T08:00:00Z · theirs\n\nTheirs.\n`;
    const m = merged(merge(base, ours, theirs, stamps));
    expect(m.text).toBe(
      `${base}\n## 2026-11-30T08:00:00Z · theirs\n\nTheirs.\n\n## 2026-11-30T09:00:00Z · ours\n\nOurs.\n`,
    );
    expect(errors(m.text, stamps)).toEqual([]);
  });
});

describe('the merge driver in a real cmap repo', () => {
  it('two branches of the writer each add an entry, one archives an old one: git merges with no conflict and the range check passes', () => {
    const dir = makeRepo();
    const cli = (...a: string[]) => runCli(a, { cwd: dir });
    expect(cli('init', '--role', 'upstream', '--agent', 'Producer', '--dialect', 'cmap').code).toBe(0);
    expect(cli('append', '--title', 'One', '--artifact', 'a', 'First.').code).toBe(0);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'one']);
    const start = git(dir, ['rev-parse', 'HEAD']).trim();
    git(dir, ['checkout', '-qb', 'side']);
    expect(cli('append', '--title', 'Two', '--artifact', 'b', 'Second, on side.').code).toBe(0);
    const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    const i = text.indexOf('### ', text.indexOf('### ') + 1);
    const one = text.slice(i, text.indexOf('## Processed'));
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      text
        .replace(one, '')
        .replace(
          '## Processed (archive)\n',
          `## Processed (archive)\n\n${one.replace('queued', 'processed').trimEnd()}\n`,
        ),
    );
    git(dir, ['commit', '-qam', 'two; one processed']);
    git(dir, ['checkout', '-q', 'main']);
    expect(cli('append', '--title', 'Three', '--artifact', 'c', 'Third, on main.').code).toBe(0);
    git(dir, ['commit', '-qam', 'three']);
    git(dir, ['merge', '-q', '--no-edit', 'side']);
    const out = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(out).not.toMatch(/^<{7}/m);
    for (const s of ['Second, on side.', 'Third, on main.', 'First.']) expect(out).toContain(s);
    expect(out.indexOf('Third, on main.')).toBeLessThan(out.indexOf('Second, on side.'));
    expect(out.indexOf('## Processed')).toBeLessThan(out.indexOf('First.'));
    const check = cli('check', '--range', `${start}..HEAD`, '--actor', 'Producer');
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });
});

describe('the merge driver on a cmap SYNC.md', () => {
  it('both sides added a Decision Log line and a Conflict Registry row: both kept, theirs first, exit 0', () => {
    const S = readFileSync(join(import.meta.dirname, '../dialects/fixtures/SYNC.md'), 'utf8');
    const withLineAfter = (heading: string, text: string, line: string) => {
      const i = text.indexOf(`## ${heading}`);
      const j = text.indexOf('\n## ', i + 3);
      return `${text.slice(0, j).replace(/\n*$/, '')}\n${line}\n${text.slice(j)}`;
    };
    const ours = withLineAfter(
      'Decision Log',
      withLineAfter('Conflict Registry', S, '- 2026-12-01 -- Producer -- ours. Awaiting: Orchestrator.'),
      '- 2026-12-01 -- ours decided.',
    );
    const theirs = withLineAfter(
      'Decision Log',
      withLineAfter('Conflict Registry', S, '- 2026-12-01 -- Processor -- theirs. Awaiting: Orchestrator.'),
      '- 2026-12-01 -- theirs decided.',
    );
    const dir = tempDir();
    writeFileSync(join(dir, '.handoverrc.json'), JSON.stringify({ dialect: 'cmap' }));
    const [o, a, b] = ['base', 'ours', 'theirs'].map((n) => join(dir, `.merge_file_${n}`));
    writeFileSync(o, S);
    writeFileSync(a, ours);
    writeFileSync(b, theirs);
    const r = runCli(['merge-driver', o, a, b, 'SYNC.md'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const out = readFileSync(a, 'utf8');
    expect(out).not.toMatch(/^<{7}/m);
    for (const x of ['theirs decided.', 'ours decided.', 'Processor -- theirs.', 'Producer -- ours.'])
      expect(out).toContain(x);
    expect(out.indexOf('Processor -- theirs.')).toBeLessThan(out.indexOf('Producer -- ours.'));
  });
});
