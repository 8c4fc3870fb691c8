import { lstatSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A directory with its own charter (CLAUDE.md or AGENTS.md): a project (SPEC §1). */
export interface FoundProject {
  /** Absolute path. */
  dir: string;
  /** Path relative to the forest root, `/`-separated (`.` for the root itself). */
  path: string;
  charter: string;
  /** The nearest enclosing project's path, or null for a tree's head. */
  parent: string | null;
}

export const CHARTERS = ['CLAUDE.md', 'AGENTS.md'];
const SKIP = new Set(['.git', 'node_modules']);
/** Bounds the walk: a forest is a few projects, not a disk. */
const MAX_DIRS = 20_000;

/** The charter a directory holds as a plain file (a symlinked charter does not count), or null. */
export function charterOf(dir: string): string | null {
  for (const c of CHARTERS) {
    try {
      if (lstatSync(join(dir, c)).isFile()) return c;
    } catch {
      // absent
    }
  }
  return null;
}

/**
 * Walks ROOT for projects, depth first in name order. Symlinked directories are never entered (so the walk
 * stays inside ROOT), and neither are .git and node_modules.
 */
export function discoverProjects(root: string): FoundProject[] {
  if (!statSync(root).isDirectory()) throw new Error(`${root} is not a folder`);
  const out: FoundProject[] = [];
  let seen = 0;
  const walk = (dir: string, parent: string | null) => {
    if (++seen > MAX_DIRS) return;
    const charter = charterOf(dir);
    const path = relative(root, dir).split(sep).join('/') || '.';
    let here = parent;
    if (charter) {
      out.push({ dir, path, charter, parent });
      here = path;
    }
    let names: import('node:fs').Dirent[];
    try {
      names = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of names.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (d.isDirectory() && !d.isSymbolicLink() && !SKIP.has(d.name)) walk(join(dir, d.name), here);
    }
  };
  walk(root, null);
  return out;
}
