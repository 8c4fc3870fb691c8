import entryHeading from '../../src/rules/handover/entry-heading.js';
import sequence from '../../src/rules/handover/sequence.js';
import timeOrder from '../../src/rules/handover/time-order.js';
import correctsTarget from '../../src/rules/handover/corrects-target.js';
import writerTitle from '../../src/rules/handover/writer-title.js';
import { ruleTester } from '../helpers/rule-tester.js';

const TITLE = '# Handover: lab\n\nAppend-only.\n\n';
/** A log: the title block (lines 1–4), then each entry as its heading line, a blank line, its body and a blank line. */
const log = (...entries: string[]): string => TITLE + entries.map((e) => (e.endsWith('\n') ? e : `${e}\n`)).join('\n');
const entry = (heading: string, body = 'Text.'): string => `## ${heading}\n\n${body}\n`;
// With `log`, entry k (1-based, each 4 lines long) has its heading on line 5 + 4·(k−1).

ruleTester.run(entryHeading, {
  valid: [
    log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T14:30:00Z · Commit hash fix')),
    // every separator the spec allows, a zone offset, fractional seconds, leading zeros
    log(
      entry('1 — 2026-11-29T10:00:00+02:00'),
      entry('2 – 2026-11-29T10:00:00.5Z – title'),
      entry('3 - 2026-11-29T10:00:00-05:30 - t'),
      entry('04 | 2026-11-29T10:00:00Z | t'),
    ),
    // closing hashes and up to three spaces of indent
    log(entry('1 · 2026-11-29T10:00:00Z ##'), '   ## 2 · 2026-11-29T11:00:00Z\n\nx\n'),
    // a level-2 heading inside a code fence or an HTML comment is not an entry
    log(entry('1 · 2026-11-29T10:00:00Z', '```markdown\n## Notes\n```\n\n~~~~\n## not an entry either\n~~~~')),
    log(entry('1 · 2026-11-29T10:00:00Z', '<!--\n## Notes\n-->')),
    // indented four spaces: a code block, not a heading
    log(entry('1 · 2026-11-29T10:00:00Z', 'Example:\n\n    ## Notes')),
    '# Handover: lab\n\nNo entries yet.\n',
    '',
  ],
  invalid: [
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('Notes')),
      errors: [{ message: /"## Notes" is not an entry heading/, line: 9, column: 1, endColumn: 9 }],
    },
    {
      code: log(entry('0 · 2026-11-29T10:00:00Z')),
      errors: [{ message: 'entry sequence numbers start at 1, not 0', line: 5 }],
    },
    {
      code: log(entry('1 · 2026-13-01T10:00:00Z')),
      errors: [{ message: /"2026-13-01T10:00:00Z" is not an RFC 3339 timestamp/, line: 5 }],
    },
    {
      code: log(entry('1 · 2026-11-29T10:00:00')),
      errors: [{ message: /not an RFC 3339 timestamp with a zone/, line: 5 }],
    },
    { code: log(entry('1 · 2026-02-30T10:00:00Z')), errors: [{ message: /not an RFC 3339/, line: 5 }] },
    { code: log(entry('1 2026-11-29T10:00:00Z')), errors: [{ message: /not an entry heading/, line: 5 }] },
    { code: log(entry('1 · yesterday · title')), errors: [{ message: /"yesterday" is not an RFC 3339/, line: 5 }] },
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('')),
      errors: [{ message: /"## " is not an entry heading/, line: 9 }],
    },
    {
      name: 'an unclosed fence hides every later heading and is reported where it opens',
      code: log(entry('1 · 2026-11-29T10:00:00Z', '```\ncode'), entry('2 · 2026-11-29T11:00:00Z')),
      errors: [{ message: /code fence is never closed/, line: 7, column: 1 }],
    },
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('Notes'), entry('Todo')),
      errors: [{ line: 9 }, { line: 13 }],
    },
    {
      name: 'an unclosed HTML comment hides every later heading and is reported where it opens',
      code: log(entry('1 · 2026-11-29T10:00:00Z', '<!-- draft'), entry('2 · 2026-11-29T11:00:00Z')),
      errors: [
        {
          message: 'This HTML comment is never closed, so every entry after it is hidden; close it with "-->"',
          line: 7,
          column: 1,
        },
      ],
    },
  ],
});

