import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { simpleGit } from 'simple-git';
import { CliError } from '../errors.js';
import { commitOf, gitClient } from './client.js';
import { isArchivePath } from '../models/diff/archive-path.js';
import { checkPath, checkRef, printable } from './refs.js';

/**
 * Narrow git reads for `handover check`. Every ref passes `checkRef` and every path `checkPath` first;
 * paths go after `--` with literal pathspecs. Blobs are read as Buffers: simple-git collects output with no
 * size cap (unlike child_process' default 1 MB maxBuffer), so a 40 MB log is read whole.
 */

const UNSHALLOW =
  'this clone is shallow: fetch the full history with `git fetch --unshallow` (in GitHub Actions: actions/checkout ' +
  'with fetch-depth: 0)';

function stderrOf(error: unknown): string {
  const m = (error as Error).message ?? String(error);
  return (
    m
      .split('\n')
      .map((l) => l.replace(/^(fatal|error): /, '').trim())
      .find(Boolean) ?? 'unknown error'
  );
}

async function run(root: string, args: string[]): Promise<string> {
  return gitClient(root).raw(['--literal-pathspecs', ...args]);
}

async function tryRun(root: string, args: string[]): Promise<string | null> {
  try {
    return await run(root, args);
  } catch {
    return null;
  }
}

/** Throws unless `root` is inside a git work tree. */
export async function requireRepo(root: string): Promise<void> {
  const out = await tryRun(root, ['rev-parse', '--is-inside-work-tree']);
  if (out?.trim() !== 'true')
    throw new CliError(
      `${root} is not inside a git work tree; run handover check in a clone (or use handover lint for the static ` +
        `rules only).`,
      2,
    );
}

/** Throws unless `root` is a git repository, bare or not (a server's repository for the pre-receive hook). */
export async function requireGitDir(root: string): Promise<void> {
  if ((await tryRun(root, ['rev-parse', '--git-dir'])) === null)
    throw new CliError(
      `${root} is not a git repository; install handover check --pre-receive as the hook of the server's repository.`,
      2,
    );
}

/** The branch HEAD names (`refs/heads/main` on a server's bare repository), or null when HEAD is detached. */
export async function defaultBranch(root: string): Promise<string | null> {
  const ref = (await tryRun(root, ['symbolic-ref', '--quiet', 'HEAD']))?.trim();
  return ref && /^refs\/heads\/[A-Za-z0-9._/@+-]+$/.test(ref) ? ref : null;
}

/** Whether HEAD points at a commit (false in a repository with no commits yet). */
export async function hasCommits(root: string): Promise<boolean> {
  return (await commitOf(root, 'HEAD')) !== null;
}

/** Whether the clone is shallow (history cut off by `--depth`). */
export async function isShallow(root: string): Promise<boolean> {
  return (await tryRun(root, ['rev-parse', '--is-shallow-repository']))?.trim() === 'true';
}

/** The full sha of a commit-ish, or an exit-2 error saying how to get it. */
export async function resolveCommit(root: string, ref: string, what = 'ref'): Promise<string> {
  checkRef(ref, what);
  const sha = await commitOf(root, ref);
  if (sha) return sha;
  if (!(await hasCommits(root)))
    throw new CliError(
      `The repository has no commits yet, so the ${what} "${printable(ref)}" does not exist; commit first, or run ` +
        `handover check --staged.`,
      2,
    );
  const hint = (await isShallow(root))
    ? `; ${UNSHALLOW}`
    : `; check the name, or fetch it first (e.g. git fetch origin ${ref.replace(/^origin\//, '')})`;
  throw new CliError(`The ${what} "${printable(ref)}" is not a commit in this repository${hint}.`, 2);
}

/** The best common ancestor of two commits, or null when they share no history (or it is cut off). */
export async function mergeBase(root: string, a: string, b: string): Promise<string | null> {
  const out = await tryRun(root, ['merge-base', '--end-of-options', checkRef(a), checkRef(b)]);
  return out?.trim() || null;
}

