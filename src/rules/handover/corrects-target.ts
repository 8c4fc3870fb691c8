import { correctsOf, entryName } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'handover/corrects-target',
  file: 'handover',
  meta: {
    description:
      '`Corrects: #N` (or, in a log not numbered, `Corrects: <entry id>`) names an earlier entry that exists.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    const earlier = new Set<string>();
    const all = new Set(doc.entries.map((e) => e.id).filter((x): x is string => x !== null));
    const show = (ref: string) => (/^\d+$/.test(ref) ? `#${ref}` : `"${ref}"`);
    for (const e of doc.entries) {
      const name = entryName(e);
      const Name = name.charAt(0).toUpperCase() + name.slice(1);
      for (const line of correctsOf(e, doc.dialect)) {
        for (const ref of line.refs) {
          const n = Number(ref);
          const numbered = /^\d+$/.test(ref);
          if (
            ref === e.id ||
            (numbered && e.seq !== null && n >= e.seq) ||
            (!numbered && all.has(ref) && !earlier.has(ref))
          ) {
            report({
              message: '{{Name}} corrects {{ref}}, which is not earlier; a correction names an entry before it',
              data: { Name, ref: show(ref) },
              at: line.span,
            });
          } else if (!earlier.has(ref) && !(numbered && doc.prior && n <= (doc.prior.lastSeq ?? 0))) {
            report({
              message: numbered
                ? '{{Name}} corrects {{ref}}, but there is no entry {{n}}'
                : '{{Name}} corrects {{ref}}, but there is no such entry',
              data: { Name, ref: show(ref), n: ref },
              at: line.span,
            });
          }
        }
      }
      if (e.id !== null) earlier.add(e.id);
    }
  },
});
