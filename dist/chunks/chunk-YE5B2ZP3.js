// src/git/client.ts
import { simpleGit } from "simple-git";
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
  "GIT_CEILING_DIRECTORIES"
];
function gitClient(root, extra = {}) {
  return simpleGit({ baseDir: root, binary: "git", maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: GIT_ENV_ALLOWED, ...extra });
}
async function commitOf(dir, rev) {
  try {
    const sha = (await gitClient(dir).raw(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`])).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}
async function configGet(root, key) {
  try {
    const r = await gitClient(root).getConfig(key);
    return r.value && r.value.trim() ? r.value.trim() : null;
  } catch {
    return null;
  }
}
async function authorEmail(root) {
  try {
    const ident = await gitClient(root).raw(["var", "GIT_AUTHOR_IDENT"]);
    const m = /<([^>]*)>/.exec(ident);
    return m && m[1] ? m[1].toLowerCase() : null;
  } catch {
    return null;
  }
}

export {
  gitClient,
  commitOf,
  configGet,
  authorEmail
};
