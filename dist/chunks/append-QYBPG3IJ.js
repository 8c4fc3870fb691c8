import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-WPB5Y2YY.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-Y6YNKON5.js";
import "./chunk-5Z62Z7XR.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-PERF62GE.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GM26JRD7.js";
import "./chunk-6RAEJTZZ.js";
import "./chunk-SBTYBOOB.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
