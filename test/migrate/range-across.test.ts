import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 31: `check --range BASE..HEAD` across the commit where `migrate --write` rewrote the log and dropped the
// config's heading knobs. The migration is recognised by its content (the new log is exactly what migrate renders
// from the old one, made by someone who may migrate it), not by a trailer or an email; the commits after it are
// judged against the migrated version.

const lead = { name: 'lead', email: 'lead@example.org' };
const config =
  'agent: lead\nowner: lead\nagents:\n  lead:\n    emails: [lead@example.org]\n  other:\n    emails: [other@example.org]\n' +
  'log:\n  heading: date\n';
const dated = '# Handover: lead\n\n## 2026-03-01: First\n\nDid a.\n\n## 2026-03-02: Second\n\nDid b.\n';

/** init's config over a date log, two appends after BASE, then `migrate --write` in the working tree. */
function migrated(): { dir: string; base: string } {
  const dir = makeRepo([
    { files: { '.handoverrc.yaml': config, 'HANDOVER.md': dated }, message: 'start', author: lead },
  ]);
  const base = git(dir, ['rev-parse', 'HEAD']).trim();
  commit(dir, {
    files: { 'HANDOVER.md': `${dated}\n## 2026-03-03: Third\n\nDid c.\n` },
    message: 'third',
    author: lead,
  });
  const m = runCli(['migrate', '--write', 'HANDOVER.md'], { cwd: dir });
  expect(m.code).toBe(0);
  expect(m.stdout).toContain('Dropped log.heading from .handoverrc.yaml');
  return { dir, base };
}

/** Appends an entry as the tool writes it, in the config the working tree has, and commits it as lead. */
function append(dir: string, title: string): void {
  const a = runCli(['append', '--title', title, `Did ${title}.`], { cwd: dir });
  expect(a.code).toBe(0);
  commit(dir, { files: {}, message: title, author: lead });
}

const problems = (dir: string, range: string) => {
  const r = rangeCheck(dir, range);
  return { code: r.code, found: messagesOf(r.json).map((x) => `${x.ruleId}: ${x.message}`) };
};

