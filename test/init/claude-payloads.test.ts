import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actualNewString, actualOldString, textAfter } from '../../src/hooks/edit.js';
import { caseInsensitiveFs } from '../../src/hooks/guard.js';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The hooks fed the payloads Claude Code 2.1.332 sends: each one starts from a capture of the real program
 * (test/fixtures/hook-payloads/claude, written by test/e2e/hook-payloads.e2e.test.ts) with only this test's
 * repo, tool_input or session id put in; CLAUDE_PROJECT_DIR in the environment, as Claude Code sets it.
 */
const LOG =
  '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst it’s the “new” API.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n';
const SYNC =
  '# Sync\n\n## lab\n\n- **Current focus:** A.\n- **Blocked on:** —\n- **Next action:** B.\n\n## partner\n\n- **Current focus:** C.\n- **Blocked on:** —\n- **Next action:** D.\n';

function repo(agent: string, files: Record<string, string>, dir?: string): string {
  const d = makeRepo([{ files: { '.handoverrc.yaml': `agent: ${agent}\n`, 'src/a.ts': 'a\n', ...files } }], dir);
  git(d, ['config', 'handover.agent', agent]);
  return d;
}

/** Claude Code's PreToolUse for `tool_name` with this test's input, from the capture of that tool's call. */
const pre = (cwd: string, tool_name: 'Edit' | 'Write' | 'Bash', tool_input: Record<string, unknown>) =>
  captured('claude', `PreToolUse-${tool_name}`, { repo: cwd }, { tool_input });
const run = (name: string, payload: unknown, project: string, env: Record<string, string> = {}) =>
  runCli(['hook', name], {
    cwd: project,
    input: JSON.stringify(payload),
    env: { CLAUDE_PROJECT_DIR: project, ...env },
  });

describe("Claude Code's Edit, as the guard computes it", () => {
  it('matches straight quotes against curly ones and curls new_string the same way (as Claude Code 2.1 does)', () => {
    const file = 'First it’s the “new” API.\n';
    expect(actualOldString(file, 'it\'s the "new" API')).toBe('it’s the “new” API');
    expect(actualNewString('it\'s the "new" API', 'it’s the “new” API', 'it\'s the "old" API')).toBe(
      'it’s the “old” API',
    );
    expect(textAfter('Edit', { old_string: 'First it\'s the "new" API.', new_string: 'It\'s "old".' }, file)).toEqual({
      text: 'It’s “old”.\n',
    });
  });

  it('creates a missing or blank file from an empty old_string, and refuses one with text', () => {
    expect(textAfter('Edit', { old_string: '', new_string: '# Handover: x\n' }, null)).toEqual({
      text: '# Handover: x\n',
    });
    expect(textAfter('Edit', { old_string: '', new_string: '# Handover: x\n' }, '  \n')).toEqual({
      text: '# Handover: x\n',
    });
    expect(textAfter('Edit', { old_string: '', new_string: 'x' }, 'text')).toMatchObject({
      unknown: expect.stringContaining('file has text'),
    });
  });

  it('keeps CRLF files CRLF, deletes a line with its newline, and reports what it cannot reproduce', () => {
    expect(textAfter('Edit', { old_string: 'a\nb', new_string: 'a\nc' }, 'a\r\nb\r\n')).toEqual({ text: 'a\r\nc\r\n' });
    expect(textAfter('Edit', { old_string: 'b', new_string: '' }, 'a\nb\nc\n')).toEqual({ text: 'a\nc\n' });
    expect(textAfter('Edit', { old_string: 'x', new_string: 'y' }, 'x x')).toMatchObject({
      unknown: expect.stringContaining('more than once'),
    });
    expect(textAfter('NotebookEdit', { notebook_path: 'a.ipynb', new_source: 'x' }, '{}')).toMatchObject({
      unknown: expect.any(String),
    });
    expect(textAfter('Write', { file_path: 'x', content: 'new' }, '\uFEFFold')).toEqual({ text: '\uFEFFnew' });
  });
});

