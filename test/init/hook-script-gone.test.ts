import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The clone's hook script with the install removed (the node or CLI it records gone): a pre-tool hook refuses only a
 * tool that can write a protocol file (the configured paths, known to the script without the CLI), and lets reads,
 * the shell and edits of other files through, so the agent can still read and reinstall. Copilot CLI runs its
 * pre-tool hook on every tool: refusing all would stop it dead. Payloads in the shapes the hosts send.
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

function goneRepo(): string {
  const dir = makeRepo([
    {
      files: {
        'decisions/LOG.md': LOG,
        'README.md': '# lab\n',
        '.handoverrc.json': JSON.stringify({ agent: 'lab', files: { handover: 'decisions/LOG.md', sync: 'sync/' } }),
      },
    },
  ]);
  expect([0, 1]).toContain(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir }).code);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'init', '--no-verify']);
  const script = join(dir, '.git/handover/hook');
  writeFileSync(script, readFileSync(script, 'utf8').replace(/^cli=.*$/m, `cli='${join(tempDir(), 'gone.js')}'`));
  return dir;
}

const run = (dir: string, hook: string, payload: unknown) =>
  spawnSync('/bin/sh', [join(dir, '.git/handover/hook'), hook], {
    cwd: dir,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin' },
  });
const copilot = (dir: string, toolName: string, toolArgs: unknown) => ({
  sessionId: 's1',
  timestamp: 1,
  cwd: dir,
  toolName,
  toolArgs: JSON.stringify(toolArgs),
});

describe('the hook script with the install removed', () => {
  it('Copilot CLI: reads, the shell and edits of other files pass; edits of configured protocol paths are refused', () => {
    const dir = goneRepo();
    const log = join(dir, 'decisions/LOG.md');
    for (const p of [
      copilot(dir, 'view', { path: log }),
      copilot(dir, 'bash', { command: `cat ${log}; npm i -g handover` }),
      copilot(dir, 'edit', { path: join(dir, 'README.md'), old_str: '# lab', new_str: '# x' }),
      copilot(dir, 'report_intent', { intent: 'Reinstalling' }),
    ]) {
      const r = run(dir, 'copilot-pre-tool-use', p);
      expect({ code: r.status, out: r.stdout, err: r.stderr }, JSON.stringify(p)).toEqual({
        code: 0,
        out: '',
        err: '',
      });
    }
    for (const p of [
      copilot(dir, 'edit', { path: log, old_str: 'First.', new_str: 'Rewritten.' }),
      copilot(dir, 'create', { path: join(dir, 'sync/bob.md'), file_text: '## bob\n' }),
      copilot(dir, 'apply_patch', `*** Begin Patch\n*** Update File: SYNC.md\n@@\n-a\n+b\n*** End Patch\n`),
      // a read tool's name inside an argument is escaped JSON: it does not make an edit a read
      copilot(dir, 'edit', { path: log, old_str: 'First.', new_str: '"toolName":"view"' }),
    ]) {
      const r = run(dir, 'copilot-pre-tool-use', p);
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout), JSON.stringify(p)).toMatchObject({
        permissionDecision: 'deny',
        permissionDecisionReason: expect.stringMatching(/^handover cannot check this: .* is gone, so this is refused/),
      });
    }
  });

  it('Claude Code and Gemini CLI: an edit of another file passes, a protocol edit is refused', () => {
    const dir = goneRepo();
    const edit = (file: string) => ({ cwd: dir, tool_name: 'Edit', tool_input: { file_path: join(dir, file) } });
    expect(run(dir, 'claude-pre-tool-use', edit('README.md')).stdout).toBe('');
    expect(JSON.parse(run(dir, 'claude-pre-tool-use', edit('decisions/LOG.md')).stdout)).toMatchObject({
      hookSpecificOutput: { permissionDecision: 'deny' },
    });
    const gemini = (file: string) => ({ cwd: dir, tool_name: 'replace', tool_input: { file_path: join(dir, file) } });
    expect(run(dir, 'gemini-before-tool', gemini('README.md')).status).toBe(0);
    const r = run(dir, 'gemini-before-tool', gemini('sync/lab.md'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is gone, so this is refused/);
  });
});
