import fc from 'fast-check';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendAtTop, appendEntry } from '../../src/append/index.js';
import { dialectOf, validateConfig, type Config } from '../../src/config/schema.js';
import { checkVersions } from '../../src/engine/check.js';
import { checkChange, lintSource, type Message } from '../../src/engine/lint.js';
import { readTop } from '../../src/consume/read.js';
import {
  entryDigestIn,
  findNewestSlot,
  parseAppended,
  parseHandover,
  parseInserted,
  sourceFromBytes,
  type HandoverEntry,
} from '../../src/models/index.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';
import { makeRepo } from '../helpers/repo.js';

const bytes = (t: string) => new TextEncoder().encode(t);

/** The dialects whose logs grow at the top, each with how it writes the entry numbered i (1 = oldest). */
interface Shape {
  name: string;
  config: Config;
  writer: string;
  /** Everything before the first entry; `empty` when there are none. */
  prefix: string;
  /** What follows the entries (cmap: the archive). */
  suffix: (processed: string) => string;
  entry: (i: number, o: EntryOpts) => string;
}

interface EntryOpts {
  body: string;
  id?: string;
  day?: number;
  from?: string;
  status?: string;
  corrects?: string;
}

/** The time and the day of entry i: distinct for every i. */
const ts = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString().replace('.000Z', 'Z');
const day = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 86_400_000).toISOString().slice(0, 10);
const cfg = (o: Record<string, unknown>) => validateConfig(o, 'test', RULE_IDS, RULE_OPTIONS);

const SHAPES: Shape[] = [
  {
    name: 'cmap',
    config: cfg({ dialect: 'cmap' }),
    writer: 'Producer',
    prefix: '# HANDOVER Queue — Producer Agent\n\nNewest at top.\n\n## Queue\n\n',
    suffix: (p) => `\n## Processed (archive)\n\n${p}`,
    entry: (i, o) =>
      `### ${o.id ?? `b-${i}`}: Batch ${i}\n\n- **date**: ${day(o.day ?? i)}\n- **from**: ${o.from ?? 'Producer'}\n- **for**: any\n- **status**: ${o.status ?? 'queued'}\n- **artifact-path**: data/${i}/\n- **summary**: Batch ${i} ready.\n${o.corrects ? `\nCorrects: ${o.corrects}\n` : ''}${o.body ? `\n${o.body}\n` : ''}`,
  },
  {
    name: 'handover, newest first',
    config: cfg({ log: { order: 'newest-first' } }),
    writer: 'lab',
    prefix: '# Handover: lab\n\nNewest first.\n\n',
    suffix: () => '',
    entry: (i, o) =>
      `## ${o.id ?? i} · ${ts(o.day ?? i)}\n\n${o.corrects ? `Corrects: #${o.corrects}\n\n` : ''}${o.body || `Entry ${i}.`}\n`,
  },
  {
    name: 'handover, timestamps at level 3',
    config: cfg({ log: { order: 'newest-first', level: 3, heading: 'timestamp' } }),
    writer: 'lab',
    prefix: '# Handover: lab\n\n## Log\n\n',
    suffix: () => '',
    entry: (i, o) =>
      `### ${o.id ?? ts(o.day ?? i)} · Entry ${i}\n\n${o.corrects ? `Corrects: ${o.corrects}\n\n` : ''}${o.body || `Entry ${i}.`}\n`,
  },
  {
    name: 'handover, dates',
    config: cfg({ log: { order: 'newest-first', heading: 'date' } }),
    writer: 'lab',
    prefix: '# Handover: lab\n\n',
    suffix: () => '',
    entry: (i, o) => `## ${o.id ?? day(o.day ?? i)} · Entry ${i}\n\n${o.body || `Entry ${i}.`}\n`,
  },
];

/** Bodies that keep a log clean, with headings that are not headings (in code, in a comment) and text headings. */
const BODIES = [
  '',
  'Plain text.',
  '```\n### x-1: not a heading\n## nor this\n```',
  '<!-- note\n### hidden: x\n## hidden\n-->',
  '- a list\n- of items',
  '#### Sub\n\nMore.',
  '### Notes\n\nText of the entry above.',
  '~~~\n## code\n~~~',
  '    ### x-2: indented code',
  '> ### x-3: quoted',
  '- ### x-4: in a list',
];
/** Bodies that make an inserted entry bad or not whole. */
const BAD_BODIES = [
  '## A level-2 heading',
  'Setext\n------',
  '<pre>\n\n### x-5: in pre\n\n</pre>',
  '```\nnever closed',
  '<!-- never closed',
  '<div>\n### b-99: inside html',
  'Text.\n<<<<<<< ours\nx\n=======\ny\n>>>>>>> theirs',
  'Bad \u0000 byte',
];

