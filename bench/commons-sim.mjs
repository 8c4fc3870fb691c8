// A commons under load: N agents, each with its own clone of one bare commons, each doing R rounds of
// `handover sync set --push` at random moments, all at once (a bounded number of processes at a time).
// Reports sections lost (must be 0), conflicts left (must be 0), refused pushes (retries) per push and
// the time per successful push; then the one-file layout under pull-request style merges with a plain
// `git merge` (no driver, as GitHub merges) against the directory layout.
//
//   node bench/commons-sim.mjs [--agents 10,50,100] [--rounds 20 | --rounds 20,4,2] [--jobs 4]
//                              [--layout dir|file|both] [--skip-prs | --only-prs]
//
// Needs the built CLI (npm run build). Everything happens in a temp folder on this machine.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A private copy of the built CLI, so a rebuild during a long run cannot change the program under test.
const SNAP = fileURLToPath(new URL(`./.data/commons-sim-${process.pid}/`, import.meta.url));
cpSync(fileURLToPath(new URL('../dist/', import.meta.url)), join(SNAP, 'dist'), { recursive: true });
cpSync(fileURLToPath(new URL('../package.json', import.meta.url)), join(SNAP, 'package.json'));
process.on('exit', () => rmSync(SNAP, { recursive: true, force: true }));
const CLI = join(SNAP, 'dist', 'cli', 'main.js');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? dflt : args[i + 1];
};
const AGENTS = String(opt('agents', '10,50,100')).split(',').map(Number);
// one value for every N, or one per N (`--agents 10,50,100 --rounds 20,4,2`)
const ROUNDS = String(opt('rounds', '20')).split(',').map(Number);
const roundsFor = (i) => ROUNDS[Math.min(i, ROUNDS.length - 1)];
const JOBS = Number(opt('jobs', 4));
const LAYOUTS = opt('layout', 'dir') === 'both' ? ['dir', 'file'] : [opt('layout', 'dir')];
const ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1' };
delete ENV.HANDOVER_AGENT;

const git = (cwd, a) => execFileSync('git', a, { cwd, env: ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const section = (id, focus) =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** Keep going.\n`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function run(cmd, a, cwd) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const p = spawn(cmd, a, { cwd, env: ENV });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('close', (code) => resolve({ code, out, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
  });
}

/** A bare commons with every agent's section, and one clone per agent (the driver registered in each). */
function setup(n, layout) {
  const top = mkdtempSync(join(tmpdir(), 'handover-commons-sim-'));
  const seed = join(top, 'seed');
  mkdirSync(seed);
  git(seed, ['init', '-q', '-b', 'main']);
  const ids = Array.from({ length: n }, (_, i) => `agent-${String(i).padStart(3, '0')}`);
  const config = { files: { sync: layout === 'dir' ? 'sync/' : 'SYNC.md' }, rules: { 'sync/size': 'off' } };
  writeFileSync(join(seed, '.handoverrc.json'), JSON.stringify(config));
  if (layout === 'dir') {
    mkdirSync(join(seed, 'sync'));
    for (const id of ids) writeFileSync(join(seed, 'sync', `${id}.md`), section(id, 'Start.'));
  } else {
    writeFileSync(
      join(seed, 'SYNC.md'),
      `# Sync\n\nEach agent writes only its own section.\n\n${ids.map((id) => section(id, 'Start.')).join('\n')}`,
    );
    writeFileSync(join(seed, '.gitattributes'), 'SYNC.md merge=handover\n');
  }
  git(seed, ['add', '-A']);
  git(seed, ['-c', 'user.name=seed', '-c', 'user.email=seed@example.org', 'commit', '-q', '-m', 'seed']);
  const remote = join(top, 'commons.git');
  git(top, ['clone', '-q', '--bare', seed, remote]);
  const clones = ids.map((id) => {
    const dir = join(top, id);
    git(top, ['clone', '-q', remote, dir]);
    git(dir, ['config', 'user.name', id]);
    git(dir, ['config', 'user.email', `${id}@example.org`]);
    git(dir, ['config', 'commit.gpgsign', 'false']);
    git(dir, ['config', 'merge.handover.driver', `"${process.execPath}" "${CLI}" merge-driver %O %A %B %P`]);
    return { id, dir };
  });
  return { top, remote, clones };
}

