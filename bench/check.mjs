#!/usr/bin/env node
// Benchmarks for `handover check` (issue #3, "Speed"). Run after `npm run build:dist`:
//   node bench/check.mjs            (or via npm run bench, when bench/run.mjs calls it)
// Data is generated under bench/.data/ (git-ignored). Prints a Markdown table; no timing is asserted anywhere.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist/cli/main.js');
const DATA = join(ROOT, 'bench/.data');
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const COMMITS = Number(process.env.BENCH_COMMITS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
if (!existsSync(CLI)) {
  console.error('bench/check.mjs: dist/ is missing; run npm run build:dist first.');
  process.exit(2);
}
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'lab',
  GIT_AUTHOR_EMAIL: 'lab@example.org',
  GIT_COMMITTER_NAME: 'lab',
  GIT_COMMITTER_EMAIL: 'lab@example.org',
  NO_COLOR: '1',
};
const git = (cwd, args, input) =>
  execFileSync('git', args, { cwd, env, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
const ts = (i) => new Date(Date.parse('2020-01-01T00:00:00Z') + i * 60_000).toISOString().replace('.000Z', 'Z');
const entry = (i) =>
  `\n## ${i} · ${ts(i)} · Run ${i}\n\nRun ${i} finished. New concepts landed: dict internals, reference ` +
  `semantics, and a few more words to make it realistic in size for a handover log entry.\n\n- Broke: ` +
  `whiteboard test for JSON deserialization, 3 attempts.\n- Commit: ` +
  `${((i * 2654435761) % 2 ** 32).toString(16).padStart(8, '0')}\n- Notes: the quick brown fox jumps over ` +
  `the lazy dog; more text for size.\n`;
const TITLE = '# Handover: lab\n\nAppend-only. Written only by lab.\n';

/** One wall-clock run in ms; the exit code must be `expect`. */
function once(cmd, args, cwd, expect = 0) {
  const t = process.hrtime.bigint();
  const p = spawnSync(cmd, args, { cwd, env, maxBuffer: 1 << 30 });
  if (p.status !== expect) throw new Error(`${cmd} ${args.join(' ')} exited ${p.status}: ${p.stderr}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Median wall times of several commands, run interleaved (a, b, c, a, b, c, …) after one warm-up round, so
 * that a change in machine load hits every command alike and the ratios stay fair.
 */
function race(commands, runs = RUNS) {
  for (const c of commands) once(...c);
  const times = commands.map(() => []);
  for (let r = 0; r < runs; r++) for (const [i, c] of commands.entries()) times[i].push(once(...c));
  return times.map(median);
}

function stagedRepo() {
  const dir = join(DATA, `staged-${ENTRIES}`);
  if (!existsSync(join(dir, '.git'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    git(dir, ['init', '-q', '-b', 'main']);
    const parts = [TITLE];
    for (let i = 1; i <= ENTRIES; i++) parts.push(entry(i));
    writeFileSync(join(dir, 'HANDOVER.md'), parts.join(''));
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'base']);
  }
  git(dir, ['reset', '-q', '--hard', 'HEAD']);
  appendFileSync(join(dir, 'HANDOVER.md'), entry(ENTRIES + 1));
  git(dir, ['add', '-A']);
  return dir;
}

function rangeRepo() {
  const dir = join(DATA, `range-${COMMITS}`);
  if (existsSync(join(dir, '.git'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  git(dir, ['init', '-q', '-b', 'main']);
  // fast-import: one commit per appended entry, each with its trailer, on top of a base commit.
  let log = TITLE;
  const chunks = [];
  const blob = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const commit = (n, msg, text) =>
    `commit refs/heads/main\nmark :${n}\ncommitter lab <lab@example.org> ${1_600_000_000 + n} ` +
    `+0000\n${blob(msg)}${n > 1 ? `from :${n - 1}\n` : ''}M 100644 inline HANDOVER.md\n${blob(text)}`;
  chunks.push(commit(1, 'base', log));
  for (let i = 1; i <= COMMITS; i++) {
    log += entry(i);
    chunks.push(commit(i + 1, `Append entry ${i}\n\nHandover-Agent: lab\n`, log));
  }
  git(dir, ['fast-import', '--quiet'], chunks.join(''));
  git(dir, ['reset', '-q', '--hard', 'main']);
  return dir;
}

const naive = `
const { execFileSync } = await import('node:child_process');
const { sourceFromBytes, parseDoc } = await import(${JSON.stringify(join(ROOT, 'dist/lib/index.js'))});
const { lintSource, checkChange } = await import(${JSON.stringify(join(ROOT, 'dist/lib/index.js'))});
const { defaultConfig } = await import(${JSON.stringify(join(ROOT, 'dist/lib/index.js'))});
const read = (spec) => execFileSync('git', ['cat-file', 'blob', spec], { maxBuffer: 1 << 30 });
const config = defaultConfig();
const head = lintSource(sourceFromBytes('HANDOVER.md', read(':HANDOVER.md')), 'handover', config);
const base = parseDoc('handover', sourceFromBytes('HANDOVER.md', read('HEAD:HANDOVER.md')));
const messages = [...head.messages, ...checkChange('handover', base, head.doc, 'lab', config)];
process.exitCode = messages.length ? 1 : 0;
`;

mkdirSync(DATA, { recursive: true });
const staged = stagedRepo();
const size = (Number(git(staged, ['cat-file', '-s', ':HANDOVER.md'])) / 1048576).toFixed(1);
const [diff, check] = race([
  ['git', ['diff', '--cached'], staged],
  [process.execPath, [CLI, 'check', '--staged', '--actor', 'lab'], staged],
]);
const [diff2, full] = race(
  [
    ['git', ['diff', '--cached'], staged],
    [process.execPath, ['--input-type=module', '-e', naive], staged],
  ],
  Math.min(RUNS, 3),
);
const range = rangeRepo();
const [rangeMs] = race(
  [[process.execPath, [CLI, 'check', '--range', `main~${COMMITS}..main`], range]],
  Math.min(RUNS, 3),
);

const rows = [
  ['`git diff --cached` (the floor every commit pays)', diff, 1],
  ['`handover check --staged`', check, check / diff],
  ['naive: parse both versions in full', full, full / diff2],
];
console.log(
  `check --staged, one entry appended to a ${ENTRIES.toLocaleString('en')}-entry (${size} MB) log; medians of ` +
    `${RUNS} interleaved runs (naive: 3):\n`,
);
console.log('| what | ms | ratio to git diff --cached |\n| --- | ---: | ---: |');
for (const [what, ms, ratio] of rows) console.log(`| ${what} | ${ms.toFixed(0)} | ${ratio.toFixed(2)} |`);
console.log(
  `\ncheck --range over ${COMMITS.toLocaleString('en')} commits, each appending one entry: ` +
    `${(rangeMs / 1000).toFixed(2)} s (target: under 10 s).`,
);
