#!/usr/bin/env node
// Bench for per-upstream dialects (issue 13): what learning an upstream's dialect from its own config costs
// a consume. In one run, in process (planConsume + commit, 10 new entries of a 100-entry canonical log):
// the baseline declares `upstreams.lab.dialect: handover` (no upstream config is read), the others leave it to
// be learnt: an upstream with no config, and one with a .handoverrc.yaml.
// Run after `npm run build:dist`: node bench/upstream-dialect.mjs [--runs N]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const gitEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.org',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.org',
};
process.env.GIT_CONFIG_GLOBAL = '/dev/null';
process.env.GIT_CONFIG_NOSYSTEM = '1';
const dirs = [];
const git = (cwd, args) => execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' });
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'handover-bench-'));
  dirs.push(d);
  return d;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const log = (n) =>
  '# Handover: lab\n\n' +
  Array.from(
    { length: n },
    (_, i) => `## ${i + 1} · 2026-01-01T00:${String(i % 60).padStart(2, '0')}:00Z\n\nRun ${i + 1} finished.\n`,
  ).join('\n');

const { planConsume, loadConfig } = await import('../dist/lib/index.js');

async function setup(upstream, upFiles) {
  const up = tmp();
  git(up, ['init', '-q', '-b', 'main']);
  for (const [f, t] of Object.entries({ 'HANDOVER.md': log(90), ...upFiles })) writeFileSync(join(up, f), t);
  git(up, ['add', '-A']);
  git(up, ['commit', '-qm', 'log']);
  const down = tmp();
  git(down, ['init', '-q', '-b', 'main']);
  writeFileSync(join(down, '.handoverrc.json'), JSON.stringify({ upstreams: { lab: { source: up, ...upstream } } }));
  const config = await loadConfig(down);
  await (await planConsume({ root: down, config, format: 'markdown' })).commit();
  writeFileSync(join(up, 'HANDOVER.md'), log(100));
  git(up, ['commit', '-qam', 'ten more']);
  return { down, config, marker: readFileSync(join(down, '.last-processed.md'), 'utf8') };
}

const cases = [
  ['declared `dialect: handover` (baseline: no upstream config read)', await setup({ dialect: 'handover' }, {})],
  ['learnt: the upstream has no config', await setup({}, {})],
  [
    'learnt: the upstream has a .handoverrc.yaml',
    await setup({}, { '.handoverrc.yaml': 'agent: lab\ndialect: handover\n' }),
  ],
];
const times = cases.map(() => []);
try {
  // Interleaved, so the shared machine's load falls on every case alike.
  for (let i = 0; i < RUNS; i++) {
    for (const [k, [, c]] of cases.entries()) {
      writeFileSync(join(c.down, '.last-processed.md'), c.marker);
      const t0 = process.hrtime.bigint();
      const plan = await planConsume({ root: c.down, config: c.config, format: 'markdown' });
      await plan.commit();
      times[k].push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (plan.moves[0].to - plan.moves[0].from !== 10) throw new Error('expected 10 entries');
    }
  }
  const base = median(times[0]);
  console.log(
    `handover per-upstream dialect bench: median of ${RUNS} runs (node ${process.version}, ${os.cpus().length} ` +
      `CPUs, load average ${os.loadavg()[0].toFixed(1)})\n`,
  );
  console.log('| consume core, 10 new of 100 entries | ms | × baseline |\n| --- | ---: | ---: |');
  for (const [k, [name]] of cases.entries())
    console.log(`| ${name} | ${median(times[k]).toFixed(1)} | ${(median(times[k]) / base).toFixed(2)} |`);
} finally {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