/** Every agent's rounds, in random order with random waits, at most JOBS processes at once. */
async function simulate(n, rounds, layout) {
  const { top, remote, clones } = setup(n, layout);
  const queue = [];
  for (let r = 0; r < rounds; r++) for (const c of clones) queue.push({ ...c, round: r });
  // each agent's rounds stay in order (one agent is one process at a time); agents interleave at random
  const next = new Map(clones.map((c) => [c.id, 0]));
  const busy = new Set();
  const results = [];
  const t0 = Date.now();
  const pending = new Set(queue);
  async function worker() {
    for (;;) {
      const ready = [...pending].filter((q) => !busy.has(q.id) && next.get(q.id) === q.round);
      if (ready.length === 0) {
        if (pending.size === 0) return;
        await sleep(5);
        continue;
      }
      const job = ready[Math.floor(Math.random() * ready.length)];
      pending.delete(job);
      busy.add(job.id);
      await sleep(Math.random() * 50); // a random moment
      const r = await run(
        process.execPath,
        [CLI, 'sync', 'set', '--push', '--actor', job.id, '--focus', `Round ${job.round} of ${job.id}.`],
        job.dir,
      );
      const retries = /after (\d+) refused push/.exec(r.out)?.[1];
      results.push({
        id: job.id,
        round: job.round,
        code: r.code,
        ms: r.ms,
        retries: retries ? Number(retries) : 0,
        out: r.out,
      });
      next.set(job.id, job.round + 1);
      busy.delete(job.id);
    }
  }
  await Promise.all(Array.from({ length: JOBS }, worker));
  const wall = (Date.now() - t0) / 1000;
  // what the commons holds at the end: every agent's last pushed round, no conflict markers
  const view =
    layout === 'dir'
      ? clones.map((c) => git(remote, ['show', `main:sync/${c.id}.md`])).join('\n')
      : git(remote, ['show', 'main:SYNC.md']);
  const lastOk = new Map();
  for (const r of results) if (r.code === 0 && r.round >= (lastOk.get(r.id) ?? -1)) lastOk.set(r.id, r.round);
  const lost = clones.filter((c) => lastOk.has(c.id) && !view.includes(`Round ${lastOk.get(c.id)} of ${c.id}.`)).length;
  const sections = (view.match(/^## /gm) ?? []).length;
  const conflicts = (view.match(/^<<<<<<< /gm) ?? []).length;
  const failed = results.filter((r) => r.code !== 0);
  const ok = results.filter((r) => r.code === 0);
  const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
  const q = (p) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] : NaN);
  const commits = Number(git(remote, ['rev-list', '--count', 'main']).trim());
  rmSync(top, { recursive: true, force: true });
  return {
    n,
    rounds,
    layout,
    pushes: results.length,
    ok: ok.length,
    failed: failed.length,
    failure: failed[0]?.out.trim().split('\n').pop() ?? '',
    lost,
    missingSections: n - sections,
    conflicts,
    commits,
    wall,
    retriesMean: ok.reduce((s, r) => s + r.retries, 0) / Math.max(1, ok.length),
    retriesMax: Math.max(0, ...ok.map((r) => r.retries)),
    p50: q(0.5),
    p90: q(0.9),
    perPushWall: wall / Math.max(1, ok.length),
  };
}

/**
 * Pull-request style: every agent branches from the same main, changes its own section (or, joining, adds
 * one), and the branches are merged into main one after another with a plain `git merge`, no driver.
 */
