import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-OTWYQAM3.js";
import "./chunk-B5VGU65J.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-QRUYXWFI.js";
import "./chunk-L2OFOMTC.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-PB52NDOF.js";
import "./chunk-SDJ76YB7.js";
import "./chunk-HSAUQ7NS.js";
import "./chunk-RXBCPW2P.js";
import "./chunk-YJE4FWTR.js";
import "./chunk-47HQTT2E.js";
import "./chunk-L5LA4DNM.js";
import "./chunk-TEACNPXB.js";
import "./chunk-6MDH67ZF.js";
import "./chunk-2RZNU5WW.js";
import "./chunk-X6TG55U7.js";
import "./chunk-T7PY4MCE.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-VPUI3E4W.js";
import "./chunk-NUGXNJTQ.js";
import "./chunk-GTPCD622.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
