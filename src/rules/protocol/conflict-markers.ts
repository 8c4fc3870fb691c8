import { staticRule } from '../types.js';

export default staticRule({
  id: 'protocol/conflict-markers',
  file: 'any',
  meta: {
    description: 'No merge conflict is left in a protocol file: no `<<<<<<<`, `=======`, `>>>>>>>` sequence.',
    defaultSeverity: 'error',
  },
  check(source, { report }) {
    const lines = source.text.split('\n');
    const first = 1 + (source.lineOffset ?? 0);
    let open: number | null = null;
    let middle = false;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      if (l.startsWith('<<<<<<<')) { open = i; middle = false; }
      else if (open !== null && /^=======\r?$/.test(l)) middle = true;
      else if (open !== null && middle && l.startsWith('>>>>>>>')) {
        report({ message: 'A merge conflict is left here (lines {{from}}–{{to}}); resolve it and remove the markers', data: { from: open + first, to: i + first }, at: { start: { line: open + first, column: 1, offset: 0 }, end: { line: i + first, column: l.replace(/\r$/, '').length + 1, offset: 0 } } });
        open = null;
        middle = false;
      }
    }
  },
});