/** Mostly null, sometimes a value: each odd property of a generated entry is the exception. */
const rare = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

/** Generated cases of the differential test; FASTPATH_RUNS=20000 for a longer hunt. */
const RUNS = Number(process.env.FASTPATH_RUNS ?? 400);

const key = (ms: Message[]) => ms.map((m) => `${m.ruleId}@${m.line}:${m.column}:${m.severity}`).sort();

/** The verdict of the full path: both versions parsed whole. */
function fullVerdict(shape: Shape, base: string, head: string, actor: string): string[] {
  const h = lintSource(sourceFromBytes('HANDOVER.md', head), 'handover', shape.config);
  const b = parseHandover(sourceFromBytes('HANDOVER.md', base), dialectOf(shape.config).log);
  return key([...h.messages, ...(h.doc ? checkChange('handover', b, h.doc, actor, shape.config) : [])]);
}

function logOf(
  shape: Shape,
  queue: number[],
  processed: number[],
  bodies: Map<number, string>,
): { text: string; slot: number } {
  const e = (i: number) => shape.entry(i, { body: bodies.get(i) ?? '' });
  const q = queue.map(e).join('\n');
  const text = shape.prefix + q + shape.suffix(processed.map(e).join('\n'));
  return { text, slot: shape.prefix.length };
}

/** A generated top-growing log: its shape and text, the ids still in the queue (newest first), the bodies by id. */
interface GenLog {
  shape: Shape;
  log: { text: string; slot: number };
  queue: number[];
  bodies: Map<number, string>;
}

/** A generated new entry: null fields take the shape's defaults. */
interface Added {
  body: string;
  id: string | null;
  day: number | null;
  from: string | null;
  status: string | null;
  corrects: string | null;
}

/** The generated new entries as text, newest first, numbered after the old ones. */
function freshText(g: GenLog, added: Added[]): string {
  const n = g.bodies.size;
  return added
    .map((o, k) =>
      g.shape.entry(n + added.length - k, {
        ...o,
        id: o.id ?? undefined,
        day: o.day === null ? undefined : n + o.day,
        from: o.from ?? undefined,
        status: o.status ?? undefined,
        corrects: o.corrects ?? undefined,
      }),
    )
    .map((e) => `${e}\n`)
    .join('');
}

/** The log with `fresh` put where `where` says: at the slot (after loose text or not), after the newest, or last. */
function withFresh(g: GenLog, fresh: string, where: string): string {
  const { shape, log, queue, bodies } = g;
  const base = log.text;
  if (!fresh) return base;
  const firstEnd = queue.length ? base.indexOf(shape.entry(queue[1] ?? -1, { body: bodies.get(queue[1]) ?? '' })) : -1;
  const at =
    where === 'top' || where === 'text-before'
      ? log.slot
      : where === 'after-newest' && firstEnd > 0
        ? firstEnd
        : base.length;
  const text =
    where === 'text-before' ? `Loose text.\n\n${fresh}` : at === base.length ? `\n${fresh.replace(/\n$/, '')}` : fresh;
  return base.slice(0, at) + text + base.slice(at);
}

/** `head` with the generated change to the old entries: an edit, a status flip, a move to the archive, a blank. */
function withChange(g: GenLog, head: string, change: string): string {
  const { shape, queue, bodies } = g;
  if (change === 'edit' && bodies.size)
    return head.replace(`Batch 1 ready`, 'Batch 1 edited').replace(/Entry 1\.\n/, 'Edited.\n');
  if (change === 'status' && bodies.size)
    return head.replace(
      `### b-1: Batch 1\n\n- **date**: ${day(1)}\n- **from**: Producer\n- **for**: any\n- **status**: queued`,
      `### b-1: Batch 1\n\n- **date**: ${day(1)}\n- **from**: Producer\n- **for**: any\n- **status**: processed`,
    );
  if (change === 'move' && queue.length) {
    const e = shape.entry(queue[queue.length - 1], { body: bodies.get(queue[queue.length - 1]) ?? '' });
    const rest = head.replace(`${e}\n`, '').replace(e, '');
    return rest.includes('## Processed (archive)\n\n')
      ? rest.replace('## Processed (archive)\n\n', `## Processed (archive)\n\n${e.replace('queued', 'processed')}\n`)
      : `${rest}\n${e}`;
  }
  if (change === 'blank') return head.replace(shape.prefix, `${shape.prefix}\n`);
  return head;
}

