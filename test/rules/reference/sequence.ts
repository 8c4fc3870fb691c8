// The rule as it was at 571369d, kept to test the faster one against (test/rules/lazy-rules.test.ts).
import { entryName } from '../../../src/models/index.js';
import { staticRule } from '../../../src/rules/types.js';

export default staticRule({
  id: 'handover/sequence',
  file: 'handover',
  meta: {
    description:
      'Entries are numbered 1, 2, 3 … in order, with no gap and no duplicate; in a log whose entries are not ' +
      'numbered, no two entries share an id.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    // A tail of appended entries (the fast path) continues the unread part's numbering.
    let expected = (doc.prior?.lastSeq ?? 0) + 1;
    const seen = new Map<number, number>();
    const ids = new Map<string, number>();
    for (const e of doc.entries) {
      if (e.seq === null && e.id !== null) {
        const first = ids.get(e.id);
        if (first !== undefined)
          report({
            message: '{{Entry}} appears twice (first at line {{line}}); give it its own id',
            data: { Entry: cap(entryName(e)), line: first },
            at: e.heading,
          });
        else ids.set(e.id, e.heading.start.line);
        continue;
      }
      if (e.seq === null || e.seq < 1) continue; // handover/entry-heading reports seq 0
      const earlier = seen.get(e.seq);
      if (earlier !== undefined) {
        report({
          message: 'Entry {{seq}} is numbered twice (first at line {{line}}); number it {{expected}}',
          data: { seq: e.seq, line: earlier, expected },
          at: e.heading,
        });
      } else if (e.seq !== expected) {
        const why =
          e.seq === expected + 1
            ? `entry ${expected} is missing`
            : e.seq > expected
              ? `entries ${expected}–${e.seq - 1} are missing`
              : 'the numbers go back';
        report({
          message: 'Entry {{seq}} should be {{expected}}: {{why}}',
          data: { seq: e.seq, expected, why },
          at: e.heading,
        });
      }
      if (earlier === undefined) seen.set(e.seq, e.heading.start.line);
      expected = Math.max(expected, e.seq) + 1;
    }
  },
});

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
