import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnoser } from '../../src/lsp/diagnose.js';
import { entry, messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 31, "archive rotation": a log's oldest entries move, unchanged, to the archive file `log.archive` names, in
// the same commit, and the log keeps the newer ones. Judged through real git on every check path: check --range,
// check --staged, check --pre-receive, the agent-edit guard and the language server.

const lab = { name: 'Lab', email: 'test@example.org' };
const config = (log: Record<string, unknown> = { archive: 'LOG-ARCHIVE.md' }, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ agents: { lab: { emails: [lab.email] } }, log, ...extra });
const PREAMBLE = '# Handover: lab\n\nAppend-only. Written only by lab.\n';
const e = (n: number, text = `Entry ${n} text.`) => entry(n, text, `2026-01-01T00:0${n}:00Z`);
/** The log with entries from..to (1-based, inclusive). */
const logOf = (from: number, to: number) => {
  let s = PREAMBLE;
  for (let i = from; i <= to; i++) s += e(i);
  return s;
};
const ARCHIVE_TITLE = '# Archive of HANDOVER.md\n\nThe oldest entries, moved here unchanged.\n';
/** The archive holding entries from..to. */
const archiveOf = (from: number, to: number, edit: (s: string) => string = (s) => s) => {
  let s = ARCHIVE_TITLE;
  for (let i = from; i <= to; i++) s += e(i);
  return edit(s);
};

/** check --range over one commit that writes `files` on top of a base with log(1..5) (and `baseFiles`). */
const range = (files: Record<string, string>, o: { cfg?: string; baseFiles?: Record<string, string> } = {}) => {
  const { dir, base } = rangeRepo(
    { '.handoverrc.json': o.cfg ?? config(), 'HANDOVER.md': logOf(1, 5), ...o.baseFiles },
    [{ files, message: 'rotate', author: lab }],
  );
  const r = rangeCheck(dir, `${base}..HEAD`);
  return { code: r.code, messages: messagesOf(r.json), dir, base };
};
const rules = (ms: { ruleId: string | null }[]) => ms.map((m) => m.ruleId);

const ROTATED = { 'HANDOVER.md': logOf(3, 5), 'LOG-ARCHIVE.md': archiveOf(1, 2) };

describe('log.archive: the oldest entries moved, unchanged, to the archive in the same commit', () => {
  it('check --range: a rotation passes; without the knob the same commit is a deletion', () => {
    expect(range(ROTATED)).toMatchObject({ code: 0, messages: [] });
    const off = range(ROTATED, { cfg: config({}) });
    expect(off.code).toBe(1);
    expect(rules(off.messages).sort()).toEqual(['handover/append-only', 'handover/append-only', 'handover/sequence']);
  });

  it('a second rotation appends to the archive; the log numbers on from its oldest kept entry', () => {
    const r = range(
      // (entry 6 corrects an archived entry: no finding)
      { 'HANDOVER.md': logOf(4, 5) + e(6, 'Corrects: #2\n\nThe fix.'), 'LOG-ARCHIVE.md': archiveOf(1, 3) },
      { baseFiles: { 'HANDOVER.md': logOf(3, 5), 'LOG-ARCHIVE.md': archiveOf(1, 2) } },
    );
    expect(r).toMatchObject({ code: 0, messages: [] });
  });

  it('a rotation that changes one entry’s text on the way fails, naming the archive', () => {
    const r = range({
      'HANDOVER.md': logOf(3, 5),
      'LOG-ARCHIVE.md': archiveOf(1, 2, (s) => s.replace('Entry 2 text.', 'Entry 2, tidied.')),
    });
    expect(r.code).toBe(1);
    expect(r.messages).toEqual([
      expect.objectContaining({
        ruleId: 'handover/append-only',
        message: expect.stringContaining(
          'Entry 2 (line 9 before) was removed; the new text of LOG-ARCHIVE.md does not hold it as it was',
        ),
      }),
    ]);
  });

  it('rotating an entry that is not among the oldest fails', () => {
    const r = range({
      'HANDOVER.md': PREAMBLE + e(1) + e(2) + e(4) + e(5),
      'LOG-ARCHIVE.md': archiveOf(3, 3),
    });
    expect(r.code).toBe(1);
    // (and the log's numbers now have a gap)
    expect(r.messages.filter((m) => m.ruleId === 'handover/append-only')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Entry 3 (line 13 before) was removed; only the oldest entries are moved'),
      }),
    ]);
    // the oldest and one further on, with one kept between them: the further one is not among the oldest
    const gap = range({ 'HANDOVER.md': PREAMBLE + e(2) + e(4) + e(5), 'LOG-ARCHIVE.md': archiveOf(1, 1) + e(3) });
    expect(gap.messages.filter((m) => m.ruleId === 'handover/append-only').map((m) => m.message)).toEqual([
      expect.stringContaining('Entry 3 (line 13 before) was removed; only the oldest'),
    ]);
  });

  it('removing the oldest entries without archiving them fails', () => {
    const r = range({ 'HANDOVER.md': logOf(3, 5) });
    expect(r.code).toBe(1);
    expect(r.messages.map((m) => m.message)).toEqual([
      expect.stringContaining('Entry 1 (line 5 before) was removed; LOG-ARCHIVE.md did not receive it'),
      expect.stringContaining('Entry 2 (line 9 before) was removed; LOG-ARCHIVE.md did not receive it'),
    ]);
    // an archive that changed but holds other entries does not answer for them
    const other = range({ 'HANDOVER.md': logOf(3, 5), 'LOG-ARCHIVE.md': archiveOf(4, 5) });
    expect(rules(other.messages)).toEqual(['handover/append-only', 'handover/append-only']);
  });

  it('editing the archive’s old content fails, with a rotation or without', () => {
    const baseFiles = { 'HANDOVER.md': logOf(3, 5), 'LOG-ARCHIVE.md': archiveOf(1, 2) };
    const edited = archiveOf(1, 2, (s) => s.replace('Entry 1 text.', 'Entry 1, rewritten.'));
    const alone = range({ 'LOG-ARCHIVE.md': edited }, { baseFiles });
    expect(alone.code).toBe(1);
    expect(alone.messages).toEqual([
      expect.objectContaining({
        ruleId: 'handover/append-only',
        message: expect.stringContaining('LOG-ARCHIVE.md is append-only'),
      }),
    ]);
    const withRotation = range({ 'HANDOVER.md': logOf(4, 5), 'LOG-ARCHIVE.md': edited + e(3) }, { baseFiles });
    expect(withRotation.code).toBe(1);
    expect(withRotation.messages.map((m) => m.message)).toEqual([
      expect.stringContaining('LOG-ARCHIVE.md is append-only'),
    ]);
    // deleting the archive is an edit of it too
    const { dir, base } = rangeRepo({ '.handoverrc.json': config(), ...baseFiles }, []);
    git(dir, ['rm', '-q', 'LOG-ARCHIVE.md']);
    git(dir, ['commit', '-q', '-m', 'drop the archive']);
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(1);
  });

  it('a rotation on a branch merged with a new entry from main: the merge answers for nothing', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config(), 'HANDOVER.md': logOf(1, 5) }, []);
    git(dir, ['checkout', '-q', '-b', 'rotate']);
    commit(dir, { files: ROTATED, message: 'rotate', author: lab });
    git(dir, ['checkout', '-q', '-']);
    commit(dir, { files: { 'HANDOVER.md': logOf(1, 6) }, message: 'entry 6', author: lab });
    git(dir, ['merge', '-q', '--no-ff', '--no-commit', 'rotate']);
    commit(dir, { files: { 'HANDOVER.md': logOf(3, 6) }, message: 'merge rotate', author: lab });
    expect(git(dir, ['rev-list', '--parents', '-n', '1', 'HEAD']).trim().split(' ')).toHaveLength(3);
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(messagesOf(r.json)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('a newest-first log rotates its tail', () => {
    const newest = (from: number, to: number, title = PREAMBLE) => {
      let s = title;
      for (let i = to; i >= from; i--) s += e(i);
      return s;
    };
    const cfg = config({ order: 'newest-first', archive: 'LOG-ARCHIVE.md' });
    const baseFiles = { 'HANDOVER.md': newest(1, 5) };
    expect(
      range({ 'HANDOVER.md': newest(3, 5), 'LOG-ARCHIVE.md': newest(1, 2, ARCHIVE_TITLE) }, { cfg, baseFiles }),
    ).toMatchObject({ code: 0, messages: [] });
    // the newest entries are not the oldest
    const wrong = range(
      { 'HANDOVER.md': newest(1, 3), 'LOG-ARCHIVE.md': newest(4, 5, ARCHIVE_TITLE) },
      { cfg, baseFiles },
    );
    expect(wrong.code).toBe(1);
  });
});

