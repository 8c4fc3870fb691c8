import { ASKING_TYPES, parentOf } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'request/head',
  file: 'requests',
  meta: {
    class: 'authority',
    description:
      'A request from outside a tree enters at its head (no level-skip), and only a head forwards, to its own direct ' +
      'subprojects.',
    defaultSeverity: 'error',
  },
  check(doc, { report, facts }) {
    if (!facts.subprojects || !doc.writer) return; // no registry: nothing tells a head from a subproject
    for (const r of doc.requests) {
      if (!r.to) continue;
      const at = r.fields.get('to')!.span;
      if (r.type === 'forward') {
        const subs = facts.subprojects.get(doc.writer) ?? [];
        if (!subs.some((s) => s.toLowerCase() === r.to!.toLowerCase())) {
          report({
            message:
              'Entry {{seq}} forwards to {{to}}, which is not a direct subproject of {{writer}} (registry ' +
              'Subprojects: {{subs}}); a head forwards only one level down',
            data: { seq: r.entry.seq ?? '?', to: r.to, writer: doc.writer, subs: subs.join('; ') || 'none' },
            at,
          });
        }
      } else if ((ASKING_TYPES as readonly string[]).includes(r.type ?? '')) {
        const parent = parentOf(facts, r.to);
        if (parent === null || parent.toLowerCase() === doc.writer.toLowerCase()) continue;
        let head = parent;
        for (let up = parentOf(facts, head), i = 0; up && i < 32; up = parentOf(facts, up), i++) head = up;
        report({
          message:
            'Entry {{seq}} is addressed to {{to}}, a subproject of {{parent}}: a request from outside a tree enters ' +
            'at its head; address {{head}} and let it forward the request',
          data: { seq: r.entry.seq ?? '?', to: r.to, parent, head },
          at,
        });
      }
    }
  },
});
