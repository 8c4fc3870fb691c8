import { CliError } from '../errors.js';
import { gitClient } from './client.js';
import { checkPath, checkRef, printable } from './refs.js';

/**
 * `--push` for the writers (`sync set`, `append`): commit exactly one protocol file and push it, taking turns
 * with every other agent pushing to the same branch. A push refused as not a fast-forward is fetched, rebased
 * (the handover merge driver, registered by init, merges the protocol file section by section) and tried again,
 * a bounded number of times with random waits in between. It never force-pushes and never drops the commit:
 * when it gives up, the commit stays on the local branch for the agent to push later.
 */

export interface PublishOptions {
  root: string;
  /** The one repo-relative file to commit; none: an empty commit, the record being its message (an approval). */
  path?: string;
  /** The commit message's subject; the actor's Handover-Agent trailer is added. */
  subject: string;
  actor: string;
  /** More trailers (`Handover-Approve: lab#4`), before the Handover-Agent one. */
  trailers?: string[];
  /** Tries after the first push (default 8). */
  retries?: number;
  /** Upper bound of the random wait before try n, in ms: n × this (default 250). */
  jitterMs?: number;
}

export interface PublishResult {
  /** The commit that landed (after any rebase). */
  commit: string;
  remote: string;
  branch: string;
  /** How many pushes were refused (and rebased) before one landed. */
  retries: number;
}

function gitError(e: unknown): string {
  const m = (e as Error).message ?? String(e);
  return (
    m
      .split('\n')
      .map((l) => l.replace(/^(fatal|error|hint): /, '').trim())
      .filter(Boolean)
      .join(' ')
      .slice(0, 400) || 'unknown error'
  );
}

