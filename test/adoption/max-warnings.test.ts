import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, makeRepo } from '../helpers/repo.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const repo = (...a: Parameters<typeof makeRepo>) => {
  const d = makeRepo(...a);
  dirs.push(d);
  return d;
};

/** Two warnings (handover/time-order) and no error. */
const BACKWARDS =
  '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nA.\n\n## 2 · 2026-11-28T10:00:00Z\n\nB.\n\n## 3 · 2026-11-27T10:00:00Z\n\nC.\n';

describe('--max-warnings (ESLint semantics)', () => {
  it('lint: exits 1 only when warnings exceed N; -1 and no flag mean no limit', () => {
    const dir = repo([{ files: { 'HANDOVER.md': BACKWARDS } }]);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lint', '--max-warnings', '2'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lint', '--max-warnings', '-1'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lint', '--max-warnings=-1'], { cwd: dir }).code).toBe(0);
    const over = runCli(['lint', '--max-warnings', '1'], { cwd: dir });
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('2 warnings, more than --max-warnings 1 allows');
  });

  it('lint: a bad value is a usage error (exit 2, one sentence)', () => {
    const dir = repo([{ files: { 'HANDOVER.md': BACKWARDS } }]);
    for (const bad of ['x', '-2', '1.5']) {
      const r = runCli(['lint', `--max-warnings=${bad}`], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^handover: --max-warnings must be a whole number .*\n$/);
    }
  });

  it('check: counts the warnings of the change, the warning of the new entry', () => {
    const dir = repo([{ files: { 'HANDOVER.md': BACKWARDS } }]);
    commit(dir, {
      files: { 'HANDOVER.md': `${BACKWARDS}\n## 4 · 2026-11-26T10:00:00Z\n\nD.\n` },
      message: 'grow',
    });
    const env = {};
    const range = ['check', '--range', 'HEAD~1..HEAD', '--actor', 'lab'];
    expect(runCli(range, { cwd: dir, env }).code).toBe(0);
    expect(runCli([...range, '--max-warnings', '1'], { cwd: dir, env }).code).toBe(0);
    const over = runCli([...range, '--max-warnings', '0'], { cwd: dir, env });
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('more than --max-warnings 0 allows');
    expect(runCli(['check', '--pre-receive', '--max-warnings', '0'], { cwd: dir }).code).toBe(2);
  });
});
