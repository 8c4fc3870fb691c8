// The rule as it was at 571369d, kept to test the faster one against (test/rules/lazy-rules.test.ts).
import { entryName } from '../../../src/models/index.js';
import { staticRule } from '../../../src/rules/types.js';

export default staticRule({
  id: 'handover/time-order',
  file: 'handover',
  meta: {
    description:
      'Entry timestamps (or dates) do not go back in time (a warning: the order of a log is its position and ' +
      'sequence, not its clocks).',
    defaultSeverity: 'warn',
  },
  check(doc, { report }) {
    const p = doc.prior;
    let last: { time: number; name: string; timestamp: string } | null =
      p && p.lastTime !== null && p.lastTimestamp !== null
        ? {
            time: p.lastTime,
            name: p.lastSeq === null ? 'the entry before' : `entry ${p.lastSeq}`,
            timestamp: p.lastTimestamp,
          }
        : null;
    for (const e of doc.entries) {
      if (e.time === null || e.timestamp === null) continue;
      const name = entryName(e);
      if (last && e.time < last.time) {
        report({
          message: '{{Name}} ({{ts}}) is dated before {{prev}} ({{prevTs}}); check the clock that wrote it',
          data: {
            Name: name.charAt(0).toUpperCase() + name.slice(1),
            ts: e.timestamp,
            prev: last.name,
            prevTs: last.timestamp,
          },
          at: e.heading,
        });
      }
      if (!last || e.time >= last.time) last = { time: e.time, name, timestamp: e.timestamp };
    }
  },
});
