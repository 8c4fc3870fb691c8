import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

const GOOD =
  '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-29T11:00:00Z · Fix\n\nCorrects: #1\n';

describe('handover lint', () => {
  it('passes a clean log and exits 0', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': GOOD } }]);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('reports a sequence gap with its position and exits 1', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': GOOD.replace('## 2 ·', '## 3 ·') } }]);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const [file] = JSON.parse(r.stdout);
    expect(file.filePath).toBe('HANDOVER.md');
    expect(file.messages).toMatchObject([{ ruleId: 'handover/sequence', line: 9, column: 1, severity: 'error' }]);
  });

  it('exits 2 for a missing path and for a directory', () => {
    const dir = makeRepo();
    expect(runCli(['lint', 'nope.md'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('no such file'),
    });
    expect(runCli(['lint', '.'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('is a directory'),
    });
  });
});
