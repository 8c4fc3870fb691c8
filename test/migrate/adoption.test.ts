import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/** A legacy log in three shapes at once: a `## Queue` of `###` entries, date-only headings, a prose section. */
const LEGACY = `# Lab handover

Notes for whoever reads this.

## Queue

### 2026-02-20 — Dataset v2 ready

Dataset in data/v2.

## 2026-02-15 — Kickoff

We started.

## [2026-02-18] lab: baseline numbers

Baseline is 0.71.

## Conventions

Prose about conventions.
`;

/** Commits through the real hooks (no --no-verify): the pre-commit hook runs handover check --staged. */
function commitAll(dir: string, message: string, ...extra: string[]): { code: number; out: string } {
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.org',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.org',
    NO_COLOR: '1',
  };
  delete env.HANDOVER_AGENT;
  const r = spawnSync('git', ['commit', '-q', '-a', '-m', message, ...extra], { cwd: dir, env, encoding: 'utf8' });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

describe('adopting handover in a repo that already has a legacy HANDOVER.md', () => {
  it('init reports it, migrate --write converts it, the Handover-Migrate commit passes --staged and --range; later appends pass, rewrites fail', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LEGACY, 'src/a.ts': 'a\n' }, message: 'legacy log' }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();

    const init = runCli(['init', '--agent', 'lab', '--role', 'upstream', '--format', 'json'], { cwd: dir });
    expect(init.code).toBe(0);
    const state = (
      JSON.parse(init.stdout) as { files: { path: string; state: string; problems: number; fix?: string }[] }
    ).files;
    expect(state).toEqual([
      expect.objectContaining({
        path: 'HANDOVER.md',
        state: 'problems',
        problems: expect.any(Number),
        fix: 'handover migrate --write HANDOVER.md',
      }),
    ]);
    expect(state[0].problems).toBeGreaterThan(0);
    git(dir, ['add', '-A']);
    expect(commitAll(dir, 'Join the handover protocol').code).toBe(0);

    const migrated = runCli(['migrate', '--write', '--preamble', 'Conventions'], { cwd: dir });
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain(
      'HANDOVER.md: 3 entries numbered 1–3, sorted by their dates; "## Queue" dissolved into the entries; 1 section kept in the preamble',
    );
    expect(migrated.stdout).toContain('line 11: "## 2026-02-15 — Kickoff" -> "## 1 · 2026-02-15T00:00:00Z · Kickoff"');
    expect(migrated.stdout).toContain('\n  Handover-Migrate: legacy -> handover\n');
    const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(text).toMatch(
      /^# Handover: lab\n\nLab handover\n\nNotes for whoever reads this\.\n\nFrom the "Queue" section \(migrated by handover migrate\): entry 3\.\n\n### Conventions\n\nProse about conventions\.\n\n## 1 · 2026-02-15T00:00:00Z · Kickoff\n/,
    );
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    const again = runCli(['init'], { cwd: dir });
    expect(again.stdout).toContain('\nprotocol files:\n  HANDOVER.md  clean\n');

    // The real pre-commit hook (check --staged) sees the exact migration and lets it through, naming the trailer.
    const c = commitAll(
      dir,
      'Migrate HANDOVER.md',
      '--trailer',
      'Handover-Migrate: legacy -> handover',
      '--trailer',
      'Handover-Agent: lab',
    );
    expect(c.code).toBe(0);
    expect(c.out).toContain('is exactly the migration of the committed version (legacy -> handover)');
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir })).toMatchObject({ code: 0 });

    // A normal append afterwards passes both checks.
    expect(runCli(['append', 'Run 4 done.'], { cwd: dir }).code).toBe(0);
    expect(commitAll(dir, 'append', '--trailer', 'Handover-Agent: lab').code).toBe(0);
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir }).code).toBe(0);

    // Rewriting a migrated entry is an ordinary violation: the hook refuses it, and so does the range check.
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      readFileSync(join(dir, 'HANDOVER.md'), 'utf8').replace('Baseline is 0.71.', 'Baseline is 0.72.'),
    );
    const bad = commitAll(dir, 'fix the baseline');
    expect(bad.code).not.toBe(0);
    expect(bad.out).toContain('handover/append-only');
    git(dir, ['commit', '-q', '-a', '--no-verify', '-m', 'fix the baseline', '--trailer', 'Handover-Agent: lab']);
    const range = runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(range.code).toBe(1);
    expect(range.stdout).toMatch(
      /Entry 2 \(line \d+ before\) was changed .*\[[0-9a-f]{7} fix the baseline\]\s+handover\/append-only/,
    );
  });

  it('a Handover-Migrate commit whose file is not exactly the migration fails, and says where it differs', () => {
    const dir = makeRepo([
      { files: { 'HANDOVER.md': LEGACY, '.handoverrc.yaml': 'agent: lab\n' }, message: 'legacy log' },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    expect(runCli(['migrate', '--write'], { cwd: dir }).code).toBe(0);
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      readFileSync(join(dir, 'HANDOVER.md'), 'utf8').replace('We started.', 'We started early.'),
    );
    git(dir, [
      'commit',
      '-q',
      '-a',
      '-m',
      'Migrate',
      '--trailer',
      'Handover-Migrate: legacy -> handover',
      '--trailer',
      'Handover-Agent: lab',
    ]);
    const r = runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('handover/append-only');
    expect(r.stdout).toMatch(
      /The commit carries "Handover-Migrate: legacy -> handover", but the new HANDOVER\.md is not exactly the migration of the old one: at line \d+ the migration has "We started\." but the file has "We started early\."; so the normal rules apply/,
    );
  });

  it('the exact migration by an agent who is not the log’s writer is judged as an ordinary edit', () => {
    const dir = makeRepo([
      {
        files: {
          'HANDOVER.md': LEGACY.replace('# Lab handover', '# Handover: lab'),
          '.handoverrc.yaml': 'agent: lab\n',
        },
        message: 'legacy log',
      },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    expect(runCli(['migrate', '--write'], { cwd: dir }).code).toBe(0);
    git(dir, [
      'commit',
      '-q',
      '-a',
      '-m',
      'Migrate',
      '--trailer',
      'Handover-Migrate: legacy -> handover',
      '--trailer',
      'Handover-Agent: bob',
    ]);
    const r = runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('but bob may not migrate it (a log is migrated by its writer');
  });

  it('migrate without --write prints the result and writes nothing; a migration it cannot make is refused in one sentence', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LEGACY, '.handoverrc.yaml': 'agent: lab\n' } }]);
    const r = runCli(['migrate', 'HANDOVER.md'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# Handover: lab\n/);
    expect(r.stderr).toMatch(/^HANDOVER\.md: 4 entries numbered 1–4/);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(LEGACY);
    const cmap = runCli(['migrate', '--from', 'cmap', '--to', 'cmap'], { cwd: dir });
    expect(cmap).toMatchObject({ code: 2, stdout: '' });
    expect(cmap.stderr).toMatch(
      /^handover: HANDOVER\.md: the file is read and written in the cmap dialect already; name another --to\.\n$/,
    );
    expect(runCli(['migrate', '--order', 'sideways'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: 'handover: --order must be keep, reverse or date, not "sideways".\n',
    });
    expect(runCli(['migrate', '../elsewhere.md'], { cwd: dir }).stderr).toContain('is outside the repository');
    // A symlink in the protocol file's place is refused, never followed, never written through.
    const outside = join(tempDir(), 'HANDOVER.md');
    writeFileSync(outside, LEGACY);
    rmSync(join(dir, 'HANDOVER.md'));
    symlinkSync(outside, join(dir, 'HANDOVER.md'));
    const link = runCli(['migrate', '--write'], { cwd: dir });
    expect(link.code).toBe(2);
    expect(link.stderr).toMatch(/symbolic link/);
    expect(readFileSync(outside, 'utf8')).toBe(LEGACY);
  });
});

