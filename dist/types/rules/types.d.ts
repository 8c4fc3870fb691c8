import type { Config, Severity } from '../config/schema.js';
import type { DocKind, DocOf, ForestFacts, Point, ProtocolDoc, SourceFile, Span } from '../models/index.js';
/** Where a report points: a span, a single point, or nothing (the whole file). */
export type Place = Span | Point | undefined;
/** What a rule passes to `report`; the engine adds rule id, severity and doc url. */
export interface Report {
    message: string;
    at?: Place;
    /** At most a warning, whatever the rule's severity (a model problem the reference format only warns about). */
    warn?: boolean;
    /** Values substituted for `{{name}}` in the message. */
    data?: Record<string, string | number>;
    /**
     * Rule ids whose findings on this file this one replaces: a file-level diagnosis ("this does not look like a
     * SYNC.md") instead of one finding per section. Parse problems those rules report are kept.
     */
    supersedes?: string[];
    /**
     * The entry or section the finding is about (see `units`), when `at` does not lie inside it (a removed entry is
     * reported where it was). Otherwise the engine finds it from the position. Findings are matched across versions
     * by rule and unit, never by line.
     */
    unit?: string;
    /**
     * What makes this finding the same finding in another version of the file, when the message holds text that
     * changes as the file grows (a count of sections, say): "already in the base" compares this, never the count.
     */
    identity?: string;
}
/** How an entry or section is named as the identity of a finding (the same across versions of a file). */
export declare const units: {
    entry: (e: {
        seq: number | null;
        headingText: string;
    }) => string;
    section: (id: string) => string;
    project: (id: string) => string;
    upstream: (name: string) => string;
    preamble: string;
    file: string;
};
/**
 * The two kinds of rule (SPEC §4). `quality`: how a file is written; a finding may be suppressed inline with a
 * reason, or baselined. `authority`: who may do what, what history holds, or what a reader sees (every historical
 * and commit rule, the request rules, `registry/unique`, `protocol/encoding` …); never suppressed inline or
 * baselined, and a comment or baseline entry naming one is itself reported. Only the config (the owner's file)
 * sets an authority rule's severity.
 */
export type RuleClass = 'quality' | 'authority';
export interface RuleMeta {
    class: RuleClass;
    description: string;
    defaultSeverity: Exclude<Severity, 'off'>;
    /** Option names and what they do (documented on the rule's page). */
    options?: Record<string, {
        description: string;
        default: unknown;
    }>;
}
/** What history holds and who made a change are always authority: historical and commit rules declare it. */
type AuthorityMeta = RuleMeta & {
    class: 'authority';
};
export interface RuleContext {
    report(r: Report): void;
    options: Record<string, unknown>;
    config: Config;
    /** Registry and forest facts for the request rules, gathered by the engine (rules never read files). */
    facts: ForestFacts;
}
/** A rule over one version of one file. `file: 'any'` rules see the raw source of every protocol file. */
export type StaticRule = {
    [K in DocKind]: {
        id: string;
        kind: 'static';
        file: K;
        meta: RuleMeta;
        check(doc: DocOf<K>, ctx: RuleContext): void;
    };
}[DocKind] | {
    id: string;
    kind: 'static';
    file: 'any';
    meta: RuleMeta;
    check(source: SourceFile, ctx: RuleContext, doc: ProtocolDoc | null): void;
};
/** Two versions of one file and who changed it. Historical rules never call git themselves. */
export interface Change<D> {
    /** The old version, or null when the file is new. */
    base: D | null;
    /** The new version, or null when the file was deleted. */
    head: D | null;
    actor: string;
}
/** A rule over a change from one version of a file to the next. */
export type HistoricalRule = {
    [K in DocKind]: {
        id: string;
        kind: 'historical';
        file: K;
        meta: RuleMeta;
        check(change: Change<DocOf<K>>, ctx: RuleContext): void;
    };
}[DocKind];
/**
 * A rule over a commit or a whole change rather than one protocol file: who made it (`protocol/identity`), or
 * which config and hook files it touched (`protocol/config-owner`). The engine reports it through `commitReport`.
 */
export interface CommitRule {
    id: string;
    kind: 'commit';
    file: 'commit';
    meta: RuleMeta;
}
export type Rule = StaticRule | HistoricalRule | CommitRule;
/** Declares a commit rule: metadata only; its findings come from the check modes that see commits and paths. */
export declare function commitRule(rule: {
    id: string;
    meta: AuthorityMeta;
}): CommitRule;
/** Declares a static rule; `check` gets the typed document of its file kind. */
export declare function staticRule<K extends DocKind | 'any'>(rule: {
    id: string;
    file: K;
    meta: RuleMeta;
    check(doc: K extends DocKind ? DocOf<K> : SourceFile, ctx: RuleContext, parsed: K extends DocKind ? never : ProtocolDoc | null): void;
}): StaticRule;
/** Declares a historical rule; `check` gets base, head and actor of its file kind. */
export declare function historicalRule<K extends DocKind>(rule: {
    id: string;
    file: K;
    meta: AuthorityMeta;
    check(change: Change<DocOf<K>>, ctx: RuleContext): void;
}): HistoricalRule;
export {};