/** A blob in a tree or the index: its id, file mode and (from a tree) size in bytes. */
export interface BlobRef {
  path: string;
  oid: string;
  mode: string;
  size: number | null;
}

/**
 * The id git gives `bytes` as a blob (sha1, or sha256 in a sha256 repository — told apart by the length of
 * an id from the same repository). Lets a caller prove that a blob is a prefix of a file without reading it.
 */
export function gitBlobId(bytes: Uint8Array, idLength: number): string {
  return createHash(idLength === 64 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');
}

/** The blobs of `paths` in the tree of `rev` (paths absent from the tree are left out). */
export async function blobsAt(root: string, rev: string, paths: string[]): Promise<Map<string, BlobRef>> {
  const out = await run(root, [
    'ls-tree',
    '-z',
    '-l',
    '--full-tree',
    checkRef(rev),
    '--',
    ...paths.map(checkPath),
  ]).catch((e) => {
    throw new CliError(`git could not list ${printable(rev)}: ${stderrOf(e)}; check that the commit exists.`, 2);
  });
  const found = new Map<string, BlobRef>();
  for (const rec of out.split('\0')) {
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t([\s\S]*)$/.exec(rec);
    if (m) found.set(m[5], { path: m[5], oid: m[3], mode: m[1], size: m[4] === '-' ? null : Number(m[4]) });
  }
  return found;
}

/** The blobs of `paths` staged in the index (stage 0; conflicted paths report their "ours" stage 2). */
export async function stagedBlobs(root: string, paths: string[]): Promise<Map<string, BlobRef>> {
  const out = await run(root, ['ls-files', '-z', '--stage', '--full-name', '--', ...paths.map(checkPath)]).catch(
    (e) => {
      throw new CliError(`git could not read the index: ${stderrOf(e)}; run git status to see what is wrong.`, 2);
    },
  );
  const found = new Map<string, BlobRef>();
  for (const rec of out.split('\0')) {
    const m = /^(\d+) ([0-9a-f]+) (\d)\t([\s\S]*)$/.exec(rec);
    if (m && (m[3] === '0' || (m[3] === '2' && !found.has(m[4]))))
      found.set(m[4], { path: m[4], oid: m[2], mode: m[1], size: null });
  }
  return found;
}

/** Sizes of objects by id via one `cat-file --batch-check`; missing objects are left out. */
async function objectSizes(root: string, specs: string[]): Promise<Map<string, { oid: string; size: number }>> {
  const input = `${specs.join('\n')}\n`;
  const client = gitClient(root, { input: () => input } as Parameters<typeof simpleGit>[0] & object);
  const out = await client.raw(['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)']).catch((e) => {
    throw new CliError(`git could not read objects: ${stderrOf(e)}; run git fsck to check the repository.`, 2);
  });
  const lines = out.split('\n');
  const found = new Map<string, { oid: string; size: number }>();
  specs.forEach((spec, i) => {
    const m = /^([0-9a-f]{40,64}) blob (\d+)$/.exec(lines[i] ?? '');
    if (m) found.set(spec, { oid: m[1], size: Number(m[2]) });
  });
  return found;
}

/** The blobs of many `<commit>:<path>` specs at once, with sizes (null where the path is absent). */
export async function blobIds(
  root: string,
  specs: { rev: string; path: string }[],
): Promise<({ oid: string; size: number } | null)[]> {
  if (specs.length === 0) return [];
  const keys = specs.map((s) => `${checkRef(s.rev)}:${checkPath(s.path)}`);
  const found = await objectSizes(root, keys);
  return keys.map((k) => found.get(k) ?? null);
}

/**
 * Reads blobs by id as bytes. A few at once run one `git show` each, in parallel; many are read in batches of
 * one `git show` each, split by their sizes (given, or looked up with `cat-file --batch-check`).
 */
export async function readBlobs(
  root: string,
  oids: string[],
  knownSizes?: Map<string, number>,
): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  const out = new Map<string, Buffer>();
  if (!unique.every((o) => /^[0-9a-f]{40,64}$/.test(o)))
    throw new CliError('internal error: a blob id is not a hex sha; please report it.', 2);
  if (unique.length <= 4) {
    const read = await Promise.all(
      unique.map((o) =>
        gitClient(root)
          .showBuffer([o])
          .catch(() => null),
      ),
    );
    unique.forEach((o, i) => {
      if (read[i]) out.set(o, read[i]!);
    });
    return out;
  }
  for (let i = 0; i < unique.length; i += 500) {
    const batch = unique.slice(i, i + 500);
    const sizes =
      knownSizes && batch.every((o) => knownSizes.has(o))
        ? new Map(batch.map((o) => [o, knownSizes.get(o)!]))
        : new Map([...(await objectSizes(root, batch))].map(([o, v]) => [o, v.size]));
    const present = batch.filter((o) => sizes.has(o));
    if (present.length === 0) continue;
    const buf = await gitClient(root)
      .showBuffer(present)
      .catch((e) => {
        throw new CliError(
          `git could not read file contents: ${stderrOf(e)}; run git fsck to check the repository.`,
          2,
        );
      });
    let at = 0;
    for (const o of present) {
      const size = sizes.get(o)!;
      out.set(o, buf.subarray(at, at + size));
      at += size;
    }
    if (at !== buf.length)
      throw new CliError('git returned file contents of an unexpected size; run git fsck and try again.', 2);
  }
  return out;
}

