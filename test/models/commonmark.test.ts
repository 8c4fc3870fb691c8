import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { checkChange, lintSource } from '../../src/engine/lint.js';
import { appendEntry } from '../../src/append/index.js';
import { parseHandover, parseSync, sourceFromBytes } from '../../src/models/index.js';
import { makeRepo } from '../helpers/repo.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const src = (text: string, path = 'HANDOVER.md') => sourceFromBytes(path, text);
const LOG = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n';

describe('SPEC §2: what a whole-document CommonMark parse sees', () => {
  it('a setext level-2 heading starts an entry (consume no longer delivers entry 2 inside entry 1)', () => {
    const doc = parseHandover(src(`${LOG}2 · 2026-11-29T11:00:00Z\n-----------------------\n\nSecond.\n`));
    expect(doc.entries.map((e) => [e.seq, e.heading.start.line, e.heading.end.line])).toEqual([
      [1, 3, 3],
      [2, 7, 8],
    ]);
    expect(doc.entries[0].chunk.text).not.toContain('Second');
  });

  it('an id read from a heading is its plain text', () => {
    const doc = parseSync(
      src(
        '# Sync\n\n## **alice**\n\n- Current focus: a\n- Blocked on: —\n- Next action: b\n\n## `bob`\n\n- Current focus: a\n- Blocked on: —\n- Next action: b\n',
        'SYNC.md',
      ),
    );
    expect(doc.sections.map((s) => s.id)).toEqual(['alice', 'bob']);
    const config = { ...defaultConfig(), agents: { alice: { emails: [] }, bob: { emails: [] } } };
    expect(lintSource(doc.source, 'sync', config).messages).toEqual([]);
  });

  it('SYNC fields written as bold paragraph lines are read', () => {
    const doc = parseSync(
      src(
        '# Sync\n\n## alice\n\n**Current focus:** drafting\n**Blocked on**: nothing\n**Next action**: send it\n',
        'SYNC.md',
      ),
    );
    expect(doc.sections[0].fields.map((f) => [f.name, f.value, f.span.start.line])).toEqual([
      ['focus', 'drafting', 5],
      ['blocked', 'nothing', 6],
      ['next', 'send it', 7],
    ]);
    const ok = parseSync(
      src(
        '# Sync\n\n## alice\n\n**Current focus:** drafting\n\n**Blocked on:** —\n\n**Next action:** send it\n',
        'SYNC.md',
      ),
    );
    expect(lintSource(ok.source, 'sync', defaultConfig()).messages).toEqual([]);
  });

  for (const opener of ['<pre>', '<script>', '<style>', '<textarea>', '<?php', '<![CDATA[', '<!DOCTYPE html', '<!--']) {
    it(`an unclosed ${opener} that would swallow later entries is refused`, () => {
      const text = `${LOG}${opener}\nstill open\n\n## 2 · 2026-11-29T11:00:00Z\n\nHidden.\n`;
      const messages = lintSource(src(text), 'handover', defaultConfig()).messages.filter(
        (m) => m.severity === 'error',
      );
      expect(messages.map((m) => [m.ruleId, m.line])).toEqual([['handover/entry-heading', 7]]);
      expect(messages[0].message).toMatch(/never closed/);
    });
  }

  it('a closed HTML block is fine', () => {
    expect(
      lintSource(
        src(`${LOG}<pre>\n## not a heading\n</pre>\n\n## 2 · 2026-11-29T11:00:00Z\n\nNext.\n`),
        'handover',
        defaultConfig(),
      ).messages,
    ).toEqual([]);
  });

  it('append refuses text that opens an HTML block, naming it', async () => {
    const root = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    for (const text of ['<pre>\nunclosed', '<script>\nx', '<?php echo 1;']) {
      await expect(appendEntry({ root, config: defaultConfig(), actor: 'lab', text })).rejects.toThrow(
        /leaves an HTML block .* open/,
      );
    }
    expect(readFileSync(join(root, 'HANDOVER.md'), 'utf8')).toBe(LOG);
  });

  it('messages name an entry by what it is: no "#?" suggestion for a heading without a number', () => {
    const base = '# Handover: lab\n\n## notes\n\nText.\n';
    const messages = checkChange(
      'handover',
      parseHandover(src(base)),
      parseHandover(src(base.replace('Text.', 'Other.'))),
      'lab',
      defaultConfig(),
    );
    expect(messages.map((m) => m.message)).toEqual([
      'The entry headed "notes" (line 3 before) was changed at line 3; restore it and write the correction as a new entry instead',
    ]);
  });
});
