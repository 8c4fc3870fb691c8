import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-V7Q4FBO6.js";
import "./chunk-2KR5C2A5.js";
import "./chunk-QDYFOOG4.js";
import "./chunk-DJXKPDAP.js";
import "./chunk-LPMJB7HU.js";
import "./chunk-6GKZQ37G.js";
import "./chunk-GTPCD622.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
