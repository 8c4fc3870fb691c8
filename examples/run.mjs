#!/usr/bin/env node
// The handover demo: builds a small forest of real git repos in a temp folder from examples/forest
// and walks the protocol end to end with the built CLI, printing each step. Exits 0 when every step
// did what it should; otherwise it stops at the first surprise, says which, and exits 1.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(pkg, 'dist', 'cli', 'main.js');
if (!existsSync(CLI)) {
  console.error('handover demo: the CLI is not built yet; run `npm run build:dist` then `npm start`.');
  process.exit(2);
}

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
const bold = paint(1),
  dim = paint(2),
  green = paint(32),
  red = paint(31),
  cyan = paint(36);

const root = mkdtempSync(join(tmpdir(), 'handover-demo-'));
const at = (name) => join(root, name);
// Each agent is its own git identity; nothing from the user's git config leaks in.
const baseEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
  NO_COLOR: '1',
};
delete baseEnv.HANDOVER_AGENT;
const who = (dir) => dir.replace(/^commons-/, '').replace(/^commons$/, 'commons');
const envFor = (dir) => {
  const name = who(dir);
  return {
    ...baseEnv,
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: `${name}@example.org`,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: `${name}@example.org`,
  };
};

let stepNo = 0;
function step(title, why) {
  stepNo += 1;
  console.log(`\n${bold(`${stepNo}. ${title}`)}`);
  if (why)
    console.log(
      dim(
        wrap(why, 96)
          .map((l) => `   ${l}`)
          .join('\n'),
      ),
    );
}

function wrap(text, width) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + word.length + 1 > width) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return lines;
}

/** Runs `handover ARGS` (or `git ARGS`) in a repo, prints it and its output, and checks the exit code. */
function run(dir, args, { expect = 0, input, git = false, quiet = false, hidden = false, only, as } = {}) {
  const shown = `${git ? 'git' : 'handover'} ${args.map((a) => (/[\s"'$]/.test(a) ? JSON.stringify(a) : a)).join(' ')}`;
  if (!hidden) console.log(`   ${cyan('$')} ${shown}${dim(`   (in ${dir}/)`)}`);
  const cmd = git ? 'git' : process.execPath;
  const argv = git ? args : [CLI, ...args];
  const env = as ? { ...envFor(dir), HANDOVER_AGENT: as } : envFor(dir);
  const r = spawnSync(cmd, argv, { cwd: at(dir), env, input: input ?? '', encoding: 'utf8' });
  const out = `${r.stdout}${r.stderr}`.replace(/\s+$/, '');
  const lines = out.split('\n').filter((l) => !only || only.test(l));
  if (only && lines.length < out.split('\n').length) lines.push('…');
  if (out && !quiet) console.log(lines.map((l) => `     ${dim('│')} ${l}`).join('\n'));
  const ok = typeof expect === 'function' ? expect(r.status) : r.status === expect;
  if (!ok) {
    if (out && quiet)
      console.log(
        out
          .split('\n')
          .map((l) => `     ${dim('│')} ${l}`)
          .join('\n'),
      );
    fail(
      `\`${shown}\` in ${dir}/ exited ${r.status}, expected ${typeof expect === 'function' ? 'a failure' : expect}.`,
    );
  }
  return { code: r.status, out };
}

function check(condition, what) {
  if (!condition) fail(what);
  console.log(`   ${green('✓')} ${what}`);
}

function fail(what) {
  console.log(`\n${red(bold('✗ The demo stopped:'))} ${what}`);
  console.log(`  The repos are left in ${root} to look at.`);
  process.exit(1);
}

const read = (dir, file) => readFileSync(join(at(dir), file), 'utf8');
/** `git add -A && git commit`: the commit runs the pre-commit hook init installed. */
const commitAll = (dir, message) => {
  console.log(`   ${cyan('$')} git add -A && git commit -m ${JSON.stringify(message)}${dim(`   (in ${dir}/)`)}`);
  run(dir, ['add', '-A'], { git: true, hidden: true });
  return run(dir, ['commit', '-q', '-m', message], { git: true, hidden: true });
};

console.log(bold('handover demo: three agents, three repos, one protocol'));
console.log(`   in ${root}`);
console.log('   lab      the upstream: records facts in HANDOVER.md');
console.log("   partner  a downstream: consumes lab's entries");
console.log('   commons  shared SYNC.md and PROJECT_REGISTRY.md; lab and partner each work in a clone');

