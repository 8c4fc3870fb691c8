import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CMAP_LOG } from '../../src/models/dialect.js';
import { diffHandover, parseHandover, sourceFromBytes } from '../../src/models/index.js';
import { diffHandover as byText } from './reference/diff-docs.js';

// diffHandover pairs the entries both versions share at the same places without looking them up by text; these
// runs compare it with the version that looked every head entry up (test/models/reference/diff-docs.ts) on logs
// with repeated entries, edits, removals, moves, insertions and appends.

const E = (seq: number, body: string) => `\n## ${seq} · 2026-11-29T10:${String(seq).padStart(2, '0')}:00Z\n\n${body}\n`;
const entry = fc.record({
  seq: fc.integer({ min: 1, max: 6 }),
  body: fc.constantFrom('A.', 'B.', 'C.', 'A.\n\nMore.'),
});
type Entry = { seq: number; body: string };

/** A head made from the base: entries kept, edited, dropped or moved, others put in or appended. */
const edits = fc.array(
  fc.record({
    op: fc.constantFrom('keep', 'keep', 'keep', 'edit', 'drop', 'swap', 'insert'),
    extra: entry,
  }),
  { maxLength: 12 },
);

function mutate(base: Entry[], ops: { op: string; extra: Entry }[], appended: Entry[]): Entry[] {
  const out: Entry[] = [];
  base.forEach((e, i) => {
    const { op, extra } = ops[i] ?? { op: 'keep', extra: e };
    if (op === 'keep') out.push(e);
    else if (op === 'edit') out.push({ ...e, body: extra.body });
    else if (op === 'swap' && out.length) out.splice(out.length - 1, 0, e);
    else if (op === 'insert') out.push(extra, e);
    else if (op !== 'drop') out.push(e);
  });
  return [...out, ...appended];
}

const log = (entries: Entry[]) => `# Handover: lab\n${entries.map((e) => E(e.seq, e.body)).join('')}`;
const doc = (text: string) => parseHandover(sourceFromBytes('HANDOVER.md', text));

const CMAP_ENTRY = (id: string, status: string) =>
  `\n### ${id}: work\n\n- **date**: 2026-03-04\n- **from**: a\n- **for**: b\n- **status**: ${status}\n` +
  '- **artifact-path**: x\n- **summary**: y\n';
const cmap = (queue: string[], processed: string[]) =>
  `# Handover\n\n## Queue\n${queue.join('')}\n## Processed (archive)\n${processed.join('')}`;
const cmapDoc = (text: string) => parseHandover(sourceFromBytes('HANDOVER.md', text), CMAP_LOG);

describe('diffHandover pairing', () => {
  it('finds what the lookup of every head entry by text finds (canonical log)', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 10 }),
        edits,
        fc.array(entry, { maxLength: 4 }),
        (base, ops, appended) => {
          const [b, h] = [log(base), log(mutate(base, ops, appended))];
          // the reference copy predates log.reference: a log without it has no reference changes
          const { references, ...d } = diffHandover(doc(b), doc(h));
          expect(references).toEqual([]);
          expect(d).toEqual(byText(doc(b), doc(h)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('finds what the lookup by text finds in a dialect with a mutable status and lanes (cmap)', () => {
    const item = fc.record({
      id: fc.constantFrom('a-1', 'a-2', 'a-3', 'b-1'),
      status: fc.constantFrom('queued', 'processed', 'abandoned'),
    });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 6 }),
        fc.array(fc.record({ status: item.map((x) => x.status), move: fc.boolean() }), { maxLength: 6 }),
        (queue, changes) => {
          const base = cmap(
            queue.map((q) => CMAP_ENTRY(q.id, q.status)),
            [],
          );
          const kept = queue.map((q, i) => ({
            ...q,
            status: changes[i]?.status ?? q.status,
            move: !!changes[i]?.move,
          }));
          const head = cmap(
            kept.filter((q) => !q.move).map((q) => CMAP_ENTRY(q.id, q.status)),
            kept.filter((q) => q.move).map((q) => CMAP_ENTRY(q.id, q.status)),
          );
          const { references, ...d } = diffHandover(cmapDoc(base), cmapDoc(head));
          expect(references).toEqual([]);
          expect(d).toEqual(byText(cmapDoc(base), cmapDoc(head)));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
