import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-YWNRO6IJ.js";
import "./chunk-WWO53TK2.js";
import "./chunk-MERAP2RB.js";
import "./chunk-26XSRAK3.js";
import "./chunk-INWV5Z5H.js";
import "./chunk-7VFS2CMM.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-UQB3G3DB.js";
import "./chunk-DIB5KY33.js";
import "./chunk-FHEDWR74.js";
import "./chunk-IRDQGPMW.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
