import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

// Issue 31: after `migrate --write` the config reads the migrated log: the `log:` heading knobs init inferred from
// the old shape are dropped, so the next append writes the handover form and lint and the range check pass.

const LOG = '# Project log\n\n## 2026-02-25 First\n\na\n\n## 2026-02-26 Second\n\nb\n';
const JANE = { name: 'Jane', email: 'jane@example.org' };

describe('migrate --write leaves a config that reads the migrated log', () => {
  it('drops log.heading; the next append has the new heading shape; lint and check --range after it pass', () => {
    const dir = makeRepo([{ files: { 'HANDOFF_LOG.md': LOG }, author: JANE }]);
    expect(runCli(['init', '--agent', 'jane'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toMatch(/^log:\n {2}heading: date\n/m);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'join']);
    const m = runCli(['migrate', '--write'], { cwd: dir });
    expect(m.code).toBe(0);
    expect(m.stdout).toContain('Dropped log.heading from .handoverrc.yaml');
    const config = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(config).not.toContain('heading:');
    expect(config).toContain('handover: HANDOFF_LOG.md');
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'Migrate', '--trailer', 'Handover-Migrate: legacy -> handover']);
    expect(runCli(['append', 'Third thing'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, 'HANDOFF_LOG.md'), 'utf8')).toMatch(
      /\n## 3 · \d{4}-\d{2}-\d{2}T[\d:]+Z\n\nThird thing\n$/,
    );
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'append']);
    expect(runCli(['check', '--range', 'HEAD~1..HEAD'], { cwd: dir }).code).toBe(0);
  });
});
