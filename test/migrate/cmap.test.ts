import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig, type Config } from '../../src/config/schema.js';
import { lintSource } from '../../src/engine/lint.js';
import { judgeMigration, migrate } from '../../src/migrate/index.js';
import { checkVersions } from '../../src/engine/check.js';
import {
  CANONICAL,
  entryDigest,
  entryDigestIn,
  makeDialect,
  parseHandover,
  sourceFromBytes,
} from '../../src/models/index.js';
import { followMigration } from '../../src/migrate/follow.js';

const CMAP_DIALECT = makeDialect({ dialect: 'cmap' });
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';

const read = (dir: string, name: string) => readFileSync(join(import.meta.dirname, dir, name), 'utf8');
const cfg = (o: Record<string, unknown>): Config => validateConfig(o, 'test', RULE_IDS, RULE_OPTIONS);
const SHARED = {
  'Decision Log': 'append-only',
  'Goal Status': 'owner-only',
  'Decision Log (append-only, newest at bottom)': 'append-only',
  'Conflict Registry': 'owner-only',
};
const canon = cfg({ sync: { shared: SHARED } });
const cmap = cfg({ dialect: 'cmap' });
const lint = (kind: 'handover' | 'sync', text: string, config: Config) =>
  lintSource(sourceFromBytes(kind === 'handover' ? 'HANDOVER.md' : 'SYNC.md', text), kind, config).messages.map(
    (m) => `${m.severity} ${m.ruleId}: ${m.message}`,
  );
const errors = (kind: 'handover' | 'sync', text: string, config: Config) =>
  lint(kind, text, config).filter((m) => m.startsWith('error'));
const toCmap = (kind: 'handover' | 'sync', text: string) =>
  migrate(text, kind, { to: 'cmap', today: '2026-12-01' }, canon);
const toCanon = (kind: 'handover' | 'sync', text: string) =>
  migrate(text, kind, { from: 'cmap', to: 'handover' }, canon);

const CANON_LOG = read('fixtures', 'canonical-HANDOVER.md');
const CANON_SYNC = read('fixtures', 'canonical-SYNC.md');
const CMAP_LOG = read('fixtures', 'cmap-HANDOVER.md');
const CMAP_SYNC = read('fixtures', 'cmap-SYNC.md');
const REF_LOG = read('../dialects/fixtures', 'HANDOVER.md');
const REF_SYNC = read('../dialects/fixtures', 'SYNC.md');
const crlf = (s: string) => `\uFEFF${s.replace(/\n/g, '\r\n')}`;

