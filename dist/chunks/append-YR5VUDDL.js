import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-DSPENKIA.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-LHTAFMC7.js";
import "./chunk-TQNITQKZ.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-KDMFC6WE.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-THPCTLXN.js";
import "./chunk-INAKKQWN.js";
import "./chunk-4RLWEIU4.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
