import { oneLine } from '../display.js';
import type { Message } from '../engine/lint.js';

/**
 * How the guard and the PostToolUse check judge findings: which block, which an edit introduced, and how they are
 * shown. Apart from guard.ts, which loads the config, the rules and the check with it: PostToolUse imports these
 * for every tool use and needs that code only when a command changed a protocol file.
 */

/** One line per finding: place, message, rule and its doc page. */
export function findingLines(relPath: string, found: Message[]): string {
  return found
    .map(
      (m) =>
        `  ${oneLine(relPath)}:${m.line}:${m.column}  ${oneLine(m.message)}  ` +
        `[${m.ruleId ?? 'error'}${m.docs ? `, ${m.docs}` : ''}]`,
    )
    .join('\n');
}

/** An error that blocks: not overridden, not suppressed. */
export const isBlocking = (m: Message): boolean => m.severity === 'error' && !m.override && !m.suppressions?.length;

/**
 * Errors in `after` that no list in `before` (the file as it is now) already has: an edit is judged by what it breaks.
 */
export function newErrors(before: Message[][], after: Message[]): Message[] {
  // the message, or its identity when it has one (a count that grows with the file is not part of it); a sync
  // directory's messages start with their file's path and a NUL, kept in front of the identity
  const key = (m: Message) => {
    const what =
      m.identity === undefined ? m.message : `${m.message.slice(0, m.message.indexOf('\u0000') + 1)}=${m.identity}`;
    return `${m.ruleId}\0${what}`;
  };
  const seen = new Map<string, number>();
  for (const list of before) {
    const counts = new Map<string, number>();
    for (const m of list) if (m.severity === 'error') counts.set(key(m), (counts.get(key(m)) ?? 0) + 1);
    for (const [k, n] of counts) seen.set(k, Math.max(n, seen.get(k) ?? 0));
  }
  return after.filter((m) => {
    if (!isBlocking(m)) return false;
    const n = seen.get(key(m)) ?? 0;
    if (n > 0) {
      seen.set(key(m), n - 1);
      return false;
    }
    return true;
  });
}
