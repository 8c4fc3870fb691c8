import { simpleGit, type SimpleGit } from 'simple-git';
/** A simple-git client rooted at the repo, keeping the caller's git environment (GIT_ENV_ALLOWED). */
export declare function gitClient(root: string, extra?: Partial<Parameters<typeof simpleGit>[0] & object>): SimpleGit;
/**
 * The full sha a rev names as a commit in `dir`, or null. `rev-parse --verify --quiet` prints nothing and no
 * stderr for a missing rev, so simple-git resolves with "" instead of rejecting: the output is the answer.
 * `rev` must already be checked (a sha, HEAD, or a ref that passed checkRef).
 */
export declare function commitOf(dir: string, rev: string): Promise<string | null>;
