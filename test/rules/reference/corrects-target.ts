// The rule as it was at 571369d, kept to test the faster one against (test/rules/lazy-rules.test.ts).
import { correctsOf, entryName, type HandoverDoc, type HandoverEntry, type Span } from '../../../src/models/index.js';
import { type RuleContext, staticRule } from '../../../src/rules/types.js';

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
    for (const e of doc.entries) {
      const name = entryName(e);
      const Name = name.charAt(0).toUpperCase() + name.slice(1);
      for (const line of correctsOf(e, doc.dialect))
        for (const ref of line.refs) checkRef(ref, { doc, e, Name, at: line.span, earlier, all, report });
      if (e.id !== null) earlier.add(e.id);
    }
  },
});

interface RefCheck {
  doc: HandoverDoc;
  /** The correcting entry, and its name for the messages. */
  e: HandoverEntry;
  Name: string;
  at: Span;
  /** Ids of the entries before `e`, and of every entry. */
  earlier: Set<string>;
  all: Set<string>;
  report: RuleContext['report'];
}

const show = (ref: string) => (/^\d+$/.test(ref) ? `#${ref}` : `"${ref}"`);

/** Reports a `Corrects:` reference that is not an earlier entry, or names none. */
function checkRef(ref: string, { doc, e, Name, at, earlier, all, report }: RefCheck): void {
  const n = Number(ref);
  const numbered = /^\d+$/.test(ref);
  if (ref === e.id || (numbered && e.seq !== null && n >= e.seq) || (!numbered && all.has(ref) && !earlier.has(ref))) {
    report({
      message: '{{Name}} corrects {{ref}}, which is not earlier; a correction names an entry before it',
      data: { Name, ref: show(ref) },
      at,
    });
  } else if (!earlier.has(ref) && !(numbered && doc.prior && n <= (doc.prior.lastSeq ?? 0))) {
    report({
      message: numbered
        ? '{{Name}} corrects {{ref}}, but there is no entry {{n}}'
        : '{{Name}} corrects {{ref}}, but there is no such entry',
      data: { Name, ref: show(ref), n: ref },
      at,
    });
  }
}
