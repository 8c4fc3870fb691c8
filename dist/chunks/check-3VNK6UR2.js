import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents
} from "./chunk-OFGFRFYY.js";
import "./chunk-GGNPNAVX.js";
import "./chunk-AQNL627W.js";
import "./chunk-6PF5I3Y6.js";
import "./chunk-HH4Y2HZT.js";
import "./chunk-4D7LJGXO.js";
import "./chunk-NVORFHGC.js";
import "./chunk-NKZLFI4E.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents
};
