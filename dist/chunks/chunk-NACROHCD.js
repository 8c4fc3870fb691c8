import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  archiveOf
} from "./chunk-WE66GJ4D.js";
import {
  readAtCommit
} from "./chunk-FSHVF4JA.js";
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
var bytes = (x) => typeof x === "string" ? Buffer.from(x, "utf8") : Buffer.from(x.buffer, x.byteOffset, x.length);
function grew(base, head) {
  const b = bytes(base);
  const h = bytes(head);
  return b.length <= h.length && h.compare(b, 0, b.length, 0, b.length) === 0;
}

export {
  worktreeArchive
};
