import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-U5GYR7VH.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-YPNOUB5W.js";
import "./chunk-K3ONINVT.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-THVOSPW5.js";
import "./chunk-VSSRLVU5.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-U5XVR4YC.js";
import "./chunk-7XKDPKUL.js";
import "./chunk-GTPCD622.js";
import "./chunk-FNYFYDGR.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
