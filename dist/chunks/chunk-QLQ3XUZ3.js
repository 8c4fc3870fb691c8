import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  note
} from "./chunk-ZTCXB3MP.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/hooks/repo.ts
var require_repo = __commonJS({
  "fs-by-require:src/hooks/repo.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/repo.ts
var import_node_fs = __toESM(require_repo(), 1);
import { dirname, join, resolve } from "node:path";
async function hookRepo(dir, hook) {
  const { findRoot, loadConfig } = await import("./load-BDXLVFD3.js");
  const root = findRoot(dir);
  if (!(0, import_node_fs.existsSync)(join(root, ".git"))) return note(`${hook}: ${dir} is not in a git repository; nothing to do.`);
  let config;
  try {
    config = await loadConfig(root, { trusted: false });
  } catch (error) {
    return note(`${hook}: ${error.message} Until then this hook does nothing.`);
  }
  if (config.filepath === null) {
    return note(
      `${hook}: no handover config in ${root}; run \`handover init --role upstream|downstream|commons --agent NAME\` there to set it up.`
    );
  }
  return { root, config };
}
function isAnswer(v) {
  return typeof v === "object" && v !== null && "code" in v;
}
function enclosingRepos(dir) {
  const out = [];
  for (let d = resolve(dir); ; d = dirname(d)) {
    if ((0, import_node_fs.existsSync)(join(d, ".git"))) out.push(d);
    if (dirname(d) === d) return out;
  }
}

export {
  hookRepo,
  isAnswer,
  enclosingRepos
};
