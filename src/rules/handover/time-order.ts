import { entryName, type HandoverEntry } from '../../models/index.js';
import { pinnedEntry } from '../../models/dialect.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'handover/time-order',
  file: 'handover',
  meta: {
    class: 'quality',
    description:
      'Entry timestamps (or dates) do not go back in time (a warning: the order of a log is its position and ' +
      'sequence, not its clocks).',
    defaultSeverity: 'warn',
  },
  check(doc, { report }) {
    const p = doc.prior;
    // the last entry of the unread part of the log, when only appended entries were read
    const before: { time: number; name: string; timestamp: string } | null =
      p && p.lastTime !== null && p.lastTimestamp !== null
        ? {
            time: p.lastTime,
            name: p.lastSeq === null ? 'the entry before' : `entry ${p.lastSeq}`,
            timestamp: p.lastTimestamp,
          }
        : null;
    // The latest entry so far, named only for a report (a long log has 100,000 entries, in order).
    let latest: HandoverEntry | null = null;
    // A log in no one order (`log.order: any`) asks none of its clocks; a pinned closing entry is outside the order.
    if (doc.dialect?.order === 'any') return;
    const pinned = pinnedEntry(doc.dialect, doc.entries);
    for (const e of doc.entries) {
      if (e.time === null || e.timestamp === null || e === pinned) continue;
      const lastTime = latest ? latest.time! : before ? before.time : null;
      if (lastTime !== null && e.time < lastTime) {
        const name = entryName(e);
        report({
          message: '{{Name}} ({{ts}}) is dated before {{prev}} ({{prevTs}}); check the clock that wrote it',
          data: {
            Name: name.charAt(0).toUpperCase() + name.slice(1),
            ts: e.timestamp,
            prev: latest ? entryName(latest) : before!.name,
            prevTs: latest ? latest.timestamp! : before!.timestamp,
          },
          at: e.heading,
        });
      } else latest = e;
    }
  },
});
