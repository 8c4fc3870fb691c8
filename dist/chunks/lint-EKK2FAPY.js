import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-6J26GLFR.js";
import "./chunk-XEBFUUXV.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-XFV5S7RW.js";
import "./chunk-OBFUSNGY.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-LZA5B6GA.js";
import "./chunk-HX4RFJOF.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-CV2L5VJW.js";
import "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-R3P5TDCF.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-2W5YE5N3.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-Z55PEKW2.js";
import "./chunk-H3C5AJRH.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-FQERBWHT.js";
import "./chunk-AH77Y4ZX.js";
import "./chunk-XNSLPSNR.js";
import "./chunk-HIRUNVAO.js";
import "./chunk-XFWMR3FJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
