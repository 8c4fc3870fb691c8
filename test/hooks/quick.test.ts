import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { CLI, runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The guard's quick answer (src/hooks/fast.ts `quickHook`, built alone as dist/cli/hook-fast.js) gives the full
 * command's answer: nothing and exit 0 for an ordinary file, and every other input handed on whole, whether stdin is
 * a pipe (as the hosts send it), a regular file (read from its descriptor) or a stream in process.
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst entry.\n';

function labRepo(): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n', 'src/app.ts': 'x;\n' } }]);
  git(dir, ['config', 'handover.agent', 'lab']);
  return dir;
}

const edit = (dir: string, file: string, oldString: string, newString: string) =>
  JSON.stringify({
    session_id: 'quick',
    cwd: dir,
    hook_event_name: 'PreToolUse',
    tool_name: 'Edit',
    tool_input: { file_path: join(dir, file), old_string: oldString, new_string: newString },
  });

const ENV = { CLAUDE_PROJECT_DIR: undefined, GEMINI_PROJECT_DIR: undefined };

/** The built CLI with stdin redirected from a file (a regular file on descriptor 0, not a pipe). */
function fromFile(dir: string, input: string, name = 'claude-pre-tool-use') {
  const file = join(tempDir(), 'payload.json');
  writeFileSync(file, input);
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  delete env.CLAUDE_PROJECT_DIR;
  delete env.HANDOVER_AGENT;
  const r = spawnSync('sh', ['-c', 'exec "$0" "$1" hook "$2" < "$3"', process.execPath, CLI, name, file], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `main` in process, stdin a stream. */
async function inProcess(dir: string, input: string) {
  let stdout = '';
  let stderr = '';
  const sink = (add: (t: string) => void) =>
    new Writable({
      write(chunk, _enc, done) {
        add(String(chunk));
        done();
      },
    });
  const code = await main(['hook', 'claude-pre-tool-use'], {
    stdout: sink((t) => {
      stdout += t;
    }),
    stderr: sink((t) => {
      stderr += t;
    }),
    stdin: Readable.from([Buffer.from(input)]),
    cwd: dir,
    env: { ...process.env, ...ENV, NO_COLOR: '1' },
    version: '',
  });
  return { code, stdout, stderr };
}

describe('the guard answers an ordinary file quickly and hands everything else on whole', () => {
  it('lets an edit of an ordinary file through silently, from a pipe, a file or a stream', async () => {
    const dir = labRepo();
    const input = edit(dir, 'src/app.ts', 'x', 'y');
    for (const r of [
      runCli(['hook', 'claude-pre-tool-use'], { cwd: dir, input, env: ENV }),
      fromFile(dir, input),
      await inProcess(dir, input),
    ]) {
      expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
    }
  });

  it('hands a protocol edit to the full guard with its input intact (blocked the same way each time)', async () => {
    const dir = labRepo();
    const input = edit(dir, 'HANDOVER.md', 'First entry.', 'Rewritten.');
    const runs = [
      runCli(['hook', 'claude-pre-tool-use'], { cwd: dir, input, env: ENV }),
      fromFile(dir, input),
      await inProcess(dir, input),
    ];
    for (const r of runs) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/this Edit of HANDOVER\.md by lab breaks the protocol/);
    }
    expect(new Set(runs.map((r) => r.stderr)).size).toBe(1);
  });

  it('hands input that is not JSON to the full command, which says so and lets it through', async () => {
    const dir = labRepo();
    for (const r of [
      runCli(['hook', 'claude-pre-tool-use'], { cwd: dir, input: 'not json', env: ENV }),
      fromFile(dir, 'not json'),
      await inProcess(dir, 'not json'),
    ]) {
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/hook claude-pre-tool-use: the hook input is not valid JSON/);
    }
  });

  it('reads a large payload whole (more than one read of the descriptor)', () => {
    const dir = labRepo();
    const input = edit(dir, 'HANDOVER.md', 'First entry.', `First entry.${' pad'.repeat(100_000)}`);
    const r = fromFile(dir, input);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/HANDOVER\.md/);
    expect(runCli(['hook', 'claude-pre-tool-use'], { cwd: dir, input, env: ENV }).stderr).toBe(r.stderr);
  });

  it('leaves other hooks and other arguments to the full command', () => {
    const dir = labRepo();
    const input = edit(dir, 'src/app.ts', 'x', 'y');
    const r = runCli(['hook', 'claude-pre-tool-use', '--cwd', dir], { cwd: tempDir(), input, env: ENV });
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
    const bad = runCli(['hook', 'claude-pre-tool-use', 'extra'], { cwd: dir, input, env: ENV });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/handover hook takes one of/);
  });
});
