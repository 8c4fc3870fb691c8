import { type DirMessages, type SyncDirChange } from '../engine/sync-dir.js';
export { sameParts, syncDirOnDisk } from '../engine/sync-dir.js';
import { type FileResult } from '../engine/lint.js';
import { type SyncPart } from '../models/index.js';
/** The directory's files in the tree of `rev`. */
export declare function syncDirAt(root: string, rev: string, dir: string): Promise<SyncPart[]>;
/** The directory's files as staged. */
export declare function syncDirStaged(root: string, dir: string): Promise<SyncPart[]>;
/** A sync directory's change as check results, one per file with findings (the directory's own first). */
export declare function dirResults(dir: string, messages: DirMessages): FileResult[];
/** Checks a sync directory's change; unchanged directories give no messages. */
export declare function checkDirChange(change: SyncDirChange): DirMessages;