describe('check --range across a migrate --write commit', () => {
  it('a migration committed with no trailer, then appends in the new form: BASE..HEAD passes', () => {
    const { dir, base } = migrated();
    commit(dir, { files: {}, message: 'migrate the log', author: lead });
    append(dir, 'Fourth');
    append(dir, 'Fifth');
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toMatch(/\n## 5 · \S+Z · Fifth\n/);
    const r = problems(dir, `${base}..HEAD`);
    expect(r.found.filter((m) => !m.startsWith('handover/time-order'))).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('a "migration" that also changes one entry\'s text fails, trailer or not', () => {
    for (const trailer of [[], ['--trailer', 'Handover-Migrate: legacy -> handover']]) {
      const { dir, base } = migrated();
      const path = join(dir, 'HANDOVER.md');
      writeFileSync(path, readFileSync(path, 'utf8').replace('Did b.', 'Did b, and more.'));
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-q', '-m', 'migrate the log', ...trailer, `--author=lead <lead@example.org>`]);
      append(dir, 'Fourth');
      const r = problems(dir, `${base}..HEAD`);
      expect(r.code).toBe(1);
      expect(r.found.some((m) => /^handover\/append-only: Entry "2026-03-02"/.test(m))).toBe(true);
    }
  });

  it('the migration by someone other than the config owner: the config change fails protocol/config-owner', () => {
    const { dir, base } = migrated();
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'migrate the log', '--author=other <other@example.org>']);
    const r = problems(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(r.found.some((m) => m.startsWith('protocol/config-owner'))).toBe(true);
  });
});

// Issue 31: a log none of whose sections states a time is migrated with the dates git gives (`migrate` takes each
// section's time from the commit that last wrote it, by git blame). check --range recognises that migration too: the
// range path blames the commit's parent and hands those dates to the recognition, so the writer's migration passes,
// and a "migration" that changes an entry's text or a date git never gave still fails.
describe('check --range across a migrate --write dated by git blame', () => {
  const undated = '# Handover: lead\n\n## Wrote the lexer\n\nIt works.\n\n## Started the parser\n\nHalf done.\n';
  const plainConfig =
    'agent: lead\nowner: lead\nagents:\n  lead:\n    emails: [lead@example.org]\n  other:\n' +
    '    emails: [other@example.org]\n';

  /** The undated log committed in two steps at known author times, then `migrate --write` in the working tree. */
  function blameMigrated(): { dir: string; base: string } {
    const dir = makeRepo([{ files: { '.handoverrc.yaml': plainConfig }, message: 'config', author: lead }]);
    const at = (text: string, when: string) => {
      writeFileSync(join(dir, 'HANDOVER.md'), text);
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-q', `--date=${when}`, '-m', `log at ${when}`, '--author=lead <lead@example.org>']);
    };
    at(undated, '2026-03-01T10:00:00Z');
    at(`${undated}\n## Finished the parser\n\nDone.\n`, '2026-03-02T11:00:00Z');
    // BASE is the log's last commit in the old shape: the range holds the migration and what follows it
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const m = runCli(['migrate', '--write', 'HANDOVER.md'], { cwd: dir });
    expect(m.code).toBe(0);
    const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(text).toContain('## 1 · 2026-03-01T10:00:00Z · Wrote the lexer\n');
    expect(text).toContain('## 3 · 2026-03-02T11:00:00Z · Finished the parser\n');
    return { dir, base };
  }
  const commitAs = (dir: string, who = 'lead') => {
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'migrate the log', `--author=${who} <${who}@example.org>`]);
  };

  it("the writer's migration, then an append in the new form: BASE..HEAD passes, trailer or not", () => {
    for (const trailer of [[], ['--trailer', 'Handover-Migrate: legacy -> handover']]) {
      const { dir, base } = blameMigrated();
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-q', '-m', 'migrate the log', ...trailer, '--author=lead <lead@example.org>']);
      append(dir, 'Fourth');
      const r = problems(dir, `${base}..HEAD`);
      expect(r.found.filter((m) => !m.startsWith('handover/time-order'))).toEqual([]);
      expect(r.code).toBe(0);
    }
  });

  it('a "migration" that changes one entry\'s text, or dates an entry as git never did, fails', () => {
    const edits = [
      (t: string) => t.replace('Half done.', 'Half done, and tested.'),
      (t: string) => t.replace('2026-03-01T10:00:00Z · Wrote the lexer', '2026-02-01T10:00:00Z · Wrote the lexer'),
    ];
    for (const edit of edits) {
      const { dir, base } = blameMigrated();
      const path = join(dir, 'HANDOVER.md');
      writeFileSync(path, edit(readFileSync(path, 'utf8')));
      commitAs(dir);
      const r = problems(dir, `${base}..HEAD`);
      expect(r.code).toBe(1);
      expect(r.found.some((m) => m.startsWith('handover/append-only'))).toBe(true);
    }
  });

  it('check --staged (the pre-commit hook) blames HEAD: the migration passes with its warning, an edited one fails', () => {
    const { dir } = blameMigrated();
    git(dir, ['add', '-A']);
    const ok = runCli(['check', '--staged'], { cwd: dir });
    expect(ok.stdout).toContain('HANDOVER.md is exactly the migration of the committed version (legacy -> handover)');
    expect(ok.code).toBe(0);
    const path = join(dir, 'HANDOVER.md');
    writeFileSync(path, readFileSync(path, 'utf8').replace('Half done.', 'Half done, and tested.'));
    git(dir, ['add', '-A']);
    const edited = runCli(['check', '--staged'], { cwd: dir });
    expect(edited.stdout).toContain('handover/append-only');
    expect(edited.code).toBe(1);
  });

  it("the same migration by an agent who is not the log's writer fails", () => {
    const { dir, base } = blameMigrated();
    commitAs(dir, 'other');
    const r = problems(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(r.found.some((m) => m.startsWith('handover/append-only'))).toBe(true);
  });
});