describe('log.archive as real logs rotate (homeofe/AAHP .ai/handoff/LOG.md, replayed by scripts/corpus.mjs)', () => {
  // newest first, `---` closing each entry, an archive kept newest first: rotated entries enter at its top
  const cfg = config({ order: 'newest-first', archive: 'LOG-ARCHIVE.md' });
  const sep = (n: number, text = `Entry ${n} text.`) => `${e(n, text)}\n---\n`;
  const newest = (from: number, to: number, title = PREAMBLE, one = sep) => {
    let s = title;
    for (let i = to; i >= from; i--) s += one(i);
    return s;
  };
  /** The log's entries from..to as they stand in it: each closed by `---` but the oldest, which is last. */
  const log = (from: number, to: number) => newest(from, to).replace(/\n---\n$/, '');
  const baseFiles = { 'HANDOVER.md': log(1, 5), 'LOG-ARCHIVE.md': ARCHIVE_TITLE };

  it('the break above the rotated entry goes with it; the archive receives it at its top', () => {
    // entry 1 leaves (the log's last), and entry 2's closing `---` goes with it
    const first = range(
      { 'HANDOVER.md': log(2, 5), 'LOG-ARCHIVE.md': newest(1, 1, ARCHIVE_TITLE) },
      { cfg, baseFiles },
    );
    expect(first).toMatchObject({ code: 0, messages: [] });
    // the next rotation puts entry 2 above entry 1 in the archive, with a new entry on top of the log
    const second = range(
      {
        'HANDOVER.md': PREAMBLE + sep(6) + log(3, 5).slice(PREAMBLE.length),
        'LOG-ARCHIVE.md': newest(1, 2, ARCHIVE_TITLE),
      },
      { cfg, baseFiles: { 'HANDOVER.md': log(2, 5), 'LOG-ARCHIVE.md': newest(1, 1, ARCHIVE_TITLE) } },
    );
    expect(second.messages).toEqual([]);
  });

  it('the archive’s old entries still never change, nor gain an entry between them', () => {
    const before = { 'HANDOVER.md': log(3, 5), 'LOG-ARCHIVE.md': newest(1, 2, ARCHIVE_TITLE) };
    const edited = range(
      { 'HANDOVER.md': log(4, 5), 'LOG-ARCHIVE.md': newest(1, 3, ARCHIVE_TITLE).replace('Entry 1 text.', 'Edited.') },
      { cfg, baseFiles: before },
    );
    expect(edited.code).toBe(1);
    expect(edited.messages.map((m) => m.message)).toEqual([expect.stringContaining('LOG-ARCHIVE.md is append-only')]);
    // entry 3 slipped in below entry 2 instead of at the top
    const between = newest(1, 2, ARCHIVE_TITLE).replace(sep(1), sep(3) + sep(1));
    expect(range({ 'HANDOVER.md': log(4, 5), 'LOG-ARCHIVE.md': between }, { cfg, baseFiles: before }).code).toBe(1);
  });

  it('a closing break is a separator, never the place a change hides', () => {
    // entry 4's text changed and its break dropped: still a change of entry 4
    const r = range(
      { 'HANDOVER.md': log(1, 5).replace('Entry 4 text.\n\n---', 'Entry 4, tidied.') },
      { cfg, baseFiles },
    );
    expect(r.code).toBe(1);
    expect(rules(r.messages)).toContain('handover/append-only');
  });
});

