import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
const SYNC =
  '# Sync\n\n## lab\n\n- **Current focus:** A.\n- **Blocked on:** —\n- **Next action:** B.\n\n## partner\n\n- **Current focus:** C.\n- **Blocked on:** —\n- **Next action:** D.\n';
const CONFIG = 'agent: lab\n';

/** A committed repo whose agent is lab, with the protocol files above. */
function labRepo(extra: Record<string, string> = {}): string {
  return makeRepo([
    { files: { 'HANDOVER.md': LOG, 'SYNC.md': SYNC, '.handoverrc.yaml': CONFIG, 'src/a.ts': 'a\n', ...extra } },
  ]);
}

const hook = (name: string, payload: unknown, cwd: string, env: Record<string, string | undefined> = {}) =>
  runCli(['hook', name], { cwd, input: typeof payload === 'string' ? payload : JSON.stringify(payload), env });

const editWith = (dir: string, file: string, e: { old_string: string; new_string: string; replace_all?: boolean }) =>
  hook(
    'claude-pre-tool-use',
    {
      hook_event_name: 'PreToolUse',
      session_id: 's1',
      cwd: dir,
      tool_name: 'Edit',
      tool_input: { file_path: join(dir, file), ...e, replace_all: e.replace_all ?? false },
    },
    dir,
  );
const edit = (dir: string, file: string, old_string: string, new_string: string) =>
  editWith(dir, file, { old_string, new_string });
const write = (dir: string, file: string, content: string) =>
  hook(
    'claude-pre-tool-use',
    { hook_event_name: 'PreToolUse', cwd: dir, tool_name: 'Write', tool_input: { file_path: file, content } },
    dir,
  );
const multi = (dir: string, file: string, edits: { old_string: string; new_string: string; replace_all?: boolean }[]) =>
  hook(
    'claude-pre-tool-use',
    {
      hook_event_name: 'PreToolUse',
      cwd: dir,
      tool_name: 'MultiEdit',
      tool_input: { file_path: join(dir, file), edits },
    },
    dir,
  );

