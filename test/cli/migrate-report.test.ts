import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../migrate/fixtures', name), 'utf8');

describe('migrate: the report it prints, line for line', () => {
  it('a dry run reports each file on stderr; --write says how to commit, with the trailer, and warns consumers', () => {
    const config = 'agent: lab\nowner: lab\nsync:\n  shared:\n    Decision Log: append-only\n';
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.yaml': config,
          'HANDOVER.md': fixture('canonical-HANDOVER.md'),
          'SYNC.md': fixture('canonical-SYNC.md'),
        },
        message: 'start',
      },
    ]);
    const dry = runCli(['migrate', '--to', 'cmap', '--from', 'handover'], { cwd: dir });
    expect(dry.code, dry.stderr).toBe(0);
    const report = dry.stderr.trimEnd().split('\n');
    expect(report[0]).toMatch(/^HANDOVER\.md: \S/);
    expect(report.filter((l) => !l.startsWith('  ')).map((l) => l.split(':')[0])).toEqual(['HANDOVER.md', 'SYNC.md']);
    for (const l of report.filter((x) => x.startsWith('  ')))
      expect(l).toMatch(/^ {2}(line \d+: ".*" -> .+|note: .+)$/);

    const wrote = runCli(['migrate', '--to', 'cmap', '--from', 'handover', '--write'], { cwd: dir });
    expect(wrote.code, wrote.stderr).toBe(0);
    const lines = wrote.stdout.trimEnd().split('\n');
    const advice = lines.slice(lines.findIndex((l) => l.startsWith('Wrote ')));
    expect(advice).toEqual([
      'Wrote HANDOVER.md, SYNC.md. Commit them on their own, unedited, with the trailer that records the migration:',
      '  Handover-Migrate: handover -> cmap',
      '  git commit -m "Migrate HANDOVER.md, SYNC.md to the cmap protocol" --trailer "Handover-Migrate: handover -> ' +
        'cmap" -- HANDOVER.md SYNC.md',
      'Consumers of this log keep offsets by entry number (or id) and digest: tell them it was converted (their next ' +
        'consume reports the entry at their offset as changed).',
    ]);
    expect(lines.slice(0, lines.indexOf(advice[0]))).toEqual(report);
  });
});
