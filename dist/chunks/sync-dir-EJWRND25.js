import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  assembleSync,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  splitSyncToDir,
  syncFileOf
} from "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  assembleSync,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  splitSyncToDir,
  syncFileOf
};
