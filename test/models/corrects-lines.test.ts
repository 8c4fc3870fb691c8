// `Corrects:` lines are read without the Markdown parser when an entry is plain (issue 25: the parser cost
// milliseconds an entry); these cases pin what the parser finds, plain or not, so both readings agree.
import { describe, expect, it } from 'vitest';
import { correctsOf, parseAppended, parseHandover, sourceFromBytes } from '../../src/models/index.js';

const head = (n: number) => `## ${n} · 2026-01-0${n}T10:00:00Z`;
/** [line, column, end column, targets] of every Corrects: line of the last entry of a log ending in `body`. */
function found(body: string): [number, number, number, number[]][] {
  const text = `# Handover: lab\n\n${head(1)}\n\nFirst.\n\n${head(2)}\n\nSecond.\n\n${head(3)}\n\n${body}\n`;
  const doc = parseHandover(sourceFromBytes('HANDOVER.md', text));
  const e = doc.entries[doc.entries.length - 1];
  return correctsOf(e).map((c) => [c.span.start.line, c.span.start.column, c.span.end.column, c.targets]);
}

describe('Corrects: lines, plain entries and the parser agree', () => {
  const cases: [string, string, [number, number, number, number[]][]][] = [
    ['a plain line', 'Fixed it.\n\nCorrects: #1', [[15, 1, 13, [1]]]],
    ['several targets, any case', 'corrects: #1, #2 and #1', [[13, 1, 24, [1, 2, 1]]]],
    ['a lazy continuation of a list item', '- one thing\nCorrects: #2', [[14, 1, 13, [2]]]],
    ['a lazy continuation of a quote', '> quoted\nCorrects: #2', [[14, 1, 13, [2]]]],
    ['inside a fenced block (parsed)', '```text\nCorrects: #1\n```', []],
    ['after a fenced block (parsed)', '```text\nx\n```\n\nCorrects: #1', [[17, 1, 13, [1]]]],
    ['emphasis around the number (parsed)', 'Corrects: *#1*', [[13, 1, 13, [1]]]],
    ['after a hard break (parsed)', 'Text  \nCorrects: #1', []],
    ['above a setext underline (parsed)', 'Corrects: #1\n---', []],
    ['trailing spaces then more text (parsed)', 'Corrects: #1  \nmore', []],
    ['in a list item (parsed)', '- Corrects: #2', [[13, 3, 15, [2]]]],
    ['indented code (parsed)', '    Corrects: #1', []],
    ['an inline code span (parsed)', 'Corrects: `#1`', []],
    ['prose naming corrects: (parsed)', 'The corrects: field.', []],
    ['a link title over lines (parsed)', '[a]: /u "t\nCorrects: #1\nx"', []],
    ['a tilde fence, closed indented', '~~~\nCorrects: #1\n  ~~~\nCorrects: #2', [[16, 1, 13, [2]]]],
    ['a longer fence not closed by a shorter one', '````\n```\nCorrects: #1\n````\n\nCorrects: #2', [[18, 1, 13, [2]]]],
    ['an unclosed fence', '```\nCorrects: #1', []],
    ['a fence in a list item (parsed)', '- item\n\n  ```\n  Corrects: #1\n  ```\nCorrects: #2', [[18, 1, 13, [2]]]],
    ['backticks in the info string (parsed)', '```a`b\nCorrects: #1', [[14, 1, 13, [1]]]],
  ];
  for (const [name, body, want] of cases) it(name, () => expect(found(body)).toEqual(want));
});

describe('the append fast path reads the writer as a full parse does', () => {
  const entry = (n: number) => `## ${n} · 2026-01-0${n}T10:00:00Z\n\nRun ${n}.\n`;
  const preambles = [
    '# Handover: lab\n',
    '\n  \n# Handover: lab ##\n',
    '# Handover: **lab**\n',
    '#\tHandover: lab\n',
    '# Handover: lab\r\n',
    '<!-- note -->\n# Handover: lab\n',
    '    # Handover: lab\n',
    'Handover: lab\n===\n',
    '# Notes\n\n# Handover: lab\n',
  ];
  for (const pre of preambles)
    it(JSON.stringify(pre), () => {
      const base = `${pre}\n${entry(1)}`;
      const head = `${base}\n${entry(2)}`;
      const full = parseHandover(sourceFromBytes('HANDOVER.md', head));
      const fast = parseAppended('HANDOVER.md', Buffer.from(base), Buffer.from(head));
      if (pre.startsWith('#') && !pre.includes('\r')) expect(fast).not.toBeNull();
      expect(fast?.head.writer ?? full.writer).toBe(full.writer);
    });
});
