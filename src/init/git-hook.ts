import { chmodSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { gitPath } from '../git/worktree.js';
import { template } from './templates.js';
import { shellRunner } from './launcher.js';
import { readText, rel, writeText, type Outcome } from './outcome.js';

export const HOOK_MARK = '# handover:pre-commit';
export const CHAINED = 'pre-commit.handover-chained';

/**
 * Installs the pre-commit hook in this clone. A hook that is not handover's is moved aside to
 * `pre-commit.handover-chained` and run first by ours, so it keeps working; ours is refreshed
 * when it differs. It runs handover through the clone's launcher (written by init inside `.git`,
 * recording `cliPath`) or a handover on PATH outside the work tree: never one the tree supplies.
 */
export async function installPreCommit(root: string, _cliPath: string): Promise<Outcome> {
  const dir = await gitPath(root, 'hooks');
  const path = join(dir, 'pre-commit');
  const what = rel(root, path);
  const text = template('git-hooks/pre-commit', { runner: shellRunner('check --staged', 2) });
  let old: string | null;
  try {
    old = readText(path);
  } catch (error) {
    return {
      what,
      action: 'skipped',
      note:
        `cannot be read (${(error as NodeJS.ErrnoException).code}); install the hook by hand from ` +
        `templates/git-hooks/pre-commit`,
    };
  }
  let action: Outcome['action'] = 'created';
  let note: string | undefined;
  if (old !== null) {
    if (old === text) return { what, action: 'kept' };
    if (old.includes(HOOK_MARK)) action = 'updated';
    else {
      const chained = join(dir, CHAINED);
      if (existsSync(chained)) {
        return {
          what,
          action: 'skipped',
          note:
            `a foreign hook is installed and ${CHAINED} exists too; merge them by hand, then run handover init ` +
            `again`,
        };
      }
      renameSync(path, chained);
      action = 'chained';
      note = `the existing hook now runs first, as ${CHAINED}`;
    }
  }
  writeText(path, text);
  chmodSync(path, 0o755);
  return { what, action, ...(note ? { note } : {}) };
}