describe('log.archive is a path inside the repository, not a protocol file', () => {
  it('refuses .., an absolute path and the log itself (exit 2, one sentence)', () => {
    for (const archive of ['../outside.md', '/tmp/outside.md', 'HANDOVER.md']) {
      const dir = makeRepo([{ files: { '.handoverrc.json': config({ archive }), 'HANDOVER.md': logOf(1, 2) } }]);
      const r = runCli(['lint'], { cwd: dir });
      expect(r.code, archive).toBe(2);
      expect(r.stderr).toContain('log.archive');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('an archive that is a symbolic link out of the repository archives nothing', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config(), 'HANDOVER.md': logOf(1, 5) }, []);
    const outside = join(makeRepo([{ files: { 'x.md': 'x\n' } }]), 'ARCHIVE.md');
    writeFileSync(outside, archiveOf(1, 2));
    symlinkSync(outside, join(dir, 'LOG-ARCHIVE.md'));
    commit(dir, { files: { 'HANDOVER.md': logOf(3, 5) }, message: 'rotate through a link', author: lab });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(rules(messagesOf(r.json))).toContain('handover/append-only');
    // check --staged and the guard read no working-tree archive through a link either
    const staged = stagedCheck(
      { '.handoverrc.json': config(), 'HANDOVER.md': logOf(1, 5) },
      { 'HANDOVER.md': logOf(3, 5) },
    );
    symlinkSync(outside, join(staged.dir, 'LOG-ARCHIVE.md'));
    git(staged.dir, ['add', '-A']);
    expect(runCli(['check', '--staged'], { cwd: staged.dir }).code).toBe(1);
  });
});

describe('every check path reads the archive of the same change', () => {
  const base = { '.handoverrc.json': config(), 'HANDOVER.md': logOf(1, 5) };

  it('check --staged: a staged rotation passes; a staged removal without the archive fails', () => {
    expect(stagedCheck(base, ROTATED)).toMatchObject({ code: 0 });
    const r = stagedCheck(base, { 'HANDOVER.md': logOf(3, 5) });
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.message)).toEqual([
      expect.stringContaining('LOG-ARCHIVE.md did not receive it'),
      expect.stringContaining('LOG-ARCHIVE.md did not receive it'),
    ]);
    // the archive written in the working tree but not staged is not part of the commit
    const unstaged = stagedCheck(base, { 'HANDOVER.md': logOf(3, 5) });
    writeFileSync(join(unstaged.dir, 'LOG-ARCHIVE.md'), archiveOf(1, 2));
    expect(runCli(['check', '--staged'], { cwd: unstaged.dir }).code).toBe(1);
  });

  it('check --pre-receive: a pushed rotation passes; a pushed rotation that edits an entry is refused', () => {
    const push = (files: Record<string, string>) => {
      const { dir, base: from } = rangeRepo(base, [{ files, message: 'rotate', author: lab }]);
      return runCli(['check', '--pre-receive', '--format', 'json'], {
        cwd: dir,
        input: `${from} ${git(dir, ['rev-parse', 'HEAD']).trim()} refs/heads/main\n`,
      });
    };
    expect(push(ROTATED).code).toBe(0);
    const bad = push({
      'HANDOVER.md': logOf(3, 5),
      'LOG-ARCHIVE.md': archiveOf(1, 2, (s) => s.replace('1 text', '1 txt')),
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('does not hold it as it was');
  });

  it('the agent-edit guard: the log rotated after the archive is written passes; before it, it is refused', () => {
    const dir = makeRepo([{ files: base }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    const hook = (payload: Record<string, unknown>) =>
      runCli(['hook', 'claude-pre-tool-use'], {
        cwd: dir,
        input: JSON.stringify(payload),
        env: { CLAUDE_PROJECT_DIR: undefined, HANDOVER_AGENT: undefined },
      });
    const rotate = captured(
      'claude',
      'PreToolUse-Edit',
      { repo: dir },
      {
        tool_input: { file_path: join(dir, 'HANDOVER.md'), old_string: e(1) + e(2), new_string: '' },
      },
    );
    // the log first: the working tree's archive does not hold the entries yet
    const first = hook(rotate);
    expect(first.code).toBe(2);
    expect(first.stderr).toContain('LOG-ARCHIVE.md did not receive it');
    // the archive written (an ordinary file to the guard, and an append-only one), then the log's edit passes
    const write = captured(
      'claude',
      'PreToolUse-Write',
      { repo: dir },
      {
        tool_input: { file_path: join(dir, 'LOG-ARCHIVE.md'), content: archiveOf(1, 2) },
      },
    );
    expect(hook(write).code).toBe(0);
    writeFileSync(join(dir, 'LOG-ARCHIVE.md'), archiveOf(1, 2));
    expect(hook(rotate)).toMatchObject({ code: 0, stderr: '' });
    // a Write of the whole log takes the other path of the guard, with the same verdict
    const whole = captured(
      'claude',
      'PreToolUse-Write',
      { repo: dir },
      {
        tool_input: { file_path: join(dir, 'HANDOVER.md'), content: logOf(3, 5) },
      },
    );
    expect(hook(whole).code).toBe(0);
    // the archive's old text rewritten by an agent is refused like any append-only file's
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'archive']);
    const rewrite = captured(
      'claude',
      'PreToolUse-Edit',
      { repo: dir },
      {
        tool_input: { file_path: join(dir, 'LOG-ARCHIVE.md'), old_string: 'Entry 1 text.', new_string: 'Gone.' },
      },
    );
    expect(hook(rewrite).code).toBe(2);
  });

  it('the post-command check: a shell command that rotated is no rewrite once the archive holds the entries', () => {
    const dir = makeRepo([{ files: base }]);
    git(dir, ['config', 'handover.agent', 'lab']);
    const postCommand = (session: string) => {
      const payload = captured('claude', 'PostToolUse-Bash', { repo: dir }, { session_id: session });
      const r = runCli(['hook', 'claude-post-tool-use'], {
        cwd: dir,
        input: JSON.stringify(payload),
        env: { CLAUDE_PROJECT_DIR: dir, HANDOVER_AGENT: undefined },
      });
      return r.stdout + r.stderr;
    };
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(3, 5));
    expect(postCommand('s1')).toContain('LOG-ARCHIVE.md did not receive it');
    writeFileSync(join(dir, 'LOG-ARCHIVE.md'), archiveOf(1, 2));
    expect(postCommand('s2')).not.toContain('handover/append-only');
  });

  it('the language server: a rotation in progress is no rewrite once the archive on disk holds the entries', async () => {
    const dir = makeRepo([{ files: base }]);
    const diagnoser = new Diagnoser({ ...process.env, HANDOVER_AGENT: 'lab' });
    const j = (await diagnoser.judged(join(dir, 'HANDOVER.md')))!;
    const before = await diagnoser.diagnose(j, logOf(3, 5));
    expect(before.messages.map((m) => m.ruleId)).toEqual(['handover/append-only', 'handover/append-only']);
    writeFileSync(join(dir, 'LOG-ARCHIVE.md'), archiveOf(1, 2));
    expect((await diagnoser.diagnose(j, logOf(3, 5))).messages).toEqual([]);
  });
});

