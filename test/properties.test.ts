import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';
import {
  parseHandover,
  parseSync,
  parseRegistry,
  parseMarker,
  sourceFromBytes,
  type DocKind,
  type SourceFile,
} from '../src/models/index.js';
import { frontMatterEnd, splitAtLevel2 } from '../src/models/markdown/split.js';
import { lintSource, type Message } from '../src/engine/lint.js';
import { defaultConfig } from '../src/config/schema.js';

/** Runs per property; raise it (PROPERTY_RUNS=5000) to search harder. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const KINDS: DocKind[] = ['handover', 'sync', 'registry', 'marker'];
const config = { ...defaultConfig(), agents: { lab: { emails: [] } } } as ReturnType<typeof defaultConfig>;

const VALID: Record<DocKind, string> = {
  handover:
    '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nLatest run finished.\n\n- Broke: a test\n- Commit: 3f2a9c1\n\n## 2 · 2026-11-29T14:30:00Z · Commit hash fix\n\nCorrects: #1\n\n```sh\ngit log\n```\n\nThe commit was 3f2a9c2.\n',
  sync: '# Sync\n\nEach agent writes only its own section.\n\n## partner\n\n- **Current focus:** Drafting.\n- **Blocked on:** —\n- **Next action:** Send the draft.\n\n## lab\n\n- Current focus (2026-11-29): Run 15.\n- Blocked on: none\n- Next action: Publish.\n',
  registry:
    '# Project registry\n\n## ml-lab [SELF]\n\n- Owns: on-device learning; quantization\n- Address: ../ml-lab\n\n## job-search [RELAYED by opportunities]\n\n- Owns: job search pipeline\n- Address: https://example.org/job-search.git\n',
  marker:
    '---\nlab:\n  seq: 12\n  at: 2026-11-29T15:00:00Z\n  digest: sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n---\n# Last processed\n\n- lab: entry 12, processed 2026-11-29T15:00:00Z\n',
};

/** Lines that change how a Markdown file splits or parses. */
const TRICKY = [
  '',
  '## 3 · 2026-11-29T16:00:00Z',
  '## x',
  '##',
  '## 1 · not a time',
  '# Handover: other',
  '### deeper',
  '```',
  '```js',
  '````',
  '~~~',
  '<!--',
  '-->',
  '<!-- one line -->',
  '<<<<<<< HEAD',
  '=======',
  '>>>>>>> branch',
  'Corrects: #1',
  'Corrects: #99, #2',
  '- Current focus: x',
  '- Owns: a; b',
  '- Address:',
  '> ## quoted',
  '    ## indented code',
  '---',
  'seq: -1',
  '- [SELF]',
  '\u0000',
  '\uFEFF',
  '\t## tab',
  '> > > deep',
];

type Mutation = (lines: string[]) => string[];
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...TRICKY), fc.string({ maxLength: 30 }))).map(
    ([i, line]): Mutation =>
      (ls) => {
        const c = [...ls];
        c.splice(i % (c.length + 1), 0, line);
        return c;
      },
  ),
  fc.nat().map(
    (i): Mutation =>
      (ls) => {
        const c = [...ls];
        c.splice(i % Math.max(c.length, 1), 1);
        return c;
      },
  ),
  fc.nat().map(
    (i): Mutation =>
      (ls) => {
        const c = [...ls];
        const k = i % Math.max(c.length, 1);
        c.splice(k, 0, c[k] ?? '');
        return c;
      },
  ),
  fc.tuple(fc.nat(), fc.nat({ max: 40 })).map(
    ([i, cut]): Mutation =>
      (ls) => {
        const c = [...ls];
        const k = i % Math.max(c.length, 1);
        c[k] = (c[k] ?? '').slice(0, cut);
        return c;
      },
  ),
);

/** A valid protocol file of some kind, mutated a few times, with CRLF and a BOM now and then. */
const mutated = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    base: fc.constantFrom(...KINDS),
    mutations: fc.array(mutation, { maxLength: 8 }),
    crlf: fc.boolean(),
    bom: fc.boolean(),
  })
  .map(({ kind, base, mutations, crlf, bom }) => {
    let lines = VALID[base].split('\n');
    for (const m of mutations) lines = m(lines);
    let text = lines.join('\n');
    if (crlf) text = text.replace(/\n/g, '\r\n');
    return { kind, text: (bom ? '\uFEFF' : '') + text };
  });

/** Line lengths of the text as positions count them: BOM removed, line ending not counted. */
function lineLengths(source: SourceFile): number[] {
  return source.text.split('\n').map((l) => l.replace(/\r$/, '').length);
}

function expectInside(messages: Message[], source: SourceFile): void {
  const lengths = lineLengths(source);
  for (const m of messages) {
    const where = `${m.ruleId} ${m.line}:${m.column}-${m.endLine}:${m.endColumn} "${m.message}"`;
    expect(m.line, where).toBeGreaterThanOrEqual(1);
    expect(m.line, where).toBeLessThanOrEqual(lengths.length);
    expect(m.column, where).toBeGreaterThanOrEqual(1);
    expect(m.column, where).toBeLessThanOrEqual(lengths[m.line - 1] + 1);
    if (m.endLine !== undefined && m.endColumn !== undefined) {
      expect(m.endLine, where).toBeGreaterThanOrEqual(m.line);
      expect(m.endLine, where).toBeLessThanOrEqual(lengths.length);
      expect(m.endColumn, where).toBeLessThanOrEqual(lengths[m.endLine - 1] + 1);
    }
  }
}