describe('handover hook claude-pre-tool-use', () => {
  it('lets edits of other files through at once, silently', () => {
    const dir = labRepo();
    for (const r of [
      edit(dir, 'src/a.ts', 'a', 'b'),
      write(dir, 'README.md', '# x\n'),
      multi(dir, 'src/a.ts', [{ old_string: 'a', new_string: 'c' }]),
      write(dir, '/etc/elsewhere.md', 'x'),
    ]) {
      expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    expect(
      hook('claude-pre-tool-use', { cwd: dir, tool_name: 'Bash', tool_input: { command: 'rm -rf HANDOVER.md' } }, dir),
    ).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('passes a Write that appends a good entry, and blocks one that breaks the sequence', () => {
    const dir = labRepo();
    expect(write(dir, 'HANDOVER.md', `${LOG}\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n`)).toMatchObject({
      code: 0,
      stderr: '',
    });
    const r = write(dir, 'HANDOVER.md', `${LOG}\n## 3 · 2026-11-29T11:00:00Z\n\nSkipped one.\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /this Write of HANDOVER\.md by lab breaks the protocol:\n {2}HANDOVER\.md:9:1 .*\[handover\/sequence, rules\/handover\/sequence\.md\]/,
    );
  });

  it('blocks an Edit that renames the writer, and passes a harmless Edit', () => {
    const dir = labRepo();
    const bad = edit(dir, 'HANDOVER.md', '# Handover: lab', '# Handover: bob');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('handover/writer-title');
    expect(edit(dir, 'SYNC.md', '- **Current focus:** A.', '- **Current focus:** A, then more.').code).toBe(0);
  });

  it("applies replace_all, and takes new_string literally ($' is not a pattern)", () => {
    const dir = labRepo({ 'SYNC.md': SYNC.replace('B.', 'Same.').replace('D.', 'Same.') });
    const lines = (r: { stderr: string }) =>
      r.stderr.split('\n').filter((l) => l.startsWith('  SYNC.md:') && l.includes('[sync/fields'));
    // Two matches without replace_all: Claude Code refuses the Edit, and the guard refuses what it cannot reproduce.
    expect(edit(dir, 'SYNC.md', 'Same.', '')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('more than once and replace_all is false'),
    });
    const all = editWith(dir, 'SYNC.md', { old_string: 'Same.', new_string: '', replace_all: true });
    expect(all.code).toBe(2);
    expect(lines(all)).toHaveLength(2);
    // With String.replace, $' would paste the rest of the file (a second "## partner") into the focus.
    expect(edit(dir, 'SYNC.md', 'A.', "$'")).toEqual({ code: 0, stdout: '', stderr: '' });
    const emptied = multi(dir, 'SYNC.md', [
      { old_string: 'A.', new_string: '' },
      { old_string: 'C.', new_string: '' },
    ]);
    expect(emptied.code).toBe(2);
    expect(lines(emptied)).toHaveLength(2);
  });

  it('runs a MultiEdit in order and judges the final text', () => {
    const dir = labRepo();
    const ok = multi(dir, 'HANDOVER.md', [
      { old_string: 'First.\n', new_string: 'First.\n\n## 2 · 2026-11-29T11:00:00Z\n\nX.\n' },
      { old_string: 'X.', new_string: 'Second.' },
    ]);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    const bad = multi(dir, 'HANDOVER.md', [
      { old_string: 'First.\n', new_string: 'First.\n\n## 2 · 2026-11-29T11:00:00Z\n\nX.\n' },
      { old_string: '## 2', new_string: '## 7' },
    ]);
    expect(bad.code).toBe(2);
  });

  it('refuses a protocol-file edit it cannot reproduce (old_string not in the file), and says what to do', () => {
    const dir = labRepo();
    const r = edit(dir, 'HANDOVER.md', 'not in the file', '# Handover: bob');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /handover cannot tell what it would change \(old_string is not in the file as it is now\)[\s\S]*copy old_string exactly/,
    );
    // Other files are none of the guard's business.
    expect(edit(dir, 'src/a.ts', 'not in the file', 'x')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('matches LF old_string against a CRLF file', () => {
    const dir = labRepo({ 'HANDOVER.md': LOG.replace(/\n/g, '\r\n') });
    expect(edit(dir, 'HANDOVER.md', '# Handover: lab\n\nAppend-only.', '# Handover: bob\n\nAppend-only.').code).toBe(2);
  });

  it('keeps up with a BOM, and blocks NUL bytes and conflict markers written into a protocol file', () => {
    const dir = labRepo({ 'HANDOVER.md': `\uFEFF${LOG}` });
    expect(edit(dir, 'HANDOVER.md', 'First.', 'First.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.')).toMatchObject({
      code: 0,
      stderr: '',
    });
    expect(
      edit(dir, 'HANDOVER.md', 'First.', 'First.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSec\u0000ond.').stderr,
    ).toContain('protocol/encoding');
    const conflicted = SYNC.replace(
      '- **Current focus:** A.',
      '<<<<<<< HEAD\n- **Current focus:** A.\n=======\n- **Current focus:** B.\n>>>>>>> other',
    );
    expect(write(dir, 'SYNC.md', conflicted).stderr).toContain('protocol/conflict-markers');
  });

  it('lets through input larger than it reads (64 MiB), with a note', () => {
    const dir = labRepo();
    const big = JSON.stringify({
      cwd: dir,
      tool_name: 'Write',
      tool_input: { file_path: 'HANDOVER.md', content: 'x'.repeat(65 * 1024 * 1024) },
    });
    const r = hook('claude-pre-tool-use', big, dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).systemMessage).toMatch(/cannot read the hook input \(the hook input is larger than/);
  });

  it("judges a log's Edit alike whether it copies only the entries around it or builds the whole new version", () => {
    // entry 3 holds 70,000 bytes: an edit at its start has its next heading further than the guard copies, so the
    // new version is built whole; one at its end, or in entry 2, is judged from the copied window
    const big = `${'Long notes, line after line.\n'.repeat(2500)}`;
    const log = `${LOG}\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n\n## 3 · 2026-11-29T12:00:00Z\n\n${big}\n## 4 · 2026-11-29T13:00:00Z\n\nFourth.\n`;
    const dir = labRepo({ 'HANDOVER.md': log });
    const finding = (r: { code: number; stderr: string }) => [r.code, /\[handover\/append-only[,\]]/.test(r.stderr)];
    // a rewrite of entry 2 (window copied), of entry 3's first line (whole version built), of its last line (window)
    expect(finding(edit(dir, 'HANDOVER.md', 'Second.', 'Second, rewritten.'))).toEqual([2, true]);
    expect(finding(edit(dir, 'HANDOVER.md', `12:00:00Z\n\nLong notes`, '12:00:00Z\n\nShort notes'))).toEqual([2, true]);
    expect(finding(edit(dir, 'HANDOVER.md', `line.\n\n## 4 ·`, 'lines.\n\n## 4 ·'))).toEqual([2, true]);
    // an append after the last entry passes, and so does one while the file differs from HEAD (whole versions)
    const next = 'Fourth.\n\n## 5 · 2026-11-29T14:00:00Z\n\nFifth.\n';
    expect(edit(dir, 'HANDOVER.md', 'Fourth.\n', next)).toEqual({ code: 0, stdout: '', stderr: '' });
    writeFileSync(join(dir, 'HANDOVER.md'), `${log}\n## 5 · 2026-11-29T14:00:00Z\n\nFifth.\n`);
    const sixth = 'Fifth.\n\n## 6 · 2026-11-29T15:00:00Z\n\nSixth.\n';
    expect(edit(dir, 'HANDOVER.md', 'Fifth.\n', sixth)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(finding(edit(dir, 'HANDOVER.md', 'Second.', 'Second, rewritten.'))).toEqual([2, true]);
  });

  it('blames an edit only for what it breaks, not for errors already there', () => {
    const dir = labRepo({ 'HANDOVER.md': LOG.replace('## 1 ·', '## 2 ·') });
    expect(edit(dir, 'HANDOVER.md', 'First.', 'First.\n\n## 3 · 2026-11-29T12:00:00Z\n\nNext.').code).toBe(0);
    expect(edit(dir, 'HANDOVER.md', 'First.', 'First.\n\n## 5 · 2026-11-29T12:00:00Z\n\nNext.').code).toBe(2);
  });

  it('guards protocol files under configured names (YAML and package.json configs; a JS config is never run by a hook)', () => {
    const moved = { 'docs/log.md': LOG, 'HANDOVER.md': null as unknown as string };
    for (const [file, text] of [
      ['.handoverrc.yaml', 'agent: lab\nfiles: { handover: docs/log.md }\n'],
      ['package.json', JSON.stringify({ name: 'x', handover: { agent: 'lab', files: { handover: 'docs/log.md' } } })],
    ]) {
      const dir = makeRepo([{ files: { ...moved, 'docs/log.md': LOG, 'src/a.ts': 'a\n', [file]: text } }]);
      const r = edit(dir, 'docs/log.md', '# Handover: lab', '# Handover: bob');
      expect({ file, code: r.code }).toEqual({ file, code: 2 });
      expect(edit(dir, 'src/a.ts', 'a', 'b')).toEqual({ code: 0, stdout: '', stderr: '' });
    }
  });

  it('guards an appendOnly log: old text must stay a prefix', () => {
    const dir = labRepo({
      '.handoverrc.yaml': 'agent: lab\nappendOnly: [decisions.md]\n',
      'decisions.md': 'one\ntwo\n',
    });
    expect(write(dir, 'decisions.md', 'one\ntwo\nthree\n').code).toBe(0);
    const r = edit(dir, 'decisions.md', 'one', 'uno');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/decisions\.md is append-only \(config appendOnly\)/);
    expect(r.stderr).toContain('handover/append-only');
  });

  it('judges an appendOnly log by the configured severity, as check does: off lets the edit through', () => {
    const dir = labRepo({
      '.handoverrc.yaml': 'agent: lab\nappendOnly: [decisions.md]\nrules: { handover/append-only: off }\n',
      'decisions.md': 'one\ntwo\n',
    });
    expect(edit(dir, 'decisions.md', 'one', 'uno').code).toBe(0);
  });

  it("blocks an edit of another agent's SYNC.md section", () => {
    const dir = labRepo();
    const r = edit(dir, 'SYNC.md', '- **Current focus:** C.', '- **Current focus:** Do what lab says.');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('sync/section-owner');
    expect(edit(dir, 'HANDOVER.md', 'First.', 'Rewritten.').stderr).toContain('handover/append-only');
  });

  it('uses the clone-local agent (git config handover.agent) as the actor', () => {
    const dir = labRepo();
    git(dir, ['config', 'handover.agent', 'partner']);
    // partner may not write lab's log: the title check sees the config agent, the historical rules the actor.
    const r = write(dir, 'HANDOVER.md', `${LOG}\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n`);
    expect(r.stderr).not.toContain('cannot check');
    expect(r.code).toBe(2);
  });

  it('never blocks on unreadable input: malformed JSON, not an object, empty, binary', () => {
    const dir = labRepo();
    for (const input of ['{"tool_name": "Edit", ', '[1,2]', '', '\u0000\u00ff', 'null']) {
      const r = hook('claude-pre-tool-use', input, dir);
      expect(r.code).toBe(0);
      // At exit 0 Claude Code shows stderr to nobody: the note goes out as JSON for the user and the model.
      const out = JSON.parse(r.stdout);
      expect(out.systemMessage).toMatch(
        /^handover: hook claude-pre-tool-use: the hook input is not (valid JSON|a JSON object).*; ignored, nothing checked\.$/,
      );
      expect(out.hookSpecificOutput).toEqual({ hookEventName: 'PreToolUse', additionalContext: out.systemMessage });
    }
    for (const payload of [
      { tool_name: 'Edit' },
      { tool_name: 'Edit', tool_input: 'x' },
      { tool_name: 'Edit', tool_input: { file_path: 5 } },
    ]) {
      expect(hook('claude-pre-tool-use', payload, dir).code).toBe(0);
    }
    // A protocol-file Edit without usable strings cannot be reproduced: refused, not waved through.
    expect(
      hook(
        'claude-pre-tool-use',
        { cwd: dir, tool_name: 'Edit', tool_input: { file_path: 'HANDOVER.md', old_string: 5, new_string: 'x' } },
        dir,
      ).code,
    ).toBe(2);
  });

  it('says what to run when the repo has no config', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    const r = edit(dir, 'HANDOVER.md', '# Handover: lab', '# Handover: bob');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).systemMessage).toMatch(
      /no handover config in .*; run `handover init --role upstream\|downstream\|commons --agent NAME`/,
    );
    expect(edit(dir, 'src/x.ts', 'a', 'b')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('blocks with instructions when no actor can be found', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC, '.handoverrc.yaml': 'owner: lab\n' } }]);
    const r = edit(dir, 'SYNC.md', 'A.', 'AA.');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /cannot check this edit of SYNC\.md: Cannot tell which agent is acting: pass --actor NAME, set HANDOVER_AGENT/,
    );
    expect(
      hook(
        'claude-pre-tool-use',
        { cwd: dir, tool_name: 'Edit', tool_input: { file_path: 'SYNC.md', old_string: 'A.', new_string: 'AA.' } },
        dir,
        { HANDOVER_AGENT: 'lab' },
      ).code,
    ).toBe(0);
  });
});

