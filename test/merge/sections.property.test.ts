import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  keyedSections,
  mergeKeyed,
  registrySectionKey,
  renderSectionMerge,
  syncSectionKey,
  type SectionKeyFn,
} from '../../src/models/diff/keyed-sections.js';
import { mergeProtocolFile } from '../../src/merge/index.js';

const AGENTS = ['lab', 'partner', 'observer', 'critic', 'scout', 'scribe', 'ops', 'judge'];
const WORDS = ['x', 'y', 'z'];

type Doc = { preamble: string; sections: { id: string; value: string; gap: string }[] };
type Op = { kind: 'keep' } | { kind: 'change'; value: string } | { kind: 'delete' };

const gap = fc.constantFrom('\n', '\n\n', '\n\n\n');
const section = (id: string) => fc.record({ id: fc.constant(id), value: fc.constantFrom(...WORDS), gap });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'keep' as const }) },
  { weight: 3, arbitrary: fc.constantFrom(...WORDS, 'w').map((value) => ({ kind: 'change' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
);

/** A base document and, per side, an op for each base section plus new sections. */
const scenario = fc.shuffledSubarray(AGENTS, { minLength: 0, maxLength: 6 }).chain((ids) => {
  const rest = AGENTS.filter((a) => !ids.includes(a));
  const side = fc.record({
    ops: fc.array(op, { minLength: ids.length, maxLength: ids.length }),
    added: fc.shuffledSubarray(rest, { maxLength: Math.min(3, rest.length) }).chain((a) => fc.tuple(...a.map(section))),
    preamble: fc.constantFrom('keep', 'A', 'B'),
    lastGap: fc.constantFrom('', '\n', '\n\n'),
  });
  return fc.record({
    base: fc.tuple(...ids.map(section)),
    ours: side,
    theirs: side,
  });
});

type Side = { ops: Op[]; added: { id: string; value: string; gap: string }[]; preamble: string; lastGap: string };

function render(doc: Doc, kind: 'sync' | 'registry', lastGap?: string): string {
  const parts = doc.sections.map((s, i) => {
    const heading = kind === 'sync' ? `## ${s.id}` : `## ${s.id} [SELF]`;
    const fields =
      kind === 'sync'
        ? `- **Current focus:** ${s.value}\n- **Blocked on:** —\n- **Next action:** ship ${s.value}`
        : `- Owns: ${s.id} ${s.value}\n- Address: ../${s.id}`;
    const g = i === doc.sections.length - 1 && lastGap !== undefined ? lastGap : s.gap;
    return `${heading}\n\n${fields}${g}`;
  });
  return doc.preamble + parts.join('');
}

function apply(base: Doc, side: Side): Doc {
  const sections = base.sections
    .map((s, i) => {
      const o = side.ops[i];
      if (o.kind === 'delete') return null;
      return o.kind === 'change' ? { ...s, value: o.value } : s;
    })
    .filter((s): s is Doc['sections'][number] => s !== null);
  const preamble = side.preamble === 'keep' ? base.preamble : `# ${side.preamble}\n\nPreamble ${side.preamble}.\n\n`;
  return { preamble, sections: [...sections, ...side.added] };
}

/** Per key: the expected merged value, or 'conflict', or absent. */
function expected(base: Doc, ours: Doc, theirs: Doc): Map<string, string> {
  const val = (d: Doc) =>
    new Map<string, string>([['', d.preamble.trim()], ...d.sections.map((s) => [s.id, s.value] as [string, string])]);
  const b = val(base),
    o = val(ours),
    t = val(theirs);
  const out = new Map<string, string>();
  for (const key of new Set([...o.keys(), ...t.keys(), ...b.keys()])) {
    const [bv, ov, tv] = [b.get(key), o.get(key), t.get(key)];
    if (ov === tv) {
      if (ov !== undefined) out.set(key, ov);
      continue;
    }
    if (bv === undefined) {
      out.set(key, ov !== undefined && tv !== undefined ? 'conflict' : (ov ?? tv)!);
      continue;
    }
    const oc = ov !== bv,
      tc = tv !== bv;
    if (oc && tc) out.set(key, 'conflict');
    else if (oc) {
      if (ov !== undefined) out.set(key, ov);
    } else if (tv !== undefined) out.set(key, tv);
  }
  if (out.get('') === '') out.delete('');
  return out;
}

type Merge = ReturnType<typeof mergeKeyed>;

/** What the merge holds per key: the section's value, 'conflict', or the preamble's text under ''. */
function mergedValues(merge: Merge): Map<string, string> {
  const value = (body: string) =>
    body.startsWith('#') && !body.startsWith('##') ? body : /(?:focus:\*\* |Owns: \S+ )(\w+)/.exec(body)![1];
  const got = new Map<string, string>();
  for (const p of merge.pieces) {
    if (p.key === '' && p.kind === 'take') {
      if (p.section.body) got.set('', p.section.body);
      continue;
    }
    got.set(p.key, p.kind === 'conflict' ? 'conflict' : value(p.section.body));
  }
  return got;
}

/** Without conflicts, the rendered text splits back into exactly the merged sections; with, one marker each. */
function expectRendered(merge: Merge, keyOf: SectionKeyFn): void {
  const keys = merge.pieces.map((p) => p.key);
  const text = renderSectionMerge(merge, '\n', '\n');
  if (merge.conflicts.length === 0) {
    const back = keyedSections(text, keyOf);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.doc.sections.map((s) => s.key)).toEqual(keys.filter((k) => k !== ''));
  } else {
    expect(text.split('\n').filter((l) => l === '<<<<<<< ours').length).toBe(merge.conflicts.length);
  }
}

function check(kind: 'sync' | 'registry', keyOf: SectionKeyFn) {
  fc.assert(
    fc.property(scenario, ({ base: baseSections, ours: os, theirs: ts }) => {
      const base: Doc = { preamble: '# Doc\n\nIntro.\n\n', sections: baseSections };
      const ours = apply(base, os);
      const theirs = apply(base, ts);
      const texts = [render(base, kind), render(ours, kind, os.lastGap), render(theirs, kind, ts.lastGap)];
      const [b, o, t] = texts.map((x) => keyedSections(x, keyOf));
      if (!b.ok || !o.ok || !t.ok) throw new Error('generated an unsplittable file');
      const merge = mergeKeyed(b.doc, o.doc, t.doc);
      const want = expected(base, ours, theirs);
      expect(mergedValues(merge)).toEqual(want);
      expect(new Set(merge.conflicts)).toEqual(new Set([...want].filter(([, v]) => v === 'conflict').map(([k]) => k)));
      // Ours' sections keep their relative order.
      const keys = merge.pieces.map((p) => p.key);
      const oursOrder = ours.sections.map((s) => s.id).filter((k) => keys.includes(k));
      expect(keys.filter((k) => oursOrder.includes(k))).toEqual(oursOrder);
      expectRendered(merge, keyOf);
      // The full driver logic agrees, including the shortcuts for an untouched side.
      const full = mergeProtocolFile(kind, {
        base: texts[0],
        ours: texts[1],
        theirs: texts[2],
        bom: false,
        path: 'F.md',
      });
      expect(full.kind).toBe('merged');
      if (full.kind === 'merged')
        expect(full.conflicts.length).toBe(
          texts[1] === texts[2] || texts[0] === texts[1] || texts[0] === texts[2] ? 0 : merge.conflicts.length,
        );
    }),
    { numRuns: 400 },
  );
}

describe('section-wise merge (property)', () => {
  it('SYNC.md: keeps every section, applies every one-sided change, conflicts exactly on two different changes', () =>
    check('sync', syncSectionKey));
  it('PROJECT_REGISTRY.md: the same, keyed by project id', () => check('registry', registrySectionKey));
});
