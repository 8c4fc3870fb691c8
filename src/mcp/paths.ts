/** Where a tool call may point the server: folders inside the repository it was started for, nowhere else. */
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { findRoot } from '../config/load.js';

/** Thrown for a `path` outside the repository; the server turns it into a tool error. */
export class PathOutside extends Error {}

/** `p` (relative to `root`) as a real folder inside `root`; `root` itself when `p` is absent. */
export function resolveInside(root: string, p: string | undefined): string {
  if (p === undefined || p === '' || p === '.') return root;
  if (isAbsolute(p) || p.includes('\0'))
    throw new PathOutside(`path "${p}" must be a folder relative to the repository (${root}).`);
  let real: string;
  try {
    real = realpathSync(resolve(root, p));
  } catch {
    throw new PathOutside(`path "${p}" does not exist inside the repository.`);
  }
  const rel = relative(realpathSync(root), real);
  if (rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel))
    throw new PathOutside(`path "${p}" leads outside the repository; give a folder inside it.`);
  if (!statSync(real).isDirectory()) throw new PathOutside(`path "${p}" is not a folder.`);
  return real;
}

/**
 * Refuses (PathOutside) a folder that lies in a repository of its own inside `root` (a subproject that is its own
 * clone): a write there would act as that clone's agent, and this server acts for `root`'s agent only.
 */
export function requireOwnProject(root: string, dir: string, p: string | undefined): void {
  const own = findRoot(dir);
  if (realpathSync(own) === realpathSync(root)) return;
  const rel = relative(realpathSync(root), own) || '.';
  throw new PathOutside(
    `path "${p}" is in ${rel}, a repository of its own, and this server writes only for this project's agent; ` +
      `start handover mcp in ${rel} to write there.`,
  );
}

/** Whether `dir` lies in `root`'s own repository (not in a clone of its own inside it). */
export function inOwnProject(root: string, dir: string): boolean {
  return realpathSync(findRoot(dir)) === realpathSync(root);
}
