import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/git/plain.ts
import { spawn } from "node:child_process";
var GIT_ENV_ALLOWED = [
  "GIT_INDEX_FILE",
  "GIT_AUTHOR_NAME",
  "GIT_AUTHOR_EMAIL",
  "GIT_AUTHOR_DATE",
  "GIT_COMMITTER_NAME",
  "GIT_COMMITTER_EMAIL",
  "GIT_COMMITTER_DATE",
  "GIT_CONFIG_GLOBAL",
  "GIT_CONFIG_NOSYSTEM",
  "GIT_CEILING_DIRECTORIES",
  // a pre-receive hook's quarantine: the pushed objects are visible only through these
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_QUARANTINE_PATH"
];
var HISTORY_AS_WRITTEN = {
  GIT_NO_REPLACE_OBJECTS: "1",
  GIT_GRAFT_FILE: "/dev/null/no-grafts"
};
function ignoreReplaceRefsAndGrafts() {
  for (const [k, v] of Object.entries(HISTORY_AS_WRITTEN)) process.env[k] = v;
}
var GUARDED = /* @__PURE__ */ new Set(["editor", "pager", "prefix", "ssh_askpass", "visual"]);
function plainGitEnv() {
  ignoreReplaceRefsAndGrafts();
  const keep = new Set([...GIT_ENV_ALLOWED, ...Object.keys(HISTORY_AS_WRITTEN)].map((k) => k.toLowerCase()));
  const env = { ...process.env };
  for (const k of Object.keys(env)) {
    const name = k.toLowerCase().trim();
    if ((name.startsWith("git_") || GUARDED.has(name)) && !keep.has(name)) delete env[k];
  }
  env.GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS = "true";
  return env;
}
function plainGit(dir, args) {
  return new Promise((resolve, reject) => {
    let child;
    try {
      child = spawn("git", args, { cwd: dir, env: plainGitEnv(), windowsHide: true });
    } catch (error) {
      reject(error);
      return;
    }
    const out = [];
    const err = [];
    child.stdout?.on("data", (b) => out.push(b));
    child.stderr?.on("data", (b) => err.push(b));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code && err.length) reject(new Error(Buffer.concat([...out, ...err]).toString("utf8")));
      else resolve(Buffer.concat(out));
    });
  });
}
async function configGet(root, key) {
  try {
    const out = (await plainGit(root, ["config", "--null", "--show-origin", "--get-all", key])).toString("utf8");
    const value = lastConfigValue(out, key);
    return value?.trim() ? value.trim() : null;
  } catch {
    return null;
  }
}
function lastConfigValue(out, key) {
  const parts = out.split("\0");
  let value = null;
  for (let i = 0; i < parts.length - 1; i += 2) {
    let v = parts[i + 1];
    let k = key;
    if (v.includes("\n")) {
      const at = v.indexOf("\n");
      [k, v] = at <= 0 ? [v, ""] : [v.slice(0, at), v.slice(at + 1)];
    }
    if (k === key) value = v;
  }
  return value;
}
async function authorEmail(root) {
  try {
    const ident = (await plainGit(root, ["var", "GIT_AUTHOR_IDENT"])).toString("utf8");
    const m = /<([^>]*)>/.exec(ident);
    return m?.[1] ? m[1].toLowerCase() : null;
  } catch {
    return null;
  }
}
async function readAtCommit(root, rev, path) {
  if (!/^(HEAD|[0-9a-f]{7,64})$/.test(rev)) throw new Error(`not a commit id: ${rev}`);
  const rel = path.split("\\").join("/");
  try {
    return await plainGit(root, ["cat-file", "blob", `${rev}:${rel}`]);
  } catch {
    return null;
  }
}
async function sameAsHead(root, path) {
  const rel = path.split("\\").join("/");
  const { code, out } = await exitAndOutput(root, [
    "--no-optional-locks",
    "status",
    "--porcelain=v2",
    "-z",
    "--untracked-files=all",
    "--ignored=matching",
    "--ignore-submodules=all",
    "--no-renames",
    "--",
    `:(literal)${rel}`
  ]);
  return code === 0 && out === 0;
}
function exitAndOutput(dir, args) {
  return new Promise((resolve) => {
    try {
      const child = spawn("git", args, {
        cwd: dir,
        env: plainGitEnv(),
        windowsHide: true,
        stdio: ["ignore", "pipe", "ignore"]
      });
      let out = 0;
      child.stdout?.on("data", (b) => {
        out += b.length;
      });
      child.on("error", () => resolve({ code: -1, out }));
      child.on("close", (code) => resolve({ code: code ?? -1, out }));
    } catch {
      resolve({ code: -1, out: 0 });
    }
  });
}

export {
  GIT_ENV_ALLOWED,
  HISTORY_AS_WRITTEN,
  ignoreReplaceRefsAndGrafts,
  plainGitEnv,
  plainGit,
  configGet,
  lastConfigValue,
  authorEmail,
  readAtCommit,
  sameAsHead
};
