import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import Ajv from 'ajv';
import { CLI, runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';
import { logText } from '../helpers/handover.js';

type Tool = { name: string; inputSchema: Record<string, unknown> };
type Result = {
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** The SDK's own client, talking to `handover mcp` over stdio in `cwd` as `agent`. */
async function connect(cwd: string, agent: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp'],
    cwd,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HANDOVER_AGENT: agent,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'handover-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}
const call = async (c: Client, name: string, args: Record<string, unknown> = {}) =>
  (await c.callTool({ name, arguments: args }, CallToolResultSchema)) as Result;
const text = (r: Result) => r.content.map((c) => c.text ?? '').join('\n');

const SYNC = `# Sync\n\n## lab\n\n- **Current focus:** Runs.\n- **Blocked on:** —\n- **Next action:** Run 3.\n\n## bob\n\n- **Current focus:** Reading.\n- **Blocked on:** —\n- **Next action:** Write.\n`;

describe('handover mcp (the SDK client over stdio)', () => {
  let dir: string;
  let lab: Client;
  const dirs: string[] = [];
  beforeAll(async () => {
    dir = makeRepo([{ files: { 'HANDOVER.md': logText(2), 'SYNC.md': SYNC, '.handoverrc.yaml': 'agent: lab\n' } }]);
    dirs.push(dir);
    lab = await connect(dir, 'lab');
  });
  afterAll(async () => {
    await lab?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('lists the tools, each with an input schema that is valid JSON Schema', async () => {
    const { tools } = (await lab.listTools()) as { tools: Tool[] };
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'append',
        'check',
        'consume',
        'entries',
        'explain_rule',
        'forest',
        'inbox',
        'registry',
        'request',
        'respond',
        'status',
        'sync_set',
        'wait',
      ].sort(),
    );
    const ajv = new Ajv({ strict: false });
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(() => ajv.compile(t.inputSchema)).not.toThrow();
    }
  });

  it('says the session ritual, exposes the protocol files and rule pages, and declares each result and effect', async () => {
    expect(lab.getInstructions()).toMatch(/start of a session: call consume.*\n.*inbox/s);
    expect(lab.getInstructions()).toMatch(/sync_set/);
    const { resources } = await lab.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(expect.arrayContaining(['handover://file/handover', 'handover://file/sync']));
    expect(uris).toContain('handover://rules/handover/append-only');
    const log = await lab.readResource({ uri: 'handover://file/handover' });
    expect((log.contents[0] as { text: string }).text).toBe(readFileSync(join(dir, 'HANDOVER.md'), 'utf8'));
    const page = await lab.readResource({ uri: 'handover://rules/sync/section-owner' });
    expect((page.contents[0] as { text: string }).text).toMatch(/section-owner/);
    await expect(lab.readResource({ uri: 'handover://file/..%2F..%2Fetc%2Fpasswd' })).rejects.toThrow();
    const { tools } = (await lab.listTools()) as {
      tools: (Tool & { outputSchema?: { type: string }; annotations?: { readOnlyHint?: boolean } })[];
    };
    const reads = ['status', 'inbox', 'entries', 'check', 'registry', 'forest', 'explain_rule', 'wait'];
    for (const t of tools) {
      expect(t.annotations?.readOnlyHint, t.name).toBe(reads.includes(t.name));
      if (!['explain_rule', 'append', 'sync_set', 'request', 'respond'].includes(t.name))
        expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.inputSchema.additionalProperties, t.name).toBe(false);
    }
    for (const name of ['status', 'inbox', 'entries', 'check', 'registry', 'forest', 'consume']) {
      const r = await call(lab, name, name === 'consume' ? { dry_run: true } : {});
      if (name === 'consume') continue; // no upstreams here: an error, as the CLI says
      expect(r.isError, `${name}: ${text(r)}`).toBeFalsy();
      expect(JSON.parse(text(r)), name).toEqual(r.structuredContent);
    }
  });

  it('status, inbox, check and explain_rule answer with structured results', async () => {
    const status = await call(lab, 'status');
    expect(status.isError).toBeFalsy();
    expect(status.structuredContent).toHaveProperty('upstreams');
    const inbox = await call(lab, 'inbox');
    expect(inbox.isError).toBeFalsy();
    const check = await call(lab, 'check');
    expect(check.isError).toBeFalsy();
    expect(Array.isArray(check.structuredContent?.results)).toBe(true);
    const rule = await call(lab, 'explain_rule', { rule: 'handover/append-only' });
    expect(text(rule)).toMatch(/append-only/);
    const bad = await call(lab, 'explain_rule', { rule: '../../etc/passwd' });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/is not a rule id/);
  });

  it('append writes through the CLI writer as the repository agent', async () => {
    const r = await call(lab, 'append', { text: 'Run 3 finished.\n\n--actor bob', title: 'Run 3' });
    expect(r.isError, text(r)).toBeFalsy();
    expect(text(r)).toMatch(/Appended entry 3/);
    const log = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(log).toMatch(/## 3 · \S+ · Run 3\n\nRun 3 finished\.\n\n--actor bob\n$/);
  });

  it('a write the rules refuse comes back as a tool error and writes nothing', async () => {
    const bob = await connect(dir, 'bob');
    try {
      const before = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
      const r = await call(bob, 'append', { text: 'Not mine to write.' });
      expect(r.isError).toBe(true);
      expect(text(r)).toMatch(/lab/);
      expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(before);
      // bob writes only its own section: no tool takes an actor, so there is no way to write lab's
      const s = await call(bob, 'sync_set', { focus: 'Reviewing run 3.' });
      expect(s.isError, text(s)).toBeFalsy();
      expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toMatch(/## lab\n\n- \*\*Current focus:\*\* Runs\./);
      expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toMatch(
        /## bob\n\n- \*\*Current focus:\*\* Reviewing run 3\./,
      );
    } finally {
      await bob.close();
    }
  });

  it('a malformed call is an error and the server keeps serving', async () => {
    const missing = await call(lab, 'append', {});
    expect(missing.isError).toBe(true);
    const wrongType = await call(lab, 'sync_set', { focus: 'two\nlines' });
    expect(wrongType.isError).toBe(true);
    const outside = await call(lab, 'status', { path: '../..' });
    expect(outside.isError).toBe(true);
    expect(text(outside)).toMatch(/outside the repository|does not exist/);
    const unknown = await call(lab, 'no_such_tool');
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/not found/);
    const again = await call(lab, 'status');
    expect(again.isError).toBeFalsy();
  });

  it('with mcp.write false only the read tools are served', async () => {
    const ro = makeRepo([
      { files: { 'HANDOVER.md': logText(1), '.handoverrc.yaml': 'agent: lab\nmcp: { write: false }\n' } },
    ]);
    dirs.push(ro);
    const c = await connect(ro, 'lab');
    try {
      const { tools } = (await c.listTools()) as { tools: Tool[] };
      expect(tools.map((t) => t.name).sort()).toEqual([
        'check',
        'consume',
        'entries',
        'explain_rule',
        'forest',
        'inbox',
        'registry',
        'status',
        'wait',
      ]);
      const append = await call(c, 'append', { text: 'No writes here.' });
      expect(append.isError).toBe(true);
      expect(readFileSync(join(ro, 'HANDOVER.md'), 'utf8')).toBe(logText(1));
    } finally {
      await c.close();
    }
  });
});

describe("the Claude Code plugin's MCP server (plugins/handover/.mcp.json)", () => {
  const RUN = fileURLToPath(new URL('../../plugins/handover/mcp/run', import.meta.url));
  const made: string[] = [];
  afterAll(() => {
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });

  it('serves the repository the session starts in, from a subfolder, through the clone launcher', async () => {
    const dir = makeRepo([{ files: { 'src/a.ts': 'a\n' } }]);
    made.push(dir);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    const transport = new StdioClientTransport({
      command: '/bin/sh',
      args: [RUN],
      cwd: join(dir, 'src'),
      env: { PATH: '/usr/bin:/bin', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'handover-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const r = await call(client, 'append', { text: 'From the plugin.' });
      expect(r.isError, text(r)).toBeFalsy();
      expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toMatch(/From the plugin\.\n$/);
    } finally {
      await client.close();
    }
  });

  it('outside a set-up clone it says what to run and exits 2', () => {
    const dir = makeRepo([{ files: { 'a.ts': 'a\n' } }]);
    made.push(dir);
    const r = spawnSync('/bin/sh', [RUN], { cwd: dir, encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/run handover init/);
  });
});
