import { offsetProblem } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'marker/format',
  file: 'marker',
  meta: {
    class: 'quality',
    description: '`.last-processed.md` opens with YAML front matter giving, per upstream, `seq`, `at` and `digest`.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    if (!doc.hasFrontmatter) {
      report({
        message: 'The marker has no YAML front matter; start it with "---", one key per upstream, and "---"',
        at: { line: 1, column: 1, offset: 0 },
      });
      return;
    }
    for (const o of doc.offsets) {
      const problem = offsetProblem(o);
      if (problem) report({ message: problem, at: o.span });
    }
  },
});
