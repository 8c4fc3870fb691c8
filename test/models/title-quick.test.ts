import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTitle, tryParse } from '../../src/models/docs/base.js';
import { readTitle } from '../../src/models/docs/handover.js';

/**
 * A preamble's title read from its first line (a plain `# ` heading, without remark) is the title the parse finds:
 * the same text and the same span, on generated preambles; any other preamble is still parsed.
 */
const line = fc.constantFrom(
  '# Handover: lab',
  '# Handover: lab  ',
  '# Handover: lab #',
  '# Handover: **lab**',
  '# Handover: `lab` &amp; x\\',
  '#\tHandover: tab',
  ' # indented',
  '#no space',
  '## Two',
  '',
  '   ',
  '\t',
  'Append-only.',
  '```',
  '<!-- c -->',
  '> quote',
  '- item',
  '===',
  '# Handover: lab\r',
);

describe('readTitle', () => {
  it('reads a plain first-line title as the parser does', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.nat(40), (lines, before) => {
        const text = `${lines.join('\n')}\n`;
        const chunk = { start: { line: before + 1, column: 1, offset: before * 3 }, text, heading: null };
        const parsed = findTitle(tryParse(chunk, [], 'The preamble'), chunk);
        expect(readTitle(chunk).title).toEqual(parsed);
      }),
      { numRuns: 3000 },
    );
  });
});
