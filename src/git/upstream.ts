import { existsSync, mkdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import type { UpstreamConfig } from '../config/schema.js';
import { CliError } from '../errors.js';
import { commitOf, gitClient } from './client.js';
import { HISTORY_AS_WRITTEN } from './plain.js';
import { redactUrl } from '../display.js';
import { blobsAt, readBlobs, type BlobRef } from './repo.js';

/** An upstream's log as committed at its ref. */
export interface UpstreamBlob {
  bytes: Buffer;
  /** The commit the file was read from. */
  commit: string;
  /** How to name the upstream in messages: `lab (../lab at main, HANDOVER.md)`. */
  where: string;
  /** The git directory the commit is in (the upstream's clone, or the consumer's cache of a URL). */
  repo: string;
  /** The upstream folder's path inside its repository (`lab/`), '' at the top; `file` is relative to it. */
  prefix: string;
  /** The log's path inside that folder (`upstreams.<name>.file`). */
  file: string;
}

const URL_SCHEMES = /^(file|ssh|git\+ssh|ssh\+git|https?|git):\/\//i;
const SCP_LIKE = /^[A-Za-z0-9._~-]+@[A-Za-z0-9.-]+:(?!\/\/)/;
const REF = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!.*\.lock$)(?!\/)(?!.*\/$)[A-Za-z0-9._/-]+$/;

/** Whether a configured source is a git URL (fetched into a cache) rather than a local working tree. */
export function isGitUrl(source: string): boolean {
  return URL_SCHEMES.test(source) || SCP_LIKE.test(source);
}

/**
 * Checks a source and ref before any of them reaches git: neither may read as an option, the ref
 * must be a plain branch, tag or commit name, a URL must use a known transport with a sane host.
 */
export function checkUpstream(name: string, up: UpstreamConfig, key = `upstreams.${name}`): void {
  const fail = (what: string): never => {
    throw new CliError(`${key}: ${what}; fix it in the handover config and run again.`, 2);
  };
  if (up.source.startsWith('-') || up.source.includes('\0'))
    fail(`source "${redactUrl(up.source)}" would be read by git as an option`);
  if (!REF.test(up.ref)) fail(`ref "${up.ref}" is not a plain branch, tag or commit name`);
  if (/^[a-z][a-z0-9+.-]*::/i.test(up.source))
    fail(`source "${redactUrl(up.source)}" uses a git remote helper, which handover does not run`);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(up.source)) {
    if (!URL_SCHEMES.test(up.source))
      fail(`source "${redactUrl(up.source)}" uses an unsupported transport (use file://, ssh:// or https://)`);
    const host = /^[^:]+:\/\/(?:[^@/]*@)?([^/:]*)/.exec(up.source)?.[1] ?? '';
    if (host.startsWith('-')) fail(`source "${redactUrl(up.source)}" has a host that ssh would read as an option`);
  }
  if (SCP_LIKE.test(up.source) && up.source.startsWith('-'))
    fail(`source "${redactUrl(up.source)}" would be read as an option`);
  if (isAbsolute(up.file) || up.file.startsWith('..') || up.file.startsWith('-') || up.file.includes(':'))
    fail(`file "${up.file}" is not a path inside the upstream repository`);
}

function where(name: string, up: UpstreamConfig): string {
  return `${name} (${redactUrl(up.source)} at ${up.ref}, ${up.file})`;
}

/**
 * Reads `file` at `ref` of an upstream: a working tree's committed file, or a URL fetched into the consumer's cache.
 */
export async function readUpstream(
  root: string,
  name: string,
  up: UpstreamConfig,
  opts: { fetch?: boolean; key?: string } = {},
): Promise<UpstreamBlob> {
  /** The config key that holds this source, for messages: `upstreams.<name>`, or `registry` for the commons'. */
  const key = opts.key ?? `upstreams.${name}`;
  checkUpstream(name, up, key);
  const w = where(name, up);
  if (isGitUrl(up.source)) {
    const cache = await cacheRepo(root, name);
    if (opts.fetch !== false || !(await hasCommit(cache, 'refs/handover/fetched'))) await fetchInto(cache, name, up);
    const commit = await resolveCommit(cache, 'refs/handover/fetched', () => refMissing(key, up, w));
    return { bytes: await blobAt(cache, commit, up.file, w), commit, where: w, repo: cache, prefix: '', file: up.file };
  }
  const dir = resolve(root, up.source);
  if (!existsSync(dir))
    throw new CliError(`Upstream ${w}: the folder ${dir} does not exist; fix ${key}.source in the handover config.`, 2);
  if (!statSync(dir).isDirectory())
    throw new CliError(
      `Upstream ${w}: ${dir} is not a folder; point ${key}.source at the upstream's working tree or a git URL.`,
      2,
    );
  // One git call: bare or not, the folder's prefix inside its repository, and the ref's commit.
  let lines: string[] | null = null;
  try {
    lines = (
      await gitClient(dir).raw([
        'rev-parse',
        '--is-bare-repository',
        '--show-prefix',
        '--verify',
        '--quiet',
        `${up.ref}^{commit}`,
      ])
    ).split('\n');
  } catch {
    // told apart below
  }
  if (!lines || !/^[0-9a-f]{40,64}$/.test(lines[2] ?? '')) {
    try {
      await gitClient(dir).raw(['rev-parse', '--git-dir']);
    } catch {
      throw new CliError(
        `Upstream ${w}: ${dir} is not a git repository; point ${key}.source at the upstream's clone.`,
        2,
      );
    }
    throw refMissing(key, up, w);
  }
  // A bare repository has no working tree, so no prefix: the file is read from the top.
  const prefix = lines[0] === 'true' ? '' : lines[1];
  const commit = lines[2];
  return {
    bytes: await blobAt(dir, commit, `${prefix}${up.file}`, w),
    commit,
    where: w,
    repo: dir,
    prefix,
    file: up.file,
  };
}

