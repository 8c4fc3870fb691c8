import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo, tempDir } from '../helpers/repo.js';

interface SarifResult {
  ruleId: string;
  partialFingerprints?: Record<string, string>;
  locations: { physicalLocation: { region: { startLine: number } } }[];
}
const results = (text: string) => (JSON.parse(text) as { runs: { results: SarifResult[] }[] }).runs[0].results;

const LOG = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-28T10:00:00Z\n\nCorrects: #9\n';

describe('linter conventions of the reports', () => {
  it('SARIF results carry partialFingerprints that stay the same when lines are inserted above a finding', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    const before = results(runCli(['lint', '--format', 'sarif'], { cwd: dir }).stdout);
    expect(before.length).toBe(2);
    for (const r of before) expect(Object.values(r.partialFingerprints ?? {})[0]).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First.\n', 'First.\n\nMore.\n\nAnd more.\n'));
    const after = results(runCli(['lint', '--format', 'sarif'], { cwd: dir }).stdout);
    expect(after.map((r) => r.locations[0].physicalLocation.region.startLine)).toEqual(
      before.map((r) => r.locations[0].physicalLocation.region.startLine + 4),
    );
    expect(after.map((r) => r.partialFingerprints)).toEqual(before.map((r) => r.partialFingerprints));
  });

  it('--format github writes every finding of a 50-finding run to the step summary; a short run writes none', () => {
    // 50 entries whose Corrects: targets do not exist: 50 corrects-target errors, past GitHub's 10 per step
    let text = '# Handover: lab\n';
    for (let i = 1; i <= 50; i++)
      text += `\n## ${i} · 2026-11-29T10:${String(i).padStart(2, '0')}:00Z\n\nCorrects: #${i + 100}\n`;
    const dir = makeRepo([{ files: { 'HANDOVER.md': text } }]);
    const summary = join(tempDir(), 'summary.md');
    writeFileSync(summary, '');
    const r = runCli(['lint', '--format', 'github'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary } });
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error')).length).toBe(50);
    const rows = readFileSync(summary, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('| `HANDOVER.md:'));
    expect(rows.length).toBe(50);
    for (let i = 1; i <= 50; i++) expect(rows.some((l) => l.includes(`#${i + 100}`))).toBe(true);

    const small = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    const quiet = join(tempDir(), 'summary.md');
    writeFileSync(quiet, '');
    runCli(['lint', '--format', 'github'], { cwd: small, env: { GITHUB_STEP_SUMMARY: quiet } });
    expect(readFileSync(quiet, 'utf8')).toBe('');
  });
});
