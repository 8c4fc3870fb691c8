// Bench topic "writers": the merge driver on large SYNC.md and HANDOVER.md files, and `sync show`
// walking a long SYNC.md history for staleness.
//
//   node bench/writers.mjs [--sections 100,1000,10000] [--entries 10000,100000] [--commits 1000] [--runs N]
//
// Prints a Markdown table of median wall times (the built CLI, one process per run, as git runs it).
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnSync, execFileSync } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'dist/cli/main.js');
if (!existsSync(cli)) throw new Error('dist/cli/main.js is missing; run npm run build:dist (npm run bench does).');
const { values } = parseArgs({
  options: {
    sections: { type: 'string', default: '100,1000,10000' },
    entries: { type: 'string', default: '10000,100000' },
    commits: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'b',
  GIT_AUTHOR_EMAIL: 'b@x',
  GIT_COMMITTER_NAME: 'b',
  GIT_COMMITTER_EMAIL: 'b@x',
};

function median(fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const sec = (id, v) =>
  `## ${id}\n\n- **Current focus:** Working on item ${v}.\n- **Blocked on:** —\n- **Next action:** Ship item ${v}.\n`;
const sync = (n, edit) => `# Sync\n\n${Array.from({ length: n }, (_, i) => sec(`agent-${i}`, edit(i))).join('\n')}`;
const entry = (seq, text) =>
  `## ${seq} · 2026-11-29T10:00:00Z\n\n${text}\n\n- Commit: ${seq.toString(16).padStart(7, '0')}\n`;
const log = (n, extra = []) =>
  '# Handover: lab\n\nAppend-only.\n\n' +
  [
    ...Array.from({ length: n }, (_, i) => entry(i + 1, `Entry ${i + 1} of the run.`)),
    ...extra.map((t, i) => entry(n + 1 + i, t)),
  ].join('\n');

function driver(name, base, ours, theirs) {
  const dir = mkdtempSync(join(tmpdir(), 'handover-bench-'));
  const paths = ['O', 'A', 'B'].map((x) => join(dir, x));
  return median(() => {
    writeFileSync(paths[0], base);
    writeFileSync(paths[1], ours);
    writeFileSync(paths[2], theirs);
    const r = spawnSync(process.execPath, [cli, 'merge-driver', ...paths, name], { cwd: dir, env });
    if (r.status !== 0) throw new Error(`merge-driver exited ${r.status}: ${r.stderr}`);
  });
}

const rows = [];
for (const n of values.sections.split(',').map(Number)) {
  const base = sync(n, (i) => i);
  const ours = `${sync(n, (i) => (i % 10 === 0 ? `${i}-ours` : i))}\n${sec('new-ours', 0)}`;
  const theirs = `${sync(n, (i) => (i % 10 === 5 ? `${i}-theirs` : i))}\n${sec('new-theirs', 0)}`;
  rows.push([
    `merge-driver SYNC.md, ${n} sections, 10% changed on each side + 1 added`,
    `${(base.length / 1024).toFixed(0)} KB`,
    driver('SYNC.md', base, ours, theirs),
  ]);
}
for (const n of values.entries.split(',').map(Number)) {
  const base = log(n);
  rows.push([
    `merge-driver HANDOVER.md, ${n} entries, 5 appended on each side`,
    `${(base.length / 1048576).toFixed(1)} MB`,
    driver('HANDOVER.md', base, log(n, ['o1', 'o2', 'o3', 'o4', 'o5']), log(n, ['t1', 't2', 't3', 't4', 't5'])),
  ]);
}
{
  const commits = Number(values.commits);
  const dir = mkdtempSync(join(tmpdir(), 'handover-bench-history-'));
  const git = (...a) => execFileSync('git', a, { cwd: dir, env });
  git('init', '-q', '-b', 'main');
  const n = 50;
  const state = Array.from({ length: n }, (_, i) => i);
  for (let c = 0; c < commits; c++) {
    state[c % (n - 5)] = `v${c}`; // the last 5 sections never change after the first commit
    writeFileSync(
      join(dir, 'SYNC.md'),
      sync(n, (i) => state[i]),
    );
    git('add', 'SYNC.md');
    git('commit', '-q', '-m', `c${c}`);
  }
  rows.push([
    `sync show, ${n} sections, ${commits} commits (5 sections untouched since the first)`,
    '',
    median(() => {
      const r = spawnSync(process.execPath, [cli, 'sync', 'show', '--format', 'json'], { cwd: dir, env });
      if (r.status !== 0) throw new Error(String(r.stderr));
    }),
  ]);
}
process.stdout.write(
  `| case | size | median (ms, ${runs} runs) |\n| --- | --- | --- |\n` +
    rows.map(([a, b, t]) => `| ${a} | ${b} | ${t.toFixed(0)} |`).join('\n') +
    '\n',
);
