import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialectOf, validateConfig } from '../../src/config/schema.js';
import { checkChange, lintSource, type Message } from '../../src/engine/lint.js';
import { parseDoc, parseHandover, sourceFromBytes, type DocKind } from '../../src/models/index.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';

const FIX = join(import.meta.dirname, 'fixtures');
const H = readFileSync(join(FIX, 'HANDOVER.md'), 'utf8');
const S = readFileSync(join(FIX, 'SYNC.md'), 'utf8');
const config = validateConfig(
  { dialect: 'cmap', owner: 'Orchestrator', dispatchers: ['Orchestrator'] },
  'test',
  RULE_IDS,
  RULE_OPTIONS,
);
const lint = (kind: DocKind, text: string): Message[] =>
  lintSource(sourceFromBytes(kind === 'handover' ? 'HANDOVER.md' : 'SYNC.md', text), kind, config).messages;
const doc = (kind: DocKind, text: string | null) =>
  text === null
    ? null
    : parseDoc(kind, sourceFromBytes(kind === 'handover' ? 'HANDOVER.md' : 'SYNC.md', text), dialectOf(config));
const history = (kind: DocKind, base: string, head: string | null, actor: string): Message[] =>
  checkChange(kind, doc(kind, base), doc(kind, head), actor, config).filter((m) => m.severity === 'error');

/**
 * Our own fixtures in the shape of the reference examples, and mutants of them. The verdicts are what the
 * reference validator (`scripts/validate.py` of aman-bhandari/claude-multi-agent-protocol) printed for
 * these exact texts: pass or fail, and how many warnings.
 */