describe('migrate --to cmap and back: nothing lost, byte for byte', () => {
  const canonicals: [string, 'handover' | 'sync', string][] = [
    [
      'a canonical log (paragraphs, lists, a code fence, Corrects:, untitled entries, a zone offset)',
      'handover',
      CANON_LOG,
    ],
    ['the same log with CRLF and a BOM', 'handover', crlf(CANON_LOG)],
    ['a canonical SYNC.md (dated and undated fields, a Writes line, a shared section)', 'sync', CANON_SYNC],
  ];
  for (const [name, kind, text] of canonicals) {
    it(`${name}: canonical → cmap → canonical`, () => {
      const there = toCmap(kind, text);
      expect(there.to).toBe('cmap');
      expect(errors(kind, there.text, cmap)).toEqual([]);
      expect(toCanon(kind, there.text).text).toBe(text);
    });
  }
  const cmaps: [string, 'handover' | 'sync', string][] = [
    [
      'the reference-shaped log (a title naming "Producer Agent", a trailing prose section, a --- rule)',
      'handover',
      REF_LOG,
    ],
    [
      'a cmap log (abandoned, processed still in the Queue, [id] headings, Corrects by id, an extension field, text after the fields, untitled, the archive)',
      'handover',
      CMAP_LOG,
    ],
    ['the same log with CRLF and a BOM', 'handover', crlf(CMAP_LOG)],
    ['the reference-shaped SYNC.md', 'sync', REF_SYNC],
    [
      'a cmap SYNC.md (extension fields, an orchestrator note, headings with and without writes:, an empty Conflict Registry)',
      'sync',
      CMAP_SYNC,
    ],
  ];
  for (const [name, kind, text] of cmaps) {
    it(`${name}: cmap → canonical → cmap`, () => {
      const there = toCanon(kind, text);
      expect(there.from).toBe('cmap');
      expect(errors(kind, there.text, canon)).toEqual([]);
      expect(toCmap(kind, there.text).text).toBe(text);
    });
  }

  it('each direction of a round trip gives back what it gave: a second trip changes nothing', () => {
    const once = toCmap('handover', CANON_LOG).text;
    expect(toCmap('handover', toCanon('handover', once).text).text).toBe(once);
    const back = toCanon('handover', CMAP_LOG).text;
    expect(toCanon('handover', toCmap('handover', back).text).text).toBe(back);
    // the canonical result is already canonical: the legacy reader leaves it as it is
    expect(migrate(back, 'handover', {}, canon).changed).toBe(false);
  });

  it('a log that went canonical from cmap and then grew native entries goes back with both kinds', () => {
    const grown = `${toCanon('handover', CMAP_LOG).text}\n## 5 · 2026-12-03T10:00:00Z · After the move\n\nCorrects: #3\n\nA native entry.\n`;
    const there = toCmap('handover', grown);
    expect(errors('handover', there.text, cmap)).toEqual([]);
    expect(there.text).toContain('### 2026-12-03-005: After the move');
    expect(there.text).toContain('Corrects: 2026-12-01-fix');
    expect(toCanon('handover', there.text).text).toBe(grown);
  });

  it('maps a canonical entry to cmap fields: id from date and seq, the time in a comment line, the summary from a one-line first paragraph', () => {
    const t = toCmap('handover', CANON_LOG).text;
    expect(t.split('\n')[0]).toBe('# HANDOVER Queue — lab');
    expect(t).toContain(
      '### 2026-11-29-002: Commit hash fix\n\n- **date**: 2026-11-29\n- **from**: lab\n- **for**: any\n- **status**: queued\n- **artifact-path**: HANDOVER.md\n- **summary**: The commit was 3f2a9c2.\n\n<!-- time: 2026-11-29T14:30:00Z -->\n\nCorrects: 2026-11-29-001\n',
    );
    expect(t).toContain('### 2026-11-29-001: (untitled)');
    // a body that opens with a list keeps it whole; the summary says so
    expect(t).toContain('- **summary**: (see below)\n\n<!-- time: 2026-11-30T09:15:00+01:00 -->\n\n- a list first');
    // newest first
    expect(t.indexOf('2026-12-01-004')).toBeLessThan(t.indexOf('2026-11-29-001'));
    expect(lint('handover', t, cmap).filter((m) => m.startsWith('warning'))).toEqual([]);
  });

  it('maps a cmap entry to a canonical one that keeps its heading as the title and its fields as its first lines', () => {
    const t = toCanon('handover', CMAP_LOG).text;
    expect(t).toContain('## 2 · 2026-11-30T00:00:00Z · 2026-11-30-batch-9: Ninth batch\n\n- **date**: 2026-11-30');
    expect(t).toContain('<!-- cmap lane: queue -->');
    expect(t).toContain('Corrects: #2');
    expect(t).toContain('## 1 · 2026-11-20T00:00:00Z · 2026-11-20-batch-8:\n');
    expect(t.split('\n')[0]).toBe('# Handover: lab');
  });

  it("maps SYNC.md fields one to one in order, keeping each value's own label and every date", () => {
    const t = toCanon('sync', REF_SYNC).text;
    expect(t).toContain(
      '## Producer\n\nWrites: producer-repo\n\n- **Current focus** (2026-11-30): Cleaning batch 9.\n- **Blocked on** (2026-11-29): recent-shift: Published codebook v2.\n- **Next action** (2026-11-29): open-question: Should redacted answers be counted? Awaiting: Orchestrator.',
    );
    const c = toCmap('sync', CANON_SYNC).text;
    expect(c).toContain(
      '## partner (writes: partner)\n\n- **current-focus** (2026-12-01): Drafting the chapter on reference semantics.\n- **recent-shift** (2026-12-01): Blocked on: —\n- **open-question** (2026-12-01): Next action: Send the draft to observer for a read.',
    );
    expect(c).toContain(
      '<!-- handover migrate: fields dated 2026-12-01 had no date; sections added empty: Goal Status, Conflict Registry -->',
    );
    expect(migrate(REF_SYNC, 'sync', { from: 'cmap', to: 'handover' }, cfg({})).hints.join('\n')).toContain(
      '"Decision Log (append-only, newest at bottom)": append-only',
    );
  });

  it('refuses, with one sentence, a file it cannot convert without loss, and writes nothing', () => {
    const bad = CANON_LOG.replace(
      '## 1 · 2026-11-29T10:00:00Z\n',
      '## 1 · 2026-11-29T10:00:00Z\n\n### Note: a level-3 heading an entry id would swallow\n',
    );
    expect(() => toCmap('handover', bad)).toThrow(/cannot be converted to the cmap dialect without losing text/);
    expect(() => migrate(CMAP_LOG, 'handover', { from: 'cmap', to: 'cmap' }, canon)).toThrow(/already/);
  });
});

