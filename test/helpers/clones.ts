import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI } from './cli.js';
import { commit, git, makeRepo, tempDir, type Files } from './repo.js';
import { registerMergeDriver } from '../../src/merge/register.js';

/** The driver command tests register: the built CLI, as a user's clone would run it. */
export const DRIVER = `node ${CLI} merge-driver`;

/**
 * One repo with `files` and the merge driver's .gitattributes committed, a bare remote cloned from
 * it, and two clones of that remote with the driver registered in each.
 */
export async function twoClones(files: Files): Promise<{ remote: string; a: string; b: string }> {
  const seed = makeRepo([{ files, message: 'seed' }]);
  await registerMergeDriver(seed, { command: DRIVER });
  commit(seed, { files: {}, message: 'merge driver attributes' });
  const top = tempDir('handover-clones-');
  const remote = join(top, 'remote.git');
  git(top, ['clone', '-q', '--bare', seed, remote]);
  const clone = async (name: string) => {
    const dir = join(top, name);
    git(top, ['clone', '-q', remote, dir]);
    git(dir, ['config', 'user.name', name]);
    git(dir, ['config', 'user.email', `${name}@example.org`]);
    git(dir, ['config', 'commit.gpgsign', 'false']);
    await registerMergeDriver(dir, { command: DRIVER });
    return dir;
  };
  return { remote, a: await clone('a'), b: await clone('b') };
}

/** Commits in a clone and pushes to its remote. */
export function commitAndPush(dir: string, files: Files, message = 'change'): void {
  commit(dir, { files, message });
  git(dir, ['push', '-q', 'origin', 'HEAD:main']);
}

/** Fetches and merges origin/main; returns git's exit code and all its output (the driver's stderr included). */
export function pullMerge(dir: string): { code: number; output: string } {
  git(dir, ['fetch', '-q', 'origin']);
  const r = spawnSync('git', ['merge', '--no-edit', 'origin/main'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', HANDOVER_DEBUG: '1' },
  });
  return { code: r.status ?? -1, output: r.stdout + r.stderr };
}
