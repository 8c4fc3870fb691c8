import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents
} from "./chunk-RTZYT4S3.js";
import "./chunk-V4LZH36S.js";
import "./chunk-BQLDCCZ4.js";
import "./chunk-JSJFAUGM.js";
import "./chunk-OVUB2E7Y.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents
};
