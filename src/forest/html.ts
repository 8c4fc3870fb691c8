import { CLIENT_CSS, CLIENT_JS } from './html-client.js';
import type { ForestReport } from './index.js';

/**
 * The forest as one self-contained page for the dispatcher: the facts `forest --format json` prints, embedded as
 * JSON, and a script that builds the page from them (text nodes only: nothing from a file is ever parsed as HTML).
 * No network and no external asset: the Content-Security-Policy allows only the inline style and script, and, for
 * the served page, requests to its own origin (the live updates).
 */
export function renderHtml(report: ForestReport, opts: { live?: boolean } = {}): string {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'unsafe-inline'",
    `connect-src ${opts.live ? "'self'" : "'none'"}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>handover forest</title>
<style>${CLIENT_CSS}</style>
</head>
<body data-live="${opts.live ? '1' : ''}">
<noscript>This page builds itself from the facts below with JavaScript; handover forest --format text prints them.</noscript>
<script id="facts" type="application/json">${jsonForScript(report)}</script>
<script>${CLIENT_JS}</script>
</body>
</html>
`;
}

/** JSON that stays JSON inside a `<script>` element: no `<`, `>` or `&` to end it, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
