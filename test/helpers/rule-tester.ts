import { describe, expect, it } from 'vitest';
import { dialectOf, validateConfig } from '../../src/config/schema.js';
import { checkChange, lintSource, type Message } from '../../src/engine/lint.js';
import { DEFAULT_FILES, parseDoc, sourceFromBytes, type DocKind } from '../../src/models/index.js';
import { HISTORICAL_RULES, RULE_IDS, RULE_OPTIONS, STATIC_RULES } from '../../src/rules/index.js';
import type { HistoricalRule, Rule, StaticRule } from '../../src/rules/types.js';
import { factsFrom, type FactsSpec } from './rule-docs.js';

/** An expected message: its text (exact string or pattern) and where it starts. */
export interface ExpectedError {
  message?: string | RegExp;
  line: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  severity?: 'error' | 'warning';
}

interface CaseBase {
  /** The file's content: text, or raw bytes (for encoding cases). */
  code: string | Uint8Array;
  /** Name for the test; defaults to the first line of the code. */
  name?: string;
  /** Raw config (validated like a .handoverrc), e.g. `{ agents: { a: {} } }`. */
  config?: Record<string, unknown>;
  /** The rule's own options, e.g. `{ max: 3 }`. */
  options?: Record<string, unknown>;
  /** Path the file is linted under; defaults to the rule's file kind's default name. */
  filename?: string;
  /** Kind to lint as, for rules that apply to any file; defaults to the rule's kind or handover. */
  kind?: DocKind;
  /** What the request rules know about the forest (registry Subprojects, peers' logs, approvals). */
  facts?: FactsSpec;
  /** Also run the case with CRLF line endings and with a BOM, expecting the same positions (default true). */
  variants?: boolean;
}

export type ValidCase = string | CaseBase;
export interface InvalidCase extends CaseBase {
  errors: ExpectedError[];
}

/** A historical case: the file before and after a change, and who made it. */
export interface HistoryCase extends Omit<CaseBase, 'code'> {
  /** The old version; null or absent: the file is new. */
  base?: string | Uint8Array | null;
  /** The new version; null: the file was deleted. */
  head: string | Uint8Array | null;
  actor: string;
}
export interface InvalidHistoryCase extends HistoryCase {
  errors: ExpectedError[];
}

const bytesOf = (code: string | Uint8Array): Uint8Array =>
  typeof code === 'string' ? new TextEncoder().encode(code) : code;

/** The engine only runs registered rules: a tester on an unregistered one would pass every valid case vacuously. */
function assertRegistered(rule: Rule): void {
  const list: Rule[] = rule.kind === 'static' ? STATIC_RULES : HISTORICAL_RULES;
  if (!list.includes(rule))
    throw new Error(
      `${rule.id} is not registered in src/rules/index.ts (${rule.kind === 'static' ? 'STATIC_RULES' : 'HISTORICAL_RULES'})`,
    );
}

function configFor(rule: Rule, c: Pick<CaseBase, 'config' | 'options'>) {
  const raw: Record<string, unknown> = { ...(c.config ?? {}) };
  if (c.options)
    raw.rules = { ...(raw.rules as object | undefined), [rule.id]: [rule.meta.defaultSeverity, c.options] };
  return validateConfig(raw, 'test config', RULE_IDS, RULE_OPTIONS);
}

/** Runs one case through the real engine (sourceFromBytes → lintSource) and keeps the rule's messages. */
export function runRuleOn(rule: StaticRule, c: CaseBase): Message[] {
  assertRegistered(rule);
  const kind: DocKind = c.kind ?? (rule.file === 'any' ? 'handover' : rule.file);
  const path = c.filename ?? DEFAULT_FILES[kind];
  const source = sourceFromBytes(path, bytesOf(c.code));
  return lintSource(source, kind, configFor(rule, c), factsFrom(c.facts)).messages.filter((m) => m.ruleId === rule.id);
}

/** Runs one change through the real engine (sourceFromBytes → parseDoc → checkChange) and keeps the rule's messages. */
export function runHistoryOn(rule: HistoricalRule, c: HistoryCase): Message[] {
  assertRegistered(rule);
  const path = c.filename ?? DEFAULT_FILES[rule.file];
  const config = configFor(rule, c);
  const doc = (code: string | Uint8Array | null | undefined) =>
    code === null || code === undefined
      ? null
      : parseDoc(rule.file, sourceFromBytes(path, bytesOf(code)), dialectOf(config));
  return checkChange(rule.file, doc(c.base), doc(c.head), c.actor, config).filter((m) => m.ruleId === rule.id);
}

/** The CRLF and BOM variants of a text case (both together too). */
function variantsOf(code: string): { label: string; code: string }[] {
  const crlf = code.replace(/\r?\n/g, '\r\n');
  return [
    { label: 'CRLF', code: crlf },
    { label: 'BOM', code: `\uFEFF${code}` },
    { label: 'BOM+CRLF', code: `\uFEFF${crlf}` },
  ];
}

function caseName(c: CaseBase, i: number): string {
  if (c.name) return c.name;
  const text = typeof c.code === 'string' ? c.code : `${c.code.length} bytes`;
  return `#${i + 1}: ${JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text)}`;
}

function wantsVariants(c: CaseBase): boolean {
  return c.variants !== false && typeof c.code === 'string' && !c.code.includes('\r') && !c.code.startsWith('\uFEFF');
}

