import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialectOf, validateConfig } from '../../src/config/schema.js';
import { checkVersions } from '../../src/engine/check.js';
import { checkChange, lintSource, type Message } from '../../src/engine/lint.js';
import { DEFAULT_FILES, detectKind, parseDoc, sourceFromBytes } from '../../src/models/index.js';
import { ALL_RULES, RULE_IDS, RULE_OPTIONS, ruleUrl } from '../../src/rules/index.js';
import type { Rule } from '../../src/rules/types.js';
import { RULES_DIR, docPageIds, factsFrom, readRuleDoc, type DocExample } from '../helpers/rule-docs.js';

const REQUIRED_SECTIONS = ['Why', 'Failing', 'Passing', 'Options'];

/**
 * Runs one doc example through the real engine and returns every message it yields. A historical example is
 * also run the way `handover check` runs it (`checkVersions`: the static rules on the head, the append fast
 * path), returned as `viaCheck`.
 */
function runExample(rule: Rule, ex: DocExample, where: string): Message[] & { viaCheck?: Message[] } {
  const config = validateConfig(ex.config, `${where} config comment`, RULE_IDS, RULE_OPTIONS);
  const text = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : '');
  const kind = detectKind(ex.file, ex.kind === 'static' ? text(ex.code) : text(ex.head ?? ex.base), DEFAULT_FILES);
  if (!kind) throw new Error(`${where}: file=${ex.file} is not a protocol file name`);
  if (rule.file !== 'any')
    expect(kind, `${where}: file=${ex.file} is a ${kind} file, but ${rule.id} checks ${rule.file} files`).toBe(
      rule.file,
    );
  if (ex.kind === 'static') {
    expect(rule.kind, `${where}: a static example for a ${rule.kind} rule`).toBe('static');
    return lintSource(sourceFromBytes(ex.file, ex.code), kind, config, factsFrom(ex.facts)).messages;
  }
  expect(rule.kind, `${where}: a base/head example for a ${rule.kind} rule`).toBe('historical');
  const doc = (b: Uint8Array | null) => (b ? parseDoc(kind, sourceFromBytes(ex.file, b), dialectOf(config)) : null);
  const messages: Message[] & { viaCheck?: Message[] } = checkChange(
    kind,
    doc(ex.base),
    doc(ex.head),
    ex.actor,
    config,
  );
  messages.viaCheck = checkVersions({ kind, path: ex.file, base: ex.base, head: ex.head, actor: ex.actor, config });
  return messages;
}

// A suppressed finding (an inline comment with its reason) is reported, not a problem of the example.
const show = (ms: Message[]) =>
  ms.filter((m) => !m.suppressions?.length).map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`);

describe('rule docs', () => {
  for (const rule of ALL_RULES) {
    describe(rule.id, () => {
      const doc = readRuleDoc(rule.id);

      it(`has a page ${ruleUrl(rule.id)} with title, description, severity and the required sections`, () => {
        expect(doc, `${ruleUrl(rule.id)} is missing: every rule needs a doc page`).not.toBeNull();
        expect(doc!.problems).toEqual([]);
        expect(doc!.title).toBe(rule.id);
        const text = readFileSync(join(RULES_DIR, `${rule.id}.md`), 'utf8');
        expect(text, 'the page states the rule description').toContain(rule.meta.description);
        expect(text).toContain(`Default severity: \`${rule.meta.defaultSeverity}\``);
        expect(text, 'the page states the rule class').toContain(`Class: \`${rule.meta.class}\``);
        for (const s of REQUIRED_SECTIONS) expect([...doc!.sections.keys()], `section "## ${s}"`).toContain(s);
        const options = doc!.sections.get('Options') ?? '';
        for (const name of Object.keys(rule.meta.options ?? {}))
          expect(options, `option ${name} documented`).toContain(`\`${name}\``);
      });

      // A commit rule's examples are git sessions (commits, trailers, signatures), run as CLI tests in test/check/.
      if (!doc || rule.kind === 'commit') return;
      const failing = doc.examples.filter((e) => e.section === 'Failing');
      const passing = doc.examples.filter((e) => e.section === 'Passing');

      it('has at least one Failing and one Passing example, and none elsewhere', () => {
        expect(failing.length).toBeGreaterThan(0);
        expect(passing.length).toBeGreaterThan(0);
        expect(doc.examples.length).toBe(failing.length + passing.length);
      });

      for (const ex of failing) {
        it(`Failing example at line ${ex.line} yields a message from ${rule.id}`, () => {
          const where = `${doc.path}:${ex.line}`;
          const messages = runExample(rule, ex, where);
          expect(
            messages.filter((m) => m.ruleId === rule.id),
            `${where}: all messages were ${JSON.stringify(show(messages))}`,
          ).not.toHaveLength(0);
          if (messages.viaCheck)
            expect(
              messages.viaCheck.map((m) => m.ruleId),
              `${where}: through checkVersions (handover check)`,
            ).toContain(rule.id);
        });
      }
      for (const ex of passing) {
        it(`Passing example at line ${ex.line} yields no message from ${rule.id} (nor from any other rule)`, () => {
          const where = `${doc.path}:${ex.line}`;
          const messages = runExample(rule, ex, where);
          expect(show(messages.filter((m) => m.ruleId === rule.id))).toEqual([]);
          // a passing example is a model to copy: it must be clean under every static rule
          if (ex.kind === 'static') expect(show(messages)).toEqual([]);
          // a historical one too, run as `handover check` runs it: the static rules on the head and every historical rule
          if (messages.viaCheck)
            expect(show(messages.viaCheck), `${where}: through checkVersions (handover check)`).toEqual([]);
        });
      }
    });
  }

  it('has no page for a rule that does not exist', () => {
    expect(docPageIds().filter((id) => !RULE_IDS.has(id))).toEqual([]);
  });

  it('lists every rule in rules/README.md with its default severity and a link to its page', () => {
    const index = readFileSync(join(RULES_DIR, 'README.md'), 'utf8').split('\n');
    for (const rule of ALL_RULES) {
      const row = index.find((l) => l.startsWith('|') && l.includes(`](${rule.id}.md)`));
      expect(row, `rules/README.md has a row for ${rule.id}`).toBeDefined();
      expect(row).toContain(`\`${rule.meta.defaultSeverity}\``);
    }
  });

  it('lists every rule in docs/reference/rules.md the same way, so the reference never goes stale', () => {
    const readme = readFileSync(join(RULES_DIR, '..', 'docs', 'reference', 'rules.md'), 'utf8').split('\n');
    for (const rule of ALL_RULES) {
      const row = readme.find((l) => l.startsWith('|') && l.includes(`](../../rules/${rule.id}.md)`));
      expect(row, `docs/reference/rules.md has a row for ${rule.id}`).toBeDefined();
      expect(row).toContain(`\`${rule.meta.defaultSeverity}\``);
      expect(row).toContain(rule.meta.description);
    }
  });
});
