import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { checkVersions } from '../../src/engine/check.js';
import { checkChange, lintSource } from '../../src/engine/lint.js';
import {
  diffHandover,
  parseAppended,
  parseHandover,
  parseSync,
  sectionDiff,
  sourceFromBytes,
} from '../../src/models/index.js';

const doc = (text: string) => parseHandover(sourceFromBytes('HANDOVER.md', text));
const E = (seq: number, body = `Entry ${seq}.`) =>
  `\n## ${seq} · 2026-11-29T10:${String(seq).padStart(2, '0')}:00Z\n\n${body}\n`;
const LOG = `# Handover: lab\n${E(1)}${E(2)}${E(3)}`;

describe('diffHandover', () => {
  it('finds nothing between a log and itself grown by an entry', () => {
    const d = diffHandover(doc(LOG), doc(LOG + E(4)));
    expect(d.preambleChanged).toBe(false);
    expect(d.changes).toEqual([expect.objectContaining({ kind: 'added', before: null })]);
  });
  it('names changed, removed, reordered and inserted entries with lines in both versions', () => {
    const changed = diffHandover(doc(LOG), doc(LOG.replace('Entry 2.', 'Edited.'))).changes;
    expect(changed).toEqual([expect.objectContaining({ kind: 'changed' })]);
    expect(
      changed[0].kind === 'changed' && [changed[0].base.heading.start.line, changed[0].head.heading.start.line],
    ).toEqual([7, 7]);
    const removed = diffHandover(doc(LOG), doc(`# Handover: lab\n${E(1)}${E(3)}`)).changes;
    expect(removed).toEqual([expect.objectContaining({ kind: 'removed', at: expect.objectContaining({ line: 7 }) })]);
    const moved = diffHandover(doc(LOG), doc(`# Handover: lab\n${E(2)}${E(1)}${E(3)}`)).changes;
    expect(moved.map((c) => c.kind)).toEqual(['reordered']);
    const inserted = diffHandover(doc(LOG), doc(`# Handover: lab\n${E(1)}${E(9)}${E(2)}${E(3)}`)).changes;
    expect(inserted).toEqual([expect.objectContaining({ kind: 'added', before: expect.objectContaining({ seq: 2 }) })]);
  });
  it('ignores line-ending changes and trailing blank lines, not a changed preamble', () => {
    expect(diffHandover(doc(LOG), doc(`${LOG.replace(/\n/g, '\r\n')}\n\n`)).changes).toEqual([]);
    expect(diffHandover(doc(LOG), doc(LOG.replace('lab', 'lab2'))).preambleChanged).toBe(true);
  });
});

describe('sectionDiff', () => {
  const s = (t: string) => parseSync(sourceFromBytes('SYNC.md', t)).sections;
  const A = '\n## a\n\n- Current focus: x\n';
  const B = '\n## b\n\n- Current focus: y\n';
  it('keys sections: moved is no change; added, removed, changed are', () => {
    expect(sectionDiff(s(`# Sync\n${A}${B}`), s(`# Sync\n${B}${A}`), (x) => x.id)).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
    const d = sectionDiff(s(`# Sync\n${A}${B}`), s(`# Sync\n${A.replace('x', 'z')}\n## c\n`), (x) => x.id);
    expect([d.added.map((x) => x.key), d.removed.map((x) => x.key), d.changed.map((x) => x.key)]).toEqual([
      ['c'],
      ['b'],
      ['a'],
    ]);
  });
  it('matches repeated keys in order', () => {
    const d = sectionDiff(s(`# Sync\n${A}${A}`), s(`# Sync\n${A}${A.replace('x', 'q')}`), (x) => x.id);
    expect(d.changed.map((x) => x.key)).toEqual(['a']);
  });
});

describe('parseAppended (the fast path)', () => {
  const bytes = (t: string) => new TextEncoder().encode(t);
  it('applies only to whole appended entries', () => {
    expect(parseAppended('H', bytes(LOG), bytes(LOG + E(4)))).not.toBeNull();
    expect(parseAppended('H', bytes(LOG), bytes(`${LOG}More text.\n${E(4)}`))).toBeNull();
    expect(parseAppended('H', bytes(LOG), bytes(LOG.replace('1.', '1!') + E(4)))).toBeNull();
    expect(
      parseAppended('H', bytes(`${LOG}\`\`\`\nopen fence\n`), bytes(`${LOG}\`\`\`\nopen fence\n${E(4)}`)),
    ).toBeNull();
    expect(parseAppended('H', bytes(`${LOG}<!-- open\n`), bytes(`${LOG}<!-- open\n${E(4)}`))).toBeNull();
    const p = parseAppended('H', bytes(LOG), bytes(LOG + E(4)))!;
    expect(p.head.entries.map((e) => [e.seq, e.heading.start.line])).toEqual([[4, 15]]);
    expect(p.head.prior).toMatchObject({ lastSeq: 3, lastLine: 11 });
    expect(p.head.writer).toBe('lab');
  });

  it('gives the same messages as comparing full parses, for any clean log and any append', () => {
    const body = fc.constantFrom(
      'Plain text.',
      '```\n## not a heading\n```',
      '<!-- note\n## hidden\n-->',
      '- Broke: x\n- Commit: y',
      'Corrects: #1',
      'Title\n---',
      '   ```\n## in code\n   ```',
    );
    const tail = fc.oneof(
      fc
        .record({ seq: fc.integer({ min: 1, max: 9 }), minute: fc.integer({ min: 0, max: 59 }), body })
        .map(
          ({ seq, minute, body }) => `\n## ${seq} · 2026-11-29T11:${String(minute).padStart(2, '0')}:00Z\n\n${body}\n`,
        ),
      body.map((b) => `${b}\n`),
      fc.constant('\n## nonsense heading\n'),
      fc.constant('\n\n'),
    );
    fc.assert(
      fc.property(
        fc.array(body, { minLength: 0, maxLength: 4 }),
        fc.array(tail, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (bodies, tails, crlf) => {
          let base =
            '# Handover: lab\n\nAppend-only.\n' +
            bodies.map((b, i) => `\n## ${i + 1} · 2026-11-29T10:0${i}:00Z\n\n${b}\n`).join('');
          let head = base + tails.join('');
          if (crlf) {
            base = base.replace(/\n/g, '\r\n');
            head = head.replace(/\n/g, '\r\n');
          }
          const config = defaultConfig();
          fc.pre(lintSource(sourceFromBytes('HANDOVER.md', base), 'handover', config).messages.length === 0);
          const fast = checkVersions({ kind: 'handover', path: 'HANDOVER.md', base, head, actor: 'lab', config });
          const h = lintSource(sourceFromBytes('HANDOVER.md', head), 'handover', config);
          const slow = [...h.messages, ...checkChange('handover', doc(base), h.doc, 'lab', config)];
          const key = (ms: typeof fast) => ms.map((m) => `${m.ruleId}@${m.line}:${m.column}`).sort();
          expect(key(fast)).toEqual(key(slow));
        },
      ),
      { numRuns: 300 },
    );
  });
});
