import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/schema.js';
import { checkVersions } from '../../src/engine/check.js';
import { lintSource } from '../../src/engine/lint.js';
import { parseRequests, sourceFromBytes } from '../../src/models/index.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';
import chain from '../../src/rules/request/chain.js';
import fields from '../../src/rules/request/fields.js';
import head from '../../src/rules/request/head.js';
import laundering from '../../src/rules/request/laundering.js';
import reversibility from '../../src/rules/request/reversibility.js';
import verdicts from '../../src/rules/request/verdicts.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A REQUESTS.md by `writer`: entries are [type, lines]; the first heading is on line 3, each entry 2 + lines + 1 long. */
const log = (writer: string, ...entries: [string, string[]][]) =>
  `# Requests: ${writer}\n\n` +
  entries
    .map(([type, lines], i) => `## ${i + 1} · 2026-12-01T1${i}:00:00Z · ${type}\n\n${lines.join('\n')}\n`)
    .join('\n');
const ruling = (to: string, chainText: string, claims = ['a', 'b']) => [
  `- To: ${to}`,
  '- Subject: s',
  `- Chain: ${chainText}`,
  '- Claims:',
  ...claims.map((c, i) => `  ${i + 1}. ${c}`),
];
const TREE = { subprojects: { lab: ['lab-data', 'lab-ops'], 'lab-data': ['lab-data-raw'], partner: [], commons: [] } };
const PARTNER = log(
  'partner',
  ['ruling', ruling('lab', 'partner')],
  ['capability', ['- To: lab', '- Subject: publish', '- Chain: partner', '- Reversibility: irreversible']],
);

ruleTester.run(fields, {
  valid: [
    PARTNER,
    log('lab', [
      'response',
      ['- To: partner', '- In-reply-to: partner#1', '- Chain: partner → lab', '- Status: refused'],
    ]),
    log('lab', [
      'forward',
      [
        '- To: lab-data',
        '- In-reply-to: partner#1',
        '- Type: ruling',
        '- Subject: s',
        '- Chain: partner → lab',
        '- Claims:',
        '  1. a',
      ],
    ]),
  ],
  invalid: [
    {
      code: log('partner', ['note', ['- To: lab', '- Chain: partner']]),
      errors: [
        {
          message:
            /^Entry 1 has no request type: end its heading with one of ruling, evidence, capability, response, forward/,
          line: 3,
        },
      ],
    },
    {
      code: log('partner', ['ruling', ['- To: lab', '- Chain: partner']]),
      errors: [
        { message: 'Entry 1 (ruling) has no Subject: line; add "- Subject: …"', line: 3 },
        { message: /has no Claims: line/, line: 3 },
      ],
    },
    {
      code: log('partner', ['capability', ['- To: lab', '- Subject: x', '- Chain: partner', '- Reversibility: maybe']]),
      errors: [
        { message: /"Reversibility: maybe" is not one of read-only, reversible, outbound, irreversible/, line: 8 },
      ],
    },
    {
      code: log('lab', [
        'response',
        ['- To: partner', '- In-reply-to: partner 1', '- Chain: partner → lab', '- Status: later', '- Status: done'],
      ]),
      errors: [
        { message: /"In-reply-to: partner 1" is not a reference/, line: 6 },
        { message: /"Status: later" is not one of done, escalated, refused/, line: 8 },
        { message: 'Entry 1 gives Status: twice; keep one', line: 9 },
      ],
    },
    {
      code: log('partner', ['evidence', ['- Subject: x']]),
      errors: [
        { message: /has no To: line/, line: 3 },
        { message: /has no Chain: line/, line: 3 },
      ],
    },
  ],
});

