import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, UNPRIVILEGED } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { skipUnlessCi } from '../helpers/tools.js';

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

function labRepo(): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
  expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

type Guard = { agent: string; status: string; why?: string; fix?: string };
const claudeGuard = (stdout: string): Guard =>
  (JSON.parse(stdout) as { guards: Guard[] }).guards.find((g) => g.agent === 'claude')!;

describe('handover doctor when HANDOVER.md cannot be read (issue 34)', () => {
  it('a directory under the name: the reason names the file, the fix says what to do', () => {
    const dir = labRepo();
    rmSync(join(dir, 'HANDOVER.md'));
    mkdirSync(join(dir, 'HANDOVER.md'));
    const home = tempDir();
    const r = runCli(['doctor', '--format', 'json'], { cwd: dir, env: { HOME: home } });
    const g = claudeGuard(r.stdout);
    expect(g.why).toBe('HANDOVER.md is a directory, not a file, so the hook refuses every edit of it');
    expect(g.fix).toMatch(/^move the directory HANDOVER\.md out of the way/);
    const text = runCli(['doctor'], { cwd: dir, env: { HOME: home } }).stdout;
    expect(text).not.toMatch(/: \n/);
  });

  it('mode 000: the reason names the file and the error, the fix the chmod', (ctx) => {
    if (!UNPRIVILEGED.ok) return skipUnlessCi(ctx, UNPRIVILEGED.reason);
    const dir = labRepo();
    const home = tempDir();
    // under root the CLI runs as nobody: the repository (git refuses one another user owns) and HOME become its own
    if (process.getuid?.() === 0) for (const d of [dir, home]) execFileSync('chown', ['-R', '65534:65534', d]);
    chmodSync(join(dir, 'HANDOVER.md'), 0o000);
    const r = runCli(['doctor', '--format', 'json'], { cwd: dir, env: { HOME: home }, unprivileged: true });
    expect(r.stderr).toBe('');
    const g = claudeGuard(r.stdout);
    expect(g.why).toBe('HANDOVER.md cannot be read (EACCES), so the hook refuses every edit of it');
    expect(g.fix).toBe('make HANDOVER.md readable again: chmod 644 HANDOVER.md');
  });
});
