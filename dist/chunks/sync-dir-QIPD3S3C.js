import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-GVAHZ2K2.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-YNMF5LIV.js";
import "./chunk-CETOGZAZ.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-6HBZ7T4F.js";
import "./chunk-4Z3MH7D7.js";
import "./chunk-MAHXDYTP.js";
import "./chunk-6WJ3S5HX.js";
import "./chunk-GTPCD622.js";
import "./chunk-BOKYZC2N.js";
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
