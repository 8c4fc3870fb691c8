import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/schema.js';
import { checkVersions } from '../../src/engine/check.js';
import { detectKind, DEFAULT_FILES } from '../../src/models/index.js';
import { HISTORICAL_RULES, RULE_IDS, ruleUrl } from '../../src/rules/index.js';

interface Example { section: string; line: number; file: string; base: string | null; head: string; actor: string; config: unknown }

/** The base/head example pairs of a historical rule's doc page (format: see CONTEXT.md). */
function examples(text: string): Example[] {
  const out: Example[] = [];
  let section = '';
  let config: unknown = {};
  let base: string | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.startsWith('## ')) { section = l.slice(3).trim(); base = null; continue; }
    const c = /^<!-- config: (.*) -->$/.exec(l);
    if (c) { config = JSON.parse(c[1]); continue; }
    const m = /^```markdown (.*)$/.exec(l);
    if (!m) continue;
    const words = m[1].split(/\s+/);
    const attr = (k: string) => words.find((w) => w.startsWith(`${k}=`))?.slice(k.length + 1);
    const body: string[] = [];
    const start = i + 1;
    for (i++; lines[i] !== '```'; i++) body.push(lines[i]);
    const code = body.join('\n') + '\n';
    if (words.includes('base')) base = code;
    else if (words.includes('head')) {
      out.push({ section, line: start, file: attr('file')!, base, head: code, actor: attr('actor')!, config });
      base = null;
      config = {};
    }
  }
  return out;
}

describe('historical rule doc pages', () => {
  for (const rule of HISTORICAL_RULES) {
    const page = readFileSync(new URL(`../../${ruleUrl(rule.id)}`, import.meta.url), 'utf8');
    const all = examples(page);
    it(`${rule.id}: the page has the sections, description and both kinds of example`, () => {
      for (const s of ['## Why', '## Failing', '## Passing', '## Options']) expect(page).toContain(`\n${s}\n`);
      expect(page).toContain(rule.meta.description);
      expect(all.some((e) => e.section === 'Failing')).toBe(true);
      expect(all.some((e) => e.section === 'Passing')).toBe(true);
    });
    for (const ex of all) {
      it(`${rule.id}: ${ex.section} example at line ${ex.line}`, () => {
        const kind = detectKind(ex.file, ex.head, DEFAULT_FILES)!;
        expect(kind).toBe(rule.file);
        const config = validateConfig(ex.config, 'example', RULE_IDS);
        const ids = checkVersions({ kind, path: ex.file, base: ex.base, head: ex.head, actor: ex.actor, config }).map((m) => m.ruleId);
        if (ex.section === 'Failing') expect(ids).toContain(rule.id);
        else expect(ids).toEqual([]);
      });
    }
  }
});
