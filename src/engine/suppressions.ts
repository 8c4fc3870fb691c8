import type { Html, Nodes } from 'mdast';
import { parseChunk, splitAtLevel2, type SourceFile, type Span } from '../models/index.js';
import { mayBeWaived, ruleKind } from '../rules/kinds.js';

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
export const SUPPRESSION_RULE = 'protocol/suppression';

const COMMENT = /^<!--\s*handover-(disable-next-line|disable|enable)\b([\s\S]*?)-->$/;
/** Placeholders a template leaves where the reason goes: no reason at all (Biome refuses its own placeholder too). */
const PLACEHOLDER = /^(?:<[^>]*>|reason|todo|tbd|fixme|\.+|-+)$/i;

const cache = new WeakMap<SourceFile, Directive[]>();

/** Every handover suppression comment of a source, in order, each with the problem that voids it, if any. */
export function directivesOf(source: SourceFile): Directive[] {
  const known = cache.get(source);
  if (known) return known;
  const found: Directive[] = [];
  // Only the chunks that mention the keyword are handed to the parser: a 100,000-entry log with none costs a search.
  if (source.text.includes('handover-')) {
    const split = splitAtLevel2(source.text, source.lineOffset ?? 0);
    for (const chunk of [split.preamble, ...split.sections]) {
      if (!chunk.text.includes('handover-')) continue;
      let tree: Nodes;
      try {
        tree = parseChunk(chunk);
      } catch {
        continue; // a chunk the parser refuses is reported by the models; it holds no usable comment
      }
      collect(tree, found);
    }
  }
  validate(found);
  cache.set(source, found);
  return found;
}

function collect(tree: Nodes, out: Directive[]): void {
  const stack: Nodes[] = [tree];
  const html: Html[] = [];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'html') html.push(n);
    else if ('children' in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
  }
  for (const n of html) {
    const m = COMMENT.exec(n.value.trim());
    if (!m || !n.position) continue;
    const [rulesText, ...rest] = m[2].split(/\s--(?:\s|$)/);
    const reason = rest.length ? rest.join(' -- ').trim() : null;
    out.push({
      kind: m[1] as Directive['kind'],
      rules: rulesText
        .split(/[\s,]+/)
        .map((r) => r.trim())
        .filter(Boolean),
      reason: reason && !PLACEHOLDER.test(reason) ? reason : null,
      span: {
        start: { line: n.position.start.line, column: n.position.start.column, offset: n.position.start.offset ?? 0 },
        end: { line: n.position.end.line, column: n.position.end.column, offset: n.position.end.offset ?? 0 },
      },
    });
  }
}

/** Why a comment's rule list voids it (no rule, an unknown id, a rule that is not static), or null. */
function ruleProblem(d: Directive): string | null {
  const name = `handover-${d.kind}`;
  if (d.rules.length === 0)
    return `${name} names no rule; write the rule id (handover-disable applies to one rule, never to all)`;
  for (const id of d.rules) {
    const kind = ruleKind(id);
    if (id === SUPPRESSION_RULE) return `${name} cannot suppress ${id} itself; fix the comment instead`;
    if (kind === undefined) return `${name} names "${id}", which is not a handover rule; check the rule id`;
    if (kind !== 'static')
      return (
        `${id} is a ${kind} rule and is never suppressed inline: what a change does to history is judged every ` +
        `time (only a dispatcher's Handover-Override exempts a commit); this comment suppresses nothing`
      );
    if (!mayBeWaived(id))
      return (
        `${id} is an authority rule (who may do what, or what a reader sees) and is never suppressed inline; only ` +
        `the config's owner sets its severity in the config; this comment suppresses nothing`
      );
  }
  return null;
}

