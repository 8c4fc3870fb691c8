import { diffRegistry } from '../../models/index.js';
import { historicalRule } from '../types.js';

export default historicalRule({
  id: 'registry/no-downgrade',
  file: 'registry',
  meta: {
    class: 'authority',
    description:
      "A `[SELF]` entry is never replaced by a `[RELAYED by …]` one: the project's own word outranks a relay.",
    defaultSeverity: 'error',
  },
  check({ base, head }, { report }) {
    if (!base || !head) return;
    for (const d of diffRegistry(base, head).changed) {
      if (d.base.provenance?.kind === 'self' && d.head.provenance?.kind === 'relayed') {
        report({
          message:
            "The [SELF] entry of {{id}} (line {{line}} before) was replaced by a relayed one; keep {{id}}'s own " +
            'entry and correct it through {{id}}',
          data: { id: d.head.id, line: d.base.heading.start.line },
          at: d.head.heading,
        });
      }
    }
  },
});