/**
 * The branch an upstream source's HEAD names (its default branch), or null when it cannot be told (not there
 * yet, unreachable, HEAD detached): a working tree's or bare repository's HEAD, or `git ls-remote --symref` of
 * a URL. Read once, by init, so the config names the branch the upstream really has.
 */
export async function defaultBranchOf(root: string, name: string, source: string): Promise<string | null> {
  try {
    checkUpstream(name, { source, ref: 'HEAD', file: 'HANDOVER.md' });
    const out = isGitUrl(source)
      ? ((await fetcher(root).raw(['ls-remote', '--symref', '--', source, 'HEAD'])).match(
          /^ref: refs\/heads\/(\S+)\tHEAD$/m,
        )?.[1] ?? '')
      : (await gitClient(resolve(root, source)).raw(['symbolic-ref', '--quiet', '--short', 'HEAD'])).trim();
    return out && REF.test(out) ? out : null;
  } catch {
    return null;
  }
}

/** What an upstream's commit holds at a path: a small regular file's bytes, or why it was not read. */
export type UpstreamFile = { bytes: Buffer } | { skipped: 'symlink' | 'not-a-file' | 'too-large' };

/**
 * Small files from the commit an upstream's log was read from (paths from the top of its repository), for
 * reading the upstream's own config as data. Someone else's repository: a symlink is never followed (git
 * stores its target as text, which is not read), only regular files up to `maxBytes` are read.
 */
export async function upstreamFilesAt(
  blob: UpstreamBlob,
  paths: string[],
  maxBytes: number,
): Promise<Map<string, UpstreamFile>> {
  // The log itself is listed too (it is there: it was just read), so git's answer is never empty: simple-git
  // takes tens of milliseconds longer to return a command that printed nothing.
  const log = `${blob.prefix}${blob.file}`;
  const found = await blobsAt(blob.repo, blob.commit, [...paths, log]);
  const out = new Map<string, UpstreamFile>();
  const wanted: BlobRef[] = [];
  for (const [path, ref] of found) {
    if (path === log && !paths.includes(log)) continue;
    if (ref.mode === '120000') out.set(path, { skipped: 'symlink' });
    else if (ref.mode !== '100644' && ref.mode !== '100755') out.set(path, { skipped: 'not-a-file' });
    else if (ref.size === null || ref.size > maxBytes) out.set(path, { skipped: 'too-large' });
    else wanted.push(ref);
  }
  const bytes = await readBlobs(
    blob.repo,
    wanted.map((r) => r.oid),
  );
  for (const r of wanted) out.set(r.path, { bytes: bytes.get(r.oid) ?? Buffer.alloc(0) });
  return out;
}

/** Whether a URL source was fetched into this clone's cache before (read it with `fetch: false`, no network). */
export async function isCached(root: string, name: string): Promise<boolean> {
  try {
    const common = (await gitClient(root).raw(['rev-parse', '--git-common-dir'])).trim();
    const dir = join(resolve(root, common), 'handover', 'upstreams', `${name}.git`);
    return existsSync(join(dir, 'HEAD')) && (await hasCommit(dir, 'refs/handover/fetched'));
  } catch {
    return false;
  }
}

async function hasCommit(dir: string, rev: string): Promise<boolean> {
  return (await commitOf(dir, rev)) !== null;
}

/** The commit `ref` names in `dir`; `missing()` is the error when it names none. */
async function resolveCommit(dir: string, ref: string, missing: () => CliError): Promise<string> {
  const sha = await commitOf(dir, ref);
  if (sha) return sha;
  throw missing();
}

