import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeWithTool } from '../helpers/tools.js';
import { parse as parseYaml } from 'yaml';
import { CLI, runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

// The real hook managers: husky and lefthook from this package's devDependencies (pinned; lefthook's
// npm package ships its binary), Debian's pre-commit when installed. Each test: the user's own hook is
// set up the manager's way, `handover init` adds the check to the manager's tracked config, the
// manager's own install runs again, then a clean commit passes (the user's hook still runs) and a
// forbidden one is rejected.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'node_modules/.bin');
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
const APPEND = `${LOG}\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n`;
const ENV = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Lab',
  GIT_AUTHOR_EMAIL: 'lab@example.org',
  GIT_COMMITTER_NAME: 'Lab',
  GIT_COMMITTER_EMAIL: 'lab@example.org',
  NO_COLOR: '1',
};

/** Runs a program as a user would in the repo (PATH has this package's devDependency binaries, not handover). */
function run(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...ENV, PATH: `${BIN}${delimiter}${process.env.PATH}`, HANDOVER_AGENT: undefined, ...env },
  });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

/** Runs a program that must succeed; on failure the test shows what it printed. */
function runOk(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}): string {
  const r = run(cwd, cmd, args, env);
  expect(r.code, `${cmd} ${args.join(' ')}:\n${r.out}`).toBe(0);
  return r.out;
}

/** A repo with a committed log and config, plus `files`. */
function repo(files: Record<string, string>): string {
  const dir = makeRepo([
    { files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n', ...files }, message: 'seed' },
  ]);
  return dir;
}

/** A clean append commits (the user's hook runs, writing .user-hook-ran); an edit of entry 1 is rejected. */
function expectGuarded(dir: string) {
  rmSync(join(dir, '.user-hook-ran'), { force: true });
  writeFileSync(join(dir, 'HANDOVER.md'), APPEND);
  git(dir, ['add', 'HANDOVER.md']);
  const ok = run(dir, 'git', ['commit', '-qm', 'append']);
  expect(ok.code, ok.out).toBe(0);
  expect(ok.out).not.toMatch(/handover:|error {2}/);
  expect(existsSync(join(dir, '.user-hook-ran')), "the user's own hook ran").toBe(true);
  writeFileSync(join(dir, 'HANDOVER.md'), APPEND.replace('First.', 'Rewritten.'));
  git(dir, ['add', 'HANDOVER.md']);
  const bad = run(dir, 'git', ['commit', '-qm', 'rewrite']);
  expect(bad.code).not.toBe(0);
  expect(bad.out).toContain('handover/append-only');
  expect(git(dir, ['log', '--format=%s']).split('\n')[0]).toBe('append');
}

/**
 * Every commit names the clone's agent (SPEC §3): the manager runs handover's prepare-commit-msg lines, which add
 * `Handover-Agent: lab` from git config handover.agent, once (a message that already names one keeps it).
 */
function expectTrailer(dir: string, env: Record<string, string> = {}) {
  git(dir, ['checkout', 'HEAD', '--', 'HANDOVER.md']); // drop the rejected rewrite expectGuarded left staged
  const trailers = () =>
    git(dir, ['log', '-1', '--format=%(trailers:key=Handover-Agent,valueonly,separator=%x2c)']).trim();
  const plain = run(dir, 'git', ['commit', '-q', '--allow-empty', '-m', 'plain'], env);
  expect(plain.code, plain.out).toBe(0);
  expect(trailers()).toBe('lab');
  const named = run(dir, 'git', ['commit', '-q', '--allow-empty', '-m', 'named\n\nHandover-Agent: lab'], env);
  expect(named.code, named.out).toBe(0);
  expect(trailers()).toBe('lab');
}

/** Tracked files hold no path of this machine (the CLI, node, the temp repo). */
function expectPortable(dir: string, files: string[]) {
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    expect(text).not.toContain(CLI);
    expect(text).not.toContain(process.execPath);
    expect(text).not.toContain(dir);
    expect(text).not.toContain('node_modules');
  }
}

const init = (dir: string) => runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir });
const USER_HOOK = 'echo ran > .user-hook-ran\n';

