import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
} from "./chunk-UBUY43FK.js";
import "./chunk-W3CQ3SY2.js";
import "./chunk-QQCT4Q5T.js";
import "./chunk-WWYWYDEU.js";
import "./chunk-XMI2LKAC.js";
import "./chunk-5JGBGTMN.js";
import "./chunk-RMSHSEWT.js";
import "./chunk-KBTD6OVN.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
};
