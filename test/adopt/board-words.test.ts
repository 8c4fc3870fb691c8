import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

// Issue 31: status boards in the shapes people keep, read as found, as data in the board dialect (sync.fields with
// the file's own words, `false` for a field the board never has, sync.ownFields, sync.layout tables and list):
//   - `## agent` sections with bold non-list fields in their own words (`**STATUS:**`, `**WORKING_ON:**`);
//   - a table per status group (`## In progress`, `## Done`), each with an agent column;
//   - agents listed under status groups (`## Active` then `- **alice**: …`), and `### alice` under them with only
//     a Status field.
// Per shape: init --detect names it, init writes the config that reads it, lint is clean; through real git (check
// --range and check --staged) the agent's own update and the move of its own entry between status groups pass,
// another agent's edit or move of it fails sync/section-owner. The fixtures' shapes follow public boards (see
// test/fixtures/boards/README.md).

const who = (name: string) => ({ name, email: `${name}@example.org` });
const [claude, gemini, codex, lead] = [who('claude'), who('gemini'), who('codex'), who('lead')];
const agents = Object.fromEntries([claude, gemini, codex, lead].map((a) => [a.name, { emails: [a.email] }]));

interface Shape {
  title: string;
  path: string;
  text: string;
  /** What init --detect says of it and the sync key init writes. */
  detect: string;
  sync: Record<string, unknown>;
  /** claude's ordinary update of its own entry. */
  own: (t: string) => string;
  /** claude moving its own entry to another status group (null: the shape has no groups). */
  ownMove: ((t: string) => string) | null;
  /** claude rewriting gemini's fields. */
  others: (t: string) => string;
  /** claude moving gemini's entry to another status group. */
  othersMove: ((t: string) => string) | null;
}

const move = (t: string, line: string, toAfter: string) => t.replace(line, '').replace(toAfter, `${toAfter}${line}`);

