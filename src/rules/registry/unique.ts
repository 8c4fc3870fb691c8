import { staticRule } from '../types.js';

export default staticRule({
  id: 'registry/unique',
  file: 'registry',
  meta: {
    class: 'authority',
    description: 'A project has one entry in the registry.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    const seen = new Map<string, number>();
    for (const e of doc.entries) {
      if (!e.id) continue;
      const line = seen.get(e.id.toLowerCase());
      if (line !== undefined)
        report({
          message: 'Project "{{id}}" has a second entry (first at line {{line}}); keep one',
          data: { id: e.id, line },
          at: e.heading,
        });
      else seen.set(e.id.toLowerCase(), e.heading.start.line);
    }
  },
});
