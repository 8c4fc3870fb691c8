import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-3UW6U35L.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-OVUB2E7Y.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
