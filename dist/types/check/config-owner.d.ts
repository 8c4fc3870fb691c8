import type { Config } from '../config/schema.js';
import type { Message } from '../engine/lint.js';
import { type ChangedFile } from '../git/repo.js';
import type { CommitIdentity } from '../identity.js';
/** The paths protocol/config-owner watches in a repo with this config (its protocol files' .gitattributes too). */
export declare function configOwnerPaths(config: Config): string[];
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
/** `protocol/config-owner` for `check --staged` (index against HEAD) and `check` (working tree against HEAD). */
export declare function localConfigOwner(local: {
    root: string;
    mode: 'staged' | 'worktree';
    changed: ChangedFile[];
    /** The actor, resolved only when a config-owner file changed. */
    actor: () => Promise<string | null>;
    config: Config;
}): Promise<{
    path: string;
    m: Message;
}[]>;
