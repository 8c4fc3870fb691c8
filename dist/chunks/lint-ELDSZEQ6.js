import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-6ED6IKVM.js";
import "./chunk-H5DF27Y7.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-GTJGP6W3.js";
import "./chunk-H3YFQO6C.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-DLS73Y7G.js";
import "./chunk-HX4RFJOF.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-VB5NX7YS.js";
import "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-BAJR36NR.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-ASIS4HKM.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-YMOCKH6W.js";
import "./chunk-RXTT56W7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-635QCSZ5.js";
import "./chunk-GK4HK7WS.js";
import "./chunk-TGEL3E44.js";
import "./chunk-LXB25YR4.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
