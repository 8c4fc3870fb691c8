import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-E3LJJHUA.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-75KP5TGV.js";
import "./chunk-OO2L2GLB.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-MG4IQTTL.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-PPNFB6MZ.js";
import "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
