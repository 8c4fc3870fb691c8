import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-6B6W3QZ6.js";
import "./chunk-QNZGZZ6X.js";
import "./chunk-2KOMEE6V.js";
import "./chunk-PQO6JJIE.js";
import "./chunk-WSTWBCDB.js";
import "./chunk-GTPCD622.js";
import "./chunk-HZYROJXB.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
