import { chmodSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { gitPath } from '../git/worktree.js';
import { template } from './templates.js';
import { shellRunner } from './launcher.js';
import { readText, rel, writeText, type Outcome } from './outcome.js';
import { TRAILER_HOOK, trailerLines } from './hook-managers/trailer.js';

export const HOOK_MARK = '# handover:pre-commit';
export const CHAINED = 'pre-commit.handover-chained';
export const TRAILER_CHAINED = `${TRAILER_HOOK}.handover-chained`;

/** One git hook handover writes into this clone's hooks folder. */
interface PlainHook {
  name: string;
  mark: string;
  text: string;
}

/**
 * Installs the pre-commit hook in this clone. A hook that is not handover's is moved aside to
 * `pre-commit.handover-chained` and run first by ours, so it keeps working; ours is refreshed
 * when it differs. It runs handover through the clone's launcher (written by init inside `.git`,
 * recording `cliPath`) or a handover on PATH outside the work tree: never one the tree supplies.
 */
export async function installPreCommit(root: string, _cliPath: string): Promise<Outcome> {
  return installPlainHook(root, {
    name: 'pre-commit',
    mark: HOOK_MARK,
    text: template('git-hooks/pre-commit', { runner: shellRunner('check --staged', 2) }),
  });
}

/**
 * Installs the `prepare-commit-msg` hook that adds this clone's `Handover-Agent:` trailer to every commit (SPEC §3),
 * a foreign hook chained the same way as pre-commit's.
 */
export async function installPrepareCommitMsg(root: string): Promise<Outcome> {
  return installPlainHook(root, {
    name: TRAILER_HOOK,
    mark: `# handover:${TRAILER_HOOK}`,
    text: template(`git-hooks/${TRAILER_HOOK}`, { trailer: trailerLines() }),
  });
}

async function installPlainHook(root: string, hook: PlainHook): Promise<Outcome> {
  const { text } = hook;
  const dir = await gitPath(root, 'hooks');
  const path = join(dir, hook.name);
  const what = rel(root, path);
  const chainedName = `${hook.name}.handover-chained`;
  let old: string | null;
  try {
    old = readText(path);
  } catch (error) {
    return {
      what,
      action: 'skipped',
      note:
        `cannot be read (${(error as NodeJS.ErrnoException).code}); install the hook by hand from ` +
        `templates/git-hooks/${hook.name}`,
    };
  }
  let action: Outcome['action'] = 'created';
  let note: string | undefined;
  if (old !== null) {
    if (old === text) return { what, action: 'kept' };
    if (old.includes(hook.mark)) action = 'updated';
    else {
      const chained = join(dir, chainedName);
      if (existsSync(chained)) {
        return {
          what,
          action: 'skipped',
          note:
            `a foreign hook is installed and ${chainedName} exists too; merge them by hand, then run handover init ` +
            `again`,
        };
      }
      renameSync(path, chained);
      action = 'chained';
      note = `the existing hook now runs first, as ${chainedName}`;
    }
  }
  writeText(path, text);
  chmodSync(path, 0o755);
  return { what, action, ...(note ? { note } : {}) };
}
