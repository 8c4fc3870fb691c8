import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { hostname } from 'node:os';
import { CliError } from './errors.js';
/** A file's bytes, or null when it does not exist; unreadable is an exit-2 error naming the file as `shown`. */
export function readIfExists(abs, shown) {
    if (!existsSync(abs))
        return null;
    try {
        return readFileSync(abs);
    }
    catch (error) {
        throw new CliError(`${shown}: cannot be read (${error.code ?? error.message}); check its permissions.`, 2);
    }
}
/**
 * Replaces a file atomically: write a temp file beside it, fsync, rename over. A kill at any moment
 * leaves the old file or the new one, never a torn one.
 */
export function writeFileAtomic(path, data) {
    const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    const fd = openSync(tmp, 'w', existsSync(path) ? statSync(path).mode & 0o777 : 0o644);
    try {
        const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        let off = 0;
        while (off < buf.length)
            off += writeSync(fd, buf, off, buf.length - off);
        fsyncSync(fd);
    }
    catch (error) {
        closeSync(fd);
        rmSync(tmp, { force: true });
        throw error;
    }
    closeSync(fd);
    try {
        renameSync(tmp, path);
    }
    catch (error) {
        rmSync(tmp, { force: true });
        throw error;
    }
    removeOrphanedTemps(path);
    try {
        const dfd = openSync(dirname(path), 'r');
        try {
            fsyncSync(dfd);
        }
        finally {
            closeSync(dfd);
        }
    }
    catch {
        // Some filesystems refuse to fsync a directory; the rename is still atomic.
    }
}
/** Removes temp files a killed writer of `path` left behind (their pid no longer runs on this host). */
function removeOrphanedTemps(path) {
    const prefix = `.${basename(path)}.`;
    let names;
    try {
        names = readdirSync(dirname(path));
    }
    catch {
        return;
    }
    for (const name of names) {
        const m = name.startsWith(prefix) ? /^(\d+)\.[a-z0-9]+\.tmp$/.exec(name.slice(prefix.length)) : null;
        if (m && Number(m[1]) !== process.pid && !alive(Number(m[1])))
            rmSync(join(dirname(path), name), { force: true });
    }
}
/** Where the lock for a repo file lives: inside `.git` when it is a folder, so it never shows in `git status`. */
export function lockPathFor(root, relFile) {
    const gitDir = gitDirOf(root);
    if (gitDir)
        return join(gitDir, 'handover', `${relFile.replace(/[\\/]/g, '__')}.lock`);
    return join(root, `${relFile}.lock`);
}
/** The git dir of a work tree: `.git` itself, or where a linked worktree's `.git` file points; null outside git. */
function gitDirOf(root) {
    const dotGit = join(root, '.git');
    try {
        if (statSync(dotGit).isDirectory())
            return dotGit;
        const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
        return m ? resolve(root, m[1]) : null;
    }
    catch {
        return null;
    }
}
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/**
 * Runs `fn` holding an exclusive lock file (O_EXCL). A second process waits up to `waitMs`, then
 * fails with exit 2; a lock left by a dead process on this host is taken over.
 */
export async function withLock(lockPath, fn, opts = {}) {
    const waitMs = opts.waitMs ?? 10_000;
    const deadline = Date.now() + waitMs;
    mkdirSync(dirname(lockPath), { recursive: true });
    for (;;) {
        try {
            const fd = openSync(lockPath, 'wx');
            writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
            closeSync(fd);
            break;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
            let holder = {};
            try {
                holder = JSON.parse(readFileSync(lockPath, 'utf8'));
            }
            catch { /* being written or torn: judge by age */ }
            const stale = holder.pid !== undefined ? holder.host === hostname() && !alive(holder.pid) : ageMs(lockPath) > 30_000;
            if (stale) {
                rmSync(lockPath, { force: true });
                continue;
            }
            if (Date.now() >= deadline) {
                throw new CliError(`${opts.what ?? lockPath} is locked by another handover process${holder.pid ? ` (pid ${holder.pid}, since ${holder.since})` : ''}; ` +
                    `wait for it to finish and run again, or delete ${lockPath} if no handover is running.`, 2);
            }
            await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
        }
    }
    try {
        return await fn();
    }
    finally {
        rmSync(lockPath, { force: true });
    }
}
function ageMs(path) {
    try {
        return Date.now() - statSync(path).mtimeMs;
    }
    catch {
        return 0;
    }
}