const CASES: { name: string; kind: DocKind; text: string; fails: boolean; warnings: number }[] = [
  { name: 'the handover fixture', kind: 'handover', text: H, fails: false, warnings: 0 },
  {
    name: 'a required field dropped',
    kind: 'handover',
    text: H.replace(
      '- **summary**: Forty responses cleaned and de-duplicated; two free-text answers redacted. Ready for coding.\n',
      '',
    ),
    fails: true,
    warnings: 0,
  },
  {
    name: 'a bad status',
    kind: 'handover',
    text: H.replace(
      '- **status**: queued\n- **artifact-path**: data/batches/08/',
      '- **status**: done\n- **artifact-path**: data/batches/08/',
    ),
    fails: true,
    warnings: 0,
  },
  {
    name: 'a bad date',
    kind: 'handover',
    text: H.replace('- **date**: 2026-11-30', '- **date**: 30 Nov 2026'),
    fails: true,
    warnings: 0,
  },
  {
    name: 'the Queue section missing',
    kind: 'handover',
    text: H.replace('## Queue\n\n', ''),
    fails: true,
    warnings: 0,
  },
  {
    name: 'an unknown entry field',
    kind: 'handover',
    text: H.replace(
      '- **artifact-path**: data/batches/08/\n',
      '- **artifact-path**: data/batches/08/\n- **priority**: high\n',
    ),
    fails: false,
    warnings: 1,
  },
  { name: 'the sync fixture', kind: 'sync', text: S, fails: false, warnings: 0 },
  {
    name: 'a required section missing',
    kind: 'sync',
    text: S.replace('## Conflict Registry\n\n', ''),
    fails: true,
    warnings: 0,
  },
  {
    name: 'an agent field missing',
    kind: 'sync',
    text: S.replace('- **open-question** (2026-11-28): (none)\n', ''),
    fails: true,
    warnings: 0,
  },
  {
    name: 'an unknown agent field',
    kind: 'sync',
    text: S.replace(
      '- **recent-shift** (2026-11-28): Finished batch 7.\n',
      '- **recent-shift** (2026-11-28): Finished batch 7.\n- **blocking** (2026-11-30): waiting on redaction rules\n',
    ),
    fails: false,
    warnings: 1,
  },
  {
    name: 'no entries at all',
    kind: 'handover',
    text: H.replace(/^### [\s\S]*?(?=^## Processed)/m, '').replace(/^### [\s\S]*$/m, ''),
    fails: false,
    warnings: 1,
  },
  {
    name: 'the from field dropped',
    kind: 'handover',
    text: H.replace(/^- \*\*from\*\*:.*\n/m, ''),
    fails: true,
    warnings: 0,
  },
  {
    name: 'the for field dropped',
    kind: 'handover',
    text: H.replace(/^- \*\*for\*\*:.*\n/m, ''),
    fails: true,
    warnings: 0,
  },
  {
    name: 'an entry id in brackets',
    kind: 'handover',
    text: H.replace(/^### ([^:\n]+):/m, '### [$1]:'),
    fails: false,
    warnings: 0,
  },
  {
    name: 'an abandoned entry',
    kind: 'handover',
    text: H.replace(/status\*\*: queued/, 'status**: abandoned'),
    fails: false,
    warnings: 0,
  },
  {
    name: 'two extension fields',
    kind: 'handover',
    text: H.replace(/^(- \*\*summary\*\*:.*\n)/m, '$1- **priority**: high\n- **owner-team**: data\n'),
    fails: false,
    warnings: 2,
  },
  {
    name: 'a field name capitalised',
    kind: 'handover',
    text: H.replace(/\*\*status\*\*/, '**Status**'),
    fails: true,
    warnings: 0,
  },
  {
    name: 'one agent section only',
    kind: 'sync',
    text: S.replace(/^## Processor \(writes[\s\S]*?(?=^## |(?![\s\S]))/m, ''),
    fails: false,
    warnings: 1,
  },
  {
    name: 'the stale-section watchdog section',
    kind: 'sync',
    text: `${S}\n## Stale-section watchdog\n\nNothing stale.\n`,
    fails: false,
    warnings: 0,
  },
  {
    name: 'an agent field capitalised',
    kind: 'sync',
    text: S.replace('**current-focus**', '**Current-Focus**'),
    fails: true,
    warnings: 0,
  },
  {
    name: 'two agent extension fields',
    kind: 'sync',
    text: S.replace(
      /^(- \*\*open-question\*\*.*\n)/m,
      '$1- **mood** (2026-11-30): fine\n- **eta** (2026-11-30): soon\n',
    ),
    fails: false,
    warnings: 2,
  },
  // The one place we say more than the validator: docs/sync-spec.md says every field line carries a date, and
  // staleness is read from them; its validator does not look. We warn (never fail), so nothing it passes fails here.
  {
    name: 'an agent field without its date (the spec requires it; the validator does not check)',
    kind: 'sync',
    text: S.replace(/(\*\*current-focus\*\*) \([^)]*\)/, '$1'),
    fails: false,
    warnings: 1,
  },
  {
    name: 'an orchestrator note',
    kind: 'sync',
    text: S.replace(
      '- **open-question** (2026-11-28): (none)\n',
      '- **open-question** (2026-11-28): (none)\n- **orchestrator-note** (2026-11-30): batch 7 recode approved.\n',
    ),
    fails: false,
    warnings: 1,
  },
];

describe('cmap lint agrees with the reference validator', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.fails ? 'fails' : 'passes'}${c.warnings ? `, ${c.warnings} warning` : ''}`, () => {
      expect(
        c.name === 'the handover fixture' ||
          c.name === 'the sync fixture' ||
          c.text !== (c.kind === 'handover' ? H : S),
      ).toBe(true);
      const messages = lint(c.kind, c.text);
      const errors = messages.filter((m) => m.severity === 'error');
      expect(errors.length > 0, JSON.stringify(errors.map((m) => m.message))).toBe(c.fails);
      if (!c.fails)
        expect(
          messages.filter((m) => m.severity === 'warning').length,
          JSON.stringify(messages.map((m) => m.message)),
        ).toBe(c.warnings);
    });
  }
});

describe('cmap documents', () => {
  it('reads entries oldest first, the writer from their from: field, the lanes and who each is for', () => {
    const d = parseHandover(sourceFromBytes('HANDOVER.md', H), dialectOf(config).log);
    expect(d.entries.map((e) => [e.id, e.lane, e.audience])).toEqual([
      ['2026-11-27-batch-7', 'processed', 'Processor'],
      ['2026-11-29-codebook-v2', 'queue', 'any'],
      ['2026-11-30-batch-8', 'queue', 'Processor'],
    ]);
    expect(d.writer).toBe('Producer');
  });

  it('reads agent sections by the name before "(writes: …)", and the shared sections as shared', () => {
    const d = doc('sync', S)!;
    if (d.kind !== 'sync') throw new Error('not sync');
    expect(d.sections.map((s) => [s.id, s.shared?.mode ?? null])).toEqual([
      ['Goal Status', 'owner-only'],
      ['Decision Log', 'append-only'],
      ['Conflict Registry', 'append-rows'],
      ['Producer', null],
      ['Processor', null],
    ]);
  });
});

const queuedToProcessed = H.replace(
  '- **status**: queued\n- **artifact-path**: docs/codebook-v2.md',
  '- **status**: processed\n- **artifact-path**: docs/codebook-v2.md',
);
/** The oldest queued entry moved to the top of the archive, status processed. */
function moveOldest(text: string): string {
  const start = text.indexOf('### 2026-11-29-codebook-v2');
  const end = text.indexOf('## Processed (archive)');
  const entry = text.slice(start, end).replace('- **status**: queued', '- **status**: processed');
  const without = text.slice(0, start) + text.slice(end);
  return without.replace('## Processed (archive)\n\n', `## Processed (archive)\n\n${entry}`);
}

describe('cmap history', () => {
  it('a status change queued → processed by the writer passes', () => {
    expect(history('handover', H, queuedToProcessed, 'Producer')).toEqual([]);
  });
  it('the same change by anyone else fails (single writer)', () => {
    expect(history('handover', H, queuedToProcessed, 'Processor').map((m) => m.ruleId)).toEqual([
      'handover/single-writer',
    ]);
  });
  it('a status going back (processed → queued) fails', () => {
    const back = H.replace('- **status**: processed', '- **status**: queued');
    expect(history('handover', H, back, 'Producer').map((m) => m.ruleId)).toContain('handover/append-only');
  });
  it('a summary rewrite fails', () => {
    const rewritten = H.replace('Three categories split in two.', 'Three categories merged.');
    expect(history('handover', H, rewritten, 'Producer').map((m) => m.ruleId)).toEqual(['handover/append-only']);
  });
  it('a move from Queue to Processed passes; a deletion fails', () => {
    expect(history('handover', H, moveOldest(H), 'Producer')).toEqual([]);
    const start = H.indexOf('### 2026-11-29-codebook-v2');
    const deleted = H.slice(0, start) + H.slice(H.indexOf('## Processed (archive)'));
    expect(history('handover', H, deleted, 'Producer').map((m) => m.message)).toEqual([
      expect.stringMatching(/^Entry "2026-11-29-codebook-v2" .* was removed/),
    ]);
  });
  it('a new entry at the top of the Queue passes; one below an older entry fails', () => {
    const entry =
      '### 2026-12-01-batch-9: Ninth batch\n\n- **date**: 2026-12-01\n- **from**: Producer\n- **for**: Processor\n- **status**: queued\n- **artifact-path**: data/batches/09/\n- **summary**: Ready.\n\n';
    expect(history('handover', H, H.replace('## Queue\n\n', `## Queue\n\n${entry}`), 'Producer')).toEqual([]);
    const low = H.replace('### 2026-11-29-codebook-v2', `${entry}### 2026-11-29-codebook-v2`);
    expect(history('handover', H, low, 'Producer').map((m) => m.ruleId)).toEqual(['handover/append-only']);
  });
  it('a foreign section edit fails', () => {
    const edited = S.replace('Coding batch 8 against codebook v2.', 'Coding batch 9.');
    expect(history('sync', S, edited, 'Producer').map((m) => m.ruleId)).toEqual(['sync/section-owner']);
    expect(history('sync', S, edited, 'Processor')).toEqual([]);
  });
  it('a Decision Log line edited fails; a line appended passes', () => {
    const edited = S.replace('Codebook v2 replaces v1 from batch 8 on.', 'Codebook v2 replaces v1.');
    expect(history('sync', S, edited, 'Producer').map((m) => m.ruleId)).toEqual(['sync/shared-sections']);
    const appended = S.replace(
      'from batch 8 on.\n',
      'from batch 8 on.\n- 2026-11-30 -- Redacted answers are not counted.\n',
    );
    expect(history('sync', S, appended, 'Producer')).toEqual([]);
  });
  it('a conflict row resolved by a suffix passes; a row rewritten fails', () => {
    const resolved = S.replace(
      'Awaiting: Orchestrator.\n\n---\n\n## Producer',
      'Awaiting: Orchestrator. -- RESOLVED 2026-11-30: recode batch 7.\n\n---\n\n## Producer',
    );
    expect(resolved).not.toBe(S);
    expect(history('sync', S, resolved, 'Orchestrator')).toEqual([]);
    const rewritten = S.replace('Batch 7 uses a category v2 splits.', 'Batch 7 is fine.');
    expect(history('sync', S, rewritten, 'Processor').map((m) => m.ruleId)).toEqual(['sync/shared-sections']);
  });
  it("the Orchestrator's dated note in an agent's section passes; anyone else's fails", () => {
    const noted = S.replace(
      '- **open-question** (2026-11-28): (none)\n',
      '- **open-question** (2026-11-28): (none)\n- **orchestrator-note** (2026-11-30): batch 7 recode approved.\n',
    );
    expect(history('sync', S, noted, 'Orchestrator')).toEqual([]);
    expect(history('sync', S, noted, 'Producer').map((m) => m.ruleId)).toEqual(['sync/section-owner']);
  });
});
