import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-RXBCPW2P.js";
import "./chunk-YJE4FWTR.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-47HQTT2E.js";
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
import "./chunk-SOISCQTY.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
