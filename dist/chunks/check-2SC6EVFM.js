import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
} from "./chunk-FMT4XJ7F.js";
import "./chunk-JEO4SNGG.js";
import "./chunk-X7VNFIWB.js";
import "./chunk-RIJFO24F.js";
import "./chunk-ZLG6TDZB.js";
import "./chunk-THPCTLXN.js";
import "./chunk-INAKKQWN.js";
import "./chunk-4RLWEIU4.js";
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
