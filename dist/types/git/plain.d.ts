/**
 * The git calls the agent's guard makes on every edit of a protocol file (`git config`, `git var`, `git cat-file`),
 * spawned directly: loading simple-git (110 KB) and running its task queue cost the guard more than git itself.
 * Each runs as simple-git runs it for `gitClient` (same environment, same verdict on failure), so callers see the
 * same answers; everything else stays on simple-git (client.ts).
 */
/**
 * The caller's own git environment that must reach git. simple-git strips every GIT_* variable it is
 * not told to keep; without these, `git commit -a` (which runs the pre-commit hook against a temporary
 * index named by GIT_INDEX_FILE) would be checked against the wrong index, and GIT_AUTHOR_EMAIL would
 * be ignored when mapping the author to an agent. They come from the user's process, never from a file.
 * GIT_DIR and GIT_WORK_TREE stay stripped: every call names its repository, and some (a local upstream)
 * are not the repository a hook was started in.
 */
export declare const GIT_ENV_ALLOWED: readonly ["GIT_INDEX_FILE", "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_AUTHOR_DATE", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "GIT_COMMITTER_DATE", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_NOSYSTEM", "GIT_CEILING_DIRECTORIES", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_QUARANTINE_PATH"];
/**
 * What every git call handover makes runs with: history as its objects are, never as `refs/replace/*` or a
 * graft file redraws it. A replace ref (pushed before the commit it disguises, so no check saw it) would
 * otherwise let `check --pre-receive` read a rewritten blob as the old one and see no change. The graft file
 * is pointed at a path that cannot exist (a name under /dev/null: ENOTDIR, which git reads silently as "no
 * grafts"), so neither `info/grafts` nor an inherited GIT_GRAFT_FILE applies.
 */
export declare const HISTORY_AS_WRITTEN: Readonly<Record<string, string>>;
/**
 * Puts HISTORY_AS_WRITTEN into this process's environment, where simple-git passes it on (it is in every
 * client's allowEnvironment) and raw spawns inherit it. Set on the process rather than through `.env()`: an
 * explicit environment makes simple-git refuse the caller's GIT_CONFIG_GLOBAL and friends that the hooks need.
 */
export declare function ignoreReplaceRefsAndGrafts(): void;
/** The environment `gitClient` gives git: this process's, less the GIT_* (and GUARDED) variables it does not keep. */
export declare function plainGitEnv(): NodeJS.ProcessEnv;
/**
 * git's standard output for `args` run in `dir`. Fails as simple-git does: when git cannot be started, or exits
 * non-zero having written to standard error (then with git's output as the message); a non-zero exit that says
 * nothing is an answer (`git config --get` of an unset key).
 */
export declare function plainGit(dir: string, args: string[]): Promise<Buffer>;
/** A git config value (any scope, the last one set), or null when unset or outside a repository. */
export declare function configGet(root: string, key: string): Promise<string | null>;
/**
 * The last value in `git config --null --show-origin --get-all KEY` output (origin, NUL, value, NUL, …), read as
 * simple-git's `getConfig` reads it: a value holding a line break is taken as `key\nvalue` and counts only when its
 * first line is the key.
 */
export declare function lastConfigValue(out: string, key: string): string | null;
/** The email git would record as author of the next commit (env and config both honoured), or null. */
export declare function authorEmail(root: string): Promise<string | null>;
/** A file's bytes at a commit (`rev` is a sha or HEAD, never user text), or null when absent. */
export declare function readAtCommit(root: string, rev: string, path: string): Promise<Buffer | null>;
/**
 * Whether the working-tree file at `path` holds the bytes HEAD has for it, asked of git's index in one process (a stat
 * compare; the file is hashed only when its stat cannot be trusted), so the guard need not read a large committed
 * blob: `git status` limited to the file says nothing exactly when HEAD, the index and the file hold the same bytes
 * for it (an untracked or ignored file, one absent from HEAD or staged differently, is named). False when it names
 * the file, when there is no HEAD, or when git cannot tell: the answers of the `git cat-file -e` and `git diff-index`
 * it replaced (test/git/plain.test.ts), with the path read literally (`:(literal)`, not as a pattern).
 */
export declare function sameAsHead(root: string, path: string): Promise<boolean>;
