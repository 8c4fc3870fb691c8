#!/usr/bin/env node
// `handover mcp`: from spawning the server to its answer to the first `tools/list`, and to a `status` call,
// against `node -e 0` in the same run (issue 23).
//   node bench/mcp.mjs [--runs N]
// The client is hand-rolled JSON-RPC over stdio (newline-delimited, as the MCP stdio transport frames it), so the
// figure is the server's cost, not a client library's. Median of N fresh processes each; no timing is asserted.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handoverLog } from './lib/generate.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 9) || 9;
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', HANDOVER_AGENT: 'lab' };
const tmp = mkdtempSync(join(tmpdir(), 'handover-bench-mcp-'));

/** Milliseconds from spawn to the answer of the last request in `requests` (ids 1..n after initialize). */
function session(requests) {
  return new Promise((resolve, reject) => {
    const t = process.hrtime.bigint();
    const child = spawn(process.execPath, [CLI, 'mcp'], { cwd: tmp, env, stdio: ['pipe', 'pipe', 'inherit'] });
    const send = (m) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
    const last = requests.length;
    let buf = '';
    child.stdout.setEncoding('utf8').on('data', (c) => {
      buf += c;
      for (let i = buf.indexOf('\n'); i !== -1; i = buf.indexOf('\n')) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (msg.id === 0) {
          send({ method: 'notifications/initialized' });
          for (const [k, r] of requests.entries()) send({ id: k + 1, ...r });
        } else if (msg.id === last) {
          const ms = Number(process.hrtime.bigint() - t) / 1e6;
          child.stdin.end();
          child.on('close', () => resolve(ms));
        }
      }
    });
    child.on('error', reject);
    send({
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '0' } },
    });
  });
}

async function median(f) {
  const ms = [];
  for (let r = 0; r < RUNS; r++) ms.push(await f());
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)];
}

try {
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: tmp, env });
  writeFileSync(join(tmp, '.handoverrc.yaml'), 'agent: lab\n');
  writeFileSync(join(tmp, 'HANDOVER.md'), handoverLog(1000));
  const base = await median(async () => {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', '0']);
    return Number(process.hrtime.bigint() - t) / 1e6;
  });
  const list = await median(() => session([{ method: 'tools/list' }]));
  const status = await median(() =>
    session([{ method: 'tools/list' }, { method: 'tools/call', params: { name: 'status', arguments: {} } }]),
  );
  const row = (what, ms) => `| ${what} | ${ms.toFixed(0)} ms | ${(ms / base).toFixed(2)}× |`;
  console.log(`\n### MCP server start-up (${RUNS} runs each, median)\n`);
  console.log('| what | time | ratio to `node -e 0` |\n| --- | --- | --- |');
  console.log(row('`node -e 0` (baseline)', base));
  console.log(row('`handover mcp` to the first `tools/list` answer', list));
  console.log(row('… then a `status` call (1,000-entry log)', status));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