const shapes: Shape[] = [
  {
    title: '## agent sections with bold non-list fields in their own words',
    path: 'docs/STATUS_BOARD.md',
    text:
      '# Agent Status Board\n\nEach agent keeps its own section current.\n\n' +
      '## claude\n**STATUS:** working\n**WORKING_ON:** auth refactor\n**BLOCKED_BY:** none\n**NEXT:** token rotation\n' +
      '**Files:** src/auth/*\n\n' +
      '## gemini\n\n**STATUS:** idle\n\n**WORKING_ON:** login page\n\n**BLOCKED_BY:** the auth API\n\n' +
      '**NEXT:** wire the form\n\n' +
      '## codex\n**STATUS:** working\n**WORKING_ON:** benchmarks\n**BLOCKED_BY:** none\n**NEXT:** report\n',
    detect:
      'docs/STATUS_BOARD.md: a board of agent sections (level 2, e.g. "## claude", fields "WORKING_ON", "BLOCKED_BY", ' +
      '"NEXT"); 3 of 3 headings match; sure: its name and its shape agree; read as files.sync, with sync: { fields: ' +
      '{ focus: { label: WORKING_ON }, blocked: { label: BLOCKED_BY }, next: { label: NEXT } }, ownFields: true }',
    sync: {
      fields: { focus: { label: 'WORKING_ON' }, blocked: { label: 'BLOCKED_BY' }, next: { label: 'NEXT' } },
      ownFields: true,
    },
    own: (t) =>
      t.replace('**WORKING_ON:** auth refactor', '**WORKING_ON:** session store').replace('working\n', 'done\n'),
    ownMove: null,
    others: (t) => t.replace('**BLOCKED_BY:** the auth API', '**BLOCKED_BY:** none'),
    othersMove: null,
  },
  {
    title: 'a table per status group with an agent column',
    path: 'AGENTS_STATUS.md',
    text:
      '# Agents status\n\nMove your row between the tables as your work moves.\n\n' +
      '## In progress\n\n| Agent | Task | Started |\n| --- | --- | --- |\n| claude | Parser rewrite | 2026-03-01 |\n' +
      '| gemini | Docs pass | 2026-03-02 |\n\n' +
      '## Blocked\n\n| Agent | Task | Started |\n| --- | --- | --- |\n| codex | Benchmarks | 2026-03-01 |\n\n' +
      '## Done\n\n| Agent | Task | Started |\n| --- | --- | --- |\n| claude | Lexer | 2026-02-20 |\n\n' +
      '## Risks\n\n| Risk | Owner |\n| --- | --- |\n| Flaky CI | lead |\n',
    detect:
      'AGENTS_STATUS.md: a board kept as a table per status group (3 groups: "In progress", "Blocked", "Done"), a row ' +
      'per agent, e.g. "| claude |"; 4 of 4 rows match; sure: its name and its shape agree; read as files.sync, with ' +
      'sync: { layout: tables, fields: { focus: { label: Task }, blocked: false, next: false }, shared: { Risks: ' +
      'owner-only } }',
    sync: { layout: 'tables', fields: { focus: { label: 'Task' }, blocked: false, next: false } },
    own: (t) => t.replace('| claude | Parser rewrite |', '| claude | Parser rewrite, part 2 |'),
    ownMove: (t) => move(t, '| claude | Parser rewrite | 2026-03-01 |\n', '| claude | Lexer | 2026-02-20 |\n'),
    others: (t) => t.replace('| gemini | Docs pass |', '| gemini | Whatever claude says |'),
    othersMove: (t) => move(t, '| gemini | Docs pass | 2026-03-02 |\n', '| codex | Benchmarks | 2026-03-01 |\n'),
  },
  {
    title: 'agents listed under status groups',
    path: 'STATUS.md',
    text:
      '# Team status\n\nMove your line when your status changes.\n\n' +
      '## Active\n\n- **claude**: auth refactor\n- **gemini**: login page\n\n' +
      '## Idle\n\n- **codex**: waiting for review\n',
    detect:
      'STATUS.md: a board of agents listed under status groups (2 groups: "Active", "Idle"), e.g. "- **claude**"; 3 ' +
      'of 3 items match; sure: its name and its shape agree; read as files.sync, with sync: { layout: list, fields: { ' +
      'blocked: false, next: false } }',
    sync: { layout: 'list', fields: { blocked: false, next: false } },
    own: (t) => t.replace('- **claude**: auth refactor', '- **claude**: session store'),
    ownMove: (t) => move(t, '- **claude**: auth refactor\n', '- **codex**: waiting for review\n'),
    others: (t) => t.replace('- **gemini**: login page', '- **gemini**: nothing'),
    othersMove: (t) => move(t, '- **gemini**: login page\n', '- **codex**: waiting for review\n'),
  },
  {
    title: '### agents under status groups with only a Status field',
    path: 'STATUS.md',
    text:
      '# Team status\n\n## Active\n\n### claude\n\n**Status**: auth refactor\n\n### gemini\n\n**Status**: login page\n\n' +
      '## Idle\n\n### codex\n\n**Status**: waiting for review\n',
    detect:
      'STATUS.md: a board of agent sections (level 3, e.g. "### claude", fields "Status"); 3 of 3 headings match; ' +
      'sure: its name and its shape agree; read as files.sync, with sync: { level: 3, fields: { focus: { label: ' +
      'Status }, blocked: false, next: false } }',
    sync: { level: 3, fields: { focus: { label: 'Status' }, blocked: false, next: false } },
    own: (t) => t.replace('**Status**: auth refactor', '**Status**: session store'),
    ownMove: (t) => move(t, '### claude\n\n**Status**: auth refactor\n\n', '## Idle\n\n'),
    others: (t) => t.replace('**Status**: login page', '**Status**: nothing'),
    othersMove: (t) => move(t, '### gemini\n\n**Status**: login page\n\n', '## Idle\n\n'),
  },
];

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const findings = (r: { json: Parameters<typeof messagesOf>[0] }) =>
  messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`);

describe.each(shapes)('a status board: $title', (s) => {
  const config = JSON.stringify({ owner: 'lead', agents, files: { sync: s.path }, sync: s.sync });
  const base = { '.handoverrc.json': config, [s.path]: s.text };
  const range = (next: string, author = claude) => {
    const { dir, base: sha } = rangeRepo(base, [{ files: { [s.path]: next }, message: 'update', author }]);
    dirs.push(dir);
    return rangeCheck(dir, `${sha}..HEAD`);
  };
  const staged = (next: string, actor = 'claude') => {
    const r = stagedCheck(base, { [s.path]: next }, ['--actor', actor]);
    dirs.push(r.dir);
    return r;
  };

  it('init --detect names the shape and its sureness; init writes the config that reads it; lint is clean', () => {
    const dir = makeRepo([{ files: { [s.path]: s.text } }]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(s.detect);
    expect(d.code).toBe(0);
    expect(runCli(['init', '--agent', 'lead'], { cwd: dir }).code).toBe(0);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
  });

  it("the agent's ordinary update of its own entry passes check --range and check --staged", () => {
    const r = range(s.own(s.text));
    expect(findings(r)).toEqual([]);
    expect(r.code).toBe(0);
    expect(staged(s.own(s.text)).code).toBe(0);
  });

  it("another agent rewriting my fields fails (sync/section-owner), in --range and --staged; the owner's passes", () => {
    const r = range(s.others(s.text));
    expect(findings(r)).toEqual([
      expect.stringMatching(/^sync\/section-owner: claude changed the section of gemini; an agent writes only its own/),
    ]);
    expect(r.code).toBe(1);
    const st = staged(s.others(s.text));
    expect(st.code).toBe(1);
    expect(messagesOf(st.json).map((m) => m.ruleId)).toContain('sync/section-owner');
    expect(range(s.others(s.text), gemini).code).toBe(0);
  });

  it.runIf(s.ownMove)('moving my own entry to another status group passes; moving another agent’s fails', () => {
    const mine = range(s.ownMove!(s.text));
    expect(findings(mine)).toEqual([]);
    expect(mine.code).toBe(0);
    expect(staged(s.ownMove!(s.text)).code).toBe(0);
    const theirs = range(s.othersMove!(s.text));
    expect(findings(theirs)).toContainEqual(
      expect.stringMatching(/^sync\/section-owner: claude (moved|changed) the section of gemini/),
    );
    expect(theirs.code).toBe(1);
    expect(staged(s.othersMove!(s.text)).code).toBe(1);
    expect(range(s.othersMove!(s.text), gemini).code).toBe(0);
  });
});

describe('a board in the shape of a public one (test/fixtures/boards/AGENT_STATUS_BOARD.md)', () => {
  const text = readFileSync(new URL('../fixtures/boards/AGENT_STATUS_BOARD.md', import.meta.url), 'utf8');
  const path = 'docs/coordination/AGENT_STATUS_BOARD.md';

  it('is found at its own path and read as found: its own labels, no Next field, the summary the owner’s', () => {
    const dir = makeRepo([{ files: { [path]: text } }]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(
      `${path}: a board of agent sections (level 2, e.g. "## 🔧 Tech Lead", fields "Current Status", "Blockers"); 4 of ` +
        '4 headings match; sure: its name and its shape agree; read as files.sync, with sync: { fields: { focus: { ' +
        'label: "Current Status" }, blocked: { label: Blockers }, next: false }, ownFields: true, shared: { "📊 ' +
        'Summary": owner-only } }',
    );
    expect(runCli(['init', '--agent', 'lead'], { cwd: dir }).code).toBe(0);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
  });

  it('without sync.ownFields and next: false the same board is full of findings (what the knobs change)', () => {
    const config = JSON.stringify({
      files: { sync: path },
      sync: { fields: { focus: { label: 'Current Status' }, blocked: { label: 'Blockers' } } },
    });
    const dir = makeRepo([{ files: { [path]: text, '.handoverrc.json': config } }]);
    dirs.push(dir);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).toContain('is missing Next action');
    expect(lint.code).toBe(1);
  });
});

describe('sync set on a board it does not write', () => {
  it('refuses on a table per status group in one sentence, writing nothing', () => {
    const s = shapes[1];
    const config = JSON.stringify({ owner: 'lead', agents, files: { sync: s.path }, sync: s.sync });
    const dir = makeRepo([{ files: { '.handoverrc.json': config, [s.path]: s.text } }]);
    dirs.push(dir);
    const r = runCli(['sync', 'set', '--focus', 'x', '--actor', 'claude'], { cwd: dir });
    expect(r.stderr.trim()).toBe(
      'handover: AGENTS_STATUS.md is kept as a table per status group (sync.layout: tables), which sync set does not ' +
        'write; edit your own row by hand (moving it to another group is yours to do). Nothing was written.',
    );
    expect(r.code).toBe(1);
    expect(readFileSync(join(dir, s.path), 'utf8')).toBe(s.text);
  });
});

describe('sync.fields in the config', () => {
  it('takes false for blocked and next, refuses it for focus in one sentence', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': JSON.stringify({ sync: { fields: { focus: false } } }), 'SYNC.md': '# Sync\n' } },
    ]);
    dirs.push(dir);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.stderr).toContain('sync.fields.focus');
    expect(r.stderr).toContain('cannot be false');
    expect(r.code).toBe(2);
  });
});

describe('what is not a status board', () => {
  it("a snapshot's table of phases (a Name and a Status column, one group) is not read as a table per status group", () => {
    const text =
      '# Session Handoff\n\n## Current Position\n\nPhase: 1 of 8\nStatus: Phase complete\n\n## Progress\n\n' +
      '| Phase | Name | Status | Plans |\n| --- | --- | --- | --- |\n| 1 | Data Foundation | Complete | 4/4 |\n' +
      '| 2 | Paywall Polish | Pending | 0/? |\n\n## Next Steps\n\n- Run the progress command\n';
    const dir = makeRepo([{ files: { 'HANDOFF.md': text } }]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).not.toContain('read as files.sync');
    expect(d.stdout).not.toContain('layout: tables');
  });

  it('a list of bold guidance phrases under two headings is not a list of agents (gcquraishi/fictotum)', () => {
    const text =
      '# Status Board\n\n## Currently Active\n\nNothing.\n\n## How to Use This Board\n\n### For Agents:\n\n' +
      '- **Before starting work**: read this board\n- **After finishing**: add a handoff\n\n### For CEO:\n\n' +
      '- **Every morning**: review the handoffs\n- **Every week**: prune the board\n';
    const dir = makeRepo([{ files: { 'docs/STATUS_BOARD.md': text } }]);
    dirs.push(dir);
    expect(runCli(['init', '--detect'], { cwd: dir }).stdout).not.toContain('layout: list');
  });
});

describe('sync show on a board whose groups are statuses', () => {
  it("shows each agent's group as its status (a list board and a table per status group)", () => {
    for (const s of [shapes[1], shapes[2]]) {
      const config = JSON.stringify({ owner: 'lead', agents, files: { sync: s.path }, sync: s.sync });
      const dir = makeRepo([{ files: { '.handoverrc.json': config, [s.path]: s.text } }]);
      dirs.push(dir);
      const r = runCli(['sync', 'show', '--format', 'json'], { cwd: dir });
      expect(r.code).toBe(0);
      const agentsShown = (JSON.parse(r.stdout) as { agents: { id: string; status: string; focus: string }[] }).agents;
      expect(agentsShown.find((a) => a.id === 'codex')).toMatchObject({
        status: s === shapes[1] ? 'Blocked' : 'Idle',
        focus: s === shapes[1] ? 'Benchmarks' : 'waiting for review',
      });
      const text = runCli(['sync', 'show'], { cwd: dir }).stdout;
      expect(text).toMatch(/codex[^\n]*\n {2}Status: +(Blocked|Idle)\n/);
    }
  });
});

// The boards of the corpus (scripts/corpus-own-paths.json) are kept by one writer for every agent: a PM updates each
// agent's part. init reads that from the history (one author, two commits or more) as sync.keeper, so the keeper's
// next ordinary update passes; any other agent still writes only its own part.
describe('a board one writer keeps for every agent (sync.keeper, from its history)', () => {
  const s = shapes[0];
  it('init infers the keeper from a one-author history; the keeper updates every part, another agent only its own', () => {
    const dir = makeRepo([
      { files: { [s.path]: s.text }, author: lead },
      { files: { [s.path]: s.own(s.text) }, author: lead },
    ]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain('one writer keeps it for every agent (its history: lead, 2 commits)');
    expect(d.stdout).toContain('ownFields: true, keeper: lead }');
    const config = JSON.stringify({
      owner: 'lead',
      agents,
      files: { sync: s.path },
      sync: { ...s.sync, keeper: 'lead' },
    });
    const base = { '.handoverrc.json': config, [s.path]: s.text };
    const run = (author: { name: string; email: string }) => {
      const { dir: d2, base: sha } = rangeRepo(base, [{ files: { [s.path]: s.others(s.text) }, message: 'u', author }]);
      dirs.push(d2);
      return rangeCheck(d2, `${sha}..HEAD`);
    };
    expect(findings(run(lead))).toEqual([]);
    expect(run(claude).code).toBe(1);
    expect(findings(run(claude))[0]).toMatch(/^sync\/section-owner: claude changed the section of gemini/);
  });

  it('a board with one commit, or several authors, has no keeper', () => {
    const one = makeRepo([{ files: { [s.path]: s.text }, author: lead }]);
    const several = makeRepo([
      { files: { [s.path]: s.text }, author: lead },
      { files: { [s.path]: s.own(s.text) }, author: claude },
    ]);
    dirs.push(one, several);
    for (const dir of [one, several]) expect(runCli(['init', '--detect'], { cwd: dir }).stdout).not.toContain('keeper');
  });
});

// Issue 31: the shared sections of a board whose agents are list items or table rows (`## Blockers`, `## Decisions`,
// `## Rules` beside the status groups) are judged by their own sync.shared policy, exactly as on a board of agent
// sections (SPEC §4: written by the owner or a dispatcher; append-only ones only grow), never as the owner's
// preamble nor as a status group whose items or rows are agents'.
interface SharedShape {
  title: string;
  path: string;
  sync: Record<string, unknown>;
  text: string;
  /** A line appended at the end of the append-only `Blockers` section, and an earlier line of it rewritten. */
  append: (t: string) => string;
  rewrite: (t: string) => string;
  /** claude's ordinary update of its own entry. */
  own: (t: string) => string;
}

