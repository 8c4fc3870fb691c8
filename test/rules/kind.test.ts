import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { lintBytes } from '../../src/engine/lint.js';
import protocolKind from '../../src/rules/protocol/kind.js';
import { looksLikeAnotherKind } from '../../src/rules/protocol/kind.js';
import { ruleTester } from '../helpers/rule-tester.js';

const config = defaultConfig();
const board = (n: number) =>
  `# Team status\n\n${Array.from({ length: n }, (_, i) => `## Workstream ${i + 1}\n\n- Owner: someone\n- State: green\n- Note: fine\n`).join('\n')}`;

describe('protocol/kind: one file-level diagnosis instead of one finding per section', () => {
  it('a status board named SYNC.md gets one finding that says what it looks like and what to do', () => {
    const r = lintBytes('SYNC.md', board(40), 'sync', config);
    expect(r.messages.map((m) => [m.ruleId, m.line, m.message])).toEqual([
      [
        'protocol/kind',
        1,
        '0 of 40 sections carry the three fields: this does not look like a handover SYNC.md; if it is one in another shape, handover migrate SYNC.md shows it converted; else set `files.sync` to the right file, or see `dialect`',
      ],
    ]);
    // With the diagnosis off, the per-section findings come back (3 unknown fields and a missing list per section).
    const off = lintBytes('SYNC.md', board(40), 'sync', { ...config, rules: { 'protocol/kind': 'off' } });
    expect(off.messages.length).toBeGreaterThan(100);
  });

  it('a snapshot-style HANDOVER.md (prose sections, rewritten each session) gets one finding', () => {
    const text =
      '# Handover\n\n## Current state\n\nAll green.\n\n## Open questions\n\nNone.\n\n## Risks\n\nFew.\n\n## Next steps\n\nShip.\n\n## 1 · 2026-01-01T00:00:00Z\n\nOne real entry.\n';
    const r = lintBytes('HANDOVER.md', text, 'handover', config);
    const ids = r.messages.map((m) => m.ruleId);
    expect(ids).toContain('protocol/kind');
    expect(ids).not.toContain('handover/entry-heading');
    expect(r.messages.find((m) => m.ruleId === 'protocol/kind')!.message).toMatch(
      /^1 of 5 level-2 sections are entries \("## <seq> · <timestamp>", read with `log: \{ heading: seq, level: 2, order: oldest-first \}`\): this does not look like a handover log in the handover form; if it is a log in another shape, handover init --detect names the `log` knobs that read it as it is \(heading, level, order, and writer when the title does not name one\), and handover migrate HANDOVER\.md shows it converted/,
    );
    // The title rule is not a per-section finding: it stays.
    expect(ids).toContain('handover/writer-title');
  });

  it('a file that mostly fits keeps its per-section findings, and small files are never diagnosed', () => {
    const sync =
      '# Sync\n\n## a\n\n- Current focus: x\n- Blocked on: —\n- Next action: y\n\n## b\n\n- Current focus: x\n\n## c\n\nProse only.\n';
    const ids = lintBytes('SYNC.md', sync, 'sync', config).messages.map((m) => m.ruleId);
    expect(ids).not.toContain('protocol/kind');
    expect(ids.filter((x) => x === 'sync/fields').length).toBe(2);
    expect(lintBytes('SYNC.md', board(2), 'sync', config).messages.map((m) => m.ruleId)).not.toContain('protocol/kind');
  });

  it('counts sections that carry some of the fields (a cmap SYNC.md) and keeps parse problems', () => {
    const cmap =
      '# SYNC.md\n\n## Goal Status\n\nx\n\n## Decision Log\n\n- a\n\n## Conflict Registry\n\n- b\n\n## Producer (writes: repo)\n\n- **current-focus** (2026-03-05): q\n\n## Watchdog\n\n```\nnever closed\n';
    const r = lintBytes('SYNC.md', cmap, 'sync', config);
    expect(r.messages.map((m) => m.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^0 of 5 sections carry the three fields \(1 more carry some of them\): this does not look like a handover SYNC\.md/,
        ),
        expect.stringMatching(/code fence is never closed/),
      ]),
    );
  });
});

ruleTester.run(protocolKind, {
  valid: [
    '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nA.\n\n## Notes\n\nB.\n\n## Todo\n\nC.\n',
    { code: '# Sync\n\n## a\n\nx\n\n## b\n\ny\n', kind: 'sync' },
    { code: '# Project registry\n\n## a [SELF]\n\n- Owns: x\n- Address: ../a\n', kind: 'registry' },
  ],
  invalid: [
    {
      code: '# Handover\n\n## State\n\nA.\n\n## Questions\n\nB.\n\n## Next\n\nC.\n',
      errors: [{ message: /^0 of 3 level-2 sections are entries/, line: 1 }],
    },
    {
      code: '# Board\n\n## a\n\nx\n\n## b\n\ny\n\n## c\n\nz\n',
      kind: 'sync',
      errors: [{ message: /^0 of 3 sections carry the three fields/, line: 1 }],
    },
    {
      code: '# Project registry\n\n## a\n\n## b\n\n## c\n',
      kind: 'registry',
      errors: [{ message: /^0 of 3 sections are registry entries.*; else set `files.registry`/, line: 1 }],
    },
  ],
});

describe('the protocol/kind threshold', () => {
  it('is 3 sections with none fitting, or 5 with fewer than half', () => {
    expect([
      looksLikeAnotherKind(0, 2),
      looksLikeAnotherKind(0, 3),
      looksLikeAnotherKind(1, 3),
      looksLikeAnotherKind(1, 4),
      looksLikeAnotherKind(2, 5),
      looksLikeAnotherKind(3, 5),
    ]).toEqual([false, true, false, false, true, false]);
  });
});
