import provenance from '../../src/rules/registry/provenance.js';
import registryFields from '../../src/rules/registry/fields.js';
import registryUnique from '../../src/rules/registry/unique.js';
import subjectOverlap from '../../src/rules/registry/subject-overlap.js';
import { ruleTester } from '../helpers/rule-tester.js';
import { parseRegistryHeading } from '../../src/models/index.js';
import { describe, expect, it } from 'vitest';

const HEAD = '# Project registry\n\n';
/** An entry: heading, blank line, its lines; entries are joined by a blank line, the first heading is on line 3. */
const entry = (heading: string, ...lines: string[]): string => `## ${heading}\n\n${lines.join('\n')}\n`;
const registry = (...entries: string[]): string => HEAD + entries.join('\n');
const ok = (heading: string, owns = 'a subject'): string => entry(heading, `- Owns: ${owns}`, '- Address: ../x');
// ok(...) entries are 4 lines long plus the blank line between: headings on lines 3, 8, 13, …

describe('registry headings: [RELAYED by X] parsing', () => {
  it.each([
    ['ml-lab [SELF]', { id: 'ml-lab', provenance: { kind: 'self' }, tagCount: 1 }],
    ['ml-lab [self]', { id: 'ml-lab', provenance: { kind: 'self' }, tagCount: 1 }],
    [
      'job-search [RELAYED by opportunities]',
      { id: 'job-search', provenance: { kind: 'relayed', by: 'opportunities' }, tagCount: 1 },
    ],
    [
      'job-search [ relayed  BY  opportunities ]',
      { id: 'job-search', provenance: { kind: 'relayed', by: 'opportunities' }, tagCount: 1 },
    ],
    ['job-search [RELAYED by ]', { id: 'job-search', provenance: null, tagCount: 1 }],
    ['job-search [RELAYED]', { id: 'job-search [RELAYED]', provenance: null, tagCount: 0 }],
    ['x [SELF] [RELAYED by y]', { id: 'x', provenance: null, tagCount: 2 }],
    ['[SELF]', { id: '', provenance: { kind: 'self' }, tagCount: 1 }],
  ])('%s', (heading, want) => {
    expect(parseRegistryHeading(heading)).toEqual(want);
  });
});

ruleTester.run(provenance, {
  valid: [
    registry(ok('ml-lab [SELF]'), ok('job-search [RELAYED by opportunities]')),
    registry(ok('ml-lab [self]'), ok('job-search [Relayed by opportunities]')),
    // a heading in a code fence is not an entry
    registry(entry('ml-lab [SELF]', '- Owns: x', '- Address: y', '', '```', '## untagged', '```')),
  ],
  invalid: [
    {
      code: registry(ok('ml-lab')),
      errors: [
        {
          message: 'Entry "ml-lab" has no provenance tag; add [SELF] if the project wrote it, or [RELAYED by <you>]',
          line: 3,
          column: 1,
        },
      ],
    },
    {
      code: registry(ok('ml-lab [SELF]'), ok('job-search [RELAYED]')),
      errors: [{ message: /"job-search \[RELAYED\]" has no provenance tag/, line: 8 }],
    },
    {
      code: registry(ok('ml-lab [SELF] [RELAYED by x]')),
      errors: [{ message: 'Entry "ml-lab [SELF] [RELAYED by x]" has 2 provenance tags; keep exactly one', line: 3 }],
    },
    {
      code: registry(ok('ml-lab [RELAYED by ]')),
      errors: [{ message: 'Entry "ml-lab [RELAYED by ]": [RELAYED by …] must name who relayed it', line: 3 }],
    },
    { code: registry(ok('[SELF]')), errors: [{ message: 'Entry "[SELF]" has no project id before its tag', line: 3 }] },
    {
      code: registry(ok('')),
      errors: [
        { message: /has no project id/, line: 3 },
        { message: /has no provenance tag/, line: 3 },
      ],
    },
  ],
});