describe('handover hook claude-stop', () => {
  const stop = (dir: string, extra: Record<string, unknown> = {}) =>
    hook(
      'claude-stop',
      { hook_event_name: 'Stop', session_id: 'sess-1', cwd: dir, stop_hook_active: false, ...extra },
      dir,
    );

  it('says nothing when the session changed nothing (protocol files aside)', () => {
    const dir = labRepo();
    writeFileSync(join(dir, '.last-processed.md'), '---\n{}\n---\n# Last processed\n');
    expect(stop(dir)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('blocks once when work changed but nothing was reported, then lets the agent stop', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
    const r = stop(dir);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout);
    expect(answer.decision).toBe('block');
    expect(answer.reason).toMatch(
      /You changed this repo in this session \(src\/a\.ts\).*handover append.*; or update your SYNC\.md section \(handover sync set/,
    );
    expect(stop(dir, { stop_hook_active: true })).toEqual({ code: 0, stdout: '', stderr: '' });
    // The same state is not asked about twice in a session.
    expect(stop(dir).stdout).toBe('');
    // A new change is.
    writeFileSync(join(dir, 'src/b.ts'), 'new\n');
    expect(JSON.parse(stop(dir).stdout).decision).toBe('block');
  });

  it('is satisfied by a new handover entry, or by a touched SYNC.md section of the agent', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
    writeFileSync(join(dir, 'HANDOVER.md'), `${LOG}\n## 2 · 2026-11-29T11:00:00Z\n\nChanged a.\n`);
    expect(stop(dir, { session_id: 'other' }).stdout).toBe('');
    writeFileSync(join(dir, 'HANDOVER.md'), LOG);
    writeFileSync(join(dir, 'SYNC.md'), SYNC.replace('A.', 'A, done.'));
    expect(stop(dir, { session_id: 'other2' }).stdout).toBe('');
    // Touching someone else's section is not a report.
    writeFileSync(join(dir, 'SYNC.md'), SYNC.replace('C.', 'C, done.'));
    expect(JSON.parse(stop(dir, { session_id: 'other3' }).stdout).decision).toBe('block');
  });

  it('sees work committed during the session (from the HEAD recorded at session start)', () => {
    const dir = labRepo();
    expect(
      hook(
        'claude-session-start',
        { hook_event_name: 'SessionStart', source: 'startup', session_id: 'sess-9', cwd: dir },
        dir,
      ).code,
    ).toBe(0);
    writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
    git(dir, ['commit', '-qam', 'work', '--no-verify']);
    expect(JSON.parse(stop(dir, { session_id: 'sess-9' }).stdout).decision).toBe('block');
    expect(stop(dir, { session_id: 'unknown-session' }).stdout).toBe('');
  });

  it('never hands a tampered session record to git as an option', () => {
    const dir = labRepo();
    const out = join(tempDir(), 'written-by-git');
    mkdirSync(join(dir, '.git/handover/sessions'), { recursive: true });
    writeFileSync(join(dir, '.git/handover/sessions/evil.json'), JSON.stringify({ head: `--output=${out}` }));
    writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
    const r = stop(dir, { session_id: 'evil' });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).decision).toBe('block');
    expect(existsSync(out)).toBe(false);
  });

  it('only reminds with hooks.stop: remind, and does nothing with off', () => {
    const dir = labRepo({ '.handoverrc.yaml': 'agent: lab\nhooks: { stop: remind }\n' });
    writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
    const r = JSON.parse(stop(dir).stdout);
    expect(r.decision).toBeUndefined();
    expect(r.systemMessage).toMatch(/^handover: You changed this repo/);
    writeFileSync(join(dir, '.handoverrc.yaml'), 'agent: lab\nhooks: { stop: off }\n');
    expect(stop(dir, { session_id: 'x2' })).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('does not ask an agent that cannot report here (not the writer, no SYNC.md)', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n', 'a.txt': 'a' } }]);
    git(dir, ['config', 'handover.agent', 'partner']);
    writeFileSync(join(dir, 'a.txt'), 'b');
    expect(stop(dir).stdout).toBe('');
  });

  it('never blocks on bad input, and says what to run without a config', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
    const garbage = hook('claude-stop', 'garbage', dir);
    expect(garbage.code).toBe(0);
    expect(JSON.parse(garbage.stdout)).toEqual({
      systemMessage: expect.stringMatching(/not valid JSON.*; ignored, nothing checked\.$/),
    });
    expect(hook('claude-stop', { cwd: dir, session_id: '../../etc/passwd' }, dir).code).toBe(0);
    const bare = makeRepo();
    expect(stop(bare)).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(stop(bare).stdout).systemMessage).toContain('run `handover init');
  });
});