/** Sets `problem` on every comment that suppresses nothing, and says why. */
function validate(list: Directive[]): void {
  const open = new Set<string>();
  for (const d of list) {
    const name = `handover-${d.kind}`;
    const problem = ruleProblem(d);
    if (problem) {
      d.problem = problem;
      continue;
    }
    if (d.kind === 'enable') {
      const missing = d.rules.find((id) => !open.has(id));
      if (missing) d.problem = `handover-enable ${missing} has no handover-disable ${missing} before it; remove it`;
      for (const id of d.rules) open.delete(id);
      continue;
    }
    if (d.reason === null) {
      d.problem =
        `${name} ${d.rules.join(', ')} gives no reason, so it suppresses nothing; write why after " -- " ` +
        `(${name} ${d.rules[0]} -- <why this is right here>)`;
      continue;
    }
    if (d.kind === 'disable') for (const id of d.rules) open.add(id);
  }
}

/**
 * Marks the messages an inline suppression covers (`suppressions: [{ kind: 'inline', justification }]`): a static
 * rule's finding on the line after a `handover-disable-next-line` comment, or between `handover-disable` and its
 * `handover-enable` (or the end of the file). Parse problems, historical rules and `protocol/suppression` stay.
 */
export function applyInlineSuppressions<M extends Suppressible>(messages: M[], source: SourceFile): M[] {
  const valid = directivesOf(source).filter((d) => !d.problem);
  if (valid.length === 0) return messages;
  return messages.map((m) => {
    if (m.ruleId === null || m.ruleId === SUPPRESSION_RULE || m.suppressions?.length) return m;
    if (!mayBeWaived(m.ruleId)) return m;
    const by = coveringDirective(valid, m.ruleId, m.line);
    return by ? { ...m, suppressions: [{ kind: 'inline' as const, justification: by.reason! }] } : m;
  });
}

function coveringDirective(list: Directive[], ruleId: string, line: number): Directive | null {
  let open: Directive | null = null;
  for (const d of list) {
    if (!d.rules.includes(ruleId)) continue;
    if (d.kind === 'disable-next-line' && d.span.end.line + 1 === line) return d;
    if (d.span.start.line >= line) continue;
    if (d.kind === 'disable') open = d;
    else if (d.kind === 'enable' && d.span.start.line < line) open = null;
  }
  return open;
}

/**
 * The valid suppression comments that covered no finding (ESLint's unused disable directives), each with the rules
 * it names that it suppressed nothing of: `messages` as `applyInlineSuppressions` marked them.
 */
export function unusedDirectives<M extends Suppressible>(
  messages: M[],
  source: SourceFile,
): { directive: Directive; rules: string[] }[] {
  const valid = directivesOf(source).filter((d) => !d.problem && d.kind !== 'enable');
  if (valid.length === 0) return [];
  const all = directivesOf(source).filter((d) => !d.problem);
  const usedRules = new Map<Directive, Set<string>>();
  for (const m of messages) {
    if (m.ruleId === null || m.suppressions?.[0]?.kind !== 'inline') continue;
    const by = coveringDirective(all, m.ruleId, m.line);
    if (!by) continue;
    if (!usedRules.has(by)) usedRules.set(by, new Set());
    usedRules.get(by)!.add(m.ruleId);
  }
  const out: { directive: Directive; rules: string[] }[] = [];
  for (const d of valid) {
    const rules = d.rules.filter((r) => !usedRules.get(d)?.has(r));
    if (rules.length) out.push({ directive: d, rules });
  }
  return out;
}

/** Why an unused comment is reported: what it names, and where it looked. */
export function unusedMessage(u: { directive: Directive; rules: string[] }): string {
  const d = u.directive;
  const where =
    d.kind === 'disable-next-line'
      ? 'on the line after it'
      : 'between it and its handover-enable (or the end of the file)';
  const names = u.rules.join(', ');
  return (
    `handover-${d.kind} ${names} suppresses nothing: no ${names} finding ${where}; remove ` +
    `${u.rules.length === d.rules.length ? 'the comment' : `${names} from it`}`
  );
}
