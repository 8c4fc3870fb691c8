import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 31, the last legitimate failures of the corpus replay (scripts/corpus-own-paths.json) outside one log: files
// in the shapes of NicolaiDolmer/CyclingZone docs/SPRINT_DASHBOARD.md and jakegoble/creative-hotline STATUS_BOARD.md,
// through real git and the config init writes.

const LEAD = { name: 'lead', email: 'lead@example.org' };
const configOf = (dir: string) => readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
/** Commits what init wrote through the hooks it installed. */
const commitAll = (dir: string) => {
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'handover init']);
};

// A sprint dashboard: week lists of tasks, a task table, a decision table and an appendix of `### Issue #N` specs,
// each with its own `- **Labels:**` line. Read as agents listed under status groups it was a board whose "agents"
// (Labels, Acceptance, …) repeat under every issue, and the next spec added failed sync/unique-sections.
const spec = (n: number, name: string) =>
  `### Issue #${n}: ${name}\n- **Labels:** \`sprint\`, \`claude:todo\`, \`frontend-only\`\n` +
  `- **Acceptance:** ${name} deployed\n- **Dependencies:** none\n- **Estimate:** 1 day\n\n`;
const dashboard = (specs: string[], done = ' ', rows = '') =>
  '# Sprint Dashboard — Validation\n\n> **Sprint:** Validation sprint\n> **Last updated:** 2026-05-14\n\n' +
  '## Week status\n\n### Week 1 — Foundation\n' +
  `- [${done}] **Mon 18:** Discord launch post\n- [ ] **Tue 19:** Interview invitations\n\n` +
  '### Week 2 — Survey\n- [ ] Survey published\n- [ ] Price poll\n\n' +
  `## Technical tasks\n\n| # | Status | Issue |\n|---|---|---|\n| TBD | ⏳ | Landing page |\n${rows}\n` +
  '## Decision log (append-only)\n\n| Date | Decision |\n|---|---|\n| 2026-05-14 | Tiers 49/89/149 |\n\n' +
  `## Appendix: issue specs\n\nEach issue gets the label \`sprint\`.\n\n${specs.join('')}`;

