import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';
import { calls } from './agents.js';
import { FakeApi, requestText } from './fake-api.js';
import { installHost, runHost } from './hosts.js';

/**
 * Qwen Code (0.24.4) rewrites `.qwen/settings.json` on its first run in a project. The Stop hook asks the agent to
 * report work it did in the session: a file the host itself wrote is not the agent's work.
 */
const api = new FakeApi();
let baseUrl: string;
let bin: string;
beforeAll(async () => {
  bin = installHost('qwen');
  baseUrl = await api.start();
}, 600_000);
afterAll(() => api.stop());

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst entry.\n';

describe('Qwen Code and the Stop hook', () => {
  it('the settings file Qwen Code rewrites on its first run is not blamed on the agent', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# lab\n' } }]);
    mkdirSync(join(dir, '.qwen'), { recursive: true });
    const r = runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', 'qwen'], { cwd: dir });
    expect([0, 1], r.stdout + r.stderr).toContain(r.code);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'init', '--no-verify']);
    api.script = calls.shell('qwen', 'echo hi');
    const from = api.requests.length;
    const run = await runHost('qwen', { bin, cwd: dir, baseUrl });
    expect(run.code, run.stderr).toBe(0);
    // the precondition: Qwen Code changed its settings file itself, and the agent changed nothing else
    expect(git(dir, ['status', '--porcelain']).trim()).toBe('M .qwen/settings.json');
    const told = api
      .agentRequests(from)
      .map((q) => requestText(q))
      .join('\n');
    expect(told.includes('did not report it'), 'the Stop hook asked the agent to report .qwen/settings.json').toBe(
      false,
    );
  }, 300_000);
});
