import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { checkVersions, wholeFileCheck } from '../../src/engine/check.js';
import { lintBytes, type Message } from '../../src/engine/lint.js';
import { inFenceFor, localCheck, localCheckSplice, NewlineSearch, partFactsFor } from '../../src/engine/local.js';
import { applySplice } from '../../src/hooks/edit.js';
import { newErrors } from '../../src/hooks/findings.js';

// The change-local verdict (src/engine/local.ts) against the whole-file check, on generated logs and edits: where the
// local path answers, its findings of what the change did are the whole-file path's (rule, message, line), and so is
// the guard's verdict (the errors an edit introduces).

const config = defaultConfig();

function prng(seed: number): () => number {
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

function words(r: () => number, n: number): string {
  return Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]).join(' ');
}

/** One entry: heading, prose, sometimes a list, a fence (of backticks or tildes), a comment or a correction. */
function entry(r: () => number, seq: number, time = seq): string {
  const parts = [`## ${seq} · ${ts(time)}${r() < 0.5 ? ` · ${words(r, 2)}` : ''}`];
  if (seq > 1 && r() < 0.15) parts.push(`Corrects: #${1 + Math.floor(r() * (seq + 1))}`);
  parts.push(`${words(r, 6)}.\n${words(r, 5)}.`);
  if (r() < 0.4) parts.push(`- ${words(r, 3)}\n- ${words(r, 4)}`);
  if (r() < 0.2) parts.push(r() < 0.5 ? '```sh\n## not a heading\nnpm test\n```' : '~~~\n## 99 · code\n~~~');
  if (r() < 0.1) parts.push('<!-- a note -->');
  if (r() < 0.05) parts.push(`${words(r, 3)}\n---${r() < 0.5 ? '  ' : ''}`); // a setext heading inside an entry
  return `${parts.join('\n\n')}\n`;
}

type Shape = 'clean' | 'old defects' | 'mostly not entries';

/**
 * A log of n entries: clean, with a gap, a duplicate or a clock going back here and there, or with most headings
 * not entry headings (a file `protocol/kind` diagnoses as a whole).
 */
