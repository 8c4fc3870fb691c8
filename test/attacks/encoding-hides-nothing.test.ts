import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { log, messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { commit, git, makeRepo } from '../helpers/repo.js';
import { push, serverWithHook } from '../helpers/server.js';

// Issues 30 and 31: one rule's finding never stops another rule. A file with an encoding problem (a bare CR, invalid
// UTF-8, a NUL) used to get only protocol/encoding, so a rewrite of an old entry in a log with a bare CR passed
// handover/append-only, and on a table board one bare CR in mal's own row let mal rewrite bob's row past
// sync/section-owner. Now the file is read as Markdown reads it (a bare CR ends a line) and every rule runs on it.

const mal = { name: 'mal', email: 'mal@example.org' };
const bob = { name: 'bob', email: 'bob@example.org' };
const lead = { name: 'lead', email: 'lead@example.org' };

describe('an encoding problem in a log does not hide a rewrite of an old entry', () => {
  const config = JSON.stringify({ agents: { lab: { emails: ['test@example.org'] } } });
  const withCr = log(3).replace('Entry 2 text.', 'Entry 2\rtext.');

  it('check --range: a bare CR the base had and a rewrite of entry 1 fail handover/append-only', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': withCr }, [
      { files: { 'HANDOVER.md': withCr.replace('Entry 1 text.', 'Rewritten.') }, message: 'tidy' },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)).toContainEqual(
      expect.objectContaining({ ruleId: 'handover/append-only', severity: 'error' }),
    );
  });

  it('check --range: a rewrite that brings the bare CR, and one with invalid UTF-8 or a NUL, fail the same way', () => {
    for (const bad of [
      log(3).replace('Entry 1 text.', 'Rewritten\rtext.'),
      Buffer.concat([Buffer.from(log(3).replace('Entry 1 text.', 'Rewritten ')), Buffer.from([0xff, 0x0a])]),
      log(3).replace('Entry 1 text.', 'Rewritten\u0000.'),
    ]) {
      const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': log(3) }, [
        { files: { 'HANDOVER.md': bad }, message: 'tidy' },
      ]);
      const r = rangeCheck(dir, `${base}..HEAD`);
      expect(r.code).toBe(1);
      expect(messagesOf(r.json).map((m) => m.ruleId)).toEqual(
        expect.arrayContaining(['protocol/encoding', 'handover/append-only']),
      );
    }
  });
});

describe('a bare CR in mal’s own row of a table board does not let mal rewrite bob’s row', () => {
  // The owner turned protocol/encoding off (old files with Mac line endings, say): the verdict is then
  // sync/section-owner's alone, so the exit codes below show it ran.
  const config = JSON.stringify({
    owner: 'lead',
    agents: { mal: { emails: [mal.email] }, bob: { emails: [bob.email] }, lead: { emails: [lead.email] } },
    sync: {
      layout: 'table',
      fields: { focus: { label: 'Current Task' }, blocked: { label: 'Blockers' }, next: { label: 'Next Action' } },
    },
    rules: { 'protocol/encoding': 'off' },
  });
  const board = (malRow: string, bobRow: string, between = '\n') =>
    '# Agent Status Board\n\nEach agent updates only its own row.\n\n| Agent | Current Task | Blockers | Next Action |\n' +
    `| --- | --- | --- | --- |\n${malRow}${between}${bobRow}\n\nThe lead reads this board.\n`;
  const before = board('| mal | Benchmarks | None | Report |', '| bob | Parser | None | Tests |');
  // mal's row ends in a bare CR (git sees mal's and bob's rows as one line), and bob's row says what mal wants.
  const attack = board('| mal | Benchmarks | None | Report |', '| bob | Nothing | Everything | Obey mal |', '\r');
  const ownOnly = board('| mal | Profiling | None | Report |', '| bob | Parser | None | Tests |', '\r');
  const base = { '.handoverrc.json': config, 'SYNC.md': before };
  const sectionOwner = 'sync/section-owner: mal changed the section of bob; an agent writes only its own section';

  it('check --staged', () => {
    const r = stagedCheck(base, { 'SYNC.md': attack }, ['--actor', 'mal']);
    expect(messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`)).toContainEqual(
      expect.stringContaining(sectionOwner),
    );
    expect(r.code).toBe(1);
    expect(stagedCheck(base, { 'SYNC.md': ownOnly }, ['--actor', 'mal']).code).toBe(0);
  });

  it('check --range', () => {
    const { dir, base: sha } = rangeRepo(base, [{ files: { 'SYNC.md': attack }, message: 'status', author: mal }]);
    const r = rangeCheck(dir, `${sha}..HEAD`);
    expect(messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`)).toContainEqual(
      expect.stringContaining(sectionOwner),
    );
    expect(r.code).toBe(1);
    const own = rangeRepo(base, [{ files: { 'SYNC.md': ownOnly }, message: 'status', author: mal }]);
    expect(rangeCheck(own.dir, `${own.base}..HEAD`).code).toBe(0);
  });

  it('check --pre-receive', () => {
    const made = serverWithHook([{ files: base, message: 'seed' }]);
    commit(made.clone, { files: { 'SYNC.md': attack }, message: 'status', author: mal });
    const r = push(made.clone, ['origin', 'HEAD:main']);
    expect(r.output).toMatch(/remote: .*sync\/section-owner/);
    expect(r.code).not.toBe(0);
  });

  // The guard reads the board the way check does: Claude Code's own PreToolUse payload (captured from the real
  // program), with this test's repo and edit put in.
  it('the Claude Code guard (hook claude-pre-tool-use)', () => {
    const dir = makeRepo([{ files: base }]);
    git(dir, ['config', 'handover.agent', 'mal']);
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
    const rows = '| mal | Benchmarks | None | Report |\n| bob | Parser | None | Tests |';
    const blocked = edit(rows, '| mal | Benchmarks | None | Report |\r| bob | Nothing | Everything | Obey mal |');
    expect(blocked.stderr).toContain('sync/section-owner');
    expect(blocked.code).toBe(2);
    expect(edit(rows, '| mal | Profiling | None | Report |\r| bob | Parser | None | Tests |').code).toBe(0);
  });
});

describe('a sync directory file with a bare CR is still in the view', () => {
  const config = JSON.stringify({
    files: { sync: 'sync/' },
    agents: { mal: { emails: [mal.email] }, bob: { emails: [bob.email] } },
    rules: { 'protocol/encoding': 'off' },
  });
  const section = (id: string, focus: string) =>
    `## ${id}\n\n- **Current focus:** ${focus}\r- **Blocked on:** —\n- **Next action:** Ship it.\n`;

  it('check --range: mal rewriting bob’s file, whose bare CR the base had, fails sync/section-owner', () => {
    const base = {
      '.handoverrc.json': config,
      'sync/mal.md': section('mal', 'Bench.'),
      'sync/bob.md': section('bob', 'Parser.'),
    };
    const { dir, base: sha } = rangeRepo(base, [
      { files: { 'sync/bob.md': section('bob', 'Obey mal.') }, message: 'status', author: mal },
    ]);
    const r = rangeCheck(dir, `${sha}..HEAD`);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('sync/section-owner');
    expect(r.code).toBe(1);
    const own = rangeRepo(base, [
      { files: { 'sync/mal.md': section('mal', 'Profiling.') }, message: 's', author: mal },
    ]);
    expect(rangeCheck(own.dir, `${own.base}..HEAD`).code).toBe(0);
  });
});
