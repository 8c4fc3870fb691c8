import { existsSync, lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { dirname, join, relative, isAbsolute, sep } from 'node:path';
import { readIfExists, writeFileAtomic } from '../fsutil.js';

/** What init did to one thing. */
export type Action = 'created' | 'extended' | 'updated' | 'chained' | 'set' | 'kept' | 'skipped' | 'checked' | 'failed';

export interface Outcome {
  /** A repo-relative path, or a description such as `git config handover.agent`. */
  what: string;
  action: Action;
  note?: string;
}

/** Repo-relative display path with `/`. */
export function rel(root: string, abs: string): string {
  const r = relative(root, abs);
  return r.startsWith('..') || isAbsolute(r) ? abs : r.split(sep).join('/');
}

/**
 * Where to write a repo file: its real path when it is a symlink (so a `CLAUDE.md -> AGENTS.md`
 * link stays a link), or null when that real path leaves the repository.
 */
export function writeTarget(root: string, abs: string): string | null {
  if (!existsSync(abs) || !lstatSync(abs).isSymbolicLink()) return abs;
  const real = realpathSync(abs);
  const r = relative(realpathSync(root), real);
  return r.startsWith('..') || isAbsolute(r) ? null : real;
}

/** Reads a repo file as text, or null when absent; a pipe or a device under its name is an error, never a hang. */
export function readText(abs: string): string | null {
  return readIfExists(abs, abs)?.toString('utf8') ?? null;
}

/** Writes a file atomically, creating its folder. */
export function writeText(abs: string, text: string): void {
  mkdirSync(dirname(abs), { recursive: true });
  writeFileAtomic(abs, text);
}

/**
 * Writes a template-made file that is wholly handover's: created when absent; when present, kept
 * if identical, rewritten only with `force`. Files that are not ours (no `ownMark`) are never touched.
 */
export function ensureOwnedFile(
  root: string,
  relPath: string,
  text: string,
  opts: { force: boolean; ownMark?: string },
): Outcome {
  const abs = join(root, relPath);
  const old = readText(abs);
  if (old === null) {
    writeText(abs, text);
    return { what: relPath, action: 'created' };
  }
  if (old === text) return { what: relPath, action: 'kept' };
  if (opts.ownMark !== undefined && !old.includes(opts.ownMark))
    return { what: relPath, action: 'kept', note: 'not written by handover init; left as it is' };
  if (!opts.force)
    return { what: relPath, action: 'kept', note: 'differs from the template; handover init --force rewrites it' };
  writeText(abs, text);
  return { what: relPath, action: 'updated' };
}