describe('judgeMigration between the dialects', () => {
  it('accepts exactly the migration, either way, and names the first difference otherwise', () => {
    const there = toCmap('handover', CANON_LOG).text;
    expect(
      judgeMigration({ oldText: CANON_LOG, newText: there, kind: 'handover', from: 'handover', to: 'cmap' }, canon)
        .exact,
    ).toBe(true);
    expect(
      judgeMigration({ oldText: CANON_LOG, newText: there, kind: 'handover', from: 'legacy', to: 'cmap' }, canon).exact,
    ).toBe(true);
    const edited = there.replace('- **summary**: The commit was 3f2a9c2.', '- **summary**: The commit was 3f2a9c3.');
    const v = judgeMigration(
      { oldText: CANON_LOG, newText: edited, kind: 'handover', from: 'handover', to: 'cmap' },
      canon,
    );
    expect(v.exact).toBe(false);
    const back = toCanon('handover', CMAP_LOG).text;
    expect(
      judgeMigration({ oldText: CMAP_LOG, newText: back, kind: 'handover', from: 'cmap', to: 'handover' }, cmap).exact,
    ).toBe(true);
    const s = toCmap('sync', CANON_SYNC).text;
    expect(
      judgeMigration({ oldText: CANON_SYNC, newText: s, kind: 'sync', from: 'handover', to: 'cmap' }, canon).exact,
    ).toBe(true);
    // another date for the undated fields is the migrator's choice too; a changed value is not
    expect(
      judgeMigration(
        {
          oldText: CANON_SYNC,
          newText: s.replaceAll('2026-12-01', '2026-12-24'),
          kind: 'sync',
          from: 'handover',
          to: 'cmap',
        },
        canon,
      ).exact,
    ).toBe(true);
    expect(
      judgeMigration(
        {
          oldText: CANON_SYNC,
          newText: s.replace('Recording session 14', 'Recording session 15'),
          kind: 'sync',
          from: 'handover',
          to: 'cmap',
        },
        canon,
      ).exact,
    ).toBe(false);
  });
});

