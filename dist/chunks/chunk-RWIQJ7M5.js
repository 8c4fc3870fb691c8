import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/fsutil.ts
var require_fsutil = __commonJS({
  "fs-by-require:src/fsutil.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/fsutil.ts
var import_node_fs = __toESM(require_fsutil(), 1);
import { basename, dirname, join, resolve, sep } from "node:path";
import { hostname } from "node:os";
var errCode = (error) => error.code ?? error.message;
function readRegularFd(abs, shown, noFollow) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(abs, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK | (noFollow ? import_node_fs.constants.O_NOFOLLOW : 0));
  } catch (error) {
    const code = errCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    if (code === "ELOOP")
      throw new CliError(
        `${shown} is a symbolic link; protocol files must be plain files inside the repository: replace the link with the file itself.`,
        1
      );
    if (code === "EISDIR")
      throw new CliError(`${shown} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    throw new CliError(`${shown}: cannot be read (${code}); check its permissions.`, 2);
  }
  try {
    const st = (0, import_node_fs.fstatSync)(fd);
    if (st.isDirectory())
      throw new CliError(`${shown} is a directory, not a file; point the config at a file or remove the directory.`, 2);
    if (!st.isFile())
      throw new CliError(
        `${shown} is not a regular file (a pipe, a socket or a device); replace it with a plain file.`,
        2
      );
    return (0, import_node_fs.readFileSync)(fd);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${shown}: cannot be read (${errCode(error)}); check its permissions.`, 2);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function existsNoFollow(abs) {
  try {
    (0, import_node_fs.lstatSync)(abs);
    return true;
  } catch {
    return false;
  }
}
function linkLeadingOut(base, rel, within, foldersOnly = false) {
  const parts = rel.split(/[\\/]/).filter((p) => p && p !== ".");
  const inside = within.map((w) => {
    try {
      return (0, import_node_fs.realpathSync)(w);
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
function* existingSteps(base, parts) {
  let at = base;
  for (let i = 0; i < parts.length; i++) {
    at = join(at, parts[i]);
    let st;
    try {
      st = (0, import_node_fs.lstatSync)(at);
    } catch {
      return;
    }
    yield { at, i, st };
  }
}
function realOrPlanned(abs, depth = 0) {
  try {
    return (0, import_node_fs.realpathSync)(abs);
  } catch {
    if (depth > 40) return abs;
    try {
      if ((0, import_node_fs.lstatSync)(abs).isSymbolicLink()) return realOrPlanned(resolve(dirname(abs), (0, import_node_fs.readlinkSync)(abs)), depth + 1);
    } catch {
    }
    const parent = dirname(abs);
    return parent === abs ? abs : join(realOrPlanned(parent, depth + 1), basename(abs));
  }
}
function readIfExists(abs, shown) {
  return readRegularFd(abs, shown, false);
}
function protocolPathProblem(root, file) {
  const parts = file.split(/[\\/]/).filter((p) => p && p !== ".");
  if (parts.includes("..")) return `${file} leaves the repository; protocol files must be inside it`;
  for (const { i, st } of existingSteps(root, parts)) {
    const shown = parts.slice(0, i + 1).join("/");
    const last = i === parts.length - 1;
    if (st.isSymbolicLink()) {
      return last ? `${file} is a symbolic link; protocol files must be plain files inside the repository: replace the link with the file itself` : `${file}: the folder ${shown} is a symbolic link; protocol files must be plain files inside the repository: replace the link with a real folder`;
    }
    if (!last && !st.isDirectory())
      return `${file}: ${shown} is not a folder; fix the path under "files" in the config`;
    if (last && st.isDirectory()) return `${file} is a directory, not a file; remove it or point the config at a file`;
    if (last && !st.isFile())
      return `${file} is not a regular file (a pipe, a socket or a device); protocol files must be plain files`;
  }
  return null;
}
function requireProtocolPath(root, file) {
  const problem = protocolPathProblem(root, file);
  if (problem) throw new CliError(`${problem}.`, 1);
}
function readProtocolFile(root, file) {
  requireProtocolPath(root, file);
  return readRegularFd(join(root, file), file, true);
}
function writeProtocolFile(root, file, data) {
  requireProtocolPath(root, file);
  const abs = join(root, file);
  (0, import_node_fs.mkdirSync)(dirname(abs), { recursive: true });
  requireProtocolPath(root, file);
  writeFileAtomic(abs, data);
}
function tempDirFor(path) {
  const dir = dirname(path);
  for (let d = dir; ; d = dirname(d)) {
    const gitDir = gitDirOf(d);
    if (gitDir) {
      const tmp = join(gitDir, "handover", "tmp");
      try {
        (0, import_node_fs.mkdirSync)(tmp, { recursive: true });
        if ((0, import_node_fs.statSync)(tmp).dev === (0, import_node_fs.statSync)(dir).dev) return tmp;
      } catch {
      }
      return dir;
    }
    if (dirname(d) === d) return dir;
  }
}
function writeFileAtomic(path, data) {
  const tmpDir = (0, import_node_fs.existsSync)(dirname(path)) ? tempDirFor(path) : dirname(path);
  const tmp = join(tmpDir, `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  let mode = 420;
  try {
    const st = (0, import_node_fs.lstatSync)(path);
    if (st.isFile()) mode = st.mode & 511;
  } catch {
  }
  const fd = (0, import_node_fs.openSync)(tmp, import_node_fs.constants.O_WRONLY | import_node_fs.constants.O_CREAT | import_node_fs.constants.O_EXCL, mode);
  try {
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    let off = 0;
    while (off < buf.length) off += (0, import_node_fs.writeSync)(fd, buf, off, buf.length - off);
    (0, import_node_fs.fsyncSync)(fd);
  } catch (error) {
    (0, import_node_fs.closeSync)(fd);
    (0, import_node_fs.rmSync)(tmp, { force: true });
    throw error;
  }
  (0, import_node_fs.closeSync)(fd);
  try {
    (0, import_node_fs.renameSync)(tmp, path);
  } catch (error) {
    (0, import_node_fs.rmSync)(tmp, { force: true });
    throw error;
  }
  removeOrphanedTemps(join(tmpDir, basename(path)));
  if (tmpDir !== dirname(path)) removeOrphanedTemps(path);
  try {
    const dfd = (0, import_node_fs.openSync)(dirname(path), "r");
    try {
      (0, import_node_fs.fsyncSync)(dfd);
    } finally {
      (0, import_node_fs.closeSync)(dfd);
    }
  } catch {
  }
}
function removeOrphanedTemps(path) {
  const prefix = `.${basename(path)}.`;
  let names;
  try {
    names = (0, import_node_fs.readdirSync)(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    const m = name.startsWith(prefix) ? /^(\d+)\.[a-z0-9]+\.tmp$/.exec(name.slice(prefix.length)) : null;
    if (m && Number(m[1]) !== process.pid && !alive(Number(m[1]))) (0, import_node_fs.rmSync)(join(dirname(path), name), { force: true });
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
    if ((0, import_node_fs.statSync)(dotGit).isDirectory()) return dotGit;
    const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, import_node_fs.readFileSync)(dotGit, "utf8"));
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
  (0, import_node_fs.mkdirSync)(dirname(lockPath), { recursive: true });
  for (; ; ) {
    if (attemptLock(lockPath)) break;
    const holder = lockHolder(lockPath);
    const stale = holder.pid !== void 0 ? holder.host === hostname() && !alive(holder.pid) : ageMs(lockPath) > 3e4;
    if (stale) {
      (0, import_node_fs.rmSync)(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      const by = holder.pid ? ` (pid ${holder.pid}, since ${holder.since})` : "";
      throw new CliError(
        `${opts.what ?? lockPath} is locked by another handover process${by}; wait for it to finish and run again, or delete ${lockPath} if no handover is running.`,
        2
      );
    }
    await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
  }
  try {
    return await fn();
  } finally {
    (0, import_node_fs.rmSync)(lockPath, { force: true });
  }
}
function attemptLock(lockPath) {
  try {
    takeLock(lockPath);
    return true;
  } catch (error) {
    if (error.code !== "EEXIST")
      throw new CliError(
        `cannot create the lock ${lockPath} (${errCode(error)}); check the permissions of ${dirname(lockPath)}.`,
        2
      );
    return false;
  }
}
function lockHolder(lockPath) {
  try {
    return JSON.parse((0, import_node_fs.readFileSync)(lockPath, "utf8"));
  } catch {
    return {};
  }
}
function takeLock(lockPath) {
  const owner = JSON.stringify({ pid: process.pid, host: hostname(), since: (/* @__PURE__ */ new Date()).toISOString() });
  removeOrphanedTemps(lockPath);
  const tmp = join(
    dirname(lockPath),
    `.${basename(lockPath)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  );
  const fd = (0, import_node_fs.openSync)(tmp, "wx", 420);
  try {
    (0, import_node_fs.writeSync)(fd, owner);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
  try {
    (0, import_node_fs.linkSync)(tmp, lockPath);
  } catch (error) {
    const code = error.code;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
    const lfd = (0, import_node_fs.openSync)(lockPath, "wx");
    try {
      (0, import_node_fs.writeSync)(lfd, owner);
    } finally {
      (0, import_node_fs.closeSync)(lfd);
    }
  } finally {
    (0, import_node_fs.rmSync)(tmp, { force: true });
  }
}
function ageMs(path) {
  try {
    return Date.now() - (0, import_node_fs.statSync)(path).mtimeMs;
  } catch {
    return 0;
  }
}

export {
  existsNoFollow,
  linkLeadingOut,
  readIfExists,
  protocolPathProblem,
  readProtocolFile,
  writeProtocolFile,
  writeFileAtomic,
  lockPathFor,
  withLock
};
