import { staticRule } from '../types.js';

export default staticRule({
  id: 'protocol/encoding',
  file: 'any',
  meta: {
    class: 'authority',
    description: 'A protocol file is valid UTF-8 text with no NUL byte, and its lines end in LF or CRLF.',
    defaultSeverity: 'error',
  },
  check(source, { report }) {
    for (const p of source.encoding) {
      const message =
        p.kind === 'nul'
          ? 'The file contains a NUL byte, so it is binary, not text; restore it from git or rewrite it as UTF-8 text'
          : p.kind === 'bare-cr'
            ? 'A line ends in a bare CR (an old Mac line ending); save the file with LF or CRLF line endings'
            : 'The file is not valid UTF-8; re-save it as UTF-8';
      report({ message, at: { line: p.line, column: p.column, offset: 0 } });
    }
  },
});
