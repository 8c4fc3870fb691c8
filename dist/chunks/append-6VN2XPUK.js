import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-A6Z46OEG.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-RTZ5IKBF.js";
import "./chunk-2W5YE5N3.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-H3C5AJRH.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-AH77Y4ZX.js";
import "./chunk-XNSLPSNR.js";
import "./chunk-HIRUNVAO.js";
import "./chunk-XFWMR3FJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
