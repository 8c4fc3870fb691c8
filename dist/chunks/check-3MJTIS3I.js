import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents
} from "./chunk-QGVTC4ZR.js";
import "./chunk-5WQQEFBQ.js";
import "./chunk-6QBNWQOM.js";
import "./chunk-BFKQ54Q4.js";
import "./chunk-V6RWEL4T.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents
};
