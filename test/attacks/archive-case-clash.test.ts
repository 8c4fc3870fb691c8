import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newClashes } from '../../src/check/case-clash.js';
import { entry, messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';

// Issue 31: two names that differ only in case (`history/LOG-2026-01.md` and `history/log-2026-01.md`, or the log
// `HANDOVER.md` and `handover.md`) are one file on a macOS or Windows checkout: a rotation that writes the second
// overwrites or hides the first's entries there while passing on Linux. A change that adds such a name beside the
// other is a `handover/append-only` finding on every check path; a pair the base already had is not its fault.

const lab = { name: 'Lab', email: 'test@example.org' };
const cfg = JSON.stringify({ agents: { lab: { emails: [lab.email] } }, log: { archive: 'history/LOG-*.md' } });
const PREAMBLE = '# Handover: lab\n\nAppend-only. Written only by lab.\n';
const e = (n: number) => entry(n, `Entry ${n} text.`, `2026-01-01T00:0${n}:00Z`);
const logOf = (from: number, to: number) => {
  let s = PREAMBLE;
  for (let i = from; i <= to; i++) s += e(i);
  return s;
};
const archiveOf = (from: number, to: number) => {
  let s = '# Archive of HANDOVER.md\n';
  for (let i = from; i <= to; i++) s += e(i);
  return s;
};
// entries 1-2 already rotated into history/LOG-2026-01.md
const base = { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(3, 6), 'history/LOG-2026-01.md': archiveOf(1, 2) };
// the next rotation, of entry 3, written to the same period's file in another case
const clashing = { 'HANDOVER.md': logOf(4, 6), 'history/log-2026-01.md': archiveOf(1, 3) };
const CLASH = 'differs from the archive file history/LOG-2026-01.md only in case';

const range = (files: Record<string, string>, before: Record<string, string> = base) => {
  const { dir, base: from } = rangeRepo(before, [{ files, message: 'rotate', author: lab }]);
  const r = rangeCheck(dir, `${from}..HEAD`);
  return { code: r.code, messages: messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`) };
};

describe('names that differ only in case from the log or an archive file', () => {
  it('check --range refuses a rotation into history/log-2026-01.md beside history/LOG-2026-01.md', () => {
    const r = range(clashing);
    expect(r.messages).toContainEqual(expect.stringContaining(`handover/append-only: history/log-2026-01.md ${CLASH}`));
    expect(r.code).toBe(1);
    // the same rotation into history/LOG-2026-01.md, or into a new period's file, passes
    expect(range({ 'HANDOVER.md': logOf(4, 6), 'history/LOG-2026-01.md': archiveOf(1, 3) })).toEqual({
      code: 0,
      messages: [],
    });
    expect(range({ 'HANDOVER.md': logOf(4, 6), 'history/LOG-2026-02.md': archiveOf(3, 3) }).code).toBe(0);
  });

  it('a folder in another case clashes too (History/LOG-2026-01.md)', () => {
    const r = range({ 'HANDOVER.md': logOf(4, 6), 'History/LOG-2026-01.md': archiveOf(1, 3) });
    expect(r.messages.join('\n')).toContain('History/LOG-2026-01.md differs from the archive file');
    expect(r.code).toBe(1);
  });

  it('check --staged and check (the working tree, the new file untracked) refuse it', () => {
    const staged = stagedCheck(base, clashing);
    expect(staged.stdout).toContain(CLASH);
    expect(staged.code).toBe(1);
    const dir = makeRepo([{ files: base, author: lab }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    writeFiles(dir, clashing);
    const worktree = runCli(['check'], { cwd: dir });
    expect(worktree.stdout).toContain(CLASH);
    expect(worktree.code).toBe(1);
  });

  it('a file named as the log in another case (handover.md beside HANDOVER.md) is refused', () => {
    const r = range({ 'handover.md': '# Notes\n' });
    expect(r.messages).toContainEqual(
      expect.stringContaining('handover.md differs from the log HANDOVER.md only in case'),
    );
    expect(r.code).toBe(1);
    expect(stagedCheck(base, { 'handover.md': '# Notes\n' }).code).toBe(1);
  });

  it('a pair the base already had is not blamed on a later change (an ordinary append passes)', () => {
    const before = { ...base, 'history/log-2026-01.md': archiveOf(1, 2) };
    expect(range({ 'HANDOVER.md': logOf(3, 7) }, before)).toEqual({ code: 0, messages: [] });
    expect(stagedCheck(before, { 'HANDOVER.md': logOf(3, 7) }).code).toBe(0);
  });

  it('a merge that brings the two names together answers for it (each side added one)', () => {
    const dir = makeRepo([{ files: base, author: lab }]);
    const from = git(dir, ['rev-parse', 'HEAD']).trim();
    git(dir, ['checkout', '-q', '-b', 'side']);
    commit(dir, { files: { 'history/log-2026-02.md': archiveOf(3, 3) }, message: 'side period file', author: lab });
    git(dir, ['checkout', '-q', '-']);
    commit(dir, { files: { 'history/LOG-2026-02.md': archiveOf(4, 4) }, message: 'main period file', author: lab });
    git(dir, ['merge', '-q', '--no-ff', '-m', 'merge side', 'side']);
    const r = rangeCheck(dir, `${from}..HEAD`);
    const clash = messagesOf(r.json).filter((m) => m.message.includes('only in case'));
    expect(clash).toHaveLength(1);
    expect(clash[0].message).toContain('history/log-2026-02.md differs from the archive file history/LOG-2026-02.md');
    expect(JSON.stringify(clash[0])).toContain('merge side');
    expect(JSON.stringify(clash[0])).not.toContain('period file');
    expect(r.code).toBe(1);
  });

  it('newClashes: the newcomer is blamed, a pair a parent held is not', () => {
    const a = 'history/LOG-1.md';
    const b = 'history/log-1.md';
    expect(newClashes([a, b], [[a]])).toEqual([{ path: b, other: a }]);
    expect(newClashes([a, b], [[a, b]])).toEqual([]);
    expect(newClashes([a, b], [[a], [b]])).toEqual([{ path: b, other: a }]);
    expect(newClashes([a, b], [[b], [a, b]])).toEqual([]);
    expect(newClashes([a, b], [[]])).toHaveLength(2);
  });

  it('the agent-edit guard refuses a Write of history/log-2026-01.md and of handover.md', () => {
    const dir = makeRepo([{ files: base, author: lab }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    const write = (file: string, content: string) =>
      runCli(['hook', 'claude-pre-tool-use'], {
        cwd: dir,
        input: JSON.stringify(
          captured(
            'claude',
            'PreToolUse-Write',
            { repo: dir },
            { tool_input: { file_path: join(dir, file), content } },
          ),
        ),
        env: { CLAUDE_PROJECT_DIR: undefined, HANDOVER_AGENT: undefined },
      });
    const archive = write('history/log-2026-01.md', archiveOf(1, 3));
    expect(archive.stderr + archive.stdout).toContain(CLASH);
    expect(archive.code).toBe(2);
    const log = write('handover.md', '# Notes\n');
    expect(log.stderr + log.stdout).toContain('differs from the log HANDOVER.md only in case');
    expect(log.code).toBe(2);
    // the period's own file, and a new period's, are written as before
    expect(write('history/LOG-2026-01.md', archiveOf(1, 3)).code).toBe(0);
    expect(write('history/LOG-2026-02.md', archiveOf(3, 3)).code).toBe(0);
  });

  it('the post-command check reports a shell command that wrote history/log-2026-01.md', () => {
    const dir = makeRepo([{ files: base, author: lab }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    mkdirSync(join(dir, 'history'), { recursive: true });
    writeFileSync(join(dir, 'history/log-2026-01.md'), archiveOf(1, 3));
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(4, 6));
    const payload = captured('claude', 'PostToolUse-Bash', { repo: dir }, { session_id: 'clash' });
    const post = runCli(['hook', 'claude-post-tool-use'], {
      cwd: dir,
      input: JSON.stringify(payload),
      env: { CLAUDE_PROJECT_DIR: dir, HANDOVER_AGENT: undefined },
    });
    expect(post.stderr + post.stdout).toContain(CLASH);
    expect(post.code).toBe(2);
  });

  it('a named archive file (log.archive: LOG-ARCHIVE.md) clashes too: check --staged and the guard refuse log-archive.md', () => {
    const named = {
      '.handoverrc.json': JSON.stringify({
        agents: { lab: { emails: [lab.email] } },
        log: { archive: 'LOG-ARCHIVE.md' },
      }),
      'HANDOVER.md': logOf(3, 6),
      'LOG-ARCHIVE.md': archiveOf(1, 2),
    };
    const staged = stagedCheck(named, { 'HANDOVER.md': logOf(4, 6), 'log-archive.md': archiveOf(1, 3) });
    expect(staged.stdout).toContain('log-archive.md differs from the archive file LOG-ARCHIVE.md only in case');
    expect(staged.code).toBe(1);
    const dir = makeRepo([{ files: named, author: lab }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    const payload = captured(
      'claude',
      'PreToolUse-Write',
      { repo: dir },
      { tool_input: { file_path: join(dir, 'log-archive.md'), content: archiveOf(1, 3) } },
    );
    const r = runCli(['hook', 'claude-pre-tool-use'], {
      cwd: dir,
      input: JSON.stringify(payload),
      env: { CLAUDE_PROJECT_DIR: undefined, HANDOVER_AGENT: undefined },
    });
    expect(r.stderr + r.stdout).toContain('only in case');
    expect(r.code).toBe(2);
  });

  it('a named log.archive that is a protocol file in another case is a config error', () => {
    const dir = makeRepo([
      {
        files: { ...base, '.handoverrc.json': JSON.stringify({ agent: 'lab', log: { archive: 'handover.md' } }) },
        author: lab,
      },
    ]);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.stderr).toContain('names HANDOVER.md, a protocol file (in another case');
    expect(r.code).toBe(2);
  });
});
