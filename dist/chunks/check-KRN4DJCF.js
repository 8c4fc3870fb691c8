import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-V7S4NXJA.js";
import "./chunk-RFL3X4LQ.js";
import "./chunk-ENVYYBDV.js";
import "./chunk-SQ67BVHS.js";
import "./chunk-7WD3ZZWK.js";
import "./chunk-PWK6STGC.js";
import "./chunk-GTPCD622.js";
import "./chunk-YNK5UFVY.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
