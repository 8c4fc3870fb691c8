import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

// Issue 21: a status board kept as `###` agent sections under `##` status groups, with its own field names
// (`**Current Task**:`, `**Blockers**:`, `**Next Action**:`), read as it is with `sync: { level: 3, fields }`.
// Lint is clean; an agent's change to its own section, or a move of its section to another group, passes
// check --range; a change to another agent's section or to a group heading fails it. Through real git.

const who = (name: string) => ({ name, email: `${name}@example.org` });
const [claude, gemini, lead] = [who('claude'), who('gemini'), who('lead')];
const config = JSON.stringify({
  owner: 'lead',
  agents: { claude: { emails: [claude.email] }, gemini: { emails: [gemini.email] }, lead: { emails: [lead.email] } },
  sync: {
    level: 3,
    fields: {
      focus: { aliases: ['Current Task'] },
      blocked: { aliases: ['Blockers'] },
      next: { aliases: ['Next Action'] },
    },
  },
});
const agent = (name: string, task: string) =>
  `### ${name}\n\n**Current Task**: ${task}\n**Blockers**: None\n**Next Action**: Report to lead\n`;
const board = (active: string[], idle: string[], tasks: Record<string, string> = {}) =>
  `# Agent Status Board\n\nEach agent updates only its own section.\n\n## Active\n\n${active
    .map((a) => agent(a, tasks[a] ?? `Working on ${a}'s part`))
    .join(
      '\n',
    )}\n## Idle\n\nAgents waiting for work.\n\n${idle.map((a) => agent(a, tasks[a] ?? 'Nothing')).join('\n')}`;
const base = { '.handoverrc.json': config, 'SYNC.md': board(['claude'], ['gemini']) };

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const range = (files: Record<string, string>, author: { name: string; email: string }) => {
  const { dir, base: sha } = rangeRepo(base, [{ files, message: 'update', author }]);
  dirs.push(dir);
  return rangeCheck(dir, `${sha}..HEAD`);
};

describe('a status board of ### agents under ## status groups', () => {
  it('lints clean with sync: { level: 3, fields } (and without level 3 it does not)', () => {
    const dir = makeRepo([{ files: base }]);
    dirs.push(dir);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    const flat = makeRepo([{ files: { ...base, '.handoverrc.json': config.replace('"level":3,', '') } }]);
    dirs.push(flat);
    expect(runCli(['lint'], { cwd: flat }).code).toBe(1);
  });

  it("an agent's change to its own section passes check --range", () => {
    const r = range({ 'SYNC.md': board(['claude'], ['gemini'], { claude: 'Refactor the parser' }) }, claude);
    expect(messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('an agent moving its own section to another status group passes', () => {
    const r = range({ 'SYNC.md': board(['claude', 'gemini'], [], { gemini: 'Docs' }) }, gemini);
    expect(messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it("a change to another agent's section fails (sync/section-owner)", () => {
    const r = range({ 'SYNC.md': board(['claude'], ['gemini'], { gemini: 'Told what to do' }) }, claude);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('sync/section-owner');
  });

  it("a change to a group heading's text by an agent fails; the owner may make it", () => {
    const edited = board(['claude'], ['gemini']).replace('Agents waiting for work.', 'Whatever.');
    const r = range({ 'SYNC.md': edited }, claude);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('sync/shared-sections');
    expect(range({ 'SYNC.md': edited }, lead).code).toBe(0);
  });

  // Issue 30: on a grouped board where a section sits is its status, so moving another agent's unchanged section
  // to another group speaks for that agent: only the agent itself, the owner or a dispatcher may do it.
  it("moving another agent's unchanged section to another group fails (sync/section-owner); the owner may", () => {
    const moved = board(['claude', 'gemini'], [], { gemini: 'Nothing' });
    const r = range({ 'SYNC.md': moved }, claude);
    expect(messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
      'sync/section-owner: claude moved the section of gemini from "Idle" to "Active"; only gemini, the owner or a ' +
        'dispatcher moves a section between groups',
    ]);
    expect(r.code).toBe(1);
    expect(range({ 'SYNC.md': moved }, lead).code).toBe(0);
    expect(range({ 'SYNC.md': moved }, gemini).code).toBe(0);
    // a dispatcher may too (in check --range a dispatcher's powers need a signed commit, see protocol/identity)
    const asDispatcher = stagedCheck(
      { ...base, '.handoverrc.json': config.replace('"owner":"lead",', '"owner":"lead","dispatchers":["claude"],') },
      { 'SYNC.md': moved },
      ['--actor', 'claude'],
    );
    dirs.push(asDispatcher.dir);
    expect(asDispatcher.code).toBe(0);
    const asAgent = stagedCheck(base, { 'SYNC.md': moved }, ['--actor', 'claude']);
    dirs.push(asAgent.dir);
    expect(asAgent.code).toBe(1);
  });
});
