import { staticRule } from '../types.js';

export default staticRule({
  id: 'registry/provenance',
  file: 'registry',
  meta: {
    class: 'quality',
    description:
      'Each registry entry heading is `<project> [SELF]` or `<project> [RELAYED by <agent>]`: exactly one provenance ' +
      'tag.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    if (doc.layout !== 'tagged') {
      // No tags to judge: said once, so a registry read without provenance is never a silent pass.
      report({
        message:
          'PROJECT_REGISTRY.md is read with registry.layout: {{layout}}, which carries no provenance tags, so ' +
          'registry/provenance, registry/self-authority, registry/relay-attribution and registry/no-downgrade ' +
          'cannot judge who may write each entry; handover migrate turns it into [RELAYED by <you>] entries they ' +
          'can judge',
        data: { layout: doc.layout },
        at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
        warn: true,
        identity: 'no provenance tags',
      });
      return;
    }
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
