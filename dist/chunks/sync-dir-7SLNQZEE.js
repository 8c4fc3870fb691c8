import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-FMIU3AH7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-HH4Y2HZT.js";
import "./chunk-4D7LJGXO.js";
import "./chunk-NVORFHGC.js";
import "./chunk-NKZLFI4E.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
