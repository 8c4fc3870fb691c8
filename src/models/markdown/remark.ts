// The one remark parser the models share (no extensions): chunks, headings and the splitter's fallback.
import { unified } from 'unified';
import remarkParse from 'remark-parse';

export const markdown = unified().use(remarkParse);

/** The shared remark parser (no extensions). */
export function markdownParser(): { parse(text: string): unknown } {
  return markdown;
}
