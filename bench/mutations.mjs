// Bench topic "mutations": does the suite notice when the code that keeps authority rules unwaivable is broken?
// Each mutation is applied to a temporary copy of the package (src/ mutated, dist/ rebuilt there), then
// test/attacks/authority-mutations.test.ts runs against that copy's binary. The test must fail for every mutation
// (the mutation is "killed"); one that passes "survives" and this script exits 1. Unmutated, the test must pass.
//
//   node bench/mutations.mjs [--only NAME,...] [--keep]
//
// --keep leaves the temporary copy (its path is printed). Each run builds once per mutation (about a minute each on
// the shared 2-core machine).
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const TEST = 'test/attacks/authority-mutations.test.ts';
const { values } = parseArgs({ options: { only: { type: 'string' }, keep: { type: 'boolean', default: false } } });

/** Each mutation: the file it changes and the exact texts it replaces (each must occur, or the script stops). */
const MUTATIONS = [
  {
    name: 'baseline-accepts-any-rule',
    what: 'the baseline reader and matcher accept an entry for any rule',
    file: 'src/baseline/index.ts',
    edits: [
      ['  if (mayBeWaived(rule)) return null;', '  if (rule.length >= 0) return null;'],
      ['  if (!mayBeWaived(m.ruleId)) return null;', '  if (m.ruleId === null) return null;'],
    ],
  },
  {
    name: 'suppression-accepts-any-rule',
    what: 'inline comments are valid for any rule, and the filter applies them to any finding',
    file: 'src/engine/suppressions.ts',
    edits: [
      ["    if (kind !== 'static')", '    if (kind === undefined && kind !== undefined)'],
      ['    if (!mayBeWaived(id))', '    if (!mayBeWaived(id) && id === SUPPRESSION_RULE)'],
      ['    if (!mayBeWaived(m.ruleId)) return m;\n', ''],
    ],
  },
  {
    name: 'mayBeWaived-always-true',
    what: 'mayBeWaived (rules/kinds.ts) says every rule may be waived',
    file: 'src/rules/kinds.ts',
    edits: [["return id !== null && classes.get(id) === 'quality';", 'return id !== null;']],
  },
];

const only = values.only?.split(',');
const chosen = MUTATIONS.filter((m) => !only || only.includes(m.name));
const copy = mkdtempSync(join(tmpdir(), 'handover-mutations-'));
const tracked = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
if (tracked.status !== 0) throw new Error(`git ls-files failed: ${tracked.stderr}`);
for (const f of tracked.stdout.split('\0').filter(Boolean)) {
  if (f.startsWith('dist/') || f.startsWith('node_modules/')) continue;
  try {
    cpSync(join(root, f), join(copy, f), { recursive: true });
  } catch {
    // a file listed but gone from the working tree: not part of this run
  }
}
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

function run(cmd, args) {
  return spawnSync(cmd, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

/** Builds the copy and runs the test file against it: 'pass', 'fail', or 'build failed'. */
function verdict() {
  const build = run(process.execPath, ['scripts/build.mjs']);
  if (build.status !== 0) return { result: 'build failed', detail: (build.stderr || build.stdout).slice(-400) };
  const test = run(process.execPath, [join(copy, 'node_modules/vitest/vitest.mjs'), 'run', TEST]);
  const failed = /(\d+) failed/.exec(test.stdout)?.[1] ?? '0';
  const total = /Tests\s+.*\((\d+)\)/.exec(test.stdout)?.[1] ?? '?';
  return { result: test.status === 0 ? 'pass' : 'fail', detail: `${failed} of ${total} tests failed` };
}

const rows = [];
let survived = 0;
try {
  const clean = verdict();
  rows.push(['(none)', 'the code as it is', clean.result, clean.detail, clean.result === 'pass' ? 'ok' : 'BROKEN']);
  if (clean.result !== 'pass') {
    process.stdout.write(`The unmutated copy does not pass ${TEST}; fix that first.\n${clean.detail}\n`);
    process.exit(2);
  }
  for (const m of chosen) {
    const path = join(copy, m.file);
    const original = readFileSync(path, 'utf8');
    let text = original;
    for (const [from, to] of m.edits) {
      if (!text.includes(from))
        throw new Error(`${m.name}: "${from.trim()}" is no longer in ${m.file}; update the mutation`);
      text = text.replace(from, to);
    }
    writeFileSync(path, text);
    const v = verdict();
    writeFileSync(path, original);
    const killed = v.result === 'fail';
    if (!killed) survived++;
    rows.push([m.name, m.what, v.result, v.detail, killed ? 'killed' : 'SURVIVED']);
  }
} finally {
  if (!values.keep) rmSync(copy, { recursive: true, force: true });
  else process.stderr.write(`mutations: the copy is kept in ${copy}\n`);
}

const head = ['mutation', 'what it breaks', `${TEST}`, 'detail', 'verdict'];
const line = (r) => `| ${r.join(' | ')} |`;
process.stdout.write(
  `${[line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')}\n\n` +
    `${survived ? `${survived} mutation(s) survived.` : 'Every mutation was killed.'}\n`,
);
process.exit(survived ? 1 : 0);
