import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
} from "./chunk-ZNCEEOWT.js";
import "./chunk-JJDTYFBP.js";
import "./chunk-NXY47I5F.js";
import "./chunk-BCUOVRPY.js";
import "./chunk-445XXG4J.js";
import "./chunk-ZKWXIF2T.js";
import "./chunk-UEH37J3A.js";
import "./chunk-E64WQCGO.js";
import "./chunk-O445MX7U.js";
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
