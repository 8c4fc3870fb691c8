#!/usr/bin/env node
// Benchmarks for `handover init` and the Claude Code hooks (issue #6). Run after `npm run build:dist`:
//   node bench/hooks.mjs    (BENCH_RUNS=5, BENCH_ENTRIES=10000 to change the sizes)
// Every figure is the median wall time of one CLI process, Node start-up included, as Claude Code and
// git run it. Data lives in a temp folder; no timing is asserted anywhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (!existsSync(CLI)) {
  console.error('bench/hooks.mjs: dist/ is missing; run npm run build:dist first.');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
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
delete env.HANDOVER_AGENT;
const git = (cwd, args) => execFileSync('git', args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
const tmp = mkdtempSync(join(tmpdir(), 'handover-bench-hooks-'));
const ts = (i) => new Date(Date.parse('2020-01-01T00:00:00Z') + i * 60_000).toISOString().replace('.000Z', 'Z');
const entry = (i) =>
  `\n## ${i} · ${ts(i)}\n\nRun ${i} finished. New concepts landed: dict internals and reference semantics.\n\n- ` +
  `Commit: ${((i * 2654435761) % 2 ** 32).toString(16)}\n`;

/**
 * Median ms of `handover ARGS` (stdin `input`), expecting exit `expect`; `before` (untimed) may return a fresh cwd
 * per run.
 */
function time(args, cwd, { input = '', expect = 0, before } = {}) {
  const ms = [];
  for (let r = 0; r < RUNS; r++) {
    const where = before ? before() : cwd;
    const t = process.hrtime.bigint();
    const p = spawnSync(process.execPath, [CLI, ...args], { cwd: where, env, input, encoding: 'utf8' });
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (p.status !== expect)
      throw new Error(`handover ${args.join(' ')} exited ${p.status}, expected ${expect}: ${p.stderr}`);
  }
  return Math.round(ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]);
}

/** Median ms of any command (for the baselines and the hook command as Claude Code runs it). */
function timeCmd(cmd, args, { cwd, input, extraEnv = {} }) {
  const ms = [];
  for (let r = 0; r < RUNS; r++) {
    const t = process.hrtime.bigint();
    const p = spawnSync(cmd, args, { cwd, env: { ...env, ...extraEnv }, input, encoding: 'utf8' });
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (p.status !== 0) throw new Error(`${cmd} exited ${p.status}: ${p.stderr}`);
  }
  return Math.round(ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]);
}

function repo(name, files) {
  const dir = join(tmp, name);
  execFileSync('mkdir', ['-p', dir]);
  git(dir, ['init', '-q', '-b', 'main']);
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'seed', '--no-verify']);
  return dir;
}

const rows = [];
const add = (what, size, ms) => rows.push(`| ${what} | ${size} | ${ms} |`);
try {
  const version = time(['--version'], tmp);
  add('`handover --version` (Node start-up, for scale)', '', version);
  let n = 0;
  add(
    '`init --role upstream,downstream,commons` in a fresh repo',
    '',
    time(['init', '--role', 'upstream,downstream,commons', '--agent', 'lab'], tmp, {
      before: () => {
        const d = join(tmp, `fresh${n++}`);
        execFileSync('mkdir', [d]);
        git(d, ['init', '-q', '-b', 'main']);
        return d;
      },
    }),
  );
  const fresh = join(tmp, 'fresh0');
  add('`init` again (nothing to change)', '', time(['init'], fresh));

  let log = '# Handover: lab\n\nAppend-only.\n';
  for (let i = 1; i <= ENTRIES; i++) log += entry(i);
  const dir = repo('lab', { 'HANDOVER.md': log, '.handoverrc.yaml': 'agent: lab\n', 'a.ts': 'a\n' });
  const payload = (tool_name, tool_input) =>
    JSON.stringify({ hook_event_name: 'PreToolUse', cwd: dir, tool_name, tool_input });
  const kb = `${ENTRIES} entries, ${Math.round(log.length / 1024)} KB`;
  // The fast path against its baseline, interleaved in one run so machine load hits both alike.
  const plain = payload('Edit', { file_path: join(dir, 'a.ts'), old_string: 'a', new_string: 'b' });
  const nodeAlone = [];
  const fast = [];
  for (let r = 0; r < 3; r++) {
    nodeAlone.push(timeCmd(process.execPath, ['-e', '0'], { cwd: dir, input: '' }));
    fast.push(time(['hook', 'claude-pre-tool-use'], dir, { input: plain }));
  }
  const m = (xs) => xs.sort((a, b) => a - b)[1];
  add('`node -e 0` (the baseline of the fast path)', '', m(nodeAlone));
  add(
    '`hook claude-pre-tool-use`, Edit of a file that is not a protocol file ' +
      `(${(m(fast) / m(nodeAlone)).toFixed(2)}× \`node -e 0\`)`,
    '',
    m(fast),
  );
  execFileSync(process.execPath, [CLI, 'init', '--role', 'upstream', '--agent', 'lab'], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  const settings = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'));
  const command = settings.hooks.PreToolUse.find((g) => g.matcher?.includes('Edit')).hooks[0].command;
  add(
    'the PreToolUse command from `.claude/settings.json` as Claude Code runs it (`/bin/sh -c`, launcher), same Edit',
    '',
    timeCmd('/bin/sh', ['-c', command], {
      cwd: dir,
      input: plain,
      extraEnv: { PATH: '/usr/bin:/bin', CLAUDE_PROJECT_DIR: dir },
    }),
  );
  const last = entry(ENTRIES).trimEnd();
  add(
    '`hook claude-pre-tool-use`, Edit appending an entry to HANDOVER.md (passes)',
    kb,
    time(['hook', 'claude-pre-tool-use'], dir, {
      input: payload('Edit', {
        file_path: join(dir, 'HANDOVER.md'),
        old_string: last,
        new_string: `${last}\n${entry(ENTRIES + 1).trimEnd()}`,
      }),
    }),
  );
  add(
    '`hook claude-pre-tool-use`, Edit of the title of HANDOVER.md (blocked)',
    kb,
    time(['hook', 'claude-pre-tool-use'], dir, {
      expect: 2,
      input: payload('Edit', {
        file_path: join(dir, 'HANDOVER.md'),
        old_string: '# Handover: lab',
        new_string: '# Handover: bob',
      }),
    }),
  );
  add(
    '`hook claude-pre-tool-use`, Write of the whole HANDOVER.md plus one entry (passes)',
    kb,
    time(['hook', 'claude-pre-tool-use'], dir, {
      input: payload('Write', { file_path: join(dir, 'HANDOVER.md'), content: log + entry(ENTRIES + 1) }),
    }),
  );
  for (let i = 0; i < 200; i++) writeFileSync(join(dir, `changed-${i}.ts`), `${i}\n`);
  add(
    '`hook claude-stop`, 200 changed files, no report (blocks)',
    kb,
    time(['hook', 'claude-stop'], dir, {
      input: JSON.stringify({ hook_event_name: 'Stop', cwd: dir, stop_hook_active: false }),
    }),
  );
  add(
    '`hook claude-session-start`, no upstreams',
    '',
    time(['hook', 'claude-session-start'], dir, {
      input: JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', cwd: dir }),
    }),
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(
  `## init and hooks\n\nMedian of ${RUNS} runs, ms (Node ${process.version}):\n\n| case | size | ms |\n| --- | ` +
    `--- | --- |\n${rows.join('\n')}\n`,
);