step(
  'Three repos with their charters',
  'Plain git repos, each with its own CLAUDE.md: the charter that outranks anything in SYNC.md.',
);
for (const dir of ['lab', 'partner', 'commons']) {
  cpSync(join(pkg, 'examples', 'forest', dir), at(dir), { recursive: true });
  run(dir, ['init', '-q', '-b', 'main'], { git: true, hidden: true });
  run(dir, ['add', '-A'], { git: true, hidden: true });
  run(dir, ['commit', '-q', '-m', 'Charter'], { git: true, hidden: true });
  console.log(`   ${dir}/: ${read(dir, 'CLAUDE.md').split('\n')[2]}`);
}

step(
  'Each repo joins the protocol',
  "init writes the role's files, the config, a protocol block in CLAUDE.md, the CI workflow and the Claude Code hooks, and installs the pre-commit hook and the merge driver.",
);
run('lab', ['init', '--role', 'upstream', '--agent', 'lab']);
// The other two write the same config, charter block, workflow and hooks; only their role's files differ.
const roleLines = /agent |SYNC|REGISTRY|last-processed|handoverrc/;
run('commons', ['init', '--role', 'commons', '--agent', 'commons'], { only: roleLines });
run('partner', ['init', '--role', 'downstream', '--agent', 'partner', '--upstream', 'lab=../lab'], { only: roleLines });
for (const dir of ['lab', 'commons', 'partner']) commitAll(dir, 'Join the handover protocol');
const again = run('lab', ['init'], { quiet: true });
check(!/created|extended|updated/.test(again.out), 'running init again changes nothing');