/** One commit of a range, with what `check --range` needs to judge it. */
/**
 * The exclusions git log takes for a range's base (one commit, several, or 'all': the commits no ref has), each
 * ref checked before it reaches git, and how the range is named in messages.
 */
function rangeSpec(base: string | string[] | 'all', head: string): { not: string[]; shown: string } {
  if (base === 'all') return { not: ['--not', '--all'], shown: `${printable(head)} (commits no ref has)` };
  const bases = typeof base === 'string' ? [base] : base;
  return {
    not: bases.map((b) => `^${checkRef(b)}`),
    shown: `${bases.map(printable).join(',')}..${printable(head)}`,
  };
}

export interface RangeCommit {
  sha: string;
  short: string;
  parents: string[];
  email: string;
  subject: string;
  /** Values of `Handover-Agent:` trailers. */
  agents: string[];
  /** Values of `Handover-Override:` trailers. */
  overrides: string[];
  /** Values of `Handover-Migrate:` trailers. */
  migrates: string[];
  /** What git's own signature check says (only when asked for, see `commitsTouching`). */
  signature?: { status: string; signer: string; fingerprint: string; primary: string };
}

const FIELDS = [
  '%H',
  '%h',
  '%P',
  '%ae',
  '%(trailers:key=Handover-Agent,valueonly,separator=%x1d)',
  '%(trailers:key=Handover-Override,valueonly,separator=%x1d)',
  '%(trailers:key=Handover-Migrate,valueonly,separator=%x1d)',
];
const SIGNATURE_FIELDS = ['%G?', '%GS', '%GF', '%GP'];

/**
 * The commits of `base..head` that touch any of `paths`, oldest first, with parents, author email, subject and
 * handover trailers. Full history: commits on merged side branches are listed too. With `signatures`, git also
 * verifies each commit's signature (as `git verify-commit` does), ssh ones against `signatures.allowedSigners`
 * (the text of an allowed-signers file, written to a private temp file for this one call).
 */
