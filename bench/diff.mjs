#!/usr/bin/env node
// `check` of a change that adds many entries where the append fast path does not apply (the old log does not
// end in a newline), so both versions are parsed and `diffHandover` compares them entry by entry. Issue 12 found
// that diff quadratic (20,000 new entries: 1.0 s; 80,000: 10.4 s; 1,000,000: > 300 s). Run after `npm run build`:
//   node bench/diff.mjs [--sizes 20000,80000,1000000] [--runs 3]
// Baseline, in the same run and process shape: parsing both versions alone (what any check pays), so the ratio
// shows what the comparison and the rules add on top. Prints a Markdown table; nothing is asserted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : process.argv[i + 1];
};
const SIZES = arg('sizes', '20000,80000,1000000').split(',').map(Number);
const RUNS = Number(arg('runs', 3));
if (!existsSync(join(ROOT, 'dist/engine/check.js'))) {
  console.error('bench/diff.mjs: dist/ is missing; run npm run build first.');
  process.exit(2);
}

const script = (n, what) => `
const { checkVersions } = await import(${JSON.stringify(join(ROOT, 'dist/engine/check.js'))});
const { parseHandover, sourceFromBytes } = await import(${JSON.stringify(join(ROOT, 'dist/models/index.js'))});
const { defaultConfig } = await import(${JSON.stringify(join(ROOT, 'dist/config/schema.js'))});
const ts = (i) => new Date(Date.parse('2020-01-01T00:00:00Z') + i * 60_000).toISOString().replace('.000Z', 'Z');
const e = (i) => '\\n## ' + i + ' · ' + ts(i) + '\\n\\nRun ' + i + ' finished.\\n';
const base = '# Handover: lab\\n' + e(1).trimEnd();
const parts = [base, '\\n'];
for (let i = 2; i <= ${n} + 1; i++) parts.push(e(i));
const head = parts.join('');
const t = process.hrtime.bigint();
if (${JSON.stringify(what)} === 'parse') { parseHandover(sourceFromBytes('HANDOVER.md', base)); parseHandover(sourceFromBytes('HANDOVER.md', head)); }
else if (checkVersions({ kind: 'handover', path: 'HANDOVER.md', base, head, actor: 'lab', config: defaultConfig() }).length) process.exit(1);
process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6));
`;
const once = (n, what) => {
  const r = spawnSync(process.execPath, ['--max-old-space-size=8192', '--input-type=module', '-e', script(n, what)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${what} ${n} exited ${r.status}: ${r.stderr}`);
  return Number(r.stdout);
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`check of one change adding N entries (full path: both versions parsed and diffed); in-process times, medians of ${RUNS} interleaved runs:\n`);
console.log('| entries added | parse both (baseline) s | checkVersions s | ratio |\n| ---: | ---: | ---: | ---: |');
for (const n of SIZES) {
  const runs = n >= 1_000_000 ? 1 : RUNS;
  const p = [], c = [];
  for (let r = 0; r < runs; r++) { p.push(once(n, 'parse')); c.push(once(n, 'check')); }
  console.log(`| ${n.toLocaleString('en')} | ${(median(p) / 1000).toFixed(2)} | ${(median(c) / 1000).toFixed(2)} | ${(median(c) / median(p)).toFixed(2)} |`);
}
