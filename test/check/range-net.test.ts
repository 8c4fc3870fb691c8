import { describe, expect, it } from 'vitest';
import { commit, git, makeRepo } from '../helpers/repo.js';
import { entry, log, messagesOf, rangeCheck, sync } from './fixtures.js';

// SPEC §4, issue 9/10: check --range judges each commit on its own and the net change BASE→HEAD; a merge answers
// for whatever its result loses relative to BASE, whichever side it took; each finding is reported once, on its
// line in HEAD, naming every commit that introduced it.

const lab = { name: 'Lab', email: 'lab@example.org' };
const alice = { name: 'Alice', email: 'alice@example.org' };
const bob = { name: 'Bob', email: 'bob@example.org' };
const config = JSON.stringify({
  agents: { lab: { emails: [lab.email] }, alice: { emails: [alice.email] }, bob: { emails: [bob.email] } },
});

describe('check --range: the net change and evil merges', () => {
  it("fails a PR whose merge of main resolves HANDOVER.md to the branch's old version, naming the dropped entries", () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': config, 'HANDOVER.md': log(2) }, message: 'base', author: lab },
    ]);
    git(dir, ['checkout', '-q', '-b', 'pr']);
    commit(dir, { files: { 'notes.md': 'PR work' }, message: 'PR work', author: alice });
    git(dir, ['checkout', '-q', 'main']);
    commit(dir, { files: { 'HANDOVER.md': log(2) + entry(3) }, message: 'Append 3', author: lab });
    commit(dir, { files: { 'HANDOVER.md': log(2) + entry(3) + entry(4) }, message: 'Append 4', author: lab });
    git(dir, ['checkout', '-q', 'pr']);
    git(dir, ['merge', '-q', '--no-ff', '--no-commit', 'main']);
    git(dir, ['checkout', 'HEAD', '--', 'HANDOVER.md']); // "resolve" to the branch's old version
    commit(dir, { files: {}, message: 'Merge main', author: alice });
    expect(git(dir, ['diff', '--stat', 'main..pr', '--', 'HANDOVER.md'])).toContain('HANDOVER.md');
    const r = rangeCheck(dir, 'main..pr');
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json).filter((m) => m.ruleId === 'handover/append-only');
    expect(ms.map((m) => m.message)).toEqual([
      expect.stringContaining('Entry 3 (line'),
      expect.stringContaining('Entry 4 (line'),
    ]);
    for (const m of ms) {
      expect(m.message).toContain('was removed');
      expect(m.commit).toMatch(/ Merge main$/);
    }
  });

  it("fails a merge that reverts another agent's SYNC.md section to its old text", () => {
    const start = sync({ alice: ['a', '—', 'b'], bob: ['c', '—', 'd'] });
    const dir = makeRepo([{ files: { '.handoverrc.json': config, 'SYNC.md': start }, message: 'base' }]);
    git(dir, ['checkout', '-q', '-b', 'pr']);
    commit(dir, {
      files: { 'SYNC.md': sync({ alice: ['a2', '—', 'b'], bob: ['c', '—', 'd'] }) },
      message: 'alice moves on',
      author: alice,
    });
    git(dir, ['checkout', '-q', 'main']);
    commit(dir, {
      files: { 'SYNC.md': sync({ alice: ['a', '—', 'b'], bob: ['c2', '—', 'd2'] }) },
      message: 'bob moves on',
      author: bob,
    });
    git(dir, ['checkout', '-q', 'pr']);
    git(dir, ['merge', '-q', '--no-ff', '--no-commit', 'main']).toString();
    commit(dir, {
      files: { 'SYNC.md': sync({ alice: ['a2', '—', 'b'], bob: ['c', '—', 'd'] }) },
      message: 'Merge main',
      author: alice,
    });
    const r = rangeCheck(dir, 'main..pr');
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({
        ruleId: 'sync/section-owner',
        message: expect.stringContaining('alice changed the section of bob'),
        commit: expect.stringMatching(/ Merge main$/),
      }),
    ]);
  });

  it("with a sync directory (files.sync: sync/): fails a merge that reverts another agent's file, passes an honest one", () => {
    const part = (id: string, focus: string, next: string) =>
      `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** ${next}\n`;
    const dirConfig = JSON.stringify({ ...JSON.parse(config), files: { sync: 'sync/' } });
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.json': dirConfig,
          'sync/alice.md': part('alice', 'a', 'b'),
          'sync/bob.md': part('bob', 'c', 'd'),
        },
        message: 'base',
      },
    ]);
    git(dir, ['checkout', '-q', '-b', 'pr']);
    commit(dir, { files: { 'sync/alice.md': part('alice', 'a2', 'b') }, message: 'alice moves on', author: alice });
    git(dir, ['checkout', '-q', 'main']);
    commit(dir, { files: { 'sync/bob.md': part('bob', 'c2', 'd2') }, message: 'bob moves on', author: bob });
    git(dir, ['checkout', '-q', 'pr']);
    git(dir, ['branch', 'honest']);
    git(dir, ['merge', '-q', '--no-ff', '--no-commit', 'main']);
    commit(dir, { files: { 'sync/bob.md': part('bob', 'c', 'd') }, message: 'Merge main', author: alice });
    const r = rangeCheck(dir, 'main..pr');
    expect(r.code, JSON.stringify(messagesOf(r.json))).toBe(1);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({ ruleId: 'sync/section-owner', message: expect.stringContaining('bob') }),
    ]);
    git(dir, ['checkout', '-q', 'honest']);
    git(dir, ['merge', '-q', '--no-ff', '--no-commit', 'main']);
    commit(dir, { files: {}, message: 'Merge main', author: alice });
    const honest = rangeCheck(dir, 'main..honest');
    expect(honest.code, honest.stderr + JSON.stringify(messagesOf(honest.json))).toBe(0);
  });

  it('passes an honest merge of main and a branch that is merely behind', () => {
    const start = sync({ alice: ['a', '—', 'b'], bob: ['c', '—', 'd'] });
    const dir = makeRepo([{ files: { '.handoverrc.json': config, 'SYNC.md': start }, message: 'base' }]);
    git(dir, ['checkout', '-q', '-b', 'pr']);
    commit(dir, {
      files: { 'SYNC.md': sync({ alice: ['a2', '—', 'b'], bob: ['c', '—', 'd'] }) },
      message: 'alice moves on',
      author: alice,
    });
    git(dir, ['checkout', '-q', 'main']);
    commit(dir, {
      files: { 'SYNC.md': sync({ alice: ['a', '—', 'b'], bob: ['c2', '—', 'd2'] }) },
      message: 'bob moves on',
      author: bob,
    });
    git(dir, ['checkout', '-q', 'pr']);
    expect(rangeCheck(dir, 'main..pr').code).toBe(0); // behind main: merging it keeps bob's change
    git(dir, ['merge', '-q', '--no-ff', '--no-commit', 'main']);
    commit(dir, {
      files: { 'SYNC.md': sync({ alice: ['a2', '—', 'b'], bob: ['c2', '—', 'd2'] }) },
      message: 'Merge main',
      author: alice,
    });
    expect(rangeCheck(dir, 'main..pr')).toMatchObject({ code: 0, stdout: '[]\n' });
  });

  it('reports a finding once, on its line in HEAD, naming every commit that introduced it', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': config, 'HANDOVER.md': log(3) }, message: 'base', author: lab },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const edited = log(3).replace('Entry 2 text.', 'Rewritten.');
    commit(dir, { files: { 'HANDOVER.md': edited }, message: 'Rewrite 2', author: lab });
    commit(dir, {
      files: { 'HANDOVER.md': edited.replace('Entry 1 text.', 'Entry 1 text.\n\nMore.\n\nAnd more.') },
      message: 'Rewrite 1',
      author: lab,
    });
    commit(dir, {
      files: { 'HANDOVER.md': edited.replace('Entry 1 text.', 'Entry 1 text.\n\nMore.\n\nAnd more.') + entry(4) },
      message: 'Append 4',
      author: lab,
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    const two = ms.filter((m) => m.message.startsWith('Entry 2'));
    expect(two).toHaveLength(1);
    const headLine =
      git(dir, ['show', 'HEAD:HANDOVER.md'])
        .split('\n')
        .findIndex((l) => l.startsWith('## 2 ')) + 1;
    expect(two[0]).toMatchObject({ line: headLine, commit: expect.stringMatching(/ Rewrite 2$/) });
    expect(ms.filter((m) => m.message.startsWith('Entry 1'))).toHaveLength(1);
  });
});
