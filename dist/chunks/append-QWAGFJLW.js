import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-4LMFHU3C.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-TT4HIQZ3.js";
import "./chunk-YX5YLGLO.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-2OPCKNHZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-ZKWXIF2T.js";
import "./chunk-UEH37J3A.js";
import "./chunk-E64WQCGO.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
