import { type SourceFile, type Span } from '../models/index.js';
/**
 * Inline suppressions (SPEC §4), read from the mdast: an HTML comment node whose whole text is
 * `<!-- handover-disable-next-line <rule-id> -- <reason> -->`, or `<!-- handover-disable <rule-id> -- <reason> -->`
 * … `<!-- handover-enable <rule-id> -->` around a block. A comment inside a code span or fence is code, not a
 * comment, so it suppresses nothing. Quality rules only (an authority rule's comment is itself reported); the reason
 * is required.
 */
export interface Directive {
    kind: 'disable-next-line' | 'disable' | 'enable';
    rules: string[];
    /** The text after ` -- `, or null when there is none. */
    reason: string | null;
    span: Span;
    /** Why the comment suppresses nothing (reported by `protocol/suppression`), or absent when it is valid. */
    problem?: string;
}
/** Why a finding is suppressed: `inline` (a `handover-disable…` comment and its reason) or `baseline`. */
export interface Suppression {
    kind: 'inline' | 'baseline';
    justification: string;
}
/** What a finding needs for suppressing (the engine's Message has these and more). */
interface Suppressible {
    ruleId: string | null;
    line: number;
    suppressions?: Suppression[];
}
/** The rule that reports a broken suppression comment; never itself suppressed. */
export declare const SUPPRESSION_RULE = "protocol/suppression";
/** Every handover suppression comment of a source, in order, each with the problem that voids it, if any. */
export declare function directivesOf(source: SourceFile): Directive[];
/**
 * Marks the messages an inline suppression covers (`suppressions: [{ kind: 'inline', justification }]`): a static
 * rule's finding on the line after a `handover-disable-next-line` comment, or between `handover-disable` and its
 * `handover-enable` (or the end of the file). Parse problems, historical rules and `protocol/suppression` stay.
 */
export declare function applyInlineSuppressions<M extends Suppressible>(messages: M[], source: SourceFile): M[];
/**
 * The valid suppression comments that covered no finding (ESLint's unused disable directives), each with the rules
 * it names that it suppressed nothing of: `messages` as `applyInlineSuppressions` marked them.
 */
export declare function unusedDirectives<M extends Suppressible>(messages: M[], source: SourceFile): {
    directive: Directive;
    rules: string[];
}[];
/** Why an unused comment is reported: what it names, and where it looked. */
export declare function unusedMessage(u: {
    directive: Directive;
    rules: string[];
}): string;
export {};
