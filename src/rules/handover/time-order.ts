import { entryName, type HandoverEntry } from '../../models/index.js';
import { staticRule } from '../types.js';

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
    // The latest time so far and whose it is (null: the last entry of the part not read, `prior`); named only
    // when a later entry is dated before it, so a long log in order builds no names.
    let lastTime = p && p.lastTime !== null && p.lastTimestamp !== null ? p.lastTime : null;
    let lastTimestamp = p?.lastTimestamp ?? '';
    let lastEntry: HandoverEntry | null = null;
    for (const e of doc.entries) {
      if (e.time === null || e.timestamp === null) continue;
      if (lastTime === null || e.time >= lastTime) {
        lastTime = e.time;
        lastTimestamp = e.timestamp;
        lastEntry = e;
        continue;
      }
      const name = entryName(e);
      report({
        message: '{{Name}} ({{ts}}) is dated before {{prev}} ({{prevTs}}); check the clock that wrote it',
        data: {
          Name: name.charAt(0).toUpperCase() + name.slice(1),
          ts: e.timestamp,
          prev: lastEntry ? entryName(lastEntry) : p && p.lastSeq !== null ? `entry ${p.lastSeq}` : 'the entry before',
          prevTs: lastTimestamp,
        },
        at: e.heading,
      });
    }
  },
});
