import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-RZ2VGW6A.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-Z32S55QE.js";
import "./chunk-VRTSFHNC.js";
import "./chunk-6TCZXWA5.js";
import "./chunk-EONUXGIS.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-4D7LJGXO.js";
import "./chunk-NVORFHGC.js";
import "./chunk-NKZLFI4E.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