describe('parseInserted (the fast path for logs that grow at the top)', () => {
  for (const shape of SHAPES) {
    const d = dialectOf(shape.config).log;
    const log = logOf(shape, [3, 2, 1], [], new Map());
    const insert = (text: string, at = log.slot) => log.text.slice(0, at) + text + log.text.slice(at);
    const entry4 = `${shape.entry(4, { body: 'Four.' })}\n`;

    it(`${shape.name}: is taken for whole entries at the top, and by the check engine (parseAppended)`, () => {
      const p = parseInserted({ path: 'HANDOVER.md', base: bytes(log.text), head: bytes(insert(entry4)), dialect: d });
      expect(p).not.toBeNull();
      expect(p!.head.entries).toHaveLength(1);
      expect(p!.head.entries[0].heading.start.line).toBe(log.text.slice(0, log.slot).split('\n').length);
      expect(p!.head.writer).toBe(shape.writer);
      expect(p!.head.prior?.lastLine).toBe(log.text.slice(0, log.slot).split('\n').length);
      expect(parseAppended('HANDOVER.md', bytes(log.text), bytes(insert(entry4)), d)).not.toBeNull();
      const two = parseInserted({
        path: 'HANDOVER.md',
        base: bytes(log.text),
        head: bytes(insert(`${shape.entry(5, { body: '' })}\n${entry4}`)),
        dialect: d,
      });
      expect(two?.head.entries).toHaveLength(2);
    });

    it(`${shape.name}: returns null when anything but whole entries at the top changed`, () => {
      const none = (head: string, base = log.text) =>
        expect(
          parseInserted({ path: 'HANDOVER.md', base: bytes(base), head: bytes(head), dialect: d }),
          head,
        ).toBeNull();
      none(insert('Some text.\n\n'));
      none(insert(entry4, log.text.length)); // at the bottom
      none(insert(entry4, log.text.indexOf('\n', log.slot) + 1)); // inside the newest entry
      none(insert(entry4).replace('Entry 1.', 'Edited.').replace('Batch 1 ready', 'Batch 1 edited'));
      none(insert(entry4.replace('Four.', '```\nnever closed')));
      none(insert(entry4.replace('Four.', 'bad \u0000 byte')));
      none(insert(entry4.replace('Four.', 'bare \r CR')));
      const open = `${log.text.slice(0, log.slot)}<!-- open\n\n${log.text.slice(log.slot)}`;
      none(open.slice(0, log.slot + 11) + entry4 + open.slice(log.slot + 11), open);
      const h = Buffer.from(insert(entry4));
      h[h.length - 2] = 0xff; // bad UTF-8 in the old part
      expect(parseInserted({ path: 'HANDOVER.md', base: bytes(log.text), head: h, dialect: d })).toBeNull();
    });
  }

  it('cmap: takes the full path when an id, the writer or a correction needs the whole log', () => {
    const shape = SHAPES[0];
    const d = dialectOf(shape.config).log;
    const log = logOf(shape, [3, 2, 1], [], new Map());
    const at = (e: string) => `${log.text.slice(0, log.slot) + e}\n${log.text.slice(log.slot)}`;
    expect(
      parseInserted({
        path: 'H',
        base: bytes(log.text),
        head: bytes(at(shape.entry(4, { body: '', id: 'b-2' }))),
        dialect: d,
      }),
    ).toBeNull();
    expect(
      parseInserted({
        path: 'H',
        base: bytes(log.text),
        head: bytes(at(shape.entry(4, { body: '', from: 'Intruder' }))),
        dialect: d,
      }),
    ).toBeNull();
    expect(
      parseInserted({
        path: 'H',
        base: bytes(log.text),
        head: bytes(at(shape.entry(4, { body: '', corrects: 'b-2' }))),
        dialect: d,
      }),
    ).toBeNull();
    // an old entry by someone else: the writer is whoever most entries name, so the fast path cannot tell
    const mixed = log.text.replace('- **from**: Producer', '- **from**: Other');
    expect(findNewestSlot(bytes(mixed), d)?.writer).toBeNull();
    // an empty Queue: the slot is the end of its section
    const empty = logOf(shape, [], [2, 1], new Map());
    const slot = findNewestSlot(bytes(empty.text), d)!;
    expect([slot.at, slot.lane, slot.newest?.id]).toEqual([
      Buffer.byteLength(empty.text.slice(0, empty.text.indexOf('## Processed'))),
      'queue',
      'b-2',
    ]);
    const cut = empty.text.indexOf('## Processed');
    const head = `${empty.text.slice(0, cut) + shape.entry(3, { body: '' })}\n${empty.text.slice(cut)}`;
    expect(
      parseInserted({ path: 'H', base: bytes(empty.text), head: bytes(head), dialect: d })?.head.entries.map((e) => [
        e.id,
        e.lane,
      ]),
    ).toEqual([['b-3', 'queue']]);
  });

  it(
    'gives the verdict of the full path, for generated logs and changes',
    () => {
      let fast = 0;
      let runs = 0;
      const body = fc.constantFrom(...BODIES);
      fc.assert(
        fc.property(
          fc.tuple(
            fc.nat({ max: SHAPES.length - 1 }),
            fc.array(body, { minLength: 0, maxLength: 5 }),
            fc.nat({ max: 3 }),
            fc.array(
              fc.record({
                body: fc.oneof(
                  { weight: 4, arbitrary: body },
                  { weight: 1, arbitrary: fc.constantFrom(...BAD_BODIES) },
                ),
                id: rare(fc.constantFrom('b-1', 'b-2', 'b-40', '1', '2', 'weird id')),
                day: rare(fc.nat({ max: 12 })),
                from: rare(fc.constantFrom('Producer', 'Other')),
                status: rare(fc.constantFrom('queued', 'processed', 'done')),
                corrects: rare(fc.constantFrom('b-1', 'b-9', '1', '9')),
              }),
              { minLength: 0, maxLength: 3 },
            ),
            fc.constantFrom('top', 'top', 'top', 'top', 'top', 'after-newest', 'bottom', 'text-before'),
            fc.constantFrom('none', 'none', 'none', 'edit', 'status', 'move', 'blank'),
            fc.boolean(),
            fc.constantFrom('writer', 'writer', 'other'),
          ),
          ([s, oldBodies, archived, added, where, change, crlf, who]) => {
            const shape = SHAPES[s];
            const n = oldBodies.length;
            const bodies = new Map(oldBodies.map((b, i) => [i + 1, b]));
            const ids = Array.from({ length: n }, (_, i) => n - i); // newest first
            const cut = shape.name === 'cmap' ? Math.min(archived, n) : 0;
            const queue = ids.slice(0, n - cut);
            const processed = ids.slice(n - cut);
            const g: GenLog = { shape, log: logOf(shape, queue, processed, bodies), queue, bodies };
            let base = g.log.text;
            fc.pre(lintSource(sourceFromBytes('HANDOVER.md', base), 'handover', shape.config).messages.length === 0);
            let head = withChange(g, withFresh(g, freshText(g, added), where), change);
            if (crlf) {
              base = base.replace(/\n/g, '\r\n');
              head = head.replace(/\n/g, '\r\n');
            }
            fc.pre(head !== base);
            const actor = who === 'writer' ? shape.writer : 'Intruder';
            runs++;
            if (parseAppended('HANDOVER.md', bytes(base), bytes(head), dialectOf(shape.config).log)) fast++;
            const got = key(
              checkVersions({ kind: 'handover', path: 'HANDOVER.md', base, head, actor, config: shape.config }),
            );
            expect(got, `${shape.name}\n--- base\n${base}\n--- head\n${head}`).toEqual(
              fullVerdict(shape, base, head, actor),
            );
          },
        ),
        { numRuns: RUNS },
      );
      // The generator must exercise the fast path, not only its fallbacks.
      if (RUNS > 400) console.log(`fast path taken in ${fast} of ${runs} runs`);
      expect(fast / runs).toBeGreaterThan(0.1);
    },
    RUNS * 500,
  );
});

