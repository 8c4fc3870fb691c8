import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, tempDir } from '../helpers/repo.js';
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

  it('a baseline file that is not one is read as empty with a warning naming it; handover baseline replaces it', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD, '.handover-baseline.json': '{"files": []}' } }]);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const file = json(r.stdout).find((f) => f.filePath === '.handover-baseline.json')!;
    expect(file.messages).toMatchObject([
      {
        ruleId: 'protocol/suppression',
        severity: 'warning',
        message: expect.stringMatching(
          /^\.handover-baseline\.json is not a handover baseline .*read as empty .*regenerate it with handover baseline/,
        ),
      },
    ]);
    expect(readFileSync(join(dir, '.handover-baseline.json'), 'utf8')).toBe('{"files": []}');
    const b = runCli(['baseline'], { cwd: dir });
    expect(b.code).toBe(0);
    expect(b.stderr).toContain('.handover-baseline.json was not a baseline');
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });
});

/** bob's section with `n` copies of one unknown field: `n` sync/fields errors with one identity. */
const MOODS = (n: number) =>
  `# Sync\n\n## bob\n\n- **Current focus:** x\n- **Blocked on:** —\n- **Next action:** y\n${'- **Mood:** fine\n'.repeat(n)}`;

describe('the baseline counts per file, rule and identity (issue 33)', () => {
  it('a new copy of a baselined finding fails lint and check --range; count is written when more than one', () => {
    const dir = repo([{ files: { 'SYNC.md': MOODS(1) } }]);
    runCli(['baseline'], { cwd: dir });
    expect(JSON.parse(readFileSync(join(dir, '.handover-baseline.json'), 'utf8')).files['SYNC.md']).toEqual([
      { rule: 'sync/fields', unit: 'section bob', finding: expect.stringContaining('"Mood"') },
    ]);
    commit(dir, { files: {}, message: 'baseline' });
    commit(dir, { files: { 'SYNC.md': MOODS(2) }, message: 'a second mood' });
    const lint = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(lint.code).toBe(1);
    const [sync] = json(lint.stdout).filter((f) => f.filePath === 'SYNC.md');
    expect(sync.messages).toMatchObject([{ ruleId: 'sync/fields', line: 9 }]);
    expect(sync.suppressedMessages).toMatchObject([{ ruleId: 'sync/fields', line: 8 }]);
    const range = runCli(['check', '--range', 'HEAD~1..HEAD', '--actor', 'bob', '--format', 'json'], { cwd: dir });
    expect(range.code).toBe(1);
    expect(json(range.stdout).find((f) => f.filePath === 'SYNC.md')!.messages).toMatchObject([
      { ruleId: 'sync/fields', severity: 'error' },
    ]);
    // recording both writes a count, sorted and stable
    runCli(['baseline'], { cwd: dir });
    const text = readFileSync(join(dir, '.handover-baseline.json'), 'utf8');
    expect(JSON.parse(text).files['SYNC.md']).toEqual([
      { rule: 'sync/fields', unit: 'section bob', finding: expect.stringContaining('"Mood"'), count: 2 },
    ]);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    expect(runCli(['baseline'], { cwd: dir }).stdout).toContain('unchanged .handover-baseline.json: 2 findings');
    // one copy fixed: stale by one; --prune shrinks the count to what occurs
    writeFileSync(join(dir, 'SYNC.md'), MOODS(1));
    expect(runCli(['lint'], { cwd: dir }).stderr).toContain(
      '1 recorded finding no longer occurs (sync/fields in section bob',
    );
    runCli(['baseline', '--prune'], { cwd: dir });
    expect(JSON.parse(readFileSync(join(dir, '.handover-baseline.json'), 'utf8')).files['SYNC.md'][0].count).toBe(
      undefined,
    );
  });

  it('an entry records one finding only: another finding of the same rule in the same entry is new', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    runCli(['baseline'], { cwd: dir });
    writeFileSync(join(dir, 'HANDOVER.md'), OLD.replace('Corrects: #9', 'Corrects: #8'));
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(json(r.stdout)[0].messages).toMatchObject([{ ruleId: 'handover/corrects-target' }]);
  });
});

const AUTHORITY = ['handover/append-only', 'registry/unique', 'request/reversibility', 'protocol/encoding'];

describe('a baseline entry that suppresses nothing is itself reported (issue 30)', () => {
  it('entries naming an authority rule or an unknown id: a protocol/suppression warning on their line, never applied', () => {
    const forged = {
      version: 1,
      files: {
        'HANDOVER.md': [
          ...AUTHORITY.map((rule) => ({ rule, unit: 'entry 1', finding: 'anything' })),
          { rule: 'handover/no-such-rule', unit: 'entry 1', finding: 'anything' },
        ],
      },
    };
    const text = JSON.stringify(forged, null, 2);
    const dir = repo([{ files: { 'HANDOVER.md': OLD, '.handover-baseline.json': text } }]);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    const file = json(r.stdout).find((f) => f.filePath === '.handover-baseline.json')!;
    expect(file.messages.map((m) => [m.ruleId, m.severity])).toEqual(
      Array(5).fill(['protocol/suppression', 'warning']),
    );
    const lines = text.split('\n');
    for (const [i, rule] of [...AUTHORITY, 'handover/no-such-rule'].entries()) {
      expect(file.messages[i].message).toContain(`The entry for ${rule} in entry 1 of HANDOVER.md suppresses nothing`);
      expect(lines[file.messages[i].line - 1]).toContain(`"${rule}"`);
    }
    expect(file.messages[4].message).toContain('"handover/no-such-rule" is not a handover rule');
    expect(file.messages[1].message).toContain('registry/unique is an authority rule');
    // handover baseline drops them, and says so
    const b = runCli(['baseline'], { cwd: dir });
    expect(b.stderr).toContain('dropping 5 entries that suppressed nothing');
    expect(readFileSync(join(dir, '.handover-baseline.json'), 'utf8')).not.toContain('append-only');
  });
});

