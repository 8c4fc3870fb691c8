import type { Config } from '../../config/schema.js';
import type { Message } from '../../engine/lint.js';
import type { RangeCommit } from '../../git/repo.js';
import { type SyncPart } from '../../models/index.js';
import type { Target } from '../targets.js';
import type { RangeActors } from './actors.js';
/** One sync directory at one commit: its files there and at each parent, and whether the commit changed them. */
export interface DirVersion {
    dir: string;
    after: SyncPart[];
    before: SyncPart[][];
    touched: boolean;
}
/** The sync directory (files.sync: sync/) a path is a file of, or null. */
export declare function dirOf(path: string, targets: Target[]): string | null;
/** Per commit, per sync-directory target (files.sync: sync/): its files at the commit and at each parent. */
export declare function dirVersions(root: string, commits: RangeCommit[], targets: Target[]): Promise<DirVersion[][]>;
/** A commit's change to a sync directory, as the commit's actor made it. */
export interface DirChange {
    commit: RangeCommit;
    version: DirVersion;
    actor: string | null;
    config: Config;
    /** Filled: the actors of the directory and of each of its files. */
    actors: RangeActors;
}
/**
 * A sync directory's findings in one commit: its assembled view at the commit against each parent's (a merge:
 * what every parent's comparison finds), per file.
 */
export declare function dirFindings(change: DirChange): {
    path: string;
    m: Message;
}[];
/** The net change of one sync directory over a range. */
export interface DirNet {
    root: string;
    from: string;
    head: string;
    dir: string;
    config: Config;
    actors: RangeActors;
}
/**
 * The net change of a sync directory from `from` to HEAD, per file, as `netFindings` judges a file: a finding
 * counts only when it holds for every actor of the range's commits on the directory. A merge that takes one
 * side's old file for another agent's (which each parent's comparison alone lets through) is caught here.
 */
export declare function netDirFindings(net: DirNet): Promise<Map<string, Message[]>>;
