import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-D6EVYPMV.js";
import "./chunk-CYJL2MS4.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-QOJDHYNI.js";
import "./chunk-AZ2BC7MK.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-7HBDQ6LU.js";
import "./chunk-UFH4XBHA.js";
import "./chunk-2KXPNSWC.js";
import "./chunk-ZIZAGHQ4.js";
import "./chunk-N3DF33C3.js";
import "./chunk-LKL5VRJF.js";
import "./chunk-J766NP5B.js";
import "./chunk-GM4BRIGD.js";
import "./chunk-4T2MNXYR.js";
import "./chunk-UXOI54BJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-633LOMZY.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-EL3CTBVU.js";
import "./chunk-SAUV6JHN.js";
import "./chunk-GTPCD622.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
