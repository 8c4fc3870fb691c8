import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/git/ref-files.ts
var require_ref_files = __commonJS({
  "fs-by-require:src/git/ref-files.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/git/ref-files.ts
var import_node_fs = __toESM(require_ref_files(), 1);
import { isAbsolute, join, resolve } from "node:path";
async function gitDirs(root) {
  const out = (await gitClient(root).raw(["rev-parse", "--git-dir", "--git-common-dir"])).trim().split("\n");
  const abs = (p) => isAbsolute(p) ? p : resolve(root, p);
  return { gitDir: abs(out[0]), commonDir: abs(out[1] ?? out[0]) };
}
function gitDirsOf(workTree) {
  const dot = join(workTree, ".git");
  let gitDir;
  try {
    if ((0, import_node_fs.statSync)(dot).isDirectory()) gitDir = dot;
    else {
      const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, import_node_fs.readFileSync)(dot, "utf8"));
      if (!m) return null;
      gitDir = resolve(workTree, m[1]);
    }
  } catch {
    if (!(0, import_node_fs.existsSync)(join(workTree, "HEAD")) || !(0, import_node_fs.existsSync)(join(workTree, "refs"))) return null;
    gitDir = workTree;
  }
  let commonDir = gitDir;
  try {
    commonDir = resolve(gitDir, (0, import_node_fs.readFileSync)(join(gitDir, "commondir"), "utf8").trim());
  } catch {
  }
  return { gitDir, commonDir };
}
function refFiles(workTree) {
  const dirs = gitDirsOf(workTree);
  if (!dirs) return [];
  return [
    { path: join(dirs.gitDir, "HEAD"), depth: 0 },
    { path: join(dirs.commonDir, "packed-refs"), depth: 0 },
    { path: join(dirs.commonDir, "refs", "heads"), depth: 4 },
    // the caches of URL upstreams and peers: <name>.git/refs/handover/fetched
    { path: join(dirs.commonDir, "handover", "upstreams"), depth: 4 }
  ];
}
function statOf(path) {
  try {
    const s = (0, import_node_fs.statSync)(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return "-";
  }
}
function headStamp(dirs) {
  let head;
  try {
    head = (0, import_node_fs.readFileSync)(join(dirs.gitDir, "HEAD"), "utf8").trim();
  } catch {
    return "no HEAD";
  }
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  const parts = [
    head,
    statOf(join(dirs.commonDir, "packed-refs")),
    statOf(join(dirs.commonDir, "reftable", "tables.list"))
  ];
  if (ref && !ref.split("/").includes(".."))
    parts.push(statOf(join(dirs.commonDir, ref)), statOf(join(dirs.gitDir, ref)));
  return parts.join("|");
}

export {
  gitDirs,
  refFiles,
  headStamp
};