describe('the archive key is the owner’s', () => {
  it('a pull request that adds log.archive to launder a deletion is a config change by a non-owner', () => {
    const boss = { name: 'Commons', email: 'commons@example.org' };
    const owned = (log: Record<string, unknown>) =>
      JSON.stringify({
        owner: 'commons',
        agents: { lab: { emails: [lab.email] }, commons: { emails: [boss.email] } },
        log,
      });
    const { dir, base } = rangeRepo({ '.handoverrc.json': owned({}), 'HANDOVER.md': logOf(1, 5) }, []);
    commit(dir, {
      files: { '.handoverrc.json': owned({ archive: 'LOG-ARCHIVE.md' }), ...ROTATED },
      message: 'Launder',
      author: lab,
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(rules(messagesOf(r.json))).toContain('protocol/config-owner');
  });
});

describe('init infers log.archive from the log’s git history', () => {
  it('when a past commit removed the oldest entries and added them to another tracked Markdown file', () => {
    const dir = makeRepo([
      { files: { 'HANDOVER.md': logOf(1, 5) } },
      { files: { 'HANDOVER.md': logOf(3, 5), 'docs/archive/LOG-2026-01.md': archiveOf(1, 2) } },
      { files: { 'HANDOVER.md': logOf(3, 6) } },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.code).toBe(0);
    expect(d.stdout).toContain('read as files.handover, with log: { archive: "docs/archive/LOG-2026-01.md" }');
    expect(d.stdout).toContain(
      'docs/archive/LOG-2026-01.md: a log (heading: seq, oldest first, e.g. "## 1 · 2026-01-01T00:01:00Z"); 2 of 2 ' +
        'headings match; sure: its name and its shape agree; not read: the archive HANDOVER.md rotates its oldest ' +
        'entries into (log.archive)',
    );
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toMatch(/archive: docs\/archive\/LOG-2026-01\.md/);
    // the config init wrote reads the next rotation into that archive as one
    commit(dir, { files: {}, message: 'init' });
    const from = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, {
      files: { 'HANDOVER.md': logOf(4, 6), 'docs/archive/LOG-2026-01.md': archiveOf(1, 3) },
      message: 'rotate',
    });
    expect(rangeCheck(dir, `${from}..HEAD`).code).toBe(0);
  });

  it('from the text, when the log names a tracked archive file (and not any file it links to)', () => {
    const named = (line: string, files: Record<string, string>) =>
      makeRepo([
        {
          files: {
            'notes/HANDOVER.md': PREAMBLE.replace('lab.\n', `lab.\n\n${line}\n`) + e(1) + e(2),
            '.handoverrc.json': JSON.stringify({ files: { handover: 'notes/HANDOVER.md' } }),
            ...files,
          },
        },
      ]);
    const detect = (dir: string) => runCli(['init', '--detect'], { cwd: dir }).stdout;
    const linked = named('Older entries: [the archive](archive/LOG-2025.md).', {
      'notes/archive/LOG-2025.md': ARCHIVE_TITLE,
    });
    expect(detect(linked)).toContain('handover init would write: log: { archive: "notes/archive/LOG-2025.md" }');
    expect(detect(linked)).toContain('; it is the archive notes/HANDOVER.md rotates its oldest entries into');
    // from the root too, and in code
    const code = named('Older entries move to `docs/LOG-ARCHIVE.md`.', { 'docs/LOG-ARCHIVE.md': ARCHIVE_TITLE });
    expect(detect(code)).toContain('log: { archive: "docs/LOG-ARCHIVE.md" }');
    // a file whose name says no archive, or an archive that is not tracked, is not one
    expect(detect(named('See [the spec](SPEC.md).', { 'notes/SPEC.md': '# Spec\n' }))).not.toContain('archive:');
    expect(detect(named('Older: [archive](ARCHIVE.md).', {}))).not.toContain('archive:');
  });

  it('not from a deletion, nor from entries copied elsewhere with their text changed', () => {
    const deleted = makeRepo([{ files: { 'HANDOVER.md': logOf(1, 5) } }, { files: { 'HANDOVER.md': logOf(3, 5) } }]);
    expect(runCli(['init', '--detect'], { cwd: deleted }).stdout).not.toContain('archive');
    const changed = makeRepo([
      { files: { 'HANDOVER.md': logOf(1, 5) } },
      { files: { 'HANDOVER.md': logOf(3, 5), 'OLD.md': archiveOf(1, 2, (s) => s.replace('Entry 1', 'Entry one')) } },
    ]);
    expect(runCli(['init', '--detect'], { cwd: changed }).stdout).not.toContain('archive');
  });
});

describe('log.archive as a pattern: one archive file per period (LOG-2026-01.md, then LOG-2026-02.md)', () => {
  const cfg = config({ archive: 'LOG-*.md' });
  const period = (files: Record<string, string>, baseFiles: Record<string, string> = {}) =>
    range(files, { cfg, baseFiles });
  const appendOnly = (ms: { ruleId: string | null; message: string }[]) =>
    ms.filter((m) => m.ruleId === 'handover/append-only').map((m) => m.message);

  it('check --range: a rotation into a new period file passes, and the next into the next one', () => {
    expect(period({ 'HANDOVER.md': logOf(3, 5), 'LOG-2026-01.md': archiveOf(1, 2) })).toMatchObject({
      code: 0,
      messages: [],
    });
    const before = { 'HANDOVER.md': logOf(3, 5), 'LOG-2026-01.md': archiveOf(1, 2) };
    expect(period({ 'HANDOVER.md': logOf(4, 5), 'LOG-2026-02.md': archiveOf(3, 3) }, before)).toMatchObject({
      code: 0,
      messages: [],
    });
    // an existing period file grown at its newest end receives a rotation too
    expect(period({ 'HANDOVER.md': logOf(4, 5), 'LOG-2026-01.md': archiveOf(1, 3) }, before)).toMatchObject({
      code: 0,
      messages: [],
    });
    // in a folder, and as one of a list
    const folder = range(
      { 'HANDOVER.md': logOf(3, 5), 'archive/2026-01.md': archiveOf(1, 2) },
      { cfg: config({ archive: ['OLD.md', 'archive/*.md'] }) },
    );
    expect(folder).toMatchObject({ code: 0, messages: [] });
  });

  it('a rotation that changes an entry’s text on the way fails, naming the period file', () => {
    const r = period({
      'HANDOVER.md': logOf(3, 5),
      'LOG-2026-01.md': archiveOf(1, 2, (s) => s.replace('Entry 2 text.', 'Entry 2, tidied.')),
    });
    expect(r.code).toBe(1);
    expect(appendOnly(r.messages)).toEqual([
      expect.stringContaining('Entry 2 (line 9 before) was removed; the new text of LOG-2026-01.md does not hold it'),
    ]);
  });

  it('entries moved to a file the pattern does not name are removed, not archived', () => {
    const r = period({ 'HANDOVER.md': logOf(3, 5), 'OLD-2026-01.md': archiveOf(1, 2) });
    expect(r.code).toBe(1);
    expect(appendOnly(r.messages)).toEqual([
      expect.stringContaining('Entry 1 (line 5 before) was removed; no archive file (LOG-*.md) received it'),
      expect.stringContaining('Entry 2 (line 9 before) was removed; no archive file (LOG-*.md) received it'),
    ]);
    // nor does `*` reach into a folder
    const deeper = period({ 'HANDOVER.md': logOf(3, 5), 'LOG-x/2026-01.md': archiveOf(1, 2) });
    expect(appendOnly(deeper.messages)).toHaveLength(2);
  });

  it('two archive files each getting half is no rotation: one rotation fills one archive file', () => {
    const r = period({
      'HANDOVER.md': logOf(3, 5),
      'LOG-2026-01.md': archiveOf(1, 1),
      'LOG-2026-02.md': archiveOf(2, 2),
    });
    expect(r.code).toBe(1);
    expect(appendOnly(r.messages)).toEqual([
      expect.stringContaining(
        'Entry 2 (line 9 before) was removed; another archive file holds it, but the other entries this change ' +
          'rotates went to LOG-2026-01.md',
      ),
    ]);
  });

  it('an old period’s archive edited in the same commit fails, and so does one edited alone', () => {
    const before = { 'HANDOVER.md': logOf(3, 5), 'LOG-2026-01.md': archiveOf(1, 2) };
    const edited = archiveOf(1, 2, (s) => s.replace('Entry 1 text.', 'Entry 1, rewritten.'));
    const r = period(
      { 'HANDOVER.md': logOf(4, 5), 'LOG-2026-02.md': archiveOf(3, 3), 'LOG-2026-01.md': edited },
      before,
    );
    expect(r.code).toBe(1);
    expect(r.messages.map((m) => m.message)).toEqual([expect.stringContaining('LOG-2026-01.md is append-only')]);
    expect(period({ 'LOG-2026-01.md': edited }, before).code).toBe(1);
    // deleting an old period's file is an edit of it too
    const { dir, base } = rangeRepo({ '.handoverrc.json': cfg, ...before }, []);
    git(dir, ['rm', '-q', 'LOG-2026-01.md']);
    git(dir, ['commit', '-q', '-m', 'drop the archive']);
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(1);
  });

  it('a period file that is a symbolic link archives nothing, on every path', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5) }, []);
    const outside = join(makeRepo([{ files: { 'x.md': 'x\n' } }]), 'ARCHIVE.md');
    writeFileSync(outside, archiveOf(1, 2));
    symlinkSync(outside, join(dir, 'LOG-2026-01.md'));
    commit(dir, { files: { 'HANDOVER.md': logOf(3, 5) }, message: 'rotate through a link', author: lab });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(rules(messagesOf(r.json))).toContain('handover/append-only');
    expect(messagesOf(r.json).map((m) => m.message)).toContainEqual(
      expect.stringContaining('LOG-2026-01.md is a symbolic link in git'),
    );
    const staged = stagedCheck({ '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5) }, { 'HANDOVER.md': logOf(3, 5) });
    symlinkSync(outside, join(staged.dir, 'LOG-2026-01.md'));
    git(staged.dir, ['add', '-A']);
    expect(runCli(['check', '--staged'], { cwd: staged.dir }).code).toBe(1);
    // the language server reads no period file through a link
    const lsp = makeRepo([{ files: { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5) } }]);
    symlinkSync(outside, join(lsp, 'LOG-2026-01.md'));
    return lspMessages(lsp, logOf(3, 5)).then((ms) => expect(rules(ms)).toContain('handover/append-only'));
  });

  it('check --staged and check --pre-receive read the period file staged or pushed with the log', () => {
    const base = { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5) };
    const rotated = { 'HANDOVER.md': logOf(3, 5), 'LOG-2026-01.md': archiveOf(1, 2) };
    expect(stagedCheck(base, rotated)).toMatchObject({ code: 0 });
    const split = stagedCheck(base, {
      ...rotated,
      'LOG-2026-01.md': archiveOf(1, 1),
      'LOG-2026-02.md': archiveOf(2, 2),
    });
    expect(split.code).toBe(1);
    // written but not staged: not part of the commit
    const unstaged = stagedCheck(base, { 'HANDOVER.md': logOf(3, 5) });
    writeFileSync(join(unstaged.dir, 'LOG-2026-01.md'), archiveOf(1, 2));
    expect(runCli(['check', '--staged'], { cwd: unstaged.dir }).code).toBe(1);
    const push = (files: Record<string, string>) => {
      const { dir, base: from } = rangeRepo(base, [{ files, message: 'rotate', author: lab }]);
      return runCli(['check', '--pre-receive', '--format', 'json'], {
        cwd: dir,
        input: `${from} ${git(dir, ['rev-parse', 'HEAD']).trim()} refs/heads/main\n`,
      });
    };
    expect(push(rotated).code).toBe(0);
    // `check` with no mode reads the working tree's period files, untracked ones too
    const worktree = makeRepo([{ files: base }]);
    git(worktree, ['config', 'handover.agent', 'lab']);
    writeFileSync(join(worktree, 'HANDOVER.md'), logOf(3, 5));
    expect(runCli(['check'], { cwd: worktree }).code).toBe(1);
    writeFileSync(join(worktree, 'LOG-2026-01.md'), archiveOf(1, 2));
    expect(runCli(['check'], { cwd: worktree })).toMatchObject({ code: 0 });
    const bad = push({ ...rotated, 'LOG-2026-01.md': archiveOf(1, 2, (s) => s.replace('1 text', '1 txt')) });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('does not hold it as it was');
  });

  it('the agent-edit guard and the language server read the period file the working tree holds', async () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5), 'LOG-2026-01.md': archiveOf(1, 1) } },
    ]);
    git(dir, ['config', 'handover.agent', 'lab']);
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(2, 5));
    git(dir, ['commit', '-qam', 'first period']);
    const hook = (payload: Record<string, unknown>) =>
      runCli(['hook', 'claude-pre-tool-use'], {
        cwd: dir,
        input: JSON.stringify(payload),
        env: { CLAUDE_PROJECT_DIR: undefined, HANDOVER_AGENT: undefined },
      });
    const edit = (file: string, old_string: string, new_string: string) =>
      captured(
        'claude',
        'PreToolUse-Edit',
        { repo: dir },
        { tool_input: { file_path: join(dir, file), old_string, new_string } },
      );
    const rotate = edit('HANDOVER.md', e(2) + e(3), '');
    const first = hook(rotate);
    expect(first.code).toBe(2);
    expect(first.stderr).toContain('no archive file (LOG-*.md) received it');
    expect(await lspMessages(dir, logOf(4, 5))).toHaveLength(2);
    // the new period's file written first (an append-only file to the guard), then the log's edit passes
    writeFileSync(join(dir, 'LOG-2026-02.md'), archiveOf(2, 3));
    expect(hook(rotate)).toMatchObject({ code: 0, stderr: '' });
    expect(await lspMessages(dir, logOf(4, 5))).toEqual([]);
    // the old period's file is append-only to the guard
    const rewrite = edit('LOG-2026-01.md', 'Entry 1 text.', 'Gone.');
    expect(hook(rewrite).code).toBe(2);
    // (one that grows at its newest end is not refused)
    expect(hook(edit('LOG-2026-01.md', e(1), e(1) + e(2)))).toMatchObject({ code: 0, stderr: '' });
  });

  it('the post-command check: a shell rotation into a new period file passes; an old period edited is reported', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': cfg, 'HANDOVER.md': logOf(1, 5), 'LOG-2026-01.md': ARCHIVE_TITLE } },
    ]);
    git(dir, ['config', 'handover.agent', 'lab']);
    const postCommand = (session: string) => {
      const payload = captured('claude', 'PostToolUse-Bash', { repo: dir }, { session_id: session });
      const r = runCli(['hook', 'claude-post-tool-use'], {
        cwd: dir,
        input: JSON.stringify(payload),
        env: { CLAUDE_PROJECT_DIR: dir, HANDOVER_AGENT: undefined },
      });
      return r.stdout + r.stderr;
    };
    writeFileSync(join(dir, 'HANDOVER.md'), logOf(3, 5));
    expect(postCommand('s1')).toContain('no archive file (LOG-*.md) received it');
    writeFileSync(join(dir, 'LOG-2026-02.md'), archiveOf(1, 2));
    expect(postCommand('s2')).not.toContain('handover/append-only');
    writeFileSync(join(dir, 'LOG-2026-01.md'), '# Archive, retitled\n');
    expect(postCommand('s3')).toContain('LOG-2026-01.md is append-only');
  });

  it('refuses a pattern with two `*`, one in a folder, or one naming a protocol file (exit 2, one sentence)', () => {
    for (const archive of ['LOG-*-*.md', 'arch*/LOG.md', '*.md', ['OLD.md', 'HANDOVER*'], [], 'sync/*.md']) {
      const extra = { files: { sync: 'sync/' } };
      const dir = makeRepo([{ files: { '.handoverrc.json': config({ archive }, extra), 'HANDOVER.md': logOf(1, 2) } }]);
      const r = runCli(['lint'], { cwd: dir });
      expect(r.code, String(archive)).toBe(2);
      expect(r.stderr).toContain('log.archive');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('init infers the pattern from a history that rotated into two dated files', () => {
    const dir = makeRepo([
      { files: { 'HANDOVER.md': logOf(1, 5) } },
      { files: { 'HANDOVER.md': logOf(3, 5), 'archive/LOG-2026-01.md': archiveOf(1, 2) } },
      { files: { 'HANDOVER.md': logOf(3, 7) } },
      { files: { 'HANDOVER.md': logOf(5, 7), 'archive/LOG-2026-02.md': archiveOf(3, 4) } },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.code).toBe(0);
    expect(d.stdout).toContain('log: { archive: "archive/LOG-*.md" }');
    expect(d.stdout).toContain('archive/LOG-2026-02.md: a log');
    expect(d.stdout.match(/not read: the archive HANDOVER.md rotates its oldest entries into/g)).toHaveLength(2);
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    commit(dir, { files: {}, message: 'init' });
    const from = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, {
      files: { 'HANDOVER.md': logOf(6, 7), 'archive/LOG-2026-03.md': archiveOf(5, 5) },
      message: 'rotate',
    });
    expect(rangeCheck(dir, `${from}..HEAD`).code).toBe(0);
    // one dated file is the archive itself, as before
    const one = makeRepo([
      { files: { 'HANDOVER.md': logOf(1, 5) } },
      { files: { 'HANDOVER.md': logOf(3, 5), 'archive/LOG-2026-01.md': archiveOf(1, 2) } },
    ]);
    expect(runCli(['init', '--detect'], { cwd: one }).stdout).toContain('log: { archive: "archive/LOG-2026-01.md" }');
    // a pattern that would name the log itself is none: the first file is the archive
    const beside = makeRepo([
      { files: { 'HANDOVER.md': logOf(1, 5) } },
      { files: { 'HANDOVER.md': logOf(3, 5), '2026-01.md': archiveOf(1, 2) } },
      { files: { 'HANDOVER.md': logOf(4, 5), '2026-02.md': archiveOf(3, 3) } },
    ]);
    expect(runCli(['init', '--detect'], { cwd: beside }).stdout).toContain('log: { archive: 2026-01.md }');
  });
});

/** The language server's findings for the log's text as `lab` in the repository at `dir`. */
async function lspMessages(dir: string, text: string) {
  const diagnoser = new Diagnoser({ ...process.env, HANDOVER_AGENT: 'lab' });
  const j = (await diagnoser.judged(join(dir, 'HANDOVER.md')))!;
  return (await diagnoser.diagnose(j, text)).messages;
}

describe('a level-3 log (### entries under ## month groups) whose rotation drops the emptied group heading', () => {
  // As real session logs keep them (entries under `## <period>` headings) and their archives receive them: with the
  // period's heading (vanman2024/Synapse-new docs/workflow/session-archives: "sections for each activity period, the
  // same formatting as used in SESSION.md"), or the entries alone.
  const cfg = config({ level: 3, archive: 'LOG-ARCHIVE.md' });
  const e3 = (n: number, text = `Entry ${n} text.`) => `\n### ${n} · 2026-01-01T00:0${n}:00Z\n\n${text}\n`;
  const group = (month: string, from: number, to: number, intro = '') => {
    let s = `\n## 2026-${month}\n${intro}`;
    for (let i = from; i <= to; i++) s += e3(i);
    return s;
  };
  const LOG = PREAMBLE + group('01', 1, 2) + group('02', 3, 4) + group('03', 5, 5);
  const KEPT = PREAMBLE + group('02', 3, 4) + group('03', 5, 5);
  const level3 = (files: Record<string, string>, baseLog = LOG, baseFiles: Record<string, string> = {}) =>
    range(files, { cfg, baseFiles: { 'HANDOVER.md': baseLog, ...baseFiles } });

  it('check --range: the group heading goes with its entries, into the archive or not', () => {
    expect(level3({ 'HANDOVER.md': KEPT, 'LOG-ARCHIVE.md': ARCHIVE_TITLE + group('01', 1, 2) })).toMatchObject({
      code: 0,
      messages: [],
    });
    let entriesOnly = ARCHIVE_TITLE;
    for (let i = 1; i <= 2; i++) entriesOnly += e3(i);
    expect(level3({ 'HANDOVER.md': KEPT, 'LOG-ARCHIVE.md': entriesOnly })).toMatchObject({ code: 0, messages: [] });
    // a group's text moved with it, unchanged
    const intro = '\nJanuary: the parser.\n';
    expect(
      level3(
        { 'HANDOVER.md': KEPT, 'LOG-ARCHIVE.md': ARCHIVE_TITLE + group('01', 1, 2, intro) },
        PREAMBLE + group('01', 1, 2, intro) + group('02', 3, 4) + group('03', 5, 5),
      ),
    ).toMatchObject({ code: 0, messages: [] });
  });

  it('a rotation that changes an entry’s text on the way still fails', () => {
    const r = level3({
      'HANDOVER.md': KEPT,
      'LOG-ARCHIVE.md': ARCHIVE_TITLE + group('01', 1, 2).replace('Entry 2 text.', 'Entry 2, tidied.'),
    });
    expect(r.code).toBe(1);
    expect(rules(r.messages)).toContain('handover/append-only');
    expect(r.messages.map((m) => m.message)).toContainEqual(expect.stringContaining('does not hold it as it was'));
  });

  it('a group heading dropped while it still holds an entry, or with text that did not move, fails', () => {
    // entry 2 stays: the heading above it is part of the log
    const holding = level3({
      'HANDOVER.md': PREAMBLE + e3(2) + group('02', 3, 4) + group('03', 5, 5),
      'LOG-ARCHIVE.md': ARCHIVE_TITLE + group('01', 1, 1),
    });
    expect(holding.code).toBe(1);
    expect(holding.messages.map((m) => m.message)).toEqual([expect.stringContaining('The preamble')]);
    // the group's own text went nowhere
    const intro = '\nJanuary: the parser.\n';
    const lost = level3(
      { 'HANDOVER.md': KEPT, 'LOG-ARCHIVE.md': ARCHIVE_TITLE + group('01', 1, 2) },
      PREAMBLE + group('01', 1, 2, intro) + group('02', 3, 4) + group('03', 5, 5),
    );
    expect(lost.code).toBe(1);
    expect(lost.messages.map((m) => m.message)).toEqual([expect.stringContaining('The preamble')]);
    // nor may a rotation take another group's heading, or retitle the one left
    const other = level3({
      'HANDOVER.md': PREAMBLE + e3(3) + e3(4) + group('03', 5, 5),
      'LOG-ARCHIVE.md': ARCHIVE_TITLE + group('01', 1, 2),
    });
    expect(other.code).toBe(1);
    const retitled = level3({
      'HANDOVER.md': KEPT.replace('## 2026-02', '## February'),
      'LOG-ARCHIVE.md': ARCHIVE_TITLE + group('01', 1, 2),
    });
    expect(retitled.code).toBe(1);
    // without an archive, dropping a group with its entries is a deletion
    expect(range({ 'HANDOVER.md': KEPT }, { cfg: config({ level: 3 }), baseFiles: { 'HANDOVER.md': LOG } }).code).toBe(
      1,
    );
  });

  it('check --staged and the language server read it the same', async () => {
    const base = { '.handoverrc.json': cfg, 'HANDOVER.md': LOG };
    const archive = ARCHIVE_TITLE + group('01', 1, 2);
    expect(stagedCheck(base, { 'HANDOVER.md': KEPT, 'LOG-ARCHIVE.md': archive })).toMatchObject({ code: 0 });
    const dir = makeRepo([{ files: base }]);
    expect(rules(await lspMessages(dir, KEPT))).toEqual([
      'handover/append-only',
      'handover/append-only',
      'handover/append-only',
    ]);
    writeFileSync(join(dir, 'LOG-ARCHIVE.md'), archive);
    expect(await lspMessages(dir, KEPT)).toEqual([]);
  });

  it('an archive kept newest first gains the group heading at its top', () => {
    const cfgNewest = config({ level: 3, order: 'newest-first', archive: 'LOG-ARCHIVE.md' });
    const down = (month: string, from: number, to: number) => {
      let s = `\n## 2026-${month}\n`;
      for (let i = to; i >= from; i--) s += e3(i);
      return s;
    };
    const r = range(
      {
        'HANDOVER.md': PREAMBLE + down('03', 5, 5),
        'LOG-ARCHIVE.md': ARCHIVE_TITLE + down('02', 3, 4) + down('01', 1, 2),
      },
      {
        cfg: cfgNewest,
        baseFiles: {
          'HANDOVER.md': PREAMBLE + down('03', 5, 5) + down('02', 3, 4),
          'LOG-ARCHIVE.md': ARCHIVE_TITLE + down('01', 1, 2),
        },
      },
    );
    expect(r).toMatchObject({ code: 0, messages: [] });
    // the archive's old group heading still never changes
    const edited = range(
      {
        'HANDOVER.md': PREAMBLE + down('03', 5, 5),
        'LOG-ARCHIVE.md': ARCHIVE_TITLE + down('02', 3, 4) + down('01', 1, 2).replace('## 2026-01', '## January'),
      },
      {
        cfg: cfgNewest,
        baseFiles: {
          'HANDOVER.md': PREAMBLE + down('03', 5, 5) + down('02', 3, 4),
          'LOG-ARCHIVE.md': ARCHIVE_TITLE + down('01', 1, 2),
        },
      },
    );
    expect(edited.code).toBe(1);
    expect(edited.messages.map((m) => m.message)).toContainEqual(
      expect.stringContaining('LOG-ARCHIVE.md is append-only'),
    );
  });
});
