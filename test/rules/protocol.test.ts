import { describe, expect, it } from 'vitest';
import conflictMarkers from '../../src/rules/protocol/conflict-markers.js';
import encoding from '../../src/rules/protocol/encoding.js';
import suppression from '../../src/rules/protocol/suppression.js';
import { ruleTester, runRuleOn } from '../helpers/rule-tester.js';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

const CONFLICT = '<<<<<<< HEAD\n- Current focus: a\n=======\n- Current focus: b\n>>>>>>> theirs\n';

ruleTester.run(conflictMarkers, {
  valid: [
    '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nText.\n',
    // a setext heading's underline is not a conflict
    'Handover: lab\n=======\n',
    // an opening marker with no middle and end is not a left conflict
    '# Handover: lab\n\n<<<<<<< HEAD\ntext\n',
    // markers must start the line
    '# Handover: lab\n\n <<<<<<< x\n =======\n >>>>>>> y\n',
  ],
  invalid: [
    {
      code: `# Handover: lab\n\n${CONFLICT}`,
      errors: [
        {
          message: 'A merge conflict is left here (lines 3–7); resolve it and remove the markers',
          line: 3,
          column: 1,
          endLine: 7,
          endColumn: 15,
        },
      ],
    },
    { code: `# Sync\n\n## a\n\n${CONFLICT}`, kind: 'sync', errors: [{ message: /lines 5–9/, line: 5 }] },
    { code: `---\n${CONFLICT}---\n`, kind: 'marker', errors: [{ line: 2 }] },
    {
      code: '<<<<<<< ours\na\n||||||| base\nb\n=======\nc\n>>>>>>> theirs\n',
      kind: 'registry',
      errors: [{ message: /lines 1–7/, line: 1 }],
    },
    { code: `${CONFLICT}\n${CONFLICT}`, errors: [{ line: 1 }, { line: 7 }] },
    {
      name: 'even inside a code fence: git markers are raw text',
      code: `# Handover: lab\n\n\`\`\`\n${CONFLICT}\`\`\`\n`,
      errors: [{ line: 4 }],
    },
  ],
});

ruleTester.run(encoding, {
  valid: [
    '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z — “quoted” ✓ 😀\n',
    { code: bytes([0xef, 0xbb, 0xbf], '# Handover: lab\n'), name: 'a BOM is not an encoding problem' },
  ],
  invalid: [
    {
      code: bytes('# Handover: lab\n\nab', [0], 'c\n'),
      errors: [{ message: /contains a NUL byte/, line: 3, column: 3 }],
    },
    {
      code: bytes('# Handover: lab\n\nab', [0xff], 'c\n'),
      errors: [{ message: 'The file is not valid UTF-8; re-save it as UTF-8', line: 3, column: 3 }],
    },
    {
      code: bytes('é·', [0xc0, 0x80]),
      name: 'an overlong encoding, after multi-byte characters',
      errors: [{ message: /not valid UTF-8/, line: 1, column: 3 }],
    },
    {
      code: bytes('x\n', [0xed, 0xa0, 0x80]),
      name: 'an encoded surrogate',
      errors: [{ message: /not valid UTF-8/, line: 2, column: 1 }],
    },
    {
      code: bytes('x\n', [0xe2, 0x82]),
      name: 'a truncated sequence at the end',
      errors: [{ message: /not valid UTF-8/, line: 2, column: 1 }],
    },
    {
      code: bytes([0xff], 'x\n', [0]),
      name: 'both problems',
      errors: [
        { message: /not valid UTF-8/, line: 1, column: 1 },
        { message: /NUL/, line: 2, column: 1 },
      ],
    },
    { code: '# Handover: lab\n\u0000\n', errors: [{ message: /NUL/, line: 2, column: 1 }] },
  ],
});

describe('protocol/encoding positions with a BOM and CRLF', () => {
  it('reports the same line and column as without them', () => {
    const plain = runRuleOn(encoding, { code: bytes('# T\nab', [0xff], '\nc', [0], '\n') });
    const crlf = runRuleOn(encoding, { code: bytes('# T\r\nab', [0xff], '\r\nc', [0], '\r\n') });
    const bom = runRuleOn(encoding, { code: bytes([0xef, 0xbb, 0xbf], '# T\nab', [0xff], '\nc', [0], '\n') });
    const first = runRuleOn(encoding, { code: bytes([0xef, 0xbb, 0xbf], 'a', [0xff]) });
    const pos = (ms: { line: number; column: number }[]) => ms.map((m) => [m.line, m.column]);
    expect(pos(plain)).toEqual([
      [2, 3],
      [3, 2],
    ]);
    expect(pos(crlf)).toEqual(pos(plain));
    expect(pos(bom)).toEqual(pos(plain));
    expect(pos(first)).toEqual([[1, 2]]);
  });
});

ruleTester.run(suppression, {
  valid: [
    '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\n<!-- handover-disable-next-line handover/corrects-target -- kept from the old log -->\nCorrects: #9\n',
    '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nA.\n\n<!-- handover-disable handover/time-order -- clocks were wrong that week -->\n\n## 2 · 2026-11-29T09:00:00Z\n\nB.\n\n<!-- handover-enable handover/time-order -->\n',
    // a comment in a code fence is code
    '# Handover: lab\n\n```\n<!-- handover-disable-next-line -->\n```\n',
    // other comments are not suppressions
    '# Handover: lab\n\n<!-- handover: notes below -->\n',
  ],
  invalid: [
    {
      code: '# Handover: lab\n\n<!-- handover-disable-next-line handover/corrects-target -->\nCorrects: #9\n',
      errors: [{ message: /gives no reason, so it suppresses nothing/, line: 3, column: 1 }],
    },
    {
      code: '# Handover: lab\n\n<!-- handover-disable-next-line handover/append-only -- mine to fix -->\n',
      errors: [{ message: /handover\/append-only is a historical rule and is never suppressed inline/, line: 3 }],
    },
    {
      code: '# Sync\n\n<!-- handover-disable sync/section-owner -- reorganising -->\n',
      kind: 'sync',
      errors: [{ message: /historical rule/, line: 3 }],
    },
    {
      code: '# Handover: lab\n\n<!-- handover-disable -- all of it -->\n',
      errors: [{ message: /names no rule/, line: 3 }],
    },
    {
      code: '# Handover: lab\n\n<!-- handover-disable-next-line no/such-rule -- because -->\n',
      errors: [{ message: /"no\/such-rule", which is not a handover rule/, line: 3 }],
    },
    {
      name: 'a valid comment that covers no finding (ESLint: unused disable directive)',
      code: '# Handover: lab\n\n<!-- handover-disable handover/time-order -- clocks were wrong -->\n\nText.\n',
      errors: [
        { message: /handover\/time-order suppresses nothing: no handover\/time-order finding between it/, line: 3 },
      ],
    },
    {
      code: '# Handover: lab\n\n<!-- handover-enable handover/time-order -->\n',
      errors: [{ message: /has no handover-disable handover\/time-order before it/, line: 3 }],
    },
  ],
});
