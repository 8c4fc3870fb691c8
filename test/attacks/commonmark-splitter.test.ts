import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { frontMatterEnd, scanBlocks, splitAtLevel2, headingOf } from '../../src/models/markdown/split.js';
import { plainText } from '../../src/models/markdown/parse.js';
import { keyedSections, syncSectionKey } from '../../src/models/diff/keyed-sections.js';

// Issue 20, attack 1: one CommonMark reading. The raw splitter read `[x]: /u` + `===` as a setext heading and
// `[x]: /u` + `bob` + `---` as a heading "[x]: /u bob", where CommonMark (remark, GitHub) sees a definition and
// then paragraph text, or a heading "bob": an agent editing only its own section could plant a second "bob"
// section every reader shows, or hide one. The splitter must find exactly the headings remark finds.

const markdown = unified().use(remarkParse);
// YAML front matter opening a file is metadata (GitHub shows it as a table): where the splitter reads a file as opening
// with front matter (its first line a YAML key or comment), the reference is remark with remark-frontmatter
const withFrontmatter = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

/** Top-level headings as remark sees them: level and the line its content starts on (after any definitions). */
function remarkHeadings(text: string, min: number, max: number): string[] {
  const tree = (frontMatterEnd(text) > 0 ? withFrontmatter : markdown).parse(text) as Root;
  return tree.children
    .filter((n) => n.type === 'heading' && n.depth >= min && n.depth <= max)
    .map((n) => {
      const h = n as Extract<Root['children'][number], { type: 'heading' }>;
      const first = h.children[0]?.position ?? h.position!;
      return `${h.depth}@${first.start.line}`;
    });
}

const LINES = [
  '',
  '',
  '',
  'text',
  'more *words*',
  '[a]: /url',
  '[b]: /url "title"',
  '  [c]: <x y>',
  '[d]:',
  '/url',
  '"title"',
  "'title",
  "tail'",
  '(t)',
  '[e',
  ']: /x',
  '[f][]',
  '[g](',
  '===',
  '---',
  '-',
  '***',
  '## bob',
  '# one',
  '### three',
  '##',
  'bob',
  '<span>',
  '<span class="x">',
  '</span>',
  '<div>',
  '<!--',
  '-->',
  '<br/>',
  '- item',
  '* star',
  '1. one',
  '2) two',
  '> quote',
  '> [q]: /u',
  '    indented',
  '```',
  '~~~',
  '  ## two spaces',
];

describe('the splitter agrees with CommonMark on every section and entry boundary', () => {
  it('finds the headings remark finds in generated documents of definitions, headings, HTML, fences, lists and quotes', () => {
    let compared = 0;
    let withDefinitions = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 24 }), fc.boolean(), (lines, crlf) => {
        const text = lines.join(crlf ? '\r\n' : '\n');
        const split = scanBlocks(text, 0, 1, 6).boundaries.map((b) => `${b.level}@${b.line}`);
        expect(split).toEqual(remarkHeadings(text, 1, 6));
        const level2 = splitAtLevel2(text).sections.map((s) => `2@${s.start.line}`);
        expect(level2).toEqual(remarkHeadings(text, 2, 2));
        compared++;
        if (/^ {0,3}\[[^\n]*\r?\n(?:===|---|-|<span|<br| {4}|2\)|\*)/m.test(text)) withDefinitions++;
      }),
      { numRuns: 4000 },
    );
    expect(compared).toBeGreaterThanOrEqual(4000);
    expect(withDefinitions).toBeGreaterThanOrEqual(100);
  });

  it("agrees on what longer runs of the property found: HTML on a quote's lazy line, code, front matter", () => {
    // (seed -495772527) an HTML block opened on a quote's lazy line runs over the quote's `>` lines: the splitter
    // ended the quote at `<span>`, read `> quote` as a new quote and `[f][]` as its lazy line, and missed the heading
    for (const lines of [
      ['> [q]: /u', '<span>', '> quote', '[f][]', '-'],
      ['> a', '<span>', '> x', '> y', 'z', '-'],
      ['> a', '<span>', ' > q', 'x', '-'],
      // (seed 242364412) the quote is open on that line, so indented code after it lets any list item follow
      ['> [q]: /u', '</span>', '    indented', '2) two', '---'],
      // (seed -91036638) blank lines do not end indented code for the item that may follow it
      ['    indented', '', '2) two', '==='],
      // (seed 354524944) front matter, then what only the full parse reads: that parse skips the front matter too
      ['---', '### three', '---', '[b]: /url "title"', '<span>'],
    ]) {
      const text = lines.join('\n');
      expect(scanBlocks(text, 0, 1, 6).boundaries.map((b) => `${b.level}@${b.line}`)).toEqual(
        remarkHeadings(text, 1, 6),
      );
    }
  });

  it('reads a heading after a definition as CommonMark does, so a section planted that way has its real name', () => {
    const sync = [
      '# Sync',
      '',
      '## lab',
      '',
      '- **Current focus:** a',
      '',
      '[x]: /u',
      'bob',
      '---',
      '',
      '## bob',
      '',
      '- **Current focus:** b',
      '',
    ].join('\n');
    const split = splitAtLevel2(sync);
    expect(split.sections.map((s) => plainText(headingOf(s)))).toEqual(['lab', 'bob', 'bob']);
    const keyed = keyedSections(sync, syncSectionKey);
    expect(keyed.ok).toBe(false); // two sections keyed "bob": refused, as every reader sees them
    const hidden = '# Sync\n\n## lab\n\n[x]: /u\n===\n\n## bob\n';
    expect(splitAtLevel2(hidden).sections.map((s) => s.start.line)).toEqual([3, 8]);
    expect(scanBlocks(hidden, 0, 1, 2).boundaries.map((b) => b.line)).toEqual([1, 3, 8]);
  });
});
