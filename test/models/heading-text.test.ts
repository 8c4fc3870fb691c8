import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atxHeadingText } from '../../src/models/markdown/split.js';

/** The reading before the opening sequence was found by a scan: the regex replace, then the same trims. */
function byReplace(raw: string): string {
  const s = raw.replace(/^ {0,3}#{1,6}(?=[ \t]|$)/, '');
  const blank = (c: number) => c === 0x20 || c === 0x09;
  const trimmedEnd = (e: number) => {
    while (e > 0 && blank(s.charCodeAt(e - 1))) e--;
    return e;
  };
  let end = trimmedEnd(s.length);
  let h = end;
  while (h > 0 && s.charCodeAt(h - 1) === 0x23) h--;
  if (h < end && (h === 0 || blank(s.charCodeAt(h - 1)))) end = trimmedEnd(h);
  let start = 0;
  while (start < end && blank(s.charCodeAt(start))) start++;
  return s.slice(start, end);
}

const line = fc.array(fc.constantFrom(' ', '\t', '#', 'a', '·', '\\', '1'), { maxLength: 14 }).map((cs) => cs.join(''));

describe('atxHeadingText', () => {
  it('reads every generated heading line as the regex replace did', () => {
    fc.assert(
      fc.property(line, (raw) => {
        expect(atxHeadingText(raw)).toBe(byReplace(raw));
      }),
      { numRuns: 50_000 },
    );
  });

  it('reads the edges of the opening sequence as before', () => {
    for (const raw of [
      '',
      '#',
      '##',
      '## x',
      '###### x',
      '####### x',
      '   ## x',
      '    ## x',
      '##\tx ##',
      '## x #',
      '#x',
    ])
      expect(atxHeadingText(raw), JSON.stringify(raw)).toBe(byReplace(raw));
  });
});
