import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configGet } from '../../git/plain.js';
import { installPrepareCommitMsg, installPreCommit } from '../git-hook.js';
import type { Outcome } from '../outcome.js';
import { husky } from './husky.js';
import { installTrackedHooksPath, installTrackedTrailer, trackedHooksDir } from './hooks-path.js';
import { lefthook } from './lefthook.js';
import { preCommitFramework } from './pre-commit-framework.js';
import { simpleGitHooks } from './simple-git-hooks.js';
import type { HookContext, HookManager } from './types.js';

/** The hook managers init knows, each an adapter over its own tracked configuration. */
export const MANAGERS: HookManager[] = [preCommitFramework, husky, lefthook, simpleGitHooks];

/**
 * Puts `handover check --staged` where this repo's hooks come from: into every hook manager's own
 * tracked config that the repo uses (so the manager's normal operation keeps it), else into a
 * tracked `core.hooksPath` folder, else the plain git hook of this clone (`installPreCommit`); and,
 * the same way, the `prepare-commit-msg` hook that adds the clone's `Handover-Agent:` trailer.
 */
export async function installHooks(root: string, cliPath: string): Promise<Outcome[]> {
  const ctx: HookContext = { root, hooksPath: await configGet(root, 'core.hooksPath'), pkg: readPackage(root) };
  const used = MANAGERS.filter((m) => m.detect(ctx));
  if (used.length) {
    const out: Outcome[] = [];
    for (const m of used) out.push(await m.install(ctx), await m.trailer(ctx));
    return out;
  }
  const dir = await trackedHooksDir(ctx);
  if (dir !== null) return [installTrackedHooksPath(ctx, dir), installTrackedTrailer(ctx, dir)];
  return [await installPreCommit(root, cliPath), await installPrepareCommitMsg(root)];
}

function readPackage(root: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
