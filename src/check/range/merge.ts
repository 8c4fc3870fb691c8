// What a merge commit of a range answers for in one file: findings of every parent, and what its result lost.
import type { Config } from '../../config/schema.js';
import { commonToAllParents } from '../../engine/check.js';
import type { Message } from '../../engine/lint.js';
import { findingKey, unitText } from '../../engine/units.js';
import { blobsAt, mergeBaseOf, readBlobs, type RangeCommit } from '../../git/repo.js';
import { cleanMergeBytes } from '../../merge/index.js';
import { parseDoc, sourceFromBytes } from '../../models/index.js';
import type { Target } from '../targets.js';

/** One file of a merge commit: its versions, and how to compare one parent's version with the merge's. */
export interface MergeFile {
  root: string;
  commit: RangeCommit;
  target: Target;
  /** Blob of each parent's version (null: absent). */
  before: (string | null)[];
  /** Blob of the merge's version (null: absent). */
  after: string | null;
  /** The findings of the change from one parent's version to the merge's. */
  run: (base: string | null, parent: number) => Message[];
  bytes: (oid: string | null) => Buffer | null;
  config: Config;
}

/**
 * What a merge is responsible for in one file. Each parent's comparison is run. A finding every parent's
 * comparison has is the merge's own (a conflict resolved by hand, a new edit). A finding against one parent only
 * usually shows what the other side brought in, which that side's commits answer for — unless that parent's side
 * had changed the entry or section since the merge base: then the merge threw that change away (took the other
 * side's old version, or rewrote it), and a merge answers for whatever its result loses, whichever side it took.
 * A result that is exactly the merge driver's clean merge of the two parents answers for nothing one side brought
 * in: the driver loses no entry and makes an edit of an old one a conflict (SPEC §5), and renumbering ours' new
 * entries after theirs is its work, not a rewrite.
 */
export async function mergeFindings(file: MergeFile): Promise<Message[]> {
  const { root, commit: c, target, before, after, run, bytes, config } = file;
  const perParent = before.map((b, i) => (b === after ? [] : run(b, i)));
  const common = commonToAllParents(perParent);
  const keys = new Set(common.map(findingKey));
  // nothing one-sided to weigh
  if (perParent.every((list) => list.every((m) => keys.has(findingKey(m))))) return common;
  const mb = await mergeBaseOf(root, c.parents);
  const mbBlob = mb ? ((await blobsAt(root, mb, [target.path])).get(target.path) ?? null) : null;
  const mbBytes = mbBlob ? ((await readBlobs(root, [mbBlob.oid])).get(mbBlob.oid) ?? null) : null;
  const doc = (b: Buffer | null) =>
    b === null || target.kind === 'append-only' ? null : parseDoc(target.kind, sourceFromBytes(target.path, b));
  if (isDriverMerge(file, mbBytes)) return common;
  const mbDoc = doc(mbBytes);
  const out = [...common];
  perParent.forEach((list, i) => {
    if (list.length === 0) return;
    const parentBytes = bytes(before[i]);
    const parentDoc = doc(parentBytes);
    for (const m of list) {
      if (keys.has(findingKey(m)) || !m.unit) continue;
      const sideChanged =
        target.kind === 'append-only'
          ? !(mbBytes && parentBytes && mbBytes.equals(parentBytes))
          : unitText(mbDoc, m.unit, config) !== unitText(parentDoc, m.unit, config);
      if (sideChanged) {
        keys.add(findingKey(m));
        out.push(m);
      }
    }
  });
  return out;
}

/** Whether a two-parent merge's log is byte for byte what the merge driver makes of its parents and their base. */
function isDriverMerge(file: MergeFile, mbBytes: Buffer | null): boolean {
  const { target, before, after, bytes, config } = file;
  if (target.kind !== 'handover' && target.kind !== 'requests') return false;
  const [ours, theirs] = before.map(bytes);
  const result = bytes(after);
  if (before.length !== 2 || !mbBytes || !ours || !theirs || !result) return false;
  const merged = cleanMergeBytes(target.kind, { base: mbBytes, ours, theirs, path: target.path }, config);
  return merged?.equals(result) ?? false;
}
