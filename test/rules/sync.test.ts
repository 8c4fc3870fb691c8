import syncFields from '../../src/rules/sync/fields.js';
import uniqueSections from '../../src/rules/sync/unique-sections.js';
import knownAgents from '../../src/rules/sync/known-agents.js';
import syncSize from '../../src/rules/sync/size.js';
import { ruleTester } from '../helpers/rule-tester.js';

const HEAD = '# Sync\n\nEach agent writes only its own section.\n\n';
/** A section: heading, blank line, its lines. */
const section = (id: string, ...lines: string[]): string => `## ${id}\n\n${lines.join('\n')}\n`;
const full = (id: string): string =>
  section(id, '- **Current focus:** Drafting.', '- **Blocked on:** —', '- **Next action:** Send it.');
/** SYNC.md from sections, one blank line between; the first heading is on line 5. */
const sync = (...sections: string[]): string => HEAD + sections.join('\n');

ruleTester.run(syncFields, {
  valid: [
    sync(full('partner'), full('observer')),
    // plain and bold labels, `current-focus` spelling, any case
    sync(section('a', '- Current focus: x', '- Blocked on:', '- Next action: y')),
    sync(section('a', '- current-focus: x', '- blocked_on: none', '- NEXT ACTION: y')),
    sync(section('a', '- **Current focus**: x', '- **Blocked on**: nothing', '- **Next-Action**: y')),
    // a field may carry a date, before or after the colon
    sync(
      section(
        'a',
        '- **Current focus** (2026-11-29): x',
        '- Blocked on (2026-11-28): lab',
        '- Next action: (2026-11-30) y',
      ),
    ),
    // values may hold colons and markup
    sync(
      section(
        'a',
        '- Current focus: the 10:00 run: `npm test`',
        '- Blocked on: [lab](../lab/HANDOVER.md)',
        '- Next action: ship',
      ),
    ),
    // a nested list under a field and prose around the list are free
    sync(
      section(
        'a',
        'Some prose.',
        '',
        '- Current focus: x',
        '  - a sub-point: fine',
        '- Blocked on: -',
        '- Next action: y',
      ),
    ),
    // a shared section is not an agent section
    {
      code: sync(full('a'), section('Decision Log', '- 2026-11-29: adopt handover')),
      config: { sync: { shared: { 'Decision Log': 'append-only' } } },
    },
    // a heading inside a fence does not start a section, and the fence's list is code
    sync(
      full('a'),
      section(
        'b',
        '- Current focus: x',
        '- Blocked on:',
        '- Next action: y',
        '',
        '```',
        '## c',
        '- Status: in code',
        '```',
      ),
    ),
    HEAD,
  ],
  invalid: [
    {
      code: sync(section('partner', '- Current focus: x', '- Blocked on: —')),
      errors: [{ message: 'Section "partner" is missing Next action', line: 5, column: 1 }],
    },
    {
      code: sync(section('partner')),
      errors: [{ message: 'Section "partner" is missing Current focus, Blocked on, Next action', line: 5 }],
    },
    {
      code: sync(section('a', '- Current focus:', '- Blocked on:', '- Next action: y')),
      errors: [{ message: 'Section "a": "Current focus" is empty; say what it is', line: 7, column: 1 }],
    },
    {
      code: sync(section('a', '- **Current focus:**', '- Blocked on:', '- **Next action:**')),
      errors: [
        { message: /"Current focus" is empty/, line: 7 },
        { message: /"Next action" is empty/, line: 9 },
      ],
    },
    {
      code: sync(section('a', '- Current focus: x', '- Status: green', '- Blocked on:', '- Next action: y')),
      errors: [{ message: /unknown field "Status"/, line: 8 }],
    },
    {
      code: sync(section('a', '- Current focus: x', '- current-focus: z', '- Blocked on:', '- Next action: y')),
      errors: [{ message: 'Section "a" has "Current focus" twice; keep one', line: 8 }],
    },
    {
      code: sync(section('a', '- Current focus: x', '- Blocked on:', '- Next action: y', '- remember the milk')),
      errors: [{ message: /has a list item that is not a field/, line: 10 }],
    },
    {
      name: 'an unclosed code fence hides the sections after it and is reported where it opens',
      code: sync(section('a', '- Current focus: x', '- Blocked on:', '- Next action: y', '', '```'), full('b')),
      errors: [
        {
          message: 'This code fence is never closed, so every heading after it is code, not a section; close the fence',
          line: 11,
          column: 1,
        },
      ],
    },
    {
      name: 'an unclosed HTML comment hides the sections after it',
      code: sync(full('a'), '<!-- old sections:\n', full('b')),
      errors: [{ message: /HTML comment is never closed, so every section after it is hidden/, line: 11 }],
    },
    {
      name: 'fields inside a code fence are not fields',
      code: sync(section('a', '```', '- Current focus: x', '- Blocked on:', '- Next action: y', '```')),
      errors: [{ message: /is missing Current focus, Blocked on, Next action/, line: 5 }],
    },
  ],
});

