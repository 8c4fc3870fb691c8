import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isArchivePath } from '../../src/models/diff/archive-path.js';
import { entry, messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { git, makeRepo } from '../helpers/repo.js';

// Issue 31: a `log.archive` pattern names its files without regard to case, as a macOS or Windows checkout reads a
// name: `log-2026-01.md` is one of `LOG-*.md`'s files. So a file such a checkout treats as the archive is always
// judged as one (its old entries never change, a rotation into it is read there), on every check path and on a
// case-sensitive checkout too; and no name our matcher takes for an archive is one the platform does not.

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
const base = { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5) };
const range = (files: Record<string, string>, before: Record<string, string> = base) => {
  const { dir, base: from } = rangeRepo(before, [{ files, message: 'change', author: lab }]);
  const r = rangeCheck(dir, `${from}..HEAD`);
  return { code: r.code, rules: messagesOf(r.json).map((m) => m.ruleId) };
};

describe('log.archive patterns match without regard to case', () => {
  it('the matcher: the folder and the file name in any case, still one period per `*`, never a `/`', () => {
    expect(isArchivePath('history/LOG-*.md', 'history/log-2026-01.md')).toBe(true);
    expect(isArchivePath('history/LOG-*.md', 'History/Log-2026-01.MD')).toBe(true);
    expect(isArchivePath('history/LOG-*.md', 'history/log-2026/01.md')).toBe(false);
    expect(isArchivePath('history/LOG-*.md', 'LOG-2026-01.md')).toBe(false);
  });

  it('a rotation into log-2026-01.md is read there by check --range and check --staged alike', () => {
    const rotated = { 'HANDOVER.md': logOf(3, 5), 'history/log-2026-01.md': archiveOf(1, 2) };
    expect(range(rotated)).toEqual({ code: 0, rules: [] });
    expect(stagedCheck(base, rotated)).toMatchObject({ code: 0 });
    // an entry changed on the way still fails
    const changed = { ...rotated, 'history/log-2026-01.md': archiveOf(1, 2).replace('1 text', '1 txt') };
    expect(range(changed).code).toBe(1);
    expect(stagedCheck(base, changed).code).toBe(1);
  });

  it('the old entries of log-2026-01.md never change: a rewrite fails check --range and the agent-edit guard', () => {
    const before = { ...base, 'HANDOVER.md': logOf(3, 5), 'history/log-2026-01.md': archiveOf(1, 2) };
    const rewrite = { 'history/log-2026-01.md': archiveOf(1, 2).replace('Entry 1 text.', 'Gone.') };
    expect(range(rewrite, before)).toEqual({ code: 1, rules: ['handover/append-only'] });
    const dir = makeRepo([{ files: before, author: lab }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    const payload = captured(
      'claude',
      'PreToolUse-Edit',
      { repo: dir },
      {
        tool_input: {
          file_path: join(dir, 'history/log-2026-01.md'),
          old_string: 'Entry 1 text.',
          new_string: 'Gone.',
        },
      },
    );
    const r = runCli(['hook', 'claude-pre-tool-use'], {
      cwd: dir,
      input: JSON.stringify(payload),
      env: { CLAUDE_PROJECT_DIR: undefined, HANDOVER_AGENT: undefined },
    });
    expect(r.code).toBe(2);
  });

  it('the post-command check reads a period file named in another case too', () => {
    const dir = makeRepo([{ files: base, author: lab }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    mkdirSync(join(dir, 'history'));
    writeFileSync(join(dir, 'history/Log-2026-01.md'), archiveOf(1, 2));
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(3, 5));
    const payload = captured('claude', 'PostToolUse-Bash', { repo: dir }, { session_id: 'case' });
    const post = runCli(['hook', 'claude-post-tool-use'], {
      cwd: dir,
      input: JSON.stringify(payload),
      env: { CLAUDE_PROJECT_DIR: dir, HANDOVER_AGENT: undefined },
    });
    expect(post.code).toBe(0);
  });
});
