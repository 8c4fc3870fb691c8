import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { startCli } from '../helpers/handover.js';
import { commitAll, makeForest } from './fixture.js';

type Result = { content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown> };

/** Commits a ruling from `dir` (project `id`) to lab; returns when the commit is made (ms since the epoch). */
function ask(f: ReturnType<typeof makeForest>, dir: string, id: string, subject: string): number {
  const r = runCli(['request', 'ruling', '--to', 'lab', '--subject', subject, '--claim', 'x'], {
    cwd: f.at(dir),
    env: { HANDOVER_AGENT: id },
  });
  expect(r.code, r.stderr).toBe(0);
  commitAll(f.at(dir));
  return Date.now();
}

/** Resolves once the started CLI printed `pattern` on stderr. */
function printed(s: ReturnType<typeof startCli>, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    let err = '';
    s.child.stderr.on('data', (d: string) => {
      err += d;
      if (pattern.test(err)) resolve();
    });
  });
}

describe('handover inbox --wait', () => {
  const f = makeForest();

  it('says at the timeout that nothing arrived (exit 0, one line)', async () => {
    const r = runCli(['inbox', '--wait', '--timeout', '1'], { cwd: f.at('lab'), env: { HANDOVER_AGENT: 'lab' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Nothing arrived for lab in \d+s\.\n$/);
    expect(r.stderr).toMatch(/^Waiting up to 1s for work/);
  });

  it('returns as soon as a peer commits a request addressed here, printing what inbox prints', async () => {
    const waiting = startCli(['inbox', '--wait', '--timeout', '120', '--dry-run'], f.at('lab'), {
      HANDOVER_AGENT: 'lab',
    });
    await printed(waiting, /Waiting up to 120s/);
    const committed = ask(f, 'partner', 'partner', 'reference semantics');
    const done = await waiting.done;
    const latency = Date.now() - committed;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(
      /^Inbox of lab: 1 waiting, oldest first\n {2}partner#1 .*ruling on "reference semantics"/,
    );
    expect(done.stdout).toBe(
      runCli(['inbox', '--dry-run'], { cwd: f.at('lab'), env: { HANDOVER_AGENT: 'lab' } }).stdout,
    );
    console.log(`inbox --wait returned ${latency} ms after the peer's commit`);
    // something already waits: it returns at once
    const again = runCli(['inbox', '--wait', '--timeout', '60', '--dry-run'], {
      cwd: f.at('lab'),
      env: { HANDOVER_AGENT: 'lab' },
    });
    expect(again.stdout).toMatch(/^Inbox of lab: 1 waiting/);
    expect(again.stderr).not.toMatch(/Waiting/);
  });

  it('returns when an upstream commits a new entry, listing it after the inbox, and as JSON says arrived', async () => {
    // partner consumes lab's log; its own ruling to lab is open, which is no news for it
    const waiting = startCli(
      ['inbox', '--wait', '--timeout', '120', '--dry-run', '--format', 'json'],
      f.at('partner'),
      {
        HANDOVER_AGENT: 'partner',
      },
    );
    await printed(waiting, /Waiting up to 120s/);
    const r = runCli(['append', '--title', 'Runs done', 'The runs finished.'], {
      cwd: f.at('lab'),
      env: { HANDOVER_AGENT: 'lab' },
    });
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('lab'));
    const done = await waiting.done;
    expect(done.code, done.stderr).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({
      arrived: true,
      project: 'partner',
      upstreams: [{ name: 'lab', pending: 1 }],
    });
    const text = runCli(['inbox', '--wait', '--timeout', '5', '--dry-run'], {
      cwd: f.at('partner'),
      env: { HANDOVER_AGENT: 'partner' },
    });
    expect(text.stdout).toMatch(/\nNew upstream entries\n {2}lab: 1 not consumed \(handover consume lab\)\n$/);
  });

  it('--timeout without --wait, and a bad --timeout, are usage errors', () => {
    const env = { HANDOVER_AGENT: 'lab' };
    expect(runCli(['inbox', '--timeout', '5'], { cwd: f.at('lab'), env }).stderr).toMatch(/--timeout goes with --wait/);
    const r = runCli(['inbox', '--wait', '--timeout', 'soon'], { cwd: f.at('lab'), env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--timeout soon is not a number of seconds/);
  });
});

describe('the MCP wait tool (the SDK client over stdio)', () => {
  const f = makeForest();
  let client: Client;
  afterAll(async () => {
    await client?.close();
  });

  it('returns {arrived: false} at the timeout, and the inbox with progress once a peer commits a request', async () => {
    client = new Client({ name: 'handover-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, 'mcp'],
        cwd: f.at('lab'),
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HANDOVER_AGENT: 'lab',
          GIT_CONFIG_GLOBAL: '/dev/null',
          GIT_CONFIG_NOSYSTEM: '1',
        },
        stderr: 'pipe',
      }),
    );
    const nothing = (await client.callTool(
      { name: 'wait', arguments: { timeout_seconds: 1 } },
      CallToolResultSchema,
    )) as Result;
    expect(nothing.structuredContent).toMatchObject({ arrived: false });

    const progress: { progress: number; message?: string }[] = [];
    let waitingNow: () => void = () => undefined;
    const started = new Promise<void>((r) => {
      waitingNow = r;
    });
    const call = client.callTool({ name: 'wait', arguments: { timeout_seconds: 120 } }, CallToolResultSchema, {
      onprogress: (p) => {
        progress.push(p);
        waitingNow();
      },
      timeout: 180_000,
    });
    await started;
    const committed = ask(f, 'lab/ops', 'lab-ops', 'cluster quota');
    const r = (await call) as Result;
    console.log(`the MCP wait tool returned ${Date.now() - committed} ms after the peer's commit`);
    expect(progress[0]).toMatchObject({ progress: 0, message: expect.stringMatching(/^waiting for work/) });
    expect(r.structuredContent).toMatchObject({
      arrived: true,
      project: 'lab',
      items: [{ ref: 'lab-ops#1', subject: 'cluster quota' }],
    });
  });
});
