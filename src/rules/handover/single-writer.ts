import { historicalRule } from '../types.js';

export default historicalRule({
  id: 'handover/single-writer',
  file: 'handover',
  meta: {
    class: 'authority',
    description:
      'Only the writer named in `# Handover: <agent>` changes the log, and the title never names a new writer.',
    defaultSeverity: 'error',
  },
  check({ base, head, actor }, { report }) {
    const doc = head ?? base;
    if (!doc || (base && head && base.source.text === head.source.text && !head.prior)) return;
    if (base?.writer && head?.writer && base.writer !== head.writer) {
      report({
        message: 'The title now names {{now}} as the writer instead of {{was}}; a log keeps its one writer',
        data: { now: head.writer, was: base.writer },
        at: head.title?.span,
      });
    }
    const writer = base?.writer ?? head?.writer;
    if (writer && writer !== actor) {
      report({
        message:
          'This log is written only by {{writer}}, but {{actor}} changed it; ask {{writer}} to append, or record it ' +
          'in your own log',
        data: { writer, actor },
        at: head?.title?.span ?? head?.entries[0]?.heading,
      });
    }
  },
});
