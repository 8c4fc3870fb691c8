import type { ForestReport } from './index.js';
/**
 * The forest as one self-contained page for the dispatcher: the facts `forest --format json` prints, embedded as
 * JSON, and a script that builds the page from them (text nodes only: nothing from a file is ever parsed as HTML).
 * No network and no external asset: the Content-Security-Policy allows only the inline style and script, and, for
 * the served page, requests to its own origin (the live updates).
 */
export declare function renderHtml(report: ForestReport, opts?: {
    live?: boolean;
}): string;
/** JSON that stays JSON inside a `<script>` element: no `<`, `>` or `&` to end it, no line separators. */
export declare function jsonForScript(value: unknown): string;
