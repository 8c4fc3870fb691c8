import type { SourceFile, Span } from '../markdown/source.js';
import { type DocBase } from './base.js';
/** One upstream's offset in `.last-processed.md`. */
export interface MarkerOffset {
    upstream: string;
    /** The raw YAML value, so extra keys (a byte offset, say) survive a rewrite. */
    value: Record<string, unknown>;
    seq: number | null;
    /** The entry id, for a log whose entries are not numbered (SPEC §7). */
    id: string | null;
    at: string | null;
    digest: string | null;
    span: Span;
}
export interface MarkerDoc extends DocBase {
    kind: 'marker';
    /** Whether the file has YAML front matter at all. */
    hasFrontmatter: boolean;
    offsets: MarkerOffset[];
}
export declare const DIGEST: RegExp;
/** Parses `.last-processed.md`: YAML front matter with one key per upstream, then a human summary. */
export declare function parseMarker(source: SourceFile): MarkerDoc;
/** Why an offset is malformed, or null. */
export declare function offsetProblem(o: MarkerOffset): string | null;
/** Renders a marker file: front matter for the tools, a summary line per upstream for people. */
export declare function renderMarker(offsets: Record<string, Record<string, unknown>>, eol?: string): string;