const RULES = '## Rules\n\nKeep one line per task.\n';
const sharedShapes: SharedShape[] = [
  {
    title: 'agents listed under status groups',
    path: 'STATUS.md',
    sync: { layout: 'list', fields: { blocked: false, next: false } },
    text:
      '# Team status\n\nMove your line when your status changes.\n\n' +
      '## Active\n\n- **claude**: auth refactor\n- **gemini**: login page\n\n' +
      '## Idle\n\n- **codex**: waiting for review\n\n' +
      '## Blockers\n\n### CI\n\n- **codex**: the runner is down (2026-03-01)\n\n' +
      RULES,
    append: (t) =>
      t.replace('(2026-03-01)\n', '(2026-03-01)\n- **gemini**: the staging database is full (2026-03-02)\n'),
    rewrite: (t) => t.replace('the runner is down', 'the runner was never down'),
    own: (t) => t.replace('- **claude**: auth refactor', '- **claude**: session store'),
  },
  {
    title: 'a table per status group',
    path: 'AGENTS_STATUS.md',
    sync: { layout: 'tables', fields: { focus: { label: 'Task' }, blocked: false, next: false } },
    text:
      '# Agents status\n\nMove your row between the tables as your work moves.\n\n' +
      '## In progress\n\n| Agent | Task | Started |\n| --- | --- | --- |\n| claude | Parser rewrite | 2026-03-01 |\n' +
      '| gemini | Docs pass | 2026-03-02 |\n\n' +
      '## Done\n\n| Agent | Task | Started |\n| --- | --- | --- |\n| codex | Lexer | 2026-02-20 |\n\n' +
      '## Blockers\n\n| Agent | Task | Since |\n| --- | --- | --- |\n| codex | CI runner down | 2026-03-01 |\n\n' +
      RULES,
    append: (t) =>
      t.replace(
        '| 2026-03-01 |\n\n## Rules',
        '| 2026-03-01 |\n| gemini | Staging database full | 2026-03-02 |\n\n## Rules',
      ),
    rewrite: (t) => t.replace('CI runner down', 'CI runner never down'),
    own: (t) => t.replace('| claude | Parser rewrite |', '| claude | Parser rewrite, part 2 |'),
  },
];