describe('handover hook claude-session-start', () => {
  it('prints nothing for a repo without upstreams, and a note without a config', () => {
    expect(hook('claude-session-start', { source: 'startup', cwd: labRepo() }, tempDir())).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    const bare = makeRepo();
    // SessionStart's plain stdout is the agent's context: notes go there.
    expect(hook('claude-session-start', { source: 'startup', cwd: bare }, bare).stdout).toMatch(
      /^handover: claude-session-start: no handover config/,
    );
    expect(hook('claude-session-start', '{', bare)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/not valid JSON/),
    });
  });

  it('rejects an unknown hook name with exit 2', () => {
    const r = runCli(['hook', 'claude-nope'], { cwd: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /takes one of claude-pre-tool-use, claude-post-tool-use, claude-session-start, claude-stop/,
    );
  });

  it('prints new upstream entries; only startup moves the offset', () => {
    const root = tempDir();
    const up = join(root, 'lab');
    const down = join(root, 'partner');
    mkdirSync(up);
    mkdirSync(down);
    makeRepo([{ files: { 'CLAUDE.md': '# lab\n' } }], up);
    makeRepo([{ files: { 'CLAUDE.md': '# partner\n' } }], down);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: up }).code).toBe(0);
    for (const text of ['First fact.', 'Second fact.']) expect(runCli(['append', text], { cwd: up }).code).toBe(0);
    git(up, ['add', '-A']);
    git(up, ['commit', '-qm', 'two entries']);
    expect(
      runCli(['init', '--role', 'downstream', '--agent', 'partner', '--upstream', 'lab=../lab'], { cwd: down }).code,
    ).toBe(0);
    const marker = () => readFileSync(join(down, '.last-processed.md'), 'utf8');
    const before = marker();
    const resume = hook('claude-session-start', { source: 'resume', cwd: down, session_id: 'a' }, down);
    expect(resume.code).toBe(0);
    expect(marker()).toBe(before);
    const start = hook('claude-session-start', { source: 'startup', cwd: down, session_id: 'b' }, down);
    expect(start.code).toBe(0);
    expect(start.stdout).toContain('First fact.');
    expect(start.stdout).toContain('Second fact.');
    expect(start.stdout.length).toBeLessThanOrEqual(10_000);
    expect(marker()).not.toBe(before);
    const moved = marker();
    const compact = hook('claude-session-start', { source: 'compact', cwd: down, session_id: 'b' }, down);
    expect(compact.stdout).toContain('Second fact.');
    expect(marker()).toBe(moved);
    expect(existsSync(join(down, '.last-processed.md'))).toBe(true);
  });
});
