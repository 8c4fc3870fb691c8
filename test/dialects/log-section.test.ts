import { describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Diagnoser } from '../../src/lsp/diagnose.js';
import { captured } from '../helpers/payloads.js';
import { tempDir } from '../helpers/repo.js';

// Issue 31: a log kept as one section of a bigger file (gcquraishi/fictotum docs/STATUS_BOARD.md). A status board's
// tables and "Last updated" line sit above `## Recent Session Handoffs`, whose `###` entries are the log (newest
// first), and `## How to Use This Board` with its `### For Agents:` subsections comes last. With `log.section` the log
// is that section's entries; the rest of the file is not the log, but its title line stays.

const SECTION = 'Recent Session Handoffs';
const FILE = 'docs/STATUS_BOARD.md';
const entry = (title: string, when: string, did = `${title}.`) =>
  `### ${title}: ${when} UTC\n**Did:** ${did}\n\n**Next:** more.\n\n---\n\n`;
const board = (o: { title?: string; updated: string; active: string; entries: string; guide?: string }) =>
  `# ${o.title ?? 'Acme Status Board'}\n*Last updated: ${o.updated} UTC*\n\n` +
  `## Currently Active\n| Agent | Working On | Started |\n|-------|------------|---------|\n| ${o.active} | | |\n\n` +
  '## Blockers\n| Agent | Blocked On |\n|-------|------------|\n| (none currently) | |\n\n---\n\n' +
  `## ${SECTION}\n\n${o.entries}` +
  '## How to Use This Board\n\n### For Agents:\n- Update "Currently Active" when you start.\n\n' +
  `### For CEO:\n- ${o.guide ?? 'Scan "Currently Active" (10 seconds).'}\n`;

const OLD = entry('Parser done', '2026-01-21 10:00') + entry('Setup', '2026-01-20 09:00');
const before = board({ updated: '2026-01-21 10:00', active: '(none currently)', entries: OLD });
/** A legitimate update: the board part, "Last updated" and the guidelines edited, a new handoff on top. */
const update = (entries = entry('Tests pass', '2026-01-22 08:00') + OLD) =>
  board({ updated: '2026-01-22 08:00', active: 'Claude | Tests', entries, guide: 'Scan the tables.' });

const knobs = { heading: 'date-last', level: 3, order: 'newest-first', writer: 'lab', section: SECTION };
const config = (log: Record<string, unknown> = knobs) =>
  JSON.stringify({
    agent: 'lab',
    owner: 'lab',
    agents: { lab: { emails: ['test@example.org'] } },
    files: { handover: FILE },
    log,
  });
const { section: _s, ...without } = knobs;
const range = (after: string, cfg = config()) => {
  const { dir, base } = rangeRepo({ '.handoverrc.json': cfg, [FILE]: before }, [
    { files: { [FILE]: after }, message: 'update' },
  ]);
  const r = rangeCheck(dir, `${base}..HEAD`);
  return { code: r.code, messages: messagesOf(r.json), rules: messagesOf(r.json).map((m) => m.ruleId) };
};

