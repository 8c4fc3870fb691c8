import type { ForestReport } from './index.js';
/** The forest as text: the trees, upstreams, open requests, blocked agents, then every disagreement. */
export declare function renderText(r: ForestReport): string;
/** The forest as a Mermaid flowchart: each tree a subgraph, upstream edges solid, open requests dotted. */
export declare function renderMermaid(r: ForestReport): string;
