import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-B6W5L4D3.js";
import "./chunk-BDKZP7KZ.js";
import "./chunk-HN2UG5AW.js";
import "./chunk-4LUYKUGK.js";
import "./chunk-N6QFC3MD.js";
import "./chunk-B6J43DG5.js";
import "./chunk-GTPCD622.js";
import "./chunk-ZNRGCY36.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
