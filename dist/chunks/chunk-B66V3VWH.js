import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readStaged
} from "./chunk-VGF64KUY.js";
import {
  archivePatternsOf,
  archivesOf,
  targetsOf
} from "./chunk-NDN2GDUI.js";
import {
  pathsMatching
} from "./chunk-E4PCTEHX.js";
import {
  readAtCommit
} from "./chunk-SOWN6PH7.js";
import {
  grew
} from "./chunk-YZ5ZGGIQ.js";
import {
  protocolPathProblem,
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  isArchivePattern
} from "./chunk-357LZD3P.js";

// src/check/archive.ts
async function worktreeArchive(root, o) {
  const named = o.target.kind === "handover" ? archivesOf(o.config) : [];
  if (named.length === 0 || o.base === null || o.head === null || grew(o.base, o.head)) return void 0;
  const rev = o.rev ?? "HEAD";
  const index = o.from === "index";
  const patterns = archivePatternsOf(o.config);
  const paths = [
    ...named.filter((p) => !isArchivePattern(p)),
    ...patterns.length ? await pathsMatching(root, index ? { staged: true, against: rev } : { worktree: rev }, patterns).catch(() => []) : []
  ];
  const out = [];
  for (const path of new Set(paths)) {
    if (protocolPathProblem(root, path)) continue;
    let head;
    try {
      head = index ? await readStaged(root, path) : readProtocolFile(root, path);
    } catch {
      continue;
    }
    out.push({ path, base: await readAtCommit(root, rev, path), head });
  }
  return out.length ? out : void 0;
}
async function watchedTargets(root, config, where) {
  const patterns = archivePatternsOf(config);
  if (patterns.length === 0) return targetsOf(config);
  const listed = pathsMatching(root, where, patterns);
  return targetsOf(config, "range" in where ? await listed : await listed.catch(() => []));
}

export {
  worktreeArchive,
  watchedTargets
};
