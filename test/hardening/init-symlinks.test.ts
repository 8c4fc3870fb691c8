import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * A cloned repo can hold the folders init writes into (.github, .claude, .husky, …) as symbolic links to the
 * user's own folders; `.git/hooks` can be one too. init refuses before writing anything (exit 2, one sentence
 * naming the link), and what the links point at is left as it was.
 */
function outsideDir(): string {
  const d = tempDir('handover-outside-');
  writeFileSync(join(d, 'keep.txt'), 'mine\n');
  return d;
}

const snapshot = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

function expectRefused(dir: string, args: string[], link: string, out: string): void {
  const before = snapshot(out);
  const status = git(dir, ['status', '--porcelain', '--ignored']);
  const r = runCli(['init', '--role', 'upstream', '--agent', 'lab', ...args], { cwd: dir });
  expect({ code: r.code, stderr: r.stderr }).toEqual({
    code: 2,
    stderr: expect.stringContaining(`${link} is a symbolic link to `),
  });
  expect(r.stderr).toMatch(/outside the repository.*nothing was written/);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stdout).toBe('');
  expect(snapshot(out)).toEqual(before);
  expect(git(dir, ['status', '--porcelain', '--ignored'])).toBe(status);
  expect(existsSync(join(dir, 'HANDOVER.md'))).toBe(false);
  expect(existsSync(join(dir, '.git', 'handover', 'bin', 'handover'))).toBe(false);
}

describe('init refuses to write through a symlink that leads out of the repository', () => {
  it('.github as a link to a folder outside', () => {
    const out = outsideDir();
    const dir = makeRepo();
    symlinkSync(out, join(dir, '.github'));
    expectRefused(dir, [], '.github', out);
  });

  it('.github/workflows as a link, and the workflow file itself as a link', () => {
    const out = outsideDir();
    const dir = makeRepo([{ files: { '.github/dependabot.yml': 'version: 2\n' } }]);
    symlinkSync(out, join(dir, '.github', 'workflows'));
    expectRefused(dir, [], '.github/workflows', out);

    const out2 = outsideDir();
    const dir2 = makeRepo([{ files: { '.github/workflows/ci.yml': 'on: push\n' } }]);
    symlinkSync(join(out2, 'handover.yml'), join(dir2, '.github', 'workflows', 'handover.yml'));
    expectRefused(dir2, [], '.github/workflows/handover.yml', out2);
  });

  it('.claude as a link, .claude/settings.json as a link, and a dangling .claude link', () => {
    const out = outsideDir();
    const dir = makeRepo();
    symlinkSync(out, join(dir, '.claude'));
    expectRefused(dir, [], '.claude', out);

    const out2 = outsideDir();
    writeFileSync(join(out2, 'settings.json'), '{}\n');
    const dir2 = makeRepo([{ files: { '.claude/agents/x.md': 'x\n' } }]);
    symlinkSync(join(out2, 'settings.json'), join(dir2, '.claude', 'settings.json'));
    expectRefused(dir2, [], '.claude/settings.json', out2);
    expect(readFileSync(join(out2, 'settings.json'), 'utf8')).toBe('{}\n');

    const dir3 = makeRepo();
    const gone = join(tempDir('handover-outside-'), 'not-there');
    symlinkSync(gone, join(dir3, '.claude'));
    const r = runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir3 });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`.claude is a symbolic link to ${gone}, outside the repository`);
    expect(existsSync(gone)).toBe(false);
  });

  it('.husky as a link (husky in use)', () => {
    const out = outsideDir();
    const dir = makeRepo([{ files: { 'package.json': '{ "devDependencies": { "husky": "9.1.7" } }\n' } }]);
    symlinkSync(out, join(dir, '.husky'));
    expectRefused(dir, [], '.husky', out);
  });

  it('.git/hooks as a link', () => {
    const out = outsideDir();
    const dir = makeRepo();
    const hooks = join(dir, '.git', 'hooks');
    rmSync(hooks, { recursive: true });
    symlinkSync(out, hooks);
    expectRefused(dir, [], '.git/hooks', out);
  });

  it('--github: .github/CODEOWNERS as a link, and .github/rulesets as a link', () => {
    const out = outsideDir();
    writeFileSync(join(out, 'CODEOWNERS'), '* @me\n');
    const dir = makeRepo([{ files: { '.github/workflows/ci.yml': 'on: push\n' } }]);
    symlinkSync(join(out, 'CODEOWNERS'), join(dir, '.github', 'CODEOWNERS'));
    expectRefused(dir, ['--github'], '.github/CODEOWNERS', out);
    expect(readFileSync(join(out, 'CODEOWNERS'), 'utf8')).toBe('* @me\n');

    const out2 = outsideDir();
    const dir2 = makeRepo([{ files: { '.github/workflows/ci.yml': 'on: push\n' } }]);
    symlinkSync(out2, join(dir2, '.github', 'rulesets'));
    expectRefused(dir2, ['--github'], '.github/rulesets', out2);
    // without --github the rulesets folder is none of init's business
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir2 }).code).toBe(0);
    expect(snapshot(out2)).toEqual(['keep.txt']);
  });

  it('a link that stays inside the repository is its layout: followed, and init succeeds', () => {
    const dir = makeRepo([{ files: { 'ci/github/keep.txt': 'k\n', 'ci/claude/keep.txt': 'k\n' } }]);
    symlinkSync('ci/github', join(dir, '.github'));
    symlinkSync(join(dir, 'ci', 'claude'), join(dir, '.claude'));
    const r = runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(existsSync(join(dir, 'ci', 'github', 'workflows', 'handover.yml'))).toBe(true);
    expect(existsSync(join(dir, 'ci', 'claude', 'settings.json'))).toBe(true);
  });

  it('a charter folder given with --charter that leads outside is refused (a linked charter file is skipped: test/init/init.test.ts)', () => {
    const out = outsideDir();
    const dir = makeRepo();
    symlinkSync(out, join(dir, 'docs'));
    expectRefused(dir, ['--charter', 'docs/AGENTS.md'], 'docs', out);
  });
});
