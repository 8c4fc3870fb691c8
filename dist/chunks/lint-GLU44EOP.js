import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-I7AOTZO3.js";
import "./chunk-34UPMV23.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-USVIN5VD.js";
import "./chunk-624EHCVU.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-MF6PGM57.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-HO4WAF3C.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-DNNWQX4K.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-TQNITQKZ.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-RIJFO24F.js";
import "./chunk-KDMFC6WE.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-ZLG6TDZB.js";
import "./chunk-THPCTLXN.js";
import "./chunk-INAKKQWN.js";
import "./chunk-4RLWEIU4.js";
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
