import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeProtocolFile } from '../../src/merge/index.js';
import { parseHandover, sourceFromBytes } from '../../src/models/index.js';
import { lintBytes } from '../../src/engine/lint.js';
import { defaultConfig } from '../../src/config/schema.js';

const entry = (seq: number, minute: number, text: string) =>
  `## ${seq} · 2026-11-29T10:${String(minute).padStart(2, '0')}:00Z\n\n${text}\n`;
const log = (texts: string[], from = 1, gap = '\n') =>
  texts.map((t, i) => entry(from + i, (from + i) % 60, t)).join(gap);
const PRE = '# Handover: lab\n\nAppend-only.\n\n';

describe('HANDOVER.md merge (property)', () => {
  it('both sides append: every entry kept once, theirs untouched, ours renumbered after them, sequence valid', () => {
    const words = fc
      .array(fc.constantFrom('alpha', 'beta', 'gamma', 'delta'), { minLength: 1, maxLength: 4 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.array(words, { maxLength: 4 }),
        fc.array(words, { maxLength: 4 }),
        fc.array(words, { maxLength: 4 }),
        fc.boolean(),
        (base, ours, theirs, trimBase) => {
          const tag = (side: string) => (t: string, i: number) => `${side} ${i}: ${t}`;
          const b = base.map(tag('base'));
          const o = ours.map(tag('ours'));
          const t = theirs.map(tag('theirs'));
          const text = (extra: string[]) => PRE + log([...b, ...extra]);
          // A base without its final newline takes the full path (every old entry compared), not the append-only fast path.
          const r = mergeProtocolFile('handover', {
            base: trimBase ? text([]).trimEnd() : text([]),
            ours: text(o),
            theirs: text(t),
            bom: false,
            path: 'HANDOVER.md',
          });
          expect(r.kind).toBe('merged');
          if (r.kind !== 'merged') return;
          expect(r.conflicts).toEqual([]);
          const doc = parseHandover(sourceFromBytes('HANDOVER.md', r.text));
          const bodies = doc.entries.map((e) => e.chunk.text.split('\n')[2]);
          expect(bodies).toEqual([...b, ...t, ...o]);
          expect(doc.entries.map((e) => e.seq)).toEqual(doc.entries.map((_, i) => i + 1));
          // Theirs' entries are byte for byte what theirs wrote; ours keep their timestamps.
          expect(r.text.startsWith(text(t).trimEnd())).toBe(true);
          const oursStamps = parseHandover(sourceFromBytes('x', text(o)))
            .entries.slice(b.length)
            .map((e) => e.timestamp);
          expect(doc.entries.slice(b.length + t.length).map((e) => e.timestamp)).toEqual(oursStamps);
          const lint = lintBytes('HANDOVER.md', r.text, 'handover', defaultConfig());
          expect(lint.messages.filter((m) => m.severity === 'error')).toEqual([]);
          expect(r.notes.length).toBe(o.length && t.length ? 1 : 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
