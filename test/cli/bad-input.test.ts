import { afterAll, describe, expect, it } from 'vitest';
import { skipUnlessCi } from '../helpers/tools.js';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runCli, UNPRIVILEGED, type CliRun } from '../helpers/cli.js';
import { tempDir, writeFiles, type Files } from '../helpers/repo.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A temp folder holding `files`, removed after the suite. */
function folder(files: Files = {}): string {
  const dir = tempDir('handover-bad-');
  dirs.push(dir);
  writeFiles(dir, files);
  return dir;
}

interface JsonMessage {
  ruleId: string | null;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  severity: number;
}

/** Lints with --format json and returns the run and the messages of the first file. */
function lintJson(dir: string, args: string[] = []): CliRun & { messages: JsonMessage[] } {
  const r = runCli(['lint', '--format', 'json', ...args], { cwd: dir });
  const files = r.stdout ? (JSON.parse(r.stdout) as { messages: JsonMessage[] }[]) : [];
  return { ...r, messages: files.flatMap((f) => f.messages) };
}

/** Every bad input ends in a diagnostic (exit 1) or a one-sentence error (exit 2), never a stack trace. */
function expectClean(r: CliRun, code: 1 | 2): void {
  expect(r.stderr).not.toMatch(/^\s{4}at /m);
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code).toBe(code);
  if (code === 2) {
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^handover: /);
  }
}

const LOG = [
  '# Handover: lab',
  '',
  'Append-only.',
  '',
  '## 1 · 2026-11-29T10:00:00Z',
  '',
  'First.',
  '',
  '## 3 · 2026-11-29T11:00:00Z · Gap',
  '',
  'Corrects: #7',
  '',
].join('\n');

const positions = (ms: JsonMessage[]) => ms.map((m) => [m.ruleId, m.line, m.column, m.endLine, m.endColumn]);

