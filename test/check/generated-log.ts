// Generated handover logs and edits of them, for the property tests that hold a change-local verdict to the
// whole-file one (the same generator as test/check/local-verdict.test.ts's).

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ts = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 600_000).toISOString().replace(/\.000Z$/, 'Z');
const WORDS = 'run finished model dataset loss batch merged branch review notes cache offset digest entry'.split(' ');

export function words(r: () => number, n: number): string {
  return Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]).join(' ');
}

/** One entry: heading, prose, sometimes a list, a fence (of backticks or tildes), a comment or a correction. */
export function entry(r: () => number, seq: number, time = seq): string {
  const parts = [`## ${seq} · ${ts(time)}${r() < 0.5 ? ` · ${words(r, 2)}` : ''}`];
  if (seq > 1 && r() < 0.15) parts.push(`Corrects: #${1 + Math.floor(r() * (seq + 1))}`);
  parts.push(`${words(r, 6)}.\n${words(r, 5)}.`);
  if (r() < 0.4) parts.push(`- ${words(r, 3)}\n- ${words(r, 4)}`);
  if (r() < 0.2) parts.push(r() < 0.5 ? '```sh\n## not a heading\nnpm test\n```' : '~~~\n## 99 · code\n~~~');
  if (r() < 0.1) parts.push('<!-- a note -->');
  if (r() < 0.05) parts.push(`${words(r, 3)}\n---${r() < 0.5 ? '  ' : ''}`); // a setext heading inside an entry
  return `${parts.join('\n\n')}\n`;
}

export type Shape = 'clean' | 'old defects' | 'mostly not entries';

/**
 * A log of n entries: clean, with a gap, a duplicate or a clock going back here and there, or with most headings
 * not entry headings (a file `protocol/kind` diagnoses as a whole).
 */
export function log(r: () => number, n: number, shape: Shape): string {
  const out = ['# Handover: lab\n\nAppend-only. Written only by lab.\n'];
  for (let i = 1; i <= n; i++) {
    let seq = i;
    let time = i;
    if (shape === 'old defects' && r() < 0.08) seq = i + 1;
    if (shape === 'old defects' && r() < 0.08) time = i - 3;
    const e = entry(r, seq, time);
    out.push(shape === 'mostly not entries' && r() < 0.7 ? e.replace(/^## .*/, `## Notes ${i}`) : e);
  }
  return out.join('\n');
}

export type Edit = (text: string, r: () => number) => string;

const headings = (t: string) => [...t.matchAll(/^## /gm)].map((m) => m.index!);
const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length)];
const lineStarts = (t: string) => [0, ...[...t.matchAll(/\n/g)].map((m) => m.index! + 1)].filter((i) => i < t.length);

export const EDITS: Record<string, Edit> = {
  append: (t, r) => `${t}\n${entry(r, headings(t).length + 1, headings(t).length + 1)}`,
  'append to the last entry': (t, r) => `${t}${words(r, 4)}.\n`,
  'rewrite a line of an old entry': (t, r) => {
    const at = pick(r, lineStarts(t));
    const eol = t.indexOf('\n', at);
    return `${t.slice(0, at)}${words(r, 3)}${t.slice(eol)}`;
  },
  'retitle an old entry': (t, r) => {
    const at = pick(r, headings(t));
    const eol = t.indexOf('\n', at);
    return `${t.slice(0, eol)} (rewritten)${t.slice(eol)}`;
  },
  'renumber an old entry': (t, r) => {
    const at = pick(r, headings(t));
    return `${t.slice(0, at)}## 7${t.slice(at + 3)}`;
  },
  'remove an entry': (t, r) => {
    const hs = headings(t);
    const i = Math.floor(r() * hs.length);
    return t.slice(0, hs[i]) + t.slice(hs[i + 1] ?? t.length);
  },
  'insert an entry in the middle': (t, r) => {
    const at = pick(r, headings(t));
    return `${t.slice(0, at)}${entry(r, 3)}\n${t.slice(at)}`;
  },
  'span two entries': (t, r) => {
    const hs = headings(t);
    const i = Math.floor(r() * hs.length);
    const from = hs[i] + 5;
    const to = Math.min(t.length, (hs[i + 1] ?? t.length) + 7);
    return `${t.slice(0, from)}${words(r, 5)}${t.slice(to)}`;
  },
  'edit the preamble': (t) => t.replace('Append-only.', 'Append-only, mostly.'),
  'open a fence that swallows the headings after it': (t, r) => {
    const at = pick(r, lineStarts(t));
    return `${t.slice(0, at)}\`\`\`\n${t.slice(at)}`;
  },
  'close a fence early': (t) => t.replace('\nnpm test\n```', '\n```\nnpm test'),
  'an HTML block': (t, r) => {
    const at = pick(r, lineStarts(t));
    return `${t.slice(0, at)}<div>\n${t.slice(at)}`;
  },
  'add a correction to an old entry': (t, r) => {
    const at = pick(r, headings(t));
    const eol = t.indexOf('\n', at);
    return `${t.slice(0, eol)}\n\nCorrects: #${1 + Math.floor(r() * 40)}${t.slice(eol)}`;
  },
  'break a heading': (t, r) => {
    const at = pick(r, headings(t));
    return `${t.slice(0, at)}## oops${t.slice(t.indexOf('\n', at))}`;
  },
  'shift a clock': (t, r) => {
    const at = pick(r, headings(t));
    const eol = t.indexOf('\n', at);
    return t.slice(0, at) + t.slice(at, eol).replace(/T\d\d/, 'T00') + t.slice(eol);
  },
};