ruleTester.run(head, {
  valid: [
    { code: PARTNER, facts: TREE },
    { code: PARTNER }, // no registry known: nothing to tell
    {
      code: log('lab', [
        'forward',
        [
          '- To: lab-data',
          '- In-reply-to: partner#1',
          '- Type: ruling',
          '- Subject: s',
          '- Chain: partner → lab',
          '- Claims:',
          '  1. a',
        ],
      ]),
      facts: TREE,
    },
    // a head asking its own subproject is inside its tree
    { code: log('lab', ['evidence', ['- To: lab-ops', '- Subject: x', '- Chain: lab']]), facts: TREE },
  ],
  invalid: [
    {
      code: log('partner', ['evidence', ['- To: lab-data-raw', '- Subject: x', '- Chain: partner']]),
      facts: TREE,
      errors: [
        {
          message:
            'Entry 1 is addressed to lab-data-raw, a subproject of lab-data: a request from outside a tree enters at its head; address lab and let it forward the request',
          line: 5,
        },
      ],
    },
    {
      code: log('lab', [
        'forward',
        [
          '- To: lab-data-raw',
          '- In-reply-to: partner#1',
          '- Type: evidence',
          '- Subject: s',
          '- Chain: partner → lab',
        ],
      ]),
      facts: TREE,
      errors: [
        {
          message:
            /forwards to lab-data-raw, which is not a direct subproject of lab \(registry Subprojects: lab-data; lab-ops\)/,
          line: 5,
        },
      ],
    },
    {
      code: log('partner', [
        'forward',
        ['- To: lab', '- In-reply-to: x#1', '- Type: evidence', '- Subject: s', '- Chain: x → partner'],
      ]),
      facts: TREE,
      errors: [{ message: /Subprojects: none/, line: 5 }],
    },
  ],
});

ruleTester.run(chain, {
  valid: [
    PARTNER,
    log('lab-data', ['response', ['- To: lab', '- In-reply-to: lab#1', '- Chain: partner → lab → lab-data']]),
    {
      code: log('lab', [
        'forward',
        [
          '- To: lab-data',
          '- In-reply-to: partner#1',
          '- Type: ruling',
          '- Subject: s',
          '- Chain: partner → lab',
          '- Claims:',
          '  1. a',
        ],
      ]),
      facts: { peers: { partner: PARTNER } },
    },
  ],
  invalid: [
    {
      code: log('partner', ['ruling', ruling('partner', 'partner')]),
      errors: [
        {
          message: 'Entry 1 is addressed to its own writer partner; a project does not send requests to itself',
          line: 5,
        },
      ],
    },
    {
      code: log('lab', ['ruling', ruling('partner', 'partner → lab')]),
      errors: [
        {
          message: 'Entry 1 goes to partner, which the chain partner → lab already passed: a cycle; answer it instead',
          line: 5,
        },
      ],
    },
    {
      code: log('lab', ['ruling', ruling('x', 'lab → partner → lab')]),
      errors: [
        { message: /passes lab twice/, line: 7 },
        { message: /travels 3 hops/, line: 7 },
      ],
    },
    {
      code: log('lab', ['ruling', ruling('x', 'partner')]),
      errors: [
        {
          message:
            'Entry 1: the chain partner does not end with the writer lab; a chain lists who the request passed, ending with whoever writes it',
          line: 7,
        },
      ],
    },
    {
      code: log('lab-data', [
        'forward',
        ['- To: raw', '- In-reply-to: lab#1', '- Type: evidence', '- Subject: s', '- Chain: partner → lab → lab-data'],
      ]),
      errors: [
        {
          message:
            'Entry 1 travels 3 hops (partner → lab → lab-data → raw), more than requests.maxDepth (2); answer it here or ask a human',
          line: 9,
        },
      ],
    },
    {
      code: log('lab', [
        'forward',
        ['- To: d', '- In-reply-to: partner#1', '- Type: evidence', '- Subject: s', '- Chain: partner → lab'],
      ]),
      config: { requests: { maxDepth: 1 } },
      errors: [{ message: /travels 2 hops .* more than requests.maxDepth \(1\)/, line: 9 }],
    },
    {
      code: log('lab', [
        'forward',
        [
          '- To: lab-data',
          '- In-reply-to: partner#1',
          '- Type: ruling',
          '- Subject: s',
          '- Chain: commons → lab',
          '- Claims:',
          '  1. a',
        ],
      ]),
      facts: { peers: { partner: PARTNER } },
      errors: [
        {
          message: /a forward carries the request's chain and adds its writer: partner → lab, not commons → lab/,
          line: 9,
        },
      ],
    },
  ],
});

