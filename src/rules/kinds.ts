import type { RuleClass } from './types.js';

/**
 * Which kind each rule id is (static, historical, commit) and its class (quality, authority), registered by
 * `rules/index.ts` when it builds its lists, so modules the rules themselves import (the suppression comments, the
 * baseline) can ask without an import cycle.
 */
const kinds = new Map<string, 'static' | 'historical' | 'commit'>();
const classes = new Map<string, RuleClass>();

/** Records the rules' kinds and classes (called once by rules/index.ts). */
export function registerRuleKinds(
  rules: readonly { id: string; kind: 'static' | 'historical' | 'commit'; meta: { class: RuleClass } }[],
): void {
  for (const r of rules) {
    kinds.set(r.id, r.kind);
    classes.set(r.id, r.meta.class);
  }
}

/** A rule's kind, or undefined for an id no rule has. */
export function ruleKind(id: string): 'static' | 'historical' | 'commit' | undefined {
  return kinds.get(id);
}

/**
 * Whether findings of this rule may be suppressed inline or baselined: only a registered `quality` rule's. An
 * unknown id, and every authority rule, never may (the one question both the suppression filter and the baseline
 * reader ask, so neither can drift from the rule's own meta).
 */
export function mayBeWaived(id: string | null): boolean {
  return id !== null && classes.get(id) === 'quality';
}

/** A rule's class, or undefined for an id no rule has. */
export function ruleClass(id: string): RuleClass | undefined {
  return classes.get(id);
}
