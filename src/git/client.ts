import { simpleGit, type SimpleGit } from 'simple-git';
import { GIT_ENV_ALLOWED, HISTORY_AS_WRITTEN, ignoreReplaceRefsAndGrafts } from './plain.js';

/** A simple-git client rooted at the repo, keeping the caller's git environment (GIT_ENV_ALLOWED). */
export function gitClient(root: string, extra: Partial<Parameters<typeof simpleGit>[0] & object> = {}): SimpleGit {
  ignoreReplaceRefsAndGrafts();
  return simpleGit({
    baseDir: root,
    binary: 'git',
    maxConcurrentProcesses: 4,
    trimmed: false,
    allowEnvironment: [...GIT_ENV_ALLOWED, ...Object.keys(HISTORY_AS_WRITTEN)],
    ...extra,
  });
}

/**
 * The full sha a rev names as a commit in `dir`, or null. `rev-parse --verify --quiet` prints nothing and no
 * stderr for a missing rev, so simple-git resolves with "" instead of rejecting: the output is the answer.
 * `rev` must already be checked (a sha, HEAD, or a ref that passed checkRef).
 */
export async function commitOf(dir: string, rev: string): Promise<string | null> {
  try {
    const sha = (
      await gitClient(dir).raw(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`])
    ).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}
