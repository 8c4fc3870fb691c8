import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-NYM5KJXZ.js";
import "./chunk-H7YGRRU2.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-ROC2K3AG.js";
import "./chunk-P3S5E7E3.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-NPUTFYYB.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-H76B3C3R.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-TVUP4Z6Z.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-5Z62Z7XR.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-3ISQCC4T.js";
import "./chunk-PERF62GE.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-PDVG5OLK.js";
import "./chunk-GM26JRD7.js";
import "./chunk-6RAEJTZZ.js";
import "./chunk-SBTYBOOB.js";
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
