import type { Config } from '../config/schema.js';
import type { Message } from '../engine/lint.js';
import { type ChangedFile } from '../git/repo.js';
import type { CommitIdentity } from '../identity.js';
import { configOwnerPaths } from './targets.js';
export { configOwnerPaths };
/**
 * `protocol/config-owner` for one commit of a range: the watched files it changed (a merge: those that differ from
 * every parent, so what a side branch brought in is judged at its own commit).
 */
export declare function configOwnerFindings(root: string, c: {
    sha: string;
    parents: string[];
}, who: CommitIdentity, config: Config): Promise<{
    path: string;
    m: Message;
}[]>;
/**
 * `protocol/config-owner` for `check --staged` (index against HEAD) and `check` (working tree against HEAD; the check
 * after a shell command: against `base`, the commit the session started from when HEAD moved by commits made here).
 */
export declare function localConfigOwner(local: {
    root: string;
    mode: 'staged' | 'worktree';
    /** The commit the change is judged against (default HEAD): `changed` lists the files that differ from it. */
    base?: string;
    changed: ChangedFile[];
    /** The actor, resolved only when a config-owner file changed. */
    actor: () => Promise<string | null>;
    config: Config;
}): Promise<{
    path: string;
    m: Message;
}[]>;
