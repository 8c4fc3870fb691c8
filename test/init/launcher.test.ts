import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installLauncher, launcherPath, shellRunner } from '../../src/init/launcher.js';
import { CLI } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

const sh = (cwd: string, script: string, env: Record<string, string> = {}) =>
  spawnSync('/bin/sh', ['-c', script], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });

describe('the clone-local launcher', () => {
  it('lives in the git common dir, runs the recorded CLI, and is kept on a second install', async () => {
    const dir = makeRepo([{ files: { 'a.txt': 'a\n' } }]);
    const first = await installLauncher(dir, CLI);
    expect(first.action).toBe('created');
    const path = await launcherPath(dir);
    expect(path).toBe(join(dir, '.git', 'handover', 'bin', 'handover'));
    expect(git(dir, ['status', '--porcelain'])).toBe('');
    expect(execFileSync(path, ['--version'], { encoding: 'utf8' })).toMatch(/\d+\.\d+\.\d+/);
    expect((await installLauncher(dir, CLI)).action).toBe('kept');
  });

  it('says what to do when the recorded CLI is gone, and never exits 0', async () => {
    const dir = makeRepo([{ files: { 'a.txt': 'a\n' } }]);
    await installLauncher(dir, join(dir, 'gone.js'));
    const r = spawnSync(await launcherPath(dir), ['--version'], { encoding: 'utf8' });
    expect(r.status).toBe(127);
    expect(r.stderr).toContain('run handover init again');
  });

  it('shellRunner never runs a handover planted inside the work tree, even when it is on PATH', async () => {
    const dir = makeRepo([{ files: { 'a.txt': 'a\n' } }]);
    const bin = join(dir, 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'handover'), '#!/bin/sh\necho PLANTED\nexit 0\n');
    chmodSync(join(bin, 'handover'), 0o755);
    const script = `${shellRunner('--version')}\n`;
    const without = sh(dir, script, { PATH: `${bin}:${process.env.PATH}` });
    expect(without.stdout).not.toContain('PLANTED');
    expect(without.status).toBe(1);
    expect(without.stderr).toContain('run handover init');
    await installLauncher(dir, CLI);
    const withLauncher = sh(dir, script, { PATH: `${bin}:${process.env.PATH}` });
    expect(withLauncher.stdout).not.toContain('PLANTED');
    expect(withLauncher.status).toBe(0);
    expect(withLauncher.stdout).toMatch(/\d+\.\d+\.\d+/);
    expect(readFileSync(await launcherPath(dir), 'utf8')).toContain(CLI);
  });

  it('shellRunner passes the exit code of a failing check through', async () => {
    const dir = makeRepo([{ files: { 'a.txt': 'a\n' } }]);
    await installLauncher(dir, CLI);
    const r = sh(dir, `${shellRunner('no-such-command')}\necho AFTER\n`);
    expect(r.status).toBe(2);
    expect(r.stdout).not.toContain('AFTER');
  });
});
