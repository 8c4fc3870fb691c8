// The remark parsers the models share: loaded on first use, so a command that never parses Markdown (the guard on
// an append, whose entries are read line by line) does not load unified and micromark. The build bundles each
// package required here as dist/vendor/<name>.cjs (scripts/build.mjs).
import { createRequire } from 'node:module';

type Parser = { parse(text: string): unknown };

let plain: Parser | null = null;
let frontmatter: Parser | null = null;

function load(): {
  unified: typeof import('unified').unified;
  remarkParse: typeof import('remark-parse').default;
} {
  // (the build finds these calls by their exact form)
  const { unified } = createRequire(import.meta.url)('unified') as typeof import('unified');
  const remarkParse = (createRequire(import.meta.url)('remark-parse') as typeof import('remark-parse')).default;
  return { unified, remarkParse };
}

/** The shared remark parser (no extensions). */
export function markdownParser(): Parser {
  if (!plain) {
    const { unified, remarkParse } = load();
    plain = unified().use(remarkParse);
  }
  return plain;
}

/** The parser with YAML front matter (remark-frontmatter). */
export function frontmatterParser(): Parser {
  if (!frontmatter) {
    const { unified, remarkParse } = load();
    const remarkFrontmatter = (
      createRequire(import.meta.url)('remark-frontmatter') as typeof import('remark-frontmatter')
    ).default;
    frontmatter = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
  }
  return frontmatter;
}
