import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, tempDir } from '../helpers/repo.js';

describe('init reads an upstream branch instead of assuming main', () => {
  const top = tempDir('handover-init-branch-');
  afterAll(() => rmSync(top, { recursive: true, force: true }));
  const lab = join(top, 'lab');
  mkdirSync(lab);
  git(lab, ['init', '-q', '-b', 'master']);
  commit(lab, {
    files: { 'HANDOVER.md': '# Handover: lab\n\n## 1 · 2026-12-01T10:00:00Z\n\nFirst.\n' },
    message: 'lab',
  });
  git(top, ['clone', '-q', '--bare', lab, 'lab.git']);

  it('a working tree on master: ref: master in the config, and the first consume works', () => {
    const observer = join(top, 'observer');
    mkdirSync(observer);
    git(observer, ['init', '-q', '-b', 'main']);
    const r = runCli(['init', '--role', 'downstream', '--agent', 'observer', '--upstream', 'lab=../lab'], {
      cwd: observer,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(observer, '.handoverrc.yaml'), 'utf8')).toMatch(
      /lab:\n {4}source: \.\.\/lab\n {4}ref: master\n/,
    );
    const c = runCli(['consume'], { cwd: observer, env: { HANDOVER_AGENT: 'observer' } });
    expect(c.code, c.stderr).toBe(0);
    expect(c.stdout).toContain('First.');
  });

  it('a URL: its HEAD read with ls-remote --symref', () => {
    const other = join(top, 'other');
    mkdirSync(other);
    git(other, ['init', '-q', '-b', 'main']);
    const url = pathToFileURL(join(top, 'lab.git')).href;
    const r = runCli(['init', '--role', 'downstream', '--agent', 'other', '--upstream', `lab=${url}`], { cwd: other });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(other, '.handoverrc.yaml'), 'utf8')).toMatch(/ref: master\n/);
    expect(runCli(['consume'], { cwd: other, env: { HANDOVER_AGENT: 'other' } }).code).toBe(0);
  });
});