ruleTester.run(sequence, {
  valid: [
    log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T11:00:00Z'), entry('3 · 2026-11-29T12:00:00Z')),
    log(entry('01 · 2026-11-29T10:00:00Z'), entry('002 · 2026-11-29T11:00:00Z')),
    // a heading inside a code fence is not an entry, so its number does not count
    log(entry('1 · 2026-11-29T10:00:00Z', '```\n## 7 · 2026-11-29T10:00:00Z\n```'), entry('2 · 2026-11-29T11:00:00Z')),
    // a fence opened on a list item's marker line hides its indented lines too
    log(
      entry('1 · 2026-11-29T10:00:00Z', '- ```markdown\n  ## 7 · 2026-11-29T10:00:00Z\n  ```'),
      entry('2 · 2026-11-29T11:00:00Z'),
    ),
    // a heading that is not an entry heading (reported by handover/entry-heading) is skipped
    log(entry('1 · 2026-11-29T10:00:00Z'), entry('Notes'), entry('2 · 2026-11-29T11:00:00Z')),
    // a heading that starts with a date is not entry 2026
    log(entry('1 · 2026-11-29T10:00:00Z'), entry('2026-11-29 Notes'), entry('2 · 2026-11-29T11:00:00Z')),
    '# Handover: lab\n',
  ],
  invalid: [
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('3 · 2026-11-29T11:00:00Z')),
      errors: [{ message: 'Entry 3 should be 2: entry 2 is missing', line: 9, column: 1 }],
    },
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('5 · 2026-11-29T11:00:00Z')),
      errors: [{ message: 'Entry 5 should be 2: entries 2–4 are missing', line: 9 }],
    },
    {
      code: log(entry('2 · 2026-11-29T10:00:00Z')),
      errors: [{ message: 'Entry 2 should be 1: entry 1 is missing', line: 5 }],
    },
    {
      code: log(
        entry('1 · 2026-11-29T10:00:00Z'),
        entry('2 · 2026-11-29T11:00:00Z'),
        entry('2 · 2026-11-29T12:00:00Z'),
      ),
      errors: [{ message: 'Entry 2 is numbered twice (first at line 9); number it 3', line: 13 }],
    },
    {
      code: log(
        entry('1 · 2026-11-29T10:00:00Z'),
        entry('3 · 2026-11-29T11:00:00Z'),
        entry('2 · 2026-11-29T12:00:00Z'),
      ),
      errors: [
        { message: /Entry 3 should be 2/, line: 9 },
        { message: 'Entry 2 should be 4: the numbers go back', line: 13 },
      ],
    },
    {
      name: 'a seq 0 heading (an entry-heading error) does not shift the numbers after it',
      code: log(
        entry('0 · 2026-11-29T10:00:00Z'),
        entry('1 · 2026-11-29T11:00:00Z'),
        entry('3 · 2026-11-29T12:00:00Z'),
      ),
      errors: [{ message: /Entry 3 should be 2/, line: 13 }],
    },
    {
      name: 'a duplicate hidden behind a heading that looks like an entry but is in a fence is still found',
      code: log(entry('1 · 2026-11-29T10:00:00Z', '```\n## 2 · x\n```'), entry('1 · 2026-11-29T11:00:00Z')),
      errors: [{ message: /numbered twice \(first at line 5\)/, line: 11 }],
    },
  ],
});

ruleTester.run(timeOrder, {
  valid: [
    log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T10:00:00Z'), entry('3 · 2026-11-30T09:00:00Z')),
    // 12:00+02:00 is 10:00Z, after 09:30Z
    log(entry('1 · 2026-11-29T09:30:00Z'), entry('2 · 2026-11-29T12:00:00+02:00')),
    // an unreadable timestamp is entry-heading's business, not a step back
    log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · soon'), entry('3 · 2026-11-29T11:00:00Z')),
  ],
  invalid: [
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-28T10:00:00Z')),
      errors: [
        {
          message:
            'Entry 2 (2026-11-28T10:00:00Z) is dated before entry 1 (2026-11-29T10:00:00Z); check the clock that wrote it',
          line: 9,
          column: 1,
          severity: 'warning',
        },
      ],
    },
    {
      name: 'zones are compared as instants: 12:00+02:00 is before 10:30Z',
      code: log(entry('1 · 2026-11-29T10:30:00Z'), entry('2 · 2026-11-29T12:00:00+02:00')),
      errors: [{ message: /Entry 2 .* is dated before entry 1/, line: 9 }],
    },
    {
      name: 'each entry is compared with the latest time so far',
      code: log(
        entry('1 · 2026-11-29T10:00:00Z'),
        entry('2 · 2026-11-29T08:00:00Z'),
        entry('3 · 2026-11-29T09:00:00Z'),
        entry('4 · 2026-11-29T11:00:00Z'),
      ),
      errors: [
        { message: /Entry 2 .* before entry 1/, line: 9 },
        { message: /Entry 3 .* before entry 1/, line: 13 },
      ],
    },
    {
      name: 'severity error when configured',
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T09:00:00Z')),
      config: { rules: { 'handover/time-order': 'error' } },
      errors: [{ line: 9, severity: 'error' }],
    },
  ],
});