describe('the guard on captured payloads', () => {
  it('blocks an Edit that rewrites a curly-quoted entry with straight quotes (old code found no match and passed it)', () => {
    const dir = repo('lab', { 'HANDOVER.md': LOG });
    const r = run(
      'claude-pre-tool-use',
      pre(dir, 'Edit', {
        file_path: join(dir, 'HANDOVER.md'),
        old_string: 'First it\'s the "new" API.',
        new_string: 'Rewritten.',
        replace_all: false,
      }),
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('handover/append-only');
  });

  it('blocks empty-old_string Edits forging a log for another writer and a [SELF] entry for another project', () => {
    const dir = repo('lab', {});
    const log = run(
      'claude-pre-tool-use',
      pre(dir, 'Edit', {
        file_path: join(dir, 'HANDOVER.md'),
        old_string: '',
        new_string: '# Handover: partner\n\n## 1 · 2026-12-01T08:00:00Z\n\nForged.\n',
        replace_all: false,
      }),
      dir,
    );
    expect(log.code).toBe(2);
    expect(log.stderr).toContain('handover/single-writer');
    const reg = run(
      'claude-pre-tool-use',
      pre(dir, 'Edit', {
        file_path: join(dir, 'PROJECT_REGISTRY.md'),
        old_string: '',
        new_string: '# Project registry\n\n## other [SELF]\n\n- Owns: x\n- Address: ../other\n',
        replace_all: false,
      }),
      dir,
    );
    expect(reg.code).toBe(2);
    expect(reg.stderr).toContain('registry/self-authority');
  });

  it('resolves symlinked folders and `..` before deciding whether a file is a protocol file', () => {
    const dir = repo('lab', { 'HANDOVER.md': LOG });
    const outside = tempDir();
    symlinkSync(dir, join(outside, 'alias'));
    for (const file_path of [join(outside, 'alias', 'HANDOVER.md'), join(dir, 'src', '..', 'HANDOVER.md')]) {
      const r = run(
        'claude-pre-tool-use',
        pre(dir, 'Edit', { file_path, old_string: 'Second.', new_string: 'Changed.', replace_all: false }),
        dir,
      );
      expect({ file_path, code: r.code }).toEqual({ file_path, code: 2 });
    }
  });

  it('refuses an edit of a file that is a symlink into a protocol file (it would write through the link)', () => {
    const dir = repo('lab', { 'HANDOVER.md': LOG });
    symlinkSync(join(dir, 'HANDOVER.md'), join(dir, 'notes.md'));
    const r = run(
      'claude-pre-tool-use',
      pre(dir, 'Edit', {
        file_path: join(dir, 'notes.md'),
        old_string: 'Second.',
        new_string: 'Changed.',
        replace_all: false,
      }),
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/symbolic link to .*HANDOVER\.md/);
  });

  it("acts as the session's own agent (CLAUDE_PROJECT_DIR), not as the clone that holds the file", () => {
    const root = tempDir();
    mkdirSync(join(root, 'lab'));
    mkdirSync(join(root, 'partner'));
    const lab = repo('lab', { 'SYNC.md': SYNC }, join(root, 'lab'));
    const partner = repo(
      'partner',
      { 'HANDOVER.md': LOG.replace('Handover: lab', 'Handover: partner') },
      join(root, 'partner'),
    );
    // A lab session editing partner's log in partner's clone: lab is not partner's writer.
    const p = pre(lab, 'Edit', {
      file_path: join(partner, 'HANDOVER.md'),
      old_string: 'Second.',
      new_string: 'Second.\n\n## 3 · 2026-11-29T12:00:00Z\n\nFrom lab.',
      replace_all: false,
    });
    const r = run('claude-pre-tool-use', p, lab);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/by lab breaks the protocol[\s\S]*handover\/single-writer/);
    // The same edit from partner's own session passes.
    expect(run('claude-pre-tool-use', { ...p, cwd: partner }, partner).code).toBe(0);
  });

  it('reads a case-insensitive file system from .git and .GIT (here: case-sensitive, so handover.md is another file)', () => {
    const dir = repo('lab', { 'HANDOVER.md': LOG });
    expect(caseInsensitiveFs(dir)).toBe(false);
    const r = run(
      'claude-pre-tool-use',
      pre(dir, 'Write', { file_path: join(dir, 'handover.md'), content: 'anything' }),
      dir,
    );
    // not judged as an edit of HANDOVER.md: refused for its name alone, which a macOS checkout reads as the log's
    expect(r.code).toBe(2);
    expect(r.stderr + r.stdout).toContain('handover.md differs from the log HANDOVER.md only in case');
    expect(r.stderr + r.stdout).not.toContain('handover/append-only: entry');
  });
});

