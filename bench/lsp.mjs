#!/usr/bin/env node
// `handover lsp`: how long after a change the diagnostics arrive, on a 1,000-entry HANDOVER.md, against two
// baselines measured in the same run: `handover lint HANDOVER.md` on the same file (a fresh process, what an
// editor would pay without a server) and `node -e 0` (issue 24).
//   node bench/lsp.mjs [--runs N] [--entries N]
// The client is vscode-jsonrpc over the server's stdio, as an editor's. Two kinds of change: an edit of an old
// entry (the full comparison with HEAD: both versions parsed, append-only reports it) and a new entry typed at the
// end (the append fast path). Time is from sending didChange to the publishDiagnostics for that version.
// Median of N changes each; no timing is asserted anywhere.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { handoverLog } from './lib/generate.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => Number(args[args.indexOf(name) + 1] || fallback) || fallback;
const RUNS = opt('--runs', 15);
const ENTRIES = opt('--entries', 1000);
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', HANDOVER_AGENT: 'lab' };
const tmp = mkdtempSync(join(tmpdir(), 'handover-bench-lsp-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const since = (t) => Number(process.hrtime.bigint() - t) / 1e6;

function processMs(argv) {
  const ms = [];
  for (let r = 0; r < RUNS; r++) {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, argv, { cwd: tmp, env });
    ms.push(since(t));
  }
  return median(ms);
}

try {
  const git = (...a) => execFileSync('git', a, { cwd: tmp, env });
  git('init', '-q', '-b', 'main');
  const log = handoverLog(ENTRIES);
  writeFileSync(join(tmp, 'HANDOVER.md'), log);
  git('add', 'HANDOVER.md');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.org', 'commit', '-q', '-m', 'log');
  const node = processMs(['-e', '0']);
  const lint = processMs([CLI, 'lint', 'HANDOVER.md']);

  const child = spawn(process.execPath, [CLI, 'lsp'], { cwd: tmp, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const rpc = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  rpc.onNotification('textDocument/publishDiagnostics', (p) => waiting.get(p.version)?.(p));
  rpc.onNotification('window/showMessage', () => undefined);
  rpc.listen();
  const uri = pathToFileURL(join(tmp, 'HANDOVER.md')).href;
  const published = (version) => new Promise((resolve) => waiting.set(version, resolve));
  const tOpen = process.hrtime.bigint();
  await rpc.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(tmp).href, capabilities: {} });
  await rpc.sendNotification('initialized', {});
  const opened = published(1);
  await rpc.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId: 'markdown', version: 1, text: log },
  });
  await opened;
  const open = since(tOpen);

  let version = 1;
  const change = async (text, expect) => {
    version++;
    const got = published(version);
    const t = process.hrtime.bigint();
    await rpc.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ text }],
    });
    const p = await got;
    const ms = since(t);
    if (!p.diagnostics.some((d) => d.code === expect) && expect) throw new Error(`no ${expect} diagnostic`);
    return ms;
  };
  const edit = [];
  const append = [];
  const old = log.indexOf('\n\n', log.indexOf('## 10 ·')) + 2;
  for (let r = 0; r < RUNS; r++) {
    edit.push(await change(`${log.slice(0, old)}Edited ${r}. ${log.slice(old)}`, 'handover/append-only'));
    const next = `## ${ENTRIES + 1} · 2030-01-01T00:00:00Z\n\nTyping entry ${r}.\n`;
    append.push(await change(`${log}\n${next}`, null));
  }
  await rpc.sendRequest('shutdown');
  await rpc.sendNotification('exit');
  rpc.dispose();

  const row = (what, ms) =>
    `| ${what} | ${ms.toFixed(0)} ms | ${(ms / lint).toFixed(2)}× | ${(ms / node).toFixed(2)}× |`;
  console.log(
    `\n### Language server: diagnostics after a change, ${ENTRIES.toLocaleString('en')}-entry log (median of ` +
      `${RUNS})\n`,
  );
  console.log('| what | time | ratio to `handover lint` | ratio to `node -e 0` |\n| --- | --- | --- | --- |');
  console.log(row('`node -e 0` (baseline)', node));
  console.log(row('`handover lint HANDOVER.md`, a fresh process (baseline)', lint));
  console.log(row('`handover lsp`: start, initialize, open, first diagnostics', open));
  console.log(row('`handover lsp`: an old entry edited → its append-only diagnostic', median(edit)));
  console.log(row('`handover lsp`: a new entry typed at the end → diagnostics', median(append)));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
