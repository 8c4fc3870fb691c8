import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

// SPEC §3: every clone init sets up names its actor on every commit. The plain git hook (no hook manager):
// .git/hooks/prepare-commit-msg adds "Handover-Agent: <git config handover.agent>" once, whatever way git commits.
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function setup(): string {
  const dir = makeRepo([{ files: { 'README.md': 'x\n' }, message: 'seed' }]);
  dirs.push(dir);
  const r = runCli(['init', '--role', 'commons', '--agent', 'alice'], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toMatch(/created\s+\.git\/hooks\/prepare-commit-msg/);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'init']);
  return dir;
}

const agents = (dir: string, rev = 'HEAD') =>
  git(dir, ['log', '-1', '--format=%(trailers:key=Handover-Agent,valueonly,separator=%x2c)', rev]).trim();

describe('init: the prepare-commit-msg hook names the agent on every commit', () => {
  it('adds the trailer to -m, -F, amend, merge and squash commits, never twice', () => {
    const dir = setup();
    expect(agents(dir)).toBe('alice');
    writeFileSync(join(dir, 'msg.txt'), 'from a file\n\nbody text\n');
    git(dir, ['commit', '-q', '--allow-empty', '-F', 'msg.txt']);
    expect(agents(dir)).toBe('alice');
    expect(git(dir, ['log', '-1', '--format=%B'])).toBe('from a file\n\nbody text\n\nHandover-Agent: alice\n\n');
    git(dir, ['commit', '-q', '--amend', '--allow-empty', '-m', 'amended']);
    expect(agents(dir)).toBe('alice');
    git(dir, ['commit', '-q', '--amend', '--allow-empty', '--no-edit']);
    expect(agents(dir)).toBe('alice');
    // a message that already names an agent keeps it (the --push writers, a dispatcher's own trailer)
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'mine\n\nHandover-Agent: bob']);
    expect(agents(dir)).toBe('bob');
    // a merge: git's message has no final newline; the trailer still lands as a trailer
    git(dir, ['checkout', '-qb', 'side']);
    writeFileSync(join(dir, 'side.txt'), 's\n');
    git(dir, ['add', 'side.txt']);
    git(dir, ['commit', '-qm', 'side']);
    git(dir, ['checkout', '-q', '-']);
    writeFileSync(join(dir, 'main.txt'), 'm\n');
    git(dir, ['add', 'main.txt']);
    git(dir, ['commit', '-qm', 'main']);
    git(dir, ['merge', '-q', '--no-edit', 'side']);
    expect(git(dir, ['log', '-1', '--format=%P']).trim().split(' ')).toHaveLength(2);
    expect(agents(dir)).toBe('alice');
    // a squash: the squashed commits' own (indented) trailers are not the squash commit's
    git(dir, ['checkout', '-qb', 'sq', 'HEAD~1']);
    git(dir, ['merge', '-q', '--squash', 'side']);
    git(dir, ['commit', '-q', '--no-edit']);
    expect(agents(dir)).toBe('alice');
  });

  it('names HANDOVER_AGENT when it is set (agents sharing one checkout), so check --range agrees with the pre-commit check', () => {
    const dir = setup();
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const sync = readFileSync(join(dir, 'SYNC.md'), 'utf8');
    writeFileSync(join(dir, 'SYNC.md'), `${sync}\n## bob\n\n- Current focus: x\n- Blocked on: —\n- Next action: y\n`);
    const bob = { ...process.env, HANDOVER_AGENT: 'bob', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
    execFileSync('git', ['commit', '-qam', 'bob writes his section'], { cwd: dir, env: bob });
    expect(agents(dir)).toBe('bob');
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir })).toMatchObject({ code: 0 });
    execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'alice again'], { cwd: dir });
    expect(agents(dir)).toBe('alice');
  });

  it('adds nothing without a valid handover.agent, and keeps a hook that was there before (chained)', () => {
    const dir = makeRepo([{ files: { 'README.md': 'x\n' }, message: 'seed' }]);
    dirs.push(dir);
    writeFileSync(join(dir, '.git/hooks/prepare-commit-msg'), '#!/bin/sh\necho "user hook" >> "$1"\n');
    chmodSync(join(dir, '.git/hooks/prepare-commit-msg'), 0o755);
    const r = runCli(['init', '--role', 'commons', '--agent', 'alice'], { cwd: dir });
    expect(r.stdout).toMatch(/chained\s+\.git\/hooks\/prepare-commit-msg/);
    expect(readFileSync(join(dir, '.git/hooks/prepare-commit-msg.handover-chained'), 'utf8')).toContain('user hook');
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'one']);
    expect(git(dir, ['log', '-1', '--format=%B'])).toBe('one\nuser hook\n\nHandover-Agent: alice\n\n');
    git(dir, ['config', 'handover.agent', '--bad']);
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'two']);
    expect(agents(dir)).toBe('');
    git(dir, ['config', '--unset', 'handover.agent']);
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'three']);
    expect(agents(dir)).toBe('');
    expect(runCli(['init', '--role', 'commons', '--agent', 'alice'], { cwd: dir }).stdout).toMatch(
      /kept\s+\.git\/hooks\/prepare-commit-msg/,
    );
  });
});
