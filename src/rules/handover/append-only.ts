import { correctsRef, diffHandover, entryName, type HandoverEntry } from '../../models/index.js';
import { historicalRule, units } from '../types.js';

const name = (e: HandoverEntry) => {
  const n = entryName(e);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
/** What to do instead of editing an entry: a correction naming it, when the entry has something to name it by. */
const instead = (e: HandoverEntry) => {
  const ref = correctsRef(e);
  return ref ? `append a new entry with "Corrects: ${ref}" instead` : 'write the correction as a new entry instead';
};

export default historicalRule({
  id: 'handover/append-only',
  file: 'handover',
  meta: {
    class: 'authority',
    description:
      'A handover log only grows: the preamble and every earlier entry stay as they were (but for the fields and ' +
      'moves its dialect allows), and new entries go after the last one.',
    defaultSeverity: 'error',
  },
  check({ base, head }, { report }) {
    if (!base) return;
    if (!head) {
      report({
        message:
          'The handover log was deleted; a log is append-only, so restore it (git restore --staged --worktree ' +
          '{{path}})',
        data: { path: base.source.path },
      });
      return;
    }
    const diff = diffHandover(base, head);
    if (diff.preambleChanged) {
      report({
        message:
          'The preamble (title and text before the first entry) was changed; restore it — it is part of the ' +
          'append-only log',
        at: head.preamble.start,
        unit: units.preamble,
      });
    }
    for (const c of diff.changes) {
      if (c.kind === 'changed') {
        report({
          message: '{{entry}} (line {{line}} before) was changed at line {{now}}; restore it and {{instead}}',
          data: {
            entry: name(c.base),
            line: c.base.heading.start.line,
            now: c.head.heading.start.line,
            instead: instead(c.base),
          },
          at: c.head.span,
          unit: units.entry(c.base),
        });
      } else if (c.kind === 'removed') {
        report({
          message: '{{entry}} (line {{line}} before) was removed; restore it — entries are never deleted',
          data: { entry: name(c.base), line: c.base.heading.start.line },
          at: c.at,
          unit: units.entry(c.base),
        });
      } else if (c.kind === 'reordered') {
        report({
          message: '{{entry}} moved from line {{line}} to line {{now}}; keep entries in their order',
          data: { entry: name(c.base), line: c.base.heading.start.line, now: c.head.heading.start.line },
          at: c.head.heading,
          unit: units.entry(c.base),
        });
      } else if (c.before) {
        report({
          message: '{{entry}} was inserted before {{next}} (line {{line}} before); new entries go after the last one',
          data: { entry: name(c.head), next: name(c.before), line: c.before.heading.start.line },
          at: c.head.heading,
          unit: units.entry(c.head),
        });
      }
    }
  },
});
