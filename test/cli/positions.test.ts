import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo, writeFiles } from '../helpers/repo.js';

const LOG =
  '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n```\n## 9 · in a fence\n```\n\n## 3 · 2026-11-29T09:00:00Z\n\nCorrects: #2\n';
const SYNC = '# Sync\n\n## partner\n\n- **Current-Focus** (2026-11-29): x\n- Blocked on:\n\n## partner\n';

/** Lints the files with the built CLI and returns "file line:column ruleId" for every message. */
function positions(files: Record<string, string>): string[] {
  const dir = makeRepo();
  writeFiles(dir, files);
  const r = runCli(['lint', '--format', 'json'], { cwd: dir });
  expect(r.stderr).toBe('');
  return (
    JSON.parse(r.stdout) as { filePath: string; messages: { line: number; column: number; ruleId: string }[] }[]
  ).flatMap((f) => f.messages.map((m) => `${f.filePath} ${m.line}:${m.column} ${m.ruleId}`));
}

describe('handover lint positions with CRLF and a BOM', () => {
  it('are the same lines and columns as with LF', () => {
    const lf = positions({ 'HANDOVER.md': LOG, 'SYNC.md': SYNC });
    expect(lf).toEqual([
      'HANDOVER.md 11:1 handover/sequence',
      'HANDOVER.md 11:1 handover/time-order',
      'HANDOVER.md 13:1 handover/corrects-target',
      'SYNC.md 3:1 sync/fields',
      'SYNC.md 8:1 sync/fields',
      'SYNC.md 8:1 sync/unique-sections',
    ]);
    const crlf = (t: string) => t.replace(/\n/g, '\r\n');
    expect(positions({ 'HANDOVER.md': crlf(LOG), 'SYNC.md': crlf(SYNC) })).toEqual(lf);
    expect(positions({ 'HANDOVER.md': `\uFEFF${crlf(LOG)}`, 'SYNC.md': `\uFEFF${SYNC}` })).toEqual(lf);
  });
});
