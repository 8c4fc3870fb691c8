import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * Gemini CLI's hooks, fed the payloads its hooks reference documents: every event gets
 * `{session_id, transcript_path, cwd, hook_event_name, timestamp}`; BeforeTool/AfterTool add `tool_name`
 * and `tool_input` (built-in tools `replace` {file_path, old_string, new_string, expected_replacements},
 * `write_file` {file_path, content}, `run_shell_command` {command, description}); SessionStart adds
 * `source`. Exit 2 blocks with stderr as the reason; at exit 0 stdout must be JSON only.
 * (Gemini CLI itself is not run here: unlike Claude Code, its suite would need a Gemini API stand-in.)
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
const common = (cwd: string, hook_event_name: string) => ({
  session_id: 'g-1',
  transcript_path: '/tmp/t.json',
  cwd,
  hook_event_name,
  timestamp: '2026-12-01T09:00:00.000Z',
});
const run = (name: string, payload: unknown, dir: string) =>
  runCli(['hook', name], {
    cwd: dir,
    input: JSON.stringify(payload),
    env: { GEMINI_PROJECT_DIR: dir, CLAUDE_PROJECT_DIR: undefined },
  });

function labRepo(): string {
  const dir = makeRepo([
    { files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n', 'GEMINI.md': '# lab\n', 'src/a.ts': 'a\n' } },
  ]);
  git(dir, ['config', 'handover.agent', 'lab']);
  return dir;
}

describe('Gemini CLI hooks', () => {
  it('BeforeTool blocks a replace that rewrites an old entry, passes an append and other files', () => {
    const dir = labRepo();
    const beforeTool = (tool_input: Record<string, unknown>, tool_name = 'replace') =>
      run('gemini-before-tool', { ...common(dir, 'BeforeTool'), tool_name, tool_input }, dir);
    const bad = beforeTool({
      file_path: join(dir, 'HANDOVER.md'),
      old_string: 'First.',
      new_string: 'Rewritten.',
      expected_replacements: 1,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('handover/append-only');
    expect(
      beforeTool({
        file_path: join(dir, 'HANDOVER.md'),
        old_string: 'First.',
        new_string: 'First.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.',
      }),
    ).toMatchObject({ code: 0, stdout: '' });
    expect(beforeTool({ file_path: join(dir, 'HANDOVER.md'), content: '# Handover: bob\n' }, 'write_file').code).toBe(
      2,
    );
    expect(beforeTool({ file_path: join(dir, 'src/a.ts'), content: 'b\n' }, 'write_file')).toMatchObject({
      code: 0,
      stdout: '',
    });
  });

  it('AfterTool reports a run_shell_command that rewrote an old entry', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First.', 'Edited.'));
    const r = run(
      'gemini-after-tool',
      {
        ...common(dir, 'AfterTool'),
        tool_name: 'run_shell_command',
        tool_input: { command: "sed -i 's/First/Edited/' HANDOVER.md", description: 'x' },
        tool_response: { llmContent: '', returnDisplay: '' },
      },
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('git checkout HEAD -- HANDOVER.md');
  });

  it('SessionStart prints only JSON, the upstream entries in additionalContext', () => {
    const root = tempDir();
    mkdirSync(join(root, 'lab'));
    mkdirSync(join(root, 'partner'));
    makeRepo([{ files: { 'CLAUDE.md': '# lab\n' } }], join(root, 'lab'));
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: join(root, 'lab') }).code).toBe(0);
    expect(runCli(['append', 'Fact for Gemini.'], { cwd: join(root, 'lab') }).code).toBe(0);
    git(join(root, 'lab'), ['add', '-A']);
    git(join(root, 'lab'), ['commit', '-qm', 'e', '--no-verify']);
    const partner = join(root, 'partner');
    makeRepo([{ files: { 'GEMINI.md': '# partner\n' } }], partner);
    expect(
      runCli(['init', '--role', 'downstream', '--agent', 'partner', '--upstream', 'lab=../lab'], { cwd: partner }).code,
    ).toBe(0);
    const r = run('gemini-session-start', { ...common(partner, 'SessionStart'), source: 'startup' }, partner);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.hookSpecificOutput).toMatchObject({
      hookEventName: 'SessionStart',
      additionalContext: expect.stringContaining('Fact for Gemini.'),
    });
  });

  it('init registers the hooks in .gemini/settings.json when the repo uses Gemini CLI', () => {
    const dir = makeRepo([{ files: { 'GEMINI.md': '# lab\n' } }]);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    const s = JSON.parse(readFileSync(join(dir, '.gemini/settings.json'), 'utf8'));
    expect(Object.keys(s.hooks)).toEqual(['SessionStart', 'BeforeTool', 'AfterTool', 'AfterAgent']);
    expect(s.hooks.BeforeTool[0]).toMatchObject({
      matcher: '^(replace|write_file|mcp_.*)$',
      hooks: [{ type: 'command', command: expect.stringContaining('exec /bin/sh "$h" gemini-before-tool;') }],
    });
    expect(readFileSync(join(dir, 'GEMINI.md'), 'utf8')).toContain('<!-- handover:begin');
    expect(runCli(['init'], { cwd: dir }).stdout).toMatch(/kept\s+\.gemini\/settings\.json/);
  });
});