const answer = (verdictLines: string[], more: string[] = ['- Backwards: nothing']) =>
  log('lab', [
    'response',
    [
      '- To: partner',
      '- In-reply-to: partner#1',
      '- Chain: partner → lab',
      ...(verdictLines.length ? ['- Verdicts:', ...verdictLines] : []),
      ...more,
    ],
  ]);
const PEERS = { peers: { partner: PARTNER } };
ruleTester.run(verdicts, {
  valid: [
    { code: answer(['  1. confirmed', '  2. wrong: the cache is per table.']), facts: PEERS },
    { code: answer(['  1. not stated', '  2. not-stated']), facts: PEERS },
    { code: answer([], ['- Status: refused']), facts: PEERS },
    // the ruling unknown: only the form and order of what is given
    answer(['  1. confirmed']),
  ],
  invalid: [
    {
      code: answer(['  1. confirmed']),
      facts: PEERS,
      errors: [
        {
          message:
            'Entry 1 answers the ruling partner#1 with 1 verdicts for its 2 claims; give one verdict per claim (confirmed, wrong: …, not stated)',
          line: 8,
        },
      ],
    },
    {
      code: answer(['  1. confirmed', '  3. confirmed']),
      facts: PEERS,
      errors: [
        {
          message: 'Entry 1: verdict 3 stands where verdict 2 belongs; give the verdicts in the order of the claims',
          line: 10,
        },
      ],
    },
    {
      code: answer(['  1. confirmed', '  2. mostly right']),
      facts: PEERS,
      errors: [
        { message: 'Entry 1: verdict 2 "mostly right" is not confirmed, wrong: <correction> or not stated', line: 10 },
      ],
    },
    {
      code: answer(['  1. confirmed', '  2. confirmed', '  3. confirmed']),
      facts: PEERS,
      errors: [{ message: /gives 3 verdicts, but the ruling partner#1 has only 2 claims/, line: 8 }],
    },
    {
      code: answer(['  1. confirmed', '  2. confirmed'], []),
      facts: PEERS,
      errors: [{ message: /without "Backwards:"/, line: 3 }],
    },
  ],
});

const done = (rev: string, status = 'done') =>
  log('lab', [
    'response',
    [
      '- To: partner',
      '- In-reply-to: partner#2',
      '- Chain: partner → lab',
      `- Reversibility: ${rev}`,
      `- Status: ${status}`,
    ],
  ]);
ruleTester.run(reversibility, {
  valid: [
    done('reversible'),
    done('read-only'),
    done('irreversible', 'escalated'),
    { code: done('outbound'), facts: { approvals: ['partner#2'] } },
    // the level read off the request when the response does not repeat it
    {
      code: log('lab', [
        'response',
        [
          '- To: partner',
          '- In-reply-to: partner#1',
          '- Chain: partner → lab',
          '- Status: done',
          '- Verdicts:',
          '  1. confirmed',
          '  2. confirmed',
          '- Backwards: nothing',
        ],
      ]),
      facts: PEERS,
    },
  ],
  invalid: [
    {
      code: done('irreversible'),
      errors: [
        {
          message:
            'Entry 1 reports the irreversible capability partner#2 done, but no dispatcher approved it on the record; answer "Status: escalated" until a dispatcher commits "Handover-Approve: partner#2" (handover approve partner#2), signed by one of the dispatcher\'s signingKeys or attested by the host',
          line: 9,
        },
      ],
    },
    {
      code: done('outbound'),
      facts: { approvals: ['partner#1'] },
      errors: [{ message: /outbound capability partner#2 done/, line: 9 }],
    },
    {
      code: log('lab', [
        'response',
        ['- To: partner', '- In-reply-to: partner#2', '- Chain: partner → lab', '- Status: done'],
      ]),
      facts: PEERS,
      errors: [{ message: /irreversible capability partner#2 done/, line: 8 }],
    },
  ],
});

const REFUSED = {
  peers: {
    lab: log('lab', [
      'response',
      [
        '- To: partner',
        '- In-reply-to: partner#1',
        '- Subject: delete the dataset',
        '- Chain: partner → lab',
        '- Status: refused',
      ],
    ]),
  },
};
const cap = (to: string, extra: string[] = []) => [
  `- To: ${to}`,
  '- Subject: Delete the dataset',
  '- Chain: partner',
  '- Reversibility: irreversible',
  ...extra,
];
const ASKED = log('partner', ['capability', cap('lab')]);
ruleTester.run(laundering, {
  valid: [
    { code: ASKED, facts: REFUSED },
    {
      code: log(
        'partner',
        ['capability', cap('lab')],
        ['capability', cap('commons', ['- Denied-before: lab#1', '- Status: escalated'])],
      ),
      facts: REFUSED,
    },
    {
      code: log(
        'partner',
        ['capability', cap('lab')],
        ['capability', [...cap('commons').slice(0, 1), '- Subject: another thing', ...cap('commons').slice(2)]],
      ),
      facts: REFUSED,
    },
    // the receiver escalates
    {
      code: log('commons', [
        'response',
        ['- To: partner', '- In-reply-to: partner#2', '- Chain: partner → commons', '- Status: escalated'],
      ]),
      facts: {
        peers: {
          ...REFUSED.peers,
          partner: log('partner', ['capability', cap('lab')], ['capability', cap('commons')]),
        },
      },
    },
  ],
  invalid: [
    // issue 30: a subject that differs by a trailing dot, a Cyrillic letter, case, spacing or a symbol is the same
    ...['Delete the dataset.', 'Delete the d\u0430taset', 'DELETE  the dataset!', 'Dеlete\u200b the dataset'].map(
      (subject) => ({
        name: `asked again as "${subject}"`,
        code: log(
          'partner',
          ['capability', cap('lab')],
          ['capability', cap('commons').map((l) => (l.startsWith('- Subject:') ? `- Subject: ${subject}` : l))],
        ),
        facts: REFUSED,
        errors: [{ message: /asks again for .*, which lab#1 refused to partner/, line: 10 }],
      }),
    ),
    {
      // issue 30: dated before the refusal, it still comes after the refused request in the requester's own log
      name: 'a back-dated request is ordered by its position in the log, not by the time its writer typed',
      code:
        '# Requests: partner\n\n## 1 · 2026-12-01T10:00:00Z · capability\n\n' +
        `${cap('lab').join('\n')}\n\n## 2 · 2026-11-01T10:00:00Z · capability\n\n${cap('commons').join('\n')}\n`,
      facts: REFUSED,
      errors: [{ message: /asks again for "Delete the dataset", which lab#1 refused to partner/, line: 10 }],
    },
    {
      code: log('partner', ['capability', cap('lab')], ['capability', cap('commons')]),
      facts: REFUSED,
      errors: [
        {
          message:
            'Entry 2 asks again for "Delete the dataset", which lab#1 refused to partner: routing around a refusal goes to a human; add "Denied-before: lab#1" and "Status: escalated"',
          line: 10,
        },
      ],
    },
    {
      code: log('partner', ['capability', cap('lab')], ['capability', cap('commons', ['- Denied-before: lab#1'])]),
      facts: REFUSED,
      errors: [{ message: /asks again/, line: 10 }],
    },
    {
      code: log('commons', [
        'response',
        [
          '- To: partner',
          '- In-reply-to: partner#2',
          '- Chain: partner → commons',
          '- Reversibility: irreversible',
          '- Status: done',
        ],
      ]),
      facts: {
        peers: {
          ...REFUSED.peers,
          partner: log('partner', ['capability', cap('lab')], ['capability', cap('commons')]),
        },
        approvals: ['partner#2'],
      },
      errors: [
        {
          message:
            'Entry 1 answers partner#2, a capability lab#1 refused to partner before; a human decides: answer "Status: escalated"',
          line: 9,
        },
      ],
    },
  ],
});

describe('REQUESTS.md is a log: the HANDOVER.md rules hold for it', () => {
  const config = validateConfig({}, null, RULE_IDS, RULE_OPTIONS);
  it('parses with the log model: writer from "# Requests:", entries typed', () => {
    const doc = parseRequests(sourceFromBytes('REQUESTS.md', PARTNER));
    expect(doc.writer).toBe('partner');
    expect(doc.log.writer).toBe('partner');
    expect(doc.requests.map((r) => [r.entry.seq, r.type, r.to, r.chain])).toEqual([
      [1, 'ruling', 'lab', ['partner']],
      [2, 'capability', 'lab', ['partner']],
    ]);
    expect(doc.requests[0].claims).toEqual(['a', 'b']);
  });
  it('runs handover/sequence and handover/writer-title on it', () => {
    const bad = PARTNER.replace('# Requests: partner', '# Requests').replace('## 2 ·', '## 3 ·');
    const ids = lintSource(sourceFromBytes('REQUESTS.md', bad), 'requests', config).messages.map(
      (m) => `${m.ruleId} ${m.message}`,
    );
    expect(ids).toContain(
      'handover/writer-title The title "Requests" does not name a writer; write "# Requests: <agent>"',
    );
    expect(ids.some((m) => m.startsWith('handover/sequence Entry 3 should be 2'))).toBe(true);
  });
  it('runs handover/append-only and handover/single-writer on a change', () => {
    const edited = PARTNER.replace('- Subject: s', '- Subject: changed');
    const m = checkVersions({
      kind: 'requests',
      path: 'REQUESTS.md',
      base: PARTNER,
      head: edited,
      actor: 'lab',
      config,
    }).map((x) => x.ruleId);
    expect(m).toEqual(expect.arrayContaining(['handover/append-only', 'handover/single-writer']));
    const grown = `${PARTNER}\n## 3 · 2026-12-01T15:00:00Z · evidence\n\n- To: lab\n- Subject: x\n- Chain: partner\n`;
    expect(
      checkVersions({ kind: 'requests', path: 'REQUESTS.md', base: PARTNER, head: grown, actor: 'partner', config }),
    ).toEqual([]);
  });
});

describe('the merge driver treats REQUESTS.md as the log it is', () => {
  it("keeps both sides' new entries, theirs first, ours renumbered after them", async () => {
    const { mergeProtocolFile } = await import('../../src/merge/index.js');
    const base = log('partner', ['ruling', ruling('lab', 'partner')]);
    const add = (seq: number, subject: string) =>
      `\n## ${seq} · 2026-12-01T2${seq}:00:00Z · evidence\n\n- To: lab\n- Subject: ${subject}\n- Chain: partner\n`;
    const out = mergeProtocolFile('requests', {
      base,
      ours: base + add(2, 'ours'),
      theirs: base + add(2, 'theirs'),
      bom: false,
      path: 'REQUESTS.md',
    });
    expect(out.kind).toBe('merged');
    const text = (out as { text: string }).text;
    expect(text.indexOf('Subject: theirs')).toBeLessThan(text.indexOf('Subject: ours'));
    expect(text).toMatch(/## 3 · \S+ · evidence\n\n- To: lab\n- Subject: ours/);
  });
});
