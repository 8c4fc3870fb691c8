import { historicalRule } from '../types.js';

export default historicalRule({
  id: 'marker/monotonic',
  file: 'marker',
  meta: {
    description: 'A consumer offset in `.last-processed.md` never moves back.',
    defaultSeverity: 'error',
  },
  check({ base, head }, { report }) {
    if (!base || !head) return;
    const before = new Map(base.offsets.map((o) => [o.upstream, o]));
    for (const o of head.offsets) {
      const was = before.get(o.upstream);
      if (!was || was.seq === null || o.seq === null || o.seq >= was.seq) continue;
      report({
        message:
          'The offset for {{up}} moved back from entry {{was}} to {{now}}; offsets only move forward (to reprocess, ' +
          'consume with a fresh marker on purpose, with a dispatcher override)',
        data: { up: o.upstream, was: was.seq, now: o.seq },
        at: o.span,
      });
    }
  },
});
