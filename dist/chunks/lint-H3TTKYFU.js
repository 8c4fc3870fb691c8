import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-OH5VARNC.js";
import "./chunk-UHVMQOZ3.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-4DW4XWCW.js";
import "./chunk-PGCVV72X.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-UNSNBZIO.js";
import "./chunk-6P5VLYQJ.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-OXJEQZDA.js";
import "./chunk-TGEP52HS.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-7JTANB6G.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-OO2L2GLB.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-TYHRDXNI.js";
import "./chunk-MG4IQTTL.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-VGBFSFUF.js";
import "./chunk-PPNFB6MZ.js";
import "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