describe('a sprint dashboard is no board of agents (NicolaiDolmer/CyclingZone docs/SPRINT_DASHBOARD.md)', () => {
  const path = 'docs/SPRINT_DASHBOARD.md';
  const two = [spec(1, 'Landing page'), spec(2, 'Waitlist table')];

  it('init leaves it alone (no historical rule), and its next update, a task and a spec added, passes', () => {
    const dir = makeRepo([
      { files: { [path]: dashboard(two) }, author: LEAD },
      { files: { [path]: dashboard(two, 'x') }, author: LEAD },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(`${path}: not read`);
    expect(d.stdout).not.toContain('read as files.sync');
    expect(d.stdout).not.toContain('layout: list');
    const r = runCli(['init', '--agent', 'lead'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(configOf(dir)).not.toContain('sync:');
    commitAll(dir);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const next = dashboard([...two, spec(3, 'Survey banner')], 'x', '| TBD | ⏳ | Survey banner |\n');
    commit(dir, { files: { [path]: next }, author: LEAD });
    const check = runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(check.stdout).not.toContain('sync/unique-sections');
    expect(check.code).toBe(0);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('a table per status group where one agent holds a row per task is still read (krazdkujo status_board.md)', () => {
    const row = (task: string) => `| PM | ${task} | done |\n`;
    const text =
      '# Agent Status Board\n\n## Completed today\n\n| Agent | Task | Status |\n|---|---|---|\n' +
      row('Branch merge') +
      row('Workflow deployment') +
      row('Team coordination') +
      '\n## Blocked items\n\n| Agent | Task | Status |\n|---|---|---|\n| QA | Perf tests | waiting |\n';
    const dir = makeRepo([{ files: { '.claude/knowledge/status_board.md': text } }]);
    expect(runCli(['init', '--detect'], { cwd: dir }).stdout).toContain(
      'read as files.sync, with sync: { layout: tables',
    );
  });

  it('a list of agents under status groups, each agent once, is still read as a board', () => {
    const text =
      '# Team status\n\n## Active\n\n- **claude**: auth refactor\n- **gemini**: login page\n\n' +
      '## Idle\n\n- **codex**: waiting for review\n';
    const dir = makeRepo([{ files: { 'STATUS.md': text } }]);
    expect(runCli(['init', '--detect'], { cwd: dir }).stdout).toContain(
      'read as files.sync, with sync: { layout: list',
    );
  });
});

// A status board its keeper redesigned (jakegoble/creative-hotline STATUS_BOARD.md 594ab69, "redesign Command
// Center"): a task list per session became per-agent `## <Agent> — Last active` sections under `# COWORK` and
// `# CLAUDE CODE` groups, beside a shared `## Current State` section of tables above the agents. That section is
// nobody's agent section: init writes it as sync.shared (owner-only), where it read as an agent missing its fields.
// The board's keeper (sync.keeper, the one author of its history, here also its owner) may reshape the whole board;
// another agent may not (sync/section-owner), nor write the shared section (sync/shared-sections).
const OLD_BOARD =
  '# Creative Hotline — Shared Status Board\nLast updated: 2026-02-21\n\n' +
  '## Cowork Session (Browser Tasks)\n- [x] WF5 dedup filter wired — DONE\n- [ ] Reconnect Laylo — PENDING\n\n' +
  '## Claude Code Session (Repo Tasks)\n- [x] README.md — DONE\n- [x] Test suite: 37 tests\n\n' +
  '## Next Actions\n1. Fix WF1 sender email\n';
const agentSection = (name: string, focus: string, blockers = 'None') =>
  `## ${name} — Last active: Feb 24\n- **Current focus**: ${focus}\n- **Blockers**: ${blockers}\n` +
  '- **Pending**:\n  - [ ] Review the board\n\n';
const board = (state = '| Total tests | 400 |', cos = 'Prioritise the ten roles') =>
  '# Creative Hotline — Status Board\n<!-- PROTOCOL: every agent updates its section at session end. -->\n\n' +
  '> Last updated: 2026-02-24 by Command Center Engineer\n\n---\n\n' +
  `## Current State\n\n| Metric | Value |\n|--------|-------|\n${state}\n| Launch readiness | ~85% |\n\n` +
  '### Active n8n Workflows\n| Workflow | Status |\n|---|---|\n| WF1 | Active |\n\n---\n\n# COWORK SESSIONS\n\n' +
  agentSection('Chief of Staff (COS)', cos) +
  agentSection('The Conductor (COND)', 'Daily Follow-Up Engine') +
  '# CLAUDE CODE SESSIONS\n\n' +
  agentSection('Automation Architect (AUTO)', 'Workflow audit', 'WF3 type mismatches') +
  agentSection('Command Center Engineer (ARCH)', 'Revenue Goals page') +
  '---\n\n## Notes Between Agents\n\n### From COS → All Agents\n- Webflow pages are the first blocker\n\n' +
  '## Protocol\n\n1. Read this file at session start\n';
const CLAUDE = { name: 'claude', email: 'claude@example.org' };

describe('a status board redesigned by its keeper (jakegoble/creative-hotline STATUS_BOARD.md)', () => {
  const path = 'STATUS_BOARD.md';

  it('init reads the shared "Current State" above the agents as the owner’s, the keeper from the history; lint is clean', () => {
    const dir = makeRepo([
      { files: { [path]: OLD_BOARD }, author: LEAD },
      { files: { [path]: board() }, author: LEAD },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain('shared: { "Current State": owner-only, "Notes Between Agents": owner-only');
    expect(d.stdout).toContain('keeper: lead }');
    expect(runCli(['init', '--agent', 'lead'], { cwd: dir }).code).toBe(0);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).not.toContain('Current State');
    expect(lint.code).toBe(0);
  });

  const config = JSON.stringify({
    owner: 'lead',
    agents: { lead: { emails: [LEAD.email] }, claude: { emails: [CLAUDE.email] } },
    files: { sync: path },
    rules: { 'sync/known-agents': 'off' },
    sync: {
      fields: { blocked: { label: 'Blockers' }, next: false },
      ownFields: true,
      shared: { 'Current State': 'owner-only', 'Notes Between Agents': 'owner-only', Protocol: 'owner-only' },
      keeper: 'lead',
    },
  });
  const range = (before: string, after: string, author: { name: string; email: string }) => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config, [path]: before }, author: LEAD }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, { files: { [path]: after }, author });
    return runCli(['check', '--range', `${base}..HEAD`, '--format', 'json'], { cwd: dir });
  };
  const rules = (r: { stdout: string }) =>
    (JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId));

  it('the keeper’s redesign of the whole board passes; the same redesign by another agent fails', () => {
    const mine = range(OLD_BOARD, board(), LEAD);
    expect(rules(mine)).toEqual([]);
    expect(mine.code).toBe(0);
    const theirs = range(OLD_BOARD, board(), CLAUDE);
    expect(rules(theirs)).toContain('sync/section-owner');
    expect(theirs.code).toBe(1);
  });

  it('the keeper updates the shared section and any agent’s; another agent writing them fails', () => {
    const next = board('| Total tests | 412 |', 'Review the launch plan');
    expect(range(board(), next, LEAD).code).toBe(0);
    const theirs = range(board(), next, CLAUDE);
    expect(rules(theirs)).toEqual(expect.arrayContaining(['sync/shared-sections', 'sync/section-owner']));
    expect(theirs.code).toBe(1);
  });
});

// A log kept as one section of a coordination file whose section still holds the protocol's example entry
// (yfedoseev/cloutagent .claude/agents-chat.md fd9d8ee): the first real entry is written above "### Example Entry
// Format", which is left in place. The example is the protocol's text, no entry a writer added: the first entry
// passes, where the example read as an entry with a broken heading failed handover/entry-heading; the entries
// written after it are still append-only and single-writer.
const CHAT = '.claude/agents-chat.md';
const chat = (entries: string) =>
  '# Agent Communication Hub\n\n## Communication Protocol\n\n### Status Update Format\n```markdown\n' +
  '### [Timestamp] - [Agent Type]\n**Task**: [Brief task description]\n```\n\n## Active Communications\n\n' +
  entries +
  '### Example Entry Format\n```markdown\n### 2025-01-09 15:30 - Backend Engineer\n**Task**: Auth endpoints\n' +
  '**Status**: 80% complete\n```\n\n## Coordination Guidelines\n\n### For Agents\n1. Post updates immediately\n';
const chatEntry = (when: string, task: string) => `### ${when} - Frontend Engineer\n**Task**: ${task}\n\n---\n\n`;
const chatConfig = JSON.stringify({
  owner: 'lead',
  agents: { lead: { emails: [LEAD.email] }, claude: { emails: [CLAUDE.email] } },
  files: { handover: CHAT },
  log: { heading: 'date', level: 3, section: 'Active Communications', writer: 'lead' },
});

describe('the protocol’s example entry left in a log section (yfedoseev/cloutagent .claude/agents-chat.md)', () => {
  const run = (before: string, after: string, author = LEAD) => {
    const dir = makeRepo([{ files: { '.handoverrc.json': chatConfig, [CHAT]: before }, author: LEAD }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, { files: { [CHAT]: after }, author });
    return { dir, r: runCli(['check', '--range', `${base}..HEAD`, '--format', 'json'], { cwd: dir }) };
  };
  const rules = (r: { stdout: string }) =>
    (JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId));
  const first = chatEntry('2025-10-02 13:10', 'Fix the canvas crash');
  const second = chatEntry('2025-10-02 17:05', 'Langflow colours');

  it('the first real entry above the example passes check --range, and lint is clean', () => {
    const { dir, r } = run(chat(''), chat(first));
    expect(rules(r)).toEqual([]);
    expect(r.code).toBe(0);
    expect(runCli(['lint', CHAT], { cwd: dir }).code).toBe(0);
    expect(run(chat(first), chat(first + second)).r.code).toBe(0);
  });

  it('a real entry rewritten still fails append-only; another agent’s entry fails single-writer', () => {
    const rewrite = run(chat(first + second), chat(first.replace('canvas crash', 'login page') + second));
    expect(rules(rewrite.r)).toContain('handover/append-only');
    expect(rewrite.r.code).toBe(1);
    const other = run(chat(first), chat(first + second), CLAUDE);
    expect(rules(other.r)).toContain('handover/single-writer');
    expect(other.r.code).toBe(1);
  });
});
