import { staticRule } from '../types.js';

export default staticRule({
  id: 'sync/known-agents',
  file: 'sync',
  meta: {
    class: 'quality',
    description: 'When agents are configured, every section belongs to a configured agent (or is a shared section).',
    defaultSeverity: 'error',
  },
  check(doc, { report, config }) {
    const agents = Object.keys(config.agents);
    if (agents.length === 0) return;
    for (const s of doc.sections) {
      if (s.shared || agents.includes(s.id)) continue;
      report({
        message:
          'Section "{{id}}" is not a configured agent ({{agents}}); add it under `agents` in the config or fix the ' +
          'heading',
        data: { id: s.id, agents: agents.join(', ') },
        at: s.heading,
      });
    }
  },
});
