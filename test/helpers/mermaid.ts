import { JSDOM } from 'jsdom';

/**
 * Mermaid's own parser (mermaid.parse), in Node: mermaid sanitises labels with DOMPurify, which needs a DOM, so
 * a jsdom window stands in for the browser. Resolves to the diagram type, or rejects with the parse error.
 */
export async function parseMermaid(text: string): Promise<string> {
  const g = globalThis as unknown as { window?: unknown; document?: unknown };
  if (!g.window) {
    const { window } = new JSDOM('');
    g.window = window;
    g.document = window.document;
  }
  const { default: mermaid } = await import('mermaid');
  const r = await mermaid.parse(text);
  if (!r) throw new Error('mermaid.parse returned false');
  return r.diagramType;
}