function prMerges(n, layout, mode) {
  const top = mkdtempSync(join(tmpdir(), 'handover-commons-prs-'));
  const repo = join(top, 'repo');
  mkdirSync(repo);
  git(repo, ['init', '-q', '-b', 'main']);
  git(repo, ['config', 'user.name', 'sim']);
  git(repo, ['config', 'user.email', 'sim@example.org']);
  const ids = Array.from({ length: n }, (_, i) => `agent-${String(i).padStart(3, '0')}`);
  const existing = mode === 'update' ? ids : [];
  if (layout === 'dir') {
    mkdirSync(join(repo, 'sync'));
    for (const id of existing) writeFileSync(join(repo, 'sync', `${id}.md`), section(id, 'Start.'));
    writeFileSync(join(repo, 'sync', '.keep'), '');
  } else
    writeFileSync(
      join(repo, 'SYNC.md'),
      `# Sync\n\nEach agent writes only its own ` +
        `section.\n${existing.map((id) => `\n${section(id, 'Start.')}`).join('')}`,
    );
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base']);
  for (const id of ids) {
    git(repo, ['checkout', '-q', '-b', id, 'main']);
    if (layout === 'dir') writeFileSync(join(repo, 'sync', `${id}.md`), section(id, `Focus of ${id}.`));
    else {
      const text = execFileSync('cat', [join(repo, 'SYNC.md')], { encoding: 'utf8' });
      writeFileSync(
        join(repo, 'SYNC.md'),
        mode === 'update'
          ? text.replace(section(id, 'Start.'), section(id, `Focus of ${id}.`))
          : `${text}\n${section(id, `Focus of ${id}.`)}`,
      );
    }
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', id]);
  }
  git(repo, ['checkout', '-q', 'main']);
  let conflicts = 0;
  for (const id of ids) {
    try {
      git(repo, ['merge', '-q', '--no-edit', id]);
    } catch {
      conflicts++;
      git(repo, ['merge', '--abort']);
    }
  }
  rmSync(top, { recursive: true, force: true });
  return { n, layout, mode, merged: n - conflicts, conflicts };
}

const fmt = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : '—');
const load = (await import('node:os')).loadavg()[0].toFixed(1);
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim().split(' ').slice(0, 2).join(' ')}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, git ` +
    `${git('.', ['--version']).trim().replace('git version ', '')}; load average at start ${load}; ${JOBS} ` +
    `pushes at a time.\n`,
);
console.log(
  '| layout | agents | rounds | pushes | landed | gave up | sections lost | conflicts left | ' +
    'refused pushes per push (mean / max) | s per push p50 / p90 | wall s | s per landed push (wall) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const layout of args.includes('--only-prs') ? [] : LAYOUTS) {
  for (const [i, n] of AGENTS.entries()) {
    const r = await simulate(n, roundsFor(i), layout);
    console.log(
      `| ${layout === 'dir' ? 'sync/' : 'SYNC.md'} | ${n} | ${r.rounds} | ${r.pushes} | ${r.ok} | ${r.failed} | ` +
        `${r.lost + r.missingSections} | ${r.conflicts} | ${fmt(r.retriesMean, 2)} / ${r.retriesMax} | ` +
        `${fmt(r.p50 / 1000, 2)} / ${fmt(r.p90 / 1000, 2)} | ${fmt(r.wall, 0)} | ${fmt(r.perPushWall, 2)} |`,
    );
    if (r.failed) console.log(`\n(last give-up: ${r.failure})\n`);
  }
}
if (!args.includes('--skip-prs')) {
  console.log(
    '\nPull-request style, plain `git merge` without the merge driver (as GitHub merges), every branch from the ' +
      'same base:\n',
  );
  console.log('| layout | what each agent does | agents | merged cleanly | conflicts |');
  console.log('| --- | --- | --- | --- | --- |');
  const n = Math.max(...AGENTS.filter((x) => x <= 50), 10);
  for (const mode of ['join', 'update']) {
    for (const layout of ['file', 'dir']) {
      const r = prMerges(n, layout, mode);
      console.log(
        `| ${layout === 'dir' ? 'sync/' : 'SYNC.md'} | ` +
          `${mode === 'join' ? 'adds its section' : 'changes its own section'} | ${n} | ${r.merged} | ${r.conflicts} |`,
      );
    }
  }
}
