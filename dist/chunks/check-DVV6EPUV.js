import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-YNTH6L37.js";
import "./chunk-7C7E37GN.js";
import "./chunk-WRWDFLZG.js";
import "./chunk-FGG46N45.js";
import "./chunk-74IRWTRF.js";
import "./chunk-6A6B27DV.js";
import "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