describe('log.section: the log is the entries under one ## heading of a bigger file', () => {
  it('lint reads the board and the guidelines as the file’s, not as broken entries (without the knob it does not)', () => {
    const on = makeRepo([{ files: { '.handoverrc.json': config(), [FILE]: before } }]);
    expect(runCli(['lint'], { cwd: on })).toMatchObject({ code: 0 });
    const off = makeRepo([{ files: { '.handoverrc.json': config(without), [FILE]: before } }]);
    const r = runCli(['lint'], { cwd: off });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('"### For Agents:" is not an entry heading');
  });

  it('check --range: a legitimate update (board part edited, a new entry on top) passes; without the knob it fails', () => {
    expect(range(update())).toMatchObject({ code: 0, rules: [] });
    expect(range(update(), config(without)).rules).toContain('handover/append-only');
  });

  it('a rewrite of an old entry fails', () => {
    const r = range(update().replace('**Did:** Setup.', '**Did:** Setup, redone.'));
    expect(r.code).toBe(1);
    expect(r.rules).toEqual(['handover/append-only']);
    expect(r.messages[0].message).toContain('Entry "2026-01-20" (line');
  });

  it('an amendment of an older entry fails (the newest one too: log.amendLast is not set)', () => {
    const older = update().replace('**Did:** Parser done.\n', '**Did:** Parser done.\nAnd a late line.\n');
    expect(range(older)).toMatchObject({ code: 1, rules: ['handover/append-only'] });
  });

  it('a removed entry, or a new one put below the old ones, fails', () => {
    expect(range(update(entry('Parser done', '2026-01-21 10:00'))).rules).toContain('handover/append-only');
    const below = update(OLD + entry('Tests pass', '2026-01-22 08:00'));
    expect(range(below).code).toBe(1);
  });

  it('the title line stays as it was: renaming it fails, with the title named', () => {
    const renamed = update().replace('# Acme Status Board', '# Renamed Status Board');
    const r = range(renamed);
    expect(r.code).toBe(1);
    expect(r.rules).toEqual(['handover/append-only']);
    expect(r.messages[0].message).toContain('The title line was changed (it was "Acme Status Board")');
  });

  it('a section none of whose ### reads as an entry holds none yet: its template gives way to the first entry', () => {
    const stub =
      '### [Template - Remove when first real handoff is added]\n```\n## [Agent] Session: [Time]\n```\n\n---\n\n';
    const { dir, base } = rangeRepo(
      { '.handoverrc.json': config(), [FILE]: board({ updated: 'x', active: '-', entries: stub }) },
      [{ files: { [FILE]: update(entry('First', '2026-01-22 08:00')) }, message: 'first' }],
    );
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
    // the entries that follow are the log again: removing one fails
    commit(dir, { files: { [FILE]: update(stub) }, message: 'back to the template' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(1);
  });

  it('check --staged reads the same: the update passes, a rewrite fails', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config(), [FILE]: before } }]);
    writeFileSync(join(dir, FILE), update());
    git(dir, ['add', FILE]);
    expect(runCli(['check', '--staged'], { cwd: dir }).code).toBe(0);
    writeFileSync(join(dir, FILE), update().replace('**Did:** Setup.', '**Did:** Nothing.'));
    git(dir, ['add', FILE]);
    const r = runCli(['check', '--staged'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('handover/append-only');
  });

  it('is a config key that says what it takes', () => {
    const dir = (log: Record<string, unknown>) =>
      makeRepo([{ files: { '.handoverrc.json': config(log), [FILE]: before } }]);
    const level2 = runCli(['lint'], { cwd: dir({ ...knobs, level: 2 }) });
    expect(level2.code).toBe(2);
    expect(level2.stderr).toContain('"log.level" is 2, but log.section reads');
    const marks = runCli(['lint'], { cwd: dir({ ...knobs, section: `## ${SECTION}` }) });
    expect(marks.code).toBe(2);
    expect(marks.stderr).toContain('without its "##" marks');
  });
});

describe('every other path reads the same section', () => {
  it('check --pre-receive: a pushed update passes; a pushed rewrite of an old entry is refused', () => {
    const push = (after: string) => {
      const { dir, base: from } = rangeRepo({ '.handoverrc.json': config(), [FILE]: before }, [
        { files: { [FILE]: after }, message: 'push' },
      ]);
      return runCli(['check', '--pre-receive'], {
        cwd: dir,
        input: `${from} ${git(dir, ['rev-parse', 'HEAD']).trim()} refs/heads/main\n`,
      });
    };
    expect(push(update()).code).toBe(0);
    const bad = push(update().replace('**Did:** Setup.', '**Did:** Nothing.'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('handover/append-only');
  });

  it('the agent-edit guard: an edit of the board part passes; of an old entry or the title, it is refused', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config(), [FILE]: before } }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    const edit = (old_string: string, new_string: string) =>
      runCli(['hook', 'claude-pre-tool-use'], {
        cwd: dir,
        input: JSON.stringify(
          captured(
            'claude',
            'PreToolUse-Edit',
            { repo: dir },
            { tool_input: { file_path: join(dir, FILE), old_string, new_string } },
          ),
        ),
        env: { CLAUDE_PROJECT_DIR: undefined, HANDOVER_AGENT: undefined },
      });
    expect(edit('| (none currently) | | |', '| Claude | Tests | 2026-01-22 |')).toMatchObject({ code: 0 });
    expect(edit('Scan "Currently Active"', 'Scan the tables')).toMatchObject({ code: 0 });
    expect(edit(`## ${SECTION}\n\n`, `## ${SECTION}\n\n${entry('Tests pass', '2026-01-22 08:00')}`).code).toBe(0);
    const rewrite = edit('**Did:** Setup.', '**Did:** Nothing.');
    expect(rewrite.code).toBe(2);
    expect(rewrite.stderr).toContain('handover/append-only');
    expect(edit('# Acme Status Board', '# Other Board').code).toBe(2);
  });

  it('the language server: the board part edited is clean; an old entry rewritten is underlined', async () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config(), [FILE]: before } }]);
    const diagnoser = new Diagnoser({ ...process.env, HANDOVER_AGENT: 'lab' });
    const j = (await diagnoser.judged(join(dir, FILE)))!;
    expect((await diagnoser.diagnose(j, update())).messages).toEqual([]);
    const bad = await diagnoser.diagnose(j, update().replace('**Did:** Setup.', '**Did:** Nothing.'));
    expect(bad.messages.map((m) => m.ruleId)).toEqual(['handover/append-only']);
  });

  it('consume reads only the section’s entries, and a board update is no rewrite', () => {
    const root = tempDir('log-section-');
    for (const d of ['producer', 'me']) mkdirSync(join(root, d));
    const up = makeRepo([{ files: { [FILE]: before } }], join(root, 'producer'));
    const cfg = { agent: 'me', upstreams: { board: { source: '../producer', file: FILE, log: knobs } } };
    const down = makeRepo([{ files: { '.handoverrc.json': JSON.stringify(cfg) } }], join(root, 'me'));
    const consume = (...args: string[]) =>
      runCli(['consume', ...args], { cwd: down, env: { HANDOVER_AGENT: undefined } });
    let r = consume('--format', 'json');
    expect(r.stderr).toBe('');
    const [batch] = JSON.parse(r.stdout) as { entries: { title: string | null }[] }[];
    expect(batch.entries.map((e) => e.title)).toEqual(['Setup', 'Parser done']);
    commit(up, { files: { [FILE]: update() }, message: 'update' });
    r = consume();
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Tests pass.');
    expect(r.stdout).not.toContain('Parser done.');
    expect(r.stdout).not.toContain('For Agents');
    // the entry the marker names, rewritten: refused, as in any log
    commit(up, {
      files: { [FILE]: update().replace('**Did:** Tests pass.', '**Did:** Nothing.') },
      message: 'rewrite',
    });
    r = consume();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('changed since it was consumed');
  });
});

