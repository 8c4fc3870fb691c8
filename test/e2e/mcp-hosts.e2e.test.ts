import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { FakeApi, type ToolCall } from './fake-api.js';
import { installHost, runHost, type HostName } from './hosts.js';

/**
 * Which real hosts load the MCP server `handover init` registers for them: each host, in a clone init wired for
 * it alone (handover not on PATH, the launcher in .git), answers one prompt, and what it offered the model is read
 * back from its requests to the fake API. Claude Code and Qwen Code list MCP tools in a deferred list, Gemini CLI,
 * Copilot CLI and opencode as tools; Codex defers them behind its built-in `tool_search`, so there the model lists
 * the server's resources through Codex's own `list_mcp_resources` tool.
 */
const api = new FakeApi();
let baseUrl: string;
const temps: string[] = [];
beforeAll(async () => {
  baseUrl = await api.start();
}, 60_000);
afterAll(async () => {
  await api.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** The host's folder, so init sees the agent in use. */
const AGENT_DIR: Record<HostName, string> = {
  claude: '.claude',
  codex: '.codex',
  gemini: '.gemini',
  qwen: '.qwen',
  copilot: '.github/hooks',
  opencode: '.opencode',
};

function clone(host: HostName): string {
  const dir = tempDir();
  temps.push(dir);
  makeRepo([{ files: { 'README.md': '# lab\n' } }], dir);
  mkdirSync(join(dir, AGENT_DIR[host]), { recursive: true });
  const args = ['init', '--role', 'upstream,commons', '--agent', 'lab', '--agents', host];
  const init = spawnSync(process.execPath, [CLI, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1' },
  });
  expect([0, 1], init.stderr + init.stdout).toContain(init.status);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'init', '--no-verify']);
  return dir;
}

/** Everything the host sent the model in one session, as text. */
async function sent(host: HostName, script: ToolCall[] = []): Promise<string> {
  api.script = script;
  const from = api.requests.length;
  const run = await runHost(host, { bin: installHost(host), cwd: clone(host), baseUrl, prompt: 'Say ok.' });
  expect(run.code, `${host} exited ${run.code}: ${run.stderr.slice(-2000)}`).toBe(0);
  return api.requests
    .slice(from)
    .map((r) => JSON.stringify(r.body ?? {}))
    .join('\n');
}

/** How each host shows the model the `consume` tool of the server named `handover` (in the request's JSON). */
const CONSUME: Record<Exclude<HostName, 'codex'>, RegExp> = {
  claude: /mcp__handover__consume(?!\w)/,
  qwen: /mcp__handover__consume(?!\w)/,
  gemini: /"name":"mcp_handover_consume"/,
  copilot: /"name":"handover-consume"/,
  opencode: /"name":"handover_consume"/,
};

describe('the MCP server init registers, in each real host', () => {
  for (const host of Object.keys(CONSUME) as (keyof typeof CONSUME)[])
    it(`${host} offers the model handover's tools`, async () => {
      const text = await sent(host);
      expect(text).toMatch(CONSUME[host]);
    }, 300_000);

  it("codex lists the server's resources through its own tool", async () => {
    const text = await sent('codex', [{ name: 'list_mcp_resources', input: {} }]);
    const output = text.slice(text.indexOf('function_call_output'));
    expect(output).toContain('"server\\":\\"handover\\"');
  }, 300_000);
});
