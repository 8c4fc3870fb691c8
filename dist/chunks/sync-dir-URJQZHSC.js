import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-SLVRNZEY.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-MHT6HEE3.js";
import "./chunk-CETOGZAZ.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-OKBGD2UO.js";
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
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
