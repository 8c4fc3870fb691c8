import { appendedOnly, diffSync, rowsKept } from '../../models/index.js';
import { historicalRule, units } from '../types.js';

export default historicalRule({
  id: 'sync/shared-sections',
  file: 'sync',
  meta: {
    class: 'authority',
    description:
      "Shared SYNC.md sections (config `sync.shared`, or a dialect's own) are written only by those they allow (the " +
      'owner or a dispatcher by default); `append-only` ones only grow, `append-rows` ones keep every row (a `-- ' +
      'RESOLVED <date>: …` suffix may be added).',
    defaultSeverity: 'error',
  },
  check({ base, head, actor }, { report, config }) {
    const diff = diffSync(base, head);
    const owner = actor === config.owner || config.dispatchers.includes(actor);
    const touched = [
      ...diff.added.map((d) => ({ id: d.key, at: d.head.heading, policy: d.head.shared, kept: true })),
      ...diff.changed.map((d) => ({
        id: d.key,
        at: d.head.span,
        policy: d.head.shared ?? d.base.shared,
        kept:
          (d.head.shared ?? d.base.shared)?.mode === 'append-rows'
            ? rowsKept(d.base, d.head)
            : appendedOnly(d.base, d.head),
      })),
      ...diff.removed.map((d) => ({ id: d.key, at: undefined, policy: d.base.shared, kept: false })),
    ];
    for (const t of touched) {
      if (!t.policy) continue;
      if (!owner && t.policy.writers === 'owner') {
        const who = config.owner ? `the owner (${config.owner})` : 'the owner';
        report({
          message: '"{{id}}" is a shared section, written only by {{who}} or a dispatcher; {{actor}} changed it',
          data: { id: t.id, who, actor },
          at: t.at,
          unit: units.section(t.id),
        });
      } else if (t.policy.mode === 'append-only' && !t.kept) {
        report({
          message: '"{{id}}" is append-only: its earlier text must stay as it was, with new lines only at its end',
          data: { id: t.id },
          at: t.at,
          unit: units.section(t.id),
        });
      } else if (t.policy.mode === 'append-rows' && !t.kept) {
        report({
          message:
            '"{{id}}" keeps every row: add new rows at its end, and resolve a row only by adding " -- RESOLVED ' +
            '<date>: …" to it',
          data: { id: t.id },
          at: t.at,
          unit: units.section(t.id),
        });
      } else if (t.policy.mode === 'owner-only' && !owner) {
        report({
          message: '"{{id}}" is written only by the owner or a dispatcher; {{actor}} changed it',
          data: { id: t.id, actor },
          at: t.at,
          unit: units.section(t.id),
        });
      }
    }
  },
});
