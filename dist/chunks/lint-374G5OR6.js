import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-U2TBWZK5.js";
import "./chunk-MI6WKOLM.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-GNNSY6UB.js";
import "./chunk-YNI54ZNO.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-P6YKXWL4.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-BULITO27.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-F4Q6WO3V.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-AA7S2UOP.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-2HWAX2CO.js";
import "./chunk-OBGKQMXK.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-6BLZFZSS.js";
import "./chunk-BYMUZV4K.js";
import "./chunk-JYUVOTA7.js";
import "./chunk-RLAK6RJY.js";
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