ruleTester.run(uniqueSections, {
  valid: [
    sync(full('partner'), full('observer')),
    // a heading in a code fence is not a section
    sync(full('partner'), section('observer', '- Current focus: x', '', '```', '## partner', '```')),
  ],
  invalid: [
    {
      code: sync(full('partner'), full('observer'), full('partner')),
      errors: [{ message: 'Section "partner" appears again (first at line 5); merge the two', line: 17, column: 1 }],
    },
    {
      code: sync(full('partner'), full('Partner')),
      errors: [{ message: /"Partner" appears again \(first at line 5\)/, line: 11 }],
    },
    { code: sync(full('partner'), '## partner ##\n'), errors: [{ message: /appears again/, line: 11 }] },
    { code: sync('##\n'), errors: [{ message: 'A section heading is empty; write the agent id', line: 5 }] },
    {
      code: sync(full('a'), full('a'), full('a')),
      errors: [
        { message: /first at line 5/, line: 11 },
        { message: /first at line 5/, line: 17 },
      ],
    },
  ],
});

const AGENTS = { agents: { partner: {}, observer: { emails: ['o@example.org'] } } };
ruleTester.run(knownAgents, {
  valid: [
    // without configured agents, any section is fine
    sync(full('anyone')),
    { code: sync(full('partner'), full('observer')), config: AGENTS },
    {
      code: sync(full('partner'), section('Decision Log', '- adopt handover')),
      config: { ...AGENTS, sync: { shared: { 'Decision Log': 'owner-only' } } },
    },
  ],
  invalid: [
    {
      code: sync(full('partner'), full('stranger')),
      config: AGENTS,
      errors: [{ message: /^Section "stranger" is not a configured agent \(partner, observer\)/, line: 11, column: 1 }],
    },
    {
      code: sync(full('Decision Log')),
      config: AGENTS,
      errors: [{ message: /"Decision Log" is not a configured agent/, line: 5 }],
    },
    { code: sync(full('x'), full('partner'), full('y')), config: AGENTS, errors: [{ line: 5 }, { line: 17 }] },
  ],
});

const many = (n: number): string[] => Array.from({ length: n }, (_, i) => full(`agent${i + 1}`));
ruleTester.run(syncSize, {
  valid: [
    sync(...many(10)),
    // shared sections do not count
    {
      code: sync(...many(10), section('Decision Log', '- x')),
      config: { sync: { shared: { 'Decision Log': 'append-only' } } },
    },
    { code: sync(...many(3)), options: { max: 3 } },
  ],
  invalid: [
    {
      code: sync(...many(11)),
      errors: [
        {
          message: 'SYNC.md has 11 agent sections, more than 10; split the commons or retire idle agents',
          line: 65,
          column: 1,
          severity: 'warning',
        },
      ],
    },
    {
      code: sync(...many(3)),
      options: { max: 2 },
      errors: [{ message: /has 3 agent sections, more than 2/, line: 17 }],
    },
    {
      code: sync(...many(2)),
      options: { max: 1 },
      config: { rules: { 'sync/size': 'error' } },
      errors: [{ line: 11, severity: 'warning' }],
    },
    {
      code: sync(...many(2)),
      config: { rules: { 'sync/size': ['error', { max: 1 }] } },
      errors: [{ line: 11, severity: 'error' }],
    },
  ],
});
