import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-Z57RRWF7.js";
import "./chunk-4LUYKUGK.js";
import "./chunk-N6QFC3MD.js";
import "./chunk-B6J43DG5.js";
import "./chunk-7XKDPKUL.js";
import "./chunk-GTPCD622.js";
import "./chunk-ZNRGCY36.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
