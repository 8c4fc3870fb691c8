import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';
import { claudePath, installClaudeCode, runClaudeWith } from './claude.js';
import { FakeApi, type ToolCall } from './fake-api.js';
import { installHost, runHost } from './hosts.js';

/**
 * Tools a host offers the model only on demand (Claude Code 2.1.332's ToolSearch: NotebookEdit, WebFetch, …, and
 * every MCP server's tools), driven with the real binary: a deferred tool that writes a protocol file must meet the
 * guard. The MCP server is a stand-in for a third-party filesystem server (test/fixtures/mcp-fs/server.mjs).
 */
const FS_SERVER = fileURLToPath(new URL('../fixtures/mcp-fs/server.mjs', import.meta.url));
const api = new FakeApi();
let baseUrl: string;
let bin: string;
let PATH: string;
beforeAll(async () => {
  bin = installClaudeCode();
  baseUrl = await api.start();
  PATH = claudePath();
}, 600_000);
afterAll(() => api.stop());

const FS = { command: process.execPath, args: [FS_SERVER] };

function labRepo(agents = 'claude'): string {
  const dir = makeRepo([{ files: { 'README.md': '# lab\n' } }]);
  expect(runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', agents], { cwd: dir }).code).toBe(0);
  expect(runCli(['append', 'First entry.'], { cwd: dir }).code).toBe(0);
  writeFileSync(join(dir, 'fs.mcp.json'), JSON.stringify({ mcpServers: { fs: FS } }));
  // Qwen Code and Gemini CLI read their MCP servers from the project settings handover init wrote its hooks into.
  if (agents === 'qwen' || agents === 'gemini') {
    const file = join(dir, `.${agents}/settings.json`);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), mcpServers: { fs: FS } }));
  }
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

describe('deferred tools in the real Claude Code', () => {
  it("refuses a rewrite through a third-party MCP server's write tool, loaded through ToolSearch", async () => {
    const dir = labRepo();
    const log = join(dir, 'HANDOVER.md');
    const before = readFileSync(log, 'utf8');
    const script: ToolCall[] = [
      { name: 'ToolSearch', input: { query: 'select:mcp__fs__write_file', max_results: 5 } },
      { name: 'mcp__fs__write_file', input: { path: log, content: '# Handover: lab\n\nRewritten.\n' } },
      { name: 'mcp__fs__write_file', input: { path: join(dir, 'notes.txt'), content: 'a note\n' } },
    ];
    api.script = script;
    const from = api.requests.length;
    const args = ['--mcp-config', join(dir, 'fs.mcp.json'), '--allowedTools', 'Read ToolSearch mcp__fs__write_file'];
    const run = await runClaudeWith(bin, dir, { baseUrl, args, path: PATH });
    expect(run.code, run.stderr).toBe(0);
    // The tool was deferred: not in the first request's tools, loaded by ToolSearch.
    const first = api.agentRequests(from)[0];
    const deferred = (first.body.tools as { name: string; defer_loading?: boolean }[]).filter((t) => t.defer_loading);
    expect(deferred.map((t) => t.name)).toContain('DeferredToolPlaceholder');
    expect(JSON.stringify(first.body.messages)).toContain('mcp__fs__write_file');
    const results = api.toolResults(from);
    expect(results).toHaveLength(3);
    expect(readFileSync(log, 'utf8')).toBe(before);
    expect(results[1].content).toMatch(/handover: this mcp__fs__write_file of HANDOVER\.md is refused/);
    // Any other file: let through.
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('a note\n');
  }, 240_000);
});

