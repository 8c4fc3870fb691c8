import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
} from "./chunk-ZA5OFU46.js";
import "./chunk-KPJVNP7M.js";
import "./chunk-YLEL4FCN.js";
import "./chunk-TYHRDXNI.js";
import "./chunk-VGBFSFUF.js";
import "./chunk-PPNFB6MZ.js";
import "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
import "./chunk-357LZD3P.js";
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