describe('parseAppended (the canonical fast path)', () => {
  it('takes the full path when the old log holds a conflict marker the new text could close', () => {
    const base = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\n<<<<<<< ours\nx\n';
    const head = `${base}\n## 2 · 2026-11-29T11:00:00Z\n\n=======\ny\n>>>>>>> theirs\n`;
    expect(parseAppended('H', bytes(base), bytes(head))).toBeNull();
    const config = cfg({});
    const got = checkVersions({ kind: 'handover', path: 'HANDOVER.md', base, head, actor: 'lab', config });
    expect(got.some((m) => m.ruleId === 'protocol/conflict-markers' && m.severity === 'error')).toBe(true);
  });
});

describe("append at the top (the writer's fast path)", () => {
  const now = new Date('2026-12-01T10:00:00Z');
  for (const shape of SHAPES) {
    it(`${shape.name}: writes the entry where the newest goes, reading only the top, and the check engine passes it`, async () => {
      const d = dialectOf(shape.config).log;
      const old = logOf(
        shape,
        [3, 2, 1],
        [],
        new Map([
          [1, BODIES[2]],
          [2, BODIES[6]],
        ]),
      ).text;
      const root = makeRepo([{ files: { 'HANDOVER.md': old } }]);
      const got = appendAtTop(
        { root, config: shape.config, actor: shape.writer, text: 'Fresh news.', title: 'News', now },
        d,
        'HANDOVER.md',
        readFileSync(join(root, 'HANDOVER.md')),
      );
      expect(got).not.toBeNull();
      const next = readFileSync(join(root, 'HANDOVER.md'), 'utf8');
      const before = parseHandover(sourceFromBytes('HANDOVER.md', old), d);
      const after = parseHandover(sourceFromBytes('HANDOVER.md', next), d);
      expect(after.entries.length).toBe(before.entries.length + 1);
      expect(after.entries[after.entries.length - 1].id).toBe(got!.id);
      expect(
        checkVersions({
          kind: 'handover',
          path: 'HANDOVER.md',
          base: old,
          head: next,
          actor: shape.writer,
          config: shape.config,
        }),
      ).toEqual([]);
      // appendEntry takes the same path: the same bytes
      const again = makeRepo([{ files: { 'HANDOVER.md': old } }]);
      await appendEntry({
        root: again,
        config: shape.config,
        actor: shape.writer,
        text: 'Fresh news.',
        title: 'News',
        now,
      });
      expect(readFileSync(join(again, 'HANDOVER.md'), 'utf8')).toBe(next);
      expect(() =>
        appendAtTop(
          { root, config: shape.config, actor: 'Intruder', text: 'x', now },
          d,
          'HANDOVER.md',
          readFileSync(join(root, 'HANDOVER.md')),
        ),
      ).toThrow(/is written only by/);
    });
  }

  it('leaves to the full path what it cannot be sure of: a taken id, another author, a correction', () => {
    const shape = SHAPES[0];
    const d = dialectOf(shape.config).log;
    const old = logOf(shape, [2, 1], [], new Map()).text;
    const root = makeRepo([
      { files: { 'HANDOVER.md': old.replace('### b-2: Batch 2', '### 2026-12-01-news: Batch 2') } },
    ]);
    const read = () => readFileSync(join(root, 'HANDOVER.md'));
    expect(
      appendAtTop(
        { root, config: shape.config, actor: 'Producer', text: 'x', title: 'News', now },
        d,
        'HANDOVER.md',
        read(),
      ),
    ).toBeNull();
    expect(
      appendAtTop(
        { root, config: shape.config, actor: 'Producer', text: 'x', title: 'Other', now, corrects: [1] },
        d,
        'HANDOVER.md',
        read(),
      ),
    ).toBeNull();
    writeFileSync(join(root, 'HANDOVER.md'), old.replace('- **from**: Producer', '- **from**: Someone'));
    expect(
      appendAtTop(
        { root, config: shape.config, actor: 'Producer', text: 'x', title: 'Other', now },
        d,
        'HANDOVER.md',
        read(),
      ),
    ).toBeNull();
  });
});

