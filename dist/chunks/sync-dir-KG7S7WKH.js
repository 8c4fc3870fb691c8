import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-MHT6HEE3.js";
import "./chunk-JYWYO5CW.js";
import "./chunk-ZSZ6AFXN.js";
import "./chunk-OLL5PBU7.js";
import "./chunk-6WJ3S5HX.js";
import "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