export async function commitsTouching(
  root: string,
  base: string | string[] | 'all',
  head: string,
  { paths, signatures }: { paths: string[]; signatures?: { allowedSigners: string } },
): Promise<RangeCommit[]> {
  // `base` may be several commits to exclude, or 'all': every existing ref (a new branch in a pre-receive hook)
  const { not, shown } = rangeSpec(base, head);
  const fields = [...FIELDS, ...(signatures ? SIGNATURE_FIELDS : []), '%s'];
  const args = [
    'log',
    '-z',
    '--reverse',
    '--topo-order',
    '--full-history',
    '--no-renames',
    `--format=${fields.join('%x1f')}`,
    checkRef(head),
    ...not,
    '--',
    ...paths.map(checkPath),
  ];
  const out = await withSigners(signatures, (extra) =>
    gitClient(root).raw([...extra, '--literal-pathspecs', ...args]),
  ).catch((e) => {
    throw new CliError(`git could not list the commits of ${shown}: ${stderrOf(e)}; check both refs.`, 2);
  });
  const n = fields.length;
  const commits: RangeCommit[] = [];
  for (const rec of out.split('\0')) {
    if (!rec.trim()) continue;
    const f = rec.replace(/^\n/, '').split('\x1f');
    if (f.length < n || !/^[0-9a-f]{40,64}$/.test(f[0]))
      throw new CliError(
        `git printed a commit record handover cannot read ("${printable(rec.slice(0, 60))}"); a commit message may ` +
          `hold control characters.`,
        2,
      );
    const list = (x: string) =>
      x
        .split('\x1d')
        .map((y) => y.trim())
        .filter(Boolean);
    const c: RangeCommit = {
      sha: f[0],
      short: f[1],
      parents: f[2].split(' ').filter(Boolean),
      email: f[3].toLowerCase(),
      agents: list(f[4]),
      overrides: list(f[5]),
      migrates: list(f[6]),
      subject: f.slice(n - 1).join(' '),
    };
    if (signatures)
      c.signature = { status: f[7].trim(), signer: f[8].trim(), fingerprint: f[9].trim(), primary: f[10].trim() };
    commits.push(c);
  }
  return commits;
}

/**
 * Runs git with the config's ssh allowed signers (the text of an allowed-signers file, written to a private temp
 * file for this one call, removed after), so that `%G?` verifies ssh signatures as `git verify-commit` does.
 */