describe("readTop (consume's bounded read of a newest-first log)", () => {
  const full = (shape: Shape, text: string, id: string, digest: string) => {
    const d = dialectOf(shape.config).log;
    const doc = parseHandover(sourceFromBytes('HANDOVER.md', text), d);
    const at = doc.entries.find((e) => e.id === id && entryDigestIn(e, d) === digest);
    return at ? doc.entries.slice(at.index + 1) : null;
  };
  const view = (es: HandoverEntry[] | null) =>
    es?.map((e) => [e.id, e.lane, e.chunk.text, e.heading.start.line]) ?? null;

  it('reads only the top of a long log, and finds what a full read finds', () => {
    for (const shape of SHAPES) {
      const d = dialectOf(shape.config).log;
      const n = 3000;
      const ids = Array.from({ length: n }, (_, i) => n - i);
      const cmap = shape.name === 'cmap';
      const text = logOf(
        shape,
        cmap ? ids.slice(0, n - 100) : ids,
        cmap ? ids.slice(n - 100) : [],
        new Map([[n - 1, BODIES[2]]]),
      ).text;
      expect(text.length).toBeGreaterThan(1 << 16); // more than the first window
      const doc = parseHandover(sourceFromBytes('HANDOVER.md', text), d);
      expect(doc.entries.length, shape.name).toBe(n);
      const offset = doc.entries[n - 4];
      const o = { seq: 0, id: offset.id, digest: entryDigestIn(offset, d), byteOffset: null };
      const top = readTop(Buffer.from(text), 'HANDOVER.md', o, d);
      expect(top, shape.name).not.toBeNull();
      expect(view(top)).toEqual(view(full(shape, text, offset.id!, o.digest)));
      expect(top!.length).toBe(3);
    }
  });

  it('agrees with the full read for generated logs, offsets and changes', () => {
    let bounded = 0;
    fc.assert(
      fc.property(
        fc.tuple(
          fc.nat({ max: SHAPES.length - 1 }),
          fc.array(fc.constantFrom(...BODIES, '```\nnever closed'), { minLength: 1, maxLength: 8 }),
          fc.nat({ max: 4 }),
          fc.nat({ max: 7 }),
          fc.constantFrom('none', 'status', 'move', 'edit', 'dup-day'),
        ),
        ([s, bodies, archived, pick, change]) => {
          const shape = SHAPES[s];
          const d = dialectOf(shape.config).log;
          const n = bodies.length;
          const ids = Array.from({ length: n }, (_, i) => n - i);
          const cut = shape.name === 'cmap' ? Math.min(archived, n) : 0;
          let text = logOf(
            shape,
            ids.slice(0, n - cut),
            ids.slice(n - cut),
            new Map(bodies.map((b, i) => [i + 1, b])),
          ).text;
          const before = parseHandover(sourceFromBytes('HANDOVER.md', text), d);
          const offset = before.entries[Math.min(pick, before.entries.length - 1)];
          fc.pre(offset !== undefined && offset.id !== null);
          const o = { seq: 0, id: offset.id, digest: entryDigestIn(offset, d), byteOffset: null };
          if (change === 'status') text = text.replace('- **status**: queued', '- **status**: processed');
          if (change === 'edit') text = text.replace(/Entry 1\.|Batch 1 ready/, 'Edited.');
          if (change === 'move' && shape.name === 'cmap' && n - cut > 1) {
            const e = shape.entry(ids[n - cut - 1], { body: bodies[ids[n - cut - 1] - 1] });
            text = text
              .replace(`${e}\n`, '')
              .replace('## Processed (archive)\n\n', `## Processed (archive)\n\n${e.replace('queued', 'processed')}\n`);
          }
          if (change === 'dup-day')
            text = text.replace(shape.prefix, `${shape.prefix + shape.entry(n + 1, { body: '', day: 1 })}\n`);
          const top = readTop(Buffer.from(text), 'HANDOVER.md', o, d);
          if (top) bounded++;
          if (top) expect(view(top), `${shape.name}\n${text}`).toEqual(view(full(shape, text, o.id!, o.digest)));
        },
      ),
      { numRuns: 600 },
    );
    expect(bounded).toBeGreaterThan(100);
  });
});
