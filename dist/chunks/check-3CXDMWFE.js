import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-HTKFFYOF.js";
import "./chunk-EM5YSWBZ.js";
import "./chunk-KNPYMP3K.js";
import "./chunk-QNZGZZ6X.js";
import "./chunk-2KOMEE6V.js";
import "./chunk-PQO6JJIE.js";
import "./chunk-GTPCD622.js";
import "./chunk-HZYROJXB.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
