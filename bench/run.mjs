// Runs the bench topics: every bench/<topic>.mjs beside this file (helpers live in bench/lib/).
//
//   node bench/run.mjs [TOPIC...] [-- ARGS for the topic scripts]
//
// With no TOPIC, runs them all in name order. `npm run bench` builds first, then runs this.
// To add a topic, drop bench/<topic>.mjs here; it prints its own figures (Markdown) to stdout.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const known = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.slice(0, -4))
  .sort();
const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const names = dash === -1 ? argv : argv.slice(0, dash);
const passThrough = dash === -1 ? [] : argv.slice(dash + 1);
const unknown = names.filter((n) => !known.includes(n));
if (unknown.length) {
  process.stderr.write(`bench: no topic ${unknown.join(', ')}; known topics: ${known.join(', ')}\n`);
  process.exit(2);
}
let failed = 0;
for (const topic of names.length ? names : known) {
  process.stderr.write(`bench: ${topic}\n`);
  const r = spawnSync(process.execPath, [join(here, `${topic}.mjs`), ...passThrough], { stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`bench: ${topic} failed (exit ${r.status ?? r.signal})\n`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
