import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

/** Runs the CLI with a deadline: a command that opens a FIFO for reading would wait for a writer forever. */
function run(args: string[], cwd: string, input = '') {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    input,
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      ...process.env,
      NO_COLOR: '1',
      HANDOVER_AGENT: 'lab',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

function fifoRepo(name: string): string {
  const dir = makeRepo([{ files: { '.handoverrc.yaml': 'agent: lab\n', 'README.md': '# x\n' } }]);
  expect(spawnSync('mkfifo', [join(dir, name)]).status).toBe(0);
  return dir;
}

describe('a FIFO (or device) under a protocol file name is refused at once, never opened to block', () => {
  it('append, lint, check, sync set, sync show, status: one sentence, exit 1 or 2, no hang', () => {
    const dir = fifoRepo('HANDOVER.md');
    const sync = fifoRepo('SYNC.md');
    for (const [args, cwd] of [
      [['append', 'An entry.'], dir],
      [['lint'], dir],
      [['check'], dir],
      [['sync', 'set', '--focus', 'F.', '--next', 'N.'], sync],
      [['sync', 'show'], sync],
      [['status'], sync],
    ] as [string[], string][]) {
      const r = run(args, cwd);
      expect({ args, signal: r.signal }).toEqual({ args, signal: null });
      expect({ args, code: r.code === 1 || r.code === 2 || (args[0] === 'status' && r.code === 0) }).toEqual({
        args,
        code: true,
      }); // status shows data problems, exit 0
      expect(r.stderr + r.stdout).toMatch(/is not a regular file/);
      expect(r.stderr).not.toMatch(/internal error/);
    }
  });

  it('the PreToolUse hook answers at once for an edit of a FIFO HANDOVER.md (a hook must never block the agent)', () => {
    const dir = fifoRepo('HANDOVER.md');
    const payload = {
      hook_event_name: 'PreToolUse',
      cwd: dir,
      tool_name: 'Write',
      tool_input: { file_path: join(dir, 'HANDOVER.md'), content: '# Handover: lab\n' },
    };
    const r = run(['hook', 'claude-pre-tool-use'], dir, JSON.stringify(payload));
    expect(r.signal).toBe(null);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/HANDOVER\.md is not a regular file/);
    const stop = run(
      ['hook', 'claude-stop'],
      dir,
      JSON.stringify({ hook_event_name: 'Stop', cwd: dir, session_id: 's', stop_hook_active: false }),
    );
    expect(stop.signal).toBe(null);
  });
});
