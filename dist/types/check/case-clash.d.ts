import type { Config } from '../config/schema.js';
import { type Message } from '../engine/lint.js';
import { type AnyCaseNames } from '../git/any-case.js';
/**
 * The names a case clash is judged against: the log (each file read as one) and its archive files (`log.archive`: a
 * named file, and each file a pattern names). Null when the config reads no log.
 */
export declare function clashNames(config: Config): (AnyCaseNames & {
    logs: string[];
}) | null;
/**
 * The paths of the new version (`after`) that another path there differs from only in case and that no old version
 * (`before`, one per parent; `[[]]` for a root commit) held together with it: each blamed on the path the first old
 * version lacks (the newcomer), both when it held neither.
 */
export declare function newClashes(after: string[], before: string[][]): {
    path: string;
    other: string;
}[];
/** The `handover/append-only` finding for a path that differs only in case from another (null: the rule is off). */
export declare function clashMessage(clash: {
    path: string;
    other: string;
}, names: {
    logs: string[];
}, config: Config): Message | null;
/** `check --staged` (the index) and `check` (the working tree) against HEAD: the case clashes the change adds. */
export declare function localClashes(root: string, mode: 'staged' | 'worktree', config: Config): Promise<{
    path: string;
    m: Message;
}[]>;
/** `check --range` and `--pre-receive`: each commit that adds a clashing name, against its parents. */
export declare function rangeClashes(root: string, range: {
    base: string | string[] | 'all';
    head: string;
}, config: Config): Promise<{
    path: string;
    m: Message;
    tag: string;
    merge: boolean;
}[]>;
/**
 * The agent-edit guard (and the check after a shell command): a file of the working tree that HEAD does not hold as
 * written, named as the log or an archive file is in another case, beside another file of that name: the finding,
 * or null. A file HEAD holds is never the newcomer.
 */
export declare function worktreeClash(root: string, path: string, config: Config): Promise<Message | null>;