function checkMessages(got: Message[], errors: ExpectedError[]): void {
  const summary = got.map((m) => `${m.line}:${m.column} ${m.message}`);
  expect(summary, 'number of messages').toHaveLength(errors.length);
  errors.forEach((e, i) => {
    const m = got[i];
    if (e.message instanceof RegExp) expect(m.message).toMatch(e.message);
    else if (e.message !== undefined) expect(m.message).toBe(e.message);
    expect(m.line, `line of message ${i + 1}: ${m.message}`).toBe(e.line);
    if (e.column !== undefined) expect(m.column, `column of message ${i + 1}: ${m.message}`).toBe(e.column);
    if (e.endLine !== undefined) expect(m.endLine).toBe(e.endLine);
    if (e.endColumn !== undefined) expect(m.endColumn).toBe(e.endColumn);
    if (e.severity !== undefined) expect(m.severity).toBe(e.severity);
  });
}

function historyVariants(c: HistoryCase): { label: string; c: HistoryCase }[] {
  const texts = [c.base, c.head].filter((x): x is string | Uint8Array => x !== null && x !== undefined);
  if (c.variants === false || texts.some((t) => typeof t !== 'string' || t.includes('\r') || t.startsWith('\uFEFF')))
    return [];
  const map = (f: (t: string) => string) => ({
    ...c,
    base: typeof c.base === 'string' ? f(c.base) : c.base,
    head: typeof c.head === 'string' ? f(c.head) : c.head,
  });
  return [
    { label: 'CRLF', c: map((t) => t.replace(/\n/g, '\r\n')) },
    { label: 'BOM', c: map((t) => `\uFEFF${t}`) },
  ];
}

function historyName(c: HistoryCase, i: number): string {
  return (
    c.name ??
    `#${i + 1}: ${c.actor} ${c.base === null || c.base === undefined ? 'creates' : c.head === null ? 'deletes' : 'changes'} ${c.filename ?? 'the file'}`
  );
}

function runHistory(rule: HistoricalRule, cases: { valid: HistoryCase[]; invalid: InvalidHistoryCase[] }): void {
  describe(rule.id, () => {
    if (cases.valid.length === 0 || cases.invalid.length === 0)
      throw new Error(`${rule.id}: give both valid and invalid cases`);
    describe('valid', () => {
      cases.valid.forEach((c, i) => {
        it(historyName(c, i), () => {
          expect(runHistoryOn(rule, c).map((m) => `${m.line}:${m.column} ${m.message}`)).toEqual([]);
          for (const v of historyVariants(c)) expect(runHistoryOn(rule, v.c), v.label).toEqual([]);
        });
      });
    });
    describe('invalid', () => {
      cases.invalid.forEach((c, i) => {
        it(historyName(c, i), () => {
          if (c.errors.length === 0) throw new Error('an invalid case lists at least one error');
          const got = runHistoryOn(rule, c);
          checkMessages(got, c.errors);
          for (const v of historyVariants(c)) {
            expect(
              runHistoryOn(rule, v.c).map((m) => [m.line, m.column, m.message]),
              `${v.label}: same messages at the same positions`,
            ).toEqual(got.map((m) => [m.line, m.column, m.message]));
          }
        });
      });
    });
  });
}

/**
 * ESLint-style rule tester: every valid case yields no message from the rule, every invalid one exactly
 * the listed ones (in position order). Static rules take `code`; historical rules take `base`, `head`
 * and `actor`. Text cases are rerun with CRLF line endings and with a BOM, expecting the same positions.
 */
export const ruleTester = {
  run(
    rule: Rule,
    cases: { valid: ValidCase[]; invalid: InvalidCase[] } | { valid: HistoryCase[]; invalid: InvalidHistoryCase[] },
  ): void {
    if (rule.kind === 'historical') runHistory(rule, cases as { valid: HistoryCase[]; invalid: InvalidHistoryCase[] });
    else runStatic(rule, cases as { valid: ValidCase[]; invalid: InvalidCase[] });
  },
};

function runStatic(rule: StaticRule, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  describe(rule.id, () => {
    if (cases.valid.length === 0 || cases.invalid.length === 0)
      throw new Error(`${rule.id}: give both valid and invalid cases`);
    describe('valid', () => {
      cases.valid.forEach((v, i) => {
        const c: CaseBase = typeof v === 'string' ? { code: v } : v;
        it(caseName(c, i), () => {
          expect(runRuleOn(rule, c).map((m) => `${m.line}:${m.column} ${m.message}`)).toEqual([]);
          if (wantsVariants(c))
            for (const x of variantsOf(c.code as string))
              expect(runRuleOn(rule, { ...c, code: x.code }), x.label).toEqual([]);
        });
      });
    });
    describe('invalid', () => {
      cases.invalid.forEach((c, i) => {
        it(caseName(c, i), () => {
          if (c.errors.length === 0) throw new Error('an invalid case lists at least one error');
          checkMessages(runRuleOn(rule, c), c.errors);
          if (wantsVariants(c)) {
            for (const x of variantsOf(c.code as string)) {
              const got = runRuleOn(rule, { ...c, code: x.code });
              expect(
                got.map((m) => [m.line, m.column, m.message]),
                `${x.label}: same messages at the same positions`,
              ).toEqual(runRuleOn(rule, c).map((m) => [m.line, m.column, m.message]));
            }
          }
        });
      });
    });
  });
}