describe('init with husky 9', () => {
  it('adds the check to .husky/pre-commit, which npm install keeps; the user hook still runs; a forbidden commit is rejected', () => {
    // husky as this package pins it, packed from its devDependency into a tarball the app installs offline, with
    // an npm cache of this test's own (no registry, no cache shared with other tests running at the same time).
    const npm = { npm_config_cache: join(tempDir('handover-npm-cache-'), 'cache') };
    const packs = tempDir('handover-husky-');
    const husky = JSON.parse(
      runOk(packs, 'npm', ['pack', '--json', '--ignore-scripts', join(ROOT, 'node_modules/husky')], npm),
    ) as { filename: string }[];
    const dir = repo({
      'package.json': JSON.stringify(
        {
          name: 'app',
          private: true,
          scripts: { prepare: 'husky' },
          devDependencies: { husky: `file:${join(packs, husky[0].filename)}` },
        },
        null,
        2,
      ),
      '.husky/pre-commit': USER_HOOK,
    });
    runOk(dir, 'npm', ['install', '--no-audit', '--no-fund', '--offline'], npm); // runs prepare: husky
    expect(git(dir, ['config', 'core.hooksPath']).trim()).toBe('.husky/_');
    const r = init(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/extended\s+\.husky\/pre-commit/);
    expect(existsSync(join(dir, '.git/hooks/pre-commit'))).toBe(false);
    const hook = readFileSync(join(dir, '.husky/pre-commit'), 'utf8');
    expect(hook).toContain('check --staged');
    expect(hook.endsWith(USER_HOOK)).toBe(true);
    expectPortable(dir, ['.husky/pre-commit']);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'join', '--no-verify']);
    rmSync(join(dir, '.husky/_'), { recursive: true, force: true });
    runOk(dir, 'npm', ['install', '--no-audit', '--no-fund', '--offline'], npm); // husky regenerates .husky/_
    expectGuarded(dir);
    expectTrailer(dir);
    expectPortable(dir, ['.husky/prepare-commit-msg']);
    expect(init(dir).stdout).toMatch(/kept\s+\.husky\/pre-commit/);
  });
});

describe('init with lefthook 2', () => {
  it('adds a handover job to lefthook.yml, which lefthook install keeps; the user job still runs; a forbidden commit is rejected', () => {
    const config = '# our hooks\npre-commit:\n  jobs:\n    - name: user\n      run: echo ran > .user-hook-ran\n';
    const dir = repo({ 'lefthook.yml': config });
    runOk(dir, 'lefthook', ['install']);
    const r = init(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/extended\s+lefthook\.yml/);
    const text = readFileSync(join(dir, 'lefthook.yml'), 'utf8');
    expect(text).toContain('# our hooks');
    const jobs = (parseYaml(text) as { 'pre-commit': { jobs: { name: string; run: string }[] } })['pre-commit'].jobs;
    expect(jobs.map((j) => j.name)).toEqual(['handover', 'user']);
    expect(
      (parseYaml(text) as { 'prepare-commit-msg': { jobs: { name: string }[] } })['prepare-commit-msg'].jobs[0].name,
    ).toBe('handover-trailer');
    expectPortable(dir, ['lefthook.yml']);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'join', '--no-verify']);
    runOk(dir, 'lefthook', ['install']);
    expectGuarded(dir);
    expectTrailer(dir);
    expect(init(dir).stdout).toMatch(/kept\s+lefthook\.yml/);
    expect(readFileSync(join(dir, 'lefthook.yml'), 'utf8')).toBe(text);
  });

  it('adds a command where the config uses commands, and creates pre-commit when there is none', () => {
    const dir = repo({ 'lefthook.yml': 'pre-push:\n  commands:\n    test:\n      run: "true"\n' });
    expect(init(dir).code).toBe(0);
    const cfg = parseYaml(readFileSync(join(dir, 'lefthook.yml'), 'utf8')) as Record<
      string,
      { jobs?: { name: string; run: string }[] }
    >;
    expect(cfg['pre-push']).toEqual({ commands: { test: { run: 'true' } } });
    expect(cfg['pre-commit'].jobs![0].name).toBe('handover');
    const cmds = repo({
      'lefthook.yml': 'pre-commit:\n  commands:\n    user:\n      run: echo ran > .user-hook-ran\n',
    });
    expect(init(cmds).code).toBe(0);
    const c = parseYaml(readFileSync(join(cmds, 'lefthook.yml'), 'utf8')) as {
      'pre-commit': { commands: Record<string, { run: string }> };
    };
    expect(Object.keys(c['pre-commit'].commands)).toEqual(['user', 'handover']);
    git(cmds, ['add', '-A']);
    git(cmds, ['commit', '-qm', 'join', '--no-verify']);
    runOk(cmds, 'lefthook', ['install']);
    expectGuarded(cmds);
    expectTrailer(cmds);
  });

  it('says exactly what to add when the config is not YAML it can edit', () => {
    const dir = repo({ 'lefthook.toml': '[pre-commit]\n' });
    const r = init(dir);
    expect(r.stdout).toMatch(/skipped\s+lefthook\.toml/);
    expect(r.stdout).toContain('check --staged');
  });
});

