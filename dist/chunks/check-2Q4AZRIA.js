import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-2HL3GZQN.js";
import "./chunk-SNUPTQNC.js";
import "./chunk-ICWPH2IK.js";
import "./chunk-SUXIJGDN.js";
import "./chunk-UGIMC2T4.js";
import "./chunk-U2YL4YXF.js";
import "./chunk-GTPCD622.js";
import "./chunk-25SVDEOQ.js";
import "./chunk-WRAA7HSL.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
