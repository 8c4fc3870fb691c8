import { describe, expect, it } from 'vitest';
import { chunkSpan, headingSpan } from '../../src/models/docs/base.js';
import { parseHandover } from '../../src/models/docs/handover.js';
import { sourceFromBytes } from '../../src/models/markdown/source.js';

const log = [
  '# Handover: lab',
  '',
  '## 1 · 2026-01-01T00:00:00Z',
  '',
  'Text.',
  '',
  '',
  '## 2 · 2026-01-01T00:01:00Z · Title',
  '',
  '- item',
  '',
  'Setext',
  'entry',
  '---',
  '',
].join('\n');

describe('entry spans, worked out when first read', () => {
  it('are the spans of the chunk, the same object on every read', () => {
    const doc = parseHandover(sourceFromBytes('HANDOVER.md', log));
    expect(doc.entries.length).toBe(3);
    for (const e of doc.entries) {
      expect(e.heading).toEqual(headingSpan(e.chunk));
      expect(e.span).toEqual(chunkSpan(e.chunk));
      expect(e.heading).toBe(e.heading);
      expect(e.span).toBe(e.span);
    }
    expect(doc.entries[2].heading.end).toEqual({ line: 14, column: 4, offset: log.indexOf('\n---') + 4 });
  });

  it('leave an entry without fields or problems sharing empty arrays no one can push to', () => {
    const [a, b] = parseHandover(sourceFromBytes('HANDOVER.md', log)).entries;
    expect(a.fields).toEqual([]);
    expect(a.problems).toBe(b.problems);
    expect(() => a.problems.push({ message: 'x', at: a.heading })).toThrow(TypeError);
  });
});
