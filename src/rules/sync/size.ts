import { staticRule } from '../types.js';

export default staticRule({
  id: 'sync/size',
  file: 'sync',
  meta: {
    class: 'quality',
    description: 'A SYNC.md with more than `max` agent sections is too large for every agent to read each session.',
    defaultSeverity: 'warn',
    options: { max: { description: 'the most agent sections allowed', default: 10 } },
  },
  check(doc, { report, options }) {
    const max = typeof options.max === 'number' ? options.max : 10;
    const agents = doc.sections.filter((s) => !s.shared);
    if (agents.length > max) {
      report({
        message: 'SYNC.md has {{n}} agent sections, more than {{max}}; split the commons or retire idle agents',
        data: { n: agents.length, max },
        at: agents[max].heading,
      });
    }
  },
});
