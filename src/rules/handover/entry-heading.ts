import { unclosedFenceProblem } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'handover/entry-heading',
  file: 'handover',
  meta: {
    class: 'quality',
    description:
      "Every entry heading of a handover log reads as an entry in the log's dialect (`## <seq> · <timestamp>[ · " +
      '<title>]` by default), and an entry carries the fields its dialect requires.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    for (const e of doc.entries) {
      if (e.headingProblem) report({ message: e.headingProblem, at: e.heading });
      for (const p of e.problems) report({ message: p.message, at: p.at, warn: p.warn });
    }
    if (doc.unclosedFence) report(unclosedFenceProblem(doc.unclosedFence.start, 'entry'));
    if (doc.dialect.warnEmpty && !doc.entries.length && !doc.problems.length) {
      report({
        message: 'The log has no entries yet; append the first with "handover append"',
        at: { start: doc.preamble.start, end: doc.preamble.start },
        warn: true,
      });
    }
  },
});
