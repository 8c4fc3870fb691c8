import { directivesOf } from '../../engine/suppressions.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'protocol/suppression',
  file: 'any',
  meta: {
    class: 'authority',
    description:
      'An inline suppression comment names a static rule and gives its reason; one that does not suppresses ' +
      'nothing, and says so.',
    defaultSeverity: 'warn',
  },
  check(source, { report }) {
    for (const d of directivesOf(source)) if (d.problem) report({ message: d.problem, at: d.span });
  },
});
