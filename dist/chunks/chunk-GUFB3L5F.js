import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CliError
} from "./chunk-L5OYBLGY.js";

// src/fsutil.ts
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { hostname } from "node:os";
function readIfExists(abs, shown) {
  if (!existsSync(abs)) return null;
  try {
    return readFileSync(abs);
  } catch (error) {
    throw new CliError(`${shown}: cannot be read (${error.code ?? error.message}); check its permissions.`, 2);
  }
}
function writeFileAtomic(path, data) {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  const fd = openSync(tmp, "w", existsSync(path) ? statSync(path).mode & 511 : 420);
  try {
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
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
  removeOrphanedTemps(path);
  try {
    const dfd = openSync(dirname(path), "r");
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
  }
}
function removeOrphanedTemps(path) {
  const prefix = `.${basename(path)}.`;
  let names;
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
function lockPathFor(root, relFile) {
  const gitDir = gitDirOf(root);
  if (gitDir) return join(gitDir, "handover", `${relFile.replace(/[\\/]/g, "__")}.lock`);
  return join(root, `${relFile}.lock`);
}
function gitDirOf(root) {
  const dotGit = join(root, ".git");
  try {
    if (statSync(dotGit).isDirectory()) return dotGit;
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, "utf8"));
    return m ? resolve(root, m[1]) : null;
  } catch {
    return null;
  }
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function withLock(lockPath, fn, opts = {}) {
  const waitMs = opts.waitMs ?? 1e4;
  const deadline = Date.now() + waitMs;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (; ; ) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: (/* @__PURE__ */ new Date()).toISOString() }));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      let holder = {};
      try {
        holder = JSON.parse(readFileSync(lockPath, "utf8"));
      } catch {
      }
      const stale = holder.pid !== void 0 ? holder.host === hostname() && !alive(holder.pid) : ageMs(lockPath) > 3e4;
      if (stale) {
        rmSync(lockPath, { force: true });
        continue;
      }
      if (Date.now() >= deadline) {
        throw new CliError(
          `${opts.what ?? lockPath} is locked by another handover process${holder.pid ? ` (pid ${holder.pid}, since ${holder.since})` : ""}; wait for it to finish and run again, or delete ${lockPath} if no handover is running.`,
          2
        );
      }
      await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockPath, { force: true });
  }
}
function ageMs(path) {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

export {
  readIfExists,
  writeFileAtomic,
  lockPathFor,
  withLock
};
