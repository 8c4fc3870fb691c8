import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
} from "./chunk-BZ6FBWSK.js";
import "./chunk-BCOQN4J5.js";
import "./chunk-2LCNTZEW.js";
import "./chunk-2HWAX2CO.js";
import "./chunk-6BLZFZSS.js";
import "./chunk-BYMUZV4K.js";
import "./chunk-JYUVOTA7.js";
import "./chunk-RLAK6RJY.js";
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
