import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { checkVersions } from '../../src/engine/check.js';

// Issue 12: diffHandover was quadratic in the entries a change adds (1,000,000: more than 300 s). The text is
// generated in memory and the append fast path is defeated (the old log does not end in a newline), so both
// versions are parsed and compared entry by entry. No timing is asserted; the test finishing is the point.
describe('diffHandover is linear', () => {
  it('checks a change that appends 1,000,000 entries', () => {
    const N = 1_000_000;
    const base = '# Handover: lab\n\n## 1 · 2026-01-01T00:00:00Z';
    const parts = [base, '\n'];
    for (let i = 2; i <= N + 1; i++) parts.push(`\n## ${i} · 2026-01-01T00:00:00Z\n`);
    const head = parts.join('');
    const found = checkVersions({
      kind: 'handover',
      path: 'HANDOVER.md',
      base,
      head,
      actor: 'lab',
      config: defaultConfig(),
    });
    expect(found).toEqual([]);
  }, 600_000);
});
