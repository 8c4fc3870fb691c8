/** Where a tool call may point the server: folders inside the repository it was started for, nowhere else. */
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

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
