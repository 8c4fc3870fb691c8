import type { Config } from '../config/schema.js';
import { type SyncPart } from '../models/index.js';
import { type Message } from './lint.js';
/** Messages per file of a sync directory, in path order (the directory itself for what has no file). */
export type DirMessages = Map<string, Message[]>;
/** The static rules over a sync directory's assembled view, plus its layout, reported per file. */
export declare function lintSyncDir(dir: string, parts: SyncPart[], config: Config): DirMessages;
/**
 * A change to a sync directory (base files → head files) by an actor: the static rules on the new view and
 * the historical ones (an agent adds, changes or removes only its own section, so only its own file) from the
 * old view to the new. `base: null` is no directory before (a first commit); `actor: null` runs static rules only.
 */
export interface SyncDirChange {
    dir: string;
    /** The files before (null: no directory before, a first commit). */
    base: SyncPart[] | null;
    head: SyncPart[];
    /** Who made the change; null runs the static rules only. */
    actor: string | null;
    config: Config;
}
export declare function checkSyncDir(change: SyncDirChange): DirMessages;
/** The directory's files in the working tree (symbolic links and other non-files are left out). */
export declare function syncDirOnDisk(root: string, dir: string): SyncPart[];
/** Whether two sets of files are the same bytes under the same names. */
export declare function sameParts(a: SyncPart[], b: SyncPart[]): boolean;
