/**
 * Which kind each rule id is (static, historical, commit), registered by `rules/index.ts` when it builds its
 * lists, so modules the rules themselves import (the suppression comments) can ask without an import cycle.
 */
const kinds = new Map<string, 'static' | 'historical' | 'commit'>();

/** Records the rules' kinds (called once by rules/index.ts). */
export function registerRuleKinds(rules: readonly { id: string; kind: 'static' | 'historical' | 'commit' }[]): void {
  for (const r of rules) kinds.set(r.id, r.kind);
}

/** A rule's kind, or undefined for an id no rule has. */
export function ruleKind(id: string): 'static' | 'historical' | 'commit' | undefined {
  return kinds.get(id);
}