function log(r: () => number, n: number, shape: Shape): string {
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

type Edit = (text: string, r: () => number) => string;

const headings = (t: string) => [...t.matchAll(/^## /gm)].map((m) => m.index!);
const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length)];
const lineStarts = (t: string) => [0, ...[...t.matchAll(/\n/g)].map((m) => m.index! + 1)].filter((i) => i < t.length);

const EDITS: Record<string, Edit> = {
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

const show = (ms: Message[]) =>
  ms.map((m) => `${m.severity} ${m.ruleId} ${m.line}:${m.column} ${m.message}`).sort((a, b) => a.localeCompare(b));

/** Checks one edit both ways; false when the local path left it to the whole file. */
function compare(base: string, head: string, seed: string): boolean {
  const b = Buffer.from(base);
  const h = Buffer.from(head);
  const pair = { kind: 'handover' as const, path: 'HANDOVER.md', base: b, head: h, actor: 'lab', config };
  const fast = localCheck({ ...pair });
  if (!fast) return false;
  const full = wholeFileCheck(pair);
  const ctx = `${seed}\n--- base\n${base}\n--- head\n${head}`;
  // what the change did: errors not already in the base, exactly
  const fresh = (ms: Message[]) => ms.filter((m) => m.severity === 'error' && !m.already);
  expect(show(fresh(fast.messages)), ctx).toEqual(show(fresh(full)));
  // every finding the local path gives, the whole-file path gives too (but a time-order warning: the clocks
  // before the change are not read, so an entry dated before one further back is named after its neighbour)
  const all = show(full);
  for (const m of show(fast.messages.filter((x) => x.ruleId !== 'handover/time-order'))) expect(all, ctx).toContain(m);
  // the guard's verdict: the errors the edit introduces, the file as committed being the base
  const whole = lintBytes('HANDOVER.md', b, 'handover', config).messages;
  expect(show(newErrors([fast.baseStatic], fast.messages)), ctx).toEqual(show(newErrors([whole], full)));
  // and the pre-commit path (checkVersions asked for a local verdict) says the same
  expect(show(fresh(checkVersions({ ...pair, local: true }))), ctx).toEqual(show(fresh(checkVersions(pair))));
  // ...and so does check --staged's call, which also asks whether the change is a dialect migration
  const staged = { ...pair, migrate: { trailers: null } };
  expect(show(fresh(checkVersions({ ...staged, local: true }))), ctx).toEqual(show(fresh(checkVersions(staged))));
  return true;
}

/** 25 generated logs, each edited once; how many the local path judged. */
function runEdits(edit: Edit, salt: number, shape: Shape): number {
  let local = 0;
  for (let seed = 1; seed <= 25; seed++) {
    const r = prng(seed * 7919 + salt);
    const base = log(r, 8 + Math.floor(r() * 30), shape);
    const head = edit(base, r);
    if (head !== base && compare(base, head, `seed ${seed}`)) local++;
  }
  return local;
}

describe('the change-local verdict against the whole-file check', () => {
  for (const shape of ['clean', 'old defects', 'mostly not entries'] as const) {
    for (const [name, edit] of Object.entries(EDITS)) {
      it(`${name}, in a log ${shape === 'clean' ? 'in order' : `with ${shape}`}`, () => {
        const local = runEdits(edit, name.length * (shape.length + 1), shape);
        // edits the local path must leave to the whole-file path
        if (['edit the preamble', 'an HTML block'].includes(name)) expect(local).toBe(0);
        const common = ['rewrite a line of an old entry', 'retitle an old entry', 'append to the last entry'];
        if (shape === 'clean' && common.includes(name)) expect(local).toBeGreaterThan(0);
      });
    }
  }
});

/** How many bytes two buffers share at their start, and then at their end (not reaching into the start's). */
function sharedEnds(b: Buffer, h: Buffer): [number, number] {
  const n = Math.min(b.length, h.length);
  let p = 0;
  while (p < n && b[p] === h[p]) p++;
  let s = 0;
  while (s < n - p && b[b.length - 1 - s] === h[h.length - 1 - s]) s++;
  return [p, s];
}

/**
 * The guard's reading of an Edit without building the new version (`localCheckSplice`) against `localCheck` of the
 * two whole versions: for random splices that make `head` of `base` (the changed bytes, widened by up to 40 shared
 * bytes on either side, as an old_string with context is), the same answer wherever it answers. How many answered.
 */
function compareSplices(base: string, head: string, r: () => number, seed: string): number {
  const b = Buffer.from(base);
  const h = Buffer.from(head);
  const pair = { path: 'HANDOVER.md', actor: 'lab', config };
  const whole = localCheck({ ...pair, base: b, head: h });
  const [p, s] = sharedEnds(b, h);
  let answered = 0;
  for (let k = 0; k < 3; k++) {
    const at = p - Math.floor(r() * Math.min(p, 41));
    const keep = s - Math.floor(r() * Math.min(s, 41));
    const splice = { at, removed: b.length - keep - at, inserted: h.subarray(at, h.length - keep) };
    expect(applySplice(b, splice).equals(h)).toBe(true);
    // (the generated logs are valid UTF-8 without CR, as the guard has found the file it edits when it says so)
    const spliced = localCheckSplice({ ...pair, base: b, splice, utf8WithoutCr: r() < 0.5 });
    if (spliced === null) continue;
    answered++;
    expect(spliced, `${seed} splice ${at} ${splice.removed}\n--- base\n${base}\n--- head\n${head}`).toEqual(whole);
  }
  return answered;
}

describe('the change-local verdict of an edit, the new version never built, against the two whole versions', () => {
  for (const shape of ['clean', 'old defects', 'mostly not entries'] as const) {
    for (const [name, edit] of Object.entries(EDITS)) {
      it(`${name}, in a log ${shape === 'clean' ? 'in order' : `with ${shape}`}`, () => {
        let answered = 0;
        for (let seed = 1; seed <= 25; seed++) {
          const r = prng(seed * 6007 + name.length * (shape.length + 3));
          const base = log(r, 8 + Math.floor(r() * 30), shape);
          const head = edit(base, r);
          if (head !== base) answered += compareSplices(base, head, r, `seed ${seed}`);
        }
        if (['edit the preamble', 'an HTML block'].includes(name)) expect(answered).toBe(0);
        const common = ['rewrite a line of an old entry', 'retitle an old entry', 'append to the last entry', 'append'];
        if (shape === 'clean' && common.includes(name)) expect(answered).toBeGreaterThan(0);
      });
    }
  }

  it('leaves an entry after the change longer than it copies to the whole versions', () => {
    const r = prng(77);
    const plain = log(r, 12, 'clean');
    const hs = headings(plain);
    // the entry after the changed one holds 70,000 bytes of prose
    const big = `${plain.slice(0, hs[6])}${plain.slice(hs[6], hs[7])}${'more words here.\n'.repeat(4200)}\n`;
    const base = `${big}${plain.slice(hs[7])}`;
    const at = headings(base)[5];
    const eol = base.indexOf('\n', at);
    const head = `${base.slice(0, eol)} (rewritten)${base.slice(eol)}`;
    const b = Buffer.from(base);
    const splice = { at: Buffer.byteLength(base.slice(0, eol)), removed: 0, inserted: Buffer.from(' (rewritten)') };
    expect(applySplice(b, splice).toString()).toBe(head);
    const pair = { path: 'HANDOVER.md', actor: 'lab', config };
    expect(localCheck({ ...pair, base: b, head: Buffer.from(head) })).not.toBeNull();
    expect(localCheckSplice({ ...pair, base: b, splice })).toBeNull();
    // and a change at the end of the big entry's text is read in place (the next heading is near)
    const far = base.lastIndexOf('more words here.');
    const near = { at: Buffer.byteLength(base.slice(0, far)), removed: 4, inserted: Buffer.from('many') };
    const whole = localCheck({ ...pair, base: b, head: applySplice(b, near) });
    expect(whole).not.toBeNull();
    expect(localCheckSplice({ ...pair, base: b, splice: near })).toEqual(whole);
  });
});

describe('a suppression comment outside the change keeps the local path out', () => {
  // handover-disable reaches the entries after it, so the local path must leave the file to the whole-file check (or
  // agree with it): a comment of its own, one in a quote whose lines carry `>`, one after another comment.
  const comments = [
    '<!-- handover-disable handover/entry-heading -- kept as it was -->',
    '> <!--\n> handover-disable handover/entry-heading -- kept as it was\n> -->',
    '<!-- a note --><!-- handover-disable handover/entry-heading -- kept as it was -->',
  ];
  for (const [i, comment] of comments.entries()) {
    it(`comment ${i + 1}`, () => {
      for (let seed = 1; seed <= 10; seed++) {
        const r = prng(seed * 31 + i);
        const plain = log(r, 12, 'clean');
        const hs = headings(plain);
        const base = `${plain.slice(0, hs[2])}${comment}\n\n${plain.slice(hs[2])}`;
        const at = headings(base)[8];
        const head = `${base.slice(0, at)}## oops${base.slice(base.indexOf('\n', at))}`;
        const b = Buffer.from(base);
        const h = Buffer.from(head);
        expect(localCheck({ path: 'HANDOVER.md', base: b, head: h, actor: 'lab', config })).toBeNull();
        compare(base, head, `seed ${seed}`);
      }
    });
  }
});

describe('the text outside a change is read alike by the line walk and by native searches', () => {
  it('finds each line feed by words as indexOf does, at every alignment, in random ranges', () => {
    const r = prng(4242);
    for (let round = 0; round < 200; round++) {
      const len = 1 + Math.floor(r() * 300);
      const bytes = Array.from({ length: len + 3 }, () => (r() < 0.08 ? 0x0a : 0x61 + Math.floor(r() * 3)));
      const buf = Buffer.from(bytes).subarray(round % 4, (round % 4) + len);
      const byWords = new NewlineSearch(buf);
      for (let k = 0; k < 20; k++) {
        const from = Math.floor(r() * len);
        const to = from + Math.floor(r() * (len - from + 1));
        const want = buf.subarray(from, to).indexOf(0x0a);
        expect(byWords.next(from, to)).toBe(want === -1 ? -1 : from + want);
      }
    }
  });

  // lines each way must read alike: headings (indented by blanks, in fences, runs of #), dash lines (one at the end
  // with no line feed too), `[` and `<` openings, comments closed or not
  const ODD = [
    '  ## indented',
    '\t## after a tab',
    '\v## after a vertical tab',
    '    ## four spaces: code',
    '### three',
    '##no space',
    '## 5 · 2026-02-30T00:00:00Z',
    '## 12345678901234567890 · x',
    'under a line\n---',
    '   ---  \t',
    '- - -',
    '[ref]: https://example.org',
    '   [x]',
    '    [code]',
    '<!-- closed -->',
    '<!-- open',
    '<div>',
    ' <!-- closed --> after',
  ];
  it('on logs with odd lines, cut at a heading', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = prng(seed * 131);
      const lines = log(r, 4 + Math.floor(r() * 10), 'clean').split('\n');
      for (let k = 0; k < 3; k++) if (r() < 0.5) lines.splice(Math.floor(r() * lines.length), 0, pick(r, ODD));
      let text = lines.join('\n');
      if (r() < 0.3) text = `${text.trimEnd()}\n${pick(r, ['---', 'text\n---', '## 99 · 2026-01-01T00:00:00Z'])}`;
      const buf = Buffer.from(text);
      const hs = headings(text).map((i) => Buffer.byteLength(text.slice(0, i)));
      for (const cut of [0, ...hs, buf.length]) {
        for (const range of [[0, cut] as [number, number], [cut, buf.length] as [number, number]]) {
          expect(partFactsFor(buf, range, true), `seed ${seed} ${range}\n${text}`).toEqual(
            partFactsFor(buf, range, false),
          );
        }
      }
    }
  });
});

