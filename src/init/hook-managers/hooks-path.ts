import { isAbsolute, relative, resolve, sep } from 'node:path';
import { gitClient } from '../../git/client.js';
import type { Outcome } from '../outcome.js';
import { TRAILER_BLOCK } from './block.js';
import { ensureShHook } from './sh-file.js';
import type { HookContext } from './types.js';

/**
 * A team's tracked hooks folder (`core.hooksPath` inside the repo, holding tracked files): the check
 * goes into its `pre-commit` as a marked block; the team's hook is never renamed, and nothing
 * machine-specific is written there. An untracked or outside folder is this clone's own: the plain
 * git hook adapter installs there.
 */
export function installTrackedHooksPath(ctx: HookContext, dir: string): Outcome {
  return ensureShHook(ctx.root, `${dir}/pre-commit`, 'git (core.hooksPath)');
}

/** The identity trailer in the same tracked folder's `prepare-commit-msg`. */
export function installTrackedTrailer(ctx: HookContext, dir: string): Outcome {
  return ensureShHook(ctx.root, `${dir}/prepare-commit-msg`, 'git (core.hooksPath)', TRAILER_BLOCK);
}

/**
 * The repo-relative hooks folder when `core.hooksPath` names a folder inside the repo holding tracked files; else
 * null.
 */
export async function trackedHooksDir(ctx: HookContext): Promise<string | null> {
  if (!ctx.hooksPath) return null;
  const r = relative(ctx.root, resolve(ctx.root, ctx.hooksPath));
  if (!r || r.startsWith('..') || isAbsolute(r)) return null;
  const dir = r.split(sep).join('/');
  const tracked = (await gitClient(ctx.root).raw(['ls-files', '-z', '--', `:(literal)${dir}/`])).trim();
  return tracked ? dir : null;
}
