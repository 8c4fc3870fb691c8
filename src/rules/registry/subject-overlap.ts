import { subjectKey } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'registry/subject-overlap',
  file: 'registry',
  meta: {
    class: 'quality',
    description: 'No subject is owned by two projects (a warning: one of them should hand it over).',
    defaultSeverity: 'warn',
  },
  check(doc, { report }) {
    const owner = new Map<string, string>();
    for (const e of doc.entries) {
      for (const subject of e.owns) {
        const key = subjectKey(subject);
        const first = owner.get(key);
        if (first !== undefined && first.toLowerCase() !== e.id.toLowerCase())
          report({
            message: '"{{subject}}" is owned by both {{first}} and {{id}}; settle who owns it',
            data: { subject, first, id: e.id },
            at: e.heading,
          });
        else owner.set(key, e.id);
      }
    }
  },
});
