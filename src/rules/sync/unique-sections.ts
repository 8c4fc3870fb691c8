import { staticRule } from '../types.js';

export default staticRule({
  id: 'sync/unique-sections',
  file: 'sync',
  meta: {
    class: 'authority',
    description:
      'Each agent has one section: no two sections share a heading (on a board kept as a table per status group, ' +
      'an agent may hold a row per task).',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    const seen = new Map<string, number>();
    for (const s of doc.sections) {
      const key = s.id.toLowerCase();
      const line = seen.get(key);
      if (line !== undefined && doc.dialect.layout !== 'tables')
        report({
          message: 'Section "{{id}}" appears again (first at line {{line}}); merge the two',
          data: { id: s.id, line },
          at: s.heading,
        });
      else seen.set(key, s.heading.start.line);
      if (!s.id) report({ message: 'A section heading is empty; write the agent id', at: s.heading });
    }
  },
});
