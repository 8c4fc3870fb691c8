import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root } from 'mdast';
import { splitAtLevel2 } from '../../src/models/markdown/split.js';

/** Lines of the level-2 ATX headings remark sees at the top level: what the splitter must agree with. */
function remarkLevel2Lines(text: string): number[] {
  const tree = unified().use(remarkParse).parse(text) as Root;
  const lines = text.split('\n');
  return tree.children
    .filter((n) => n.type === 'heading' && n.depth === 2 && /^ {0,3}##/.test(lines[n.position!.start.line - 1]))
    .map((n) => n.position!.start.line);
}

const CASES: Record<string, string> = {
  'a fence on a list marker line hides an indented heading': '# T\n\n## 1\n\n- ```\n  ## hidden\n  ```\n\n## 2\n',
  'an ordered item fence, closed by the end of the item': '# T\n\n1. ```md\n   ## hidden\n\n## 2\n\n## 3\n',
  'a fence in a list item ends when a less-indented line ends the item': '# T\n\n- ~~~\n  code\n## 2\n~~~\n',
  'a nested list fence': '# T\n\n- - ```\n    ## hidden\n\n    ## hidden\n## 2\n',
  'a fence opened on a continuation line': '# T\n\n- item\n\n  ```\n  ## hidden\n  ```\n## 2\n',
  'a marker line with inline code is not a fence': '# T\n\n- ```code``` here\n## 2\n',
  'a plain fence': '# T\n\n```\n## hidden\n```\n\n## 2\n',
  'a tilde fence closed only by tildes': '# T\n\n~~~\n## hidden\n```\n## hidden too\n~~~\n## 2\n',
  'a fence closed by a longer fence': '# T\n\n````\n## hidden\n```\n## hidden\n`````\n## 2\n',
  'an HTML comment': '# T\n\n<!--\n## hidden\n-->\n## 2\n',
  'a blockquote fence': '# T\n\n> ```\n> ## hidden\n> ```\n## 2\n',
};

describe('splitAtLevel2 agrees with remark on which level-2 headings are real', () => {
  for (const [name, text] of Object.entries(CASES)) {
    it(name, () => {
      const split = splitAtLevel2(text);
      expect(split.sections.map((s) => s.start.line)).toEqual(remarkLevel2Lines(text));
      const crlf = text.replace(/\n/g, '\r\n');
      expect(
        splitAtLevel2(crlf).sections.map((s) => s.start.line),
        'CRLF',
      ).toEqual(remarkLevel2Lines(text));
    });
  }
});
