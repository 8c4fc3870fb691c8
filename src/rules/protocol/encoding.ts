import type { EncodingProblem } from '../../models/index.js';
import { staticRule } from '../types.js';

const FIX: Record<EncodingProblem['kind'], string> = {
  nul: 'The file contains a NUL byte, so it is binary, not text; restore it from git or rewrite it as UTF-8 text',
  'bare-cr': 'A line ends in a bare CR (an old Mac line ending); save the file with LF or CRLF line endings',
  'invalid-utf8': 'The file is not valid UTF-8; re-save it as UTF-8',
};

export default staticRule({
  id: 'protocol/encoding',
  file: 'any',
  meta: {
    class: 'authority',
    description: 'A protocol file is valid UTF-8 text with no NUL byte, and its lines end in LF or CRLF.',
    defaultSeverity: 'error',
  },
  // Each problem is its own finding, known across versions by the line it is on (never the file as a whole), so a
  // problem the base had is not blamed on a change, and one old problem admits no new one elsewhere.
  check(source, { report }) {
    for (const p of source.encoding) {
      const message = p.more ? `${FIX[p.kind]} (this and ${p.more - 1} more like it)` : FIX[p.kind];
      report({ message, at: { line: p.line, column: p.column, offset: 0 }, identity: `${p.kind}:${p.context}` });
    }
  },
});