describe('claude-post-tool-use on captured Bash payloads', () => {
  const post = (cwd: string, command: string) =>
    captured('claude', 'PostToolUse-Bash', { repo: cwd }, { tool_input: { command, description: 'x' } });

  it('tells the model what to restore after a sed -i rewrote an old entry, once per state', () => {
    const dir = repo('lab', { 'HANDOVER.md': LOG });
    expect(run('claude-post-tool-use', post(dir, 'ls'), dir)).toMatchObject({ code: 0, stdout: '', stderr: '' });
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('Second.', 'Second, edited.'));
    const r = run('claude-post-tool-use', post(dir, "sed -i 's/Second./Second, edited./' HANDOVER.md"), dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /your Bash command changed protocol files[\s\S]*handover\/append-only[\s\S]*git checkout HEAD -- HANDOVER\.md[\s\S]*-Second\.\n\+Second, edited\./,
    );
    expect(run('claude-post-tool-use', post(dir, 'ls'), dir).code).toBe(0);
  });

  it('says nothing about an allowed append or an untouched repo, and ignores other tools', () => {
    const dir = repo('lab', { 'HANDOVER.md': LOG, 'SYNC.md': SYNC });
    writeFileSync(join(dir, 'HANDOVER.md'), `${LOG}\n## 3 · 2026-11-29T12:00:00Z\n\nThird.\n`);
    expect(run('claude-post-tool-use', post(dir, 'handover append x'), dir)).toMatchObject({ code: 0, stderr: '' });
    writeFileSync(join(dir, 'SYNC.md'), SYNC.replace('C.', 'Hijacked.'));
    expect(run('claude-post-tool-use', { ...post(dir, 'x'), tool_name: 'Read' }, dir).code).toBe(0);
    const r = run('claude-post-tool-use', post(dir, 'python edit.py'), dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('sync/section-owner');
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toContain('Hijacked.');
  });
});

describe('session start and Stop use the session project, whatever the agent cd-ed into', () => {
  const start = (cwd: string, source: string, session_id: string) =>
    captured('claude', 'SessionStart', { repo: cwd }, { session_id, source });
  const stop = (cwd: string, session_id: string) => captured('claude', 'Stop', { repo: cwd }, { session_id });

  it('notes HEAD for a session begun by /clear (a new session_id), so Stop sees work committed after it', () => {
    const dir = repo('lab', { 'HANDOVER.md': LOG });
    expect(run('claude-session-start', start(dir, 'clear', 'after-clear'), dir).code).toBe(0);
    writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
    git(dir, ['commit', '-qam', 'work', '--no-verify']);
    expect(JSON.parse(run('claude-stop', stop(dir, 'after-clear'), dir).stdout).decision).toBe('block');
  });

  it('checks the project, not the folder the payload cwd followed the agent into', () => {
    const root = tempDir();
    mkdirSync(join(root, 'lab'));
    mkdirSync(join(root, 'commons'));
    const lab = repo('lab', { 'HANDOVER.md': LOG }, join(root, 'lab'));
    const commons = repo('commons', { 'SYNC.md': SYNC }, join(root, 'commons'));
    writeFileSync(join(lab, 'src/a.ts'), 'changed\n');
    const r = run('claude-stop', stop(commons, 'cd-session'), lab);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: 'block', reason: expect.stringContaining('src/a.ts') });
  });
});