describe('init with a tracked core.hooksPath', () => {
  it("extends the team's committed hook in place (no rename, no machine path)", () => {
    const dir = repo({ '.githooks/pre-commit': `#!/bin/sh\n${USER_HOOK}` });
    chmodSync(join(dir, '.githooks/pre-commit'), 0o755);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'hooks', '--no-verify']);
    git(dir, ['config', 'core.hooksPath', '.githooks']);
    const r = init(dir);
    expect(r.stdout).toMatch(/extended\s+\.githooks\/pre-commit/);
    expect(existsSync(join(dir, '.githooks/pre-commit.handover-chained'))).toBe(false);
    const hook = readFileSync(join(dir, '.githooks/pre-commit'), 'utf8');
    expect(hook.startsWith('#!/bin/sh\n# handover:begin')).toBe(true);
    expect(hook.endsWith(USER_HOOK)).toBe(true);
    expectPortable(dir, ['.githooks/pre-commit', '.githooks/prepare-commit-msg']);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'join', '--no-verify']);
    expectGuarded(dir);
    expectTrailer(dir);
  });
});

describe('init with simple-git-hooks', () => {
  it("puts the check first in package.json's pre-commit command, and the command guards", () => {
    const pkg = { name: 'app', private: true, 'simple-git-hooks': { 'pre-commit': USER_HOOK.trim() } };
    const dir = repo({ 'package.json': `${JSON.stringify(pkg, null, 4)}\n` });
    const r = init(dir);
    expect(r.stdout).toMatch(/extended\s+package\.json \(simple-git-hooks\)/);
    const text = readFileSync(join(dir, 'package.json'), 'utf8');
    expect(text).toMatch(/^ {4}"name"/m);
    const command = (JSON.parse(text) as { 'simple-git-hooks': { 'pre-commit': string } })['simple-git-hooks'][
      'pre-commit'
    ];
    expect(command.endsWith(`\n${USER_HOOK.trim()}`)).toBe(true);
    expectPortable(dir, ['package.json']);
    // What simple-git-hooks writes into .git/hooks/pre-commit: `#!/bin/sh` and the command.
    mkdirSync(join(dir, '.git/hooks'), { recursive: true });
    writeFileSync(join(dir, '.git/hooks/pre-commit'), `#!/bin/sh\n${command}\n`, { mode: 0o755 });
    const hooks = (
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { 'simple-git-hooks': Record<string, string> }
    )['simple-git-hooks'];
    writeFileSync(join(dir, '.git/hooks/prepare-commit-msg'), `#!/bin/sh\n${hooks['prepare-commit-msg']}\n`, {
      mode: 0o755,
    });
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'join', '--no-verify']);
    expectGuarded(dir);
    expectTrailer(dir);
  });
});

const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
describeWithTool(
  preCommit.status !== 0 ? 'pre-commit is not installed (Debian: apt-get install pre-commit)' : null,
  `init with the pre-commit framework (${preCommit.stdout?.trim() || 'pre-commit is not installed: apt-get install pre-commit'})`,
  () => {
    it('adds a repo: local hook that runs the launcher; pre-commit install; a forbidden commit is rejected', () => {
      const config =
        'repos:\n  - repo: local\n    hooks:\n      - id: user\n        name: user\n        entry: sh -c "echo ran > .user-hook-ran"\n        language: system\n        pass_filenames: false\n        always_run: true\n';
      const dir = repo({ '.pre-commit-config.yaml': config });
      const r = init(dir);
      expect(r.stdout).toMatch(/extended\s+\.pre-commit-config\.yaml/);
      expect(existsSync(join(dir, '.git/hooks/pre-commit'))).toBe(false);
      expectPortable(dir, ['.pre-commit-config.yaml']);
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-qm', 'join', '--no-verify']);
      const home = join(dir, '.git', 'pre-commit-home');
      runOk(dir, 'pre-commit', ['install'], { PRE_COMMIT_HOME: home });
      rmSync(join(dir, '.user-hook-ran'), { force: true });
      writeFileSync(join(dir, 'HANDOVER.md'), APPEND);
      git(dir, ['add', 'HANDOVER.md']);
      const ok = run(dir, 'git', ['commit', '-qm', 'append'], { PRE_COMMIT_HOME: home });
      expect(ok.code, ok.out).toBe(0);
      expect(existsSync(join(dir, '.user-hook-ran'))).toBe(true);
      writeFileSync(join(dir, 'HANDOVER.md'), APPEND.replace('First.', 'Rewritten.'));
      git(dir, ['add', 'HANDOVER.md']);
      const bad = run(dir, 'git', ['commit', '-qm', 'rewrite'], { PRE_COMMIT_HOME: home });
      expect(bad.code).not.toBe(0);
      expect(bad.out).toContain('handover/append-only');
      expectTrailer(dir, { PRE_COMMIT_HOME: home });
      expect(existsSync(join(dir, '.git/hooks/prepare-commit-msg'))).toBe(true);
      expect(init(dir).stdout).toMatch(/kept\s+\.pre-commit-config\.yaml/);
    }, 60_000);
  },
);