async function withSigners<T>(
  signatures: { allowedSigners: string } | undefined,
  run: (extra: string[]) => Promise<T>,
): Promise<T> {
  if (!signatures) return run([]);
  const tmp = await mkdtemp(join(tmpdir(), 'handover-signers-'));
  try {
    const file = join(tmp, 'allowed_signers');
    await writeFile(file, signatures.allowedSigners, { mode: 0o600 });
    return await run(['-c', `gpg.ssh.allowedSignersFile=${file}`]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The shas of `base..head` that touch any of `paths` (one `git log`). */
export async function shasTouching(
  root: string,
  base: string | string[] | 'all',
  head: string,
  paths: string[],
): Promise<Set<string>> {
  // `base` as in `commitsTouching`: one commit, several to exclude, or 'all' (commits no ref has)
  const { not, shown } = rangeSpec(base, head);
  const out = await run(root, [
    'log',
    '--format=%H',
    '--full-history',
    '--no-renames',
    checkRef(head),
    ...not,
    '--',
    ...paths.map(checkPath),
  ]).catch((e) => {
    throw new CliError(`git could not list the commits of ${shown}: ${stderrOf(e)}; check both refs.`, 2);
  });
  return new Set(
    out
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
}

/** The best common ancestor of several commits (a merge's parents), or null. */
export async function mergeBaseOf(root: string, shas: string[]): Promise<string | null> {
  const out = await tryRun(root, ['merge-base', '--octopus', '--end-of-options', ...shas.map((s) => checkRef(s))]);
  return out?.trim() || null;
}

/** Whether `a` is an ancestor of (or equal to) `b`. */
export async function isAncestor(root: string, a: string, b: string): Promise<boolean> {
  // Not `merge-base --is-ancestor`: it answers by exit code alone, and simple-git does not reject a silent exit 1.
  const fullA = await commitOf(root, checkRef(a));
  return fullA !== null && (await mergeBase(root, a, b)) === fullA;
}

/** A file that differs between two trees (or a tree and the index): its path and both blob ids (null: absent). */
export interface ChangedFile {
  path: string;
  before: string | null;
  after: string | null;
  /** Set for a working-tree file git does not track (and does not ignore). */
  untracked?: true;
}

/**
 * The files under `paths` that differ from `from` to `to` (a commit, the index when `to` is null, or the working
 * tree, whose side then has no id: read it from disk; its untracked files that git does not ignore included), with
 * blob ids: one `git diff-tree` / `git diff-index --cached` (and, for the working tree, one `git ls-files --others`).
 * `from` null means the empty tree (a root commit).
 */
export async function changedFiles(
  root: string,
  from: string | null,
  to: string | null | 'worktree',
  paths: string[],
): Promise<ChangedFile[]> {
  const spec = paths.map(checkPath);
  const args =
    to === null || to === 'worktree'
      ? [
          'diff-index',
          ...(to === null ? ['--cached'] : []),
          '-z',
          '--no-renames',
          '--abbrev=64',
          from === null ? EMPTY_TREE : checkRef(from),
          '--',
          ...spec,
        ]
      : from === null
        ? ['diff-tree', '-r', '-z', '--no-renames', '--root', '--abbrev=64', checkRef(to), '--', ...spec]
        : ['diff-tree', '-r', '-z', '--no-renames', '--abbrev=64', checkRef(from), checkRef(to), '--', ...spec];
  // the working tree's untracked files (not ignored) are part of its change: what `git add -A` would commit
  const others = ['ls-files', '-z', '--others', '--exclude-standard', '--full-name', '--', ...spec];
  const [out, untracked] = await Promise.all([run(root, args), to === 'worktree' ? run(root, others) : '']).catch(
    (e) => {
      throw new CliError(
        `git could not compare ${printable(from ?? 'the empty tree')} with ${printable(to ?? 'the index')}: ` +
          `${stderrOf(e)}; check the repository with git status.`,
        2,
      );
    },
  );
  const parts = out.split('\0');
  const found: ChangedFile[] = [];
  for (let i = 0; i < parts.length; i++) {
    const m = /^:(\d+) (\d+) ([0-9a-f]+) ([0-9a-f]+) (\w)/.exec(parts[i]);
    if (!m) continue;
    const path = parts[++i];
    const zero = (id: string, mode: string) => (/^0+$/.test(id) || mode === '000000' ? null : id);
    found.push({ path, before: zero(m[3], m[1]), after: zero(m[4], m[2]) });
  }
  for (const path of untracked.split('\0'))
    if (path && !found.some((f) => f.path === path)) found.push({ path, before: null, after: null, untracked: true });
  return found;
}

/** git's empty tree (sha1): what a root commit, or a listing of a whole tree, is compared with. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** A commit that touched a path, newest first, with its author time and parents. */
export interface PathCommit {
  commit: string;
  /** Author time, ms since the epoch: when the change was written. */
  time: number;
  parents: string[];
}

/**
 * The commits reachable from HEAD that touched `relPath`, newest first; empty outside a repo or before the first
 * commit.
 */
export async function pathHistory(root: string, relPath: string): Promise<PathCommit[]> {
  const out = await tryRun(root, ['log', '--format=%H %at %P', 'HEAD', '--', checkPath(relPath)]);
  if (out === null) return [];
  return out
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const [commit, at, ...parents] = line.trim().split(' ');
      return { commit, time: Number(at) * 1000, parents: parents.filter(Boolean) };
    });
}

/** The text of `relPath` at each commit (null where the path does not exist there), read in batches. */
export async function readAtCommits(
  root: string,
  commits: string[],
  relPath: string,
): Promise<Map<string, string | null>> {
  const wanted = [...new Set(commits)].filter((c) => /^[0-9a-f]{7,64}$/.test(c));
  const out = new Map<string, string | null>();
  if (wanted.length === 0) return out;
  const ids = await blobIds(
    root,
    wanted.map((rev) => ({ rev, path: relPath })),
  );
  const sizes = new Map(ids.flatMap((x) => (x ? [[x.oid, x.size] as const] : [])));
  const blobs = await readBlobs(
    root,
    ids.flatMap((x) => (x ? [x.oid] : [])),
    sizes,
  );
  wanted.forEach((c, i) => {
    const id = ids[i];
    out.set(c, id ? (blobs.get(id.oid)?.toString('utf8') ?? null) : null);
  });
  return out;
}

/**
 * A path a commit (or the index) leaves as something other than a regular file: a symlink (120000), a submodule
 * (160000).
 */
export interface NotAFileChange {
  /** The commit, or null for the index. */
  sha: string | null;
  path: string;
  mode: string;
}

/** The folders above each path and the path itself: `docs/a/SYNC.md` → `docs`, `docs/a`, `docs/a/SYNC.md`. */
function withFolders(paths: string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    const parts = checkPath(p).split('/');
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('/'));
  }
  return [...out];
}

