import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root, Nodes } from 'mdast';
import type { Chunk } from './split.js';
import type { Point, Span } from './source.js';

const markdown = unified().use(remarkParse);
const withFrontmatter = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

/** Chunks above this size are not handed to remark: its cost and memory grow too fast past it. */
export const MAX_CHUNK_CHARS = 4 * 1024 * 1024;

/** Parses one chunk to mdast with positions shifted to the whole file; throws only on parser failure. */
export function parseChunk(chunk: Chunk, options: { frontmatter?: boolean } = {}): Root {
  const tree = (options.frontmatter ? withFrontmatter : markdown).parse(chunk.text) as Root;
  if (chunk.start.offset !== 0) shift(tree, chunk.start);
  return tree;
}

function shift(node: Nodes, start: Point): void {
  const stack: Nodes[] = [node];
  const dl = start.line - 1;
  const doff = start.offset;
  while (stack.length) {
    const n = stack.pop()!;
    if (n.position) {
      n.position.start.line += dl;
      n.position.end.line += dl;
      if (n.position.start.offset !== undefined) n.position.start.offset += doff;
      if (n.position.end.offset !== undefined) n.position.end.offset += doff;
    }
    if ('children' in n) for (const c of n.children) stack.push(c as Nodes);
  }
}

/** The Span of an mdast node (every parsed node has a position). */
export function spanOf(node: Nodes): Span {
  const p = node.position!;
  return {
    start: { line: p.start.line, column: p.start.column, offset: p.start.offset ?? 0 },
    end: { line: p.end.line, column: p.end.column, offset: p.end.offset ?? 0 },
  };
}

/** The span of one line of a chunk given its 0-based index within the chunk and its text. */
export function lineSpan(chunk: Chunk, index: number): Span {
  let offset = chunk.start.offset;
  let from = 0;
  for (let i = 0; i < index; i++) {
    const nl = chunk.text.indexOf('\n', from);
    if (nl === -1) break;
    from = nl + 1;
  }
  offset += from;
  let end = chunk.text.indexOf('\n', from);
  if (end === -1) end = chunk.text.length;
  if (end > from && chunk.text[end - 1] === '\r') end--;
  const line = chunk.start.line + index;
  return {
    start: { line, column: 1, offset },
    end: { line, column: end - from + 1, offset: chunk.start.offset + end },
  };
}
