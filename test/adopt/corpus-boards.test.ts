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
