import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { log, messagesOf, rangeCheck } from '../check/fixtures.js';

// Issue 31: a `.gitattributes` line that takes the log's archive files from git's plain merge (`merge=union` would
// let a merge rewrite an archived entry) is the owner's to write, for each file a pattern names
// (`log.archive: history/LOG-*.md`) as for a named archive file.

const lab = { name: 'Lab', email: 'lab@example.org' };
const boss = { name: 'Commons', email: 'commons@example.org' };
const config = JSON.stringify({
  owner: 'commons',
  agents: { lab: { emails: [lab.email] }, commons: { emails: [boss.email] } },
  log: { archive: 'history/LOG-*.md' },
});
const ATTRS = 'HANDOVER.md merge=handover\n*.png binary\n';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function repo(): { dir: string; base: string } {
  const dir = makeRepo([
    {
      files: {
        '.handoverrc.json': config,
        'HANDOVER.md': log(1),
        'history/LOG-2026-01.md': '# Archive\n',
        '.gitattributes': ATTRS,
      },
      message: 'base',
      author: boss,
    },
  ]);
  dirs.push(dir);
  return { dir, base: git(dir, ['rev-parse', 'HEAD']).trim() };
}

/** lab (or `author`) commits `files` on top of the base; the range check's config-owner messages. */
function commitBy(files: Record<string, string>, author = lab) {
  const { dir, base } = repo();
  commit(dir, { files, message: 'tidy', author });
  const r = rangeCheck(dir, `${base}..HEAD`);
  return { code: r.code, owner: messagesOf(r.json).filter((m) => m.ruleId === 'protocol/config-owner') };
}
const refused = expect.objectContaining({ message: expect.stringContaining('changes what git resolves') });

describe('log.archive as a pattern: the .gitattributes of every archive file it names is the owner’s', () => {
  for (const [name, files] of [
    ['a line naming a period file', { '.gitattributes': `${ATTRS}history/LOG-2026-01.md merge=union\n` }],
    ['a glob over the period files', { '.gitattributes': `${ATTRS}history/LOG-2*.md merge=union\n` }],
    ['a line naming next period’s file, set in advance', { '.gitattributes': `${ATTRS}LOG-2027-01.md -merge\n` }],
    ['a glob that catches the next period', { '.gitattributes': `${ATTRS}history/LOG-*.md merge=union\n` }],
    [
      'a lower-case glob (the pattern names its files in any case)',
      { '.gitattributes': `${ATTRS}history/log-*.md -merge\n` },
    ],
    ['a .gitattributes in the archive folder', { 'history/.gitattributes': '* merge=union\n' }],
  ] as const) {
    it(`check --range refuses a non-owner’s ${name}`, () => {
      const r = commitBy(files);
      expect(r.owner).toContainEqual(refused);
      expect(r.code).toBe(1);
    });
  }

  it('lines that resolve nothing for the archive files pass, and the owner may write any', () => {
    expect(commitBy({ '.gitattributes': `${ATTRS}*.jpg binary\nLOG-2027-01.txt -merge\n` })).toEqual({
      code: 0,
      owner: [],
    });
    expect(commitBy({ '.gitattributes': `${ATTRS}history/LOG-*.md merge=union\n` }, boss).code).toBe(0);
  });

  it('check --staged and check (the working tree) judge them the same', () => {
    const { dir } = repo();
    git(dir, ['config', 'handover.agent', 'lab']);
    writeFiles(dir, { '.gitattributes': `${ATTRS}history/LOG-2026-01.md merge=union\n` });
    const worktree = runCli(['check'], { cwd: dir });
    expect(worktree.stdout).toContain('changes what git resolves in .gitattributes');
    expect(worktree.code).toBe(1);
    writeFiles(dir, { '.gitattributes': ATTRS, 'history/.gitattributes': 'LOG-2026-01.md merge=union\n' });
    git(dir, ['add', '-A']);
    const staged = runCli(['check', '--staged'], { cwd: dir });
    expect(staged.stdout).toContain('changes what git resolves in .gitattributes');
    expect(staged.code).toBe(1);
  });

  // the working tree's change is what `git add -A` would commit: a new .gitattributes git does not track yet included
  for (const line of ['LOG-* merge=union', 'LOG-* -text', 'LOG-*.md binary']) {
    it(`check (the working tree) refuses an untracked history/.gitattributes with "${line}"`, () => {
      const { dir } = repo();
      git(dir, ['config', 'handover.agent', 'lab']);
      writeFiles(dir, { 'history/.gitattributes': `${line}\n` });
      const r = runCli(['check'], { cwd: dir });
      expect(r.stdout).toContain('changes what git resolves in .gitattributes');
      expect(r.stdout).toContain('history/.gitattributes');
      expect(r.code).toBe(1);
    });
  }

  it('an untracked .gitattributes that resolves nothing for the protocol files passes, and one git ignores is not the change', () => {
    const { dir } = repo();
    git(dir, ['config', 'handover.agent', 'lab']);
    writeFiles(dir, { 'history/.gitattributes': '*.png binary\n' });
    expect(runCli(['check'], { cwd: dir }).code).toBe(0);
    writeFiles(dir, {
      'history/.gitattributes': 'LOG-* merge=union\n',
      '.git/info/exclude': 'history/.gitattributes\n',
    });
    expect(runCli(['check'], { cwd: dir }).code).toBe(0);
  });
});
