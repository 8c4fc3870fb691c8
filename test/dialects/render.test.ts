import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig, validateConfig } from '../../src/config/schema.js';
import { lintSource } from '../../src/engine/lint.js';
import {
  CANONICAL,
  makeDialect,
  parseHandover,
  parseSync,
  renderHandover,
  renderSync,
  sourceFromBytes,
} from '../../src/models/index.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';

const FIX = join(import.meta.dirname, 'fixtures');
const CMAP = makeDialect({ dialect: 'cmap' });
const cmapConfig = validateConfig({ dialect: 'cmap' }, 'test', RULE_IDS, RULE_OPTIONS);
const errors = (kind: 'handover' | 'sync', text: string, config = defaultConfig()) =>
  lintSource(sourceFromBytes(kind === 'handover' ? 'HANDOVER.md' : 'SYNC.md', text), kind, config)
    .messages.filter((m) => m.severity === 'error')
    .map((m) => m.message);

describe('the migrate API: parse any dialect, render in another', () => {
  it('a cmap log rendered in the handover dialect lints clean, entries oldest first, and back again', () => {
    const doc = parseHandover(sourceFromBytes('HANDOVER.md', readFileSync(join(FIX, 'HANDOVER.md'), 'utf8')), CMAP.log);
    const canonical = renderHandover(doc, CANONICAL.log);
    expect(canonical.split('\n')[0]).toBe('# Handover: Producer');
    expect(errors('handover', canonical)).toEqual([]);
    const again = renderHandover(parseHandover(sourceFromBytes('HANDOVER.md', canonical)), CMAP.log);
    expect(errors('handover', again, cmapConfig)).toEqual([]);
    expect(parseHandover(sourceFromBytes('HANDOVER.md', again), CMAP.log).entries.length).toBe(3);
  });

  it('a cmap SYNC.md rendered in the handover dialect keeps its agents, and a canonical one renders in cmap', () => {
    const doc = parseSync(sourceFromBytes('SYNC.md', readFileSync(join(FIX, 'SYNC.md'), 'utf8')), CMAP.sync);
    // In the handover dialect the shared sections are the config's `sync.shared`.
    const target = makeDialect({
      shared: { 'Goal Status': 'owner-only', 'Decision Log': 'append-only', 'Conflict Registry': 'append-only' },
    }).sync;
    const canonical = renderSync(doc, target);
    const back = parseSync(sourceFromBytes('SYNC.md', canonical), target);
    expect(back.sections.filter((s) => !s.shared).map((s) => s.id)).toEqual(['Producer', 'Processor']);
    const cmap = renderSync(back, CMAP.sync, '2026-12-01');
    expect(errors('sync', cmap, cmapConfig)).toEqual([]);
  });
});
