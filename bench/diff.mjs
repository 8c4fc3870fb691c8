#!/usr/bin/env node
// `check` of a change that adds many entries where the append fast path does not apply (the old log does not
// end in a newline), so both versions are parsed and `diffHandover` compares them entry by entry. Issue 12 found
// that diff quadratic (20,000 new entries: 1.0 s; 80,000: 10.4 s; 1,000,000: > 300 s). Run after `npm run build:dist`:
//   node bench/diff.mjs [--sizes 20000,80000,1000000] [--runs 3] [--old-max 80000]
// Baseline, in the same run and process: the quadratic diffHandover it replaced (copied below), on the same parsed
// documents. Prints a Markdown table; nothing is asserted.
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
if (!existsSync(join(ROOT, 'dist/lib/index.js'))) {
  console.error('bench/diff.mjs: dist/ is missing; run npm run build:dist first.');
  process.exit(2);
}

const OLD = `
// diffHandover as it was before issue 12 (src/models/diff.ts at 417a733), the baseline: quadratic in added entries.
function oldDiff(base, head, normaliseText) {
  const byText = new Map();
  head.entries.forEach((e, i) => {
    const key = normaliseText(e.chunk.text);
    byText.set(key, [...(byText.get(key) ?? []), i]);
  });
  const pairOf = new Map(); const used = new Set();
  for (const e of base.entries) {
    const i = byText.get(normaliseText(e.chunk.text))?.find((x) => !used.has(x));
    if (i !== undefined) { pairOf.set(e.index, i); used.add(i); }
  }
  const changes = []; const changedPair = new Map();
  for (const e of base.entries) {
    if (pairOf.has(e.index)) continue;
    const bySeq = e.seq === null ? undefined : head.entries.find((h) => !used.has(h.index) && h.seq === e.seq);
    const candidate = bySeq ??
      (head.entries[e.index] && !used.has(e.index) && head.entries[e.index].seq === null
        ? head.entries[e.index]
        : undefined);
    if (candidate) {
      used.add(candidate.index);
      changedPair.set(e.index, candidate.index);
      changes.push({ kind: 'changed', base: e, head: candidate });
    }
  }
  let furthest = -1;
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h === undefined) {
      const next = base.entries.slice(e.index + 1).map((b) => pairOf.get(b.index)).find((x) => x !== undefined);
      changes.push({ kind: 'removed', base: e, at: next });
      continue;
    }
    if (h < furthest && pairOf.has(e.index)) changes.push({ kind: 'reordered', base: e, head: head.entries[h] });
    furthest = Math.max(furthest, h);
  }
  const headToBase = new Map();
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h !== undefined) headToBase.set(h, e);
  }
  for (const h of head.entries) {
    if (used.has(h.index)) continue;
    let before = null;
    for (let i = h.index + 1; i < head.entries.length && !before; i++) before = headToBase.get(i) ?? null;
    changes.push({ kind: 'added', head: h, before });
  }
  return changes;
}
`;
const script = (n, withOld) => `
const { checkVersions, diffHandover, normaliseText, parseHandover, sourceFromBytes, defaultConfig } =
  await import(${JSON.stringify(join(ROOT, 'dist/lib/index.js'))});
${OLD}
const ts = (i) => new Date(Date.parse('2020-01-01T00:00:00Z') + i * 60_000).toISOString().replace('.000Z', 'Z');
const e = (i) => '\\n## ' + i + ' · ' + ts(i) + '\\n\\nRun ' + i + ' finished.\\n';
const base = '# Handover: lab\\n' + e(1).trimEnd();
const parts = [base, '\\n'];
for (let i = 2; i <= ${n} + 1; i++) parts.push(e(i));
const head = parts.join('');
const time = (f) => { const t = process.hrtime.bigint(); f(); return Number(process.hrtime.bigint() - t) / 1e6; };
const b = parseHandover(sourceFromBytes('HANDOVER.md', base));
const h = parseHandover(sourceFromBytes('HANDOVER.md', head));
const out = { diff: time(() => diffHandover(b, h)), old: ${withOld} ? time(() => oldDiff(b, h, normaliseText)) : null };
out.check = time(() => {
  const config = defaultConfig();
  const found = checkVersions({ kind: 'handover', path: 'HANDOVER.md', base, head, actor: 'lab', config });
  if (found.length) process.exit(1);
});
process.stdout.write(JSON.stringify(out));
`;
const once = (n, withOld) => {
  const r = spawnSync(
    process.execPath,
    ['--max-old-space-size=8192', '--input-type=module', '-e', script(n, withOld)],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`${n} exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout);
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const OLD_MAX = Number(arg('old-max', 80000));
console.log(
  'One change adding N entries where the append fast path does not apply. diffHandover now, against the quadratic\n' +
    'scan it replaced (an exact copy, run on the same parsed documents in the same process; not run above ' +
    `${OLD_MAX.toLocaleString('en')}\nentries), and the whole checkVersions (both versions parsed, diffed, linted). ` +
    `Medians of ${RUNS} runs (1 at 1,000,000):\n`,
);
console.log(
  '| entries added | diffHandover s | before issue 12 s | speed-up | checkVersions s |\n' +
    '| ---: | ---: | ---: | ---: | ---: |',
);
for (const n of SIZES) {
  const runs = [];
  for (let r = 0; r < (n >= 1_000_000 ? 1 : RUNS); r++) runs.push(once(n, n <= OLD_MAX));
  const m = (k) => median(runs.map((x) => x[k]));
  const old = n <= OLD_MAX ? m('old') : null;
  console.log(
    `| ${n.toLocaleString('en')} | ${(m('diff') / 1000).toFixed(2)} | ` +
      `${old === null ? 'not run' : (old / 1000).toFixed(2)} | ` +
      `${old === null ? '—' : `${(old / m('diff')).toFixed(0)}×`} | ${(m('check') / 1000).toFixed(2)} |`,
  );
}