describe('lint on bad input', () => {
  it('reports the same positions for CRLF and for LF', () => {
    const lf = lintJson(folder({ 'HANDOVER.md': LOG }));
    const crlf = lintJson(folder({ 'HANDOVER.md': LOG.replace(/\n/g, '\r\n') }));
    expectClean(lf, 1);
    expectClean(crlf, 1);
    expect(positions(lf.messages)).toEqual([
      ['handover/sequence', 9, 1, 9, 34],
      ['handover/corrects-target', 11, 1, 11, 13],
    ]);
    expect(positions(crlf.messages)).toEqual(positions(lf.messages));
  });

  it('reports the same positions with a BOM as without', () => {
    const bom = lintJson(folder({ 'HANDOVER.md': `\uFEFF${LOG}` }));
    const bomCrlf = lintJson(folder({ 'HANDOVER.md': `\uFEFF${LOG.replace(/\n/g, '\r\n')}` }));
    const plain = lintJson(folder({ 'HANDOVER.md': LOG }));
    expectClean(bom, 1);
    expect(positions(bom.messages)).toEqual(positions(plain.messages));
    expect(positions(bomCrlf.messages)).toEqual(positions(plain.messages));
  });

  it('accepts a clean log written with CRLF and a BOM', () => {
    const good = LOG.replace('## 3 ·', '## 2 ·').replace('Corrects: #7', 'Corrects: #1');
    const r = lintJson(folder({ 'HANDOVER.md': `\uFEFF${good.replace(/\n/g, '\r\n')}` }));
    expect(r.stderr).toBe('');
    expect(r.messages).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('reports a NUL byte with its position', () => {
    const r = lintJson(folder({ 'HANDOVER.md': LOG.replace('First.', 'Fi\u0000rst.') }));
    expectClean(r, 1);
    expect(r.messages).toContainEqual(expect.objectContaining({ ruleId: 'protocol/encoding', line: 7, column: 3 }));
  });

  it('reports invalid UTF-8 with its position', () => {
    const bytes = Buffer.concat([
      Buffer.from(LOG.slice(0, LOG.indexOf('First.'))),
      Buffer.from([0x46, 0xff, 0xfe, 0x69]),
      Buffer.from('rst.\n'),
    ]);
    const r = lintJson(folder({ 'HANDOVER.md': bytes }));
    expectClean(r, 1);
    expect(r.messages).toContainEqual(expect.objectContaining({ ruleId: 'protocol/encoding', line: 7, column: 2 }));
  });

  it('reports each bare CR line ending where Markdown reads it, and reads the rest of the file as Markdown does', () => {
    const r = lintJson(
      folder({ 'SYNC.md': '# Sync\n\n## lab\n\n- Current focus: x\r- Blocked on: —\r- Next action: y\n' }),
      ['SYNC.md'],
    );
    expectClean(r, 1);
    // A bare CR ends a line as Markdown reads it, so the section's three fields are read (no sync/fields finding).
    expect(r.messages).toEqual([
      expect.objectContaining({ ruleId: 'protocol/encoding', line: 5, column: 19 }),
      expect.objectContaining({ ruleId: 'protocol/encoding', line: 6, column: 16 }),
    ]);
    expect(r.messages[0].message).toMatch(/bare CR/);
  });

  it('reports a binary file saved under a protocol name', () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e20000000049454e44ae426082',
      'hex',
    );
    for (const name of ['HANDOVER.md', 'SYNC.md', 'PROJECT_REGISTRY.md', '.last-processed.md']) {
      const r = lintJson(folder({ [name]: png }), [name]);
      expectClean(r, 1);
      expect(r.messages.map((m) => m.ruleId)).toContain('protocol/encoding');
    }
  });

  it('lints a 50 MB log without crashing', () => {
    const entry = (n: number) =>
      `## ${n} · 2026-01-01T00:00:00Z\n\n${'Plain words of a long enough entry. '.repeat(12)}\n\n- a list item\n- another one\n\n`;
    const parts = ['# Handover: lab\n\n'];
    let size = 0;
    for (let n = 1; size < 50 * 1024 * 1024; n++) {
      const e = entry(n);
      parts.push(e);
      size += e.length;
    }
    const dir = folder();
    writeFileSync(join(dir, 'HANDOVER.md'), parts.join(''));
    const r = lintJson(dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.messages.filter((m) => m.severity === 2)).toEqual([]);
  });

  it('lints a 50 MB file with no headings at all, saying what is wrong', () => {
    const dir = folder();
    writeFileSync(join(dir, 'HANDOVER.md'), 'Words without any heading, repeated for a long time.\n'.repeat(1_000_000));
    const r = lintJson(dir);
    expectClean(r, 1);
    expect(r.messages.map((m) => m.ruleId)).toContain('handover/writer-title');
    expect(r.messages.every((m) => m.line >= 1 && m.line <= 1_000_001)).toBe(true);
  });

  it('survives deep nesting: 10,000 nested blockquotes and lists', () => {
    const quotes = `${'>'.repeat(10_000)} deep`;
    const bullets = `${'- '.repeat(10_000)}deep`;
    const indented = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const deep = `\n\n${quotes}\n\n${bullets}\n\n${indented}\n\n`;
    const log = `# Handover: lab\n${deep}## 1 · 2026-11-29T10:00:00Z\n${deep}## 2 · 2026-11-29T11:00:00Z\n\nCorrects: #1\n${deep}`;
    const sync = `# Sync\n${deep}## lab\n\n- Current focus: x\n- Blocked on: —\n- Next action: y\n${deep}`;
    const registry = `# Project registry\n${deep}## lab [SELF]\n\n- Owns: x\n- Address: ../lab\n${deep}`;
    const dir = folder({
      'HANDOVER.md': log,
      'SYNC.md': sync,
      'PROJECT_REGISTRY.md': registry,
      '.last-processed.md': `---\n{}\n---\n# Last processed\n${deep}`,
    });
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.stderr).not.toMatch(/^\s{4}at /m);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout) as { filePath: string; messages: JsonMessage[] }[];
    expect(results).toHaveLength(4);
    for (const f of results)
      expect(f.messages.map((m) => m.message).join('\n'), f.filePath).toMatch(
        /nests lists or block quotes about \d+ levels deep/,
      );
    // The title is still found when the preamble is too deep to parse.
    expect(results.find((f) => f.filePath === 'HANDOVER.md')!.messages.map((m) => m.ruleId)).not.toContain(
      'handover/writer-title',
    );
  });

  it('parses lists nested within the limit', () => {
    const nested = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const log = `# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\n${nested}\n\n## 2 · 2026-11-29T11:00:00Z\n\n${nested}\n\nCorrects: #7\n`;
    const r = lintJson(folder({ 'HANDOVER.md': log }));
    // Entry 2 is parsed (its Corrects line is read), not refused as too deep.
    expect(r.messages).toEqual([expect.objectContaining({ ruleId: 'handover/corrects-target', line: 89 })]);
  });

  it('handles long runs of spaces in headings and trailing blanks in linear time', () => {
    const spaces = ' '.repeat(500_000);
    const log = `# Handover:${spaces}lab${spaces}\n\n## 1 · 2026-11-29T10:00:00Z · a${spaces}x${spaces}#${spaces}\n\n## 2${spaces}·${spaces}x${spaces}y\n\nCorrects:${spaces}#1${spaces}x\n${spaces}\n${spaces}\n`;
    // SYNC.md stays under the 1 MB a section may hold, so remark parses its long lines too.
    const fewer = ' '.repeat(200_000);
    const r = lintJson(
      folder({
        'HANDOVER.md': log,
        'SYNC.md': `# Sync\n\n## a${fewer}b${fewer}#\n\n- Current focus: x${fewer}y\n- Blocked on: —\n- Next action: z\n${fewer}\n`,
      }),
    );
    expectClean(r, 1);
    // Only rule ids and lines: a failing diff of megabyte-long messages would take minutes to print.
    expect(r.messages.map((m) => [m.ruleId, m.line])).toEqual([['handover/entry-heading', 5]]);
  });

  it('prints 150,000 messages in the default format without overflowing the stack', () => {
    // protocol/kind would fold them into one "this does not look like a handover log": off, to print them all.
    const r = runCli(['lint'], {
      cwd: folder({
        'HANDOVER.md': `# Handover: lab\n\n${'## x\n'.repeat(150_000)}`,
        '.handoverrc.yaml': 'rules:\n  protocol/kind: off\n',
      }),
    });
    expectClean(r, 1);
    expect(r.stdout.slice(-100)).toMatch(/✖ 150000 problems \(150000 errors, 0 warnings\)\n$/);
  });

  it('still checks Corrects lines of an entry too large for the Markdown parser', () => {
    const items = '- a list item of some words\n'.repeat(60_000);
    const log = `# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nx\n\n## 2 · 2026-11-29T11:00:00Z\n\nCorrects: #1\n\n\`\`\`\nCorrects: #8\n\`\`\`\n\n${items}\nCorrects: #9\n`;
    const r = lintJson(folder({ 'HANDOVER.md': log }));
    expectClean(r, 1);
    expect(r.messages).toEqual([
      expect.objectContaining({ ruleId: 'handover/corrects-target', line: 60_016, column: 1, endColumn: 13 }),
    ]);
  });

  it('refuses a sync section larger than the parser limit with a diagnostic', () => {
    const items = '- a list item of some words\n'.repeat(60_000);
    const r = lintJson(
      folder({ 'SYNC.md': `# Sync\n\n## lab\n\n- Current focus: x\n- Blocked on: —\n- Next action: y\n${items}` }),
      ['SYNC.md'],
    );
    expectClean(r, 1);
    expect(r.messages.map((m) => m.message)).toContainEqual(
      expect.stringMatching(/^Section "lab" is 1\.\d MB, more than the 1 MB one section may hold; split it/),
    );
  });

  it('treats a heading inside an unclosed fence as code and points at the fence', () => {
    const log = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\n```sh\necho hi\n\n## 2 · not an entry\n';
    const r = lintJson(folder({ 'HANDOVER.md': log }));
    expectClean(r, 1);
    expect(r.messages).toEqual([expect.objectContaining({ ruleId: 'handover/entry-heading', line: 5, column: 1 })]);
    expect(r.messages[0].message).toMatch(/never closed/);
  });

  it('does not take a heading inside a closed fence for an entry', () => {
    const log =
      '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\n~~~~\n## 5 · bad\n~~~\n~~~~\n\n## 2 · 2026-11-29T11:00:00Z\n';
    const r = lintJson(folder({ 'HANDOVER.md': log }));
    expect(r.messages).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('reports conflict markers left from a merge', () => {
    const log = `${LOG.replace('## 3 ·', '## 2 ·').replace('Corrects: #7', 'Corrects: #1')}<<<<<<< HEAD\n## 3 · 2026-11-29T12:00:00Z\n\nOurs.\n=======\n## 3 · 2026-11-29T12:05:00Z\n\nTheirs.\n>>>>>>> branch\n`;
    const r = lintJson(folder({ 'HANDOVER.md': log }));
    expectClean(r, 1);
    expect(r.messages).toContainEqual(
      expect.objectContaining({ ruleId: 'protocol/conflict-markers', line: 12, column: 1, endLine: 20 }),
    );
  });

  it('reports an empty log as one without a title', () => {
    const r = lintJson(folder({ 'HANDOVER.md': '' }));
    expectClean(r, 1);
    expect(r.messages).toEqual([expect.objectContaining({ ruleId: 'handover/writer-title', line: 1, column: 1 })]);
  });

  it('lints empty sync, registry and marker files without crashing', () => {
    for (const name of ['SYNC.md', 'PROJECT_REGISTRY.md', '.last-processed.md']) {
      const r = lintJson(folder({ [name]: '' }), [name]);
      expect(r.stderr).not.toMatch(/^\s{4}at /m);
      expect([0, 1]).toContain(r.code);
    }
    expect(lintJson(folder({ '.last-processed.md': '' })).messages).toContainEqual(
      expect.objectContaining({ ruleId: 'marker/format' }),
    );
  });

  it('exits 2 with one sentence for a directory, also under a protocol name', () => {
    const dir = folder({ 'sub/x': 'x' });
    mkdirSync(join(dir, 'HANDOVER.md'));
    expectClean(runCli(['lint', 'sub'], { cwd: dir }), 2);
    const r = runCli(['lint', 'HANDOVER.md'], { cwd: dir });
    expectClean(r, 2);
    expect(r.stderr).toMatch(/HANDOVER\.md is a directory/);
  });

  it('exits 2 with one sentence for a missing path', () => {
    const r = runCli(['lint', 'missing/HANDOVER.md'], { cwd: folder() });
    expectClean(r, 2);
    expect(r.stderr).toMatch(/missing\/HANDOVER\.md: no such file/);
  });

  it('exits 2 for a named pipe instead of waiting on it', () => {
    const dir = folder();
    execFileSync('mkfifo', [join(dir, 'HANDOVER.md')]);
    const r = runCli(['lint', 'HANDOVER.md'], { cwd: dir });
    expectClean(r, 2);
    expect(r.stderr).toMatch(/not a regular file/);
  });

  it('exits 2 for a file it may not read', (ctx) => {
    if (!UNPRIVILEGED.ok) return skipUnlessCi(ctx, UNPRIVILEGED.reason);
    const dir = folder({ 'HANDOVER.md': LOG });
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'HANDOVER.md'), 0o000);
    const r = runCli(['lint', 'HANDOVER.md'], { cwd: dir, unprivileged: true });
    expectClean(r, 2);
    expect(r.stderr).toMatch(/cannot be read/);
    chmodSync(join(dir, 'HANDOVER.md'), 0o644);
  });

  it('exits 2 for a file that is not a protocol file', () => {
    const r = runCli(['lint', 'notes.md'], { cwd: folder({ 'notes.md': '# Notes\n\nNothing to see.\n' }) });
    expectClean(r, 2);
    expect(r.stderr).toMatch(/notes\.md is not a protocol file/);
  });
});
