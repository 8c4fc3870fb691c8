import { diffSync, onlyNotesAdded } from '../../models/index.js';
import { historicalRule, units } from '../types.js';

const groupName = (g: string | null) => (g === null ? 'above the first group' : `"${g}"`);

export default historicalRule({
  id: 'sync/section-owner',
  file: 'sync',
  meta: {
    class: 'authority',
    description:
      'An agent adds, changes or removes only its own SYNC.md section (a dispatcher may add a dated note where the ' +
      "dialect has one, a board's keeper writes every section); the preamble is the owner's.",
    defaultSeverity: 'error',
  },
  check({ base, head, actor }, { report, config }) {
    const diff = diffSync(base, head);
    const dialect = (head ?? base)?.dialect;
    const dispatcher = config.dispatchers.includes(actor);
    // a board kept by one writer for every agent (sync.keeper, its history's one author): the keeper writes them all
    const keeper = config.sync.keeper !== null && config.sync.keeper === actor;
    const what = [
      ...diff.added.map((d) => ({ verb: 'added', id: d.key, at: d.head.heading, shared: d.head.shared, note: false })),
      ...diff.changed.map((d) => ({
        verb: 'changed',
        id: d.key,
        at: d.head.span,
        shared: d.head.shared ?? d.base.shared,
        note: dispatcher && !!dialect && onlyNotesAdded(d.base, d.head, dialect),
      })),
      ...diff.removed.map((d) => ({
        verb: 'removed',
        id: d.key,
        at: head ? { line: 1, column: 1, offset: 0 } : undefined,
        shared: d.base.shared,
        note: false,
      })),
    ];
    for (const w of what) {
      if (w.id === actor || w.shared || w.note || keeper) continue;
      report({
        message: '{{actor}} {{verb}} the section of {{id}}; an agent writes only its own section ("## {{actor}}")',
        data: { actor, verb: w.verb, id: w.id },
        at: w.at,
        unit: units.section(w.id),
      });
    }
    // On a grouped board a section's group is part of it (often its status): moving another agent's section to
    // another group is the owner's or a dispatcher's, even when its text stays the same.
    for (const m of diff.moved) {
      if (m.key === actor || actor === config.owner || dispatcher || keeper) continue;
      report({
        message:
          '{{actor}} moved the section of {{id}} from {{from}} to {{to}}; only {{id}}, the owner or a dispatcher ' +
          'moves a section between groups',
        data: { actor, id: m.key, from: groupName(m.from), to: groupName(m.to) },
        at: m.head.heading,
        unit: units.section(m.key),
      });
    }
    if (head && diff.preambleChanged && actor !== config.owner) {
      const who = config.owner ? `the owner, ${config.owner}` : 'the owner (set `owner` in the config)';
      report({
        message: '{{actor}} changed the preamble, which only {{who}} edits',
        data: { actor, who },
        at: head.preamble.start,
        unit: units.preamble,
      });
    }
  },
});
