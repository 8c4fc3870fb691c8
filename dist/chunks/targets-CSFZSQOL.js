import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-7FDMTNAZ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-FQERBWHT.js";
import "./chunk-AH77Y4ZX.js";
import "./chunk-XNSLPSNR.js";
import "./chunk-HIRUNVAO.js";
import "./chunk-XFWMR3FJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
