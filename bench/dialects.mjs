// Bench topic "dialects": the fast paths on a canonical log and on a cmap log of the same number of
// entries, in one run, as a ratio (cmap / canonical). The canonical figures are the baseline: the
// dialect layer must not slow them down, and cmap's cost should not grow faster than canonical's.
//
//   lint      `handover lint HANDOVER.md`
//   append    `handover append …` (one new entry: the end of a canonical log, the top of cmap's Queue)
//   check     `handover check --staged` after one append, the old version committed (the pre-commit hook)
//   consume   `handover consume` of one new entry, in a downstream repo whose upstream is the bench log
//
//   node bench/dialects.mjs [--sizes 1000,10000,100000] [--runs N] [--only lint,append,check,consume]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { handoverLog } from './lib/generate.mjs';
import { runOnce, table } from './lib/measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'dist/cli/main.js');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'lint,append,check,consume' },
  },
});
const runs = Number(values.runs);
const only = new Set(values.only.split(','));
const env = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.org',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.org',
};

/** One cmap entry, with the six fields. */
function cmapEntry(i) {
  const day = new Date(Date.UTC(2020, 0, 1) + i * 600_000).toISOString().slice(0, 10); // 100,000 entries end in 2021
  return (
    `### ${day}-batch-${i}: Batch ${i}\n\n- **date**: ${day}\n- **from**: Producer\n- **for**: any\n- ` +
    `**status**: queued\n- **artifact-path**: data/${i}/\n- **summary**: Batch ${i} cleaned and counted; ready ` +
    `for coding.\n`
  );
}

/** A cmap log of n entries, newest at top, each with the six fields. */
function cmapLog(n) {
  const entries = [];
  for (let i = n; i >= 1; i--) entries.push(cmapEntry(i));
  const queue = entries.join('\n');
  return `# HANDOVER Queue — Producer Agent\n\nBatches.\n\n## Queue\n\n${queue}\n## Processed (archive)\n`;
}

const DIALECTS = {
  handover: {
    log: handoverLog,
    rc: (extra = {}) => ({ agent: 'lab', ...extra }),
    actor: 'lab',
    append: ['append', 'One more entry.'],
  },
  cmap: {
    log: cmapLog,
    rc: (extra = {}) => ({ dialect: 'cmap', agent: 'Producer', ...extra }),
    actor: 'Producer',
    append: ['append', 'One more entry.', '--title', 'More'],
  },
};

const git = (cwd, args) => execFileSync('git', args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
const run = (cwd, args, actor) => {
  const r = runOnce(process.execPath, [cli, ...args], { cwd, env: { ...env, HANDOVER_AGENT: actor } });
  if (r.code !== 0)
    throw new Error(
      `handover ${args.join(' ')} in ${cwd} exited ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`,
    );
  return r;
};

/** A fresh repo at dir holding files, committed. */
function repo(dir, files) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [f, t] of Object.entries(files)) writeFileSync(join(dir, f), t);
  git(dir, ['init', '-q', '-b', 'main']);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'log']);
}

/** One timed command: where, what, as whom, and what to restore before each run. */
function job(cwd, args, actor, before = () => {}) {
  return { cwd, args, actor, before, times: [] };
}

/** Sets up the four commands for one dialect and size (repos under bench/.data). */
function setup(name, n) {
  const d = DIALECTS[name];
  const base = join(root, 'bench/.data', `dialects-${name}-${n}`);
  const log = d.log(n);
  const jobs = { mb: Buffer.byteLength(log) / 1e6 };
  const files = { 'HANDOVER.md': log, '.handoverrc.json': `${JSON.stringify(d.rc())}\n` };
  if (only.has('lint')) {
    repo(join(base, 'lint'), files);
    jobs.lint = job(join(base, 'lint'), ['lint', 'HANDOVER.md'], d.actor);
  }
  if (only.has('append')) {
    const dir = join(base, 'append');
    repo(dir, files);
    // Every run writes a new entry: restore the log first, so each run appends to an n-entry log.
    jobs.append = job(dir, d.append, d.actor, () => writeFileSync(join(dir, 'HANDOVER.md'), log));
  }
  if (only.has('check')) {
    const dir = join(base, 'check');
    repo(dir, files);
    run(dir, d.append, d.actor);
    git(dir, ['add', 'HANDOVER.md']);
    jobs.check = job(dir, ['check', '--staged'], d.actor);
  }
  if (only.has('consume')) {
    const up = join(base, 'upstream');
    const down = join(base, 'downstream');
    repo(up, files);
    repo(down, {
      '.handoverrc.json': `${JSON.stringify(d.rc({ agent: 'Consumer', upstreams: { up: { source: up } } }))}\n`,
    });
    run(down, ['consume'], 'Consumer'); // the offset stands at the newest entry
    const marker = readFileSync(join(down, '.last-processed.md'));
    run(up, d.append, d.actor);
    git(up, ['commit', '-qam', 'one more']);
    jobs.consume = job(down, ['consume'], 'Consumer', () => writeFileSync(join(down, '.last-processed.md'), marker));
  }
  return jobs;
}

/** Runs a job once and keeps its wall time; a failed run stops the bench. */
function once(j) {
  j.before();
  const r = runOnce(process.execPath, [cli, ...j.args], { cwd: j.cwd, env: { ...env, HANDOVER_AGENT: j.actor } });
  if (r.code !== 0)
    throw new Error(
      `handover ${j.args.join(' ')} in ${j.cwd} exited ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`,
    );
  j.times.push(r.ms);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const kinds = ['lint', 'append', 'check', 'consume'].filter((k) => only.has(k));
const rows = [];
const s = (ms) => (ms / 1000).toFixed(2);
for (const n of values.sizes.split(',').map(Number)) {
  const h = setup('handover', n);
  const c = setup('cmap', n);
  // Canonical and cmap runs alternate, so a change in the machine's load falls on both sides of a ratio.
  for (let i = 0; i < runs; i++)
    for (const k of kinds) {
      once(h[k]);
      once(c[k]);
    }
  const row = [n.toLocaleString('en'), `${h.mb.toFixed(1)} / ${c.mb.toFixed(1)}`];
  for (const k of kinds) {
    const a = median(h[k].times);
    const b = median(c[k].times);
    row.push(s(a), s(b), `**${(b / a).toFixed(1)}×**`);
  }
  rows.push(row);
  process.stderr.write(`dialects: ${n} entries done\n`);
}
const head = ['entries', 'MB handover / cmap'];
for (const k of kinds) head.push(`${k} handover s`, `${k} cmap s`, 'cmap / handover');
process.stdout.write(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} ` +
    `GB, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${os.loadavg()[0].toFixed(1)}. ` +
    `Median of ${runs} runs, a fresh process each (start-up included), canonical and cmap runs alternating.\n\n`,
);
process.stdout.write(`${table(head, rows)}\n`);
