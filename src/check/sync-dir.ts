import { checkSyncDir, sameParts, type DirMessages, type SyncDirChange } from '../engine/sync-dir.js';
export { sameParts, syncDirOnDisk } from '../engine/sync-dir.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import { blobsAt, readBlobs, stagedBlobs, type BlobRef } from '../git/repo.js';
import { isSyncDirFile, type SyncPart } from '../models/index.js';

/**
 * Reading a sync directory (`files.sync: sync/`) from the three places check looks: a commit's tree, the
 * index and the working tree. Only `<dir><agent>.md` files directly inside it count; each is a plain file.
 */

const regular = (mode: string) => mode === '100644' || mode === '100755';

async function partsOf(root: string, dir: string, refs: Map<string, BlobRef>): Promise<SyncPart[]> {
  const entries = [...refs.values()].filter((b) => isSyncDirFile(dir, b.path) && b.mode !== '040000');
  const files = entries.filter((b) => regular(b.mode));
  const blobs = await readBlobs(
    root,
    files.map((b) => b.oid),
  );
  return entries.map((b) =>
    regular(b.mode)
      ? { path: b.path, bytes: blobs.get(b.oid) ?? Buffer.alloc(0) }
      : {
          path: b.path,
          bytes: '',
          notAFile:
            b.mode === '120000'
              ? 'a symbolic link in git'
              : b.mode === '160000'
                ? 'a submodule'
                : `an entry of mode ${b.mode}`,
        },
  );
}

/** The directory's files in the tree of `rev`. */
export async function syncDirAt(root: string, rev: string, dir: string): Promise<SyncPart[]> {
  return partsOf(root, dir, await blobsAt(root, rev, [dir]));
}

/** The directory's files as staged. */
export async function syncDirStaged(root: string, dir: string): Promise<SyncPart[]> {
  return partsOf(root, dir, await stagedBlobs(root, [dir]));
}

/** A sync directory's change as check results, one per file with findings (the directory's own first). */
export function dirResults(dir: string, messages: DirMessages): FileResult[] {
  return [...messages]
    .filter(([, ms]) => ms.length > 0)
    .sort(([a], [b]) => (a === dir ? -1 : b === dir ? 1 : a < b ? -1 : 1))
    .map(([path, ms]) => toResult(path, 'sync', ms));
}

/** Checks a sync directory's change; unchanged directories give no messages. */
export function checkDirChange(change: SyncDirChange): DirMessages {
  const { base, head } = change;
  if (base && sameParts(base, head)) return new Map<string, Message[]>();
  if (!base && head.length === 0) return new Map<string, Message[]>();
  return checkSyncDir(change);
}
