import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, tempDir } from '../helpers/repo.js';
import { repos } from './helpers.js';

const repo = repos();
interface JsonMessage {
  ruleId: string;
  line: number;
  message: string;
  severity: string;
  suppressions?: { kind: string; justification: string }[];
}
interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
  suppressedMessages?: JsonMessage[];
  errorCount: number;
  warningCount: number;
}
const json = (stdout: string) => JSON.parse(stdout) as JsonResult[];
const ids = (ms: { ruleId: string }[] = []) => ms.map((m) => m.ruleId);

/** Entry 2 goes back in time (a warning) and corrects an entry that does not exist (an error). */
const OLD = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-28T10:00:00Z\n\nCorrects: #9\n';
const NEW_BAD = `${OLD}\n## 3 · 2026-11-30T10:00:00Z\n\nCorrects: #7\n`;

describe('handover baseline', () => {
  it('records the static findings by rule and entry (never a line), sorted; a second run changes nothing', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    const r = runCli(['baseline'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('wrote .handover-baseline.json: 2 findings in 1 file (2 new)');
    const text = readFileSync(join(dir, '.handover-baseline.json'), 'utf8');
    const data = JSON.parse(text);
    expect(data.version).toBe(1);
    expect(data.files['HANDOVER.md']).toEqual([
      { rule: 'handover/corrects-target', unit: 'entry 2', finding: expect.stringContaining('corrects #9') },
      { rule: 'handover/time-order', unit: 'entry 2', finding: expect.stringContaining('dated before entry 1') },
    ]);
    expect(text).not.toMatch(/"line"/);
    const again = runCli(['baseline'], { cwd: dir });
    expect(again.stdout).toContain('unchanged .handover-baseline.json');
    expect(readFileSync(join(dir, '.handover-baseline.json'), 'utf8')).toBe(text);
  });

  it('lint reports baselined findings as suppressed and still fails a new one', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    runCli(['baseline'], { cwd: dir });
    const clean = runCli(['lint'], { cwd: dir });
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('0 problems (0 errors, 0 warnings), 2 suppressed');
    expect(runCli(['lint', '--max-warnings', '0'], { cwd: dir }).code).toBe(0);
    writeFileSync(join(dir, 'HANDOVER.md'), NEW_BAD);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const [file] = json(r.stdout);
    expect(file.messages).toMatchObject([{ ruleId: 'handover/corrects-target', line: 13 }]);
    expect(file.suppressedMessages).toMatchObject([
      { ruleId: 'handover/time-order', suppressions: [{ kind: 'baseline' }] },
      { ruleId: 'handover/corrects-target', line: 9, suppressions: [{ kind: 'baseline' }] },
    ]);
  });

  it('the same finding moved by lines above it stays baselined (identity, not line)', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    runCli(['baseline'], { cwd: dir });
    writeFileSync(join(dir, 'HANDOVER.md'), OLD.replace('First.\n', 'First.\n\nMore about the first.\n\nAnd more.\n'));
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('a recorded finding that no longer occurs is reported stale; --prune drops it and adds nothing', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    runCli(['baseline'], { cwd: dir });
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      OLD.replace('Corrects: #9', 'Corrects: #1').replace('2026-11-28', '2026-11-29'),
    );
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.code).toBe(0);
    expect(lint.stderr).toContain(
      '.handover-baseline.json: 2 recorded findings no longer occur (handover/corrects-target in entry 2 of HANDOVER.md; handover/time-order in entry 2 of HANDOVER.md); run handover baseline --prune to drop them.',
    );
    const prune = runCli(['baseline', '--prune'], { cwd: dir });
    expect(prune.stdout).toContain('0 findings in 0 files (2 entries that no longer occur dropped)');
    expect(JSON.parse(readFileSync(join(dir, '.handover-baseline.json'), 'utf8')).files).toEqual({});
    expect(runCli(['lint'], { cwd: dir }).stderr).toBe('');
  });

  it('check --range reads the baseline from BASE: old findings are suppressed, a new one fails, and a pull request cannot baseline its own', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    runCli(['baseline'], { cwd: dir });
    commit(dir, { files: {}, message: 'baseline' });
    // the pull request adds a bad entry and records it in the baseline in the same change
    commit(dir, { files: { 'HANDOVER.md': NEW_BAD }, message: 'entry 3' });
    runCli(['baseline'], { cwd: dir });
    commit(dir, { files: {}, message: 'baseline my own finding' });
    const r = runCli(['check', '--range', 'HEAD~2..HEAD', '--actor', 'lab', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const handover = json(r.stdout).find((f) => f.filePath === 'HANDOVER.md')!;
    expect(handover.messages).toMatchObject([{ ruleId: 'handover/corrects-target', line: 13, severity: 'error' }]);
    // once merged, the baseline on the base records it, and the next change is not blamed for it
    commit(dir, { files: { 'HANDOVER.md': `${NEW_BAD}\n## 4 · 2026-11-30T11:00:00Z\n\nFine.\n` }, message: 'entry 4' });
    const next = runCli(['check', '--range', 'HEAD~1..HEAD', '--actor', 'lab', '--max-warnings', '0'], { cwd: dir });
    expect(next.code).toBe(0);
  });

  it('historical rules are never baselined: a hand-written entry for one suppresses nothing', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    const forged = {
      version: 1,
      files: {
        'HANDOVER.md': [{ rule: 'handover/append-only', unit: 'entry 1', finding: 'anything' }],
      },
    };
    commit(dir, { files: { '.handover-baseline.json': JSON.stringify(forged) }, message: 'forged baseline' });
    writeFileSync(join(dir, 'HANDOVER.md'), OLD.replace('First.', 'First, rewritten.'));
    const r = runCli(['check', '--actor', 'lab', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const [file] = json(r.stdout);
    expect(ids(file.messages)).toContain('handover/append-only');
    expect(ids(file.suppressedMessages)).not.toContain('handover/append-only');
  });

  it('a baseline file that is not one is a config error naming it (exit 2), and lint writes nothing', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD, '.handover-baseline.json': '{"files": []}' } }]);
    for (const args of [['lint'], ['baseline']]) {
      const r = runCli(args, { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^handover: \.handover-baseline\.json is not a handover baseline .*regenerate it with handover baseline\.\n$/,
      );
    }
    expect(readFileSync(join(dir, '.handover-baseline.json'), 'utf8')).toBe('{"files": []}');
  });
});

describe('handover baseline outside a repository', () => {
  it('refuses in one sentence and writes nothing', () => {
    const dir = tempDir();
    const r = runCli(['baseline'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not inside a git repository; run handover baseline in the repository/);
    expect(existsSync(join(dir, '.handover-baseline.json'))).toBe(false);
  });
});