describe('fence lines are read by their bytes as the fence regexes read their text', () => {
  // the walk before it read each fence line as text: these regexes, on the line decoded without its line feed
  const OPEN = /^(`{3,}|~{3,})(.*)$/;
  const CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
  /**
   * Whether each line is inside a fence opened on a line before it (its closing line included), by the regexes; true
   * from the line after one the walk cannot follow (a run of backticks or tildes after blanks, no fence open).
   */
  function byRegex(lines: string[]): boolean[] {
    let open: { char: string; size: number } | null = null;
    let unsure = false;
    return lines.map((line) => {
      const inside = unsure || open !== null;
      if (unsure) return true;
      if (open) {
        const m = CLOSE.exec(line);
        if (m && m[1][0] === open.char && m[1].length >= open.size) open = null;
        return inside;
      }
      const m = OPEN.exec(line);
      if (m && !(m[1][0] === '`' && m[2].includes('`'))) open = { char: m[1][0], size: m[1].length };
      else if (/^\s+(```|~~~)/.test(line)) unsure = true;
      return inside;
    });
  }
  const FENCE_LINES = [
    '```',
    '````',
    '```js',
    '``` `x`',
    '~~~',
    '~~~~ `ok`',
    '~~~ info ~~~',
    '```\r',
    '```a\u2028b',
    '```a\u2029',
    '```\u00e9 x',
    '  ```',
    '   ~~~~  \t',
    '``` \t',
    '```~~~',
    '~~~```',
    '``',
    'text',
    'text ``` inline',
  ];
  it('on random runs of fence lines and text', () => {
    for (let seed = 1; seed <= 600; seed++) {
      const r = prng(seed * 977);
      const lines = Array.from({ length: 2 + Math.floor(r() * 12) }, () => pick(r, FENCE_LINES));
      const buf = Buffer.from(lines.join('\n'));
      let at = 0;
      const starts = lines.map((l) => {
        const here = at;
        at += Buffer.byteLength(l) + 1;
        return here;
      });
      expect(inFenceFor(buf, starts), `seed ${seed}\n${JSON.stringify(lines)}`).toEqual(byRegex(lines));
    }
  });
});

