import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { checkSyncDir, type DirMessages } from '../engine/sync-dir.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import { readIfExists } from '../fsutil.js';
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
  const blobs = await readBlobs(root, files.map((b) => b.oid));
  return entries.map((b) => (regular(b.mode)
    ? { path: b.path, bytes: blobs.get(b.oid) ?? Buffer.alloc(0) }
    : { path: b.path, bytes: '', notAFile: b.mode === '120000' ? 'a symbolic link in git' : b.mode === '160000' ? 'a submodule' : `an entry of mode ${b.mode}` }));
}

/** The directory's files in the tree of `rev`. */
export async function syncDirAt(root: string, rev: string, dir: string): Promise<SyncPart[]> {
  return partsOf(root, dir, await blobsAt(root, rev, [dir]));
}

/** The directory's files as staged. */
export async function syncDirStaged(root: string, dir: string): Promise<SyncPart[]> {
  return partsOf(root, dir, await stagedBlobs(root, [dir]));
}

/** The directory's files in the working tree (symbolic links and other non-files are left out). */
export function syncDirOnDisk(root: string, dir: string): SyncPart[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  const out: SyncPart[] = [];
  for (const name of names.sort()) {
    const path = `${dir}${name}`;
    if (!isSyncDirFile(dir, path)) continue;
    const abs = join(root, path);
    const st = lstatSync(abs);
    if (st.isSymbolicLink()) { out.push({ path, bytes: '', notAFile: 'a symbolic link' }); continue; }
    if (!st.isFile()) continue;
    const bytes = readIfExists(abs, path);
    if (bytes) out.push({ path, bytes });
  }
  return out;
}

/** Whether two sets of files are the same bytes under the same names. */
export function sameParts(a: SyncPart[], b: SyncPart[]): boolean {
  if (a.length !== b.length) return false;
  const m = new Map(a.map((p) => [p.path, p]));
  return b.every((p) => {
    const q = m.get(p.path);
    return q !== undefined && q.notAFile === p.notAFile && Buffer.from(q.bytes).equals(Buffer.from(p.bytes));
  });
}

/** A sync directory's change as check results, one per file with findings (the directory's own first). */
export function dirResults(dir: string, messages: DirMessages): FileResult[] {
  return [...messages].filter(([, ms]) => ms.length > 0).sort(([a], [b]) => (a === dir ? -1 : b === dir ? 1 : a < b ? -1 : 1)).map(([path, ms]) => toResult(path, 'sync', ms));
}

/** Checks a sync directory's change; unchanged directories give no messages. */
export function checkDirChange(dir: string, base: SyncPart[] | null, head: SyncPart[], actor: string | null, config: Config): DirMessages {
  if (base && sameParts(base, head)) return new Map<string, Message[]>();
  if (!base && head.length === 0) return new Map<string, Message[]>();
  return checkSyncDir(dir, base, head, actor, config);
}
