import { spawn } from 'node:child_process';

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

/** Variables outside GIT_* that simple-git also treats as git's own (they can run a program) and strips. */
const GUARDED = new Set(['editor', 'pager', 'prefix', 'ssh_askpass', 'visual']);

/** The environment `gitClient` gives git: this process's, less the GIT_* (and GUARDED) variables it does not keep. */
export function plainGitEnv(): NodeJS.ProcessEnv {
  ignoreReplaceRefsAndGrafts();
  const keep = new Set([...GIT_ENV_ALLOWED, ...Object.keys(HISTORY_AS_WRITTEN)].map((k) => k.toLowerCase()));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) {
    const name = k.toLowerCase().trim();
    if ((name.startsWith('git_') || GUARDED.has(name)) && !keep.has(name)) delete env[k];
  }
  // what simple-git sets unless told to allow abbreviated options
  env.GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS = 'true';
  return env;
}

/**
 * git's standard output for `args` run in `dir`. Fails as simple-git does: when git cannot be started, or exits
 * non-zero having written to standard error (then with git's output as the message); a non-zero exit that says
 * nothing is an answer (`git config --get` of an unset key).
 */
export function plainGit(dir: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn('git', args, { cwd: dir, env: plainGitEnv(), windowsHide: true });
    } catch (error) {
      reject(error as Error);
      return;
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => out.push(b));
    child.stderr?.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code && err.length) reject(new Error(Buffer.concat([...out, ...err]).toString('utf8')));
      else resolve(Buffer.concat(out));
    });
  });
}

/** A git config value (any scope, the last one set), or null when unset or outside a repository. */
export async function configGet(root: string, key: string): Promise<string | null> {
  try {
    const out = (await plainGit(root, ['config', '--null', '--show-origin', '--get-all', key])).toString('utf8');
    const value = lastConfigValue(out, key);
    return value?.trim() ? value.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The last value in `git config --null --show-origin --get-all KEY` output (origin, NUL, value, NUL, …), read as
 * simple-git's `getConfig` reads it: a value holding a line break is taken as `key\nvalue` and counts only when its
 * first line is the key.
 */
export function lastConfigValue(out: string, key: string): string | null {
  const parts = out.split('\0');
  let value: string | null = null;
  for (let i = 0; i < parts.length - 1; i += 2) {
    let v = parts[i + 1];
    let k = key;
    if (v.includes('\n')) {
      const at = v.indexOf('\n');
      [k, v] = at <= 0 ? [v, ''] : [v.slice(0, at), v.slice(at + 1)];
    }
    if (k === key) value = v;
  }
  return value;
}

/** The email git would record as author of the next commit (env and config both honoured), or null. */
export async function authorEmail(root: string): Promise<string | null> {
  try {
    const ident = (await plainGit(root, ['var', 'GIT_AUTHOR_IDENT'])).toString('utf8');
    const m = /<([^>]*)>/.exec(ident);
    return m?.[1] ? m[1].toLowerCase() : null;
  } catch {
    return null;
  }
}

/** A file's bytes at a commit (`rev` is a sha or HEAD, never user text), or null when absent. */
export async function readAtCommit(root: string, rev: string, path: string): Promise<Buffer | null> {
  if (!/^(HEAD|[0-9a-f]{7,64})$/.test(rev)) throw new Error(`not a commit id: ${rev}`);
  const rel = path.split('\\').join('/');
  try {
    return await plainGit(root, ['cat-file', 'blob', `${rev}:${rel}`]);
  } catch {
    return null;
  }
}

/**
 * Whether the working-tree file at `path` holds the bytes HEAD has for it, asked of git's index in one process (a stat
 * compare; the file is hashed only when its stat cannot be trusted), so the guard need not read a large committed
 * blob: `git status` limited to the file says nothing exactly when HEAD, the index and the file hold the same bytes
 * for it (an untracked or ignored file, one absent from HEAD or staged differently, is named). False when it names
 * the file, when there is no HEAD, or when git cannot tell: the answers of the `git cat-file -e` and `git diff-index`
 * it replaced (test/git/plain.test.ts), with the path read literally (`:(literal)`, not as a pattern).
 */
export async function sameAsHead(root: string, path: string): Promise<boolean> {
  const rel = path.split('\\').join('/');
  const { code, out } = await exitAndOutput(root, [
    '--no-optional-locks',
    'status',
    '--porcelain=v2',
    '-z',
    '--untracked-files=all',
    '--ignored=matching',
    '--ignore-submodules=all',
    '--no-renames',
    '--',
    `:(literal)${rel}`,
  ]);
  return code === 0 && out === 0;
}

/** A git command's exit code (-1 when it could not run) and how many bytes it wrote to its standard output. */
function exitAndOutput(dir: string, args: string[]): Promise<{ code: number; out: number }> {
  return new Promise((resolve) => {
    try {
      const child = spawn('git', args, {
        cwd: dir,
        env: plainGitEnv(),
        windowsHide: true,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let out = 0;
      child.stdout?.on('data', (b: Buffer) => {
        out += b.length;
      });
      child.on('error', () => resolve({ code: -1, out }));
      child.on('close', (code) => resolve({ code: code ?? -1, out }));
    } catch {
      resolve({ code: -1, out: 0 });
    }
  });
}
