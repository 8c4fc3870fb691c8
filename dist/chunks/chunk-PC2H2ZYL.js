import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/watch.ts
var require_watch = __commonJS({
  "fs-by-require:src/watch.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/watch.ts
var import_node_fs = __toESM(require_watch(), 1);
import { dirname } from "node:path";
var MAX_FILES = 2e4;
var SKIP = /* @__PURE__ */ new Set([".git", "node_modules", "objects", "logs"]);
function stampOf(paths) {
  const parts = [];
  let budget = MAX_FILES;
  const visit = (p, depth, max) => {
    if (--budget < 0) return;
    let s;
    try {
      s = (0, import_node_fs.statSync)(p);
    } catch {
      parts.push(`${p}\0-`);
      return;
    }
    parts.push(`${p}\0${s.isDirectory() ? "d" : "f"}${s.size}:${s.mtimeMs}:${s.ino}`);
    if (!s.isDirectory() || depth >= max) return;
    let names = [];
    try {
      names = (0, import_node_fs.readdirSync)(p).sort();
    } catch {
      return;
    }
    for (const n of names) if (!SKIP.has(n)) visit(`${p}/${n}`, depth + 1, max);
  };
  for (const p of paths) visit(p.path, 0, p.depth);
  return parts.join("\n");
}
function watchPaths(o) {
  let paths = o.paths();
  let stamp = stampOf(paths);
  let watchers = [];
  let timer = null;
  let closed = false;
  const rewatch = () => {
    for (const w of watchers) w.close();
    watchers = [];
    for (const dir of new Set(paths.flatMap((p) => [p.path, dirname(p.path)]))) {
      try {
        if (!(0, import_node_fs.statSync)(dir).isDirectory()) continue;
        const w = (0, import_node_fs.watch)(dir, { persistent: false }, () => soon());
        w.on("error", () => void 0);
        watchers.push(w);
      } catch {
      }
    }
  };
  const check = () => {
    if (closed) return;
    paths = o.paths();
    const next = stampOf(paths);
    if (next === stamp) return;
    stamp = next;
    rewatch();
    o.onChange();
  };
  let pending = null;
  const soon = () => {
    if (pending || closed) return;
    pending = setTimeout(() => {
      pending = null;
      check();
    }, 100);
  };
  rewatch();
  timer = setInterval(check, o.pollMs ?? 1e3);
  timer.unref();
  return {
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (pending) clearTimeout(pending);
      for (const w of watchers) w.close();
    }
  };
}

export {
  watchPaths
};
