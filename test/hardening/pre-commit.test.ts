import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

/** git with the test identity and the given PATH; returns stdout+stderr and whether it failed. */
function tryGit(cwd: string, args: string[], path: string): { failed: boolean; out: string } {
  try {
    const out = execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: path,
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'T',
        GIT_AUTHOR_EMAIL: 't@e.org',
        GIT_COMMITTER_NAME: 'T',
        GIT_COMMITTER_EMAIL: 't@e.org',
      },
    });
    return { failed: false, out };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { failed: true, out: String(e.stdout) + String(e.stderr) };
  }
}

describe('the pre-commit hook runs only a handover the tree cannot supply', () => {
  it('a tracked node_modules/.bin/handover (force-added by a PR) never runs on git commit, and a forbidden edit is still rejected', () => {
    const dir = makeRepo([{ files: { 'CLAUDE.md': '# lab\n' } }]);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      `${readFileSync(join(dir, 'HANDOVER.md'), 'utf8')}\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n`,
    );
    // The planted script: tracked, executable, would say it ran and let everything through.
    const bin = join(dir, 'node_modules/.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      join(bin, 'handover'),
      '#!/bin/sh\necho planted > "$(git rev-parse --git-dir)/PLANTED-RAN"\nexit 0\n',
    );
    chmodSync(join(bin, 'handover'), 0o755);
    git(dir, ['add', '-A']);
    git(dir, ['add', '-f', 'node_modules/.bin/handover']);
    const path = `${bin}:${process.env.PATH}`; // even with the planted file first on PATH (as a hook manager may set it)
    // This clone's own hook refuses to commit the planted CLI (protocol/config-owner) ...
    const planted = tryGit(dir, ['commit', '-qm', 'join'], path);
    expect(planted.failed).toBe(true);
    expect(planted.out).toMatch(/protocol\/config-owner/);
    expect(existsSync(join(dir, '.git/PLANTED-RAN'))).toBe(false);
    // ... so it arrives the way a merged pull request would, past this clone's hook.
    expect(tryGit(dir, ['commit', '--no-verify', '-qm', 'join'], path).failed).toBe(false);
    expect(git(dir, ['ls-files', 'node_modules/.bin/handover']).trim()).toBe('node_modules/.bin/handover');
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      readFileSync(join(dir, 'HANDOVER.md'), 'utf8').replace('First.', 'Rewritten.'),
    );
    git(dir, ['add', '-A']);
    const r = tryGit(dir, ['commit', '-qm', 'rewrite history'], path);
    expect(r.failed).toBe(true);
    expect(r.out).toMatch(/handover\/append-only/);
    expect(existsSync(join(dir, '.git/PLANTED-RAN'))).toBe(false);
    // Without the launcher and with only the planted file on PATH, the hook fails loudly instead of running it.
    execFileSync('rm', [join(dir, '.git/handover/bin/handover')]);
    const none = tryGit(dir, ['commit', '-qm', 'rewrite history'], `${bin}:/usr/bin:/bin`);
    expect(none.failed).toBe(true);
    expect(none.out).toMatch(/not set up in this clone/);
    expect(existsSync(join(dir, '.git/PLANTED-RAN'))).toBe(false);
  });
});
