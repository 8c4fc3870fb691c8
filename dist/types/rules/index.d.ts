import type { HistoricalRule, Rule, StaticRule } from './types.js';
/** Every rule over one version of a file. */
export declare const STATIC_RULES: StaticRule[];
/** Every rule over a change between two versions. */
export declare const HISTORICAL_RULES: HistoricalRule[];
export declare const ALL_RULES: Rule[];
export declare const RULE_IDS: ReadonlySet<string>;
/** Each rule's declared options (for validating `rules: { id: [severity, options] }`). */
export declare const RULE_OPTIONS: ReadonlyMap<string, Record<string, {
    default: unknown;
}>>;
/** The path of a rule's doc page inside the package. */
export declare function ruleUrl(id: string): string;
