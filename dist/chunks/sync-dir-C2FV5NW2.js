import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-RMK2E7HA.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-6B6W3QZ6.js";
import "./chunk-CM7MIYQW.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-QNZGZZ6X.js";
import "./chunk-2KOMEE6V.js";
import "./chunk-PQO6JJIE.js";
import "./chunk-WSTWBCDB.js";
import "./chunk-GTPCD622.js";
import "./chunk-HZYROJXB.js";
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
