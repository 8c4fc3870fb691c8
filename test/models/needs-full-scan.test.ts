import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsFullScan } from '../../src/models/markdown/split.js';

/**
 * `needsFullScan` (three searches from line breaks) answers as the one regex it replaced, which tried every
 * alternative at every character: the same verdict on generated lines joined by every kind of line break.
 */
const OLD = /[^\s][ \t]*\r?\n {0,3}-+[ \t]*(?:\r?\n|$)|^ {0,3}<(?:[A-Za-z/?]|![A-Za-z[])|^ {1,3}(?:##|`{3}|~{3}|<!--)/m;

const line = fc.constantFrom(
  'text',
  'text  ',
  'text\t',
  '',
  ' ',
  '---',
  ' ---',
  '   ---  ',
  '    ---',
  '-',
  '- item',
  '--- x',
  '<div>',
  '   <span',
  '<!x',
  '<![CDATA[',
  '<?php',
  '</p>',
  '<1',
  ' ##',
  '   ```',
  '  ~~~',
  ' <!--',
  '## x',
  '```',
  '\u2028',
  'a\u2029',
  '\u00a0',
);
const eol = fc.constantFrom('\n', '\r\n', '\r', '\u2028', '\u2029');

describe('needsFullScan', () => {
  it('gives the old regex’s verdict', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(line, eol), { maxLength: 8 }), (parts) => {
        const text = parts.map(([l, e]) => l + e).join('');
        expect(needsFullScan(text)).toBe(OLD.test(text));
        const trimmed = text.replace(/[\n\r\u2028\u2029]+$/, '');
        expect(needsFullScan(trimmed)).toBe(OLD.test(trimmed));
      }),
      { numRuns: 20_000 },
    );
  });
});
