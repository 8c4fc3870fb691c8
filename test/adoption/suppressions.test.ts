import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, writeFiles } from '../helpers/repo.js';
import { BAD_TARGET, SYNC, repos } from './helpers.js';

const repo = repos();
const REASON = 'entry 9 of the old log, before the migration';
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

describe('inline suppressions (static rules only, reason required)', () => {
  it('a next-line comment with a reason suppresses the finding: counted in stylish, listed in JSON, exit 0', () => {
    const dir = repo([
      {
        files: {
          'HANDOVER.md': BAD_TARGET(`<!-- handover-disable-next-line handover/corrects-target -- ${REASON} -->\n`),
        },
      },
    ]);
    const stylish = runCli(['lint'], { cwd: dir });
    expect(stylish.code).toBe(0);
    expect(stylish.stdout).toContain('0 problems (0 errors, 0 warnings), 1 suppressed');
    const [file] = json(runCli(['lint', '--format', 'json'], { cwd: dir }).stdout);
    expect(file).toMatchObject({ errorCount: 0, warningCount: 0, messages: [] });
    expect(file.suppressedMessages).toMatchObject([
      { ruleId: 'handover/corrects-target', line: 10, suppressions: [{ kind: 'inline', justification: REASON }] },
    ]);
  });

  it('a comment without a reason suppresses nothing and is itself a warning', () => {
    for (const comment of [
      '<!-- handover-disable-next-line handover/corrects-target -->',
      '<!-- handover-disable-next-line handover/corrects-target -- -->',
      '<!-- handover-disable-next-line handover/corrects-target -- <reason> -->',
    ]) {
      const dir = repo([{ files: { 'HANDOVER.md': BAD_TARGET(`${comment}\n`) } }]);
      const r = runCli(['lint', '--format', 'json'], { cwd: dir });
      expect(r.code, comment).toBe(1);
      expect(json(r.stdout)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toEqual([
        'protocol/suppression',
        'handover/corrects-target',
      ]);
      expect(json(r.stdout)[0].messages[0].message).toContain('gives no reason, so it suppresses nothing');
    }
  });

  it('the block form covers what lies between disable and enable, and nothing after', () => {
    const log =
      '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-29T11:00:00Z\n\n' +
      `<!-- handover-disable handover/corrects-target -- ${REASON} -->\n\nCorrects: #9\n\n<!-- handover-enable handover/corrects-target -->\n\n` +
      '## 3 · 2026-11-29T12:00:00Z\n\nCorrects: #8\n';
    const dir = repo([{ files: { 'HANDOVER.md': log } }]);
    const [file] = json(runCli(['lint', '--format', 'json'], { cwd: dir }).stdout);
    expect(file.suppressedMessages.map((m: { line: number }) => m.line)).toEqual([11]);
    expect(file.messages).toMatchObject([{ ruleId: 'handover/corrects-target', line: 17 }]);
  });

  it('a comment inside a code fence is code, not a suppression (read from the Markdown tree)', () => {
    const fenced = '```\n<!-- handover-disable-next-line handover/corrects-target -- in code -->\n```\n';
    const dir = repo([{ files: { 'HANDOVER.md': BAD_TARGET(fenced) } }]);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(json(r.stdout)[0].messages).toMatchObject([{ ruleId: 'handover/corrects-target' }]);
  });

  it('SARIF shows the suppression inSource with its reason, valid against the SARIF 2.1.0 schema', () => {
    const dir = repo([
      {
        files: {
          'HANDOVER.md': BAD_TARGET(`<!-- handover-disable-next-line handover/corrects-target -- ${REASON} -->\n`),
        },
      },
    ]);
    const r = runCli(['lint', '--format', 'sarif'], { cwd: dir });
    expect(r.code).toBe(0);
    const log = JSON.parse(r.stdout);
    const schema = JSON.parse(readFileSync(new URL('../fixtures/sarif-schema-2.1.0.json', import.meta.url), 'utf8'));
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.runs[0].results).toMatchObject([
      {
        ruleId: 'handover/corrects-target',
        suppressions: [{ kind: 'inSource', status: 'accepted', justification: REASON }],
      },
    ]);
  });

  it('a historical rule is never suppressed inline: the comment is a warning and the edit of an old entry still fails', () => {
    const base = BAD_TARGET('');
    const dir = repo([{ files: { 'HANDOVER.md': base } }]);
    const edited = base.replace(
      'First.\n',
      '<!-- handover-disable-next-line handover/append-only -- a typo, harmless -->\nFirst, fixed.\n',
    );
    writeFiles(dir, { 'HANDOVER.md': edited });
    git(dir, ['add', 'HANDOVER.md']);
    const r = runCli(['check', '--staged', '--actor', 'lab', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const [file] = json(r.stdout);
    expect(file.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ruleId: 'handover/append-only', severity: 'error' }),
        expect.objectContaining({
          ruleId: 'protocol/suppression',
          message: expect.stringContaining('handover/append-only is a historical rule and is never suppressed inline'),
        }),
      ]),
    );
    expect(file.suppressedMessages ?? []).toEqual([]);
  });

  it("a suppression comment added to another agent's section is a change to it (sync/section-owner)", () => {
    const dir = repo([{ files: { 'SYNC.md': SYNC } }]);
    // bob's section has an unknown field (a sync/fields error); alice "helps" by suppressing it in bob's section
    const helped = SYNC.replace(
      '- **Mood:** fine',
      `<!-- handover-disable-next-line sync/fields -- bob likes it -->\n- **Mood:** fine`,
    );
    writeFiles(dir, { 'SYNC.md': helped });
    git(dir, ['add', 'SYNC.md']);
    const r = runCli(['check', '--staged', '--actor', 'alice', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(json(r.stdout)[0].messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ ruleId: 'sync/section-owner', severity: 'error' })]),
    );
    // the same comment written by bob in bob's own section is his to make, and suppresses the finding
    const own = runCli(['check', '--staged', '--actor', 'bob', '--format', 'json'], { cwd: dir });
    expect(own.code).toBe(0);
    expect(json(own.stdout)[0].suppressedMessages).toMatchObject([{ ruleId: 'sync/fields' }]);
  });

  it('a valid comment that covers no finding is itself a warning (ESLint: unused disable directives)', () => {
    const next = `<!-- handover-disable-next-line handover/corrects-target -- ${REASON} -->\nFirst.\n`;
    const block = `<!-- handover-disable sync/fields -- ${REASON} -->\n\nText.\n\n<!-- handover-enable sync/fields -->\n`;
    const log = BAD_TARGET('').replace('First.\n', `${next}\n${block}`);
    const dir = repo([{ files: { 'HANDOVER.md': log } }]);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    const [file] = json(r.stdout);
    expect(file.messages.map((m) => [m.ruleId, m.severity, m.line])).toEqual([
      ['protocol/suppression', 'warning', 5],
      ['protocol/suppression', 'warning', 8],
      ['handover/corrects-target', 'error', 16],
    ]);
    expect(file.messages[0].message).toBe(
      'handover-disable-next-line handover/corrects-target suppresses nothing: no handover/corrects-target finding ' +
        'on the line after it; remove the comment',
    );
    expect(file.messages[1].message).toContain(
      'handover-disable sync/fields suppresses nothing: no sync/fields finding between it and its handover-enable',
    );
    expect(runCli(['lint', '--max-warnings', '0'], { cwd: dir }).code).toBe(1);
  });

  it('a comment naming two rules that covers one of them is reported for the other only', () => {
    const comment = `<!-- handover-disable-next-line handover/corrects-target, sync/fields -- ${REASON} -->\n`;
    const dir = repo([{ files: { 'HANDOVER.md': BAD_TARGET(comment) } }]);
    const [file] = json(runCli(['lint', '--format', 'json'], { cwd: dir }).stdout);
    expect(file.messages).toMatchObject([
      {
        ruleId: 'protocol/suppression',
        message: expect.stringContaining('sync/fields suppresses nothing: no sync/fields finding'),
      },
    ]);
    expect(file.messages[0].message).toContain('remove sync/fields from it');
    expect(file.suppressedMessages).toMatchObject([{ ruleId: 'handover/corrects-target' }]);
  });
});
