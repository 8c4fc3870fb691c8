import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-UKAQ3ACZ.js";
import "./chunk-XDGLF5CW.js";
import "./chunk-HX33224P.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-FMIU3AH7.js";
import "./chunk-6TCZXWA5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-HH4Y2HZT.js";
import "./chunk-4D7LJGXO.js";
import "./chunk-NVORFHGC.js";
import "./chunk-NKZLFI4E.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
