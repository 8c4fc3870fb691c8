import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, tempDir } from '../helpers/repo.js';
import { installHook } from '../helpers/server.js';

// The README's newcomer path (issue 20), with no identity step of the user's own: init an upstream, two
// consumers and a commons whose bare server runs `check --pre-receive`; each consumer clones the commons and runs
// plain `handover init --agent NAME` there; an ordinary `git commit` of its SYNC.md section; `git push`; then the
// workflow's `check --range` over the pushed range. Every commit names its agent through init's
// prepare-commit-msg hook, so both the server and the range check pass; a commit that names no agent still fails
// with the sentence that says how to fix it.
const top = tempDir('handover-newcomer-');
afterAll(() => rmSync(top, { recursive: true, force: true }));

/** git as a person runs it: their own name and email (mapped to no agent), no global config. */
function user(dir: string, args: string[], name: string) {
  const r = spawnSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: `${name}@laptop.example`,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: `${name}@laptop.example`,
    },
  });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

function ok(r: { code: number; out?: string; stdout?: string; stderr?: string }) {
  expect(r.code, r.out ?? `${r.stdout}${r.stderr}`).toBe(0);
}

function initRepo(name: string, args: string[]): string {
  const dir = join(top, name);
  git(top, ['init', '-q', '-b', 'main', dir]);
  ok(runCli(['init', ...args], { cwd: dir }));
  ok(user(dir, ['add', '-A'], name));
  ok(user(dir, ['commit', '-q', '-m', `${name}: handover init`], name));
  return dir;
}

describe("the README's newcomer path passes with no manual identity step", () => {
  it('init → ordinary git commit → push to a server with the hook → the workflow check --range', () => {
    initRepo('lab', ['--role', 'upstream', '--agent', 'lab']);
    const commons = initRepo('commons', ['--role', 'commons', '--agent', 'commons']);
    expect(
      user(commons, ['log', '-1', '--format=%(trailers:key=Handover-Agent,valueonly)'], 'commons').out.trim(),
    ).toBe('commons');
    const server = join(top, 'commons.git');
    ok(user(top, ['clone', '-q', '--bare', commons, server], 'admin'));
    installHook(server);

    for (const agent of ['alice', 'bob']) {
      initRepo(agent, ['--role', 'downstream', '--agent', agent, '--upstream', 'lab=../lab']);
      const clone = join(top, `${agent}-commons`);
      ok(user(top, ['clone', '-q', server, clone], agent));
      ok(runCli(['init', '--agent', agent], { cwd: clone })); // a fresh clone of the commons: the clone-local parts
      ok(runCli(['sync', 'set', '--focus', `${agent} starts`, '--next', 'Read lab'], { cwd: clone }));
      expect(readFileSync(join(clone, 'SYNC.md'), 'utf8')).toContain(`## ${agent}`);
      const old = user(clone, ['rev-parse', 'HEAD'], agent).out.trim();
      ok(user(clone, ['commit', '-q', '-m', `${agent} joins`, '--', 'SYNC.md'], agent)); // an ordinary commit
      ok(user(clone, ['pull', '-q', '--rebase'], agent));
      const pushed = user(clone, ['push', 'origin', 'HEAD:main'], agent);
      ok(pushed);
      expect(pushed.out).not.toContain('rejected');
      // what the workflow init wrote runs on the pull request: check --range over what was pushed
      const head = user(clone, ['rev-parse', 'HEAD'], agent).out.trim();
      const range = runCli(['check', '--range', `${old}..${head}`], { cwd: clone });
      expect(range.code, `${range.stdout}${range.stderr}`).toBe(0);
    }

    // a commit that names no agent and maps no email still fails, with the sentence that says how to fix it
    const clone = join(top, 'alice-commons');
    ok(user(clone, ['pull', '-q'], 'alice'));
    const base = user(clone, ['rev-parse', 'HEAD'], 'alice').out.trim();
    writeFileSync(
      join(clone, 'SYNC.md'),
      readFileSync(join(clone, 'SYNC.md'), 'utf8').replace('alice starts', 'alice reads'),
    );
    ok(user(clone, ['-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'no trailer', '--', 'SYNC.md'], 'alice'));
    const none = runCli(['check', '--range', `${base}..HEAD`], { cwd: clone });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('names no agent: add a "Handover-Agent: NAME" trailer');
    const refused = user(clone, ['push', 'origin', 'HEAD:main'], 'alice');
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('names no agent');
  });
});