describe.each(sharedShapes)('shared sections of a board: $title (sync.shared)', (s) => {
  const shared = { Blockers: 'append-only', Rules: 'owner-only' };
  const config = JSON.stringify({ owner: 'lead', agents, files: { sync: s.path }, sync: { ...s.sync, shared } });
  const base = { '.handoverrc.json': config, [s.path]: s.text };
  const range = (next: string, author = lead) => {
    const { dir, base: sha } = rangeRepo(base, [{ files: { [s.path]: next }, message: 'update', author }]);
    dirs.push(dir);
    return rangeCheck(dir, `${sha}..HEAD`);
  };
  const editRules = (t: string) => t.replace('Keep one line per task.', 'Write whatever you like.');

  it('lint is clean, and sync show lists the agents of the status groups only', () => {
    const dir = makeRepo([{ files: base }]);
    dirs.push(dir);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
    const shown = JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout) as {
      agents: { id: string; status: string }[];
    };
    expect(shown.agents.map((a) => `${a.id} ${a.status}`).sort()).toEqual(
      s.sync.layout === 'list'
        ? ['claude Active', 'codex Idle', 'gemini Active']
        : ['claude In progress', 'codex Done', 'gemini In progress'],
    );
  });

  it("the owner's append to an append-only shared section passes; rewriting an earlier line of it fails", () => {
    const appended = range(s.append(s.text));
    expect(findings(appended)).toEqual([]);
    expect(appended.code).toBe(0);
    const rewritten = range(s.rewrite(s.text));
    expect(findings(rewritten)).toEqual([
      'sync/shared-sections: "Blockers" is append-only: its earlier text must stay as it was, with new lines only at ' +
        'its end',
    ]);
    expect(rewritten.code).toBe(1);
  });

  it('an agent writing a shared section fails sync/shared-sections (the owner or a dispatcher writes them)', () => {
    const appended = range(s.append(s.text), claude);
    expect(findings(appended)).toEqual([
      'sync/shared-sections: "Blockers" is a shared section, written only by the owner (lead) or a dispatcher; ' +
        'claude changed it',
    ]);
    expect(appended.code).toBe(1);
    const rules = range(editRules(s.text), claude);
    expect(findings(rules)).toEqual([
      'sync/shared-sections: "Rules" is a shared section, written only by the owner (lead) or a dispatcher; claude ' +
        'changed it',
    ]);
    expect(rules.code).toBe(1);
    expect(range(editRules(s.text)).code).toBe(0);
  });

  it("a dispatcher's append passes (check --staged); an agent's own update beside the shared sections passes", () => {
    const dispatch = config.replace('"owner":"lead",', '"owner":"lead","dispatchers":["claude"],');
    const r = stagedCheck({ ...base, '.handoverrc.json': dispatch }, { [s.path]: s.append(s.text) }, [
      '--actor',
      'claude',
    ]);
    dirs.push(r.dir);
    expect(findings(r)).toEqual([]);
    expect(r.code).toBe(0);
    const own = range(s.own(s.text), claude);
    expect(findings(own)).toEqual([]);
    expect(own.code).toBe(0);
  });
});

