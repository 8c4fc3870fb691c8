import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entry } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { git, makeRepo } from '../helpers/repo.js';

// Issue 31: the post-command check (a shell command's changes, PostToolUse) judges a log's rotation with the archive
// files of the same state of the change: the log as staged (or committed) with the period file as staged or
// committed, as check --staged and the range check read it; never a period file only the working tree holds, nor
// miss one the working tree lacks.

const lab = { name: 'Lab', email: 'test@example.org' };
const cfg = JSON.stringify({ agents: { lab: { emails: [lab.email] } }, log: { archive: 'LOG-*.md' } });
const PREAMBLE = '# Handover: lab\n\nAppend-only. Written only by lab.\n';
const e = (n: number) => entry(n, `Entry ${n} text.`, `2026-01-01T00:0${n}:00Z`);
const logOf = (from: number, to: number) => {
  let s = PREAMBLE;
  for (let i = from; i <= to; i++) s += e(i);
  return s;
};
const ARCHIVE = `# Archive of HANDOVER.md\n${e(1)}${e(2)}`;

function repo() {
  const dir = makeRepo([{ files: { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5) }, author: lab }]);
  git(dir, ['config', 'handover.agent', 'lab']);
  git(dir, ['config', 'user.email', lab.email]);
  return dir;
}
function hook(dir: string, name: string, session: string) {
  const payload = captured('claude', name, { repo: dir }, { session_id: session });
  return runCli(['hook', `claude-${name === 'SessionStart' ? 'session-start' : 'post-tool-use'}`], {
    cwd: dir,
    input: JSON.stringify(payload),
    env: { CLAUDE_PROJECT_DIR: dir, HANDOVER_AGENT: undefined },
  });
}
const postCommand = (dir: string, session = 's') => {
  const r = hook(dir, 'PostToolUse-Bash', session);
  return { code: r.code, out: r.stdout + r.stderr };
};
const staged = (dir: string) => runCli(['check', '--staged'], { cwd: dir }).code;

describe('the post-command check reads the period file of the same state as the log', () => {
  it('a rotation staged with its period file, the file then gone from the working tree: passes, as check --staged', () => {
    const dir = repo();
    writeFileSync(join(dir, 'LOG-2026-01.md'), ARCHIVE);
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(3, 5));
    git(dir, ['add', '-A']);
    rmSync(join(dir, 'LOG-2026-01.md'));
    expect(staged(dir)).toBe(0);
    expect(postCommand(dir)).toMatchObject({ code: 0 });
  });

  it('a rotation staged without its period file, which only the working tree holds: refused, as check --staged', () => {
    const dir = repo();
    writeFileSync(join(dir, 'LOG-2026-01.md'), ARCHIVE);
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(3, 5));
    git(dir, ['add', 'HANDOVER.md']);
    expect(staged(dir)).toBe(1);
    const r = postCommand(dir);
    expect(r.code).toBe(2);
    expect(r.out).toContain('no archive file (LOG-*.md) received it');
  });

  it('a rotation committed (--no-verify) without its period file, which only the working tree holds: refused', () => {
    const dir = repo();
    expect(hook(dir, 'SessionStart', 'c').code).toBe(0);
    writeFileSync(join(dir, 'LOG-2026-01.md'), ARCHIVE);
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(3, 5));
    git(dir, ['commit', '-qm', 'rotate, the archive left out', '--no-verify', 'HANDOVER.md']);
    const r = postCommand(dir, 'c');
    expect(r.code).toBe(2);
    expect(r.out).toContain('no archive file (LOG-*.md) received it');
    // committed with its period file: passes
    const ok = repo();
    expect(hook(ok, 'SessionStart', 'd').code).toBe(0);
    writeFileSync(join(ok, 'LOG-2026-01.md'), ARCHIVE);
    writeFileSync(join(ok, 'HANDOVER.md'), logOf(3, 5));
    git(ok, ['add', '-A']);
    git(ok, ['commit', '-qm', 'rotate', '--no-verify']);
    expect(postCommand(ok, 'd')).toMatchObject({ code: 0 });
  });

  it('a rotation in the working tree only is judged with the working tree’s period file, as check', () => {
    const dir = repo();
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(3, 5));
    expect(postCommand(dir, 'a').code).toBe(2);
    writeFileSync(join(dir, 'LOG-2026-01.md'), ARCHIVE);
    expect(postCommand(dir, 'b')).toMatchObject({ code: 0 });
  });
});

describe('the post-command check watches the period files the index changes', () => {
  it('an old period file’s rewrite staged, the working tree put back: reported (in the index)', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(3, 5), 'LOG-2026-01.md': ARCHIVE }, author: lab },
    ]);
    git(dir, ['config', 'handover.agent', 'lab']);
    writeFileSync(join(dir, 'LOG-2026-01.md'), ARCHIVE.replace('Entry 1 text.', 'Gone.'));
    git(dir, ['add', 'LOG-2026-01.md']);
    writeFileSync(join(dir, 'LOG-2026-01.md'), ARCHIVE);
    const r = postCommand(dir);
    expect(r.code).toBe(2);
    expect(r.out).toContain('LOG-2026-01.md');
    expect(r.out).toContain('(in the index: staged with git add)');
  });
});