function refMissing(key: string, up: UpstreamConfig, w: string): CliError {
  return new CliError(
    `Upstream ${w}: the ref "${up.ref}" does not exist there; fix ${key}.ref (default main) in the handover config.`,
    2,
  );
}

async function blobAt(dir: string, commit: string, path: string, w: string): Promise<Buffer> {
  try {
    return await gitClient(dir).showBuffer(['--no-textconv', `${commit}:${path}`]);
  } catch {
    throw new CliError(
      `Upstream ${w}: there is no ${path} in commit ${commit.slice(0, 12)}; check upstreams.*.file, or wait until ` +
        `the upstream commits its log.`,
      2,
    );
  }
}

/** The bare cache for a URL upstream inside the consumer's git dir (shared by its worktrees). */
async function cacheRepo(root: string, name: string): Promise<string> {
  let common: string;
  try {
    common = (await gitClient(root).raw(['rev-parse', '--git-common-dir'])).trim();
  } catch {
    throw new CliError(
      `${root} is not a git repository, so there is nowhere to cache upstream ${name}; run handover consume inside ` +
        `the consumer's clone.`,
      2,
    );
  }
  const dir = join(resolve(root, common), 'handover', 'upstreams', `${name}.git`);
  if (!existsSync(join(dir, 'HEAD'))) {
    mkdirSync(dir, { recursive: true });
    await gitClient(dir).raw(['init', '--bare', '--quiet']);
  }
  return dir;
}

/** What a fetch may inherit from the user's environment besides the non-git variables. */
const FETCH_ENV = ['GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_SSL_CAINFO', 'GIT_SSL_CAPATH', 'GIT_PROXY_COMMAND'];

function fetcher(dir: string): SimpleGit {
  // A fetch must never stop to ask for a password: no terminal prompt, no askpass helper.
  const env: NodeJS.ProcessEnv = { GIT_TERMINAL_PROMPT: '0' };
  for (const [k, v] of Object.entries(process.env)) {
    if (/^GIT_/i.test(k) ? FETCH_ENV.includes(k) : !/ASKPASS$/i.test(k) && !/^(EDITOR|PAGER|VISUAL)$/i.test(k))
      env[k] = v;
  }
  // ssh asks on the terminal itself (passphrase, host key): batch mode makes it fail instead, unless the
  // user chose their own ssh command.
  if (!env.GIT_SSH_COMMAND && !env.GIT_SSH) env.GIT_SSH_COMMAND = 'ssh -o BatchMode=yes';
  // The ssh command is ours or the user's own environment's, never the config's: allowed.
  return simpleGit({
    baseDir: dir,
    timeout: { block: 120_000 },
    allowEnvironment: ['GIT_TERMINAL_PROMPT', ...FETCH_ENV, ...Object.keys(HISTORY_AS_WRITTEN)],
    unsafe: { allowUnsafeSshCommand: true },
  }).env({ ...env, ...HISTORY_AS_WRITTEN });
}

/**
 * Fetches the upstream's ref into `refs/handover/fetched`: shallow (depth 1) first; when the
 * server refuses a shallow fetch of that ref (a bare commit id, say), everything once.
 */
async function fetchInto(cache: string, name: string, up: UpstreamConfig): Promise<void> {
  const git = fetcher(cache);
  const base = ['fetch', '--quiet', '--no-tags', '--no-write-fetch-head'];
  const errors: string[] = [];
  for (const args of [
    [...base, '--depth=1', '--', up.source, `+${up.ref}:refs/handover/fetched`],
    [...base, '--', up.source, '+refs/heads/*:refs/handover/heads/*', '+refs/tags/*:refs/handover/tags/*'],
  ]) {
    try {
      await git.raw(args);
      if (args.includes('--depth=1')) return;
      for (const candidate of [`refs/handover/heads/${up.ref}`, `refs/handover/tags/${up.ref}`, up.ref]) {
        if (await hasCommit(cache, candidate)) {
          await git.raw(['update-ref', 'refs/handover/fetched', `${candidate}^{commit}`]);
          return;
        }
      }
      errors.push(`the ref "${up.ref}" does not exist there`);
    } catch (error) {
      // git's first line is the specific one ("connect to host … refused", "… does not appear to be a git
      // repository").
      const first =
        String((error as Error).message)
          .split('\n')
          .map((l) => l.trim())
          .find(Boolean) ?? 'unknown error';
      errors.push(first.replace(/^fatal:\s*/, '').replace(/\.$/, ''));
    }
  }
  throw new CliError(
    `Upstream ${name}: fetching ${redactUrl(up.source)} (ref ${up.ref}) failed: ` +
      `${redactUrl(errors[errors.length - 1])}. Check the URL, the ref and your access, then run again.`,
    2,
  );
}
