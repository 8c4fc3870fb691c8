import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-ZCLNTPKG.js";
import "./chunk-EKNJHGYR.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-MAACQM7A.js";
import "./chunk-UTFFQEGU.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-P4R4WVWC.js";
import "./chunk-YC2TM63V.js";
import "./chunk-44AHUX5X.js";
import "./chunk-NGLLPYGB.js";
import "./chunk-SWKALWMP.js";
import "./chunk-X6TG55U7.js";
import "./chunk-GF35TVWJ.js";
import "./chunk-DZLS3KQW.js";
import "./chunk-UQGTVZZ3.js";
import "./chunk-AUGZJFIL.js";
import "./chunk-57MKEP4W.js";
import "./chunk-QDDGP54V.js";
import "./chunk-44KSQHQM.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-6GGNLGTR.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
