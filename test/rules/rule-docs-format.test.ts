import { describe, expect, it } from 'vitest';
import { parseRuleDoc } from '../helpers/rule-docs.js';

const FENCE = '```';
const td = new TextDecoder();

describe('parseRuleDoc: the doc page example format', () => {
  it('reads sections, static blocks with file=, and a config comment that applies to the next example only', () => {
    const doc = parseRuleDoc(
      'x.md',
      [
        '# sync/size',
        '',
        'Intro.',
        '',
        '## Why',
        '',
        'Because.',
        '',
        '## Failing',
        '',
        '<!-- config: {"rules": {"sync/size": ["warn", {"max": 1}]}} -->',
        `${FENCE}markdown file=SYNC.md`,
        '# Sync',
        '',
        '## a',
        FENCE,
        '',
        `${FENCE}markdown file=SYNC.md`,
        '# Sync',
        FENCE,
        '',
        '## Passing',
        '',
        `~~~~markdown file=HANDOVER.md bytes`,
        'a\\x00b',
        '```',
        '~~~~',
        '',
        '## Options',
        '',
        `${FENCE}yaml`,
        'rules: {}',
        FENCE,
      ].join('\n'),
    );
    expect(doc.problems).toEqual([]);
    expect(doc.title).toBe('sync/size');
    expect([...doc.sections.keys()]).toEqual(['Why', 'Failing', 'Passing', 'Options']);
    expect(doc.examples).toHaveLength(3);
    const [a, b, c] = doc.examples;
    expect(a).toMatchObject({
      kind: 'static',
      section: 'Failing',
      file: 'SYNC.md',
      line: 12,
      config: { rules: { 'sync/size': ['warn', { max: 1 }] } },
    });
    expect(td.decode((a as { code: Uint8Array }).code)).toBe('# Sync\n\n## a\n');
    expect(b).toMatchObject({ kind: 'static', config: {} });
    expect(c).toMatchObject({ kind: 'static', section: 'Passing', file: 'HANDOVER.md' });
    expect([...(c as { code: Uint8Array }).code]).toEqual([0x61, 0x00, 0x62, 0x0a, 0x60, 0x60, 0x60, 0x0a]);
  });

  it('reads historical examples: base + head with actor=, a head alone (new file), a deleted head', () => {
    const doc = parseRuleDoc(
      'y.md',
      [
        '# sync/section-owner',
        '## Failing',
        '<!-- config: {"owner": "commons"} -->',
        `${FENCE}markdown file=SYNC.md base`,
        '# Sync',
        FENCE,
        `${FENCE}markdown file=SYNC.md head actor=observer`,
        '# Sync',
        '## partner',
        FENCE,
        '## Passing',
        `${FENCE}markdown file=SYNC.md head actor=partner`,
        '# Sync',
        FENCE,
        `${FENCE}markdown file=SYNC.md base`,
        '# Sync',
        FENCE,
        `${FENCE}markdown file=SYNC.md head deleted actor=commons`,
        FENCE,
      ].join('\n'),
    );
    expect(doc.problems).toEqual([]);
    expect(doc.examples).toHaveLength(3);
    const [a, b, c] = doc.examples as Extract<(typeof doc.examples)[number], { kind: 'historical' }>[];
    expect(a).toMatchObject({
      kind: 'historical',
      section: 'Failing',
      file: 'SYNC.md',
      actor: 'observer',
      config: { owner: 'commons' },
    });
    expect(td.decode(a.base!)).toBe('# Sync\n');
    expect(td.decode(a.head!)).toBe('# Sync\n## partner\n');
    expect(b).toMatchObject({ section: 'Passing', base: null, actor: 'partner' });
    expect(c).toMatchObject({ head: null, actor: 'commons' });
  });

  it('reports malformed examples instead of skipping them silently', () => {
    const doc = parseRuleDoc(
      'z.md',
      [
        '# r',
        '## Failing',
        '<!-- config: {not json} -->',
        `${FENCE}markdown nofile`,
        'x',
        FENCE,
        `${FENCE}markdown file=SYNC.md base`,
        'x',
        FENCE,
        `${FENCE}markdown file=SYNC.md head`,
        'y',
        FENCE,
        `${FENCE}markdown file=SYNC.md base`,
        'x',
        FENCE,
        '## Passing',
        `${FENCE}markdown file=SYNC.md`,
        'open',
      ].join('\n'),
    );
    expect(doc.problems).toEqual([
      'z.md:3: the config comment is not JSON (' +
        (() => {
          try {
            JSON.parse('{not json}');
          } catch (e) {
            return (e as Error).message;
          }
        })() +
        ')',
      'z.md:17: a code fence is never closed',
      'z.md:4: an example block needs file=NAME',
      'z.md:10: a head block needs actor=NAME',
      'z.md:13: a base block must be followed by a head block in the same section',
    ]);
  });
});
