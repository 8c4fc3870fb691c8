import { diffRegistry, type RegistryEntry } from '../../models/index.js';
import { historicalRule, units } from '../types.js';

const relayer = (e: RegistryEntry) => (e.provenance?.kind === 'relayed' ? e.provenance.by : null);

export default historicalRule({
  id: 'registry/relay-attribution',
  file: 'registry',
  meta: {
    class: 'authority',
    description:
      'Only X writes or changes an entry tagged `[RELAYED by X]`; it is removed only by X or by the project itself.',
    defaultSeverity: 'error',
  },
  check({ base, head, actor }, { report }) {
    const diff = diffRegistry(base, head);
    for (const d of [...diff.added, ...diff.changed]) {
      const by = relayer(d.head);
      if (by !== null && by !== actor) {
        report({
          message:
            '{{actor}} wrote "{{id}} [RELAYED by {{by}}]"; a relayed entry names who relayed it — write [RELAYED ' +
            'by {{actor}}]',
          data: { actor, by, id: d.head.id },
          at: d.head.heading,
        });
      }
    }
    const gone = [
      ...diff.removed.map((d) => ({ base: d.base, verb: 'removed', at: undefined })),
      // re-tagged [SELF] or [RELAYED by someone else]: the old relayer's entry is gone either way
      ...diff.changed
        .filter((c) => relayer(c.head) !== relayer(c.base))
        .map((d) => ({ base: d.base, verb: 'replaced', at: d.head.heading })),
    ];
    for (const d of gone) {
      const by = relayer(d.base);
      if (by !== null && by !== actor && d.base.id !== actor) {
        report({
          message: '{{actor}} {{verb}} the entry {{by}} relayed for {{id}}; only {{by}} or {{id}} may',
          data: { actor, verb: d.verb, by, id: d.base.id },
          at: d.at,
          unit: units.project(d.base.id),
        });
      }
    }
  },
});
