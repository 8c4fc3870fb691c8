import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-NIIZUWBB.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-JH74TP4K.js";
import "./chunk-CM7MIYQW.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-FGG46N45.js";
import "./chunk-74IRWTRF.js";
import "./chunk-6A6B27DV.js";
import "./chunk-WSTWBCDB.js";
import "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
