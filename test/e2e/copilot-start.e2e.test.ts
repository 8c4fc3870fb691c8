import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { calls } from './agents.js';
import { FakeApi, requestText } from './fake-api.js';
import { installHost, runHost } from './hosts.js';

/**
 * GitHub Copilot CLI (1.0.102) with the hooks handover init writes. Its session start sends `source: "new"` and adds
 * a top-level `additionalContext` to the conversation (a nested hookSpecificOutput is ignored); it runs the pre-tool
 * hook on every tool, so a removed install must refuse only what can write a protocol file.
 */
const api = new FakeApi();
let baseUrl: string;
let bin: string;
beforeAll(async () => {
  bin = installHost('copilot');
  baseUrl = await api.start();
}, 600_000);
afterAll(() => api.stop());

const LOG = '# Handover: up\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst entry.\n';

function init(dir: string, args: string[]): void {
  mkdirSync(join(dir, '.github/hooks'), { recursive: true });
  const r = runCli(['init', ...args, '--agents', 'copilot'], { cwd: dir });
  expect([0, 1], r.stdout + r.stderr).toContain(r.code);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'init', '--no-verify']);
}

async function session(dir: string, script: ReturnType<typeof calls.shell>) {
  api.script = script;
  const from = api.requests.length;
  const run = await runHost('copilot', { bin, cwd: dir, baseUrl });
  expect(run.code, run.stderr).toBe(0);
  return {
    from,
    told: api
      .agentRequests(from)
      .map((r) => requestText(r))
      .join('\n'),
    results: api.toolResults(from),
  };
}

describe('Copilot CLI', () => {
  it("a new session's start hands on the new upstream entries, and moves the offset", async () => {
    const top = tempDir();
    const up = join(top, 'up');
    const down = join(top, 'down');
    mkdirSync(up);
    mkdirSync(down);
    makeRepo([{ files: { 'HANDOVER.md': LOG } }], up);
    init(up, ['--role', 'upstream', '--agent', 'up']);
    expect(runCli(['append', 'A new fact from upstream, 7f3a.'], { cwd: up }).code).toBe(0);
    git(up, ['add', '-A']);
    git(up, ['commit', '-qm', 'entry', '--no-verify']);
    makeRepo([{ files: { 'README.md': '# down\n' } }], down);
    init(down, ['--role', 'downstream', '--agent', 'down', '--upstream', 'up=../up']);
    const { told } = await session(down, calls.shell('copilot', 'echo hi'));
    expect(told).toContain('A new fact from upstream, 7f3a.');
    // a real start (source "new") moved the offset: the next session is not told again
    expect((await session(down, calls.shell('copilot', 'echo hi'))).told).not.toContain('7f3a');
  }, 300_000);

  it('with the install removed: reads and the shell pass, an edit of another file passes, a protocol edit is refused', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG.replace('up', 'lab'), 'README.md': '# lab\n' } }]);
    init(dir, ['--role', 'upstream', '--agent', 'lab']);
    const script = join(dir, '.git/handover/hook');
    writeFileSync(script, readFileSync(script, 'utf8').replace(/^cli=.*$/m, `cli='${join(tempDir(), 'gone.js')}'`));
    const { results } = await session(dir, [
      { name: 'view', input: { path: join(dir, 'HANDOVER.md') } },
      ...calls.shell('copilot', 'echo shell-ran > out.txt'),
      ...calls.edit('copilot', dir, { file: join(dir, 'README.md'), from: '# lab', to: '# lab, edited' }),
      ...calls.edit('copilot', dir, { file: join(dir, 'HANDOVER.md'), from: 'First entry.', to: 'Rewritten.' }),
    ]);
    expect(results, JSON.stringify(results)).toHaveLength(4);
    expect(results[0].content).toContain('First entry.');
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('shell-ran\n');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('# lab, edited');
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toContain('First entry.');
    expect(results[3].content).toMatch(/^Denied by preToolUse hook: handover cannot check this: .* is gone/);
  }, 300_000);
});
