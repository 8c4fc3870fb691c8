// Bench topic "migrate": `handover migrate` of a 3 MB log kept in another shape (dated headings, newest first,
// a title that names no writer: the shape of a real 3.2 MB log of 1,322 entries) against `handover lint` of the
// same file, in one run: migrate streams (it reads the log's headings with the linear splitter, never the whole
// file with remark), so it costs a few times what lint does, not a refusal above 1 MB.
//
//   node bench/migrate.mjs [--mb 3] [--runs 3]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'dist/cli/main.js');
const { values } = parseArgs({
  options: { mb: { type: 'string', default: '3' }, runs: { type: 'string', default: '3' } },
});
const target = Number(values.mb) * 1024 * 1024;
const runs = Number(values.runs);

// A dated, newest-first log: each entry a heading `## 2026-02-15: Title` and a few paragraphs and a list.
const parts = [];
let size = 0;
let n = 0;
while (size < target) {
  n++;
  const day = new Date(Date.UTC(2022, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const body = [
    `Worked on part ${n} of the pipeline: the parser, the renderer and the tests around them.`,
    '',
    `- Changed: src/part-${n}.ts, test/part-${n}.test.ts`,
    '- Verified: the whole suite, twice',
    `- Next: part ${n + 1}`,
    '',
    '```ts',
    `export const part${n} = ${n};`,
    '```',
    '',
    'Notes: '.concat('more detail about what happened and why. '.repeat(40)),
  ].join('\n');
  const entry = `## ${day}: Session ${n}\n\n${body}\n\n`;
  parts.push(entry);
  size += Buffer.byteLength(entry);
}
const text = `# Project log\n\nNewest entries at the top.\n\n${parts.reverse().join('')}`;
const dir = mkdtempSync(join(tmpdir(), 'handover-bench-migrate-'));
try {
  writeFileSync(join(dir, 'HANDOVER.md'), text);
  writeFileSync(join(dir, '.handoverrc.json'), JSON.stringify({ agent: 'lab' }));
  const time = (args) => {
    let best = Infinity;
    let last = null;
    for (let i = 0; i < runs; i++) {
      const t0 = process.hrtime.bigint();
      last = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });
      best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return { ms: best, r: last };
  };
  const lint = time(['lint', 'HANDOVER.md']);
  const migrate = time(['migrate', 'HANDOVER.md', '--writer', 'lab']);
  if (migrate.r.status !== 0) throw new Error(`migrate failed (exit ${migrate.r.status}): ${migrate.r.stderr}`);
  const mb = (Buffer.byteLength(text) / 1048576).toFixed(1);
  process.stdout.write(
    `| file | entries | handover lint | handover migrate | migrate / lint |\n| --- | --- | --- | --- | --- |\n` +
      `| ${mb} MB, dated headings, newest first | ${n} | ${(lint.ms / 1000).toFixed(2)} s | ` +
      `${(migrate.ms / 1000).toFixed(2)} s | ${(migrate.ms / lint.ms).toFixed(1)}× |\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
