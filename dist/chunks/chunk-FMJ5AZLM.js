import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/hooks/folder-trust.ts
var require_folder_trust = __commonJS({
  "fs-by-require:src/hooks/folder-trust.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/folder-trust.ts
var import_node_fs = __toESM(require_folder_trust(), 1);
import { homedir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
function folderTrust(host, root, env) {
  const dir = join(env.HOME || homedir(), host === "gemini" ? ".gemini" : ".qwen");
  const file = (host === "gemini" ? env.GEMINI_CLI_TRUSTED_FOLDERS_PATH : env.QWEN_CODE_TRUSTED_FOLDERS_PATH) || join(dir, "trustedFolders.json");
  if (host === "gemini") {
    if (env.GEMINI_RESTRICTED_MODE === "true" || env.GEMINI_CLI_TRUST_WORKSPACE === "false")
      return { trusted: false, file };
    if (env.GEMINI_CLI_TRUST_WORKSPACE === "true") return { trusted: true, file };
  }
  const security = readJson(join(dir, "settings.json"))?.security ?? {};
  const enabled = host === "gemini" ? security.folderTrust?.enabled !== false : security.folderTrust?.enabled === true;
  if (!enabled) return { trusted: true, file };
  return { trusted: folderTrusted(readJson(file) ?? {}, root), file };
}
function projectHooksRun(host, root, env) {
  const own = host === "gemini" && env.GEMINI_CLI_TRUST_WORKSPACE === "true";
  return folderTrust(host, root, own ? { ...env, GEMINI_CLI_TRUST_WORKSPACE: void 0 } : env).trusted;
}
function folderTrusted(rules, root) {
  let verdict = null;
  let best = -1;
  for (const [path, rule] of Object.entries(rules)) {
    const folder = rule === "TRUST_PARENT" ? dirname(path) : path;
    if (!isWithin(folder, root) || folder.length < best) continue;
    best = folder.length;
    verdict = rule === "TRUST_FOLDER" || rule === "TRUST_PARENT";
  }
  return verdict === true;
}
var isWithin = (folder, path) => {
  const r = relative(resolve(folder), resolve(path));
  return r === "" || !r.startsWith(`..${sep}`) && r !== ".." && !isAbsolute(r);
};
function readJson(path) {
  try {
    const v = JSON.parse((0, import_node_fs.readFileSync)(path, "utf8").replace(/^\uFEFF/, ""));
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

export {
  folderTrust,
  projectHooksRun
};