function parseRaw(out: string, sha: string | null, found: NotAFileChange[]): void {
  const f = out.split('\0');
  for (let i = 0; i + 1 < f.length; i++) {
    const m = /^\n?:\d{6} (\d{6}) /.exec(f[i]);
    if (!m) continue;
    const path = f[++i];
    if (m[1] === '120000' || m[1] === '160000') found.push({ sha, path, mode: m[1] });
  }
}

/**
 * The changes that leave one of `paths`, or a folder on its way, as a symlink or a submodule: in each commit of
 * `base..head` (against each parent), or in the index against HEAD (`{ staged: true }`). Reads the file modes
 * git records (one `git log --raw` or `git diff --cached --raw`), so a link is refused without being followed.
 */
export async function notAFileChanges(
  root: string,
  where: { base: string | string[] | 'all'; head: string } | { staged: true },
  paths: string[],
): Promise<NotAFileChange[]> {
  if (paths.length === 0) return [];
  const specs = withFolders(paths);
  const found: NotAFileChange[] = [];
  if ('staged' in where) {
    // with no commit yet, --cached compares with the empty tree
    const against = (await hasCommits(root)) ? ['HEAD'] : [];
    const out = await run(root, [
      'diff',
      '--cached',
      '--raw',
      '-z',
      '--no-renames',
      '--no-ext-diff',
      ...against,
      '--',
      ...specs,
    ]).catch((e) => {
      throw new CliError(
        `git could not compare the index with HEAD: ${stderrOf(e)}; run git status to see what is wrong.`,
        2,
      );
    });
    parseRaw(out, null, found);
    return found;
  }
  // `base` may be several commits to exclude, or 'all': every existing ref (a new branch in a pre-receive hook)
  const b = where.base;
  const not = b === 'all' ? ['--not', '--all'] : (typeof b === 'string' ? [b] : b).map((x) => `^${checkRef(x)}`);
  const args = [
    'log',
    '-z',
    '--raw',
    '-m',
    '--no-renames',
    '--format=%x01%H',
    checkRef(where.head),
    ...not,
    '--',
    ...specs,
  ];
  const out = await run(root, args).catch((e) => {
    const from = b === 'all' ? 'the push' : typeof b === 'string' ? printable(b) : b.map(printable).join(',');
    throw new CliError(
      `git could not list the commits of ${from}..${printable(where.head)}: ${stderrOf(e)}; check both refs.`,
      2,
    );
  });
  for (const rec of out.split('\x01')) {
    const m = /^([0-9a-f]{40,64})\0/.exec(rec);
    if (m) parseRaw(rec.slice(m[0].length), m[1], found);
  }
  return found;
}

