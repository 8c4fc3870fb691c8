import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scanLevel2, splitAtLevel2 } from '../../src/models/markdown/split.js';

const line = fc.constantFrom(
  '## 1 · 2026-01-01T00:00:00Z',
  '##',
  '## x',
  '   ## indented',
  '    ## code',
  '#',
  '# title',
  '### three',
  '```',
  '```js',
  '~~~',
  '````',
  '``` `inline` ```',
  '<!-- open',
  '<!-- closed -->',
  '-->',
  'text',
  '',
  ' ',
  '\t## tab',
  'a\r## lone cr',
  '## crlf\r',
  'x ## y',
  '###',
  '## a ##',
  '  ```',
  '~~~~',
  'text -->',
  '<!-- a --> <!--',
  '  <!--',
  '##x',
  '\r',
  'a##',
  '  ~~~ info',
  '```` `x`',
  '- ```',
  '1. ```sh',
  '   ```',
  '   ## in item',
  '- item',
  '---',
  '-',
  'Title',
  '<pre>',
  '</pre>',
  '<?php',
  '?>',
  '<div>',
  '  <!--',
  '> quote',
);

describe('scanLevel2', () => {
  it('finds the same first and last level-2 heading and the same open fence as splitAtLevel2', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 40 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (lines, eol, endEol) => {
          const text = lines.join(eol) + (endEol ? eol : '');
          const split = splitAtLevel2(text);
          const scan = scanLevel2(text);
          expect(scan.first).toBe(split.sections.length ? split.sections[0].start.offset : null);
          expect(scan.last).toBe(split.sections.length ? split.sections[split.sections.length - 1].start.offset : null);
          expect(scan.unclosedFence).toBe(split.unclosedFence ? split.unclosedFence.offset : null);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('sees a fence opened on a list item close with the item, as splitAtLevel2 does (append once refused such logs)', () => {
    const text = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\n1. ```sh\n   echo\n   ```\n';
    expect(splitAtLevel2(text).unclosedFence).toBeNull();
    expect(scanLevel2(text).unclosedFence).toBeNull();
  });

  it('reports an HTML comment left open at the end', () => {
    expect(scanLevel2('## 1\n<!-- open\n## 2\n').inComment).toBe(true);
    expect(scanLevel2('## 1\n<!-- open\n-->\n## 2\n')).toEqual({
      first: 0,
      last: 19,
      unclosedFence: null,
      inComment: false,
    });
  });
});
