import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  blobsAt,
  readBlobs,
  stagedBlobs
} from "./chunk-E4PCTEHX.js";
import {
  checkSyncDir,
  sameParts
} from "./chunk-A6BGU5HM.js";
import {
  toResult
} from "./chunk-U75CFEDE.js";
import {
  isSyncDirFile
} from "./chunk-O445MX7U.js";

// src/check/sync-dir.ts
var regular = (mode) => mode === "100644" || mode === "100755";
async function partsOf(root, dir, refs) {
  const entries = [...refs.values()].filter((b) => isSyncDirFile(dir, b.path) && b.mode !== "040000");
  const files = entries.filter((b) => regular(b.mode));
  const blobs = await readBlobs(
    root,
    files.map((b) => b.oid)
  );
  return entries.map(
    (b) => regular(b.mode) ? { path: b.path, bytes: blobs.get(b.oid) ?? Buffer.alloc(0) } : {
      path: b.path,
      bytes: "",
      notAFile: b.mode === "120000" ? "a symbolic link in git" : b.mode === "160000" ? "a submodule" : `an entry of mode ${b.mode}`
    }
  );
}
async function syncDirAt(root, rev, dir) {
  return partsOf(root, dir, await blobsAt(root, rev, [dir]));
}
async function syncDirStaged(root, dir) {
  return partsOf(root, dir, await stagedBlobs(root, [dir]));
}
function dirResults(dir, messages) {
  return [...messages].filter(([, ms]) => ms.length > 0).sort(([a], [b]) => a === dir ? -1 : b === dir ? 1 : a < b ? -1 : 1).map(([path, ms]) => toResult(path, "sync", ms));
}
function checkDirChange(change) {
  const { base, head } = change;
  if (base && sameParts(base, head)) return /* @__PURE__ */ new Map();
  if (!base && head.length === 0) return /* @__PURE__ */ new Map();
  return checkSyncDir(change);
}

export {
  syncDirAt,
  syncDirStaged,
  dirResults,
  checkDirChange
};
