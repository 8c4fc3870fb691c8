#!/usr/bin/env node
// Start-up of the built CLI (issue 10: the bundled dist/ against the per-module tsc output it replaced).
//   node bench/startup.mjs [--runs N] [--cli PATH]
// Every figure is the median wall time of one fresh process, against `node -e 0` in the same run, so the
// ratio is what to compare across machines. `--cli` times another build of the CLI (e.g. an old checkout's
// dist/cli/main.js). No timing is asserted anywhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handoverLog } from './lib/generate.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i === -1 ? dflt : args[i + 1];
};
const CLI = opt('--cli', fileURLToPath(new URL('../dist/cli/main.js', import.meta.url)));
const RUNS = Number(opt('--runs', 9));
if (!existsSync(CLI)) {
  console.error(`bench/startup.mjs: ${CLI} is missing; run npm run build:dist first.`);
  process.exit(2);
}
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  NO_COLOR: '1',
  HANDOVER_AGENT: 'lab',
};
const tmp = mkdtempSync(join(tmpdir(), 'handover-bench-startup-'));

function median(argv, { cwd = tmp, input = '', expect = 0 } = {}) {
  const ms = [];
  for (let r = 0; r < RUNS; r++) {
    const t = process.hrtime.bigint();
    const p = spawnSync(process.execPath, argv, { cwd, env, input, encoding: 'utf8' });
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (p.status !== expect) throw new Error(`${argv.join(' ')} exited ${p.status}, expected ${expect}: ${p.stderr}`);
  }
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)];
}

try {
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: tmp, env });
  writeFileSync(join(tmp, '.handoverrc.yaml'), 'agent: lab\n');
  writeFileSync(join(tmp, 'HANDOVER.md'), handoverLog(1000));
  writeFileSync(join(tmp, 'a.ts'), 'a\n');
  const payload = JSON.stringify({
    hook_event_name: 'PreToolUse',
    cwd: tmp,
    tool_name: 'Edit',
    tool_input: { file_path: join(tmp, 'a.ts'), old_string: 'a', new_string: 'b' },
  });
  const base = median(['-e', '0']);
  const rows = [
    ['`node -e 0` (baseline)', base],
    ['`handover --version`', median([CLI, '--version'])],
    [
      '`hook claude-pre-tool-use`, Edit of a file that is not a protocol file',
      median([CLI, 'hook', 'claude-pre-tool-use'], { input: payload }),
    ],
    ['`lint HANDOVER.md`, 1,000 entries', median([CLI, 'lint', 'HANDOVER.md'])],
  ];
  console.log(
    `## startup\n\n${CLI}, median of ${RUNS} runs (Node ${process.version}):\n\n| command | ms | × node -e 0 ` +
      `|\n| --- | --- | --- |`,
  );
  for (const [what, ms] of rows) console.log(`| ${what} | ${Math.round(ms)} | ${(ms / base).toFixed(2)} |`);
  console.log('');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
