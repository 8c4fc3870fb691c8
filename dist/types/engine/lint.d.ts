import { type Config, type Severity } from '../config/schema.js';
import { type DocKind, type ForestFacts, type ProtocolDoc, type SourceFile } from '../models/index.js';
import type { Rule } from '../rules/types.js';
import { type Suppression } from './suppressions.js';
export type { Suppression };
/** One finding, positioned in the file (1-based line and column). */
export interface Message {
    ruleId: string | null;
    severity: 'error' | 'warning';
    message: string;
    line: number;
    column: number;
    endLine?: number;
    endColumn?: number;
    /** The rule's doc page, relative to the package. */
    docs?: string;
    /** In a commit range: the commit that introduced it ("abc1234 subject"). */
    commit?: string;
    /** Set when a dispatcher's Handover-Override turned this violation into a recorded override. */
    override?: string;
    /** The entry or section the finding is about ("entry 3", "section bob", "preamble"): its identity across versions. */
    unit?: string;
    /** Whose entry or section that is, when known. */
    owner?: string | null;
    /** Set when the base version already had this finding ("HEAD", "BASE"): reported, never blamed on the change. */
    already?: string;
    /** In a commit range: every commit that introduced it. */
    commits?: string[];
    /** The finding's identity across versions when its message holds text that grows with the file (see Report). */
    identity?: string;
    /**
     * Set when the finding is suppressed (ESLint's shape): by an inline comment with its reason, or by the
     * committed baseline (`.handover-baseline.json`). A suppressed finding is reported, never counted or blocking.
     */
    suppressions?: Suppression[];
}
/** All findings for one file. */
export interface FileResult {
    path: string;
    kind: DocKind | null;
    messages: Message[];
    errorCount: number;
    warningCount: number;
    /** The findings an inline comment or the baseline suppresses (ESLint's `suppressedMessages`): listed, not counted. */
    suppressedMessages?: Message[];
}
/** A rule's effective severity and options under a config. */
export declare function ruleSetting(rule: Rule, config: Config): {
    severity: Severity;
    options: Record<string, unknown>;
};
/**
 * Runs the static rules over one source. Every rule runs whatever another found: a file with encoding problems is
 * read as Markdown reads it (see `sourceFromBytes`), so its sections and entries are judged too.
 */
export declare function lintSource(source: SourceFile, kind: DocKind, config: Config, facts?: ForestFacts): {
    doc: ProtocolDoc | null;
    messages: Message[];
};
/** Runs the static rules over an already parsed document (its source gets the `any` rules). */
export declare function lintDoc(doc: ProtocolDoc, config: Config, facts?: ForestFacts): Message[];
/**
 * A base version's static findings as the blame of a change compares them: with the per-section findings a
 * file-level diagnosis (`protocol/kind`: "most of this is not a log") stood in for. A change that makes the file
 * read as a log (one more entry that fits) brings those findings out on text it never touched; the base had them.
 */
export declare function lintBaseForBlame(doc: ProtocolDoc, config: Config, facts?: ForestFacts): Message[];
/** Runs the historical rules over a change of one file by an actor (REQUESTS.md gets the log rules too). */
export declare function checkChange(kind: DocKind, base: ProtocolDoc | null, head: ProtocolDoc | null, actor: string, config: Config, facts?: ForestFacts): Message[];
/** Lints one file's bytes as a protocol file of the given kind. */
export declare function lintBytes(path: string, bytes: Uint8Array | string, kind: DocKind, config: Config, facts?: ForestFacts): FileResult;
/** Wraps messages as a FileResult with counts; suppressed findings go to `suppressedMessages`, uncounted. */
export declare function toResult(path: string, kind: DocKind | null, all: Message[]): FileResult;
export declare function sortMessages(m: Message[]): Message[];
