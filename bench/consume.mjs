#!/usr/bin/env node
// Bench for `handover consume` and `handover append` (issue 4): consume 10 new entries from a
// 100-entry log and from a 100,000-entry log, and append to a 100,000-entry log.
// Run after `npm run build:dist`: node bench/consume.mjs [--runs N]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 15;
const env = {
  ...process.env,
  NO_COLOR: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  HANDOVER_AGENT: 'lab',
};
const gitEnv = {
  ...env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.org',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.org',
};
const dirs = [];

function git(cwd, args) {
  return execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' });
}

function tmp() {
  const d = mkdtempSync(join(tmpdir(), 'handover-bench-'));
  dirs.push(d);
  return d;
}

function log(n) {
  const parts = ['# Handover: lab\n\nAppend-only. Written only by lab.\n\n'];
  for (let s = 1; s <= n; s++) {
    const t = new Date(Date.UTC(2026, 0, 1) + s * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    parts.push(
      `## ${s} · ${t}\n\nRun ${s} finished. New concepts landed.\n\n- Commit: ` +
        `${((s * 2654435761) % 2 ** 32).toString(16)}\n\n`,
    );
  }
  return parts.join('');
}

function cli(args, cwd) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`handover ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, stdout: r.stdout };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A consumer whose offset stands 10 entries before the end of an n-entry upstream log. */
function consumer(n) {
  const up = tmp();
  git(up, ['init', '-q', '-b', 'main']);
  writeFileSync(join(up, 'HANDOVER.md'), log(n - 10));
  git(up, ['add', '-A']);
  git(up, ['commit', '-qm', 'log']);
  const down = tmp();
  git(down, ['init', '-q', '-b', 'main']);
  writeFileSync(join(down, '.handoverrc.yml'), `upstreams:\n  lab:\n    source: ${JSON.stringify(up)}\n`);
  cli(['consume'], down);
  writeFileSync(join(up, 'HANDOVER.md'), log(n));
  git(up, ['commit', '-qam', 'ten more']);
  return { down, marker: readFileSync(join(down, '.last-processed.md'), 'utf8') };
}

function benchConsume(n, { slowPath = false } = {}) {
  const { down, marker } = consumer(n);
  const start = slowPath ? marker.replace(/^ {2}byteOffset: \d+\n/m, '') : marker;
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    writeFileSync(join(down, '.last-processed.md'), start);
    const { ms, stdout } = cli(['consume'], down);
    const printed = (stdout.match(/^## \d+ · /gm) ?? []).length;
    if (printed !== 10) throw new Error(`expected 10 entries, got ${printed}`);
    times.push(ms);
  }
  return median(times);
}

/** The same, in process: planConsume + commit only, without node start-up and module loading. */
async function benchConsumeCore(n) {
  const { planConsume } = await import('../dist/lib/index.js');
  const { loadConfig } = await import('../dist/lib/index.js');
  const { down, marker } = consumer(n);
  const config = await loadConfig(down);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    writeFileSync(join(down, '.last-processed.md'), marker);
    const t0 = process.hrtime.bigint();
    const plan = await planConsume({ root: down, config, format: 'markdown' });
    await plan.commit();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (plan.moves[0].to - plan.moves[0].from !== 10) throw new Error('expected 10 entries');
  }
  return median(times);
}

async function benchAppendCore(n) {
  const { appendEntry } = await import('../dist/lib/index.js');
  const { loadConfig } = await import('../dist/lib/index.js');
  const dir = tmp();
  git(dir, ['init', '-q', '-b', 'main']);
  writeFileSync(join(dir, 'HANDOVER.md'), log(n));
  const config = await loadConfig(dir);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    await appendEntry({ root: dir, config, actor: 'lab', text: `Bench entry ${i}.` });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(times);
}

function benchAppend(n) {
  const dir = tmp();
  git(dir, ['init', '-q', '-b', 'main']);
  writeFileSync(join(dir, 'HANDOVER.md'), log(n));
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(cli(['append', `Bench entry ${i}.`], dir).ms);
  return median(times);
}

try {
  const rows = [];
  const small = benchConsume(100);
  const large = benchConsume(100_000);
  rows.push(['consume 10 new of 100 entries (CLI)', small]);
  rows.push(['consume 10 new of 100,000 entries (CLI)', large]);
  rows.push([
    'consume 10 new of 100,000 entries, no byte offset: full split (CLI)',
    benchConsume(100_000, { slowPath: true }),
  ]);
  const append = benchAppend(100_000);
  rows.push(['append to a 100,000-entry log (CLI)', append]);
  rows.push(['append to a 100-entry log (CLI, for scale)', benchAppend(100)]);
  rows.push([
    '`handover --version` (node start-up alone, for scale)',
    median(Array.from({ length: RUNS }, () => cli(['--version'], tmpdir()).ms)),
  ]);
  const coreSmall = await benchConsumeCore(100);
  const coreLarge = await benchConsumeCore(100_000);
  rows.push(['consume core, 10 new of 100 entries (in process)', coreSmall]);
  rows.push(['consume core, 10 new of 100,000 entries (in process)', coreLarge]);
  rows.push(['append core, 100,000-entry log (in process)', await benchAppendCore(100_000)]);
  rows.push(['append core, 100-entry log (in process)', await benchAppendCore(100)]);
  console.log(
    `handover consume/append bench: median of ${RUNS} runs (node ${process.version}, ${os.cpus().length} CPUs, ` +
      `load average ${os.loadavg()[0].toFixed(1)})\n`,
  );
  console.log('| case | ms |\n| --- | ---: |');
  for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(ms < 10 ? 1 : 0)} |`);
  const ratio = large / small;
  console.log(
    `\nconsume large/small (CLI): ${ratio.toFixed(2)}x, in process: ${(coreLarge / coreSmall).toFixed(2)}x ` +
      `(target within 1.5x); append (CLI): ${append.toFixed(0)} ms (target under 300 ms)`,
  );
  if (ratio > 1.5 || append > 300) process.exitCode = 1;
} finally {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