/** A commit that carries `Handover-Approve:` trailers: a claimed approval, to be judged by SPEC §3 identity. */
export interface ApprovalCommit {
  sha: string;
  email: string;
  agents: string[];
  /** The refs (`<project>#<seq>`) it approves. */
  refs: string[];
  /** Its signature as git verified it, when asked for. */
  signature?: RangeCommit['signature'];
}

/**
 * The commits reachable from `rev` whose message carries a `Handover-Approve:` trailer (none in a repo with no
 * commits); with `signatures`, each with its signature as git verified it (see `commitsTouching`).
 */
export async function approvalCommits(
  root: string,
  rev = 'HEAD',
  signatures?: { allowedSigners: string },
): Promise<ApprovalCommit[]> {
  const fields = [
    '%H',
    '%ae',
    '%(trailers:key=Handover-Agent,valueonly,separator=%x1d)',
    '%(trailers:key=Handover-Approve,valueonly,separator=%x1d)',
    ...(signatures ? SIGNATURE_FIELDS : []),
  ];
  const args = [
    'log',
    '-z',
    '--fixed-strings',
    '--regexp-ignore-case',
    '--grep=Handover-Approve:',
    `--format=${fields.join('%x1f')}`,
    checkRef(rev),
    '--',
  ];
  const out = await withSigners(signatures, (extra) =>
    gitClient(root).raw([...extra, '--literal-pathspecs', ...args]),
  ).catch(() => '');
  if (!out) return [];
  const list = (s: string) =>
    s
      .split('\x1d')
      .map((x) => x.trim())
      .filter(Boolean);
  return out
    .split('\0')
    .filter((r) => r.trim())
    .map((rec) => {
      const f = rec.replace(/^\n/, '').split('\x1f');
      const c: ApprovalCommit = {
        sha: f[0],
        email: (f[1] ?? '').toLowerCase(),
        agents: list(f[2] ?? ''),
        refs: list(f[3] ?? ''),
      };
      if (signatures)
        c.signature = {
          status: (f[4] ?? '').trim(),
          signer: (f[5] ?? '').trim(),
          fingerprint: (f[6] ?? '').trim(),
          primary: (f[7] ?? '').trim(),
        };
      return c;
    })
    .filter((c) => /^[0-9a-f]{40,64}$/.test(c.sha));
}

/** What says which repository a folder belongs to, whatever clone it is: the first commit, and the remote. */
export interface RepoIdentity {
  /** The repository's root commit (the oldest first commit of HEAD's history), or null with no commit yet. */
  rootCommit: string | null;
  /** `remote.origin.url`, or null. */
  remote: string | null;
  /** The folder's path inside its repository (`lab/`), '' at the top. */
  prefix: string;
  /** Whether the folder is inside a git repository at all. */
  repo: boolean;
}

/**
 * Which repository a folder belongs to, for telling clones of one project from different projects: its root
 * commit (shared by every clone), the origin remote, and the folder's place in the repository. Two git calls.
 * A bare repository (a server's copy) has no prefix.
 */
export async function repoIdentity(dir: string): Promise<RepoIdentity> {
  const git = gitClient(dir);
  const lines = (await git.raw(['rev-parse', '--is-bare-repository', '--show-prefix']).catch(() => null))?.split('\n');
  if (!lines) return { rootCommit: null, remote: null, prefix: '', repo: false };
  const prefix = lines[0] === 'true' ? '' : (lines[1] ?? '');
  const roots = (await git.raw(['rev-list', '--max-parents=0', 'HEAD', '--']).catch(() => ''))
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => /^[0-9a-f]{40,64}$/.test(s))
    .sort();
  const remote = (await git.raw(['config', '--get', 'remote.origin.url']).catch(() => '')).trim() || null;
  return { rootCommit: roots[0] ?? null, remote, prefix, repo: true };
}

/**
 * Every file that patterns with one `*` in the file name (`LOG-*.md`) name in one version: a commit's tree, the index,
 * or the index with the working tree's untracked files. `*` does not match `/`; the other characters are literal.
 */
