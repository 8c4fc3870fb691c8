/** Records the rules' kinds (called once by rules/index.ts). */
export declare function registerRuleKinds(rules: readonly {
    id: string;
    kind: 'static' | 'historical' | 'commit';
}[]): void;
/** A rule's kind, or undefined for an id no rule has. */
export declare function ruleKind(id: string): 'static' | 'historical' | 'commit' | undefined;
