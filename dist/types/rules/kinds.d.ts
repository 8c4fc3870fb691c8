import type { RuleClass } from './types.js';
/** Records the rules' kinds and classes (called once by rules/index.ts). */
export declare function registerRuleKinds(rules: readonly {
    id: string;
    kind: 'static' | 'historical' | 'commit';
    meta: {
        class: RuleClass;
    };
}[]): void;
/** A rule's kind, or undefined for an id no rule has. */
export declare function ruleKind(id: string): 'static' | 'historical' | 'commit' | undefined;
/**
 * Whether findings of this rule may be suppressed inline or baselined: only a registered `quality` rule's. An
 * unknown id, and every authority rule, never may (the one question both the suppression filter and the baseline
 * reader ask, so neither can drift from the rule's own meta).
 */
export declare function mayBeWaived(id: string | null): boolean;
/** A rule's class, or undefined for an id no rule has. */
export declare function ruleClass(id: string): RuleClass | undefined;
