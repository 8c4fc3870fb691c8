import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

const lab = { HANDOVER_AGENT: 'lab' };
const title = '# Handover: lab\n\nAppend-only. Written only by lab.\n';
const prose = '\n## Background\n\nThe project moved its data to a new bucket in March.\n';

describe('append after a prose section kept before the first entry (issue 34)', () => {
  it('appends entry 1 once the preamble finding is baselined and committed, and the log then reads', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': title + prose } }]);
    expect(runCli(['baseline'], { cwd: dir }).code).toBe(0);
    git(dir, ['add', '.handover-baseline.json']);
    git(dir, ['commit', '-q', '--no-verify', '-m', 'baseline']);
    const r = runCli(['append', 'First fact.'], { cwd: dir, env: lab });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Appended entry 1 /);
    const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(text).toMatch(/new bucket in March\.\n\n## 1 · [^\n]+\n\nFirst fact\.\n$/);
    // the baselined finding is the only one: the new entry reads whole
    expect(runCli(['lint'], { cwd: dir })).toMatchObject({ code: 0 });
    expect(runCli(['append', 'Second fact.'], { cwd: dir, env: lab }).stdout).toMatch(/^Appended entry 2 /);
  });

  it('still refuses a prose section after the entries, and the hint names migrate --preamble with the heading', () => {
    const log = `${title}\n## 1 · 2026-11-29T10:00:00Z\n\nA fact.\n\n## Notes\n\nProse.\n`;
    const dir = makeRepo([{ files: { 'HANDOVER.md': log } }]);
    const r = runCli(['append', 'Next.'], { cwd: dir, env: lab });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('handover migrate --preamble "Notes"');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(log);
  });
});
