import { staticRule } from '../types.js';
export default staticRule({
    id: 'handover/time-order',
    file: 'handover',
    meta: {
        description: 'Entry timestamps do not go back in time (a warning: the order of a log is its sequence, not its clocks).',
        defaultSeverity: 'warn',
    },
    check(doc, { report }) {
        const p = doc.prior;
        let last = p && p.lastTime !== null && p.lastTimestamp !== null ? { time: p.lastTime, seq: p.lastSeq, timestamp: p.lastTimestamp } : null;
        for (const e of doc.entries) {
            if (e.time === null || e.timestamp === null)
                continue;
            if (last && e.time < last.time) {
                report({
                    message: 'Entry {{seq}} ({{ts}}) is dated before entry {{prev}} ({{prevTs}}); check the clock that wrote it',
                    data: { seq: e.seq ?? '?', ts: e.timestamp, prev: last.seq ?? '?', prevTs: last.timestamp },
                    at: e.heading,
                });
            }
            if (!last || e.time >= last.time)
                last = { time: e.time, seq: e.seq, timestamp: e.timestamp };
        }
    },
});