export async function filesMatching(
  root: string,
  where: { rev: string } | { index: true } | { worktree: true },
  patterns: string[],
): Promise<string[]> {
  if (patterns.length === 0) return [];
  const specs = patterns.map((p) => `:(glob,icase)${checkPath(p).replace(/[?[\]\\]/g, '\\$&')}`);
  const git = (args: string[]) => gitClient(root).raw(['--no-literal-pathspecs', ...args]);
  try {
    const outs =
      'rev' in where
        ? // ls-tree takes no glob: each pattern's folder, listed one level deep, then matched here
          [
            await gitClient(root).raw([
              'ls-tree',
              '-z',
              '--name-only',
              '--full-tree',
              checkRef(where.rev),
              '--',
              ...new Set(patterns.map((p) => checkPath(p.slice(0, p.lastIndexOf('/') + 1) || '.'))),
            ]),
          ]
        : [
            await git(['ls-files', '-z', '--full-name', '--', ...specs]),
            ...('worktree' in where
              ? [await git(['ls-files', '-z', '--others', '--exclude-standard', '--full-name', '--', ...specs])]
              : []),
          ];
    const found = outs.flatMap((o) => o.split('\0').filter((p) => isArchivePath(patterns, p)));
    return [...new Set(found)].sort();
  } catch (e) {
    throw new CliError(
      `git could not list the log's archive files: ${stderrOf(e)}; check the repository with git status.`,
      2,
    );
  }
}

/** Where `pathsMatching` looks for the files a change touched. */
export type MatchingWhere =
  | { range: { base: string | string[] | 'all'; head: string }; net?: string | null }
  | { staged: true; against?: string }
  | { worktree: string };

/**
 * The files that patterns with one `*` in the file name (`LOG-*.md`, `archive/*.md`) name and that a change touched:
 * in a range, those any commit changed (a merge against each parent) and those its net change from `net` changed;
 * staged, those the index changes against HEAD (or `against`, a rev); in the working tree, those it changes against `worktree` (a rev),
 * untracked ones included. `*` does not match `/`; the patterns' other characters are taken literally, in any case
 * (see isArchivePath).
 */
export async function pathsMatching(root: string, where: MatchingWhere, patterns: string[]): Promise<string[]> {
  if (patterns.length === 0) return [];
  const specs = patterns.map((p) => `:(glob,icase)${checkPath(p).replace(/[?[\]\\]/g, '\\$&')}`);
  const git = (args: string[]) => gitClient(root).raw(['--no-literal-pathspecs', ...args]);
  const names = (out: string) => out.split('\0').filter(Boolean);
  const found = new Set<string>();
  const add = (out: string) => {
    for (const p of names(out)) found.add(p);
  };
  try {
    if ('range' in where) {
      const { not } = rangeSpec(where.range.base, where.range.head);
      add(
        await git([
          'log',
          '-z',
          '-m',
          '--no-renames',
          '--name-only',
          '--format=',
          checkRef(where.range.head),
          ...not,
          '--',
          ...specs,
        ]),
      );
      if (where.net)
        add(
          await git([
            'diff',
            '-z',
            '--no-renames',
            '--name-only',
            checkRef(where.net),
            checkRef(where.range.head),
            '--',
            ...specs,
          ]),
        );
    } else if ('staged' in where) {
      const against = where.against ? [checkRef(where.against)] : (await hasCommits(root)) ? ['HEAD'] : [EMPTY_TREE];
      add(await git(['diff', '--cached', '-z', '--no-renames', '--name-only', ...against, '--', ...specs]));
    } else {
      add(await git(['diff', '-z', '--no-renames', '--name-only', checkRef(where.worktree), '--', ...specs]));
      add(await git(['ls-files', '-z', '--others', '--exclude-standard', '--full-name', '--', ...specs]));
    }
  } catch (e) {
    throw new CliError(
      `git could not list the log's archive files: ${stderrOf(e)}; check the repository with git status.`,
      2,
    );
  }
  return [...found].sort();
}
