import { conflictBlocks } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'protocol/conflict-markers',
  file: 'any',
  meta: {
    class: 'authority',
    description: 'No merge conflict is left in a protocol file: no `<<<<<<<`, `=======`, `>>>>>>>` sequence.',
    defaultSeverity: 'error',
  },
  check(source, { report }) {
    const first = 1 + (source.lineOffset ?? 0);
    for (const c of conflictBlocks(source.text)) {
      report({
        message: 'A merge conflict is left here (lines {{from}}–{{to}}); resolve it and remove the markers',
        data: { from: c.from + first, to: c.to + first },
        at: {
          start: { line: c.from + first, column: 1, offset: 0 },
          end: { line: c.to + first, column: c.toLength + 1, offset: 0 },
        },
      });
    }
  },
});
