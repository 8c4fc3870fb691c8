import markerFormat from '../../src/rules/marker/format.js';
import { ruleTester } from '../helpers/rule-tester.js';

const DIGEST = 'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
/** A marker with the given front matter lines; the first key is on line 2. */
const marker = (...lines: string[]): string => `---\n${lines.join('\n')}\n---\n# Last processed\n`;
const lab = (seq: string, at = '2026-11-29T15:00:00Z', digest = DIGEST): string[] => [
  'lab:',
  `  seq: ${seq}`,
  `  at: ${at}`,
  `  digest: ${digest}`,
];

ruleTester.run(markerFormat, {
  valid: [
    marker(...lab('12')),
    marker(...lab('0')),
    // more upstreams, extra keys (a byte offset) and a quoted timestamp with an offset
    marker(
      ...lab('3'),
      'design:',
      '  seq: 1',
      "  at: '2026-11-29T15:00:00+01:00'",
      `  digest: ${DIGEST}`,
      '  offset: 12345',
    ),
    marker('{}'),
    '---\n---\n# Last processed\n',
  ],
  invalid: [
    {
      code: '# Last processed\n\n- lab: entry 12\n',
      errors: [{ message: /has no YAML front matter/, line: 1, column: 1 }],
    },
    { code: '\n---\nlab: {}\n---\n', errors: [{ message: /has no YAML front matter/, line: 1 }] },
    {
      code: marker(...lab('-1')),
      errors: [{ message: '"lab.seq" must be a whole number of 0 or more', line: 2, column: 1 }],
    },
    { code: marker(...lab('1.5')), errors: [{ message: /"lab.seq" must be a whole number/, line: 2 }] },
    { code: marker(...lab('"12"')), errors: [{ message: /"lab.seq" must be a whole number/, line: 2 }] },
    {
      code: marker('lab:', '  at: 2026-11-29T15:00:00Z', `  digest: ${DIGEST}`),
      errors: [{ message: /"lab.seq"/, line: 2 }],
    },
    {
      code: marker(...lab('1', '2026-11-29T15:00:00')),
      errors: [{ message: '"lab.at" must be an RFC 3339 timestamp with a zone', line: 2 }],
    },
    { code: marker(...lab('1', 'yesterday')), errors: [{ message: /"lab.at"/, line: 2 }] },
    {
      code: marker(...lab('1', undefined, DIGEST.toUpperCase().replace('SHA256', 'sha256'))),
      errors: [{ message: '"lab.digest" must be "sha256:" and 64 lower-case hex digits', line: 2 }],
    },
    { code: marker(...lab('1', undefined, DIGEST.slice(0, -1))), errors: [{ message: /"lab.digest"/, line: 2 }] },
    {
      code: marker(...lab('1', undefined, DIGEST.replace('sha256:', 'md5:'))),
      errors: [{ message: /"lab.digest"/, line: 2 }],
    },
    {
      code: marker(...lab('1'), 'design:', '  seq: -4', '  at: 2026-11-29T15:00:00Z', `  digest: ${DIGEST}`),
      errors: [{ message: /"design.seq"/, line: 6, column: 1 }],
    },
    { code: marker('lab: [unclosed'), errors: [{ message: /^the front matter is not valid YAML/, line: 2 }] },
    {
      code: marker('lab:', '  seq: 1', '   at: x'),
      errors: [{ message: /^the front matter is not valid YAML/, line: 3 }],
    },
    { code: marker(...lab('1'), ...lab('2')), errors: [{ message: /not valid YAML/, line: 6 }] },
    {
      code: marker('- lab', '- 12'),
      errors: [{ message: 'the front matter must be a mapping of upstream names to offsets', line: 1 }],
    },
    {
      code: marker('lab: 12'),
      errors: [
        { message: '"lab" must map to seq, at and digest', line: 2 },
        { message: /"lab.seq"/, line: 2 },
      ],
    },
  ],
});