describe('the check of a migration commit between the dialects', () => {
  const run = (
    base: string,
    head: string,
    {
      actor,
      config,
      trailers,
      kind = 'handover',
    }: { actor: string; config: Config; trailers: string[] | null; kind?: 'handover' | 'sync' },
  ) =>
    checkVersions({
      kind,
      path: kind === 'handover' ? 'HANDOVER.md' : 'SYNC.md',
      base,
      head,
      actor,
      config,
      migrate: { trailers },
    });
  const errs = (ms: { severity: string; ruleId: string | null; message: string }[]) =>
    ms.filter((m) => m.severity === 'error').map((m) => `${m.ruleId}: ${m.message}`);

  it('passes the exact migration by the writer (the new file linted in the new dialect), and only that', () => {
    const noAgent = cfg({ dialect: 'cmap' });
    const back = toCanon('handover', CMAP_LOG).text;
    expect(errs(run(CMAP_LOG, back, { actor: 'lab', config: noAgent, trailers: ['cmap -> handover'] }))).toEqual([]);
    // the writer of a cmap log is its entries' `from`: with no agent configured, someone else may not migrate it
    expect(
      errs(run(CMAP_LOG, back, { actor: 'mallory', config: noAgent, trailers: ['cmap -> handover'] })).join('\n'),
    ).toContain('mallory may not migrate it');
    // nor may the writer slip an edit in
    expect(
      errs(
        run(CMAP_LOG, back.replace('Forty-one', 'Forty-two'), {
          actor: 'lab',
          config: noAgent,
          trailers: ['cmap -> handover'],
        }),
      ).join('\n'),
    ).toContain('is not exactly the migration');
    // SYNC.md: the cmap shared sections are read as shared sections of the new file
    const sync = toCanon('sync', REF_SYNC).text;
    expect(
      errs(
        run(REF_SYNC, sync, {
          actor: 'Orchestrator',
          config: cfg({ dialect: 'cmap', owner: 'Orchestrator' }),
          trailers: ['cmap -> handover'],
          kind: 'sync',
        }),
      ),
    ).toEqual([]);
  });

  it("in --staged (no message yet) an exact migration into the working config's dialect passes with a warning naming the trailer", () => {
    const there = toCmap('handover', CANON_LOG).text;
    const ms = run(CANON_LOG, there, { actor: 'lab', config: cfg({ dialect: 'cmap', agent: 'lab' }), trailers: null });
    expect(errs(ms)).toEqual([]);
    expect(ms.map((m) => m.message).join('\n')).toContain('"Handover-Migrate: legacy -> cmap"');
    const back = toCanon('handover', CMAP_LOG).text;
    expect(
      run(CMAP_LOG, back, { actor: 'lab', config: cfg({ agent: 'lab' }), trailers: null })
        .map((m) => m.message)
        .join('\n'),
    ).toContain('"Handover-Migrate: cmap -> handover"');
  });
});

describe('followMigration: a consumer offset taken before a migration between the dialects', () => {
  it('finds the migrated entry by the old digest, and nothing when the entry was rewritten', () => {
    const old = parseHandover(sourceFromBytes('HANDOVER.md', CANON_LOG));
    const at = { seq: 2, id: null, digest: entryDigest(old.entries[1].chunk.text) };
    const cm = toCmap('handover', CANON_LOG).text;
    expect(followMigration(cm, CMAP_DIALECT.log, at)).toBe(1);
    expect(parseHandover(sourceFromBytes('HANDOVER.md', cm), CMAP_DIALECT.log).entries[1].id).toBe('2026-11-29-002');
    expect(
      followMigration(cm.replace('The commit was 3f2a9c2.', 'The commit was 3f2a9c3.'), CMAP_DIALECT.log, at),
    ).toBeNull();
    expect(followMigration(cm, CMAP_DIALECT.log, { ...at, seq: 3 })).toBeNull();

    const oldCmap = parseHandover(sourceFromBytes('HANDOVER.md', CMAP_LOG), CMAP_DIALECT.log);
    const byId = { seq: null, id: '2026-12-01-fix', digest: entryDigestIn(oldCmap.entries[2], CMAP_DIALECT.log) };
    const canonical = toCanon('handover', CMAP_LOG).text;
    expect(followMigration(canonical, CANONICAL.log, byId)).toBe(2);
    expect(followMigration(canonical.replace('two duplicates', 'three duplicates'), CANONICAL.log, byId)).toBeNull();
  });
});