/** Where the current branch pushes: its upstream, or `origin` and the same branch name. */
async function target(root: string): Promise<{ remote: string; branch: string; local: string }> {
  const git = gitClient(root);
  const local = (await git.raw(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')).trim();
  if (!local)
    throw new CliError(
      '--push needs a branch checked out (HEAD is detached); check out the branch to publish to, then run again.',
      2,
    );
  const remote = (await git.raw(['config', '--get', `branch.${local}.remote`]).catch(() => '')).trim() || 'origin';
  const merge = (await git.raw(['config', '--get', `branch.${local}.merge`]).catch(() => '')).trim();
  const branch = merge.replace(/^refs\/heads\//, '') || local;
  checkRef(remote, 'remote');
  checkRef(branch, 'upstream branch');
  const remotes = (await git.raw(['remote']).catch(() => '')).split('\n').map((r) => r.trim());
  if (!remotes.includes(remote))
    throw new CliError(
      `--push: this clone has no remote "${printable(remote)}"; add one (git remote add origin URL) or set the ` +
        `branch's upstream (git branch -u origin/${local}).`,
      2,
    );
  return { remote, branch, local };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The commit message: the subject, then the trailers, the actor's Handover-Agent last. */
function message(o: PublishOptions): string {
  for (const t of o.trailers ?? [])
    if (/[\r\n]/.test(t)) throw new CliError('A commit trailer must be one line; nothing was committed.', 2);
  return `${o.subject}\n\n${[...(o.trailers ?? []), `Handover-Agent: ${o.actor}`].join('\n')}`;
}

/**
 * Commits what a writer wrote, on the record: `path` alone (other staged changes stay staged, uncommitted), or
 * with no path an empty commit whose message is the record (an approval). Returns the commit, or null when the
 * file was already committed as it is.
 */
export async function commitWritten(o: PublishOptions): Promise<string | null> {
  const git = gitClient(o.root);
  if (o.path === undefined) {
    // The record alone: HEAD's tree again, so nothing staged or changed rides along.
    const parent = (await git.raw(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).catch(() => '')).trim();
    if (!parent) throw new CliError('This branch has no commit yet; commit something first, then run again.', 2);
    // commit-tree does not read commit.gpgSign itself: signed as `git commit` would sign it.
    const sign = /^true$/i.test((await git.raw(['config', '--bool', 'commit.gpgSign']).catch(() => '')).trim());
    const made = await git
      .raw(['commit-tree', ...(sign ? ['-S'] : []), `${parent}^{tree}`, '-p', parent, '-m', message(o)])
      .then((out) => out.trim())
      .catch((e: unknown) => {
        throw new CliError(`The commit was refused (${gitError(e)}); fix what the message says and run again.`, 2);
      });
    await git.raw(['update-ref', '-m', o.subject, 'HEAD', made, parent]);
    return made;
  }
  const path = checkPath(o.path);
  await git.raw(['add', '--', path]).catch((e) => {
    throw new CliError(`git could not stage ${path} (${gitError(e)}); the file is written, commit it by hand.`, 2);
  });
  if ((await git.raw(['diff', '--cached', '--name-only', '--', path])).trim() === '') return null;
  await git.raw(['commit', '--only', '--quiet', '-m', message(o), '--', path]).catch((e) => {
    throw new CliError(
      `The commit of ${path} was refused (${gitError(e)}); the file is written but not committed — fix what the ` +
        `message says and commit it.`,
      1,
    );
  });
  return (await git.raw(['rev-parse', 'HEAD'])).trim();
}

/** The line a writer prints after `--push`. */
export function pushedLine(p: PublishResult): string {
  const again = p.retries ? ` after ${p.retries} refused push${p.retries === 1 ? '' : 'es'} (rebased each time)` : '';
  return `Pushed ${p.commit.slice(0, 7)} to ${p.remote}/${p.branch}${again}.\n`;
}

/** Every writer's `--push`: commit what it wrote (see commitWritten) and push it; the line to print. */
export async function publishWritten(o: PublishOptions): Promise<string> {
  return pushedLine(await commitAndPush(o));
}

/** Commits (see commitWritten) and pushes, rebasing on refusals. */
export async function commitAndPush(o: PublishOptions): Promise<PublishResult> {
  await target(o.root); // no branch or no remote: refused before anything is committed
  await commitWritten(o).catch((e: unknown) => {
    if (e instanceof CliError) throw new CliError(`--push: ${e.message}`, e.exitCode);
    throw e;
  });
  return pushHead(o);
}

/** Pushes the current branch, fetching and rebasing when others pushed first (see the top of this file). */
export async function pushHead(
  o: Pick<PublishOptions, 'root' | 'path' | 'retries' | 'jitterMs'>,
): Promise<PublishResult> {
  const git = gitClient(o.root);
  const { remote, branch } = await target(o.root);
  const path = o.path ?? 'the record';
  const head = async () => (await git.raw(['rev-parse', 'HEAD'])).trim().slice(0, 7);
  const retries = o.retries ?? 8;
  const jitter = o.jitterMs ?? 250;
  let refused = 0;
  for (let attempt = 0; ; attempt++) {
    const pushed = await git.raw(['push', '--quiet', '--', remote, `HEAD:refs/heads/${branch}`]).then(
      () => null,
      (e: unknown) => gitError(e),
    );
    if (pushed === null)
      return { commit: (await git.raw(['rev-parse', 'HEAD'])).trim(), remote, branch, retries: refused };
    const commit = await head();
    // refused because the branch moved: a plain rejection, or two pushes meeting on the server's ref lock
    const behind =
      /\[rejected\]|non-fast-forward|fetch first/i.test(pushed) ||
      (/remote rejected/i.test(pushed) &&
        /cannot lock ref|incorrect old value|failed to update ref/i.test(pushed) &&
        !/hook declined/i.test(pushed));
    if (!behind) {
      const hook = /pre-receive hook declined|remote rejected/i.test(pushed);
      throw new CliError(
        `--push: ${remote} refused the push (${pushed}); the commit ${commit} is kept on this branch — ` +
          `${hook ? 'fix what the server says, then push it' : 'push it when the remote is reachable'}.`,
        hook ? 1 : 2,
      );
    }
    refused++;
    if (attempt >= retries) {
      throw new CliError(
        `--push: gave up after ${refused} refused pushes to ${remote}/${branch} (others kept pushing first); the ` +
          `commit ${commit} is kept on this branch — run git pull --rebase && git push later.`,
        2,
      );
    }
    await sleep(Math.floor(Math.random() * jitter * (attempt + 1)));
    await git.raw(['fetch', '--quiet', '--', remote, `refs/heads/${branch}`]).catch((e) => {
      throw new CliError(
        `--push: fetching ${remote}/${branch} failed (${gitError(e)}); the commit ${commit} is kept on this branch ` +
          `— push it when the remote is reachable.`,
        2,
      );
    });
    const rebased = await git.raw(['rebase', '--quiet', '--autostash', 'FETCH_HEAD']).then(
      () => null,
      (e: unknown) => gitError(e),
    );
    if (rebased !== null) {
      await git.raw(['rebase', '--abort']).catch(() => undefined);
      throw new CliError(
        `--push: ${path} changed on ${remote}/${branch} in a way that cannot be merged with this commit ` +
          `(${rebased}); the commit ${commit} is kept on this branch — run git pull --rebase, resolve, and push.`,
        1,
      );
    }
  }
}
