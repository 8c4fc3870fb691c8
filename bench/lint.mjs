// Bench topic "lint": `handover lint` on generated 1,000 / 10,000 / 100,000-entry logs against
// markdownlint-cli2 on the same files, plus the start-up cost of `handover --version`.
//
//   node bench/lint.mjs [--sizes 1000,10000,100000] [--runs N] [--cap SECONDS] [--write]
//
// --write replaces the figures between the lint markers in bench/README.md.
import { mkdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { handoverLog } from './lib/generate.mjs';
import { measure, table } from './lib/measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'dist/cli/main.js');
const mdl = join(root, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    runs: { type: 'string' },
    cap: { type: 'string', default: '120' },
    write: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const capMs = Number(values.cap) * 1000;
if (!existsSync(cli)) throw new Error('dist/cli/main.js is missing; run npm run build:dist (npm run bench does).');

const runsFor = (n) => Number(values.runs ?? (n <= 1000 ? 5 : 3));
const sec = (ms) => (ms === null ? '—' : (ms / 1000).toFixed(2));
const mb = (v) => (v === null ? '—' : v.toFixed(0));
const failure = (m, cap) => (m.oom ? 'out of memory' : m.timedOut ? `> ${cap / 1000} s (stopped)` : null);

const rows = [];
const results = [];
for (const n of sizes) {
  const dir = join(root, 'bench/.data', `lint-${n}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'HANDOVER.md');
  writeFileSync(file, handoverLog(n));
  const size = statSync(file).size / 1048576;
  const runs = runsFor(n);
  process.stderr.write(`lint: ${n} entries (${size.toFixed(1)} MB), ${runs} runs each…\n`);
  const h = measure(process.execPath, [cli, 'lint', 'HANDOVER.md'], { cwd: dir, runs, timeoutMs: capMs });
  const m = measure(process.execPath, [mdl, 'HANDOVER.md'], {
    cwd: dir,
    runs: n >= 100000 ? 1 : runs,
    timeoutMs: capMs,
  });
  const ratio =
    h.ms !== null && m.ms !== null
      ? `${(m.ms / h.ms).toFixed(1)}×`
      : h.ms !== null && m.timedOut
        ? `> ${(capMs / h.ms).toFixed(0)}×`
        : '—';
  rows.push([
    n.toLocaleString('en'),
    size.toFixed(1),
    failure(h, capMs) ?? sec(h.ms),
    h.ms ? (size / (h.ms / 1000)).toFixed(1) : '—',
    mb(h.rssMB),
    h.codes.join(','),
    failure(m, capMs) ?? sec(m.ms),
    m.ms ? (size / (m.ms / 1000)).toFixed(1) : '—',
    mb(m.rssMB),
    m.codes.join(','),
    ratio,
  ]);
  results.push({ entries: n, mb: size, handover: { ...h, last: undefined }, markdownlint: { ...m, last: undefined } });
}

// Start-up: what `handover --version` costs on top of Node itself.
const startRuns = Number(values.runs ?? 15);
const node0 = measure(process.execPath, ['-e', '0'], { cwd: root, runs: startRuns });
const ver = measure(process.execPath, [cli, '--version'], { cwd: root, runs: startRuns });

const lintTable = table(
  [
    'entries',
    'MB',
    'handover s',
    'MB/s',
    'peak RSS MB',
    'exit',
    'markdownlint-cli2 s',
    'MB/s',
    'peak RSS MB',
    'exit',
    'speed-up',
  ],
  rows,
);
const startTable = table(
  ['command', 'median ms', 'peak RSS MB'],
  [
    ['`node -e 0`', node0.ms.toFixed(0), mb(node0.rssMB)],
    ['`handover --version`', ver.ms.toFixed(0), mb(ver.rssMB)],
  ],
);
const timed = results.filter((r) => r.handover.ms);
const perEntry = timed
  .map((r) => `${r.entries.toLocaleString('en')}: ${((r.handover.ms * 1000) / r.entries).toFixed(0)} µs`)
  .join(', ');
// The cost of each added entry between two sizes: flat or falling means linear growth.
const marginal = timed
  .slice(1)
  .map(
    (r, i) =>
      `${timed[i].entries.toLocaleString('en')}→${r.entries.toLocaleString('en')}: ` +
      `${(((r.handover.ms - timed[i].handover.ms) * 1000) / (r.entries - timed[i].entries)).toFixed(0)} µs`,
  )
  .join(', ');
const machine =
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ` +
  `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const text = [
  `Machine: ${machine}. Runs: median of ${sizes.map((n) => `${runsFor(n)}`).join('/')} (markdownlint-cli2 once ` +
    `at 100,000 entries), cap ${capMs / 1000} s.`,
  '',
  lintTable,
  '',
  `handover wall time per entry (start-up included): ${perEntry}; each added entry costs ${marginal || '—'}.`,
  '',
  startTable,
].join('\n');
process.stdout.write(`\n## lint\n\n${text}\n`);
writeFileSync(
  join(root, 'bench/.data/lint-results.json'),
  JSON.stringify({ machine, results, start: { node: node0.ms, version: ver.ms } }, null, 2),
);

if (values.write) {
  const readme = join(root, 'bench/README.md');
  const old = readFileSync(readme, 'utf8');
  const begin = '<!-- lint:begin -->';
  const end = '<!-- lint:end -->';
  if (!old.includes(begin) || !old.includes(end)) throw new Error(`bench/README.md has no ${begin} … ${end} markers`);
  writeFileSync(readme, `${old.slice(0, old.indexOf(begin) + begin.length)}\n${text}\n${old.slice(old.indexOf(end))}`);
  process.stderr.write('lint: figures written to bench/README.md\n');
}
