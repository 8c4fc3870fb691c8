#!/usr/bin/env node
// Summarises the CPU profiles in a folder (`node --cpu-prof --cpu-prof-dir=DIR …`, run once or several times):
// the functions with the most self time and the most inclusive time, in milliseconds per profile.
//   node bench/profile-summary.mjs DIR [--top 25] [--app]   (--app: leave out Node's own loader and bootstrap)
import { readdirSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
const top = Number(args[args.indexOf('--top') + 1]) || 25;
const appOnly = args.includes('--app');
if (!dir) {
  console.error('usage: node bench/profile-summary.mjs DIR [--top 25] [--app]');
  process.exit(2);
}
const NODE_INTERNALS = /^(?:esm|cjs|bootstrap|modules|process|main)\//;
const selfTime = new Map();
const inclusive = new Map();
let total = 0;
const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
const nameOf = (n) => {
  const where = n.callFrame.url.split('/').slice(-2).join('/');
  return `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber}`;
};
for (const f of files) {
  const p = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  p.samples.forEach((id, i) => {
    const d = p.timeDeltas[i] ?? 0;
    total += d;
    const key = nameOf(byId.get(id));
    selfTime.set(key, (selfTime.get(key) ?? 0) + d);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = nameOf(byId.get(cur));
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + d);
    }
  });
}
const ms = (us) => (us / 1000 / files.length).toFixed(1).padStart(8);
const show = (title, m) => {
  console.log(title);
  [...m]
    .filter(([k]) => !appOnly || !NODE_INTERNALS.test(k.split(' ')[1] ?? ''))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([k, t]) => {
      console.log(`${ms(t)}  ${k}`);
    });
};
console.log(`${files.length} profile(s), ${ms(total).trim()} ms each on average (sampled; the profiler adds its own)`);
show('self ms', selfTime);
show('inclusive ms', inclusive);