const boss = { name: 'Commons', email: 'commons@example.org' };
const mal = { name: 'Mal', email: 'mal@example.org' };
const OWNED = JSON.stringify({
  owner: 'commons',
  agents: { lab: { emails: [mal.email] }, commons: { emails: [boss.email] } },
});

describe("the baseline is the config owner's file, and a broken one blames only the change that broke it", () => {
  it('a first pull request that only adds a baseline entry fails protocol/config-owner', () => {
    const dir = repo([{ files: { '.handoverrc.json': OWNED, 'HANDOVER.md': OLD }, author: boss }]);
    runCli(['baseline'], { cwd: dir });
    commit(dir, { files: {}, message: 'just a baseline', author: mal });
    const r = runCli(['check', '--range', 'HEAD~1..HEAD', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(json(r.stdout).find((f) => f.filePath === '.handover-baseline.json')!.messages).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/config-owner',
        message: expect.stringContaining('lab adds the baseline .handover-baseline.json, which only the owner'),
      }),
    );
    // the owner may
    git(dir, ['reset', '-q', '--hard', 'HEAD~1']);
    runCli(['baseline'], { cwd: dir });
    commit(dir, { files: {}, message: 'baseline', author: boss });
    expect(runCli(['check', '--range', 'HEAD~1..HEAD'], { cwd: dir }).code).toBe(0);
  });

  it('the change that makes it malformed fails; every later change passes with a warning, exit never 2', () => {
    const dir = repo([{ files: { 'HANDOVER.md': CLEAN_LOG } }]);
    const bad = commit(dir, { files: { '.handover-baseline.json': '{"version": 1, "files": [' }, message: 'oops' });
    const made = runCli(['check', '--range', 'HEAD~1..HEAD', '--actor', 'lab', '--format', 'json'], { cwd: dir });
    expect(made.code).toBe(1);
    expect(json(made.stdout).find((f) => f.filePath === '.handover-baseline.json')!.messages).toMatchObject([
      { ruleId: 'protocol/suppression', severity: 'error', message: expect.stringContaining('This change makes') },
    ]);
    commit(dir, { files: { 'HANDOVER.md': `${CLEAN_LOG}\n## 3 · 2026-11-30T11:00:00Z\n\nFine.\n` }, message: 'e3' });
    for (const args of [
      ['check', '--range', `${bad}..HEAD`, '--actor', 'lab'],
      ['check', '--actor', 'lab'],
      ['lint'],
    ]) {
      const r = runCli([...args, '--format', 'json'], { cwd: dir });
      expect(r.code, args.join(' ')).toBe(0);
      expect(json(r.stdout).find((f) => f.filePath === '.handover-baseline.json')!.messages).toMatchObject([
        { ruleId: 'protocol/suppression', severity: 'warning', message: expect.stringContaining('read as empty') },
      ]);
    }
    // the change that deletes it passes
    commit(dir, { files: { '.handover-baseline.json': null }, message: 'drop it' });
    expect(runCli(['check', '--range', 'HEAD~1..HEAD', '--actor', 'lab'], { cwd: dir }).code).toBe(0);
  });
});

/** A clean log of lab's. */
const CLEAN_LOG =
  '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n';

const Z = '0'.repeat(40);

describe('check --pre-receive applies the baseline of BASE as check --range does (issue 30)', () => {
  it('the two modes agree: what BASE records is admitted by both, one copy more fails both', () => {
    // BASE records two copies, then one is fixed; a change that brings it back is admitted by the baseline
    const bob = JSON.stringify({ agents: { bob: { emails: ['test@example.org'] } } });
    const dir = repo([{ files: { 'SYNC.md': MOODS(2), '.handoverrc.json': bob } }]);
    runCli(['baseline'], { cwd: dir });
    commit(dir, { files: { 'SYNC.md': MOODS(1) }, message: 'baseline, one mood fixed' });
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const back = commit(dir, { files: { 'SYNC.md': MOODS(2) }, message: 'the mood is back' });
    const preReceive = (from: string, to: string) =>
      runCli(['check', '--pre-receive'], { cwd: dir, input: `${from} ${to} refs/heads/topic\n` });
    const range = (from: string, to: string) =>
      runCli(['check', '--range', `${from}..${to}`, '--actor', 'bob', '--format', 'json'], { cwd: dir });
    const r1 = range(base, back);
    expect(r1.code, r1.stdout).toBe(0);
    expect(json(r1.stdout).find((f) => f.filePath === 'SYNC.md')!.suppressedMessages).toMatchObject([
      { ruleId: 'sync/fields', suppressions: [{ kind: 'baseline' }] },
      { ruleId: 'sync/fields', suppressions: [{ kind: 'baseline' }] },
    ]);
    const p1 = preReceive(base, back);
    expect(p1.code, p1.stderr).toBe(0);
    expect(p1.stderr).not.toContain('sync/fields');
    const more = commit(dir, { files: { 'SYNC.md': MOODS(3) }, message: 'a third mood' });
    expect(range(base, more).code).toBe(1);
    const p2 = preReceive(base, more);
    expect(p2.code).toBe(1);
    expect(p2.stderr).toContain('sync/fields');
    // a new branch is judged against the default branch's baseline
    git(dir, ['checkout', '-q', '-B', 'main', base]);
    expect(preReceive(Z, back).code).toBe(0);
    expect(preReceive(Z, more).code).toBe(1);
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
