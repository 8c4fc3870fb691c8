import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { captured } from '../helpers/payloads.js';
import { makeRepo, ownPath } from '../helpers/repo.js';

/**
 * The Claude Code plugin's hook (plugins/handover/hooks/run) in a handover repository whose clone has no hook script
 * (.git/handover/hook: never init'ed here, as a fresh clone): on Claude Code's captured Edit payload it refuses the
 * edit, never lets it through (issue 34, a mutation no test killed: the script exiting 0 in that case).
 */
const RUN = fileURLToPath(new URL('../../plugins/handover/hooks/run', import.meta.url));
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst entry.\n';

function plugin(dir: string, file: string) {
  const payload = captured('claude', 'PreToolUse-Edit', { repo: dir }, {});
  (payload.tool_input as Record<string, unknown>).file_path = join(dir, file);
  return spawnSync('/bin/sh', [RUN, 'claude-pre-tool-use'], {
    cwd: dir,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: {
      PATH: ownPath(['node', 'git', 'cat', 'dirname', 'grep', 'head', 'sed']),
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
}

describe('the plugin hook script in a clone with no .git/handover/hook', () => {
  it('refuses an edit of the protocol file, saying to run handover init there', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yml': 'agent: lab\n', 'src/a.ts': 'a\n' } }]);
    expect(existsSync(join(dir, '.git', 'handover', 'hook'))).toBe(false);
    // Claude Code's own refusal: a JSON denial at exit 0, whose reason the model reads (never the hook command)
    const denial = (r: { status: number | null; stdout: string }) => {
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout).hookSpecificOutput as {
        permissionDecision: string;
        permissionDecisionReason: string;
      };
    };
    expect(denial(plugin(dir, 'HANDOVER.md'))).toEqual({
      hookEventName: 'PreToolUse',
      permissionDecision: 'deny',
      permissionDecisionReason: `handover is set up in ${dir} but not in this clone (no .git/handover/hook): run handover init there.`,
    });
    // It cannot tell a protocol file from another without the hook script, so it refuses every edit there.
    expect(denial(plugin(dir, 'src/a.ts')).permissionDecision).toBe('deny');
  });

  it('lets an edit through in a repository that is not a handover repository', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'src/a.ts': 'a\n' } }]);
    const r = plugin(dir, 'src/a.ts');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toBe('');
  });
});