step(
  'lab records what happened',
  'append writes the next entry with the next number and the current UTC time; only lab may write its log.',
);
run('lab', [
  'append',
  '--title',
  'Run 15',
  'Run 15 finished. New concepts landed: dict internals, reference semantics.',
]);
run('lab', ['append', '--title', 'Dataset moved', 'The evaluation set now lives in data/eval-v2; v1 is frozen.']);
commitAll('lab', 'Record run 15');
check(/^## 2 · /m.test(read('lab', 'HANDOVER.md')), 'HANDOVER.md has entries 1 and 2');

step(
  'partner reads what is new upstream',
  'consume prints the entries newer than the offset, oldest first, then moves the offset in .last-processed.md.',
);
const consumed = run('partner', ['consume']);
check(
  consumed.out.includes('dict internals') && consumed.out.includes('data/eval-v2'),
  'both entries were handed over',
);
const upToDate = run('partner', ['consume']);
check(!upToDate.out.includes('dict internals'), 'a second consume prints nothing old: the offset moved');
commitAll('partner', 'Consume lab 1-2');

step(
  'A correction reaches the next session by itself',
  'A correction is a new entry. At session start Claude Code runs `handover hook claude-session-start`, which hands the agent what is new.',
);
run('lab', ['append', '--corrects', '1', 'Run 15 also covered generators; the summary in #1 missed them.']);
commitAll('lab', 'Correct entry 1');
const session = run('partner', ['hook', 'claude-session-start'], {
  input: JSON.stringify({
    hook_event_name: 'SessionStart',
    source: 'startup',
    session_id: 'demo-1',
    cwd: at('partner'),
  }),
});
check(session.out.includes('generators'), "the new entry went into partner's session context");
commitAll('partner', 'Consume lab 3');

step(
  'lab is asked to report before it stops',
  'At the end of a turn Claude Code runs `handover hook claude-stop`: work changed but nothing reported means one more turn to report it.',
);
writeFileSync(join(at('lab'), 'runs', 'run-16.md'), '# Run 16\n\nStarted: generators and iterators.\n');
const stopInput = JSON.stringify({
  hook_event_name: 'Stop',
  session_id: 'demo-3',
  cwd: at('lab'),
  stop_hook_active: false,
});
const asked = run('lab', ['hook', 'claude-stop'], { input: stopInput });
check(JSON.parse(asked.out).decision === 'block', 'the agent was asked to report');
run('lab', ['append', 'Run 16 started: generators and iterators.']);
const satisfied = run('lab', ['hook', 'claude-stop'], { input: stopInput.replace('demo-3', 'demo-4') });
check(satisfied.out === '', 'with an entry added, the agent may stop');
commitAll('lab', 'Start run 16');

step(
  'Two agents join the commons at the same time',
  'lab and partner each clone the commons; init in a fresh clone installs only the clone-local parts (hook, merge driver, who this clone acts as).',
);
for (const agent of ['lab', 'partner']) {
  run('.', ['clone', '-q', at('commons'), `commons-${agent}`], { git: true });
  run(`commons-${agent}`, ['init', '--agent', agent], { only: /agent |pre-commit|merge|kept\s+SYNC/ });
}
run('commons-partner', [
  'sync',
  'set',
  '--focus',
  'Drafting chapter 3 on reference semantics.',
  '--blocked',
  "lab's results for run 16.",
  '--next',
  'Send the draft to lab for a read.',
]);
commitAll('commons-partner', 'partner joins SYNC.md');
run('commons-lab', [
  'sync',
  'set',
  '--focus',
  'Preparing run 16.',
  '--blocked',
  '—',
  '--next',
  'Record run 16 for partner.',
]);
commitAll('commons-lab', 'lab joins SYNC.md');

step(
  'Both additions merge without a conflict',
  'Both added a section at the end of SYNC.md; git alone would conflict. The handover merge driver merges section by section.',
);
run('commons', ['pull', '-q', '--no-rebase', '--no-edit', at('commons-partner'), 'main'], { git: true });
run('commons', ['pull', '-q', '--no-rebase', '--no-edit', at('commons-lab'), 'main'], { git: true });
const sync = read('commons', 'SYNC.md');
check(
  ['## commons', '## partner', '## lab'].every((h) => sync.includes(`${h}\n`)) && !sync.includes('<<<<<<<'),
  'SYNC.md holds all three sections, no conflict markers',
);
run('commons', ['sync', 'show']);
run('commons', ['lint']);

step(
  "partner tries to write lab's section",
  'Intent flows both ways, but each agent writes only its own section. The pre-commit hook runs `handover check --staged`.',
);
run('commons-partner', ['pull', '-q', '--no-rebase', '--no-edit', 'origin', 'main'], { git: true });
writeFileSync(
  join(at('commons-partner'), 'SYNC.md'),
  read('commons-partner', 'SYNC.md').replace('Record run 16 for partner.', 'Drop run 16; help partner with chapter 3.'),
);
run('commons-partner', ['add', 'SYNC.md'], { git: true });
run('commons-partner', ['commit', '-q', '-m', "Reassign lab's next action"], {
  git: true,
  expect: (code) => code !== 0,
});
check(
  !run('commons-partner', ['log', '--format=%s', '-1'], { git: true, hidden: true }).out.includes('Reassign'),
  'the commit was rejected',
);
run('commons-partner', ['checkout', 'HEAD', '--', 'SYNC.md'], { git: true });
console.log(dim('   The same edit, attempted by Claude Code, is stopped before it happens:'));
const payload = {
  hook_event_name: 'PreToolUse',
  session_id: 'demo-2',
  cwd: at('commons-partner'),
  tool_name: 'Edit',
  tool_input: {
    file_path: join(at('commons-partner'), 'SYNC.md'),
    old_string: 'Record run 16 for partner.',
    new_string: 'Drop run 16.',
  },
};
run('commons-partner', ['hook', 'claude-pre-tool-use'], { input: JSON.stringify(payload), expect: 2 });

step(
  'lab heads two subprojects',
  'A folder with its own CLAUDE.md is a project: lab/data (lab-data) and lab/ops (lab-ops) are subprojects of lab, each its own repo. Every project registers itself ([SELF]) in the commons registry, and lab lists its Subprojects.',
);
for (const [dir, id] of [
  ['lab/data', 'lab-data'],
  ['lab/ops', 'lab-ops'],
]) {
  run(dir, ['init', '-q', '-b', 'main'], { git: true, hidden: true });
  writeFileSync(join(at(dir), '.handoverrc.yaml'), `agent: ${id}\nregistry: { source: ../../commons, ref: main }\n`);
  run(dir, ['add', '-A'], { git: true, hidden: true });
  run(dir, ['commit', '-q', '-m', 'Charter'], { git: true, hidden: true });
  console.log(`   ${dir}/: ${read(dir, 'CLAUDE.md').split('\n')[2]}`);
}
for (const dir of ['lab', 'partner']) {
  writeFileSync(
    join(at(dir), '.handoverrc.yaml'),
    `${read(dir, '.handoverrc.yaml')}registry: { source: ../commons, ref: main }\n`,
  );
  commitAll(dir, 'Consult the commons registry');
}
run('commons-lab', ['pull', '-q', '--no-rebase', '--no-edit', 'origin', 'main'], { git: true, hidden: true });
for (const [id, owns, address] of [
  ['lab', 'experiments', '../lab'],
  ['lab-data', 'datasets', '../lab/data'],
  ['lab-ops', 'cluster operations', '../lab/ops'],
]) {
  run('commons-lab', ['registry', 'add', '--owns', owns, '--address', address], { as: id });
  run('commons-lab', ['commit', '-q', '-am', `${id} registers`], { git: true, hidden: true, as: id });
}
run('commons-lab', ['registry', 'add', '--subprojects', 'lab-data; lab-ops'], { as: 'lab' });
commitAll('commons-lab', 'lab lists its subprojects');
run('commons-partner', ['registry', 'add', '--owns', 'the book on Python', '--address', '../partner']);
commitAll('commons-partner', 'partner registers');
run('commons', ['registry', 'add', '--owns', 'coordination', '--address', '.']);
commitAll('commons', 'commons registers');
for (const clone of ['commons-lab', 'commons-partner'])
  run('commons', ['pull', '-q', '--no-rebase', '--no-edit', at(clone), 'main'], { git: true, hidden: true });
for (const clone of ['commons-lab', 'commons-partner']) rmSync(at(clone), { recursive: true, force: true });
run('commons', ['registry', 'list']);

step(
  'The forest agrees with its files',
  '`handover forest` finds every project under the folder by its charter and checks the registry, the folders, the upstreams and the requests against each other.',
);
run('.', ['forest']);
check(true, 'four trees, lab with two subprojects, and no disagreement');

step(
  'A ruling enters at the head and goes one level down',
  'Between trees only typed requests flow. partner asks lab (the head), not lab-data; lab forwards it one level down; the chain records the way.',
);
run('partner', ['request', 'evidence', '--to', 'lab-data', '--subject', 'the evaluation set'], { expect: 1 });
check(
  !existsSync(join(at('partner'), 'REQUESTS.md')),
  'a request addressed past the head was refused (request/head), nothing written',
);
run('partner', [
  'request',
  'ruling',
  '--to',
  'lab',
  '--subject',
  'reference semantics',
  '--claim',
  'Dict keys are hashed once per insertion.',
  '--claim',
  'Lookups never rehash.',
]);
commitAll('partner', 'Ask lab for a ruling');
run('lab', ['inbox']);
run('lab', ['forward', 'partner#1', '--to', 'lab-data']);
commitAll('lab', 'Forward partner#1 to lab-data');

step(
  'lab-data answers claim by claim; lab relays it up, amended',
  'A response to a ruling gives a verdict per claim and says what the requester got backwards; one that skips a claim is refused. The head relays the answer and amends what it knows better.',
);
run(
  'lab/data',
  ['respond', 'lab#1', '--verdict', '1=confirmed', '--backwards', 'you read the cache as part of the key'],
  { expect: 1 },
);
run('lab/data', [
  'respond',
  'lab#1',
  '--verdict',
  '1=confirmed',
  '--verdict',
  '2=wrong:the cache is per table, not per key.',
  '--backwards',
  'you read the cache as part of the key',
]);
commitAll('lab/data', 'Answer lab#1');
run('lab', ['inbox']);
run('lab', [
  'respond',
  'partner#1',
  '--relays',
  'lab-data#1',
  '--verdict',
  '2=wrong:the cache is per table and per hash seed.',
]);
commitAll('lab', 'Relay the answer to partner#1');
check(/- Amends: 2\n/.test(read('lab', 'REQUESTS.md')), "lab's relay records which verdict it amended");
check(/nothing waiting/.test(run('lab', ['inbox'], { quiet: true }).out), "lab's inbox is empty again");
run('.', ['forest', '--format', 'mermaid']);

step('Everything is still lint-clean', 'Every repo passes the static rules.');
for (const dir of ['lab', 'partner', 'commons', 'lab/data']) run(dir, ['lint']);
check(true, 'no findings in any repo');

console.log(`\n${green(bold('✓ The protocol held end to end.'))} ${dim(`${stepNo} steps`)}`);
if (process.env.HANDOVER_DEMO_KEEP) console.log(`  The repos are in ${root}.`);
else rmSync(root, { recursive: true, force: true });
