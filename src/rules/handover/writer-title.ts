import { NAME } from '../../config/schema.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'handover/writer-title',
  file: 'handover',
  meta: {
    class: 'authority',
    description:
      "The log opens with `# Handover: <agent>`, naming its single writer (this repo's agent, when configured).",
    defaultSeverity: 'error',
  },
  check(doc, { report, config }) {
    if (doc.prior) return; // only appended entries were read; the title is in the unchanged part
    // REQUESTS.md is the same log under another title word (# Requests: <project>)
    const word = doc.logTitle ?? 'Handover';
    const own = word === 'Requests' ? config.files.requests : config.files.handover;
    // the `log.writer` knob names a HANDOVER.md writer; a REQUESTS.md title always names its project
    const knob = word === 'Requests' ? '' : ', or name the writer in the config (`log: { writer: <agent> }`)';
    const keep =
      word === 'Requests' ? '' : ', or keep the title and name the writer in the config (`log: { writer: <agent> }`)';
    if (!doc.title && !doc.writer) {
      report({
        message: 'The log has no title; start it with "# {{word}}: <agent>" naming its single writer{{knob}}',
        data: { word, knob },
        at: { line: 1, column: 1, offset: 0 },
      });
    } else if (!doc.writer && doc.dialect.authorField) {
      report({
        message: 'The log names no writer; give its entries a "{{field}}" field naming it',
        data: { field: doc.dialect.authorField },
        at: doc.title?.span,
      });
    } else if (!doc.writer && doc.title) {
      report({
        message: 'The title "{{title}}" does not name a writer; write "# {{word}}: <agent>"{{keep}}',
        data: { title: doc.title.text, word, keep },
        at: doc.title.span,
      });
    } else if (!doc.writer) {
      return;
    } else if (!NAME.test(doc.writer)) {
      report({
        message:
          'The title names "{{writer}}" as the writer, which is not an agent id (letters, digits, ".", "_", "-"); ' +
          'write "# {{word}}: <agent>" and put the rest in the text below',
        data: { writer: doc.writer, word },
        at: doc.title?.span,
      });
    } else if (config.agent && doc.source.path === own && doc.writer !== config.agent) {
      report({
        message: "The title names {{writer}} as the writer, but this repo's agent is {{agent}}",
        data: { writer: doc.writer, agent: config.agent },
        at: doc.title?.span,
      });
    }
    // Where entries name their author (`from:`), each names the log's one writer.
    for (const e of doc.entries) {
      if (doc.writer && e.author !== null && e.author !== doc.writer) {
        report({
          message: 'This entry says it is from {{author}}, but the log is written only by {{writer}}',
          data: { author: e.author, writer: doc.writer },
          at: e.heading,
        });
      }
    }
  },
});
