import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-JZBF4UPL.js";
import "./chunk-LYW64HSV.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-RSZBZCEW.js";
import "./chunk-PQUWU2PR.js";
import "./chunk-2JKH7X6X.js";
import "./chunk-3RQAP2PZ.js";
import "./chunk-GBRRU4TB.js";
import "./chunk-UKAQ3ACZ.js";
import "./chunk-XDGLF5CW.js";
import "./chunk-HX33224P.js";
import "./chunk-FMIU3AH7.js";
import "./chunk-VRTSFHNC.js";
import "./chunk-6TCZXWA5.js";
import "./chunk-6PF5I3Y6.js";
import "./chunk-X6TG55U7.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-EONUXGIS.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-HH4Y2HZT.js";
import "./chunk-4D7LJGXO.js";
import "./chunk-NVORFHGC.js";
import "./chunk-NKZLFI4E.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