ruleTester.run(registryFields, {
  valid: [
    registry(ok('ml-lab [SELF]'), ok('job-search [RELAYED by opportunities]')),
    registry(
      entry(
        'ml-lab [SELF]',
        '- **Owns:** x; y',
        '- **Address:** https://example.org/ml-lab.git',
        '- Head: CLAUDE.md',
        '- Subprojects: a; b',
        '- Ask: open an issue',
      ),
    ),
    // prose and plain list items around the fields are free
    registry(entry('ml-lab [SELF]', 'Runs the experiments.', '', '- Owns: x', '- Address: y', '- (see the charter)')),
  ],
  invalid: [
    {
      code: registry(entry('ml-lab [SELF]', '- Owns: x')),
      errors: [{ message: 'Entry "ml-lab" has no Address: line', line: 3, column: 1 }],
    },
    {
      code: registry(entry('ml-lab [SELF]', 'Nothing here.')),
      errors: [
        { message: /has no Owns: line/, line: 3 },
        { message: /has no Address: line/, line: 3 },
      ],
    },
    {
      code: registry(entry('ml-lab [SELF]', '- Owns: x', '- Address: y', '- Status: live')),
      errors: [
        {
          message: 'Entry "ml-lab" has an unknown field "Status"; use Owns, Address, Head, Subprojects or Ask',
          line: 7,
        },
      ],
    },
    {
      code: registry(entry('ml-lab [SELF]', '- Owns: x', '- owns: y', '- Address: y')),
      errors: [{ message: 'Entry "ml-lab" has "owns" twice; keep one', line: 6 }],
    },
    {
      code: registry(entry('ml-lab [SELF]', '- Owns:', '- Address: y')),
      errors: [{ message: 'Entry "ml-lab": "Owns" is empty', line: 5 }],
    },
    {
      name: 'an unclosed code fence hides the entries after it',
      code: registry(entry('ml-lab [SELF]', '- Owns: x', '- Address: y', '', '~~~'), ok('b [SELF]')),
      errors: [{ message: /code fence is never closed/, line: 8, column: 1 }],
    },
    {
      name: 'fields in a code fence are not fields',
      code: registry(entry('ml-lab [SELF]', '```', '- Owns: x', '- Address: y', '```')),
      errors: [
        { message: /no Owns/, line: 3 },
        { message: /no Address/, line: 3 },
      ],
    },
  ],
});

ruleTester.run(registryUnique, {
  valid: [
    registry(ok('ml-lab [SELF]'), ok('job-search [SELF]')),
    // entries without an id are registry/provenance's business
    registry(ok('[SELF]'), ok('[RELAYED by x]')),
  ],
  invalid: [
    {
      code: registry(ok('ml-lab [SELF]'), ok('ml-lab [RELAYED by opportunities]')),
      errors: [{ message: 'Project "ml-lab" has a second entry (first at line 3); keep one', line: 8, column: 1 }],
    },
    {
      code: registry(ok('ml-lab [SELF]'), ok('other [SELF]'), ok('ML-Lab [SELF]')),
      errors: [{ message: /"ML-Lab" has a second entry \(first at line 3\)/, line: 13 }],
    },
    { code: registry(ok('a [SELF]'), ok('a [SELF]'), ok('a [SELF]')), errors: [{ line: 8 }, { line: 13 }] },
  ],
});

ruleTester.run(subjectOverlap, {
  valid: [
    registry(ok('ml-lab [SELF]', 'model quantization'), ok('job-search [SELF]', 'job search pipeline')),
    // one project naming a subject twice is not an overlap
    registry(ok('ml-lab [SELF]', 'quantization; Quantization')),
    // the same project under two spellings is registry/unique's finding, not an overlap (as registry list sees it)
    registry(ok('ML-lab [SELF]', 'quantization'), ok('ml-lab [RELAYED by ops]', 'Quantization')),
  ],
  invalid: [
    {
      code: registry(
        ok('ml-lab [SELF]', 'on-device ML; model quantization'),
        ok('edge [RELAYED by ops]', 'model quantization'),
      ),
      errors: [
        {
          message: '"model quantization" is owned by both ml-lab and edge; settle who owns it',
          line: 8,
          column: 1,
          severity: 'warning',
        },
      ],
    },
    {
      code: registry(ok('a [SELF]', 'Model  Quantization'), ok('b [SELF]', 'model quantization')),
      errors: [{ message: /owned by both a and b/, line: 8 }],
    },
    {
      code: registry(ok('a [SELF]', 'x; y'), ok('b [SELF]', 'y'), ok('c [SELF]', 'x')),
      errors: [
        { message: /"y" is owned by both a and b/, line: 8 },
        { message: /"x" is owned by both a and c/, line: 13 },
      ],
    },
  ],
});