describe('init infers sync.shared for a list or tables board, as for a board of sections', () => {
  const text =
    '# Team status\n\n## Active\n\n- **claude**: auth refactor\n- **gemini**: login page\n\n' +
    '## Idle\n\n- **codex**: waiting for review\n\n## Done\n\n_None yet._\n\n' +
    '## Notes\n\nThe release is on Friday.\n\n---\n\n## Decisions\n\n- 2026-03-01: one line per agent.\n';

  it('the groups after the last agent that hold text are shared (owner-only); an empty status group is not', () => {
    const dir = makeRepo([{ files: { 'STATUS.md': text } }]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(
      'read as files.sync, with sync: { layout: list, fields: { blocked: false, next: false }, shared: { Notes: ' +
        'owner-only, Decisions: owner-only } }',
    );
    expect(runCli(['init', '--agent', 'lead'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('under that config an agent moves its line to the empty group; its edit of a shared one fails', () => {
    const sync = { layout: 'list', fields: { blocked: false, next: false }, shared: { Notes: 'owner-only' } };
    const config = JSON.stringify({ owner: 'lead', agents, files: { sync: 'STATUS.md' }, sync });
    const base = { '.handoverrc.json': config, 'STATUS.md': text };
    const range = (next: string) => {
      const { dir, base: sha } = rangeRepo(base, [{ files: { 'STATUS.md': next }, message: 'u', author: claude }]);
      dirs.push(dir);
      return rangeCheck(dir, `${sha}..HEAD`);
    };
    const moved = range(move(text, '- **claude**: auth refactor\n', '## Done\n\n_None yet._\n'));
    expect(findings(moved)).toEqual([]);
    expect(moved.code).toBe(0);
    const notes = range(text.replace('on Friday', 'on Monday'));
    expect(findings(notes)).toEqual([
      'sync/shared-sections: "Notes" is a shared section, written only by the owner (lead) or a dispatcher; claude ' +
        'changed it',
    ]);
  });
});
