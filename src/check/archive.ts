// The log's archive (`log.archive`) as an edit of the log in the working tree sees it: HEAD's version and the file's.
import type { Config } from '../config/schema.js';
import { grew } from '../engine/check.js';
import type { VersionPair } from '../engine/pair.js';
import { protocolPathProblem, readProtocolFile } from '../fsutil.js';
import { readAtCommit } from '../git/plain.js';
import { archiveOf, type Target } from './targets.js';

/**
 * The archive's versions for judging a working-tree change of the log against HEAD (the agent-edit guard, the
 * post-tool-use check, the language server): HEAD's and the working tree's. The archive the guard sees is the one in
 * the working tree, so an agent that rotates writes the archive first and then removes the entries from the log; the
 * other way round, the log's edit is refused until the archive holds them. Absent when the log names no archive, when
 * the change only grew the log (nothing was removed), and when the working-tree archive is not a plain file inside the
 * repository (a symlink on its way: nothing is read through it, so nothing was archived).
 */
export async function worktreeArchive(
  root: string,
  o: {
    target: Pick<Target, 'kind'>;
    config: Config;
    base: Uint8Array | string | null;
    head: Uint8Array | string | null;
    /** The commit the log's change is judged against (default HEAD): the archive's old version is read there. */
    rev?: string;
  },
): Promise<VersionPair['archive']> {
  const path = o.target.kind === 'handover' ? archiveOf(o.config) : null;
  if (!path || o.base === null || o.head === null || grew(o.base, o.head)) return undefined;
  if (protocolPathProblem(root, path)) return undefined;
  let head: Buffer | null;
  try {
    head = readProtocolFile(root, path);
  } catch {
    return undefined;
  }
  return { path, base: await readAtCommit(root, o.rev ?? 'HEAD', path), head };
}
