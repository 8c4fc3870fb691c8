import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-HKFZO3T2.js";
import "./chunk-3CI3GRY6.js";
import "./chunk-MYW4GHJY.js";
import "./chunk-KKWBWYTE.js";
import "./chunk-QH2IVLEH.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-GTPCD622.js";
import "./chunk-MTBXZYAY.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