/** Runs every parser and every static rule; nothing may throw and every position lies in the text. */
function checkAll(kind: DocKind, input: string | Uint8Array): void {
  const source = sourceFromBytes('X.md', input);
  for (const parse of [parseHandover, parseSync, parseRegistry, parseMarker]) expect(() => parse(source)).not.toThrow();
  for (const k of [kind, ...KINDS.filter((x) => x !== kind)]) {
    const { messages } = lintSource(source, k, config);
    expect(messages.filter((m) => /Internal error/.test(m.message))).toEqual([]);
    expectInside(messages, source);
  }
}

describe('properties of the parsers and rules', () => {
  it('never throw and keep positions inside the text for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom(...KINDS), (text, kind) =>
        checkAll(kind, text),
      ),
      { numRuns: RUNS },
    );
  });

  it('never throw and keep positions inside the text for arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.constantFrom(...KINDS), (bytes, kind) => checkAll(kind, bytes)),
      { numRuns: RUNS },
    );
  });

  it('never throw and keep positions inside the text for mutated protocol files', () => {
    fc.assert(
      fc.property(mutated, ({ kind, text }) => {
        checkAll(kind, text);
        checkAll(kind, new TextEncoder().encode(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('report the same positions for a file with CRLF line endings or a BOM as for plain LF', () => {
    fc.assert(
      fc.property(mutated, ({ kind, text }) => {
        // every leading BOM: a second one is text (U+FEFF is no whitespace), so only a file with none compares
        const lf = text.replace(/^\uFEFF+/, '').replace(/\r\n/g, '\n');
        const at = (t: string) =>
          lintSource(sourceFromBytes('X.md', t), kind, config).messages.map((m) => [
            m.ruleId,
            m.line,
            m.column,
            m.endLine,
            m.endColumn,
          ]);
        const expected = at(lf);
        expect(at(lf.replace(/\n/g, '\r\n'))).toEqual(expected);
        expect(at(`\uFEFF${lf}`)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
    // the counterexample CI found (seed 2022848584): a `Corrects:` line inside a paragraph that a `---` four lines
    // down makes a setext heading; the parser-free reading took it for a Corrects line in LF only
    const lf =
      'lab:\nCorrects: #1\n  seq: 12\n  at: 2026-11-29T15:00:00Z\n  digest: sha256:9f86\n---\n# Last processed\n\n' +
      '- lab: entry 12, processed 2026-11-29T15:00:00Z\n';
    const rules = (t: string) =>
      lintSource(sourceFromBytes('X.md', t), 'handover', config).messages.map((m) => m.ruleId);
    expect(rules(lf)).not.toContain('handover/corrects-target');
    expect(rules(lf.replace(/\n/g, '\r\n'))).toEqual(rules(lf));
  });
});

// The splitter must find the same top-level level-2 headings (ATX or setext) as a whole-document
// remark parse, across fences, HTML blocks, comments, list items and block quotes.
const SPLIT_LINES = [
  '',
  '',
  'Some words here.',
  'More *words* and `code`.',
  '## 1 · 2026-11-29T10:00:00Z',
  '## title',
  '##',
  '## closed ##',
  '    ## four spaces',
  '##no-space',
  '### level three',
  '# level one',
  '- a list item',
  '- ## heading in a list',
  '1. numbered',
  '> a quote',
  '> ## heading in a quote',
  '```',
  '```sh',
  '````',
  '~~~',
  '~~~ info',
  '``` a`b',
  '<!--',
  '<!-- closed -->',
  '-->',
  'text -->',
  'text <!-- inline',
  'Corrects: #1',
  '\t## tab',
  '  - nested item',
  '***',
  '#',
  '#### x',
  // setext underlines, HTML blocks that run to a closing marker, headings and fences indented into list items
  '---',
  '-',
  '--',
  '===',
  '  ---',
  'Title',
  '**bold** line',
  '<pre>',
  '</pre>',
  '<script>',
  '<style>x</style>',
  '<?php',
  '?>',
  '<!DOCTYPE html',
  '>',
  '<![CDATA[',
  ']]>',
  '<div>',
  '<span>',
  '<br/>',
  '  ## in item',
  '   ```',
  '  ```',
  '- item',
  '1) one',
  '2. two',
];
const markdown = unified().use(remarkParse);
// YAML front matter opening a file is metadata for the splitter (as git hosts render it), so where it reads the text
// as opening with front matter, the reference is remark with remark-frontmatter (a generated `---`, `## x`, `---` is
// front matter whose middle line is a YAML comment)
const withFrontmatter = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

function remarkLevel2Lines(text: string): number[] {
  const tree = (frontMatterEnd(text) > 0 ? withFrontmatter : markdown).parse(text) as Root;
  return tree.children.filter((n) => n.type === 'heading' && n.depth === 2).map((n) => n.position!.start.line);
}

describe('splitAtLevel2', () => {
  it('finds the same level-2 headings as remark on a whole document', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SPLIT_LINES), { maxLength: 60 }), fc.boolean(), (lines, crlf) => {
        const text = lines.join(crlf ? '\r\n' : '\n');
        const split = splitAtLevel2(text).sections.map((s) => s.start.line);
        expect(split).toEqual(remarkLevel2Lines(text));
      }),
      { numRuns: RUNS * 2 },
    );
    // the counterexample repeated runs found (seed -205982224): front matter whose middle line reads as a heading
    const front = ['---', '## 1 · 2026-11-29T10:00:00Z', '---', ''].join('\n');
    expect(splitAtLevel2(front).sections.map((s) => s.start.line)).toEqual(remarkLevel2Lines(front));
  });

  it('gives chunks that put the text back together', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const s = splitAtLevel2(text);
        expect([s.preamble, ...s.sections].map((c) => c.text).join('')).toBe(text);
        for (const c of s.sections) expect(text.slice(c.start.offset, c.start.offset + c.text.length)).toBe(c.text);
      }),
      { numRuns: RUNS },
    );
  });
});