describe('migrate --preamble with no file named', () => {
  it('migrates the handover log alone, not SYNC.md beside it (which the option does not apply to)', () => {
    const sync = '# Sync\n\n## lab\n\n- Current focus: a\n- Blocked on: —\n- Next action: b\n';
    const dir = makeRepo([{ files: { 'HANDOVER.md': LEGACY, 'SYNC.md': sync, '.handoverrc.yaml': 'agent: lab\n' } }]);
    const r = runCli(['migrate', '--write', '--preamble', 'Conventions'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 section kept in the preamble');
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toBe(sync);
  });
});

describe('migrate right after init', () => {
  it('a bare migrate on the files init just wrote (an empty registry among them) exits 0 and changes nothing', () => {
    const dir = makeRepo([{ files: { 'README.md': 'x\n' } }]);
    expect(runCli(['init', '--role', 'commons', '--agent', 'alice'], { cwd: dir }).code).toBe(0);
    const before = readFileSync(join(dir, 'PROJECT_REGISTRY.md'), 'utf8');
    const r = runCli(['migrate'], { cwd: dir });
    expect(r.stderr).toMatch(/PROJECT_REGISTRY\.md: already in handover form; nothing to change/);
    expect(r.code).toBe(0);
    expect(runCli(['migrate', '--write'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, 'PROJECT_REGISTRY.md'), 'utf8')).toBe(before);
  });
});
