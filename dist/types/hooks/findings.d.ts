import type { Message } from '../engine/lint.js';
/**
 * How the guard and the PostToolUse check judge findings: which block, which an edit introduced, and how they are
 * shown. Apart from guard.ts, which loads the config, the rules and the check with it: PostToolUse imports these
 * for every tool use and needs that code only when a command changed a protocol file.
 */
/** One line per finding: place, message, rule and its doc page. */
export declare function findingLines(relPath: string, found: Message[]): string;
/** An error that blocks: not overridden, not suppressed. */
export declare const isBlocking: (m: Message) => boolean;
/**
 * Errors in `after` that no list in `before` (the file as it is now) already has: an edit is judged by what it breaks.
 */
export declare function newErrors(before: Message[][], after: Message[]): Message[];