describe('deferred tools in the real Qwen Code, through its tool_call bridge', () => {
  it("refuses a rewrite through a third-party MCP server's write tool, called through tool_call", async () => {
    const bin = installHost('qwen');
    const dir = labRepo('qwen');
    const log = join(dir, 'HANDOVER.md');
    const before = readFileSync(log, 'utf8');
    const write = (path: string, content: string): ToolCall => ({
      name: 'tool_call',
      input: { name: 'mcp__fs__write_file', arguments: { path, content } },
    });
    api.script = [
      { name: 'tool_search', input: { query: 'select:mcp__fs__write_file' } },
      write(log, '# Handover: lab\n\nRewritten.\n'),
      write(join(dir, 'notes.txt'), 'a note\n'),
    ];
    const from = api.requests.length;
    const run = await runHost('qwen', { bin, cwd: dir, baseUrl });
    expect(run.code, run.stderr).toBe(0);
    // The tool was deferred: not in the first request's tools.
    expect(api.offeredTools(from)).not.toContain('mcp__fs__write_file');
    expect(api.offeredTools(from)).toContain('tool_call');
    const results = api.toolResults(from);
    expect(results).toHaveLength(3);
    expect(readFileSync(log, 'utf8')).toBe(before);
    expect(results[1].content).toMatch(/handover: this mcp__fs__write_file of HANDOVER\.md is refused/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('a note\n');
  }, 240_000);
});

describe("opencode's experimental code mode (OPENCODE_EXPERIMENTAL_CODE_MODE): execute", () => {
  it("refuses a rewrite by an MCP tool a script calls: opencode runs the plugin's hook for each call inside it", async () => {
    const bin = installHost('opencode');
    const dir = labRepo('opencode');
    const log = join(dir, 'HANDOVER.md');
    const before = readFileSync(log, 'utf8');
    const script = (path: string, content: string): ToolCall => ({
      name: 'execute',
      input: { code: `return await tools.fs.write_file(${JSON.stringify({ path, content })});` },
    });
    api.script = [script(log, '# Handover: lab\n\nRewritten.\n'), script(join(dir, 'notes.txt'), 'a note\n')];
    const from = api.requests.length;
    const run = await runHost('opencode', {
      bin,
      cwd: dir,
      baseUrl,
      env: { OPENCODE_EXPERIMENTAL_CODE_MODE: '1' },
      opencodeConfig: { mcp: { fs: { type: 'local', command: [process.execPath, FS_SERVER] } } },
    });
    expect(run.code, run.stderr).toBe(0);
    // Code mode: the MCP tool is not offered as a tool, only inside execute's scripts.
    expect(api.offeredTools(from)).toContain('execute');
    expect(api.offeredTools(from)).not.toContain('fs_write_file');
    const results = api.toolResults(from);
    expect(results).toHaveLength(2);
    expect(readFileSync(log, 'utf8')).toBe(before);
    expect(results[0].content).toMatch(/handover: this fs_write_file of HANDOVER\.md is refused/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('a note\n');
  }, 300_000);
});

describe('MCP tools in the real Codex, deferred behind tool_search', () => {
  it("refuses a rewrite through a third-party MCP server's write tool, called in its namespace", async () => {
    const bin = installHost('codex');
    const dir = labRepo('codex');
    const log = join(dir, 'HANDOVER.md');
    const before = readFileSync(log, 'utf8');
    // the model loads the server's tools, then calls one as a function in the server's namespace
    const write = (path: string, content: string): ToolCall => ({
      name: 'write_file',
      namespace: 'mcp__fs',
      input: { path, content },
    });
    api.script = [
      { name: 'tool_search', input: { query: 'write file', limit: 5 } },
      write(log, '# Handover: lab\n\nRewritten.\n'),
      write(join(dir, 'notes.txt'), 'a note\n'),
    ];
    const from = api.requests.length;
    // registered as Codex registers an MCP server (mcp_servers in config.toml; -c sets the same keys)
    const args = [
      '-c',
      `mcp_servers.fs.command=${JSON.stringify(FS.command)}`,
      '-c',
      `mcp_servers.fs.args=${JSON.stringify(FS.args)}`,
    ];
    const run = await runHost('codex', { bin, cwd: dir, baseUrl, args });
    expect(run.code, run.stderr).toBe(0);
    expect(api.offeredTools(from)).toContain('tool_search');
    expect(api.offeredTools(from)).not.toContain('write_file');
    const results = api.toolResults(from);
    expect(results).toHaveLength(3);
    expect(results[0].content).toContain('mcp__fs');
    expect(readFileSync(log, 'utf8')).toBe(before);
    expect(results[1].content).toMatch(/handover: this mcp__fs__write_file of HANDOVER\.md is refused/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('a note\n');
  }, 240_000);
});

describe('MCP tools in the real Gemini CLI (mcp_<server>_<tool>)', () => {
  it("refuses a rewrite through a third-party MCP server's write tool", async () => {
    const bin = installHost('gemini');
    const dir = labRepo('gemini');
    const log = join(dir, 'HANDOVER.md');
    const before = readFileSync(log, 'utf8');
    api.script = [
      { name: 'mcp_fs_write_file', input: { path: log, content: '# Handover: lab\n\nRewritten.\n' } },
      { name: 'mcp_fs_write_file', input: { path: join(dir, 'notes.txt'), content: 'a note\n' } },
    ];
    const from = api.requests.length;
    const run = await runHost('gemini', { bin, cwd: dir, baseUrl });
    expect(run.code, run.stderr).toBe(0);
    expect(api.offeredTools(from)).toContain('mcp_fs_write_file');
    const results = api.toolResults(from);
    expect(results).toHaveLength(2);
    expect(readFileSync(log, 'utf8')).toBe(before);
    expect(results[0].content).toMatch(/handover: this mcp_fs_write_file of HANDOVER\.md is refused/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('a note\n');
  }, 240_000);
});
