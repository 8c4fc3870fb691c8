import { it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root } from 'mdast';
import { splitAtLevel2 } from '../src/models/split.js';
const cases = (process.env.CASES ?? '').split('|||');
it('cmp', () => {
  for (const c of cases) {
    const t = c.replace(/\\n/g, '\n').replace(/\\t/g, '\t');
    const tree = unified().use(remarkParse).parse(t) as Root;
    const r = tree.children.filter((n) => n.type === 'heading' && n.depth === 2).map((n) => n.position!.start.line);
    const s = splitAtLevel2(t).sections.map((x) => x.start.line);
    console.log(JSON.stringify(c), 'remark', r, 'split', s, JSON.stringify(r) === JSON.stringify(s) ? 'OK' : 'DIFF');
  }
});
