import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  wholeFileCheck
} from "./chunk-73P65TPN.js";
import "./chunk-H6ZG4N2U.js";
import "./chunk-V5VCUJBH.js";
import "./chunk-Z55PEKW2.js";
import "./chunk-FQERBWHT.js";
import "./chunk-AH77Y4ZX.js";
import "./chunk-XNSLPSNR.js";
import "./chunk-HIRUNVAO.js";
import "./chunk-XFWMR3FJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  wholeFileCheck
};
