import { historicalRule } from '../types.js';

export default historicalRule({
  id: 'marker/monotonic',
  file: 'marker',
  meta: {
    class: 'authority',
    description: 'A consumer offset in `.last-processed.md` never moves back.',
    defaultSeverity: 'error',
  },
  check({ base, head }, { report }) {
    if (!base) return;
    // A key removed (or renamed: keys are compared as written, `Lab` is not `lab`), or the whole file
    // deleted, resets that upstream to nothing consumed: the next consume would replay every entry.
    const now = new Map((head?.offsets ?? []).map((o) => [o.upstream, o]));
    for (const was of base.offsets) {
      const o = now.get(was.upstream);
      if (!o) {
        if (was.seq === null && was.id === null) continue;
        report({
          message: head
            ? 'The offset for {{up}} (entry {{was}}) was removed; an offset only moves forward, and without it the ' +
              'next consume replays every entry: restore "{{up}}:" as it was'
            : 'The offset for {{up}} (entry {{was}}) was removed with .last-processed.md; an offset only moves ' +
              'forward, and without it the next consume replays every entry: restore the file',
          data: { up: was.upstream, was: was.seq ?? `"${was.id}"` },
        });
        continue;
      }
      if (was.seq === null || o.seq === null || o.seq >= was.seq) continue;
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
