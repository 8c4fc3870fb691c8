import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { checkVersions } from '../engine/check.js';
import type { FileResult, Message } from '../engine/lint.js';
import { blobsAt, hasCommits, readBlobs, requireRepo, stagedBlobs, type BlobRef } from '../git/repo.js';
import { resolveActor } from '../identity.js';
import { notAFile, resultsOf, targetsOf } from './targets.js';

type Version = { bytes: Buffer } | { blob: BlobRef } | { problem: Message } | null;

/**
 * `check --staged` (the index against HEAD) and `check` with no mode (the working tree against HEAD).
 * Files that did not change are skipped; with no commit yet there is no base, so only the static rules run.
 */
export async function checkLocal(root: string, config: Config, mode: 'staged' | 'worktree', who: { flag?: string; env: NodeJS.ProcessEnv }): Promise<FileResult[]> {
  await requireRepo(root);
  const targets = targetsOf(config);
  const paths = targets.map((t) => t.path);
  const born = await hasCommits(root);
  const base = born ? await blobsAt(root, 'HEAD', paths) : new Map<string, BlobRef>();
  const staged = mode === 'staged' ? await stagedBlobs(root, paths) : null;
  const head = new Map<string, Version>(paths.map((p) => [p, staged ? (staged.has(p) ? { blob: staged.get(p)! } : null) : fromWorktree(root, p)]));
  const changed = targets.filter((t) => {
    const b = base.get(t.path);
    const h = head.get(t.path)!;
    if (!b) return h !== null;
    return !(h && 'blob' in h && h.blob.oid === b.oid && h.blob.mode === b.mode);
  });
  if (changed.length === 0) return [];
  const oids = changed.flatMap((t) => [base.get(t.path)?.oid, (head.get(t.path) as { blob?: BlobRef } | null)?.blob?.oid]).filter((x): x is string => Boolean(x));
  const blobs = await readBlobs(root, oids);
  let actor: string | null | undefined;
  const messages = new Map<string, Message[]>();
  for (const t of changed) {
    const b = base.get(t.path);
    const h = head.get(t.path)!;
    const problem = h && 'problem' in h ? h.problem : h && 'blob' in h && !regular(h.blob.mode) ? notAFile(t.path, h.blob.mode) : null;
    if (problem) { messages.set(t.path, [problem]); continue; }
    const headBytes = h === null ? null : 'bytes' in h ? h.bytes : blobs.get((h as { blob: BlobRef }).blob.oid) ?? null;
    const baseBytes = b && regular(b.mode) ? blobs.get(b.oid) ?? null : null;
    if (baseBytes && headBytes && baseBytes.equals(headBytes)) continue;
    // Only a real change needs an actor; with no commit yet there is no base and only static rules run.
    if (actor === undefined) actor = born ? (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor : null;
    messages.set(t.path, checkVersions({ kind: t.kind, path: t.path, base: baseBytes, head: headBytes, actor, config }));
  }
  return resultsOf(targets, messages);
}

const regular = (mode: string) => mode === '100644' || mode === '100755';

/** A working-tree file: its bytes, null when absent, or a problem when it is not a plain file inside the repo. */
function fromWorktree(root: string, path: string): Version {
  const abs = join(root, path);
  let st;
  try {
    st = lstatSync(abs);
  } catch {
    return null;
  }
  const problem = (message: string): Version => ({ problem: { ruleId: null, severity: 'error', message, line: 1, column: 1 } });
  if (st.isSymbolicLink()) return problem(`${path} is a symbolic link; protocol files must be plain files — replace it with the file itself`);
  if (!st.isFile()) return problem(`${path} is not a regular file; protocol files must be plain files`);
  const real = realpathSync(abs);
  if (!real.startsWith(realpathSync(root) + sep)) return problem(`${path} resolves outside the repository (${real}); keep protocol files inside it`);
  try {
    return { bytes: readFileSync(real) };
  } catch (error) {
    throw new CliError(`${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); check its permissions.`, 2);
  }
}