describe('a log with reference sections (log.reference) is left to the whole-file check', () => {
  // where a reference section sits is judged against every entry of the file, which no window of it holds
  it('each edit of a reference section: no local verdict; the whole file names it', () => {
    const cfg = { ...config, log: { ...config.log, reference: ['Environment Reference'] } };
    const e = (n: number) => `\n## ${n} · ${ts(n)}\n\nEntry ${n} text.\n`;
    const ref = (x: string) => `\n## Environment Reference\n\n| a | ${x} |\n`;
    let base = '# Handover: lab\n\nAppend-only.\n';
    for (let i = 1; i <= 9; i++) base += e(i) + (i === 2 ? ref('one') : '');
    const heads = [
      base.replace(e(5), ref('new') + e(5)),
      base.replace('| a | one |', '| a | two |'),
      base.replace(ref('one'), ''),
      base.replace(ref('one'), '').replace(e(3), e(3) + ref('one')),
    ];
    for (const head of heads) {
      const pair = { kind: 'handover' as const, path: 'HANDOVER.md', base: Buffer.from(base), head: Buffer.from(head) };
      const both = { ...pair, actor: 'lab', config: cfg };
      expect(localCheck(both)).toBeNull();
      expect(wholeFileCheck(both).map((m) => m.ruleId)).toEqual(['handover/append-only']);
    }
  });
});