ruleTester.run(correctsTarget, {
  valid: [
    log(
      entry('1 · 2026-11-29T10:00:00Z'),
      entry('2 · 2026-11-29T11:00:00Z', 'Corrects: #1\n\nThe commit was 3f2a9c2.'),
    ),
    log(
      entry('1 · 2026-11-29T10:00:00Z'),
      entry('2 · 2026-11-29T11:00:00Z'),
      entry('3 · 2026-11-29T12:00:00Z', '**Corrects:** #1, #2'),
    ),
    log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T11:00:00Z', 'corrects: #01')),
    // inside code, in prose, or not on its own line, it is not a correction
    log(entry('1 · 2026-11-29T10:00:00Z', '```\nCorrects: #9\n```')),
    log(entry('1 · 2026-11-29T10:00:00Z', '`Corrects: #9`')),
    log(entry('1 · 2026-11-29T10:00:00Z', 'A later entry would say `Corrects: #1` to fix this.')),
    log(entry('1 · 2026-11-29T10:00:00Z', 'This Corrects: #5 nothing.')),
    log(entry('1 · 2026-11-29T10:00:00Z', '    Corrects: #9')),
  ],
  invalid: [
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T11:00:00Z', 'Corrects: #3')),
      errors: [
        {
          message: 'Entry 2 corrects #3, which is not earlier; a correction names an entry before it',
          line: 11,
          column: 1,
        },
      ],
    },
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T11:00:00Z', 'Corrects: #2')),
      errors: [{ message: /corrects #2, which is not earlier/, line: 11 }],
    },
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('3 · 2026-11-29T11:00:00Z', 'Corrects: #2')),
      errors: [{ message: 'Entry 3 corrects #2, but there is no entry 2', line: 11 }],
    },
    {
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T11:00:00Z', 'Corrects: #0')),
      errors: [{ message: /there is no entry 0/, line: 11 }],
    },
    {
      name: 'a correction line after other text in the same paragraph is found on its own line',
      code: log(
        entry('1 · 2026-11-29T10:00:00Z'),
        entry('2 · 2026-11-29T11:00:00Z', 'Fixes the hash.\nCorrects: #1 and #4'),
      ),
      errors: [{ message: /corrects #4, which is not earlier/, line: 12, column: 1 }],
    },
    {
      name: 'inline code spanning lines before a correction keeps the line count',
      code: log(
        entry('1 · 2026-11-29T10:00:00Z'),
        entry('2 · 2026-11-29T11:00:00Z', 'See `Corrects:\n#1` here.\nCorrects: #5'),
      ),
      errors: [{ message: /corrects #5/, line: 13, column: 1 }],
    },
    {
      name: 'a correction in a list item counts',
      code: log(entry('1 · 2026-11-29T10:00:00Z'), entry('2 · 2026-11-29T11:00:00Z', '- Corrects: #7')),
      errors: [{ message: /corrects #7/, line: 11 }],
    },
    {
      name: 'only the code part is ignored: a real line next to a fenced one is checked',
      code: log(
        entry('1 · 2026-11-29T10:00:00Z'),
        entry('2 · 2026-11-29T11:00:00Z', '```\nCorrects: #9\n```\n\nCorrects: #5'),
      ),
      errors: [{ message: /corrects #5/, line: 15 }],
    },
  ],
});

ruleTester.run(writerTitle, {
  valid: [
    log(entry('1 · 2026-11-29T10:00:00Z')),
    '# handover: lab\n',
    '# Handover: lab #\n',
    'Handover: lab\n=============\n',
    '<!-- generated -->\n\n# Handover: lab\n',
    { code: '# Handover: lab\n', config: { agent: 'lab' } },
    // a copy of an upstream's log, linted under another name, names the upstream's writer
    { code: '# Handover: lab\n', config: { agent: 'observer' }, filename: 'vendor/lab/HANDOVER.md' },
  ],
  invalid: [
    {
      code: 'Append-only.\n\n## 1 · 2026-11-29T10:00:00Z\n',
      errors: [{ message: /has no title/, line: 1, column: 1 }],
    },
    { code: '', errors: [{ message: /has no title/, line: 1, column: 1 }] },
    { code: '```\n# Handover: lab\n```\n', errors: [{ message: /has no title/, line: 1 }] },
    {
      code: '\n\n# Handover\n',
      errors: [
        {
          message:
            'The title "Handover" does not name a writer; write "# Handover: <agent>", or keep the title and name ' +
            'the writer in the config (`log: { writer: <agent> }`)',
          line: 3,
          column: 1,
        },
      ],
    },
    { code: '# Log: lab\n', errors: [{ message: /"Log: lab" does not name a writer/, line: 1 }] },
    { code: '# Handover:\n', errors: [{ message: /does not name a writer/, line: 1 }] },
    {
      code: '# Handover: lab — research log\n',
      errors: [{ message: /names "lab — research log" as the writer, which is not an agent id/, line: 1 }],
    },
    {
      code: '# Handover: **lab**\n',
      errors: [{ message: /names "\*\*lab\*\*" as the writer, which is not an agent id/, line: 1 }],
    },
    {
      code: '# Handover: lab\n',
      config: { agent: 'observer' },
      errors: [{ message: "The title names lab as the writer, but this repo's agent is observer", line: 1 }],
    },
  ],
});
