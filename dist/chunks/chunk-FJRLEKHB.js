import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  archiveOf
} from "./chunk-M4QNQJC2.js";
import {
  readAtCommit
} from "./chunk-FSHVF4JA.js";
import {
  grew
} from "./chunk-UBUY43FK.js";
import {
  protocolPathProblem,
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";

// src/check/archive.ts
async function worktreeArchive(root, o) {
  const path = o.target.kind === "handover" ? archiveOf(o.config) : null;
  if (!path || o.base === null || o.head === null || grew(o.base, o.head)) return void 0;
  if (protocolPathProblem(root, path)) return void 0;
  let head;
  try {
    head = readProtocolFile(root, path);
  } catch {
    return void 0;
  }
  return { path, base: await readAtCommit(root, o.rev ?? "HEAD", path), head };
}

export {
  worktreeArchive
};
