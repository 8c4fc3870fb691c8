import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithTool } from '../helpers/tools.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

// Installs from git with the real clients (SPEC §9: the repository carries its build). Slow (npm and
// the pre-commit framework each install the package), so they run with `npm run test:hosts`
// (HANDOVER_HOST_TESTS=1), not in `npm test`. They install the last commit of this checkout: commit first.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const enabled = process.env.HANDOVER_HOST_TESTS === '1';
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
const ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Lab',
  GIT_AUTHOR_EMAIL: 'lab@example.org',
  GIT_COMMITTER_NAME: 'Lab',
  GIT_COMMITTER_EMAIL: 'lab@example.org',
  NO_COLOR: '1',
  HANDOVER_AGENT: undefined,
};
for (const k of Object.keys(ENV))
  if (/^npm_(lifecycle|package|config)_/i.test(k)) delete (ENV as Record<string, unknown>)[k];

let tmp = '';
let clone = '';
let sha = '';
beforeAll(() => {
  if (!enabled) return;
  tmp = tempDir('handover-hosts-');
  clone = join(tmp, 'handover.git');
  // A file:// clone of this repository's HEAD, as a user's `repo:` or `git+URL` would reach it.
  git(tmp, ['clone', '-q', '--bare', ROOT, clone]);
  sha = git(clone, ['rev-parse', 'HEAD']).trim();
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

function run(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...ENV, ...env } });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

describe.skipIf(!enabled)('npm install -g git+file://… (run with npm run test:hosts)', () => {
  it('installs a working handover into an empty prefix: no build tools, no devDependencies', () => {
    const prefix = join(tmp, 'prefix');
    const r = run(tmp, 'npm', [
      'install',
      '-g',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      `git+file://${clone}#${sha}`,
    ]);
    expect(r.code, r.out).toBe(0);
    const bin = join(prefix, 'bin/handover');
    expect(run(tmp, bin, ['--version']).out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const dir = makeRepo([{ files: { 'HANDOVER.md': `${LOG}\n## 3 · 2026-11-29T11:00:00Z\n\nGap.\n` } }]);
    const lint = run(dir, bin, ['lint']);
    expect(lint.code).toBe(1);
    expect(lint.out).toContain('handover/sequence');
    const init = run(dir, bin, ['init', '--role', 'upstream', '--agent', 'lab']);
    expect(init.code, init.out).toBe(0);
    // The runtime packages are in the bundle: npm fetched only the declarations' @types.
    const modules = join(prefix, 'lib/node_modules/handover/node_modules');
    for (const name of ['unified', 'yaml', 'simple-git', 'cosmiconfig', 'typescript', 'esbuild'])
      expect(existsSync(join(modules, name)), name).toBe(false);
  }, 300_000);
});

const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
(enabled ? describeWithTool : (_: unknown, title: string, body: () => void) => describe.skip(title, body))(
  preCommit.status !== 0 ? 'pre-commit is not installed (Debian: apt-get install pre-commit)' : null,
  `the pre-commit framework from repo: <url> (${preCommit.stdout?.trim() || 'not installed: apt-get install pre-commit'}; npm run test:hosts)`,
  () => {
    it('installs the hooks of .pre-commit-hooks.yaml from a file:// clone and rejects a forbidden commit', () => {
      const dir = makeRepo([
        {
          files: {
            'HANDOVER.md': LOG,
            '.handoverrc.yaml': 'agent: lab\n',
            '.pre-commit-config.yaml': `repos:\n  - repo: file://${clone}\n    rev: ${sha}\n    hooks:\n      - id: handover-check\n      - id: handover-lint\n`,
          },
        },
      ]);
      const home = { PRE_COMMIT_HOME: join(tmp, 'pre-commit-home') };
      mkdirSync(home.PRE_COMMIT_HOME, { recursive: true });
      const install = run(dir, 'pre-commit', ['install', '--install-hooks'], home);
      expect(install.code, install.out).toBe(0);
      writeFileSync(join(dir, 'HANDOVER.md'), `${LOG}\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n`);
      git(dir, ['add', '-A']);
      const ok = run(dir, 'git', ['commit', '-qm', 'append'], home);
      expect(ok.code, ok.out).toBe(0);
      writeFileSync(
        join(dir, 'HANDOVER.md'),
        `${LOG.replace('First.', 'Rewritten.')}\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n`,
      );
      git(dir, ['add', '-A']);
      const bad = run(dir, 'git', ['commit', '-qm', 'rewrite'], home);
      expect(bad.code).not.toBe(0);
      expect(bad.out).toContain('handover/append-only');
      expect(git(dir, ['log', '--format=%s']).split('\n')[0]).toBe('append');
    }, 600_000);
  },
);
