import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { makeRepo, tempDir } from '../helpers/repo.js';
import { logText, startCli } from '../helpers/handover.js';
import { parseHandover, sourceFromBytes, correctsOf } from '../../src/models/index.js';

const lab = { HANDOVER_AGENT: 'lab' };
const read = (dir: string) => readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
const entries = (dir: string) =>
  parseHandover(sourceFromBytes('HANDOVER.md', readFileSync(join(dir, 'HANDOVER.md')))).entries;

describe('handover append', () => {
  it('appends the next seq with the current UTC time, and the result lints clean', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(2) } }]);
    const before = Date.now();
    const r = runCli(['append', 'Run 15 finished.\n\n- Broke: nothing'], { cwd: dir, env: lab });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Appended entry 3 \(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\) to HANDOVER\.md\.\n$/);
    const last = entries(dir).at(-1)!;
    expect(last.seq).toBe(3);
    expect(last.time! >= Math.floor(before / 1000) * 1000 && last.time! <= Date.now()).toBe(true);
    expect(last.chunk.heading).toMatch(/^## 3 · \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(read(dir)).toMatch(/Fact number 2\.\n\n## 3 · [^\n]+\n\nRun 15 finished\.\n\n- Broke: nothing\n$/);
    expect(runCli(['lint'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it('takes the text from --file and from stdin, with --title and --corrects', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(2), 'note.md': 'From a file.\n' } }]);
    expect(
      runCli(['append', '--file', 'note.md', '--title', 'Commit hash fix', '--corrects', '1'], { cwd: dir, env: lab })
        .code,
    ).toBe(0);
    expect(runCli(['append', '-', '--corrects', '#2,3'], { cwd: dir, env: lab, input: 'From stdin.\r\n' }).code).toBe(
      0,
    );
    const [, , e3, e4] = entries(dir);
    expect(e3.title).toBe('Commit hash fix');
    expect(correctsOf(e3)[0].targets).toEqual([1]);
    expect(e3.chunk.text).toContain('Corrects: #1\n\nFrom a file.\n');
    expect(correctsOf(e4)[0].targets).toEqual([2, 3]);
    expect(e4.chunk.text).toMatch(/\n\nCorrects: #2, #3\n\nFrom stdin\.\n$/);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('refuses with exit 1 when the actor is not the writer, and leaves the file alone', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(2) } }]);
    const before = read(dir);
    const r = runCli(['append', 'Sneaky.'], { cwd: dir, env: { HANDOVER_AGENT: 'observer' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/HANDOVER\.md is written only by lab, and the actor is observer/);
    expect(runCli(['append', 'Sneaky.', '--actor', 'partner'], { cwd: dir }).code).toBe(1);
    expect(read(dir)).toBe(before);
  });

  it('exits 2 when no actor can be found, and 1 when the log names no writer', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(1) } }]);
    expect(runCli(['append', 'x'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Cannot tell which agent is acting'),
    });
    writeFileSync(join(dir, 'HANDOVER.md'), '# Notes\n\n## 1 · 2026-01-01T00:00:00Z\n\nx\n');
    expect(runCli(['append', 'y'], { cwd: dir, env: lab })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no "# Handover: <agent>" title'),
    });
  });

  it('keeps a CRLF file CRLF and its BOM, changing none of the existing bytes', () => {
    const text = `\ufeff${logText(2).replace(/\n/g, '\r\n')}`;
    const dir = makeRepo([{ files: { 'HANDOVER.md': text } }]);
    const before = readFileSync(join(dir, 'HANDOVER.md'));
    expect(runCli(['append', 'Line one\nLine two', '--title', 'T'], { cwd: dir, env: lab }).code).toBe(0);
    const after = readFileSync(join(dir, 'HANDOVER.md'));
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    const added = after.subarray(before.length).toString('utf8');
    expect(added).toMatch(/^## 3 · \S+ · T\r\n\r\nLine one\r\nLine two\r\n$/);
    expect(added.replace(/\r\n/g, '')).not.toContain('\n');
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('reads a log full of multi-byte characters, and refuses one that is not UTF-8 or holds a NUL', () => {
    const text = logText(2, { body: (n) => `Café №${n} — ü ✓ 🎉\n\n\`\`\`\n## not a heading — ✓\n\`\`\`` }).replace(
      '# Handover: lab',
      '# Handover: lab\n\nPréambule — ✓',
    );
    const dir = makeRepo([{ files: { 'HANDOVER.md': text } }]);
    expect(runCli(['append', 'Entrée ✓ 🎉', '--title', 'Überblick — ✓'], { cwd: dir, env: lab }).code).toBe(0);
    const last = entries(dir).at(-1)!;
    expect(last).toMatchObject({ seq: 3, title: 'Überblick — ✓' });
    expect(last.chunk.text).toContain('\n\nEntrée ✓ 🎉\n');
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    writeFileSync(join(dir, 'HANDOVER.md'), Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0x0a])]));
    expect(runCli(['append', 'x'], { cwd: dir, env: lab })).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/HANDOVER\.md:\d+:1: invalid UTF-8/),
    });
    writeFileSync(join(dir, 'HANDOVER.md'), `${text}a\0b\n`);
    expect(runCli(['append', 'x'], { cwd: dir, env: lab })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('a NUL byte'),
    });
  });

  it('starts at 1 on a log without entries and adds the missing line ending', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': '# Handover: lab\n\nAppend-only.' } }]);
    expect(runCli(['append', 'First.'], { cwd: dir, env: lab }).code).toBe(0);
    expect(read(dir)).toMatch(/^# Handover: lab\n\nAppend-only\.\n\n## 1 · \S+\n\nFirst\.\n$/);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('refuses text that would start or swallow entries, and bad options, with exit 2', () => {
    const dir = makeRepo([
      {
        files: {
          'HANDOVER.md': logText(2),
          'empty.md': '  \n',
          'latin1.md': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]),
        },
      },
    ]);
    const before = read(dir);
    const cases: [string[], RegExp][] = [
      [['append', 'one\n\n## 9 · 2026-01-01T00:00:00Z\n\ninjected'], /level-2 heading at line 3/],
      [['append', '```\ncode never closed'], /leaves a code fence open/],
      [['append', '<!-- open comment'], /leaves an HTML comment open/],
      [['append'], /Give the entry text/],
      [['append', 'a', 'b'], /Give the entry text once/],
      [['append', 'a', '--file', 'empty.md'], /Give the entry text once/],
      [['append', '--file', 'empty.md'], /entry text is empty/],
      [['append', '--file', 'missing.md'], /--file missing\.md: cannot be read/],
      [['append', 'x', '--corrects', '7'], /has no entry 7/],
      [['append', 'x', '--corrects', 'two'], /numbers its entries; name the entry by its number/],
      [['append', 'x', '--corrects', 'a b'], /--corrects takes an earlier entry's number/],
      [['append', 'x', '--title', 'a\nb'], /--title must be one non-empty line/],
      [['append', 'x', '--title', 'Issue #'], /would not survive in a heading/],
      [['append', '--file', 'latin1.md'], /from --file latin1\.md is not valid UTF-8/],
      [['append', 'x\n<<<<<<< ours\na\n=======\nb\n>>>>>>> theirs\n'], /merge conflict/],
    ];
    for (const [args, message] of cases) {
      const r = runCli(args, { cwd: dir, env: lab });
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(message);
    }
    expect(runCli(['append', '-'], { cwd: dir, env: lab, input: 'a\0b' })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('NUL byte'),
    });
    expect(read(dir)).toBe(before);
  });

  it('refuses when the log is missing, ends in an open fence or a broken heading', () => {
    const dir = makeRepo();
    expect(runCli(['append', 'x'], { cwd: dir, env: lab })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('HANDOVER.md does not exist'),
    });
    writeFileSync(join(dir, 'HANDOVER.md'), `${logText(1)}\`\`\`\nnever closed\n`);
    expect(runCli(['append', 'x'], { cwd: dir, env: lab })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('code fence is never closed'),
    });
    writeFileSync(join(dir, 'HANDOVER.md'), `${logText(1)}## two · yesterday\n\nx\n`);
    expect(runCli(['append', 'x'], { cwd: dir, env: lab })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("HANDOVER.md:9: the last entry's heading is not valid"),
    });
    writeFileSync(join(dir, 'HANDOVER.md'), `${logText(1)}<!-- never closed\n`);
    expect(runCli(['append', 'x'], { cwd: dir, env: lab })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('HTML comment or block open'),
    });
  });

  it('gives whole, well-numbered entries when several appends run at once', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(3) } }]);
    const n = 6;
    const body = (i: number) => `Parallel entry ${i}.\n\n${`line ${i} `.repeat(2000)}`;
    const runs = await Promise.all(Array.from({ length: n }, (_, i) => startCli(['append', body(i)], dir, lab).done));
    expect(runs.map((r) => r.code)).toEqual(Array(n).fill(0));
    const es = entries(dir);
    expect(es.map((e) => e.seq)).toEqual(Array.from({ length: 3 + n }, (_, i) => i + 1));
    const bodies = es.slice(3).map((e) => e.chunk.text.replace(/^[^\n]*\n\n/, '').trimEnd());
    expect(bodies.sort()).toEqual(Array.from({ length: n }, (_, i) => body(i).trimEnd()).sort());
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('appends to a 100,000-entry log correctly', () => {
    const dir = tempDir();
    makeRepo([], dir);
    writeFileSync(join(dir, 'HANDOVER.md'), logText(100_000));
    const r = runCli(['append', 'The last one.'], { cwd: dir, env: lab });
    expect(r.stdout).toContain('Appended entry 100001');
    expect(read(dir).endsWith('\n\nThe last one.\n')).toBe(true);
  });
});

describe('append --corrects in a log whose entries are not numbered', () => {
  const config = JSON.stringify({ log: { heading: 'timestamp', order: 'oldest-first' } });
  const log =
    '# Handover: lab\n\n## 2026-11-28T10:00:00Z\n\nFirst.\n\n## 2026-11-29T10:00:00Z\n\nSecond, with a wrong hash.\n';

  it('writes the correction as the log names entries (by id), and lint accepts what append wrote', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log, '.handoverrc.json': config } }]);
    const r = runCli(['append', '--corrects', '2026-11-29T10:00:00Z', 'The hash was 3f2a9c2.'], { cwd: dir, env: lab });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(read(dir)).toMatch(/\nCorrects: 2026-11-29T10:00:00Z\n\nThe hash was 3f2a9c2\.\n$/);
    expect(runCli(['lint'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it('refuses an entry the log does not have, naming the ids it does, and writes nothing', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log, '.handoverrc.json': config } }]);
    const r = runCli(['append', '--corrects', '3', 'A fix.'], { cwd: dir, env: lab });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/has no entry "3".*2026-11-29T10:00:00Z/);
    expect(read(dir)).toBe(log);
  });
});
