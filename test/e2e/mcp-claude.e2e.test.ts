import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { installClaudeCode, runClaude, type ClaudeRun } from './claude.js';
import { FakeApi, type ToolCall } from './fake-api.js';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The MCP server in the real Claude Code (fake model API on 127.0.0.1, handover not on PATH): the `.mcp.json` that
 * `handover init` writes starts `handover mcp` through the clone's launcher, and the scripted model calls its tools.
 */
let bin: string;
const api = new FakeApi();
let baseUrl: string;
const roots: string[] = [];

beforeAll(async () => {
  bin = installClaudeCode();
  baseUrl = await api.start();
}, 600_000);
afterAll(async () => {
  await api.stop();
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/** lab (upstream, one entry) and observer (downstream of lab, and the writer of its own log), both init-ed. */
function forest(): { lab: string; observer: string } {
  const root = tempDir();
  roots.push(root);
  const lab = join(root, 'lab');
  const observer = join(root, 'observer');
  mkdirSync(lab);
  mkdirSync(observer);
  makeRepo([{ files: { 'README.md': '# lab\n' } }], lab);
  expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: lab }).code).toBe(0);
  expect(runCli(['append', 'Upstream fact: the cache is per table.'], { cwd: lab }).code).toBe(0);
  git(lab, ['add', '-A']);
  git(lab, ['commit', '-qm', 'entry', '--no-verify']);
  makeRepo([{ files: { 'README.md': '# observer\n' } }], observer);
  const init = ['init', '--role', 'upstream,downstream', '--agent', 'observer', '--upstream', 'lab=../lab'];
  expect(runCli(init, { cwd: observer }).code).toBe(0);
  git(observer, ['add', '-A']);
  git(observer, ['commit', '-qm', 'observer joins', '--no-verify']);
  return { lab, observer };
}

const TOOLS = 'Bash Edit Write Read ToolSearch mcp__handover__consume mcp__handover__append mcp__handover__status';
/** Claude Code defers MCP tools behind ToolSearch, so the scripted model loads them first, as a real model does. */
const LOAD: ToolCall = {
  name: 'ToolSearch',
  input: { query: 'select:mcp__handover__consume,mcp__handover__append', max_results: 5 },
};

async function session(cwd: string, script: ToolCall[]): Promise<ClaudeRun & { from: number }> {
  api.script = script;
  const from = api.requests.length;
  // --mcp-config: the file init wrote, loaded as a user who approved the project's servers would have it
  const run = await runClaude(bin, cwd, baseUrl, ['--mcp-config', join(cwd, '.mcp.json'), '--allowedTools', TOOLS]);
  expect(run.code, run.stderr).toBe(0);
  return { ...run, from };
}

/** The tool results the model got back, in order. */
function toolResults(from: number): { content: string; is_error?: boolean }[] {
  const reqs = api.agentRequests().filter((r) => api.requests.indexOf(r) >= from);
  const out: { content: string; is_error?: boolean }[] = [];
  for (const m of reqs.at(-1)?.body?.messages ?? []) {
    if (m.role !== 'user' || !Array.isArray(m.content)) continue;
    for (const b of m.content as { type: string; content?: unknown; is_error?: boolean }[])
      if (b.type === 'tool_result')
        out.push({
          content: typeof b.content === 'string' ? b.content : JSON.stringify(b.content),
          is_error: b.is_error,
        });
  }
  return out;
}

describe('handover mcp in the real Claude Code', () => {
  it('the model sees the tools, consumes at session start and appends after its work; entries land through the rules', async () => {
    const { lab, observer } = forest();
    // lab publishes a second entry while observer's session runs (session start already handed on the first)
    const publish = [
      `cd ${lab}`,
      "HANDOVER_AGENT=lab .git/handover/bin/handover append 'Second fact: lookups never rehash.'",
      'git add HANDOVER.md',
      'git -c user.name=lab -c user.email=lab@example.org commit -qm entry --no-verify',
    ].join(' && ');
    const run = await session(observer, [
      { name: 'Bash', input: { command: publish, description: 'lab publishes' } },
      LOAD,
      { name: 'mcp__handover__consume', input: {} },
      { name: 'mcp__handover__append', input: { text: 'Observed run 15: the cache is per table.', title: 'Run 15' } },
    ]);
    const first = api.agentRequests().find((r) => api.requests.indexOf(r) >= run.from)!;
    // the deferred tools are announced to the model by name
    expect(JSON.stringify(first.body)).toContain('mcp__handover__append');
    expect(JSON.stringify(first.body)).toContain('Upstream fact: the cache is per table.');
    const [published, loaded, consumed, appended] = toolResults(run.from);
    expect(published.is_error, published.content).toBeFalsy();
    expect(loaded.is_error, loaded.content).toBeFalsy();
    expect(consumed.is_error, consumed.content).toBeFalsy();
    expect(consumed.content).toContain('Second fact: lookups never rehash.');
    expect(readFileSync(join(observer, '.last-processed.md'), 'utf8')).toMatch(/seq: 2/);
    expect(appended.is_error, appended.content).toBeFalsy();
    expect(appended.content).toMatch(/Appended entry 1/);
    expect(readFileSync(join(observer, 'HANDOVER.md'), 'utf8')).toMatch(
      /## 1 · \S+ · Run 15\n\nObserved run 15: the cache is per table\.\n$/,
    );
    expect(runCli(['check'], { cwd: observer, env: { HANDOVER_AGENT: 'observer' } }).code).toBe(0);
  }, 240_000);

  it('an append as the wrong agent, or one that would rewrite an entry, is a tool error the model sees; nothing is written', async () => {
    const { lab, observer } = forest();
    git(observer, ['config', 'handover.agent', 'lab']);
    const before = readFileSync(join(observer, 'HANDOVER.md'), 'utf8');
    const wrong = await session(observer, [LOAD, { name: 'mcp__handover__append', input: { text: 'Not my log.' } }]);
    const [, refused] = toolResults(wrong.from);
    expect(refused.is_error).toBe(true);
    expect(refused.content).toMatch(/"observer"|observer/);
    expect(refused.content).toMatch(/writ/);
    expect(readFileSync(join(observer, 'HANDOVER.md'), 'utf8')).toBe(before);

    const log = readFileSync(join(lab, 'HANDOVER.md'), 'utf8');
    const heading = log.match(/^## 1 · .*$/m)![0];
    const rewrite = await session(lab, [
      LOAD,
      { name: 'mcp__handover__append', input: { text: `New text.\n\n${heading}\n\nRewritten first entry.` } },
    ]);
    const [, r] = toolResults(rewrite.from);
    expect(r.is_error).toBe(true);
    expect(r.content).toMatch(/heading|entry/i);
    expect(readFileSync(join(lab, 'HANDOVER.md'), 'utf8')).toBe(log);
  }, 240_000);
});
