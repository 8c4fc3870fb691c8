import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-VGWRUZCU.js";
import "./chunk-FP27TFKQ.js";
import "./chunk-WRWDFLZG.js";
import "./chunk-JYWYO5CW.js";
import "./chunk-ZSZ6AFXN.js";
import "./chunk-OLL5PBU7.js";
import "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
