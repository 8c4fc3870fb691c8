import { dialectOf, type Config, type Severity } from '../config/schema.js';
import {
  logOf,
  noFacts,
  parseDoc,
  sourceFromBytes,
  type DocKind,
  type ForestFacts,
  type ProtocolDoc,
  type SourceFile,
  type Span,
  type Point,
} from '../models/index.js';
import { STATIC_RULES, HISTORICAL_RULES, ruleUrl } from '../rules/index.js';
import type { Place, Report, Rule, RuleContext } from '../rules/types.js';
import {
  applyInlineSuppressions,
  SUPPRESSION_RULE,
  unusedDirectives,
  unusedMessage,
  type Suppression,
} from './suppressions.js';

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
export function ruleSetting(rule: Rule, config: Config): { severity: Severity; options: Record<string, unknown> } {
  const s = config.rules[rule.id];
  if (s === undefined) return { severity: rule.meta.defaultSeverity, options: {} };
  if (Array.isArray(s)) return { severity: s[0], options: s[1] ?? {} };
  return { severity: s, options: {} };
}

function toPosition(at: Place): Pick<Message, 'line' | 'column' | 'endLine' | 'endColumn'> {
  if (!at) return { line: 1, column: 1 };
  if ('start' in at) {
    const s = at as Span;
    return { line: s.start.line, column: s.start.column, endLine: s.end.line, endColumn: s.end.column };
  }
  const p = at as Point;
  return { line: p.line, column: p.column };
}

function fill(message: string, data?: Report['data']): string {
  return data ? message.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in data ? String(data[k]) : m)) : message;
}

/** Runs one rule's check, collecting what it reports with the rule's id, severity and doc page. */
function runRule(
  rule: Rule,
  call: (ctx: RuleContext) => void,
  out: Message[],
  o: { config: Config; superseded?: Set<string>; facts?: ForestFacts },
): void {
  const { config, superseded, facts = noFacts() } = o;
  const { severity, options } = ruleSetting(rule, config);
  if (severity === 'off') return;
  const ctx: RuleContext = {
    options,
    config,
    facts,
    report: (r) => {
      for (const id of r.supersedes ?? []) superseded?.add(id);
      out.push({
        ruleId: rule.id,
        severity: severity === 'warn' || r.warn ? 'warning' : 'error',
        message: fill(r.message, r.data),
        ...toPosition(r.at),
        docs: ruleUrl(rule.id),
        ...(r.unit ? { unit: r.unit } : {}),
        ...(r.identity ? { identity: r.identity } : {}),
      });
    },
  };
  try {
    call(ctx);
  } catch (error) {
    out.push({
      ruleId: rule.id,
      severity: 'error',
      message: `Internal error in this rule (${(error as Error).message}); please report it with the file`,
      line: 1,
      column: 1,
    });
  }
}

/**
 * Runs the static rules over one source. Every rule runs whatever another found: a file with encoding problems is
 * read as Markdown reads it (see `sourceFromBytes`), so its sections and entries are judged too.
 */
export function lintSource(
  source: SourceFile,
  kind: DocKind,
  config: Config,
  facts?: ForestFacts,
): { doc: ProtocolDoc | null; messages: Message[] } {
  const doc = parseDoc(kind, source, dialectOf(config));
  return { doc, messages: runStatic(source, doc, config, facts) };
}

/** Runs the static rules over an already parsed document (its source gets the `any` rules). */
export function lintDoc(doc: ProtocolDoc, config: Config, facts?: ForestFacts): Message[] {
  return runStatic(doc.source, doc, config, facts);
}

/**
 * A base version's static findings as the blame of a change compares them: with the per-section findings a
 * file-level diagnosis (`protocol/kind`: "most of this is not a log") stood in for. A change that makes the file
 * read as a log (one more entry that fits) brings those findings out on text it never touched; the base had them.
 */
export function lintBaseForBlame(doc: ProtocolDoc, config: Config, facts?: ForestFacts): Message[] {
  return runStatic(doc.source, doc, config, facts, true);
}

/** The document a rule of `file` kind sees in `doc`: the doc itself, or for a log rule the log of REQUESTS.md. */
function docFor(file: DocKind, doc: ProtocolDoc | null): ProtocolDoc | null {
  if (!doc) return null;
  if (file === doc.kind) return doc;
  return file === 'handover' ? logOf(doc) : null;
}