describe('the section key is the owner’s', () => {
  it('a non-owner who adds log.section to free a log’s preamble changes the config: protocol/config-owner', () => {
    const boss = { name: 'Commons', email: 'commons@example.org' };
    const owned = (log: Record<string, unknown>) =>
      JSON.stringify({
        owner: 'commons',
        agents: { lab: { emails: ['test@example.org'] }, commons: { emails: [boss.email] } },
        files: { handover: FILE },
        log,
      });
    const { dir, base } = rangeRepo({ '.handoverrc.json': owned(without), [FILE]: before }, []);
    commit(dir, { files: { '.handoverrc.json': owned(knobs), [FILE]: update() }, message: 'Free the board' });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('protocol/config-owner');
  });
});

describe('handover append writes into the section', () => {
  it('newest first: on top of the section, above the old entries; the commit passes check --range', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config(), [FILE]: before } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.stderr).toBe('');
    const after = readFileSync(join(dir, FILE), 'utf8');
    expect(after.indexOf('Tests pass.')).toBeGreaterThan(after.indexOf(`## ${SECTION}`));
    expect(after.indexOf('Tests pass.')).toBeLessThan(after.indexOf('Parser done'));
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });

  it('a section that holds only a template: append says to remove it (exit 1), writing nothing', () => {
    const stub = '### [Template - Remove when first real handoff is added]\nDid: [what]\n\n';
    const text = board({ updated: 'x', active: '-', entries: stub });
    const dir = makeRepo([{ files: { '.handoverrc.json': config(), [FILE]: text } }]);
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `section holds "### [Template - Remove when first real handoff is added]", which is no entry (a template?)`,
    );
    expect(readFileSync(join(dir, FILE), 'utf8')).toBe(text);
  });

  it('oldest first: after the last entry, above the sections that follow', () => {
    const oldest = board({
      updated: 'x',
      active: '-',
      entries: entry('Setup', '2026-01-20 09:00') + entry('Parser done', '2026-01-21 10:00'),
    });
    const cfg = config({ ...knobs, order: 'oldest-first' });
    const dir = makeRepo([{ files: { '.handoverrc.json': cfg, [FILE]: oldest } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.stderr).toBe('');
    const after = readFileSync(join(dir, FILE), 'utf8');
    expect(after.indexOf('Tests pass.')).toBeGreaterThan(after.indexOf('Parser done'));
    expect(after.indexOf('Tests pass.')).toBeLessThan(after.indexOf('## How to Use This Board'));
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });
});

describe('init infers log.section from the text', () => {
  it('a ## whose ### read as dated entries while the other ## sections do not: init says so and writes it', () => {
    const dir = makeRepo([{ files: { [FILE]: before } }, { files: { [FILE]: update() } }]);
    const d = runCli(['init', '--detect', FILE], { cwd: dir });
    expect(d.stdout).toContain(`a log kept as its "## ${SECTION}" section, the rest not the log`);
    expect(d.stdout).toContain('3 of 3 headings match');
    expect(d.stdout).toContain(`section: "${SECTION}"`);
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    const written = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(written).toMatch(/section: Recent Session Handoffs/);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('no section for a log whose entries sit under several ## (months), nor for one with no other section', () => {
    const e = (d: string) => `### Session: ${d} 10:00 UTC\nDid things.\n\n`;
    const months = `# Log\n\n## January 2026\n\n${e('2026-01-02')}${e('2026-01-01')}## Notes\n\nKeep it short.\n`;
    const one = `# Log\n\n## Handoffs\n\n${e('2026-01-02')}${e('2026-01-01')}`;
    for (const text of [months, one]) {
      const dir = makeRepo([{ files: { 'HANDOVER.md': text } }]);
      expect(runCli(['init', '--detect'], { cwd: dir }).stdout).not.toContain('section:');
    }
  });
});
