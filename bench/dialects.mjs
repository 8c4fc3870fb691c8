// Bench topic "dialects": `handover lint` and `handover append` on a canonical log and on a cmap log of
// the same number of entries, in one run, as a ratio (cmap / canonical). The canonical figures are the
// baseline: the dialect layer must not slow them down, and cmap's own cost should stay linear.
//
//   node bench/dialects.mjs [--sizes 1000,10000] [--runs N]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { handoverLog } from './lib/generate.mjs';
import { measure, table } from './lib/measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'dist/cli/main.js');
const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000' }, runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

/** A cmap log of n entries, newest at top, each with the six fields. */
function cmapLog(n) {
  const entries = [];
  for (let i = n; i >= 1; i--) {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString().slice(0, 10);
    entries.push(`### ${day}-batch-${i}: Batch ${i}\n\n- **date**: ${day}\n- **from**: Producer\n- **for**: any\n- **status**: queued\n- **artifact-path**: data/${i}/\n- **summary**: Batch ${i} cleaned and counted; ready for coding.\n`);
  }
  return `# HANDOVER Queue — Producer Agent\n\nBatches.\n\n## Queue\n\n${entries.join('\n')}\n## Processed (archive)\n`;
}

function repo(dir, files) {
  mkdirSync(dir, { recursive: true });
  for (const [f, t] of Object.entries(files)) writeFileSync(join(dir, f), t);
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
}

const rows = [];
for (const n of values.sizes.split(',').map(Number)) {
  const canon = join(root, 'bench/.data', `dialects-handover-${n}`);
  const cmap = join(root, 'bench/.data', `dialects-cmap-${n}`);
  repo(canon, { 'HANDOVER.md': handoverLog(n), '.handoverrc.json': '{"agent":"lab"}\n' });
  repo(cmap, { 'HANDOVER.md': cmapLog(n), '.handoverrc.json': '{"dialect":"cmap","agent":"Producer"}\n' });
  const lintH = measure(process.execPath, [cli, 'lint', 'HANDOVER.md'], { cwd: canon, runs });
  const lintC = measure(process.execPath, [cli, 'lint', 'HANDOVER.md'], { cwd: cmap, runs });
  const appH = measure(process.execPath, [cli, 'append', 'One more entry.'], { cwd: canon, runs });
  const appC = measure(process.execPath, [cli, 'append', 'One more entry.', '--title', 'More'], { cwd: cmap, runs });
  const r = (a, b) => (a.ms && b.ms ? `${(b.ms / a.ms).toFixed(1)}×` : '—');
  rows.push([n.toLocaleString('en'), (lintH.ms / 1000).toFixed(2), (lintC.ms / 1000).toFixed(2), r(lintH, lintC), (appH.ms / 1000).toFixed(2), (appC.ms / 1000).toFixed(2), r(appH, appC)]);
}
process.stdout.write(table(['entries', 'lint handover s', 'lint cmap s', 'ratio', 'append handover s', 'append cmap s', 'ratio'], rows) + '\n');
