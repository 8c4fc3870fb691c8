import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-DSINW6CF.js";
import "./chunk-HH347YUQ.js";
import "./chunk-R6TRESXY.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-MTBXZYAY.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
