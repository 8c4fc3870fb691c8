import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo } from '../check/fixtures.js';

// Issue 21: a finding's identity never includes text that grows with the file. protocol/kind's message counts
// sections ("0 of 4 … " → "0 of 5"); a finding the base already had must not be blamed again on a commit that
// only adds an entry, at the top or at the end.

const lab = { name: 'lab', email: 'lab@example.org' };
const config = (order: string) => JSON.stringify({ agents: { lab: { emails: [lab.email] } }, log: { order } });
const entry = (day: number) => `## 2026-02-${String(day).padStart(2, '0')}: Session ${day}\n\nDid thing ${day}.\n\n`;
const title = '# Handover: lab\n\nNewest entries go at the top.\n\n';
const logOf = (days: number[]) => title + days.map(entry).join('');

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('stable finding identities (blame only the change)', () => {
  it.each([
    [
      'newest-first',
      'prepends',
      [
        [14, 13, 12, 11],
        [15, 14, 13, 12, 11],
        [16, 15, 14, 13, 12, 11],
        [17, 16, 15, 14, 13, 12, 11],
      ],
    ],
    [
      'oldest-first',
      'appends',
      [
        [11, 12, 13, 14],
        [11, 12, 13, 14, 15],
        [11, 12, 13, 14, 15, 16],
        [11, 12, 13, 14, 15, 16, 17],
      ],
    ],
  ])(
    'a %s log its config does not read, growing by %s: the file-level finding is never blamed',
    (order, _how, steps) => {
      const { dir, base } = rangeRepo(
        { '.handoverrc.json': config(order as string), 'HANDOVER.md': logOf(steps[0] as number[]) },
        (steps as number[][])
          .slice(1)
          .map((days, i) => ({ files: { 'HANDOVER.md': logOf(days) }, message: `entry ${i}`, author: lab })),
      );
      dirs.push(dir);
      const r = rangeCheck(dir, `${base}..HEAD`);
      const msgs = messagesOf(r.json);
      expect(msgs.filter((m) => m.severity === 'error').map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
      expect(msgs.some((m) => m.ruleId === 'protocol/kind' && /already in/.test(m.message))).toBe(true);
      expect(r.code).toBe(0);
    },
  );
});
