import { describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo } from './fixtures.js';

// Blame only the change: a base that did not read as a log (protocol/kind: "2 of 6 sections are entries") still
// had its per-section findings, under that file-level one. The commit that appends the entries that make the file
// a log brings them out on headings it never touched: they are the base's, a warning, never this change's error.
// Found replaying yfedoseev/cloutagent `.claude/agents-chat.md` (scripts/corpus-own-paths.json).

const lab = { name: 'Lab', email: 'lab@example.org' };
const config = JSON.stringify({
  agent: 'lab',
  log: { heading: 'date', level: 3, writer: 'lab' },
  files: { handover: 'CHAT.md' },
  agents: { lab: { emails: ['lab@example.org'] } },
});
const section = (heading: string) => `### ${heading}\n\nSome text.\n\n`;
const BASE =
  '# Agents chat\n\n## Protocol\n\n' +
  section('Status Update Format') +
  section('Example Entry Format') +
  section('2026-10-01 09:00 - Backend') +
  section('2026-10-01 10:00 - Frontend') +
  section('For Agents') +
  section('For Main Claude');

describe('a finding a file-level diagnosis stood in for in the base is not blamed on the change', () => {
  it('appending the entries that make the file a log: the old headings are warnings (already in BASE)', () => {
    const head = BASE + section('2026-10-02 09:00 - Backend') + section('2026-10-02 10:00 - Frontend');
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'CHAT.md': BASE }, [
      { files: { 'CHAT.md': head }, message: 'Append two entries', author: lab },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    const headings = messagesOf(r.json).filter((m) => m.ruleId === 'handover/entry-heading');
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.every((m) => m.severity === 'warning' && /already in/.test(m.message))).toBe(true);
    expect(r.code).toBe(0);
  });

  it('a new heading that is no entry, in the same append, is still the change’s error', () => {
    const head =
      BASE +
      section('2026-10-02 09:00 - Backend') +
      section('Notes') +
      section('2026-10-02 10:00 - Frontend') +
      section('2026-10-02 11:00 - Backend');
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'CHAT.md': BASE }, [
      { files: { 'CHAT.md': head }, message: 'Append', author: lab },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    const errors = messagesOf(r.json).filter((m) => m.severity === 'error');
    expect(errors.map((m) => m.message).join('\n')).toContain('"### Notes" is not an entry heading');
    expect(r.code).toBe(1);
  });
});
