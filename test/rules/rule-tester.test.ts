import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../src/rules/index.js';
import { historicalRule, staticRule } from '../../src/rules/types.js';
import sequence from '../../src/rules/handover/sequence.js';
import { runHistoryOn, runRuleOn } from '../helpers/rule-tester.js';

describe('the rule tester itself', () => {
  it('refuses a rule the engine does not run, so valid cases cannot pass vacuously', () => {
    const stray = staticRule({
      id: 'handover/stray',
      file: 'handover',
      meta: { description: 'x', defaultSeverity: 'error' },
      check: () => {},
    });
    expect(() => runRuleOn(stray, { code: '# Handover: lab\n' })).toThrow(
      /not registered in src\/rules\/index.ts \(STATIC_RULES\)/,
    );
    const strayHistory = historicalRule({
      id: 'handover/stray-history',
      file: 'handover',
      meta: { description: 'x', defaultSeverity: 'error' },
      check: () => {},
    });
    expect(() => runHistoryOn(strayHistory, { head: '# Handover: lab\n', actor: 'lab' })).toThrow(/HISTORICAL_RULES/);
  });

  it('passes config and rule options through validateConfig (a bad one is an error, not ignored)', () => {
    expect(() => runRuleOn(sequence, { code: '', config: { rulez: {} } })).toThrow(
      /"rulez" is not a known configuration key/,
    );
    expect(() => runRuleOn(sequence, { code: '', options: { max: 1 } })).toThrow(/handover\/sequence has no options/);
  });

  it("keeps only the rule's own messages", () => {
    const gap = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\n## 3 · x\n';
    expect(runRuleOn(sequence, { code: gap }).map((m) => m.ruleId)).toEqual(['handover/sequence']);
  });
});

describe('rule tests', () => {
  it('every rule in ALL_RULES has valid and invalid cases run through ruleTester in test/rules/', () => {
    const dir = new URL('./', import.meta.url);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'));
    // Commit rules judge commits and paths, not one document: test/check/identity.test.ts and config-owner.test.ts run them.
    const untested = ALL_RULES.filter((rule) => rule.kind !== 'commit')
      .filter(
        (rule) =>
          !files.some((text) => {
            const m = new RegExp(`import (\\w+) from '\\.\\./\\.\\./src/rules/${rule.id}\\.js'`).exec(text);
            return m !== null && text.includes(`ruleTester.run(${m[1]},`);
          }),
      )
      .map((r) => r.id);
    expect(untested).toEqual([]);
  });
});
