import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { hostname } from 'node:os';
import { CliError } from './errors.js';

const errCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/**
 * Opens a file for reading without ever blocking: O_NONBLOCK, so a FIFO or a device under a file's name
 * opens at once, then fstat on the open descriptor (no race with a swap after a stat) refuses anything
 * that is not a regular file. `noFollow` refuses a symlink at the last component (O_NOFOLLOW).
 * Returns the bytes, or null when the file does not exist.
 */
function readRegularFd(abs: string, shown: string, noFollow: boolean): Buffer | null {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK | (noFollow ? constants.O_NOFOLLOW : 0));
  } catch (error) {
    const code = errCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    if (code === 'ELOOP')
      throw new CliError(
        `${shown} is a symbolic link; protocol files must be plain files inside the repository: replace the link ` +
          `with the file itself.`,
        1,
      );
    if (code === 'EISDIR')
      throw new CliError(`${shown} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    throw new CliError(`${shown}: cannot be read (${code}); check its permissions.`, 2);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory())
      throw new CliError(`${shown} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    if (!st.isFile())
      throw new CliError(
        `${shown} is not a regular file (a pipe, a socket or a device); replace it with a plain file.`,
        2,
      );
    return readFileSync(fd);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${shown}: cannot be read (${errCode(error)}); check its permissions.`, 2);
  } finally {
    closeSync(fd);
  }
}

/** True when something (a file, a folder, a dangling or live symlink) stands at `abs`; links are not followed. */
export function existsNoFollow(abs: string): boolean {
  try {
    lstatSync(abs);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first thing on the way from `base` to `base/rel` (each folder, then the file itself unless `foldersOnly`)
 * that is a symbolic link leading outside every folder of `within` (real paths); null when there is none. A writer
 * that follows it would write outside the repository (through a dangling link, it creates what the link names).
 * Links that stay inside are allowed: they are the repo's own layout.
 */
export function linkLeadingOut(
  base: string,
  rel: string,
  within: string[],
  foldersOnly = false,
): { path: string; to: string } | null {
  const parts = rel.split(/[\\/]/).filter((p) => p && p !== '.');
  const inside = within.map((w) => {
    try {
      return realpathSync(w);
    } catch {
      return resolve(w);
    }
  });
  for (const { at, st } of existingSteps(base, parts.slice(0, parts.length - (foldersOnly ? 1 : 0)))) {
    if (!st.isSymbolicLink()) continue;
    const real = realOrPlanned(at);
    if (!inside.some((w) => real === w || real.startsWith(w.endsWith(sep) ? w : w + sep)))
      return { path: at, to: real };
  }
  return null;
}

/**
 * Each step of a path below `base` that exists, with its own lstat (a link is not followed), in order; it
 * stops at the first that is absent: from there on a writer makes plain folders and a plain file.
 */
function* existingSteps(base: string, parts: string[]): Generator<{ at: string; i: number; st: Stats }> {
  let at = base;
  for (let i = 0; i < parts.length; i++) {
    at = join(at, parts[i]);
    let st: Stats;
    try {
      st = lstatSync(at);
    } catch {
      return;
    }
    yield { at, i, st };
  }
}

/** Where a path leads: its real path, or for a dangling link (at any depth) the real path of what it would create. */
function realOrPlanned(abs: string, depth = 0): string {
  try {
    return realpathSync(abs);
  } catch {
    if (depth > 40) return abs; // a loop of links: realpath gives up, and so does this
    try {
      if (lstatSync(abs).isSymbolicLink()) return realOrPlanned(resolve(dirname(abs), readlinkSync(abs)), depth + 1);
    } catch {
      // absent: its folder decides
    }
    const parent = dirname(abs);
    return parent === abs ? abs : join(realOrPlanned(parent, depth + 1), basename(abs));
  }
}

/**
 * A file's bytes, or null when it does not exist; unreadable or not a regular file (a FIFO, a device) is an exit-2
 * error naming the file as `shown`. Never blocks.
 */
export function readIfExists(abs: string, shown: string): Buffer | null {
  return readRegularFd(abs, shown, false);
}

/**
 * Why the repo-relative `file` is not a plain file path inside `root`, or null when it is (or does not exist
 * yet). A symlink at the file or at any folder on its way is refused even when it points inside the
 * repository: a writer would write through it, and a reader would read what it points at.
 */
export function protocolPathProblem(root: string, file: string): string | null {
  const parts = file.split(/[\\/]/).filter((p) => p && p !== '.');
  if (parts.includes('..')) return `${file} leaves the repository; protocol files must be inside it`;
  for (const { i, st } of existingSteps(root, parts)) {
    const shown = parts.slice(0, i + 1).join('/');
    const last = i === parts.length - 1;
    if (st.isSymbolicLink()) {
      return last
        ? `${file} is a symbolic link; protocol files must be plain files inside the repository: replace the link ` +
            `with the file itself`
        : `${file}: the folder ${shown} is a symbolic link; protocol files must be plain files inside the ` +
            `repository: replace the link with a real folder`;
    }
    if (!last && !st.isDirectory())
      return `${file}: ${shown} is not a folder; fix the path under "files" in the config`;
    if (last && st.isDirectory()) return `${file} is a directory, not a file; remove it or point the config at a file`;
    if (last && !st.isFile())
      return `${file} is not a regular file (a pipe, a socket or a device); protocol files must be plain files`;
  }
  return null;
}

/**
 * Throws (exit 1) when `file` under `root` is not a plain file path inside the repository (see protocolPathProblem).
 */
export function requireProtocolPath(root: string, file: string): void {
  const problem = protocolPathProblem(root, file);
  if (problem) throw new CliError(`${problem}.`, 1);
}

/** A protocol file's bytes (null when absent), refusing a symlink on its path or a non-regular file; never blocks. */
export function readProtocolFile(root: string, file: string): Buffer | null {
  requireProtocolPath(root, file);
  return readRegularFd(join(root, file), file, true);
}

/** Writes a protocol file atomically, creating its folders, after refusing a symlink anywhere on its path. */
export function writeProtocolFile(root: string, file: string, data: string | Uint8Array): void {
  requireProtocolPath(root, file);
  const abs = join(root, file);
  mkdirSync(dirname(abs), { recursive: true });
  requireProtocolPath(root, file); // a folder made in between is ours, but check the path again before writing
  writeFileAtomic(abs, data);
}

/**
 * Where a writer of `path` keeps its temp file: `<git dir>/handover/tmp` when `path` is in a git work tree
 * (or its `.git`) and on the same file system (a rename must not cross devices), so a killed writer's partial
 * file is never in the work tree where `git add -A` would commit it; beside the file otherwise.
 */
function tempDirFor(path: string): string {
  const dir = dirname(path);
  for (let d = dir; ; d = dirname(d)) {
    const gitDir = gitDirOf(d);
    if (gitDir) {
      const tmp = join(gitDir, 'handover', 'tmp');
      try {
        mkdirSync(tmp, { recursive: true });
        if (statSync(tmp).dev === statSync(dir).dev) return tmp;
      } catch {
        // a read-only or odd .git: fall back to beside the file
      }
      return dir;
    }
    if (dirname(d) === d) return dir;
  }
}

/**
 * Replaces a file atomically: write a temp file (inside `.git/handover/tmp` in a repo), fsync, rename over.
 * A kill at any moment leaves the old file or the new one, never a torn one. The rename replaces a symlink
 * at `path` itself, never its target; protocol writers refuse symlinks before they get here.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const tmpDir = existsSync(dirname(path)) ? tempDirFor(path) : dirname(path);
  const tmp = join(tmpDir, `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  let mode = 0o644;
  try {
    const st = lstatSync(path);
    if (st.isFile()) mode = st.mode & 0o777;
  } catch {
    // new file
  }
  const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, mode);
  try {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  removeOrphanedTemps(join(tmpDir, basename(path)));
  if (tmpDir !== dirname(path)) removeOrphanedTemps(path); // left beside the file by an older handover
  try {
    const dfd = openSync(dirname(path), 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    // Some filesystems refuse to fsync a directory; the rename is still atomic.
  }
}

/** Removes temp files a killed writer of `path` left behind (their pid no longer runs on this host). */
function removeOrphanedTemps(path: string): void {
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    const m = name.startsWith(prefix) ? /^(\d+)\.[a-z0-9]+\.tmp$/.exec(name.slice(prefix.length)) : null;
    if (m && Number(m[1]) !== process.pid && !alive(Number(m[1]))) rmSync(join(dirname(path), name), { force: true });
  }
}

/** Where the lock for a repo file lives: inside `.git` when it is a folder, so it never shows in `git status`. */
export function lockPathFor(root: string, relFile: string): string {
  const gitDir = gitDirOf(root);
  if (gitDir) return join(gitDir, 'handover', `${relFile.replace(/[\\/]/g, '__')}.lock`);
  return join(root, `${relFile}.lock`);
}

/** The git dir of a work tree: `.git` itself, or where a linked worktree's `.git` file points; null outside git. */
function gitDirOf(root: string): string | null {
  const dotGit = join(root, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return dotGit;
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    return m ? resolve(root, m[1]) : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `fn` holding an exclusive lock file (O_EXCL). A second process waits up to `waitMs`, then
 * fails with exit 2; a lock left by a dead process on this host is taken over.
 */
export async function withLock<T>(
  lockPath: string,
  fn: () => T | Promise<T>,
  opts: { waitMs?: number; what?: string } = {},
): Promise<T> {
  const waitMs = opts.waitMs ?? 10_000;
  const deadline = Date.now() + waitMs;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (;;) {
    if (attemptLock(lockPath)) break;
    const holder = lockHolder(lockPath);
    const stale =
      holder.pid !== undefined ? holder.host === hostname() && !alive(holder.pid) : ageMs(lockPath) > 30_000;
    if (stale) {
      rmSync(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      const by = holder.pid ? ` (pid ${holder.pid}, since ${holder.since})` : '';
      throw new CliError(
        `${opts.what ?? lockPath} is locked by another handover process${by}; ` +
          `wait for it to finish and run again, or delete ${lockPath} if no handover is running.`,
        2,
      );
    }
    await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
  }
  try {
    return await fn();
  } finally {
    rmSync(lockPath, { force: true });
  }
}

/** Takes the lock: true when taken, false when another process holds it (any other failure is an exit-2 error). */
function attemptLock(lockPath: string): boolean {
  try {
    takeLock(lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new CliError(
        `cannot create the lock ${lockPath} (${errCode(error)}); check the permissions of ${dirname(lockPath)}.`,
        2,
      );
    return false;
  }
}

/** Who a lock file says holds it; nothing when it is being written or torn (then its age judges it). */
function lockHolder(lockPath: string): { pid?: number; host?: string; since?: string } {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Creates the lock with its owner already in it: the pid is written to a temp file beside the lock, which is
 * then hard-linked to the lock's name (atomic, EEXIST when taken). A writer killed at any moment leaves no
 * lock or a whole one naming a pid, never an empty lock that others must wait out. Where hard links are not
 * supported, falls back to O_EXCL create then write.
 */
function takeLock(lockPath: string): void {
  const owner = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  removeOrphanedTemps(lockPath);
  const tmp = join(
    dirname(lockPath),
    `.${basename(lockPath)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  const fd = openSync(tmp, 'wx', 0o644);
  try {
    writeSync(fd, owner);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, lockPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    const lfd = openSync(lockPath, 'wx');
    try {
      writeSync(lfd, owner);
    } finally {
      closeSync(lfd);
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
