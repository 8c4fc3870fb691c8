import { type Message } from './lint.js';
import { type OldAround } from './local.js';
import type { VersionPair } from './pair.js';
export type { CheckKind, VersionPair } from './pair.js';
/**
 * Checks one file's change: the static rules on the new version and the historical rules from the old one to
 * the new, as the actor. When the log only grew by whole entries, the old version is not parsed and only the
 * new entries are (see `parseAppended`), so a 100,000-entry log costs a byte compare and a tail parse.
 * Blame only the change (SPEC §4): a static finding the old version already had (same rule, same entry or
 * section) comes back as a warning saying so (`already in <baseName>`, default HEAD) and whose it is.
 * Every message carries its `unit` (the entry or section it is about). For the agent's PreToolUse hook, the
 * pre-commit hook, `check --range` and `--pre-receive` alike.
 */
export declare function checkVersions(pair: VersionPair): Message[];
/**
 * `checkVersions`, and the static findings of the old version as `lintSource` gives them when the check had to lint
 * it (null when it did not): the guard asks what was wrong already, and reads the base's answer from here instead of
 * parsing and linting the same bytes again.
 */
export declare function checkKeepingBase(pair: VersionPair): {
    messages: Message[];
    baseStatic: Message[] | null;
};
/**
 * `checkVersions` of a pair whose old version is held as `OldAround` (`check --staged` reads HEAD's blob of a log as
 * it streams in): the change-local verdict where `checkKeepingBase` asks for it (a log that did not only grow, no
 * changed archive) and it answers, else the old version built whole and `checkVersions` of it.
 */
export declare function checkVersionsOld(pair: Omit<VersionPair, 'base'> & {
    old: OldAround;
}): Message[];
/** Whether the new version is the old one with bytes added at its end (an append removes nothing). */
export declare function grew(base: Uint8Array | string, head: Uint8Array | string): boolean;
/** The whole-file check, neither fast path taken: what the change-local verdict is tested against. */
export declare function wholeFileCheck(pair: VersionPair): Message[];
/** Marks every message of a commit as overridden by a dispatcher, with the reason on record. */
export declare function applyOverride(messages: Message[], reason: string): Message[];
/**
 * For a merge: the messages the merge itself is responsible for. Each parent's comparison is run; what one
 * side brought in shows up against the other parent only, so a message is kept only when every parent's
 * comparison has it too (same rule at the same place in the merged file).
 */
export declare function commonToAllParents(perParent: Message[][]): Message[];
