import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { git, makeRepo } from '../helpers/repo.js';

// Issue 21: a status board kept as one Markdown table, a row per agent (`| Agent | Current Task | Blockers |
// Next Action |`), read as it is with `sync: { layout: table }`: each row is its agent's section, so an agent
// edits only its own row, and the title, header and prose around the table are the owner's. `init` infers the
// layout. Through real git: check --staged and check --range.

const who = (name: string) => ({ name, email: `${name}@example.org` });
const [claude, gemini, lead] = [who('claude'), who('gemini'), who('lead')];
const config = JSON.stringify({
  owner: 'lead',
  agents: {
    claude: { emails: [claude.email] },
    gemini: { emails: [gemini.email] },
    codex: { emails: ['codex@example.org'] },
    lead: { emails: [lead.email] },
  },
  sync: {
    layout: 'table',
    fields: { focus: { label: 'Current Task' }, blocked: { label: 'Blockers' }, next: { label: 'Next Action' } },
  },
});
type Row = [agent: string, task: string, blockers: string, next: string];
const board = (rows: Row[], header = '| Agent | Current Task | Blockers | Next Action | Updated |') =>
  `# Agent Status Board\n\nEach agent updates only its own row.\n\n${header}\n| --- | --- | --- | --- | --- |\n${rows
    .map((r) => `| ${r.join(' | ')} | 2026-03-01 |`)
    .join('\n')}\n\nThe lead reads this board every morning.\n`;
