import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-FPXYJC4H.js";
import "./chunk-YCLCFIEB.js";
import "./chunk-FLLM3EC2.js";
import "./chunk-ISBEO76L.js";
import "./chunk-NUKAQB2F.js";
import "./chunk-JPGHGFWS.js";
import "./chunk-GTPCD622.js";
import "./chunk-XFRTEWPZ.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
