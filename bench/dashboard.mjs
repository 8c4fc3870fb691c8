#!/usr/bin/env node
// The dispatcher's page (`handover forest --format html`) for a forest of N projects (default 100), rendered in
// Debian's Chromium (/usr/bin/chromium, driven by playwright-core): the time `forest --format html` takes to read
// the forest and write the page, and the time from navigating to the page until it has built itself
// (body[data-ready]), median of several loads in a fresh headless Chromium (issue 35: within 2 s). No timing is
// asserted.
//   node bench/dashboard.mjs [--projects N] [--runs N]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { handoverLog } from './lib/generate.mjs';
import { table } from './lib/measure.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => Number(args[args.indexOf(`--${name}`) + 1] || dflt) || dflt;
const PROJECTS = opt('projects', 100);
const RUNS = opt('runs', 5);
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  process.stderr.write(`bench dashboard: ${CHROMIUM} is missing (apt-get install -y chromium); skipped\n`);
  process.exit(0);
}
const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1' };
const git = (cwd, a) => execFileSync('git', a, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
const tmp = mkdtempSync(join(tmpdir(), 'handover-bench-dashboard-'));
const id = (i) => `p${String(i).padStart(3, '0')}`;

/**
 * N projects, each its own git repository: a charter, a config (agent, the commons registry, the previous project as
 * its upstream), a HANDOVER.md of 20 entries, a SYNC.md of three agents (one in ten blocked), a REQUESTS.md with a
 * ruling to the next project; a commons holding the registry of them all.
 */
function forest() {
  const registry = ['# Project registry\n'];
  for (let i = 0; i < PROJECTS; i++)
    registry.push(`## ${id(i)} [SELF]\n\n- Owns: subject ${i}\n- Address: ../${id(i)}\n`);
  const repo = (dir, files) => {
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    git(dir, ['init', '-q', '-b', 'main']);
    git(dir, ['add', '-A']);
    git(dir, ['-c', 'user.name=bench', '-c', 'user.email=bench@example.org', 'commit', '-q', '-m', 'start']);
  };
  repo(join(tmp, 'commons'), {
    'CLAUDE.md': '# commons\n',
    '.handoverrc.yaml': 'agent: commons\n',
    'PROJECT_REGISTRY.md': `${registry.join('\n')}\n## commons [SELF]\n\n- Owns: coordination\n- Address: .\n`,
  });
  for (let i = 0; i < PROJECTS; i++) {
    const sync = ['# Sync\n'];
    for (const a of ['alice', 'bob', 'carol'])
      sync.push(
        `## ${a}-${i}\n\n- Current focus: chapter ${i}\n- Blocked on: ${a === 'bob' && i % 10 === 0 ? 'a ruling' : '—'}\n` +
          '- Next action: write\n',
      );
    repo(join(tmp, id(i)), {
      'CLAUDE.md': `# ${id(i)}\n`,
      '.handoverrc.yaml':
        `agent: ${id(i)}\nregistry: { source: ../commons, ref: main }\n` +
        (i ? `upstreams: { ${id(i - 1)}: { source: ../${id(i - 1)}, ref: main } }\n` : ''),
      'HANDOVER.md': handoverLog(20, i)
        .replace('# Handover: lab', `# Handover: ${id(i)}`)
        .replace(/lab\./g, `${id(i)}.`),
      'SYNC.md': sync.join('\n'),
      'REQUESTS.md':
        `# Requests: ${id(i)}\n\n## 1 · 2026-12-01T10:00:00Z · ruling\n\n- To: ${id((i + 1) % PROJECTS)}\n` +
        `- Subject: subject ${(i + 1) % PROJECTS}\n- Chain: ${id(i)}\n- Claims:\n  1. It holds.\n`,
    });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (t) => Number(process.hrtime.bigint() - t) / 1e6;

forest();
const page = join(tmp, 'forest.html');
const writes = [];
for (let i = 0; i < Math.min(RUNS, 3); i++) {
  const t = process.hrtime.bigint();
  try {
    execFileSync(process.execPath, [CLI, 'forest', tmp, '--format', 'html', '--output', page], { env, stdio: 'pipe' });
  } catch (error) {
    if (error.status !== 1) throw error; // 1: the forest has disagreements, the page is written all the same
  }
  writes.push(ms(t));
}
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'handover-bench-chromium-')), {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport: { width: 1280, height: 800 },
});
const loads = [];
let inPage = [];
let counts = {};
for (let i = 0; i < RUNS; i++) {
  const tab = await context.newPage();
  const t = process.hrtime.bigint();
  await tab.goto(pathToFileURL(page).href);
  await tab.waitForSelector('body[data-ready="1"]');
  loads.push(ms(t));
  inPage.push(await tab.evaluate(() => performance.now()));
  counts = await tab.evaluate(() => ({
    projects: document.querySelectorAll('details.project').length,
    nodes: document.getElementsByTagName('*').length,
  }));
  await tab.close();
}
await context.close();
inPage = inPage.map((x) => Math.round(x));
const version = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
process.stdout.write(
  `## dashboard\n\n${version}, ${cpus().length} cores, Node ${process.version}; ${PROJECTS} projects (git repositories), ` +
    `page ${(statSync(page).size / 1024).toFixed(0)} KB, ${counts.projects} project sections, ${counts.nodes} elements. ` +
    `Median of ${writes.length} runs of forest --format html, ${RUNS} loads in one headless Chromium.\n\n` +
    `${table(
      ['projects', 'forest --format html (s)', 'page load to built (s)', 'in-page performance.now() at built (ms)'],
      [[PROJECTS, (median(writes) / 1000).toFixed(2), (median(loads) / 1000).toFixed(2), median(inPage)]],
    )}\n`,
);
if (!process.env.BENCH_KEEP) rmSync(tmp, { recursive: true, force: true });
else process.stderr.write(`kept ${tmp}\n`);