const rows: Row[] = [
  ['claude', 'Parser rewrite', 'None', 'Tests'],
  ['gemini', 'Docs', 'claude’s parser', 'Review'],
];
const base = { '.handoverrc.json': config, 'SYNC.md': board(rows) };

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const staged = (next: string, actor: string) => {
  const r = stagedCheck(base, { 'SYNC.md': next }, ['--actor', actor]);
  dirs.push(r.dir);
  return r;
};
const range = (next: string, author: { name: string; email: string }) => {
  const { dir, base: sha } = rangeRepo(base, [{ files: { 'SYNC.md': next }, message: 'update', author }]);
  dirs.push(dir);
  return rangeCheck(dir, `${sha}..HEAD`);
};
const findings = (r: { json: Parameters<typeof messagesOf>[0] }) =>
  messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`);

const ownEdit = board([['claude', 'Refactor the lexer', 'None', 'Ship it'], rows[1]]);
const othersEdit = board([rows[0], ['gemini', 'Told what to do', 'None', 'Obey']]);
const newRow = board([...rows, ['codex', 'Benchmarks', '—', 'Report']]);
const header = board(rows, '| Agent | Current Task | Blockers | Next Action | Last touched |');

describe('a status board kept as a table, a row per agent (sync.layout: table)', () => {
  it('lints clean as it is; without sync.layout it does not read', () => {
    const dir = makeRepo([{ files: base }]);
    dirs.push(dir);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.stdout).toBe('');
    expect(r.code).toBe(0);
    const flat = makeRepo([{ files: { ...base, '.handoverrc.json': config.replace('"layout":"table",', '') } }]);
    dirs.push(flat);
    expect(runCli(['lint'], { cwd: flat }).code).not.toBe(0);
  });

  it('lint judges the rows: an empty Current Task, a row twice, a row wider than the header', () => {
    const bad = board([rows[0], ['gemini', '', 'None', 'Review'], ['claude', 'Again', 'None', 'x']]).replace(
      '| claude | Again | None | x | 2026-03-01 |',
      '| claude | Again | None | x | 2026-03-01 | extra |',
    );
    const dir = makeRepo([{ files: { ...base, 'SYNC.md': bad } }]);
    dirs.push(dir);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const got = messagesOf(JSON.parse(r.stdout)).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    expect(got).toContain('8:13 sync/fields: Section "gemini": "Current Task" is empty; say what it is');
    expect(got).toContain('9:1 sync/unique-sections: Section "claude" appears again (first at line 7); merge the two');
    expect(got.some((m) => /9:\d+ sync\/fields: The row of "claude" has 6 cells and the header 5/.test(m))).toBe(true);
  });

  it('check --staged: an agent may change or add its own row, not another agent’s row or the header', () => {
    expect(findings(staged(ownEdit, 'claude'))).toEqual([]);
    expect(staged(ownEdit, 'claude').code).toBe(0);
    expect(staged(newRow, 'codex').code).toBe(0);
    const other = staged(othersEdit, 'claude');
    expect(other.code).toBe(1);
    expect(findings(other)).toContain(
      'sync/section-owner: claude changed the section of gemini; an agent writes only its own section ("## claude")',
    );
    expect(staged(newRow, 'claude').code).toBe(1);
    const h = staged(header, 'claude');
    expect(h.code).toBe(1);
    expect(findings(h)).toContain('sync/section-owner: claude changed the preamble, which only the owner, lead edits');
    expect(staged(header, 'lead').code).toBe(0);
  });

  it('check --range: the same verdicts from the commits’ authors', () => {
    expect(findings(range(ownEdit, claude))).toEqual([]);
    expect(range(ownEdit, claude).code).toBe(0);
    const moved = board([rows[1], rows[0]]);
    expect(range(moved, gemini).code).toBe(0);
    const other = range(othersEdit, claude);
    expect(other.code).toBe(1);
    expect(messagesOf(other.json).map((m) => m.ruleId)).toContain('sync/section-owner');
    expect(range(header, gemini).code).toBe(1);
    expect(range(header, lead).code).toBe(0);
  });

  it('init --detect infers the table layout and its labels; init writes it and lint reads the board clean', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': board(rows) } }]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(
      'SYNC.md: a board kept as a table, a row per agent, e.g. "| claude |"; 2 of 2 rows match; sure: its name and its shape agree; read as files.sync, with sync: ' +
        '{ layout: table, fields: { focus: { label: "Current Task" }, blocked: { label: Blockers } } }',
    );
    expect(d.code).toBe(0);
    expect(runCli(['init', '--agent', 'claude'], { cwd: dir }).code).toBe(0);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
  });

  it("sync set writes the actor's own row of a table board in place, adds a new agent's row, and the check agrees", () => {
    const dir = makeRepo([{ files: base }]);
    dirs.push(dir);
    const before = readFileSync(join(dir, 'SYNC.md'), 'utf8');
    const r = runCli(['sync', 'set', '--focus', 'Lexer | parser', '--next', 'Ship', '--actor', 'claude'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const after = readFileSync(join(dir, 'SYNC.md'), 'utf8');
    // only claude's field cells change; the board's own Updated column and gemini's row keep their bytes
    expect(after).toBe(
      before.replace('| claude | Parser rewrite | None | Tests |', '| claude | Lexer \\| parser | None | Ship |'),
    );
    expect(runCli(['check', '--staged', '--actor', 'claude'], { cwd: dir }).code).toBe(0);
    expect(runCli(['check', '--actor', 'claude'], { cwd: dir }).code).toBe(0);
    const codex = runCli(['sync', 'set', '--focus', 'CI', '--next', 'Green build', '--actor', 'codex'], { cwd: dir });
    expect(codex.code, codex.stderr).toBe(0);
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toContain(
      '| gemini | Docs | claude’s parser | Review | 2026-03-01 |\n| codex | CI | — | Green build |  |\n',
    );
    expect(runCli(['lint'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it('a layout with a level is a config error', () => {
    const both = makeRepo([
      { files: { ...base, '.handoverrc.json': config.replace('"layout"', '"level":3,"layout"') } },
    ]);
    dirs.push(both);
    const c = runCli(['lint'], { cwd: both });
    expect(c.code).toBe(2);
    expect(c.stderr).toMatch(/sync\.level.*sync\.layout is table/);
  });

  // The guard reads the board the way check does: Claude Code's own PreToolUse payload (captured from the real
  // program), with this test's repo and edit put in.
  it('the Claude Code guard lets an agent edit its own row and blocks an edit of another agent’s row', () => {
    const dir = makeRepo([{ files: base }]);
    dirs.push(dir);
    git(dir, ['config', 'handover.agent', 'claude']);
    const edit = (old_string: string, new_string: string) =>
      runCli(['hook', 'claude-pre-tool-use'], {
        cwd: dir,
        input: JSON.stringify(
          captured(
            'claude',
            'PreToolUse-Edit',
            { repo: dir },
            { tool_input: { file_path: join(dir, 'SYNC.md'), old_string, new_string, replace_all: false } },
          ),
        ),
        env: { CLAUDE_PROJECT_DIR: dir },
      });
    expect(edit('| claude | Parser rewrite |', '| claude | Lexer rewrite |').code).toBe(0);
    const other = edit('| gemini | Docs |', '| gemini | Whatever claude says |');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('sync/section-owner');
  });
});

describe('a table board in sync show', () => {
  it('each row has its own history: an old row is stale, a row changed today is not ("no history" never shown)', () => {
    const dir = makeRepo();
    const at = (date: string) => ({ ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    writeFileSync(join(dir, '.handoverrc.json'), config);
    writeFileSync(join(dir, 'SYNC.md'), board(rows));
    git(dir, ['add', '-A']);
    execFileSync('git', ['commit', '-qm', 'the board'], { cwd: dir, env: at('2026-01-01T10:00:00Z') });
    writeFileSync(join(dir, 'SYNC.md'), board([rows[0], ['gemini', 'Docs v2', 'None', 'Review']]));
    execFileSync('git', ['commit', '-qam', 'gemini updates its row'], { cwd: dir, env: at(new Date().toISOString()) });
    dirs.push(dir);
    const r = runCli(['sync', 'show', '--format', 'json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const agents = (JSON.parse(r.stdout) as { agents: { id: string; stale: boolean; lastChange: unknown }[] }).agents;
    expect(agents.find((a) => a.id === 'claude')).toMatchObject({ stale: true });
    expect(agents.find((a) => a.id === 'gemini')).toMatchObject({ stale: false });
    expect(runCli(['sync', 'show'], { cwd: dir }).stdout).not.toMatch(/no history/);
  });
});