// biome-ignore lint/complexity/useMaxParams: internal, the two entry points above name what the last one means
function runStatic(
  source: SourceFile,
  doc: ProtocolDoc | null,
  config: Config,
  facts?: ForestFacts,
  keepSuperseded = false,
): Message[] {
  const messages: Message[] = [];
  const superseded = new Set<string>();
  for (const rule of STATIC_RULES) {
    if (rule.file === 'any') {
      runRule(rule, (ctx) => rule.check(source, ctx, doc), messages, { config, superseded, facts });
      continue;
    }
    const d = docFor(rule.file, doc);
    if (d)
      runRule(rule, (ctx) => (rule.check as (d: ProtocolDoc, c: RuleContext) => void)(d, ctx), messages, {
        config,
        facts,
      });
  }
  const kept = superseded.size && !keepSuperseded ? withoutSuperseded(messages, superseded, doc) : messages;
  const marked = applyInlineSuppressions(kept, source);
  return sortMessages([...marked, ...unusedSuppressions(marked, source, config)]);
}

/** A valid suppression comment that covered no finding, reported by `protocol/suppression` (ESLint's unused ones). */
function unusedSuppressions(marked: Message[], source: SourceFile, config: Config): Message[] {
  const unused = unusedDirectives(marked, source);
  if (unused.length === 0) return [];
  const rule = STATIC_RULES.find((r) => r.id === SUPPRESSION_RULE)!;
  const { severity } = ruleSetting(rule, config);
  if (severity === 'off') return [];
  return unused.map((u) => ({
    ruleId: SUPPRESSION_RULE,
    severity: severity === 'error' ? 'error' : 'warning',
    message: unusedMessage(u),
    ...toPosition(u.directive.span),
    docs: ruleUrl(SUPPRESSION_RULE),
  }));
}

/**
 * A file-level diagnosis (`protocol/kind`) replaces the per-section findings of the rules it names, so a
 * status board sharing SYNC.md's name gets one finding, not one per section; the parse problems those
 * rules report (an unclosed fence, say) stay.
 */
function withoutSuperseded(messages: Message[], superseded: Set<string>, doc: ProtocolDoc | null): Message[] {
  const problems = new Set((doc?.problems ?? []).map((p) => p.message));
  return messages.filter((m) => m.ruleId === null || !superseded.has(m.ruleId) || problems.has(m.message));
}

/** Runs the historical rules over a change of one file by an actor (REQUESTS.md gets the log rules too). */
// The library's published signature (docs/reference/library.md): an options object would break its users.
// biome-ignore lint/complexity/useMaxParams: published API
export function checkChange(
  kind: DocKind,
  base: ProtocolDoc | null,
  head: ProtocolDoc | null,
  actor: string,
  config: Config,
  facts?: ForestFacts,
): Message[] {
  const messages: Message[] = [];
  for (const rule of HISTORICAL_RULES) {
    if (rule.file !== kind && !(rule.file === 'handover' && kind === 'requests')) continue;
    const change = { base: docFor(rule.file, base), head: docFor(rule.file, head), actor };
    runRule(rule, (ctx) => (rule.check as (c: unknown, x: RuleContext) => void)(change, ctx), messages, {
      config,
      facts,
    });
  }
  return sortMessages(messages);
}

/** Lints one file's bytes as a protocol file of the given kind. */
// The library's published signature (src/index.ts): an options object would break its users.
// biome-ignore lint/complexity/useMaxParams: published API
export function lintBytes(
  path: string,
  bytes: Uint8Array | string,
  kind: DocKind,
  config: Config,
  facts?: ForestFacts,
): FileResult {
  return toResult(path, kind, lintSource(sourceFromBytes(path, bytes), kind, config, facts).messages);
}

/** Wraps messages as a FileResult with counts; suppressed findings go to `suppressedMessages`, uncounted. */
export function toResult(path: string, kind: DocKind | null, all: Message[]): FileResult {
  const messages = all.filter((m) => !m.suppressions?.length);
  const errorCount = messages.filter((m) => m.severity === 'error' && !m.override).length;
  const result: FileResult = {
    path,
    kind,
    messages,
    errorCount,
    warningCount: messages.filter((m) => m.severity === 'warning').length,
  };
  if (messages.length !== all.length) result.suppressedMessages = all.filter((m) => m.suppressions?.length);
  return result;
}

export function sortMessages(m: Message[]): Message[] {
  return m.sort((a, b) => a.line - b.line || a.column - b.column);
}
