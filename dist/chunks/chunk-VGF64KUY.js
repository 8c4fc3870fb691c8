import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitOf,
  gitClient
} from "./chunk-4S4F4G6Y.js";

// src/git/worktree.ts
import { isAbsolute, resolve } from "node:path";
async function headCommit(root) {
  return commitOf(root, "HEAD");
}
async function changedSince(root, since) {
  const git = gitClient(root);
  const out = /* @__PURE__ */ new Set();
  if (since) {
    if (!/^[0-9a-f]{7,64}$/.test(since)) throw new Error(`not a commit id: ${since}`);
    const diff = await git.raw(["diff", "--name-only", "-z", "--no-renames", since, "--"]);
    for (const p of diff.split("\0")) if (p) out.add(p);
  }
  const status = await git.raw(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"]);
  for (const rec of status.split("\0")) if (rec.length > 3) out.add(rec.slice(3));
  return [...out];
}
async function gitPath(root, name) {
  const p = (await gitClient(root).raw(["rev-parse", "--git-path", name])).trim();
  return isAbsolute(p) ? p : resolve(root, p);
}
async function setLocalConfig(root, key, value) {
  await gitClient(root).raw(["config", "--local", "--replace-all", key, value]);
}
async function isWorkTree(root) {
  try {
    return (await gitClient(root).raw(["rev-parse", "--is-inside-work-tree"])).trim() === "true";
  } catch {
    return false;
  }
}
async function diffFromHead(root, path) {
  try {
    return await gitClient(root).raw(["diff", "--no-color", "--no-ext-diff", "HEAD", "--", path.split("\\").join("/")]);
  } catch {
    return "";
  }
}
async function movedOnlyByCommits(root, since) {
  if (!/^[0-9a-f]{7,64}$/.test(since)) return false;
  let log;
  try {
    log = await gitClient(root).raw(["log", "-g", "-n", "200", "--format=%H%x00%gs", "HEAD", "--"]);
  } catch {
    return false;
  }
  for (const line of log.split("\n")) {
    const [sha, subject = ""] = line.split("\0");
    if (!sha) continue;
    if (sha.startsWith(since)) return true;
    if (!/^commit( \((amend|initial)\))?:/.test(subject)) return false;
  }
  return false;
}
async function readStaged(root, path) {
  try {
    return Buffer.from(await gitClient(root).binaryCatFile(["blob", `:${path.split("\\").join("/")}`]));
  } catch {
    return null;
  }
}
async function diffFrom(root, rev, path) {
  if (!/^(HEAD|[0-9a-f]{7,64})$/.test(rev)) return "";
  try {
    return await gitClient(root).raw(["diff", "--no-color", "--no-ext-diff", rev, "--", path.split("\\").join("/")]);
  } catch {
    return "";
  }
}
async function writeHeadIndex(root, path) {
  await gitClient(root).raw(["read-tree", `--index-output=${path}`, "HEAD"]);
}

export {
  headCommit,
  changedSince,
  gitPath,
  setLocalConfig,
  isWorkTree,
  diffFromHead,
  movedOnlyByCommits,
  readStaged,
  diffFrom,
  writeHeadIndex
};
