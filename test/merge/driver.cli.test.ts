import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skipUnlessCi } from '../helpers/tools.js';
import { runCli, UNPRIVILEGED } from '../helpers/cli.js';
import { tempDir } from '../helpers/repo.js';

/** Writes base/ours/theirs into a temp folder and runs the driver as git would; returns the result. */
function drive(path: string, [base, ours, theirs]: (string | Buffer)[], config?: object) {
  const dir = tempDir();
  if (config) writeFileSync(join(dir, '.handoverrc.json'), JSON.stringify(config));
  const [o, a, b] = ['base', 'ours', 'theirs'].map((n) => join(dir, `.merge_file_${n}`));
  writeFileSync(o, base);
  writeFileSync(a, ours);
  writeFileSync(b, theirs);
  const r = runCli(['merge-driver', o, a, b, path], { cwd: dir });
  return { ...r, result: readFileSync(a), a, b, dir };
}

const sec = (id: string, focus: string) =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** Go.\n`;
const SYNC = `# Sync\n\n${sec('a', 'one')}\n${sec('b', 'two')}`;

describe('handover merge-driver on files', () => {
  it('keeps CRLF line endings and ours BOM when merging sections', () => {
    const crlf = (s: string) => `\uFEFF${s.replace(/\n/g, '\r\n')}`;
    const r = drive('SYNC.md', [crlf(SYNC), crlf(SYNC.replace('one', 'uno')), crlf(SYNC.replace('two', 'dos'))]);
    expect(r.code).toBe(0);
    expect(r.result.toString('utf8')).toBe(crlf(SYNC.replace('one', 'uno').replace('two', 'dos')));
  });

  it('one side unchanged: the other side byte for byte', () => {
    const theirs = `${SYNC.replace('two', 'dos')}\n\n\n`;
    const r = drive('SYNC.md', [SYNC, SYNC, theirs]);
    expect(r.code).toBe(0);
    expect(r.result.toString()).toBe(theirs);
  });

  it('a section added on both sides with different text is a conflict around it only', () => {
    const r = drive('SYNC.md', [SYNC, `${SYNC}\n${sec('c', 'mine')}`, `${SYNC}\n${sec('c', 'yours')}`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('section "c"');
    const text = r.result.toString();
    expect(text.startsWith(SYNC)).toBe(true);
    expect(text.slice(SYNC.length)).toBe(
      `\n<<<<<<< ours\n${sec('c', 'mine')}=======\n${sec('c', 'yours')}>>>>>>> theirs\n`,
    );
  });

  it('a section removed on one side and changed on the other is a conflict', () => {
    const r = drive('SYNC.md', [SYNC, `# Sync\n\n${sec('b', 'two')}`, SYNC.replace('one', 'uno')]);
    expect(r.code).toBe(1);
    expect(r.result.toString()).toContain(`<<<<<<< ours\n=======\n${sec('a', 'uno')}>>>>>>> theirs`);
  });

  it('.last-processed.md: the larger offset per upstream, extra keys kept', () => {
    const digest = (c: string) => `sha256:${c.repeat(64)}`;
    const marker = (lab: number, web: number | null) =>
      `---\nlab:\n  seq: ${lab}\n  at: 2026-11-29T1${lab}:00:00Z\n  digest: ${digest('a')}\n  bytes: ${lab * 100}\n` +
      (web === null ? '' : `web:\n  seq: ${web}\n  at: 2026-11-29T10:00:00Z\n  digest: ${digest('b')}\n`) +
      `---\n# Last processed\n`;
    const r = drive('.last-processed.md', [marker(1, null), marker(3, 2), marker(5, null)]);
    expect(r.code).toBe(0);
    const text = r.result.toString();
    expect(text).toMatch(/lab:\n {2}seq: 5\n {2}at: 2026-11-29T15:00:00Z\n {2}digest: sha256:a{64}\n {2}bytes: 500\n/);
    expect(text).toMatch(/web:\n {2}seq: 2\n/);
    writeFileSync(join(r.dir, '.last-processed.md'), text);
    expect(runCli(['lint', '.last-processed.md'], { cwd: r.dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it('falls back to git merge-file for an unparseable file (unclosed fence), never a half-written file', () => {
    const base = `${SYNC}\n\`\`\`\nopen fence\n`;
    const r = drive('SYNC.md', [base, base.replace('one', 'uno'), base.replace('open fence', 'still open')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('git merge-file');
    expect(r.result.toString()).toBe(base.replace('one', 'uno').replace('open fence', 'still open'));
  });

  it('falls back for text that already holds conflict markers, and reports git conflicts with exit 1', () => {
    const base = `${SYNC}\n<<<<<<< ours\nx\n=======\ny\n>>>>>>> theirs\n`;
    const r = drive('SYNC.md', [base, base.replace('one', 'uno'), base.replace('one', 'eins')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('already holds conflict markers');
  });

  it('an unreadable side leaves ours exactly as git gave it, exit 2', (ctx) => {
    if (!UNPRIVILEGED.ok) return skipUnlessCi(ctx, UNPRIVILEGED.reason);
    const dir = tempDir();
    chmodSync(dir, 0o777); // the unprivileged user the CLI runs as under root writes ours here
    const [o, a, b] = ['base', 'ours', 'theirs'].map((n) => join(dir, n));
    writeFileSync(o, SYNC);
    writeFileSync(a, SYNC.replace('one', 'uno'));
    writeFileSync(b, SYNC.replace('two', 'dos'));
    chmodSync(a, 0o666);
    chmodSync(b, 0o000);
    const r = runCli(['merge-driver', o, a, b, 'SYNC.md'], { cwd: dir, unprivileged: true });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/theirs: cannot be read \(EACCES\); check its permissions/);
    expect(readFileSync(a, 'utf8')).toBe(SYNC.replace('one', 'uno'));
  });

  it('a missing side leaves ours exactly as git gave it, exit 2', () => {
    const dir = tempDir();
    const [o, a] = ['base', 'ours'].map((n) => join(dir, n));
    writeFileSync(o, SYNC);
    writeFileSync(a, SYNC.replace('one', 'uno'));
    const r = runCli(['merge-driver', o, a, join(dir, 'missing'), 'SYNC.md'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot read/);
    expect(readFileSync(a, 'utf8')).toBe(SYNC.replace('one', 'uno'));
  });

  it('usage: wrong number of arguments exits 2', () => {
    expect(runCli(['merge-driver', 'a', 'b'], { cwd: tempDir() }).code).toBe(2);
  });

  it('HANDOVER.md: ours entries that correct each other are a conflict, nothing renumbered', () => {
    const LOG = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
    const ours = `${LOG}\n## 2 · 2026-11-29T11:00:00Z\n\nTwo.\n\n## 3 · 2026-11-29T11:05:00Z\n\nCorrects: #2\n\nFix.\n`;
    const theirs = `${LOG}\n## 2 · 2026-11-29T10:30:00Z\n\nTheirs.\n`;
    const r = drive('HANDOVER.md', [LOG, ours, theirs]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('cannot be renumbered');
    const text = r.result.toString();
    expect(text).toContain('## 3 · 2026-11-29T11:05:00Z');
    expect(text).toContain('Theirs.');
    expect(text).not.toContain('## 4 ·');
  });

  it('HANDOVER.md: same new entry on both sides plus more on one: no duplicate, no renumbering', () => {
    const LOG = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
    const two = '\n## 2 · 2026-11-29T11:00:00Z\n\nTwo.\n';
    const three = '\n## 3 · 2026-11-29T12:00:00Z\n\nThree.\n';
    const r = drive('HANDOVER.md', [LOG, LOG + two, LOG + two + three]);
    expect(r.code).toBe(0);
    expect(r.result.toString()).toBe(LOG + two + three);
  });

  it('a file that is not a protocol file goes to git merge-file', () => {
    const r = drive('notes.txt', ['a\nb\nc\n', 'A\nb\nc\n', 'a\nb\nC\n']);
    expect(r.code).toBe(0);
    expect(r.result.toString()).toBe('A\nb\nC\n');
  });

  it('a shared append-only section both sides appended to keeps both additions (theirs first); otherwise a conflict', () => {
    const base = `# Sync\n\n## Decision Log\n\n- 2026-11-01: Use git.\n\n${sec('a', 'one')}`;
    const ours = base.replace('Use git.\n', 'Use git.\n- 2026-11-29: Ours decided.\n');
    const theirs = base.replace('Use git.\n', 'Use git.\n- 2026-11-28: Theirs decided.\n').replace('one', 'uno');
    const config = { sync: { shared: { 'Decision Log': 'append-only' } } };
    const r = drive('SYNC.md', [base, ours, theirs], config);
    expect(r.code).toBe(0);
    expect(r.result.toString()).toBe(
      base
        .replace('Use git.\n', 'Use git.\n- 2026-11-28: Theirs decided.\n- 2026-11-29: Ours decided.\n')
        .replace('one', 'uno'),
    );
    // An edit (not an append) of the shared section is still a conflict.
    expect(drive('SYNC.md', [base, ours, theirs.replace('Use git.', 'Use hg.')], config).code).toBe(1);
    // Without the config the section is an ordinary one: both changed it, a conflict.
    expect(drive('SYNC.md', [base, ours, theirs]).code).toBe(1);
  });
});
