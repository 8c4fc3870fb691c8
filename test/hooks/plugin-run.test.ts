import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo, ownPath } from '../helpers/repo.js';

/**
 * The Claude Code plugin's hook (plugins/handover/hooks/run), run by /bin/sh as Claude Code runs it, with a PATH of
 * the test's own: the tools it reads the payload with missing one at a time. A guard that cannot run refuses the
 * edit; it never lets it through.
 */
const RUN = fileURLToPath(new URL('../../plugins/handover/hooks/run', import.meta.url));
const TOOLS = ['cat', 'dirname', 'grep', 'head', 'sed'];
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

function labRepo(): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yml': 'agent: lab\n' } }]);
  expect(runCli(['init'], { cwd: dir }).code).toBe(0);
  return dir;
}

/** The plugin hook on a rewrite of entry 1, with `PATH` as the only environment. */
function rewrite(dir: string, PATH: string) {
  const payload = {
    hook_event_name: 'PreToolUse',
    session_id: 's1',
    cwd: dir,
    tool_name: 'Edit',
    tool_input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'First.', new_string: 'Rewritten.' },
  };
  return spawnSync('/bin/sh', [RUN, 'claude-pre-tool-use'], {
    cwd: dir,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: { PATH, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  });
}

describe('the plugin hook script', () => {
  it('denies a rewrite of an old entry with every tool it uses on PATH', () => {
    const dir = labRepo();
    const r = rewrite(dir, ownPath(['node', 'git', ...TOOLS]));
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: 'deny' } });
    expect(r.stdout).toContain('handover/append-only');
  });

  for (const tool of TOOLS)
    it(`refuses the edit in a JSON denial, naming ${tool}, when ${tool} is not on PATH (it never lets it through)`, () => {
      const dir = labRepo();
      const r = rewrite(dir, ownPath(['node', 'git', ...TOOLS.filter((t) => t !== tool)]));
      // a JSON denial at exit 0: Claude Code shows its reason alone (before an exit 2's stderr it shows the command)
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).hookSpecificOutput).toEqual({
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason:
          `handover cannot run its plugin hook: ${tool} is not on the PATH the hook runs with, and edits are refused ` +
          `until it is; put ${tool} on that PATH.`,
      });
    });
});
