import { staticRule } from '../types.js';

export default staticRule({
  id: 'registry/provenance',
  file: 'registry',
  meta: {
    description:
      'Each registry entry heading is `<project> [SELF]` or `<project> [RELAYED by <agent>]`: exactly one provenance ' +
      'tag.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    for (const e of doc.entries) {
      if (!e.id)
        report({
          message: 'Entry "{{h}}" has no project id before its tag',
          data: { h: e.headingText },
          at: e.heading,
        });
      if (e.tagCount === 0)
        report({
          message: 'Entry "{{h}}" has no provenance tag; add [SELF] if the project wrote it, or [RELAYED by <you>]',
          data: { h: e.headingText },
          at: e.heading,
        });
      else if (e.tagCount > 1)
        report({
          message: 'Entry "{{h}}" has {{n}} provenance tags; keep exactly one',
          data: { h: e.headingText, n: e.tagCount },
          at: e.heading,
        });
      else if (!e.provenance)
        report({
          message: 'Entry "{{h}}": [RELAYED by …] must name who relayed it',
          data: { h: e.headingText },
          at: e.heading,
        });
    }
  },
});
