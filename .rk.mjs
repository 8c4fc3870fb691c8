import { unified } from 'unified';
import remarkParse from 'remark-parse';
const p = unified().use(remarkParse);
for (const t of process.argv.slice(2)) {
  const tree = p.parse(t.replace(/\\n/g, '\n').replace(/\\t/g, '\t'));
  console.log(JSON.stringify(t), '=>', tree.children.map((n) => `${n.type}${n.depth ?? ''}@${n.position.start.line}`).join(' '));
}
