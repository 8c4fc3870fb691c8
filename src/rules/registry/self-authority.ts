import { diffRegistry } from '../../models/index.js';
import { historicalRule, units } from '../types.js';

export default historicalRule({
  id: 'registry/self-authority',
  file: 'registry',
  meta: {
    class: 'authority',
    description: 'Only project P writes, changes or removes the `[SELF]` entry for P.',
    defaultSeverity: 'error',
  },
  check({ base, head, actor }, { report }) {
    const diff = diffRegistry(base, head);
    const touched = [
      ...diff.added.map((d) => ({
        entry: d.head,
        verb: 'wrote',
        at: d.head.heading,
        self: d.head.provenance?.kind === 'self',
      })),
      ...diff.changed.map((d) => ({
        entry: d.head,
        verb: 'changed',
        at: d.head.span,
        self: d.head.provenance?.kind === 'self' || d.base.provenance?.kind === 'self',
      })),
      ...diff.removed.map((d) => ({
        entry: d.base,
        verb: 'removed',
        at: undefined,
        self: d.base.provenance?.kind === 'self',
      })),
    ];
    for (const t of touched) {
      if (!t.self || t.entry.id === actor) continue;
      // A relayed entry is the remedy only where no [SELF] entry stood: registry/no-downgrade refuses one that
      // replaces it. Over an existing [SELF] entry, only its project (or a dispatcher's override) changes it.
      const existed = t.verb !== 'wrote';
      report({
        message: existed
          ? '{{actor}} {{verb}} the [SELF] entry of {{id}}; only {{id}} speaks for itself, and a relayed entry may ' +
            'not replace it (registry/no-downgrade) — restore the entry and ask {{id}} to change it (handover ' +
            'registry add, as {{id}}), or a dispatcher to override on the record'
          : '{{actor}} {{verb}} the [SELF] entry of {{id}}; only {{id}} speaks for itself — write "## {{id}} ' +
            '[RELAYED by {{actor}}]" instead',
        data: { actor, verb: t.verb, id: t.entry.id },
        at: t.at,
        unit: units.project(t.entry.id),
      });
    }
  },
});
