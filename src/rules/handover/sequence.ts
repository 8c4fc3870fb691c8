import { entryName, type HandoverDoc, type HandoverEntry } from '../../models/index.js';
import { pinnedEntry } from '../../models/dialect.js';
import { staticRule, type Report } from '../types.js';

export default staticRule({
  id: 'handover/sequence',
  file: 'handover',
  meta: {
    class: 'quality',
    description:
      'Entries are numbered 1, 2, 3 … in order, with no gap and no duplicate; in a log whose entries are not ' +
      'numbered, no two entries share an id.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    // A log in no one order (`log.order: any`) asks no order of its numbers, and two of its entries may share a
    // timestamp; a pinned closing entry (`log.pinned`) is outside the numbering.
    if (doc.dialect?.order === 'any') numberedTwice(doc.entries, report);
    else inOrder(doc, report);
  },
});

/** Entries numbered 1, 2, 3 … with no gap and no duplicate; ids not repeated. */
function inOrder(doc: HandoverDoc, report: (r: Report) => void): void {
  // A tail of appended entries (the fast path) continues the unread part's numbering.
  // A log rotated into an archive (`log.archive`) goes on from the number of its oldest entry kept.
  const first = doc.entries[0]?.seq ?? null;
  let expected =
    doc.prior || !doc.dialect?.archive || first === null || first < 1 ? (doc.prior?.lastSeq ?? 0) + 1 : first;
  // The first line of each number, made only when the numbers first leave 1, 2, 3 …: until then every number is
  // new, and a log of 100,000 entries in order needs no map of them.
  let seen: Map<number, number> | null = null;
  const ids = new Map<string, number>();
  const entries = pinnedEntry(doc.dialect, doc.entries) ? doc.entries.slice(0, -1) : doc.entries;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
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
    if (seen === null && e.seq === expected) {
      expected++;
      continue;
    }
    seen ??= numbersBefore(entries, i);
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
}

/** In a log of no one order: reports each number seen before (no order is asked, and an id may repeat). */
function numberedTwice(entries: readonly HandoverEntry[], report: (r: Report) => void): void {
  const seen = new Map<number, number>();
  for (const e of entries) {
    if (e.seq === null || e.seq < 1) continue;
    const first = seen.get(e.seq);
    if (first === undefined) seen.set(e.seq, e.heading.start.line);
    else
      report({
        message: 'Entry {{seq}} is numbered twice (first at line {{line}}); give it a number of its own',
        data: { seq: e.seq, line: first },
        at: e.heading,
      });
  }
}

/** The first line of each number (1 or more) among the entries before `end`. */
function numbersBefore(entries: readonly HandoverEntry[], end: number): Map<number, number> {
  const seen = new Map<number, number>();
  for (let j = 0; j < end; j++) {
    const { seq, heading } = entries[j];
    if (seq !== null && seq >= 1 && !seen.has(seq)) seen.set(seq, heading.start.line);
  }
  return seen;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
