import { simpleGit, type SimpleGit } from 'simple-git';

/**
 * The caller's own git environment that must reach git. simple-git strips every GIT_* variable it is
 * not told to keep; without these, `git commit -a` (which runs the pre-commit hook against a temporary
 * index named by GIT_INDEX_FILE) would be checked against the wrong index, and GIT_AUTHOR_EMAIL would
 * be ignored when mapping the author to an agent. They come from the user's process, never from a file.
 * GIT_DIR and GIT_WORK_TREE stay stripped: every call names its repository, and some (a local upstream)
 * are not the repository a hook was started in.
 */
export const GIT_ENV_ALLOWED = [
  'GIT_INDEX_FILE',
  'GIT_AUTHOR_NAME',
  'GIT_AUTHOR_EMAIL',
  'GIT_AUTHOR_DATE',
  'GIT_COMMITTER_NAME',
  'GIT_COMMITTER_EMAIL',
  'GIT_COMMITTER_DATE',
  'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG_NOSYSTEM',
  'GIT_CEILING_DIRECTORIES',
  // a pre-receive hook's quarantine: the pushed objects are visible only through these
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_QUARANTINE_PATH',
] as const;

/**
 * What every git call handover makes runs with: history as its objects are, never as `refs/replace/*` or a
 * graft file redraws it. A replace ref (pushed before the commit it disguises, so no check saw it) would
 * otherwise let `check --pre-receive` read a rewritten blob as the old one and see no change. The graft file
 * is pointed at a path that cannot exist (a name under /dev/null: ENOTDIR, which git reads silently as "no
 * grafts"), so neither `info/grafts` nor an inherited GIT_GRAFT_FILE applies.
 */
export const HISTORY_AS_WRITTEN: Readonly<Record<string, string>> = {
  GIT_NO_REPLACE_OBJECTS: '1',
  GIT_GRAFT_FILE: '/dev/null/no-grafts',
};

/**
 * Puts HISTORY_AS_WRITTEN into this process's environment, where simple-git passes it on (it is in every
 * client's allowEnvironment) and raw spawns inherit it. Set on the process rather than through `.env()`: an
 * explicit environment makes simple-git refuse the caller's GIT_CONFIG_GLOBAL and friends that the hooks need.
 */
export function ignoreReplaceRefsAndGrafts(): void {
  for (const [k, v] of Object.entries(HISTORY_AS_WRITTEN)) process.env[k] = v;
}

/** Variables simple-git's environment guard drops besides GIT_* (editors, pagers, askpass, a config prefix). */
const GUARDED = new Set(['editor', 'pager', 'prefix', 'ssh_askpass', 'visual']);

/**
 * The environment a git process handover spawns itself gets (`BlobStream`, which simple-git cannot serve): the
 * one `gitClient` passes, this process's environment without the GIT_* variables (and editors, pagers) it is not
 * told to keep, with HISTORY_AS_WRITTEN.
 */
export function gitProcessEnv(): NodeJS.ProcessEnv {
  ignoreReplaceRefsAndGrafts();
  const keep = new Set([...GIT_ENV_ALLOWED, ...Object.keys(HISTORY_AS_WRITTEN)].map((k) => k.toLowerCase()));
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    const key = k.toLowerCase().trim();
    if ((key.startsWith('git_') || GUARDED.has(key)) && !keep.has(key)) continue;
    env[k] = v;
  }
  return { ...env, GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: 'true' };
}

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

/** A git config value (any scope), or null when unset or outside a repository. */
export async function configGet(root: string, key: string): Promise<string | null> {
  try {
    const r = await gitClient(root).getConfig(key);
    return r.value?.trim() ? r.value.trim() : null;
  } catch {
    return null;
  }
}

/** The email git would record as author of the next commit (env and config both honoured), or null. */
export async function authorEmail(root: string): Promise<string | null> {
  try {
    const ident = await gitClient(root).raw(['var', 'GIT_AUTHOR_IDENT']);
    const m = /<([^>]*)>/.exec(ident);
    return m?.[1] ? m[1].toLowerCase() : null;
  } catch {
    return null;
  }
}
