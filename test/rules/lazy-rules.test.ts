import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { type HandoverDoc, parseAppended, parseHandover, sourceFromBytes } from '../../src/models/index.js';
import correctsTarget from '../../src/rules/handover/corrects-target.js';
import sequence from '../../src/rules/handover/sequence.js';
import timeOrder from '../../src/rules/handover/time-order.js';
import type { Report, RuleContext } from '../../src/rules/types.js';
import oldCorrectsTarget from './reference/corrects-target.js';
import oldSequence from './reference/sequence.js';
import oldTimeOrder from './reference/time-order.js';

// sequence, time-order and corrects-target look numbers, times and ids up only when a log needs it; these runs
// compare their reports with the rules as they were (test/rules/reference/) on logs that go back, repeat, skip,
// correct, and continue a part not read (`prior`, the appended fast path).

type Check = { check(doc: HandoverDoc, ctx: RuleContext): void };
function reports(rule: Check, doc: HandoverDoc): Report[] {
  const out: Report[] = [];
  rule.check(doc, {
    report: (r) => out.push(r),
    options: {},
    config: defaultConfig(),
    facts: {} as RuleContext['facts'],
  });
  return out;
}

const entry = fc.record({
  seq: fc.integer({ min: 0, max: 8 }),
  minute: fc.integer({ min: 0, max: 9 }),
  heading: fc.constantFrom('seq', 'seq', 'seq', 'nonsense'),
  corrects: fc.constantFrom('', '', '', 'Corrects: #2', 'Corrects: #1, #7', 'Corrects: #9'),
});
type Entry = typeof entry extends fc.Arbitrary<infer T> ? T : never;
const text = (e: Entry) =>
  e.heading === 'nonsense'
    ? '\n## notes\n\nText.\n'
    : `\n## ${e.seq} · 2026-11-29T10:0${e.minute}:00Z\n\nDone.${e.corrects ? `\n\n${e.corrects}` : ''}\n`;
const log = (es: Entry[]) => `# Handover: lab\n${es.map(text).join('')}`;

describe('the rules that look up only when needed', () => {
  it('report what they reported before, on whole logs and on appended tails', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 10 }), fc.array(entry, { minLength: 1, maxLength: 6 }), (base, tail) => {
        const whole = parseHandover(sourceFromBytes('HANDOVER.md', log([...base, ...tail])));
        const docs = [whole];
        const fast = parseAppended('HANDOVER.md', Buffer.from(log(base)), Buffer.from(log([...base, ...tail])));
        if (fast) docs.push(fast.head);
        for (const doc of docs)
          for (const [now, before] of [
            [sequence, oldSequence],
            [timeOrder, oldTimeOrder],
            [correctsTarget, oldCorrectsTarget],
          ] as [Check, Check][])
            expect(reports(now, doc)).toEqual(reports(before, doc));
      }),
      { numRuns: 4000 },
    );
  });
});
